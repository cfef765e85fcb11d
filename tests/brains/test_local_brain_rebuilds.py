"""Rebuilding the week keeps what the user did not change (their days) and writes what they
did change (session length, weekdays) to the stored schedule."""

from __future__ import annotations

from brain_support import FixedTools, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.programming.models import Week
from fitcoach.programming.ops import BuildWeek
from fitcoach.weekdays import Weekday

brain = LocalBrain()

GOAL = staple(
    "g1",
    "goal",
    "Hypertrophy focus with priority on chest and shoulders; 4 days/week (Monday, Tuesday, "
    "Thursday, Friday), 45 min.",
)


def _trained(plan: Week) -> list[Weekday]:
    return [name for name, day in plan.days.items() if not day.is_rest_day]


def test_rebuild_with_the_same_days_keeps_the_plans_days(plan: Week, tools: FixedTools) -> None:
    decision = brain.decide(
        make_context("Please regenerate the week, keep the same days.", plan=plan), tools
    )
    assert decision.route == "UPDATE_WEEK"
    (op,) = decision.plan_ops
    assert isinstance(op, BuildWeek) and op.training_days == _trained(plan)


def test_a_new_session_length_updates_the_stored_schedule(plan: Week, tools: FixedTools) -> None:
    ctx = make_context("Redo my week around 60-minute sessions, please.", plan=plan, memory=[GOAL])
    decision = brain.decide(ctx, tools)
    assert decision.route == "UPDATE_WEEK"
    (op,) = decision.plan_ops
    assert isinstance(op, BuildWeek) and op.session_minutes == 60
    (mutation,) = decision.memory_mutations
    assert mutation.operation == "UPDATE" and mutation.memory_id == "g1"
    assert mutation.entry is not None and "60 min" in mutation.entry["fact"]


def test_named_weekdays_become_the_new_schedule(plan: Week, tools: FixedTools) -> None:
    decision = brain.decide(
        make_context("Could we change to Tuesday, Friday and Sunday?", plan=plan), tools
    )
    (op,) = decision.plan_ops
    assert isinstance(op, BuildWeek) and op.training_days == ["tuesday", "friday", "sunday"]
