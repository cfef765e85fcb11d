"""Edits a user asks for: days stay inside their minutes; swaps are not refused needlessly."""

from datetime import UTC, date, datetime, timedelta

from fitcoach.programming import apply_ops, generate_week, validate_week
from fitcoach.programming.models import Restriction, TrainingProfile
from fitcoach.programming.ops import FitToTime

NOW = datetime(2026, 9, 14, 10, tzinfo=UTC)
WEEK = date(2026, 9, 14)
HOME = TrainingProfile(
    gear=frozenset({"dumbbells", "flat bench", "incline bench"}),
    max_dumbbell=50,
    emphasis=["Chest", "Shoulders"],
    days_per_week=4,
    session_minutes=45,
)


def test_fit_to_time_respects_minutes_after_a_protection_swap():
    week = generate_week(HOME, WEEK, NOW)
    hurt = HOME.model_copy(
        update={
            "restrictions": [
                Restriction(
                    body_part="shoulder", severity="minor_strain", until=NOW + timedelta(days=5)
                )
            ]
        }
    )
    checked = 0
    for name, day in week.days.items():
        if day.is_rest_day:
            continue
        result = apply_ops(week, [FitToTime(day=name, minutes=30)], hurt, WEEK, NOW)
        if result.summaries:
            checked += 1
            assert result.week.days[name].duration_minutes <= 30, result.summary_diff
            assert validate_week(result.week, hurt, NOW) == []
    assert checked >= 2


def test_a_requested_swap_is_not_refused_for_want_of_a_new_movement():
    profile = HOME.model_copy(
        update={
            "training_days": ["monday", "tuesday", "thursday", "friday"],
            "days_per_week": None,
            "restrictions": [Restriction(body_part="lower_back", severity="chronic")],
        }
    )
    week = generate_week(profile, WEEK, NOW)
    from fitcoach.programming.ops import Swap

    swapped = 0
    for name, day in week.days.items():
        for block in day.blocks:
            for item in block.exercises:
                if item.exercise_id != "goblet-squat":
                    continue
                result = apply_ops(
                    week, [Swap(day=name, exercise_id=item.exercise_id)], profile, WEEK, NOW
                )
                assert result.summaries, result.refusals
                assert validate_week(result.week, profile, NOW) == []
                after = {i.exercise_id for b in result.week.days[name].blocks for i in b.exercises}
                assert "goblet-squat" not in after
                swapped += 1
    assert swapped >= 1
