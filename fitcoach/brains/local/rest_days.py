"""Named days made rest days ("clear Tuesday and Wednesday", "exams Thursday and Friday, I
need both as rest days", "skip tomorrow, I have a fever"): one proposal with every named
training day rested, and the rest of the week as it was.

The one handler for rested days: the router's rest-days action, the day and week handlers
(a rest asked with several days) and the illness reply (a fever with "skip tomorrow") all
stage through `rest_days`; which days are asked is read in one place,
`fitcoach.nlu.edits.rest_days_asked`.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta

from fitcoach.contracts.decision import Decision
from fitcoach.memory.models import MemoryItem, MemoryMutation, Tier2Entry
from fitcoach.nlu.edits import rest_days_asked
from fitcoach.programming.ops import PlanOp, RestDay
from fitcoach.weekdays import WEEKDAYS, Weekday

from . import plan_view as pv
from .lang import N_, day_name, days_list, line, staged
from .plan_common import MOVE_WORDS, NO_PLAN, REST_WORDS
from .turn import Turn, none

ALREADY_REST = N_("{day} is already a rest day, so enjoy it.")
BOTH_REST_NAMED = N_("{days} are already rest days, so enjoy them.")


def rest_days(t: Turn, days: Sequence[Weekday] | None = None) -> Decision:
    """Every named training day still ahead rests; the days are `days`, or the ones the
    understanding names."""
    plan = t.ctx.plan
    if plan is None:
        return none(line(t.lang, NO_PLAN))
    named = sorted(set(days if days is not None else t.u.weekdays), key=WEEKDAYS.index)
    if not named and t.u.target_day is not None:
        named = [t.u.target_day]
    # "Make Tuesday a rest day" said on Sunday means the coming Tuesday: the week's
    # Tuesday is what the next week rolls forward from.
    ahead = {WEEKDAYS[when.weekday()] for when in t.u.dates if when > t.ctx.today}
    training = [
        day
        for day in named
        if pv.is_training_day(day_plan := plan.days.get(day))
        and day_plan is not None
        and day_plan.status != "completed"
        and (day_plan.date >= t.ctx.today or day in ahead)
    ]
    if not training:
        if len(named) > 1:
            return none(line(t.lang, BOTH_REST_NAMED, days=days_list(t.lang, named)))
        day = named[0] if named else t.today
        return none(line(t.lang, ALREADY_REST, day=day_name(t.lang, day)))
    # The engine's own check decides what stages; a refusal gets the pipeline's answer.
    ops: list[PlanOp] = [RestDay(day=day) for day in training]
    if len(training) == 1:
        return Decision(
            message=t.say([staged(t.lang)]),
            route="UPDATE_DAY",
            target_day=training[0],
            plan_ops=ops,
        )
    return Decision(message=t.say([staged(t.lang, week=True)]), route="UPDATE_WEEK", plan_ops=ops)


def asked_rest_days(t: Turn) -> Decision | None:
    """ "Make Tuesday and Thursday rest days", "火曜と木曜を休みにして", reached through a day
    or week edit: every day of the asking clause rests, in one proposal. None when the
    message asks for something else too (a new count of days, a length, a move, a lift)."""
    u = t.u
    named = list(dict.fromkeys(u.weekdays))
    if t.ctx.plan is None or len(named) < 2 or u.day_move is not None:
        return None
    if u.days_per_week or u.minutes or u.muscles or u.exercises or MOVE_WORDS.search(t.ctx.message):
        return None
    if not (u.rest_day or REST_WORDS.search(t.ctx.message)):
        return None
    return rest_days(t, rest_days_asked(t.ctx.message) or named)


# A fever or flu the user rests for is remembered for a few days, so the next sessions
# start easy and a later "I'm better" has a note to clear. A question about training while
# ill ("should I train with a fever?") rests nothing and stores nothing. Five days, like a
# minor strain: a flu's fever lasts 3-4 days and training waits a day past it.
ILLNESS_TTL = timedelta(days=5)
ILLNESS_FACT = "Ill (fever or flu); no training until 24 h fever-free, then restart light."


def rest_while_ill(t: Turn, advice: Decision) -> Decision:
    """ "Skip tomorrow, I have a fever": the illness advice, the day asked rested, and the
    illness noted in tier 2 (whole body, a few days)."""
    rested = rest_days(t)
    if rested.route == "NONE":
        return advice
    rested.message = f"{advice.message} {rested.message}"
    if not any(item.tier == "tier_2_physiological" and _is_illness(item) for item in t.ctx.memory):
        rested.memory_mutations = [*rested.memory_mutations, _illness_note(t)]
    return rested


def _is_illness(item: MemoryItem) -> bool:
    entry = item.entry
    return isinstance(entry, Tier2Entry) and entry.fact == ILLNESS_FACT


def _illness_note(t: Turn) -> MemoryMutation:
    return MemoryMutation(
        operation="CREATE",
        target_tier="tier_2_physiological",
        entry={
            "body_part": "whole body",
            "condition": "fatigue",
            "fact": ILLNESS_FACT,
            "effective_date": t.ctx.today.isoformat(),
            "expires_at": (t.ctx.now + ILLNESS_TTL).isoformat(),
        },
        reason="The user rests a day for an illness: noted for a few days.",
    )


def illness_notes(t: Turn) -> list[MemoryItem]:
    """The illness notes on file (to clear when the user says they are well again)."""
    return [item for item in t.ctx.memory if _is_illness(item)]
