from __future__ import annotations

from datetime import date

import pytest

MONDAY = date(2026, 9, 14)


@pytest.fixture
def stage(repository, clock):
    """stage(user, type, data, base_version, target_day=None) -> proposal id, via the store."""

    def _stage(user, type, data, base_version, target_day=None):
        return repository.create_proposal(
            user.user_id,
            type=type,
            target_day=target_day,
            week_start_date=MONDAY,
            data=data,
            summary_diff="change",
            base_version=base_version,
            now=clock.now(),
        )

    return _stage


@pytest.fixture
def planned(register, repository, make_week, clock):
    user = register()
    repository.save_plan(user.user_id, make_week(MONDAY), clock.now(), None)
    return user


def _accept(client, user, proposal_id):
    return client.post(f"/api/coach/proposals/{proposal_id}/accept", headers=user.headers)


def _reject(client, user, proposal_id):
    return client.post(f"/api/coach/proposals/{proposal_id}/reject", headers=user.headers)


def test_accept_update_day_replaces_that_day_and_is_idempotent(client, planned, stage, make_week):
    new_day = make_week(MONDAY, title="Legs").days["wednesday"]
    proposal = stage(planned, "UPDATE_DAY", new_day, 1, target_day="wednesday")
    first = _accept(client, planned, proposal)
    assert first.status_code == 200
    plan = first.json()["plan"]
    assert plan["version"] == 2
    assert plan["days"]["wednesday"]["title"] == "Legs wednesday"
    assert plan["days"]["monday"]["title"] == "Push monday"
    again = _accept(client, planned, proposal)
    assert again.status_code == 200
    assert again.json() == first.json()
    assert client.get("/api/plans/current", headers=planned.headers).json() == plan
    rejected = _reject(client, planned, proposal)
    assert rejected.status_code == 409
    assert rejected.json()["code"] == "proposal_accepted"


def test_a_proposal_on_an_old_version_is_stale(client, planned, stage, make_week):
    day = make_week(MONDAY, title="Legs").days["friday"]
    first = stage(planned, "UPDATE_DAY", day, 1, target_day="friday")
    second = stage(planned, "UPDATE_DAY", day, 1, target_day="monday")
    assert _accept(client, planned, first).status_code == 200
    stale = _accept(client, planned, second)
    assert stale.status_code == 409
    assert stale.json()["code"] == "stale_proposal"
    plan = client.get("/api/plans/current", headers=planned.headers).json()
    assert plan["version"] == 2 and plan["days"]["monday"]["title"] == "Push monday"


def test_a_proposal_made_without_a_plan_is_stale_once_a_plan_exists(
    client, register, stage, make_week, repository, clock
):
    user = register()
    proposal = stage(user, "UPDATE_WEEK", make_week(MONDAY, title="Pull"), None)
    repository.save_plan(user.user_id, make_week(MONDAY), clock.now(), None)
    response = _accept(client, user, proposal)
    assert response.status_code == 409
    assert response.json()["code"] == "stale_proposal"


def test_the_first_week_is_created_by_accepting_it(client, register, stage, make_week):
    user = register()
    assert client.get("/api/plans/current", headers=user.headers).status_code == 404
    proposal = stage(user, "UPDATE_WEEK", make_week(MONDAY, title="Pull"), None)
    plan = _accept(client, user, proposal).json()["plan"]
    assert plan["version"] == 1
    assert plan["week_start_date"] == "2026-09-14"
    assert client.get("/api/plans/current", headers=user.headers).json()["theme"] == "Pull week"


def test_update_week_keeps_days_already_completed(client, planned, stage, make_week):
    log = client.post(
        "/api/workouts/log",
        headers=planned.headers,
        json={
            "completed_at": "2026-09-14T18:00:00Z",
            "exercises_logged": [{"exercise_id": "push-up", "sets": [{"weight": 0, "reps": 20}]}],
        },
    )
    assert log.status_code == 201
    proposal = stage(planned, "UPDATE_WEEK", make_week(MONDAY, title="Pull"), 2)
    plan = _accept(client, planned, proposal).json()["plan"]
    assert plan["version"] == 3
    assert plan["theme"] == "Pull week"
    assert plan["days"]["monday"]["title"] == "Push monday"
    assert plan["days"]["monday"]["status"] == "completed"
    assert plan["days"]["monday"]["completed_log_id"] == log.json()["log_id"]
    assert plan["days"]["wednesday"]["title"] == "Pull wednesday"


def test_reject_then_accept_is_409_and_reject_is_repeatable(client, planned, stage, make_week):
    proposal = stage(planned, "UPDATE_WEEK", make_week(MONDAY, title="Pull"), 1)
    first = _reject(client, planned, proposal)
    assert first.status_code == 200 and first.json()["status"] == "rejected"
    assert _reject(client, planned, proposal).status_code == 200
    accepted = _accept(client, planned, proposal)
    assert accepted.status_code == 409
    assert accepted.json()["code"] == "proposal_rejected"
    assert client.get("/api/plans/current", headers=planned.headers).json()["version"] == 1


def test_unknown_proposal_is_404(client, planned):
    response = _accept(client, planned, "prop_nope")
    assert response.status_code == 404
    assert response.json()["code"] == "proposal_not_found"
