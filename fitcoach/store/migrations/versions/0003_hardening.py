"""Hardening: case-insensitive usernames, login throttling, idempotency keys, proposal
base fingerprints.

Existing accounts whose names differ only by case keep working: the oldest keeps the
plain lower-case key, each later one gets the key "<name>#<user id>" (unique, and never a
valid username since names cannot hold "#"), and logs in by its exact name.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01 05:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.add_column(sa.Column("username_key", sa.String(length=90), nullable=True))
    users = sa.table(
        "users",
        sa.column("id", sa.String),
        sa.column("username", sa.String),
        sa.column("username_key", sa.String),
        sa.column("created_at", sa.DateTime),
    )
    connection = op.get_bind()
    taken: set[str] = set()
    rows = connection.execute(
        sa.select(users.c.id, users.c.username).order_by(users.c.created_at, users.c.id)
    )
    for user_id, username in list(rows):
        key = username.lower()
        if key in taken:
            key = f"{key}#{user_id}"
        taken.add(key)
        connection.execute(users.update().where(users.c.id == user_id).values(username_key=key))
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.alter_column("username_key", existing_type=sa.String(length=90), nullable=False)
        batch_op.create_unique_constraint(batch_op.f("uq_users_username_key"), ["username_key"])

    with op.batch_alter_table("proposals", schema=None) as batch_op:
        batch_op.add_column(sa.Column("base_days", sa.JSON(), nullable=True))

    op.create_table(
        "login_throttle",
        sa.Column("key", sa.String(length=200), nullable=False),
        sa.Column("failures", sa.Integer(), nullable=False),
        sa.Column("window_start", sa.DateTime(), nullable=False),
        sa.Column("blocked_until", sa.DateTime(), nullable=True),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_login_throttle")),
    )
    op.create_table(
        "idempotency_keys",
        sa.Column("user_id", sa.String(length=40), nullable=False),
        sa.Column("key", sa.String(length=200), nullable=False),
        sa.Column("route", sa.String(length=80), nullable=False),
        sa.Column("request_hash", sa.String(length=64), nullable=False),
        sa.Column("status_code", sa.Integer(), nullable=False),
        sa.Column("response", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_idempotency_keys_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("user_id", "key", name=op.f("pk_idempotency_keys")),
    )
    with op.batch_alter_table("idempotency_keys", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_idempotency_keys_created_at"), ["created_at"], unique=False
        )


def downgrade() -> None:
    op.drop_table("idempotency_keys")
    op.drop_table("login_throttle")
    with op.batch_alter_table("proposals", schema=None) as batch_op:
        batch_op.drop_column("base_days")
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.drop_constraint("uq_users_username_key", type_="unique")
        batch_op.drop_column("username_key")
