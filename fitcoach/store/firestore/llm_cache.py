"""The LLM context-cache registry on Firestore: `/llm_cache/{content_hash}`.

Shared by every app instance, like the SQL registry. A forgotten entry keeps its document
with `cache_name` null (a guarded counter must never restart), and reads as absent.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from fitcoach.store.firestore.client import utc
from fitcoach.store.firestore.guarded import guarded_update
from fitcoach.store.llm_cache import CacheRecord


def _record(content_hash: str, data: dict[str, Any] | None) -> CacheRecord | None:
    if data is None or data.get("cache_name") is None:
        return None
    return CacheRecord(content_hash, data["model"], data["cache_name"], utc(data["expires_at"]))


class FirestoreCacheRegistry:
    """`fitcoach.brains.gemini.CacheRegistry` on Firestore."""

    def __init__(self, client: Any) -> None:
        self.client = client

    def _doc(self, content_hash: str) -> Any:
        return self.client.collection("llm_cache").document(content_hash)

    def get(self, content_hash: str) -> CacheRecord | None:
        snapshot = self._doc(content_hash).get()
        return _record(content_hash, snapshot.to_dict() if snapshot.exists else None)

    def claim(self, record: CacheRecord, now: datetime) -> CacheRecord:
        """Store `record` unless another instance stored a live cache first; the winner."""

        def store(current: dict[str, Any] | None) -> tuple[dict[str, Any] | None, CacheRecord]:
            held = _record(record.content_hash, current)
            if held is not None and held.name != record.name and held.expires_at > now:
                return None, held
            created = now if current is None else current["created_at"]
            return {
                "model": record.model,
                "cache_name": record.name,
                "expires_at": record.expires_at,
                "created_at": created,
                "updated_at": now,
            }, record

        return guarded_update(self.client, self._doc(record.content_hash), store)

    def forget(self, content_hash: str, name: str) -> None:
        """Drop the entry if it still names `name` (another instance may have replaced it)."""

        def drop(current: dict[str, Any] | None) -> tuple[dict[str, Any] | None, None]:
            if current is None or current.get("cache_name") != name:
                return None, None
            return {**current, "cache_name": None}, None

        guarded_update(self.client, self._doc(content_hash), drop)
