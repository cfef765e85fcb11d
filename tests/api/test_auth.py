from __future__ import annotations

from datetime import timedelta

import pytest


def test_register_then_login(client, register):
    user = register("ann", units="kg", timezone="Europe/Warsaw")
    assert user.user_id.startswith("usr_")
    response = client.post("/api/auth/login", json={"username": "ann", "password": "correct horse"})
    assert response.status_code == 200
    assert response.json()["user_id"] == user.user_id
    token = response.json()["token"]
    assert (
        client.get("/api/memory", headers={"Authorization": f"Bearer {token}"}).status_code == 200
    )


def test_a_taken_username_is_409(client, register):
    register("ann")
    response = client.post(
        "/api/auth/register", json={"username": "ann", "password": "another one"}
    )
    assert response.status_code == 409
    assert response.json()["code"] == "username_taken"


@pytest.mark.parametrize("password", ["wrong horse", "correct horse "])
def test_bad_credentials_are_401(client, register, password):
    register("ann")
    response = client.post("/api/auth/login", json={"username": "ann", "password": password})
    assert response.status_code == 401
    assert response.json()["code"] == "invalid_credentials"


def test_unknown_user_is_the_same_401(client):
    response = client.post("/api/auth/login", json={"username": "nobody", "password": "whatever1"})
    assert response.status_code == 401
    assert response.json()["code"] == "invalid_credentials"


@pytest.mark.parametrize(
    "body",
    [
        {"username": "ann", "password": "short"},
        {"username": "a", "password": "long enough"},
        {"username": "ann smith", "password": "long enough"},
        {"username": "ann", "password": "long enough", "units": "stone"},
        {"username": "ann", "password": "long enough", "timezone": "Mars/Olympus"},
        {"username": "ann", "password": "long enough", "timezone": "../../etc/passwd"},
        {"username": "x" * 41, "password": "long enough"},
    ],
)
def test_bad_registrations_are_422_and_create_nobody(client, body):
    response = client.post("/api/auth/register", json=body)
    assert response.status_code == 422
    assert response.json()["code"] == "validation_error"
    login = client.post(
        "/api/auth/login", json={"username": body["username"][:40], "password": body["password"]}
    )
    assert login.status_code == 401


def test_tokens_expire_after_the_ttl(client, register, clock):
    user = register()
    assert client.get("/api/memory", headers=user.headers).status_code == 200
    clock.set(clock.now() + timedelta(days=30, seconds=1))
    response = client.get("/api/memory", headers=user.headers)
    assert response.status_code == 401
    assert response.json()["code"] == "unauthorized"


@pytest.mark.parametrize("header", ["", "Bearer", "Bearer ", "Basic abc", "Bearer not-a-token"])
def test_missing_or_bad_tokens_are_401(client, header):
    response = client.get("/api/memory", headers={"Authorization": header} if header else {})
    assert response.status_code == 401
    assert response.json()["code"] == "unauthorized"
    assert response.headers["www-authenticate"] == "Bearer"
