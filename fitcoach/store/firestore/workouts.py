"""Workout logs and personal records on Firestore.

`/users/{userId}/workout_logs/{logId}` is the spec's log (`completed_at`,
`exercises_logged: [{exercise_id, sets: [{weight, reps, rir, rpe}]}]`) with ours beside
it: the local `date`, `day`, `unit`, `duration_minutes`, `notes`, each set's exact
`weight_lbs`, and `exercise_ids`, the slugs it holds: "logs holding this exercise" is one
`array-contains` query on it (the spec's filter on a field inside an array of maps cannot
be one query).

`/users/{userId}/prs/{exercise_slug}` is the spec's record document (`estimated_1rm`,
`max_weight_set`, `rep_records`). A log, the records it folds its sets into and the plan
day it completes are one user commit (see `user_commit`), so parallel logs each compare
against the latest maximum and none is lost; every change of a record is kept under
`prs/{slug}/history/{n}`.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from typing import Any, cast

from fitcoach.analytics.prs import Improvement, update_records
from fitcoach.analytics.rows import SessionRow, SetRow
from fitcoach.store.firestore.client import utc
from fitcoach.store.firestore.plans import FirestorePlans
from fitcoach.store.firestore.user_commit import Writes
from fitcoach.store.ids import new_id
from fitcoach.store.workouts import ExerciseInput, LogResult, PlanDay
from fitcoach.units import to_lbs
from fitcoach.weekdays import Weekday

_PR_OURS = ("exercise_id", "updated_at", "rev")


def _set_rows(log: dict[str, Any], exercise_id: str | None = None) -> list[SetRow]:
    rows = []
    completed_at = utc(log["completed_at"])
    for exercise in log["exercises_logged"]:
        if exercise_id is not None and exercise["exercise_id"] != exercise_id:
            continue
        for set_index, logged in enumerate(exercise["sets"]):
            rows.append(
                SetRow(
                    log_id=log["log_id"],
                    exercise_id=exercise["exercise_id"],
                    set_index=set_index,
                    weight=logged["weight"],
                    unit=log["unit"],
                    weight_lbs=logged["weight_lbs"],
                    reps=logged["reps"],
                    rir=logged["rir"],
                    rpe=logged["rpe"],
                    completed_at=completed_at,
                )
            )
    return rows


def _public_log(log: dict[str, Any]) -> dict[str, Any]:
    """The shape GET /api/workouts/logs answers (the SQL store's list_logs)."""
    return {
        "log_id": log["log_id"],
        "completed_at": utc(log["completed_at"]).isoformat(),
        "date": log["date"],
        "day": log["day"],
        "unit": log["unit"],
        "duration_minutes": log["duration_minutes"],
        "notes": log["notes"],
        "exercises_logged": [
            {
                "exercise_id": exercise["exercise_id"],
                "sets": [
                    {k: logged[k] for k in ("weight", "reps", "rir", "rpe")}
                    for logged in exercise["sets"]
                ],
            }
            for exercise in log["exercises_logged"]
        ],
    }


def _newest_first(logs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    # Same instant: by id, as the SQL store breaks the tie.
    logs = sorted(logs, key=lambda log: log["log_id"])
    return sorted(logs, key=lambda log: log["completed_at"], reverse=True)


class FirestoreWorkouts(FirestorePlans):
    def _logs(self, user_id: str) -> Any:
        return self._sub(user_id, "workout_logs")

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
        """The log, its records and (with `plan_day`) the plan day it completes: one user
        commit (see `user_commit`), all of it or none, as SQL does it in one transaction."""
        log_id = new_id("log")
        log = {
            "log_id": log_id,
            "completed_at": completed_at,
            "exercises_logged": [
                {
                    "exercise_id": exercise.exercise_id,
                    "sets": [
                        {
                            "weight": logged.weight,
                            "reps": logged.reps,
                            "rir": logged.rir,
                            "rpe": logged.rpe,
                            "weight_lbs": to_lbs(logged.weight, unit),
                        }
                        for logged in exercise.sets
                    ],
                }
                for exercise in exercises
            ],
            "exercise_ids": sorted({exercise.exercise_id for exercise in exercises}),
            "date": local_date.isoformat(),
            "day": day,
            "unit": unit,
            "duration_minutes": duration_minutes,
            "notes": notes,
            "created_at": now,
        }
        by_exercise: dict[str, list[SetRow]] = {}
        for row in _set_rows(log):
            by_exercise.setdefault(row.exercise_id, []).append(row)

        def step(transaction: Any, writes: Writes) -> LogResult:
            writes.set(self._logs(user_id).document(log_id), log)
            improvements, baselines = self._stage_records(
                transaction, writes, user_id, by_exercise, now
            )
            if plan_day is not None:
                self._stage_day_completed(
                    transaction,
                    writes,
                    user_id,
                    plan_day.week_start_date,
                    cast(Weekday, day),
                    log_id,
                    completed_at,
                    now,
                    plan_day.roll,
                )
            return LogResult(log_id, improvements, tuple(baselines))

        return self._user_commit(user_id, step, now)

    def _stage_records(
        self,
        transaction: Any,
        writes: Writes,
        user_id: str,
        by_exercise: dict[str, list[SetRow]],
        now: datetime,
    ) -> tuple[dict[str, list[Improvement]], list[str]]:
        """Fold each exercise's sets into its record (the SQL store's rule: an exercise's
        first sets are its baselines, not records); every change kept under history/{n}."""
        refs = {
            exercise_id: self._sub(user_id, "prs").document(exercise_id)
            for exercise_id in by_exercise
        }
        stored = {
            snapshot.id: snapshot.to_dict()
            for snapshot in self.client.get_all(list(refs.values()), transaction=transaction)
            if snapshot.exists
        }
        improvements: dict[str, list[Improvement]] = {}
        baselines: list[str] = []
        for exercise_id, sets in by_exercise.items():
            current = stored.get(exercise_id) or {}
            record = {k: v for k, v in current.items() if k not in _PR_OURS}
            first = not record
            updated, found = update_records(record or None, sets)
            improvements[exercise_id] = [] if first else found
            if first:
                baselines.append(exercise_id)
            if not found:
                continue
            revision = int(current.get("rev", 0)) + 1
            document = {**updated, "exercise_id": exercise_id, "updated_at": now, "rev": revision}
            ref = refs[exercise_id]
            writes.set(ref, document)
            writes.set(ref.collection("history").document(f"{revision:010d}"), document)
        return improvements, baselines

    def update_personal_records(
        self, user_id: str, exercise_id: str, sets: Sequence[SetRow], now: datetime
    ) -> tuple[list[Improvement], bool]:
        def step(transaction: Any, writes: Writes) -> tuple[list[Improvement], bool]:
            found, baselines = self._stage_records(
                transaction, writes, user_id, {exercise_id: list(sets)}, now
            )
            return found[exercise_id], bool(baselines)

        return self._user_commit(user_id, step, now)

    def get_personal_record(self, user_id: str, exercise_id: str) -> dict[str, Any] | None:
        snapshot = self._sub(user_id, "prs").document(exercise_id).get()
        if not snapshot.exists:
            return None
        record = {k: v for k, v in snapshot.to_dict().items() if k not in _PR_OURS}
        return record or None

    def _with_exercise(self, user_id: str, exercise_id: str, limit: int) -> list[dict[str, Any]]:
        from google.cloud import firestore

        query = (
            self._logs(user_id)
            .where(filter=firestore.FieldFilter("exercise_ids", "array_contains", exercise_id))
            .order_by("completed_at", direction=firestore.Query.DESCENDING)
            .limit(limit)
        )
        return _newest_first([snapshot.to_dict() for snapshot in query.stream()])

    def list_logs(
        self, user_id: str, exercise_id: str | None = None, limit: int = 20
    ) -> list[dict[str, Any]]:
        from google.cloud import firestore

        if exercise_id is not None:
            logs = self._with_exercise(user_id, exercise_id, limit)
        else:
            query = (
                self._logs(user_id)
                .order_by("completed_at", direction=firestore.Query.DESCENDING)
                .limit(limit)
            )
            logs = _newest_first([snapshot.to_dict() for snapshot in query.stream()])
        return [_public_log(log) for log in logs]

    def exercise_sessions(
        self, user_id: str, exercise_id: str, limit_sessions: int
    ) -> list[SessionRow]:
        return [
            SessionRow(
                log_id=log["log_id"],
                completed_at=utc(log["completed_at"]),
                local_date=date.fromisoformat(log["date"]),
                day=log["day"],
                sets=tuple(_set_rows(log, exercise_id)),
            )
            for log in self._with_exercise(user_id, exercise_id, limit_sessions)
        ]

    def sets_between(
        self,
        user_id: str,
        start: datetime,
        end: datetime,
        exercise_ids: Sequence[str] | None = None,
    ) -> list[SetRow]:
        from google.cloud import firestore

        query = (
            self._logs(user_id)
            .where(filter=firestore.FieldFilter("completed_at", ">=", start))
            .where(filter=firestore.FieldFilter("completed_at", "<=", end))
        )
        wanted = None if exercise_ids is None else set(exercise_ids)
        return [
            row
            for snapshot in query.stream()
            for row in _set_rows(snapshot.to_dict())
            if wanted is None or row.exercise_id in wanted
        ]
