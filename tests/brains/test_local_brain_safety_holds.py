"""A medical red flag or a pregnancy mention holds the plan: nothing else in the message
changes it, and the reply names who can clear the user."""

from __future__ import annotations

from brain_support import FixedTools, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.nlu.understanding import Understanding
from fitcoach.programming.models import Week

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


def test_polish_load_words_are_not_a_pregnancy_mention():
    from fitcoach.nlu.signals import mentions_pregnancy

    # "obciążenie" (load) contains the letters of "ciąża" (pregnancy) mid-word.
    assert not mentions_pregnancy("Czy powinienem zwiększyć obciążenie przy wiosłowaniu?")
    assert mentions_pregnancy("Jestem w ciąży, czy mogę dalej trenować?")


def test_japanese_chest_tightness_and_a_blackout_are_a_red_flag() -> None:
    from brain_support import FixedTools as _Tools
    from brain_support import make_context as _context

    from fitcoach.brains.local import LocalBrain as _Brain

    for message in (
        "階段を上ると胸がしめつけられる感じがする。明日のトレーニングは大丈夫？",
        "昨日ジムで一瞬目の前が真っ暗になった。今日もやっていい？",
    ):
        decision = _Brain().decide(_context(message, plan=None), _Tools())
        assert decision.route == "NONE" and not decision.plan_ops
        assert any(m.target_tier == "tier_2_physiological" for m in decision.memory_mutations)
