"""The repository protocol over the SQL store (SQLite, PostgreSQL): a thin adapter.

Every method calls the existing `fitcoach.store.*` function. Two ways to hold it:
`SqlRepository(database)` runs each call in its own transaction, as the protocol says;
`SqlRepository.bound(session)` runs every call inside a caller's open transaction (never
committing), so a route can keep composing several steps atomically while it moves over.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import date, datetime, timedelta
from typing import Any, cast

from sqlalchemy import delete
from sqlalchemy.orm import Session

from fitcoach.analytics.rows import SessionRow, SetRow
from fitcoach.contracts.decision import PendingProposal, Turn
from fitcoach.memory.models import MemoryChange, MemoryItem
from fitcoach.programming.models import Day, Week
from fitcoach.store import chat, idempotency, memory, plans, proposals, throttle, users, workouts
from fitcoach.store.db import Database, ping
from fitcoach.store.idempotency import Stored
from fitcoach.store.llm_cache import DbCacheRegistry
from fitcoach.store.llm_capabilities import DbCapabilityStore
from fitcoach.store.memory import Actor
from fitcoach.store.plans import PlanVersion
from fitcoach.store.proposals import Revalidate
from fitcoach.store.repository import ProposalRecord, Repository, TurnRecord, UserRecord
from fitcoach.store.tables import ChatTurnRow, IdempotencyRow, ProposalRow, User
from fitcoach.store.throttle import ThrottleRule
from fitcoach.store.workouts import ExerciseInput, LogResult, PlanDay
from fitcoach.weekdays import Weekday


def _user(row: User) -> UserRecord:
    return UserRecord(
        id=row.id,
        username=row.username,
        password_hash=row.password_hash,
        units=row.units,
        timezone=row.timezone,
        created_at=row.created_at,
    )


def _proposal(row: ProposalRow) -> ProposalRecord:
    return ProposalRecord(
        id=row.id,
        type=row.type,
        target_day=row.target_day,
        week_start_date=row.week_start_date,
        data=row.data,
        summary_diff=row.summary_diff,
        base_version=row.base_version,
        base_days=row.base_days,
        status=row.status,
        created_at=row.created_at,
        decided_at=row.decided_at,
    )


def _turn(row: ChatTurnRow) -> TurnRecord:
    return TurnRecord(
        id=row.id,
        at=row.at,
        message=row.message,
        reply=row.reply,
        route=row.route,
        brain=row.brain,
        latency_ms=row.latency_ms,
        proposal_id=row.proposal_id,
        active_tab=row.active_tab,
        selected_day=row.selected_day,
        usage=row.usage,
    )


class SqlRepository:
    def __init__(self, database: Database) -> None:
        self._database: Database | None = database
        self._bound: Session | None = None

    @classmethod
    def bound(cls, session: Session) -> SqlRepository:
        repository = cls.__new__(cls)
        repository._database = None
        repository._bound = session
        return repository

    @contextmanager
    def _session(self) -> Iterator[Session]:
        if self._bound is not None:
            yield self._bound
            return
        assert self._database is not None
        with self._database.unit_of_work() as session:
            yield session

    # ---- users and tokens ----------------------------------------------------------------

    def create_user(
        self, *, username: str, password_hash: str, units: str, timezone: str, now: datetime
    ) -> UserRecord:
        with self._session() as s:
            return _user(
                users.create_user(
                    s,
                    username=username,
                    password_hash=password_hash,
                    units=units,
                    timezone=timezone,
                    now=now,
                )
            )

    def get_user(self, user_id: str) -> UserRecord:
        with self._session() as s:
            return _user(users.get_user(s, user_id))

    def get_user_by_username(self, username: str) -> UserRecord | None:
        with self._session() as s:
            row = users.get_user_by_username(s, username)
            return None if row is None else _user(row)

    def issue_token(self, user_id: str, now: datetime, ttl: timedelta) -> str:
        with self._session() as s:
            return users.issue_token(s, user_id, now, ttl)

    def user_for_token(self, token: str, now: datetime) -> UserRecord | None:
        with self._session() as s:
            row = users.user_for_token(s, token, now)
            return None if row is None else _user(row)

    def revoke_token(self, token: str) -> bool:
        with self._session() as s:
            return users.revoke_token(s, token)

    # ---- memory --------------------------------------------------------------------------

    def list_active_memory(self, user_id: str, now: datetime) -> list[MemoryItem]:
        with self._session() as s:
            return memory.list_active_memory(s, user_id, now)

    def apply_memory_changes(
        self, user_id: str, changes: list[MemoryChange], now: datetime, actor: Actor = "chat"
    ) -> list[MemoryItem]:
        with self._session() as s:
            return memory.apply_memory_changes(s, user_id, changes, now, actor)

    def forget_memory(self, user_id: str, memory_id: str, now: datetime) -> None:
        with self._session() as s:
            memory.forget_memory(s, user_id, memory_id, now)

    def memory_history(self, user_id: str, memory_id: str | None = None) -> list[dict[str, Any]]:
        with self._session() as s:
            return memory.memory_history(s, user_id, memory_id)

    # ---- plans ---------------------------------------------------------------------------

    def get_plan(self, user_id: str, week_start_date: date) -> PlanVersion | None:
        with self._session() as s:
            return plans.get_plan(s, user_id, week_start_date)

    def get_active_plan(
        self, user_id: str, week_start_date: date, now: datetime
    ) -> PlanVersion | None:
        with self._session() as s:
            return plans.get_active_plan(s, user_id, week_start_date, now)

    def save_plan(
        self, user_id: str, week: Week, now: datetime, expected_version: int | None
    ) -> int:
        with self._session() as s:
            return plans.save_plan(s, user_id, week, now, expected_version)

    def mark_day_completed(
        self,
        user_id: str,
        week_start_date: date,
        day: Weekday,
        log_id: str,
        completed_at: datetime,
        now: datetime,
        roll: bool = False,
    ) -> bool:
        with self._session() as s:
            return plans.mark_day_completed(
                s, user_id, week_start_date, day, log_id, completed_at, now, roll
            )

    # ---- proposals -----------------------------------------------------------------------

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
    ) -> str:
        with self._session() as s:
            return proposals.create_proposal(
                s,
                user_id,
                type=type,
                target_day=target_day,
                week_start_date=week_start_date,
                data=data,
                summary_diff=summary_diff,
                base_version=base_version,
                now=now,
                base_week=base_week,
            )

    def get_proposal(self, user_id: str, proposal_id: str) -> ProposalRecord:
        with self._session() as s:
            return _proposal(proposals.get_proposal(s, user_id, proposal_id))

    def latest_pending_proposal(self, user_id: str) -> PendingProposal | None:
        with self._session() as s:
            return proposals.latest_pending_proposal(s, user_id)

    def accept_proposal(
        self,
        user_id: str,
        proposal_id: str,
        now: datetime,
        revalidate: Revalidate | None = None,
    ) -> PlanVersion:
        with self._session() as s:
            return proposals.accept_proposal(s, user_id, proposal_id, now, revalidate)

    def reject_proposal(self, user_id: str, proposal_id: str, now: datetime) -> str:
        with self._session() as s:
            return proposals.reject_proposal(s, user_id, proposal_id, now)

    def proposals_by_id(self, user_id: str, ids: list[str]) -> dict[str, ProposalRecord]:
        with self._session() as s:
            found = proposals.proposals_by_id(s, user_id, ids)
            return {key: _proposal(row) for key, row in found.items()}

    def pending_proposals(self, user_id: str, limit: int = 10) -> list[ProposalRecord]:
        with self._session() as s:
            return [_proposal(row) for row in proposals.pending_proposals(s, user_id, limit)]

    # ---- workout logs and PRs ------------------------------------------------------------

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
        with self._session() as s:
            result = workouts.record_workout(
                s,
                user_id,
                completed_at=completed_at,
                local_date=local_date,
                day=day,
                unit=unit,
                exercises=exercises,
                duration_minutes=duration_minutes,
                notes=notes,
                now=now,
            )
            if plan_day is not None:
                plans.mark_day_completed(
                    s,
                    user_id,
                    plan_day.week_start_date,
                    cast(Weekday, day),
                    result.log_id,
                    completed_at,
                    now,
                    plan_day.roll,
                )
            return result

    def get_personal_record(self, user_id: str, exercise_id: str) -> dict[str, Any] | None:
        with self._session() as s:
            return workouts.get_personal_record(s, user_id, exercise_id)

    def list_logs(
        self, user_id: str, exercise_id: str | None = None, limit: int = 20
    ) -> list[dict[str, Any]]:
        with self._session() as s:
            return workouts.list_logs(s, user_id, exercise_id, limit)

    def exercise_sessions(
        self, user_id: str, exercise_id: str, limit_sessions: int
    ) -> list[SessionRow]:
        with self._session() as s:
            return workouts.exercise_sessions(s, user_id, exercise_id, limit_sessions)

    def sets_between(
        self,
        user_id: str,
        start: datetime,
        end: datetime,
        exercise_ids: Sequence[str] | None = None,
    ) -> list[SetRow]:
        with self._session() as s:
            return workouts.sets_between(s, user_id, start, end, exercise_ids)

    # ---- chat turns ----------------------------------------------------------------------

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
    ) -> str:
        with self._session() as s:
            return chat.record_chat_turn(
                s,
                user_id,
                at=at,
                message=message,
                reply=reply,
                route=route,
                brain=brain,
                latency_ms=latency_ms,
                proposal_id=proposal_id,
                active_tab=active_tab,
                selected_day=selected_day,
                usage=usage,
            )

    def recent_turns(self, user_id: str, limit: int = 6) -> list[Turn]:
        with self._session() as s:
            return chat.recent_turns(s, user_id, limit)

    def conversation_page(
        self, user_id: str, *, before: str | None, limit: int
    ) -> tuple[list[TurnRecord], bool]:
        with self._session() as s:
            rows, more = chat.conversation_page(s, user_id, before=before, limit=limit)
            return [_turn(row) for row in rows], more

    # ---- idempotency keys and login throttling -------------------------------------------

    def claim_idempotency_key(
        self, user_id: str, key: str, route: str, digest: str, now: datetime
    ) -> Stored | None:
        with self._session() as s:
            return idempotency.claim(s, user_id, key, route, digest, now)

    def fill_idempotency_key(
        self, user_id: str, key: str, status_code: int, response: dict[str, Any]
    ) -> None:
        with self._session() as s:
            idempotency.fill(s, user_id, key, status_code, response)

    def release_idempotency_key(self, user_id: str, key: str) -> None:
        if self._bound is not None:
            # The claim lives in the caller's transaction, which rolls back when its work
            # fails: that undoes the claim, and a failed session could not run this delete.
            return
        with self._session() as s:
            s.execute(
                delete(IdempotencyRow).where(
                    IdempotencyRow.user_id == user_id,
                    IdempotencyRow.key == key,
                    IdempotencyRow.status_code == 0,
                )
            )

    def blocked_for(self, keys: Iterable[str], now: datetime) -> int | None:
        with self._session() as s:
            return throttle.blocked_for(s, keys, now)

    def record_failure(self, key: str, rule: ThrottleRule, now: datetime) -> None:
        with self._session() as s:
            throttle.record_failure(s, key, rule, now)

    def clear_failures(self, key: str) -> None:
        with self._session() as s:
            throttle.clear(s, key)

    def purge_stale_failures(self, now: datetime, window: timedelta) -> int:
        with self._session() as s:
            return throttle.purge_stale(s, now, window)

    # ---- LLM context-cache registry ------------------------------------------------------

    def llm_cache(self) -> DbCacheRegistry:
        if self._database is None:
            raise RuntimeError("the LLM cache registry runs its own transactions: use a Database")
        return DbCacheRegistry(self._database)

    def llm_capabilities(self) -> DbCapabilityStore:
        if self._database is None:
            raise RuntimeError("the capability store runs its own transactions: use a Database")
        return DbCapabilityStore(self._database)

    # ---- the caller's unit of work -------------------------------------------------------

    def commit(self) -> None:
        if self._bound is not None:
            self._bound.commit()

    def ping(self) -> None:
        with self._session() as s:
            ping(s)


def _conforms(database: Database) -> Repository:
    """mypy checks here that the adapter implements the whole protocol."""
    return SqlRepository(database)
