"""Classes of misreadings found on the v7-v14 batches, each tested with fresh wordings (not
the batches' sentences): a note named and asked away is forgotten, a standing refusal of a
kind of exercise (floor, lying, jumping work) is a preference, a style turned away from is
not the style asked for, several days made rest days at once, the Japanese potential
("ずらせる？") asks for a change, and a confident classifier may write memory only when the
thing it is about is named."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu.acts import dialogue_act
from fitcoach.nlu.router import DialogueState, read
from fitcoach.nlu.staples import forgets_note, refuses_kind
from fitcoach.nlu.text import fold
from fitcoach.nlu.traits import extract_voice, turns_from_a_style, voice_asked_for

TODAY = date(2026, 9, 14)  # a Monday
PLAN = DialogueState(has_plan=True, training_days=("monday", "tuesday", "thursday", "friday"))


@pytest.mark.parametrize(
    "message",
    [
        "you can scrap the shoulder note now, physio signed me off",
        "pls forget that ankle stuff, it's all good",
        "delete the hip thing from my profile, no issues for months",
        "zapomnij o kolanie, już dawno nie boli",
        "肩のメモは消してください、もう大丈夫です",
    ],
)
def test_a_note_named_and_asked_away_is_forgotten(message: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert forgets_note(fold(message))
    assert reading.understanding.intent == "memory_delete"
    assert not reading.read_only
    assert reading.understanding.body_parts or reading.understanding.chronic_body_parts


@pytest.mark.parametrize(
    "message",
    [
        "drop the last thing on friday",
        "remove the leg press from monday",
        "forget it, I'll just do the session as planned",
    ],
)
def test_dropping_work_is_no_note_to_forget(message: str) -> None:
    assert read(message, TODAY, state=PLAN).understanding.intent != "memory_delete"


@pytest.mark.parametrize(
    "message",
    [
        "nothing where I have to kneel please, my knees can't take it",
        "can you leave out anything where I lie on my back? it feels wrong lately",
        "no jumping stuff please, thin walls and a sleeping baby",
        "I'd rather not do floor exercises at all, keep everything standing",
    ],
)
def test_refusing_a_kind_of_exercise_is_a_standing_preference(message: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert refuses_kind(fold(message))
    assert reading.understanding.intent == "preference"
    assert not reading.read_only


@pytest.mark.parametrize(
    "message",
    [
        "is it ok to do jumping jacks as a warm up?",
        "how do I get up off the floor after a hip thrust without hurting?",
        "I jumped rope for 10 min yesterday",
    ],
)
def test_talk_of_jumping_or_the_floor_refuses_nothing(message: str) -> None:
    assert not refuses_kind(fold(message))


@pytest.mark.parametrize(
    ("message", "voice"),
    [
        ("quit being so gentle with me, I want it harsh", "tough_love"),
        ("don't be so harsh, be kind to me this week", "gentle"),
        ("less of the science please, be tough on me", "tough_love"),
    ],
)
def test_a_style_turned_away_from_is_not_the_one_asked(message: str, voice: str) -> None:
    assert voice_asked_for(message) == voice
    reading = read(message, TODAY, state=PLAN)
    assert reading.understanding.intent == "preference" or reading.action == "style"
    assert reading.understanding.voice == voice
    assert not reading.read_only


def test_a_style_only_turned_away_from_is_not_asked_for() -> None:
    # Turned away from, not asked for: the style names no new preference.
    assert voice_asked_for("stop being so gentle") is None
    assert turns_from_a_style("stop being so gentle")
    assert extract_voice("stop being so gentle") is None


@pytest.mark.parametrize(
    ("message", "days"),
    [
        ("can you wipe out monday and thursday? moving house", ("monday", "thursday")),
        ("need tuesday and friday off this week, family stuff", ("tuesday", "friday")),
        ("no gym monday or tuesday, I'll be back wednesday", ("monday", "tuesday")),
        ("make thursday and friday rest days please. saturday should work", ("thursday", "friday")),
        ("w czwartek i piątek wolne proszę, mam egzaminy", ("thursday", "friday")),
    ],
)
def test_several_days_made_rest_days_at_once(message: str, days: tuple[str, ...]) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.action == "rest_days"
    assert reading.understanding.weekdays == days
    assert not reading.read_only


@pytest.mark.parametrize(
    "message",
    [
        "I'm off work tuesday and thursday, can we train those days instead?",
        "move my rest day from wednesday to thursday",
        "are monday and thursday rest days good for recovery?",
    ],
)
def test_free_days_or_a_move_are_no_rest_days(message: str) -> None:
    assert read(message, TODAY, state=PLAN).action != "rest_days"


@pytest.mark.parametrize(
    "message", ["水曜を木曜にずらせる？", "金曜は休みにできる？", "月曜のメニュー変えられる？"]
)
def test_the_japanese_potential_asks_for_a_change(message: str) -> None:
    assert dialogue_act(message) == "request"


def test_a_japanese_question_about_the_gym_stays_a_question() -> None:
    assert dialogue_act("日曜ってジム開いてる？") == "question"


def test_a_move_asked_with_an_event_is_a_request_in_japanese() -> None:
    reading = read("日曜は親戚の集まりがあるから土曜にずらせる？", TODAY, state=PLAN)
    assert reading.act == "request"
    assert not reading.read_only
    assert reading.understanding.day_move == ("sunday", "saturday")


@pytest.mark.parametrize(
    "message",
    [
        "slept like 5 hours, can tuesday be lighter",
        "only got 4 hrs of sleep so go easy on thursday",
        "เมื่อคืนนอนแค่ 5 ชม. วันพฤหัสขอเบาๆ",
        "昨日3時間しか寝てないので木曜は軽めで",
    ],
)
def test_hours_of_sleep_are_no_session_length(message: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.understanding.minutes is None
    assert reading.understanding.intent == "day_edit"
    assert reading.action != "restore_day"


def test_an_hour_long_session_is_still_a_length() -> None:
    assert read("can thursday be 1 hour instead", TODAY, state=PLAN).understanding.minutes == 60


@pytest.mark.parametrize(
    "message",
    [
        "is a 15 min session even worth doing, or am I better off resting?",
        "realistically is a short workout worth it when I'm wrecked from work",
        "czy w ogóle warto robić 20 minut?",
    ],
)
def test_weighing_whether_a_short_session_is_worth_it_is_a_question(message: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.read_only
    assert reading.understanding.intent not in ("day_edit", "week_overhaul")


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("could friday be something really gentle? long shift before it", "friday"),
        ("make tuesday gentle please, I'm helping my brother move", "tuesday"),
    ],
)
def test_a_gentle_day_is_a_lighter_day_not_a_coaching_style(message: str, day: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.understanding.intent == "day_edit"
    assert reading.understanding.target_day == day
    assert reading.understanding.voice is None


def test_gentle_with_me_is_still_the_coaching_style() -> None:
    reading = read("please be gentle with me from now on", TODAY, state=PLAN)
    assert reading.understanding.voice == "gentle"


@pytest.mark.parametrize(
    ("message", "gone"),
    [
        ("報告です、ダンベルが古くて錆びたので捨てました", "dumbbells"),
        ("ม้านั่งพังไปแล้วค่ะ ทิ้งไปแล้ว", "flat bench"),
        ("wyrzuciłem drążek, ściana nie wytrzymała", "pull-up bar"),
    ],
)
def test_gear_thrown_away_or_broken_is_gone(message: str, gone: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert gone in reading.understanding.gear_removed
    assert reading.understanding.intent == "memory_update"


@pytest.mark.parametrize(
    ("previous", "message", "day"),
    [
        ("make thursday a bit lighter please, long week", "saturday too", "saturday"),
        ("วันอังคารขอเบาลงหน่อยค่ะ", "พฤหัสด้วยค่ะ", "thursday"),
        ("czwartek lżej proszę", "piątek też", "friday"),
    ],
)
def test_a_lighter_day_once_more_on_another_day(previous: str, message: str, day: str) -> None:
    state = DialogueState(
        previous=previous, pending_type="UPDATE_DAY", pending_day="tuesday", has_plan=True
    )
    reading = read(message, TODAY, state=state)
    assert reading.understanding.intent == "day_edit"
    assert reading.understanding.target_day == day
    assert not reading.read_only


def test_asking_whether_another_day_too_is_still_a_question() -> None:
    state = DialogueState(
        previous="make thursday lighter", pending_type="UPDATE_DAY", pending_day="thursday"
    )
    assert read("do I train saturday too?", TODAY, state=state).read_only


@pytest.mark.parametrize("message", ["co z czwartkiem?", "a co z sobotą? plecy bolą"])
def test_polish_what_about_a_day_asks_the_coach_to_sort_it(message: str) -> None:
    assert dialogue_act(message) == "request"


def test_the_polish_two_head_is_the_hamstring() -> None:
    reading = read("naciągnąłem chyba dwójkę w prawej nodze, boli", TODAY, state=PLAN)
    assert reading.understanding.intent == "pain"
    assert "Hamstrings" in reading.understanding.body_parts


def test_a_standing_condition_told_with_a_refusal_keeps_the_condition() -> None:
    message = "forgot to say, I tore a meniscus in my left knee years ago, so no jumping please"
    reading = read(message, TODAY, state=PLAN)
    assert reading.understanding.intent != "preference"
    assert "knee" in (reading.understanding.chronic_body_parts or reading.understanding.body_parts)


@pytest.mark.parametrize(
    "message",
    ["coś mi strzeliło w łydce na rowerze, boli przy chodzeniu", "strzeliło mi w plecach"],
)
def test_polish_something_popped_is_a_tweak(message: str) -> None:
    assert read(message, TODAY, state=PLAN).understanding.intent == "pain"


def test_polish_a_record_shot_is_no_tweak() -> None:
    reading = read("strzeliłem nowy rekord w przysiadzie!", TODAY, state=PLAN)
    assert reading.understanding.intent != "pain"
