"""Edits to one day: a time limit with a reason, a light day around an event, pain tied to
one lift, pain or soreness the day already allows for, and honest swap replies."""

from __future__ import annotations

from datetime import date, timedelta

from brain_support import NOW, FixedTools, item, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.brains.local.plan_view import day_slugs
from fitcoach.catalog import registry
from fitcoach.memory.models import Tier2Entry
from fitcoach.memory.ttl import tier2_expiry
from fitcoach.nlu.understanding import Understanding
from fitcoach.programming.models import Week
from fitcoach.programming.ops import Avoid, FitToTime, Lighten
from fitcoach.weekdays import Weekday

brain = LocalBrain()

GEAR = staple(
    "e1", "equipment", "Trains with dumbbells up to 50 lb, a flat bench and an incline bench."
)


def _trained(plan: Week) -> list[Weekday]:
    return [name for name, day in plan.days.items() if not day.is_rest_day]


def test_a_time_limit_with_an_event_reason_shortens_that_day(plan: Week, tools: FixedTools) -> None:
    message = "friday I only have 20 minutes, grandson's football match"
    u = Understanding(
        intent="event",
        weekdays=("friday",),
        target_day="friday",
        minutes=20,
        event="grandson's football match",
        dates=(date(2026, 9, 18),),
    )
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR]), u, tools)
    assert decision.route == "UPDATE_DAY" and decision.target_day == "friday"
    assert decision.plan_ops == [FitToTime(day="friday", minutes=20)]


def test_keep_one_day_light_after_an_event_touches_only_that_day(
    plan: Week, tools: FixedTools
) -> None:
    message = "party on wednesday night, keep thursday's session light please"
    u = Understanding(
        intent="event",
        weekdays=("wednesday", "thursday"),
        target_day="wednesday",
        event="party",
        dates=(date(2026, 9, 16),),
    )
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR]), u, tools)
    assert decision.route == "UPDATE_DAY" and decision.target_day == "thursday"
    assert len(decision.plan_ops) == 1
    # A light day, not a short one (issue 8).
    assert decision.plan_ops == [Lighten(day="thursday")]
    assert any(m.target_tier == "tier_3_situational" for m in decision.memory_mutations)


def test_pain_tied_to_a_lift_targets_the_next_day_that_has_it(
    plan: Week, tools: FixedTools
) -> None:
    today = set(day_slugs(plan.days["monday"]))
    later = next(
        (name, slug)
        for name in ("tuesday", "thursday", "friday")
        for slug in day_slugs(plan.days[name])
        if slug not in today
    )
    day, slug = later
    u = Understanding(
        intent="pain", body_parts=("wrist",), condition="minor_strain", exercises=(slug,)
    )
    decision = brain.respond(make_context("my wrist hurts when I do these", plan=plan), u, tools)
    assert decision.route == "UPDATE_DAY" and decision.target_day == day
    op = decision.plan_ops[0]
    assert isinstance(op, Avoid) and slug in op.exercises and op.days == [day]


def test_a_swap_reply_does_not_promise_the_same_muscles(plan: Week, tools: FixedTools) -> None:
    slug = day_slugs(plan.days["monday"])[-1]
    u = Understanding(intent="swap", exercises=(slug,), target_day="monday")
    decision = brain.respond(make_context("swap that one please", plan=plan), u, tools)
    assert "same movement pattern and muscles" not in decision.message


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
