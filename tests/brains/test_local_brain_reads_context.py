"""What the local brain does with a message read in context: a trip's gear stays with the
trip, gear news said with a request is remembered, the red-flag family gets the right
help, and nothing changes for a question."""

from __future__ import annotations

from brain_support import FixedTools, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.memory.derive import preference_payload
from fitcoach.programming.models import Week
from fitcoach.programming.ops import Avoid

brain = LocalBrain()
HOME_GYM = staple(
    "m1",
    "equipment",
    "Home gym with dumbbells up to 50 lb, a barbell, a squat rack and a flat bench.",
)


def test_a_trips_gear_is_tier_3_for_its_days_never_equipment(plan: Week, tools: FixedTools) -> None:
    message = "wed to fri i'm at a hotel in hamburg, gym only has dumbbells up to 20kg"
    decision = brain.decide(make_context(message, plan=plan, memory=[HOME_GYM]), tools)

    tiers = [m.target_tier for m in decision.memory_mutations]
    assert tiers == ["tier_3_situational"]
    assert decision.route in ("UPDATE_WEEK", "UPDATE_DAY")
    for op in decision.plan_ops:
        # Sessions there leave out what is at home only; nothing else is touched.
        assert isinstance(op, Avoid)
        assert "dumbbells" not in op.gear and {"barbell", "squat rack"} <= set(op.gear)
        assert set(op.days or []) <= {"wednesday", "thursday", "friday"}


def test_gear_news_said_with_a_request_is_remembered(plan: Week, tools: FixedTools) -> None:
    message = "just bolted a pullup bar to the garage wall, throw some pull ups into thursday"
    decision = brain.decide(make_context(message, plan=plan, memory=[HOME_GYM]), tools)

    assert decision.route == "UPDATE_DAY" and decision.target_day == "thursday"
    (memory,) = [m for m in decision.memory_mutations if m.target_tier == "tier_1_staples"]
    assert memory.operation == "UPDATE"
    assert "pull-up bar" in memory.entry["fact"]


def test_a_question_about_training_changes_nothing(plan: Week, tools: FixedTools) -> None:
    message = "can you actually build muscle with just bodyweight or is that a myth"
    decision = brain.decide(make_context(message, plan=plan, memory=[HOME_GYM]), tools)

    assert decision.route == "NONE"
    assert not decision.plan_ops and not decision.memory_mutations


def test_purging_gets_eating_disorder_help_and_the_plan_is_untouched(
    plan: Week, tools: FixedTools
) -> None:
    decision = brain.decide(make_context("I binge and then make myself throw up", plan=plan), tools)
    assert decision.route == "NONE" and not decision.plan_ops
    assert "eating-disorder" in decision.message and "doctor" in decision.message


def test_crisis_talk_points_to_help_now(plan: Week, tools: FixedTools) -> None:
    decision = brain.decide(make_context("honestly I want to kill myself", plan=plan), tools)
    assert decision.route == "NONE" and not decision.plan_ops
    assert "crisis line" in decision.message and "emergency" in decision.message


def test_never_give_me_burpees_saves_an_exclusion(plan: Week, tools: FixedTools) -> None:
    decision = brain.decide(make_context("also no burpees. ever.", plan=plan), tools)
    (memory,) = decision.memory_mutations
    assert memory.target_tier == "tier_1_staples"
    assert memory.entry["category"] == "preference"
    assert preference_payload(memory.entry["fact"]).excluded_exercises == ["burpee"]
