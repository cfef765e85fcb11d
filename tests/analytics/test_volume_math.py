from __future__ import annotations

from datetime import UTC, datetime

import pytest

from fitcoach.analytics.rows import SetRow
from fitcoach.analytics.volume import canonical_muscle_group, is_hard, volume_trends

NOW = datetime(2026, 9, 16, 12, tzinfo=UTC)  # Wednesday


def row(exercise: str, weight: float, reps: int, at: datetime, rir=None, rpe=None) -> SetRow:
    return SetRow("log", exercise, 0, weight, "lb", weight, reps, rir, rpe, at)


@pytest.mark.parametrize(
    ("rir", "rpe", "hard"),
    [
        (None, None, True),
        (4, None, True),
        (5, None, False),
        (None, 6, True),
        (None, 5.5, False),
        (2, 9, True),
    ],
)
def test_hard_set_rule(rir, rpe, hard):
    assert is_hard(rir, rpe) is hard


def test_muscle_group_names_are_case_insensitive_and_closed():
    assert canonical_muscle_group("lower back") == "Lower Back"
    assert canonical_muscle_group("CHEST") == "Chest"
    assert canonical_muscle_group("pecs") is None


def test_direct_and_indirect_sets_per_monday_week():
    monday = datetime(2026, 9, 14, 9, tzinfo=UTC)
    last_week = datetime(2026, 9, 9, 9, tzinfo=UTC)
    rows = [
        row("flat-bb-bench-press", 200, 5, monday),  # Chest primary, Triceps secondary
        row("flat-bb-bench-press", 200, 5, monday, rir=5),  # not hard
        row("skull-crusher", 60, 10, monday),  # Triceps primary
        row("flat-bb-bench-press", 180, 8, last_week, rpe=8),
    ]
    chest = volume_trends(rows, "chest", NOW, "UTC", 2)
    assert [w["week_start_date"] for w in chest["weeks"]] == ["2026-09-07", "2026-09-14"]
    assert chest["weeks"][0] == {
        "week_start_date": "2026-09-07",
        "tonnage_lbs": 1440.0,
        "hard_sets": 1,
        "indirect_hard_sets": 0,
        "direct_sets": 1,
        "sessions": 1,
    }
    assert chest["weeks"][1]["tonnage_lbs"] == 2000.0
    assert chest["weeks"][1]["hard_sets"] == 1
    triceps = volume_trends(rows, "Triceps", NOW, "UTC", 2)
    assert triceps["weeks"][1]["tonnage_lbs"] == 600.0  # only the skull crushers
    assert triceps["weeks"][1]["hard_sets"] == 1
    assert triceps["weeks"][1]["indirect_hard_sets"] == 1  # the hard bench set
    assert triceps["weeks"][0]["indirect_hard_sets"] == 1


def test_weeks_follow_the_users_timezone():
    # Monday 02:00 UTC is still Sunday evening in New York: last week there.
    at = datetime(2026, 9, 14, 2, tzinfo=UTC)
    rows = [row("flat-bb-bench-press", 100, 10, at)]
    utc = volume_trends(rows, "Chest", NOW, "UTC", 2)
    new_york = volume_trends(rows, "Chest", NOW, "America/New_York", 2)
    assert [w["tonnage_lbs"] for w in utc["weeks"]] == [0.0, 1000.0]
    assert [w["tonnage_lbs"] for w in new_york["weeks"]] == [1000.0, 0.0]
