"""Coaching checks, written from the principles of issue 7, that judge one generated week.

Each check looks at the week a persona got and says what a coach would object to. None of
them compares against a stored week: they encode rules of thumb (squat and bench twice a
week for a strength goal, 10-20 hard sets per major group for hypertrophy, no heavy legs
the day before a long run ...). A check that does not apply to a persona is not run for it
(and is not counted as a pass).

The harness deliberately re-derives what it needs (what a "hold" is, which exercises are
barbell work, which groups a painful joint drives) instead of asking the engine, so that an
engine bug cannot hide itself.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime

from fitcoach.catalog import CATALOG, Exercise
from fitcoach.evals.programming.personas import Persona
from fitcoach.programming.models import Day, PlannedExercise, TrainingProfile, Week
from fitcoach.programming.rules import validate_week
from fitcoach.weekdays import WEEKDAYS, Weekday

MAJOR = ("Chest", "Back", "Shoulders", "Quads", "Hamstrings", "Glutes")
SMALL = ("Biceps", "Triceps", "Calves", "Core", "Forearms")
LOWER = ("Quads", "Hamstrings", "Glutes")
UPPER = ("Chest", "Back", "Shoulders")
# Words that make an exercise a hold (prescribed in seconds) rather than reps.
HOLD_WORDS = ("plank", "wall sit", "hold", "dead hang", "l-sit", "hollow", "carry", "isometric")
# Which muscle groups a painful region drives: what "adapt, don't delete" must keep trained.
PAIN_GROUPS: dict[str, tuple[str, ...]] = {
    "knee": ("Quads",),
    "lower_back": ("Hamstrings", "Glutes"),
    "shoulder": ("Chest", "Back"),
    "hip": ("Glutes",),
}
SPORT_WORDS = ("run", "ride", "race", "swim", "hike", "match", "game", "sparring", "practice")
ADAPT_SHARE = 0.6  # of a group's weekly target a painful region's groups keep
PAIN_TARGET = 10.0  # the weekly target a major group is judged against (the 10-set floor)
FILL_SHARE = 0.85
# Words in a coach note and the exercise names that make the word true for a day.
CUE_WORDS: dict[str, tuple[str, ...]] = {
    "press": ("press", "push-up", "dip"),
    "presses": ("press", "push-up", "dip"),
    "bench": ("bench press", "floor press", "bench"),
    "squat": ("squat", "leg press"),
    "squats": ("squat", "leg press"),
    "deadlift": ("deadlift",),
    "deadlifts": ("deadlift",),
    "row": ("row",),
    "rows": ("row",),
    "pull": ("pull", "row", "chin"),
    "curl": ("curl",),
    "curls": ("curl",),
    "lunge": ("lunge", "split squat", "step-up"),
    "raise": ("raise",),
    "plank": ("plank",),
    "swing": ("swing",),
    "hinge": ("deadlift", "swing", "good morning", "hip thrust", "bridge", "hinge"),
}


@dataclass(frozen=True, slots=True)
class Context:
    persona: Persona
    profile: TrainingProfile
    week: Week
    now: datetime

    def training(self) -> list[tuple[Weekday, Day]]:
        return [(w, d) for w, d in self.week.days.items() if not d.is_rest_day]


Check = Callable[[Context], list[str]]


def items(day: Day) -> list[PlannedExercise]:
    return [item for block in day.blocks for item in block.exercises]


def exercise(item: PlannedExercise) -> Exercise | None:
    return CATALOG.get(item.exercise_id)


def is_hold(item: PlannedExercise) -> bool:
    name = item.name.lower()
    return any(word in name for word in HOLD_WORDS)


def reps_range(text: str) -> tuple[float, float] | None:
    match = re.match(r"^\s*(\d+)\s*(?:-\s*(\d+))?", text)
    if not match:
        return None
    low = float(match.group(1))
    return low, float(match.group(2) or low)


def is_barbell(item: PlannedExercise, profile: TrainingProfile) -> bool:
    found = exercise(item)
    if found is None:
        return False
    return found.implement_for(frozenset(profile.gear)) == "barbell"


def weekly_sets(week: Week) -> dict[str, float]:
    """Hard sets per group: 1 per primary, 0.5 per secondary (the spec's counting)."""
    counts: dict[str, float] = {}
    for day in week.days.values():
        for item in items(day):
            found = exercise(item)
            if found is None:
                continue
            for muscle in found.primary:
                counts[muscle] = counts.get(muscle, 0.0) + item.target_sets
            for muscle in found.secondary:
                counts[muscle] = counts.get(muscle, 0.0) + item.target_sets * 0.5
    return counts


def noted(week: Week, *words: str) -> bool:
    text = " ".join(week.notes).lower()
    return any(word.lower() in text for word in words)


# ---- checks every persona gets ---------------------------------------------------------


def rule_true(ctx: Context) -> list[str]:
    """The existing validator finds nothing (gear, protections, caps, recovery, R1-R12)."""
    return [str(v) for v in validate_week(ctx.week, ctx.profile, ctx.now)]


def gear_true(ctx: Context) -> list[str]:
    """Every exercise can be set up with what the persona owns (as they said it)."""
    have = ctx.persona.gear | {"bodyweight"}
    out = []
    for weekday, day in ctx.training():
        for item in items(day):
            found = exercise(item)
            if found is None:
                out.append(f"{weekday}: unknown exercise {item.exercise_id}")
            elif not any(option <= have for option in found.gear_options):
                out.append(f"{weekday}: {item.name} needs gear they do not own")
    return out


def days_honoured(ctx: Context) -> list[str]:
    """The named days (or their count) are the training days."""
    trained = [w for w, _ in ctx.training()]
    wanted = ctx.persona.lift_days
    if wanted:
        if set(trained) != set(wanted):
            return [f"trains {trained}, asked for {list(wanted)}"]
        return []
    if ctx.persona.days_per_week and len(trained) != ctx.persona.days_per_week:
        return [f"{len(trained)} training days, asked for {ctx.persona.days_per_week}"]
    return []


def minutes_used(ctx: Context) -> list[str]:
    """Each session uses >= 85% of the minutes asked (unless a note names the volume
    ceiling) and never more than asked."""
    asked = ctx.persona.minutes
    out = []
    ceiling_note = noted(ctx.week, "ceiling", "landmark", "never over 20", "volume cap")
    for weekday, day in ctx.training():
        if day.duration_minutes > asked:
            out.append(f"{weekday}: {day.duration_minutes} min, over the {asked} asked")
        elif day.duration_minutes < FILL_SHARE * asked and not ceiling_note:
            out.append(f"{weekday}: {day.duration_minutes} of {asked} min")
    return out


def summary_true(ctx: Context) -> list[str]:
    """The summary and notes claim only what the days hold."""
    training = ctx.training()
    out = []
    total = sum(d.duration_minutes for _, d in training)
    if ctx.week.summary.total_time_minutes != total:
        out.append(f"summary says {ctx.week.summary.total_time_minutes} min, days sum to {total}")
    if ctx.week.summary.frequency != len(training):
        out.append(f"summary says {ctx.week.summary.frequency} days, {len(training)} staged")
    for note in [ctx.week.theme, *ctx.week.notes]:
        for claim in re.findall(r"(\d)-day", note):
            if int(claim) != len(training):
                out.append(f"note claims a {claim}-day week over {len(training)} days: {note}")
    return out


def loads_everywhere(ctx: Context) -> list[str]:
    """Every exercise says how heavy: a load, or (bodyweight, holds) an effort instruction.
    Loads never pass the heaviest dumbbell owned."""
    out = []
    cap = ctx.profile.max_dumbbell
    for weekday, day in ctx.training():
        for item in items(day):
            if item.suggested_load is None and not item.load_note:
                out.append(f"{weekday}: {item.name} has no load and no effort instruction")
            found = exercise(item)
            if (
                found is not None
                and item.suggested_load is not None
                and cap is not None
                and found.implement_for(frozenset(ctx.profile.gear)) == "dumbbell"
                and item.load_unit == ctx.profile.unit
                and item.suggested_load > cap + 1e-6
            ):
                out.append(f"{weekday}: {item.name} {item.suggested_load} over the heaviest {cap}")
    return out


def holds_in_seconds(ctx: Context) -> list[str]:
    out = []
    for weekday, day in ctx.training():
        for item in items(day):
            if not is_hold(item):
                continue
            if not re.search(r"\d\s*s\b|sec", item.target_reps):
                out.append(f"{weekday}: {item.name} as '{item.target_reps}', not seconds")
            if item.target_rir is not None:
                out.append(f"{weekday}: {item.name} given RIR {item.target_rir}")
    return out


def cues_fit_the_day(ctx: Context) -> list[str]:
    """A day's coach note talks only about exercises that day holds."""
    out = []
    for weekday, day in ctx.training():
        names = " ".join(item.name.lower() for item in items(day))
        note = day.coach_note.lower()
        for word, evidence in CUE_WORDS.items():
            if re.search(rf"\b{re.escape(word)}\b", note) and not any(e in names for e in evidence):
                out.append(f"{weekday}: note mentions '{word}' but the day has none: {note}")
        for other in CATALOG.values():
            if other.name.lower() in note and other.name.lower() not in names:
                out.append(f"{weekday}: note names {other.name}, not on the day")
    return out


def no_tiny_days(ctx: Context) -> list[str]:
    """A training day holds at least three exercises (a 2-exercise day is not a session)."""
    return [
        f"{weekday}: only {len(items(day))} exercises"
        for weekday, day in ctx.training()
        if len(items(day)) < 3
    ]


def lower_body_trained(ctx: Context) -> list[str]:
    """Every persona whose legs are not off-limits trains the lower body at least twice a
    week (once on a single-day week)."""
    if set(ctx.persona.rest_parts) & {"knee", "Quads", "legs", "lower body"}:
        return []
    days = sum(
        1
        for _, day in ctx.training()
        if any((e := exercise(i)) and set(e.primary) & set(LOWER) for i in items(day))
    )
    need = min(2, len(ctx.training()))
    return [f"lower body on {days} days"] if days < need else []


# ---- goal templates --------------------------------------------------------------------


def _has_pattern(day: Day, test: Callable[[Exercise], bool]) -> bool:
    return any((e := exercise(i)) is not None and test(e) for i in items(day))


def _squat(e: Exercise) -> bool:
    return e.is_compound and e.pattern == "squat" and "Quads" in e.primary


def _bench(e: Exercise) -> bool:
    return e.is_compound and e.pattern == "horizontal_push" and "Chest" in e.primary


def _hinge(e: Exercise) -> bool:
    return e.pattern == "hinge" and "Hamstrings" in e.primary


def strength_template(ctx: Context) -> list[str]:
    """Squat and bench pattern at least twice, a deadlift pattern at least once (the
    barbell lifts when the gear has them); main work 1-6 reps at 1-3 RIR with 3-5 min
    rests, accessories 6-12."""
    training = ctx.training()
    out = []
    barbell = "barbell" in ctx.persona.gear
    rack = "squat rack" in ctx.persona.gear
    squat_days = sum(_has_pattern(d, _squat) for _, d in training)
    bench_days = sum(_has_pattern(d, _bench) for _, d in training)
    hinge_days = sum(_has_pattern(d, _hinge) for _, d in training)
    need = min(2, len(training))
    if squat_days < need:
        out.append(f"a squat pattern on {squat_days} days")
    if bench_days < need:
        out.append(f"a bench pattern on {bench_days} days")
    if hinge_days < 1:
        out.append("no deadlift pattern")
    if (
        barbell
        and rack
        and not any(i.exercise_id == "barbell-back-squat" for _, d in training for i in items(d))
    ):
        out.append("no barbell squat despite a barbell and rack")
    if barbell and not any(
        i.exercise_id == "conventional-deadlift" for _, d in training for i in items(d)
    ):
        out.append("no barbell deadlift despite a barbell")
    for weekday, day in training:
        for item in items(day):
            found = exercise(item)
            reps = reps_range(item.target_reps)
            # Holds, trunk work and conditioning intervals are dosed in seconds or by
            # feel, not in the 8-15 reps a careful lift gets.
            timed = found is not None and found.pattern == "conditioning"
            if found is None or reps is None or is_hold(item) or found.kind == "Core" or timed:
                continue
            main = found.is_compound and found.priority == 1 and is_barbell(item, ctx.profile)
            if main:
                if reps[1] > 6:
                    out.append(f"{weekday}: main lift {item.name} at {item.target_reps}")
                if not 180 <= item.rest_seconds <= 300:
                    out.append(f"{weekday}: main lift {item.name} rests {item.rest_seconds}s")
                if item.target_rir is not None and not 1 <= item.target_rir <= 3:
                    out.append(f"{weekday}: main lift {item.name} RIR {item.target_rir}")
            elif reps[0] < 6 or reps[1] > 12:
                out.append(f"{weekday}: accessory {item.name} at {item.target_reps}")
    return out


def hypertrophy_template(ctx: Context) -> list[str]:
    """10-20 weekly hard sets per major group (unless the notes say why not), 6-15 reps
    (up to 30 for small groups), 1-3 RIR."""
    out = []
    counts = weekly_sets(ctx.week)
    protected = set(ctx.persona.rest_parts)
    for group in MAJOR:
        sets = counts.get(group, 0.0)
        if sets > 20:
            out.append(f"{group} {sets:g} sets, over 20")
        elif sets < 10 and group not in protected and not noted(ctx.week, group):
            out.append(f"{group} {sets:g} sets, under 10 with no note")
    for weekday, day in ctx.training():
        for item in items(day):
            found = exercise(item)
            reps = reps_range(item.target_reps)
            if found is None or reps is None or is_hold(item):
                continue
            top = 30 if set(found.primary) & set(SMALL) else 15
            if reps[0] < 6 or reps[1] > top:
                out.append(f"{weekday}: {item.name} at {item.target_reps}")
            if item.target_rir is not None and not 1 <= item.target_rir <= 3:
                out.append(f"{weekday}: {item.name} RIR {item.target_rir}")
    return out


def general_template(ctx: Context) -> list[str]:
    """Full-body sessions (upper and lower work each day) where the day stands alone (a
    back-to-back day may alternate upper and lower, as a coach rotates them), and a superset
    or conditioning finisher on sessions of 40 minutes or more."""
    out = []
    trained_days = {w for w, _ in ctx.training()}
    for weekday, day in ctx.training():
        index = WEEKDAYS.index(weekday)
        neighbours = {WEEKDAYS[(index - 1) % 7], WEEKDAYS[(index + 1) % 7]}
        alone = not neighbours & trained_days
        trained = {m for i in items(day) if (e := exercise(i)) for m in e.primary}
        if alone and (not trained & set(UPPER) or not trained & set(LOWER)):
            out.append(f"{weekday}: not full body ({sorted(trained)})")
        if ctx.persona.minutes >= 40:
            paired = any(len(b.exercises) > 1 for b in day.blocks)
            finisher = any(
                (e := exercise(i)) is not None and e.pattern == "conditioning" for i in items(day)
            )
            if not paired and not finisher:
                out.append(f"{weekday}: no superset or conditioning finisher")
    return out


def cautious_template(ctx: Context) -> list[str]:
    """Beginners, over-60s, osteopenia: machines and dumbbells first, 8-15 reps, no 1-5-rep
    barbell work, loaded lower body at least twice a week."""
    out = []
    loadable = ctx.persona.gear - {"bodyweight", "flat bench", "incline bench", "pull-up bar"}
    loaded_lower_days = 0
    for weekday, day in ctx.training():
        day_items = items(day)
        if day_items and is_barbell(day_items[0], ctx.profile) and loadable - {"barbell"}:
            out.append(f"{weekday}: opens with barbell {day_items[0].name}")
        lower_loaded = False
        for item in day_items:
            found = exercise(item)
            reps = reps_range(item.target_reps)
            # Holds, trunk work and conditioning intervals are dosed in seconds or by
            # feel, not in the 8-15 reps a careful lift gets.
            timed = found is not None and found.pattern == "conditioning"
            if found is None or reps is None or is_hold(item) or found.kind == "Core" or timed:
                continue
            if reps[0] < 8 or reps[1] > 15:
                out.append(f"{weekday}: {item.name} at {item.target_reps}, not 8-15")
            if is_barbell(item, ctx.profile) and reps[0] <= 5:
                out.append(f"{weekday}: barbell {item.name} at {item.target_reps}")
            implement = found.implement_for(frozenset(ctx.profile.gear))
            if set(found.primary) & set(LOWER) and (implement != "bodyweight" or not loadable):
                lower_loaded = True
        loaded_lower_days += lower_loaded
    if loaded_lower_days < min(2, len(ctx.training())):
        out.append(f"loaded lower body on {loaded_lower_days} days")
    return out


def _heavy_lower(item: PlannedExercise) -> bool:
    found = exercise(item)
    if found is None or not found.is_compound or not set(found.primary) & set(LOWER):
        return False
    reps = reps_range(item.target_reps)
    return found.spinal_loading == "high" or (reps is not None and reps[1] <= 6)


def endurance_template(ctx: Context) -> list[str]:
    """Lift only on the days given; no heavy lower-body work in the 48 h before a key
    session; the notes say how the lifting fits the running (or riding, swimming)."""
    out = []
    for weekday, day in ctx.training():
        index = WEEKDAYS.index(weekday)
        for key in ctx.persona.key_days:
            gap = (WEEKDAYS.index(key) - index) % 7
            if gap in (1, 2) and any(_heavy_lower(i) for i in items(day)):
                out.append(f"{weekday}: heavy lower-body work {gap} day(s) before {key}")
    key_names = [k.capitalize() for k in ctx.persona.key_days]
    if not noted(ctx.week, *SPORT_WORDS, *key_names):
        out.append("no note on how the lifting fits the sport or endurance training")
    return out


def adapt_dont_delete(ctx: Context) -> list[str]:
    """A painful region's muscles keep >= 60% of their weekly target, and a note says
    what was adapted."""
    out = []
    counts = weekly_sets(ctx.week)
    days = len(ctx.training())
    for part in ctx.persona.pains:
        if part in ctx.persona.rest_parts:
            continue
        groups = PAIN_GROUPS.get(part, (part,) if part in MAJOR else ())
        for group in groups:
            # One session cannot carry a 10-set week; judge short weeks on what they can hold.
            target = PAIN_TARGET if days >= 2 else 6.0
            if counts.get(group, 0.0) < ADAPT_SHARE * target:
                out.append(f"{group} {counts.get(group, 0.0):g} sets with a painful {part}")
        label = part.replace("_", " ").lower()
        if not noted(ctx.week, label):
            out.append(f"no note on how the {label} was adapted")
    return out


def dislikes_respected(ctx: Context) -> list[str]:
    """Nothing they said they will not do ("never lunges", "no barbells")."""
    return [
        f"{weekday}: {item.name} despite '{word}'"
        for weekday, day in ctx.training()
        for item in items(day)
        for word in ctx.persona.avoid
        if word in item.name.lower()
    ]


def loads_owned(ctx: Context) -> list[str]:
    """With fixed dumbbells or bells (4, 8 and 12 kg), every load is one they own."""
    out = []
    owned = {"dumbbell": ctx.persona.dumbbell_set, "kettlebell": ctx.persona.kettlebells}
    for weekday, day in ctx.training():
        for item in items(day):
            found = exercise(item)
            if found is None or item.suggested_load is None:
                continue
            implement = found.implement_for(frozenset(ctx.profile.gear))
            weights = owned.get(implement)
            if weights and not any(abs(item.suggested_load - w) < 1e-6 for w in weights):
                out.append(f"{weekday}: {item.name} at {item.suggested_load:g}, owns {weights}")
    return out


def bone_friendly_core(ctx: Context) -> list[str]:
    """Low bone density: no loaded spinal flexion or twisting (crunches, woodchoppers)."""
    return [
        f"{weekday}: {item.name} flexes or twists the spine"
        for weekday, day in ctx.training()
        for item in items(day)
        if (e := exercise(item)) is not None and e.pattern in ("core_flexion", "core_rotation")
    ]


@dataclass(frozen=True, slots=True)
class Spec:
    name: str
    check: Check
    applies: Callable[[Persona], bool]


def _always(_: Persona) -> bool:
    return True


CHECKS: tuple[Spec, ...] = (
    Spec("rule_true", rule_true, _always),
    Spec("gear_true", gear_true, _always),
    Spec("days_honoured", days_honoured, _always),
    Spec("minutes_used", minutes_used, _always),
    Spec("summary_true", summary_true, _always),
    Spec("loads_everywhere", loads_everywhere, _always),
    Spec("holds_in_seconds", holds_in_seconds, _always),
    Spec("cues_fit_the_day", cues_fit_the_day, _always),
    Spec("no_tiny_days", no_tiny_days, _always),
    Spec("lower_body_trained", lower_body_trained, _always),
    Spec("strength_template", strength_template, lambda p: p.goal == "strength"),
    Spec("hypertrophy_template", hypertrophy_template, lambda p: p.goal == "hypertrophy"),
    Spec("general_template", general_template, lambda p: p.goal in ("general", "fat_loss")),
    Spec("cautious_template", cautious_template, lambda p: p.cautious),
    Spec(
        "endurance_template",
        endurance_template,
        lambda p: p.goal in ("endurance", "athletic") or bool(p.key_days),
    ),
    Spec("dislikes_respected", dislikes_respected, lambda p: bool(p.avoid)),
    Spec("loads_owned", loads_owned, lambda p: bool(p.kettlebells or p.dumbbell_set)),
    Spec("bone_friendly_core", bone_friendly_core, lambda p: p.osteopenia),
    Spec("adapt_dont_delete", adapt_dont_delete, lambda p: bool(p.pains)),
)


def run_checks(ctx: Context, checks: Iterable[Spec] = CHECKS) -> dict[str, list[str]]:
    """Every applicable check's findings (an empty list is a pass)."""
    return {spec.name: spec.check(ctx) for spec in checks if spec.applies(ctx.persona)}
