"""Weekly plans on Firestore: `/users/{userId}/plans/{week_start_date}`.

A plan document is the spec's week (`week_start_date`, `days`, ...) with `version`,
`created_at` and `updated_at` beside it; every saved version is also kept under
`plans/{week}/versions/{version}`. Every save is a user commit (see `user_commit`): the
expected version is checked on reads the commit is guarded on, so of two writers on one
version exactly one wins and the other gets StaleProposal (or, marking a day, re-reads).
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from fitcoach.programming.models import Week
from fitcoach.store.errors import StaleProposal
from fitcoach.store.firestore.user_commit import UserCommits, Writes
from fitcoach.store.plans import PlanVersion, roll_forward
from fitcoach.weekdays import Weekday

_OURS = ("version", "created_at", "updated_at")


def _version(data: dict[str, Any]) -> PlanVersion:
    week = Week.model_validate({k: v for k, v in data.items() if k not in _OURS})
    return PlanVersion(week, int(data["version"]))


class FirestorePlans(UserCommits):
    def _plan_doc(self, user_id: str, week_start_date: date) -> Any:
        return self._sub(user_id, "plans").document(week_start_date.isoformat())

    # ---- reads and writes inside a user commit -------------------------------------------

    def _read_plan(
        self, transaction: Any, user_id: str, week_start_date: date
    ) -> tuple[PlanVersion, datetime] | None:
        """The plan and its created_at."""
        snapshot = self._plan_doc(user_id, week_start_date).get(transaction=transaction)
        if not snapshot.exists:
            return None
        data = snapshot.to_dict()
        return _version(data), data["created_at"]

    def _stage_plan(
        self,
        writes: Writes,
        user_id: str,
        week: Week,
        version: int,
        created_at: datetime,
        now: datetime,
    ) -> None:
        ref = self._plan_doc(user_id, week.week_start_date)
        document = {
            **week.model_dump(mode="json"),
            "version": version,
            "created_at": created_at,
            "updated_at": now,
        }
        writes.set(ref, document)
        writes.set(ref.collection("versions").document(f"{version:010d}"), document)

    def _read_active(
        self, transaction: Any, writes: Writes, user_id: str, week_start_date: date, now: datetime
    ) -> tuple[PlanVersion, datetime] | None:
        """This week's plan; else the latest earlier week rolled forward into this one as
        version 1, staged in `writes`."""
        found = self._read_plan(transaction, user_id, week_start_date)
        if found is not None:
            return found
        earlier = self._latest_before(user_id, week_start_date, transaction)
        if earlier is None:
            return None
        week = roll_forward(earlier.week, week_start_date)
        self._stage_plan(writes, user_id, week, 1, now, now)
        return PlanVersion(week, 1), now

    def _stage_day_completed(
        self,
        transaction: Any,
        writes: Writes,
        user_id: str,
        week_start_date: date,
        day: Weekday,
        log_id: str,
        completed_at: datetime,
        now: datetime,
        roll: bool,
    ) -> bool:
        found = (
            self._read_active(transaction, writes, user_id, week_start_date, now)
            if roll
            else self._read_plan(transaction, user_id, week_start_date)
        )
        if found is None:
            return False
        plan, created_at = found
        days = dict(plan.week.days)
        days[day] = days[day].model_copy(
            update={"status": "completed", "completed_log_id": log_id, "completed_at": completed_at}
        )
        week = plan.week.model_copy(update={"days": days})
        # A plan rolled forward in this same commit is replaced by its marked version 2.
        self._stage_plan(writes, user_id, week, plan.version + 1, created_at, now)
        return True

    def _latest_before(
        self, user_id: str, week_start_date: date, transaction: Any = None
    ) -> PlanVersion | None:
        from google.cloud import firestore

        earlier = list(
            self._sub(user_id, "plans")
            .where(
                filter=firestore.FieldFilter("week_start_date", "<", week_start_date.isoformat())
            )
            .order_by("week_start_date", direction=firestore.Query.DESCENDING)
            .limit(1)
            .stream(transaction=transaction)
        )
        return _version(earlier[0].to_dict()) if earlier else None

    # ---- the protocol ----------------------------------------------------------------------

    def get_plan(self, user_id: str, week_start_date: date) -> PlanVersion | None:
        snapshot = self._plan_doc(user_id, week_start_date).get()
        return _version(snapshot.to_dict()) if snapshot.exists else None

    def get_active_plan(
        self, user_id: str, week_start_date: date, now: datetime
    ) -> PlanVersion | None:
        """This week's plan; else the latest earlier week rolled forward into this one as
        version 1 (the first request of a week to get there creates it, the rest read it)."""
        found = self.get_plan(user_id, week_start_date)
        if found is not None:
            return found
        if self._latest_before(user_id, week_start_date) is None:
            return None  # no plan at all: nothing to roll (a plain read, as SQL's)

        def step(transaction: Any, writes: Writes) -> PlanVersion | None:
            active = self._read_active(transaction, writes, user_id, week_start_date, now)
            return None if active is None else active[0]

        return self._user_commit(user_id, step, now)

    def save_plan(
        self, user_id: str, week: Week, now: datetime, expected_version: int | None
    ) -> int:
        def step(transaction: Any, writes: Writes) -> int:
            found = self._read_plan(transaction, user_id, week.week_start_date)
            stored = None if found is None else found[0].version
            if expected_version is None and stored is not None:
                raise StaleProposal("a plan for this week already exists")
            if stored != expected_version:
                raise StaleProposal("the plan changed since this was prepared")
            created = now if found is None else found[1]
            version = (stored or 0) + 1
            self._stage_plan(writes, user_id, week, version, created, now)
            return version

        return self._user_commit(user_id, step, now)

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
        """Mark the day completed on the latest version (a commit that lost the race runs
        again on the newer version)."""

        def step(transaction: Any, writes: Writes) -> bool:
            return self._stage_day_completed(
                transaction, writes, user_id, week_start_date, day, log_id, completed_at, now, roll
            )

        return self._user_commit(user_id, step, now)
