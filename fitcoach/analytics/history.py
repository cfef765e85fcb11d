"""The get_historical_exercise_logs answer, built from sessions the store found."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fitcoach.analytics.prs import EPLEY_MAX_REPS, epley
from fitcoach.analytics.rows import SessionRow
from fitcoach.units import shown

MAX_SESSIONS = 10
DEFAULT_SESSIONS = 3


def clamp_sessions(limit_sessions: int) -> int:
    return max(1, min(MAX_SESSIONS, limit_sessions))


def exercise_history(exercise_id: str, sessions: Sequence[SessionRow], unit: str) -> dict[str, Any]:
    """Sessions newest first; each set as logged, plus the session's best set in `unit`."""
    listed = []
    for session in sessions:
        best = max(
            (s for s in session.sets if s.reps <= EPLEY_MAX_REPS),
            key=lambda s: epley(s.weight_lbs, s.reps),
            default=None,
        )
        listed.append(
            {
                "log_id": session.log_id,
                "completed_at": session.completed_at.isoformat(),
                "date": session.local_date.isoformat(),
                "day": session.day,
                "sets": [
                    {
                        "weight": s.weight,
                        "unit": s.unit,
                        "reps": s.reps,
                        "rir": s.rir,
                        "rpe": s.rpe,
                    }
                    for s in session.sets
                ],
                "tonnage_lbs": round(sum(s.weight_lbs * s.reps for s in session.sets), 1),
                "best_set": None
                if best is None
                else {
                    "weight": shown(best.weight_lbs, unit),
                    "reps": best.reps,
                    "estimated_1rm": shown(epley(best.weight_lbs, best.reps), unit),
                    "unit": unit,
                },
            }
        )
    return {"exercise_slug": exercise_id, "unit": unit, "sessions": listed}
