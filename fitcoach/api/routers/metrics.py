"""GET /metrics: Prometheus text format (turns per brain, fallbacks, latency, tokens).

Unauthenticated like /healthz, as scrapers expect: it holds counts and timings only, never
user data. Bind the server to a private address (the default is loopback) to keep it in.
"""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.responses import Response

from fitcoach.metrics import exposition

router = APIRouter(tags=["health"])


@router.get("/metrics", include_in_schema=False)
async def metrics() -> Response:
    body, content_type = exposition()
    return Response(content=body, media_type=content_type)
