"""Weekly volume per muscle group.

Weeks start on Monday in the user's timezone. A set counts for a muscle group through the
catalog: where the group is a PRIMARY muscle the set is "direct" (tonnage and
`hard_sets`, the spec's direct hard-set count); where it is only secondary the set counts
in `indirect_hard_sets` and adds no tonnage, so a bench press does not inflate triceps
volume. A set is hard unless its logged RIR is above 4 or its RPE below 6; a set logged
without either is taken as a working (hard) set.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from fitcoach.analytics.rows import SetRow
from fitcoach.catalog import CATALOG, MUSCLE_GROUPS
from fitcoach.weekdays import week_start

MAX_WEEKS_BACK = 12


def canonical_muscle_group(name: str) -> str | None:
    wanted = " ".join(name.split()).casefold().replace("_", " ")
    return next((group for group in MUSCLE_GROUPS if group.casefold() == wanted), None)


def is_hard(rir: float | None, rpe: float | None) -> bool:
    return not ((rir is not None and rir > 4) or (rpe is not None and rpe < 6))


def exercises_for(group: str) -> tuple[set[str], set[str]]:
    """(slugs where the group is primary, slugs where it is secondary only)."""
    primary = {slug for slug, ex in CATALOG.items() if group in ex.primary}
    secondary = {slug for slug, ex in CATALOG.items() if group in ex.secondary} - primary
    return primary, secondary


def clamp_weeks(weeks_back: int) -> int:
    return max(1, min(MAX_WEEKS_BACK, weeks_back))


def window(now: datetime, timezone: str, weeks_back: int) -> tuple[list[date], datetime]:
    """The Mondays of the last `weeks_back` calendar weeks (this one included, oldest first)
    and the earliest instant either view needs: the spec's rolling window starts at
    now - weeks_back x 7 days, which is always before the oldest Monday."""
    zone = ZoneInfo(timezone)
    this_week = week_start(now.astimezone(zone).date())
    mondays = [this_week - timedelta(weeks=k) for k in range(weeks_back - 1, -1, -1)]
    start = min(datetime.combine(mondays[0], time.min, zone), rolling_start(now, weeks_back))
    return mondays, start


def rolling_start(now: datetime, weeks_back: int) -> datetime:
    """The spec's window: completed_at >= now - weeks_back x 7 days."""
    return now - timedelta(days=7 * weeks_back)


@dataclass
class _Week:
    tonnage_lbs: float = 0.0
    hard_sets: int = 0
    indirect_hard_sets: int = 0
    sets: int = 0
    sessions: set[str] = field(default_factory=set)


def _count(week: _Week, row: SetRow, hard: bool, primary: set[str], secondary: set[str]) -> None:
    if row.exercise_id in primary:
        week.tonnage_lbs += row.weight_lbs * row.reps
        week.hard_sets += hard
        week.sets += 1
        week.sessions.add(row.log_id)
    elif row.exercise_id in secondary:
        week.indirect_hard_sets += hard


def volume_trends(
    rows: Iterable[SetRow], muscle_group: str, now: datetime, timezone: str, weeks_back: int
) -> dict[str, Any]:
    group = canonical_muscle_group(muscle_group)
    if group is None:
        raise ValueError(f"unknown muscle group: {muscle_group}")
    weeks_back = clamp_weeks(weeks_back)
    mondays, start = window(now, timezone, weeks_back)
    zone = ZoneInfo(timezone)
    primary, secondary = exercises_for(group)
    weeks = {monday: _Week() for monday in mondays}
    rolling = _Week()  # the totals: the spec's rolling window
    since = rolling_start(now, weeks_back)
    for row in rows:
        if row.completed_at < start or row.completed_at > now:
            continue
        hard = is_hard(row.rir, row.rpe)
        if row.completed_at >= since:
            _count(rolling, row, hard, primary, secondary)
        bucket = weeks.get(week_start(row.completed_at.astimezone(zone).date()))
        if bucket is not None:
            _count(bucket, row, hard, primary, secondary)
    listed = [
        {
            "week_start_date": monday.isoformat(),
            "tonnage_lbs": round(week.tonnage_lbs, 1),
            "hard_sets": week.hard_sets,
            "indirect_hard_sets": week.indirect_hard_sets,
            "direct_sets": week.sets,
            "sessions": len(week.sessions),
        }
        for monday, week in weeks.items()
    ]
    return {
        "muscle_group": group,
        "weeks_back": weeks_back,
        "unit": "lbs",
        # Totals follow the spec: completed_at >= now - weeks_back x 7 days.
        "window_start": since.isoformat(),
        "window_end": now.isoformat(),
        "total_tonnage_lbs": round(rolling.tonnage_lbs, 1),
        "total_hard_sets": rolling.hard_sets,
        "total_indirect_hard_sets": rolling.indirect_hard_sets,
        "total_sessions": len(rolling.sessions),
        # An extra view: the same sets per calendar week (Monday start, user's timezone).
        "weeks": listed,
        "counting": (
            "tonnage and hard_sets: sets of exercises where the group is a primary muscle; "
            "indirect_hard_sets: where it is secondary. Hard = not (RIR > 4 or RPE < 6)."
        ),
    }
