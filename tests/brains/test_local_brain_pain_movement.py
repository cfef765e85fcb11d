"""Pain said with the movement that hurts ("when I pull or grip", "przy podciąganiu",
"引く動作で") protects the next session whose lifts of that movement load the joint, not an
earlier day that only loads it another way (issue 8, pain details).

The plan is the persona week of `brain_support` with Monday's rows taken out, so Monday
presses (the elbow extends) and Thursday pulls and curls (the elbow flexes and grips); the
clock is Monday 14 Sep 2026.
"""

from __future__ import annotations

import pytest
from brain_support import PLAN, FixedTools, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.catalog import CATALOG
from fitcoach.programming.models import TrainingProfile, Week
from fitcoach.programming.ops import Avoid
from fitcoach.programming.repair import blocks_of, with_blocks

brain = LocalBrain()
MEMORY = [staple("m1", "equipment", "Home gym with dumbbells up to 50 lb and an adjustable bench.")]
PULLS = {"horizontal_pull", "vertical_pull", "elbow_flexion"}


def _presses_monday() -> Week:
    monday = PLAN.days["monday"]
    blocks = [
        [item for item in block if CATALOG[item.exercise_id].pattern not in PULLS]
        for block in blocks_of(monday)
    ]
    profile = TrainingProfile(gear=frozenset({"dumbbells", "flat bench", "incline bench"}))
    fresh = with_blocks(monday, blocks, profile)
    return PLAN.model_copy(update={"days": {**PLAN.days, "monday": fresh}})


@pytest.mark.parametrize(
    "message",
    [
        "inside of my right elbow hurts when I pull or grip hard, can you adjust this week",
        "my left elbow aches when I do rows and curls, go easy on it",
        "boli mnie łokieć przy podciąganiu i wiosłowaniu, zmień coś w tym tygodniu",
        "肘が引く動作で痛い。今週のメニュー調整して",
    ],
)
def test_pain_on_pulling_protects_the_pulling_day(message: str) -> None:
    plan = _presses_monday()
    assert not PULLS & {
        CATALOG[s].pattern
        for b in plan.days["monday"].blocks
        for s in [i.exercise_id for i in b.exercises]
    }  # fixture
    decision = brain.decide(make_context(message, plan=plan, memory=MEMORY), FixedTools())  # type: ignore[arg-type]
    assert (decision.route, decision.target_day) == ("UPDATE_DAY", "thursday")
    (avoid,) = [op for op in decision.plan_ops if isinstance(op, Avoid)]
    assert avoid.days == ["thursday"]
