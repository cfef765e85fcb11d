"""Several named days made rest days at once ("clear Tuesday and Wednesday", "exams Thursday
and Friday, I need both as rest days"): one week proposal with every named training day
rested, and the rest of the week as it was."""

from __future__ import annotations

from fitcoach.contracts.decision import Decision
from fitcoach.programming.ops import PlanOp, RestDay
from fitcoach.weekdays import WEEKDAYS

from . import plan_view as pv
from .lang import day_name, line, staged
from .plan_common import NO_PLAN
from .plan_day import ALREADY_REST
from .turn import Turn, none


def rest_days(t: Turn) -> Decision:
    plan = t.ctx.plan
    if plan is None:
        return none(line(t.lang, NO_PLAN))
    named = sorted(set(t.u.weekdays), key=WEEKDAYS.index)
    days = [
        day
        for day in named
        if pv.is_training_day(day_plan := plan.days.get(day))
        and day_plan is not None
        and day_plan.date >= t.ctx.today
    ]
    if not days:
        return none(line(t.lang, ALREADY_REST, day=day_name(t.lang, named[0])))
    # The engine's own check decides what stages; a refusal gets the pipeline's answer.
    ops: list[PlanOp] = [RestDay(day=day) for day in days]
    if len(days) == 1:
        return Decision(
            message=t.say([staged(t.lang)]), route="UPDATE_DAY", target_day=days[0], plan_ops=ops
        )
    return Decision(message=t.say([staged(t.lang, week=True)]), route="UPDATE_WEEK", plan_ops=ops)
