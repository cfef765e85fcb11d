from __future__ import annotations

import pytest

BENCH = "flat-bb-bench-press"


def _log(client, user, at, exercise, sets, unit=None):
    body = {"completed_at": at, "exercises_logged": [{"exercise_id": exercise, "sets": sets}]}
    if unit:
        body["unit"] = unit
    response = client.post("/api/workouts/log", headers=user.headers, json=body)
    assert response.status_code == 201, response.text


@pytest.fixture
def lifter(client, register):
    user = register()
    # Last week (Monday 2026-09-07): bench 3x8 @ 175, one of them easy (RIR 5).
    _log(
        client,
        user,
        "2026-09-07T18:00:00Z",
        BENCH,
        [
            {"weight": 175, "reps": 8},
            {"weight": 175, "reps": 8},
            {"weight": 175, "reps": 8, "rir": 5},
        ],
    )
    # This week: bench 2x5 @ 205 (RPE 8 and RPE 5.5), skull crushers 3x10 @ 60.
    _log(
        client,
        user,
        "2026-09-14T18:00:00Z",
        BENCH,
        [{"weight": 205, "reps": 5, "rpe": 8}, {"weight": 205, "reps": 5, "rpe": 5.5}],
    )
    _log(client, user, "2026-09-15T18:00:00Z", "skull-crusher", [{"weight": 60, "reps": 10}] * 3)
    # Three weeks before the window of weeks_back=2 begins: never counted there.
    _log(client, user, "2026-08-24T18:00:00Z", BENCH, [{"weight": 155, "reps": 10}])
    return user


def test_volume_trends_equal_hand_counts(client, lifter):
    response = client.get(
        "/api/analytics/volume?muscle_group=chest&weeks_back=2", headers=lifter.headers
    )
    assert response.status_code == 200
    body = response.json()
    assert body["muscle_group"] == "Chest"
    last, this = body["weeks"]
    assert last["week_start_date"] == "2026-09-07"
    assert last["tonnage_lbs"] == 3 * 175 * 8  # 4200
    assert last["hard_sets"] == 2  # the RIR 5 set is not hard
    assert this["tonnage_lbs"] == 2 * 205 * 5  # 2050
    assert this["hard_sets"] == 1  # RPE 5.5 is not hard
    assert body["total_tonnage_lbs"] == 6250
    triceps = client.get(
        "/api/analytics/volume?muscle_group=Triceps&weeks_back=2", headers=lifter.headers
    ).json()
    assert [w["hard_sets"] for w in triceps["weeks"]] == [0, 3]
    assert [w["tonnage_lbs"] for w in triceps["weeks"]] == [0, 1800]
    assert [w["indirect_hard_sets"] for w in triceps["weeks"]] == [2, 1]


def test_default_window_is_four_weeks(client, lifter):
    body = client.get("/api/analytics/volume?muscle_group=Chest", headers=lifter.headers).json()
    assert [w["week_start_date"] for w in body["weeks"]] == [
        "2026-08-24",
        "2026-08-31",
        "2026-09-07",
        "2026-09-14",
    ]
    assert body["weeks"][0]["tonnage_lbs"] == 1550


def test_history_newest_first_with_limit_alias(client, lifter):
    body = client.get(f"/api/analytics/exercises/{BENCH}/history", headers=lifter.headers).json()
    assert [s["date"] for s in body["sessions"]] == ["2026-09-14", "2026-09-07", "2026-08-24"]
    assert body["sessions"][0]["sets"][0] == {
        "weight": 205,
        "unit": "lb",
        "reps": 5,
        "rir": None,
        "rpe": 8,
    }
    assert body["sessions"][0]["best_set"]["estimated_1rm"] == round(205 * (1 + 5 / 30), 2)
    one = client.get(
        f"/api/analytics/exercises/{BENCH}/history?limit=1", headers=lifter.headers
    ).json()
    assert [s["date"] for s in one["sessions"]] == ["2026-09-14"]
    two = client.get(
        f"/api/analytics/exercises/{BENCH}/history?limit_sessions=2", headers=lifter.headers
    ).json()
    assert len(two["sessions"]) == 2


def test_pr_records_route(client, lifter):
    body = client.get(f"/api/analytics/prs/{BENCH}", headers=lifter.headers).json()
    assert body["max_weight_set"]["value"] == 205
    # Best e1RM: 175·(1+8/30) = 221.67 vs 205·(1+5/30) = 239.17 vs 155·(1+10/30) = 206.67.
    assert body["estimated_1rm"]["value"] == 239.17
    assert body["rep_records"]["8"]["value"] == 175
    assert body["rep_records"]["10"]["value"] == 155
    assert "12" not in body["rep_records"]


@pytest.mark.parametrize(
    ("path", "status", "code"),
    [
        ("/api/analytics/volume?muscle_group=pecs", 422, "unknown_muscle_group"),
        ("/api/analytics/volume", 422, "validation_error"),
        ("/api/analytics/volume?muscle_group=Chest&weeks_back=13", 422, "validation_error"),
        (f"/api/analytics/exercises/{BENCH}/history?limit_sessions=11", 422, "validation_error"),
        ("/api/analytics/exercises/bench-deluxe/history", 404, "unknown_exercise"),
        ("/api/analytics/prs/bench-deluxe", 404, "unknown_exercise"),
    ],
)
def test_bad_analytics_requests(client, register, path, status, code):
    user = register()
    response = client.get(path, headers=user.headers)
    assert response.status_code == status
    assert response.json()["code"] == code


def test_volume_totals_use_the_specs_rolling_window(client, register):
    """weeks_back=1 on a Wednesday counts last Thursday (within 7 days) though it is in the
    previous calendar week, and not the Tuesday 8 days ago."""
    user = register()
    for at in ("2026-09-10T12:00:00Z", "2026-09-08T11:00:00Z"):  # Thu (6 d), Tue (8 d)
        response = client.post(
            "/api/workouts/log",
            headers=user.headers,
            json={
                "completed_at": at,
                "exercises_logged": [
                    {"exercise_id": "flat-bb-bench-press", "sets": [{"weight": 100, "reps": 5}]}
                ],
            },
        )
        assert response.status_code == 201
    body = client.get(
        "/api/analytics/volume",
        headers=user.headers,
        params={"muscle_group": "chest", "weeks_back": 1},
    ).json()
    assert body["total_tonnage_lbs"] == 500
    assert body["total_sessions"] == 1
    assert body["window_start"].startswith("2026-09-09T12:00")
    # The calendar view holds this week only, where nothing was logged.
    assert [w["tonnage_lbs"] for w in body["weeks"]] == [0]
