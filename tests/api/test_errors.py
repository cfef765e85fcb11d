from __future__ import annotations

import pytest


def _shape(response):
    body = response.json()
    assert set(body) == {"detail", "code", "request_id"}
    assert body["request_id"] == response.headers["x-request-id"]
    return body


def test_healthz_and_a_generated_request_id(client):
    response = client.get("/healthz")
    assert response.status_code == 200
    assert len(response.headers["x-request-id"]) == 32


def test_a_sane_incoming_request_id_is_echoed_and_an_odd_one_replaced(client):
    assert (
        client.get("/healthz", headers={"X-Request-ID": "abc-123"}).headers["x-request-id"]
        == "abc-123"
    )
    odd = client.get("/healthz", headers={"X-Request-ID": "bad id <script>"})
    assert odd.headers["x-request-id"] != "bad id <script>"


@pytest.mark.parametrize(
    ("method", "path", "status", "code"),
    [
        ("GET", "/api/nothing-here", 404, "not_found"),
        ("DELETE", "/healthz", 405, "method_not_allowed"),
        ("GET", "/api/memory", 401, "unauthorized"),
    ],
)
def test_one_error_shape(client, method, path, status, code):
    response = client.request(method, path)
    assert response.status_code == status
    assert _shape(response)["code"] == code


def test_malformed_json_is_400(client):
    response = client.post(
        "/api/auth/register", content=b'{"username": ', headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 400
    assert _shape(response)["code"] == "malformed_json"


def test_validation_errors_are_422(client):
    response = client.post("/api/auth/register", json={"username": "ann"})
    assert response.status_code == 422
    body = _shape(response)
    assert body["code"] == "validation_error"
    assert "password" in body["detail"]


def test_an_oversized_body_is_413_by_declared_length(client, settings):
    body = b"{" + b" " * settings.max_body_bytes + b"}"
    response = client.post(
        "/api/auth/register", content=body, headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 413
    assert _shape(response)["code"] == "payload_too_large"


def test_an_oversized_streamed_body_is_413(client, settings):
    def chunks():
        for _ in range(settings.max_body_bytes // 1024 + 2):
            yield b" " * 1024

    response = client.post(
        "/api/auth/register", content=chunks(), headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 413
    assert _shape(response)["code"] == "payload_too_large"
