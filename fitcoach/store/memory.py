"""The three-tier memory: current items plus an append-only history of every change."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from fitcoach.memory.models import ENTRY_MODEL, Entry, MemoryChange, MemoryItem, Tier
from fitcoach.store.errors import Conflict, NotFound
from fitcoach.store.ids import new_id
from fitcoach.store.tables import MemoryHistoryRow, MemoryRow

Actor = Literal["chat", "user"]


def _item(row: MemoryRow) -> MemoryItem:
    tier: Tier = row.tier  # type: ignore[assignment]
    return MemoryItem(
        id=row.id,
        tier=tier,
        entry=ENTRY_MODEL[tier].model_validate({**row.entry, "payload": row.payload}),
        created_at=row.created_at,
        updated_at=row.updated_at,
    )


def _expiry(entry: Entry) -> datetime | None:
    return getattr(entry, "expires_at", None)


def _payload_json(entry: Entry) -> dict[str, Any] | None:
    return entry.payload.model_dump(mode="json") if entry.payload is not None else None


def _with_payload(entry: dict[str, Any], payload: dict[str, Any] | None) -> dict[str, Any]:
    """History keeps the whole entry as it was, payload included."""
    return {**entry, "payload": payload}


def list_active_memory(session: Session, user_id: str, now: datetime) -> list[MemoryItem]:
    """Unexpired, undeleted items by tier, oldest first within a tier."""
    rows = session.scalars(
        select(MemoryRow)
        .where(
            MemoryRow.user_id == user_id,
            MemoryRow.deleted_at.is_(None),
            or_(MemoryRow.expires_at.is_(None), MemoryRow.expires_at > now),
        )
        .order_by(MemoryRow.tier, MemoryRow.created_at, MemoryRow.id)
    )
    return [_item(row) for row in rows]


def _live_row(session: Session, user_id: str, memory_id: str | None) -> MemoryRow:
    row = session.get(MemoryRow, memory_id) if memory_id else None
    if row is None or row.user_id != user_id or row.deleted_at is not None:
        raise NotFound(f"no memory {memory_id}", code="memory_not_found")
    return row


def apply_memory_changes(
    session: Session,
    user_id: str,
    changes: list[MemoryChange],
    now: datetime,
    actor: Actor = "chat",
) -> list[MemoryItem]:
    """Apply a batch; all of it or none of it.

    Every target is checked before anything is written, so a bad change raises with the
    session untouched. Returns the created/updated items (with their ids) in order;
    deleted items are returned as they were before deletion.
    """
    targets: list[MemoryRow | None] = []
    for change in changes:
        if change.operation == "CREATE":
            if change.entry is None:
                raise Conflict("CREATE needs an entry", code="invalid_memory_change")
            targets.append(None)
            continue
        row = _live_row(session, user_id, change.memory_id)
        if row.tier != change.tier:
            raise Conflict(f"{row.id} is in {row.tier}", code="memory_tier_mismatch")
        if change.operation == "UPDATE" and change.entry is None:
            raise Conflict("UPDATE needs an entry", code="invalid_memory_change")
        targets.append(row)
    for change in changes:
        if change.entry is not None and not isinstance(change.entry, ENTRY_MODEL[change.tier]):
            raise Conflict(f"entry does not fit {change.tier}", code="invalid_memory_change")

    applied: list[MemoryItem] = []
    for change, target in zip(changes, targets, strict=True):
        entry_json: dict[str, Any] | None = None
        payload_json: dict[str, Any] | None = None
        if change.entry is not None:
            # The spec's fields in `entry`, the typed payload in its own column.
            entry_json = change.entry.model_dump(mode="json", exclude={"payload"})
            payload_json = _payload_json(change.entry)
        if target is None:
            assert change.entry is not None and entry_json is not None
            target = MemoryRow(
                id=new_id("mem"),
                user_id=user_id,
                tier=change.tier,
                entry=entry_json,
                payload=payload_json,
                expires_at=_expiry(change.entry),
                created_at=now,
                updated_at=now,
                deleted_at=None,
            )
            session.add(target)
        elif change.operation == "UPDATE":
            assert change.entry is not None and entry_json is not None
            target.entry = entry_json
            target.payload = payload_json
            target.expires_at = _expiry(change.entry)
            target.updated_at = now
        else:
            target.deleted_at = now
            target.updated_at = now
        session.add(
            MemoryHistoryRow(
                user_id=user_id,
                memory_id=target.id,
                operation=change.operation,
                tier=change.tier,
                entry=_with_payload(entry_json, payload_json)
                if entry_json is not None
                else _with_payload(target.entry, target.payload),
                reason=change.reason,
                actor=actor,
                at=now,
            )
        )
        applied.append(_item(target))
    session.flush()
    return applied


def forget_memory(session: Session, user_id: str, memory_id: str, now: datetime) -> None:
    """The user's own delete (DELETE /api/memory/{id}); another user's id is NotFound."""
    row = _live_row(session, user_id, memory_id)
    tier: Tier = row.tier  # type: ignore[assignment]
    change = MemoryChange(
        operation="DELETE", tier=tier, memory_id=memory_id, reason="deleted by the user"
    )
    apply_memory_changes(session, user_id, [change], now, actor="user")


def memory_history(
    session: Session, user_id: str, memory_id: str | None = None
) -> list[dict[str, Any]]:
    query = select(MemoryHistoryRow).where(MemoryHistoryRow.user_id == user_id)
    if memory_id is not None:
        query = query.where(MemoryHistoryRow.memory_id == memory_id)
    rows = session.scalars(query.order_by(MemoryHistoryRow.id))
    return [
        {
            "memory_id": row.memory_id,
            "operation": row.operation,
            "tier": row.tier,
            "entry": row.entry,
            "reason": row.reason,
            "actor": row.actor,
            "at": row.at,
        }
        for row in rows
    ]
