"""Memory entries get a typed payload beside their fact; existing rows are converted.

Every stored row, deleted ones too, gets the payload its fact text means, read by the same
one-time conversion the memory core applies to a new entry written without a payload
(`fitcoach.memory.derive`, pure: no clock, no I/O). A row whose entry no longer validates
keeps its entry untouched and a NULL payload, so nothing stored is lost or changed.

Revision ID: 0004_memory_payloads
Revises: 0002
Create Date: 2026-12-01 05:00:00.000000
"""

from __future__ import annotations

import logging
from typing import Any

import sqlalchemy as sa
from alembic import op
from pydantic import ValidationError

revision = "0004_memory_payloads"
down_revision = "0003"
branch_labels = None
depends_on = None

log = logging.getLogger(__name__)

_memory = sa.table(
    "memory_items",
    sa.column("id", sa.String(40)),
    sa.column("tier", sa.String(32)),
    sa.column("entry", sa.JSON()),
    sa.column("payload", sa.JSON()),
)


def converted_payload(tier: str, entry: dict[str, Any]) -> dict[str, Any] | None:
    """The payload of one stored entry, or None when the entry does not validate."""
    from fitcoach.memory.models import ENTRY_MODEL

    model = ENTRY_MODEL.get(tier)  # type: ignore[call-overload]
    if model is None:
        return None
    try:
        typed = model.model_validate({**entry, "payload": None})
    except (ValidationError, ValueError) as error:
        log.warning("memory row kept without a payload: %s", error)
        return None
    return typed.payload.model_dump(mode="json") if typed.payload is not None else None


def upgrade() -> None:
    with op.batch_alter_table("memory_items", schema=None) as batch_op:
        batch_op.add_column(sa.Column("payload", sa.JSON(), nullable=True))

    connection = op.get_bind()
    rows = connection.execute(sa.select(_memory.c.id, _memory.c.tier, _memory.c.entry)).all()
    for row in rows:
        payload = converted_payload(row.tier, dict(row.entry or {}))
        if payload is not None:
            connection.execute(
                _memory.update().where(_memory.c.id == row.id).values(payload=payload)
            )


def downgrade() -> None:
    with op.batch_alter_table("memory_items", schema=None) as batch_op:
        batch_op.drop_column("payload")
