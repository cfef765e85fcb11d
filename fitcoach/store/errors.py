"""Domain errors raised by repositories; the API maps each to one HTTP status and code."""

from __future__ import annotations


class StoreError(Exception):
    code = "store_error"

    def __init__(self, detail: str, code: str | None = None) -> None:
        super().__init__(detail)
        self.detail = detail
        if code is not None:
            self.code = code


class NotFound(StoreError):
    """Missing, or owned by another user: callers cannot tell the two apart, by design."""

    code = "not_found"


class Conflict(StoreError):
    code = "conflict"


class StaleProposal(Conflict):
    code = "stale_proposal"


def busy_errors() -> tuple[type[Exception], ...]:
    """Errors that mean "the database is saturated or unreachable right now", which the API
    answers with 503 and Retry-After: a pool checkout that timed out, a lock wait that ran
    out (SQLite's "database is locked"), a connection that failed."""
    from sqlalchemy.exc import OperationalError
    from sqlalchemy.exc import TimeoutError as PoolTimeout

    return (PoolTimeout, OperationalError)
