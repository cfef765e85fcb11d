"""Failed-login counters, in the database so every app instance sees the same count.

A key ("user:<name>" or "addr:<client address>") collects failures in a fixed window;
at the limit it is blocked until `blocked_until`. A successful login clears its user key
(never the address key: one right guess must not reset an address that is spraying).

Rows whose window and block have both run out say nothing any more (a new failure starts
a fresh window anyway); `purge_stale` removes a bounded batch of them on each counted
failure, the only path that creates rows, so the table stays the size of the live keys.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import delete, or_, select
from sqlalchemy.orm import Session

from fitcoach.store.tables import LoginThrottleRow
from fitcoach.store.upsert import insert_if_absent


@dataclass(frozen=True, slots=True)
class ThrottleRule:
    prefix: str  # "user" | "addr"
    limit: int  # failures allowed in one window
    window: timedelta
    block: timedelta


def throttle_key(prefix: str, value: str) -> str:
    return f"{prefix}:{value.lower()}"[:200]


def blocked_for(session: Session, keys: Iterable[str], now: datetime) -> int | None:
    """Seconds until the longest block on these keys ends; None when none is blocked."""
    rows = session.scalars(
        select(LoginThrottleRow).where(
            LoginThrottleRow.key.in_(list(keys)), LoginThrottleRow.blocked_until > now
        )
    )
    waits = [(row.blocked_until - now).total_seconds() for row in rows if row.blocked_until]
    return max(1, math.ceil(max(waits))) if waits else None


def record_failure(session: Session, key: str, rule: ThrottleRule, now: datetime) -> None:
    """Count one failure atomically (the row is created if absent, then locked)."""
    insert_if_absent(
        session,
        LoginThrottleRow.__table__,  # type: ignore[arg-type]
        {"key": key, "failures": 0, "window_start": now, "blocked_until": None},
        ("key",),
    )
    row = session.scalar(
        select(LoginThrottleRow)
        .where(LoginThrottleRow.key == key)
        .with_for_update()
        .execution_options(populate_existing=True)
    )
    assert row is not None
    if now - row.window_start >= rule.window:
        row.failures = 0
        row.window_start = now
    row.failures += 1
    if row.failures >= rule.limit:
        row.blocked_until = now + rule.block
        row.failures = 0
        row.window_start = now
    session.flush()


PURGE_BATCH = 100


def purge_stale(session: Session, now: datetime, window: timedelta) -> int:
    """Delete up to PURGE_BATCH rows whose window ended and that block nothing; returns
    how many. Rows another transaction holds are skipped (PostgreSQL SKIP LOCKED), so a
    purge never waits on a login in flight."""
    dead = (
        select(LoginThrottleRow.key)
        .where(
            LoginThrottleRow.window_start <= now - window,
            or_(LoginThrottleRow.blocked_until.is_(None), LoginThrottleRow.blocked_until <= now),
        )
        .limit(PURGE_BATCH)
        .with_for_update(skip_locked=True)
    )
    result = session.execute(
        delete(LoginThrottleRow)
        .where(LoginThrottleRow.key.in_(dead))
        .execution_options(synchronize_session=False)
    )
    return int(getattr(result, "rowcount", 0) or 0)


def clear(session: Session, key: str) -> None:
    session.execute(delete(LoginThrottleRow).where(LoginThrottleRow.key == key))
