"""Race-free writes that both backends support: insert-if-absent and row locks.

Why: "read, then insert if missing" lets two requests both see nothing and both insert,
and the loser fails on the unique key (a 500). `INSERT ... ON CONFLICT DO NOTHING` lets the
database decide. "Read, change, write back" loses one of two parallel updates; locking the
row first serialises them. PostgreSQL takes a row lock (`SELECT ... FOR UPDATE`); SQLite
has one writer at a time, and the helpers below start the write transaction (and so take
SQLite's write lock) before they read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Table
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.orm import Session


def insert_if_absent(
    session: Session, table: Table, values: dict[str, Any], keys: Sequence[str]
) -> bool:
    """Insert a row unless one with the same `keys` exists; True when this call inserted.
    On SQLite the INSERT also opens the write transaction, so reads after it are current."""
    dialect = session.get_bind().dialect.name
    builder = pg_insert if dialect == "postgresql" else sqlite_insert
    statement = (
        builder(table)
        .values(**values)
        .on_conflict_do_nothing(index_elements=list(keys))
        # RETURNING, not rowcount: the driver's rowcount for a skipped row is not reliable
        # (psycopg reported 1 for DO NOTHING), a returned row is.
        .returning(table.c[keys[0]])
    )
    return session.execute(statement).first() is not None


def begin_write(session: Session) -> None:
    """Make sure this transaction holds the right to write before it reads what it will
    change. PostgreSQL needs nothing here (callers lock rows FOR UPDATE); SQLite's driver
    starts a transaction only at the first write, so until then every read could be stale:
    `BEGIN IMMEDIATE` takes the write lock now (waiting up to the busy timeout)."""
    if session.get_bind().dialect.name != "sqlite":
        return
    connection = session.connection()
    raw = connection.connection.dbapi_connection
    if raw is not None and not raw.in_transaction:
        connection.exec_driver_sql("BEGIN IMMEDIATE")
