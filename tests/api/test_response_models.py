"""Every success body is declared in the OpenAPI document as a closed object, and what the
routes really answer conforms to it (checked with schemathesis's own response validation,
the check the contract run applies to generated requests)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest
import schemathesis

from fitcoach.memory.models import MemoryChange, Tier1Entry, Tier2Entry

MONDAY = date(2026, 9, 14)
BENCH = "flat-bb-bench-press"


def _operations(doc: dict[str, Any]) -> list[tuple[str, str, str, dict[str, Any]]]:
    return [
        (method.upper(), path, code, response)
        for path, ops in doc["paths"].items()
        for method, op in ops.items()
        for code, response in op["responses"].items()
        if code.startswith("2")
    ]


def test_every_success_body_is_a_declared_closed_object(app):
    doc = app.openapi()
    components = doc["components"]["schemas"]
    bodies = 0
    for method, path, code, response in _operations(doc):
        if code == "204":
            assert "content" not in response, (method, path)
            continue
        schema = response["content"]["application/json"]["schema"]
        assert set(schema) == {"$ref"}, (method, path, schema)
        model = components[schema["$ref"].rsplit("/", 1)[1]]
        assert model["type"] == "object" and model["properties"], (method, path)
        assert model.get("additionalProperties") is False, (method, path)
        bodies += 1
    assert bodies >= 17


@pytest.fixture
def world(client, register, repository, make_week, clock):
    """A user with a plan, a memory, two logs and two staged proposals."""
    user = register("casey")
    repository.save_plan(user.user_id, make_week(MONDAY), clock.now(), None)
    remember = [
        MemoryChange(
            operation="CREATE",
            tier="tier_1_staples",
            entry=Tier1Entry(category="goal", fact="Hypertrophy, chest priority"),
        ),
        MemoryChange(
            operation="CREATE",
            tier="tier_2_physiological",
            entry=Tier2Entry(
                body_part="Hamstrings",
                condition="soreness",
                fact="Sore hamstrings after deadlifts",
                effective_date=date(2026, 9, 16),
                expires_at=clock.now() + timedelta(hours=48),
            ),
        ),
    ]
    repository.apply_memory_changes(user.user_id, remember, clock.now())
    staged = []
    for title in ("Legs", "Pull"):
        staged.append(
            repository.create_proposal(
                user.user_id,
                type="UPDATE_DAY",
                target_day="wednesday",
                week_start_date=MONDAY,
                data=make_week(MONDAY, title=title).days["wednesday"],
                summary_diff="change",
                base_version=1,
                now=clock.now(),
            )
        )
    for at, weight in (("2026-09-07T18:00:00Z", 60), ("2026-09-09T18:00:00Z", 65)):
        body = {
            "completed_at": at,
            "exercises_logged": [{"exercise_id": BENCH, "sets": [{"weight": weight, "reps": 8}]}],
        }
        assert client.post("/api/workouts/log", headers=user.headers, json=body).status_code == 201
    return user, staged


def test_every_routes_real_answer_conforms_to_the_document(app, client, world):
    user, (accepted, rejected) = world
    schema = schemathesis.openapi.from_dict(app.openapi())
    headers = user.headers
    memory = client.get("/api/memory", headers=headers)
    forget = memory.json()["tier_1_staples"][0]["id"]
    calls: list[tuple[str, str, str, dict[str, Any]]] = [
        ("GET", "/healthz", "/healthz", {}),
        (
            "POST",
            "/api/auth/register",
            "/api/auth/register",
            {"json": {"username": "dana", "password": "a long pass phrase"}},
        ),
        (
            "POST",
            "/api/auth/login",
            "/api/auth/login",
            {"json": {"username": "casey", "password": "correct horse"}},
        ),
        ("POST", "/api/coach/chat", "/api/coach/chat", {"json": {"message": "How's my bench?"}}),
        ("GET", "/api/coach/history", "/api/coach/history", {}),
        (
            "POST",
            "/api/coach/proposals/{proposal_id}/accept",
            f"/api/coach/proposals/{accepted}/accept",
            {},
        ),
        (
            "POST",
            "/api/coach/proposals/{proposal_id}/reject",
            f"/api/coach/proposals/{rejected}/reject",
            {},
        ),
        ("GET", "/api/plans/current", "/api/plans/current", {}),
        ("GET", "/api/plans/{week_start_date}", f"/api/plans/{MONDAY.isoformat()}", {}),
        (
            "POST",
            "/api/workouts/log",
            "/api/workouts/log",
            {
                "json": {
                    "completed_at": "2026-09-16T08:00:00Z",
                    "exercises_logged": [
                        {"exercise_id": BENCH, "sets": [{"weight": 70, "reps": 5, "rir": 2}]}
                    ],
                }
            },
        ),
        ("GET", "/api/workouts/logs", "/api/workouts/logs", {}),
        ("GET", "/api/memory", "/api/memory", {}),
        ("DELETE", "/api/memory/{memory_id}", f"/api/memory/{forget}", {}),
        (
            "GET",
            "/api/analytics/exercises/{slug}/history",
            f"/api/analytics/exercises/{BENCH}/history",
            {},
        ),
        ("GET", "/api/analytics/volume", "/api/analytics/volume?muscle_group=Chest", {}),
        ("GET", "/api/analytics/prs/{slug}", f"/api/analytics/prs/{BENCH}", {}),
        ("GET", "/api/exercises", "/api/exercises", {}),
        ("GET", "/api/exercises/{slug}", f"/api/exercises/{BENCH}", {}),
        ("POST", "/api/auth/logout", "/api/auth/logout", {}),
    ]
    checked = set()
    answers = {}
    for method, template, url, extra in calls:
        response = client.request(method, url, headers=headers, **extra)
        assert 200 <= response.status_code < 300, (url, response.status_code, response.text)
        schema[template][method].validate_response(response)  # raises on any mismatch
        checked.add((method, template))
        answers[(method, template)] = response
    # Every documented operation was exercised with real data.
    assert checked == {(method, path) for method, path, _, _ in _operations(app.openapi())}

    # What a client reads, spot-checked against the data behind it.
    new_prs = answers[("POST", "/api/workouts/log")].json()["new_prs"]
    assert {p["record"]: p["label"] for p in new_prs}["5RM"] == "best 5-rep: 70 lb × 5"
    exercise = answers[("GET", "/api/exercises/{slug}")].json()
    assert exercise["slug"] == BENCH and exercise["class"] == "Compound"
    plan = answers[("POST", "/api/coach/proposals/{proposal_id}/accept")].json()["plan"]
    assert plan["version"] == 2 and plan["days"]["wednesday"]["title"] == "Legs wednesday"
    assert answers[("POST", "/api/coach/proposals/{proposal_id}/reject")].json() == {
        "id": rejected,
        "status": "rejected",
    }
    tiers = memory.json()
    assert [item["fact"] for item in tiers["tier_2_physiological"]] == [
        "Sore hamstrings after deadlifts"
    ]
    assert tiers["tier_1_staples"][0]["created_at"].endswith("+00:00")  # passed through
