"""Classes of misreadings found on the v10 batches, each tested with fresh wordings (not
the batches' sentences): asking whether a day can change asks to change it, "sick" as
slang, a follow-up number before a comma, lighter or harder whole weeks, time someone
spent on the gear, date ranges, Polish/Thai/Japanese day edits and cancellations, a
session move re-aimed, sharp-pain onomatopoeia, "not tired" is no fatigue, a coaching
style said as a liking, and new gear asked into the program."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu.acts import dialogue_act
from fitcoach.nlu.calendar import resolve_span
from fitcoach.nlu.edits import extract_day_move
from fitcoach.nlu.latch import mentions_illness
from fitcoach.nlu.quantities import extract_minutes
from fitcoach.nlu.router import DialogueState, read
from fitcoach.nlu.signals import asks_to_use_in_plan, stated_style
from fitcoach.nlu.text import fold
from fitcoach.nlu.traits import extract_condition

TODAY = date(2026, 9, 14)  # a Monday
PLAN = DialogueState(has_plan=True, training_days=("monday", "wednesday", "friday"))


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("could sunday be a bit shorter? maybe 35 min", "sunday"),
        ("can tomorrow's session be upper body only?", "tuesday"),
        ("can my thursday workout be lighter this week?", "thursday"),
    ],
)
def test_asking_whether_a_day_can_change_asks_to_change_it(message: str, day: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.act == "request"
    assert not reading.read_only
    assert reading.intent == "day_edit"
    assert reading.understanding.target_day == day


def test_asking_whether_a_session_can_go_to_another_day_moves_it() -> None:
    reading = read("can wednesdays session go to thursday?", TODAY, state=PLAN)
    assert reading.act == "request"
    assert reading.understanding.day_move == ("wednesday", "thursday")


@pytest.mark.parametrize("message", ["sick! can friday be 40 min", "Sick, thanks. now what"])
def test_sick_opening_a_message_is_slang(message: str) -> None:
    assert not mentions_illness(fold(message))


@pytest.mark.parametrize(
    "message", ["I'm sick today", "feeling sick, skipping", "sick with a cold", "sick today"]
)
def test_sick_about_the_user_is_still_illness(message: str) -> None:
    assert mentions_illness(fold(message))


def test_a_follow_up_number_before_a_comma_is_the_new_length() -> None:
    state = DialogueState(
        has_plan=True,
        training_days=("monday", "wednesday", "friday"),
        pending_type="UPDATE_DAY",
        pending_day="wednesday",
        pending_minutes=40,
        previous="trim wednesday to 40 please",
    )
    reading = read("hmm make it 30, the bus is late", TODAY, state=state)
    assert reading.intent == "day_edit"
    assert reading.understanding.target_day == "wednesday"
    assert reading.understanding.minutes == 30


@pytest.mark.parametrize(
    "message",
    [
        "could you give me an easy comeback week? been off for a month",
        "I'm back after the flu, please ease me back in gently this week",
        "make this a light return week for me",
    ],
)
def test_a_lighter_comeback_week_is_a_week_change(message: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.intent == "week_overhaul"
    assert not reading.read_only


def test_the_whole_week_harder_is_a_week_change() -> None:
    reading = read("it all feels too easy. make the entire week harder please", TODAY, state=PLAN)
    assert reading.intent == "week_overhaul"


def test_time_someone_spent_on_the_gear_is_no_session_length() -> None:
    assert extract_minutes("a guy has been on the leg press for 15 minutes") is None
    assert extract_minutes("I've been waiting for the rack for 10 min, make today 45 min") == 45


def test_hogging_the_gear_is_no_trip() -> None:
    reading = read(
        "someone's camping the squat rack again, just skip the rack stuff today",
        TODAY,
        state=PLAN,
    )
    assert reading.intent != "event"
    assert "squat rack" in reading.understanding.gear_unavailable


@pytest.mark.parametrize(
    ("message", "span"),
    [
        ("conference in Lisbon tue sep 22 to fri sep 25", (date(2026, 9, 22), date(2026, 9, 25))),
        ("on call from thu the 17th until sun the 27th", (date(2026, 9, 17), date(2026, 9, 27))),
    ],
)
def test_two_dates_with_a_range_word_are_a_stretch(message: str, span: tuple[date, date]) -> None:
    assert resolve_span(message, TODAY) == span


def test_the_weekdays_bounding_a_stretch_are_no_move() -> None:
    assert extract_day_move("I'm on call from thu the 17th till sun the 27th", TODAY) is None
    reading = read(
        "on call from thu the 17th till sun the 27th, can we go down to 2 days a week until then?",
        TODAY,
        state=PLAN,
    )
    assert reading.intent == "week_overhaul"
    assert reading.understanding.weekdays == ()
    assert reading.understanding.days_per_week == 2


def test_a_trip_keeps_the_whole_range_of_its_dates() -> None:
    reading = read(
        "work trip to Oslo tue sep 15 to fri sep 18, hotel has a treadmill only", TODAY, state=PLAN
    )
    assert reading.intent == "event"
    assert reading.understanding.dates[0] == date(2026, 9, 15)
    assert reading.understanding.dates[-1] == date(2026, 9, 18)


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("zrób mi piątek trochę mocniej, więcej serii na plecy", "friday"),
        ("w środę mniej barków proszę", "wednesday"),
        ("วันศุกร์ง่ายไป ขอหนักขึ้นหน่อย", "friday"),
        ("金曜も腕の種目を減らしてほしい", "friday"),
    ],
)
def test_day_edits_in_polish_thai_and_japanese(message: str, day: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.intent == "day_edit"
    assert reading.understanding.target_day == day
    assert not reading.read_only


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("niedzielę w tym tygodniu odwołaj, mamy chrzciny", "sunday"),
        ("odwołaj piątek, wyjeżdżamy", "friday"),
    ],
)
def test_cancelling_a_day_is_a_rest_day(message: str, day: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.act == "request"
    # A day called off for an event on it ("mamy chrzciny") is read as the event, which
    # rests that day and also keeps the event as a note; without one it is a day edit.
    assert reading.intent in ("day_edit", "event")
    assert reading.understanding.rest_day
    assert reading.understanding.target_day == day


def test_przerzuc_moves_a_session() -> None:
    assert extract_day_move("przerzuć czwartkowy trening na piątek", TODAY) == (
        "thursday",
        "friday",
    )


def test_a_thai_change_asked_with_dai_mai_is_a_request() -> None:
    assert dialogue_act("ลดท่าไหล่วันพุธได้ไหมครับ") == "request"
    assert dialogue_act("ท่านี้ทำได้ไหม") != "request"


def test_a_staged_move_is_re_aimed_by_instead() -> None:
    state = DialogueState(
        has_plan=True,
        training_days=("monday", "wednesday", "friday"),
        pending_type="UPDATE_WEEK",
        previous="move wednesday's session to thursday",
    )
    reading = read("no wait, saturday instead", TODAY, state=state)
    assert reading.understanding.day_move == ("wednesday", "saturday")


@pytest.mark.parametrize("message", ["膝がズキッとした", "腰がピキッときた", "首がグキッとなった"])
def test_sharp_pain_onomatopoeia_is_a_strain(message: str) -> None:
    assert extract_condition(message) == "minor_strain"


def test_not_tired_yet_in_thai_is_no_fatigue() -> None:
    assert extract_condition("เล่นจบแล้วยังไม่เหนื่อยเลย") != "fatigue"
    assert extract_condition("วันนี้เหนื่อยมาก") == "fatigue"


@pytest.mark.parametrize(
    "message",
    [
        "I prefer it straight, tell me straight when I'm slacking",
        "ชอบให้พูดตรงๆ ไม่ต้องปลอบ",
        "wolę jak mówisz wprost, bez owijania w bawełnę",
    ],
)
def test_a_coaching_style_said_as_a_liking(message: str) -> None:
    assert stated_style(message) == "tough_love"


@pytest.mark.parametrize(
    "message",
    [
        "got a pair of 12 kg kettlebells, can you work them into my plan?",
        "ซื้อดัมเบลมาใหม่ ช่วยใส่เข้าโปรแกรมหน่อย",
        "kupiłem gumy, dodaj je do planu",
        "ケトルベルを買ったのでメニューに入れてほしい",
    ],
)
def test_new_gear_asked_into_the_program(message: str) -> None:
    assert asks_to_use_in_plan(message)


def test_a_new_gear_mention_alone_asks_for_nothing() -> None:
    assert not asks_to_use_in_plan("got a pair of 12 kg kettlebells")


def test_a_day_part_makes_a_short_day_name_a_day() -> None:
    from fitcoach.nlu.calendar import extract_weekdays

    assert extract_weekdays("long ride sun mornings") == ("sunday",)
    assert extract_weekdays("I sat down after the set") == ()


def test_the_memory_reads_a_key_sessions_day_with_the_nlu_calendar() -> None:
    from fitcoach.memory.about import key_session_of

    assert key_session_of("my long run is sat mornings") == (["saturday"], "long run")
    assert key_session_of("วันเสาร์วิ่งยาว") == (["saturday"], "long run")


def test_a_range_word_must_join_the_two_dates() -> None:
    # "to" in "set up my training to peak" joins no dates.
    assert resolve_span("meet is Saturday October 17th. set my training up to peak", TODAY) is None
