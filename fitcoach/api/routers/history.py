"""GET /api/coach/history: the conversation on the server, so any device can restore it.

Newest turn first, paged with `before` (the id of the oldest turn the client holds). Each
turn carries the proposal it staged with that proposal's current status; the proposals
still waiting for a decision come separately, whatever page the client is on, because
they are what a user must be able to act on after switching devices.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from fastapi import APIRouter, Depends, Query
from pydantic import BaseModel, ConfigDict, Field

from fitcoach.api.deps import CurrentUser, current_user, get_repository
from fitcoach.api.errors import ApiError
from fitcoach.store.errors import NotFound
from fitcoach.store.repository import ProposalRecord, Repository

router = APIRouter(prefix="/api/coach", tags=["coach"])

PAGE_DEFAULT = 20
PAGE_MAX = 100


class HistoryProposal(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    type: Literal["UPDATE_DAY", "UPDATE_WEEK"]
    target_day: str | None
    week_start_date: str
    summary_diff: str | None
    status: str = Field(description="pending | accepted | rejected")
    created_at: datetime
    data: dict[str, Any] | None = Field(description="the proposed day or week, as staged")


class HistoryTurn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    at: datetime
    message: str = Field(description="what the user said")
    reply: str = Field(description="what the coach answered (markdown)")
    route: str = Field(description="NONE | UPDATE_DAY | UPDATE_WEEK")
    active_tab: str | None
    selected_day: str | None
    proposal: HistoryProposal | None


class HistoryOut(BaseModel):
    model_config = ConfigDict(extra="forbid")

    turns: list[HistoryTurn] = Field(description="newest first")
    pending_proposals: list[HistoryProposal] = Field(description="newest first")
    next_before: str | None = Field(
        description="pass as `before` for older turns; null at the start"
    )


def _proposal(row: ProposalRecord) -> HistoryProposal:
    return HistoryProposal(
        id=row.id,
        type=row.type,
        target_day=row.target_day,
        week_start_date=row.week_start_date.isoformat(),
        summary_diff=row.summary_diff,
        status=row.status,
        created_at=row.created_at,
        data=row.data,
    )


def _staged(staged: dict[str, ProposalRecord], proposal_id: str | None) -> HistoryProposal | None:
    row = staged.get(proposal_id) if proposal_id else None
    return None if row is None else _proposal(row)


@router.get("/history", response_model=HistoryOut)
def history(
    before: str | None = Query(default=None, min_length=1, max_length=40),
    limit: int = Query(default=PAGE_DEFAULT, ge=1, le=PAGE_MAX),
    user: CurrentUser = Depends(current_user),
    repository: Repository = Depends(get_repository),
) -> HistoryOut:
    try:
        rows, more = repository.conversation_page(user.id, before=before, limit=limit)
    except NotFound as error:
        # A cursor names a turn: one that is not in this user's conversation answers 404,
        # exactly like another user's resource.
        raise ApiError(404, error.code, "before: no such turn in your conversation") from None
    staged = repository.proposals_by_id(user.id, [r.proposal_id for r in rows if r.proposal_id])
    turns = [
        HistoryTurn(
            id=row.id,
            at=row.at,
            message=row.message,
            reply=row.reply,
            route=row.route,
            active_tab=row.active_tab,
            selected_day=row.selected_day,
            proposal=_staged(staged, row.proposal_id),
        )
        for row in rows
    ]
    return HistoryOut(
        turns=turns,
        pending_proposals=[_proposal(row) for row in repository.pending_proposals(user.id)],
        next_before=rows[-1].id if more and rows else None,
    )
