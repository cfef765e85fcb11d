"""Round-5 memory handling: casual gear changes rewrite the stored equipment staple, a
change of preference rewrites the stored preference, and a called-off event is deleted."""

from __future__ import annotations

from datetime import timedelta

import pytest
from brain_support import NOW, PLAN, FixedTools, item, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.memory.models import MemoryItem, Tier3Entry
from fitcoach.nlu.understand import understand

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
