"""Idempotency keys: the first answer to a keyed request, replayed to its retries.

A client that timed out does not know whether its log was stored; it retries with the
same `Idempotency-Key` and gets the first answer instead of a second log. The key row is
claimed (insert-if-absent) before the work and filled in the same transaction, so two
racing retries serialise on it: one does the work, the other replays its answer. Keys live
in the database (every instance sees them) and are kept for a day: each claim removes
its own key if expired and a bounded batch of anyone's expired keys, so users who stop
sending keys do not leave theirs behind forever.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import delete, select, tuple_, update
from sqlalchemy.orm import Session

from fitcoach.store.errors import Conflict
from fitcoach.store.tables import IdempotencyRow
from fitcoach.store.upsert import insert_if_absent

KEEP_FOR = timedelta(hours=24)
PURGE_BATCH = 100


class KeyReused(Conflict):
    code = "idempotency_key_reused"


@dataclass(frozen=True, slots=True)
class Stored:
    status_code: int
    response: dict[str, Any]


def request_hash(body: str) -> str:
    return hashlib.sha256(body.encode("utf-8")).hexdigest()


def claim(
    session: Session, user_id: str, key: str, route: str, digest: str, now: datetime
) -> Stored | None:
    """Claim the key for this request; None means "do the work, then `fill`". A key seen
    before answers its stored result; a key reused for a different request is KeyReused."""
    expired = now - KEEP_FOR
    # This key first, whatever the batch below reaches: an expired key is a new request.
    session.execute(
        delete(IdempotencyRow).where(
            IdempotencyRow.user_id == user_id,
            IdempotencyRow.key == key,
            IdempotencyRow.created_at < expired,
        )
    )
    purge_expired(session, now)
    claimed = insert_if_absent(
        session,
        IdempotencyRow.__table__,  # type: ignore[arg-type]
        {
            "user_id": user_id,
            "key": key,
            "route": route,
            "request_hash": digest,
            "status_code": 0,
            "response": {},
            "created_at": now,
        },
        ("user_id", "key"),
    )
    if claimed:
        return None
    row = session.scalar(
        select(IdempotencyRow)
        .where(IdempotencyRow.user_id == user_id, IdempotencyRow.key == key)
        .execution_options(populate_existing=True)
    )
    assert row is not None
    if row.route != route or row.request_hash != digest:
        raise KeyReused("this Idempotency-Key was used for a different request")
    return Stored(row.status_code, dict(row.response))


def purge_expired(session: Session, now: datetime) -> int:
    """Delete up to PURGE_BATCH keys older than KEEP_FOR, any user's (oldest first, on the
    created_at index); returns how many. Rows another transaction holds are skipped
    (PostgreSQL SKIP LOCKED), so parallel requests never wait on each other's purge."""
    doomed = (
        select(IdempotencyRow.user_id, IdempotencyRow.key)
        .where(IdempotencyRow.created_at < now - KEEP_FOR)
        .order_by(IdempotencyRow.created_at)
        .limit(PURGE_BATCH)
        .with_for_update(skip_locked=True)
    )
    result = session.execute(
        delete(IdempotencyRow)
        .where(tuple_(IdempotencyRow.user_id, IdempotencyRow.key).in_(doomed))
        .execution_options(synchronize_session=False)
    )
    return int(getattr(result, "rowcount", 0) or 0)


def fill(
    session: Session, user_id: str, key: str, status_code: int, response: dict[str, Any]
) -> None:
    session.execute(
        update(IdempotencyRow)
        .where(IdempotencyRow.user_id == user_id, IdempotencyRow.key == key)
        .values(status_code=status_code, response=response)
    )
