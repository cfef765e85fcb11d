"""The programming review suite: it passes its gate, and its checks catch what they claim."""

from __future__ import annotations

from fitcoach.catalog import CATALOG
from fitcoach.evals.programming.checks import Context, is_hold, run_checks
from fitcoach.evals.programming.personas import load_personas, to_profile
from fitcoach.evals.programming.suite import NOW, WEEK_START, gate, known_failures, run_review
from fitcoach.programming import generate_week

PERSONAS = {p.id: p for p in load_personas()}


def test_every_persona_passes_but_the_reasoned_known_failures() -> None:
    results = run_review()
    assert len(results) == 48 and sum(r.persona.split == "heldout" for r in results) == 10
    new, fixed = gate(results, known_failures())
    assert new == [] and fixed == []


def _context(persona_id: str) -> Context:
    persona = PERSONAS[persona_id]
    profile = to_profile(persona)
    return Context(persona, profile, generate_week(profile, WEEK_START, NOW), NOW)


def test_the_strength_check_catches_a_week_without_squats() -> None:
    ctx = _context("p01-big3-full-gym-4x75")
    assert run_checks(ctx)["strength_template"] == []
    for day in ctx.week.days.values():
        for block in day.blocks:
            block.exercises = [i for i in block.exercises if "squat" not in i.exercise_id]
    assert any("squat" in f for f in run_checks(ctx)["strength_template"])


def test_the_hold_and_load_checks_catch_a_plank_in_reps_and_a_missing_load() -> None:
    # the first bodyweight persona whose week holds a hold (plank, wall sit)
    for persona_id in ("p21-bodyweight-only-4-days", "p22-bodyweight-only-6-days"):
        ctx = _context(persona_id)
        holds = [
            i for d in ctx.week.days.values() for b in d.blocks for i in b.exercises if is_hold(i)
        ]
        if holds:
            break
    assert holds
    holds[0].target_reps, holds[0].target_rir, holds[0].load_note = "10-12", 2, None
    found = run_checks(ctx)
    assert found["holds_in_seconds"] and found["loads_everywhere"]


def test_the_adapt_check_catches_deleted_quads_for_a_painful_knee() -> None:
    ctx = _context("p18-knee-pain-deep-squat")
    assert run_checks(ctx)["adapt_dont_delete"] == []
    for day in ctx.week.days.values():
        day.blocks = [
            b
            for b in day.blocks
            if not any("Quads" in CATALOG[i.exercise_id].primary for i in b.exercises)
        ]
    assert any("Quads" in f for f in run_checks(ctx)["adapt_dont_delete"])
