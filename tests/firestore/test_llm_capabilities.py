"""The capability store (what each OpenAI-compatible server was found to take) on every
backend: SQLite or PostgreSQL (FITCOACH_TEST_DATABASE_URL) and the Firestore emulator."""

from __future__ import annotations

import os
import uuid
from datetime import UTC, datetime, timedelta

import pytest

from fitcoach.contracts.llm_capabilities import CapabilityRecord
from fitcoach.store.repository import Repository

NOW = datetime(2026, 9, 16, 12, 0, tzinfo=UTC)
SQL_BACKEND = "postgresql" if os.environ.get("FITCOACH_TEST_DATABASE_URL") else "sqlite"


@pytest.fixture(params=[SQL_BACKEND, "firestore"])
def repo(request: pytest.FixtureRequest) -> Repository:
    if request.param == "firestore":
        request.getfixturevalue("firestore_emulator")
        from google.cloud import firestore

        from fitcoach.store.firestore import FirestoreRepository

        return FirestoreRepository(firestore.Client(project="fitcoach-contract"))
    from fitcoach.store.sql_repository import SqlRepository

    return SqlRepository(request.getfixturevalue("database"))


def test_the_latest_mode_per_server_and_model_is_kept(repo: Repository) -> None:
    store = repo.llm_capabilities()
    base = f"http://127.0.0.1:{uuid.uuid4().int % 60000}/{uuid.uuid4().hex}/v1"
    first = CapabilityRecord(base, "smollm2", "json_object_schema", "lookups", NOW)
    other_model = CapabilityRecord(base, "qwen", "json_schema", "native", NOW)
    later = CapabilityRecord(base, "smollm2", "text", "lookups", NOW + timedelta(hours=1))

    assert store.get(base, "smollm2") is None
    store.put(first)
    store.put(other_model)
    assert store.get(base, "smollm2") == first
    store.put(later)
    assert store.get(base, "smollm2") == later
    assert store.get(base, "qwen") == other_model
    assert store.get(base + "/", "smollm2") is None  # callers normalise the URL first
