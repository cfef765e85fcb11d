"""Foundation benchmark: three years of daily logs, then real HTTP against uvicorn.

Seeds ~1,095 sessions (~25,000 sets) for one user, starts the app on 127.0.0.1 at a free
port, and times POST /api/workouts/log and each analytics route (p50, p99, in ms) on a
fresh SQLite file and on each PostgreSQL URL given (a fresh database is created there and
dropped afterwards). Run: `fitcoach bench [--database-url postgresql+psycopg://...]`.

`--database-url firestore://PROJECT` runs on the Firestore emulator only
(FIRESTORE_EMULATOR_HOST must be set; each run uses a fresh project id there) and labels
its figures `firestore-emulator`: a local Node process, not Google's service.
"""

from __future__ import annotations

import json
import os
import socket
import statistics
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import uvicorn
from sqlalchemy import insert, make_url, text

from fitcoach.api.app import create_app
from fitcoach.clock import Clock, FixedClock
from fitcoach.config import Settings
from fitcoach.store.db import Database, make_engine
from fitcoach.store.firestore import FirestoreRepository, is_firestore_url
from fitcoach.store.tables import LoggedSetRow, WorkoutLogRow
from fitcoach.store.workouts import ExerciseInput, SetInput, update_personal_records
from fitcoach.units import to_lbs
from fitcoach.weekdays import weekday_of

NOW = datetime(2026, 9, 16, 12, tzinfo=UTC)
SPLIT = (
    [
        "flat-bb-bench-press",
        "incline-db-bench-press",
        "seated-db-shoulder-press",
        "db-lateral-raise",
        "cable-rope-tricep-pushdown",
    ],
    ["barbell-bent-over-row", "pull-up", "seated-cable-row", "face-pull", "barbell-curl"],
    [
        "barbell-back-squat",
        "romanian-deadlift",
        "leg-press",
        "lying-hamstring-curl",
        "standing-calf-raise",
    ],
)
SETS_PER_EXERCISE = (5, 5, 5, 4, 4)  # 23 sets a session
RESULTS = Path(__file__).parent / "results"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _seed(database: Database, user_id: str, days: int) -> tuple[int, int]:
    """Daily sessions ending yesterday; returns (sessions, sets)."""
    logs: list[dict[str, Any]] = []
    sets: list[dict[str, Any]] = []
    for n in range(days):
        at = NOW - timedelta(days=days - n, hours=-6)
        log_id = f"log_bench{n:06d}"
        logs.append(
            {
                "id": log_id,
                "user_id": user_id,
                "completed_at": at,
                "local_date": at.date(),
                "day": weekday_of(at.date()),
                "unit": "lb",
                "duration_minutes": 60,
                "notes": None,
                "created_at": at,
            }
        )
        progress = n / days  # loads climb slowly over the three years
        for e, exercise in enumerate(SPLIT[n % 3]):
            base = 60 + 20 * e + 100 * progress
            for s in range(SETS_PER_EXERCISE[e]):
                weight = round(base + 5 * (s % 3), 1)
                sets.append(
                    {
                        "user_id": user_id,
                        "log_id": log_id,
                        "exercise_id": exercise,
                        "exercise_index": e,
                        "set_index": s,
                        "weight": weight,
                        "unit": "lb",
                        "weight_lbs": to_lbs(weight, "lb"),
                        "reps": 6 + (n + s) % 7,
                        "rir": float((n + s) % 5),
                        "rpe": None,
                        "completed_at": at,
                    }
                )
    with database.unit_of_work() as session:
        session.execute(insert(WorkoutLogRow), logs)
        for start in range(0, len(sets), 5000):
            session.execute(insert(LoggedSetRow), sets[start : start + 5000])
    from fitcoach.analytics.rows import SetRow

    with database.unit_of_work() as session:
        by_exercise: dict[str, list[SetRow]] = {}
        for row in sets:
            by_exercise.setdefault(row["exercise_id"], []).append(
                SetRow(
                    row["log_id"],
                    row["exercise_id"],
                    row["set_index"],
                    row["weight"],
                    row["unit"],
                    row["weight_lbs"],
                    row["reps"],
                    row["rir"],
                    row["rpe"],
                    row["completed_at"],
                )
            )
        for exercise, rows in by_exercise.items():
            update_personal_records(session, user_id, exercise, rows, NOW)
    return len(logs), len(sets)


def _seed_firestore(url: str, user_id: str, days: int) -> tuple[int, int]:
    """The same sessions as `_seed`, stored through the repository as the API stores them
    (Firestore has no bulk insert of our rows; the PR folds run per session)."""
    repository = FirestoreRepository.from_url(url)
    sets = 0
    for n in range(days):
        at = NOW - timedelta(days=days - n, hours=-6)
        progress = n / days
        exercises = []
        for e, exercise in enumerate(SPLIT[n % 3]):
            base = 60 + 20 * e + 100 * progress
            exercises.append(
                ExerciseInput(
                    exercise,
                    [
                        SetInput(round(base + 5 * (s % 3), 1), 6 + (n + s) % 7, float((n + s) % 5))
                        for s in range(SETS_PER_EXERCISE[e])
                    ],
                )
            )
            sets += SETS_PER_EXERCISE[e]
        repository.record_workout(
            user_id,
            completed_at=at,
            local_date=at.date(),
            day=weekday_of(at.date()),
            unit="lb",
            exercises=exercises,
            duration_minutes=60,
            notes=None,
            now=at,
        )
    return days, sets


def backend_label(url: str) -> str:
    if is_firestore_url(url):
        return "firestore-emulator"
    return make_url(url).get_backend_name()


@contextmanager
def serve_app(settings: Settings, clock: Clock | None = None) -> Iterator[str]:
    app = create_app(settings, clock=clock or FixedClock(NOW))
    port = free_port()
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", access_log=False)
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)


def time_calls(call: Callable[[int], httpx.Response], count: int, expect: int) -> dict[str, float]:
    for i in range(min(10, count)):  # warm caches and the connection pool
        call(-1 - i)
    samples = []
    for i in range(count):
        start = time.perf_counter()
        response = call(i)
        samples.append((time.perf_counter() - start) * 1000)
        if response.status_code != expect:
            raise RuntimeError(f"{response.status_code}: {response.text[:200]}")
    samples.sort()
    return {
        "p50_ms": round(statistics.median(samples), 2),
        "p99_ms": round(samples[min(len(samples) - 1, int(len(samples) * 0.99))], 2),
        "n": count,
    }


def _log_body(i: int) -> dict[str, Any]:
    exercises = SPLIT[i % 3]
    return {
        "completed_at": (NOW - timedelta(minutes=abs(i) + 1)).isoformat(),
        "exercises_logged": [
            {
                "exercise_id": ex,
                "sets": [{"weight": 100 + s * 5, "reps": 8, "rir": 2} for s in range(4)],
            }
            for ex in exercises
        ],
    }


def bench_database(url: str, requests: int, years: int) -> dict[str, Any]:
    settings = Settings(database_url=url, now=NOW)
    results: dict[str, Any] = {"database": backend_label(url)}
    with serve_app(settings) as base, httpx.Client(base_url=base, timeout=30) as client:
        token = client.post(
            "/api/auth/register", json={"username": "bench", "password": "benchmark!"}
        ).json()
        headers = {"Authorization": f"Bearer {token['token']}"}
        started = time.perf_counter()
        if is_firestore_url(url):
            sessions, sets = _seed_firestore(url, token["user_id"], 365 * years)
        else:
            database = Database(url)
            sessions, sets = _seed(database, token["user_id"], 365 * years)
            database.dispose()
        results["seeded"] = {
            "sessions": sessions,
            "sets": sets,
            "seconds": round(time.perf_counter() - started, 1),
        }
        routes: dict[str, tuple[Callable[[int], httpx.Response], int]] = {
            "GET history (3 sessions)": (
                lambda i: client.get(
                    "/api/analytics/exercises/flat-bb-bench-press/history", headers=headers
                ),
                200,
            ),
            "GET history (10 sessions)": (
                lambda i: client.get(
                    "/api/analytics/exercises/barbell-back-squat/history?limit_sessions=10",
                    headers=headers,
                ),
                200,
            ),
            "GET volume (4 weeks)": (
                lambda i: client.get("/api/analytics/volume?muscle_group=Chest", headers=headers),
                200,
            ),
            "GET volume (12 weeks)": (
                lambda i: client.get(
                    "/api/analytics/volume?muscle_group=Back&weeks_back=12", headers=headers
                ),
                200,
            ),
            "GET prs": (
                lambda i: client.get("/api/analytics/prs/flat-bb-bench-press", headers=headers),
                200,
            ),
            "POST workouts/log (25 sets)": (
                lambda i: client.post("/api/workouts/log", headers=headers, json=_log_body(i)),
                201,
            ),
        }
        results["routes"] = {
            name: time_calls(call, requests, expect) for name, (call, expect) in routes.items()
        }
    return results


@contextmanager
def fresh_postgres(server_url: str) -> Iterator[str]:
    name = f"fitcoach_bench_{uuid.uuid4().hex[:8]}"
    admin = make_engine(server_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield make_url(server_url).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def fresh_emulator_project(url: str) -> str:
    """A project id of its own on the emulator (which keeps projects apart). Refuses to run
    without FIRESTORE_EMULATOR_HOST: these figures are never taken on a real project."""
    if not os.environ.get("FIRESTORE_EMULATOR_HOST"):
        raise SystemExit("firestore:// benchmarks run on the emulator: set FIRESTORE_EMULATOR_HOST")
    return f"{url.rstrip('/')}-bench-{uuid.uuid4().hex[:8]}"


def on_each_database(
    extra_urls: list[str], bench: Callable[[str], dict[str, Any]]
) -> list[dict[str, Any]]:
    """`bench` on a fresh SQLite file, then on each URL given (a PostgreSQL server gets a
    fresh database, dropped afterwards)."""
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        results.append(bench(f"sqlite:///{tmp}/bench.db"))
    for url in extra_urls:
        if url.startswith("postgresql"):
            with fresh_postgres(url) as fresh:
                results.append(bench(fresh))
        elif is_firestore_url(url):
            results.append(bench(fresh_emulator_project(url)))
        else:
            results.append(bench(url))
    return results


def run(extra_urls: list[str], requests: int = 200, years: int = 3) -> list[dict[str, Any]]:
    everything = on_each_database(extra_urls, lambda url: bench_database(url, requests, years))
    for result in everything:
        seeded = result["seeded"]
        print(
            f"\n{result['database']}: {seeded['sessions']} sessions, {seeded['sets']} sets "
            f"(seeded in {seeded['seconds']} s), {requests} requests per route"
        )
        print(f"  {'route':32} {'p50 ms':>8} {'p99 ms':>8}")
        for name, timing in result["routes"].items():
            print(f"  {name:32} {timing['p50_ms']:>8} {timing['p99_ms']:>8}")
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "foundation.json").write_text(json.dumps(everything, indent=2))
    return everything


if __name__ == "__main__":
    import sys

    run(sys.argv[1:])
