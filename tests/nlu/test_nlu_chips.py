"""The plan's one-tap chips and their paraphrases, read by the NLU: a moved session, work
added to a day, and a new number of training days."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu import extract_days_per_week, understand
from fitcoach.nlu.edits import extract_day_move

TODAY = date(2026, 9, 14)  # a Monday


@pytest.mark.parametrize(
    ("message", "move"),
    [
        ("Shift Friday workout to Saturday", ("friday", "saturday")),
        ("move Friday's session to Saturday", ("friday", "saturday")),
        ("do Monday's workout on Tuesday", ("monday", "tuesday")),
        ("Push Thursday's session back to Sunday.", ("thursday", "sunday")),
        ("Can we reschedule Tuesday's workout for Wednesday?", ("tuesday", "wednesday")),
        ("I'd like to train Wednesday instead of Tuesday.", ("tuesday", "wednesday")),
        ("Move today's workout to tomorrow", ("monday", "tuesday")),
        ("Swap Monday and Wednesday", ("monday", "wednesday")),
        ("Przenieś piątkowy trening na sobotę", ("friday", "saturday")),
        ("金曜日のワークアウトを土曜日に移動して", ("friday", "saturday")),
    ],
)
def test_a_session_moved_between_two_days_is_a_week_overhaul(
    message: str, move: tuple[str, str]
) -> None:
    u = understand(message, TODAY)
    assert u.intent == "week_overhaul"
    assert u.day_move == move


@pytest.mark.parametrize(
    "message",
    [
        "Switch me to Monday and Thursday",
        "Move my training days to Monday, Wednesday, Friday and Saturday.",
        "I train Monday and Friday.",
        "Shift my focus to chest on Friday",
    ],
)
def test_a_schedule_or_a_single_day_is_not_a_move(message: str) -> None:
    assert extract_day_move(message, TODAY) is None


@pytest.mark.parametrize(
    ("message", "day", "muscles", "exercises", "minutes"),
    [
        ("Add an extra arm finisher on Thursday", "thursday", ("Biceps", "Triceps"), (), None),
        ("Add a 20-minute core session", None, ("Core",), (), 20),
        ("Add face pulls on Monday", "monday", (), ("face-pull",), None),
        ("Can we add lateral raises to Thursday?", "thursday", (), ("db-lateral-raise",), None),
        ("Throw some extra biceps work into Friday", "friday", ("Biceps",), (), None),
        ("Please add a core finisher to Friday", "friday", ("Core",), (), None),
        ("Can you add more chest sets on Monday?", "monday", ("Chest",), (), None),
        ("Dodaj ćwiczenia na biceps w czwartek", "thursday", ("Biceps",), (), None),
        ("木曜日に腕の種目を追加して", "thursday", ("Biceps", "Triceps"), (), None),
    ],
)
def test_adding_work_to_a_day_is_a_day_edit(
    message: str,
    day: str | None,
    muscles: tuple[str, ...],
    exercises: tuple[str, ...],
    minutes: int | None,
) -> None:
    u = understand(message, TODAY)
    assert (u.intent, u.adds_work) == ("day_edit", True)
    assert u.target_day == day
    assert u.muscles == muscles
    assert u.exercises == exercises
    assert u.minutes == minutes


def test_a_chip_on_a_selected_rest_day_targets_that_day() -> None:
    u = understand("Add a 20-minute core session", TODAY, selected_day="wednesday")
    assert (u.intent, u.target_day, u.adds_work) == ("day_edit", "wednesday", True)


@pytest.mark.parametrize(
    ("message", "intent"),
    [
        ("Drop the extra curls on Friday", "day_edit"),
        ("Should I add weight to my incline press?", "progress"),
        ("I installed a pull-up bar at home, add it to my equipment.", "memory_update"),
        ("Should I add more volume for chest?", "progress"),
    ],
)
def test_removing_work_adding_load_or_gear_is_not_adding_work(message: str, intent: str) -> None:
    u = understand(message, TODAY)
    assert not u.adds_work
    assert u.intent == intent


@pytest.mark.parametrize(
    ("message", "count"),
    [
        ("Let's do a 3-day split", 3),
        ("Switch to 5 training days", 5),
        ("Switch me to a three-day split", 3),
        ("Can we do a four-day split instead?", 4),
        ("I want a 4 day program", 4),
        ("I can only train 3 days a week now", 3),
    ],
)
def test_a_new_day_count_alone_is_a_week_overhaul(message: str, count: int) -> None:
    u = understand(message, TODAY)
    assert (u.intent, u.days_per_week) == ("week_overhaul", count)


@pytest.mark.parametrize(
    "message",
    ["I'm off on a 3-day trip on Friday", "Why do my knees cave in on Bulgarian split squats?"],
)
def test_other_day_counts_are_not_a_split(message: str) -> None:
    assert extract_days_per_week(message) is None
