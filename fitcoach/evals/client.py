"""A small client of the coach's HTTP API, over a live server or the app in-process.

The eval runner and the terminal chat both speak plain HTTP through this client, so they
see exactly what any other client sees. In-process runs go through Starlette's test
transport (no socket), built from `create_app` with our own clock.
"""

from __future__ import annotations

import time
import warnings
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Protocol

import httpx

from fitcoach.clock import Clock
from fitcoach.config import Settings


class Transport(Protocol):
    """What the eval needs of an HTTP client: httpx's Client, or Starlette's TestClient
    (which is built on httpx or httpx2, depending on what is installed)."""

    def request(self, method: str, url: str, *, json: Any = ..., headers: Any = ...) -> Any: ...


@dataclass
class Reply:
    status: int
    body: Any
    latency_ms: float = 0.0

    @property
    def ok(self) -> bool:
        return 200 <= self.status < 300


class ApiError(RuntimeError):
    def __init__(self, what: str, reply: Reply) -> None:
        super().__init__(f"{what}: HTTP {reply.status} {str(reply.body)[:300]}")
        self.reply = reply


class CoachClient:
    """One user's session against the API (the token travels with every call)."""

    def __init__(self, http: Transport, token: str | None = None) -> None:
        self.http = http
        self.token = token

    def _call(self, method: str, path: str, json: Any = None) -> Reply:
        headers = {"Authorization": f"Bearer {self.token}"} if self.token else {}
        started = time.perf_counter()
        response = self.http.request(method, path, json=json, headers=headers)
        elapsed = (time.perf_counter() - started) * 1000
        try:
            body: Any = response.json() if response.content else None
        except ValueError:
            body = response.text
        return Reply(response.status_code, body, elapsed)

    # -- accounts ---------------------------------------------------------------------
    def register(self, username: str, password: str, units: str, timezone: str) -> Reply:
        payload = {"username": username, "password": password, "units": units, "timezone": timezone}
        reply = self._call("POST", "/api/auth/register", payload)
        if reply.ok:
            self.token = reply.body["token"]
        return reply

    def login(self, username: str, password: str) -> Reply:
        reply = self._call("POST", "/api/auth/login", {"username": username, "password": password})
        if reply.ok:
            self.token = reply.body["token"]
        return reply

    # -- the coach --------------------------------------------------------------------
    def chat(
        self, message: str, active_tab: str | None = None, selected_day: str | None = None
    ) -> Reply:
        payload: dict[str, Any] = {"message": message}
        if active_tab is not None:
            payload["active_tab"] = active_tab
        if selected_day is not None:
            payload["selected_day"] = selected_day
        return self._call("POST", "/api/coach/chat", payload)

    def accept(self, proposal_id: str) -> Reply:
        return self._call("POST", f"/api/coach/proposals/{proposal_id}/accept")

    def reject(self, proposal_id: str) -> Reply:
        return self._call("POST", f"/api/coach/proposals/{proposal_id}/reject")

    # -- state ------------------------------------------------------------------------
    def current_plan(self) -> Any:
        reply = self._call("GET", "/api/plans/current")
        if reply.status == 404:
            return None
        if not reply.ok:
            raise ApiError("GET /api/plans/current", reply)
        return reply.body

    def memory(self) -> Any:
        reply = self._call("GET", "/api/memory")
        if not reply.ok:
            raise ApiError("GET /api/memory", reply)
        return reply.body

    def logs(self, limit: int = 100) -> list[Mapping[str, Any]]:
        reply = self._call("GET", f"/api/workouts/logs?limit={limit}")
        if not reply.ok:
            raise ApiError("GET /api/workouts/logs", reply)
        return list(reply.body.get("logs") or [])

    def log_workout(self, body: Mapping[str, Any]) -> Reply:
        return self._call("POST", "/api/workouts/log", dict(body))


@contextmanager
def in_process(settings: Settings, clock: Clock) -> Iterator[Transport]:
    """The app built by `create_app`, served to an httpx client without a socket."""
    with warnings.catch_warnings():
        # Starlette nags about httpx vs httpx2 on import; the transport works the same.
        warnings.simplefilter("ignore")
        from starlette.testclient import TestClient

    from fitcoach.api.app import create_app

    app = create_app(settings, clock=clock)
    with TestClient(app, base_url="http://fitcoach.local") as client:
        yield client


@contextmanager
def remote(url: str, timeout: float = 30.0) -> Iterator[Transport]:
    with httpx.Client(base_url=url.rstrip("/"), timeout=timeout) as client:
        yield client
