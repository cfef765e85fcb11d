"""Onboarding messages that carry a life beside the profile: travel, another sport's days,
a league, a body weight, an old injury. The week is still staged from the gear, days,
minutes and goal they state, and the details are kept right (v13/v16 onboarding class)."""

from __future__ import annotations

import pytest
from brain_support import FixedTools, make_context

from fitcoach.brains.local import LocalBrain
from fitcoach.contracts.decision import Decision
from fitcoach.programming.ops import BuildWeek

brain = LocalBrain()


def _onboard(message: str, units: str = "lb") -> Decision:
    return brain.decide(make_context(message, units=units), FixedTools())


def _build(decision: Decision) -> BuildWeek:
    assert decision.route == "UPDATE_WEEK", decision.message
    (op,) = [op for op in decision.plan_ops if isinstance(op, BuildWeek)]
    return op


def _facts(decision: Decision, category: str) -> list[str]:
    return [
        m.entry["fact"]
        for m in decision.memory_mutations
        if m.entry is not None and m.entry.get("category") == category
    ]


@pytest.mark.parametrize(
    ("message", "units", "gear_word"),
    [
        (
            "frequent flyer here, I travel for work most weeks. at home I have a barbell, rack, "
            "bench and dumbbells to 70 lb. I train tue wed fri sat, 55 min. want to lean out",
            "lb",
            "barbell",
        ),
        (
            "sales rep, 45, I travel constantly. back home I've got a trap bar, a bench and "
            "dumbbells up to 40 lb. mon wed fri, 40 min each. goal: stay strong",
            "lb",
            "bench",
        ),
        (
            "Dużo podróżuję służbowo. W domu mam sztangę, stojaki i hantle do 20 kg. Trenuję wt "
            "czw sob po 50 min, cel: siła",
            "kg",
            "barbell",
        ),
    ],
)
def test_a_traveller_onboarding_keeps_the_home_gear(
    message: str, units: str, gear_word: str
) -> None:
    decision = _onboard(message, units)
    _build(decision)
    (gear,) = _facts(decision, "equipment")
    assert gear_word in gear.lower()


@pytest.mark.parametrize(
    ("message", "days", "minutes"),
    [
        (
            "I swim on monday and thursday mornings, lift tue, fri and sat for 50 min at the gym: "
            "barbell, rack, dumbbells to 30 kg. goal strength",
            ["tuesday", "friday", "saturday"],
            50,
        ),
        (
            "I play saturday league hockey. my gym has everything. mon wed thu, an hour each. want "
            "to get stronger",
            ["monday", "wednesday", "thursday"],
            60,
        ),
        (
            "commercial gym with racks and dumbbells. tuesday thursday saturday, hr each. "
            "wednesdays are matches. goal: muscle",
            ["tuesday", "thursday", "saturday"],
            60,
        ),
        (
            "Siłownia osiedlowa: sztanga, ławka, hantle do 26 kg. Mogę pon śr pt, około godziny. "
            "Cel: masa",
            ["monday", "wednesday", "friday"],
            60,
        ),
    ],
)
def test_the_lifting_days_and_minutes_are_the_ones_said(
    message: str, days: list[str], minutes: int
) -> None:
    op = _build(_onboard(message, "kg"))
    assert op.training_days == days
    assert op.session_minutes == minutes


@pytest.mark.parametrize(
    ("message", "units", "cap"),
    [
        (
            "im 22, 70 kg and skinny. want to bulk. home: dumbbells up to 30 kg and a bench. "
            "mon wed fri 45 min",
            "kg",
            "30 kg",
        ),
        (
            "27f, 60kg, home gym with dumbbells to 12 kg and bands. tue thu sat, 40 min. "
            "goal: tone",
            "kg",
            "12 kg",
        ),
        (
            "Cześć, 28 lat, kobieta, 62 kg. W domu hantle do 14 kg i mata. "
            "Pon śr pt po 40 min, cel: siła",
            "kg",
            "14 kg",
        ),
        (
            "สวัสดีค่ะ มีดัมเบลถึง 15 โล กับยางยืด เล่นได้ จันทร์ พุธ ศุกร์ ครั้งละ 40 นาที อยากแข็งแรงขึ้น",
            "kg",
            "15 kg",
        ),
    ],
)
def test_a_body_weight_is_never_the_dumbbell_cap(message: str, units: str, cap: str) -> None:
    decision = _onboard(message, units)
    _build(decision)
    (gear,) = _facts(decision, "equipment")
    assert f"up to {cap}" in gear


@pytest.mark.parametrize(
    ("message", "part"),
    [
        (
            "gym with barbells and dumbbells, mon wed fri 60 min, want strength. old right ankle "
            "sprain from basketball, jumping still feels iffy",
            "ankle",
        ),
        (
            "home: dumbbells to 20 kg, bench. tue thu sat 45 min, goal muscle. "
            "I broke my left wrist a few years back and pushups still bug it",
            "wrist",
        ),
        (
            "Siłownia: sztanga, stojak, hantle do 30 kg. Pon śr pt po 50 min, cel siła. "
            "Mam stary uraz prawego kolana z nart.",
            "knee",
        ),
        (
            "ฟิตเนสมีบาร์เบล ดัมเบลถึง 20 โล "
            "เล่นได้ อังคาร พฤหัส เสาร์ ครั้งละ 45 นาที "
            "อยากมีกล้าม เคยข้อเท้าขวาพลิก หายแล้วแต่ยังไม่ค่อยมั่นใจ",
            "ankle",
        ),
        (
            "自宅にダンベル（最大16kg）とベンチがあります。"
            "月・水・金に40分ずつ。目標は筋力アップ。昔、左手首を骨折しました。",
            "wrist",
        ),
    ],
)
def test_an_old_injury_in_onboarding_is_a_standing_condition(message: str, part: str) -> None:
    decision = _onboard(message, "kg")
    _build(decision)
    conditions = _facts(decision, "chronic_condition")
    assert any(part in fact.lower() for fact in conditions), conditions
