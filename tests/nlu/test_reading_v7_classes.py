"""Classes of misreadings found on the v7 batch, each tested with fresh wordings (not the
batch's sentences): permission questions, numbers in knowledge questions, clearance that
comes with a request, conditions for the profile, news followed by a request, days taken
by sport practice, stays that start today, and removal follow-ups."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu.acts import dialogue_act
from fitcoach.nlu.calendar import resolve_day, taken_weekdays
from fitcoach.nlu.quantities import extract_minutes
from fitcoach.nlu.router import DialogueState, read
from fitcoach.nlu.understand import understand

TODAY = date(2026, 9, 14)  # a Monday
HAS_PLAN = DialogueState(has_plan=True)


@pytest.mark.parametrize(
    "message",
    [
        "is it ok to do rows instead of pull-ups this week?",
        "would it be bad if I skipped squats while travelling?",
        "Honestly, is it fine to just run instead of lifting on Friday?",
    ],
)
def test_a_permission_question_changes_nothing(message: str) -> None:
    reading = read(message, TODAY, state=HAS_PLAN)
    assert reading.act == "question"
    assert reading.read_only


@pytest.mark.parametrize(
    "message",
    [
        "do I really have to drink my protein shake within 30 minutes?",
        "โปรตีนต้องกินภายใน 45 นาทีหลังเล่นจริงไหม",
        "プロテインはトレーニング後30分以内に飲むべき？",
    ],
)
def test_a_meal_window_is_no_session_length(message: str) -> None:
    assert extract_minutes(message) is None
    assert read(message, TODAY, state=HAS_PLAN).understanding.intent != "day_edit"


def test_a_session_length_still_binds_beside_food_talk() -> None:
    assert extract_minutes("can you make monday 30 minutes, I eat after") == 30


def test_thai_word_for_thing_is_no_request() -> None:
    # "ของ" (thing) starts with "ขอ" (may I have) but asks for nothing.
    assert dialogue_act("เพื่อนบอกว่ากินช้าแล้วเสียของ") != "request"


@pytest.mark.parametrize(
    "message",
    [
        "35分くらいにできますか？",
        "明日のメニューを軽くしてもらえますか",
    ],
)
def test_polite_japanese_ask_is_a_request(message: str) -> None:
    assert dialogue_act(message) == "request"


@pytest.mark.parametrize(
    ("message", "day"),
    [
        (
            "My physio cleared me to train again. Race is Sunday, could you make Friday easier?",
            "friday",
        ),
        (
            "Lekarz powiedział, że mogę normalnie ćwiczyć. Na czwartek daj mi coś lżejszego",
            "thursday",
        ),
    ],
)
def test_clearance_with_a_request_lifts_the_hold_and_acts(message: str, day: str) -> None:
    reading = read(message, TODAY, state=DialogueState(has_plan=True, latched=True))
    assert reading.lifts_latch
    assert reading.action != "cleared"
    assert reading.understanding.intent in ("day_edit", "week_overhaul")
    assert reading.understanding.target_day == day


def test_clearance_alone_only_lifts_the_hold() -> None:
    reading = read(
        "Saw the doctor, all clear, I can train normally.",
        TODAY,
        state=DialogueState(has_plan=True, latched=True),
    )
    assert reading.action == "cleared"
    assert not reading.lifts_latch


def test_a_request_under_the_hold_stores_no_goal() -> None:
    reading = read(
        "feeling fine now, can you give me an easy strength session for thursday?",
        TODAY,
        state=DialogueState(has_plan=True, latched=True),
    )
    assert reading.action == "latched"
    assert reading.read_only


@pytest.mark.parametrize(
    "message",
    [
        "please note that I have type 2 diabetes",
        "Zapamiętaj proszę, że mam cukrzycę",
        "高血圧の薬を飲んでいます、覚えておいてください",
    ],
)
def test_a_chronic_condition_for_the_profile(message: str) -> None:
    reading = read(message, TODAY, state=HAS_PLAN)
    assert reading.action == "chronic_condition"
    assert reading.understanding.chronic_conditions


def test_a_question_about_a_condition_is_no_profile_fact() -> None:
    reading = read("is lifting heavy ok with high blood pressure?", TODAY, state=HAS_PLAN)
    assert reading.action != "chronic_condition"
    assert reading.read_only


@pytest.mark.parametrize(
    "message",
    [
        "my right knee gives way often on stairs, not hurting right now",
        "ข้อมือขวาเคล็ดบ่อย ตอนนี้ไม่เจ็บ",
    ],
)
def test_a_recurring_problem_without_pain_today_is_standing(message: str) -> None:
    reading = read(message, TODAY, state=HAS_PLAN)
    assert reading.understanding.intent == "memory_update"
    assert reading.understanding.chronic_body_parts


def test_polish_all_good_now_resolves_the_injury() -> None:
    reading = read("Kolano już całkiem dobrze, nic nie boli", TODAY, state=HAS_PLAN)
    assert reading.understanding.intent == "memory_delete"


@pytest.mark.parametrize(
    ("message", "day", "minutes"),
    [
        ("Cold is gone, feeling normal again. Can you shorten tomorrow to 25 min?", "tuesday", 25),
        (
            "Can we make Thursday an easy day? My in-laws are visiting and I'll be wiped.",
            "thursday",
            None,
        ),
    ],
)
def test_news_then_a_request_acts_on_the_request(
    message: str, day: str, minutes: int | None
) -> None:
    u = read(message, TODAY, state=HAS_PLAN).understanding
    assert u.intent == "day_edit"
    assert u.target_day == day
    assert u.minutes == minutes


def test_the_day_in_the_asking_clause() -> None:
    message = "Big hike on Sunday, can you make Saturday a rest day?"
    assert resolve_day(message, TODAY) == "saturday"


def test_thai_practice_days_are_taken() -> None:
    message = "ซ้อมบาสทุก อังคาร พฤหัส ค่ะ ว่างเล่นเวทได้วันจันทร์กับวันศุกร์"
    assert taken_weekdays(message) == {"tuesday", "thursday"}


def test_a_stay_from_today_starts_today() -> None:
    u = read("今日から金曜まで福岡出張です", TODAY, state=HAS_PLAN).understanding
    assert u.intent == "event"
    assert u.dates[0] == TODAY
    assert u.dates[-1] == date(2026, 9, 18)


def test_a_treadmill_is_no_gym_machine() -> None:
    gear = understand("ホテルはランニングマシンとダンベルだけ", TODAY).gear
    assert "leg press machine" not in gear


def test_take_an_exercise_off_a_day_is_a_day_edit() -> None:
    u = understand("take the lunges off thursday please", TODAY)
    assert u.intent == "day_edit"
    assert u.target_day == "thursday"


def test_drop_another_lift_follows_the_staged_day() -> None:
    state = DialogueState(
        has_plan=True,
        pending_type="UPDATE_DAY",
        pending_day="friday",
        previous="swap the skull crushers on friday for dips",
    )
    u = read("and drop the lateral raises too", TODAY, state=state).understanding
    assert u.intent == "day_edit"
    assert u.target_day == "friday"


def test_a_preference_asked_for_under_the_hold_is_still_kept() -> None:
    reading = read(
        "Please be gentle with me, I do better with encouragement.",
        TODAY,
        state=DialogueState(has_plan=True, latched=True),
    )
    assert reading.plan_frozen
    assert not reading.read_only


def test_polish_never_with_a_pronoun_between_excludes() -> None:
    reading = read("Proszę nigdy mi nie dawać przysiadów bułgarskich", TODAY, state=HAS_PLAN)
    assert reading.action == "exclude_exercise"


def test_polish_gym_slang_names_the_bench_lifts() -> None:
    u = understand("zamień płaską ze sztangą na skos z hantlami", TODAY)
    assert u.intent == "swap"
    assert u.exercises == ("flat-bb-bench-press", "incline-db-bench-press")
    assert not u.gear


@pytest.mark.parametrize(
    "message",
    [
        "大阪の出張が中止になりました",
        "Wyjazd odwołany, jestem w domu cały tydzień",
        "ทริปยกเลิกแล้วค่ะ",
    ],
)
def test_a_trip_called_off_is_forgotten(message: str) -> None:
    assert read(message, TODAY, state=HAS_PLAN).understanding.intent == "memory_delete"


def test_a_contest_with_a_request_stays_an_event() -> None:
    message = "Wrestling match on Saturday. Can you make Friday lighter?"
    assert read(message, TODAY, state=HAS_PLAN).understanding.intent == "event"
