"""Adapt, don't delete: how a long-standing painful joint changes an exercise instead of
removing every exercise for the muscle.

A chronic knee rules out heavy knee stress, and the library marks every squat, lunge and
leg press "high" on the knee, so without this the quads lose all their work. A coach keeps
them with regressions: a squat to a box at a pain-free depth, the leg press in a short
range, a step-up onto a low box, a Spanish squat, a wall sit. Each entry here names the
exercise, the joint, the stress it puts on that joint when done the adapted way, and how
to do it (shown on the exercise and in the week's notes).

Only chronic conditions are adapted this way: an acute state (a fresh strain, soreness)
keeps moderate stress out too, so these still stay out until it clears. The adaptations
are the library's (`adaptations` on each entry: the stress when done the adapted way, and
how); exercises the library marks `joint_friendly` for a joint never stress it highly, so
they need no adaptation and stay in as they are.
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


def regression(exercise: Exercise, joint: str) -> Regression | None:
    found = exercise.adaptations.get(joint)
    return Regression(*found) if found is not None else None


def adapted_stress(exercise: Exercise, joint: str) -> Level | None:
    """The stress on `joint` when `exercise` is done the adapted way, or None."""
    found = exercise.adaptations.get(joint)
    return found[0] if found is not None else None


def label_of(joint: str) -> str:
    return joint.replace("_", " ")


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
        used = [
            f"{CATALOG[slug].name} ({how})"
            for slug in CATALOG
            if slug in slugs
            and (found := CATALOG[slug].adaptations.get(joint)) is not None
            and (how := found[1])
            and CATALOG[slug].joint_stress.get(joint) == "high"
        ]
        # what the library marks as a go-to for this joint, kept in as it is
        friendly = [
            CATALOG[slug].name
            for slug in CATALOG
            if slug in slugs and joint in CATALOG[slug].joint_friendly
        ]
        if friendly and (used or joint == "knee"):
            used.append(f"{', '.join(friendly)} ({label_of(joint)}-friendly as is)")
        if used:
            label = joint.replace("_", " ")
            notes.append(
                f"Adapted for your {label}: deep, heavy knee bends are out, and the leg work "
                f"stays as {'; '.join(used)}, so the quads keep training without the pain."
                if joint == "knee"
                else f"Adapted for your {label}: {'; '.join(used)}."
            )
    return notes
