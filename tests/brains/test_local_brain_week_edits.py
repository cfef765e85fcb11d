"""Edits to the week: one day's new focus never shrinks the week, a new list or count of days
is a new schedule, and a whole-week time limit rebuilds every training day at that length."""

from __future__ import annotations

from brain_support import FixedTools, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.brains.local.plan_view import training_weekdays
from fitcoach.nlu.understanding import Understanding
from fitcoach.programming.models import Week
from fitcoach.programming.ops import BuildWeek

brain = LocalBrain()

GEAR = staple(
    "e1", "equipment", "Trains with dumbbells up to 50 lb, a flat bench and an incline bench."
)

GOAL = staple(
    "g1",
    "goal",
    "Build chest and shoulders; trains Monday, Tuesday, Thursday and Friday, 45 minutes.",
)


def _build(decision_ops: list[object]) -> BuildWeek:
    assert len(decision_ops) == 1 and isinstance(decision_ops[0], BuildWeek)
    return decision_ops[0]


def test_refocusing_a_trained_day_keeps_every_training_day(plan: Week, tools: FixedTools) -> None:
    message = "swap tuesday's workout to be core focused"
    u = Understanding(
        intent="week_overhaul",
        weekdays=("tuesday",),
        target_day="tuesday",
        muscles=("Core",),
        day_focus=(("tuesday", ("Core",)),),
    )
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR, GOAL]), u, tools)
    assert decision.route in ("UPDATE_WEEK", "UPDATE_DAY")
    op = _build(decision.plan_ops)
    assert set(op.training_days or []) >= set(training_weekdays(plan))
    assert op.day_focus == {"tuesday": ["Core"]}
    assert "1-day" not in decision.message and decision.memory_mutations == []


def test_thai_focus_on_a_rest_day_adds_it_and_keeps_the_rest(plan: Week, tools: FixedTools) -> None:
    message = "วันพุธนี้ขอเน้นไหล่หน่อย"
    u = Understanding(
        intent="week_overhaul",
        weekdays=("wednesday",),
        target_day="wednesday",
        muscles=("Shoulders",),
        day_focus=(("wednesday", ("Shoulders",)),),
    )
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR, GOAL]), u, tools)
    op = _build(decision.plan_ops)
    assert op.training_days == ["monday", "tuesday", "wednesday", "thursday", "friday"]
    assert op.day_focus == {"wednesday": ["Shoulders"]}
    assert op.days_per_week is None


def test_a_one_day_theme_without_muscle_pairing_still_keeps_the_week(
    plan: Week, tools: FixedTools
) -> None:
    message = "make thursday a shoulder day"
    u = Understanding(intent="week_overhaul", weekdays=("thursday",), muscles=("Shoulders",))
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR, GOAL]), u, tools)
    op = _build(decision.plan_ops)
    assert op.training_days == training_weekdays(plan)
    assert op.day_focus == {"thursday": ["Shoulders"]}


def test_an_explicit_one_day_schedule_is_still_honoured(plan: Week, tools: FixedTools) -> None:
    message = "I can only train friday from now on"
    u = Understanding(intent="week_overhaul", weekdays=("friday",))
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR, GOAL]), u, tools)
    assert decision.route == "UPDATE_WEEK"
    assert _build(decision.plan_ops).training_days == ["friday"]


def test_a_days_per_week_count_is_a_new_schedule(plan: Week, tools: FixedTools) -> None:
    message = "switch me to 3 days a week"
    u = Understanding(intent="week_overhaul", days_per_week=3)
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR, GOAL]), u, tools)
    op = _build(decision.plan_ops)
    assert op.days_per_week == 3 and op.training_days is None


def test_a_new_list_of_days_is_a_new_schedule(plan: Week, tools: FixedTools) -> None:
    message = "move my training to monday, wednesday and friday"
    u = Understanding(intent="week_overhaul", weekdays=("monday", "wednesday", "friday"))
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR, GOAL]), u, tools)
    assert _build(decision.plan_ops).training_days == ["monday", "wednesday", "friday"]


def test_all_lifting_days_thirty_minutes_rebuilds_the_whole_week(
    plan: Week, tools: FixedTools
) -> None:
    message = "can all my lifting days be 30 min max from now on"
    u = Understanding(intent="day_edit", minutes=30)
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR, GOAL]), u, tools)
    assert decision.route == "UPDATE_WEEK" and decision.target_day is None
    op = _build(decision.plan_ops)
    assert op.session_minutes == 30
    assert op.training_days == training_weekdays(plan)
    assert len(decision.memory_mutations) == 1
    fact = decision.memory_mutations[0].entry["fact"]  # type: ignore[index]
    assert "30 min" in fact and "Monday" in fact and "Friday" in fact


def test_one_day_time_limit_still_trims_only_that_day(plan: Week, tools: FixedTools) -> None:
    message = "tuesday I only have 20 minutes"
    u = Understanding(intent="day_edit", weekdays=("tuesday",), target_day="tuesday", minutes=20)
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR, GOAL]), u, tools)
    assert decision.route == "UPDATE_DAY" and decision.target_day == "tuesday"
