"""Polish, Thai and Japanese readings, each a class with wordings of our own: dates said
the Japanese way (month/day) and Thai months said short, English lift names declined in
Polish and the Japanese short "デッド", the Thai short "อก" for the chest and "more of a
muscle" on a day, one day asked to emphasise muscles, an event on a day of its own told
beside a request for another day, and "that day too" after a day rested for an illness."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu import extract_exercises, extract_muscles, understand
from fitcoach.nlu.calendar import resolve_dates
from fitcoach.nlu.router import DialogueState, read

TODAY = date(2026, 9, 14)  # a Monday
PLAN = DialogueState(has_plan=True, training_days=("monday", "wednesday", "friday"))


@pytest.mark.parametrize(
    ("message", "dates"),
    [
        ("10/4(日)に大会があります", (date(2026, 10, 4),)),
        ("12/6のフルマラソンに出ます", (date(2026, 12, 6),)),
        ("10/10〜12は旅行です", (date(2026, 10, 10), date(2026, 10, 11), date(2026, 10, 12))),
        ("9/25~9/27は出張", (date(2026, 9, 25), date(2026, 9, 26), date(2026, 9, 27))),
    ],
)
def test_japanese_dates_are_month_then_day(message: str, dates: tuple[date, ...]) -> None:
    assert resolve_dates(message, TODAY) == dates


@pytest.mark.parametrize(
    ("message", "when"),
    [
        ("งานแต่งเพื่อน 8 พฤศจิกา", date(2026, 11, 8)),
        ("วิ่ง 10 กิโล 25 ตุลา นี้", date(2026, 10, 25)),
        ("ไปเที่ยว 3 ธันวา ครับ", date(2026, 12, 3)),
    ],
)
def test_thai_months_said_short_are_months(message: str, when: date) -> None:
    assert resolve_dates(message, TODAY) == (when,)


def test_a_polish_date_in_figures_stays_day_then_month() -> None:
    assert resolve_dates("w sobotę 10/10 mam zawody", TODAY) == (date(2026, 10, 10),)


@pytest.mark.parametrize(
    ("message", "slug"),
    [
        ("nie umiem robić swinga, plecy mnie bolą", "kb-swing"),
        ("ile serii swingów mam robić?", "kb-swing"),
        ("po pull upach bolą mnie łokcie", "pull-up"),
        ("dziś zaczynam od deadlifta", "conventional-deadlift"),
        ("デッドの重量が伸びない", "conventional-deadlift"),
        ("今日のデッドは何キロ？", "conventional-deadlift"),
    ],
)
def test_borrowed_and_short_lift_names_are_the_lift(message: str, slug: str) -> None:
    assert extract_exercises(message) == (slug,)


@pytest.mark.parametrize("message", ["curly hair today lol", "my golf swing is bad"])
def test_english_words_are_not_declined_lifts(message: str) -> None:
    assert extract_exercises(message) == ()


def test_the_dead_bug_stays_the_dead_bug() -> None:
    assert extract_exercises("デッドリフトとデッドバグ") == ("conventional-deadlift", "dead-bug")


@pytest.mark.parametrize(
    ("message", "muscles"),
    [
        ("ขอเพิ่มอกวันจันทร์หน่อยครับ", ("Chest",)),
        ("วันอกกับไหล่", ("Chest", "Shoulders")),
        ("เอาออกได้เลย", ()),
        ("บอกแล้วนะ", ()),
        ("ข้อศอกเจ็บนิดหน่อย", ()),
        ("กินอกไก่ทุกวัน", ()),
    ],
)
def test_the_thai_short_chest_is_a_word_not_letters(message: str, muscles: tuple[str, ...]) -> None:
    assert extract_muscles(message) == muscles


@pytest.mark.parametrize(
    ("message", "day", "muscle"),
    [
        ("ขอเพิ่มอกวันจันทร์หน่อยครับ", "monday", "Chest"),
        ("金曜は背中多めでお願い", "friday", "Back"),
        ("w piątek więcej pleców proszę", "friday", "Back"),
    ],
)
def test_more_of_a_muscle_on_a_day_adds_work_to_that_day(
    message: str, day: str, muscle: str
) -> None:
    u = read(message, TODAY, state=PLAN).understanding
    assert u.intent == "day_edit" and u.target_day == day
    assert muscle in u.muscles and u.adds_work


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("วันศุกร์ขอเน้นไหล่หน่อยครับ", "friday"),
        ("土曜は脚重点でお願いします", "saturday"),
        ("วันพุธช่วยเน้นหลังให้หน่อยได้ไหมคะ", "wednesday"),
    ],
)
def test_one_day_asked_to_emphasise_muscles_is_that_days_focus(message: str, day: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    u = reading.understanding
    assert u.intent == "day_edit" and u.target_day == day and u.day_theme == "focus"


@pytest.mark.parametrize(
    ("message", "event", "days"),
    [
        (
            "W niedzielę chrzciny u siostry, cały dzień przy stole, to niech sobota będzie "
            "lżejsza.",
            "chrzciny",
            {"sunday", "saturday"},
        ),
        ("日曜に運動会があるので、土曜は軽めにしてください", "運動会", {"sunday", "saturday"}),
        ("金曜に発表会があるから、木曜は短めでお願いします", "発表会", {"friday", "thursday"}),
    ],
)
def test_an_event_on_its_own_day_beside_a_request_is_kept(
    message: str, event: str, days: set[str]
) -> None:
    u = read(message, TODAY, state=PLAN).understanding
    assert u.intent == "event" and u.event is not None and event in u.event
    assert set(u.weekdays) == days


@pytest.mark.parametrize(
    ("previous", "follow_up", "day"),
    [
        ("mam gorączkę 38,4 i katar, środa odpada", "i piątek też", "friday"),
        ("ไข้ขึ้น 38 องศา วันพุธขอพักนะคะ", "วันศุกร์ด้วยค่ะ", "friday"),
        ("熱が38度あるので水曜は休みにして", "金曜も", "friday"),
    ],
)
def test_that_day_too_after_a_day_rested_for_illness_rests_it_too(
    previous: str, follow_up: str, day: str
) -> None:
    state = DialogueState(
        previous=previous,
        pending_type="UPDATE_DAY",
        pending_day="wednesday",
        has_plan=True,
        training_days=("monday", "wednesday", "friday"),
        last_edit=previous,
    )
    u = read(follow_up, TODAY, state=state).understanding
    assert u.intent == "day_edit" and u.target_day == day and u.rest_day


def test_understanding_keeps_a_declined_lift_in_a_polish_request() -> None:
    u = understand("w piątek wywal swingi, nie lubię ich", TODAY)
    assert "kb-swing" in u.exercises


@pytest.mark.parametrize(
    "message",
    [
        "เรื่องไหล่ลืมไปได้เลยค่ะ หายแล้ว",
        "เรื่องหลังที่เคยบอกไว้ ลืมได้เลยครับ",
        "a o plecach co ci pisałam, zapomnij, już nie boli",
    ],
)
def test_a_note_named_first_then_asked_away_is_forgotten(message: str) -> None:
    u = read(message, TODAY, state=PLAN).understanding
    assert u.intent == "memory_delete" and u.body_parts


@pytest.mark.parametrize(
    ("message", "slug"),
    [
        ("nigdy wiecej burpeesow, nienawidze ich", "burpee"),
        ("i nigdy wiecej wykrokow prosze", "db-walking-lunge"),
        ("nigdy więcej martwego ciągu", "conventional-deadlift"),
    ],
)
def test_never_again_typed_with_or_without_diacritics_excludes_the_lift(
    message: str, slug: str
) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.action == "exclude_exercise"
    assert slug in reading.understanding.exercises
    assert not reading.understanding.adds_work


@pytest.mark.parametrize(
    "message",
    [
        "w środę zamiast ławki zrób wyciskanie z pauzą",
        "w poniedziałek zamiast płaskiej ławki daj pauzowane wyciskanie",
        "zamiast normalnej ławki w piątek ławka z pauzą proszę",
    ],
)
def test_the_polish_bench_traded_for_a_paused_bench_is_a_swap_of_lifts(message: str) -> None:
    u = read(message, TODAY, state=PLAN).understanding
    assert u.intent == "swap"
    assert u.exercises == ("flat-bb-bench-press", "paused-bench-press")


def test_a_plain_bench_owned_is_still_gear() -> None:
    u = understand("mam zwykłą ławkę i hantle", TODAY)
    assert "flat bench" in u.gear and u.exercises == ()
