"""The user's weekly plans. Weeks start on Monday in the user's timezone."""

from __future__ import annotations

from datetime import date
from typing import Any
from zoneinfo import ZoneInfo

from fastapi import APIRouter, Depends

from fitcoach.api.deps import CurrentUser, current_user, get_clock, get_repository
from fitcoach.api.errors import ApiError
from fitcoach.api.responses import PlanOut
from fitcoach.clock import Clock
from fitcoach.store.repository import Repository
from fitcoach.weekdays import week_start

router = APIRouter(prefix="/api/plans", tags=["plans"])


def _no_plan() -> ApiError:
    return ApiError(404, "no_plan", "no plan for that week")


@router.get("/current", response_model=PlanOut)
def current_plan(
    user: CurrentUser = Depends(current_user),
    repository: Repository = Depends(get_repository),
    clock: Clock = Depends(get_clock),
) -> dict[str, Any]:
    now = clock.now()
    this_week = week_start(now.astimezone(ZoneInfo(user.timezone)).date())
    plan = repository.get_active_plan(user.id, this_week, now)
    if plan is None:
        raise _no_plan()
    repository.commit()  # a week rolled forward from the last plan is kept
    return plan.public()


@router.get("/{week_start_date}", response_model=PlanOut)
def plan_for_week(
    week_start_date: date,
    user: CurrentUser = Depends(current_user),
    repository: Repository = Depends(get_repository),
) -> dict[str, Any]:
    if week_start_date.weekday() != 0:
        # Weeks start on Monday, so no plan starts on any other day.
        raise ApiError(404, "no_plan", "no plan starts on that date: weeks start on Monday")
    plan = repository.get_plan(user.id, week_start_date)
    if plan is None:
        raise _no_plan()
    return plan.public()
