"""Decisions that must hold on messages the corpus never saw: sessions moved rather than
weeks rebuilt, reminders that keep memory, loose event matching, stated styles that stick,
gear that is gone, pain tied to a named exercise, and honest answers when gear is missing.

Understanding values are built by hand, so these tests pin the brain, not the NLU.
"""

from __future__ import annotations

from datetime import timedelta

from brain_support import NOW, FixedTools, item, make_context, staple

from fitcoach.brains.local.brain import LocalBrain
from fitcoach.brains.local.text import count_sentences
from fitcoach.memory.models import MemoryItem, Tier3Entry
from fitcoach.nlu.understanding import Understanding
from fitcoach.programming.models import Week
from fitcoach.programming.ops import AddWork, Avoid, BuildWeek, MoveDay

brain = LocalBrain()

GEAR = staple("m-gear", "equipment", "Home gym with dumbbells up to 50 lb and an adjustable bench.")
GOAL = staple(
    "m-goal",
    "goal",
    "Strength focus with priority on chest and shoulders; 4 days/week (Monday, Tuesday, "
    "Thursday, Friday), 45 min.",
)


def _event(memory_id: str, name: str, fact: str, days_ahead: int) -> MemoryItem:
    ends = NOW.replace(hour=0, minute=0) + timedelta(days=days_ahead + 1)
    return item(
        memory_id,
        Tier3Entry(
            event=name,
            fact=fact,
            week_start_date=NOW.date() - timedelta(days=NOW.weekday()),
            expires_at=ends,
        ),
    )


def test_an_existing_user_restating_a_schedule_keeps_the_goal_and_is_not_welcomed(
    plan: Week, tools: FixedTools
) -> None:
    message = "I want a full body routine instead, 3x a week tues thurs sat, 45 min"
    u = Understanding(
        intent="onboarding",
        weekdays=("tuesday", "thursday", "saturday"),
        days_per_week=3,
        minutes=45,
    )
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR, GOAL]), u, tools)

    assert "Welcome" not in decision.message
    goal = [m for m in decision.memory_mutations if m.entry and m.entry["category"] == "goal"]
    assert [m.operation for m in goal] == ["UPDATE"]
    assert goal[0].entry is not None
    fact = goal[0].entry["fact"]
    assert fact.startswith("Strength focus with priority on chest and shoulders;")
    assert "Saturday" in fact and "Monday" not in fact


def test_a_newcomer_is_still_welcomed(tools: FixedTools) -> None:
    u = Understanding(
        intent="onboarding",
        weekdays=("monday", "thursday"),
        minutes=40,
        gear=frozenset({"dumbbells"}),
    )
    decision = brain.respond(make_context("mon and thu, 40 min, dumbbells"), u, tools)
    assert decision.message.startswith("Welcome aboard!")


def test_todays_session_moved_to_a_named_day_is_a_move_not_a_rebuild(
    plan: Week, tools: FixedTools
) -> None:
    message = "can't train today, kid's sick. could today's session happen on wednesday instead?"
    u = Understanding(intent="swap", weekdays=("wednesday",), target_day="monday")
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR, GOAL]), u, tools)

    assert decision.route == "UPDATE_WEEK"
    assert decision.plan_ops == [MoveDay(from_day="monday", to_day="wednesday")]
    assert decision.memory_mutations == []


def test_one_session_pushed_to_another_day_leaves_the_goal_memory_alone(
    plan: Week, tools: FixedTools
) -> None:
    message = "friday's no good this week but sunday is wide open, can the session go there?"
    u = Understanding(intent="week_overhaul", weekdays=("friday", "sunday"), target_day="friday")
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR, GOAL]), u, tools)

    assert decision.plan_ops == [MoveDay(from_day="friday", to_day="sunday")]
    assert decision.memory_mutations == []


def test_instead_of_names_the_source_second(plan: Week, tools: FixedTools) -> None:
    message = "this week I'll train sunday instead of friday"
    u = Understanding(intent="week_overhaul", weekdays=("sunday", "friday"))
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR, GOAL]), u, tools)
    assert decision.plan_ops == [MoveDay(from_day="friday", to_day="sunday")]


def test_a_list_of_days_is_still_a_new_split(plan: Week, tools: FixedTools) -> None:
    message = "let's train monday and wednesday instead"
    u = Understanding(intent="week_overhaul", weekdays=("monday", "wednesday"), days_per_week=2)
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR, GOAL]), u, tools)
    assert isinstance(decision.plan_ops[0], BuildWeek)


def test_a_reminder_about_an_event_keeps_it(plan: Week, tools: FixedTools) -> None:
    race = _event("m-race", "10k race", "10k race on Saturday 19 Sep; keep quads fresh.", 5)
    u = Understanding(intent="event", weekdays=("saturday",), target_day="saturday", event="race")
    context = make_context("don't forget my race on saturday!", plan=plan, memory=[GEAR, race])
    decision = brain.respond(context, u, tools)

    assert decision.route == "NONE"
    assert decision.memory_mutations == []
    assert "10k race" in decision.message


def test_a_cancelled_event_is_found_by_a_related_word(plan: Week, tools: FixedTools) -> None:
    hike = _event("m-hike", "hiking", "Hiking on Sunday 20 Sep; keep quads fresh.", 6)
    u = Understanding(intent="event", event="hike")
    context = make_context("hike got rained off, cancel that", plan=plan, memory=[GEAR, hike])
    decision = brain.respond(context, u, tools)

    assert [(m.operation, m.memory_id) for m in decision.memory_mutations] == [("DELETE", "m-hike")]


def test_a_trip_that_is_off_deletes_the_stored_visit(plan: Week, tools: FixedTools) -> None:
    visit = _event(
        "m-visit", "visiting my parents", "Visiting my parents Thursday to Sunday, no gym.", 6
    )
    u = Understanding(intent="event", event="trip")
    context = make_context("trip's off, I'm home all week after all", plan=plan, memory=[visit])
    decision = brain.respond(context, u, tools)

    assert [m.operation for m in decision.memory_mutations] == ["DELETE"]


def test_race_day_tips_are_tips_not_a_plan_change(plan: Week, tools: FixedTools) -> None:
    race = _event("m-race", "10k race", "10k race on Tuesday 15 Sep.", 1)
    u = Understanding(intent="event", target_day="tuesday", event="race")
    context = make_context("race day tomorrow, any tips?", plan=plan, memory=[GEAR, race])
    decision = brain.respond(context, u, tools)

    assert decision.route == "NONE"
    assert decision.memory_mutations == []
    assert "can't stage" not in decision.message
    assert "race" in decision.message.lower()


def test_giving_a_day_its_session_back_rebuilds_it_with_that_theme(
    plan: Week, tools: FixedTools
) -> None:
    message = "ok so give saturday its proper leg session back"
    u = Understanding(
        intent="technique",
        weekdays=("saturday",),
        target_day="saturday",
        muscles=("Quads", "Hamstrings", "Glutes", "Calves", "Back"),
    )
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR, GOAL]), u, tools)

    assert decision.route == "UPDATE_WEEK"
    (op,) = decision.plan_ops
    assert isinstance(op, BuildWeek)
    assert op.training_days is not None and "saturday" in op.training_days
    assert op.day_focus == {"saturday": ["Quads", "Hamstrings", "Glutes", "Calves"]}


def test_keep_it_short_is_remembered_and_shortens_later_replies(
    plan: Week, tools: FixedTools
) -> None:
    message = "keep it short with me, I'm usually mid-set"
    stated = brain.respond(
        make_context(message, plan=plan, memory=[GEAR]),
        Understanding(intent="coaching"),
        tools,
    )
    (mutation,) = stated.memory_mutations
    assert (mutation.operation, mutation.target_tier) == ("CREATE", "tier_1_staples")
    assert mutation.entry is not None and mutation.entry["category"] == "preference"

    remembered = staple("m-short", "preference", mutation.entry["fact"])
    later = brain.respond(
        make_context("why do we superset?", plan=plan, memory=[GEAR, remembered]),
        Understanding(intent="technique", wants_explanation=True),
        tools,
    )
    assert count_sentences(later.message) <= 2


def test_a_hype_voice_is_stored_and_heard_in_later_replies(plan: Week, tools: FixedTools) -> None:
    u = Understanding(intent="preference", voice="gentle")
    message = "talk to me like a hype man, lots of energy, I love that stuff"
    stated = brain.respond(make_context(message, plan=plan), u, tools)
    (mutation,) = stated.memory_mutations
    assert mutation.entry is not None and "hype" in mutation.entry["fact"].lower()

    hype = staple("m-hype", "preference", mutation.entry["fact"])
    push = Understanding(intent="motivation")
    loud = brain.respond(make_context("no energy today", plan=plan, memory=[hype]), push, tools)
    plain = brain.respond(make_context("no energy today", plan=plan), push, tools)
    assert loud.message != plain.message


def test_asking_for_the_reasoning_updates_an_earlier_brevity_preference(
    plan: Week, tools: FixedTools
) -> None:
    short = staple("m-short", "preference", "Prefers short replies: a sentence or two.")
    u = Understanding(intent="preference", voice="scientific")
    message = "changed my mind, I actually want you to explain the reasoning behind your choices"
    decision = brain.respond(make_context(message, plan=plan, memory=[short]), u, tools)
    assert [(m.operation, m.memory_id) for m in decision.memory_mutations] == [
        ("UPDATE", "m-short")
    ]


def test_sold_gear_is_removed_from_the_equipment_memory(plan: Week, tools: FixedTools) -> None:
    message = "sold my bench to make room in the flat, so it's just the dumbbells now"
    u = Understanding(intent="memory_update", gear=frozenset({"dumbbells", "flat bench"}))
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR, GOAL]), u, tools)

    (mutation,) = decision.memory_mutations
    assert (mutation.operation, mutation.memory_id) == ("UPDATE", "m-gear")
    assert mutation.entry is not None
    assert "bench" not in mutation.entry["fact"].lower()
    assert "dumbbells up to 50 lb" in mutation.entry["fact"]
    # The week used the bench, so it cannot be done as written: the rebuilt week is staged
    # with the update (offered before; the coach notes ask for it staged).
    assert decision.route == "UPDATE_WEEK"


def test_a_new_goal_keeps_the_users_words_and_the_schedule(plan: Week, tools: FixedTools) -> None:
    message = "decided to cut for the summer, fat loss is the priority now, not size"
    u = Understanding(intent="memory_update", goal="general_fitness")
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR, GOAL]), u, tools)

    (mutation,) = decision.memory_mutations
    assert (mutation.operation, mutation.memory_id) == ("UPDATE", "m-goal")
    assert mutation.entry is not None
    fact = mutation.entry["fact"]
    assert "fat" in fact.lower() and "45 min" in fact


def test_an_exercise_that_hurts_leaves_that_day(plan: Week, tools: FixedTools) -> None:
    # the day that holds the curl (which one depends on the exercise library's picks)
    day = next(
        d
        for d, planned in plan.days.items()
        if any(
            i.exercise_id == "standing-db-bicep-curl" for b in planned.blocks for i in b.exercises
        )
    )
    message = f"my right wrist hurts when I curl, can you fix {day.capitalize()} around it?"
    u = Understanding(
        intent="pain",
        weekdays=(day,),
        target_day=day,
        body_parts=("wrist",),
        side="right",
        condition="minor_strain",
        exercises=("standing-db-bicep-curl",),
    )
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR]), u, tools)

    assert (decision.route, decision.target_day) == ("UPDATE_DAY", day)
    (op,) = decision.plan_ops
    assert isinstance(op, Avoid)
    assert "standing-db-bicep-curl" in op.exercises and op.body_parts == ["wrist"]
    assert count_sentences(decision.message) <= 3


def test_pain_replies_speak_of_one_joint_in_the_singular(plan: Week, tools: FixedTools) -> None:
    u = Understanding(
        intent="pain", body_parts=("shoulder",), condition="minor_strain", target_day="monday"
    )
    context = make_context("my shoulder is a bit cranky", plan=plan, memory=[GEAR])
    decision = brain.respond(context, u, tools)
    assert "Shoulders is" not in decision.message
    assert count_sentences(decision.message) <= 3


def test_a_progress_question_about_a_named_lift_reads_the_logs(plan: Week) -> None:
    tools = FixedTools(
        history={
            "single-arm-db-row": {
                "sessions": [
                    {"date": "2026-09-10", "sets": [{"weight": 50, "reps": 10}] * 3},
                ]
            }
        }
    )
    u = Understanding(intent="technique", exercises=("single-arm-db-row",), wants_explanation=True)
    message = "can I add weight on the one-arm row yet?"
    decision = brain.respond(make_context(message, plan=plan, memory=[GEAR]), u, tools)

    assert ("get_historical_exercise_logs", ("single-arm-db-row", 3)) in tools.calls
    assert "50 lb" in decision.message
    assert "**Setup:**" not in decision.message


def test_a_lift_named_in_plain_words_is_found_in_the_plan(plan: Week, tools: FixedTools) -> None:
    u = Understanding(intent="progress")
    decision = brain.respond(make_context("rows: more weight?", plan=plan), u, tools)
    assert ("get_historical_exercise_logs", ("single-arm-db-row", 3)) in tools.calls
    assert "Row" in decision.message


def test_an_exercise_the_gear_cannot_do_gets_the_closest_one_instead(
    plan: Week, tools: FixedTools
) -> None:
    u = Understanding(
        intent="coaching",
        weekdays=("thursday",),
        target_day="thursday",
        exercises=("barbell-back-squat",),
    )
    context = make_context("put barbell back squats on thursday", plan=plan, memory=[GEAR])
    decision = brain.respond(context, u, tools)

    assert "barbell" in decision.message.lower()
    for op in decision.plan_ops:
        assert isinstance(op, AddWork)
        assert "barbell-back-squat" not in op.exercises


def test_the_generic_answer_is_short_and_claims_no_change(plan: Week, tools: FixedTools) -> None:
    u = Understanding(intent="coaching")
    decision = brain.respond(make_context("thoughts on training?", plan=plan), u, tools)
    assert decision.route == "NONE"
    assert count_sentences(decision.message) <= 2
    assert "Done" not in decision.message
