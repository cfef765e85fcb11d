"""Staged plan proposals and their accept/reject life cycle."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from datetime import date, datetime
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import Session

from fitcoach.contracts.decision import PendingProposal
from fitcoach.programming.models import Day, Week
from fitcoach.store.errors import Conflict, NotFound, StaleProposal
from fitcoach.store.ids import new_id
from fitcoach.store.plans import PlanVersion, get_plan, save_plan
from fitcoach.store.tables import ProposalRow
from fitcoach.store.upsert import begin_write

PROPOSAL_TYPES = ("UPDATE_DAY", "UPDATE_WEEK")


def proposal_payload(
    type: str, target_day: str | None, week_start_date: date, data: Day | Week | dict[str, Any]
) -> dict[str, Any]:
    """The staged day or week as stored, after the checks every backend makes alike."""
    if type not in PROPOSAL_TYPES:
        raise Conflict(f"cannot stage a {type} proposal", code="invalid_proposal")
    if type == "UPDATE_DAY":
        if target_day is None:
            raise Conflict("UPDATE_DAY needs a target day", code="invalid_proposal")
        day = data if isinstance(data, Day) else Day.model_validate(data)
        return day.model_dump(mode="json")
    else:
        week = data if isinstance(data, Week) else Week.model_validate(data)
        if week.week_start_date != week_start_date:
            raise Conflict("week data is for another week", code="invalid_proposal")
        return week.model_dump(mode="json")


def create_proposal(
    session: Session,
    user_id: str,
    *,
    type: str,
    target_day: str | None,
    week_start_date: date,
    data: Day | Week | dict[str, Any],
    summary_diff: str | None,
    base_version: int | None,
    now: datetime,
    base_week: Week | None = None,
) -> str:
    """Stage a proposal; `base_version` is the plan version it was built on (None: no plan)
    and `base_week` that plan, whose day fingerprints let accept replay onto a newer one."""
    payload = proposal_payload(type, target_day, week_start_date, data)
    proposal_id = new_id("prop")
    session.add(
        ProposalRow(
            id=proposal_id,
            user_id=user_id,
            type=type,
            target_day=target_day,
            week_start_date=week_start_date,
            data=payload,
            summary_diff=summary_diff,
            base_version=base_version,
            base_days=None if base_week is None else day_fingerprints(base_week),
            status="pending",
            created_at=now,
            decided_at=None,
        )
    )
    session.flush()
    return proposal_id


# What a workout log changes on a day; a fingerprint ignores it, so logging never makes a
# proposal for the week stale.
_COMPLETION = {"status", "completed_log_id", "completed_at"}


def day_fingerprint(day: Day) -> str:
    content = json.dumps(day.model_dump(mode="json", exclude=_COMPLETION), sort_keys=True)
    return hashlib.sha256(content.encode("utf-8")).hexdigest()[:32]


def day_fingerprints(week: Week) -> dict[str, str]:
    return {name: day_fingerprint(day) for name, day in week.days.items()}


# Re-checks a replayed week against the rules: (week before, week after) -> new problems.
Revalidate = Callable[[Week, Week], list[str]]


def get_proposal(
    session: Session, user_id: str, proposal_id: str, for_update: bool = False
) -> ProposalRow:
    """The proposal; `for_update` locks it first, so concurrent decisions on one proposal
    run one after the other and every later one sees the first one's outcome."""
    query = select(ProposalRow).where(ProposalRow.id == proposal_id)
    if for_update:
        begin_write(session)
        query = query.with_for_update()
    row = session.scalar(query.execution_options(populate_existing=True))
    if row is None or row.user_id != user_id:
        raise NotFound("no such proposal", code="proposal_not_found")
    return row


def _data_model(row: ProposalRow) -> Day | Week | None:
    if row.data is None:
        return None
    model: type[BaseModel] = Day if row.type == "UPDATE_DAY" else Week
    return model.model_validate(row.data)  # type: ignore[return-value]


def latest_pending_proposal(session: Session, user_id: str) -> PendingProposal | None:
    """The newest staged proposal, without its plan data: the brains need what it is, not
    the whole week, and decoding that document on every chat turn costs a millisecond."""
    row = session.execute(
        select(ProposalRow.id, ProposalRow.type, ProposalRow.target_day, ProposalRow.summary_diff)
        .where(ProposalRow.user_id == user_id, ProposalRow.status == "pending")
        .order_by(ProposalRow.created_at.desc(), ProposalRow.id.desc())
        .limit(1)
    ).first()
    if row is None:
        return None
    return PendingProposal(
        id=row.id, type=row.type, target_day=row.target_day, summary_diff=row.summary_diff
    )


def _merged_week(row: ProposalRow, current: PlanVersion | None) -> Week:
    proposed = _data_model(row)
    if row.type == "UPDATE_DAY":
        if current is None or row.target_day is None:
            raise StaleProposal("there is no plan for that week any more")
        assert isinstance(proposed, Day)
        days = dict(current.week.days)
        days[row.target_day] = proposed  # type: ignore[index]
        return current.week.model_copy(update={"days": days})
    assert isinstance(proposed, Week)
    if current is None:
        return proposed
    # A new week never rewrites history: days already trained stay as they were.
    days = dict(proposed.days)
    for name, day in current.week.days.items():
        if day.status == "completed":
            days[name] = day
    return proposed.model_copy(update={"days": days})


def _replayed(row: ProposalRow, current: PlanVersion | None, revalidate: Revalidate | None) -> Week:
    """The proposal applied onto a plan that moved on since it was made (DESIGN.md,
    "Proposals replay"). It conflicts only when a day it changes was itself edited since
    (completion by a workout log is not an edit), when a week proposal meets any edit, or
    when the result breaks a rule the old week did not."""
    proposed = _data_model(row)
    base = row.base_days
    if base is None or current is None or row.base_version is None or proposed is None:
        raise StaleProposal("the plan changed since this proposal was made")
    now_days = current.week.days
    edited = {name for name, day in now_days.items() if day_fingerprint(day) != base.get(name)}
    if isinstance(proposed, Day):
        target = row.target_day
        if target is None or target in edited:
            raise StaleProposal(f"{target} was changed since this proposal was made")
        if now_days[target].status == "completed":  # type: ignore[index]
            raise StaleProposal(f"{target} is already done; this change no longer applies")
        days = dict(now_days)
        days[target] = proposed  # type: ignore[index]
        week = current.week.model_copy(update={"days": days})
        if edited and revalidate is not None:
            problems = revalidate(current.week, week)
            if problems:
                raise StaleProposal("with the changes made since, this would break a rule")
        return week
    if edited:
        raise StaleProposal("the week was changed since this proposal was made")
    # Only completions happened since: keep them, take everything else from the proposal.
    days = dict(proposed.days)
    for name, day in now_days.items():
        if day.status == "completed":
            days[name] = day
    return proposed.model_copy(update={"days": days})


def accept_proposal(
    session: Session,
    user_id: str,
    proposal_id: str,
    now: datetime,
    revalidate: Revalidate | None = None,
) -> PlanVersion:
    """Commit a proposal into the plan; returns the new active week.

    Accepting an accepted proposal again returns the current plan (idempotent). On a plan
    that moved on since, the proposal is replayed (`_replayed`); StaleProposal only on a
    real conflict. Conflict when the proposal was rejected.
    """
    row = get_proposal(session, user_id, proposal_id, for_update=True)
    current = get_plan(session, user_id, row.week_start_date, for_update=True)
    if row.status == "accepted":
        if current is None:
            raise NotFound("no plan for that week", code="no_plan")
        return current
    if row.status != "pending":
        raise Conflict(f"the proposal was {row.status}", code="proposal_rejected")
    current_version = None if current is None else current.version
    if current_version != row.base_version:
        week = _replayed(row, current, revalidate)
    else:
        week = _merged_week(row, current)
    version = save_plan(session, user_id, week, now, expected_version=current_version)
    row.status = "accepted"
    row.decided_at = now
    session.flush()
    return PlanVersion(week, version)


def reject_proposal(session: Session, user_id: str, proposal_id: str, now: datetime) -> str:
    """Mark a proposal rejected (again: no-op). Rejecting an accepted one is a Conflict."""
    row = get_proposal(session, user_id, proposal_id, for_update=True)
    if row.status == "accepted":
        raise Conflict("the proposal was already accepted", code="proposal_accepted")
    if row.status == "pending":
        row.status = "rejected"
        row.decided_at = now
        session.flush()
    return row.status


def proposals_by_id(session: Session, user_id: str, ids: list[str]) -> dict[str, ProposalRow]:
    """This user's proposals among `ids` (others' ids are simply absent)."""
    if not ids:
        return {}
    rows = session.scalars(
        select(ProposalRow).where(ProposalRow.user_id == user_id, ProposalRow.id.in_(ids))
    )
    return {row.id: row for row in rows}


def pending_proposals(session: Session, user_id: str, limit: int = 10) -> list[ProposalRow]:
    """Proposals still waiting for Accept or Reject, newest first."""
    return list(
        session.scalars(
            select(ProposalRow)
            .where(ProposalRow.user_id == user_id, ProposalRow.status == "pending")
            .order_by(ProposalRow.created_at.desc(), ProposalRow.id.desc())
            .limit(limit)
        )
    )
