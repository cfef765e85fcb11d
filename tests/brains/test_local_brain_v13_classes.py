"""What a user notices from the v13 reading classes: several days rested in one proposal,
an event that asks to move its day moves the session and is remembered, a refused kind of
exercise is kept beside the coaching style, a named note asked away is deleted, and a new
style asked while turning the old one away is stored as the new one. The plan fixture
trains Monday, Tuesday, Thursday and Friday."""

from __future__ import annotations

from brain_support import FixedTools, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.programming.models import Week
from fitcoach.programming.ops import RestDay

brain = LocalBrain()
GYM = staple("m1", "equipment", "Home gym with dumbbells up to 50 lb and a flat bench.")
TOUGH = staple("p1", "preference", "Prefers tough love coaching.")
KNEE = staple("c1", "chronic_condition", "Left knee sensitivity on deep squats.")


def test_two_days_rested_in_one_proposal(plan: Week, tools: FixedTools) -> None:
    message = "family emergency, can you clear tuesday and thursday this week? friday I'll be ok"
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM]), tools)
    assert decision.route == "UPDATE_WEEK"
    assert sorted(op.day for op in decision.plan_ops if isinstance(op, RestDay)) == [
        "thursday",
        "tuesday",
    ]
    assert not decision.memory_mutations


def test_a_question_about_rest_days_rests_nothing(plan: Week, tools: FixedTools) -> None:
    message = "are tuesday and thursday off days better for recovery than weekends?"
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM]), tools)
    assert decision.route == "NONE"
    assert not decision.plan_ops and not decision.memory_mutations


def test_an_event_that_asks_to_move_its_day(plan: Week, tools: FixedTools) -> None:
    message = "got a chess tournament on thursday, can we shift that session to saturday?"
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM]), tools)
    assert decision.route in ("UPDATE_WEEK", "UPDATE_DAY")
    tiers = [(m.operation, m.target_tier) for m in decision.memory_mutations]
    assert ("CREATE", "tier_3_situational") in tiers


def test_a_refused_kind_of_exercise_stands_beside_the_style(plan: Week, tools: FixedTools) -> None:
    message = "please nothing where I have to lie on the floor, getting up is hard for me"
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM, TOUGH]), tools)
    (mutation,) = decision.memory_mutations
    assert mutation.operation == "CREATE"
    assert mutation.entry is not None and mutation.entry["category"] == "preference"
    assert "floor" in mutation.entry["fact"]


def test_a_note_named_and_asked_away_is_deleted(plan: Week, tools: FixedTools) -> None:
    message = "you can forget the knee thing now, squats feel great"
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM, KNEE]), tools)
    assert [(m.operation, m.memory_id) for m in decision.memory_mutations] == [("DELETE", "c1")]
    assert decision.route == "NONE"


def test_a_new_style_asked_while_turning_the_old_away(plan: Week, tools: FixedTools) -> None:
    gentle = staple("p2", "preference", "Prefers gentle, encouraging coaching.")
    message = "quit being so soft on me, I need tough love"
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM, gentle]), tools)
    (mutation,) = decision.memory_mutations
    assert mutation.operation in ("CREATE", "UPDATE")
    assert mutation.entry is not None and "tough" in mutation.entry["fact"].lower()
