"""One error shape everywhere: {"detail", "code", "request_id"} + an X-Request-ID header.

A pure ASGI middleware (outermost) assigns the request id, enforces the body-size cap
(declared Content-Length and the bytes actually streamed) and turns any unhandled
exception into a 500 of the same shape, so even crashes carry the id.
"""

from __future__ import annotations

import json
import logging
import re
import uuid
from collections.abc import Awaitable, Callable, MutableMapping
from http import HTTPStatus
from typing import Any

from fastapi import FastAPI, HTTPException, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from fitcoach.api.security import HashGateBusy
from fitcoach.store.errors import NotFound, StoreError, busy_errors
from fitcoach.store.tools import UnknownName

log = logging.getLogger("fitcoach.api")

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

REQUEST_ID_HEADER = "X-Request-ID"
_SANE_ID = re.compile(r"^[A-Za-z0-9._:-]{1,64}$")

CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    413: "payload_too_large",
    415: "unsupported_media_type",
    422: "validation_error",
    429: "too_many_requests",
    500: "internal_error",
    503: "server_busy",
}


class ApiError(HTTPException):
    """Raise from routes: a status, a machine code and a human detail."""

    def __init__(self, status_code: int, code: str, detail: str, headers: Any = None) -> None:
        super().__init__(status_code=status_code, detail=detail, headers=headers)
        self.code = code


class BodyTooLarge(ApiError):
    def __init__(self, limit: int) -> None:
        super().__init__(413, "payload_too_large", f"request body over {limit} bytes")


def request_id_of(request: Request) -> str:
    return str(request.scope.get("state", {}).get("request_id", ""))


def error_body(status: int, code: str, detail: str, request_id: str) -> dict[str, str]:
    return {"detail": detail, "code": code, "request_id": request_id}


def error_response(
    request: Request, status: int, code: str, detail: str, headers: Any = None
) -> JSONResponse:
    return JSONResponse(
        error_body(status, code, detail, request_id_of(request)), status, headers=headers
    )


def _field(loc: Any) -> str:
    parts = [str(p) for p in loc if p not in ("body", "query", "path", "header")]
    return ".".join(parts) or "request"


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = getattr(exc, "code", None) or CODES.get(exc.status_code, "error")
        detail = exc.detail if isinstance(exc.detail, str) else HTTPStatus(exc.status_code).phrase
        return error_response(request, exc.status_code, code, detail, exc.headers)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = exc.errors()
        if any(error.get("type") == "json_invalid" for error in errors):
            return error_response(request, 400, "malformed_json", "the body is not valid JSON")
        first = errors[0] if errors else {"loc": (), "msg": "invalid request"}
        detail = f"{_field(first.get('loc', ()))}: {first.get('msg', 'invalid')}"
        if len(errors) > 1:
            detail += f" (and {len(errors) - 1} more)"
        return error_response(request, 422, "validation_error", detail)

    @app.exception_handler(StoreError)
    async def _store(request: Request, exc: StoreError) -> JSONResponse:
        # The same Idempotency-Key with another body is a Conflict too: the key is taken.
        status = 404 if isinstance(exc, NotFound) else 409
        return error_response(request, status, exc.code, exc.detail)

    async def _busy(request: Request, exc: Exception) -> JSONResponse:
        log.warning("database busy (request %s): %s", request_id_of(request), exc)
        return error_response(
            request, 503, "server_busy", "the server is busy; retry shortly", {"Retry-After": "1"}
        )

    for busy in (*busy_errors(), HashGateBusy):
        app.add_exception_handler(busy, _busy)

    @app.exception_handler(UnknownName)
    async def _unknown(request: Request, exc: UnknownName) -> JSONResponse:
        return error_response(request, 422, f"unknown_{exc.kind}", str(exc))


class RequestContextMiddleware:
    def __init__(self, app: ASGIApp, max_body_bytes: int) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        incoming = headers.get("x-request-id", "")
        request_id = incoming if _SANE_ID.match(incoming) else uuid.uuid4().hex
        scope.setdefault("state", {})["request_id"] = request_id
        started = False

        async def send_with_id(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                raw = [
                    (k, v) for k, v in message.get("headers", []) if k.lower() != b"x-request-id"
                ]
                raw.append((b"x-request-id", request_id.encode("latin-1")))
                message["headers"] = raw
            await send(message)

        async def plain(status: int, code: str, detail: str) -> None:
            body = json.dumps(error_body(status, code, detail, request_id)).encode("utf-8")
            await send_with_id(
                {
                    "type": "http.response.start",
                    "status": status,
                    "headers": [
                        (b"content-type", b"application/json"),
                        (b"content-length", str(len(body)).encode("ascii")),
                    ],
                }
            )
            await send_with_id({"type": "http.response.body", "body": body})

        declared = headers.get("content-length")
        if declared is not None:
            if not declared.isdigit():
                await plain(400, "bad_request", "invalid Content-Length")
                return
            if int(declared) > self.max_body_bytes:
                await plain(
                    413, "payload_too_large", f"request body over {self.max_body_bytes} bytes"
                )
                return

        seen = 0

        async def counted_receive() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_body_bytes:
                    raise BodyTooLarge(self.max_body_bytes)
            return message

        try:
            await self.app(scope, counted_receive, send_with_id)
        except BodyTooLarge as exc:
            if not started:
                await plain(413, exc.code, str(exc.detail))
        except Exception:
            log.exception("unhandled error (request %s)", request_id)
            if not started:
                await plain(500, "internal_error", "internal server error")
