"""Alembic, configured in code (no alembic.ini): `upgrade(engine)` brings a database to head."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import Connection, Engine

MIGRATIONS = Path(__file__).parent / "migrations"


def alembic_config(connection: Connection | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


@contextmanager
def _migrating(engine: Engine) -> Iterator[Connection]:
    """A connection for a migration, in one transaction. On SQLite, foreign keys are off
    while it runs: batch migrations rebuild a table by copy, drop and rename, and dropping
    `users` with foreign keys on would cascade and delete every row that points at it.
    The pragma only takes effect outside a transaction, hence before `begin`."""
    with engine.connect() as connection:
        sqlite = connection.dialect.name == "sqlite"
        if sqlite:
            connection.exec_driver_sql("PRAGMA foreign_keys=OFF")
            connection.commit()
        try:
            with connection.begin():
                yield connection
        finally:
            if sqlite:
                connection.exec_driver_sql("PRAGMA foreign_keys=ON")
                connection.commit()


def upgrade(engine: Engine, revision: str = "head") -> None:
    with _migrating(engine) as connection:
        command.upgrade(alembic_config(connection), revision)


def downgrade(engine: Engine, revision: str) -> None:
    with _migrating(engine) as connection:
        command.downgrade(alembic_config(connection), revision)
