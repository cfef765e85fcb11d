"""Replies in round 2 of the coach-voice work: a named subject beats the technique card, an
exclusion with nothing to take out says so in the user's language, gear confirmations
repeat the gear, option menus offer a choice."""

from __future__ import annotations

from brain_support import FixedTools, make_context

from fitcoach.brains.local.brain import LocalBrain
from fitcoach.brains.local.profile import exclude_exercises
from fitcoach.brains.local.talk import clarify
from fitcoach.brains.local.turn import Turn
from fitcoach.nlu.understanding import Understanding
from fitcoach.programming.models import Week

brain = LocalBrain()


def test_a_bulge_in_the_plank_gets_the_postpartum_answer_not_an_english_card(plan: Week) -> None:
    message = "przy planku czuję dziwne wybrzuszenie na środku brzucha, to normalne?"
    context = make_context(message, plan=plan)
    u = Understanding(intent="technique", exercises=("forearm-plank",))
    decision = brain.respond(context, u, FixedTools())
    assert decision.route == "NONE"
    assert "**Setup:**" not in decision.message
    assert "fizjoterapeut" in decision.message


def test_excluding_a_lift_the_week_does_not_have_changes_nothing_and_says_so(plan: Week) -> None:
    planned = {ex.exercise_id for d in plan.days.values() for b in d.blocks for ex in b.exercises}
    absent = next(s for s in ("conventional-deadlift", "db-walking-lunge") if s not in planned)
    context = make_context("ไม่เอาเดดลิฟท์แล้วนะครับ ห้ามใส่มาอีกเลย", plan=plan)
    turn = Turn(
        ctx=context,
        u=Understanding(intent="memory_update", exercises=(absent,)),
        voice="balanced",
        tools=FixedTools(),
    )
    decision = exclude_exercises(turn)
    assert decision.route == "NONE" and decision.plan_ops == []
    assert len(decision.memory_mutations) == 1
    assert "can't stage" not in decision.message and "รับทราบ" in decision.message


def test_an_option_menu_offers_a_choice_in_each_language() -> None:
    options = ("Change one day", "Rework my week", "Swap an exercise")
    assert " or **Swap an exercise**" in clarify(options, "en").message
    assert " albo **" in clarify(options, "pl").message
    assert " หรือ **" in clarify(options, "th").message
    assert "、または**" in clarify(options, "ja").message
