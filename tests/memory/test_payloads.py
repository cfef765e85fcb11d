"""Payload models: what they accept, what they refuse, and what a fact's words become."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest
from pydantic import ValidationError

from fitcoach.memory.derive import exclusions_of, tier1_payload
from fitcoach.memory.models import MemoryMutation, Tier1Entry, Tier2Entry, Tier3Entry
from fitcoach.memory.payloads import (
    ConditionPayload,
    EquipmentPayload,
    EventPayload,
    PreferencePayload,
)
from fitcoach.memory.rules import check_mutations

NOW = datetime(2026, 9, 14, 10, tzinfo=UTC)


@pytest.mark.parametrize(
    ("payload", "error"),
    [
        ({"type": "equipment", "gear": ["jetpack"]}, "unknown gear: jetpack"),
        (
            {"type": "equipment", "dumbbells": {"min": 30, "max": 10, "unit": "kg"}},
            "dumbbell min is above max",
        ),
        ({"type": "equipment", "dumbbells": {"max": 10, "unit": "stone"}}, "unit"),
        ({"type": "preference", "excluded_exercises": ["moon-walk"]}, "unknown exercise slug"),
        ({"type": "preference", "excluded_patterns": ["juggling"]}, "unknown movement pattern"),
        ({"type": "goal", "emphasis": ["Eyebrows"]}, "unknown muscle group"),
        ({"type": "condition", "kind": "chronic", "body_parts": ["spleen"]}, "unknown body part"),
        ({"type": "weather"}, "does not match any of the expected tags"),
    ],
)
def test_bad_payloads_are_refused(payload, error):
    category = {"equipment": "equipment", "goal": "goal", "condition": "chronic_condition"}.get(
        payload["type"], "preference"
    )
    with pytest.raises(ValidationError, match=error):
        Tier1Entry(category=category, fact="x", payload=payload)


def test_a_payload_must_fit_its_category():
    with pytest.raises(ValidationError, match="a preference payload does not fit equipment"):
        Tier1Entry(category="equipment", fact="x", payload=PreferencePayload(brief=True))


def test_a_tier2_condition_is_never_chronic():
    with pytest.raises(ValidationError, match="not chronic"):
        Tier2Entry(
            body_part="knee",
            condition="soreness",
            fact="Knee sore.",
            effective_date=date(2026, 9, 14),
            expires_at=NOW,
            payload=ConditionPayload(kind="chronic", body_parts=["knee"]),
        )


def test_an_event_cannot_end_before_it_starts():
    with pytest.raises(ValidationError, match="starts after it ends"):
        EventPayload(kind="trip", start=date(2026, 9, 20), end=date(2026, 9, 18))


def test_a_bad_llm_payload_is_dropped_with_its_reason_and_nothing_else_is():
    good = MemoryMutation(
        operation="CREATE",
        target_tier="tier_1_staples",
        entry={"category": "equipment", "fact": "Dumbbells up to 40 lb."},
    )
    bad = MemoryMutation(
        operation="CREATE",
        target_tier="tier_1_staples",
        entry={
            "category": "equipment",
            "fact": "A jetpack.",
            "payload": {"type": "equipment", "gear": ["jetpack"]},
        },
    )
    checked = check_mutations([good, bad], [], now=NOW, today=NOW.date(), timezone="UTC")
    (change,) = checked.changes
    assert change.entry is not None and isinstance(change.entry.payload, EquipmentPayload)
    assert change.entry.payload.dumbbells is not None
    assert change.entry.payload.dumbbells.max == 40
    ((dropped, reason),) = checked.dropped
    assert dropped is bad and "unknown gear: jetpack" in reason


@pytest.mark.parametrize(
    ("fact", "slugs", "patterns"),
    [
        ("Prefers: please never give me lunges", [], ["lunge"]),
        ("No goblet squats, they hurt my wrists.", ["goblet-squat"], []),
        ("I hate burpees and walking lunges", ["burpee"], ["lunge"]),
        ("I love lunges", [], []),  # no word of refusal: nothing excluded
        ("Prefers tough-love coaching.", [], []),
    ],
)
def test_exclusions_from_words(fact, slugs, patterns):
    assert exclusions_of(fact) == (slugs, patterns)


def test_equipment_words_become_loads_with_units():
    payload = tier1_payload(
        "equipment", "Home gym: dumbbells 5-25 kg, kettlebells of 12 and 16 kg, bands."
    )
    assert isinstance(payload, EquipmentPayload)
    assert payload.dumbbells is not None
    assert (payload.dumbbells.min, payload.dumbbells.max, payload.dumbbells.unit) == (5, 25, "kg")
    assert payload.kettlebells is not None and payload.kettlebells.weights == [12, 16]
    assert payload.bands and payload.place == "home"


def test_a_schedule_only_goal_fact_is_a_schedule():
    payload = tier1_payload("goal", "Trains 3 days/week (Monday, Wednesday, Friday), 60 min.")
    assert payload.type == "schedule"
    assert payload.model_dump(exclude={"type"}) == {
        "days": ["monday", "wednesday", "friday"],
        "days_per_week": 3,
        "minutes": 60,
    }


def test_event_dates_come_from_the_entry_and_its_words():
    trip = Tier3Entry(
        event="Trip to Berlin",
        fact="Trip to Berlin on Monday 21 Sep to Friday 25 Sep; hotel gym only.",
        week_start_date=date(2026, 9, 21),
        expires_at=datetime(2026, 9, 26, tzinfo=UTC),
    )
    assert trip.payload == EventPayload(
        kind="trip",
        start=date(2026, 9, 21),
        end=date(2026, 9, 25),
        place="Berlin",
        gear=["bodyweight", "dumbbells"],
    )
    race = Tier3Entry(
        event="10k race",
        fact="10k race on Saturday 19 Sep; keep quads and calves fresh.",
        week_start_date=date(2026, 9, 14),
        expires_at=datetime(2026, 9, 20, tzinfo=UTC),
    )
    assert race.payload is not None
    assert (race.payload.kind, race.payload.start, race.payload.end) == (
        "competition",
        date(2026, 9, 19),
        date(2026, 9, 19),
    )
    assert race.payload.gear is None  # the usual gear: racing is not travelling
    assert race.payload.spare == ["Quads", "Calves"]
