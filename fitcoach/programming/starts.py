"""Conservative starting loads for a lift with no logged basis, snapped to what is owned.

A coach's first-session guess: a share of body weight by movement (when the body weight is
known), else a typical working weight for the implement and movement (estimates'
DEFAULT_LOAD_LB); scaled down for beginners (and for anyone whose experience is not known),
adults over 60 and low bone density, and up a little for heavy main-lift reps. It is meant
to be on the light side: the load note tells the user to go up a step if the set feels
easier than 2 reps short of failure.

Snapping: a dumbbell load is the heaviest owned pair (fixed set) or dumbbell step at or
under the target, never above the heaviest dumbbell; a kettlebell load is one of the bells
owned; bars and stacks round down to plate or pin steps, never under the empty bar.
"""

from __future__ import annotations

import math

from fitcoach.catalog import Exercise
from fitcoach.programming.estimates import DEFAULT_BY_IMPLEMENT_LB, DEFAULT_LOAD_LB
from fitcoach.programming.models import TrainingProfile
from fitcoach.programming.science import parse_reps
from fitcoach.programming.templates import is_careful
from fitcoach.units import convert

# Share of body weight (per dumbbell, per bell) for an intermediate lifter at about 8 reps.
BODYWEIGHT_SHARE: dict[tuple[str, str], float] = {
    ("barbell", "squat"): 0.75,
    ("barbell", "hinge"): 0.9,
    ("barbell", "horizontal_push"): 0.6,
    ("barbell", "horizontal_pull"): 0.5,
    ("barbell", "vertical_push"): 0.35,
    ("barbell", "lunge"): 0.35,
    ("barbell", "elbow_flexion"): 0.25,
    ("dumbbell", "horizontal_push"): 0.2,
    ("dumbbell", "vertical_push"): 0.14,
    ("dumbbell", "horizontal_pull"): 0.22,
    ("dumbbell", "squat"): 0.25,
    ("dumbbell", "lunge"): 0.12,
    ("dumbbell", "hinge"): 0.22,
    ("dumbbell", "chest_fly"): 0.08,
    ("dumbbell", "shoulder_abduction"): 0.06,
    ("dumbbell", "rear_delt_fly"): 0.05,
    ("dumbbell", "elbow_flexion"): 0.1,
    ("dumbbell", "elbow_extension"): 0.1,
    ("dumbbell", "calf_raise"): 0.2,
    ("kettlebell", "hinge"): 0.3,
    ("kettlebell", "squat"): 0.22,
    ("kettlebell", "vertical_push"): 0.14,
    ("kettlebell", "horizontal_pull"): 0.2,
}
EXPERIENCE_SCALE = {"beginner": 0.5, "intermediate": 0.8, "advanced": 0.95}
CAREFUL_SCALE = 0.6  # adults over 60 and low bone density, on top of experience
HEAVY_REPS_SCALE = 1.1  # a 3-5 rep main lift starts a little heavier than an 8-rep set
DEFAULT_KETTLEBELL_LB = 35.0
EMPTY_BAR = {"lb": 45.0, "kg": 20.0}
PLATE_STEP = {"lb": 5.0, "kg": 2.5}
STACK_STEP = {"lb": 10.0, "kg": 5.0}
DUMBBELL_STEP = {"lb": 5.0, "kg": 2.0}
KETTLEBELL_STEP = {"lb": 10.0, "kg": 4.0}


def _base_lb(exercise: Exercise, implement: str, profile: TrainingProfile) -> float:
    """A typical working weight in lb before scaling."""
    share = BODYWEIGHT_SHARE.get((implement, exercise.pattern))
    if share is not None and profile.bodyweight:
        return share * convert(profile.bodyweight, profile.unit, "lb")
    if implement == "kettlebell":
        return DEFAULT_KETTLEBELL_LB
    default = DEFAULT_LOAD_LB.get((implement, exercise.pattern))
    if default is None:
        default = DEFAULT_BY_IMPLEMENT_LB.get(implement, 25.0)
    return default


def start_load(
    exercise: Exercise,
    implement: str,
    reps: str | None,
    profile: TrainingProfile,
    *,
    unit: str | None = None,
) -> float | None:
    """A conservative first load in `unit` (default the profile's), snapped to what is
    owned; None for bodyweight. With `reps` None it is the most this function would ever
    suggest for the lift (the validator's ceiling)."""
    if implement in ("bodyweight", "band"):
        return None
    unit = unit or profile.unit
    weight = _base_lb(exercise, implement, profile)
    # Experience not said: start as light as for a beginner (the load note says to go up a
    # step if the set feels easy); a guess that is too heavy is the mistake to avoid.
    weight *= EXPERIENCE_SCALE[profile.experience or "beginner"]
    if is_careful(profile) and profile.experience != "beginner":
        weight *= CAREFUL_SCALE
    target = parse_reps(reps) if reps is not None else None
    if reps is None or (target is not None and not target.timed and target.high <= 6):
        weight *= HEAVY_REPS_SCALE
    weight = convert(weight, "lb", unit)
    return snap(weight, implement, profile, unit=unit)


def _owned(values: list[float], profile: TrainingProfile, unit: str) -> list[float]:
    return sorted(convert(v, profile.unit, unit) for v in values)


def snap(
    weight: float,
    implement: str,
    profile: TrainingProfile,
    *,
    unit: str | None = None,
    down: bool = True,
) -> float:
    """`weight` as a load the user can set up with what they own (see module doc). With
    `down` False a weight already on a step is kept (double progression's next step)."""
    unit = unit or profile.unit
    if implement == "dumbbell":
        owned = _owned(profile.dumbbell_set, profile, unit)
        cap = convert(profile.max_dumbbell, profile.unit, unit) if profile.max_dumbbell else None
        if owned:
            fitting = [w for w in owned if w <= weight + 1e-6]
            return round(fitting[-1] if fitting else owned[0], 2)
        step = DUMBBELL_STEP[unit]
        snapped = max(step, math.floor(weight / step + 1e-9) * step)
        if cap is not None:
            snapped = min(snapped, cap)
        return round(snapped, 2)
    if implement == "kettlebell":
        owned = _owned(profile.kettlebells, profile, unit)
        if owned:
            fitting = [w for w in owned if w <= weight + 1e-6]
            return round(fitting[-1] if fitting else owned[0], 2)
        step = KETTLEBELL_STEP[unit]
        return round(max(step * 2, math.floor(weight / step + 1e-9) * step), 2)
    if implement == "barbell":
        step = PLATE_STEP[unit]
        return round(max(EMPTY_BAR[unit], math.floor(weight / step + 1e-9) * step), 2)
    step = STACK_STEP[unit] if implement == "machine" else PLATE_STEP[unit]
    return round(max(step, math.floor(weight / step + 1e-9) * step), 2)
