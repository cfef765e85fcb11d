"""The one router, pure: acts, the safety latch, entities in context, follow-ups."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu import extract_loads, understand
from fitcoach.nlu.acts import dialogue_act
from fitcoach.nlu.classifier import is_held_out, load_examples, split
from fitcoach.nlu.latch import professional_cleared, unsupported_language
from fitcoach.nlu.router import DialogueState, read

MONDAY = date(2026, 9, 14)
PLANNED = DialogueState(has_plan=True)


@pytest.mark.parametrize(
    ("message", "act"),
    [
        ("is it bad to train 7 days a week?", "question"),
        ("whats RIR? i keep seeing it everywhere", "question"),
        ("ile białka dziennie powinnam jeść na redukcji?", "question"),
        ("ケトルベルだけで脚ってちゃんと鍛えられますか？", "question"),
        ("can you make wednesday a pull day instead", "request"),
        ("w piątek mam tylko 25 minut, skrócisz?", "request"),
        ("金曜は20分しかないので短くしてください", "request"),
        ("skull crushers are killing my elbows, something else for triceps?", "request"),
        ("got a pair of 12kg dumbbells for my birthday", "statement"),
    ],
)
def test_dialogue_acts(message, act):
    assert dialogue_act(message) == act


@pytest.mark.parametrize(
    "message",
    [
        "is it bad to train 7 days a week? feel like 3 isnt enough",
        "am i actually getting stronger on bench or am i kidding myself",
        "will heavy legs wednesday hurt my saturday long run?",
    ],
)
def test_questions_are_read_only(message):
    reading = read(message, MONDAY, state=PLANNED)
    assert reading.read_only
    assert reading.intent not in ("onboarding", "week_overhaul", "pain", "memory_update")


def test_a_brushed_off_red_flag_stays_latched_until_a_professional_clears_it():
    latched = DialogueState(has_plan=True, latched=True)
    brushed = read("its fine now, probably nothing. can i train today?", MONDAY, state=latched)
    assert (brushed.action, brushed.read_only) == ("latched", True)
    cleared = read(
        "saw a cardiologist, ecg all clear, she said im good to train", MONDAY, state=latched
    )
    assert cleared.action == "cleared"
    assert not professional_cleared("it's fine now, probably nothing")


def test_polish_chest_pain_with_a_numb_arm_is_a_red_flag():
    reading = read("wczoraj na treningu zakłuło mnie w klatce i zdrętwiała mi lewa ręka", MONDAY)
    assert reading.action == "red_flag"


def test_fever_is_illness_and_a_passed_fever_is_not():
    assert read("got a cold and a bit of fever, should i train?", MONDAY).action == "illness"
    after = read("fever's been gone since yesterday, can i do 30 min today", MONDAY, state=PLANNED)
    assert after.action != "illness"
    assert read("hmm no, friday instead. tuesday ill have the hour", MONDAY).action != "illness"


def test_a_fried_back_is_a_lower_back_strain():
    u = read(
        "swap the deadlifts this week, my back is fried from moving house", MONDAY
    ).understanding
    assert (u.intent, u.body_parts, u.condition) == ("pain", ("lower_back",), "minor_strain")


def test_unsupported_languages_are_named_and_supported_ones_are_not():
    assert unsupported_language("hola! puedes cambiar mi entrenamiento del jueves?") == "Spanish"
    assert unsupported_language("can you make my thursday session 30 minutes?") is None
    reading = read("me duele la rodilla cuando hago sentadillas profundas", MONDAY)
    assert (reading.action, reading.read_only) == ("unsupported_language", True)


def test_numbers_bind_to_their_noun():
    assert extract_loads("fyi i compete in the 93kg class, currently sitting at 95") == ()
    assert extract_loads("im 1.8m and 82kg if that matters") == ()
    assert extract_loads("1e308 lb dumbbells") == ()
    assert [load.value for load in extract_loads("dumbbells up to 50 lb")] == [50.0]


def test_forgetting_gear_removes_it():
    u = understand("forget that i have dumbbells, theyre my roommates", MONDAY)
    assert "dumbbells" in u.gear_removed and "dumbbells" not in u.gear


def test_follow_ups_edit_the_staged_day():
    staged = DialogueState(
        has_plan=True,
        pending_type="UPDATE_DAY",
        pending_day="tuesday",
        previous="actually make that 25 minutes",
    )
    moved = read("hmm no, friday instead. tuesday ill have the full hour", MONDAY, state=staged)
    assert (moved.intent, moved.understanding.target_day) == ("day_edit", "friday")
    assert moved.understanding.minutes == 25
    shorter = read("actually make that 20", MONDAY, state=staged)
    assert shorter.understanding.target_day == "tuesday"


def test_an_unplaced_request_asks_with_options_and_a_tap_replays_it():
    unclear = read("change things up a bit", MONDAY, state=PLANNED)
    assert unclear.action == "clarify" and unclear.read_only
    assert 2 <= len(unclear.suggestions) <= 3
    tapped = DialogueState(
        has_plan=True,
        previous="change things up a bit",
        last_reply="I want to get this right: do you want to ...?",
    )
    replayed = read(unclear.suggestions[0], MONDAY, state=tapped)
    assert replayed.action != "clarify"


def test_the_held_out_split_is_fixed_and_disjoint():
    examples = load_examples()
    train, held = split(examples)
    assert len(examples) >= 3000
    assert {e.text for e in train}.isdisjoint({e.text for e in held})
    assert 0.1 < len(held) / len(examples) < 0.3
    assert all(is_held_out(e.text) for e in held)
