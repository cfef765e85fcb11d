"""The browser client as the server delivers it: the page, its assets, and what it refuses."""

from __future__ import annotations

import re

import pytest

from fitcoach.api.routers.web import WEB_DIR


def _error_shape(response):
    body = response.json()
    assert set(body) == {"detail", "code", "request_id"}
    assert body["request_id"] == response.headers["x-request-id"]
    return body


def test_the_page_is_html_under_a_strict_csp(client):
    response = client.get("/")
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/html; charset=utf-8"
    csp = response.headers["content-security-policy"]
    directives = dict(part.strip().split(" ", 1) for part in csp.split(";"))
    assert directives["default-src"] == "'none'"
    assert directives["script-src"] == "'self'"
    assert directives["style-src"] == "'self'"
    assert directives["connect-src"] == "'self'"
    assert directives["frame-ancestors"] == "'none'"
    assert "unsafe-inline" not in csp and "unsafe-eval" not in csp
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["cache-control"] == "no-cache"
    assert '<script type="module" src="/static/app.js"></script>' in response.text


def test_the_page_works_under_its_own_csp():
    """No inline scripts, styles or event handlers anywhere, and nothing from another origin."""
    for path in WEB_DIR.iterdir():
        if path.suffix not in (".html", ".js", ".css"):
            continue
        # The SVG namespace is a name, never fetched; everything else that looks like a URL
        # to another host is refused.
        text = path.read_text("utf-8").replace('"http://www.w3.org/2000/svg"', '""')
        assert not re.search(r"\son[a-z]+\s*=", text), f"inline event handler in {path.name}"
        assert "innerHTML" not in text and "insertAdjacentHTML" not in text, path.name
        assert "eval(" not in text and "new Function" not in text, path.name
        assert not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}/", text), (
            f"remote URL in {path.name}"
        )
        if path.suffix == ".html":
            assert not re.search(r"<script(?![^>]*\ssrc=)[^>]*>", text), "inline <script>"
            assert "<style" not in text and "style=" not in text, "inline style"


@pytest.mark.parametrize(
    ("name", "content_type"),
    [
        ("app.js", "text/javascript; charset=utf-8"),
        ("markdown.js", "text/javascript; charset=utf-8"),
        ("app.css", "text/css; charset=utf-8"),
    ],
)
def test_assets_have_their_content_type(client, name, content_type):
    response = client.get(f"/static/{name}")
    assert response.status_code == 200
    assert response.headers["content-type"] == content_type
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.content == (WEB_DIR / name).read_bytes()


def test_every_module_the_client_imports_is_served(client):
    """A module graph with a missing file breaks the whole page, so walk it from app.js."""
    seen: set[str] = set()
    todo = ["app.js"]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        response = client.get(f"/static/{name}")
        assert response.status_code == 200, name
        todo += re.findall(r'from "\./([a-z0-9_-]+\.js)"', response.text)
    assert {"api.js", "coach.js", "plan.js", "memory.js", "log.js", "markdown.js"} <= seen


def test_unchanged_assets_revalidate_to_304(client):
    first = client.get("/static/app.css")
    assert first.headers["cache-control"] == "no-cache"
    etag = first.headers["etag"]
    again = client.get("/static/app.css", headers={"If-None-Match": etag})
    assert again.status_code == 304
    assert again.content == b""
    changed = client.get("/static/app.css", headers={"If-None-Match": '"something-else"'})
    assert changed.status_code == 200


@pytest.mark.parametrize(
    "path",
    [
        "/static/nope.js",
        "/static/app.py",
        "/static/__init__.py",
        "/static/index.html",
        "/static/",
        "/static/APP.JS",
    ],
)
def test_unknown_static_paths_are_404_in_the_error_shape(client, path):
    response = client.get(path)
    assert response.status_code == 404
    assert _error_shape(response)["code"] == "not_found"


@pytest.mark.parametrize(
    "path",
    [
        "/static/..%2f__init__.py",
        "/static/..%2F..%2Fconfig.py",
        "/static/%2e%2e/%2e%2e/pyproject.toml",
        "/static/..%5c__init__.py",
        "/static/sub/app.js",
        "/static/%2fetc%2fpasswd",
        "/static/app.js%00.css",
    ],
)
def test_path_traversal_is_refused(client, path):
    response = client.get(path)
    assert response.status_code == 404
    body = _error_shape(response)
    assert body["code"] == "not_found"
    assert "import" not in response.text and "root:" not in response.text


def test_the_page_needs_no_sign_in_but_the_api_still_does(client):
    assert client.get("/").status_code == 200
    assert client.get("/static/app.js").status_code == 200
    assert client.get("/api/plans/current").status_code == 401
