from __future__ import annotations

from datetime import date

import pytest

MONDAY = date(2026, 9, 14)
BENCH = "flat-bb-bench-press"


def _log(client, user, body):
    return client.post("/api/workouts/log", headers=user.headers, json=body)


MONDAY_SESSION = {
    "completed_at": "2026-09-14T18:00:00Z",
    "duration_minutes": 50,
    "exercises_logged": [
        {
            "exercise_id": BENCH,
            "sets": [
                {"weight": 185, "reps": 8, "rir": 2},
                {"weight": 205, "reps": 5, "rpe": 9},
                {"weight": 135, "reps": 12, "rir": 5},
            ],
        },
        {"exercise_id": "skull-crusher", "sets": [{"weight": 60, "reps": 10}]},
    ],
}


def test_first_log_sets_baselines_computed_by_hand_not_new_prs(client, register):
    user = register()
    response = _log(client, user, MONDAY_SESSION)
    assert response.status_code == 201
    body = response.json()
    assert body["log_id"].startswith("log_")
    # A first session is where records start, not a list of "new PRs": it names the
    # exercises whose sets became the baselines instead.
    assert body["new_prs"] == []
    assert sorted(body["baselines"]) == sorted([BENCH, "skull-crusher"])
    prs = client.get(f"/api/analytics/prs/{BENCH}", headers=user.headers).json()
    # Epley: 185·(1+8/30) = 234.33, 205·(1+5/30) = 239.17, 135·(1+12/30) = 189.
    assert prs["estimated_1rm"]["value"] == 239.17
    assert prs["max_weight_set"]["value"] == 205
    # Rep records are labelled by the reps actually done.
    assert {k: v["value"] for k, v in prs["rep_records"].items()} == {
        "5": 205,
        "8": 185,
        "12": 135,
    }
    assert prs["rep_records"]["5"]["label"] == "best 5-rep: 205 lb × 5"


def test_a_kilogram_log_converts_exactly_and_beats_old_prs(client, register):
    user = register()
    _log(client, user, MONDAY_SESSION)
    response = _log(
        client,
        user,
        {
            "completed_at": "2026-09-16T08:00:00Z",
            "unit": "kg",
            "exercises_logged": [{"exercise_id": BENCH, "sets": [{"weight": 100, "reps": 3}]}],
        },
    )
    assert response.json()["baselines"] == []
    prs = {p["record"]: p for p in response.json()["new_prs"]}
    # 100 kg = 100 / 0.45359237 lb = 220.46 lb; e1RM 220.462·1.1 = 242.51 lb.
    assert prs["max_weight_set"]["value"] == 220.46
    assert prs["max_weight_set"]["previous"] == 205
    assert prs["estimated_1rm"]["value"] == 242.51
    assert prs["estimated_1rm"]["previous"] == 239.17
    assert prs["3RM"]["previous"] is None  # no 3-rep set before: a first 3RM
    assert set(prs) == {"estimated_1rm", "max_weight_set", "3RM"}
    # The user's unit is lb: the label says what was lifted, converted.
    assert prs["3RM"]["label"] == "best 3-rep: 220.46 lb × 3"
    logs = client.get("/api/workouts/logs", headers=user.headers).json()["logs"]
    assert logs[0]["unit"] == "kg"
    assert logs[0]["exercises_logged"][0]["sets"][0]["weight"] == 100


def test_logs_list_newest_first_and_filter_by_exercise(client, register):
    user = register()
    _log(client, user, MONDAY_SESSION)
    _log(
        client,
        user,
        {
            "completed_at": "2026-09-15T08:00:00Z",
            "exercises_logged": [{"exercise_id": "push-up", "sets": [{"weight": 0, "reps": 20}]}],
        },
    )
    logs = client.get("/api/workouts/logs", headers=user.headers).json()["logs"]
    assert [log["date"] for log in logs] == ["2026-09-15", "2026-09-14"]
    only_bench = client.get(
        f"/api/workouts/logs?exercise_id={BENCH}&limit=5", headers=user.headers
    ).json()["logs"]
    assert [log["date"] for log in only_bench] == ["2026-09-14"]
    assert (
        client.get("/api/workouts/logs?limit=1", headers=user.headers).json()["logs"][0]["date"]
        == "2026-09-15"
    )


def test_logging_completes_the_plan_day_and_bumps_the_version(
    client, register, repository, make_week, clock
):
    user = register()
    repository.save_plan(user.user_id, make_week(MONDAY), clock.now(), None)
    log_id = _log(client, user, MONDAY_SESSION).json()["log_id"]
    plan = client.get("/api/plans/current", headers=user.headers).json()
    assert plan["version"] == 2
    assert plan["days"]["monday"]["status"] == "completed"
    assert plan["days"]["monday"]["completed_log_id"] == log_id
    assert plan["days"]["monday"]["completed_at"].startswith("2026-09-14T18:00:00")
    assert plan["days"]["wednesday"]["status"] == "scheduled"
    # An explicit day wins over the weekday of completed_at.
    _log(client, user, {**MONDAY_SESSION, "day": "Friday"})
    plan = client.get(f"/api/plans/{MONDAY}", headers=user.headers).json()
    assert plan["version"] == 3
    assert plan["days"]["friday"]["status"] == "completed"


def test_the_weekday_is_read_in_the_users_timezone(client, register, repository, make_week, clock):
    user = register(timezone="Asia/Tokyo")
    repository.save_plan(user.user_id, make_week(MONDAY), clock.now(), None)
    # Tuesday 20:00 UTC is Wednesday 05:00 in Tokyo.
    body = {**MONDAY_SESSION, "completed_at": "2026-09-15T20:00:00Z"}
    log_id = _log(client, user, body).json()["log_id"]
    plan = client.get("/api/plans/current", headers=user.headers).json()
    assert plan["days"]["wednesday"]["completed_log_id"] == log_id
    assert plan["days"]["tuesday"]["status"] == "scheduled"


def _bench(**overrides):
    one_set = {"weight": 100, "reps": 5, **overrides}
    return {"exercises_logged": [{"exercise_id": BENCH, "sets": [one_set]}]}


@pytest.mark.parametrize(
    ("body", "code"),
    [
        (_bench(weight=-5), "validation_error"),
        (_bench(weight=5000), "validation_error"),
        (_bench(reps=0), "validation_error"),
        (_bench(reps=101), "validation_error"),
        (_bench(rir=11), "validation_error"),
        (_bench(rpe=0.5), "validation_error"),
        ({**_bench(), "day": "funday"}, "validation_error"),
        ({**_bench(), "unit": "stone"}, "validation_error"),
        ({**_bench(), "notes": "x" * 2001}, "validation_error"),
        ({**_bench(), "completed_at": "2026-12-01T00:00:00Z"}, "validation_error"),
        ({"exercises_logged": []}, "validation_error"),
        (
            {
                "exercises_logged": [
                    {"exercise_id": "bench-deluxe", "sets": [{"weight": 1, "reps": 1}]}
                ]
            },
            "unknown_exercise",
        ),
        (
            {
                "exercises_logged": [
                    {"exercise_id": BENCH, "sets": [{"weight": 1, "reps": 1}]},
                    {"exercise_id": "nope", "sets": [{"weight": 1, "reps": 1}]},
                ]
            },
            "unknown_exercise",
        ),
    ],
)
def test_bad_logs_are_422_and_write_nothing(
    client, register, repository, make_week, clock, body, code
):
    user = register()
    repository.save_plan(user.user_id, make_week(MONDAY), clock.now(), None)
    response = _log(client, user, body)
    assert response.status_code == 422, response.text
    assert response.json()["code"] == code
    assert client.get("/api/workouts/logs", headers=user.headers).json()["logs"] == []
    assert (
        client.get(f"/api/analytics/prs/{BENCH}", headers=user.headers).json()["has_records"]
        is False
    )
    assert repository.get_plan(user.user_id, MONDAY).version == 1


def test_malformed_and_oversized_logs_write_nothing(client, register, settings):
    user = register()
    bad = client.post(
        "/api/workouts/log",
        content=b'{"exercises_logged": [',
        headers={**user.headers, "Content-Type": "application/json"},
    )
    assert bad.status_code == 400
    huge = {**_bench(), "notes": "x" * settings.max_body_bytes}
    assert _log(client, user, huge).status_code == 413
    assert client.get("/api/workouts/logs", headers=user.headers).json()["logs"] == []
