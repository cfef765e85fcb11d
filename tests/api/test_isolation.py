"""Two users: every user-scoped route refuses the other's ids (404) and a missing token (401)."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.memory.models import MemoryChange, Tier1Entry

MONDAY = date(2026, 9, 14)
BENCH = "flat-bb-bench-press"

USER_ROUTES = [
    ("POST", "/api/coach/proposals/prop_x/accept"),
    ("POST", "/api/coach/proposals/prop_x/reject"),
    ("GET", "/api/plans/current"),
    ("GET", "/api/plans/2026-09-14"),
    ("POST", "/api/workouts/log"),
    ("GET", "/api/workouts/logs"),
    ("GET", "/api/memory"),
    ("DELETE", "/api/memory/mem_x"),
    ("GET", f"/api/analytics/exercises/{BENCH}/history"),
    ("GET", "/api/analytics/volume?muscle_group=Chest"),
    ("GET", f"/api/analytics/prs/{BENCH}"),
    ("GET", "/api/exercises"),
    ("GET", f"/api/exercises/{BENCH}"),
]


@pytest.mark.parametrize(("method", "path"), USER_ROUTES)
def test_no_token_is_401(client, method, path):
    kwargs = {"json": {"exercises_logged": []}} if method == "POST" else {}
    response = client.request(method, path, **kwargs)
    assert response.status_code == 401
    assert response.json()["code"] == "unauthorized"


@pytest.fixture
def ann(client, register, repository, make_week, clock):
    """Ann with a plan, a pending proposal, a memory and a logged session."""
    user = register("ann")
    repository.save_plan(user.user_id, make_week(MONDAY), clock.now(), None)
    proposal = repository.create_proposal(
        user.user_id,
        type="UPDATE_DAY",
        target_day="monday",
        week_start_date=MONDAY,
        data=make_week(MONDAY, title="Legs").days["monday"],
        summary_diff="legs",
        base_version=1,
        now=clock.now(),
    )
    memory = repository.apply_memory_changes(
        user.user_id,
        [
            MemoryChange(
                operation="CREATE",
                tier="tier_1_staples",
                entry=Tier1Entry(category="goal", fact="Strength"),
            )
        ],
        clock.now(),
    )[0]
    log = client.post(
        "/api/workouts/log",
        headers=user.headers,
        json={
            "completed_at": "2026-09-15T18:00:00Z",
            "exercises_logged": [{"exercise_id": BENCH, "sets": [{"weight": 225, "reps": 5}]}],
        },
    )
    assert log.status_code == 201
    return {"user": user, "proposal": proposal, "memory": memory.id}


def test_another_users_resources_are_404(client, register, ann):
    bob = register("bob")
    for path in (
        f"/api/coach/proposals/{ann['proposal']}/accept",
        f"/api/coach/proposals/{ann['proposal']}/reject",
    ):
        response = client.post(path, headers=bob.headers)
        assert response.status_code == 404, path
        assert response.json()["code"] == "proposal_not_found"
    response = client.delete(f"/api/memory/{ann['memory']}", headers=bob.headers)
    assert response.status_code == 404
    assert client.get("/api/plans/2026-09-14", headers=bob.headers).status_code == 404
    assert client.get("/api/plans/current", headers=bob.headers).status_code == 404


def test_another_users_data_is_invisible(client, register, ann):
    bob = register("bob")
    assert client.get("/api/workouts/logs", headers=bob.headers).json()["logs"] == []
    assert (
        client.get(f"/api/workouts/logs?exercise_id={BENCH}", headers=bob.headers).json()["logs"]
        == []
    )
    assert client.get("/api/memory", headers=bob.headers).json()["tier_1_staples"] == []
    assert (
        client.get(f"/api/analytics/prs/{BENCH}", headers=bob.headers).json()["has_records"]
        is False
    )
    assert (
        client.get(f"/api/analytics/exercises/{BENCH}/history", headers=bob.headers).json()[
            "sessions"
        ]
        == []
    )
    volume = client.get("/api/analytics/volume?muscle_group=Chest", headers=bob.headers).json()
    assert volume["total_tonnage_lbs"] == 0


def test_bob_logging_does_not_touch_anns_plan_or_records(client, register, ann):
    bob = register("bob")
    client.post(
        "/api/workouts/log",
        headers=bob.headers,
        json={
            "completed_at": "2026-09-14T18:00:00Z",
            "exercises_logged": [{"exercise_id": BENCH, "sets": [{"weight": 315, "reps": 5}]}],
        },
    )
    anns = ann["user"]
    plan = client.get("/api/plans/current", headers=anns.headers).json()
    assert plan["days"]["monday"]["status"] == "scheduled"
    assert (
        client.get(f"/api/analytics/prs/{BENCH}", headers=anns.headers).json()["max_weight_set"][
            "value"
        ]
        == 225
    )
    # Ann's own resources still work for Ann.
    assert (
        client.post(
            f"/api/coach/proposals/{ann['proposal']}/accept", headers=anns.headers
        ).status_code
        == 409
    )  # her log bumped the plan
    assert client.delete(f"/api/memory/{ann['memory']}", headers=anns.headers).status_code == 204
