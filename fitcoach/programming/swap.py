"""The swap operation: replace one exercise on a day.

The substitute is, closest first: one that uses the gear the user named (if they named
any), then the same movement pattern and primary groups (a lat pulldown becomes a pull-up
when there is a bar, before it becomes a row), then the same primaries, then overlapping
ones, always with the gear at hand, nothing the protections exclude and nothing that breaks
the 48 h rules. A day often already holds the one same-pattern alternative (overhead
extensions next to the skull crushers a user wants out): then the sets move into that
exercise, up to the caps, rather than the swap being refused or the pattern lost to a
looser match. A replacement the user names that is already on the day merges the same way.
"""

from __future__ import annotations

from collections.abc import Sequence

from fitcoach.catalog import CATALOG, Exercise
from fitcoach.programming.errors import Refused
from fitcoach.programming.guard import Guard, normalize_gear
from fitcoach.programming.models import TrainingProfile, Week
from fitcoach.programming.ops import Swap
from fitcoach.programming.repair import (
    blocks_of,
    drop_item,
    find_replacement,
    recovery_problem,
    replace_item,
    resequence,
    same_movement,
    slugs_in,
    slugs_in_order,
    uses_gear,
    with_blocks,
)
from fitcoach.programming.rules import weekly_counts
from fitcoach.programming.science import SessionCounts, add_sets, sets_room
from fitcoach.weekdays import Weekday

# One exercise that absorbs another's sets stops here: past it, more sets of the same
# movement are mostly fatigue, and a looser substitute would serve better.
MERGED_MAX_SETS = 6
BODYWEIGHT_WORDS = frozenset({"bodyweight", "body weight", "no equipment", "no gear"})


def preferred_gear(named: Sequence[str]) -> frozenset[str]:
    """Gear tokens the user asked the substitute to use (bodyweight only when they said so)."""
    if not named:
        return frozenset()
    tokens = normalize_gear(named)
    if not any(g.strip().lower() in BODYWEIGHT_WORDS for g in named):
        tokens -= {"bodyweight"}
    return tokens


def _merge_target(
    week: Week, weekday: Weekday, old: Exercise, guard: Guard, have: frozenset[str]
) -> Exercise | None:
    """The day's own exercise of the same movement as `old` that may take its sets."""
    for slug in slugs_in_order(week.days[weekday]):
        candidate = CATALOG.get(slug)
        if candidate is None or slug == old.slug or not same_movement(candidate, old):
            continue
        if guard.reason(slug, weekday) is None and candidate.available_with(have):
            return candidate
    return None


def _merge(
    week: Week, weekday: Weekday, old: Exercise, target: Exercise, profile: TrainingProfile
) -> tuple[Week, str]:
    """`old` leaves the day and `target`, already there, takes its sets up to the caps."""
    day = week.days[weekday]
    blocks = blocks_of(day)
    items = {i.exercise_id: i for b in blocks for i in b}
    gone, kept = items[old.slug], items[target.slug]
    counts = SessionCounts()
    weekly, _ = weekly_counts(week)
    for item in items.values():
        exercise = CATALOG[item.exercise_id]
        if item.exercise_id in (old.slug, target.slug):
            add_sets(weekly, exercise, -item.target_sets)
        else:
            counts.add(exercise, item.target_sets)
    wanted = min(kept.target_sets + gone.target_sets, MERGED_MAX_SETS)
    sets = sets_room(target, wanted, counts, weekly, strict=True).sets
    before = kept.target_sets
    if sets <= before:
        raise Refused(
            f"{target.name} is already on {weekday.capitalize()} and can't take more sets; "
            f"no other safe substitute for {old.name} with the gear you have right now"
        )
    kept.target_sets = sets
    drop_item(blocks, old.slug, profile)
    fresh = with_blocks(day, resequence([b for b in blocks if b], profile), profile)
    line = (
        f"Swapped {old.name} ➔ {target.name} (already on {weekday.capitalize()}: "
        f"{before}➔{sets} sets)"
    )
    return week.model_copy(update={"days": {**week.days, weekday: fresh}}), line


def swap(
    week: Week,
    op: Swap,
    profile: TrainingProfile,
    guard: Guard,
    *,
    prefer_gear: Sequence[str] = (),
) -> tuple[Week, str]:
    """`week` with the swap made on `op.day`, and the summary line; raises Refused.
    `prefer_gear` is gear the user named for the substitute ("something with dumbbells");
    the Swap op does not carry it yet (adding it changes the LLM schema contract)."""
    weekday = op.day
    name = weekday.capitalize()
    day = week.days[weekday]
    if day.is_rest_day:
        raise Refused(f"{name} is a rest day; there is nothing to change")
    if op.exercise_id not in slugs_in(day):
        known = CATALOG.get(op.exercise_id)
        raise Refused(f"{name} has no {known.name if known else op.exercise_id} to swap")
    old = CATALOG[op.exercise_id]
    unavailable = normalize_gear(op.unavailable_gear) - {"bodyweight"}
    have = guard.gear - unavailable
    prefer = preferred_gear(prefer_gear)
    if op.replacement_id is not None:
        new = CATALOG.get(op.replacement_id)
        if new is None:
            raise Refused(f"'{op.replacement_id}' is not in the exercise catalog")
        why = guard.reason(new.slug, weekday)
        if why:
            raise Refused(why[1])
        if unavailable and not new.available_with(have):
            raise Refused(f"{new.name} needs {new.gear}, which is busy right now")
        if new.slug in slugs_in(day):
            return _merge(week, weekday, old, new, profile)
        clash = recovery_problem(week, weekday, new)
        if clash:
            raise Refused(f"{new.name} on {name}: {clash}")
    else:
        found = find_replacement(
            week,
            weekday,
            old.slug,
            guard,
            unavailable=unavailable,
            prefer=prefer,
            allow_repeat=True,
        )
        close = found is not None and (
            same_movement(found, old) or bool(prefer and uses_gear(found, have, prefer))
        )
        if not close:
            target = _merge_target(week, weekday, old, guard, have)
            if target is not None:
                return _merge(week, weekday, old, target, profile)
        if found is None:
            raise Refused(f"no safe substitute for {old.name} with the gear you have right now")
        new = found
    blocks = blocks_of(day)
    item = replace_item(blocks, old.slug, new, profile)
    assert item is not None
    fresh = with_blocks(day, resequence(blocks, profile), profile)
    line = f"Swapped {old.name} ➔ {new.name} ({item.target_sets}x{item.target_reps})"
    return week.model_copy(update={"days": {**week.days, weekday: fresh}}), line
