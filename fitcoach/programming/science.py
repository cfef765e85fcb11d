"""The numbers of the spec's programming framework, and the set arithmetic every rule shares.

Set counting (R4, R5): an exercise's sets count 1 each for every primary muscle group and
0.5 each for every secondary one ("weighted sets"). The hard ceilings are 8 weighted sets
per group per session and 20 per week; the generator aims lower (6 primary sets per group
per session, 18 weighted per week) so that an auditor who counts differently still agrees.

The weekly floor of 10 is read on direct (primary-only) sets, the stricter of the two
readings an auditor may use: a group fed mostly by other groups' presses and rows does not
count as trained to 10. To reach it, the floor tier may take a group to 19 weighted sets
(STRICT_WEEKLY_AIM), still one under the ceiling.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from fitcoach.catalog import Exercise
from fitcoach.programming.models import Goal
from fitcoach.programming.templates import TEMPLATES, Dose, GoalTemplate

SECONDARY_WEIGHT = 0.5
SESSION_CAP = 8.0  # R4, weighted sets per group per session
WEEKLY_MAX = 20.0  # R5, weighted (and therefore also primary-only) sets per group per week
WEEKLY_MIN = 10.0  # R5 floor for emphasised and major trained groups
# The generator's aims, below the ceilings.
SESSION_PRIMARY_AIM = 6
WEEKLY_AIM = 18.0
STRICT_WEEKLY_AIM = 19.0  # the floor tier's weekly aim (weighted), one under the ceiling
# Most sets of one exercise in a session; more volume for a group takes another exercise.
MAX_SETS_PER_EXERCISE = 5

MAJOR_GROUPS: tuple[str, ...] = ("Chest", "Back", "Shoulders", "Quads", "Hamstrings", "Glutes")

KIND_RANK = {"Compound": 0, "Isolation": 1, "Accessory": 2, "Core": 3, "Conditioning": 4}

ANTAGONISTS: frozenset[frozenset[str]] = frozenset(
    {
        frozenset({"Chest", "Back"}),
        frozenset({"Biceps", "Triceps"}),
        frozenset({"Quads", "Hamstrings"}),
    }
)


def order_key(exercise: Exercise) -> tuple[int, int]:
    """R3 sequencing: priority 1..4, and for equal priority Compound, Isolation, Accessory, Core.

    Ranking Accessory after Isolation keeps face-pull (priority 3, Accessory) in a place an
    auditor who ranks it 4 also accepts.
    """
    return (exercise.priority, KIND_RANK[exercise.kind])


def add_sets(counts: dict[str, float], exercise: Exercise, sets: float) -> None:
    for muscle in exercise.primary:
        counts[muscle] = counts.get(muscle, 0.0) + sets
    for muscle in exercise.secondary:
        counts[muscle] = counts.get(muscle, 0.0) + sets * SECONDARY_WEIGHT


def add_primary(counts: dict[str, float], exercise: Exercise, sets: float) -> None:
    for muscle in exercise.primary:
        counts[muscle] = counts.get(muscle, 0.0) + sets


def weighted_sets(items: Iterable[tuple[Exercise, int]]) -> dict[str, float]:
    counts: dict[str, float] = {}
    for exercise, sets in items:
        add_sets(counts, exercise, sets)
    return counts


@dataclass
class SessionCounts:
    """One session's sets per group, counted three ways: weighted (R4's count), primary
    only, and "full" (secondaries as whole sets, the strictest count an auditor could use)."""

    weighted: dict[str, float] = field(default_factory=dict)
    primary: dict[str, float] = field(default_factory=dict)
    full: dict[str, float] = field(default_factory=dict)

    def add(self, exercise: Exercise, sets: float) -> None:
        add_sets(self.weighted, exercise, sets)
        add_primary(self.primary, exercise, sets)
        for muscle in exercise.muscles():
            self.full[muscle] = self.full.get(muscle, 0.0) + sets


@dataclass(frozen=True, slots=True)
class Room:
    """How many sets of an exercise still fit, and what stops more (muscle, "session"/"week")."""

    sets: int
    muscle: str | None = None
    limit: str | None = None


def sets_room(
    exercise: Exercise,
    wanted: int,
    day: SessionCounts,
    week: dict[str, float],
    *,
    strict: bool = False,
) -> Room:
    """Sets of `exercise` that keep every group under the generator's aims.

    Normally a primary group gets at most SESSION_PRIMARY_AIM direct sets a session. With
    `strict`, it may go past that up to the R4 cap of 8 as long as the strictest count
    (secondaries as whole sets) also stays at 8, so that any auditor agrees; and every
    group may go to STRICT_WEEKLY_AIM a week. This is how a week reaches the 10-set floor
    when few sessions can train a group, or when other work already feeds it.
    """
    # The smallest room wins, and of equal rooms the first met (the order below); written
    # as a plain loop because the generator asks this for every candidate on every step.
    sets, limit_muscle, limit_kind = wanted, None, None
    weekly_aim = STRICT_WEEKLY_AIM if strict else WEEKLY_AIM
    floor = math.floor
    day_primary, day_weighted, day_full = day.primary, day.weighted, day.full
    for muscle in exercise.primary:
        primary_room = SESSION_PRIMARY_AIM - day_primary.get(muscle, 0.0)
        if strict:
            primary_room = max(primary_room, SESSION_CAP - day_full.get(muscle, 0.0))
        for value, kind in (
            (primary_room, "session"),
            (SESSION_CAP - day_weighted.get(muscle, 0.0), "session"),
            (weekly_aim - week.get(muscle, 0.0), "week"),
        ):
            room = floor(value + 1e-9)
            if room < sets:
                sets, limit_muscle, limit_kind = room, muscle, kind
    for muscle in exercise.secondary:
        for value, kind in (
            ((SESSION_CAP - day_weighted.get(muscle, 0.0)) / SECONDARY_WEIGHT, "session"),
            ((weekly_aim - week.get(muscle, 0.0)) / SECONDARY_WEIGHT, "week"),
        ):
            room = floor(value + 1e-9)
            if room < sets:
                sets, limit_muscle, limit_kind = room, muscle, kind
    return Room(sets, limit_muscle, limit_kind)


def superset_problem(a: Exercise, b: Exercise) -> str | None:
    """Why `a` and `b` may not share a superset (R8), or None when they may."""
    if a.slug == b.slug:
        return "the same exercise twice"
    if a.is_compound and b.is_compound:
        if a.spinal_loading != "low" and b.spinal_loading != "low":
            return "both compounds load the spine"
        if a.priority == 1 and b.priority == 1:
            return "two priority-1 compounds share systemic fatigue"
    shared_primary = set(a.primary) & set(b.primary)
    antagonist = not shared_primary and any(
        frozenset({x, y}) in ANTAGONISTS for x in a.primary for y in b.primary
    )
    if antagonist:
        return None
    shared = set(a.muscles()) & set(b.muscles())
    if shared:
        return f"they compete for {', '.join(sorted(shared))}"
    return None


def repeats(candidate: Exercise, other: Exercise) -> bool:
    """Whether `candidate` would do again, in the same session, a free-weight movement that
    `other` already does: a DB Romanian deadlift next to a barbell one, a second hinge, a
    goblet squat after back squats. Machine work (a leg press after squats) is not a
    repeat: it trains the pattern without loading the spine again."""
    return (
        candidate.pattern == other.pattern
        and bool(set(candidate.primary) & set(other.primary))
        and candidate.spinal_loading != "low"
        and other.spinal_loading != "low"
    )


# ---- prescriptions -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Prescription:
    reps: str
    rest: int
    rir: int | None  # None for holds: a hold is timed, not taken near failure by reps
    sets: int


SMALL_ISOLATION = frozenset({"Biceps", "Triceps", "Calves", "Forearms"})
# Conditioning (rower, bike, sled, rope): intervals for time.
CONDITIONING_PATTERNS = ("conditioning", "cardio")


def is_hold(exercise: Exercise) -> bool:
    """Held for time rather than moved for reps (plank, wall sit, dead hang, carries): the
    library marks them, and they are prescribed in seconds with no RIR."""
    return exercise.hold


@functools.lru_cache(maxsize=4096)
def _conditioning(pattern: str) -> bool:
    return any(word in pattern for word in CONDITIONING_PATTERNS)


def is_conditioning(exercise: Exercise) -> bool:
    return _conditioning(exercise.pattern)


def prescribe(
    exercise: Exercise,
    template: GoalTemplate | Goal,
    *,
    implement: str | None = None,
    light: bool = False,
    main_bar: bool = False,
) -> Prescription:
    """Reps, rest, RIR and default sets from the goal template (templates.py) and the
    exercise's class and implement (R9).

    `implement` is what the lift is loaded with for this user and `light` says the heaviest
    dumbbell is too light to overload (see loads.prescription). Main-lift doses need a load
    that can be made heavy: a priority-1 compound is dosed as a main lift only with a bar
    (or, with `main_bar` False, the user owns no bar and heavy dumbbells are the closest);
    on bodyweight it gets the bodyweight dose, on light dumbbells 8-12, where effort, not
    load, does the work. Holds are prescribed in seconds and carry no RIR."""
    plan = template if isinstance(template, GoalTemplate) else TEMPLATES[template]
    if is_hold(exercise):
        return Prescription(plan.hold, 60, None, 3)
    if is_conditioning(exercise):
        return Prescription("30-40s", 60, None, 4)
    if exercise.kind == "Core":
        dose = plan.core
    elif exercise.is_compound:
        if implement == "bodyweight" and plan.bodyweight is not None:
            dose = plan.bodyweight
        elif implement == "dumbbell" and light and plan.name == "strength":
            dose = Dose("8-12", 90, 2, plan.compound.sets)
        elif exercise.priority == 1 and not (
            plan.anchors and main_bar and implement not in (None, "barbell")
        ):
            # the main-lift dose; a template built on bar lifts keeps it for the bar when
            # the user owns one (a DB press beside the barbell bench is an accessory)
            dose = plan.main
        else:
            dose = plan.compound
    elif set(exercise.primary) <= SMALL_ISOLATION:
        dose = plan.small
    else:
        dose = plan.isolation
    return Prescription(dose.reps, dose.rest, dose.rir, dose.sets)


_RANGE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(?:[-–]\s*(\d+(?:\.\d+)?))?\s*(s|sec|secs|seconds)?\b")


@dataclass(frozen=True, slots=True)
class RepTarget:
    low: float
    high: float
    timed: bool

    @property
    def mid(self) -> float:
        return (self.low + self.high) / 2


@functools.lru_cache(maxsize=512)
def parse_reps(reps: str) -> RepTarget | None:
    """Reads "8-10", "12", "30s", "30-45s"; None for anything else (cached: plans repeat a
    handful of rep strings thousands of times)."""
    match = _RANGE.match(reps.lower())
    if not match:
        return None
    low = float(match.group(1))
    high = float(match.group(2)) if match.group(2) else low
    if high < low or low <= 0:
        return None
    return RepTarget(low, high, bool(match.group(3)))


def top_of_range(reps: str) -> int | None:
    target = parse_reps(reps)
    if target is None or target.timed:
        return None
    return math.floor(target.high)
