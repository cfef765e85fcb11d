"""The chat tests' usual user: kilograms, on the spec's Monday morning (2026-09-14 10:00
UTC). A test file that needs another user (pounds, a timezone, a plan already accepted)
defines its own `user`."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

MONDAY = datetime(2026, 9, 14, 10, 0, tzinfo=UTC)


@pytest.fixture
def user(register, clock):
    clock.set(MONDAY)
    return register(units="kg")
