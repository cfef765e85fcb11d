"""Suggestion chips (fitcoach/web/chips.js), run in Node: never stale, never a dead end."""

from __future__ import annotations

import json
import shutil
import subprocess
from typing import Any

import pytest

from fitcoach.api.routers.web import WEB_DIR

NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="Node.js is not installed")

STARTERS = ["I train at home with dumbbells.", "I have a full gym."]
TODAY = "2026-12-01"  # a Tuesday


def chips_for(entry: dict[str, Any], plan: dict[str, Any] | None, context: Any = None) -> Any:
    script = (
        f"import {{ chipsFor }} from {json.dumps((WEB_DIR / 'chips.js').as_uri())};"
        "let s = ''; process.stdin.on('data', (c) => (s += c));"
        "process.stdin.on('end', () => { const [e, o] = JSON.parse(s);"
        " console.log(JSON.stringify(chipsFor(e, o))); });"
    )
    options = {"plan": plan, "today": TODAY, "context": context, "starters": STARTERS}
    done = subprocess.run(
        [str(NODE), "--input-type=module", "-e", script],
        input=json.dumps([entry, options]),
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    )
    return json.loads(done.stdout)


def plan(version: int = 2, **days: dict[str, Any]) -> dict[str, Any]:
    names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    base = {
        name: {"date": f"2026-11-{30 + i}" if i == 0 else f"2026-12-0{i}", "is_rest_day": False}
        for i, name in enumerate(names)
    }
    for name, day in days.items():
        base[name] = {**base[name], **day}
    return {
        "version": version,
        "days": base,
        "suggested_edits": ["Shift Saturday to Sunday", "Add a rest day"],
    }


def texts(chips: list[dict[str, Any]]) -> list[str]:
    return [chip["text"] for chip in chips]


def test_no_plan_and_no_suggestions_offers_the_starters():
    reply = {"role": "coach", "text": "Tell me more?", "planVersion": None}
    assert texts(chips_for(reply, None)) == STARTERS


def test_the_servers_suggestions_win_while_the_plan_is_unchanged():
    reply = {"suggestions": ["Yes, rebuild it", "No thanks"], "planVersion": 2}
    assert texts(chips_for(reply, plan(2))) == ["Yes, rebuild it", "No thanks"]
    # After an accept the plan moved on: those replies were about the old plan.
    moved = chips_for(reply, plan(3, tuesday={"suggested_edits": ["Swap Goblet Squat"]}))
    assert "Yes, rebuild it" not in texts(moved)
    assert texts(moved)[0] == "Swap Goblet Squat"


def test_a_rest_day_is_not_shifted_and_a_completed_day_offers_no_swaps():
    current = plan(
        saturday={"is_rest_day": True},
        tuesday={"status": "completed", "suggested_edits": ["Swap Goblet Squat"]},
    )
    chips = chips_for({"planVersion": 2}, current)
    assert texts(chips) == ["Add a rest day"]


def test_a_pending_day_proposal_offers_its_own_edits_about_that_day():
    entry = {
        "proposal": {
            "id": "prop_1",
            "type": "UPDATE_DAY",
            "target_day": "friday",
            "data": {"suggested_edits": ["Reduce to 30 minutes", "Reduce to 30 minutes"]},
        },
        "status": "pending",
        "planVersion": 2,
    }
    assert chips_for(entry, plan(2)) == [
        {"text": "Reduce to 30 minutes", "tab": "today", "day": "friday"}
    ]
