"""The scenario corpus: its schema and the loader.

A corpus is one or more YAML files. Each may hold `presets` (named setups, shared by every
file of the corpus) and `cases`. A case is a fresh user with a clock, an optional setup
(turns to send and accept, workout logs to post) and the turns under test, each with what
the spec says must come back.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from fitcoach.catalog import MUSCLE_GROUPS, is_slug
from fitcoach.memory.models import Operation, Tier
from fitcoach.nlu.registry import CORPUS_LABELS
from fitcoach.weekdays import Weekday

Route = Literal["NONE", "UPDATE_DAY", "UPDATE_WEEK"]
Tab = Literal["coach", "today", "week", "workout"]

# The spec's eight intents, then the behaviours the issue adds around them. A case carries
# one label; the scorecard groups by it and `--only` filters by it.
Intent = Literal[
    "onboarding",
    "day_edit",
    "week_overhaul",
    "swap",
    "pain",
    "event",
    "progress",
    "technique",
    "motivation",
    "small_talk",
    "preference",
    "memory_update",
    "memory_delete",
    "dedup",
    "expiry",
    "medical_red_flag",
    "off_topic",
    "injection",
    "multi_turn",
]
# Case labels that are scenarios rather than one intent: a repeated fact, an entry that
# expires, a conversation over several intents.
SCENARIOS: tuple[str, ...] = ("dedup", "expiry", "multi_turn")
# Every intent's label comes from its one definition in the intent registry; the Literal
# above is its type, kept equal by tests/nlu/test_intent_registry.py.
INTENTS: tuple[str, ...] = (*CORPUS_LABELS, *SCENARIOS)

DEFAULT_NOW = datetime(2026, 9, 14, 10, 0, tzinfo=UTC)  # the spec's example clock, a Monday

# The spec's verbosity rule: 1–3 sentences by default, gym-floor swaps under 2; longer
# only for weekly planning (onboarding, overhaul) and technique breakdowns.
DEFAULT_MAX_SENTENCES: dict[str, int | None] = {
    "swap": 2,
    "onboarding": None,
    "week_overhaul": None,
    "technique": None,
}
STANDARD_MAX_SENTENCES = 3

_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([dhm])\s*$")


def parse_duration(text: str) -> timedelta:
    """'4d', '72h', '30m' -> timedelta (corpus shorthand for moving the clock)."""
    match = _DURATION.match(text)
    if not match:
        raise ValueError(f"duration must look like 4d, 72h or 30m, got {text!r}")
    value, unit = float(match.group(1)), match.group(2)
    return {"d": timedelta(days=value), "h": timedelta(hours=value), "m": timedelta(minutes=value)}[
        unit
    ]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class UserSpec(_Strict):
    units: Literal["lb", "kg"] = "lb"
    timezone: str = "UTC"


class MemoryOpExpect(_Strict):
    """One memory mutation the reply must carry; optional fields narrow the match."""

    operation: Operation
    tier: Tier
    category: str | None = None  # tier 1: equipment | goal | chronic_condition | preference
    body_part: str | None = None  # tier 2: matched as a case-insensitive substring


class ForbiddenOp(_Strict):
    operation: Operation
    tier: Tier | None = None


class MemoryFact(_Strict):
    """A memory that must (or must not) be in GET /api/memory after the turn."""

    tier: Tier
    category: str | None = None
    body_part: str | None = None
    fact_contains: str | None = None


class ProposalExpect(_Strict):
    """What the proposed plan must look like, beyond the rule audit."""

    training_days: list[Weekday] | None = None
    training_days_count: int | None = Field(default=None, ge=1, le=7)
    max_minutes: int | None = Field(default=None, ge=5)  # every proposed training day
    # Muscle groups that stay trained as a primary muscle (on the target day for a day
    # proposal, somewhere in the week for a week proposal).
    includes_muscles: list[str] = Field(default_factory=list)
    excludes_exercises: list[str] = Field(default_factory=list)
    day_includes_muscles: dict[Weekday, list[str]] = Field(default_factory=dict)
    # Days that must not train these groups at all (primary or secondary): event sparing.
    day_spares_muscles: dict[Weekday, list[str]] = Field(default_factory=dict)

    @field_validator("excludes_exercises")
    @classmethod
    def _slugs(cls, value: list[str]) -> list[str]:
        unknown = [slug for slug in value if not is_slug(slug)]
        if unknown:
            raise ValueError(f"unknown exercise slugs {unknown}")
        return value

    @model_validator(mode="after")
    def _muscles(self) -> ProposalExpect:
        named = list(self.includes_muscles)
        for groups in (*self.day_includes_muscles.values(), *self.day_spares_muscles.values()):
            named.extend(groups)
        unknown = sorted({m for m in named if m not in MUSCLE_GROUPS})
        if unknown:
            raise ValueError(f"unknown muscle groups {unknown}; use {list(MUSCLE_GROUPS)}")
        return self


class TurnExpect(_Strict):
    route: Route | list[Route]
    # A weekday, null (must be null), or "any" (not scored). NONE and UPDATE_WEEK replies
    # must carry null whatever is written here: the schema check enforces that.
    target_day: Weekday | Literal["any"] | None = "any"
    # Instead of a fixed weekday: the day of the active plan that holds this exercise —
    # today if today's session has it, else the next session that does. Keeps swap cases
    # true whichever day the generator puts the exercise on.
    target_day_holding: str | None = None
    # None = the spec says nothing, so not scored; [] = no mutation allowed.
    memory: list[MemoryOpExpect] | None = None
    # Operations that must not appear at all (dedup: the same fact twice creates nothing),
    # optionally on one tier only, e.g. {operation: CREATE, tier: tier_2_physiological}.
    forbidden_ops: list[ForbiddenOp] = Field(default_factory=list)
    max_sentences: int | None = None  # unset -> the intent's default (see resolved_max)
    contains_all: list[str] = Field(default_factory=list)
    contains_any: list[str] = Field(default_factory=list)
    not_contains: list[str] = Field(default_factory=list)
    proposal: ProposalExpect | None = None
    memory_present: list[MemoryFact] = Field(default_factory=list)
    memory_absent: list[MemoryFact] = Field(default_factory=list)
    differs_from_turn: int | None = Field(default=None, ge=0)  # index of an earlier turn

    def routes(self) -> tuple[str, ...]:
        return tuple(self.route) if isinstance(self.route, list) else (self.route,)

    def resolved_max(self, intent: str) -> int | None:
        if "max_sentences" in self.model_fields_set:
            return self.max_sentences
        return DEFAULT_MAX_SENTENCES.get(intent, STANDARD_MAX_SENTENCES)


class TurnSpec(_Strict):
    message: str = Field(min_length=1, max_length=4000)
    active_tab: Tab | None = None
    selected_day: Weekday | None = None
    advance: str | None = None  # move the clock before sending, e.g. "4d"
    accept: bool = False  # accept the proposal after the checks (it must then be active)
    expect: TurnExpect

    @field_validator("advance")
    @classmethod
    def _advance(cls, value: str | None) -> str | None:
        if value is not None:
            parse_duration(value)
        return value


class SetupTurn(_Strict):
    message: str = Field(min_length=1, max_length=4000)
    active_tab: Tab | None = None
    selected_day: Weekday | None = None
    accept: bool = True  # accept the proposal, if the reply makes one
    require_proposal: bool = False  # the case is void (an error) without one


class LoggedSet(_Strict):
    weight: float = Field(ge=0)
    reps: int = Field(ge=1, le=100)
    rir: int | None = Field(default=None, ge=0, le=10)


_SET = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+)\s*(?:@\s*(\d+))?\s*$")


class LoggedExercise(_Strict):
    exercise_id: str
    # Either full objects or the shorthand "50x10@2" (weight x reps @ RIR).
    sets: list[LoggedSet]

    @field_validator("exercise_id")
    @classmethod
    def _slug(cls, value: str) -> str:
        if not is_slug(value):
            raise ValueError(f"unknown exercise slug {value!r}")
        return value

    @field_validator("sets", mode="before")
    @classmethod
    def _shorthand(cls, value: Any) -> Any:
        if not isinstance(value, list):
            return value
        out: list[Any] = []
        for item in value:
            if isinstance(item, str):
                match = _SET.match(item)
                if not match:
                    raise ValueError(f"set shorthand must look like 50x10@2, got {item!r}")
                weight, reps, rir = match.groups()
                out.append(
                    {"weight": float(weight), "reps": int(reps), "rir": int(rir) if rir else None}
                )
            else:
                out.append(item)
        return out


class LogSpec(_Strict):
    days_ago: float = Field(ge=0)  # completed this long before the case's clock
    day: Weekday | None = None
    unit: Literal["lb", "kg"] | None = None
    duration_minutes: int | None = Field(default=None, ge=1, le=600)
    exercises: list[LoggedExercise] = Field(min_length=1)

    def body(self, now: datetime) -> dict[str, Any]:
        completed = now - timedelta(days=self.days_ago)
        body: dict[str, Any] = {
            "completed_at": completed.isoformat().replace("+00:00", "Z"),
            "exercises_logged": [
                {
                    "exercise_id": ex.exercise_id,
                    "sets": [s.model_dump(exclude_none=True) for s in ex.sets],
                }
                for ex in self.exercises
            ],
        }
        for key in ("day", "unit", "duration_minutes"):
            value = getattr(self, key)
            if value is not None:
                body[key] = value
        return body


class SetupSpec(_Strict):
    preset: str | None = None
    turns: list[SetupTurn] = Field(default_factory=list)
    logs: list[LogSpec] = Field(default_factory=list)


class Case(_Strict):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9_.-]{1,79}$")
    intent: Intent
    description: str = ""
    now: datetime = DEFAULT_NOW
    user: UserSpec = Field(default_factory=UserSpec)
    setup: SetupSpec = Field(default_factory=SetupSpec)
    turns: list[TurnSpec] = Field(min_length=1)

    @field_validator("now")
    @classmethod
    def _aware(cls, value: datetime) -> datetime:
        return value if value.tzinfo else value.replace(tzinfo=UTC)

    @model_validator(mode="after")
    def _references(self) -> Case:
        for index, turn in enumerate(self.turns):
            ref = turn.expect.differs_from_turn
            if ref is not None and ref >= index:
                raise ValueError(f"turn {index}: differs_from_turn must name an earlier turn")
        return self

    def moves_clock(self) -> bool:
        return any(turn.advance for turn in self.turns)


class CorpusFile(_Strict):
    presets: dict[str, SetupSpec] = Field(default_factory=dict)
    cases: list[Case] = Field(default_factory=list)


class CorpusError(ValueError):
    """The corpus is malformed: a schema error, a duplicate id, an unknown or unused preset."""


def corpus_files(path: Path) -> list[Path]:
    if path.is_dir():
        return sorted(p for p in path.iterdir() if p.suffix in {".yaml", ".yml"})
    return [path]


def default_corpus_path() -> Path:
    return Path(__file__).parent / "corpus"


def load_corpus(path: Path | None = None) -> list[Case]:
    """Every case of the corpus at `path` (a file or a directory), presets expanded."""
    files = corpus_files(path or default_corpus_path())
    if not files:
        raise CorpusError(f"no corpus files at {path}")
    parsed: list[tuple[Path, CorpusFile]] = []
    for file in files:
        raw = yaml.safe_load(file.read_text("utf-8")) or {}
        try:
            parsed.append((file, CorpusFile.model_validate(raw)))
        except ValueError as exc:
            raise CorpusError(f"{file.name}: {exc}") from exc
    presets: dict[str, SetupSpec] = {}
    for file, content in parsed:
        for name, preset in content.presets.items():
            if name in presets:
                raise CorpusError(f"{file.name}: preset {name!r} defined twice")
            if preset.preset is not None:
                raise CorpusError(f"{file.name}: preset {name!r} may not name another preset")
            presets[name] = preset
    cases: list[Case] = []
    seen: set[str] = set()
    for file, content in parsed:
        for case in content.cases:
            if case.id in seen:
                raise CorpusError(f"{file.name}: duplicate case id {case.id!r}")
            seen.add(case.id)
            cases.append(_expand(case, presets, file))
    # A preset no case names is a case that lost its `setup:` line: that case then runs for a
    # user with no plan and no logs, and every "no plan yet" reply looks like a coach bug.
    used = {case.setup.preset for _, content in parsed for case in content.cases}
    unused = sorted(set(presets) - used)
    if unused:
        raise CorpusError(f"preset(s) {unused} defined but named by no case (a lost `setup:`?)")
    return cases


def _expand(case: Case, presets: dict[str, SetupSpec], file: Path) -> Case:
    name = case.setup.preset
    if name is None:
        return case
    if name not in presets:
        raise CorpusError(f"{file.name}: case {case.id!r} names unknown preset {name!r}")
    base = presets[name]
    setup = SetupSpec(turns=[*base.turns, *case.setup.turns], logs=[*base.logs, *case.setup.logs])
    return case.model_copy(update={"setup": setup})


def select(cases: Iterable[Case], only: Iterable[str] | None) -> list[Case]:
    wanted = {o.strip() for o in only or [] if o.strip()}
    unknown = wanted - set(INTENTS)
    if unknown:
        raise CorpusError(f"unknown intent(s) {sorted(unknown)}; choose from {list(INTENTS)}")
    return [case for case in cases if not wanted or case.intent in wanted]
