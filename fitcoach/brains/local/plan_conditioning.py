"""A day turned into conditioning: "can Saturday be a conditioning day", "make friday
cardio", "friday all conditioning, sled and carries".

The day keeps its slot and length; its lifts give way to intervals and carries on what the
user owns, the ones they named first. Every item is dosed as the engine doses a
conditioning finisher.
"""

from __future__ import annotations

import re

from fitcoach.catalog import registry
from fitcoach.catalog.model import Exercise
from fitcoach.contracts.decision import Decision
from fitcoach.programming.ops import SetBlock, SetDay
from fitcoach.programming.science import is_conditioning, is_hold
from fitcoach.weekdays import Weekday

from . import plan_view as pv
from .lang import staged
from .plan_common import engine_stages, user_gear
from .turn import Turn

# A kettlebell swing is a lift by kind, but the classic conditioning move with a bell.
_ALSO_CONDITIONING = ("kb-swing",)
# Machines and tools bought for conditioning come first (a rower is why they own one).
_GEAR_FIRST = ("rower", "bike", "sled", "jump rope", "kettlebell")
# Carries named as a kind, not as one exercise.
_CARRIES = re.compile(r"carr(?:y|ies)|farmer|spacer|キャリー|ファーマー", re.I)
# One item: 4 rounds of about 35 s work and 60 s rest, plus moving between stations.
_MINUTES_PER_ITEM = 9
_SETS = 4
_WORK = "30-40s"
_SWING_REPS = "12-15"
_REST = 60


def _pool() -> list[Exercise]:
    return [
        e
        for slug, e in registry.CATALOG.items()
        if is_conditioning(e) or e.pattern == "carry" or slug in _ALSO_CONDITIONING
    ]


def _usable(e: Exercise, gear: frozenset[str]) -> bool:
    return any(option <= gear for option in e.gear_options)


def _rank(e: Exercise, t: Turn) -> tuple[int, int, str]:
    named = e.slug in t.u.exercises or (
        e.pattern == "carry" and bool(_CARRIES.search(t.ctx.message))
    )
    said_gear = any(option & t.u.gear for option in e.gear_options)  # "rower and kb swings"
    bodyweight_only = e.gear_options == (frozenset({"bodyweight"}),)
    first = any(g in option for option in e.gear_options for g in _GEAR_FIRST)
    tier = 0 if named or said_gear else 1 if first and not bodyweight_only else 2
    # A carry not asked for ranks behind the intervals.
    carry = 1 if e.pattern == "carry" and not named else 0
    return (tier, carry, e.slug)


def _block(e: Exercise) -> list[SetBlock]:
    reps = _WORK if is_conditioning(e) or is_hold(e) else _SWING_REPS
    return [SetBlock(exercise_id=e.slug, sets=_SETS, reps=reps, rest=_REST)]


def _choose(t: Turn, day: Weekday, gear: frozenset[str], count: int) -> list[Exercise]:
    plan = t.ctx.plan
    # The week's repeat limits would take out again what other days already do, unless
    # the user asked for it.
    elsewhere = {
        slug
        for other, planned in (plan.days.items() if plan is not None else ())
        if other != day
        for slug in pv.day_slugs(planned)
    }
    usable = [
        e for e in _pool() if _usable(e, gear) and (e.slug not in elsewhere or _rank(e, t)[0] == 0)
    ]
    chosen: list[Exercise] = []
    for e in sorted(usable, key=lambda e: _rank(e, t)):
        if e.pattern == "carry" and any(c.pattern == "carry" for c in chosen):
            continue  # one carry a session is plenty
        chosen.append(e)
        if len(chosen) == count:
            break
    return chosen


def conditioning_day(t: Turn, day: Weekday) -> Decision | None:
    """The day as conditioning work the engine accepts; None when nothing fits."""
    plan = t.ctx.plan
    planned = plan.days.get(day) if plan is not None else None
    if planned is None or planned.is_rest_day:
        return None
    minutes = t.u.minutes or planned.duration_minutes or 40
    count = max(3, min(5, minutes // _MINUTES_PER_ITEM))
    # Only what memory says the user owns: the engine drops anything else, and gear named
    # in passing ("sled, carries, that kind of stuff") is no purchase to remember.
    owned = frozenset((user_gear(t) or frozenset()) | {"bodyweight"})
    chosen = _choose(t, day, owned, count)
    if len(chosen) < 2:
        return None
    op = SetDay(day=day, blocks=[_block(e) for e in chosen], title="Conditioning")
    if not engine_stages(t, [op]):
        return None
    return Decision(
        message=t.say([staged(t.lang)]),
        route="UPDATE_DAY",
        target_day=day,
        plan_ops=[op],
    )
