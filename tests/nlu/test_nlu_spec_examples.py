"""The spec's own example inputs, in all four languages, route and extract as the spec says."""

from __future__ import annotations

from datetime import date

import nlu_spec_examples as spec
import pytest

from fitcoach.nlu import Load, understand

TODAY = date(2026, 9, 14)  # the spec's example clock: a Monday
LANGS = ("en", "pl", "th", "ja")


@pytest.mark.parametrize("lang", LANGS)
def test_onboarding(lang: str) -> None:
    u = understand(spec.ONBOARDING[lang], TODAY)
    assert u.intent == "onboarding"
    assert u.language == lang
    assert {"dumbbells", "flat bench", "incline bench"} <= u.gear
    assert u.goal == "hypertrophy"
    assert u.days_per_week == 4
    assert u.minutes == 45
    assert u.age == 32
    assert u.muscles[:2] == ("Chest", "Shoulders")
    assert u.chronic_body_parts == ("lower_back",)
    assert "conventional-deadlift" in u.exercises
    assert u.target_day is None


@pytest.mark.parametrize("lang", ("en", "th", "ja"))
def test_onboarding_load_is_50_lb(lang: str) -> None:
    assert understand(spec.ONBOARDING[lang], TODAY).loads == (Load(50, "lb"),)


def test_polish_onboarding_keeps_22_kg() -> None:
    assert understand(spec.ONBOARDING["pl"], TODAY).loads == (Load(22, "kg"),)


@pytest.mark.parametrize("lang", LANGS)
def test_day_edit(lang: str) -> None:
    u = understand(spec.DAY_EDIT[lang], TODAY)
    assert u.intent == "day_edit"
    assert u.target_day == "monday"
    assert u.minutes == 30
    assert u.keep_focus == ("Chest",)
    assert u.day_focus == ()


@pytest.mark.parametrize("lang", LANGS)
def test_week_overhaul(lang: str) -> None:
    u = understand(spec.WEEK_OVERHAUL[lang], TODAY)
    assert u.intent == "week_overhaul"
    assert u.weekdays == ("monday", "wednesday", "friday", "saturday")
    assert u.day_focus == (("saturday", ("Biceps", "Triceps", "Shoulders")),)


@pytest.mark.parametrize("lang", LANGS)
def test_swap(lang: str) -> None:
    u = understand(spec.SWAP[lang], TODAY)
    assert u.intent == "swap"
    assert u.target_day == "monday"
    assert u.exercises == ("incline-db-bench-press",)
    assert u.gear_unavailable == {"flat bench", "incline bench"}
    assert u.gear == frozenset()


@pytest.mark.parametrize("lang", LANGS)
def test_pain(lang: str) -> None:
    u = understand(spec.PAIN[lang], TODAY)
    assert u.intent == "pain"
    assert u.body_parts == ("shoulder",)
    assert u.side == "right"
    assert u.condition == "minor_strain"
    assert u.target_day == "monday"
    assert "incline-db-bench-press" in u.exercises


@pytest.mark.parametrize("lang", LANGS)
def test_event(lang: str) -> None:
    u = understand(spec.EVENT[lang], TODAY)
    assert u.intent == "event"
    assert u.body_parts == ("Back", "Forearms", "Shoulders")
    assert u.dates == (date(2026, 9, 19),)
    assert u.event


def test_event_name_keeps_its_description() -> None:
    assert understand(spec.EVENT["en"], TODAY).event == "36-hole golf tournament"


@pytest.mark.parametrize("lang", LANGS)
def test_progress(lang: str) -> None:
    u = understand(spec.PROGRESS[lang], TODAY)
    assert u.intent == "progress"
    assert u.exercises == ("incline-db-bench-press",)


@pytest.mark.parametrize("lang", LANGS)
def test_technique(lang: str) -> None:
    u = understand(spec.TECHNIQUE[lang], TODAY)
    assert u.intent == "technique"
    assert u.exercises == ("single-arm-db-row",)
    assert u.muscles == ("Back", "Biceps", "Forearms")
    assert u.wants_explanation


def test_route_day_fills_in_when_the_message_names_none() -> None:
    u = understand("Can you cut this to 30 minutes?", TODAY, selected_day="thursday")
    assert u.intent == "day_edit"
    assert u.target_day == "thursday"
