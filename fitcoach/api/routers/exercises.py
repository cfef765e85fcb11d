from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends

from fitcoach.api.deps import CurrentUser, current_user
from fitcoach.api.errors import ApiError
from fitcoach.api.responses import ExerciseOut, ExercisesOut
from fitcoach.catalog import CATALOG

router = APIRouter(prefix="/api/exercises", tags=["exercises"])


@router.get("", response_model=ExercisesOut)
def list_exercises(_: CurrentUser = Depends(current_user)) -> dict[str, Any]:
    return {"count": len(CATALOG), "exercises": [ex.public() for ex in CATALOG.values()]}


@router.get("/{slug}", response_model=ExerciseOut)
def get_exercise(slug: str, _: CurrentUser = Depends(current_user)) -> dict[str, Any]:
    exercise = CATALOG.get(slug)
    if exercise is None:
        raise ApiError(404, "unknown_exercise", f"no exercise {slug!r}")
    return exercise.public()
