"""Fitting a day into fewer minutes keeps its main lift whole and cuts the accessories,
even those of the day's focus; it never swaps anything in (issue 8, fit details)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from fitcoach.catalog import CATALOG
from fitcoach.programming.engine import apply_ops
from fitcoach.programming.generator import generate_week
from fitcoach.programming.models import TrainingProfile
from fitcoach.programming.ops import FitToTime

NOW = datetime(2026, 9, 14, 10, 0, tzinfo=UTC)
MONDAY = date(2026, 9, 14)
GYM = frozenset(
    {"dumbbells", "barbell", "flat bench", "incline bench", "squat rack", "cable machine"}
)


def _items(day):
    return {i.exercise_id: i.target_sets for b in day.blocks for i in b.exercises}


def _main(items):
    return [s for s in items if CATALOG[s].is_compound and CATALOG[s].priority == 1]


@pytest.mark.parametrize(
    ("emphasis", "days", "minutes", "cap"),
    [
        (["Back", "Shoulders"], ["monday", "wednesday", "friday"], 45, 30),
        (["Chest"], ["monday", "wednesday", "friday"], 60, 35),
        ([], ["tuesday", "thursday", "saturday"], 50, 30),
        (["Quads", "Glutes"], ["monday", "thursday"], 60, 40),
    ],
)
def test_a_time_fit_keeps_the_main_lift_and_swaps_nothing_in(
    emphasis: list[str], days: list[str], minutes: int, cap: int
) -> None:
    profile = TrainingProfile(
        gear=GYM,
        max_dumbbell=40,
        emphasis=emphasis,
        training_days=days,  # type: ignore[arg-type]
        session_minutes=minutes,
        goal="strength",
    )
    week = generate_week(profile, MONDAY, NOW)
    for name in days:
        before = _items(week.days[name])  # type: ignore[index]
        if not _main(before):
            continue
        result = apply_ops(week, [FitToTime(day=name, minutes=cap)], profile, MONDAY, NOW)  # type: ignore[arg-type]
        if not result.summaries:
            continue
        after = _items(result.week.days[name])  # type: ignore[index]
        assert set(after) <= set(before), "a time fit only trims"
        for slug in _main(before):
            assert after.get(slug) == before[slug]
        assert result.week.days[name].duration_minutes <= cap  # type: ignore[index]
