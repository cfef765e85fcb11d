"""Lexicon patterns match whole words only, except where a pattern opens on punctuation:
"back's 100% now" is the back said to be fine, though "'s" follows a letter."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu.router import read
from fitcoach.nlu.text import Patterns, fold

TODAY = date(2026, 9, 14)


def test_a_word_never_matches_inside_another_word() -> None:
    squat = Patterns(["squat"])
    assert squat.search(fold("heavy squat day"))
    assert not squat.search(fold("a squatter moved in"))
    assert not squat.search(fold("backsquat"))


def test_a_pattern_opening_on_punctuation_matches_right_after_a_word() -> None:
    fine = Patterns(["'s fine now"])
    assert fine.search(fold("knee's fine now"))


@pytest.mark.parametrize(
    "message",
    [
        "knee's 100% now, squatted to depth no bother. you can forget about it",
        "shoulder's fine now, you can delete that",
        "elbow's all good now, drop the restriction",
    ],
)
def test_a_body_part_said_fine_with_an_apostrophe_is_resolved(message: str) -> None:
    reading = read(message, TODAY)
    assert reading.intent == "memory_delete", message
    assert reading.understanding.resolved
