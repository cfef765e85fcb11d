from datetime import UTC, date, datetime, timedelta

from fitcoach.agent.profile import build_profile
from fitcoach.memory.models import MemoryItem, Tier1Entry, Tier2Entry, Tier3Entry

NOW = datetime(2026, 9, 14, 10, tzinfo=UTC)


def item(id_, tier, entry):
    return MemoryItem(id=id_, tier=tier, entry=entry, created_at=NOW, updated_at=NOW)


def test_memory_facts_become_the_training_profile():
    memory = [
        item(
            "m1",
            "tier_1_staples",
            Tier1Entry(
                category="equipment",
                fact="Home gym with dumbbells up to 22 kg and an adjustable bench.",
            ),
        ),
        item(
            "m2",
            "tier_1_staples",
            Tier1Entry(
                category="goal",
                fact="Hypertrophy focus with priority on chest and shoulders; 4 days/week, 45 min.",
            ),
        ),
        item(
            "m3",
            "tier_1_staples",
            Tier1Entry(
                category="chronic_condition", fact="Lower back sensitivity on heavy deadlifts."
            ),
        ),
        item(
            "m4",
            "tier_2_physiological",
            Tier2Entry(
                body_part="right shoulder",
                condition="minor_strain",
                fact="Right shoulder is pinchy.",
                effective_date=date(2026, 9, 14),
                expires_at=NOW + timedelta(days=5),
            ),
        ),
        item(
            "m5",
            "tier_3_situational",
            Tier3Entry(
                event="golf tournament",
                fact="Golf on Saturday; keep back, forearms and shoulders fresh.",
                week_start_date=date(2026, 9, 14),
                expires_at=datetime(2026, 9, 20, tzinfo=UTC),
            ),
        ),
    ]
    profile = build_profile(memory, "lb", NOW)
    assert {"dumbbells", "flat bench", "incline bench"} <= profile.gear
    assert profile.max_dumbbell == 48.5  # 22 kg said, shown in the user's pounds
    assert profile.goal == "hypertrophy"
    assert {"Chest", "Shoulders"} <= set(profile.emphasis)
    assert profile.days_per_week == 4 and profile.session_minutes == 45
    restrictions = {(r.body_part, r.severity) for r in profile.restrictions}
    assert ("lower_back", "chronic") in restrictions
    assert ("shoulder", "minor_strain") in restrictions  # the joint, not the deltoids
    (event,) = profile.events
    assert event.on == date(2026, 9, 19)
    assert {"Back", "Forearms", "Shoulders"} <= set(event.spare)


def test_expired_states_do_not_shape_the_profile():
    sore = item(
        "m1",
        "tier_2_physiological",
        Tier2Entry(
            body_part="hamstrings",
            condition="soreness",
            fact="Hamstrings sore.",
            effective_date=date(2026, 9, 13),
            expires_at=NOW + timedelta(hours=1),
        ),
    )
    assert build_profile([sore], "lb", NOW).restrictions
    assert build_profile([sore], "lb", NOW + timedelta(hours=2)).restrictions == []
