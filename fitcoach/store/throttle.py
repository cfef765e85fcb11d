"""Failed-login counters, in the database so every app instance sees the same count.

A key ("user:<name>" or "addr:<client address>") collects failures in a fixed window;
at the limit it is blocked until `blocked_until`. A successful login clears its user key
(never the address key: one right guess must not reset an address that is spraying).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import delete, select
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


def clear(session: Session, key: str) -> None:
    session.execute(delete(LoginThrottleRow).where(LoginThrottleRow.key == key))
