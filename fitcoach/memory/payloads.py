"""Typed payloads: what a memory entry means, beside the `fact` that says it in words.

The `fact` is for people (the user reading GET /api/memory, the LLM reading its context);
the payload is for programs. The training profile is built from payloads only, so a change
to the language extractors never silently changes a stored user's programme: words are
read once, when the memory is written, and what they meant is kept.

Every vocabulary is the catalog's (gear tokens, exercise slugs, movement patterns, muscle
groups, joints), so a payload the engine cannot use is rejected at write time.
"""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    WithJsonSchema,
    field_validator,
    model_serializer,
    model_validator,
)

from fitcoach.catalog import CATALOG
from fitcoach.catalog.model import GEAR_TOKENS, JOINTS, MUSCLE_GROUPS
from fitcoach.weekdays import Weekday

Unit = Literal["lb", "kg"]
GoalKind = Literal["hypertrophy", "strength", "general_fitness", "endurance"]
Experience = Literal["beginner", "intermediate", "advanced"]
Side = Literal["left", "right", "both"]
ConditionKind = Literal["chronic", "soreness", "fatigue", "minor_strain"]
Severity = Literal["mild", "moderate", "severe"]
Style = Literal["balanced", "tough_love", "gentle", "scientific", "hype"]
LanguageCode = Literal["en", "pl", "th", "ja"]
EventKind = Literal["trip", "competition", "outing", "busy", "other"]
Place = Literal["home", "gym", "hotel", "outdoors"]

PATTERNS: frozenset[str] = frozenset(e.pattern for e in CATALOG.values())
BODY_PARTS: frozenset[str] = frozenset(JOINTS) | frozenset(MUSCLE_GROUPS)


def _token(values: object, description: str) -> WithJsonSchema:
    """The vocabulary in the JSON schema (what an LLM may write); validators enforce it."""
    return WithJsonSchema({"type": "string", "enum": sorted(values), "description": description})  # type: ignore[call-overload]


GearToken = Annotated[str, _token(GEAR_TOKENS, "a catalog gear token")]
Muscle = Annotated[str, _token(MUSCLE_GROUPS, "a muscle group")]
BodyPart = Annotated[str, _token(BODY_PARTS, "a joint or muscle group")]
Slug = Annotated[str, _token(CATALOG, "an exercise slug")]
Pattern = Annotated[str, _token(PATTERNS, "a movement pattern")]


def _only(values: list[str], allowed: frozenset[str] | tuple[str, ...], what: str) -> list[str]:
    unknown = [v for v in values if v not in allowed]
    if unknown:
        raise ValueError(f"unknown {what}: {', '.join(unknown)}")
    # Order kept, repeats dropped: the payload is a set with a stable JSON form.
    return list(dict.fromkeys(values))


def _positive(values: list[float]) -> list[float]:
    if any(v <= 0 for v in values):
        raise ValueError("weights must be positive")
    return sorted(set(values))


class _Payload(BaseModel):
    model_config = ConfigDict(extra="forbid")


class DumbbellRange(_Payload):
    """Fixed dumbbells from `min` to `max`, or an adjustable pair that loads up to `max`."""

    min: float | None = Field(default=None, gt=0)
    max: float = Field(gt=0, le=500)
    unit: Unit
    # A fixed set ("dumbbells of 4, 8 and 12 kg"): the pairs owned; loads snap to them.
    pairs: list[float] = Field(default_factory=list, max_length=30)

    @model_serializer(mode="wrap")
    def _without_empty_pairs(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        # a range or a cap serialises as it always did: stored rows and API shapes keep
        # their keys; only a fixed set carries "pairs"
        data: dict[str, Any] = handler(self)
        if not self.pairs:
            data.pop("pairs", None)
        return data

    @model_validator(mode="after")
    def _ordered(self) -> DumbbellRange:
        if self.min is not None and self.min > self.max:
            raise ValueError("dumbbell min is above max")
        return self


class Kettlebells(_Payload):
    weights: list[float] = Field(min_length=1, max_length=20)
    unit: Unit

    _weights = field_validator("weights")(_positive)


class EquipmentPayload(_Payload):
    type: Literal["equipment"] = "equipment"
    gear: list[GearToken] = Field(default_factory=list, description="catalog gear tokens")
    place: Place | None = None
    dumbbells: DumbbellRange | None = None
    kettlebells: Kettlebells | None = None
    bands: bool = False

    @field_validator("gear")
    @classmethod
    def _gear(cls, values: list[str]) -> list[str]:
        return _only(values, GEAR_TOKENS, "gear")


class Schedule(_Payload):
    days: list[Weekday] = Field(default_factory=list, description="fixed training days")
    days_per_week: int | None = Field(default=None, ge=1, le=7)
    minutes: int | None = Field(default=None, ge=10, le=240, description="per session")

    def is_empty(self) -> bool:
        return not self.days and self.days_per_week is None and self.minutes is None


class SchedulePayload(Schedule):
    type: Literal["schedule"] = "schedule"


class BodyWeight(_Payload):
    """The user's body weight as they said it ("I weigh 88 kg"): starting loads use it."""

    value: float = Field(gt=20, le=700)
    unit: Unit


class GoalPayload(_Payload):
    type: Literal["goal"] = "goal"
    kind: GoalKind | None = None
    words: str = Field(default="", max_length=500, description="the goal in the user's words")
    emphasis: list[Muscle] = Field(default_factory=list, description="muscle groups to prioritise")
    schedule: Schedule | None = None
    # Who the user is ("about me"), for the careful template and the endurance rules. All
    # optional: rows written before these fields existed validate unchanged.
    age: int | None = Field(default=None, ge=10, le=110, description="the user's age in years")
    experience: Experience | None = Field(default=None, description="training experience")
    key_days: list[Weekday] = Field(
        default_factory=list, description="days of the key endurance session (long run, race)"
    )
    key_session: str | None = Field(
        default=None, max_length=80, description='the key session, e.g. "long run"'
    )
    bodyweight: BodyWeight | None = Field(default=None, description="the user's body weight")

    @field_validator("emphasis")
    @classmethod
    def _muscles(cls, values: list[str]) -> list[str]:
        return _only(values, MUSCLE_GROUPS, "muscle group")


class ConditionPayload(_Payload):
    type: Literal["condition"] = "condition"
    body_parts: list[BodyPart] = Field(
        default_factory=list, description="catalog joints or muscle groups"
    )
    side: Side | None = None
    kind: ConditionKind
    severity: Severity | None = None
    onset: date | None = None
    name: str | None = Field(
        default=None,
        max_length=60,
        description='the condition\'s name in English, e.g. "osteopenia", "hypertension"',
    )

    @field_validator("body_parts")
    @classmethod
    def _parts(cls, values: list[str]) -> list[str]:
        return _only(values, BODY_PARTS, "body part")


class PreferencePayload(_Payload):
    type: Literal["preference"] = "preference"
    style: Style | None = Field(default=None, description="the coaching voice asked for")
    brief: bool = Field(default=False, description="short replies asked for")
    language: LanguageCode | None = None
    excluded_exercises: list[Slug] = Field(
        default_factory=list, description="exercises never to program, until lifted"
    )
    excluded_patterns: list[Pattern] = Field(
        default_factory=list, description="movement patterns never to program ('no lunges')"
    )
    schedule: Schedule | None = None

    @field_validator("excluded_exercises")
    @classmethod
    def _slugs(cls, values: list[str]) -> list[str]:
        return _only(values, frozenset(CATALOG), "exercise slug")

    @field_validator("excluded_patterns")
    @classmethod
    def _patterns(cls, values: list[str]) -> list[str]:
        return _only(values, PATTERNS, "movement pattern")


class EventPayload(_Payload):
    type: Literal["event"] = "event"
    kind: EventKind = "other"
    start: date | None = None
    end: date | None = None
    place: str | None = Field(default=None, max_length=120)
    gear: list[GearToken] | None = Field(
        default=None, description="gear available there; null = the usual gear"
    )
    dumbbells: DumbbellRange | None = None
    spare: list[Muscle] = Field(default_factory=list, description="muscle groups to keep fresh")

    @field_validator("gear")
    @classmethod
    def _gear(cls, values: list[str] | None) -> list[str] | None:
        return None if values is None else _only(values, GEAR_TOKENS, "gear")

    @field_validator("spare")
    @classmethod
    def _muscles(cls, values: list[str]) -> list[str]:
        return _only(values, MUSCLE_GROUPS, "muscle group")

    @model_validator(mode="after")
    def _ordered(self) -> EventPayload:
        if self.start is not None and self.end is not None and self.start > self.end:
            raise ValueError("event starts after it ends")
        return self


Payload = Annotated[
    EquipmentPayload
    | GoalPayload
    | SchedulePayload
    | ConditionPayload
    | PreferencePayload
    | EventPayload,
    Field(discriminator="type"),
]
Tier1Payload = Annotated[
    EquipmentPayload | GoalPayload | SchedulePayload | ConditionPayload | PreferencePayload,
    Field(discriminator="type"),
]

# Which payload types fit which tier-1 category (the rest of the tiers have one type each).
CATEGORY_PAYLOADS: dict[str, tuple[str, ...]] = {
    "equipment": ("equipment",),
    "goal": ("goal", "schedule"),
    "chronic_condition": ("condition",),
    "preference": ("preference", "schedule"),
}
