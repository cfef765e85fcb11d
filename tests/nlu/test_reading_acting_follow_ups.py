"""Reading the requests the acting classes depend on: a new length that names no day right
after a day was shortened belongs to that day, however the correction opens; a day said
as "today" stays today; "change one lift into another" in Thai is a swap."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu.router import DialogueState, read

MONDAY = date(2026, 9, 14)
THURSDAY_SHORTENED = DialogueState(
    previous="thursday I only have 40 min, can you trim it",
    pending_type="UPDATE_DAY",
    pending_day="thursday",
    pending_minutes=38,
    has_plan=True,
    training_days=("monday", "tuesday", "thursday", "friday"),
)


@pytest.mark.parametrize(
    "message",
    [
        "hmm no, 30 minutes is more realistic, meeting got longer",
        "a nie, lepiej 30 minut, spotkanie się przedłużyło",
        "ไม่ดีกว่า ขอเหลือ 30 นาทีพอ",
        "いや、やっぱり30分でお願いします",
    ],
)
def test_a_new_length_with_no_day_is_the_shortened_days(message: str) -> None:
    reading = read(message, MONDAY, None, THURSDAY_SHORTENED)
    u = reading.understanding
    assert (u.intent, u.target_day, u.minutes) == ("day_edit", "thursday", 30)
    assert not reading.read_only


def test_a_length_said_for_today_stays_today() -> None:
    u = read("today I only have 20 minutes", MONDAY, None, THURSDAY_SHORTENED).understanding
    assert (u.target_day, u.minutes) == ("monday", 20)


def test_changing_one_lift_into_another_in_thai_is_a_swap() -> None:
    state = DialogueState(has_plan=True, training_days=("monday", "tuesday", "thursday"))
    u = read("วันพฤหัสขอเปลี่ยน lat pulldown เป็น pull-up ได้ไหมคะ", MONDAY, None, state).understanding
    assert u.intent == "swap"
    assert u.exercises[:1] == ("lat-pulldown",)
    assert u.target_day == "thursday"


@pytest.mark.parametrize(
    "message",
    [
        "only slept like 5 hrs, can wednesday be a lighter one",
        "spałem tylko 5 godzin, zrób środę lżejszą",
        "เมื่อคืนนอนแค่5ชม. วันพุธขอเบาๆหน่อยได้ไหม",
        "5時間しか寝てないので水曜は軽めにしてください",
    ],
)
def test_hours_slept_are_no_session_length(message: str) -> None:
    state = DialogueState(has_plan=True, training_days=("monday", "wednesday", "friday"))
    reading = read(message, MONDAY, None, state)
    u = reading.understanding
    assert u.minutes is None
    assert (u.intent, u.target_day) == ("day_edit", "wednesday")
    # "Last night" is not "give it back": nothing is restored.
    assert reading.action != "restore_day"


def test_two_days_asked_as_rest_days_are_a_day_edit_not_a_menu() -> None:
    state = DialogueState(has_plan=True, training_days=("monday", "thursday", "friday"))
    reading = read("deadline week, so I need thursday and friday as rest days", MONDAY, None, state)
    # Read as the rest-days action (both days rest; tests/brains stage it), never a menu.
    assert reading.action == "rest_days" or reading.understanding.intent == "day_edit"
    assert not reading.suggestions
