"""The spec's two example payloads (§4.2, Intents 1 and 2), verbatim `proposal.data`."""

from __future__ import annotations

from typing import Any

ONBOARDING_WEEK: dict[str, Any] = {
    "week_start_date": "2026-09-14",
    "theme": "Hypertrophy Foundation • Chest & Delts Priority",
    "summary": {"total_time_minutes": 180, "total_volume_lbs": 38400, "frequency": 4},
    "suggested_edits": [
        "Shift Friday workout to Saturday",
        "Add an extra arm finisher on Thursday",
    ],
    "days": {
        "monday": {
            "date": "2026-09-14",
            "day_of_week": "Monday",
            "is_rest_day": False,
            "status": "scheduled",
            "completed_log_id": None,
            "completed_at": None,
            "title": "Upper Body Push & Delt Focus",
            "focus_tag": "Chest & Shoulders",
            "duration_minutes": 45,
            "estimated_volume_lbs": 10500,
            "coach_note": "Keep your shoulder blades retracted on incline presses. "
            "Control the 3-second eccentric.",
            "muscle_focus": [
                {"muscle": "Chest", "intensity": 85},
                {"muscle": "Shoulders", "intensity": 90},
                {"muscle": "Triceps", "intensity": 65},
            ],
            "suggested_edits": ["Swap flat flyes for push-ups", "Reduce to 35 minutes"],
            "blocks": [
                {
                    "label": "Primary Compound Block",
                    "exercises": [
                        {
                            "exercise_id": "incline-db-bench-press",
                            "name": "Incline DB Bench Press",
                            "target_sets": 4,
                            "target_reps": "8-10",
                            "rest_seconds": 90,
                        }
                    ],
                },
                {
                    "label": "Accessory Superset",
                    "exercises": [
                        {
                            "exercise_id": "db-lateral-raise",
                            "name": "DB Lateral Raise",
                            "target_sets": 3,
                            "target_reps": "12-15",
                            "rest_seconds": 30,
                        },
                        {
                            "exercise_id": "overhead-db-tricep-extension",
                            "name": "Overhead DB Tricep Extension",
                            "target_sets": 3,
                            "target_reps": "10-12",
                            "rest_seconds": 60,
                        },
                    ],
                },
            ],
        }
    },
}

UPDATE_DAY: dict[str, Any] = {
    "date": "2026-09-14",
    "day_of_week": "Monday",
    "is_rest_day": False,
    "title": "Upper Body Push (Express 30m)",
    "focus_tag": "Chest & Shoulders",
    "duration_minutes": 30,
    "estimated_volume_lbs": 7200,
    "coach_note": "Keep rest to 60s on the incline press. Attack the superset with intensity.",
    "muscle_focus": [
        {"muscle": "Chest", "intensity": 90},
        {"muscle": "Shoulders", "intensity": 85},
    ],
    "suggested_edits": ["Restore to 45m version"],
    "blocks": [
        {
            "label": "Primary Compound Anchor",
            "exercises": [
                {
                    "exercise_id": "incline-db-bench-press",
                    "target_sets": 3,
                    "target_reps": "8-10",
                    "rest_seconds": 60,
                }
            ],
        },
        {
            "label": "Express Superset Block",
            "exercises": [
                {
                    "exercise_id": "db-lateral-raise",
                    "target_sets": 3,
                    "target_reps": "12",
                    "rest_seconds": 15,
                },
                {
                    "exercise_id": "overhead-db-tricep-extension",
                    "target_sets": 3,
                    "target_reps": "12",
                    "rest_seconds": 45,
                },
            ],
        },
    ],
}
