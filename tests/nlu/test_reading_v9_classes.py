"""Classes of misreadings found on the v9 batches, each tested with fresh wordings (not the
batches' sentences): a hypothetical clearance lifts nothing, durations in words and "cut it
to N", follow-ups that move the last request to another day, a session moved "onto" a day,
working days are not training days, asking the coach what to do is a request, a slang
lower-back tweak, an injury from long ago is a standing condition, and one day asked to be
easier is a day edit."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu.acts import dialogue_act
from fitcoach.nlu.calendar import taken_weekdays
from fitcoach.nlu.edits import extract_day_move
from fitcoach.nlu.latch import professional_cleared
from fitcoach.nlu.quantities import extract_minutes
from fitcoach.nlu.router import DialogueState, read
from fitcoach.nlu.text import fold

TODAY = date(2026, 9, 14)  # a Monday
PLAN = DialogueState(has_plan=True, training_days=("monday", "wednesday", "friday"))


@pytest.mark.parametrize(
    "message",
    [
        "if my GP says everything is normal, can I go straight back to heavy squats?",
        "a jeśli lekarz powie, że wszystko w porządku, to od czego zacząć?",
        "หากแพทย์บอกว่าไม่เป็นอะไร ควรเริ่มยังไงครับ",
        "もし医者に問題ないと言われたら、すぐ戻っていいですか",
    ],
)
def test_a_hypothetical_clearance_is_no_clearance(message: str) -> None:
    assert not professional_cleared(fold(message))


@pytest.mark.parametrize(
    "message",
    [
        "saw the cardiologist this morning, all clear",
        "byłem u kardiologa, wszystko w porządku",
        "ไปหาหมอมาแล้ว หมอบอกว่าปกติ",
    ],
)
def test_a_clearance_said_as_fact_still_counts(message: str) -> None:
    assert professional_cleared(fold(message))


@pytest.mark.parametrize(
    ("message", "minutes"),
    [
        ("friday looks long, trim it down to 40", 40),
        ("skróć trening do 35, nie wyrobię się", 35),
        ("dzisiaj mam tylko pol godziny", 30),
        ("明日は一時間しかないです", 60),
        ("พรุ่งนี้เล่นได้เต็มชั่วโมง", 60),
        ("give me the whole hour on sunday", 60),
    ],
)
def test_durations_in_words_and_cut_to(message: str, minutes: int) -> None:
    assert extract_minutes(message) == minutes


def test_a_number_cut_to_with_a_unit_is_no_length() -> None:
    assert extract_minutes("cut the squat to 100 kg") is None


def test_a_corrected_day_keeps_the_bare_length_of_the_last_turn() -> None:
    state = DialogueState(
        has_plan=True,
        training_days=("monday", "wednesday", "friday"),
        pending_type="UPDATE_DAY",
        pending_day="monday",
        previous="make it 25 then",
    )
    reading = read("oh no, it's wednesday that's busy, not monday", TODAY, state=state)
    assert reading.understanding.intent == "day_edit"
    assert reading.understanding.target_day == "wednesday"
    assert reading.understanding.minutes == 25


def test_a_swap_moved_to_another_day_is_the_same_swap() -> None:
    state = DialogueState(
        has_plan=True,
        training_days=("monday", "wednesday", "friday"),
        pending_type="UPDATE_DAY",
        pending_day="monday",
        previous="w poniedziałek zamiast wiosłowania daj mi podciąganie",
    )
    reading = read("nie, jednak w piątek", TODAY, state=state)
    assert reading.understanding.intent == "swap"
    assert reading.understanding.target_day == "friday"


def test_a_session_moved_onto_a_day_named_first() -> None:
    assert extract_day_move("przesuń trening na sobotę, w piątek nie dam rady", TODAY) == (
        "friday",
        "saturday",
    )
    # The English order is unchanged.
    assert extract_day_move("move thursday's session to saturday", TODAY) == (
        "thursday",
        "saturday",
    )


@pytest.mark.parametrize(
    "message",
    [
        "I'm working mon and tue this week, so I'd like to train wed, fri and sat",
        "w tym tygodniu mam dyżury w poniedziałek i wtorek, trenować mogę w środę i piątek",
    ],
)
def test_working_days_are_not_training_days(message: str) -> None:
    assert {"monday", "tuesday"} <= taken_weekdays(message)


@pytest.mark.parametrize(
    "message",
    [
        "bark mnie boli od wczoraj, co z tym robimy?",
        "ogarniesz mi przyszły tydzień pod wyjazd?",
        "ベンチをダンベルに変えたいです",
        "明日のトレーニングどうしよう",
    ],
)
def test_asking_the_coach_to_sort_it_out_is_a_request(message: str) -> None:
    assert dialogue_act(message) == "request"


def test_what_am_i_doing_wrong_stays_a_question() -> None:
    assert dialogue_act("od miesiąca nie rośnie mi wyciskanie, co robię źle?") == "question"


def test_a_slang_lower_back_tweak_in_japanese_is_pain() -> None:
    reading = read("昨日スクワットで腰やっちゃいました。明日どうしよう", TODAY, state=PLAN)
    assert reading.understanding.intent == "pain"
    assert "lower_back" in reading.understanding.body_parts


@pytest.mark.parametrize(
    "message",
    [
        "years ago I tore the meniscus in my left knee, please no jumping",
        "昔左ひざを痛めたので、ジャンプは避けたいです",
    ],
)
def test_an_injury_from_long_ago_is_a_standing_condition(message: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.understanding.intent == "memory_update"
    assert "knee" in reading.understanding.chronic_body_parts


def test_pain_today_after_an_old_injury_is_still_pain() -> None:
    reading = read("my knee I hurt years ago is sore today after squats", TODAY, state=PLAN)
    assert reading.understanding.intent == "pain"


def test_one_day_asked_to_be_easier_is_a_day_edit() -> None:
    reading = read("can you make friday a bit easier? my legs are heavy all week", TODAY, PLAN)
    assert reading.understanding.intent == "day_edit"
    assert reading.understanding.target_day == "friday"


@pytest.mark.parametrize(
    ("message", "minutes"),
    [
        ("mogę we wtorki i czwartki, tak do godziny", 60),
        ("ว่างอังคารกับพฤหัส วันละชั่วโมง", 60),
        ("ครั้งละชั่วโมงครึ่งได้ครับ", 90),
    ],
)
def test_up_to_an_hour_and_an_hour_a_day(message: str, minutes: int) -> None:
    assert extract_minutes(message) == minutes


def test_until_a_clock_hour_is_no_length() -> None:
    assert extract_minutes("do godziny 17 siedzę w pracy") is None


@pytest.mark.parametrize(
    "message",
    [
        "please note in my profile: arthritis in both knees, diagnosed years ago, no pain today",
        "プロフィールに追加して：右肩の古傷あり。今は痛みなし",
    ],
)
def test_a_condition_said_for_the_profile_is_standing(message: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.understanding.intent == "memory_update"
    assert reading.understanding.chronic_body_parts


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("od czwartku boli mnie łokieć, jutro mam trening, co robimy?", "tuesday"),
        ("水曜のスクワットで膝を痛めました。今日のメニューどうしよう", "monday"),
    ],
)
def test_the_day_the_pain_started_is_not_the_day_asked_about(message: str, day: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.understanding.intent == "pain"
    assert reading.understanding.target_day == day


def test_a_professional_saying_the_joint_is_fine_ends_the_injury() -> None:
    reading = read("byłem u fizjoterapeuty, mówi że bark jest ok", TODAY, state=PLAN)
    assert reading.understanding.intent == "memory_delete"


@pytest.mark.parametrize(
    "message",
    [
        "could you make next week a lighter week? feeling run down",
        "deload this week please",
        "今週は軽めにしてください",
    ],
)
def test_a_lighter_week_is_a_week_change(message: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.understanding.intent == "week_overhaul"
    assert not reading.read_only


def test_should_i_deload_stays_a_question() -> None:
    reading = read("should I take a deload week?", TODAY, state=PLAN)
    assert reading.read_only


def test_a_move_ignores_the_day_in_the_reason() -> None:
    assert extract_day_move("move friday's session to thursday, I race on sunday", TODAY) == (
        "friday",
        "thursday",
    )


@pytest.mark.parametrize(
    "message",
    ["mów do mnie twardo, bez owijania w bawełnę", "もっとビシビシ指導してください"],
)
def test_tough_love_in_polish_and_japanese(message: str) -> None:
    assert read(message, TODAY, state=PLAN).understanding.intent in ("preference", "memory_update")


def test_polish_well_opens_a_sentence_and_negates_no_gear() -> None:
    reading = read("no i kupiłam kettlebell 16 kg", TODAY, state=PLAN)
    assert reading.understanding.intent == "memory_update"
    assert "kettlebell" in " ".join(reading.understanding.gear)


@pytest.mark.parametrize("message", ["Kiedy zrobić deload?", "when should I do a deload week?"])
def test_asking_when_to_deload_changes_nothing(message: str) -> None:
    assert read(message, TODAY, state=PLAN).understanding.intent != "week_overhaul"


def test_a_bare_length_after_no_is_the_new_length() -> None:
    state = DialogueState(
        has_plan=True,
        training_days=("monday", "wednesday", "friday"),
        pending_type="UPDATE_DAY",
        pending_day="wednesday",
        previous="w środę daj mi coś krótszego, max 40 minut",
    )
    reading = read("a nie, zrób 30", TODAY, state=state)
    assert reading.understanding.target_day == "wednesday"
    assert reading.understanding.minutes == 30


def test_asthma_is_a_standing_condition() -> None:
    reading = read("please note I have asthma, I use an inhaler", TODAY, state=PLAN)
    assert reading.understanding.chronic_conditions == ("asthma",)


@pytest.mark.parametrize(
    "message",
    [
        "I don't have any knee pain, just curious if lunges are better than squats",
        "shoulder's 100% now, benched yesterday with zero pain",
    ],
)
def test_pain_denied_is_not_pain(message: str) -> None:
    assert read(message, TODAY, state=PLAN).understanding.intent != "pain"


def test_a_question_about_the_staged_day_changes_nothing() -> None:
    state = DialogueState(
        has_plan=True,
        training_days=("monday", "wednesday", "friday"),
        pending_type="UPDATE_DAY",
        pending_day="monday",
        previous="monday make it 30 min",
    )
    message = "is it ok to do lunges instead of squats on friday or should I rest?"
    assert read(message, TODAY, state=state).read_only


def test_a_lift_named_in_another_sentence_is_no_replacement() -> None:
    message = "the cable station is taken, someone is doing curls there! what instead of rows"
    reading = read(message, TODAY, state=PLAN)
    assert reading.understanding.replacement is None


def test_a_list_of_new_days_is_no_move() -> None:
    message = "work moved my shifts to tue and thu so can I lift mon wed sat instead"
    assert extract_day_move(message, TODAY) is None
