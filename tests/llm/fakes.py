"""Loopback fakes that speak the real wire protocols: Gemini's REST API (generateContent
and cachedContents, as the google-genai SDK calls them) and OpenAI's chat completions.

Each test scripts the answers; the fakes record every request body so tests can check
what the SDKs really sent (tool results, cache names, schemas).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import uvicorn
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from fitcoach.clock import Clock

# The suite's frozen instant (tests/conftest.py): Wednesday 2026-09-16, 12:00 UTC.
NOW = datetime(2026, 9, 16, 12, 0, tzinfo=UTC)


@dataclass(frozen=True)
class Sleep:
    """A scripted answer that takes this long (to trip the brain's timeout)."""

    seconds: float


@dataclass(frozen=True)
class Fail:
    status: int
    message: str


Scripted = dict[str, Any] | Sleep | Fail


@dataclass
class Recorder:
    script: list[Scripted] = field(default_factory=list)
    requests: list[dict[str, Any]] = field(default_factory=list)

    def next(self) -> Scripted:
        assert self.script, "the fake model was asked more often than the test scripted"
        return self.script.pop(0)


async def _answer(item: Scripted) -> JSONResponse:
    if isinstance(item, Sleep):
        await asyncio.sleep(item.seconds)
        return JSONResponse({"error": {"code": 504, "message": "too late"}}, status_code=504)
    if isinstance(item, Fail):
        body = {"error": {"code": item.status, "message": item.message, "status": "ERROR"}}
        return JSONResponse(body, status_code=item.status)
    return JSONResponse(item)


@contextmanager
def serve(app: FastAPI) -> Iterator[str]:
    """Run `app` on 127.0.0.1 in a thread; yields its base URL."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(app, log_level="warning", timeout_graceful_shutdown=1)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        assert time.monotonic() < deadline, "fake server did not start"
        time.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=5)
        sock.close()


# ---- Gemini --------------------------------------------------------------------------------


class FakeGemini(Recorder):
    def __init__(self, clock: Clock, api_key: str | None = None) -> None:
        super().__init__()
        self.clock = clock
        # Set: every request must carry this key (x-goog-api-key), as Gemini's do.
        self.api_key = api_key
        # Models the fake knows (GET models/<name>); None knows every name.
        self.models: set[str] | None = None
        self.caches: dict[str, dict[str, Any]] = {}
        self.created: list[dict[str, Any]] = []
        self.patched: list[str] = []
        self._ids = itertools.count(1)
        self.app = self._build()

    def forget_all(self) -> None:
        """Gemini dropped every cache (expired, deleted): the next use answers 404."""
        self.caches.clear()

    def _expiry(self, ttl: str | None) -> str:
        seconds = float((ttl or "3600s").rstrip("s"))
        moment: datetime = self.clock.now() + timedelta(seconds=seconds)
        return moment.isoformat().replace("+00:00", "Z")

    def _build(self) -> FastAPI:
        app = FastAPI()

        @app.middleware("http")
        async def check_key(request: Request, call_next: Any) -> Any:
            if self.api_key is not None and request.headers.get("x-goog-api-key") != self.api_key:
                # What Gemini answers for a wrong key (400, not 401).
                message = "API key not valid. Please pass a valid API key."
                body = {"error": {"code": 400, "message": message, "status": "INVALID_ARGUMENT"}}
                return JSONResponse(body, status_code=400)
            return await call_next(request)

        @app.get("/{version}/models/{model}")
        async def model_info(version: str, model: str) -> JSONResponse:
            if self.models is not None and model not in self.models:
                return await _answer(Fail(404, f"models/{model} is not found for API version"))
            return JSONResponse(
                {"name": f"models/{model}", "displayName": model, "inputTokenLimit": 1048576}
            )

        @app.post("/{version}/cachedContents")
        async def create(version: str, request: Request) -> JSONResponse:
            body = await request.json()
            name = f"cachedContents/fake{next(self._ids)}"
            cache = {
                "name": name,
                "model": body["model"],
                "expireTime": self._expiry(body.get("ttl")),
            }
            self.caches[name] = cache
            self.created.append(body)
            return JSONResponse({**cache, "usageMetadata": {"totalTokenCount": 3100}})

        @app.patch("/{version}/cachedContents/{cache_id}")
        async def update(version: str, cache_id: str, request: Request) -> JSONResponse:
            name = f"cachedContents/{cache_id}"
            if name not in self.caches:
                return await _answer(Fail(404, "CachedContent not found"))
            body = await request.json()
            self.caches[name]["expireTime"] = self._expiry(body.get("ttl"))
            self.patched.append(name)
            return JSONResponse(self.caches[name])

        @app.post("/{version}/models/{target}")
        async def generate(version: str, target: str, request: Request) -> JSONResponse:
            assert target.endswith(":generateContent"), target
            body = await request.json()
            self.requests.append(body)
            cached = body.get("cachedContent")
            if cached is not None and cached not in self.caches:
                return await _answer(Fail(404, f"CachedContent not found: {cached}"))
            return await _answer(self.next())

        return app


def _gemini_usage(cached: int = 3000) -> dict[str, int]:
    return {
        "promptTokenCount": cached + 400,
        "cachedContentTokenCount": cached,
        "candidatesTokenCount": 60,
        "totalTokenCount": cached + 460,
    }


def gemini_text(answer: dict[str, Any] | str) -> dict[str, Any]:
    text = answer if isinstance(answer, str) else json.dumps(answer)
    return {
        "candidates": [
            {"content": {"role": "model", "parts": [{"text": text}]}, "finishReason": "STOP"}
        ],
        "usageMetadata": _gemini_usage(),
    }


def gemini_call(name: str, args: dict[str, Any]) -> dict[str, Any]:
    part = {"functionCall": {"name": name, "args": args}}
    return {
        "candidates": [{"content": {"role": "model", "parts": [part]}, "finishReason": "STOP"}],
        "usageMetadata": _gemini_usage(),
    }


# ---- OpenAI --------------------------------------------------------------------------------


class FakeOpenAI(Recorder):
    def __init__(self, refuse_json_schema: bool = False, model: str = "tiny") -> None:
        super().__init__()
        self.refuse_json_schema = refuse_json_schema
        self.model = model
        self.app = self._build()

    def _build(self) -> FastAPI:
        app = FastAPI()

        @app.get("/v1/models")
        async def models() -> JSONResponse:
            listed = [{"id": self.model, "object": "model", "created": 0, "owned_by": "fake"}]
            return JSONResponse({"object": "list", "data": listed})

        @app.post("/v1/chat/completions")
        async def complete(request: Request) -> JSONResponse:
            body = await request.json()
            self.requests.append(body)
            response_format = (body.get("response_format") or {}).get("type")
            if self.refuse_json_schema and response_format == "json_schema":
                return await _answer(Fail(400, "response_format json_schema is not supported"))
            item = self.next()
            if isinstance(item, dict):
                item = {**item, "model": body["model"]}
            return await _answer(item)

        return app


def _openai(message: dict[str, Any], finish: str) -> dict[str, Any]:
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": 1_790_000_000,
        "model": "",
        "choices": [{"index": 0, "message": message, "finish_reason": finish}],
        "usage": {
            "prompt_tokens": 2900,
            "completion_tokens": 70,
            "total_tokens": 2970,
            "prompt_tokens_details": {"cached_tokens": 2560},
        },
    }


def openai_text(answer: dict[str, Any] | str) -> dict[str, Any]:
    text = answer if isinstance(answer, str) else json.dumps(answer)
    return _openai({"role": "assistant", "content": text}, "stop")


def openai_call(name: str, args: dict[str, Any], call_id: str = "call_1") -> dict[str, Any]:
    call = {
        "id": call_id,
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(args)},
    }
    return _openai({"role": "assistant", "content": None, "tool_calls": [call]}, "tool_calls")
