"""Coaching questions answered as asked through the real brain: a question that names a
topic's own subject gets that topic even when it also names a lift or a muscle (not the
lift's log, its card or "which exercise?"), "a single" names no Single-Arm row, and the
protein answer follows the goal in memory. Nothing here stages a plan or writes memory."""

from __future__ import annotations

from brain_support import FixedTools, item, make_context

from fitcoach.brains.local import LocalBrain
from fitcoach.contracts.decision import Decision
from fitcoach.memory.models import Tier1Entry
from fitcoach.memory.payloads import GoalPayload
from fitcoach.programming.models import Week

brain = LocalBrain()


def _answered(decision: Decision) -> None:
    assert decision.route == "NONE"
    assert not decision.plan_ops and not decision.memory_mutations
    assert not decision.message.startswith("**")


def _goal(words: str, age: int | None = None) -> list:
    return [
        item(
            "m-goal",
            Tier1Entry(category="goal", fact=words, payload=GoalPayload(words=words, age=age)),
        )
    ]


def test_elbow_tendon_prevention_is_answered_not_a_which_exercise_question(
    plan: Week, tools: FixedTools
) -> None:
    for message in (
        "any advice so my golfers elbow stays away when I'm back on the wall?",
        "jak zapobiec nawrotom łokcia tenisisty?",
        "テニス肘を繰り返さないためのコツは？",
    ):
        decision = brain.decide(make_context(message, plan=plan, units="kg"), tools)
        _answered(decision)
        assert "Which exercise" not in decision.message
        assert "10%" in decision.message, message


def test_a_weaker_leg_after_surgery_is_the_asymmetry_answer_not_the_lifts_log(
    plan: Week, tools: FixedTools
) -> None:
    for message in (
        "my operated knee side is still way weaker on the leg press, normal? how to fix",
        "noga po operacji słabsza na wyprostach, jak to wyrównać?",
    ):
        decision = brain.decide(make_context(message, plan=plan, units="kg"), tools)
        _answered(decision)
        assert "10%" in decision.message and "logged" not in decision.message, message


def test_a_single_names_no_single_arm_row(plan: Week, tools: FixedTools) -> None:
    message = "my best is a 200 kg single in the gym, how should I pick my attempts for the meet?"
    decision = brain.decide(make_context(message, plan=plan, units="kg"), tools)
    _answered(decision)
    assert "Single-Arm" not in decision.message
    assert "90–92%" in decision.message


def test_match_day_breakfast_in_thai_is_answered(plan: Week, tools: FixedTools) -> None:
    message = "วันแข่งฟุตบอลเตะตอนเก้าโมง มื้อเช้ากินอะไรดีครับ"
    decision = brain.decide(make_context(message, plan=plan, units="kg"), tools)
    _answered(decision)
    assert "2–4" in decision.message


def test_protein_for_a_user_losing_fat_uses_the_cut_topic(plan: Week, tools: FixedTools) -> None:
    memory = _goal("Fat loss: lose the gut", age=35)
    decision = brain.decide(
        make_context("how much protein per day? I'm 110 kg", plan=plan, memory=memory, units="kg"),
        tools,
    )
    _answered(decision)
    assert "losing fat" in decision.message and "chicken" in decision.message
    assert "to build muscle" not in decision.message


def test_a_nineteen_year_old_gets_no_older_adults_line(plan: Week, tools: FixedTools) -> None:
    memory = _goal("Hypertrophy: get bigger", age=19)
    decision = brain.decide(
        make_context(
            "is creatine ok at my age, does it damage your kidneys?",
            plan=plan,
            memory=memory,
            units="kg",
        ),
        tools,
    )
    _answered(decision)
    assert "kidney" in decision.message and "older adults" not in decision.message


def _strained(part: str) -> list:
    from datetime import timedelta

    from brain_support import NOW

    from fitcoach.memory.models import Tier2Entry

    return [
        item(
            "m-part",
            Tier2Entry(
                body_part=part,
                condition="minor_strain",
                fact=f"{part} strained.",
                effective_date=NOW.date(),
                expires_at=NOW + timedelta(days=5),
            ),
        )
    ]


def test_is_the_lift_out_with_a_strain_on_file_gets_the_decision_not_a_card(
    plan: Week, tools: FixedTools
) -> None:
    for message in (
        "so no pull-ups at all this week, not even band assisted?",
        "czyli w ogóle bez podciągania, nawet z gumą?",
        "懸垂は補助付きでもダメ？",
    ):
        decision = brain.decide(
            make_context(message, plan=plan, memory=_strained("elbow"), units="kg"), tools
        )
        _answered(decision)
        assert "plateau" not in decision.message and "zastój" not in decision.message, message
        assert "Pull-Up" in decision.message or "Chin-Up" in decision.message, message


def test_a_follow_up_without_a_subject_is_read_with_the_part_on_file(
    plan: Week, tools: FixedTools
) -> None:
    memory = _strained("lower back")
    decision = brain.decide(
        make_context(
            "are there any moves that help or do I just rest it?",
            plan=plan,
            memory=memory,
            units="kg",
        ),
        tools,
    )
    _answered(decision)
    assert "cat-camel" in decision.message
    off = brain.decide(
        make_context("who won the football last night?", plan=plan, memory=memory, units="kg"),
        tools,
    )
    assert "back" not in off.message.lower()


def test_a_does_it_kill_gains_question_writes_no_goal(plan: Week, tools: FixedTools) -> None:
    for message in (
        "do cold plunges after a long ride kill strength gains?",
        "does running after lifting hurt muscle growth?",
    ):
        decision = brain.decide(
            make_context(message, plan=plan, memory=_goal("Strength"), units="kg"), tools
        )
        _answered(decision)
        assert "goal" not in decision.message.lower(), message
