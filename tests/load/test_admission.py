"""While a brain is thinking (an LLM call takes seconds), its request holds an admission
slot but no database connection; when every slot is taken, a new request is answered 503
with Retry-After at once instead of waiting on a pool. Real server, real threads."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from fitcoach.brains.local import LocalBrain
from fitcoach.contracts.decision import AnalyticsTools, Decision, TurnContext

from .conftest import CLIENT_TIMEOUT, LiveServer


class HeldBrain:
    """The LLM's place in a turn: one tool hop, then a wait the test controls (a model
    that is slow to answer), then the local brain's answer."""

    name = "held"

    def __init__(self, pool: Any | None) -> None:
        self.pool = pool  # the SQL connection pool; None on Firestore, which has none
        self.thinking = threading.Semaphore(0)
        self.answer = threading.Event()
        self.held_on_entry: list[int] = []  # connections checked out as the brain starts

    def decide(self, context: TurnContext, tools: AnalyticsTools) -> Decision:
        self.held_on_entry.append(0 if self.pool is None else self.pool.checkedout())
        tools.get_pr_records("flat-bb-bench-press")
        self.thinking.release()
        assert self.answer.wait(CLIENT_TIMEOUT), "the test never let the brain answer"
        return LocalBrain().decide(context, tools)


def _pool(server: LiveServer) -> Any | None:
    database = server.app.state.database
    return None if database is None else database.engine.pool


def _chats(server: LiveServer, brain: HeldBrain, count: int) -> list[Any]:
    server.app.state.brain = brain
    headers = server.register("thinker")
    pool = ThreadPoolExecutor(max_workers=count)

    def chat(_: int) -> Any:
        with server.client() as client:
            return client.post("/api/coach/chat", headers=headers, json={"message": "PRs?"})

    return [pool.submit(chat, i) for i in range(count)]


def _wait_thinking(brain: HeldBrain, count: int) -> None:
    for _ in range(count):
        assert brain.thinking.acquire(timeout=CLIENT_TIMEOUT), "a chat never reached the brain"


def test_no_database_connection_is_held_while_brains_think(serve_with):
    server = serve_with(max_in_flight=8, sqlite_max_in_flight=8)
    if _pool(server) is None:
        pytest.skip("Firestore: there is no connection pool for a thinking brain to hold")
    brain = HeldBrain(_pool(server))
    pending = _chats(server, brain, 3)
    try:
        _wait_thinking(brain, 3)
        pool = server.app.state.database.engine.pool
        assert pool.checkedout() == 0  # three turns mid-thought, not one connection held
        with server.client() as client:  # and the rest of the API answers meanwhile
            assert client.get("/healthz").status_code == 200
    finally:
        brain.answer.set()
    assert [future.result().status_code for future in pending] == [200, 200, 200]


def test_a_full_server_answers_503_with_retry_after_at_once(serve_with):
    server = serve_with(max_in_flight=1, sqlite_max_in_flight=1, max_queued=0)
    brain = HeldBrain(_pool(server))
    pending = _chats(server, brain, 1)
    try:
        _wait_thinking(brain, 1)  # the only slot is taken
        # The turn's reads were committed before the brain began: no connection held.
        assert brain.held_on_entry == [0]
        with server.client() as client:
            busy = client.get("/healthz")
        assert busy.status_code == 503
        assert busy.json()["code"] == "server_busy"
        assert int(busy.headers["Retry-After"]) >= 1
    finally:
        brain.answer.set()
    assert pending[0].result().status_code == 200
    with server.client() as client:
        assert client.get("/healthz").status_code == 200  # the slot came back
