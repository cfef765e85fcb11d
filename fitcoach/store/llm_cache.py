"""Which provider-side context cache holds our static prompt, shared by every app instance.

Keyed by the hash of the cached content (model + prompt + tool declarations), so every
instance and every user reuses one cache; a prompt change gets a new key. Not user data:
the table has no `user_id`. Each call is its own short transaction, apart from any chat
turn, because a cache created during a turn that later fails still exists upstream.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import String, delete
from sqlalchemy.orm import Mapped, mapped_column

from fitcoach.contracts.llm_cache import CacheRecord
from fitcoach.store.db import Database
from fitcoach.store.tables import Base


class LlmCacheRow(Base):
    __tablename__ = "llm_cache"

    content_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    model: Mapped[str] = mapped_column(String(120))
    cache_name: Mapped[str] = mapped_column(String(255))
    expires_at: Mapped[datetime]
    created_at: Mapped[datetime]
    updated_at: Mapped[datetime]


def _record(row: LlmCacheRow) -> CacheRecord:
    return CacheRecord(row.content_hash, row.model, row.cache_name, row.expires_at)


class DbCacheRegistry:
    """The cache registry in the app's database (`fitcoach.contracts.llm_cache.CacheRegistry`)."""

    def __init__(self, database: Database) -> None:
        self.database = database

    def get(self, content_hash: str) -> CacheRecord | None:
        with self.database.unit_of_work() as session:
            row = session.get(LlmCacheRow, content_hash)
            return _record(row) if row is not None else None

    def claim(self, record: CacheRecord, now: datetime) -> CacheRecord:
        """Store `record` unless another instance stored a live cache first; return the
        winner (the loser's cache simply expires unused)."""
        with self.database.unit_of_work() as session:
            row = session.get(LlmCacheRow, record.content_hash, with_for_update=True)
            if row is None:
                session.add(
                    LlmCacheRow(
                        content_hash=record.content_hash,
                        model=record.model,
                        cache_name=record.name,
                        expires_at=record.expires_at,
                        created_at=now,
                        updated_at=now,
                    )
                )
                return record
            if row.cache_name != record.name and row.expires_at > now:
                return _record(row)
            row.model = record.model
            row.cache_name = record.name
            row.expires_at = record.expires_at
            row.updated_at = now
            return record

    def forget(self, content_hash: str, name: str) -> None:
        """Drop the entry if it still names `name` (another instance may have replaced it)."""
        with self.database.unit_of_work() as session:
            session.execute(
                delete(LlmCacheRow).where(
                    LlmCacheRow.content_hash == content_hash, LlmCacheRow.cache_name == name
                )
            )
