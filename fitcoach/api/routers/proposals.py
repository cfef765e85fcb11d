"""The user's decision on a staged proposal: only an accept ever writes the plan."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from fitcoach.api.deps import CurrentUser, current_user, get_clock, get_session
from fitcoach.clock import Clock
from fitcoach.store.proposals import accept_proposal, reject_proposal

router = APIRouter(prefix="/api/coach/proposals", tags=["proposals"])


@router.post("/{proposal_id}/accept")
def accept(
    proposal_id: str,
    user: CurrentUser = Depends(current_user),
    session: Session = Depends(get_session),
    clock: Clock = Depends(get_clock),
) -> dict[str, Any]:
    plan = accept_proposal(session, user.id, proposal_id, clock.now())
    session.commit()
    return {"plan": plan.public()}


@router.post("/{proposal_id}/reject")
def reject(
    proposal_id: str,
    user: CurrentUser = Depends(current_user),
    session: Session = Depends(get_session),
    clock: Clock = Depends(get_clock),
) -> dict[str, Any]:
    status = reject_proposal(session, user.id, proposal_id, clock.now())
    session.commit()
    return {"id": proposal_id, "status": status}
