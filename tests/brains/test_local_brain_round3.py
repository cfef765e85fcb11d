"""Round-3 decisions in our own words: safety first, a day's time limit with a reason,
a light day before/after an event, pain tied to one lift, and honest swap replies."""

from __future__ import annotations

from datetime import date

from brain_support import FixedTools, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.brains.local.plan_view import day_slugs
from fitcoach.nlu.understanding import Understanding
from fitcoach.programming.models import Week
from fitcoach.programming.ops import Avoid, FitToTime

brain = LocalBrain()

GEAR = staple(
    "e1", "equipment", "Trains with dumbbells up to 50 lb, a flat bench and an incline bench."
)


def test_a_red_flag_wins_over_a_day_and_pain_in_the_same_message(
    plan: Week, tools: FixedTools
) -> None:
    message = "my calf is swollen and warm after the flight, can I still train thursday?"
    u = Understanding(
        intent="medical_red_flag",
        weekdays=("thursday",),
        target_day="thursday",
        body_parts=("Calves",),
        condition="minor_strain",
    )
    decision = brain.respond(make_context(message, plan=plan), u, tools)
    assert decision.route == "NONE"
    assert decision.plan_ops == []
    # The only memory written is the red-flag hold, never the calf strain.
    [hold] = decision.memory_mutations
    assert hold.entry is not None and hold.entry["body_part"] == "medical clearance"
    assert decision.target_day is None
    assert "doctor" in decision.message and "emergency" in decision.message


def test_pregnancy_with_bleeding_names_the_midwife(plan: Week, tools: FixedTools) -> None:
    message = "I'm 20 weeks pregnant and had some spotting, can I train thursday?"
    u = Understanding(intent="medical_red_flag", weekdays=("thursday",))
    decision = brain.respond(make_context(message, plan=plan), u, tools)
    assert decision.route == "NONE" and decision.plan_ops == []
    # Only the red-flag hold is written (it lifts when the midwife or doctor clears them).
    assert [m.entry["body_part"] for m in decision.memory_mutations if m.entry] == [
        "medical clearance"
    ]
    assert "midwife" in decision.message


def test_pregnancy_alone_keeps_the_schedule_until_cleared(plan: Week, tools: FixedTools) -> None:
    message = "I'm 12 weeks pregnant, can we switch to tuesday and friday?"
    u = Understanding(intent="week_overhaul", weekdays=("tuesday", "friday"))
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR]), u, tools)
    assert decision.route == "NONE" and decision.plan_ops == []
    assert decision.memory_mutations == []
    assert "midwife" in decision.message and "clearance" in decision.message


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
    op = decision.plan_ops[0]
    assert isinstance(op, FitToTime) and op.day == "thursday"
    assert op.minutes < plan.days["thursday"].duration_minutes
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


def test_polish_load_words_are_not_a_pregnancy_mention():
    from fitcoach.nlu.signals import mentions_pregnancy

    # "obciążenie" (load) contains the letters of "ciąża" (pregnancy) mid-word.
    assert not mentions_pregnancy("Czy powinienem zwiększyć obciążenie przy wiosłowaniu?")
    assert mentions_pregnancy("Jestem w ciąży, czy mogę dalej trenować?")
