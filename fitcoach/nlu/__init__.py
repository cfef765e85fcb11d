"""Embedded language understanding: English, Polish, Thai and Japanese, rule-based.

`understand()` reads one chat message into an `Understanding` (intent + extracted facts).
The extractors are public too, so stored memory facts ("Home gym with dumbbells up to
50 lbs and adjustable bench.") can be read back into a training profile. Everything here
is pure: no I/O, no clock (`today` is passed in).
"""

from fitcoach.nlu.body import extract_body_parts, extract_muscles, extract_side
from fitcoach.nlu.calendar import extract_weekdays, resolve_dates, resolve_day
from fitcoach.nlu.exercises import extract_exercises
from fitcoach.nlu.gear import extract_gear, extract_unavailable_gear
from fitcoach.nlu.language import detect_language
from fitcoach.nlu.quantities import (
    extract_age,
    extract_days_per_week,
    extract_loads,
    extract_max_dumbbell,
    extract_minutes,
)
from fitcoach.nlu.traits import extract_condition, extract_goal, extract_voice
from fitcoach.nlu.understand import understand
from fitcoach.nlu.understanding import Condition, Intent, Language, Load, Understanding, Voice

__all__ = [
    "Condition",
    "Intent",
    "Language",
    "Load",
    "Understanding",
    "Voice",
    "detect_language",
    "extract_age",
    "extract_body_parts",
    "extract_condition",
    "extract_days_per_week",
    "extract_exercises",
    "extract_gear",
    "extract_goal",
    "extract_loads",
    "extract_max_dumbbell",
    "extract_minutes",
    "extract_muscles",
    "extract_side",
    "extract_unavailable_gear",
    "extract_voice",
    "extract_weekdays",
    "resolve_dates",
    "resolve_day",
    "understand",
]
