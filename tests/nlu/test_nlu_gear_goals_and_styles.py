"""Facts about the user: the gear they name (and only that; "bench" the lift is not a
bench), their goals, coaching styles stated or revoked, and conditions that are resolved."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu import extract_gear, understand

TODAY = date(2026, 9, 14)  # a Monday


def test_heavier_dumbbells_are_a_gear_update() -> None:
    u = understand("picked up some heavier dumbbells, they now go up to 24 kg", TODAY)
    assert u.intent == "memory_update"
    assert "dumbbells" in u.gear


def test_a_gym_that_has_everything_is_full_gear() -> None:
    u = understand("my gym has everything. goal: build muscle. tue thu sat, 60 minutes", TODAY)
    assert u.intent == "onboarding"
    assert {"barbell", "squat rack", "dumbbells", "cable machine"} <= u.gear


@pytest.mark.parametrize(
    ("message", "goal"),
    [
        ("competitive powerlifter, 29, training 4 days a week", "strength"),
        ("I want to raise my total in squat, bench and deadlift", "strength"),
        ("after the baby I want to lose the baby weight, 3 days a week", "general_fitness"),
        ("just want to tone up a bit, 45 minutes, twice a week", "general_fitness"),
    ],
)
def test_onboarding_goals(message: str, goal: str) -> None:
    assert understand(message, TODAY).goal == goal


@pytest.mark.parametrize(
    ("message", "voice"),
    [
        ("Potrzebuję kopa w tyłek, nie owijaj w bawełnę.", "tough_love"),
        ("อยากให้อธิบายละเอียดพร้อมเหตุผลค่ะ", "scientific"),
    ],
)
def test_coaching_style_in_other_languages(message: str, voice: str) -> None:
    u = understand(message, TODAY)
    assert u.intent == "preference"
    assert u.voice == voice


@pytest.mark.parametrize(
    "message",
    [
        "my goal is a bigger squat, bench and deadlift total",
        "my bench has stalled for a month",
        "I want to bench 120 by next summer",
        "help me improve my bench please",
        "deadlift/bench/ohp three times a week",
    ],
)
def test_bench_named_as_a_lift_is_not_gear(message: str) -> None:
    assert extract_gear(message) == frozenset()
    assert understand(message, TODAY).gear == frozenset()


def test_a_powerlifting_goal_is_not_an_equipment_update() -> None:
    u = understand("I'd like to compete in powerlifting, squat bench and deadlift", TODAY)
    assert u.gear == frozenset()
    assert u.intent != "memory_update"


@pytest.mark.parametrize(
    ("message", "gear"),
    [
        ("got a squat rack, a bench and a barbell", {"squat rack", "flat bench", "barbell"}),
        (
            "bench, squat rack and dumbbells in the garage",
            {"flat bench", "squat rack", "dumbbells"},
        ),
    ],
)
def test_a_bench_listed_with_other_gear_is_still_gear(message: str, gear: set[str]) -> None:
    assert extract_gear(message) >= gear


@pytest.mark.parametrize(
    "message",
    [
        "My knee isn't bothering me anymore.",
        "Great news, my doctor cleared me to squat again.",
        "Drop the gentle stuff and coach me normally.",
    ],
)
def test_resolved_conditions_and_revoked_styles_are_deletes(message: str) -> None:
    assert understand(message, TODAY).intent == "memory_delete"


@pytest.mark.parametrize(
    ("message", "have", "lacks"),
    [
        ("I've got dumbbells up to 40 lb but no bench.", {"dumbbells"}, {"flat bench"}),
        (
            "I go to a gym with machines and cables.",
            {"cable machine", "leg press machine"},
            {"barbell", "squat rack"},
        ),
        ("I have a gym membership.", {"barbell", "squat rack"}, set()),
        ("No equipment, only a pull-up bar.", {"bodyweight", "pull-up bar"}, set()),
    ],
)
def test_gear_is_only_what_is_named(message: str, have: set[str], lacks: set[str]) -> None:
    gear = extract_gear(message)
    assert have <= gear
    assert not (lacks & gear)
