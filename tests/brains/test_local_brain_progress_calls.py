"""A progress answer makes the call the logs support: a lift that climbed clearly is
called progress, and a lift flat for three sessions gets a reset, not "add reps"."""

from __future__ import annotations

from typing import Any

from brain_support import FixedTools, make_context

from fitcoach.brains.local import LocalBrain
from fitcoach.nlu.understanding import Understanding
from fitcoach.programming.models import Week

brain = LocalBrain()
SLUG = "barbell-back-squat"


def _session(day: str, weight: float, reps: list[int], e1rm: float) -> dict[str, Any]:
    return {
        "date": day,
        "sets": [{"weight": weight, "unit": "kg", "reps": r, "rir": None} for r in reps],
        "best_set": {"weight": weight, "reps": max(reps), "estimated_1rm": e1rm, "unit": "kg"},
    }


def _tools(sessions: list[dict[str, Any]]) -> FixedTools:
    return FixedTools(history={SLUG: {"exercise_slug": SLUG, "unit": "kg", "sessions": sessions}})


def _ask(plan: Week, message: str, sessions: list[dict[str, Any]]) -> str:
    u = Understanding(intent="progress", exercises=(SLUG,))
    return brain.respond(make_context(message, plan=plan, units="kg"), u, _tools(sessions)).message


def test_a_clear_climb_is_called_progress_with_its_size(plan: Week) -> None:
    sessions = [  # newest first
        _session("2026-09-12", 80, [10, 9, 9], 107.0),
        _session("2026-09-05", 75, [10, 10, 9], 100.0),
        _session("2026-08-29", 70, [10, 10, 9], 93.0),
    ]
    reply = _ask(plan, "squat went from 70 to 80 kg this month, is that good progress?", sessions)
    assert "clear progress" in reply and "15%" in reply
    assert "Not yet" not in reply


def test_a_lift_flat_for_three_sessions_gets_a_reset_not_more_reps(plan: Week) -> None:
    sessions = [
        _session("2026-09-11", 180, [3, 2, 3], 198.0),
        _session("2026-09-04", 180, [2, 2, 2], 195.0),
        _session("2026-08-28", 180, [3, 3, 2], 198.0),
    ]
    reply = _ask(plan, "squat has been stuck at 180x3 for a month, what am I doing wrong", sessions)
    assert "hasn't moved in 3 sessions" in reply
    assert "160 kg" in reply  # a lighter week at about 90%, to the plate below
    assert "add a rep per set until" not in reply


def test_the_calls_are_made_in_the_users_language(plan: Week) -> None:
    sessions = [
        _session("2026-09-12", 80, [10, 9, 9], 107.0),
        _session("2026-09-05", 75, [10, 10, 9], 100.0),
        _session("2026-08-29", 70, [10, 10, 9], 93.0),
    ]
    reply = _ask(plan, "スクワット70kgから80kgになった、これっていい伸び？", sessions)
    assert "はっきり伸びています" in reply and "15%" in reply
