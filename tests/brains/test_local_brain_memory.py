"""Pain, events, preferences and memory edits: tiers, ids, TTLs and the coach's voice."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest
from brain_support import NOW, FixedTools, item, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.brains.local.text import count_sentences
from fitcoach.brains.local.voice import VOICE_FACTS
from fitcoach.memory.models import Tier2Entry, Tier3Entry
from fitcoach.nlu.understanding import Load, Understanding
from fitcoach.programming.models import Week
from fitcoach.programming.ops import Avoid, ReduceLoad

brain = LocalBrain()

SHOULDER = Understanding(
    intent="pain",
    body_parts=("shoulder",),
    side="right",
    condition="minor_strain",
    target_day="monday",
    exercises=("incline-db-bench-press",),
)
SHOULDER_MSG = (
    "My right shoulder feels sharp/pinchy and irritated today. I don't think I should do "
    "overhead lifting or heavy incline-bench work."
)


def test_pain_creates_a_five_day_strain_and_protects_todays_session(
    plan: Week, tools: FixedTools
) -> None:
    decision = brain.respond(make_context(SHOULDER_MSG, plan=plan), SHOULDER, tools)

    (mutation,) = decision.memory_mutations
    assert mutation.operation == "CREATE"
    assert mutation.target_tier == "tier_2_physiological"
    entry = Tier2Entry.model_validate(mutation.entry)
    assert entry.condition == "minor_strain"
    assert "shoulder" in entry.body_part
    assert entry.effective_date == date(2026, 9, 14)
    assert entry.expires_at == datetime(2026, 9, 19, 10, 0, tzinfo=UTC)
    assert decision.route == "UPDATE_DAY"
    assert decision.target_day == "monday"
    assert decision.plan_ops == [
        Avoid(days=["monday"], body_parts=["shoulder"], exercises=["incline-db-bench-press"])
    ]
    # Thursday's upper session also loads the shoulder before the strain expires.
    assert "Thursday" in decision.message
    assert count_sentences(decision.message) <= 3


def test_soreness_lasts_72_hours(plan: Week, tools: FixedTools) -> None:
    u = Understanding(intent="pain", body_parts=("Quads",), condition="soreness")
    decision = brain.respond(make_context("my quads are wrecked", plan=plan), u, tools)
    entry = Tier2Entry.model_validate(decision.memory_mutations[0].entry)
    assert entry.expires_at == NOW + timedelta(hours=72)
    # Monday is an upper day: the next session that trains quads is Tuesday.
    assert decision.target_day == "tuesday"
    assert decision.plan_ops == [Avoid(days=["tuesday"], body_parts=["Quads"])]


def test_pain_reported_again_refreshes_the_memory_instead_of_duplicating(
    plan: Week, tools: FixedTools
) -> None:
    old = item(
        "t2",
        Tier2Entry(
            body_part="right shoulder",
            condition="minor_strain",
            fact="Right shoulder is tweaked.",
            effective_date=date(2026, 9, 12),
            expires_at=datetime(2026, 9, 17, 10, tzinfo=UTC),
        ),
    )
    decision = brain.respond(make_context(SHOULDER_MSG, plan=plan, memory=[old]), SHOULDER, tools)
    (mutation,) = decision.memory_mutations
    assert mutation.operation == "UPDATE" and mutation.memory_id == "t2"


def test_pain_without_a_body_part_asks_and_changes_nothing(plan: Week, tools: FixedTools) -> None:
    u = Understanding(intent="pain", condition="minor_strain")
    decision = brain.respond(make_context("something hurts", plan=plan), u, tools)
    assert decision.route == "NONE" and decision.memory_mutations == []


GOLF = Understanding(
    intent="event",
    event="36-hole golf tournament",
    weekdays=("saturday",),
    dates=(date(2026, 9, 19),),
    muscles=("Back", "Forearms", "Shoulders"),
)
GOLF_MSG = (
    "I have a 36-hole golf tournament this Saturday. Make sure my back, forearms and "
    "shoulders aren't too fatigued going into the weekend."
)


def test_event_creates_tier3_until_end_of_its_day_and_tapers(plan: Week, tools: FixedTools) -> None:
    decision = brain.respond(make_context(GOLF_MSG, plan=plan), GOLF, tools)
    (mutation,) = decision.memory_mutations
    assert mutation.operation == "CREATE" and mutation.target_tier == "tier_3_situational"
    entry = Tier3Entry.model_validate(mutation.entry)
    assert entry.week_start_date == date(2026, 9, 14)
    assert entry.expires_at == datetime(2026, 9, 20, 0, 0, tzinfo=UTC)
    assert "golf" in entry.event
    assert decision.route == "UPDATE_WEEK" and decision.target_day is None
    assert decision.plan_ops == [
        ReduceLoad(muscles=["Back", "Forearms", "Shoulders"], event_date=date(2026, 9, 19))
    ]


def test_event_expiry_follows_the_users_timezone(tools: FixedTools) -> None:
    ctx = make_context(GOLF_MSG, timezone="America/New_York")
    decision = brain.respond(ctx, GOLF, tools)
    entry = Tier3Entry.model_validate(decision.memory_mutations[0].entry)
    assert entry.expires_at == datetime(2026, 9, 20, 4, 0, tzinfo=UTC)
    # No plan to taper yet: the event is remembered and the reply says so.
    assert decision.route == "NONE" and decision.plan_ops == []


def test_event_said_twice_is_not_stored_twice(plan: Week, tools: FixedTools) -> None:
    first = brain.respond(make_context(GOLF_MSG, plan=plan), GOLF, tools)
    stored = item("e1", Tier3Entry.model_validate(first.memory_mutations[0].entry))
    again = brain.respond(make_context(GOLF_MSG, plan=plan, memory=[stored]), GOLF, tools)
    assert again.memory_mutations == []


def test_event_without_muscles_infers_what_golf_needs(plan: Week, tools: FixedTools) -> None:
    u = Understanding(intent="event", event="golf tournament", dates=(date(2026, 9, 19),))
    decision = brain.respond(make_context("golf tournament on saturday", plan=plan), u, tools)
    (op,) = decision.plan_ops
    assert isinstance(op, ReduceLoad) and "Back" in op.muscles


# ---- preference and voice ----------------------------------------------------------------


def test_preference_is_stored_and_later_replies_change_voice(plan: Week, tools: FixedTools) -> None:
    u = Understanding(intent="preference", voice="tough_love")
    decision = brain.respond(make_context("Give me tough love, no fluff", plan=plan), u, tools)
    (mutation,) = decision.memory_mutations
    assert mutation.operation == "CREATE" and mutation.entry["category"] == "preference"

    stored = staple("p1", "preference", mutation.entry["fact"])
    pep = Understanding(intent="motivation")
    balanced = brain.respond(make_context("I don't feel like training", plan=plan), pep, tools)
    tough = brain.respond(
        make_context("I don't feel like training", plan=plan, memory=[stored]), pep, tools
    )
    gentle_memory = [staple("p2", "preference", VOICE_FACTS["gentle"])]
    gentle = brain.respond(
        make_context("I don't feel like training", plan=plan, memory=gentle_memory), pep, tools
    )
    assert len({balanced.message, tough.message, gentle.message}) == 3
    assert "Nobody is coming" in tough.message
    assert "okay" in gentle.message
    for reply in (balanced, tough, gentle):
        assert count_sentences(reply.message) <= 3


def test_changing_preference_updates_the_existing_memory_by_id(tools: FixedTools) -> None:
    memory = [staple("p1", "preference", VOICE_FACTS["tough_love"])]
    u = Understanding(intent="preference", voice="gentle")
    decision = brain.respond(make_context("be gentler please", memory=memory), u, tools)
    (mutation,) = decision.memory_mutations
    assert mutation.operation == "UPDATE" and mutation.memory_id == "p1"
    assert "gentle" in mutation.entry["fact"]


@pytest.mark.parametrize("voice", ["balanced", "tough_love", "gentle", "scientific"])
def test_every_voice_keeps_default_replies_short(plan: Week, tools: FixedTools, voice: str) -> None:
    memory = [staple("p1", "preference", VOICE_FACTS[voice])]  # type: ignore[index]
    cases = [
        ("30 minutes today", Understanding(intent="day_edit", minutes=30)),
        ("hello", Understanding(intent="small_talk")),
        ("thanks!", Understanding(intent="small_talk")),
        ("motivate me", Understanding(intent="motivation")),
        (SHOULDER_MSG, SHOULDER),
        (GOLF_MSG, GOLF),
    ]
    for message, u in cases:
        decision = brain.respond(make_context(message, plan=plan, memory=memory), u, tools)
        text = decision.message.replace("{change:en}", "Monday: 4 exercises in about 30 min")
        assert 1 <= count_sentences(text) <= 3, (voice, text)


# ---- memory update / delete --------------------------------------------------------------


def test_bought_heavier_dumbbells_updates_the_equipment_memory(tools: FixedTools) -> None:
    memory = [
        staple("eq", "equipment", "Home gym with dumbbells up to 50 lb and an adjustable bench.")
    ]
    u = Understanding(
        intent="memory_update", loads=(Load(80, "lb"),), gear=frozenset({"dumbbells"})
    )
    decision = brain.respond(
        make_context("I bought dumbbells up to 80 lb", memory=memory), u, tools
    )
    (mutation,) = decision.memory_mutations
    assert mutation.operation == "UPDATE" and mutation.memory_id == "eq"
    assert mutation.entry["fact"] == "Home gym with dumbbells up to 80 lb and an adjustable bench."
    assert decision.route == "NONE"


def test_new_gear_without_stored_equipment_is_created(tools: FixedTools) -> None:
    u = Understanding(intent="memory_update", gear=frozenset({"pull-up bar"}))
    decision = brain.respond(make_context("I put up a pull-up bar at home"), u, tools)
    (mutation,) = decision.memory_mutations
    assert mutation.operation == "CREATE"
    assert "pull-up bar" in mutation.entry["fact"]


def test_shoulder_fine_now_deletes_the_tier2_memory(tools: FixedTools) -> None:
    shoulder = item(
        "t2",
        Tier2Entry(
            body_part="right shoulder",
            condition="minor_strain",
            fact="Right shoulder is tweaked (minor strain).",
            effective_date=date(2026, 9, 12),
            expires_at=datetime(2026, 9, 17, 10, tzinfo=UTC),
        ),
    )
    back = staple("c1", "chronic_condition", "Lower back sensitivity on heavy deadlifts.")
    u = Understanding(intent="memory_delete", body_parts=("shoulder",), resolved=True)
    decision = brain.respond(
        make_context("my shoulder is fine now", memory=[back, shoulder]), u, tools
    )
    (mutation,) = decision.memory_mutations
    assert mutation.operation == "DELETE"
    assert mutation.memory_id == "t2" and mutation.target_tier == "tier_2_physiological"


def test_delete_with_nothing_matching_mutates_nothing(tools: FixedTools) -> None:
    u = Understanding(intent="memory_delete", body_parts=("knee",), resolved=True)
    decision = brain.respond(make_context("my knee is fine now"), u, tools)
    assert decision.memory_mutations == []
    # Healed with nothing saved: says so, keeps the plan, and says how to come back.
    assert "no restriction saved" in decision.message and "plan stays" in decision.message


def test_fine_now_said_of_the_muscle_group_still_finds_the_joint_note(tools: FixedTools) -> None:
    shoulder = item(
        "t2",
        Tier2Entry(
            body_part="right shoulder",
            condition="minor_strain",
            fact="Right shoulder is tweaked (minor strain).",
            effective_date=date(2026, 9, 12),
            expires_at=datetime(2026, 9, 17, 10, tzinfo=UTC),
        ),
    )
    u = Understanding(intent="memory_delete", body_parts=("Shoulders",), resolved=True)
    decision = brain.respond(make_context("my shoulder is fine now", memory=[shoulder]), u, tools)
    assert [m.memory_id for m in decision.memory_mutations] == ["t2"]
    assert "right shoulder" in decision.message


def test_a_new_split_updates_the_goal_and_proposes_the_week(plan: Week, tools: FixedTools) -> None:
    goal = staple("g1", "goal", "Hypertrophy focus with priority on chest; 4 days/week, 45 min.")
    u = Understanding(intent="memory_update", days_per_week=5)
    ctx = make_context("Switch me to 5 days a week", plan=plan, memory=[goal])
    decision = brain.respond(ctx, u, tools)
    (mutation,) = decision.memory_mutations
    assert mutation.operation == "UPDATE" and mutation.memory_id == "g1"
    assert "5 days/week" in mutation.entry["fact"]
    assert decision.route == "UPDATE_WEEK"
    (op,) = decision.plan_ops
    assert op.op == "build_week" and op.days_per_week == 5


def test_forgetting_an_event_deletes_it(plan: Week, tools: FixedTools) -> None:
    golf = item(
        "e1",
        Tier3Entry(
            event="golf tournament",
            fact="Golf tournament on Saturday 19 Sep; keep back fresh.",
            week_start_date=date(2026, 9, 14),
            expires_at=datetime(2026, 9, 20, tzinfo=UTC),
        ),
    )
    u = Understanding(intent="event", event="golf tournament")
    ctx = make_context("Forget the golf tournament", plan=plan, memory=[golf])
    decision = brain.respond(ctx, u, tools)
    assert [(m.operation, m.memory_id) for m in decision.memory_mutations] == [("DELETE", "e1")]
    assert decision.route == "NONE"
