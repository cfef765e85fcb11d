"""Memory mutations the local brain emits: dedup against active memory, match by id."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from fitcoach.memory.models import (
    MemoryItem,
    MemoryMutation,
    Tier1Entry,
    Tier2Entry,
    Tier3Entry,
)
from fitcoach.nlu.body import extract_body_parts

from .text import part_label

_SPACE = re.compile(r"\s+")


def normalise(fact: str) -> str:
    return _SPACE.sub(" ", fact.strip().lower()).rstrip(".")


def tier1_items(memory: Sequence[MemoryItem], category: str) -> list[MemoryItem]:
    return [
        item
        for item in memory
        if isinstance(item.entry, Tier1Entry) and item.entry.category == category
    ]


def upsert_tier1(
    memory: Sequence[MemoryItem],
    category: str,
    fact: str,
    *,
    source: str,
    reason: str,
    replace: MemoryItem | None = None,
) -> MemoryMutation | None:
    """CREATE a staple, or UPDATE `replace`; None when the same fact is already stored."""
    same = normalise(fact)
    if any(normalise(item.entry.fact) == same for item in tier1_items(memory, category)):
        return None
    entry: dict[str, Any] = {"category": category, "fact": fact, "source": source}
    if replace is not None:
        return MemoryMutation(
            operation="UPDATE",
            target_tier="tier_1_staples",
            memory_id=replace.id,
            entry=entry,
            reason=reason,
        )
    return MemoryMutation(
        operation="CREATE", target_tier="tier_1_staples", entry=entry, reason=reason
    )


def _stem(body_part: str) -> str:
    """ "Shoulders" (the muscle group) and "shoulder" (the joint) are one place to a user."""
    return part_label(body_part).rstrip("s")


def tier2_matching(memory: Sequence[MemoryItem], body_part: str) -> list[MemoryItem]:
    """Acute states about `body_part`: named so ("right knee") or read back to it (a
    stored "shin" is protected as the ankle)."""
    stem = _stem(body_part)
    return [
        item
        for item in memory
        if isinstance(item.entry, Tier2Entry)
        and (
            stem in item.entry.body_part.lower().replace("_", " ")
            or body_part in extract_body_parts(item.entry.body_part)
        )
    ]


def chronic_matching(memory: Sequence[MemoryItem], body_part: str) -> list[MemoryItem]:
    stem = _stem(body_part)
    return [
        item for item in tier1_items(memory, "chronic_condition") if stem in item.entry.fact.lower()
    ]


def tier3_items(memory: Sequence[MemoryItem]) -> list[MemoryItem]:
    return [item for item in memory if isinstance(item.entry, Tier3Entry)]


def words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if len(w) > 3}


def mentions_other_side(fact: str, side: str | None) -> bool:
    """A "left shoulder" memory does not match news about the right one."""
    if side is None:
        return False
    other = "left" if side == "right" else "right"
    lowered = fact.lower()
    return other in lowered and side not in lowered
