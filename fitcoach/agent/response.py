"""The spec's response object for POST /api/coach/chat, exactly its fields."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from fitcoach.contracts.decision import Route
from fitcoach.memory.models import Operation, Tier
from fitcoach.weekdays import Weekday


class ProposalOut(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str | None
    type: Route
    target_day: Weekday | None
    summary_diff: str | None
    data: dict[str, Any] | None


class MutationOut(BaseModel):
    model_config = ConfigDict(extra="forbid")

    operation: Operation
    target_tier: Tier
    memory_id: str | None
    entry: dict[str, Any] | None
    reason: str


class BrainOut(BaseModel):
    """Who answered the turn (an extra field beside the spec's three; clients may ignore it).

    `name` produced the reply; `configured` is FITCOACH_BRAIN; `fallback_reason` is set
    when they differ (timeout, unreachable, error, invalid, unsafe, brain_error)."""

    model_config = ConfigDict(extra="forbid")

    name: str
    configured: str
    fallback_reason: str | None = None


class ChatResponse(BaseModel):
    model_config = ConfigDict(extra="forbid")

    message: str
    proposal: ProposalOut
    memory_mutations: list[MutationOut]
    brain: BrainOut | None = None
    # Beside the spec's three fields: short answers the user can tap when the coach asks
    # a clarifying question; always present, empty otherwise.
    suggestions: list[str] = Field(default_factory=list)


NO_PROPOSAL = ProposalOut(id=None, type="NONE", target_day=None, summary_diff=None, data=None)
