"""The user's decision on a staged proposal: only an accept ever writes the plan."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends

from fitcoach.agent.pipeline import ChatUser
from fitcoach.agent.replay import revalidator
from fitcoach.api.deps import CurrentUser, current_user, get_clock, get_repository
from fitcoach.api.responses import AcceptOut, RejectOut
from fitcoach.clock import Clock
from fitcoach.store.repository import Repository

router = APIRouter(prefix="/api/coach/proposals", tags=["proposals"])


@router.post("/{proposal_id}/accept", response_model=AcceptOut)
def accept(
    proposal_id: str,
    user: CurrentUser = Depends(current_user),
    repository: Repository = Depends(get_repository),
    clock: Clock = Depends(get_clock),
) -> dict[str, Any]:
    now = clock.now()
    chat_user = ChatUser(user.id, "kg" if user.units == "kg" else "lb", user.timezone)
    check = revalidator(repository, chat_user, now)
    plan = repository.accept_proposal(user.id, proposal_id, now, revalidate=check)
    repository.commit()
    return {"plan": plan.public()}


@router.post("/{proposal_id}/reject", response_model=RejectOut)
def reject(
    proposal_id: str,
    user: CurrentUser = Depends(current_user),
    repository: Repository = Depends(get_repository),
    clock: Clock = Depends(get_clock),
) -> dict[str, Any]:
    status = repository.reject_proposal(user.id, proposal_id, clock.now())
    repository.commit()
    return {"id": proposal_id, "status": status}
