"""Proposals replay (DESIGN.md): a proposal made on an older plan version is applied to
the newer one unless a day it changes was itself edited; logging never makes it stale."""

from __future__ import annotations

from datetime import date

import pytest

MONDAY = date(2026, 9, 14)


@pytest.fixture
def planned(register, repository, make_week, clock):
    user = register()
    repository.save_plan(user.user_id, make_week(MONDAY), clock.now(), None)
    return user


@pytest.fixture
def stage(repository, clock):
    """Stage a proposal on the user's current plan, as a chat turn does (base week kept)."""

    def _stage(user, type, data, target_day=None):
        base = repository.get_plan(user.user_id, MONDAY)
        return repository.create_proposal(
            user.user_id,
            type=type,
            target_day=target_day,
            week_start_date=MONDAY,
            data=data,
            summary_diff="change",
            base_version=None if base is None else base.version,
            base_week=None if base is None else base.week,
            now=clock.now(),
        )

    return _stage


def _accept(client, user, proposal_id):
    return client.post(f"/api/coach/proposals/{proposal_id}/accept", headers=user.headers)


def _log_monday(client, user):
    response = client.post(
        "/api/workouts/log",
        headers=user.headers,
        json={
            "completed_at": "2026-09-14T18:00:00Z",
            "exercises_logged": [{"exercise_id": "push-up", "sets": [{"weight": 0, "reps": 20}]}],
        },
    )
    assert response.status_code == 201
    return response.json()["log_id"]


def test_logging_a_workout_never_makes_a_day_proposal_stale(client, planned, stage, make_week):
    friday = make_week(MONDAY, title="Legs").days["friday"]
    proposal = stage(planned, "UPDATE_DAY", friday, target_day="friday")
    log_id = _log_monday(client, planned)  # version 1 -> 2

    response = _accept(client, planned, proposal)

    assert response.status_code == 200, response.text
    plan = response.json()["plan"]
    assert plan["version"] == 3
    assert plan["days"]["friday"]["title"] == "Legs friday"
    assert plan["days"]["monday"]["status"] == "completed"
    assert plan["days"]["monday"]["completed_log_id"] == log_id


def test_logging_a_workout_never_makes_a_week_proposal_stale(client, planned, stage, make_week):
    proposal = stage(planned, "UPDATE_WEEK", make_week(MONDAY, title="Pull"))
    log_id = _log_monday(client, planned)

    response = _accept(client, planned, proposal)

    assert response.status_code == 200, response.text
    plan = response.json()["plan"]
    assert plan["theme"] == "Pull week"
    assert plan["days"]["wednesday"]["title"] == "Pull wednesday"
    # The trained day stays as it was trained.
    assert plan["days"]["monday"]["title"] == "Push monday"
    assert plan["days"]["monday"]["completed_log_id"] == log_id


def test_an_edit_of_another_day_replays(client, planned, stage, make_week):
    legs = make_week(MONDAY, title="Legs")
    friday = stage(planned, "UPDATE_DAY", legs.days["friday"], target_day="friday")
    wednesday = stage(planned, "UPDATE_DAY", legs.days["wednesday"], target_day="wednesday")
    assert _accept(client, planned, wednesday).status_code == 200

    response = _accept(client, planned, friday)

    assert response.status_code == 200, response.text
    days = response.json()["plan"]["days"]
    assert (days["wednesday"]["title"], days["friday"]["title"]) == (
        "Legs wednesday",
        "Legs friday",
    )


def test_an_edit_of_the_same_day_is_a_real_conflict(client, planned, stage, make_week):
    first = stage(planned, "UPDATE_DAY", make_week(MONDAY, "Legs").days["friday"], "friday")
    second = stage(planned, "UPDATE_DAY", make_week(MONDAY, "Pull").days["friday"], "friday")
    assert _accept(client, planned, first).status_code == 200

    response = _accept(client, planned, second)

    assert response.status_code == 409
    assert response.json()["code"] == "stale_proposal"
    plan = client.get("/api/plans/current", headers=planned.headers).json()
    assert plan["days"]["friday"]["title"] == "Legs friday"


def test_a_week_proposal_conflicts_with_an_edit_made_since(client, planned, stage, make_week):
    week = stage(planned, "UPDATE_WEEK", make_week(MONDAY, title="Pull"))
    day = stage(planned, "UPDATE_DAY", make_week(MONDAY, "Legs").days["friday"], "friday")
    assert _accept(client, planned, day).status_code == 200

    response = _accept(client, planned, week)

    assert response.status_code == 409
    assert response.json()["code"] == "stale_proposal"


def test_a_day_already_trained_is_not_rewritten(client, planned, stage, make_week):
    monday = stage(planned, "UPDATE_DAY", make_week(MONDAY, "Legs").days["monday"], "monday")
    _log_monday(client, planned)

    response = _accept(client, planned, monday)

    assert response.status_code == 409
    plan = client.get("/api/plans/current", headers=planned.headers).json()
    assert plan["days"]["monday"]["title"] == "Push monday"
