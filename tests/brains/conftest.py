"""Fixtures for local-brain tests (builders live in brain_support.py)."""

from __future__ import annotations

import pytest
from brain_support import PLAN, FixedTools

from fitcoach.programming.models import Week


@pytest.fixture
def plan() -> Week:
    return PLAN.model_copy(deep=True)


@pytest.fixture
def tools() -> FixedTools:
    return FixedTools()
