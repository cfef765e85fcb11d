"""The app factory hands the store's cache registry to the LLM brain it builds, so a
context cache one app instance creates is found by every other instance."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from typing import Any

from starlette.requests import Request

from fitcoach.api.app import create_app
from fitcoach.api.routers.chat import current_brain
from fitcoach.brains.gemini import GeminiBrain
from fitcoach.config import Settings
from fitcoach.contracts.llm_cache import CacheRecord


def _gemini_app(settings: Settings) -> Any:
    return create_app(
        settings.model_copy(update={"brain": "gemini:gemini-2.5-flash", "gemini_api_key": None})
    )


def _brain(app: Any) -> GeminiBrain:
    brain = asyncio.run(current_brain(Request({"type": "http", "app": app})))
    assert isinstance(brain, GeminiBrain)
    return brain


def test_a_cache_claimed_by_one_instance_is_found_by_another(settings: Settings) -> None:
    now = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    record = CacheRecord(
        "hash-1", "gemini-2.5-flash", "cachedContents/abc", now + timedelta(hours=1)
    )
    first, second = _brain(_gemini_app(settings)), _brain(_gemini_app(settings))

    assert first.caches.registry.claim(record, now) == record
    found = second.caches.registry.get("hash-1")

    assert found is not None
    assert (found.name, found.model) == ("cachedContents/abc", "gemini-2.5-flash")
