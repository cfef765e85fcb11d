"""Admission control: a bounded number of requests in flight, a bounded queue, never a hang.

Why: each request that reaches a route holds one database connection from its first query
to the end of its session, and FastAPI closes that session on a worker thread. With more
requests in flight than pooled connections (or than worker threads), requests wait for a
connection while the threads that would free one wait for a thread: the server stalls
until the pool's timeout and answers 500. Letting in at most as many requests as the pool
holds removes the stall; a burst beyond that waits briefly in a queue, and when the queue
is full or the wait runs out the client gets 503 with `Retry-After` instead of a hang.

The limit is per process (it protects this process's pool and threads); nothing about
users or sessions is kept here, so several instances behind a balancer stay stateless.
"""

from __future__ import annotations

import asyncio
import json
import math
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

# Only these touch the database; the web client's static files never queue.
ADMITTED_PREFIXES = ("/api/", "/healthz")


class AdmissionMiddleware:
    def __init__(
        self, app: ASGIApp, max_in_flight: int, max_queued: int, queue_wait_seconds: float
    ) -> None:
        self.app = app
        self.max_in_flight = max_in_flight
        self.max_queued = max_queued
        self.queue_wait_seconds = queue_wait_seconds
        self._slots: asyncio.Semaphore | None = None
        self._queued = 0

    def _semaphore(self) -> asyncio.Semaphore:
        # Built on first use so it belongs to the server's running event loop.
        if self._slots is None:
            self._slots = asyncio.Semaphore(self.max_in_flight)
        return self._slots

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not str(scope.get("path", "")).startswith(ADMITTED_PREFIXES):
            await self.app(scope, receive, send)
            return
        slots = self._semaphore()
        if slots.locked():
            if self._queued >= self.max_queued:
                await self._busy(scope, send, "the server is at capacity; retry shortly")
                return
            self._queued += 1
            try:
                await asyncio.wait_for(slots.acquire(), self.queue_wait_seconds)
            except TimeoutError:
                await self._busy(scope, send, "the server is busy; retry shortly")
                return
            finally:
                self._queued -= 1
        else:
            await slots.acquire()
        try:
            await self.app(scope, receive, send)
        finally:
            slots.release()

    async def _busy(self, scope: Scope, send: Send, detail: str) -> None:
        request_id = str(scope.get("state", {}).get("request_id", ""))
        body = json.dumps(
            {"detail": detail, "code": "server_busy", "request_id": request_id}
        ).encode("utf-8")
        retry = str(max(1, math.ceil(self.queue_wait_seconds / 2)))
        await send(
            {
                "type": "http.response.start",
                "status": 503,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode("ascii")),
                    (b"retry-after", retry.encode("ascii")),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})
