"""The record of chat turns: short-term context for the brain, and an audit trail."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from fitcoach.agent.decision import Turn
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
