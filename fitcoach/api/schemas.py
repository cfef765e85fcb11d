"""Request bodies. Every string has a cap and every number a sane range, so bad input is
a 422 before anything reaches the database."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal
from zoneinfo import ZoneInfo

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictFloat,
    StrictInt,
    field_validator,
)

from fitcoach.weekdays import Weekday

# Logged sessions are dated from here to one day after now (the route checks the exact
# bounds; these years keep the arithmetic inside datetime's range).
EARLIEST_YEAR = 2000
LATEST_YEAR = 9000

# Heavier than any gym lift in either unit (a loaded leg press tops out near here).
MAX_WEIGHT = 2000.0
NOTES_MAX = 2000


def _lower(value: Any) -> Any:
    return value.strip().lower() if isinstance(value, str) else value


LowerWeekday = Annotated[Weekday, BeforeValidator(_lower)]
UnitIn = Annotated[Literal["lb", "kg"], BeforeValidator(_lower)]


def valid_timezone(name: str) -> str:
    try:
        ZoneInfo(name)
    except Exception:  # ZoneInfoNotFoundError, or a malformed key such as "../x"
        raise ValueError(f"unknown IANA timezone: {name}") from None
    return name


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RegisterIn(_Body):
    username: str = Field(min_length=3, max_length=40, pattern=r"^[A-Za-z0-9_.-]+$")
    password: str = Field(min_length=8, max_length=128)
    units: UnitIn = "lb"
    timezone: str = Field(default="UTC", max_length=64)

    _tz = field_validator("timezone")(valid_timezone)


class LoginIn(_Body):
    username: str = Field(min_length=1, max_length=40)
    password: str = Field(min_length=1, max_length=128)


# Numbers are strict: `true` is not a weight and "10" is not a rep count (JSON has types;
# a client that sends the wrong one has a bug we should show, not paper over).
class SetIn(_Body):
    weight: StrictFloat = Field(ge=0, le=MAX_WEIGHT, allow_inf_nan=False)
    reps: StrictInt = Field(ge=1, le=100)
    rir: StrictFloat | None = Field(default=None, ge=0, le=10, allow_inf_nan=False)
    rpe: StrictFloat | None = Field(default=None, ge=1, le=10, allow_inf_nan=False)


class ExerciseLogIn(_Body):
    exercise_id: str = Field(min_length=1, max_length=64)
    sets: list[SetIn] = Field(min_length=1, max_length=30)


class WorkoutLogIn(_Body):
    completed_at: datetime | None = Field(
        default=None,
        description="When the session ended: from 2000-01-01 to one day after now. Without an "
        "offset it is read in the user's timezone.",
    )
    day: LowerWeekday | None = None
    unit: UnitIn | None = None
    duration_minutes: StrictInt | None = Field(default=None, ge=1, le=600)
    notes: str | None = Field(default=None, max_length=NOTES_MAX)
    exercises_logged: list[ExerciseLogIn] = Field(min_length=1, max_length=30)

    @field_validator("completed_at")
    @classmethod
    def _sane_year(cls, value: datetime | None) -> datetime | None:
        # Checked on the fields, before any arithmetic: year 1 with a +14:00 offset (or
        # read west of UTC) would overflow the datetime range in the first conversion.
        if value is not None and not (EARLIEST_YEAR <= value.year <= LATEST_YEAR):
            raise ValueError(f"must be between {EARLIEST_YEAR}-01-01 and one day from now")
        return value
