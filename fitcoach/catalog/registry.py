"""Loads the encyclopedia data file once and answers lookups."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from importlib import resources
from typing import Any, get_args

import yaml

from fitcoach.catalog.model import GEAR_TOKENS, JOINTS, MUSCLE_GROUPS, Exercise, Implement


class UnknownExercise(KeyError):
    """A slug that is not in the encyclopedia."""


def _parse(raw: Mapping[str, Any]) -> Exercise:
    options = tuple(frozenset(option) for option in raw["gear_options"])
    for option in options:
        unknown = option - set(GEAR_TOKENS)
        if unknown:
            raise ValueError(f"{raw['slug']}: unknown gear {sorted(unknown)}")
    for muscle in (*raw["primary"], *raw["secondary"]):
        if muscle not in MUSCLE_GROUPS:
            raise ValueError(f"{raw['slug']}: unknown muscle {muscle}")
    for joint in raw["joint_stress"]:
        if joint not in JOINTS:
            raise ValueError(f"{raw['slug']}: unknown joint {joint}")
    implements = tuple(raw.get("load_implements") or ())
    if implements and len(implements) != len(options):
        raise ValueError(f"{raw['slug']}: load_implements must match gear_options one to one")
    unknown_implements = set(implements) - set(get_args(Implement))
    if unknown_implements:
        raise ValueError(f"{raw['slug']}: unknown implement {sorted(unknown_implements)}")
    if implements and implements[0] != raw["load_implement"]:
        raise ValueError(f"{raw['slug']}: load_implement must be the first of load_implements")
    return Exercise(
        slug=raw["slug"],
        name=raw["name"],
        group=raw["group"],
        kind=raw["kind"],
        gear=raw["gear"],
        gear_options=options,
        primary=tuple(raw["primary"]),
        secondary=tuple(raw["secondary"]),
        delt_heads=tuple(raw["delt_heads"]),
        pattern=raw["pattern"],
        priority=int(raw["priority"]),
        spinal_loading=raw["spinal_loading"],
        unilateral=bool(raw["unilateral"]),
        grip_demand=raw["grip_demand"],
        joint_stress=dict(raw["joint_stress"]),
        load_implement=raw["load_implement"],
        load_implements=implements,
    )


def _load() -> dict[str, Exercise]:
    text = resources.files("fitcoach.catalog").joinpath("exercises.yaml").read_text("utf-8")
    entries = [_parse(raw) for raw in yaml.safe_load(text)]
    catalog = {entry.slug: entry for entry in entries}
    if len(catalog) != len(entries):
        raise ValueError("duplicate slug in exercises.yaml")
    return catalog


# Index order (the spec's), which is also the order /api/exercises lists them in.
CATALOG: Mapping[str, Exercise] = _load()
SLUGS: tuple[str, ...] = tuple(CATALOG)


def is_slug(slug: str) -> bool:
    return slug in CATALOG


def get(slug: str) -> Exercise:
    try:
        return CATALOG[slug]
    except KeyError:
        raise UnknownExercise(slug) from None


def available_exercises(gear: Iterable[str]) -> list[Exercise]:
    have = frozenset(gear)
    return [exercise for exercise in CATALOG.values() if exercise.available_with(have)]
