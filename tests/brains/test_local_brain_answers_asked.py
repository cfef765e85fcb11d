"""The reply answers what was asked: set counts from the logs and the plan, where a lift sits
in the plan, a plain question instead of an intent menu, the user's language throughout."""

from __future__ import annotations

from brain_support import FixedTools, make_context

from fitcoach import knowledge
from fitcoach.brains.local.brain import LocalBrain
from fitcoach.brains.local.progress import planned_sets
from fitcoach.brains.local.turn import Turn
from fitcoach.nlu.understanding import Understanding
from fitcoach.programming.models import Week

brain = LocalBrain()
CHEST_LOGS = FixedTools(volume={"Chest": {"weeks": [{"hard_sets": 6}, {"hard_sets": 9}]}})


def test_how_many_chest_sets_reads_the_logs_and_counts_the_plan(plan: Week) -> None:
    context = make_context("how many sets of chest am i actually doing per week", plan=plan)
    turn = Turn(ctx=context, u=Understanding(intent="coaching"), voice="balanced", tools=CHEST_LOGS)
    expected = planned_sets(turn, "Chest")
    assert expected > 0
    decision = brain.decide(context, CHEST_LOGS)
    assert decision.route == "NONE" and decision.memory_mutations == []
    assert "6, 9" in decision.message
    assert f"{expected} hard sets" in decision.message


def test_the_same_question_in_polish_is_answered_in_polish(plan: Week) -> None:
    context = make_context("a ile serii na klatę robię teraz w tygodniu?", plan=plan)
    decision = brain.decide(context, CHEST_LOGS)
    assert decision.message.startswith("Ciężkie serie tygodniowo (klatka)")
    assert "6, 9" in decision.message and "hard sets" not in decision.message


def test_a_general_set_question_gets_the_sourced_answer(plan: Week) -> None:
    context = make_context("how many sets per week should I do for chest?", plan=plan)
    decision = brain.decide(context, CHEST_LOGS)
    assert "Source: Schoenfeld" in decision.message


def test_why_is_a_lift_on_that_day_names_the_day_and_what_it_trains(plan: Week) -> None:
    decision = brain.decide(
        make_context("why is incline db bench press on monday?", plan=plan), FixedTools()
    )
    assert decision.message.startswith("Incline DB Bench Press is on Monday to train your chest")
    assert "**Setup:**" not in decision.message


def test_a_lift_that_is_not_planned_is_said_to_be_missing(plan: Week) -> None:
    decision = brain.decide(make_context("why is face pull in my plan?", plan=plan), FixedTools())
    assert decision.message.startswith("Face Pull isn't in your plan this week")


def test_a_plain_question_gets_an_answer_not_an_intent_menu(plan: Week) -> None:
    message = "Kiedy zrobić deload?"
    decision = brain.decide(make_context(message, plan=plan), FixedTools())
    deload = knowledge.topic_text(knowledge.topics_by_id()["deload"], "pl")
    assert deload in decision.message
    assert "Co wybierasz" not in decision.message


def test_which_languages_are_spoken(plan: Week) -> None:
    decision = brain.decide(
        make_context("which languages do you speak then?", plan=plan), FixedTools()
    )
    assert "English, Polish, Thai and Japanese" in decision.message
