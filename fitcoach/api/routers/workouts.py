"""Logging completed sessions (which also completes the plan day and updates PRs)."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from fastapi import APIRouter, Depends, Header, Query
from fastapi.responses import JSONResponse

from fitcoach.analytics.prs import label
from fitcoach.api.deps import CurrentUser, current_user, get_clock, get_repository
from fitcoach.api.errors import ApiError
from fitcoach.api.responses import LoggedOut, LogsOut
from fitcoach.api.schemas import WorkoutLogIn, exercise_slugs
from fitcoach.catalog import is_slug
from fitcoach.clock import Clock
from fitcoach.store.idempotency import Stored, request_hash
from fitcoach.store.repository import Repository
from fitcoach.store.workouts import ExerciseInput, PlanDay, SetInput
from fitcoach.units import shown
from fitcoach.weekdays import week_start, weekday_of

router = APIRouter(prefix="/api/workouts", tags=["workouts"])

EARLIEST = datetime(2000, 1, 1, tzinfo=UTC)

# Clocks of phones drift; a log "from the future" beyond this is a mistake, not drift.
FUTURE_SLACK = timedelta(hours=24)


def _unknown_exercise(slug: str) -> ApiError:
    return ApiError(422, "unknown_exercise", f"no exercise {slug!r} in the encyclopedia")


IDEMPOTENCY_KEY = Header(
    default=None,
    alias="Idempotency-Key",
    min_length=1,
    max_length=200,
    pattern=r"^[\x21-\x7e]+$",
    description="Any unique string (e.g. a UUID). A retry with the same key and body gets "
    "the first answer instead of logging twice; kept for 24 hours.",
)
ROUTE = "POST /api/workouts/log"
# How long a retry waits for the first request with its key before answering 409.
IN_PROGRESS_WAIT_S = 10.0


@router.post("/log", status_code=201, response_model=LoggedOut)
def log_workout(
    body: WorkoutLogIn,
    user: CurrentUser = Depends(current_user),
    repository: Repository = Depends(get_repository),
    clock: Clock = Depends(get_clock),
    idempotency_key: str | None = IDEMPOTENCY_KEY,
) -> dict[str, Any] | JSONResponse:
    for exercise in body.exercises_logged:
        if not is_slug(exercise.exercise_id):
            raise _unknown_exercise(exercise.exercise_id)
    now = clock.now()
    zone = ZoneInfo(user.timezone)
    completed_at = body.completed_at or now
    if completed_at.tzinfo is None:  # a wall-clock time, read in the user's timezone
        completed_at = completed_at.replace(tzinfo=zone)
    if completed_at > now + FUTURE_SLACK:
        raise ApiError(422, "validation_error", "completed_at: is in the future")
    if completed_at < EARLIEST:
        raise ApiError(422, "validation_error", "completed_at: is before 2000-01-01")
    if idempotency_key is not None:
        digest = request_hash(body.model_dump_json())
        stored = _claim(repository, user.id, idempotency_key, digest, now)
        if stored is not None:
            repository.commit()
            return JSONResponse(
                stored.response, stored.status_code, headers={"Idempotent-Replayed": "true"}
            )
    try:
        answer = _log(body, user, repository, now, zone, completed_at)
        if idempotency_key is not None:
            repository.fill_idempotency_key(user.id, idempotency_key, 201, answer)
    except BaseException:
        if idempotency_key is not None:
            repository.release_idempotency_key(user.id, idempotency_key)
        raise
    repository.commit()
    return answer


def _claim(
    repository: Repository, user_id: str, key: str, digest: str, now: datetime
) -> Stored | None:
    """Claim the key, or the answer stored under it. Where claim and work are separate
    steps (Firestore), a retry can arrive while the first request is still logging
    (status_code 0): wait for its answer a little, as SQL waits on the row lock, then
    answer 409 so the client retries."""
    waited = 0.0
    pause = 0.02
    while True:
        stored = repository.claim_idempotency_key(user_id, key, ROUTE, digest, now)
        if stored is None or stored.status_code != 0:
            return stored
        if waited >= IN_PROGRESS_WAIT_S:
            raise ApiError(
                409,
                "request_in_progress",
                "a request with this Idempotency-Key is still in progress; retry shortly",
                headers={"Retry-After": "1"},
            )
        time.sleep(pause)
        waited += pause
        pause = min(pause * 2, 0.25)


def _log(
    body: WorkoutLogIn,
    user: CurrentUser,
    repository: Repository,
    now: datetime,
    zone: ZoneInfo,
    completed_at: datetime,
) -> dict[str, Any]:
    """Store the session, complete its plan day, and answer with the records it set."""
    local_date = completed_at.astimezone(zone).date()
    day = body.day or weekday_of(local_date)
    unit = body.unit or user.units
    log_week = week_start(local_date)
    this_week = week_start(now.astimezone(zone).date())
    # The log, its records and its plan day: one transaction on every store.
    result = repository.record_workout(
        user.id,
        completed_at=completed_at,
        local_date=local_date,
        day=day,
        unit=unit,
        exercises=[
            ExerciseInput(
                exercise.exercise_id,
                [SetInput(s.weight, s.reps, s.rir, s.rpe) for s in exercise.sets],
            )
            for exercise in body.exercises_logged
        ],
        duration_minutes=body.duration_minutes,
        notes=body.notes,
        now=now,
        plan_day=PlanDay(log_week, roll=log_week == this_week),
    )
    new_prs = [
        {
            "exercise_id": exercise_id,
            "record": improvement.record,
            "value": shown(improvement.value_lbs, user.units),
            "unit": user.units,
            "previous": None
            if improvement.previous_lbs is None
            else shown(improvement.previous_lbs, user.units),
            "label": label(
                improvement.record,
                improvement.value_lbs,
                improvement.weight_lbs,
                improvement.reps,
                user.units,
            ),
        }
        for exercise_id, improvements in result.improvements.items()
        for improvement in improvements
    ]
    # Beside the spec's two fields: the exercises whose first sets became baselines.
    return {"log_id": result.log_id, "new_prs": new_prs, "baselines": list(result.baselines)}


@router.get("/logs", response_model=LogsOut)
def get_logs(
    exercise_id: str | None = Query(
        default=None, max_length=64, json_schema_extra={"enum": exercise_slugs()}
    ),
    limit: int = Query(default=20, ge=1, le=100),
    user: CurrentUser = Depends(current_user),
    repository: Repository = Depends(get_repository),
) -> dict[str, Any]:
    if exercise_id is not None and not is_slug(exercise_id):
        raise _unknown_exercise(exercise_id)
    return {"logs": repository.list_logs(user.id, exercise_id, limit)}
