from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest

from fitcoach.memory.models import MemoryChange, Tier1Entry, Tier2Entry, Tier3Entry
from fitcoach.store.errors import NotFound
from fitcoach.store.memory import apply_memory_changes, list_active_memory, memory_history
from fitcoach.store.users import create_user

NOW = datetime(2026, 9, 16, 12, tzinfo=UTC)  # the suite's frozen "now" (conftest.NOW)


def _user(session, name="ann"):
    return create_user(
        session, username=name, password_hash="x", units="lb", timezone="UTC", now=NOW
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


def test_created_items_get_ids_and_expire_on_time(database):
    with database.unit_of_work() as session:
        user = _user(session)
        created = apply_memory_changes(session, user, _creates(), NOW)
    assert [item.id[:4] for item in created] == ["mem_"] * 3
    with database.unit_of_work() as session:
        assert len(list_active_memory(session, user, NOW)) == 3
        later = list_active_memory(session, user, NOW + timedelta(hours=73))
        assert [item.tier for item in later] == ["tier_1_staples", "tier_3_situational"]
        assert [
            item.tier for item in list_active_memory(session, user, NOW + timedelta(days=5))
        ] == ["tier_1_staples"]


def test_update_and_delete_are_recorded_in_the_history(database):
    with database.unit_of_work() as session:
        user = _user(session)
        staple = apply_memory_changes(session, user, _creates()[:1], NOW)[0]
    with database.unit_of_work() as session:
        apply_memory_changes(
            session,
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
        apply_memory_changes(
            session,
            user,
            [
                MemoryChange(operation="DELETE", tier="tier_1_staples", memory_id=staple.id),
            ],
            NOW + timedelta(days=2),
            actor="user",
        )
    with database.unit_of_work() as session:
        history = memory_history(session, user, staple.id)
        assert list_active_memory(session, user, NOW + timedelta(days=2)) == []
    assert [(h["operation"], h["actor"]) for h in history] == [
        ("CREATE", "chat"),
        ("UPDATE", "chat"),
        ("DELETE", "user"),
    ]
    assert history[1]["entry"]["fact"] == "Dumbbells up to 80 lbs"
    assert history[1]["reason"] == "bought heavier dumbbells"


def test_a_batch_is_all_or_nothing(database):
    with database.unit_of_work() as session:
        user = _user(session)
    bad_batch = [
        *_creates(),
        MemoryChange(operation="DELETE", tier="tier_1_staples", memory_id="mem_doesnotexist"),
    ]
    with pytest.raises(NotFound), database.unit_of_work() as session:
        apply_memory_changes(session, user, bad_batch, NOW)
    with database.unit_of_work() as session:
        assert list_active_memory(session, user, NOW) == []
        assert memory_history(session, user) == []


def test_another_users_memory_cannot_be_touched(database):
    with database.unit_of_work() as session:
        ann, bob = _user(session, "ann"), _user(session, "bob")
        item = apply_memory_changes(session, ann, _creates()[:1], NOW)[0]
    with pytest.raises(NotFound), database.unit_of_work() as session:
        apply_memory_changes(
            session,
            bob,
            [MemoryChange(operation="DELETE", tier="tier_1_staples", memory_id=item.id)],
            NOW,
        )
    with database.unit_of_work() as session:
        assert [i.id for i in list_active_memory(session, ann, NOW)] == [item.id]
        assert list_active_memory(session, bob, NOW) == []


def test_about_me_fields_and_a_condition_name_round_trip(database):
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
    with database.unit_of_work() as session:
        user = _user(session)
        apply_memory_changes(session, user, changes, NOW)
    with database.unit_of_work() as session:
        memory = list_active_memory(session, user, NOW)
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
