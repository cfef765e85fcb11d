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


# The accepted values, documented as enums so the OpenAPI document says exactly what the
# server accepts (the routes check them; the schema only describes).
def exercise_slugs() -> list[str]:
    from fitcoach.catalog import CATALOG

    return sorted(CATALOG)


def _timezones(schema: dict[str, Any]) -> None:
    from zoneinfo import available_timezones

    schema["enum"] = sorted(available_timezones() | {"UTC"})


def _slugs(schema: dict[str, Any]) -> None:
    schema["enum"] = exercise_slugs()


def _password_policy(schema: dict[str, Any]) -> None:
    """What of the password policy a schema can say (the route checks all of it): not one
    repeated character, not on the common-password list."""
    from fitcoach.api.security import common_passwords

    schema["not"] = {"anyOf": [{"pattern": r"^(.)\1*$"}, {"enum": sorted(common_passwords())}]}
    schema["description"] = (
        "At least 8 characters, any characters, no composition rules; refused (422 "
        "weak_password): commonly used passwords, one repeated character, a straight run of "
        "keys, or little more than the username (NIST SP 800-63B)."
    )


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RegisterIn(_Body):
    username: str = Field(min_length=3, max_length=40, pattern=r"^[A-Za-z0-9_.-]+$")
    password: str = Field(min_length=8, max_length=128, json_schema_extra=_password_policy)
    units: UnitIn = "lb"
    timezone: str = Field(default="UTC", max_length=64, json_schema_extra=_timezones)

    _tz = field_validator("timezone")(valid_timezone)


class LoginIn(_Body):
    username: str = Field(min_length=1, max_length=40)
    password: str = Field(min_length=1, max_length=128)


def _whole_number(value: Any) -> Any:
    """JSON Schema's `integer` is any number with no fraction, so 10.0 is a rep count; a
    boolean, a string or 10.5 is not."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError("must be a whole number")
    if isinstance(value, float):
        if not value.is_integer():
            raise ValueError("must be a whole number")
        return int(value)
    return value


WholeNumber = Annotated[int, BeforeValidator(_whole_number)]


# Numbers are strict: `true` is not a weight and "10" is not a rep count (JSON has types;
# a client that sends the wrong one has a bug we should show, not paper over).
class SetIn(_Body):
    weight: StrictFloat = Field(ge=0, le=MAX_WEIGHT, allow_inf_nan=False)
    reps: WholeNumber = Field(ge=1, le=100)
    rir: StrictFloat | None = Field(default=None, ge=0, le=10, allow_inf_nan=False)
    rpe: StrictFloat | None = Field(default=None, ge=1, le=10, allow_inf_nan=False)


class ExerciseLogIn(_Body):
    exercise_id: str = Field(min_length=1, max_length=64, json_schema_extra=_slugs)
    sets: list[SetIn] = Field(min_length=1, max_length=30)


class WorkoutLogIn(_Body):
    completed_at: datetime | None = Field(
        default=None,
        description="When the session ended: from 2000-01-01 to one day after now. Without an "
        "offset it is read in the user's timezone.",
    )
    day: LowerWeekday | None = None
    unit: UnitIn | None = None
    duration_minutes: WholeNumber | None = Field(default=None, ge=1, le=600)
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


class ErrorOut(BaseModel):
    """The one error shape of every 4xx/5xx answer."""

    detail: str
    code: str
    request_id: str


def _error(description: str) -> dict[str, Any]:
    return {"model": ErrorOut, "description": description}


# Documented on every operation: the statuses any route can answer besides its success.
ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    400: _error("Malformed JSON or headers"),
    401: _error("Missing, invalid, expired or revoked token"),
    404: _error("No such resource (or another user's)"),
    409: _error("Conflicts with the current state (taken name, stale proposal, ...)"),
    413: _error("Body over the size cap"),
    422: _error("Invalid input; nothing was changed"),
    429: _error("Too many failed logins; see Retry-After"),
    503: _error("At capacity; retry after Retry-After seconds"),
}
