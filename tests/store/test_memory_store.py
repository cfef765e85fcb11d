"""The three memory tiers through the repository protocol: on SQLite, PostgreSQL and
(FITCOACH_TEST_DATABASE_URL=firestore://...) the Firestore emulator alike."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest

from fitcoach.memory.models import MemoryChange, Tier1Entry, Tier2Entry, Tier3Entry
from fitcoach.store.errors import NotFound

NOW = datetime(2026, 9, 16, 12, tzinfo=UTC)  # the suite's frozen "now" (conftest.NOW)


def _user(repository, name="ann"):
    return repository.create_user(
        username=name, password_hash="x", units="lb", timezone="UTC", now=NOW
    ).id


def _creates():
    return [
        MemoryChange(
            operation="CREATE",
            tier="tier_1_staples",
            entry=Tier1Entry(category="equipment", fact="Dumbbells up to 50 lbs"),
        ),
        MemoryChange(
            operation="CREATE",
            tier="tier_2_physiological",
            entry=Tier2Entry(
                body_part="Hamstrings",
                condition="soreness",
                fact="Sore hamstrings",
                effective_date=date(2026, 9, 16),
                expires_at=NOW + timedelta(hours=72),
            ),
        ),
        MemoryChange(
            operation="CREATE",
            tier="tier_3_situational",
            entry=Tier3Entry(
                event="Hike",
                fact="Hiking Saturday",
                week_start_date=date(2026, 9, 14),
                expires_at=NOW + timedelta(days=4),
            ),
        ),
    ]


def test_created_items_get_ids_and_expire_on_time(repository):
    user = _user(repository)
    created = repository.apply_memory_changes(user, _creates(), NOW)
    assert [item.id[:4] for item in created] == ["mem_"] * 3
    assert len(repository.list_active_memory(user, NOW)) == 3
    later = repository.list_active_memory(user, NOW + timedelta(hours=73))
    assert [item.tier for item in later] == ["tier_1_staples", "tier_3_situational"]
    assert [item.tier for item in repository.list_active_memory(user, NOW + timedelta(days=5))] == [
        "tier_1_staples"
    ]


def test_update_and_delete_are_recorded_in_the_history(repository):
    user = _user(repository)
    staple = repository.apply_memory_changes(user, _creates()[:1], NOW)[0]
    repository.apply_memory_changes(
        user,
        [
            MemoryChange(
                operation="UPDATE",
                tier="tier_1_staples",
                memory_id=staple.id,
                entry=Tier1Entry(category="equipment", fact="Dumbbells up to 80 lbs"),
                reason="bought heavier dumbbells",
            ),
        ],
        NOW + timedelta(days=1),
    )
    repository.apply_memory_changes(
        user,
        [
            MemoryChange(operation="DELETE", tier="tier_1_staples", memory_id=staple.id),
        ],
        NOW + timedelta(days=2),
        actor="user",
    )
    history = repository.memory_history(user, staple.id)
    assert repository.list_active_memory(user, NOW + timedelta(days=2)) == []
    assert [(h["operation"], h["actor"]) for h in history] == [
        ("CREATE", "chat"),
        ("UPDATE", "chat"),
        ("DELETE", "user"),
    ]
    assert history[1]["entry"]["fact"] == "Dumbbells up to 80 lbs"
    assert history[1]["reason"] == "bought heavier dumbbells"


def test_a_batch_is_all_or_nothing(repository):
    user = _user(repository)
    bad_batch = [
        *_creates(),
        MemoryChange(operation="DELETE", tier="tier_1_staples", memory_id="mem_doesnotexist"),
    ]
    with pytest.raises(NotFound):
        repository.apply_memory_changes(user, bad_batch, NOW)
    assert repository.list_active_memory(user, NOW) == []
    assert repository.memory_history(user) == []


def test_another_users_memory_cannot_be_touched(repository):
    ann, bob = _user(repository, "ann"), _user(repository, "bob")
    item = repository.apply_memory_changes(ann, _creates()[:1], NOW)[0]
    with pytest.raises(NotFound):
        repository.apply_memory_changes(
            bob,
            [MemoryChange(operation="DELETE", tier="tier_1_staples", memory_id=item.id)],
            NOW,
        )
    assert [i.id for i in repository.list_active_memory(ann, NOW)] == [item.id]
    assert repository.list_active_memory(bob, NOW) == []


def test_about_me_fields_and_a_condition_name_round_trip(repository):
    """The "about me" goal fields and a condition's name are stored and read back as
    written, and rebuild the profile the engine's careful and endurance rules read."""
    from fitcoach.agent.profile import build_profile

    changes = [
        MemoryChange(
            operation="CREATE",
            tier="tier_1_staples",
            entry=Tier1Entry(category="goal", fact="About me: 62 years old; new to lifting."),
        ),
        MemoryChange(
            operation="CREATE",
            tier="tier_1_staples",
            entry=Tier1Entry(category="goal", fact="Runner, long run on Saturday."),
        ),
        MemoryChange(
            operation="CREATE",
            tier="tier_1_staples",
            entry=Tier1Entry(category="chronic_condition", fact="Osteopenia in the hips."),
        ),
    ]
    user = _user(repository)
    repository.apply_memory_changes(user, changes, NOW)
    memory = repository.list_active_memory(user, NOW)
    payloads = {item.entry.fact: item.entry.payload.model_dump() for item in memory}
    about = payloads["About me: 62 years old; new to lifting."]
    assert (about["age"], about["experience"]) == (62, "beginner")
    runner = payloads["Runner, long run on Saturday."]
    assert (runner["kind"], runner["key_days"], runner["key_session"]) == (
        "endurance",
        ["saturday"],
        "long run",
    )
    assert payloads["Osteopenia in the hips."]["name"] == "osteopenia"
    profile = build_profile(memory, "kg", NOW)
    assert (profile.age, profile.experience, profile.conditions) == (62, "beginner", ["osteopenia"])
    assert (profile.key_days, profile.key_session, profile.goal) == (
        ["saturday"],
        "long run",
        "endurance",
    )
