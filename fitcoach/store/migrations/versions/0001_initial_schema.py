"""Initial schema: users, tokens, memory (+history), plans, proposals, logs, sets, PRs, chat.

Timestamps are naive UTC (`UTCDateTime` in tables.py makes them aware on read).

Revision ID: 0001
Revises:
Create Date: 2026-11-30 05:01:49.816928
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "users",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("username", sa.String(length=40), nullable=False),
        sa.Column("password_hash", sa.String(length=255), nullable=False),
        sa.Column("units", sa.String(length=2), nullable=False),
        sa.Column("timezone", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_users")),
        sa.UniqueConstraint("username", name=op.f("uq_users_username")),
    )
    op.create_table(
        "auth_tokens",
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("user_id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("expires_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_auth_tokens_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("token_hash", name=op.f("pk_auth_tokens")),
    )
    with op.batch_alter_table("auth_tokens", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_auth_tokens_user_id"), ["user_id"], unique=False)

    op.create_table(
        "chat_turns",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("user_id", sa.String(length=40), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.Column("message", sa.Text(), nullable=False),
        sa.Column("reply", sa.Text(), nullable=False),
        sa.Column("route", sa.String(length=16), nullable=False),
        sa.Column("proposal_id", sa.String(length=40), nullable=True),
        sa.Column("active_tab", sa.String(length=16), nullable=True),
        sa.Column("selected_day", sa.String(length=9), nullable=True),
        sa.Column("brain", sa.String(length=80), nullable=False),
        sa.Column("latency_ms", sa.Integer(), nullable=False),
        sa.Column("usage", sa.JSON(), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_chat_turns_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_chat_turns")),
    )
    with op.batch_alter_table("chat_turns", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_chat_turns_user_id_at"), ["user_id", "at"], unique=False
        )

    op.create_table(
        "memory_history",
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.Column("user_id", sa.String(length=40), nullable=False),
        sa.Column("memory_id", sa.String(length=40), nullable=False),
        sa.Column("operation", sa.String(length=8), nullable=False),
        sa.Column("tier", sa.String(length=32), nullable=False),
        sa.Column("entry", sa.JSON(), nullable=True),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("actor", sa.String(length=8), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_memory_history_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_memory_history")),
    )
    with op.batch_alter_table("memory_history", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_memory_history_user_id_memory_id"),
            ["user_id", "memory_id"],
            unique=False,
        )

    op.create_table(
        "memory_items",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("user_id", sa.String(length=40), nullable=False),
        sa.Column("tier", sa.String(length=32), nullable=False),
        sa.Column("entry", sa.JSON(), nullable=False),
        sa.Column("expires_at", sa.DateTime(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.Column("deleted_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_memory_items_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_memory_items")),
    )
    with op.batch_alter_table("memory_items", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_memory_items_user_id_deleted_at_expires_at"),
            ["user_id", "deleted_at", "expires_at"],
            unique=False,
        )

    op.create_table(
        "personal_records",
        sa.Column("user_id", sa.String(length=40), nullable=False),
        sa.Column("exercise_id", sa.String(length=64), nullable=False),
        sa.Column("record", sa.JSON(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_personal_records_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("user_id", "exercise_id", name=op.f("pk_personal_records")),
    )
    op.create_table(
        "plans",
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.Column("user_id", sa.String(length=40), nullable=False),
        sa.Column("week_start_date", sa.Date(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("data", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_plans_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_plans")),
        sa.UniqueConstraint(
            "user_id", "week_start_date", name=op.f("uq_plans_user_id_week_start_date")
        ),
    )
    op.create_table(
        "proposals",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("user_id", sa.String(length=40), nullable=False),
        sa.Column("type", sa.String(length=16), nullable=False),
        sa.Column("target_day", sa.String(length=9), nullable=True),
        sa.Column("week_start_date", sa.Date(), nullable=False),
        sa.Column("data", sa.JSON(), nullable=True),
        sa.Column("summary_diff", sa.Text(), nullable=True),
        sa.Column("base_version", sa.Integer(), nullable=True),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("decided_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_proposals_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_proposals")),
    )
    with op.batch_alter_table("proposals", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_proposals_user_id_status_created_at"),
            ["user_id", "status", "created_at"],
            unique=False,
        )

    op.create_table(
        "workout_logs",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("user_id", sa.String(length=40), nullable=False),
        sa.Column("completed_at", sa.DateTime(), nullable=False),
        sa.Column("local_date", sa.Date(), nullable=False),
        sa.Column("day", sa.String(length=9), nullable=False),
        sa.Column("unit", sa.String(length=2), nullable=False),
        sa.Column("duration_minutes", sa.Integer(), nullable=True),
        sa.Column("notes", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_workout_logs_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_workout_logs")),
    )
    with op.batch_alter_table("workout_logs", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_workout_logs_user_id_completed_at"),
            ["user_id", "completed_at"],
            unique=False,
        )

    op.create_table(
        "logged_sets",
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.Column("user_id", sa.String(length=40), nullable=False),
        sa.Column("log_id", sa.String(length=40), nullable=False),
        sa.Column("exercise_id", sa.String(length=64), nullable=False),
        sa.Column("exercise_index", sa.Integer(), nullable=False),
        sa.Column("set_index", sa.Integer(), nullable=False),
        sa.Column("weight", sa.Float(), nullable=False),
        sa.Column("unit", sa.String(length=2), nullable=False),
        sa.Column("weight_lbs", sa.Float(), nullable=False),
        sa.Column("reps", sa.Integer(), nullable=False),
        sa.Column("rir", sa.Float(), nullable=True),
        sa.Column("rpe", sa.Float(), nullable=True),
        sa.Column("completed_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["log_id"],
            ["workout_logs.id"],
            name=op.f("fk_logged_sets_log_id_workout_logs"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_logged_sets_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_logged_sets")),
    )
    with op.batch_alter_table("logged_sets", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_logged_sets_log_id"), ["log_id"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_logged_sets_user_id_completed_at"),
            ["user_id", "completed_at"],
            unique=False,
        )
        batch_op.create_index(
            batch_op.f("ix_logged_sets_user_id_exercise_id_completed_at"),
            ["user_id", "exercise_id", "completed_at"],
            unique=False,
        )


def downgrade() -> None:
    with op.batch_alter_table("logged_sets", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_logged_sets_user_id_exercise_id_completed_at"))
        batch_op.drop_index(batch_op.f("ix_logged_sets_user_id_completed_at"))
        batch_op.drop_index(batch_op.f("ix_logged_sets_log_id"))

    op.drop_table("logged_sets")
    with op.batch_alter_table("workout_logs", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_workout_logs_user_id_completed_at"))

    op.drop_table("workout_logs")
    with op.batch_alter_table("proposals", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_proposals_user_id_status_created_at"))

    op.drop_table("proposals")
    op.drop_table("plans")
    op.drop_table("personal_records")
    with op.batch_alter_table("memory_items", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_memory_items_user_id_deleted_at_expires_at"))

    op.drop_table("memory_items")
    with op.batch_alter_table("memory_history", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_memory_history_user_id_memory_id"))

    op.drop_table("memory_history")
    with op.batch_alter_table("chat_turns", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_chat_turns_user_id_at"))

    op.drop_table("chat_turns")
    with op.batch_alter_table("auth_tokens", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_auth_tokens_user_id"))

    op.drop_table("auth_tokens")
    op.drop_table("users")
