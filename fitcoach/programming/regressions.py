"""Adapt, don't delete: how a long-standing painful joint changes an exercise instead of
removing every exercise for the muscle.

A chronic knee rules out heavy knee stress, and the library marks every squat, lunge and
leg press "high" on the knee, so without this the quads lose all their work. A coach keeps
them with regressions: a squat to a box at a pain-free depth, the leg press in a short
range, a step-up onto a low box, a Spanish squat, a wall sit. Each entry here names the
exercise, the joint, the stress it puts on that joint when done the adapted way, and how
to do it (shown on the exercise and in the week's notes).

Only chronic conditions are adapted this way: an acute state (a fresh strain, soreness)
keeps moderate stress out too, so these still stay out until it clears. The catalog has no
regression field yet (asked of the library in /work/notes/prog_needs_from_lib.md); until
it does, the table is derived here from the movement and the equipment.
"""

from __future__ import annotations

from dataclasses import dataclass

from fitcoach.catalog import CATALOG, Exercise
from fitcoach.catalog.model import Level
from fitcoach.programming.models import TrainingProfile


@dataclass(frozen=True, slots=True)
class Regression:
    stress: Level  # the joint stress when done the adapted way
    how: str  # the instruction, said on the exercise


KNEE: dict[str, Regression] = {
    "goblet-squat": Regression("moderate", "to a box at a depth that doesn't hurt"),
    "box-squat": Regression("moderate", "to a box at a depth that doesn't hurt"),
    "leg-press": Regression("moderate", "short range: stop before the knee bend hurts"),
    "hack-squat": Regression("moderate", "short range: stop before the knee bend hurts"),
    "leg-extension": Regression("moderate", "light, in the pain-free part of the range"),
    "step-up": Regression("moderate", "onto a low box, slow on the way down"),
    "db-step-up": Regression("moderate", "onto a low box, slow on the way down"),
    "spanish-squat": Regression("moderate", "only as deep as is comfortable"),
    "wall-sit": Regression("moderate", "at a knee angle that doesn't hurt"),
    "bodyweight-squat": Regression("moderate", "to a box or chair at a pain-free depth"),
    "box-squat-bodyweight": Regression("moderate", "to a box or chair at a pain-free depth"),
}
REGRESSIONS: dict[str, dict[str, Regression]] = {"knee": KNEE}


def regression(exercise: Exercise, joint: str) -> Regression | None:
    return REGRESSIONS.get(joint, {}).get(exercise.slug)


def adapted_stress(exercise: Exercise, joint: str) -> Level | None:
    """The stress on `joint` when `exercise` is done the adapted way, or None."""
    found = regression(exercise, joint)
    return found.stress if found is not None else None


def chronic_joints(profile: TrainingProfile) -> list[str]:
    return [r.body_part for r in profile.restrictions if r.severity == "chronic"]


def adaptation_for(exercise: Exercise, profile: TrainingProfile) -> str | None:
    """How to do `exercise` for this user's chronic joints, when it is a regression that
    only the adaptation makes safe (its normal stress on the joint would rule it out)."""
    for joint in chronic_joints(profile):
        found = regression(exercise, joint)
        if found is not None and exercise.joint_stress.get(joint) == "high":
            return f"{joint.replace('_', ' ').capitalize()}-friendly: {found.how}."
    return None


def adaptation_note(profile: TrainingProfile, slugs: set[str]) -> list[str]:
    """The week notes on what was adapted and why, for the exercises the week holds."""
    notes = []
    for joint in dict.fromkeys(chronic_joints(profile)):
        table = REGRESSIONS.get(joint)
        if not table:
            continue
        used = [
            f"{CATALOG[slug].name} ({table[slug].how})"
            for slug in table
            if slug in slugs and slug in CATALOG and CATALOG[slug].joint_stress.get(joint) == "high"
        ]
        if used:
            label = joint.replace("_", " ")
            notes.append(
                f"Adapted for your {label}: deep, heavy knee bends are out, and the leg work "
                f"stays as {'; '.join(used)}, so the quads keep training without the pain."
                if joint == "knee"
                else f"Adapted for your {label}: {'; '.join(used)}."
            )
    return notes
