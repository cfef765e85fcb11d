"""Weekly plans: one versioned JSON document per user and week.

Writes are optimistic: `UPDATE ... WHERE version = :expected`, so a concurrent change
makes the second writer fail instead of silently overwriting the first.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from fitcoach.programming.models import Week
from fitcoach.store.errors import StaleProposal
from fitcoach.store.tables import PlanRow
from fitcoach.store.upsert import begin_write, insert_if_absent
from fitcoach.weekdays import Weekday, date_in_week


@dataclass(frozen=True, slots=True)
class PlanVersion:
    week: Week
    version: int

    def public(self) -> dict[str, object]:
        return {**self.week.model_dump(mode="json"), "version": self.version}


def _version(row: PlanRow) -> PlanVersion:
    return PlanVersion(Week.model_validate(row.data), row.version)


def _row(
    session: Session, user_id: str, week_start_date: date, for_update: bool = False
) -> PlanRow | None:
    query = select(PlanRow).where(
        PlanRow.user_id == user_id, PlanRow.week_start_date == week_start_date
    )
    if for_update:
        query = query.with_for_update()
    # Always the stored row, never a copy cached earlier in this session.
    return session.scalar(query.execution_options(populate_existing=True))


def get_plan(
    session: Session, user_id: str, week_start_date: date, for_update: bool = False
) -> PlanVersion | None:
    """The stored week; `for_update` locks it until the transaction ends (read-modify-write)."""
    if for_update:
        begin_write(session)
    row = _row(session, user_id, week_start_date, for_update)
    return None if row is None else _version(row)


def roll_forward(week: Week, new_start: date) -> Week:
    """The same week moved to another Monday: dates shifted, nothing completed yet."""
    days = {}
    for name, day in week.days.items():
        days[name] = day.model_copy(
            update={
                "date": date_in_week(new_start, name),
                "status": "scheduled",
                "completed_log_id": None,
                "completed_at": None,
            }
        )
    return week.model_copy(update={"week_start_date": new_start, "days": days})


def get_active_plan(
    session: Session, user_id: str, week_start_date: date, now: datetime, for_update: bool = False
) -> PlanVersion | None:
    """The plan for this week; if there is none but an earlier week has one, the most
    recent earlier week is rolled forward into this one (version 1) so a user who once
    accepted a plan always has a current week. None only for a user with no plan at all."""
    found = get_plan(session, user_id, week_start_date, for_update)
    if found is not None:
        return found
    earlier = session.scalar(
        select(PlanRow)
        .where(PlanRow.user_id == user_id, PlanRow.week_start_date < week_start_date)
        .order_by(PlanRow.week_start_date.desc())
        .limit(1)
    )
    if earlier is None:
        return None
    week = roll_forward(_version(earlier).week, week_start_date)
    # The first requests of a week race here: insert-if-absent lets exactly one of them
    # create version 1, and every one of them then reads the same stored week.
    insert_if_absent(
        session,
        PlanRow.__table__,  # type: ignore[arg-type]
        {
            "user_id": user_id,
            "week_start_date": week_start_date,
            "version": 1,
            "data": week.model_dump(mode="json"),
            "created_at": now,
            "updated_at": now,
        },
        ("user_id", "week_start_date"),
    )
    row = _row(session, user_id, week_start_date, for_update)
    return None if row is None else _version(row)


def save_plan(
    session: Session, user_id: str, week: Week, now: datetime, expected_version: int | None
) -> int:
    """Insert (expected_version None) or replace a week; returns the new version.

    Raises StaleProposal when the stored version is not the expected one.
    """
    data = week.model_dump(mode="json")
    if expected_version is None:
        # Insert-if-absent, so two racing first writes give one plan and one clean 409.
        inserted = insert_if_absent(
            session,
            PlanRow.__table__,  # type: ignore[arg-type]
            {
                "user_id": user_id,
                "week_start_date": week.week_start_date,
                "version": 1,
                "data": data,
                "created_at": now,
                "updated_at": now,
            },
            ("user_id", "week_start_date"),
        )
        if not inserted:
            raise StaleProposal("a plan for this week already exists")
        return 1
    result = session.execute(
        update(PlanRow)
        .where(
            PlanRow.user_id == user_id,
            PlanRow.week_start_date == week.week_start_date,
            PlanRow.version == expected_version,
        )
        .values(data=data, version=expected_version + 1, updated_at=now)
        .execution_options(synchronize_session=False)
    )
    if result.rowcount != 1:  # type: ignore[attr-defined]
        raise StaleProposal("the plan changed since this was prepared")
    session.expire_all()
    return expected_version + 1


def mark_day_completed(
    session: Session,
    user_id: str,
    week_start_date: date,
    day: Weekday,
    log_id: str,
    completed_at: datetime,
    now: datetime,
    roll: bool = False,
) -> bool:
    """Mark the plan's day completed by a log; False when there is no plan for that week."""
    # Locked: parallel logs of one week each mark their day on the latest version
    # instead of failing on the version another log just bumped.
    plan = (
        get_active_plan(session, user_id, week_start_date, now, for_update=True)
        if roll
        else get_plan(session, user_id, week_start_date, for_update=True)
    )
    if plan is None:
        return False
    days = dict(plan.week.days)
    days[day] = days[day].model_copy(
        update={"status": "completed", "completed_log_id": log_id, "completed_at": completed_at}
    )
    week = plan.week.model_copy(update={"days": days})
    save_plan(session, user_id, week, now, expected_version=plan.version)
    return True
