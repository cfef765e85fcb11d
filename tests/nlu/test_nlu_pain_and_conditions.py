"""Pain, fatigue and standing conditions: what is new pain, what restates a known condition,
and what says a part has recovered."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu import understand

TODAY = date(2026, 9, 14)  # a Monday


def test_no_sleep_is_whole_body_fatigue_for_tomorrow() -> None:
    u = understand("toddler kept us up all night, barely slept. take it easy on me tomorrow", TODAY)
    assert u.intent == "pain"
    assert u.condition == "fatigue"
    assert u.body_parts == ()
    assert u.target_day == "tuesday"
    assert u.minutes is None


@pytest.mark.parametrize(
    "message",
    [
        "physio says no restrictions any more for my hip",
        "elbow feels totally fine today, all good",
        "knee's completely fine now!",
    ],
)
def test_a_recovered_part_is_a_memory_delete(message: str) -> None:
    assert understand(message, TODAY).intent == "memory_delete"


def test_a_restated_chronic_back_is_not_a_new_strain() -> None:
    u = understand("念のため、私は膝痛持ちです。", TODAY)
    assert u.intent == "memory_update"
    assert u.condition is None


def test_standing_conditions_are_named() -> None:
    u = understand("I'm 70, I have osteoporosis and arthritis, 2 days a week please", TODAY)
    assert u.chronic_conditions == ("osteoporosis", "arthritis")
    assert understand("Mam osteoporozę.", TODAY).chronic_conditions == ("osteoporosis",)


@pytest.mark.parametrize(
    "message",
    ["ขาหายปวดแล้วค่ะ", "หลังหายปวดแล้ว", "หัวเข่าไม่ปวดแล้วครับ", "ไหล่หายเจ็บแล้ว"],
)
def test_thai_pain_gone_is_a_resolution(message: str) -> None:
    u = understand(message, TODAY)
    assert u.intent == "memory_delete"
    assert u.resolved is True


def test_thai_pain_still_there_is_pain() -> None:
    assert understand("เข่าปวดมากหลังวิ่ง", TODAY).intent == "pain"


def test_soreness_after_a_past_event_is_pain_not_an_event() -> None:
    u = understand("Calves are sore after the race on Sunday, please adjust Thursday.", TODAY)
    assert u.intent == "pain"
    assert u.target_day == "thursday"
    assert "Calves" in u.body_parts


def test_a_restated_chronic_condition_is_a_memory_update() -> None:
    u = understand("As you know, my knee always hurts on deep squats.", TODAY)
    assert u.intent == "memory_update"
    assert u.chronic_body_parts == ("knee",)


def test_acute_pain_with_a_chronic_sounding_word_stays_pain() -> None:
    u = understand("My knee always feels fine but today it's sore after squats.", TODAY)
    assert u.intent == "pain"
