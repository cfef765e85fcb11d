"""The get_pr_records tool result an LLM brain receives: the spec's fields, rep records
keyed by the reps actually done, a label naming the set lifted, and JSON all the way."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime

from fitcoach.brains.llm.tools import run_tool
from fitcoach.clock import FixedClock
from fitcoach.store.tools import StoreAnalyticsTools
from fitcoach.store.workouts import ExerciseInput, SetInput

NOW = datetime(2026, 9, 16, 12, tzinfo=UTC)
BENCH = "flat-bb-bench-press"


def test_the_pr_tool_result_names_the_sets_lifted(repository):
    # Through the repository protocol: SQLite, PostgreSQL or the Firestore emulator.
    user = repository.create_user(
        username="kim", password_hash="x", units="kg", timezone="UTC", now=NOW
    ).id
    repository.record_workout(
        user,
        completed_at=NOW,
        local_date=date(2026, 9, 16),
        day="wednesday",
        unit="kg",
        exercises=[ExerciseInput(BENCH, [SetInput(100, 5, 2, None), SetInput(20, 10, None, None)])],
        duration_minutes=None,
        notes=None,
        now=NOW,
    )
    tools = StoreAnalyticsTools(repository, user, FixedClock(NOW), release=True)
    result = run_tool(tools, "get_pr_records", {"exercise_slug": BENCH})

    # What the model reads is the JSON text of the result.
    result = json.loads(json.dumps(result))
    assert {"estimated_1rm", "max_weight_set", "rep_records"} <= set(result)
    assert sorted(result["rep_records"]) == ["10", "5"]
    assert result["rep_records"]["5"]["label"] == "best 5-rep: 100 kg × 5"
    assert result["rep_records"]["10"]["label"] == "best 10-rep: 20 kg × 10"
    assert result["max_weight_set"]["label"] == "heaviest set: 100 kg × 5"
    assert result["estimated_1rm"]["value"] == 116.67  # 100·(1+5/30), an estimate
    assert result["estimated_1rm"]["label"].startswith("estimated 1RM: 116.67 kg")
