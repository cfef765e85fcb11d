"""Engines, sessions and the unit of work.

SQLite runs in WAL mode with `synchronous=NORMAL`: in WAL mode NORMAL never corrupts the
database; on power loss (not on a process crash) the last few commits may be rolled back.
For a training log that trade buys fsync-free commits, and every write here is one a user
can redo. Foreign keys are enforced, and a busy timeout lets concurrent writers queue
instead of failing at once (15 s: under a burst on a loaded machine, 5 s ran out; the app
keeps few SQLite requests in flight, so waits stay short when the machine is not starved).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.orm import Session, sessionmaker

SQLITE_PRAGMAS = (
    "PRAGMA journal_mode=WAL",
    "PRAGMA synchronous=NORMAL",
    "PRAGMA foreign_keys=ON",
    "PRAGMA busy_timeout=15000",
)


__all__ = ["Database", "Session", "make_engine", "ping", "unit_of_work"]


def ping(session: Session) -> None:
    """A round trip to the database: raises when it cannot answer."""
    session.execute(text("SELECT 1"))


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    for pragma in SQLITE_PRAGMAS:
        cursor.execute(pragma)
    cursor.close()


def make_engine(url: str, **kwargs: Any) -> Engine:
    if url.startswith("sqlite"):
        connect_args = {"check_same_thread": False}
        engine = create_engine(url, connect_args=connect_args, **kwargs)
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    kwargs.setdefault("pool_pre_ping", True)
    return create_engine(url, **kwargs)


@contextmanager
def unit_of_work(factory: sessionmaker[Session]) -> Iterator[Session]:
    """One transaction: commit when the block ends normally, roll back if it raises."""
    session = factory()
    try:
        yield session
        session.commit()
    except BaseException:
        session.rollback()
        raise
    finally:
        session.close()


class Database:
    """An engine and its session factory, built once per app (or per CLI run)."""

    def __init__(self, url: str, **engine_kwargs: Any) -> None:
        self.url = url
        self.engine = make_engine(url, **engine_kwargs)
        self.sessions: sessionmaker[Session] = sessionmaker(self.engine, expire_on_commit=False)

    def migrate(self) -> None:
        from fitcoach.store.migrate import upgrade

        upgrade(self.engine)

    def unit_of_work(self) -> Any:
        return unit_of_work(self.sessions)

    def dispose(self) -> None:
        self.engine.dispose()
