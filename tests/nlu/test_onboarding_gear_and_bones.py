"""Onboarding read by content: a muscle inside a machine's name is gear, not a priority,
and bones kept strong is a health goal, not a strength block."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu import extract_goal
from fitcoach.nlu.understand import understand

TODAY = date(2026, 9, 14)


@pytest.mark.parametrize(
    "message",
    [
        "osiedlowa siłownia: maszyny (prasa do nóg, wyciskanie na klatkę) i hantle do 12 kg, "
        "wtorki i piątki po 40 minut, chcę poprawić kondycję",
        "the gym has a leg press and a chest press machine plus dumbbells to 20 kg, "
        "tue and fri 40 min, general fitness",
    ],
)
def test_a_muscle_inside_a_machine_name_is_no_priority(message: str) -> None:
    u = understand(message, TODAY)
    assert u.intent == "onboarding"
    assert "leg press machine" in u.gear
    assert u.muscles == ()


def test_a_muscle_said_as_a_wish_is_still_a_priority() -> None:
    u = understand("full gym, I want a bigger chest, mon wed fri 60 min", TODAY)
    assert "Chest" in u.muscles


@pytest.mark.parametrize(
    "message",
    [
        "my doctor wants me lifting for stronger bones",
        "bone density is the reason I'm here",
        "lekarz kazał mi wzmocnić kości",
        "อยากให้กระดูกแข็งแรงค่ะ",
        "骨密度を上げたいです",
    ],
)
def test_bones_kept_strong_is_a_health_goal(message: str) -> None:
    assert extract_goal(message) == "general_fitness"


def test_strength_on_its_own_is_still_strength() -> None:
    assert extract_goal("I want to get stronger") == "strength"
