"""Migration 0004 on a database made by the previous schema (0002): rows written the old
way, with raw SQL, come out with payloads and with nothing else changed or lost.

Runs on SQLite, and on PostgreSQL too when FITCOACH_TEST_DATABASE_URL names a server (the
test makes, and drops, its own database there)."""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import Engine, inspect, text
from sqlalchemy.engine import make_url

from fitcoach.agent.profile import build_profile
from fitcoach.store.db import Database, make_engine
from fitcoach.store.memory import list_active_memory
from fitcoach.store.migrate import upgrade

PG_ENV = "FITCOACH_TEST_DATABASE_URL"
NOW = datetime(2026, 9, 16, 12, tzinfo=UTC)
CREATED = datetime(2026, 9, 1, 9)  # naive UTC, as the old schema stored it

OLD_ROWS = [
    (
        "mem_equipment",
        "tier_1_staples",
        {
            "category": "equipment",
            "fact": "Home gym with dumbbells up to 22 kg and an adjustable bench.",
            "source": "onboarding",
        },
        None,
        None,
    ),
    (
        "mem_goal",
        "tier_1_staples",
        {
            "category": "goal",
            "fact": "Hypertrophy focus with priority on chest; 3 days/week (Monday, Wednesday, "
            "Friday), 45 min.",
            "source": "onboarding",
        },
        None,
        None,
    ),
    (
        "mem_pref",
        "tier_1_staples",
        {"category": "preference", "fact": "Prefers: please never give me lunges"},
        None,
        None,
    ),
    (
        "mem_sore",
        "tier_2_physiological",
        {
            "body_part": "left knee",
            "condition": "soreness",
            "fact": "Left knee is sore.",
            "effective_date": "2026-09-15",
            "expires_at": "2026-09-18T09:00:00+00:00",
        },
        datetime(2026, 9, 18, 9),
        None,
    ),
    (
        "mem_trip",
        "tier_3_situational",
        {
            "event": "Trip to Berlin",
            "fact": "Trip to Berlin on Monday 21 Sep to Friday 25 Sep; hotel gym only.",
            "week_start_date": "2026-09-21",
            "expires_at": "2026-09-26T00:00:00+00:00",
        },
        datetime(2026, 9, 26),
        None,
    ),
    # Deleted rows are history: they are converted too, and stay deleted.
    (
        "mem_old_gear",
        "tier_1_staples",
        {"category": "equipment", "fact": "Dumbbells up to 30 lb."},
        None,
        datetime(2026, 9, 10, 9),
    ),
    # A row that no longer validates (an unknown category) is kept as it is, without payload.
    (
        "mem_odd",
        "tier_1_staples",
        {"category": "mood", "fact": "Cheerful."},
        None,
        datetime(2026, 9, 10, 9),
    ),
]


@pytest.fixture(params=["sqlite", "postgresql"])
def fresh_engine(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Engine]:
    """An empty database, not migrated at all."""
    if request.param == "sqlite":
        engine = make_engine(f"sqlite:///{tmp_path / 'old.db'}")
        yield engine
        engine.dispose()
        return
    server = os.environ.get(PG_ENV)
    if not server:
        pytest.skip(f"PostgreSQL run needs {PG_ENV}")
    if server.startswith("firestore://"):
        pytest.skip("a SQL schema migration: this run's store is Firestore, which has none")
    name = f"fitcoach_mig_{uuid.uuid4().hex[:10]}"
    admin = make_engine(server, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    engine = make_engine(make_url(server).set(database=name).render_as_string(False))
    try:
        yield engine
    finally:
        engine.dispose()
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def _insert_old_rows(engine: Engine) -> None:
    with engine.begin() as connection:
        connection.execute(
            text(
                "INSERT INTO users (id, username, password_hash, units, timezone, created_at) "
                "VALUES ('usr_old', 'old', 'x', 'lb', 'UTC', :at)"
            ),
            {"at": CREATED},
        )
        for memory_id, tier, entry, expires, deleted in OLD_ROWS:
            connection.execute(
                text(
                    "INSERT INTO memory_items (id, user_id, tier, entry, expires_at, "
                    "created_at, updated_at, deleted_at) VALUES (:id, 'usr_old', :tier, "
                    ":entry, :expires, :at, :at, :deleted)"
                ),
                {
                    "id": memory_id,
                    "tier": tier,
                    "entry": json.dumps(entry),
                    "expires": expires,
                    "at": CREATED,
                    "deleted": deleted,
                },
            )


def _rows(engine: Engine) -> dict[str, dict[str, object]]:
    with engine.connect() as connection:
        result = connection.execute(
            text("SELECT id, tier, entry, payload, expires_at, deleted_at FROM memory_items")
        )
        rows = {}
        for row in result.mappings():
            data = dict(row)
            for key in ("entry", "payload"):
                if isinstance(data[key], str):
                    data[key] = json.loads(data[key])
            rows[str(data["id"])] = data
        return rows


def test_old_rows_get_payloads_and_lose_nothing(fresh_engine: Engine) -> None:
    upgrade(fresh_engine, "0002")
    columns = {c["name"] for c in inspect(fresh_engine).get_columns("memory_items")}
    assert "payload" not in columns  # really the previous schema
    _insert_old_rows(fresh_engine)

    upgrade(fresh_engine)

    rows = _rows(fresh_engine)
    assert set(rows) == {row[0] for row in OLD_ROWS}
    for memory_id, tier, entry, _expires, deleted in OLD_ROWS:
        assert rows[memory_id]["tier"] == tier
        assert rows[memory_id]["entry"] == entry  # the spec's fields, byte for byte
        assert (rows[memory_id]["deleted_at"] is None) == (deleted is None)

    gear = rows["mem_equipment"]["payload"]
    assert gear == {
        "type": "equipment",
        "gear": ["dumbbells", "flat bench", "incline bench"],
        "place": "home",
        "dumbbells": {"min": None, "max": 22.0, "unit": "kg"},
        "kettlebells": None,
        "bands": False,
    }
    goal = rows["mem_goal"]["payload"]
    assert goal["type"] == "goal" and goal["kind"] == "hypertrophy"
    assert goal["emphasis"] == ["Chest"]
    assert goal["schedule"] == {
        "days": ["monday", "wednesday", "friday"],
        "days_per_week": 3,
        "minutes": 45,
    }
    pref = rows["mem_pref"]["payload"]
    assert pref["type"] == "preference" and pref["excluded_patterns"] == ["lunge"]
    sore = rows["mem_sore"]["payload"]
    assert sore == {
        "type": "condition",
        "body_parts": ["knee"],
        "side": "left",
        "kind": "soreness",
        "severity": None,
        "onset": "2026-09-15",
        "name": None,  # a condition's name (added later); a knee soreness has none
    }
    trip = rows["mem_trip"]["payload"]
    assert (trip["kind"], trip["start"], trip["end"], trip["place"]) == (
        "trip",
        "2026-09-21",
        "2026-09-25",
        "Berlin",
    )
    assert set(trip["gear"]) == {"dumbbells", "bodyweight"}
    assert rows["mem_old_gear"]["payload"]["dumbbells"]["max"] == 30.0
    assert rows["mem_odd"]["payload"] is None

    # The converted memory reads back through the store and shapes the profile.
    database = Database(fresh_engine.url.render_as_string(hide_password=False))
    try:
        with database.unit_of_work() as session:
            items = list_active_memory(session, "usr_old", NOW)
    finally:
        database.dispose()
    assert {item.id for item in items} == {
        "mem_equipment",
        "mem_goal",
        "mem_pref",
        "mem_sore",
        "mem_trip",
    }
    profile = build_profile(items, "lb", NOW)
    assert profile.max_dumbbell == 48.5
    assert profile.training_days == ["monday", "wednesday", "friday"]
    assert profile.excluded_patterns == {"lunge"}
    assert profile.gear_on(datetime(2026, 9, 22).date()) == {"dumbbells", "bodyweight"}
    assert "incline bench" in profile.gear_on(datetime(2026, 9, 17).date())


def test_downgrade_drops_the_column_and_keeps_the_rows(fresh_engine: Engine) -> None:
    upgrade(fresh_engine, "0002")
    _insert_old_rows(fresh_engine)
    upgrade(fresh_engine)
    from fitcoach.store.migrate import downgrade

    downgrade(fresh_engine, "0002")
    columns = {c["name"] for c in inspect(fresh_engine).get_columns("memory_items")}
    assert "payload" not in columns
    with fresh_engine.connect() as connection:
        count = connection.execute(text("SELECT count(*) FROM memory_items")).scalar_one()
    assert count == len(OLD_ROWS)
