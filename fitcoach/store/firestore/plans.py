"""Weekly plans on Firestore: `/users/{userId}/plans/{week_start_date}`.

A plan document is the spec's week (`week_start_date`, `days`, ...) with `version`,
`created_at` and `updated_at` beside it. Every save is a guarded update (see `guarded`):
it checks the expected version inside a transaction and creates
`plans/{week}/versions/{version}` first, so of two writers on one version exactly one
wins and the other gets StaleProposal, and every accepted version stays readable.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from fitcoach.programming.models import Week
from fitcoach.store.errors import StaleProposal
from fitcoach.store.firestore.base import FirestoreBase
from fitcoach.store.firestore.guarded import back_off, guarded_update
from fitcoach.store.plans import PlanVersion, roll_forward
from fitcoach.weekdays import Weekday

_OURS = ("version", "created_at", "updated_at")
MARK_ATTEMPTS = 50


def _version(data: dict[str, Any]) -> PlanVersion:
    week = Week.model_validate({k: v for k, v in data.items() if k not in _OURS})
    return PlanVersion(week, int(data["version"]))


class FirestorePlans(FirestoreBase):
    def _plan_doc(self, user_id: str, week_start_date: date) -> Any:
        return self._sub(user_id, "plans").document(week_start_date.isoformat())

    def get_plan(self, user_id: str, week_start_date: date) -> PlanVersion | None:
        snapshot = self._plan_doc(user_id, week_start_date).get()
        return _version(snapshot.to_dict()) if snapshot.exists else None

    def get_active_plan(
        self, user_id: str, week_start_date: date, now: datetime
    ) -> PlanVersion | None:
        """This week's plan; else the latest earlier week rolled forward into this one as
        version 1 (the first request of a week to get there creates it, the rest read it)."""
        from google.cloud import firestore

        found = self.get_plan(user_id, week_start_date)
        if found is not None:
            return found
        earlier = list(
            self._sub(user_id, "plans")
            .where(
                filter=firestore.FieldFilter("week_start_date", "<", week_start_date.isoformat())
            )
            .order_by("week_start_date", direction=firestore.Query.DESCENDING)
            .limit(1)
            .stream()
        )
        if not earlier:
            return None
        week = roll_forward(_version(earlier[0].to_dict()).week, week_start_date)

        def create_if_absent(
            current: dict[str, Any] | None,
        ) -> tuple[dict[str, Any] | None, None]:
            if current is not None:
                return None, None
            return {**week.model_dump(mode="json"), "created_at": now, "updated_at": now}, None

        guarded_update(
            self.client,
            self._plan_doc(user_id, week_start_date),
            create_if_absent,
            revisions="versions",
            counter="version",
        )
        return self.get_plan(user_id, week_start_date)

    def save_plan(
        self, user_id: str, week: Week, now: datetime, expected_version: int | None
    ) -> int:
        data = week.model_dump(mode="json")

        def check_and_write(current: dict[str, Any] | None) -> tuple[dict[str, Any], int]:
            stored = None if current is None else int(current["version"])
            if expected_version is None and stored is not None:
                raise StaleProposal("a plan for this week already exists")
            if stored != expected_version:
                raise StaleProposal("the plan changed since this was prepared")
            created = now if current is None else current["created_at"]
            return {**data, "created_at": created, "updated_at": now}, (stored or 0) + 1

        return guarded_update(
            self.client,
            self._plan_doc(user_id, week.week_start_date),
            check_and_write,
            revisions="versions",
            counter="version",
        )

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
        """Mark the day completed on the latest version: a log that loses a race with
        another log of the same week re-reads and marks its day on the newer version."""
        for tries in range(MARK_ATTEMPTS):
            plan = (
                self.get_active_plan(user_id, week_start_date, now)
                if roll
                else self.get_plan(user_id, week_start_date)
            )
            if plan is None:
                return False
            days = dict(plan.week.days)
            days[day] = days[day].model_copy(
                update={
                    "status": "completed",
                    "completed_log_id": log_id,
                    "completed_at": completed_at,
                }
            )
            week = plan.week.model_copy(update={"days": days})
            try:
                self.save_plan(user_id, week, now, expected_version=plan.version)
            except StaleProposal:
                back_off(tries)
                continue
            return True
        raise StaleProposal("the plan kept changing; try again")
