"""Why an operation was not applied; shared by the engine and the operations it dispatches."""

from __future__ import annotations


class Refused(Exception):
    """An operation that cannot be applied; the message says why, to the user."""


class NoChange(Refused):
    """An operation that would leave the week as it is: reported with the refusals, never
    as a summary, so that a chain of no-ops stages no (empty) proposal."""
