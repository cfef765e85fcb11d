"""Auth under attack: throttled failed logins, logout that revokes, a NIST-style password
policy, case-insensitive usernames, bounded hashing."""

from __future__ import annotations

import pytest

from fitcoach.api.app import create_app
from fitcoach.api.security import password_problem
from fitcoach.config import Settings
from fitcoach.store.throttle import throttle_key


def _login(client, username, password):
    return client.post("/api/auth/login", json={"username": username, "password": password})


@pytest.fixture
def strict_client(db_url, clock):
    from fastapi.testclient import TestClient

    settings = Settings(
        database_url=db_url,
        login_failures_per_user=3,
        login_failures_per_address=5,
        login_block_seconds=120,
    )
    with TestClient(create_app(settings, clock=clock)) as client:
        yield client


def _register(client, username):
    response = client.post(
        "/api/auth/register", json={"username": username, "password": "correct horse"}
    )
    assert response.status_code == 201, response.text
    return response.json()


def test_failed_logins_per_username_are_throttled_with_retry_after(strict_client):
    _register(strict_client, "ann")
    for _ in range(3):
        assert _login(strict_client, "ann", "wrong horse").status_code == 401
    blocked = _login(strict_client, "ann", "correct horse")  # even the right password waits
    assert blocked.status_code == 429
    assert blocked.json()["code"] == "too_many_attempts"
    assert 1 <= int(blocked.headers["Retry-After"]) <= 120
    # The name is blocked, not every account.
    _register(strict_client, "bob")
    assert _login(strict_client, "bob", "correct horse").status_code == 200


def test_failed_logins_per_address_are_throttled_across_names(strict_client):
    for name in ("a1", "b2", "c3", "d4", "e5"):
        assert _login(strict_client, name, "whatever x").status_code == 401
    response = _login(strict_client, "f6", "whatever x")
    assert response.status_code == 429
    assert "Retry-After" in response.headers


def test_the_throttle_lives_in_the_database_shared_by_instances(strict_client, db_url, clock):
    """A second app on the same database (another instance) sees the same block."""
    from fastapi.testclient import TestClient

    _register(strict_client, "ann")
    for _ in range(3):
        _login(strict_client, "ann", "wrong horse")
    other = create_app(
        Settings(database_url=db_url, login_failures_per_user=3, login_block_seconds=120),
        clock=clock,
    )
    with TestClient(other) as second:
        assert _login(second, "ANN", "correct horse").status_code == 429
    assert throttle_key("user", "ANN") == throttle_key("user", "ann")


def test_a_good_login_resets_the_username_count(strict_client):
    _register(strict_client, "ann")
    for _ in range(2):
        _login(strict_client, "ann", "wrong horse")
    assert _login(strict_client, "ann", "correct horse").status_code == 200
    for _ in range(2):
        assert _login(strict_client, "ann", "wrong horse").status_code == 401
    assert _login(strict_client, "ann", "correct horse").status_code == 200


def test_logout_revokes_only_that_token(client, register):
    user = register("ann")
    other = _login(client, "ann", "correct horse").json()["token"]
    response = client.post("/api/auth/logout", headers=user.headers)
    assert response.status_code == 204
    assert response.content == b""
    assert client.get("/api/memory", headers=user.headers).status_code == 401
    assert client.post("/api/auth/logout", headers=user.headers).status_code == 401
    assert (
        client.get("/api/memory", headers={"Authorization": f"Bearer {other}"}).status_code == 200
    )


def test_logout_needs_a_token(client):
    assert client.post("/api/auth/logout").status_code == 401


@pytest.mark.parametrize(
    "password",
    ["password", "Password1", "aaaaaaaa", "12345678", "qwertyuiop", "abcdefgh", "short"],
)
def test_weak_passwords_are_refused(client, password):
    response = client.post("/api/auth/register", json={"username": "ann", "password": password})
    assert response.status_code == 422
    assert response.json()["code"] in ("weak_password", "validation_error")
    assert _login(client, "ann", password).status_code == 401  # nothing was created


def test_long_passphrases_of_any_characters_are_fine():
    # No composition rules: no digit, no capital, no symbol needed.
    assert password_problem("correct horse battery staple", "ann") is None
    assert password_problem("żółć gęślą jaźń", "ann") is None
    assert password_problem("annann12", "ann") is not None


def test_usernames_are_unique_regardless_of_case(client, register):
    register("Case")
    taken = client.post(
        "/api/auth/register", json={"username": "case", "password": "another horse"}
    )
    assert taken.status_code == 409
    assert taken.json()["code"] == "username_taken"
    assert _login(client, "CASE", "correct horse").status_code == 200
