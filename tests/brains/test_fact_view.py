"""Memory facts are stored in English beside their payload and shown in the user's
language, rendered from the payload (brains/local/fact_view.py)."""

from __future__ import annotations

from datetime import UTC, date, datetime

from fitcoach.brains.local.fact_view import fact_in
from fitcoach.memory.models import Tier1Entry, Tier2Entry, Tier3Entry
from fitcoach.memory.payloads import (
    ConditionPayload,
    DumbbellRange,
    EquipmentPayload,
    EventPayload,
    PreferencePayload,
)


def test_gear_and_exclusions_read_in_polish_thai_and_japanese() -> None:
    gear = Tier1Entry(
        category="equipment",
        fact="Home gym with dumbbells up to 20 kg and a flat bench.",
        payload=EquipmentPayload(
            gear=["dumbbells", "flat bench"], dumbbells=DumbbellRange(max=20, unit="kg")
        ),
    )
    never = Tier1Entry(
        category="preference",
        fact="Never program Burpee (the user dislikes them).",
        payload=PreferencePayload(excluded_exercises=["burpee"]),
    )
    assert fact_in("en", gear) == "Home gym with dumbbells up to 20 kg and a flat bench"
    assert fact_in("pl", gear).startswith("sprzęt:") and "20 kg" in fact_in("pl", gear)
    assert fact_in("ja", never).startswith("プランに入れない") and "Burpee" in fact_in("ja", never)
    assert fact_in("th", never).startswith("ไม่ใส่ในแผน")


def test_a_sore_knee_and_a_trip_show_their_dates_in_the_users_words() -> None:
    knee = Tier2Entry(
        body_part="knee",
        condition="minor_strain",
        fact="Right knee is tweaked (minor strain).",
        effective_date=date(2026, 9, 14),
        expires_at=datetime(2026, 9, 19, tzinfo=UTC),
        payload=ConditionPayload(body_parts=["knee"], side="right", kind="minor_strain"),
    )
    trip = Tier3Entry(
        event="trip",
        fact="Trip to Gdańsk, Wednesday 16 Sep to Saturday 19 Sep.",
        week_start_date=date(2026, 9, 14),
        expires_at=datetime(2026, 9, 20, tzinfo=UTC),
        payload=EventPayload(kind="trip", start=date(2026, 9, 16), end=date(2026, 9, 19)),
    )
    polish_knee = fact_in("pl", knee)
    assert "kolano" in polish_knee and "naciągnięcie" in polish_knee and "19.09" in polish_knee
    assert fact_in("pl", trip).startswith("wyjazd: 16.09")
    assert "9月19日" in fact_in("ja", trip)
