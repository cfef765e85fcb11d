"""Which exercises a given day may hold: gear (R2), protections and events (R12).

A `Guard` is computed once per (profile, week, now) and answers "may this exercise go on
this weekday, and if not, why?" in constant time. Operations may narrow it further for the
rest of their chain (`avoid`, `reduce_load`), without changing what the validator checks.

A chat turn builds several guards for the same user (the chain's, the validator's, the
pipeline's re-check), and most weekdays share the same inputs, so a day's verdicts are
cached by what they depend on: the gear tokens, the protections and spared muscles that
cover that date, and the narrowings that apply to that weekday. `now` enters only through
which protections cover the date, so guards built moments apart share the cache.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta

from fitcoach.catalog import CATALOG, GEAR_TOKENS, JOINTS, MUSCLE_GROUPS, Exercise, variants
from fitcoach.programming.models import Event, Restriction, TrainingProfile
from fitcoach.programming.regressions import adapted_stress
from fitcoach.units import convert
from fitcoach.weekdays import WEEKDAYS, Weekday, date_in_week

# Words users and brains use for gear that the catalog splits into tokens.
GEAR_ALIASES: dict[str, frozenset[str]] = {
    "adjustable bench": frozenset({"flat bench", "incline bench"}),
    "bench": frozenset({"flat bench"}),
    "adjustable dumbbells": frozenset({"dumbbells"}),
    "dumbbell": frozenset({"dumbbells"}),
    "cable": frozenset({"cable machine"}),
    "cables": frozenset({"cable machine"}),
    "pullup bar": frozenset({"pull-up bar"}),
    "pull up bar": frozenset({"pull-up bar"}),
    "chin-up bar": frozenset({"pull-up bar"}),
    "chin up bar": frozenset({"pull-up bar"}),
    "chinup bar": frozenset({"pull-up bar"}),
    "bands": frozenset({"resistance band"}),
    "band": frozenset({"resistance band"}),
    "resistance bands": frozenset({"resistance band"}),
    "loop bands": frozenset({"resistance band"}),
    "kettlebells": frozenset({"kettlebell"}),
    "box": frozenset({"plyo box"}),
    "step": frozenset({"plyo box"}),
    "row machine": frozenset({"seated row machine"}),
    "dip bars": frozenset({"dip station"}),
    "hex bar": frozenset({"trap bar"}),
    "rowing machine": frozenset({"rower"}),
    "exercise bike": frozenset({"bike"}),
    "skipping rope": frozenset({"jump rope"}),
}

Reason = tuple[str, str]  # (rule, human reason)


def normalize_gear(gear: Iterable[str]) -> frozenset[str]:
    """Catalog gear tokens for a profile's inventory; bodyweight is always at hand."""
    if isinstance(gear, frozenset):
        # profiles hold their gear as a frozenset, asked for thousands of times a week
        return _normalized(gear)
    return _normalize(gear)


@functools.lru_cache(maxsize=256)
def _normalized(gear: frozenset[str]) -> frozenset[str]:
    return _normalize(gear)


def _normalize(gear: Iterable[str]) -> frozenset[str]:
    tokens = {"bodyweight"}
    for raw in gear:
        name = raw.strip().lower()
        if name in GEAR_TOKENS:
            tokens.add(name)
        else:
            tokens |= GEAR_ALIASES.get(name, frozenset())
    return frozenset(tokens)


def canonical_body_part(body_part: str) -> str | None:
    """A joint token or a muscle group; lenient about case, spaces and a plural "s" ("forearm"
    is Forearms). None if unknown."""
    if body_part in JOINTS or body_part in MUSCLE_GROUPS:
        return body_part
    lowered = body_part.strip().lower()
    for group in MUSCLE_GROUPS:
        if lowered in (group.lower(), group.lower().removesuffix("s")):
            return group
    joint = lowered.replace(" ", "_").replace("-", "_")
    if joint in JOINTS:
        return joint
    if joint.endswith("s") and joint[:-1] in JOINTS:
        return joint[:-1]
    return None


# A hurt wrist or forearm can't hold a heavy bar or hang from one: those exercises are
# out as well as the ones that stress the wrist joint itself.
GRIP_PARTS = frozenset({"wrist", "Forearms"})


# Spinal loading a protected lower back rules out. A chronic sensitivity is managed for good:
# only heavy (high) spinal loading is out, so goblet squats and DB Romanian deadlifts stay.
# An acute state (soreness, fatigue, a minor strain) is protected more strictly until it
# expires: moderate loading is out too, because a sore back should not hold a load upright.
CHRONIC_SPINAL_LIMIT = frozenset({"high"})
ACUTE_SPINAL_LIMIT = frozenset({"high", "moderate"})
LOWER_BACK_PARTS = frozenset({"lower_back", "Lower Back"})


# Joint stress a protected joint rules out, by the same reasoning: a chronic condition keeps
# only high stress out; an acute state keeps moderate stress out too ("my wrist hurts when I
# curl" takes the wrist-loaded curl off the day). The shoulder is the exception, from the
# spec's own sore-shoulder example (Intent 5): an acute shoulder means no overhead pressing
# and no heavy incline pressing, the catalog's high shoulder stress, while flat pressing,
# rows and raises (moderate) stay, so a sore shoulder does not empty an upper day.
CHRONIC_JOINT_LIMIT = frozenset({"high"})
ACUTE_JOINT_LIMIT = frozenset({"high", "moderate"})
ACUTE_HIGH_ONLY_JOINTS = frozenset({"shoulder"})


def joint_limit(part: str, *, acute: bool) -> frozenset[str]:
    """The joint-stress levels a protection of joint `part` rules out."""
    if acute and part not in ACUTE_HIGH_ONLY_JOINTS:
        return ACUTE_JOINT_LIMIT
    return CHRONIC_JOINT_LIMIT


def body_part_problem(exercise: Exercise, part: str, *, acute: bool = False) -> str | None:
    """Why `exercise` loads a protected body part (R12), or None. `acute` is for a tier-2
    state (not a chronic condition): it also rules out moderate spinal loading for the
    lower back and moderate stress on any joint but the shoulder."""
    if part in GRIP_PARTS and exercise.grip_demand == "high":
        return "a hard grip"
    if part in LOWER_BACK_PARTS:
        spinal = ACUTE_SPINAL_LIMIT if acute else CHRONIC_SPINAL_LIMIT
        if exercise.spinal_loading in spinal:
            return f"{exercise.spinal_loading} spinal loading"
    if part in JOINTS:
        stress = exercise.joint_stress.get(part)
        if not acute:
            # a chronic joint keeps the exercise when its adapted form is gentle enough
            stress = adapted_stress(exercise, part) or stress
        if stress in joint_limit(part, acute=acute):
            return f"{stress} {part.replace('_', ' ')} stress"
        return None
    if part in exercise.primary:
        return f"{part} is a primary mover"
    return None


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def restriction_covers(restriction: Restriction, day: date, now: datetime) -> bool:
    """Active while `now < until`, and only for days that start before `until`."""
    if restriction.until is None:
        return True
    until = _aware(restriction.until)
    if _aware(now) >= until:
        return False
    return datetime.combine(day, time.min, tzinfo=until.tzinfo) < until


def event_covers(event_on: date, hours_before: int, day: date) -> bool:
    """Days from `hours_before` ahead of the event's date up to the event day itself."""
    span = math.ceil(hours_before / 24)
    return event_on - timedelta(days=span) <= day <= event_on


@dataclass(frozen=True)
class Narrowing:
    """An operation's extra exclusions for the rest of its chain (frozen: it keys a cache)."""

    days: frozenset[Weekday] | None = None
    body_parts: tuple[str, ...] = ()
    patterns: tuple[str, ...] = ()
    gear: tuple[str, ...] = ()
    exercises: tuple[str, ...] = ()
    spare: tuple[str, ...] = ()
    label: str = "your request"

    def applies(self, weekday: Weekday) -> bool:
        return self.days is None or weekday in self.days

    def problem(self, exercise: Exercise, weekday: Weekday, have: frozenset[str]) -> str | None:
        if not self.applies(weekday):
            return None
        return self.excludes(exercise, have)

    def excludes(self, exercise: Exercise, have: frozenset[str]) -> str | None:
        if exercise.slug in self.exercises:
            return f"{exercise.name} is excluded ({self.label})"
        if exercise.pattern in self.patterns:
            return f"pattern {exercise.pattern} is excluded ({self.label})"
        if self.gear and not exercise.available_with(have - normalize_gear(self.gear)):
            return f"needs {', '.join(self.gear)} ({self.label})"
        # a body part the user asks to keep out is treated like an acute state
        for part in self.body_parts:
            why = body_part_problem(exercise, part, acute=True)
            if why:
                return f"{why} ({self.label})"
        hit = set(exercise.muscles()) & set(self.spare)
        if hit:
            return f"works {', '.join(sorted(hit))} ({self.label})"
        return None


@dataclass
class Guard:
    profile: TrainingProfile
    week_start: date
    now: datetime
    narrowings: list[Narrowing] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.gear = normalize_gear(self.profile.gear)
        self._reasons: dict[Weekday, dict[str, Reason]] = {}
        self._allowed: dict[Weekday, tuple[Exercise, ...]] = {}
        standing = _standing_exclusions(self.profile)
        for weekday in WEEKDAYS:
            day = date_in_week(self.week_start, weekday)
            # A trip's gear on the trip's dates, the usual gear on the others.
            gear = normalize_gear(self.profile.gear_on(day)) if self.profile.away else self.gear
            parts = tuple(
                (part, restriction.severity) for part, restriction in self._protected_parts(day)
            )
            spare = tuple(
                (muscle, event.name) for muscle, event in self._spared_muscles(day).items()
            )
            narrowings = (*standing, *(n for n in self.narrowings if n.applies(weekday)))
            reasons, allowed = _verdicts(gear, parts, spare, narrowings)
            self._reasons[weekday] = reasons
            self._allowed[weekday] = allowed

    def _protected_parts(self, day: date) -> list[tuple[str, Restriction]]:
        parts = []
        for restriction in self.profile.restrictions:
            part = canonical_body_part(restriction.body_part)
            if part and restriction_covers(restriction, day, self.now):
                parts.append((part, restriction))
        return parts

    def _spared_muscles(self, day: date) -> dict[str, Event]:
        spare: dict[str, Event] = {}
        for event in self.profile.events:
            if event_covers(event.on, event.hours_before, day):
                for muscle in event.spare:
                    spare.setdefault(muscle, event)
        return spare

    def reason(self, slug: str, weekday: Weekday) -> Reason | None:
        if slug not in CATALOG:
            return ("R1", f"'{slug}' is not in the exercise catalog")
        return self._reasons[weekday].get(slug)

    def allowed(self, weekday: Weekday) -> list[Exercise]:
        return list(self._allowed[weekday])

    def narrowed(self, narrowing: Narrowing) -> Guard:
        return Guard(self.profile, self.week_start, self.now, [*self.narrowings, narrowing])

    def dumbbell_cap(self, unit: str) -> float | None:
        """The heaviest dumbbell in `unit`."""
        cap = self.profile.max_dumbbell
        if cap is None:
            return None
        return convert(cap, self.profile.unit, unit)


def _standing_exclusions(profile: TrainingProfile) -> tuple[Narrowing, ...]:
    """What the user asked never to be given ("no lunges"): out of every day of every plan
    until they lift it."""
    if not profile.excluded_exercises and not profile.excluded_patterns:
        return ()
    # "Never the leg press" keeps the short-range and single-leg presses out too: a swap
    # for a refused exercise must not hand back its own variant.
    refused = {v for slug in profile.excluded_exercises for v in variants(slug)}
    return (
        Narrowing(
            exercises=tuple(sorted(refused)),
            patterns=tuple(sorted(profile.excluded_patterns)),
            label="you asked not to get it",
        ),
    )


@functools.lru_cache(maxsize=1024)
def _verdicts(
    gear: frozenset[str],
    parts: tuple[tuple[str, str], ...],
    spare: tuple[tuple[str, str], ...],
    narrowings: tuple[Narrowing, ...],
) -> tuple[dict[str, Reason], tuple[Exercise, ...]]:
    """One day's (reasons by slug, allowed exercises). The dict is shared between guards
    through the cache and must not be changed."""
    spared = dict(spare)
    reasons: dict[str, Reason] = {}
    for exercise in CATALOG.values():
        why = _check(exercise, gear, parts, spared, narrowings)
        if why:
            reasons[exercise.slug] = why
    allowed = tuple(e for e in CATALOG.values() if e.slug not in reasons)
    return reasons, allowed


def _check(
    exercise: Exercise,
    gear: frozenset[str],
    parts: tuple[tuple[str, str], ...],
    spare: dict[str, str],
    narrowings: tuple[Narrowing, ...],
) -> Reason | None:
    if not exercise.available_with(gear):
        return ("R2", f"{exercise.name} needs {exercise.gear}, which is not in your gear")
    for part, severity in parts:
        acute = severity != "chronic"
        why = body_part_problem(exercise, part, acute=acute)
        if why:
            label = "lower back" if part in LOWER_BACK_PARTS else part.replace("_", " ")
            if not acute:
                return ("R12", f"{exercise.name}: {why}, but your {label} has a chronic condition")
            state = severity.replace("_", " ")
            return (
                "R12",
                f"{exercise.name}: {why}, but your {label} is protected for acute {state} "
                "until it clears",
            )
    for muscle in exercise.muscles():
        if muscle in spare:
            return ("R12", f"{exercise.name} works {muscle}, spared for {spare[muscle]}")
    for narrowing in narrowings:
        why = narrowing.excludes(exercise, gear)
        if why:
            return ("R12", why)
    return None
