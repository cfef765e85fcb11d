"""Shared inputs for the engine tests: the spec's clock, week and onboarding persona."""

from __future__ import annotations

from datetime import UTC, date, datetime

from fitcoach.programming.models import Restriction, TrainingProfile

NOW = datetime(2026, 9, 14, 10, 0, tzinfo=UTC)  # the spec's example clock, a Monday
WEEK = date(2026, 9, 14)

# "Adjustable dumbbells up to 50 lb and an adjustable bench ... chest and delts ... heavy
# deadlifts hurt my lower back ... 4 days a week, about 45 minutes."
ONBOARDING = TrainingProfile(
    gear=frozenset({"dumbbells", "flat bench", "incline bench"}),
    max_dumbbell=50,
    unit="lb",
    goal="hypertrophy",
    emphasis=["Chest", "Shoulders"],
    days_per_week=4,
    session_minutes=45,
    restrictions=[Restriction(body_part="lower_back", severity="chronic")],
)
