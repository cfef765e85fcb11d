"""Idempotency keys: the first answer to a keyed request, replayed to its retries.

A client that timed out does not know whether its log was stored; it retries with the
same `Idempotency-Key` and gets the first answer instead of a second log. The key row is
claimed (insert-if-absent) before the work and filled in the same transaction, so two
racing retries serialise on it: one does the work, the other replays its answer. Keys live
in the database (every instance sees them) and are kept for a day.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.orm import Session

from fitcoach.store.errors import Conflict
from fitcoach.store.tables import IdempotencyRow
from fitcoach.store.upsert import insert_if_absent

KEEP_FOR = timedelta(hours=24)


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
    session.execute(
        delete(IdempotencyRow).where(
            IdempotencyRow.user_id == user_id, IdempotencyRow.created_at < now - KEEP_FOR
        )
    )
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


def fill(
    session: Session, user_id: str, key: str, status_code: int, response: dict[str, Any]
) -> None:
    session.execute(
        update(IdempotencyRow)
        .where(IdempotencyRow.user_id == user_id, IdempotencyRow.key == key)
        .values(status_code=status_code, response=response)
    )
