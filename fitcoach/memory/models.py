"""Memory entries in exactly the spec's fields, and the mutations that change them."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from fitcoach.memory.payloads import (
    CATEGORY_PAYLOADS,
    ConditionPayload,
    EventPayload,
    Tier1Payload,
)

Tier = Literal["tier_1_staples", "tier_2_physiological", "tier_3_situational"]
TIERS: tuple[Tier, ...] = ("tier_1_staples", "tier_2_physiological", "tier_3_situational")
Operation = Literal["CREATE", "UPDATE", "DELETE"]

FACT_MAX = 500


class Tier1Entry(BaseModel):
    model_config = ConfigDict(extra="forbid")

    category: Literal["equipment", "goal", "chronic_condition", "preference"]
    fact: str = Field(min_length=1, max_length=FACT_MAX)
    source: str = Field(default="conversation", max_length=64)
    payload: Tier1Payload | None = None

    @model_validator(mode="after")
    def _typed(self) -> Tier1Entry:
        if self.payload is None:
            self.payload = _derive(self)  # type: ignore[assignment]
        elif self.payload.type not in CATEGORY_PAYLOADS[self.category]:
            raise ValueError(f"a {self.payload.type} payload does not fit {self.category}")
        return self


class Tier2Entry(BaseModel):
    model_config = ConfigDict(extra="forbid")

    body_part: str = Field(min_length=1, max_length=64)
    condition: Literal["soreness", "fatigue", "minor_strain"]
    fact: str = Field(min_length=1, max_length=FACT_MAX)
    effective_date: date
    expires_at: datetime
    payload: ConditionPayload | None = None

    @model_validator(mode="after")
    def _typed(self) -> Tier2Entry:
        if self.payload is None:
            self.payload = _derive(self)  # type: ignore[assignment]
        elif self.payload.kind == "chronic":
            raise ValueError("a tier-2 condition is not chronic")
        return self


class Tier3Entry(BaseModel):
    model_config = ConfigDict(extra="forbid")

    event: str = Field(min_length=1, max_length=200)
    fact: str = Field(min_length=1, max_length=FACT_MAX)
    week_start_date: date
    expires_at: datetime
    payload: EventPayload | None = None

    @model_validator(mode="after")
    def _typed(self) -> Tier3Entry:
        if self.payload is None:
            self.payload = _derive(self)  # type: ignore[assignment]
        return self


Entry = Tier1Entry | Tier2Entry | Tier3Entry


def _derive(entry: Tier1Entry | Tier2Entry | Tier3Entry) -> object:
    """The payload of an entry whose writer (the local brain, an older row) gave only words.

    This runs when an entry is validated without a payload: a mutation being checked for
    writing, or the one-time conversion of stored rows. Stored entries always carry their
    payload, so reading memory never re-parses a fact."""
    from fitcoach.memory.derive import derive_payload  # the extractors import late

    return derive_payload(entry)


ENTRY_MODEL: dict[Tier, type[Tier1Entry] | type[Tier2Entry] | type[Tier3Entry]] = {
    "tier_1_staples": Tier1Entry,
    "tier_2_physiological": Tier2Entry,
    "tier_3_situational": Tier3Entry,
}


class MemoryItem(BaseModel):
    """One stored memory, as the context and GET /api/memory show it."""

    id: str
    tier: Tier
    entry: Entry
    created_at: datetime
    updated_at: datetime

    def expires_at(self) -> datetime | None:
        return getattr(self.entry, "expires_at", None)


class MemoryMutation(BaseModel):
    """The spec's mutation shape: entry is required for CREATE/UPDATE, memory_id for
    UPDATE/DELETE (the memory core enforces both)."""

    model_config = ConfigDict(extra="forbid")

    operation: Operation
    target_tier: Tier
    memory_id: str | None = None
    entry: dict[str, Any] | None = None
    reason: str = ""


class MemoryChange(BaseModel):
    """A checked, concrete change for the store to apply (CREATE gets its id from the store)."""

    operation: Operation
    tier: Tier
    memory_id: str | None = None
    entry: Entry | None = None
    reason: str = ""
