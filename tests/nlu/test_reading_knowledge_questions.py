"""Questions about what something does, or whether an idea is sound, are questions: they
change nothing, whatever verb they open with ("do", "cut")."""

from __future__ import annotations

import pytest

from fitcoach.nlu.acts import dialogue_act


@pytest.mark.parametrize(
    "message",
    [
        "do cold plunges after a long run kill muscle gains?",
        "does walking count as exercise for my bones?",
        "does creatine cause hair loss?",
        "i'm 2 kg over, should i cut to make the 83s or is that dumb 3 weeks out",
        "thinking of doing a water cut for the meet, or is that a bad idea?",
    ],
)
def test_a_knowledge_question_is_a_question(message: str) -> None:
    assert dialogue_act(message) == "question"


@pytest.mark.parametrize("message", ["do legs on friday", "do squats on friday instead?"])
def test_do_as_an_imperative_stays_a_request(message: str) -> None:
    assert dialogue_act(message) == "request"


@pytest.mark.parametrize(
    "message",
    [
        "real talk, can you make progress on 5 hours of sleep or is that hopeless",
        "can you get stronger training twice a week?",
        "can you make gains on a cut?",
    ],
)
def test_can_you_make_progress_is_a_general_question(message: str) -> None:
    assert dialogue_act(message) == "question"


def test_can_you_make_friday_shorter_stays_a_request() -> None:
    assert dialogue_act("can you make friday shorter?") == "request"
