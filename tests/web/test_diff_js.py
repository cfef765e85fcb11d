"""Proposal diffs and record filtering in the client (diff.js, records.js), run in Node.

These decide what a user sees highlighted before Accept, and which "records" are
celebrated, so they are checked on real plan shapes rather than through the browser only.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from typing import Any

import pytest

from fitcoach.api.routers.web import WEB_DIR

NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="Node.js is not installed")


def run(module: str, call: str, *args: Any) -> Any:
    script = (
        f"import * as m from {json.dumps((WEB_DIR / module).as_uri())};"
        "let s = ''; process.stdin.on('data', (c) => (s += c));"
        f"process.stdin.on('end', () => console.log(JSON.stringify(m.{call}(...JSON.parse(s)))));"
    )
    done = subprocess.run(
        [str(NODE), "--input-type=module", "-e", script],
        input=json.dumps(args),
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    )
    return json.loads(done.stdout)


def exercise(slug: str, name: str, sets: int = 3, reps: str = "8-10") -> dict[str, Any]:
    return {
        "exercise_id": slug,
        "name": name,
        "target_sets": sets,
        "target_reps": reps,
        "rest_seconds": 90,
        "target_rir": 2,
        "suggested_load": None,
    }


def day(*exercises: dict[str, Any], minutes: int = 45) -> dict[str, Any]:
    return {
        "is_rest_day": not exercises,
        "duration_minutes": minutes if exercises else 0,
        "blocks": [{"label": "Primary Compound Block", "exercises": [e]} for e in exercises],
    }


SQUAT = exercise("barbell-back-squat", "Barbell Back Squat")
GOBLET = exercise("goblet-squat", "Goblet Squat")
ROW = exercise("db-row", "DB Row")


def week(**days: dict[str, Any]) -> dict[str, Any]:
    names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    return {"week_start_date": "2026-11-30", "days": {n: days.get(n, day()) for n in names}}


def test_a_swap_is_named_and_only_that_day_opens():
    plan = {**week(monday=day(SQUAT, ROW), thursday=day(ROW)), "version": 3}
    proposal = {"type": "UPDATE_WEEK", "data": week(monday=day(GOBLET, ROW), thursday=day(ROW))}
    diff = run("diff.js", "diffProposal", proposal, plan)
    assert diff["changed"] == ["monday"]
    assert diff["summary"] == "Monday swaps Barbell Back Squat for Goblet Squat."
    assert diff["days"]["thursday"]["kind"] == "same"
    assert [e["name"] for e in diff["days"]["monday"]["removed"]] == ["Barbell Back Squat"]


def test_a_day_that_becomes_rest_and_a_changed_dose():
    plan = week(monday=day(SQUAT), wednesday=day(ROW))
    proposal = {
        "type": "UPDATE_WEEK",
        "data": week(wednesday=day(exercise("db-row", "DB Row", sets=4), minutes=40)),
    }
    diff = run("diff.js", "diffProposal", proposal, plan)
    assert diff["days"]["monday"]["kind"] == "rest"
    assert diff["days"]["wednesday"]["kind"] == "changed"
    assert diff["summary"] == ("Monday becomes a rest day. Wednesday adjusts DB Row; 45 → 40 min.")


def test_a_first_week_and_a_proposal_that_changes_nothing():
    first = {"type": "UPDATE_WEEK", "data": week(monday=day(SQUAT), friday=day(ROW))}
    assert run("diff.js", "diffProposal", first, None)["summary"] == (
        "Your first week: 2 training days."
    )
    plan = week(monday=day(SQUAT))
    same = {"type": "UPDATE_DAY", "target_day": "monday", "data": day(SQUAT)}
    assert run("diff.js", "diffProposal", same, plan)["summary"] == ("No change to your exercises.")


def test_only_beaten_records_are_celebrated():
    prs = [
        {"exercise_id": "goblet-squat", "record": r, "value": 50, "unit": "lb", "previous": None}
        for r in ("estimated_1rm", "max_weight_set", "1RM", "3RM", "5RM", "8RM", "12RM")
    ] + [
        {"exercise_id": "db-row", "record": "8RM", "value": 60, "unit": "lb", "previous": 55},
        {
            "exercise_id": "db-row",
            "record": "estimated_1rm",
            "value": 76,
            "unit": "lb",
            "previous": 70,
        },
    ]
    sorted_ = run("records.js", "sortRecords", prs)
    assert sorted_["baselines"] == ["goblet-squat"]
    (row,) = sorted_["real"]
    assert row["exercise_id"] == "db-row"
    assert row["lines"][0].startswith("Estimated 1RM 76 lb (was 70)")
    assert len(row["lines"]) == 2
