"""A real uvicorn server on 127.0.0.1 (a free port) and real client threads: concurrency
bugs (pool exhaustion, lost updates, duplicate keys) only show with both."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
import uvicorn

from fitcoach.api.app import create_app
from fitcoach.config import Settings

# The root conftest's frozen Wednesday.
NOW = datetime(2026, 9, 16, 12, 0, tzinfo=UTC)

# No request may wait this long: the old failure was a 30 s pool timeout. It bounds the
# test when something regresses; it is not a speed assertion.
CLIENT_TIMEOUT = 25.0


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class LiveServer:
    base_url: str
    settings: Settings
    app: Any

    def client(self) -> httpx.Client:
        return httpx.Client(base_url=self.base_url, timeout=CLIENT_TIMEOUT)

    def register(self, username: str, password: str = "correct horse battery") -> dict[str, str]:
        with self.client() as client:
            response = client.post(
                "/api/auth/register", json={"username": username, "password": password}
            )
            assert response.status_code == 201, response.text
            body: dict[str, str] = response.json()
            return {"Authorization": f"Bearer {body['token']}"}

    def burst(
        self, count: int, call: Callable[[httpx.Client, int], httpx.Response], workers: int = 64
    ) -> list[httpx.Response | Exception]:
        """`count` calls from `workers` threads at once; an exception (a client timeout)
        is returned in place of its response."""
        start = threading.Barrier(min(workers, count))
        local = threading.local()
        clients: list[httpx.Client] = []

        def one(index: int) -> httpx.Response | Exception:
            if not hasattr(local, "client"):
                local.client = self.client()
                clients.append(local.client)
                # Every thread starts together, so the requests really overlap.
                with contextlib.suppress(threading.BrokenBarrierError):
                    start.wait(timeout=CLIENT_TIMEOUT)
            try:
                return call(local.client, index)
            except httpx.HTTPError as error:
                return error

        try:
            with ThreadPoolExecutor(max_workers=workers) as pool:
                return list(pool.map(one, range(count)))
        finally:
            for client in clients:
                client.close()


@pytest.fixture
def live_server(db_url: str) -> Iterator[LiveServer]:
    settings = Settings(database_url=db_url, now=NOW)
    yield from _serve(settings)


@pytest.fixture
def serve_with(db_url: str) -> Iterator[Callable[..., LiveServer]]:
    """serve_with(**settings) -> a live server with those settings on this test's database."""
    running: list[Iterator[LiveServer]] = []

    def start(**overrides: Any) -> LiveServer:
        server = _serve(Settings(database_url=db_url, now=NOW, **overrides))
        running.append(server)
        return next(server)

    yield start
    for server in running:
        with contextlib.suppress(StopIteration):
            next(server)


def _serve(settings: Settings) -> Iterator[LiveServer]:
    port = _free_port()
    app = create_app(settings)
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    for _ in range(500):
        if server.started:
            break
        time.sleep(0.01)
    assert server.started, "the server did not start"
    try:
        yield LiveServer(f"http://127.0.0.1:{port}", settings, app)
    finally:
        server.should_exit = True
        thread.join(timeout=10)


def statuses(results: list[Any]) -> dict[Any, int]:
    """Status code -> count; client exceptions counted by their type name."""
    out: dict[Any, int] = {}
    for result in results:
        key = result.status_code if isinstance(result, httpx.Response) else type(result).__name__
        out[key] = out.get(key, 0) + 1
    return out
