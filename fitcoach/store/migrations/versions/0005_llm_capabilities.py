"""What each OpenAI-compatible server was found to take (structured output, tools), so a
restart does not negotiate again.

Revision ID: 0005_llm_capabilities
Revises: 0004_memory_payloads
Create Date: 2026-12-01 11:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005_llm_capabilities"
down_revision = "0004_memory_payloads"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "llm_capabilities",
        sa.Column("base_url", sa.String(length=500), nullable=False),
        sa.Column("model", sa.String(length=200), nullable=False),
        sa.Column("structured", sa.String(length=32), nullable=False),
        sa.Column("tools", sa.String(length=32), nullable=False),
        sa.Column("confirmed_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("base_url", "model", name=op.f("pk_llm_capabilities")),
    )


def downgrade() -> None:
    op.drop_table("llm_capabilities")
