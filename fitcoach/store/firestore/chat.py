"""Chat turns on Firestore: `/users/{userId}/chat_turns/{turnId}`.

`order_key` ("<at>|<id>") orders turns as the SQL store does (time, then id), so the
newest turns and every history page are one single-field query.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from fitcoach.contracts.decision import Turn
from fitcoach.store.errors import NotFound
from fitcoach.store.firestore.base import FirestoreBase
from fitcoach.store.firestore.client import order_key, utc
from fitcoach.store.ids import new_id
from fitcoach.store.repository import TurnRecord


def _record(data: dict[str, Any]) -> TurnRecord:
    return TurnRecord(
        id=data["id"],
        at=utc(data["at"]),
        message=data["message"],
        reply=data["reply"],
        route=data["route"],
        brain=data["brain"],
        latency_ms=data["latency_ms"],
        proposal_id=data["proposal_id"],
        active_tab=data["active_tab"],
        selected_day=data["selected_day"],
        usage=data["usage"],
    )


class FirestoreChat(FirestoreBase):
    def record_chat_turn(
        self,
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
        self._sub(user_id, "chat_turns").document(turn_id).create(
            {
                "id": turn_id,
                "at": at,
                "message": message,
                "reply": reply,
                "route": route,
                "brain": brain,
                "latency_ms": latency_ms,
                "proposal_id": proposal_id,
                "active_tab": active_tab,
                "selected_day": selected_day,
                "usage": usage,
                "order_key": order_key(at, turn_id),
            }
        )
        return turn_id

    def _newest(self, user_id: str, limit: int, before: str | None = None) -> list[TurnRecord]:
        from google.cloud import firestore

        query = self._sub(user_id, "chat_turns")
        if before is not None:
            query = query.where(filter=firestore.FieldFilter("order_key", "<", before))
        query = query.order_by("order_key", direction=firestore.Query.DESCENDING).limit(limit)
        return [_record(snapshot.to_dict()) for snapshot in query.stream()]

    def recent_turns(self, user_id: str, limit: int = 6) -> list[Turn]:
        """The last `limit` turns, oldest first."""
        return [
            Turn(user=t.message, coach=t.reply, route=t.route, at=t.at)
            for t in reversed(self._newest(user_id, limit))
        ]

    def conversation_page(
        self, user_id: str, *, before: str | None, limit: int
    ) -> tuple[list[TurnRecord], bool]:
        cursor_key = None
        if before is not None:
            cursor = self._sub(user_id, "chat_turns").document(before).get()
            if not cursor.exists:
                raise NotFound("no such turn to page from", code="unknown_cursor")
            cursor_key = cursor.get("order_key")
        turns = self._newest(user_id, limit + 1, cursor_key)
        return turns[:limit], len(turns) > limit
