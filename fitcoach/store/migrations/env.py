"""Alembic environment: runs on the connection `fitcoach.store.migrate` hands over."""

from __future__ import annotations

from alembic import context

from fitcoach.store.tables import Base

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("run migrations through fitcoach.store.migrate.upgrade(engine)")

context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    # SQLite cannot ALTER most things; batch mode rebuilds tables instead.
    render_as_batch=connection.dialect.name == "sqlite",
)
with context.begin_transaction():
    context.run_migrations()
