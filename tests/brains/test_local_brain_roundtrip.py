"""What the brain writes to memory, the extractors read back (the profile is built from it)."""

from __future__ import annotations

import pytest
from brain_support import FixedTools, make_context

from fitcoach.brains.local import LocalBrain
from fitcoach.brains.local.facts import chronic_fact
from fitcoach.nlu import body as body_mod
from fitcoach.nlu import calendar, quantities
from fitcoach.nlu import gear as gear_mod
from fitcoach.nlu.understanding import Load, Understanding

brain = LocalBrain()


@pytest.mark.parametrize("load", [Load(50, "lb"), Load(22, "kg")])
def test_onboarding_facts_read_back_as_the_same_profile(load: Load) -> None:
    u = Understanding(
        intent="onboarding",
        weekdays=("monday", "tuesday", "thursday", "friday"),
        minutes=45,
        loads=(load,),
        gear=frozenset({"dumbbells", "flat bench", "incline bench"}),
        chronic_body_parts=("lower_back",),
        muscles=("Chest", "Shoulders"),
        goal="hypertrophy",
    )
    msg = "I train at home with adjustable dumbbells and an adjustable bench"
    decision = brain.respond(make_context(msg), u, FixedTools())
    facts = {m.entry["category"]: m.entry["fact"] for m in decision.memory_mutations}

    assert gear_mod.extract_gear(facts["equipment"]) >= u.gear
    assert quantities.extract_max_dumbbell(facts["equipment"]) == load
    goal = facts["goal"]
    assert calendar.extract_weekdays(goal) == u.weekdays
    assert quantities.extract_minutes(goal) == 45
    assert body_mod.extract_muscles(goal) == ("Chest", "Shoulders")
    assert body_mod.extract_body_parts(facts["chronic_condition"]) == ("lower_back",)


@pytest.mark.parametrize("part", ["shoulder", "lower_back", "knee", "elbow", "wrist", "hip"])
def test_chronic_facts_name_the_joint(part: str) -> None:
    assert part in body_mod.extract_body_parts(chronic_fact(part))
