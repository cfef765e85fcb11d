"""Negotiated structured-output and tool modes per OpenAI-compatible server, in SQL.

Not user data (no `user_id`): one row per base URL and model, shared by every instance.
Each call is its own short transaction, apart from any chat turn.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column

from fitcoach.contracts.llm_capabilities import CapabilityRecord
from fitcoach.store.db import Database
from fitcoach.store.tables import Base
from fitcoach.store.upsert import insert_if_absent


class LlmCapabilityRow(Base):
    __tablename__ = "llm_capabilities"

    base_url: Mapped[str] = mapped_column(String(500), primary_key=True)
    model: Mapped[str] = mapped_column(String(200), primary_key=True)
    structured: Mapped[str] = mapped_column(String(32))
    tools: Mapped[str] = mapped_column(String(32))
    confirmed_at: Mapped[datetime]


class DbCapabilityStore:
    """`fitcoach.contracts.llm_capabilities.CapabilityStore` in the app's database."""

    def __init__(self, database: Database) -> None:
        self.database = database

    def get(self, base_url: str, model: str) -> CapabilityRecord | None:
        with self.database.unit_of_work() as session:
            row = session.get(LlmCapabilityRow, (base_url, model))
            if row is None:
                return None
            return CapabilityRecord(
                row.base_url, row.model, row.structured, row.tools, row.confirmed_at
            )

    def put(self, record: CapabilityRecord) -> None:
        values = {
            "base_url": record.base_url,
            "model": record.model,
            "structured": record.structured,
            "tools": record.tools,
            "confirmed_at": record.confirmed_at,
        }
        with self.database.unit_of_work() as session:
            # Insert-if-absent, then overwrite: two instances saving at once both succeed.
            table = LlmCapabilityRow.__table__
            if insert_if_absent(session, table, values, ("base_url", "model")):  # type: ignore[arg-type]
                return
            row = session.get(LlmCapabilityRow, (record.base_url, record.model))
            assert row is not None
            row.structured = record.structured
            row.tools = record.tools
            row.confirmed_at = record.confirmed_at
