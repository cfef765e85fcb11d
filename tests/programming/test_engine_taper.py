"""The taper op: before a meet the day keeps its lifts, loads and reps in reserve and
loses about two sets in five; a compound lift keeps two sets; a second taper of the same
day is refused as no change; the week still passes every rule."""

from __future__ import annotations

from fitcoach.catalog import CATALOG
from fitcoach.programming import apply_ops, generate_week, validate_week
from fitcoach.programming.models import Day
from fitcoach.programming.ops import Deload, Peak, Taper

from .profiles import NOW, ONBOARDING, WEEK


def _items(day: Day) -> dict[str, tuple[int, float | None, int | None]]:
    return {
        i.exercise_id: (i.target_sets, i.suggested_load, i.target_rir)
        for b in day.blocks
        for i in b.exercises
    }


def test_a_taper_day_cuts_sets_and_keeps_lifts_loads_and_rir() -> None:
    week = generate_week(ONBOARDING, WEEK, NOW)
    day = next(name for name, d in week.days.items() if not d.is_rest_day)
    before = _items(week.days[day])

    result = apply_ops(week, [Taper(day=day)], ONBOARDING, WEEK, NOW)

    assert result.refusals == []
    after = _items(result.week.days[day])
    assert after.keys() == before.keys()
    for slug, (sets, load, rir) in after.items():
        old_sets, old_load, old_rir = before[slug]
        assert (load, rir) == (old_load, old_rir)
        floor = 2 if CATALOG[slug].is_compound else 1
        assert min(old_sets, floor) <= sets <= old_sets
    total_before = sum(s for s, _, _ in before.values())
    total_after = sum(s for s, _, _ in after.values())
    assert total_after <= 0.7 * total_before
    assert result.summaries[0].startswith(
        f"Tapered {day.capitalize()}: {total_before} ➔ {total_after} sets"
    )
    assert result.week.days[day].title.endswith("(Taper)")
    assert validate_week(result.week, ONBOARDING, NOW) == []


def test_a_day_tapered_twice_is_no_change_the_second_time() -> None:
    week = generate_week(ONBOARDING, WEEK, NOW)
    day = next(name for name, d in week.days.items() if not d.is_rest_day)
    once = apply_ops(week, [Taper(day=day)], ONBOARDING, WEEK, NOW).week
    floor = apply_ops(once, [Taper(day=day), Taper(day=day), Taper(day=day)], ONBOARDING, WEEK, NOW)
    # Repeated tapers bottom out at the floor (2 sets a compound, 1 an isolation) and then
    # refuse instead of staging an empty change.
    assert any("already as short as a taper day gets" in r for r in floor.refusals)


def test_a_peak_day_makes_the_main_lifts_heavier_and_trims_the_rest() -> None:
    week = generate_week(ONBOARDING, WEEK, NOW)
    day = next(name for name, d in week.days.items() if not d.is_rest_day)
    planned = week.days[day]
    main = {
        i.exercise_id: i for i in planned.blocks[0].exercises if CATALOG[i.exercise_id].is_compound
    }
    others = {i.exercise_id: i for b in planned.blocks[1:] for i in b.exercises}

    result = apply_ops(week, [Peak(day=day)], ONBOARDING, WEEK, NOW)

    assert result.refusals == []
    peaked = {i.exercise_id: i for b in result.week.days[day].blocks for i in b.exercises}
    assert peaked.keys() == {i.exercise_id for b in planned.blocks for i in b.exercises}
    for slug, before in main.items():
        low, high = (int(x) for x in before.target_reps.split("-"))
        assert peaked[slug].target_reps == f"{max(2, low - 2)}-{max(max(2, low - 2) + 1, high - 2)}"
        assert peaked[slug].target_sets == before.target_sets
        if before.suggested_load:
            assert peaked[slug].suggested_load >= before.suggested_load  # heavier for fewer reps
    for slug, before in others.items():
        assert peaked[slug].target_sets == max(1, before.target_sets - 1)
    assert result.summaries[0].startswith(f"Peaked {day.capitalize()}:")
    assert validate_week(result.week, ONBOARDING, NOW) == []


def test_a_deload_day_cuts_sets_and_effort_and_keeps_the_lifts() -> None:
    week = generate_week(ONBOARDING, WEEK, NOW)
    day = next(name for name, d in week.days.items() if not d.is_rest_day)
    before = _items(week.days[day])

    result = apply_ops(week, [Deload(day=day)], ONBOARDING, WEEK, NOW)

    assert result.refusals == []
    after = _items(result.week.days[day])
    assert after.keys() == before.keys()
    assert sum(s for s, _, _ in after.values()) <= 0.7 * sum(s for s, _, _ in before.values())
    for slug, (_, load, rir) in after.items():
        old_load = before[slug][1]
        assert rir in (None, 3)
        if old_load:
            assert load is not None and load <= old_load
    assert result.week.days[day].title.endswith("(Deload)")
    assert validate_week(result.week, ONBOARDING, NOW) == []
