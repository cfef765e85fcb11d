"""Gear sold or given away, with a week on file that used it: the equipment fact is updated
and the rebuilt week is staged with it (the week as written can no longer be done), in
every language the coach speaks."""

from __future__ import annotations

import pytest
from brain_support import FixedTools, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.programming.models import Week
from fitcoach.programming.ops import BuildWeek

brain = LocalBrain()
GYM = staple(
    "m1",
    "equipment",
    "Home gym with dumbbells up to 40 lb, a barbell, a squat rack and a flat bench.",
)


@pytest.mark.parametrize(
    "message",
    [
        "gave the barbell and rack to my brother, just the dumbbells and the bench left now",
        "Oddałem sztangę i stojaki koledze, zostały mi tylko hantle i ławka",
        "ขายบาร์เบลกับแร็คไปแล้ว เหลือแค่ดัมเบลกับม้านั่ง",
    ],
)
def test_gear_gone_updates_the_fact_and_stages_the_rebuilt_week(
    message: str, plan: Week, tools: FixedTools
) -> None:
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM]), tools)
    (mutation,) = decision.memory_mutations
    assert (mutation.operation, mutation.memory_id) == ("UPDATE", "m1")
    assert mutation.entry is not None and "barbell" not in mutation.entry["fact"].lower()
    assert decision.route == "UPDATE_WEEK"
    assert any(isinstance(op, BuildWeek) for op in decision.plan_ops)


@pytest.mark.parametrize(
    "message",
    [
        "honestly can you make progress on 5 hours of sleep or am I kidding myself",
        "can you make gains training only twice a week?",
        "could you make progress on a cut at all?",
    ],
)
def test_a_general_can_you_make_progress_question_changes_nothing(
    message: str, plan: Week, tools: FixedTools
) -> None:
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM]), tools)
    assert decision.route == "NONE"
    assert not decision.plan_ops and not decision.memory_mutations
