"""Reading a message in context: days said short, days taken by something else, stays
with their own gear, general questions, numbers bound to the lifter, follow-ups that edit
what is staged, standing conditions and new gear."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu.acts import dialogue_act
from fitcoach.nlu.calendar import extract_weekdays, resolve_dates
from fitcoach.nlu.quantities import extract_loads
from fitcoach.nlu.router import DialogueState, read
from fitcoach.nlu.understand import understand

TODAY = date(2026, 9, 14)  # a Monday
HAS_PLAN = DialogueState(has_plan=True)


@pytest.mark.parametrize(
    ("message", "days"),
    [
        ("moge 3x w tyg, pon sr pt, max pol godziny", ("monday", "wednesday", "friday")),
        ("ได้ 4 วันค่ะ จ. อ. พฤ. ศ. วันละ 30 นาที", ("monday", "tuesday", "thursday", "friday")),
        ("週4で火木土日でお願いします", ("tuesday", "thursday", "saturday", "sunday")),
        ("mon/wed/fri 45", ("monday", "wednesday", "friday")),
        # Alone, "pt" is a trainer and 月日 a date.
        ("my pt said hi", ()),
        ("9月14日に", ()),
    ],
)
def test_weekdays_said_short(message: str, days: tuple[str, ...]) -> None:
    assert extract_weekdays(message) == days


@pytest.mark.parametrize(
    "message",
    [
        "can train mon tue thu, 45 mins. games are saturdays",
        "moge trenowac pon wt czw po 40 min, mecze mam w soboty",
    ],
)
def test_a_day_taken_by_matches_is_no_training_day(message: str) -> None:
    assert understand(message, TODAY).weekdays == ("monday", "tuesday", "thursday")


@pytest.mark.parametrize(
    ("message", "first", "last"),
    [
        ("wed to fri i'm at a hotel in hamburg, gym only has dumbbells up to 20kg", 16, 18),
        ("w środę rano lecę do Londynu, wracam w piątek wieczorem, w hotelu tylko hantle", 16, 18),
        ("今週の木曜から日曜まで北海道へ行きます。ホテルにジムはありません。", 17, 20),
        ("od piątku do niedzieli jestem w górach, będę miała tylko gumy", 18, 20),
        ("this hotel has a real gym with barbells!! only here 2 nights tho", 14, 15),
        ("travelling to Krakow next Tuesday to Thursday, just bodyweight there", 22, 24),
    ],
)
def test_a_stay_is_an_event_on_its_days(message: str, first: int, last: int) -> None:
    reading = read(message, TODAY, state=HAS_PLAN)
    assert reading.intent == "event"
    dates = reading.understanding.dates
    assert (dates[0].day, dates[-1].day) == (first, last)


def test_a_question_about_a_hotel_is_no_stay() -> None:
    reading = read("is the hotel gym any good for legs on friday?", TODAY, state=HAS_PLAN)
    assert reading.read_only and reading.intent != "event"


@pytest.mark.parametrize(
    "message",
    [
        "can you actually build muscle with just bodyweight or is that a myth",
        "if i train 7 days a week instead of 3 will i lose the fat faster??",
        "wait is 1-3 RIR actually enough for hypertrophy or should i be going to failure",
        "im 5'9 and 150 lb, should i bulk before season or stay light for speed",
    ],
)
def test_a_general_question_is_a_question_and_changes_nothing(message: str) -> None:
    assert dialogue_act(message) == "question"
    assert read(message, TODAY, state=HAS_PLAN).read_only


@pytest.mark.parametrize(
    "message", ["can you build me a 4 day plan", "can you move friday to saturday"]
)
def test_a_request_to_the_coach_stays_a_request(message: str) -> None:
    assert dialogue_act(message) == "request"


@pytest.mark.parametrize(
    "message",
    [
        "zmieniam cel: chcę schudnąć 10 kg do wakacji",
        "want to lose 5 kg",
        "5kg落としたい",
        "im 5'9 and 150 lb",
        "180 cm, 80 kg",
    ],
)
def test_weight_to_lose_and_body_weight_are_no_load(message: str) -> None:
    assert extract_loads(message) == ()


def test_polish_and_thai_month_dates() -> None:
    assert resolve_dates("17 października mam zawody", TODAY) == (date(2026, 10, 17),)
    assert resolve_dates("อาทิตย์นี้ (20 ก.ย.) มีงานวิ่ง", TODAY) == (date(2026, 9, 20),)


def test_a_follow_up_moves_the_last_request_to_the_new_day() -> None:
    state = DialogueState(
        has_plan=True,
        previous="ok add 2 more sets of chest on friday",
        pending_type="UPDATE_DAY",
        pending_day="friday",
    )
    u = read("actually make that wednesday instead", TODAY, state=state).understanding
    assert (u.intent, u.target_day, u.muscles, u.adds_work) == (
        "day_edit",
        "wednesday",
        ("Chest",),
        True,
    )


def test_a_follow_up_minutes_in_thai_edits_the_staged_day() -> None:
    state = DialogueState(
        has_plan=True,
        previous="วันนี้มีเวลาแค่ 20 นาทีค่ะ ย่อให้หน่อย",
        pending_type="UPDATE_DAY",
        pending_day="monday",
    )
    u = read("เอาเป็น 25 ละกันค่ะ", TODAY, state=state).understanding
    assert (u.intent, u.target_day, u.minutes) == ("day_edit", "monday", 25)


def test_a_follow_up_exchanges_a_day_of_the_staged_week() -> None:
    state = DialogueState(
        has_plan=True,
        previous="ちなみにプロテインって寝る前に飲んだほうがいい？",
        pending_type="UPDATE_WEEK",
        pending_week_days=("monday", "tuesday", "thursday", "friday", "saturday"),
    )
    u = read("さっきの週5のやつ、やっぱ土曜じゃなくて日曜で", TODAY, state=state).understanding
    assert u.intent == "week_overhaul"
    assert u.weekdays == ("monday", "tuesday", "thursday", "friday", "sunday")


def test_a_standing_condition_is_remembered_not_logged_as_pain() -> None:
    reading = read(
        "mon wed fri, 45 min tops. bad left knee from college football back in the 90s",
        TODAY,
        state=HAS_PLAN,
    )
    assert reading.intent == "memory_update"
    assert reading.understanding.side == "left"
    corrected = read("correction, the bad knee is my RIGHT one not the left", TODAY, state=HAS_PLAN)
    assert corrected.intent == "memory_update" and corrected.understanding.side == "right"


@pytest.mark.parametrize(
    "message",
    [
        "Good news, I treated myself to a new set. They go up to 70 lbs now.",
        "Kupiłem dziś nowy kettlebell 32 kg!",
        "24kgのケトルベル買っちゃいました！",
    ],
)
def test_new_gear_is_profile_news(message: str) -> None:
    assert read(message, TODAY, state=HAS_PLAN).intent == "memory_update"


@pytest.mark.parametrize(
    ("message", "theme"),
    [
        (
            "make wednesday upper body only, legs are always fried from football on tuesdays",
            "upper",
        ),
        ("วันศุกร์ขอเปลี่ยนเป็นวันเล่นขาได้ไหมคะ", "lower"),
    ],
)
def test_a_day_theme_wins_over_the_reason_given(message: str, theme: str) -> None:
    u = read(message, TODAY, state=HAS_PLAN).understanding
    assert (u.intent, u.day_theme) == ("day_edit", theme)


def test_a_swap_said_with_today_is_no_follow_up_of_the_staged_day() -> None:
    state = DialogueState(
        has_plan=True,
        previous="friday is only 30 min this week",
        pending_type="UPDATE_DAY",
        pending_day="friday",
    )
    message = "someone borrowed my barbell, what do I do instead of the bench press today?"
    u = read(message, TODAY, state=state).understanding
    assert (u.intent, u.exercises) == ("swap", ("flat-bb-bench-press",))


def test_a_staged_session_follows_to_a_rest_day_named_instead() -> None:
    state = DialogueState(
        has_plan=True,
        previous="today is chaos, can we just do 20 min today",
        pending_type="UPDATE_DAY",
        pending_day="monday",
        training_days=("monday", "wednesday", "friday"),
    )
    u = read("actually can we do it tomorrow instead, still 20 min", TODAY, state=state)
    assert u.intent == "week_overhaul"
    assert u.understanding.day_move == ("monday", "tuesday")
