"""Every chip the app shows does what it says, at the Decision level: the chip's text,
sent with the tab and day the web client sends, becomes the route, day and plan op the
words ask for. The plan is the persona's Mon/Tue/Thu/Fri week, so Wednesday, Saturday and
Sunday are rest days."""

from __future__ import annotations

import pytest
from brain_support import FixedTools, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.brains.local.facts import with_schedule
from fitcoach.contracts.decision import Decision
from fitcoach.programming.models import Week
from fitcoach.programming.ops import AddWork, Avoid, BuildWeek, FitToTime, MoveDay, RestDay, Swap
from fitcoach.weekdays import Weekday

brain = LocalBrain()

GOAL = staple(
    "g1", "goal", "Hypertrophy focus with priority on chest and shoulders; 4 days/week, 45 min."
)


def _decide(
    plan: Week, tools: FixedTools, message: str, selected_day: Weekday | None = None
) -> Decision:
    ctx = make_context(message, plan=plan, memory=[GOAL], selected_day=selected_day)
    return brain.decide(ctx, tools)


# ---- week chips: "Shift <Day> workout to <Day>" ------------------------------------------


@pytest.mark.parametrize(
    ("message", "src", "dst"),
    [
        ("Shift Friday workout to Saturday", "friday", "saturday"),
        ("Shift Tuesday workout to Wednesday", "tuesday", "wednesday"),
        ("Shift Thursday workout to Friday", "thursday", "friday"),
        ("move Friday's session to Saturday", "friday", "saturday"),
        ("do Monday's workout on Tuesday", "monday", "tuesday"),
        ("Push Thursday's session to Sunday, please.", "thursday", "sunday"),
        ("Move today's workout to tomorrow", "monday", "tuesday"),
        ("I'd rather train Wednesday instead of Tuesday", "tuesday", "wednesday"),
    ],
)
def test_shift_chips_move_one_session(
    plan: Week, tools: FixedTools, message: str, src: str, dst: str
) -> None:
    decision = _decide(plan, tools, message)
    assert (decision.route, decision.target_day) == ("UPDATE_WEEK", None)
    assert decision.plan_ops == [MoveDay(from_day=src, to_day=dst)]
    assert decision.memory_mutations == []


def test_moving_a_rest_day_moves_the_session_the_other_way(plan: Week, tools: FixedTools) -> None:
    decision = _decide(plan, tools, "Move my rest day from Wednesday to Thursday")
    assert decision.plan_ops == [MoveDay(from_day="thursday", to_day="wednesday")]


def test_moving_between_two_rest_days_asks_which_session(plan: Week, tools: FixedTools) -> None:
    decision = _decide(plan, tools, "Shift Saturday workout to Sunday")
    assert decision.route == "NONE" and decision.plan_ops == []
    assert "rest days" in decision.message


# ---- week chips: "Switch to N training days" and splits ----------------------------------


@pytest.mark.parametrize(
    ("message", "count"),
    [
        ("Switch to 5 training days", 5),
        ("Switch to 3 training days", 3),
        ("Let's do a 3-day split", 3),
        ("Can we do a five-day split instead?", 5),
        ("I can only train 3 days a week now", 3),
    ],
)
def test_a_new_day_count_rebuilds_the_week_and_rewrites_the_schedule(
    plan: Week, tools: FixedTools, message: str, count: int
) -> None:
    decision = _decide(plan, tools, message)
    assert (decision.route, decision.target_day) == ("UPDATE_WEEK", None)
    (op,) = decision.plan_ops
    assert isinstance(op, BuildWeek) and op.days_per_week == count and op.training_days is None
    (mutation,) = decision.memory_mutations
    assert (mutation.operation, mutation.memory_id) == ("UPDATE", "g1")
    assert mutation.entry is not None
    assert mutation.entry["fact"] == (
        f"Hypertrophy focus with priority on chest and shoulders; {count} days/week, 45 min."
    )


def test_a_day_count_said_as_a_profile_update_rewrites_the_schedule_too(
    plan: Week, tools: FixedTools
) -> None:
    decision = _decide(plan, tools, "Update my profile: I can train 5 days a week now.")
    assert decision.route == "UPDATE_WEEK"
    (mutation,) = decision.memory_mutations
    assert mutation.entry is not None
    assert mutation.entry["fact"] == (
        "Hypertrophy focus with priority on chest and shoulders; 5 days/week, 45 min."
    )


@pytest.mark.parametrize(
    ("old", "schedule", "new"),
    [
        (
            "Hypertrophy focus with priority on chest and shoulders; 4 days/week, 45 min.",
            "5 days/week, 45 min",
            "Hypertrophy focus with priority on chest and shoulders; 5 days/week, 45 min.",
        ),
        ("Trains 4 days/week, 45 min.", "3 days/week, 45 min", "Trains 3 days/week, 45 min."),
        ("Strength focus.", "3 days/week", "Strength focus; 3 days/week."),
    ],
)
def test_with_schedule_keeps_the_goal_and_replaces_the_schedule(
    old: str, schedule: str, new: str
) -> None:
    assert with_schedule(old, schedule) == new


# ---- day chips ---------------------------------------------------------------------------


@pytest.mark.parametrize("day", ["wednesday", "saturday", "sunday"])
def test_the_rest_day_core_chip_adds_a_core_session(
    plan: Week, tools: FixedTools, day: Weekday
) -> None:
    decision = _decide(plan, tools, "Add a 20-minute core session", selected_day=day)
    assert (decision.route, decision.target_day) == ("UPDATE_DAY", day)
    assert decision.plan_ops == [AddWork(day=day, muscles=["Core"], minutes=20)]
    assert "nothing to trim" not in decision.message


@pytest.mark.parametrize(
    ("message", "selected", "day", "muscles", "exercises"),
    [
        ("Add an extra arm finisher on Thursday", None, "thursday", ["Biceps", "Triceps"], []),
        ("Add face pulls on Monday", None, "monday", [], ["face-pull"]),
        ("Can we add lateral raises to Thursday?", None, "thursday", [], ["db-lateral-raise"]),
        ("Throw in some extra biceps work", "friday", "friday", ["Biceps"], []),
        ("Please add a core finisher to Friday", None, "friday", ["Core"], []),
        ("Add more chest sets today", None, "monday", ["Chest"], []),
    ],
)
def test_add_chips_add_work_and_never_drop_it(
    plan: Week,
    tools: FixedTools,
    message: str,
    selected: Weekday | None,
    day: Weekday,
    muscles: list[str],
    exercises: list[str],
) -> None:
    decision = _decide(plan, tools, message, selected_day=selected)
    assert (decision.route, decision.target_day) == ("UPDATE_DAY", day)
    assert decision.plan_ops == [AddWork(day=day, muscles=muscles, exercises=exercises)]
    assert not any(isinstance(op, Avoid) for op in decision.plan_ops)


def test_dropping_work_still_avoids_it(plan: Week, tools: FixedTools) -> None:
    decision = _decide(plan, tools, "Drop the extra curls on Friday")
    (op,) = decision.plan_ops
    assert isinstance(op, Avoid) and op.days == ["friday"]


def _training_days(plan: Week) -> list[Weekday]:
    return [name for name, day in plan.days.items() if not day.is_rest_day]


def test_every_swap_chip_swaps_that_exercise_on_its_day(plan: Week, tools: FixedTools) -> None:
    for day in _training_days(plan):
        first = plan.days[day].blocks[0].exercises[0]
        decision = _decide(plan, tools, f"Swap {first.name}", selected_day=day)
        assert (decision.route, decision.target_day) == ("UPDATE_DAY", day), first.name
        (op,) = decision.plan_ops
        assert isinstance(op, Swap) and op.exercise_id == first.exercise_id, first.name


def test_every_reduce_and_rest_chip_edits_its_day(plan: Week, tools: FixedTools) -> None:
    for day in _training_days(plan):
        reduce = _decide(plan, tools, "Reduce to 30 minutes", selected_day=day)
        assert (reduce.route, reduce.target_day) == ("UPDATE_DAY", day)
        (op,) = reduce.plan_ops
        assert isinstance(op, FitToTime) and (op.day, op.minutes) == (day, 30)
        rest = _decide(plan, tools, "Make this a rest day", selected_day=day)
        assert (rest.route, rest.target_day) == ("UPDATE_DAY", day)
        assert rest.plan_ops == [RestDay(day=day)]


def test_the_spec_swap_and_reduce_examples(plan: Week, tools: FixedTools) -> None:
    swap = _decide(plan, tools, "Swap flat flyes for push-ups", selected_day="monday")
    assert (swap.route, swap.target_day) == ("UPDATE_DAY", "monday")
    (op,) = swap.plan_ops
    assert isinstance(op, Swap) and op.replacement_id == "push-up"
    reduce = _decide(plan, tools, "Reduce to 35 minutes", selected_day="monday")
    assert reduce.plan_ops == [FitToTime(day="monday", minutes=35)]
