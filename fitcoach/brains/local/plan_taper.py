"""A taper before a meet or a race: "race on sunday, taper me", "time to peak, cut the
volume but keep it heavy".

The sessions left before the event keep their exercises and loads and lose volume
(programming/taper.py); the 48 hours before it still spare the event's muscles. A taper
is short: an event further out than the window gets a date to come back, not a week of
lost training.
"""

from __future__ import annotations

from datetime import date

from fitcoach.programming.ops import PlanOp, Taper

from . import plan_view as pv
from .lang import N_, days_list, line, parts_list
from .turn import Turn

# Strength and endurance tapers run about 7-14 days; this week's sessions are tapered
# when the event is at most this many days away.
TAPER_WINDOW_DAYS = 10

TAPERED = N_(
    "Taper: {days} keep their exercises and loads with about 40 % fewer sets, so you arrive "
    "fresh but sharp."
)
TAPERED_FRESH = N_(
    "Taper: {days} keep their exercises and loads with about 40 % fewer sets, and your "
    "{muscles} get nothing heavy in the 48 hours before it."
)
DELOAD = N_(
    "Deload: every session left this week keeps its lifts with fewer hard sets, about 10 % "
    "lighter loads and 3 reps in reserve."
)
TAPER_LATER = N_(
    "A taper covers the last week or so before it: ask me again when that week starts and "
    "I'll cut the volume and keep the loads."
)


def taper_ops(t: Turn, event_day: date) -> list[PlanOp]:
    """Taper every session still to come before the event, if it is close enough."""
    plan = t.ctx.plan
    today = t.ctx.today
    if plan is None or (event_day - today).days > TAPER_WINDOW_DAYS:
        return []
    return [
        Taper(day=name)
        for name in pv.training_weekdays(plan)
        if pv.is_training_day(day := plan.days[name]) and today <= day.date < event_day
    ]


def taper_line(t: Turn, ops: list[PlanOp], spared: list[str]) -> str:
    days = [op.day for op in ops if isinstance(op, Taper)]
    if not days:
        return line(t.lang, TAPER_LATER)
    if spared:
        muscles = parts_list(t.lang, spared)
        return line(t.lang, TAPERED_FRESH, days=days_list(t.lang, days), muscles=muscles)
    return line(t.lang, TAPERED, days=days_list(t.lang, days))
