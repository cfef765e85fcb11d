"""Typed operations on a plan: the small language every brain speaks to the engine.

A brain emits a list of these; the engine applies them in order to a copy of the active
week and returns the new week plus one human line per operation.
"""

from __future__ import annotations

from datetime import date
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from fitcoach.weekdays import Weekday


class _Op(BaseModel):
    model_config = ConfigDict(extra="forbid")


class BuildWeek(_Op):
    """(Re)build the whole week from the profile, overriding what is given here."""

    op: Literal["build_week"] = "build_week"
    training_days: list[Weekday] | None = None
    days_per_week: int | None = Field(default=None, ge=1, le=7)
    session_minutes: int | None = Field(default=None, ge=15, le=180)
    emphasis: list[str] | None = None
    # A named emphasis for a given day, e.g. {"saturday": ["Biceps", "Triceps", "Shoulders"]}.
    day_focus: dict[Weekday, list[str]] = Field(default_factory=dict)
    theme: str | None = None


class SetBlock(_Op):
    exercise_id: str
    sets: int = Field(ge=1, le=10)
    reps: str
    rest: int = Field(ge=0, le=600)


class SetDay(_Op):
    """Author a day explicitly; each inner list is one block (two entries = a superset)."""

    op: Literal["set_day"] = "set_day"
    day: Weekday
    blocks: list[list[SetBlock]] = Field(min_length=1)
    title: str | None = None


class FitToTime(_Op):
    op: Literal["fit_to_time"] = "fit_to_time"
    day: Weekday
    minutes: int = Field(ge=10, le=180)
    keep_focus: list[str] = Field(default_factory=list, description="muscle groups to keep")


class Swap(_Op):
    """Replace one exercise on a day; the engine picks the replacement unless one is named."""

    op: Literal["swap"] = "swap"
    day: Weekday
    exercise_id: str
    replacement_id: str | None = None
    unavailable_gear: list[str] = Field(default_factory=list, description="gear busy right now")


class Avoid(_Op):
    """Keep body parts, movement patterns, gear or exercises out of the given days."""

    op: Literal["avoid"] = "avoid"
    days: list[Weekday] | None = Field(default=None, description="None = every day")
    body_parts: list[str] = Field(default_factory=list)
    patterns: list[str] = Field(default_factory=list)
    gear: list[str] = Field(default_factory=list)
    exercises: list[str] = Field(default_factory=list)


class Lighten(_Op):
    """Make one day easier at about the same length: a light day keeps its exercises and
    its time, with fewer hard sets, more reps in reserve and lighter loads."""

    op: Literal["lighten"] = "lighten"
    day: Weekday


class Taper(_Op):
    """Peak for an event: the day keeps its exercises, loads and reps in reserve and sheds
    about two sets in five, so the user arrives fresh but still sharp."""

    op: Literal["taper"] = "taper"
    day: Weekday


class Deload(_Op):
    """A deload day: the same lifts with about 40 % fewer sets, lighter loads and every set
    3 reps short of failure."""

    op: Literal["deload"] = "deload"
    day: Weekday


class Peak(_Op):
    """Weeks before an event: the main lifts go to a lower rep range at heavier loads and
    the other exercises lose a set (intensity up, fatigue not)."""

    op: Literal["peak"] = "peak"
    day: Weekday


class MoveDay(_Op):
    op: Literal["move_day"] = "move_day"
    from_day: Weekday
    to_day: Weekday


class RestDay(_Op):
    op: Literal["rest_day"] = "rest_day"
    day: Weekday


class ReduceLoad(_Op):
    """Spare muscle groups in the hours before an event (a tier-3 situation)."""

    op: Literal["reduce_load"] = "reduce_load"
    muscles: list[str] = Field(min_length=1)
    event_date: date
    hours_before: int = Field(default=48, ge=12, le=96)


class AddWork(_Op):
    """Add work to a day — an arm finisher, a core session on a rest day, a named exercise —
    within the day's caps and the session's minutes (or `minutes` for the added work)."""

    op: Literal["add_work"] = "add_work"
    day: Weekday
    muscles: list[str] = Field(default_factory=list, description="muscle groups to add sets for")
    exercises: list[str] = Field(default_factory=list, description="slugs to add")
    minutes: int | None = Field(default=None, ge=5, le=90, description="budget for the addition")


PlanOp = Annotated[
    BuildWeek
    | SetDay
    | FitToTime
    | Swap
    | Avoid
    | Lighten
    | Taper
    | Peak
    | Deload
    | MoveDay
    | RestDay
    | ReduceLoad
    | AddWork,
    Field(discriminator="op"),
]
