"""Reading terse follow-ups and requests that must be staged (issue 8, acting classes):

- a follow-up that is only a number, only a day, "same", "too", "and <day>" or "do that for
  <day>" applies the last edit (day, kind, amount) once more;
- "skip tomorrow, I have a fever" rests tomorrow (the illness advice comes with it); asked
  as a question it only advises;
- "just two days this week" is a smaller week; "can those be ..." moves its sessions;
- a question about making progress on little sleep changes nothing.
"""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu.router import DialogueState, read

MONDAY = date(2026, 9, 14)
WEEK = ("tuesday", "thursday", "saturday")
THURSDAY_TRIMMED = DialogueState(
    previous="can thursday be 30 min, dentist after work",
    pending_type="UPDATE_DAY",
    pending_day="thursday",
    pending_minutes=30,
    has_plan=True,
    training_days=WEEK,
)


@pytest.mark.parametrize(
    "message",
    ["nope 20", "nah, 20 min then", "nie, 20", "เอา 20 พอ", "20分でいい"],
)
def test_a_bare_number_after_a_trim_is_the_trimmed_days_new_length(message: str) -> None:
    reading = read(message, MONDAY, None, THURSDAY_TRIMMED)
    u = reading.understanding
    assert (u.intent, u.target_day, u.minutes) == ("day_edit", "thursday", 20)
    assert not reading.read_only and reading.action is None


@pytest.mark.parametrize(
    "message",
    ["saturday same", "same for sat", "do that for saturday too", "and saturday", "i w sobotę"],
)
def test_a_day_with_same_or_and_repeats_the_last_length(message: str) -> None:
    state = DialogueState(
        previous="nope 25",
        pending_type="UPDATE_DAY",
        pending_day="thursday",
        pending_minutes=25,
        has_plan=True,
        training_days=WEEK,
    )
    reading = read(message, MONDAY, None, state)
    u = reading.understanding
    assert (u.intent, u.target_day, u.minutes) == ("day_edit", "saturday", 25)
    assert not reading.read_only


@pytest.mark.parametrize(
    "message", ["and thursday", "thursday too", "แล้ววันพฤหัส", "あと木曜", "木曜も同じで"]
)
def test_a_rested_day_then_another_day_rests_that_one_too(message: str) -> None:
    state = DialogueState(
        previous="sick with a fever, cancel tuesday for me",
        pending_type="UPDATE_DAY",
        pending_day="tuesday",
        has_plan=True,
        training_days=WEEK,
    )
    reading = read(message, MONDAY, None, state)
    u = reading.understanding
    assert (u.intent, u.target_day, u.rest_day) == ("day_edit", "thursday", True)
    assert not reading.read_only


def test_do_that_is_no_question() -> None:
    state = DialogueState(
        previous="could saturday be 20 min, busy morning",
        pending_type="UPDATE_DAY",
        pending_day="saturday",
        has_plan=True,
        training_days=("monday", "wednesday", "saturday", "sunday"),
    )
    u = read("do that for sun too", MONDAY, None, state).understanding
    assert (u.intent, u.target_day, u.minutes) == ("day_edit", "sunday", 20)
    # "Do I train Sunday too?" still asks.
    asked = read("do I train sunday too?", MONDAY, None, state)
    assert asked.read_only or asked.understanding.intent != "day_edit"


PLAN = DialogueState(has_plan=True, training_days=("monday", "tuesday", "thursday", "friday"))


@pytest.mark.parametrize(
    "message",
    [
        "running a temperature, skip tomorrow please",
        "mam gorączkę, jutro odpuszczam trening",
        "มีไข้ค่ะ พรุ่งนี้ขอพักนะ",
        "熱があるので明日は休みにしてください",
    ],
)
def test_ill_and_asking_to_skip_a_day_rests_it(message: str) -> None:
    reading = read(message, MONDAY, None, PLAN)
    u = reading.understanding
    assert reading.action == "illness"
    assert not reading.read_only
    assert (u.intent, u.target_day, u.rest_day) == ("day_edit", "tuesday", True)


@pytest.mark.parametrize(
    "message",
    ["I've got a fever, should I skip tomorrow?", "mam gorączkę, czy jutro odpuścić?"],
)
def test_ill_and_asking_whether_to_skip_only_advises(message: str) -> None:
    reading = read(message, MONDAY, None, PLAN)
    assert reading.action == "illness"
    assert reading.read_only


@pytest.mark.parametrize(
    ("message", "days"),
    [
        ("in-laws are here, can we keep it to just two days this week", ()),
        ("w tym tygodniu tylko dwa dni, mam gości", ()),
        ("อาทิตย์นี้ขอเล่นแค่ 2 วันนะ ญาติมาค้าง", ()),
        ("今週は来客があるので2日だけでお願いします。月曜と木曜で", ("monday", "thursday")),
    ],
)
def test_only_two_days_this_week_is_a_smaller_week(message: str, days: tuple[str, ...]) -> None:
    reading = read(message, MONDAY, None, PLAN)
    u = reading.understanding
    assert (u.intent, u.days_per_week, u.weekdays) == ("week_overhaul", 2, days)
    assert not reading.read_only


STAGED_TWO = DialogueState(
    previous="only two days this week please",
    pending_type="UPDATE_WEEK",
    pending_week_days=("monday", "thursday"),
    has_plan=True,
    training_days=("monday", "tuesday", "thursday", "friday"),
)


@pytest.mark.parametrize(
    ("message", "days"),
    [
        ("can those be wednesday and sunday", ("wednesday", "sunday")),
        ("sorry, wednesday and sunday I meant", ("wednesday", "sunday")),
        ("すみません、月曜じゃなくて水曜にできますか", ("wednesday", "thursday")),
        ("make it tuesday instead of monday", ("tuesday", "thursday")),
    ],
)
def test_the_staged_smaller_week_on_other_days(message: str, days: tuple[str, ...]) -> None:
    u = read(message, MONDAY, None, STAGED_TWO).understanding
    assert u.intent == "week_overhaul"
    assert (
        tuple(
            sorted(
                u.weekdays,
                key=(
                    "monday",
                    "tuesday",
                    "wednesday",
                    "thursday",
                    "friday",
                    "saturday",
                    "sunday",
                ).index,
            )
        )
        == days
    )


@pytest.mark.parametrize(
    "message",
    [
        "honestly can you make gains on 5 hours of sleep a night",
        "can you make progress sleeping 6 hours or is that hopeless",
        "serious question, can you build muscle on 6 hrs of sleep",
    ],
)
def test_a_question_about_progress_on_little_sleep_changes_nothing(message: str) -> None:
    reading = read(message, MONDAY, None, PLAN)
    assert reading.read_only
    assert reading.act == "question"


def test_the_asking_sentence_of_a_thai_message_names_the_day() -> None:
    reading = read("งานยุ่งถึงวันศุกร์เลย วันพุธขอ 25 นาทีพอ", MONDAY, None, PLAN)
    u = reading.understanding
    assert (u.intent, u.target_day, u.minutes) == ("day_edit", "wednesday", 25)


@pytest.mark.parametrize(
    ("message", "extra"),
    [
        ("+20 min is fine by me", 20),
        ("it can run 20 more minutes", 20),
        ("może być o 20 minut dłużej", 20),
        ("เพิ่มอีก 20 นาทีได้นะ", 20),
        ("20分ぐらい長くしてもいいです", 20),
    ],
)
def test_minutes_added_are_no_new_length(message: str, extra: int) -> None:
    state = DialogueState(
        previous="make thursday harder please",
        pending_type="UPDATE_DAY",
        pending_day="thursday",
        has_plan=True,
        training_days=WEEK,
    )
    reading = read(message, MONDAY, None, state)
    u = reading.understanding
    assert (u.intent, u.target_day, u.minutes, u.extra_minutes) == (
        "day_edit",
        "thursday",
        None,
        extra,
    )


@pytest.mark.parametrize(
    "message",
    ["could they be 35 minutes each?", "both 35 min please", "それぞれ35分でお願いします"],
)
def test_a_length_for_each_staged_day_is_the_staged_week(message: str) -> None:
    state = DialogueState(
        previous="sorry, monday and thursday I meant",
        pending_type="UPDATE_WEEK",
        pending_week_days=("monday", "thursday"),
        has_plan=True,
        training_days=("monday", "tuesday", "thursday", "friday"),
    )
    u = read(message, MONDAY, None, state).understanding
    assert (u.intent, u.weekdays, u.minutes) == ("week_overhaul", ("monday", "thursday"), 35)


@pytest.mark.parametrize(
    "message",
    [
        "boli mnie łokieć od paru dni, może we wtorek bez podciągania?",
        "boli mnie kolano, może w czwartek bez przysiadów?",
        "od wczoraj boli mnie bark, może we wtorek bez wyciskania?",
    ],
)
def test_a_day_without_a_lift_suggested_in_polish_is_asked_for(message: str) -> None:
    reading = read(message, MONDAY, None, PLAN)
    assert reading.act == "request"
    assert not reading.read_only
    assert reading.understanding.intent == "pain"


@pytest.mark.parametrize(
    "message", ["a w czwartek też", "thursday too", "do that for thu too", "木曜も同じで"]
)
def test_the_same_protection_on_another_day(message: str) -> None:
    state = DialogueState(
        previous="my elbow's been cranky for days, tuesday without pull-ups?",
        pending_type="UPDATE_DAY",
        pending_day="tuesday",
        has_plan=True,
        training_days=("tuesday", "thursday", "saturday"),
    )
    reading = read(message, MONDAY, None, state)
    u = reading.understanding
    assert (u.intent, u.target_day) == ("day_edit", "thursday")
    assert "elbow" in u.body_parts
    # The pain is already noted: the new day is protected, nothing more is stored.
    assert u.condition is None


@pytest.mark.parametrize(
    "message",
    ["ok then today just 30 min, easy", "dobra, to dziś 30 minut lekko", "じゃあ今日は30分だけで"],
)
def test_a_length_for_today_is_todays_not_the_day_staged_before(message: str) -> None:
    wednesday = date(2026, 9, 16)
    state = DialogueState(
        previous="fever's down, can I train light today?",
        pending_type="UPDATE_DAY",
        pending_day="monday",
        has_plan=True,
        training_days=("monday", "wednesday", "friday"),
    )
    u = read(message, wednesday, None, state).understanding
    assert (u.intent, u.target_day, u.minutes) == ("day_edit", "wednesday", 30)


@pytest.mark.parametrize(
    "message",
    ["my knee feels back to normal", "วันนี้หลังหายแล้ว กลับมาปกติแล้วครับ", "back to normal now, thanks"],
)
def test_a_body_back_to_normal_asks_for_no_week(message: str) -> None:
    u = read(message, MONDAY, None, PLAN).understanding
    assert u.intent != "week_overhaul"
