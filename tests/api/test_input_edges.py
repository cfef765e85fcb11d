"""Input edges: dates outside a sane window, strict JSON types, idempotent retries."""

from __future__ import annotations

import pytest

BENCH = "flat-bb-bench-press"


def _body(**overrides):
    body = {
        "completed_at": "2026-09-15T18:00:00Z",
        "exercises_logged": [{"exercise_id": BENCH, "sets": [{"weight": 100, "reps": 5}]}],
    }
    body.update(overrides)
    return body


def _set(**values):
    return _body(exercises_logged=[{"exercise_id": BENCH, "sets": [values]}])


def _logs(client, user):
    return client.get("/api/workouts/logs", headers=user.headers).json()["logs"]


@pytest.mark.parametrize(
    ("timezone", "completed_at"),
    [
        ("America/New_York", "0001-01-01T00:00:00Z"),
        ("America/New_York", "0001-01-01T00:00:00"),
        ("UTC", "0001-01-01T00:00:00+14:00"),
        ("Pacific/Kiritimati", "2026-09-15T08:00:00+14:00"),
        ("UTC", "9999-12-31T23:59:59-14:00"),
        ("UTC", "1900-06-01T10:00:00Z"),
        ("UTC", "1999-12-31T23:00:00Z"),
        ("UTC", "2026-09-18T12:00:00Z"),
    ],
)
def test_dates_outside_the_window_are_422_never_500(client, register, timezone, completed_at):
    user = register(timezone=timezone)
    response = client.post(
        "/api/workouts/log", headers=user.headers, json=_body(completed_at=completed_at)
    )
    if completed_at.startswith("2026-09-15"):
        assert response.status_code == 201  # +14:00 is a real offset, inside the window
        return
    assert response.status_code == 422, response.text
    assert response.json()["code"] == "validation_error"
    assert _logs(client, user) == []


@pytest.mark.parametrize(
    "bad_set",
    [
        {"weight": True, "reps": 5},
        {"weight": 100, "reps": "10"},
        {"weight": "100", "reps": 5},
        {"weight": 100, "reps": 5.5},
        {"weight": 100, "reps": True},
        {"weight": 100, "reps": 5, "rpe": False},
    ],
)
def test_numbers_are_strict_json_numbers(client, register, bad_set):
    user = register()
    response = client.post("/api/workouts/log", headers=user.headers, json=_set(**bad_set))
    assert response.status_code == 422
    assert _logs(client, user) == []


def test_a_whole_float_is_a_rep_count_as_json_schema_says(client, register):
    user = register()
    response = client.post(
        "/api/workouts/log", headers=user.headers, json=_set(weight=100, reps=5.0)
    )
    assert response.status_code == 201
    assert _logs(client, user)[0]["exercises_logged"][0]["sets"][0]["reps"] == 5


def test_integers_are_fine_as_weights(client, register):
    user = register()
    response = client.post(
        "/api/workouts/log", headers=user.headers, json=_set(weight=100, reps=5, rpe=8)
    )
    assert response.status_code == 201


def test_a_retry_with_the_same_idempotency_key_returns_the_first_result(client, register):
    user = register()
    headers = {**user.headers, "Idempotency-Key": "7d1c2a4e-retry"}
    first = client.post("/api/workouts/log", headers=headers, json=_body())
    again = client.post("/api/workouts/log", headers=headers, json=_body())
    assert first.status_code == again.status_code == 201
    assert again.json() == first.json()
    assert again.headers["Idempotent-Replayed"] == "true"
    assert len(_logs(client, user)) == 1
    other = client.post(
        "/api/workouts/log", headers={**user.headers, "Idempotency-Key": "another"}, json=_body()
    )
    assert other.status_code == 201 and other.json()["log_id"] != first.json()["log_id"]
    assert len(_logs(client, user)) == 2


def test_an_idempotency_key_reused_for_another_body_is_refused(client, register):
    user = register()
    headers = {**user.headers, "Idempotency-Key": "k1"}
    assert client.post("/api/workouts/log", headers=headers, json=_body()).status_code == 201
    response = client.post("/api/workouts/log", headers=headers, json=_set(weight=90, reps=5))
    assert response.status_code == 409
    assert response.json()["code"] == "idempotency_key_reused"
    assert len(_logs(client, user)) == 1


def test_keys_are_per_user(client, register):
    ann, bob = register(), register()
    key = {"Idempotency-Key": "same-key"}
    a = client.post("/api/workouts/log", headers={**ann.headers, **key}, json=_body())
    b = client.post("/api/workouts/log", headers={**bob.headers, **key}, json=_body())
    assert a.status_code == b.status_code == 201
    assert a.json()["log_id"] != b.json()["log_id"]
