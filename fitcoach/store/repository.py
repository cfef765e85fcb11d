"""The storage boundary every backend implements: SQL (SQLite, PostgreSQL) and Firestore.

The protocols are cut from what the routes, the chat pipeline and the brains call today
(`fitcoach.store.*` functions), with the session argument gone: each method is one atomic
step of its own. Where today's callers compose several writes in one SQL transaction (a
workout log with its PRs and the plan day it completes), the protocol keeps the steps a
caller needs and each backend makes every step safe on its own: PR maxima, plan versions,
idempotency keys and throttle counters never lose a concurrent update on any backend.

Methods take and return the project's own models and dataclasses, never ORM rows, so a
caller cannot tell which backend answers.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any, Protocol, runtime_checkable

from fitcoach.analytics.rows import SessionRow, SetRow
from fitcoach.contracts.decision import PendingProposal, Turn
from fitcoach.contracts.llm_capabilities import CapabilityRecord
from fitcoach.memory.models import MemoryChange, MemoryItem
from fitcoach.programming.models import Day, Week
from fitcoach.store.idempotency import Stored
from fitcoach.store.llm_cache import CacheRecord
from fitcoach.store.memory import Actor
from fitcoach.store.plans import PlanVersion
from fitcoach.store.proposals import Revalidate
from fitcoach.store.throttle import ThrottleRule
from fitcoach.store.workouts import ExerciseInput, LogResult, PlanDay
from fitcoach.weekdays import Weekday


@dataclass(frozen=True, slots=True)
class UserRecord:
    id: str
    username: str
    password_hash: str
    units: str
    timezone: str
    created_at: datetime


@dataclass(frozen=True, slots=True)
class ProposalRecord:
    """A staged proposal as stored: the plan data it carries and what it was built on."""

    id: str
    type: str
    target_day: str | None
    week_start_date: date
    data: dict[str, Any] | None
    summary_diff: str | None
    base_version: int | None
    base_days: dict[str, str] | None
    status: str
    created_at: datetime
    decided_at: datetime | None

    def public(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "type": self.type,
            "target_day": self.target_day,
            "week_start_date": self.week_start_date.isoformat(),
            "summary_diff": self.summary_diff,
            "data": self.data,
            "base_version": self.base_version,
            "status": self.status,
        }


@dataclass(frozen=True, slots=True)
class TurnRecord:
    """One chat turn as the conversation history shows it."""

    id: str
    at: datetime
    message: str
    reply: str
    route: str
    brain: str
    latency_ms: int
    proposal_id: str | None
    active_tab: str | None
    selected_day: str | None
    usage: dict[str, Any] | None


class UserRepository(Protocol):
    def create_user(
        self, *, username: str, password_hash: str, units: str, timezone: str, now: datetime
    ) -> UserRecord:
        """Raises Conflict(code="username_taken") when the name is taken in any case."""
        ...

    def get_user(self, user_id: str) -> UserRecord:
        """Raises NotFound."""
        ...

    def get_user_by_username(self, username: str) -> UserRecord | None: ...

    def issue_token(self, user_id: str, now: datetime, ttl: timedelta) -> str: ...

    def user_for_token(self, token: str, now: datetime) -> UserRecord | None: ...

    def revoke_token(self, token: str) -> bool: ...


class MemoryRepository(Protocol):
    def list_active_memory(self, user_id: str, now: datetime) -> list[MemoryItem]: ...

    def apply_memory_changes(
        self, user_id: str, changes: list[MemoryChange], now: datetime, actor: Actor = "chat"
    ) -> list[MemoryItem]:
        """All of the batch or none of it (NotFound / Conflict before anything is written)."""
        ...

    def forget_memory(self, user_id: str, memory_id: str, now: datetime) -> None: ...

    def memory_history(self, user_id: str, memory_id: str | None = None) -> list[dict[str, Any]]:
        """Every change, oldest first: memory_id, operation, tier, entry, reason, actor, at."""
        ...


class PlanRepository(Protocol):
    def get_plan(self, user_id: str, week_start_date: date) -> PlanVersion | None: ...

    def get_active_plan(
        self, user_id: str, week_start_date: date, now: datetime
    ) -> PlanVersion | None:
        """This week's plan, the latest earlier week rolled forward when there is none."""
        ...

    def save_plan(
        self, user_id: str, week: Week, now: datetime, expected_version: int | None
    ) -> int:
        """The new version; StaleProposal when the stored version is not `expected_version`
        (None: the week must not exist yet)."""
        ...

    def mark_day_completed(
        self,
        user_id: str,
        week_start_date: date,
        day: Weekday,
        log_id: str,
        completed_at: datetime,
        now: datetime,
        roll: bool = False,
    ) -> bool: ...


class ProposalRepository(Protocol):
    def create_proposal(
        self,
        user_id: str,
        *,
        type: str,
        target_day: str | None,
        week_start_date: date,
        data: Day | Week | dict[str, Any],
        summary_diff: str | None,
        base_version: int | None,
        now: datetime,
        base_week: Week | None = None,
    ) -> str: ...

    def get_proposal(self, user_id: str, proposal_id: str) -> ProposalRecord: ...

    def latest_pending_proposal(self, user_id: str) -> PendingProposal | None: ...

    def accept_proposal(
        self,
        user_id: str,
        proposal_id: str,
        now: datetime,
        revalidate: Revalidate | None = None,
    ) -> PlanVersion: ...

    def reject_proposal(self, user_id: str, proposal_id: str, now: datetime) -> str: ...

    def proposals_by_id(self, user_id: str, ids: list[str]) -> dict[str, ProposalRecord]: ...

    def pending_proposals(self, user_id: str, limit: int = 10) -> list[ProposalRecord]: ...


class WorkoutRepository(Protocol):
    def record_workout(
        self,
        user_id: str,
        *,
        completed_at: datetime,
        local_date: date,
        day: str,
        unit: str,
        exercises: Sequence[ExerciseInput],
        duration_minutes: int | None,
        notes: str | None,
        now: datetime,
        plan_day: PlanDay | None = None,
    ) -> LogResult:
        """Store the session and fold its sets into the personal records (maximum kept
        under concurrent logs); with `plan_day`, also mark that week's `day` completed by
        the log (as mark_day_completed). All of it in one transaction."""
        ...

    def get_personal_record(self, user_id: str, exercise_id: str) -> dict[str, Any] | None: ...

    def list_logs(
        self, user_id: str, exercise_id: str | None = None, limit: int = 20
    ) -> list[dict[str, Any]]:
        """Sessions newest first, in the shape GET /api/workouts/logs answers."""
        ...

    def exercise_sessions(
        self, user_id: str, exercise_id: str, limit_sessions: int
    ) -> list[SessionRow]: ...

    def sets_between(
        self,
        user_id: str,
        start: datetime,
        end: datetime,
        exercise_ids: Sequence[str] | None = None,
    ) -> list[SetRow]:
        """Sets completed in [start, end] (both inclusive)."""
        ...


class ChatRepository(Protocol):
    def record_chat_turn(
        self,
        user_id: str,
        *,
        at: datetime,
        message: str,
        reply: str,
        route: str,
        brain: str,
        latency_ms: int,
        proposal_id: str | None = None,
        active_tab: str | None = None,
        selected_day: str | None = None,
        usage: dict[str, Any] | None = None,
    ) -> str: ...

    def recent_turns(self, user_id: str, limit: int = 6) -> list[Turn]: ...

    def conversation_page(
        self, user_id: str, *, before: str | None, limit: int
    ) -> tuple[list[TurnRecord], bool]: ...


class IdempotencyRepository(Protocol):
    def claim_idempotency_key(
        self, user_id: str, key: str, route: str, digest: str, now: datetime
    ) -> Stored | None:
        """None: the key is ours, do the work and `fill_idempotency_key` (or, when the work
        fails, `release_idempotency_key`). A stored answer for a repeat; KeyReused for the
        same key on a different request. A stored status_code of 0 means the first request
        is still running (a backend without one transaction around claim, work and fill):
        answer 409 and let the client retry."""
        ...

    def release_idempotency_key(self, user_id: str, key: str) -> None:
        """Give up a claim whose work failed, so a retry does the work (no-op once filled)."""
        ...

    def fill_idempotency_key(
        self, user_id: str, key: str, status_code: int, response: dict[str, Any]
    ) -> None: ...


class ThrottleRepository(Protocol):
    def blocked_for(self, keys: Iterable[str], now: datetime) -> int | None: ...

    def record_failure(self, key: str, rule: ThrottleRule, now: datetime) -> None: ...

    def clear_failures(self, key: str) -> None: ...

    def purge_stale_failures(self, now: datetime, window: timedelta) -> int:
        """Drop a bounded batch of counters that block nothing and whose window ended;
        how many went. A backend may keep them (a stale counter restarts its window)."""
        ...


class LlmCacheRepository(Protocol):
    """The same three calls as `fitcoach.brains.gemini.CacheRegistry`."""

    def get(self, content_hash: str) -> CacheRecord | None: ...

    def claim(self, record: CacheRecord, now: datetime) -> CacheRecord: ...

    def forget(self, content_hash: str, name: str) -> None: ...


class LlmCapabilityRepository(Protocol):
    """`fitcoach.contracts.llm_capabilities.CapabilityStore`: the structured-output and tool
    modes an OpenAI-compatible server was found to take, per base URL and model."""

    def get(self, base_url: str, model: str) -> CapabilityRecord | None: ...

    def put(self, record: CapabilityRecord) -> None: ...


@runtime_checkable
class Repository(
    UserRepository,
    MemoryRepository,
    PlanRepository,
    ProposalRepository,
    WorkoutRepository,
    ChatRepository,
    IdempotencyRepository,
    ThrottleRepository,
    Protocol,
):
    """Everything the app stores, on one backend."""

    def llm_cache(self) -> LlmCacheRepository: ...

    def llm_capabilities(self) -> LlmCapabilityRepository: ...

    def commit(self) -> None:
        """End the caller's unit of work. Only a repository bound to a caller's transaction
        (`SqlRepository.bound`) has one; where each call is its own atomic step this does
        nothing. Routes call it where they committed their session before."""
        ...

    def ping(self) -> None:
        """One cheap round trip to the store; raises when it cannot answer."""
        ...
