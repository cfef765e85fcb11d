"""Turns chosen exercises into the spec's day and week documents, with every derived field."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date

from fitcoach.catalog import CATALOG, Exercise
from fitcoach.programming.estimates import (
    TRANSITION_SECONDS,
    WARMUP_SECONDS,
    focus_of,
    minutes_of,
    volume_of,
    work_seconds,
)
from fitcoach.programming.guard import normalize_gear
from fitcoach.programming.loads import dumbbell_cap, load_note, prescription, suggest_load
from fitcoach.programming.models import (
    Block,
    Day,
    PlannedExercise,
    TrainingProfile,
    Week,
    WeekSummary,
)
from fitcoach.programming.science import order_key, superset_problem
from fitcoach.programming.templates import template_for
from fitcoach.weekdays import WEEKDAYS, Weekday, date_in_week

SUPERSET_FIRST_REST = 30  # seconds: just the walk to the partner exercise

COACH_CUES: dict[str, str] = {
    "horizontal_push": "Pin your shoulder blades back on the presses and lower for 3 seconds.",
    "vertical_push": "Brace hard and press in a straight line, ribs down, no lower-back arch.",
    "vertical_pull": "Start every pull by driving your elbows down; no swinging.",
    "horizontal_pull": "Pull to your lower ribs and pause with the shoulder blades squeezed.",
    "squat": "Knees track your toes; sit between your heels and stay tall coming up.",
    "lunge": "Long stride, front heel down, torso upright; drive through the front foot.",
    "hinge": "Push your hips back with a neutral spine; stop when the hamstrings are loaded.",
    "chest_fly": "Soft elbows and a wide arc; feel the stretch, don't chase the weight.",
    "shoulder_abduction": "Lead with the elbows and stop at shoulder height; no shrugging.",
    "rear_delt_fly": "Keep the neck long and sweep the arms wide to hit the rear delts.",
    "knee_extension": "Squeeze the quads for a full second at the top of each rep.",
    "knee_flexion": "Keep your hips down on the pad and control the way back.",
    "calf_raise": "Pause in the stretch at the bottom, then rise as high as you can.",
    "elbow_flexion": "Elbows pinned at your sides; lower the weight slowly.",
    "elbow_extension": "Keep the upper arms still and lock out fully on every rep.",
}
CORE_CUE = "Brace as if you're about to be poked in the stomach and breathe behind it."

BLOCK_LABELS = {
    1: "Primary Compound Block",
    2: "Secondary Compound Block",
    3: "Isolation Block",
    4: "Core Finisher",
}


def make_item(
    exercise: Exercise, sets: int, profile: TrainingProfile, *, rest: int | None = None
) -> PlannedExercise:
    plan = prescription(exercise, profile)
    load = suggest_load(exercise, plan.reps, profile)
    return PlannedExercise(
        exercise_id=exercise.slug,
        name=exercise.name,
        target_sets=sets,
        target_reps=plan.reps,
        rest_seconds=plan.rest if rest is None else rest,
        target_rir=plan.rir,
        suggested_load=load,
        load_unit=profile.unit if load is not None else None,
        load_note=load_note(exercise, plan.reps, profile, load),
    )


def reload(item: PlannedExercise, profile: TrainingProfile) -> None:
    """Recompute `item`'s load and load note for its current reps (after an edit)."""
    exercise = CATALOG[item.exercise_id]
    load = suggest_load(exercise, item.target_reps, profile)
    item.suggested_load = load
    item.load_unit = profile.unit if load is not None else None
    item.load_note = load_note(exercise, item.target_reps, profile, load)


def natural_rest(item: PlannedExercise, profile: TrainingProfile) -> int:
    return prescription(CATALOG[item.exercise_id], profile).rest


def _pairable(a: Exercise, b: Exercise, *, compounds: bool = False) -> bool:
    """The generator's own, stricter superset policy: isolation work with no shared muscle;
    with `compounds` (a goal template that pairs to fit more into the minutes), also
    compounds for different primary muscles that R8 allows together (a press with a row or
    a squat: the classic push-pull and upper-lower pairs)."""
    if compounds:
        return not set(a.primary) & set(b.primary) and superset_problem(a, b) is None
    return (
        not a.is_compound
        and not b.is_compound
        and order_key(a) == order_key(b)
        and not set(a.muscles()) & set(b.muscles())
        and superset_problem(a, b) is None
    )


# (id(a), id(b), compounds) -> (a, b, answer). The generator times thousands of trial
# sessions a week and asks about the same few pairs each time; the entry keeps a and b
# alive, so their ids cannot be reused by other objects while it stands.
_PAIRABLE: dict[tuple[int, int, bool], tuple[Exercise, Exercise, bool]] = {}
_PAIRABLE_MAX = 65536


def _pairable_known(a: Exercise, b: Exercise, compounds: bool) -> bool:
    key = (id(a), id(b), compounds)
    hit = _PAIRABLE.get(key)
    if hit is not None:
        return hit[2]
    answer = _pairable(a, b, compounds=compounds)
    if len(_PAIRABLE) >= _PAIRABLE_MAX:
        _PAIRABLE.clear()
    _PAIRABLE[key] = (a, b, answer)
    return answer


def _partner(
    ordered: Sequence[Exercise],
    keys: Sequence[tuple[int, int]],
    index: int,
    taken: set[int],
    compounds: bool,
) -> int | None:
    """The first later exercise `ordered[index]` can pair with without breaking R3: it may
    be pulled forward only past exercises of its own rank (equal `order_key`, given in
    `keys`), so the partners to try are the next free exercise and the free ones of that
    same rank."""
    first = ordered[index]
    rank: tuple[int, int] | None = None
    for later in range(index + 1, len(ordered)):
        if later in taken:
            continue
        key = keys[later]
        if rank is None:
            rank = key
        elif key != rank:
            return None
        if _pairable_known(first, ordered[later], compounds):
            return later
    return None


def pairing(
    items: Sequence[PlannedExercise], profile: TrainingProfile, *, supersets: bool = True
) -> tuple[list[PlannedExercise], list[tuple[int, int | None]]]:
    """`items` in R3 order, and the blocks as indexes into that order: (first, partner or
    None). `arrange` builds the blocks from it; the generator's trials only time them."""
    pair_compounds = template_for(profile).supersets
    slugs = tuple(it.exercise_id for it in items)
    key = (slugs, pair_compounds, supersets)
    laid_out = _LAID_OUT.get(key)
    if laid_out is None:
        laid_out = _lay_out(slugs, pair_compounds, supersets)
        if len(_LAID_OUT) >= _PAIRABLE_MAX:
            _LAID_OUT.clear()
        _LAID_OUT[key] = laid_out
    order, blocks = laid_out
    return [items[k] for k in order], list(blocks)


# The layout depends on the exercises alone (their slugs, in the given order), not on the
# sets, reps or loads: the generator's trials ask for the same sessions over and over.
_LAID_OUT: dict[
    tuple[tuple[str, ...], bool, bool],
    tuple[tuple[int, ...], tuple[tuple[int, int | None], ...]],
] = {}


def _lay_out(
    slugs: tuple[str, ...], pair_compounds: bool, supersets: bool
) -> tuple[tuple[int, ...], tuple[tuple[int, int | None], ...]]:
    """(positions of `slugs` in R3 order, blocks as indexes into that order)."""
    # a stable sort on (R3 rank, position): the order `sorted(key=order_key)` gives
    decorated = sorted((order_key(CATALOG[slug]), position) for position, slug in enumerate(slugs))
    order = tuple(position for _, position in decorated)
    keys = [key for key, _ in decorated]
    exercises = [CATALOG[slugs[k]] for k in order]
    blocks: list[tuple[int, int | None]] = []
    taken: set[int] = set()
    for index in range(len(order)):
        if index in taken:
            continue
        taken.add(index)
        partner = _partner(exercises, keys, index, taken, pair_compounds) if supersets else None
        if partner is not None:
            taken.add(partner)
        blocks.append((index, partner))
    return order, tuple(blocks)


def arrange(
    items: Iterable[PlannedExercise], profile: TrainingProfile, *, supersets: bool = True
) -> list[list[PlannedExercise]]:
    """Sequence by priority (R3) and pair isolation work (and, for a template that
    supersets, compounds) into supersets (R8), looking past exercises of equal rank for a
    partner so that the order stays R3-true."""
    ordered, pairs = pairing(list(items), profile, supersets=supersets)
    blocks: list[list[PlannedExercise]] = []
    for first, partner in pairs:
        if partner is None:
            blocks.append([ordered[first]])
        else:
            lead = ordered[first].model_copy(update={"rest_seconds": SUPERSET_FIRST_REST})
            blocks.append([lead, ordered[partner]])
    return blocks


def arranged_seconds(
    items: Sequence[PlannedExercise],
    profile: TrainingProfile,
    laid_out: tuple[list[PlannedExercise], list[tuple[int, int | None]]] | None = None,
) -> float:
    """`blocks_seconds(arrange(items, profile))` without copying the items (the generator
    times thousands of trial sessions a week); `laid_out` is `pairing`'s answer if known."""
    ordered, pairs = laid_out or pairing(items, profile)
    total = WARMUP_SECONDS if pairs else 0.0
    for first, partner in pairs:
        lead = ordered[first]
        rest = lead.rest_seconds if partner is None else SUPERSET_FIRST_REST
        work = _work(lead.exercise_id, lead.target_reps)
        total += TRANSITION_SECONDS + lead.target_sets * (work + rest)
        if partner is not None:
            other = ordered[partner]
            total += other.target_sets * (
                _work(other.exercise_id, other.target_reps) + other.rest_seconds
            )
    return total


# (slug, reps) -> seconds of work in one set: the catalog and the rep strings are fixed,
# and the trials ask for the same few thousands of times.
_WORK: dict[tuple[str, str], float] = {}


def _work(slug: str, reps: str) -> float:
    key = (slug, reps)
    seconds = _WORK.get(key)
    if seconds is None:
        seconds = work_seconds(CATALOG.get(slug), reps)
        if len(_WORK) >= _PAIRABLE_MAX:
            _WORK.clear()
        _WORK[key] = seconds
    return seconds


def timing_item(exercise: Exercise, sets: int, profile: TrainingProfile) -> PlannedExercise:
    """An item with the goal's reps and rest but no load worked out: enough to time."""
    plan = prescription(exercise, profile)
    return PlannedExercise(
        exercise_id=exercise.slug,
        name=exercise.name,
        target_sets=sets,
        target_reps=plan.reps,
        rest_seconds=plan.rest,
        target_rir=plan.rir,
    )


def label_for(block: Sequence[PlannedExercise]) -> str:
    exercises = [CATALOG[item.exercise_id] for item in block if item.exercise_id in CATALOG]
    if not exercises:
        return "Block"
    top = min(e.priority for e in exercises)
    if len(block) > 1:
        if any(e.is_compound for e in exercises):
            return "Compound Superset"
        return "Core Superset" if top == 4 else "Accessory Superset"
    if exercises[0].kind == "Accessory":
        return "Accessory Block"
    return BLOCK_LABELS[top]


def focus_tag_of(blocks: Sequence[Sequence[PlannedExercise]]) -> str:
    """The two groups with the most direct (primary) sets, ties broken by weighted sets."""
    direct: dict[str, float] = {}
    for block in blocks:
        for item in block:
            exercise = CATALOG.get(item.exercise_id)
            if exercise is not None:
                for muscle in exercise.primary:
                    direct[muscle] = direct.get(muscle, 0.0) + item.target_sets
    weighted = {f.muscle: f.intensity for f in focus_of(blocks)}
    ranked = sorted(direct, key=lambda m: (-direct[m], -weighted.get(m, 0), m))
    return " & ".join(ranked[:2]) if ranked else "Recovery"


def coach_note_for(blocks: Sequence[Sequence[PlannedExercise]]) -> str:
    for block in blocks:
        for item in block:
            exercise = CATALOG.get(item.exercise_id)
            if exercise is not None:
                return COACH_CUES.get(exercise.pattern, CORE_CUE)
    return "Recover well today: walk, stretch, sleep."


def day_edits(blocks: Sequence[Sequence[PlannedExercise]], minutes: int) -> list[str]:
    edits: list[str] = []
    if blocks and blocks[0]:
        edits.append(f"Swap {blocks[0][0].name}")
    if minutes > 20:
        edits.append(f"Reduce to {max(15, (minutes - 10) // 5 * 5)} minutes")
    else:
        edits.append("Make this a rest day")
    return edits


def build_day(
    weekday: Weekday,
    on: date,
    blocks: Sequence[Sequence[PlannedExercise]],
    profile: TrainingProfile,
    *,
    title: str,
    coach_note: str | None = None,
) -> Day:
    if not blocks:
        return rest_day(weekday, on)
    cap = dumbbell_cap(profile, "lb")
    minutes = minutes_of(blocks)
    return Day(
        date=on,
        day_of_week=weekday.capitalize(),
        is_rest_day=False,
        title=title,
        focus_tag=focus_tag_of(blocks),
        duration_minutes=minutes,
        estimated_volume_lbs=volume_of(blocks, cap, normalize_gear(profile.gear)),
        coach_note=coach_note or coach_note_for(blocks),
        muscle_focus=focus_of(blocks),
        suggested_edits=day_edits(blocks, minutes),
        blocks=[Block(label=label_for(b), exercises=list(b)) for b in blocks],
    )


def rest_day(weekday: Weekday, on: date) -> Day:
    return Day(
        date=on,
        day_of_week=weekday.capitalize(),
        is_rest_day=True,
        title="Rest & Recovery",
        focus_tag="Recovery",
        duration_minutes=0,
        estimated_volume_lbs=0,
        coach_note="Recover well today: walk, stretch, sleep.",
        suggested_edits=["Add a 20-minute core session"],
        blocks=[],
    )


def refresh_day(day: Day, profile: TrainingProfile, *, title: str | None = None) -> Day:
    """Recompute every derived field after the blocks changed; empty means rest."""
    weekday = WEEKDAYS[day.date.weekday()]
    blocks = [b.exercises for b in day.blocks if b.exercises]
    if not blocks:
        return rest_day(weekday, day.date)
    keep_note = day.coach_note if not day.is_rest_day else None
    fresh = build_day(
        weekday, day.date, blocks, profile, title=title or day.title, coach_note=keep_note
    )
    if day.is_rest_day and title is None:
        fresh.title = fresh.focus_tag
    fresh.status = day.status
    fresh.completed_log_id = day.completed_log_id
    fresh.completed_at = day.completed_at
    return fresh


def week_edits(days: dict[Weekday, Day]) -> list[str]:
    training = [w for w in WEEKDAYS if not days[w].is_rest_day]
    edits: list[str] = []
    for weekday in reversed(training):
        index = WEEKDAYS.index(weekday)
        if index < 6 and days[WEEKDAYS[index + 1]].is_rest_day:
            edits.append(
                f"Shift {weekday.capitalize()} workout to {WEEKDAYS[index + 1].capitalize()}"
            )
            break
    count = len(training)
    if count < 6:
        edits.append(f"Switch to {count + 1} training days")
    if count > 1:
        edits.append(f"Switch to {count - 1} training days")
    return edits[:2]


def finish_week(
    week_start: date,
    days: dict[Weekday, Day],
    *,
    theme: str,
    notes: list[str],
) -> Week:
    ordered = {w: days.get(w) or rest_day(w, date_in_week(week_start, w)) for w in WEEKDAYS}
    training = [d for d in ordered.values() if not d.is_rest_day]
    return Week(
        week_start_date=week_start,
        theme=theme,
        summary=WeekSummary(
            total_time_minutes=sum(d.duration_minutes for d in training),
            total_volume_lbs=sum(d.estimated_volume_lbs for d in training),
            frequency=len(training),
        ),
        suggested_edits=week_edits(ordered),
        notes=notes,
        days=ordered,
    )
