"""While a red flag holds, any effort asked about ("something really light, like walking",
"tylko spacer", "เดินเบาๆ", "ウォーキングだけ") gets the hold's answer (see a doctor first), not a
general answer about light activity."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu.router import DialogueState, read

TODAY = date(2026, 9, 14)


@pytest.mark.parametrize(
    "message",
    [
        "could I at least go for an easy walk tomorrow?",
        "what about just some gentle cycling on the bike?",
        "a może chociaż spacer albo rowerek?",
        "เดินเบาๆบนลู่วิ่งได้ไหมคะ",
        "ウォーキングだけならいいですか？",
    ],
)
def test_any_effort_asked_while_a_red_flag_holds_is_held(message: str) -> None:
    reading = read(message, TODAY, None, DialogueState(has_plan=True, latched=True))
    assert reading.action == "latched"
    assert reading.read_only


def test_an_unrelated_question_while_held_is_not_the_hold() -> None:
    reading = read("what's a good book on nutrition?", TODAY, None, DialogueState(latched=True))
    assert reading.action != "latched"
