"""The schema. Every user-owned table carries `user_id`, so it can be sharded by user."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, ClassVar

from sqlalchemy import (
    JSON,
    Date,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from fitcoach.store.coltypes import BigId, UTCDateTime

NAMING = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

USER_FK = "users.id"


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)
    type_annotation_map: ClassVar[dict[Any, Any]] = {datetime: UTCDateTime, dict[str, Any]: JSON}


class User(Base):
    __tablename__ = "users"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    username: Mapped[str] = mapped_column(String(40), unique=True)
    # The name folded to lower case: names are unique regardless of case ("Case" and
    # "case" are one account). Accounts that collided before 0003 keep a suffixed key.
    username_key: Mapped[str] = mapped_column(String(90), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))
    units: Mapped[str] = mapped_column(String(2))
    timezone: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime]


class AuthToken(Base):
    __tablename__ = "auth_tokens"

    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    user_id: Mapped[str] = mapped_column(ForeignKey(USER_FK, ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime]
    expires_at: Mapped[datetime]


class MemoryRow(Base):
    __tablename__ = "memory_items"
    __table_args__ = (Index(None, "user_id", "deleted_at", "expires_at"),)

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    user_id: Mapped[str] = mapped_column(ForeignKey(USER_FK, ondelete="CASCADE"))
    tier: Mapped[str] = mapped_column(String(32))
    entry: Mapped[dict[str, Any]]
    # The entry's typed meaning (memory/payloads.py), kept apart from the spec's fields.
    payload: Mapped[dict[str, Any] | None]
    # Copied out of the entry so "unexpired" is a WHERE clause, not a scan.
    expires_at: Mapped[datetime | None]
    created_at: Mapped[datetime]
    updated_at: Mapped[datetime]
    deleted_at: Mapped[datetime | None]


class MemoryHistoryRow(Base):
    """Append-only: one row per create, update or delete, never changed afterwards."""

    __tablename__ = "memory_history"
    __table_args__ = (Index(None, "user_id", "memory_id"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    user_id: Mapped[str] = mapped_column(ForeignKey(USER_FK, ondelete="CASCADE"))
    memory_id: Mapped[str] = mapped_column(String(40))
    operation: Mapped[str] = mapped_column(String(8))
    tier: Mapped[str] = mapped_column(String(32))
    entry: Mapped[dict[str, Any] | None]
    reason: Mapped[str] = mapped_column(Text, default="")
    actor: Mapped[str] = mapped_column(String(8))
    at: Mapped[datetime]


class PlanRow(Base):
    __tablename__ = "plans"
    __table_args__ = (UniqueConstraint("user_id", "week_start_date"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    user_id: Mapped[str] = mapped_column(ForeignKey(USER_FK, ondelete="CASCADE"))
    week_start_date: Mapped[date] = mapped_column(Date)
    version: Mapped[int] = mapped_column(Integer)
    data: Mapped[dict[str, Any]]
    created_at: Mapped[datetime]
    updated_at: Mapped[datetime]


class ProposalRow(Base):
    __tablename__ = "proposals"
    __table_args__ = (Index(None, "user_id", "status", "created_at"),)

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    user_id: Mapped[str] = mapped_column(ForeignKey(USER_FK, ondelete="CASCADE"))
    type: Mapped[str] = mapped_column(String(16))
    target_day: Mapped[str | None] = mapped_column(String(9))
    week_start_date: Mapped[date] = mapped_column(Date)
    data: Mapped[dict[str, Any] | None]
    summary_diff: Mapped[str | None] = mapped_column(Text)
    base_version: Mapped[int | None] = mapped_column(Integer)
    # Per weekday, a fingerprint of the base plan's day (prescription only, not its
    # completion): accept on a newer version replays onto it unless a touched day changed.
    base_days: Mapped[dict[str, Any] | None]
    status: Mapped[str] = mapped_column(String(10))
    created_at: Mapped[datetime]
    decided_at: Mapped[datetime | None]


class WorkoutLogRow(Base):
    __tablename__ = "workout_logs"
    __table_args__ = (Index(None, "user_id", "completed_at"),)

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    user_id: Mapped[str] = mapped_column(ForeignKey(USER_FK, ondelete="CASCADE"))
    completed_at: Mapped[datetime]
    local_date: Mapped[date] = mapped_column(Date)
    day: Mapped[str] = mapped_column(String(9))
    unit: Mapped[str] = mapped_column(String(2))
    duration_minutes: Mapped[int | None] = mapped_column(Integer)
    notes: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime]


class LoggedSetRow(Base):
    """One row per set; user, exercise and time are copied here so analytics never join."""

    __tablename__ = "logged_sets"
    __table_args__ = (
        Index(None, "user_id", "exercise_id", "completed_at"),
        Index(None, "user_id", "completed_at"),
        Index(None, "log_id"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    user_id: Mapped[str] = mapped_column(ForeignKey(USER_FK, ondelete="CASCADE"))
    log_id: Mapped[str] = mapped_column(ForeignKey("workout_logs.id", ondelete="CASCADE"))
    exercise_id: Mapped[str] = mapped_column(String(64))
    exercise_index: Mapped[int] = mapped_column(Integer)
    set_index: Mapped[int] = mapped_column(Integer)
    weight: Mapped[float] = mapped_column(Float)
    unit: Mapped[str] = mapped_column(String(2))
    weight_lbs: Mapped[float] = mapped_column(Float)
    reps: Mapped[int] = mapped_column(Integer)
    rir: Mapped[float | None] = mapped_column(Float)
    rpe: Mapped[float | None] = mapped_column(Float)
    completed_at: Mapped[datetime]


class PersonalRecordRow(Base):
    __tablename__ = "personal_records"

    user_id: Mapped[str] = mapped_column(ForeignKey(USER_FK, ondelete="CASCADE"), primary_key=True)
    exercise_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    record: Mapped[dict[str, Any]]
    updated_at: Mapped[datetime]


class ChatTurnRow(Base):
    __tablename__ = "chat_turns"
    __table_args__ = (Index(None, "user_id", "at"),)

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    user_id: Mapped[str] = mapped_column(ForeignKey(USER_FK, ondelete="CASCADE"))
    at: Mapped[datetime]
    message: Mapped[str] = mapped_column(Text)
    reply: Mapped[str] = mapped_column(Text)
    route: Mapped[str] = mapped_column(String(16))
    proposal_id: Mapped[str | None] = mapped_column(String(40))
    active_tab: Mapped[str | None] = mapped_column(String(16))
    selected_day: Mapped[str | None] = mapped_column(String(9))
    brain: Mapped[str] = mapped_column(String(80))
    latency_ms: Mapped[int] = mapped_column(Integer)
    usage: Mapped[dict[str, Any] | None]


class LoginThrottleRow(Base):
    """Failed logins per key ("user:<name>" or "addr:<client address>") in the current
    window. In the database, so every app instance counts the same failures."""

    __tablename__ = "login_throttle"

    key: Mapped[str] = mapped_column(String(200), primary_key=True)
    failures: Mapped[int] = mapped_column(Integer)
    window_start: Mapped[datetime]
    blocked_until: Mapped[datetime | None]


class IdempotencyRow(Base):
    """The first answer to a request with an `Idempotency-Key`, replayed to its retries."""

    __tablename__ = "idempotency_keys"
    __table_args__ = (Index(None, "created_at"),)

    user_id: Mapped[str] = mapped_column(ForeignKey(USER_FK, ondelete="CASCADE"), primary_key=True)
    key: Mapped[str] = mapped_column(String(200), primary_key=True)
    route: Mapped[str] = mapped_column(String(80))
    request_hash: Mapped[str] = mapped_column(String(64))
    status_code: Mapped[int] = mapped_column(Integer)
    response: Mapped[dict[str, Any]]
    created_at: Mapped[datetime]
