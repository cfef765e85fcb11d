"""Talk that changes nothing still gets a coach's answer: training talk no rule catches,
motivation in the stored voice, and technique answers as short or as full as asked."""

from __future__ import annotations

from brain_support import FixedTools, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.brains.local.text import count_sentences
from fitcoach.brains.local.voice import VOICE_FACTS
from fitcoach.programming.models import Week

brain = LocalBrain()

TOUGH = staple("p1", "preference", VOICE_FACTS["tough_love"])


def test_training_talk_no_rule_catches_gets_a_coaching_answer(
    plan: Week, tools: FixedTools
) -> None:
    decision = brain.decide(make_context("Is it fine to do my lifting in the evening?"), tools)
    assert decision.route == "NONE"
    assert "outside my lane" not in decision.message
    assert 1 <= count_sentences(decision.message) <= 3


def test_motivation_speaks_in_the_stored_voice(plan: Week, tools: FixedTools) -> None:
    message = "I missed two sessions this week, any advice?"
    plain = brain.decide(make_context(message, plan=plan), tools)
    tough = brain.decide(make_context(message, plan=plan, memory=[TOUGH]), tools)
    assert plain.message != tough.message


def test_a_targeted_technique_question_gets_a_short_answer(tools: FixedTools) -> None:
    decision = brain.decide(
        make_context("Is there a way to keep my elbows safe on skull crushers?"), tools
    )
    assert decision.route == "NONE"
    assert "elbow" in decision.message.lower()
    assert count_sentences(decision.message) <= 3


def test_a_breakdown_request_still_gets_the_full_card(tools: FixedTools) -> None:
    decision = brain.decide(make_context("Break down the skull crusher form for me."), tools)
    assert "**Setup:**" in decision.message
