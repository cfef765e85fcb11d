"""Operations as a user meets them: the change, its one-line summary, and the refusals."""

from __future__ import annotations

from datetime import timedelta

from fitcoach.catalog import CATALOG
from fitcoach.programming import apply_ops, generate_week, validate_week
from fitcoach.programming.models import Restriction, Week
from fitcoach.programming.ops import (
    Avoid,
    FitToTime,
    MoveDay,
    PlanOp,
    ReduceLoad,
    RestDay,
    SetBlock,
    SetDay,
    Swap,
)

from .profiles import NOW, ONBOARDING, WEEK


def _slugs(week: Week, day: str) -> list[str]:
    return [i.exercise_id for b in week.days[day].blocks for i in b.exercises]  # type: ignore[index]


def _monday_week() -> Week:
    spec_monday = SetDay(
        day="monday",
        title="Upper Body Push & Delt Focus",
        blocks=[
            [SetBlock(exercise_id="incline-db-bench-press", sets=4, reps="8-10", rest=90)],
            [
                SetBlock(exercise_id="db-lateral-raise", sets=3, reps="12-15", rest=30),
                SetBlock(exercise_id="overhead-db-tricep-extension", sets=3, reps="10-12", rest=60),
            ],
        ],
    )
    result = apply_ops(generate_week(ONBOARDING, WEEK, NOW), [spec_monday], ONBOARDING, WEEK, NOW)
    assert result.refusals == []
    return result.week


def test_swap_picks_the_same_pattern_and_says_so() -> None:
    week = _monday_week()
    result = apply_ops(
        week, [Swap(day="monday", exercise_id="incline-db-bench-press")], ONBOARDING, WEEK, NOW
    )
    assert result.summaries == ["Swapped Incline DB Bench Press ➔ Flat DB Bench Press (4x8-10)"]
    assert result.touched_days == ["monday"]
    assert validate_week(result.week, ONBOARDING, NOW) == []


def test_bench_taken_leaves_push_ups() -> None:
    week = _monday_week()
    swap = Swap(
        day="monday",
        exercise_id="incline-db-bench-press",
        unavailable_gear=["flat bench", "incline bench"],
    )
    result = apply_ops(week, [swap], ONBOARDING, WEEK, NOW)
    assert result.summaries[0].startswith("Swapped Incline DB Bench Press ➔ Push-Up (4x")
    assert "push-up" in _slugs(result.week, "monday")


def test_a_swap_into_missing_gear_is_refused_with_the_reason() -> None:
    week = _monday_week()
    swap = Swap(
        day="monday", exercise_id="incline-db-bench-press", replacement_id="flat-bb-bench-press"
    )
    result = apply_ops(week, [swap], ONBOARDING, WEEK, NOW)
    assert result.summaries == [] and "Barbell" in result.refusals[0]
    assert result.week == week


def test_fit_to_time_keeps_the_chest_anchor() -> None:
    week = _monday_week()
    result = apply_ops(week, [FitToTime(day="monday", minutes=15)], ONBOARDING, WEEK, NOW)
    monday = result.week.days["monday"]
    assert monday.duration_minutes <= 15
    assert "incline-db-bench-press" in _slugs(result.week, "monday")
    assert result.summaries[0].startswith("Compressed Monday from")
    assert "Express 15m" in monday.title


def test_sore_shoulder_avoid_replaces_pressing() -> None:
    week = _monday_week()
    result = apply_ops(
        week, [Avoid(days=["monday"], body_parts=["shoulder"])], ONBOARDING, WEEK, NOW
    )
    slugs = _slugs(result.week, "monday")
    assert all(CATALOG[s].joint_stress.get("shoulder") != "high" for s in slugs)
    assert "Incline DB Bench Press ➔" in result.summaries[0]


def test_avoid_carries_through_the_rest_of_the_chain() -> None:
    week = _monday_week()
    chain: list[PlanOp] = [
        Avoid(days=["monday"], exercises=["flat-db-bench-press"]),
        Swap(day="monday", exercise_id="incline-db-bench-press"),
    ]
    result = apply_ops(week, chain, ONBOARDING, WEEK, NOW)
    assert "flat-db-bench-press" not in _slugs(result.week, "monday")


def test_move_and_rest_day() -> None:
    week = generate_week(ONBOARDING, WEEK, NOW)
    result = apply_ops(
        week,
        [MoveDay(from_day="friday", to_day="saturday"), RestDay(day="monday")],
        ONBOARDING,
        WEEK,
        NOW,
    )
    assert result.week.days["friday"].is_rest_day and not result.week.days["saturday"].is_rest_day
    assert result.week.days["monday"].is_rest_day
    assert result.summaries[0].startswith("Moved Friday's")
    assert result.summaries[1].startswith("Made Monday a rest day")
    assert set(result.touched_days) == {"monday", "friday", "saturday"}
    assert result.week.summary.frequency == 3
    assert validate_week(result.week, ONBOARDING, NOW) == []


def test_reduce_load_spares_the_legs_before_a_match() -> None:
    week = generate_week(ONBOARDING.model_copy(update={"days_per_week": 6}), WEEK, NOW)
    match = WEEK + timedelta(days=5)
    result = apply_ops(
        week, [ReduceLoad(muscles=["Quads", "Glutes"], event_date=match)], ONBOARDING, WEEK, NOW
    )
    for weekday in ("thursday", "friday", "saturday"):
        for slug in _slugs(result.week, weekday):
            assert not {"Quads", "Glutes"} & set(CATALOG[slug].muscles())
    assert "Keeping Quads, Glutes fresh" in result.summary_diff


def test_ops_without_a_week_are_refused_and_set_day_repairs_rule_breaks() -> None:
    assert apply_ops(None, [RestDay(day="monday")], ONBOARDING, WEEK, NOW).refusals
    week = generate_week(ONBOARDING, WEEK, NOW)
    bad = SetDay(
        day="monday",
        blocks=[
            [SetBlock(exercise_id="db-lateral-raise", sets=6, reps="12", rest=60)],
            [SetBlock(exercise_id="conventional-deadlift", sets=3, reps="5", rest=120)],
            [SetBlock(exercise_id="flat-db-bench-press", sets=5, reps="8", rest=90)],
        ],
    )
    result = apply_ops(week, [bad], ONBOARDING, WEEK, NOW)
    assert validate_week(result.week, ONBOARDING, NOW) == []
    slugs = _slugs(result.week, "monday")
    assert "conventional-deadlift" not in slugs
    assert slugs.index("flat-db-bench-press") < slugs.index("db-lateral-raise")


def test_a_stale_week_is_repaired_against_a_new_protection() -> None:
    week = generate_week(ONBOARDING, WEEK, NOW)
    sore = Restriction(body_part="Chest", severity="soreness", until=NOW + timedelta(days=7))
    profile = ONBOARDING.model_copy(update={"restrictions": [sore]})
    result = apply_ops(week, [RestDay(day="sunday")], profile, WEEK, NOW)
    assert validate_week(result.week, profile, NOW) == []


def test_an_avoid_that_changes_nothing_is_no_summary() -> None:
    week = generate_week(ONBOARDING, WEEK, NOW)
    # the onboarding Tuesday has no hamstring curls, and no deadlift for the lower back
    before = _slugs(week, "tuesday")
    assert "conventional-deadlift" not in before
    result = apply_ops(
        week, [Avoid(days=["tuesday"], exercises=["conventional-deadlift"])], ONBOARDING, WEEK, NOW
    )
    assert result.summaries == [] and result.summary_diff == ""
    assert "already avoids" in result.refusals[0]
    assert result.week == week and result.touched_days == []


def test_avoiding_twice_stages_only_the_first_change() -> None:
    week = _monday_week()
    avoid = Avoid(days=["monday"], body_parts=["shoulder"])
    result = apply_ops(week, [avoid, avoid], ONBOARDING, WEEK, NOW)
    assert len(result.summaries) == 1 and len(result.refusals) == 1
    assert "already avoids shoulder" in result.refusals[0]


def test_fit_to_time_with_more_minutes_than_the_day_takes_is_no_summary() -> None:
    week = generate_week(ONBOARDING, WEEK, NOW)
    result = apply_ops(week, [FitToTime(day="monday", minutes=90)], ONBOARDING, WEEK, NOW)
    assert result.summaries == []
    assert "already fits in 90m" in result.refusals[0]
    assert result.week == week


def test_a_rest_day_that_is_already_rest_is_no_summary() -> None:
    week = generate_week(ONBOARDING, WEEK, NOW)
    result = apply_ops(week, [RestDay(day="sunday")], ONBOARDING, WEEK, NOW)
    assert result.summaries == [] and "already a rest day" in result.refusals[0]
