"""Duration, volume and muscle-focus estimates for a day and a week.

Duration model (R10), in seconds, rounded up to whole minutes:
    warm-up 300 s per training day
  + 60 s per block (walking to a station, setting it up; a superset shares one)
  + for each exercise: sets x (time under load + rest_seconds)
where time under load is 3 s per rep at the middle of the rep range (a timed target such
as "30-45s" counts its middle), doubled for unilateral exercises (each side works).
A superset alternates its exercises, so the same sum holds; it saves time through one
shared transition and the short rest on its first exercise.

Volume model (`estimated_volume_lbs`, always pounds):
    sets x middle of the rep range x load in lb x implements
The load is the exercise's `suggested_load` (converted from `load_unit`) when the plan has
one. Otherwise a documented default for the implement and movement pattern (DEFAULT_LOAD_LB
below, capped at the user's heaviest dumbbell). Bodyweight exercises count 0: the engine
does not know the user's body weight. Dumbbell loads are per dumbbell, and exercises
holding two dumbbells count two implements (ONE_DUMBBELL lists the ones that hold one).

Muscle focus: weighted sets per group (primary 1, secondary 0.5) as 0..100, where 6
weighted sets (the generator's per-session aim) is 100.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from fitcoach.catalog import CATALOG, Exercise
from fitcoach.programming.guard import normalize_gear
from fitcoach.programming.models import Day, MuscleFocus, TrainingProfile, Week, WeekSummary
from fitcoach.programming.science import add_sets, parse_reps
from fitcoach.units import convert

WARMUP_SECONDS = 300
TRANSITION_SECONDS = 60
SECONDS_PER_REP = 3
FULL_FOCUS_SETS = 6.0

DEFAULT_LOAD_LB: dict[tuple[str, str], float] = {
    ("barbell", "horizontal_push"): 115,
    ("barbell", "hinge"): 155,
    ("barbell", "squat"): 135,
    ("barbell", "horizontal_pull"): 95,
    ("barbell", "vertical_push"): 75,
    ("barbell", "elbow_flexion"): 50,
    ("dumbbell", "horizontal_push"): 35,
    ("dumbbell", "vertical_push"): 30,
    ("dumbbell", "horizontal_pull"): 40,
    ("dumbbell", "chest_fly"): 20,
    ("dumbbell", "shoulder_abduction"): 15,
    ("dumbbell", "rear_delt_fly"): 12,
    ("dumbbell", "squat"): 40,
    ("dumbbell", "lunge"): 25,
    ("dumbbell", "hinge"): 35,
    ("dumbbell", "calf_raise"): 35,
    ("dumbbell", "elbow_flexion"): 20,
    ("dumbbell", "elbow_extension"): 25,
    ("cable", "vertical_pull"): 90,
    ("cable", "horizontal_pull"): 90,
    ("cable", "chest_fly"): 25,
    ("cable", "shoulder_abduction"): 12,
    ("cable", "rear_delt_fly"): 30,
    ("cable", "elbow_extension"): 40,
    ("cable", "core_rotation"): 30,
    ("machine", "squat"): 180,
    ("machine", "knee_extension"): 70,
    ("machine", "knee_flexion"): 60,
    ("machine", "calf_raise"): 90,
}
# A band's tension is not a load in lb: it adds no tonnage (like bodyweight).
DEFAULT_BY_IMPLEMENT_LB = {
    "barbell": 95.0,
    "dumbbell": 25.0,
    "cable": 40.0,
    "machine": 80.0,
    "kettlebell": 35.0,
    "band": 0.0,
}
ONE_DUMBBELL = frozenset({"goblet-squat", "overhead-db-tricep-extension", "standing-calf-raise"})


class ExerciseLike(Protocol):
    @property
    def exercise_id(self) -> str: ...
    @property
    def target_sets(self) -> int: ...
    @property
    def target_reps(self) -> str: ...
    @property
    def rest_seconds(self) -> int: ...
    @property
    def suggested_load(self) -> float | None: ...
    @property
    def load_unit(self) -> str | None: ...


def work_seconds(exercise: Exercise | None, reps: str) -> float:
    target = parse_reps(reps)
    if target is None:
        per_set = 10.0 * SECONDS_PER_REP
    elif target.timed:
        per_set = target.mid
    else:
        per_set = target.mid * SECONDS_PER_REP
    if exercise is not None and exercise.unilateral:
        per_set *= 2
    return per_set


def exercise_seconds(item: ExerciseLike) -> float:
    exercise = CATALOG.get(item.exercise_id)
    return item.target_sets * (work_seconds(exercise, item.target_reps) + item.rest_seconds)


def blocks_seconds(blocks: Iterable[Sequence[ExerciseLike]]) -> float:
    total = 0.0
    any_block = False
    for block in blocks:
        any_block = True
        total += TRANSITION_SECONDS + sum(exercise_seconds(item) for item in block)
    return total + WARMUP_SECONDS if any_block else 0.0


def minutes_of(blocks: Iterable[Sequence[ExerciseLike]]) -> int:
    return math.ceil(blocks_seconds(blocks) / 60)


def default_load_lb(
    exercise: Exercise,
    max_dumbbell_lb: float | None = None,
    gear: frozenset[str] | None = None,
) -> float:
    """The documented default load; with the user's `gear`, for the implement they will use."""
    implement = exercise.load_implement if gear is None else exercise.implement_for(gear)
    if implement == "bodyweight":
        return 0.0
    load = DEFAULT_LOAD_LB.get(
        (implement, exercise.pattern),
        DEFAULT_BY_IMPLEMENT_LB[implement],
    )
    if implement == "dumbbell" and max_dumbbell_lb is not None:
        load = min(load, max_dumbbell_lb)
    return load


def exercise_volume_lb(
    item: ExerciseLike,
    max_dumbbell_lb: float | None = None,
    gear: frozenset[str] | None = None,
) -> float:
    exercise = CATALOG.get(item.exercise_id)
    if exercise is None:
        return 0.0
    implement = exercise.load_implement if gear is None else exercise.implement_for(gear)
    if implement == "bodyweight":
        return 0.0
    target = parse_reps(item.target_reps)
    if target is not None and target.timed:
        return 0.0
    reps = target.mid if target is not None else 10.0
    if item.suggested_load is not None:
        load = convert(item.suggested_load, item.load_unit or "lb", "lb")
    else:
        load = default_load_lb(exercise, max_dumbbell_lb, gear)
    implements = 1
    if implement == "dumbbell" and exercise.slug not in ONE_DUMBBELL:
        implements = 2
    return item.target_sets * reps * load * implements


def volume_of(
    blocks: Iterable[Sequence[ExerciseLike]],
    max_dumbbell_lb: float | None = None,
    gear: frozenset[str] | None = None,
) -> int:
    return round(
        sum(exercise_volume_lb(item, max_dumbbell_lb, gear) for block in blocks for item in block)
    )


def focus_of(blocks: Iterable[Sequence[ExerciseLike]]) -> list[MuscleFocus]:
    counts: dict[str, float] = {}
    for block in blocks:
        for item in block:
            exercise = CATALOG.get(item.exercise_id)
            if exercise is not None:
                add_sets(counts, exercise, item.target_sets)
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return [
        MuscleFocus(muscle=muscle, intensity=min(100, round(100 * sets / FULL_FOCUS_SETS)))
        for muscle, sets in ranked[:6]
        if sets > 0
    ]


@dataclass(frozen=True, slots=True)
class DayEstimate:
    duration_minutes: int
    estimated_volume_lbs: int
    muscle_focus: list[MuscleFocus]


def estimate_day(day: Day, profile: TrainingProfile | None = None) -> DayEstimate:
    """The estimates for a day's blocks (a rest day is 0 minutes, 0 lb, no focus).

    With a profile, default loads are for the implement the user's gear means (a skull crusher
    with only a barbell is a barbell lift) and dumbbell loads stop at the heaviest dumbbell.
    """
    if day.is_rest_day:
        return DayEstimate(0, 0, [])
    cap = None
    gear = None
    if profile is not None:
        gear = normalize_gear(profile.gear)
        if profile.max_dumbbell is not None:
            cap = convert(profile.max_dumbbell, profile.unit, "lb")
    blocks = [block.exercises for block in day.blocks]
    return DayEstimate(minutes_of(blocks), volume_of(blocks, cap, gear), focus_of(blocks))


def estimate_week(week: Week) -> WeekSummary:
    """Summary totals from the days' own figures."""
    training = [d for d in week.days.values() if not d.is_rest_day]
    return WeekSummary(
        total_time_minutes=sum(d.duration_minutes for d in training),
        total_volume_lbs=sum(d.estimated_volume_lbs for d in training),
        frequency=len(training),
    )
