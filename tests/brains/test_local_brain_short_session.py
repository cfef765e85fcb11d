"""A short session asked for on a rest day ("could I squeeze in a quick 20 min on
Saturday", "do that for Sunday too") is staged as a short whole-body session held to the
minutes asked; "can Saturday be 20 min" about a rest day trims nothing and stages nothing.

The plan is the persona week of `brain_support` (Saturday and Sunday are rest days); the
clock is Monday 14 Sep 2026."""

from __future__ import annotations

import pytest
from brain_support import FixedTools, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.programming.models import Week
from fitcoach.programming.ops import AddWork, FitToTime

brain = LocalBrain()
MEMORY = [
    staple("m1", "equipment", "Home gym with dumbbells up to 50 lb and an adjustable bench."),
    staple("m2", "goal", "Hypertrophy focus; 4 days/week (Mon, Tue, Thu, Fri), 45 min."),
]


@pytest.mark.parametrize(
    "message",
    [
        "could I squeeze in a quick 20 min on saturday morning",
        "czy mogę w sobotę zrobić krótki trening 20 minut?",
        "土曜に軽く20分だけやりたいです",
    ],
)
def test_a_quick_session_on_a_rest_day_is_staged(
    plan: Week, tools: FixedTools, message: str
) -> None:
    assert plan.days["saturday"].is_rest_day
    decision = brain.decide(make_context(message, plan=plan, memory=MEMORY), tools)
    assert (decision.route, decision.target_day) == ("UPDATE_DAY", "saturday")
    assert any(isinstance(op, AddWork) for op in decision.plan_ops)
    fit = [op for op in decision.plan_ops if isinstance(op, FitToTime)]
    assert all(op.minutes == 20 for op in fit)
    assert not decision.memory_mutations


def test_a_length_for_a_rest_day_trims_nothing(plan: Week, tools: FixedTools) -> None:
    decision = brain.decide(make_context("can saturday be 20 min", plan=plan, memory=MEMORY), tools)
    assert decision.route == "NONE" and not decision.plan_ops
