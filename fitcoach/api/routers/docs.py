"""/docs: Swagger UI served from our own origin, from the files the swagger-ui-bundle
package ships, under a Content-Security-Policy.

Why: the default page loads its script from a public CDN, so it is blank offline and runs
a third party's code on the origin that holds the user's token. Here every byte comes from
this server, and the CSP allows only our own scripts plus the one inline bootstrap script,
pinned by its hash.
"""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path

from fastapi import APIRouter, HTTPException
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import FileResponse, HTMLResponse
from swagger_ui_bundle import swagger_ui_path

router = APIRouter(include_in_schema=False)

ASSETS = Path(swagger_ui_path)
SERVED = ("swagger-ui-bundle.js", "swagger-ui.css", "favicon-32x32.png")
_INLINE = re.compile(r"<script>(.*?)</script>", re.DOTALL)


def _csp(html: str) -> str:
    hashes = " ".join(
        "'sha256-" + base64.b64encode(hashlib.sha256(s.encode()).digest()).decode() + "'"
        for s in _INLINE.findall(html)
    )
    return (
        "default-src 'none'; "
        f"script-src 'self' {hashes}; "
        # Swagger UI sets style attributes from its script; styles cannot run code.
        "style-src 'self' 'unsafe-inline'; "
        "img-src 'self' data:; "
        "connect-src 'self'; "
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    )


@router.get("/docs")
def docs() -> HTMLResponse:
    page = get_swagger_ui_html(
        openapi_url="/openapi.json",
        title="fitcoach API",
        swagger_js_url="/docs/assets/swagger-ui-bundle.js",
        swagger_css_url="/docs/assets/swagger-ui.css",
        swagger_favicon_url="/docs/assets/favicon-32x32.png",
    )
    html = bytes(page.body).decode("utf-8")
    return HTMLResponse(
        html,
        headers={
            "Content-Security-Policy": _csp(html),
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "no-referrer",
        },
    )


@router.get("/docs/assets/{name}")
def docs_asset(name: str) -> FileResponse:
    if name not in SERVED:  # a fixed list: no path from the URL reaches the file system
        raise HTTPException(404)
    return FileResponse(
        ASSETS / name,
        headers={"Cache-Control": "public, max-age=86400", "X-Content-Type-Options": "nosniff"},
    )
