"""The safety latch's classes: a squeezing chest said with words between the squeeze and
the chest, and a tingly arm, are red flags (a heavy bar on the chest is not); a clearance
is a professional's verdict said as a fact, never one asked about ("can we do Friday as
normal?") or still ahead ("haven't seen the doctor yet"); a stiff or locked back is the
lower back, an upper back or "came back stiff" is not."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu.latch import professional_cleared
from fitcoach.nlu.router import DialogueState, read
from fitcoach.nlu.text import fold

TODAY = date(2026, 9, 14)
PLAN = DialogueState(has_plan=True, training_days=("monday", "wednesday", "friday"))


@pytest.mark.parametrize(
    "message",
    [
        "got a crushing tightness across my chest on the hill and my left arm went tingly",
        "there was this tight, squeezing feeling in my chest during my last set",
        "heavy pressure over my chest when I climb stairs lately",
        "my fingers go tingly and my chest hurts when I run",
    ],
)
def test_a_squeezing_chest_or_a_tingly_arm_is_a_red_flag(message: str) -> None:
    assert read(message, TODAY, state=PLAN).intent == "medical_red_flag"


@pytest.mark.parametrize(
    "message",
    [
        "the bar felt heavy on my chest on the last rep of bench",
        "chest is sore from Monday's bench, can Wednesday skip pressing",
    ],
)
def test_a_heavy_bar_or_a_sore_chest_is_no_red_flag(message: str) -> None:
    assert read(message, TODAY, state=PLAN).intent != "medical_red_flag"


@pytest.mark.parametrize(
    "message",
    [
        "I haven't seen the doctor yet, can we do friday as normal?",
        "doctor appointment is next week, can I train normally till then?",
        "waiting on the cardiologist, is it ok to lift light?",
        "seeing my GP tomorrow but I feel totally normal",
        "jeszcze nie byłem u lekarza, czy mogę trenować normalnie?",
        "ยังไม่ได้ไปหาหมอ ออกกำลังกายได้ไหม",
        "まだ病院に行っていないけど、大丈夫ですか",
    ],
)
def test_a_clearance_asked_about_or_still_ahead_is_none(message: str) -> None:
    assert not professional_cleared(fold(message))


@pytest.mark.parametrize(
    "message",
    [
        "cardiologist cleared me, can I train friday?",
        "saw my GP and the ECG was all clear, she says I'm fine to train",
        "the cardiologist cleared me to start again tomorrow",
        "lekarz powiedział, że wszystko ok",
        "หมอบอกว่าปกติ ออกกำลังกายได้แล้ว",
        "医者に大丈夫と言われました",
    ],
)
def test_a_clearance_said_as_a_fact_is_one(message: str) -> None:
    assert professional_cleared(fold(message))


@pytest.mark.parametrize(
    "message",
    [
        "back is stiff as a board after the flight, easy friday please",
        "my back seized up on the drive home, go easy on wednesday",
        "threw my back out lifting the kids, sort friday",
        "plecy mam sztywne po locie, lżejszy piątek proszę",
    ],
)
def test_a_stiff_or_locked_back_is_a_lower_back_strain(message: str) -> None:
    u = read(message, TODAY, state=PLAN).understanding
    assert u.body_parts == ("lower_back",)


@pytest.mark.parametrize(
    "message",
    [
        "upper back is stiff from rows, easy friday please",
        "I'm back, hamstrings stiff from the run, go easy on wednesday",
    ],
)
def test_an_upper_back_or_a_return_is_no_lower_back(message: str) -> None:
    u = read(message, TODAY, state=PLAN).understanding
    assert "lower_back" not in u.body_parts
