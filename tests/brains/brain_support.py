"""Builders for local-brain tests: a Monday-morning context, memories, and fixed tools.

The clock is the spec's example: 2026-09-14T10:00:00Z, a Monday, in UTC. The plan is the
engine's own week for the onboarding persona (home dumbbells up to 50 lb, adjustable
bench, Mon/Tue/Thu/Fri, 45 minutes, chest and shoulders first).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from fitcoach.contracts.decision import TurnContext
from fitcoach.memory.models import MemoryItem, Tier1Entry, Tier2Entry, Tier3Entry
from fitcoach.programming.generator import generate_week
from fitcoach.programming.models import TrainingProfile, Week
from fitcoach.weekdays import Weekday

NOW = datetime(2026, 9, 14, 10, 0, tzinfo=UTC)


class FixedTools:
    """The three analytics tools over fixed answers (a fake of the database, not of us)."""

    def __init__(
        self,
        history: dict[str, dict[str, Any]] | None = None,
        volume: dict[str, dict[str, Any]] | None = None,
        prs: dict[str, dict[str, Any]] | None = None,
    ) -> None:
        self.history = history or {}
        self.volume = volume or {}
        self.prs = prs or {}
        self.calls: list[tuple[str, tuple[Any, ...]]] = []

    def get_historical_exercise_logs(
        self, exercise_slug: str, limit_sessions: int = 3
    ) -> dict[str, Any]:
        self.calls.append(("get_historical_exercise_logs", (exercise_slug, limit_sessions)))
        return self.history.get(exercise_slug, {"exercise_slug": exercise_slug, "sessions": []})

    def get_volume_trends(self, muscle_group: str, weeks_back: int = 4) -> dict[str, Any]:
        self.calls.append(("get_volume_trends", (muscle_group, weeks_back)))
        return self.volume.get(muscle_group, {"muscle_group": muscle_group, "weeks": []})

    def get_pr_records(self, exercise_slug: str) -> dict[str, Any]:
        self.calls.append(("get_pr_records", (exercise_slug,)))
        return self.prs.get(exercise_slug, {"exercise_slug": exercise_slug, "has_records": False})


def persona_week() -> Week:
    profile = TrainingProfile(
        gear=frozenset({"dumbbells", "flat bench", "incline bench"}),
        max_dumbbell=50,
        emphasis=["Chest", "Shoulders"],
        training_days=["monday", "tuesday", "thursday", "friday"],
        session_minutes=45,
    )
    return generate_week(profile, NOW.date(), NOW)


PLAN = persona_week()


def item(memory_id: str, entry: Tier1Entry | Tier2Entry | Tier3Entry) -> MemoryItem:
    tier = {
        Tier1Entry: "tier_1_staples",
        Tier2Entry: "tier_2_physiological",
        Tier3Entry: "tier_3_situational",
    }[type(entry)]
    return MemoryItem(
        id=memory_id,
        tier=tier,  # type: ignore[arg-type]
        entry=entry,
        created_at=NOW - timedelta(days=3),
        updated_at=NOW - timedelta(days=3),
    )


def staple(memory_id: str, category: str, fact: str) -> MemoryItem:
    return item(memory_id, Tier1Entry(category=category, fact=fact))  # type: ignore[arg-type]


ContextFactory = Callable[..., TurnContext]


def make_context(
    message: str = "",
    *,
    plan: Week | None = None,
    memory: list[MemoryItem] | None = None,
    now: datetime = NOW,
    timezone: str = "UTC",
    units: str = "lb",
    selected_day: Weekday | None = None,
) -> TurnContext:
    local = now.astimezone(ZoneInfo(timezone))
    return TurnContext(
        user_id="u1",
        message=message,
        now=now,
        timezone=timezone,
        local_now=local,
        today=local.date(),
        units=units,  # type: ignore[arg-type]
        selected_day=selected_day,
        memory=memory or [],
        plan=plan,
        plan_version=1 if plan else None,
    )
