"""The user's decision on a staged proposal: only an accept ever writes the plan."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends

from fitcoach.agent.pipeline import ChatUser
from fitcoach.agent.replay import revalidator
from fitcoach.api.deps import CurrentUser, current_user, get_clock, get_session
from fitcoach.api.responses import AcceptOut, RejectOut
from fitcoach.clock import Clock
from fitcoach.store.db import Session
from fitcoach.store.proposals import accept_proposal, reject_proposal

router = APIRouter(prefix="/api/coach/proposals", tags=["proposals"])


@router.post("/{proposal_id}/accept", response_model=AcceptOut)
def accept(
    proposal_id: str,
    user: CurrentUser = Depends(current_user),
    session: Session = Depends(get_session),
    clock: Clock = Depends(get_clock),
) -> dict[str, Any]:
    now = clock.now()
    chat_user = ChatUser(user.id, "kg" if user.units == "kg" else "lb", user.timezone)
    check = revalidator(session, chat_user, now)
    plan = accept_proposal(session, user.id, proposal_id, now, revalidate=check)
    session.commit()
    return {"plan": plan.public()}


@router.post("/{proposal_id}/reject", response_model=RejectOut)
def reject(
    proposal_id: str,
    user: CurrentUser = Depends(current_user),
    session: Session = Depends(get_session),
    clock: Clock = Depends(get_clock),
) -> dict[str, Any]:
    status = reject_proposal(session, user.id, proposal_id, clock.now())
    session.commit()
    return {"id": proposal_id, "status": status}
