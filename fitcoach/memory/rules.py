"""Checks a brain's memory mutations against the active profile before anything is stored.

The brain (an LLM or the embedded one) proposes; this module decides what is applied:
UPDATE and DELETE must name a live memory of this user in the same tier, CREATE must not
repeat a fact already held, and tier-2/3 entries get the spec's default lifetimes when the
brain leaves them out. Whatever fails a check is dropped with a reason, never half-applied.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any

from pydantic import ValidationError

from fitcoach.memory.models import (
    ENTRY_MODEL,
    Entry,
    MemoryChange,
    MemoryItem,
    MemoryMutation,
    Tier,
    Tier2Entry,
    Tier3Entry,
)
from fitcoach.memory.ttl import event_expiry, tier2_expiry
from fitcoach.weekdays import week_start


@dataclass
class CheckedMutations:
    changes: list[MemoryChange] = field(default_factory=list)
    dropped: list[tuple[MemoryMutation, str]] = field(default_factory=list)


def is_active(item: MemoryItem, now: datetime) -> bool:
    expires = item.expires_at()
    return expires is None or now < expires


def active_items(items: Sequence[MemoryItem], now: datetime) -> list[MemoryItem]:
    return [item for item in items if is_active(item, now)]


def normalise_fact(text: str) -> str:
    """Case, accents, punctuation and spacing do not make a fact new."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return re.sub(r"[\W_]+", " ", folded).strip()


def _with_defaults(tier: Tier, raw: dict[str, Any], now: datetime, today: date, tz: str) -> Entry:
    data = dict(raw)
    if tier == "tier_2_physiological":
        data.setdefault("effective_date", today.isoformat())
        if not data.get("expires_at") and data.get("condition"):
            data["expires_at"] = tier2_expiry(str(data["condition"]), now).isoformat()
    elif tier == "tier_3_situational":
        if data.get("week_start_date") and not data.get("expires_at"):
            # Without an end, an event lasts through the end of its week's Sunday.
            start = date.fromisoformat(str(data["week_start_date"]))
            data["expires_at"] = event_expiry(start + timedelta(days=6), tz).isoformat()
        elif data.get("expires_at") and not data.get("week_start_date"):
            # The week the event ends in; an end at local midnight belongs to the day before.
            ends = datetime.fromisoformat(str(data["expires_at"]))
            data["week_start_date"] = week_start((ends - timedelta(seconds=1)).date()).isoformat()
    return ENTRY_MODEL[tier].model_validate(data)


def _duplicate_of(entry: Entry, tier: Tier, held: Sequence[MemoryItem]) -> MemoryItem | None:
    fact = normalise_fact(entry.fact)
    for item in held:
        if item.tier != tier:
            continue
        if normalise_fact(item.entry.fact) == fact:
            return item
        if (
            isinstance(entry, Tier2Entry)
            and isinstance(item.entry, Tier2Entry)
            and normalise_fact(item.entry.body_part) == normalise_fact(entry.body_part)
            and item.entry.condition == entry.condition
        ):
            return item
        if (
            isinstance(entry, Tier3Entry)
            and isinstance(item.entry, Tier3Entry)
            and normalise_fact(item.entry.event) == normalise_fact(entry.event)
            and item.entry.expires_at.date() == entry.expires_at.date()
        ):
            return item
    return None


def check_mutations(
    mutations: Sequence[MemoryMutation],
    held: Sequence[MemoryItem],
    *,
    now: datetime,
    today: date,
    timezone: str,
) -> CheckedMutations:
    """Turn proposed mutations into concrete changes; `held` is the user's unexpired memory."""
    result = CheckedMutations()
    by_id = {item.id: item for item in active_items(held, now)}
    touched: set[str] = set()
    created: list[MemoryItem] = []

    for mutation in mutations:
        target: MemoryItem | None = None
        if mutation.operation in ("UPDATE", "DELETE"):
            target = by_id.get(mutation.memory_id or "")
            if target is None:
                result.dropped.append((mutation, "memory_id does not name an active memory"))
                continue
            if target.tier != mutation.target_tier:
                result.dropped.append((mutation, f"memory {target.id} is in {target.tier}"))
                continue
            if target.id in touched:
                result.dropped.append((mutation, f"memory {target.id} already changed this turn"))
                continue
        if mutation.operation == "DELETE" and target is not None:
            touched.add(target.id)
            result.changes.append(
                MemoryChange(
                    operation="DELETE",
                    tier=target.tier,
                    memory_id=target.id,
                    reason=mutation.reason,
                )
            )
            continue
        if mutation.entry is None:
            result.dropped.append((mutation, f"{mutation.operation} needs an entry"))
            continue
        try:
            entry = _with_defaults(mutation.target_tier, mutation.entry, now, today, timezone)
        except (ValidationError, ValueError) as error:
            result.dropped.append((mutation, f"invalid entry: {_first_error(error)}"))
            continue
        expires = getattr(entry, "expires_at", None)
        if expires is not None and expires <= now:
            result.dropped.append((mutation, "entry would already be expired"))
            continue
        if mutation.operation == "UPDATE" and target is not None:
            touched.add(target.id)
            result.changes.append(
                MemoryChange(
                    operation="UPDATE",
                    tier=target.tier,
                    memory_id=target.id,
                    entry=entry,
                    reason=mutation.reason,
                )
            )
            continue
        others = [item for item in by_id.values() if item.id not in touched]
        if _duplicate_of(entry, mutation.target_tier, [*others, *created]) is not None:
            result.dropped.append((mutation, "already in memory"))
            continue
        created.append(
            MemoryItem(
                id=f"pending-{len(created)}",
                tier=mutation.target_tier,
                entry=entry,
                created_at=now,
                updated_at=now,
            )
        )
        result.changes.append(
            MemoryChange(
                operation="CREATE", tier=mutation.target_tier, entry=entry, reason=mutation.reason
            )
        )
    return result


def _first_error(error: Exception) -> str:
    if isinstance(error, ValidationError):
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        return f"{where}: {first['msg']}"
    return str(error)


def preview(
    held: Sequence[MemoryItem], changes: Sequence[MemoryChange], now: datetime
) -> list[MemoryItem]:
    """The memory as it will be once `changes` apply, for planning within the same turn."""
    items = {item.id: item for item in active_items(held, now)}
    for index, change in enumerate(changes):
        if change.operation == "DELETE" and change.memory_id:
            items.pop(change.memory_id, None)
        elif change.operation == "UPDATE" and change.memory_id and change.entry is not None:
            items[change.memory_id] = items[change.memory_id].model_copy(
                update={"entry": change.entry, "updated_at": now}
            )
        elif change.operation == "CREATE" and change.entry is not None:
            key = f"pending-{index}"
            items[key] = MemoryItem(
                id=key, tier=change.tier, entry=change.entry, created_at=now, updated_at=now
            )
    return list(items.values())


__all__ = [
    "CheckedMutations",
    "active_items",
    "check_mutations",
    "is_active",
    "normalise_fact",
    "preview",
]
