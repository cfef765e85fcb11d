"""The negotiated structured-output and tool modes survive a restart: a new process (the
in-process memory forgotten) starts from what the store remembers for the server, and an
app wires its store into the brain it builds. The store contract itself runs on every
backend in tests/firestore/test_llm_capabilities.py."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import pytest
from starlette.requests import Request

from fitcoach.api.app import create_app
from fitcoach.api.routers.chat import current_brain
from fitcoach.brains.local import LocalBrain
from fitcoach.brains.openai_compat import OpenAICompatBrain, forget_capabilities, server_url
from fitcoach.config import Settings
from fitcoach.contracts.llm_capabilities import CapabilityStore

from .fakes import openai_text, serve
from .test_openai_negotiation import ANSWER, PickyServer


@pytest.fixture(autouse=True)
def _fresh_process() -> Iterator[None]:
    forget_capabilities()
    yield
    forget_capabilities()


def _store(settings: Settings) -> CapabilityStore:
    app = create_app(settings)
    store: CapabilityStore = app.state.llm_capabilities
    return store


def _brain(url: str, store: CapabilityStore) -> OpenAICompatBrain:
    return OpenAICompatBrain(
        "tiny",
        api_key=None,
        base_url=url,
        timeout_seconds=10.0,
        fallback=LocalBrain(),
        capability_store=store,
    )


def test_a_restarted_brain_starts_from_the_stored_mode(
    settings: Settings, context_for: Any, tools_for: Any, register: Any
) -> None:
    store = _store(settings)
    server = PickyServer(json_schema=False, tools=False)
    server.script = [openai_text({**ANSWER, "lookups": []})] * 2
    user = register()
    with serve(server.app) as url:
        base = f"{url}/v1"
        assert store.get(server_url(base), "tiny") is None
        first = _brain(base, store).decide(
            context_for(user.user_id, "tips?"), tools_for(user.user_id)
        )
        stored = store.get(server_url(base), "tiny")
        forget_capabilities()  # a new process: nothing known in memory
        restarted = _brain(base, store)
        assert restarted.remembered == stored
        again = restarted.decide(context_for(user.user_id, "tips?"), tools_for(user.user_id))

    assert first.fallback_reason is None and again.fallback_reason is None
    assert first.usage is not None and first.usage["negotiation_steps"] == 1
    assert stored is not None
    assert (stored.structured, stored.tools) == ("json_object_schema", "lookups")
    # The restarted brain asked in the stored mode straight away: no refused request.
    assert again.usage is not None and again.usage.get("negotiation_steps", 0) == 0
    kinds = [request["response_format"]["type"] for request in server.requests]
    assert kinds == ["json_schema", "json_object", "json_object"]


def test_a_stored_mode_the_server_now_refuses_steps_down_and_is_stored_again(
    settings: Settings, context_for: Any, tools_for: Any, register: Any
) -> None:
    store = _store(settings)
    # Remembered json_object+schema, but this server (replaced since) takes no json_object.
    server = PickyServer(json_schema=False, json_object=False)
    server.script = [openai_text({**ANSWER, "lookups": []})]
    user = register()
    with serve(server.app) as url:
        base = f"{url}/v1"
        first = _brain(base, store)
        first.remember("json_object_schema", "lookups")
        forget_capabilities()
        brain = _brain(base, store)
        decision = brain.decide(context_for(user.user_id, "tips?"), tools_for(user.user_id))

    assert decision.fallback_reason is None
    stored = store.get(server_url(base), "tiny")
    assert stored is not None and (stored.structured, stored.tools) == ("text", "lookups")
    assert brain.is_stored()


def test_an_app_hands_its_store_to_the_brain_it_builds(settings: Settings) -> None:
    app = create_app(
        settings.model_copy(
            update={"brain": "openai:tiny", "openai_base_url": "http://127.0.0.1:9/v1"}
        )
    )
    brain = asyncio.run(current_brain(Request({"type": "http", "app": app})))
    assert isinstance(brain, OpenAICompatBrain)
    assert brain.capability_store is app.state.llm_capabilities
