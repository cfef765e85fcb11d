"""Expired login-throttle rows and old idempotency keys are purged in bounded batches,
on the write paths that create them (real SQLite, and PostgreSQL in CI)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, insert, select

from fitcoach.store.idempotency import KEEP_FOR, claim, fill, purge_expired, request_hash
from fitcoach.store.tables import IdempotencyRow, LoginThrottleRow
from fitcoach.store.throttle import PURGE_BATCH, ThrottleRule, purge_stale, record_failure
from fitcoach.store.users import create_user

NOW = datetime(2026, 9, 16, 12, tzinfo=UTC)
WINDOW = timedelta(minutes=15)
RULE = ThrottleRule("user", 5, WINDOW, timedelta(minutes=15))


def _throttle_row(key: str, window_start: datetime, blocked_until: datetime | None) -> dict:
    return {"key": key, "failures": 1, "window_start": window_start, "blocked_until": blocked_until}


def _keys(session) -> set[str]:
    return set(session.scalars(select(LoginThrottleRow.key)))


def test_only_throttle_rows_that_say_nothing_are_purged(database):
    old = NOW - WINDOW - timedelta(seconds=1)
    with database.unit_of_work() as session:
        session.execute(
            insert(LoginThrottleRow),
            [
                _throttle_row("user:stale", old, None),
                _throttle_row("user:served", old, NOW - timedelta(seconds=1)),
                _throttle_row("user:counting", NOW - timedelta(minutes=1), None),
                _throttle_row("addr:blocked", old, NOW + timedelta(minutes=5)),
            ],
        )
    with database.unit_of_work() as session:
        assert purge_stale(session, NOW, WINDOW) == 2
    with database.unit_of_work() as session:
        # A window still counting and a block still running are kept.
        assert _keys(session) == {"user:counting", "addr:blocked"}


def test_throttle_purge_is_bounded_and_catches_up_over_failures(database):
    old = NOW - timedelta(days=2)
    with database.unit_of_work() as session:
        session.execute(
            insert(LoginThrottleRow),
            [_throttle_row(f"user:gone{i}", old, None) for i in range(PURGE_BATCH + 7)],
        )
    with database.unit_of_work() as session:
        assert purge_stale(session, NOW, WINDOW) == PURGE_BATCH
    with database.unit_of_work() as session:
        record_failure(session, "user:new", RULE, NOW)
        assert purge_stale(session, NOW, WINDOW) == 7
    with database.unit_of_work() as session:
        assert _keys(session) == {"user:new"}


def test_a_failed_login_purges_stale_throttle_rows(client, register, clock):
    if client.app.state.database is None:
        pytest.skip("SQL rows: on Firestore throttle counters stay (their revisions expire by TTL)")
    register("ann")
    with client.app.state.database.unit_of_work() as session:
        session.execute(
            insert(LoginThrottleRow), [_throttle_row("user:someone", NOW - timedelta(days=3), None)]
        )
    response = client.post("/api/auth/login", json={"username": "ann", "password": "wrong one!"})
    assert response.status_code == 401
    with client.app.state.database.unit_of_work() as session:
        keys = _keys(session)
    assert "user:someone" not in keys
    assert "user:ann" in keys  # the failure just counted is kept


def _keyed(session, user_id: str, key: str, at: datetime) -> dict:
    return {
        "user_id": user_id,
        "key": key,
        "route": "POST /api/workouts/log",
        "request_hash": request_hash("{}"),
        "status_code": 201,
        "response": {"log_id": key},
        "created_at": at,
    }


def _users(session, *names: str) -> list[str]:
    return [
        create_user(
            session, username=name, password_hash="x", units="lb", timezone="UTC", now=NOW
        ).id
        for name in names
    ]


def test_a_claim_purges_anyones_expired_keys_and_keeps_fresh_ones(database):
    with database.unit_of_work() as session:
        idle, active = _users(session, "idle", "active")
        session.execute(
            insert(IdempotencyRow),
            [
                _keyed(session, idle, "old", NOW - KEEP_FOR - timedelta(minutes=1)),
                _keyed(session, idle, "recent", NOW - timedelta(hours=1)),
            ],
        )
    with database.unit_of_work() as session:
        assert claim(session, active, "k1", "POST /api/workouts/log", "h", NOW) is None
        fill(session, active, "k1", 201, {"log_id": "log_1"})
    with database.unit_of_work() as session:
        left = set(session.execute(select(IdempotencyRow.user_id, IdempotencyRow.key)).all())
    assert left == {(idle, "recent"), (active, "k1")}


def test_idempotency_purge_is_bounded(database):
    with database.unit_of_work() as session:
        (user,) = _users(session, "busy")
        session.execute(
            insert(IdempotencyRow),
            [
                _keyed(session, user, f"k{i}", NOW - KEEP_FOR - timedelta(hours=1, seconds=i))
                for i in range(PURGE_BATCH + 3)
            ],
        )
    with database.unit_of_work() as session:
        assert purge_expired(session, NOW) == PURGE_BATCH
    with database.unit_of_work() as session:
        assert session.scalar(select(func.count()).select_from(IdempotencyRow)) == 3
        assert purge_expired(session, NOW) == 3


def test_an_expired_key_of_ones_own_is_a_new_request(database):
    with database.unit_of_work() as session:
        (user,) = _users(session, "ret")
        session.execute(insert(IdempotencyRow), [_keyed(session, user, "same", NOW - KEEP_FOR * 2)])
    with database.unit_of_work() as session:
        # Not a replay of the old answer, and not "reused for another request".
        assert claim(session, user, "same", "POST /api/workouts/log", "other", NOW) is None
