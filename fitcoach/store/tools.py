"""The spec's three analytics tools bound to one user: repository queries + pure maths."""

from __future__ import annotations

from typing import Any, Protocol

from fitcoach.analytics.history import DEFAULT_SESSIONS, clamp_sessions, exercise_history
from fitcoach.analytics.prs import public_records
from fitcoach.analytics.volume import canonical_muscle_group, clamp_weeks, exercises_for, window
from fitcoach.analytics.volume import volume_trends as compute_volume
from fitcoach.catalog import is_slug
from fitcoach.clock import Clock
from fitcoach.store.repository import Repository, UserRepository, WorkoutRepository


class Reader(UserRepository, WorkoutRepository, Protocol):
    """What the tools read: the user's unit and timezone, their sets and records."""


class UnknownName(ValueError):
    """An exercise slug or muscle group outside the catalog."""

    def __init__(self, kind: str, name: str) -> None:
        super().__init__(f"unknown {kind}: {name}")
        self.kind = kind
        self.name = name


def historical_exercise_logs(
    repository: Reader, user_id: str, exercise_slug: str, limit_sessions: int = DEFAULT_SESSIONS
) -> dict[str, Any]:
    if not is_slug(exercise_slug):
        raise UnknownName("exercise", exercise_slug)
    unit = repository.get_user(user_id).units
    sessions = repository.exercise_sessions(user_id, exercise_slug, clamp_sessions(limit_sessions))
    return exercise_history(exercise_slug, sessions, unit)


def volume_trends(
    repository: Reader, user_id: str, muscle_group: str, weeks_back: int, clock: Clock
) -> dict[str, Any]:
    group = canonical_muscle_group(muscle_group)
    if group is None:
        raise UnknownName("muscle_group", muscle_group)
    now = clock.now()
    timezone = repository.get_user(user_id).timezone
    weeks_back = clamp_weeks(weeks_back)
    _, start = window(now, timezone, weeks_back)
    primary, secondary = exercises_for(group)
    rows = repository.sets_between(user_id, start, now, sorted(primary | secondary))
    return compute_volume(rows, group, now, timezone, weeks_back)


def pr_records(repository: Reader, user_id: str, exercise_slug: str) -> dict[str, Any]:
    if not is_slug(exercise_slug):
        raise UnknownName("exercise", exercise_slug)
    unit = repository.get_user(user_id).units
    record = repository.get_personal_record(user_id, exercise_slug)
    return public_records(exercise_slug, record, unit)


class StoreAnalyticsTools:
    """`fitcoach.contracts.decision.AnalyticsTools` for one user. Unknown names come back as
    an `{"error": ...}` object, which a brain can read and recover from."""

    def __init__(
        self, repository: Repository, user_id: str, clock: Clock, *, release: bool = False
    ) -> None:
        self.repository = repository
        self.user_id = user_id
        self.clock = clock
        # With `release`, each call ends its read transaction (SQL: `commit()`), so the
        # pooled connection is not held while an LLM brain thinks about the answer before
        # its next hop. Only with no pending writes (the chat turn writes after the brain
        # decided).
        self.release = release

    def _released(self, answer: dict[str, Any]) -> dict[str, Any]:
        if self.release:
            self.repository.commit()
        return answer

    def get_historical_exercise_logs(
        self, exercise_slug: str, limit_sessions: int = DEFAULT_SESSIONS
    ) -> dict[str, Any]:
        try:
            return self._released(
                historical_exercise_logs(
                    self.repository, self.user_id, exercise_slug, limit_sessions
                )
            )
        except UnknownName as error:
            return {"error": str(error)}

    def get_volume_trends(self, muscle_group: str, weeks_back: int = 4) -> dict[str, Any]:
        try:
            return self._released(
                volume_trends(self.repository, self.user_id, muscle_group, weeks_back, self.clock)
            )
        except UnknownName as error:
            return {"error": str(error)}

    def get_pr_records(self, exercise_slug: str) -> dict[str, Any]:
        try:
            return self._released(pr_records(self.repository, self.user_id, exercise_slug))
        except UnknownName as error:
            return {"error": str(error)}
