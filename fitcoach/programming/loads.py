"""Suggested loads by double progression (R9), within the user's equipment (R2).

Keep the load of the best recent working set until it was done for the top of the rep
range at the target RIR; then add one step. Loads are in the user's unit; dumbbell loads
are per dumbbell and never exceed the heaviest dumbbell the user owns.

Without a basis (no logged set for the exercise) the plan still says how heavy from day
one: a conservative start (starts.py) from the implement, the movement, the user's
experience, age and body weight, snapped to what they own (the dumbbell steps or the fixed
pairs, the bells they have, plate steps) and never above the heaviest. Where a number
can't say it (bodyweight and band work, holds, conditioning) `load_note` does, as an effort
instruction ("a weight you could lift ~12 times; do 10").
"""

from __future__ import annotations

import math

from fitcoach.catalog import Exercise
from fitcoach.catalog.model import Implement
from fitcoach.programming.guard import normalize_gear
from fitcoach.programming.models import TrainingProfile, Unit
from fitcoach.programming.regressions import adaptation_for
from fitcoach.programming.science import (
    Prescription,
    is_conditioning,
    is_hold,
    parse_reps,
    prescribe,
    top_of_range,
)
from fitcoach.programming.starts import snap, start_load
from fitcoach.programming.templates import template_for
from fitcoach.units import convert

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


def lighter_load(weight: float, unit: str, share: float) -> float:
    """`share` of `weight`, on the unit's load step (a light day's load)."""
    return _round(weight * share, unit)


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
        template_for(profile),
        implement=implement_of(exercise, profile),
        light=light_dumbbells(profile),
        main_bar="barbell" in normalize_gear(profile.gear),
    )


def implement_of(exercise: Exercise, profile: TrainingProfile) -> Implement:
    """The implement a load for `exercise` refers to with the user's gear (a skull crusher
    is a barbell lift for someone without dumbbells)."""
    return exercise.implement_for(normalize_gear(profile.gear))


def suggest_load(exercise: Exercise, reps: str, profile: TrainingProfile) -> float | None:
    """The next working load in `profile.unit`: by double progression from the basis, else
    a conservative start; None for bodyweight, holds and conditioning (see `load_note`)."""
    basis = profile.known_loads.get(exercise.slug)
    implement = implement_of(exercise, profile)
    if implement == "bodyweight" or is_hold(exercise) or is_conditioning(exercise):
        return None
    unit: Unit = profile.unit
    if basis is None:
        return start_load(exercise, implement, reps, profile)
    weight = convert(basis.weight, basis.unit, unit)
    top = top_of_range(reps)
    if top is not None and basis.reps >= top:
        weight += STEP[unit].get(implement, INCREMENT[unit])
    weight = _round(weight, unit)
    cap = dumbbell_cap(profile, unit)
    if implement == "dumbbell" and cap is not None and weight > cap:
        weight = round(math.floor(cap / INCREMENT[unit] + 1e-9) * INCREMENT[unit], 2)
    if implement in ("dumbbell", "kettlebell"):
        snapped = snap(weight, implement, profile, down=False)
        # a logged load lighter than the lightest standard bell means the user owns lighter
        # ones: keep the progression's weight rather than jump up to a bell we assumed
        ceiling = load_ceiling(exercise, profile, unit)
        weight = snapped if ceiling is None or snapped <= ceiling + 1e-6 else weight
    return max(weight, 0.0)


def load_note(
    exercise: Exercise, reps: str, profile: TrainingProfile, load: float | None
) -> str | None:
    """How hard, in words, where the load alone can't say it; first how to do an exercise
    adapted for a painful joint."""
    effort = _effort_note(exercise, reps, profile, load)
    adapted = adaptation_for(exercise, profile)
    if adapted is None:
        return effort
    return f"{adapted} {effort}" if effort else adapted


def _effort_note(
    exercise: Exercise, reps: str, profile: TrainingProfile, load: float | None
) -> str | None:
    target = parse_reps(reps)
    if is_hold(exercise):
        return "Hold with steady breathing; end the set when your form slips."
    if is_conditioning(exercise):
        return "Hard but repeatable: about 7 out of 10 effort on every interval."
    top = top_of_range(reps)
    low = math.floor(target.low) if target is not None else 8
    if implement_of(exercise, profile) == "bodyweight":
        return (
            f"Bodyweight: stop with 2 reps left; once every set reaches {top or low}, "
            "take a harder variation or slow the lowering to 3 seconds."
        )
    if load is None:
        few = (top or low) + 2
        return f"A weight you could lift about {few} times; do {top or low}."
    if profile.known_loads.get(exercise.slug) is None:
        return (
            f"A first guess: if {top or low} reps feel easier than 2 short of failure, go up "
            "one step next set."
        )
    return None


def load_ceiling(exercise: Exercise, profile: TrainingProfile, unit: str) -> float | None:
    """The heaviest load double progression allows from the basis, in `unit` (None: no basis)."""
    basis = profile.known_loads.get(exercise.slug)
    implement = implement_of(exercise, profile)
    if implement == "bodyweight":
        return None
    step = STEP.get(unit, STEP["lb"]).get(implement, INCREMENT.get(unit, 2.5))
    if basis is None:
        start = start_load(exercise, implement, None, profile, unit=unit)
        return None if start is None else start + step + INCREMENT.get(unit, 2.5)
    return convert(basis.weight, basis.unit, unit) + step + INCREMENT.get(unit, 2.5)
