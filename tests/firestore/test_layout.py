"""A user's data lands where the spec puts it: `/users/{userId}/...` in Firestore, each
document shaped as the spec shows it, with our fields beside it."""

from __future__ import annotations

import uuid
from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest

from fitcoach.memory.models import MemoryChange, Tier1Entry, Tier3Entry
from fitcoach.store.backends import open_repository
from fitcoach.store.firestore import FirestoreRepository, project_from_url
from fitcoach.store.sql_repository import SqlRepository
from fitcoach.store.workouts import ExerciseInput, SetInput

NOW = datetime(2026, 9, 16, 12, 0, tzinfo=UTC)
MONDAY = date(2026, 9, 14)


@pytest.fixture
def repo(firestore_emulator: str) -> FirestoreRepository:
    opened = open_repository("firestore://fitcoach-layout")
    assert isinstance(opened, FirestoreRepository)
    return opened


def _doc(repo: FirestoreRepository, path: str) -> dict[str, Any]:
    snapshot = repo.client.document(path).get()
    assert snapshot.exists, path
    data: dict[str, Any] = snapshot.to_dict()
    return data


def test_logs_and_records_live_under_the_user(repo: FirestoreRepository) -> None:
    user = repo.create_user(
        username=f"lay{uuid.uuid4().hex[:10]}",
        password_hash="h",
        units="lb",
        timezone="UTC",
        now=NOW,
    ).id
    result = repo.record_workout(
        user,
        completed_at=NOW,
        local_date=NOW.date(),
        day="wednesday",
        unit="lb",
        exercises=[ExerciseInput("flat-db-bench-press", [SetInput(50, 8, rir=2)])],
        duration_minutes=45,
        notes="felt strong",
        now=NOW,
    )
    log = _doc(repo, f"users/{user}/workout_logs/{result.log_id}")
    assert log["completed_at"] == NOW
    assert log["exercises_logged"] == [
        {
            "exercise_id": "flat-db-bench-press",
            "sets": [{"weight": 50, "reps": 8, "rir": 2, "rpe": None, "weight_lbs": 50}],
        }
    ]
    assert log["exercise_ids"] == ["flat-db-bench-press"]
    assert (log["date"], log["day"], log["unit"]) == ("2026-09-16", "wednesday", "lb")

    record = _doc(repo, f"users/{user}/prs/flat-db-bench-press")
    assert {"estimated_1rm", "max_weight_set", "rep_records"} <= set(record)
    assert record["max_weight_set"]["value_lbs"] == 50
    assert record["rev"] == 1
    assert _doc(repo, f"users/{user}/prs/flat-db-bench-press/history/0000000001")["rev"] == 1


def test_memory_per_tier_and_plans_per_week(repo: FirestoreRepository, make_week: Any) -> None:
    user = repo.create_user(
        username=f"lay{uuid.uuid4().hex[:10]}",
        password_hash="h",
        units="lb",
        timezone="UTC",
        now=NOW,
    ).id
    gear, trip = repo.apply_memory_changes(
        user,
        [
            MemoryChange(
                operation="CREATE",
                tier="tier_1_staples",
                entry=Tier1Entry(category="equipment", fact="Dumbbells up to 50 lbs."),
            ),
            MemoryChange(
                operation="CREATE",
                tier="tier_3_situational",
                entry=Tier3Entry(
                    event="Hotel trip",
                    fact="In a hotel gym next week.",
                    week_start_date=MONDAY + timedelta(days=7),
                    expires_at=NOW + timedelta(days=12),
                ),
            ),
        ],
        NOW,
    )
    staple = _doc(repo, f"users/{user}/tier_1_staples/{gear.id}")
    assert (staple["category"], staple["fact"], staple["id"]) == (
        "equipment",
        "Dumbbells up to 50 lbs.",
        gear.id,
    )
    situational = _doc(repo, f"users/{user}/tier_3_situational/{trip.id}")
    assert situational["week_start_date"] == "2026-09-21"

    repo.save_plan(user, make_week(MONDAY), NOW, None)
    repo.save_plan(user, make_week(MONDAY, title="Pull"), NOW, 1)
    plan = _doc(repo, f"users/{user}/plans/2026-09-14")
    assert plan["version"] == 2 and plan["week_start_date"] == "2026-09-14"
    assert set(plan["days"]) == {
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
    }
    first = _doc(repo, f"users/{user}/plans/2026-09-14/versions/0000000001")
    assert first["theme"] == "Push week" and first["version"] == 1


def test_urls_choose_the_backend(database: Any) -> None:
    assert project_from_url("firestore://demo") == "demo"
    with pytest.raises(ValueError):
        project_from_url("firestore://")
    opened = open_repository(database.url)
    assert isinstance(opened, SqlRepository)


def test_the_app_on_firestore_serves_and_stores_under_the_user(
    firestore_emulator: str, make_week: Any
) -> None:
    """`FITCOACH_DATABASE_URL=firestore://…`: the whole app on Firestore, no SQL database."""
    from fastapi.testclient import TestClient

    from fitcoach.api.app import create_app
    from fitcoach.clock import FixedClock
    from fitcoach.config import Settings

    url = f"firestore://fitcoach-app-{uuid.uuid4().hex[:8]}"
    app = create_app(Settings(database_url=url, now=NOW), clock=FixedClock(NOW))
    assert app.state.database is None
    with TestClient(app) as client:
        assert client.get("/healthz").json() == {"status": "ok"}
        assert client.get("/").status_code == 200
        auth = client.post(
            "/api/auth/register", json={"username": "fsann", "password": "correct horse"}
        ).json()
        headers = {"Authorization": f"Bearer {auth['token']}"}
        repo = FirestoreRepository.from_url(url)
        repo.save_plan(auth["user_id"], make_week(MONDAY), NOW, None)
        logged = client.post(
            "/api/workouts/log",
            headers=headers,
            json={
                "exercises_logged": [
                    {"exercise_id": "flat-bb-bench-press", "sets": [{"weight": 135, "reps": 5}]}
                ]
            },
        )
        assert logged.status_code == 201, logged.text
        plan = client.get("/api/plans/current", headers=headers).json()
    user_path = f"users/{auth['user_id']}"
    log = _doc(repo, f"{user_path}/workout_logs/{logged.json()['log_id']}")
    assert log["exercises_logged"][0]["sets"][0]["weight"] == 135
    assert _doc(repo, f"{user_path}/prs/flat-bb-bench-press")["max_weight_set"] is not None
    stored_plan = _doc(repo, f"{user_path}/plans/{MONDAY.isoformat()}")
    assert stored_plan["version"] == plan["version"] == 2
    assert stored_plan["days"]["wednesday"]["status"] == "completed"
