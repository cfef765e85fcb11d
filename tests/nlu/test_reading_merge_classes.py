"""Readings the night-round merge broke or left open, in our own wordings: a session length
said right after an ask that lifts a red-flag hold, a kind of exercise refused inside a
question, and Polish "maksymalnie" (at most) before a length."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu.quantities import extract_minutes
from fitcoach.nlu.router import DialogueState, read

TODAY = date(2026, 9, 16)  # a Wednesday


@pytest.mark.parametrize(
    ("message", "minutes"),
    [
        (
            "the cardiologist checked me over, all clear, I can train again. "
            "give me an easier one today, 35 minutes max",
            35,
        ),
        (
            "kardiolog mnie przebadał, wszystko w porządku. "
            "daj mi dziś coś lżejszego, maks 40 minut",
            40,
        ),
        ("doctor cleared me to exercise. make today easy please, 30 min tops", 30),
    ],
)
def test_a_length_after_the_ask_that_lifts_a_hold_is_kept(message: str, minutes: int) -> None:
    reading = read(message, TODAY, state=DialogueState(has_plan=True, latched=True))
    assert reading.lifts_latch
    assert reading.understanding.minutes == minutes


@pytest.mark.parametrize(
    "message",
    [
        "what's a good hotel workout if the gym is closed? no jumping, thin walls lol",
        "czy jest jakieś dobre cardio do mieszkania? bez skakania, sąsiedzi pod spodem",
        "any cardio I can do in a tiny flat? no jumping stuff, downstairs neighbours",
    ],
)
def test_a_kind_refused_inside_a_question_changes_nothing(message: str) -> None:
    reading = read(message, TODAY, state=DialogueState(has_plan=True))
    assert reading.act == "question"
    assert reading.read_only
    assert reading.action != "exclude_exercise"


@pytest.mark.parametrize(
    ("text", "minutes"),
    [("maksymalnie 35 minut", 35), ("maksymalnie 50 minut w piątek", 50), ("nie 45 minut", None)],
)
def test_at_most_in_polish_is_a_length(text: str, minutes: int | None) -> None:
    assert extract_minutes(text) == minutes
