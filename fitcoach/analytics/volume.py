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
    """The Mondays of the last `weeks_back` weeks (this one included, oldest first) and the
    instant the oldest begins."""
    zone = ZoneInfo(timezone)
    this_week = week_start(now.astimezone(zone).date())
    mondays = [this_week - timedelta(weeks=k) for k in range(weeks_back - 1, -1, -1)]
    start = datetime.combine(mondays[0], time.min, zone)
    return mondays, start


@dataclass
class _Week:
    tonnage_lbs: float = 0.0
    hard_sets: int = 0
    indirect_hard_sets: int = 0
    sets: int = 0
    sessions: set[str] = field(default_factory=set)


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
    for row in rows:
        if row.completed_at < start or row.completed_at > now:
            continue
        bucket = weeks.get(week_start(row.completed_at.astimezone(zone).date()))
        if bucket is None:
            continue
        hard = is_hard(row.rir, row.rpe)
        if row.exercise_id in primary:
            bucket.tonnage_lbs += row.weight_lbs * row.reps
            bucket.hard_sets += hard
            bucket.sets += 1
            bucket.sessions.add(row.log_id)
        elif row.exercise_id in secondary:
            bucket.indirect_hard_sets += hard
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
        "weeks": listed,
        "total_tonnage_lbs": round(sum(w.tonnage_lbs for w in weeks.values()), 1),
        "total_hard_sets": sum(w.hard_sets for w in weeks.values()),
        "total_indirect_hard_sets": sum(w.indirect_hard_sets for w in weeks.values()),
        "counting": (
            "tonnage and hard_sets: sets of exercises where the group is a primary muscle; "
            "indirect_hard_sets: where it is secondary. Hard = not (RIR > 4 or RPE < 6)."
        ),
    }
