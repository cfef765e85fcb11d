"""Decisions behind the eval fixes, in our own words: overhauls, pain days, memory edits,
generic coaching and short technique answers."""

from __future__ import annotations

from datetime import date, timedelta

from brain_support import NOW, FixedTools, item, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.brains.local.text import count_sentences
from fitcoach.brains.local.voice import VOICE_FACTS
from fitcoach.catalog import registry
from fitcoach.memory.models import Tier2Entry
from fitcoach.memory.ttl import tier2_expiry
from fitcoach.programming.models import Week
from fitcoach.programming.ops import BuildWeek
from fitcoach.weekdays import Weekday

brain = LocalBrain()

GOAL = staple(
    "g1",
    "goal",
    "Hypertrophy focus with priority on chest and shoulders; 4 days/week (Monday, Tuesday, "
    "Thursday, Friday), 45 min.",
)
BACK = staple("c1", "chronic_condition", "Lower back sensitivity on heavy deadlifts.")
TOUGH = staple("p1", "preference", VOICE_FACTS["tough_love"])


def _trained(plan: Week) -> list[Weekday]:
    return [name for name, day in plan.days.items() if not day.is_rest_day]


def test_rebuild_with_the_same_days_keeps_the_plans_days(plan: Week, tools: FixedTools) -> None:
    decision = brain.decide(
        make_context("Please regenerate the week, keep the same days.", plan=plan), tools
    )
    assert decision.route == "UPDATE_WEEK"
    (op,) = decision.plan_ops
    assert isinstance(op, BuildWeek) and op.training_days == _trained(plan)


def test_a_new_session_length_updates_the_stored_schedule(plan: Week, tools: FixedTools) -> None:
    ctx = make_context("Redo my week around 60-minute sessions, please.", plan=plan, memory=[GOAL])
    decision = brain.decide(ctx, tools)
    assert decision.route == "UPDATE_WEEK"
    (op,) = decision.plan_ops
    assert isinstance(op, BuildWeek) and op.session_minutes == 60
    (mutation,) = decision.memory_mutations
    assert mutation.operation == "UPDATE" and mutation.memory_id == "g1"
    assert mutation.entry is not None and "60 min" in mutation.entry["fact"]


def test_named_weekdays_become_the_new_schedule(plan: Week, tools: FixedTools) -> None:
    decision = brain.decide(
        make_context("Could we change to Tuesday, Friday and Sunday?", plan=plan), tools
    )
    (op,) = decision.plan_ops
    assert isinstance(op, BuildWeek) and op.training_days == ["tuesday", "friday", "sunday"]


def test_pain_on_a_day_that_already_spares_the_part_stages_nothing(
    plan: Week, tools: FixedTools
) -> None:
    spared = next(
        name
        for name in _trained(plan)
        if name != "monday"
        and not any(
            "Calves" in registry.CATALOG[e.exercise_id].primary
            for b in plan.days[name].blocks
            for e in b.exercises
        )
    )
    message = f"My calves are sore today, can you adjust {spared.capitalize()}?"
    decision = brain.decide(make_context(message, plan=plan), tools)
    assert decision.route == "NONE" and decision.plan_ops == []
    (mutation,) = decision.memory_mutations
    assert mutation.operation == "CREATE" and mutation.target_tier == "tier_2_physiological"
    assert "already" in decision.message


def test_soreness_said_again_changes_nothing(plan: Week, tools: FixedTools) -> None:
    message = "Ugh, my hamstrings are sore."
    first = brain.decide(make_context(message, plan=plan), tools)
    created = first.memory_mutations[0].entry
    assert created is not None
    stored = item(
        "t2",
        Tier2Entry(
            body_part=created["body_part"],
            condition="soreness",
            fact=created["fact"],
            effective_date=date(2026, 9, 14),
            expires_at=tier2_expiry("soreness", NOW) + timedelta(hours=1),
        ),
    )
    again = brain.decide(make_context(message, plan=plan, memory=[stored]), tools)
    assert again.memory_mutations == []


def test_a_restated_chronic_condition_is_not_stored_twice(plan: Week, tools: FixedTools) -> None:
    ctx = make_context("As I said, heavy deadlifts hurt my lower back.", plan=plan, memory=[BACK])
    decision = brain.decide(ctx, tools)
    assert decision.route == "NONE" and decision.memory_mutations == []


def test_a_cleared_chronic_condition_is_deleted(plan: Week, tools: FixedTools) -> None:
    ctx = make_context(
        "My lower back doesn't bother me anymore, my physio cleared me.", plan=plan, memory=[BACK]
    )
    decision = brain.decide(ctx, tools)
    (mutation,) = decision.memory_mutations
    assert mutation.operation == "DELETE" and mutation.memory_id == "c1"
    assert count_sentences(decision.message) <= 3


def test_coaching_normally_again_deletes_the_style(plan: Week, tools: FixedTools) -> None:
    ctx = make_context("Drop the tough love act, just coach me normally.", memory=[TOUGH])
    decision = brain.decide(ctx, tools)
    (mutation,) = decision.memory_mutations
    assert mutation.operation == "DELETE" and mutation.memory_id == "p1"


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


def test_bodyweight_plus_a_bar_is_an_equipment_staple(tools: FixedTools) -> None:
    message = (
        "I'm 27, no equipment, only a pull-up bar at home. I want to get stronger, "
        "3 days a week, 40 minutes."
    )
    decision = brain.decide(make_context(message), tools)
    facts = [
        m.entry["fact"]
        for m in decision.memory_mutations
        if m.entry is not None and m.entry.get("category") == "equipment"
    ]
    assert facts == ["Bodyweight and a pull-up bar."]
