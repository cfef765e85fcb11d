"""Memory the coach rewrites or deletes: casual gear news rewrites the equipment staple, a
new preference or a revoked style replaces the old one, a called-off event and a cleared
condition are deleted, and a restated condition is not stored twice."""

from __future__ import annotations

from datetime import timedelta

import pytest
from brain_support import NOW, PLAN, FixedTools, item, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.brains.local.text import count_sentences
from fitcoach.brains.local.voice import VOICE_FACTS
from fitcoach.memory.models import MemoryItem, Tier3Entry
from fitcoach.nlu.understand import understand
from fitcoach.programming.models import Week

brain = LocalBrain()

GEAR = staple("e1", "equipment", "Home gym with dumbbells up to 50 lb and an adjustable bench.")

DETAIL = staple("p1", "preference", "Wants the science behind every change, in detail.")

TOUR = item(
    "t1",
    Tier3Entry(
        event="band tour",
        fact="Band tour this week; hotel gyms only.",
        week_start_date=NOW.date(),
        expires_at=NOW + timedelta(days=6),
    ),
)


def _mutations(message: str, memory: list[MemoryItem]) -> list[tuple[str, str | None, str]]:
    u = understand(message, NOW.date())
    decision = brain.respond(make_context(message, plan=PLAN, memory=memory), u, FixedTools())
    return [
        (m.operation, m.memory_id, str((m.entry or {}).get("fact", "")))
        for m in decision.memory_mutations
    ]


BACK = staple("c1", "chronic_condition", "Lower back sensitivity on heavy deadlifts.")

TOUGH = staple("p1", "preference", VOICE_FACTS["tough_love"])


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("traded my old set for adjustables that go up to 70 lbs", ["70 lb", "adjustable bench"]),
        ("upgraded my dumbbells, they reach 25 kg now", ["25 kg", "adjustable bench"]),
        ("joined a gym that has barbells and a rack", ["50 lb", "barbell", "squat rack"]),
        ("ジムに入会しました。バーベルとラックがあります", ["50 lb", "barbell", "squat rack"]),
    ],
)
def test_casual_gear_news_updates_the_equipment_staple(message: str, expected: list[str]) -> None:
    mutations = _mutations(message, [GEAR, DETAIL])
    assert len(mutations) == 1
    operation, memory_id, fact = mutations[0]
    assert (operation, memory_id) == ("UPDATE", "e1")
    for words in expected:
        assert words in fact


@pytest.mark.parametrize(
    "message", ["keep it short from now on", "shorter answers please", "be tough on me"]
)
def test_a_new_preference_rewrites_the_stored_one(message: str) -> None:
    mutations = _mutations(message, [GEAR, DETAIL])
    assert [(op, memory_id) for op, memory_id, _ in mutations] == [("UPDATE", "p1")]


@pytest.mark.parametrize(
    "message",
    [
        "the tour's been binned",
        "tour is off",
        "we're not going anymore",
        "they called off the tour",
        "the tour got axed",
    ],
)
def test_a_casually_cancelled_event_is_deleted(message: str) -> None:
    assert _mutations(message, [GEAR, TOUR]) == [("DELETE", "t1", "")]


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
