"""Editing primitives on a day, replacement search, and the repair loop.

`repair` is the guarantee behind every operation: it validates the week and fixes what it
finds (replace an exercise that breaks gear, protection or recovery rules; trim sets over a
cap or over the minutes; split an illegal superset; re-sequence blocks; drop what cannot be
fixed) until no rule is broken. If a week still breaks a rule after that, the caller
refuses the operation instead of emitting it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import datetime

from fitcoach.catalog import CATALOG, SLUG_RANK, Exercise
from fitcoach.programming.assemble import make_item, natural_rest, refresh_day, reload
from fitcoach.programming.changelog import Change, Entry
from fitcoach.programming.estimates import blocks_seconds
from fitcoach.programming.guard import Guard
from fitcoach.programming.loads import prescription
from fitcoach.programming.models import Block, Day, PlannedExercise, TrainingProfile, Week
from fitcoach.programming.rules import Violation, validate_week
from fitcoach.programming.science import (
    SESSION_CAP,
    WEEKLY_MAX,
    add_sets,
    order_key,
    parse_reps,
    repeats,
)
from fitcoach.weekdays import WEEKDAYS, Weekday

Blocks = list[list[PlannedExercise]]
SHORT_REASON = {"R6": "48 h recovery", "R7": "no heavy spinal loading two days running"}


def blocks_of(day: Day) -> Blocks:
    """The day's blocks as fresh lists of fresh items: every editing primitive changes
    items in place, and this copy is what keeps the caller's week untouched (the fields
    are all scalars, so a shallow model_copy is a full copy)."""
    return [[item.model_copy() for item in block.exercises] for block in day.blocks]


def with_blocks(day: Day, blocks: Blocks, profile: TrainingProfile) -> Day:
    """The day with new blocks and every derived field recomputed."""
    kept = [b for b in blocks if b]
    fresh = day.model_copy(update={"blocks": [Block(label="", exercises=b) for b in kept]})
    return refresh_day(fresh, profile)


def slugs_in(day: Day) -> set[str]:
    return {item.exercise_id for block in day.blocks for item in block.exercises}


def slugs_in_order(day: Day) -> list[str]:
    """The day's slugs in plan order: anything that names them in a message uses this, so
    the same plan gives the same words in every process (set order follows the hash seed)."""
    return [item.exercise_id for block in day.blocks for item in block.exercises]


def neighbours(week: Week, weekday: Weekday) -> tuple[Day | None, Day | None]:
    index = WEEKDAYS.index(weekday)
    before = week.days.get(WEEKDAYS[index - 1]) if index > 0 else None
    after = week.days.get(WEEKDAYS[index + 1]) if index < 6 else None
    return before, after


def recovery_problem(week: Week, weekday: Weekday, exercise: Exercise) -> str | None:
    """Why `exercise` on `weekday` would break R6 or R7 against the neighbouring days."""
    for other in neighbours(week, weekday):
        if other is None or other.is_rest_day:
            continue
        others = [CATALOG[s] for s in slugs_in_order(other) if s in CATALOG]
        if exercise.is_compound:
            heavy = {m for e in others if e.is_compound for m in e.primary}
            shared = heavy & set(exercise.primary)
            if shared:
                return (
                    f"{', '.join(sorted(shared))} had heavy compound work on "
                    f"{WEEKDAYS[other.date.weekday()].capitalize()} (48 h rule)"
                )
        if exercise.spinal_loading == "high" and any(e.spinal_loading == "high" for e in others):
            return "heavy spinal loading the day next to it"
    return None


def find_replacement(
    week: Week,
    weekday: Weekday,
    slug: str,
    guard: Guard,
    *,
    exclude: Iterable[str] = (),
    unavailable: frozenset[str] = frozenset(),
    non_compound: bool = False,
    prefer: frozenset[str] = frozenset(),
    allow_repeat: bool = False,
) -> Exercise | None:
    """The closest allowed substitute: same pattern and primaries, then same primaries,
    then overlapping primaries; never something already in the day, and a repeat of a
    movement the day keeps only with `allow_repeat`, when nothing else fits. With `prefer` (gear
    the user named), a substitute that uses that gear comes first."""
    base = CATALOG.get(slug)
    if base is None:
        return None
    day = week.days[weekday]
    taken = slugs_in(day) | set(exclude) | {slug}
    staying = [CATALOG[s] for s in slugs_in_order(day) if s != slug and s in CATALOG]
    have = guard.gear - unavailable
    best: tuple[tuple[int, ...], Exercise] | None = None
    for candidate in guard.allowed(weekday):
        if candidate.slug in taken:
            continue
        # A second lift of the same movement is never added by a repair; for a swap the
        # user asked for it is a last resort, which beats refusing them.
        repeat = any(repeats(candidate, other) for other in staying)
        if repeat and not allow_repeat:
            continue
        if unavailable and not candidate.available_with(have):
            continue
        if non_compound and candidate.is_compound:
            continue
        # conditioning stands in only for conditioning, never for a lift (or a lift for it)
        if candidate.is_conditioning != base.is_conditioning:
            continue
        same_primary = set(candidate.primary) == set(base.primary)
        overlap = set(candidate.primary) & set(base.primary)
        if same_movement(candidate, base):
            closeness = 0
        elif same_primary:
            closeness = 1
        elif overlap:
            closeness = 2
        else:
            continue
        if recovery_problem(week, weekday, candidate):
            continue
        rank = (
            0 if not prefer or uses_gear(candidate, have, prefer) else 1,
            1 if repeat else 0,
            # a timed hold (wall sit, plank) stands in for a moving lift only as a last resort
            1 if candidate.hold != base.hold else 0,
            closeness,
            pattern_distance(base.pattern, candidate.pattern),
            0 if candidate.kind == base.kind else 1,
            0 if candidate.load_implement == base.load_implement else 1,
            abs(candidate.priority - base.priority),
            SLUG_RANK[candidate.slug],
        )
        if best is None or rank < best[0]:
            best = (rank, candidate)
    return best[1] if best else None


# Movement patterns that can stand in for each other, closest first: a broken leg
# extension is better served by a squat pattern (a leg press) than by walking lunges, and
# a hinge by a hamstring curl before anything knee-dominant.
RELATED_PATTERNS: dict[str, tuple[str, ...]] = {
    "hinge": ("knee_flexion",),
    "knee_flexion": ("hinge",),
    "squat": ("lunge", "knee_extension"),
    "lunge": ("squat", "knee_extension"),
    "knee_extension": ("squat", "lunge"),
    "horizontal_push": ("chest_fly", "vertical_push"),
    "chest_fly": ("horizontal_push",),
    "vertical_push": ("shoulder_abduction", "horizontal_push"),
    "shoulder_abduction": ("vertical_push",),
    "rear_delt_fly": ("horizontal_pull",),
    "horizontal_pull": ("vertical_pull", "rear_delt_fly"),
    "vertical_pull": ("horizontal_pull",),
}
UNRELATED = 9


def pattern_distance(base: str, other: str) -> int:
    if base == other:
        return 0
    related = RELATED_PATTERNS.get(base, ())
    return related.index(other) + 1 if other in related else UNRELATED


def same_movement(a: Exercise, b: Exercise) -> bool:
    """The closest kind of substitute: the same pattern and the same primary groups."""
    return a.pattern == b.pattern and set(a.primary) == set(b.primary)


def uses_gear(exercise: Exercise, have: frozenset[str], wanted: frozenset[str]) -> bool:
    """Whether `exercise` can be done with `have` in a way that uses some of `wanted`."""
    return any(option <= have and option & wanted for option in exercise.gear_options)


def replace_item(
    blocks: Blocks, slug: str, exercise: Exercise, profile: TrainingProfile
) -> PlannedExercise | None:
    """Put `exercise` where `slug` was, keeping its sets; returns the new entry."""
    for block in blocks:
        for index, item in enumerate(block):
            if item.exercise_id == slug:
                new = make_item(exercise, item.target_sets, profile)
                # keep a rest the user or fit_to_time already shortened
                new.rest_seconds = min(new.rest_seconds, item.rest_seconds)
                block[index] = new
                return new
    return None


def drop_item(blocks: Blocks, slug: str, profile: TrainingProfile) -> bool:
    for block in blocks:
        for index, item in enumerate(block):
            if item.exercise_id == slug:
                del block[index]
                if len(block) == 1:
                    block[0] = block[0].model_copy(
                        update={"rest_seconds": natural_rest(block[0], profile)}
                    )
                return True
    return False


def split_block(blocks: Blocks, slugs: Iterable[str], profile: TrainingProfile) -> None:
    wanted = set(slugs)
    for index, block in enumerate(blocks):
        if len(block) > 1 and {i.exercise_id for i in block} & wanted:
            singles = [
                [item.model_copy(update={"rest_seconds": natural_rest(item, profile)})]
                for item in block
            ]
            blocks[index : index + 1] = singles
            return


def resequence(blocks: Blocks, profile: TrainingProfile) -> Blocks:
    """Blocks in priority order (R3); a superset that cannot sit in order is split."""

    def keys(block: list[PlannedExercise]) -> list[tuple[int, int]]:
        return [order_key(CATALOG[i.exercise_id]) for i in block if i.exercise_id in CATALOG]

    for block in blocks:
        block.sort(key=lambda i: order_key(CATALOG[i.exercise_id]))
    ordered = sorted((b for b in blocks if b), key=lambda b: (min(keys(b)), max(keys(b))))
    flat = [k for b in ordered for k in keys(b)]
    if flat == sorted(flat):
        return ordered
    singles: Blocks = []
    for block in ordered:
        if len(block) > 1:
            for item in block:
                singles.append(
                    [item.model_copy(update={"rest_seconds": natural_rest(item, profile)})]
                )
        else:
            singles.append(block)
    return sorted(singles, key=lambda b: keys(b)[0])


def trim_to_minutes(blocks: Blocks, seconds: float, keep: set[str] | None = None) -> bool:
    """Cut sets, lowest priority first (then exercises), until the blocks fit; True if they do."""
    keep = keep or set()

    def flat() -> list[PlannedExercise]:
        return [item for block in blocks for item in block]

    def fits() -> bool:
        return blocks_seconds(blocks) <= seconds

    if fits():
        return True

    def is_main(item: PlannedExercise) -> bool:
        exercise = CATALOG.get(item.exercise_id)
        return exercise is not None and exercise.is_compound and exercise.priority == 1

    for floor, only_spare in ((2, True), (2, False), (1, False)):
        # The day's main lift loses sets last: a short session keeps the big lift whole
        # and cuts the accessories, even those of the day's focus.
        for item in sorted(reversed(flat()), key=is_main):
            exercise = CATALOG.get(item.exercise_id)
            if (
                only_spare
                and exercise is not None
                and (set(exercise.primary) & keep or is_main(item))
            ):
                continue
            if not only_spare and is_main(item) and _drop_accessory(blocks, fits):
                return True
            while item.target_sets > floor and not fits():
                item.target_sets -= 1
            if fits():
                return True
        if only_spare:
            for block in reversed(blocks):
                for item in list(reversed(block)):
                    exercise = CATALOG.get(item.exercise_id)
                    # the day's main lift (a priority-1 compound) goes last, with the focus:
                    # a short session keeps the big lifts and cuts the accessories
                    main = exercise is not None and exercise.is_compound and exercise.priority == 1
                    if exercise is not None and (set(exercise.primary) & keep or main):
                        continue
                    if len(flat()) > 1 and not fits():
                        block.remove(item)
                if fits():
                    blocks[:] = [b for b in blocks if b]
                    return True
            blocks[:] = [b for b in blocks if b]
    while len(flat()) > 1 and not fits():
        blocks[-1].pop()
        blocks[:] = [b for b in blocks if b]
    return fits()


def _drop_accessory(blocks: Blocks, fits: Callable[[], bool]) -> bool:
    """Drop isolation and accessory work from the end of the day until it fits, keeping
    at least one exercise per block; True if it fits then."""
    for block in reversed(blocks):
        for item in list(reversed(block)):
            exercise = CATALOG.get(item.exercise_id)
            if exercise is None or exercise.is_compound or fits():
                continue
            if sum(len(b) for b in blocks) > 1:
                block.remove(item)
    blocks[:] = [b for b in blocks if b]
    return fits()


# ---- the repair loop -----------------------------------------------------------------------


def _fix_day(
    week: Week,
    weekday: Weekday,
    violations: list[Violation],
    profile: TrainingProfile,
    guard: Guard,
    log: list[Entry],
) -> Day:
    day = week.days[weekday]
    blocks = blocks_of(day)
    seen: set[str] = set()
    for block in blocks:
        for item in list(block):
            if item.exercise_id in seen or item.exercise_id not in CATALOG:
                block.remove(item)
                why = "twice in a day" if item.exercise_id in seen else "not in the catalog"
                log.append(f"dropped {item.name} ({why})")
            seen.add(item.exercise_id)
    for violation in violations:
        if violation.rule in ("R2", "R12", "R6", "R7") and violation.exercises:
            targets = list(violation.exercises)
            if violation.rule == "R7":
                targets = [s for s in targets if s in slugs_in_blocks(blocks)]
                targets = [s for s in targets if CATALOG[s].spinal_loading == "high"]
            for slug in targets:
                if slug not in slugs_in_blocks(blocks) or slug not in CATALOG:
                    continue
                load_only = violation.rule == "R2" and guard.reason(slug, weekday) is None
                if load_only:
                    _reset_load(blocks, slug, profile)
                    continue
                probe = week.model_copy(
                    update={"days": {**week.days, weekday: with_blocks(day, blocks, profile)}}
                )
                replacement = find_replacement(
                    probe, weekday, slug, guard, non_compound=violation.rule == "R6"
                )
                why = SHORT_REASON.get(violation.rule) or violation.message
                if replacement is not None:
                    replace_item(blocks, slug, replacement, profile)
                    log.append(Change(weekday, slug, replacement.slug, why))
                else:
                    drop_item(blocks, slug, profile)
                    log.append(Change(weekday, slug, None, why))
        elif violation.rule == "R8":
            split_block(blocks, violation.exercises, profile)
        elif violation.rule == "R9":
            for slug in violation.exercises:
                _reset_prescription(blocks, slug, profile)
    blocks = resequence([b for b in blocks if b], profile)
    _trim_session_caps(blocks)
    if blocks_seconds(blocks) > profile.session_minutes * 60:
        trim_to_minutes(blocks, profile.session_minutes * 60)
        log.append(f"trimmed {weekday.capitalize()} to fit {profile.session_minutes} min")
    return with_blocks(day, blocks, profile)


def slugs_in_blocks(blocks: Blocks) -> set[str]:
    return {item.exercise_id for block in blocks for item in block}


def _reset_load(blocks: Blocks, slug: str, profile: TrainingProfile) -> None:
    for block in blocks:
        for item in block:
            if item.exercise_id == slug:
                reload(item, profile)


def _reset_prescription(blocks: Blocks, slug: str, profile: TrainingProfile) -> None:
    for block in blocks:
        for item in block:
            if item.exercise_id == slug and slug in CATALOG:
                plan = prescription(CATALOG[slug], profile)
                if parse_reps(item.target_reps) is None:
                    item.target_reps = plan.reps
                if item.target_rir is not None and not 1 <= item.target_rir <= 3:
                    item.target_rir = plan.rir
                reload(item, profile)


def _trim_session_caps(blocks: Blocks) -> None:
    """R4: cut sets from the lowest-priority contributor until every group is at most 8."""
    while True:
        counts: dict[str, float] = {}
        for block in blocks:
            for item in block:
                add_sets(counts, CATALOG[item.exercise_id], item.target_sets)
        over = [m for m, sets in counts.items() if sets > SESSION_CAP]
        if not over:
            return
        muscle = over[0]
        for block in reversed(blocks):
            victims = [i for i in block if muscle in CATALOG[i.exercise_id].muscles()]
            if victims:
                victim = victims[-1]
                victim.target_sets -= 1
                if victim.target_sets == 0:
                    block.remove(victim)
                break
        blocks[:] = [b for b in blocks if b]


def _trim_weekly(week: Week, profile: TrainingProfile, log: list[Entry]) -> Week:
    """R5: cut sets, latest day first, while a group is over 20 weekly sets."""
    days = dict(week.days)
    changed: set[Weekday] = set()
    while True:
        counts: dict[str, float] = {}
        primary: dict[str, float] = {}
        for day in days.values():
            for block in day.blocks:
                for item in block.exercises:
                    exercise = CATALOG[item.exercise_id]
                    add_sets(counts, exercise, item.target_sets)
                    for m in exercise.primary:
                        primary[m] = primary.get(m, 0.0) + item.target_sets
        over = [m for m in counts if counts[m] > WEEKLY_MAX or primary.get(m, 0) > WEEKLY_MAX]
        if not over:
            break
        muscle = over[0]
        done = False
        for weekday in reversed(WEEKDAYS):
            blocks = blocks_of(days[weekday])
            for chunk in reversed(blocks):
                victims = [i for i in chunk if muscle in CATALOG[i.exercise_id].muscles()]
                if victims:
                    victim = victims[-1].model_copy()
                    chunk[chunk.index(victims[-1])] = victim
                    victim.target_sets -= 1
                    if victim.target_sets == 0:
                        chunk.remove(victim)
                    days[weekday] = with_blocks(days[weekday], blocks, profile)
                    changed.add(weekday)
                    done = True
                    break
            if done:
                break
        if not done:
            break
    if changed:
        log.append(f"trimmed weekly sets to stay at or under {WEEKLY_MAX:g} per group")
    return week.model_copy(update={"days": days})


def repair(
    week: Week,
    profile: TrainingProfile,
    now: datetime,
    *,
    guard: Guard | None = None,
    touched: Iterable[Weekday] = (),
    rounds: int = 6,
) -> tuple[Week, list[Entry], list[Violation]]:
    """Fix what breaks a rule; returns (week, what was changed, what still breaks)."""
    from fitcoach.programming.generator import finalize_week

    guard = guard or Guard(profile, week.week_start_date, now)
    touched = set(touched)
    log: list[Entry] = []
    violations = validate_week(week, profile, now, guard=guard)
    for _ in range(rounds):
        if not violations:
            break
        by_day: dict[Weekday, list[Violation]] = {}
        for violation in violations:
            if violation.day is None:
                continue
            weekday = violation.day
            if violation.rule in ("R6", "R7"):
                index = WEEKDAYS.index(weekday)
                earlier = WEEKDAYS[index - 1]
                if earlier in touched and weekday not in touched:
                    weekday = earlier
                    violation = _retarget(week, violation, earlier)
            by_day.setdefault(weekday, []).append(violation)
        days = dict(week.days)
        for weekday, found in by_day.items():
            days[weekday] = _fix_day(week, weekday, found, profile, guard, log)
            week = week.model_copy(update={"days": days})
        week = _trim_weekly(week, profile, log)
        week = finalize_week(week, profile, guard)
        violations = validate_week(week, profile, now, guard=guard)
    return week, log, violations


def _retarget(week: Week, violation: Violation, weekday: Weekday) -> Violation:
    """The same R6/R7 clash, seen from the earlier day: its offending exercises."""
    later = week.days[WEEKDAYS[WEEKDAYS.index(weekday) + 1]]
    later_ex = [CATALOG[s] for s in slugs_in_order(later) if s in CATALOG]
    mine = [CATALOG[s] for s in slugs_in_order(week.days[weekday]) if s in CATALOG]
    if violation.rule == "R6":
        heavy = {m for e in later_ex if e.is_compound for m in e.primary}
        slugs = tuple(e.slug for e in mine if e.is_compound and heavy & set(e.primary))
    else:
        slugs = tuple(e.slug for e in mine if e.spinal_loading == "high")
    return Violation(violation.rule, weekday, slugs, violation.message)
