"""Default lifetimes of tier-2 and tier-3 memories (the spec's TTL rules)."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

# Soreness fades in 48–72 h; we take the top of the range so a sore muscle is not loaded
# again on day three. A joint tweak or strain gets 5 days (the spec's Intent 5 example),
# the low end of its 5–7 day range; fatigue clears fastest.
SORENESS_TTL = timedelta(hours=72)
FATIGUE_TTL = timedelta(hours=48)
MINOR_STRAIN_TTL = timedelta(days=5)

TTL_BY_CONDITION: dict[str, timedelta] = {
    "soreness": SORENESS_TTL,
    "fatigue": FATIGUE_TTL,
    "minor_strain": MINOR_STRAIN_TTL,
}


def tier2_expiry(condition: str, now: datetime) -> datetime:
    return now + TTL_BY_CONDITION[condition]


def event_expiry(event_day: date, timezone: str) -> datetime:
    """An event ends with its day, in the user's timezone (the spec leaves the hour open)."""
    end_local = datetime.combine(event_day + timedelta(days=1), time.min, ZoneInfo(timezone))
    return end_local
