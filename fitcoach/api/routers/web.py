"""The browser client: `/` is the single page, `/static/<file>` its scripts and styles.

Files come from the `fitcoach.web` package directory, so the client ships inside the wheel
and works offline. Only flat names with a known suffix are served: a name is matched
against a strict pattern before the filesystem is touched, which makes traversal
(`..`, slashes, encoded separators) and leaking other package files (`.py`) impossible.

Caching: assets have no content hash in their names (no build step, and ES modules
import each other by plain relative paths), so every response is `no-cache` with a strong
ETag: browsers revalidate and get a cheap 304 while nothing changed, and never run a
stale module after an upgrade.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from fastapi import APIRouter, Request, Response

import fitcoach.web
from fitcoach.api.errors import ApiError

router = APIRouter(include_in_schema=False)

WEB_DIR = Path(fitcoach.web.__file__).resolve().parent

CONTENT_TYPES = {
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
}
_ASSET_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}\.(js|css)$")

# Everything the page needs comes from this origin; no inline script or style, no frames.
CSP = "; ".join(
    (
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "connect-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)

_COMMON_HEADERS = {
    "Cache-Control": "no-cache",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


def _not_found() -> ApiError:
    return ApiError(404, "not_found", "no such file")


def _etag(body: bytes) -> str:
    return '"' + hashlib.sha256(body).hexdigest()[:32] + '"'


def _serve(request: Request, body: bytes, media_type: str, extra: dict[str, str]) -> Response:
    etag = _etag(body)
    headers = {**_COMMON_HEADERS, **extra, "ETag": etag}
    if etag in request.headers.get("if-none-match", ""):
        return Response(status_code=304, headers=headers)
    return Response(content=body, media_type=media_type, headers=headers)


@router.api_route("/", methods=["GET", "HEAD"])
def index(request: Request) -> Response:
    body = (WEB_DIR / "index.html").read_bytes()
    return _serve(
        request,
        body,
        "text/html; charset=utf-8",
        {"Content-Security-Policy": CSP, "X-Frame-Options": "DENY"},
    )


@router.api_route("/static/{name:path}", methods=["GET", "HEAD"])
def static(name: str, request: Request) -> Response:
    if not _ASSET_NAME.match(name):
        raise _not_found()
    path = WEB_DIR / name
    if not path.is_file():
        raise _not_found()
    return _serve(request, path.read_bytes(), CONTENT_TYPES[path.suffix], {})
