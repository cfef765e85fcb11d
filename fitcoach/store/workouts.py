"""Workout logs (one row per session, one row per set) and personal records."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import TYPE_CHECKING, Any

from sqlalchemy import insert, select
from sqlalchemy.orm import Session

from fitcoach.analytics.prs import EPLEY_MAX_REPS, Improvement, epley, update_records
from fitcoach.analytics.rows import SessionRow, SetRow
from fitcoach.programming.models import LoadBasis, Unit
from fitcoach.store.ids import new_id
from fitcoach.store.tables import LoggedSetRow, PersonalRecordRow, WorkoutLogRow
from fitcoach.store.upsert import insert_if_absent
from fitcoach.units import shown, to_lbs

if TYPE_CHECKING:  # the protocol names this module's records: no import at run time
    from fitcoach.store.repository import WorkoutRepository


@dataclass(frozen=True, slots=True)
class SetInput:
    weight: float
    reps: int
    rir: float | None = None
    rpe: float | None = None


@dataclass(frozen=True, slots=True)
class ExerciseInput:
    exercise_id: str
    sets: Sequence[SetInput]


@dataclass(frozen=True, slots=True)
class PlanDay:
    """The plan week whose day a log completes, marked in the log's own transaction."""

    week_start_date: date
    # The log is in the current week: roll the latest earlier plan forward if it has none.
    roll: bool = False


@dataclass(frozen=True, slots=True)
class LogResult:
    log_id: str
    improvements: dict[str, list[Improvement]]  # exercise_id -> what improved
    # Exercises logged for the first time: their sets became the baselines to beat.
    baselines: tuple[str, ...] = ()


def _set_row(row: LoggedSetRow) -> SetRow:
    return SetRow(
        log_id=row.log_id,
        exercise_id=row.exercise_id,
        set_index=row.set_index,
        weight=row.weight,
        unit=row.unit,
        weight_lbs=row.weight_lbs,
        reps=row.reps,
        rir=row.rir,
        rpe=row.rpe,
        completed_at=row.completed_at,
    )


def record_workout(
    session: Session,
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
) -> LogResult:
    """Store a session and its sets (weights as given, plus exact pounds) and fold the
    sets into the personal records. Does not touch the plan (see plans.mark_day_completed)."""
    log_id = new_id("log")
    session.add(
        WorkoutLogRow(
            id=log_id,
            user_id=user_id,
            completed_at=completed_at,
            local_date=local_date,
            day=day,
            unit=unit,
            duration_minutes=duration_minutes,
            notes=notes,
            created_at=now,
        )
    )
    session.flush()
    values: list[dict[str, Any]] = []
    by_exercise: dict[str, list[SetRow]] = defaultdict(list)
    for exercise_index, exercise in enumerate(exercises):
        for set_index, logged in enumerate(exercise.sets):
            row = {
                "user_id": user_id,
                "log_id": log_id,
                "exercise_id": exercise.exercise_id,
                "exercise_index": exercise_index,
                "set_index": set_index,
                "weight": logged.weight,
                "unit": unit,
                "weight_lbs": to_lbs(logged.weight, unit),
                "reps": logged.reps,
                "rir": logged.rir,
                "rpe": logged.rpe,
                "completed_at": completed_at,
            }
            values.append(row)
            by_exercise[exercise.exercise_id].append(
                SetRow(**{k: row[k] for k in SetRow.__slots__})  # type: ignore[arg-type]
            )
    if values:
        session.execute(insert(LoggedSetRow), values)
    improvements: dict[str, list[Improvement]] = {}
    baselines: list[str] = []
    for exercise_id, sets in by_exercise.items():
        found, first = update_personal_records(session, user_id, exercise_id, sets, now)
        improvements[exercise_id] = found
        if first:
            baselines.append(exercise_id)
    return LogResult(log_id, improvements, tuple(baselines))


def update_personal_records(
    session: Session, user_id: str, exercise_id: str, sets: Sequence[SetRow], now: datetime
) -> tuple[list[Improvement], bool]:
    """Fold sets into the stored record atomically: the row is created if absent, then
    locked, so parallel logs each compare against the latest maximum and none is lost.

    The first sets of an exercise set its baselines: they are stored, but a user's first
    session is not a list of "new records". Returns the improvements and whether these
    were the first sets of the exercise."""
    insert_if_absent(
        session,
        PersonalRecordRow.__table__,  # type: ignore[arg-type]
        {"user_id": user_id, "exercise_id": exercise_id, "record": {}, "updated_at": now},
        ("user_id", "exercise_id"),
    )
    row = session.scalar(
        select(PersonalRecordRow)
        .where(PersonalRecordRow.user_id == user_id, PersonalRecordRow.exercise_id == exercise_id)
        .with_for_update()
        .execution_options(populate_existing=True)
    )
    assert row is not None  # inserted above or by a concurrent log
    first = not row.record
    record, improvements = update_records(row.record or None, sets)
    if not improvements:
        return [], first
    row.record = record
    row.updated_at = now
    session.flush()
    return ([] if first else improvements), first


def get_personal_record(session: Session, user_id: str, exercise_id: str) -> dict[str, Any] | None:
    row = session.get(PersonalRecordRow, (user_id, exercise_id))
    return None if row is None or not row.record else dict(row.record)


def list_logs(
    session: Session, user_id: str, exercise_id: str | None = None, limit: int = 20
) -> list[dict[str, Any]]:
    """Sessions newest first, each with all its exercises and sets as logged."""
    query = select(WorkoutLogRow).where(WorkoutLogRow.user_id == user_id)
    if exercise_id is not None:
        having = select(LoggedSetRow.log_id).where(
            LoggedSetRow.user_id == user_id, LoggedSetRow.exercise_id == exercise_id
        )
        query = query.where(WorkoutLogRow.id.in_(having))
    logs = list(
        session.scalars(
            query.order_by(WorkoutLogRow.completed_at.desc(), WorkoutLogRow.id).limit(limit)
        )
    )
    sets: dict[str, list[LoggedSetRow]] = defaultdict(list)
    if logs:
        rows = session.scalars(
            select(LoggedSetRow)
            .where(
                LoggedSetRow.user_id == user_id,
                LoggedSetRow.log_id.in_([log.id for log in logs]),
            )
            .order_by(LoggedSetRow.exercise_index, LoggedSetRow.set_index)
        )
        for row in rows:
            sets[row.log_id].append(row)
    out = []
    for log in logs:
        exercises: dict[int, dict[str, Any]] = {}
        for row in sets[log.id]:
            exercise = exercises.setdefault(
                row.exercise_index, {"exercise_id": row.exercise_id, "sets": []}
            )
            exercise["sets"].append(
                {"weight": row.weight, "reps": row.reps, "rir": row.rir, "rpe": row.rpe}
            )
        out.append(
            {
                "log_id": log.id,
                "completed_at": log.completed_at.isoformat(),
                "date": log.local_date.isoformat(),
                "day": log.day,
                "unit": log.unit,
                "duration_minutes": log.duration_minutes,
                "notes": log.notes,
                "exercises_logged": list(exercises.values()),
            }
        )
    return out


def exercise_sessions(
    session: Session, user_id: str, exercise_id: str, limit_sessions: int
) -> list[SessionRow]:
    """The newest `limit_sessions` sessions holding the exercise, with its sets only."""
    recent = (
        select(LoggedSetRow.log_id, LoggedSetRow.completed_at)
        .where(LoggedSetRow.user_id == user_id, LoggedSetRow.exercise_id == exercise_id)
        .group_by(LoggedSetRow.log_id, LoggedSetRow.completed_at)
        .order_by(LoggedSetRow.completed_at.desc())
        .limit(limit_sessions)
    )
    log_ids = [log_id for log_id, _ in session.execute(recent)]
    if not log_ids:
        return []
    logs = {
        log.id: log
        for log in session.scalars(
            select(WorkoutLogRow).where(
                WorkoutLogRow.user_id == user_id, WorkoutLogRow.id.in_(log_ids)
            )
        )
    }
    sets: dict[str, list[SetRow]] = defaultdict(list)
    for row in session.scalars(
        select(LoggedSetRow)
        .where(
            LoggedSetRow.user_id == user_id,
            LoggedSetRow.exercise_id == exercise_id,
            LoggedSetRow.log_id.in_(log_ids),
        )
        .order_by(LoggedSetRow.exercise_index, LoggedSetRow.set_index)
    ):
        sets[row.log_id].append(_set_row(row))
    return [
        SessionRow(
            log_id=log_id,
            completed_at=logs[log_id].completed_at,
            local_date=logs[log_id].local_date,
            day=logs[log_id].day,
            sets=tuple(sets[log_id]),
        )
        for log_id in log_ids
    ]


def sets_between(
    session: Session,
    user_id: str,
    start: datetime,
    end: datetime,
    exercise_ids: Sequence[str] | None = None,
) -> list[SetRow]:
    query = select(
        LoggedSetRow.log_id,
        LoggedSetRow.exercise_id,
        LoggedSetRow.set_index,
        LoggedSetRow.weight,
        LoggedSetRow.unit,
        LoggedSetRow.weight_lbs,
        LoggedSetRow.reps,
        LoggedSetRow.rir,
        LoggedSetRow.rpe,
        LoggedSetRow.completed_at,
    ).where(
        LoggedSetRow.user_id == user_id,
        LoggedSetRow.completed_at >= start,
        LoggedSetRow.completed_at <= end,
    )
    if exercise_ids is not None:
        query = query.where(LoggedSetRow.exercise_id.in_(list(exercise_ids)))
    return [
        SetRow(
            log_id=r.log_id,
            exercise_id=r.exercise_id,
            set_index=r.set_index,
            weight=r.weight,
            unit=r.unit,
            weight_lbs=r.weight_lbs,
            reps=r.reps,
            rir=r.rir,
            rpe=r.rpe,
            completed_at=r.completed_at,
        )
        for r in session.execute(query)
    ]


def load_bases(
    repository: WorkoutRepository, user_id: str, unit: Unit, now: datetime, lookback_days: int = 90
) -> dict[str, LoadBasis]:
    """Per exercise, the best set (highest e1RM, 1-12 reps) of its most recent session in
    the lookback window, in the user's unit: the basis of a suggested load."""
    rows = repository.sets_between(user_id, now - timedelta(days=lookback_days), now)
    latest: dict[str, datetime] = {}
    for row in rows:
        if row.weight_lbs > 0 and row.completed_at > latest.get(
            row.exercise_id, row.completed_at - timedelta(1)
        ):
            latest[row.exercise_id] = row.completed_at
    best: dict[str, SetRow] = {}
    for row in rows:
        if row.weight_lbs <= 0 or row.reps > EPLEY_MAX_REPS:
            continue
        if row.completed_at != latest.get(row.exercise_id):
            continue
        held = best.get(row.exercise_id)
        if held is None or epley(row.weight_lbs, row.reps) > epley(held.weight_lbs, held.reps):
            best[row.exercise_id] = row
    return {
        exercise_id: LoadBasis(weight=shown(row.weight_lbs, unit), reps=row.reps, unit=unit)
        for exercise_id, row in best.items()
    }
