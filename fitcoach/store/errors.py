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
