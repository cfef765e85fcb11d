"""Fixtures for the LLM brains: fake servers on loopback, a user with history, a context."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from fitcoach.clock import FixedClock
from fitcoach.contracts.decision import TurnContext
from fitcoach.store.repository import Repository
from fitcoach.store.tools import StoreAnalyticsTools

from .fakes import NOW, FakeGemini, FakeOpenAI, serve

BENCH = "flat-db-bench-press"


@pytest.fixture
def fake_gemini() -> Iterator[tuple[FakeGemini, str]]:
    fake = FakeGemini(FixedClock(NOW))
    with serve(fake.app) as url:
        yield fake, url


@pytest.fixture
def fake_openai() -> Iterator[tuple[FakeOpenAI, str]]:
    fake = FakeOpenAI()
    with serve(fake.app) as url:
        yield fake, f"{url}/v1"


@pytest.fixture
def lifter(client: Any, register: Callable[..., Any]) -> Any:
    """A user with two logged bench sessions (the tools read them from the real store)."""
    user = register()
    for at, weight in (("2026-09-09T18:00:00Z", 60), ("2026-09-14T18:00:00Z", 65)):
        body = {
            "completed_at": at,
            "exercises_logged": [
                {"exercise_id": BENCH, "sets": [{"weight": weight, "reps": 8, "rir": 2}] * 3}
            ],
        }
        response = client.post("/api/workouts/log", headers=user.headers, json=body)
        assert response.status_code == 201, response.text
    return user


@pytest.fixture
def context_for() -> Callable[..., TurnContext]:
    def build(user_id: str, message: str, **extra: Any) -> TurnContext:
        local = NOW.astimezone(ZoneInfo("UTC"))
        return TurnContext(
            user_id=user_id,
            message=message,
            now=NOW,
            timezone="UTC",
            local_now=local,
            today=local.date(),
            units="lb",
            **extra,
        )

    return build


@pytest.fixture
def tools_for(repository: Repository) -> Iterator[Callable[[str], StoreAnalyticsTools]]:
    """The analytics tools on the app's store (SQL or Firestore)."""

    def build(user_id: str) -> StoreAnalyticsTools:
        return StoreAnalyticsTools(repository, user_id, FixedClock(NOW))

    yield build
