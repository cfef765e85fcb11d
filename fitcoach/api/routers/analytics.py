"""The spec's three analytics tools as REST routes (the same code the brain calls)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Query

from fitcoach.analytics.history import DEFAULT_SESSIONS, MAX_SESSIONS
from fitcoach.analytics.volume import MAX_WEEKS_BACK
from fitcoach.api.deps import CurrentUser, current_user, get_clock, get_repository
from fitcoach.api.errors import ApiError
from fitcoach.api.responses import ExerciseHistoryOut, RecordsOut, VolumeOut
from fitcoach.catalog import MUSCLE_GROUPS, is_slug
from fitcoach.clock import Clock
from fitcoach.store.repository import Repository
from fitcoach.store.tools import historical_exercise_logs, pr_records, volume_trends

router = APIRouter(prefix="/api/analytics", tags=["analytics"])


def _known(slug: str) -> str:
    if not is_slug(slug):
        raise ApiError(404, "unknown_exercise", f"no exercise {slug!r} in the encyclopedia")
    return slug


@router.get("/exercises/{slug}/history", response_model=ExerciseHistoryOut)
def exercise_history(
    slug: str,
    limit_sessions: int | None = Query(default=None, ge=1, le=MAX_SESSIONS),
    limit: int | None = Query(default=None, ge=1, le=MAX_SESSIONS, description="alias"),
    user: CurrentUser = Depends(current_user),
    repository: Repository = Depends(get_repository),
) -> dict[str, Any]:
    count = limit_sessions or limit or DEFAULT_SESSIONS
    return historical_exercise_logs(repository, user.id, _known(slug), count)


@router.get("/volume", response_model=VolumeOut)
def volume(
    muscle_group: str = Query(
        min_length=1,
        max_length=40,
        json_schema_extra={"enum": sorted(MUSCLE_GROUPS)},
        description="A muscle group (any case; spaces or underscores)",
    ),
    weeks_back: int = Query(default=4, ge=1, le=MAX_WEEKS_BACK),
    user: CurrentUser = Depends(current_user),
    repository: Repository = Depends(get_repository),
    clock: Clock = Depends(get_clock),
) -> dict[str, Any]:
    return volume_trends(repository, user.id, muscle_group, weeks_back, clock)


@router.get("/prs/{slug}", response_model=RecordsOut)
def prs(
    slug: str,
    user: CurrentUser = Depends(current_user),
    repository: Repository = Depends(get_repository),
) -> dict[str, Any]:
    return pr_records(repository, user.id, _known(slug))
