"""Success bodies: one model per route, so the OpenAPI document states every field a
client gets, and FastAPI checks each answer against it before it leaves.

Every model forbids extra keys: a field a route starts returning without declaring it
fails the API tests (and the contract run) instead of drifting silently from the document.
Timestamps the store formats with `isoformat()` are declared as date-time strings and
passed through unchanged (re-parsing would turn "+00:00" into "Z" under clients' feet).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, WithJsonSchema

from fitcoach.catalog.model import Implement, Kind, Level
from fitcoach.memory.models import Tier1Entry, Tier2Entry, Tier3Entry
from fitcoach.programming.models import Week
from fitcoach.weekdays import Weekday

IsoDateTime = Annotated[str, WithJsonSchema({"type": "string", "format": "date-time"})]
IsoDate = Annotated[str, WithJsonSchema({"type": "string", "format": "date"})]
Unit = Literal["lb", "kg"]


class _Out(BaseModel):
    model_config = ConfigDict(extra="forbid")


# ---- health and auth ----------------------------------------------------------------------


class HealthOut(_Out):
    status: Literal["ok"]


class AuthOut(_Out):
    user_id: str
    token: str = Field(description="send as `Authorization: Bearer <token>`")
    expires_at: IsoDateTime


# ---- plans and proposals --------------------------------------------------------------------


class PlanOut(Week):
    """A stored week (the spec's plan document) and its version, which an accept checks."""

    version: int = Field(ge=1)


class AcceptOut(_Out):
    plan: PlanOut


class RejectOut(_Out):
    id: str
    status: Literal["rejected"]


# ---- workouts -------------------------------------------------------------------------------


class NewPrOut(_Out):
    exercise_id: str
    record: str = Field(description="estimated_1rm | max_weight_set | <reps done>RM")
    value: float
    unit: Unit
    previous: float | None
    label: str = Field(description='what was lifted, e.g. "best 5-rep: 100 kg × 5"')


class LoggedOut(_Out):
    log_id: str
    new_prs: list[NewPrOut]
    baselines: list[str] = Field(
        description="exercises logged for the first time: their sets became the records"
    )


class LoggedSetOut(_Out):
    weight: float
    reps: int
    rir: float | None
    rpe: float | None


class LoggedExerciseOut(_Out):
    exercise_id: str
    sets: list[LoggedSetOut]


class LogOut(_Out):
    log_id: str
    completed_at: IsoDateTime
    date: IsoDate = Field(description="the day in the user's timezone")
    day: Weekday
    unit: Unit
    duration_minutes: int | None
    notes: str | None
    exercises_logged: list[LoggedExerciseOut]


class LogsOut(_Out):
    logs: list[LogOut] = Field(description="newest first")


# ---- memory ---------------------------------------------------------------------------------


class _Stamped(BaseModel):
    id: str
    created_at: IsoDateTime
    updated_at: IsoDateTime
    shown: str = Field(
        description="the fact as the user reads it, in the language they chat in "
        "(rendered from the payload; the stored English `fact` for English)"
    )


class StapleOut(Tier1Entry, _Stamped):
    pass


class PhysiologicalOut(Tier2Entry, _Stamped):
    pass


class SituationalOut(Tier3Entry, _Stamped):
    pass


class MemoryOut(_Out):
    tier_1_staples: list[StapleOut]
    tier_2_physiological: list[PhysiologicalOut]
    tier_3_situational: list[SituationalOut]


# ---- analytics ------------------------------------------------------------------------------


class HistorySetOut(_Out):
    weight: float = Field(description="as logged, in `unit`")
    unit: Unit
    reps: int
    rir: float | None
    rpe: float | None


class BestSetOut(_Out):
    weight: float
    reps: int
    estimated_1rm: float
    unit: Unit


class SessionOut(_Out):
    log_id: str
    completed_at: IsoDateTime
    date: IsoDate
    day: Weekday
    sets: list[HistorySetOut]
    tonnage_lbs: float
    best_set: BestSetOut | None = Field(description="highest estimated 1RM, sets of 1-12 reps")


class ExerciseHistoryOut(_Out):
    exercise_slug: str
    unit: Unit
    sessions: list[SessionOut] = Field(description="newest first")


class VolumeWeekOut(_Out):
    week_start_date: IsoDate
    tonnage_lbs: float
    hard_sets: int
    indirect_hard_sets: int
    direct_sets: int
    sessions: int


class VolumeOut(_Out):
    muscle_group: str
    weeks_back: int
    unit: Literal["lbs"]
    window_start: IsoDateTime = Field(description="now - weeks_back x 7 days")
    window_end: IsoDateTime
    total_tonnage_lbs: float
    total_hard_sets: int
    total_indirect_hard_sets: int
    total_sessions: int
    weeks: list[VolumeWeekOut] = Field(description="the same sets per calendar week")
    counting: str


class LoggedAsOut(_Out):
    weight: float
    unit: Unit


class RecordOut(_Out):
    value: float = Field(description="the record's value in the user's unit")
    weight: float = Field(description="the set's weight in the user's unit")
    reps: int = Field(description="the reps actually done")
    label: str
    logged_as: LoggedAsOut
    log_id: str
    at: IsoDateTime


class RecordsOut(_Out):
    exercise_slug: str
    unit: Unit
    has_records: bool
    estimated_1rm_formula: str
    estimated_1rm: RecordOut | None
    max_weight_set: RecordOut | None
    rep_records: dict[str, RecordOut] = Field(description="keyed by the reps actually done")


# ---- exercises ------------------------------------------------------------------------------


class AdaptationOut(_Out):
    stress: Level
    how: str


class ExerciseOut(_Out):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    slug: str
    name: str
    group: str
    kind: Kind = Field(alias="class")
    gear: str
    gear_options: list[list[str]]
    primary_muscles: list[str]
    secondary_muscles: list[str]
    delt_heads: list[str]
    movement_pattern: str
    priority: int
    spinal_loading: Level
    unilateral: bool
    grip_demand: Level
    joint_stress: dict[str, Level]
    load_implement: Implement
    load_implements: list[Implement]
    cues: list[str]
    hold: bool
    regression_of: list[str]
    joint_friendly: list[str]
    adaptations: dict[str, AdaptationOut]


class ExercisesOut(_Out):
    count: int
    exercises: list[ExerciseOut]
