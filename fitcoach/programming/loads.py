"""Suggested loads by double progression (R9), within the user's equipment (R2).

Keep the load of the best recent working set until it was done for the top of the rep
range at the target RIR; then add one step. Loads are in the user's unit; dumbbell loads
are per dumbbell and never exceed the heaviest dumbbell the user owns. Without a basis
(no logged set for the exercise) the plan suggests no load: the user picks one at RIR 1-3.
"""

from __future__ import annotations

import math

from fitcoach.catalog import Exercise
from fitcoach.catalog.model import Implement
from fitcoach.programming.guard import convert, normalize_gear
from fitcoach.programming.models import TrainingProfile, Unit
from fitcoach.programming.science import Prescription, prescribe, top_of_range

STEP: dict[str, dict[str, float]] = {
    "lb": {"dumbbell": 5.0, "barbell": 5.0, "cable": 5.0, "machine": 10.0, "kettlebell": 10.0},
    "kg": {"dumbbell": 2.0, "barbell": 2.5, "cable": 2.5, "machine": 5.0, "kettlebell": 4.0},
}
INCREMENT: dict[str, float] = {"lb": 2.5, "kg": 0.5}
# A dumbbell set this heavy or lighter (25 lb, 12 kg) can't make a compound lift heavy
# enough for 3-6 reps; the extra half pound lets a 12 kg cap count as light.
LIGHT_DUMBBELL_LB = 26.5
# A band has no load step: it progresses by reps or a stronger band, never by pounds.
for _steps in STEP.values():
    _steps.setdefault("band", 0.0)


def _round(weight: float, unit: str) -> float:
    increment = INCREMENT[unit]
    return round(round(weight / increment) * increment, 2)


def dumbbell_cap(profile: TrainingProfile, unit: str) -> float | None:
    if profile.max_dumbbell is None:
        return None
    return convert(profile.max_dumbbell, profile.unit, unit)


def light_dumbbells(profile: TrainingProfile) -> bool:
    cap = dumbbell_cap(profile, "lb")
    return cap is not None and cap <= LIGHT_DUMBBELL_LB


def prescription(exercise: Exercise, profile: TrainingProfile) -> Prescription:
    """The goal's prescription for `exercise` as this user would load it."""
    return prescribe(
        exercise,
        profile.goal,
        implement=implement_of(exercise, profile),
        light=light_dumbbells(profile),
    )


def implement_of(exercise: Exercise, profile: TrainingProfile) -> Implement:
    """The implement a load for `exercise` refers to with the user's gear (a skull crusher
    is a barbell lift for someone without dumbbells)."""
    return exercise.implement_for(normalize_gear(profile.gear))


def suggest_load(exercise: Exercise, reps: str, profile: TrainingProfile) -> float | None:
    """The next working load in `profile.unit`, or None without a basis."""
    basis = profile.known_loads.get(exercise.slug)
    implement = implement_of(exercise, profile)
    if basis is None or implement == "bodyweight":
        return None
    unit: Unit = profile.unit
    weight = convert(basis.weight, basis.unit, unit)
    top = top_of_range(reps)
    if top is not None and basis.reps >= top:
        weight += STEP[unit][implement]
    weight = _round(weight, unit)
    cap = dumbbell_cap(profile, unit)
    if implement == "dumbbell" and cap is not None and weight > cap:
        weight = round(math.floor(cap / INCREMENT[unit] + 1e-9) * INCREMENT[unit], 2)
    return max(weight, 0.0)


def load_ceiling(exercise: Exercise, profile: TrainingProfile, unit: str) -> float | None:
    """The heaviest load double progression allows from the basis, in `unit` (None: no basis)."""
    basis = profile.known_loads.get(exercise.slug)
    implement = implement_of(exercise, profile)
    if basis is None or implement == "bodyweight":
        return None
    step = STEP.get(unit, STEP["lb"])[implement]
    return convert(basis.weight, basis.unit, unit) + step + INCREMENT.get(unit, 2.5)
