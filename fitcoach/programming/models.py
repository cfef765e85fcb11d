"""The plan documents (the spec's weekly-plan format) and the engine's inputs.

`estimated_volume_lbs` and `summary.total_volume_lbs` are always pounds (the spec's field
names); loads a user sees (`suggested_load`) are in the user's own unit.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from fitcoach.weekdays import WEEKDAYS, Weekday

Unit = Literal["lb", "kg"]
Goal = Literal["hypertrophy", "strength", "general_fitness", "endurance"]
Experience = Literal["beginner", "intermediate", "advanced"]
DayStatus = Literal["scheduled", "completed"]


class PlannedExercise(BaseModel):
    model_config = ConfigDict(extra="forbid")

    exercise_id: str
    name: str
    target_sets: int = Field(ge=1, le=10)
    target_reps: str = Field(description='a rep target or range, e.g. "8-10", "12", "30s"')
    rest_seconds: int = Field(ge=0, le=600)
    target_rir: int | None = Field(default=None, ge=0, le=5, description="reps in reserve")
    suggested_load: float | None = Field(default=None, ge=0, description="in `load_unit`")
    load_unit: Unit | None = None
    # How hard, in words, where a number can't say it: bodyweight and band work, holds, or
    # a lift with no basis ("a weight you could lift ~12 times; do 10").
    load_note: str | None = None


class Block(BaseModel):
    model_config = ConfigDict(extra="forbid")

    label: str
    exercises: list[PlannedExercise] = Field(min_length=1)


class MuscleFocus(BaseModel):
    muscle: str
    intensity: int = Field(ge=0, le=100)


class Day(BaseModel):
    model_config = ConfigDict(extra="forbid")

    date: date
    day_of_week: str
    is_rest_day: bool
    status: DayStatus = "scheduled"
    completed_log_id: str | None = None
    completed_at: datetime | None = None
    title: str
    focus_tag: str
    duration_minutes: int = Field(ge=0)
    estimated_volume_lbs: int = Field(ge=0)
    coach_note: str
    muscle_focus: list[MuscleFocus] = Field(default_factory=list)
    suggested_edits: list[str] = Field(default_factory=list)
    blocks: list[Block] = Field(default_factory=list)


class WeekSummary(BaseModel):
    total_time_minutes: int = Field(ge=0)
    total_volume_lbs: int = Field(ge=0)
    frequency: int = Field(ge=0, le=7)


class Week(BaseModel):
    model_config = ConfigDict(extra="forbid")

    week_start_date: date
    theme: str
    summary: WeekSummary
    suggested_edits: list[str] = Field(default_factory=list)
    # What the schedule or gear cannot cover (e.g. weekly sets below 10), said plainly.
    notes: list[str] = Field(default_factory=list)
    days: dict[Weekday, Day]

    @field_validator("days")
    @classmethod
    def _in_weekday_order(cls, days: dict[Weekday, Day]) -> dict[Weekday, Day]:
        # A store may hand the days back in any order (Firestore maps do); the week a
        # user reads always runs Monday to Sunday.
        return {day: days[day] for day in WEEKDAYS if day in days}


# ---- engine inputs ---------------------------------------------------------------------


class Restriction(BaseModel):
    """Something to protect: a joint/body region or a muscle group, until a moment or forever.

    `body_part` is canonical: a joint token from catalog.JOINTS ("shoulder", "lower_back",
    ...) or a muscle group from catalog.MUSCLE_GROUPS ("Hamstrings", ...).
    """

    body_part: str
    severity: Literal["chronic", "soreness", "fatigue", "minor_strain"]
    until: datetime | None = None
    note: str = ""


class Event(BaseModel):
    """A tier-3 situation: muscles to keep fresh for an event on a date."""

    name: str
    on: date
    spare: list[str] = Field(default_factory=list, description="muscle groups to keep fresh")
    hours_before: int = 48


class LoadBasis(BaseModel):
    """The best recent working set for an exercise, the basis of a suggested load."""

    weight: float = Field(ge=0)
    reps: int = Field(ge=1)
    unit: Unit


class GearWindow(BaseModel):
    """Gear somewhere else for a few days (a trip): it replaces the usual gear on those
    dates only, from `start` to `end` inclusive."""

    start: date
    end: date
    gear: frozenset[str]
    max_dumbbell: float | None = Field(default=None, gt=0, description="in the profile's unit")
    place: str | None = None

    def covers(self, day: date) -> bool:
        return self.start <= day <= self.end


class TrainingProfile(BaseModel):
    gear: frozenset[str] = frozenset()
    max_dumbbell: float | None = Field(default=None, gt=0, description="heaviest dumbbell")
    unit: Unit = "lb"
    goal: Goal = "hypertrophy"
    emphasis: list[str] = Field(default_factory=list, description="muscle groups to prioritise")
    training_days: list[Weekday] | None = None
    days_per_week: int | None = Field(default=None, ge=1, le=7)
    session_minutes: int = Field(default=45, ge=15, le=180)
    restrictions: list[Restriction] = Field(default_factory=list)
    events: list[Event] = Field(default_factory=list)
    known_loads: dict[str, LoadBasis] = Field(default_factory=dict)
    # Added (memory payloads): what the user asked never to be given, until they lift it,
    # and the gear of dated stays away from home.
    excluded_exercises: frozenset[str] = frozenset()
    excluded_patterns: frozenset[str] = frozenset()
    away: list[GearWindow] = Field(default_factory=list)

    def gear_on(self, day: date) -> frozenset[str]:
        """The gear at hand on `day`: a trip's gear inside the trip, the usual gear outside."""
        for window in self.away:
            if window.covers(day):
                return window.gear
        return self.gear

    def max_dumbbell_on(self, day: date) -> float | None:
        for window in self.away:
            if window.covers(day):
                return window.max_dumbbell
        return self.max_dumbbell

    # Who the user is, for the goal template (templates.py): beginners, adults over 60 and
    # low bone density get the careful template; bodyweight seeds starting loads.
    experience: Experience | None = None
    age: int | None = Field(default=None, ge=10, le=110)
    conditions: list[str] = Field(default_factory=list, description='e.g. "osteopenia"')
    bodyweight: float | None = Field(default=None, gt=0, description="in `unit`")
    # Fixed weights owned (in `unit`): loads snap to these, never above the heaviest.
    dumbbell_set: list[float] = Field(default_factory=list)
    kettlebells: list[float] = Field(default_factory=list)
    # Words no exercise may hold, from what the user refuses ("lunge", "barbell").
    avoid: list[str] = Field(default_factory=list)
    # Endurance and sport: the days of the key session (long run, race, match) that heavy
    # leg work must stay 48 h clear of, and what that session is.
    key_days: list[Weekday] = Field(default_factory=list)
    key_session: str = ""
