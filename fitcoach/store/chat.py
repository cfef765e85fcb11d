"""The record of chat turns: short-term context for the brain, and an audit trail."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import and_, or_, select
from sqlalchemy.orm import Session

from fitcoach.contracts.decision import Turn
from fitcoach.store.errors import NotFound
from fitcoach.store.ids import new_id
from fitcoach.store.tables import ChatTurnRow


def record_chat_turn(
    session: Session,
    user_id: str,
    *,
    at: datetime,
    message: str,
    reply: str,
    route: str,
    brain: str,
    latency_ms: int,
    proposal_id: str | None = None,
    active_tab: str | None = None,
    selected_day: str | None = None,
    usage: dict[str, Any] | None = None,
) -> str:
    turn_id = new_id("turn")
    session.add(
        ChatTurnRow(
            id=turn_id,
            user_id=user_id,
            at=at,
            message=message,
            reply=reply,
            route=route,
            proposal_id=proposal_id,
            active_tab=active_tab,
            selected_day=selected_day,
            brain=brain,
            latency_ms=latency_ms,
            usage=usage,
        )
    )
    session.flush()
    return turn_id


def recent_turns(session: Session, user_id: str, limit: int = 6) -> list[Turn]:
    """The last `limit` turns, oldest first (the order a conversation is read in)."""
    rows = list(
        session.scalars(
            select(ChatTurnRow)
            .where(ChatTurnRow.user_id == user_id)
            .order_by(ChatTurnRow.at.desc(), ChatTurnRow.id.desc())
            .limit(limit)
        )
    )
    return [
        Turn(user=row.message, coach=row.reply, route=row.route, at=row.at)
        for row in reversed(rows)
    ]


def conversation_page(
    session: Session, user_id: str, *, before: str | None, limit: int
) -> tuple[list[ChatTurnRow], bool]:
    """A page of the conversation, newest first, and whether older turns remain.

    `before` is the id of the oldest turn the caller already has (keyset paging: stable
    while new turns arrive). Turns of the same instant are ordered by id, so every turn
    appears on exactly one page. Raises NotFound for a cursor that is not this user's turn.
    """
    query = select(ChatTurnRow).where(ChatTurnRow.user_id == user_id)
    if before is not None:
        cursor = session.get(ChatTurnRow, before)
        if cursor is None or cursor.user_id != user_id:
            raise NotFound("no such turn to page from", code="unknown_cursor")
        query = query.where(
            or_(
                ChatTurnRow.at < cursor.at,
                and_(ChatTurnRow.at == cursor.at, ChatTurnRow.id < cursor.id),
            )
        )
    rows = list(
        session.scalars(
            query.order_by(ChatTurnRow.at.desc(), ChatTurnRow.id.desc()).limit(limit + 1)
        )
    )
    return rows[:limit], len(rows) > limit
