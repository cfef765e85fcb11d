"""/docs works offline: every asset from this server, under a CSP that pins the script."""

from __future__ import annotations

import base64
import hashlib
import re


def test_docs_page_loads_only_our_own_assets_under_a_csp(client):
    page = client.get("/docs")
    assert page.status_code == 200
    html = page.text
    sources = re.findall(r'(?:src|href)="([^"]+)"', html)
    assert sources and all(s.startswith("/docs/assets/") for s in sources), sources
    for source in sources:
        asset = client.get(source)
        assert asset.status_code == 200 and len(asset.content) > 500
    csp = page.headers["Content-Security-Policy"]
    assert "default-src 'none'" in csp and "script-src 'self' 'sha256-" in csp
    assert "cdn" not in html.lower() and "http" not in csp
    # The only inline script is the one whose hash the policy names.
    inline = re.findall(r"<script>(.*?)</script>", html, re.DOTALL)
    assert len(inline) == 1
    digest = base64.b64encode(hashlib.sha256(inline[0].encode()).digest()).decode()
    assert f"'sha256-{digest}'" in csp
    assert client.get("/openapi.json").status_code == 200


def test_only_the_listed_assets_are_served(client):
    assert client.get("/docs/assets/index.html").status_code == 404
    assert client.get("/docs/assets/..%2F..%2F__init__.py").status_code == 404
    # ReDoc would need a CDN: it is off (the web client may answer the path, not ReDoc).
    assert "redoc.standalone" not in client.get("/redoc").text
