"""The exercise encyclopedia: the spec's 41 slugs and the metadata programming needs."""

from fitcoach.catalog.model import GEAR_TOKENS, JOINTS, MUSCLE_GROUPS, Exercise
from fitcoach.catalog.registry import (
    CATALOG,
    SLUG_RANK,
    SLUGS,
    UnknownExercise,
    available_exercises,
    get,
    is_slug,
    variants,
)

__all__ = [
    "CATALOG",
    "GEAR_TOKENS",
    "JOINTS",
    "MUSCLE_GROUPS",
    "SLUGS",
    "SLUG_RANK",
    "Exercise",
    "UnknownExercise",
    "available_exercises",
    "get",
    "is_slug",
    "variants",
]
