"""Peaking and tapering for a meet or a race: "race on sunday, taper me", "time to peak,
cut the volume but keep it heavy", "meet in 3 weeks, start my peak".

Close to the event the sessions left keep their exercises and loads and lose volume (a
taper); a few weeks out the main lifts go heavier and the accessories lighter (a peak;
both in programming/taper.py); the 48 hours before it still spare the event's muscles.
An event further out gets a date to come back, not weeks of lost training.
"""

from __future__ import annotations

import re
from datetime import date

from fitcoach.programming.ops import Peak, PlanOp, Taper

from . import plan_view as pv
from .lang import N_, days_list, line, parts_list
from .turn import Turn

# A lifting meet tapers over its last 7-10 days; this week's sessions are tapered when it
# is at most this many days away, and peak (heavier main lifts) when it is up to about five
# weeks away.
TAPER_WINDOW_DAYS = 10
PEAK_WINDOW_DAYS = 35
# A marathon or a long ride tapers for two to three weeks: the lifting around it comes down
# as early, and never goes heavier.
ENDURANCE_TAPER_DAYS = 21

# A lifting contest, where a peak (heavier main lifts weeks out) is the right preparation;
# a race, a ride or a match is prepared for by the sport itself, and lifting only tapers.
_STRENGTH_CONTEST = re.compile(
    r"powerlift|deadlift|squat|bench|strong ?(?:man|woman)|weightlift|\bpl\b|\bmeet\b|"
    r"\bcomp\b|competition|trójbój|trojboj|zawody trójbo|パワーリフティング|เพาเวอร์ลิฟ",
    re.I,
)
_ENDURANCE_OR_SPORT = re.compile(
    r"marathon|maraton|\brace\b|\brun|swim|cycl|\bride\b|sportive|fondo|triathlon|"
    r"duathlon|ironman|hyrox|match|game|fight|bjj|jiu|judo|wrestl|grappl|mma|box|"
    r"\b\d{1,3} ?(?:km|k|mile|mi)\b|"
    r"มาราธอน|マラソン|วิ่ง|ว่าย",
    re.I,
)


def is_strength_contest(*texts: str) -> bool:
    """A lifting meet or competition, not a race, a ride or a match."""
    return any(_STRENGTH_CONTEST.search(x) for x in texts) and not any(
        _ENDURANCE_OR_SPORT.search(x) for x in texts
    )


TAPERED = N_(
    "Taper: {days} keep their exercises and loads with about 40 % fewer sets, so you arrive "
    "fresh but sharp."
)
TAPERED_FRESH = N_(
    "Taper: {days} keep their exercises and loads with about 40 % fewer sets, and your "
    "{muscles} get nothing heavy in the 48 hours before it."
)
DELOAD = N_(
    "Deload: every session left this week keeps its lifts with about 40 % fewer sets, about "
    "10 % lighter loads and 3 reps in reserve."
)
PEAKING = N_(
    "Peaking: {days} put the main lifts in a lower rep range at heavier loads and trim the "
    "accessories; in the last week or so before it, ask me to taper."
)
TAPER_LATER = N_(
    "A taper covers the last week or so before it: ask me again when that week starts and "
    "I'll cut the volume and keep the loads."
)


def taper_ops(t: Turn, event_day: date, strength: bool) -> list[PlanOp]:
    """Every session still to come before the event, tapered when it is close, peaked when
    a lifting contest is a few weeks out; nothing when it is further away (or a race is)."""
    plan = t.ctx.plan
    today = t.ctx.today
    away = (event_day - today).days
    if plan is None or away > (PEAK_WINDOW_DAYS if strength else ENDURANCE_TAPER_DAYS):
        return []
    op: type[Taper] | type[Peak] = Peak if strength and away > TAPER_WINDOW_DAYS else Taper
    return [
        op(day=name)
        for name in pv.training_weekdays(plan)
        if pv.is_training_day(day := plan.days[name]) and today <= day.date < event_day
    ]


def taper_line(t: Turn, ops: list[PlanOp], spared: list[str]) -> str:
    peaked = [op.day for op in ops if isinstance(op, Peak)]
    if peaked:
        return line(t.lang, PEAKING, days=days_list(t.lang, peaked))
    days = [op.day for op in ops if isinstance(op, Taper)]
    if not days:
        return line(t.lang, TAPER_LATER)
    if spared:
        muscles = parts_list(t.lang, spared)
        return line(t.lang, TAPERED_FRESH, days=days_list(t.lang, days), muscles=muscles)
    return line(t.lang, TAPERED, days=days_list(t.lang, days))
