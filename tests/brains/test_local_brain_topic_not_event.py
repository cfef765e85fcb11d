"""A question that names a competition but asks about a topic ("how deep must a squat go to
count at a meet?") gets that topic's answer, not "good to know about the meet, which day
is it?", and stores nothing."""

from __future__ import annotations

from brain_support import FixedTools, make_context

from fitcoach.brains.local import LocalBrain
from fitcoach.programming.models import Week

brain = LocalBrain()


def test_a_rules_question_about_a_meet_is_answered(plan: Week, tools: FixedTools) -> None:
    for message, word in (
        ("สควอตในการแข่งต้องนั่งลึกแค่ไหนถึงจะนับคะ", "สะโพก"),
        ("at a powerlifting meet, what depth do judges need for a squat to count?", "hip"),
        ("on the platform how long is the pause bench held on the chest?", "second"),
    ):
        decision = brain.decide(make_context(message, plan=plan, units="kg"), tools)
        assert decision.route == "NONE"
        assert not decision.plan_ops and not decision.memory_mutations
        assert "Which day" not in decision.message and "ตรงกับวันไหน" not in decision.message
        assert word in decision.message, (message, decision.message)
