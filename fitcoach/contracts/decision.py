"""The contract between a brain and the rest of the system.

Every brain reads a `TurnContext` and returns a `Decision`: what to say, where to route,
which plan operations to apply, and which memory mutations to make. The engine turns the
operations into a plan that obeys every rule.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field

from fitcoach.memory.models import MemoryItem, MemoryMutation
from fitcoach.programming.models import Day, Unit, Week
from fitcoach.programming.ops import PlanOp
from fitcoach.weekdays import Weekday, week_start

Route = Literal["NONE", "UPDATE_DAY", "UPDATE_WEEK"]
Tab = Literal["coach", "today", "week", "workout"]


class Decision(BaseModel):
    model_config = ConfigDict(extra="forbid")

    message: str
    route: Route = "NONE"
    target_day: Weekday | None = None
    plan_ops: list[PlanOp] = Field(default_factory=list)
    memory_mutations: list[MemoryMutation] = Field(default_factory=list)
    # Token counts and call counts of an LLM brain for this turn (prompt, cached, output,
    # calls, tool calls, repairs, fallback); None for brains that use no model.
    usage: dict[str, int] | None = None
    # Who produced this decision when it was not the configured brain (an LLM brain that
    # fell back to the local one), and why: timeout, unreachable, error, invalid, unsafe.
    answered_by: str | None = None
    fallback_reason: str | None = None
    # Options for a clarifying question ("Change one day", "Swap an exercise"): the chat
    # response's extra `suggestions` field; empty unless the coach asks.
    suggestions: list[str] = Field(default_factory=list)


class Turn(BaseModel):
    """A past exchange, for short-term conversational context."""

    user: str
    coach: str
    route: Route
    at: datetime


class PendingProposal(BaseModel):
    id: str
    type: Route
    target_day: Weekday | None
    summary_diff: str | None
    data: Day | Week | None = None


class TurnContext(BaseModel):
    """Everything a brain may read for one turn; assembled by the pipeline."""

    user_id: str
    message: str
    now: datetime = Field(description="aware, UTC")
    timezone: str
    local_now: datetime = Field(description="`now` in the user's timezone")
    today: date = Field(description="the user's local date")
    units: Unit
    active_tab: Tab = "coach"
    selected_day: Weekday | None = None
    memory: list[MemoryItem] = Field(default_factory=list, description="unexpired only")
    plan: Week | None = None
    plan_version: int | None = None
    pending_proposal: PendingProposal | None = None
    recent_turns: list[Turn] = Field(default_factory=list)

    def working_week(self) -> Week | None:
        """The week a requested change applies to: the active plan, else a whole week
        staged and not yet accepted (the first week, right after onboarding), so "move
        Saturday to Sunday" edits that week instead of starting over."""
        if self.plan is not None:
            return self.plan
        pending = self.pending_proposal
        if pending is not None and pending.type == "UPDATE_WEEK":
            data = pending.data
            if isinstance(data, Week) and data.week_start_date == week_start(self.today):
                return data
        return None


class AnalyticsTools(Protocol):
    """The spec's three read-only tools, bound to the current user."""

    def get_historical_exercise_logs(
        self, exercise_slug: str, limit_sessions: int = 3
    ) -> dict[str, Any]: ...

    def get_volume_trends(self, muscle_group: str, weeks_back: int = 4) -> dict[str, Any]: ...

    def get_pr_records(self, exercise_slug: str) -> dict[str, Any]: ...


class Brain(Protocol):
    name: str

    def decide(self, context: TurnContext, tools: AnalyticsTools) -> Decision: ...
