"""The three-tier memory on Firestore: one collection per tier, history beside them.

`/users/{userId}/{tier}/{memoryId}` (tier = tier_1_staples | tier_2_physiological |
tier_3_situational) holds a live item: the spec's entry fields as they are, with our `id`,
typed `payload`, `created_at` and `updated_at` beside them. A deleted item's document goes;
`/users/{userId}/memory_history/{auto}` keeps every change (the whole entry as it was), so
nothing is lost and a live collection is exactly what the coach may read.
"""

from __future__ import annotations

import time
from datetime import datetime
from typing import Any

from fitcoach.memory.models import ENTRY_MODEL, TIERS, Entry, MemoryChange, MemoryItem, Tier
from fitcoach.store.errors import Conflict, NotFound
from fitcoach.store.firestore.client import order_key, utc
from fitcoach.store.firestore.user_commit import UserCommits, Writes
from fitcoach.store.ids import new_id
from fitcoach.store.memory import Actor

_OURS = ("id", "payload", "created_at", "updated_at")


def _item(tier: Tier, data: dict[str, Any]) -> MemoryItem:
    entry = {key: value for key, value in data.items() if key not in _OURS}
    return MemoryItem(
        id=data["id"],
        tier=tier,
        entry=ENTRY_MODEL[tier].model_validate({**entry, "payload": data.get("payload")}),
        created_at=utc(data["created_at"]),
        updated_at=utc(data["updated_at"]),
    )


def _live(item: MemoryItem, now: datetime) -> bool:
    expires = item.expires_at()
    return expires is None or expires > now


def _spec_fields(entry: Entry) -> dict[str, Any]:
    return entry.model_dump(mode="json", exclude={"payload"})


def _payload(entry: Entry) -> dict[str, Any] | None:
    return entry.payload.model_dump(mode="json") if entry.payload is not None else None


class FirestoreMemory(UserCommits):
    def _memory_doc(self, user_id: str, tier: Tier, memory_id: str) -> Any:
        return self._sub(user_id, tier).document(memory_id)

    def list_active_memory(self, user_id: str, now: datetime) -> list[MemoryItem]:
        """Unexpired items by tier, oldest first within a tier (as the SQL store orders)."""
        items: list[MemoryItem] = []
        for tier in TIERS:
            found = [_item(tier, s.to_dict()) for s in self._sub(user_id, tier).stream()]
            found.sort(key=lambda item: (item.created_at, item.id))
            items.extend(item for item in found if _live(item, now))
        return items

    def apply_memory_changes(
        self, user_id: str, changes: list[MemoryChange], now: datetime, actor: Actor = "chat"
    ) -> list[MemoryItem]:
        """All of the batch or none of it: every target is read and checked (in one
        user commit, see `user_commit`) before anything is written."""

        def run(transaction: Any, writes: Writes) -> list[MemoryItem]:
            targets: list[dict[str, Any] | None] = []
            for change in changes:
                if change.operation == "CREATE":
                    if change.entry is None:
                        raise Conflict("CREATE needs an entry", code="invalid_memory_change")
                    targets.append(None)
                    continue
                found = self._find(user_id, change.memory_id, transaction)
                if found is None:
                    raise NotFound(f"no memory {change.memory_id}", code="memory_not_found")
                tier, data = found
                if tier != change.tier:
                    raise Conflict(f"{data['id']} is in {tier}", code="memory_tier_mismatch")
                if change.operation == "UPDATE" and change.entry is None:
                    raise Conflict("UPDATE needs an entry", code="invalid_memory_change")
                targets.append(data)
            for change in changes:
                entry = change.entry
                if entry is not None and not isinstance(entry, ENTRY_MODEL[change.tier]):
                    raise Conflict(
                        f"entry does not fit {change.tier}", code="invalid_memory_change"
                    )

            applied: list[MemoryItem] = []
            stamp = time.time_ns()
            for index, (change, target) in enumerate(zip(changes, targets, strict=True)):
                if change.entry is not None:
                    fields, payload = _spec_fields(change.entry), _payload(change.entry)
                else:
                    assert target is not None
                    fields = {k: v for k, v in target.items() if k not in _OURS}
                    payload = target.get("payload")
                memory_id = new_id("mem") if target is None else target["id"]
                ref = self._memory_doc(user_id, change.tier, memory_id)
                document = {
                    **fields,
                    "id": memory_id,
                    "payload": payload,
                    "created_at": now if target is None else target["created_at"],
                    "updated_at": now,
                }
                if change.operation == "DELETE":
                    writes.delete(ref)
                else:
                    writes.set(ref, document)
                seq = f"{stamp:020d}{index:04d}"
                writes.set(
                    self._sub(user_id, "memory_history").document(),
                    {
                        "memory_id": memory_id,
                        "operation": change.operation,
                        "tier": change.tier,
                        "entry": {**fields, "payload": payload},
                        "reason": change.reason,
                        "actor": actor,
                        "at": now,
                        "order_key": order_key(now, seq),
                    },
                )
                applied.append(_item(change.tier, document))
            return applied

        return self._user_commit(user_id, run, now)

    def _find(
        self, user_id: str, memory_id: str | None, transaction: Any = None
    ) -> tuple[Tier, dict[str, Any]] | None:
        if not memory_id:
            return None
        refs = [self._memory_doc(user_id, tier, memory_id) for tier in TIERS]
        for snapshot in self.client.get_all(refs, transaction=transaction):
            if snapshot.exists:
                tier: Tier = snapshot.reference.parent.id
                return tier, snapshot.to_dict()
        return None

    def forget_memory(self, user_id: str, memory_id: str, now: datetime) -> None:
        found = self._find(user_id, memory_id)
        if found is None:
            raise NotFound(f"no memory {memory_id}", code="memory_not_found")
        change = MemoryChange(
            operation="DELETE", tier=found[0], memory_id=memory_id, reason="deleted by the user"
        )
        self.apply_memory_changes(user_id, [change], now, actor="user")

    def memory_history(self, user_id: str, memory_id: str | None = None) -> list[dict[str, Any]]:
        from google.cloud.firestore import FieldFilter

        query = self._sub(user_id, "memory_history")
        if memory_id is not None:
            query = query.where(filter=FieldFilter("memory_id", "==", memory_id))
        rows = sorted((s.to_dict() for s in query.stream()), key=lambda row: row["order_key"])
        return [
            {
                "memory_id": row["memory_id"],
                "operation": row["operation"],
                "tier": row["tier"],
                "entry": row["entry"],
                "reason": row["reason"],
                "actor": row["actor"],
                "at": utc(row["at"]),
            }
            for row in rows
        ]
