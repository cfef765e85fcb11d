"""Shared fixtures: a network guard, a fresh database per test, and an app + client.

Databases: a fresh SQLite file per test (copied from a template migrated once per worker).
With FITCOACH_TEST_DATABASE_URL set (CI: postgresql+psycopg://postgres@127.0.0.1:5432/postgres)
each xdist worker creates its own database, migrates it once, and every test starts from
empty tables (TRUNCATE); the database is dropped at the end of the session.

With FITCOACH_TEST_DATABASE_URL=firestore://PREFIX the app runs on the Firestore emulator
(one per xdist worker, `firestore_emulator`), each test in a project of its own, which the
emulator keeps apart. Tests that reach into the SQL store (the `database` fixture) skip
there and say so; tests that seed through `repository` run on every backend.
"""

from __future__ import annotations

import ipaddress
import os
import shutil
import socket
import subprocess
import time
import uuid
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import make_url, text

from fitcoach.api.app import create_app
from fitcoach.clock import FixedClock
from fitcoach.config import Settings
from fitcoach.store.db import Database, make_engine
from fitcoach.store.firestore import FirestoreRepository, is_firestore_url
from fitcoach.store.repository import Repository
from fitcoach.store.sql_repository import SqlRepository
from fitcoach.store.tables import Base

# A Wednesday: the week of 2026-09-14 (the spec's example Monday) is under way.
NOW = datetime(2026, 9, 16, 12, 0, tzinfo=UTC)
PG_ENV = "FITCOACH_TEST_DATABASE_URL"


def on_firestore() -> bool:
    """True when this run's app backend is the Firestore emulator."""
    return is_firestore_url(os.environ.get(PG_ENV, ""))


# ---- no network --------------------------------------------------------------------------


class NetworkBlocked(RuntimeError):
    pass


def _is_local(host: Any) -> bool:
    if not isinstance(host, str):
        return False
    if host in ("localhost", ""):
        return True
    try:
        return ipaddress.ip_address(host.split("%")[0]).is_loopback
    except ValueError:
        return False


@pytest.fixture(autouse=True, scope="session")
def _no_network() -> Iterator[None]:
    """Outbound connections fail unless they go to loopback or a unix socket."""
    real_connect = socket.socket.connect
    real_connect_ex = socket.socket.connect_ex
    real_getaddrinfo = socket.getaddrinfo

    def allowed(sock: socket.socket, address: Any) -> bool:
        if sock.family == getattr(socket, "AF_UNIX", None):
            return True
        return _is_local(address[0] if isinstance(address, tuple) else address)

    def connect(self: socket.socket, address: Any) -> None:
        if not allowed(self, address):
            raise NetworkBlocked(f"tests may not reach the network: {address!r}")
        real_connect(self, address)

    def connect_ex(self: socket.socket, address: Any) -> int:
        if not allowed(self, address):
            raise NetworkBlocked(f"tests may not reach the network: {address!r}")
        return real_connect_ex(self, address)

    def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        if host is not None and not _is_local(host if isinstance(host, str) else str(host)):
            raise NetworkBlocked(f"tests may not resolve {host!r}")
        return real_getaddrinfo(host, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(socket.socket, "connect", connect)
        patch.setattr(socket.socket, "connect_ex", connect_ex)
        patch.setattr(socket, "getaddrinfo", getaddrinfo)
        yield


# ---- databases ---------------------------------------------------------------------------


@pytest.fixture(scope="session")
def _sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("template") / "template.db"
    database = Database(f"sqlite:///{path}")
    database.migrate()
    database.dispose()  # the last connection to close checkpoints the WAL into the file
    return path


@pytest.fixture(scope="session")
def _postgres_url(worker_id: str) -> Iterator[str | None]:
    server = os.environ.get(PG_ENV)
    if not server or on_firestore():
        yield None
        return
    name = f"fitcoach_test_{worker_id}_{uuid.uuid4().hex[:8]}"
    admin = make_engine(server, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    url = make_url(server).set(database=name).render_as_string(hide_password=False)
    database = Database(url)
    database.migrate()
    database.dispose()
    try:
        yield url
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture
def db_url(
    request: pytest.FixtureRequest,
    tmp_path: Path,
    _sqlite_template: Path,
    _postgres_url: str | None,
) -> Iterator[str]:
    if on_firestore():
        request.getfixturevalue("firestore_emulator")
        prefix = os.environ[PG_ENV][len("firestore://") :].strip("/") or "test"
        yield f"firestore://{prefix}-{uuid.uuid4().hex[:12]}"
        return
    if _postgres_url is None:
        path = tmp_path / "fitcoach.db"
        shutil.copyfile(_sqlite_template, path)
        yield f"sqlite:///{path}"
        return
    engine = make_engine(_postgres_url)
    tables = ", ".join(f'"{table.name}"' for table in Base.metadata.sorted_tables)
    with engine.begin() as connection:
        connection.execute(text(f"TRUNCATE {tables} RESTART IDENTITY CASCADE"))
    engine.dispose()
    yield _postgres_url


@pytest.fixture
def database(db_url: str) -> Iterator[Database]:
    """Direct SQL store access (already migrated) for service-layer tests."""
    if is_firestore_url(db_url):
        pytest.skip("reaches into the SQL store directly; not a Firestore test")
    db = Database(db_url)
    yield db
    db.dispose()


@pytest.fixture
def repository(request: pytest.FixtureRequest, db_url: str) -> Repository:
    """The store the app uses, on this run's backend: for seeding and checking state."""
    if is_firestore_url(db_url):
        return FirestoreRepository.from_url(db_url)
    return SqlRepository(request.getfixturevalue("database"))


# ---- the Firestore emulator ------------------------------------------------------------
# One per test session (per xdist worker). `tools/firestore-emulator` holds the npm package
# (`npm ci` there installs it; `.ci/run` does). Firestore tests are skipped, with the reason
# shown, only when Node, that install or the `google-cloud-firestore` client (the
# `firestore` extra) is missing; with FITCOACH_REQUIRE_FIRESTORE=1 (CI) a missing piece
# fails them instead.

EMULATOR_DIR = Path(__file__).resolve().parents[1] / "tools" / "firestore-emulator"
PACKAGE = EMULATOR_DIR / "node_modules" / "@firestore-emulator" / "server"
READY = "firestore-emulator listening on "
START_TIMEOUT_S = 30.0
REQUIRE_ENV = "FITCOACH_REQUIRE_FIRESTORE"


def _missing() -> str | None:
    node = shutil.which("node")
    if node is None:
        return "node is not installed"
    if not PACKAGE.is_dir():
        return f"the emulator is not installed: run `npm ci` in {EMULATOR_DIR}"
    try:
        import google.cloud.firestore  # noqa: F401
    except ImportError:
        return "google-cloud-firestore is not installed: pip install -e '.[dev]'"
    return None


def _wait_for_address(process: subprocess.Popen[bytes], log: Path) -> str:
    """The address the emulator prints once it listens (its output goes to a file, so a
    chatty emulator can never block on a full pipe)."""
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline and process.poll() is None:
        for line in log.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith(READY):
                return line[len(READY) :].strip()
        time.sleep(0.05)
    raise RuntimeError(f"the Firestore emulator did not start: {log.read_text()!r}")


@pytest.fixture(scope="session")
def firestore_emulator(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """host:port of a running emulator, with FIRESTORE_EMULATOR_HOST pointing at it."""
    reason = _missing()
    if reason is not None and os.environ.get(REQUIRE_ENV) == "1":
        pytest.fail(f"{REQUIRE_ENV}=1 but the Firestore emulator is unavailable: {reason}")
    if reason is not None:
        warnings.warn(f"Firestore tests skipped: {reason}", pytest.PytestWarning, stacklevel=1)
        pytest.skip(f"Firestore emulator unavailable: {reason}")
    log = tmp_path_factory.mktemp("firestore-emulator") / "emulator.log"
    with log.open("wb") as output:
        process = subprocess.Popen(
            ["node", "start.mjs", "0"], cwd=EMULATOR_DIR, stdout=output, stderr=subprocess.STDOUT
        )
    try:
        address = _wait_for_address(process, log)
        previous = os.environ.get("FIRESTORE_EMULATOR_HOST")
        os.environ["FIRESTORE_EMULATOR_HOST"] = address
        try:
            yield address
        finally:
            if previous is None:
                os.environ.pop("FIRESTORE_EMULATOR_HOST", None)
            else:
                os.environ["FIRESTORE_EMULATOR_HOST"] = previous
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


# ---- app and users -----------------------------------------------------------------------


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock(NOW)


@pytest.fixture
def settings(db_url: str) -> Settings:
    return Settings(database_url=db_url, now=NOW)


@pytest.fixture
def app(settings: Settings, clock: FixedClock) -> Any:
    return create_app(settings, clock=clock)


@pytest.fixture
def client(app: Any) -> Iterator[TestClient]:
    with TestClient(app) as test_client:
        yield test_client


@dataclass(frozen=True)
class ApiUser:
    user_id: str
    token: str
    username: str

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}


@pytest.fixture
def register(client: TestClient) -> Callable[..., ApiUser]:
    """register(units="kg", timezone="Asia/Tokyo") -> ApiUser, through the real route."""
    counter = iter(range(1, 1000))

    def _register(username: str | None = None, units: str = "lb", timezone: str = "UTC") -> ApiUser:
        name = username or f"user{next(counter)}"
        response = client.post(
            "/api/auth/register",
            json={
                "username": name,
                "password": "correct horse",
                "units": units,
                "timezone": timezone,
            },
        )
        assert response.status_code == 201, response.text
        body = response.json()
        return ApiUser(body["user_id"], body["token"], name)

    return _register


# ---- plans for tests ---------------------------------------------------------------------


def _week(week_start_date: Any, title: str = "Push") -> Any:
    from fitcoach.programming.models import Block, Day, PlannedExercise, Week, WeekSummary
    from fitcoach.weekdays import WEEKDAYS, date_in_week

    days = {}
    for name in WEEKDAYS:
        training = name in ("monday", "wednesday", "friday")
        days[name] = Day(
            date=date_in_week(week_start_date, name),
            day_of_week=name.capitalize(),
            is_rest_day=not training,
            title=f"{title} {name}" if training else "Rest",
            focus_tag="Chest" if training else "Recovery",
            duration_minutes=45 if training else 0,
            estimated_volume_lbs=5000 if training else 0,
            coach_note="Control the eccentric." if training else "Walk and stretch.",
            blocks=[
                Block(
                    label="Primary Compound Block",
                    exercises=[
                        PlannedExercise(
                            exercise_id="flat-db-bench-press",
                            name="Flat DB Bench Press",
                            target_sets=4,
                            target_reps="8-10",
                            rest_seconds=90,
                        )
                    ],
                )
            ]
            if training
            else [],
        )
    return Week(
        week_start_date=week_start_date,
        theme=f"{title} week",
        summary=WeekSummary(total_time_minutes=135, total_volume_lbs=15000, frequency=3),
        days=days,
    )


@pytest.fixture
def make_week() -> Callable[..., Any]:
    """make_week(date(2026, 9, 14), title="Push") -> a valid 7-day Week (Mon/Wed/Fri train)."""
    return _week
