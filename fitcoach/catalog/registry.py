"""Loads the encyclopedia data file once and answers lookups."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping
from importlib import resources
from typing import Any, get_args

import yaml

from fitcoach.catalog.model import (
    GEAR_TOKENS,
    JOINTS,
    MUSCLE_GROUPS,
    Exercise,
    Implement,
    Kind,
    Level,
)


class UnknownExercise(KeyError):
    """A slug that is not in the encyclopedia."""


REQUIRED = (
    "slug",
    "name",
    "group",
    "kind",
    "gear",
    "gear_options",
    "primary",
    "secondary",
    "delt_heads",
    "pattern",
    "priority",
    "spinal_loading",
    "unilateral",
    "grip_demand",
    "joint_stress",
    "load_implement",
)
OPTIONAL = ("load_implements", "cues", "hold", "regression_of", "joint_friendly", "adaptations")
RANK = {"low": 0, "moderate": 1, "high": 2}
DELT_HEADS = ("front", "side", "rear")


def _check_vocabulary(raw: Mapping[str, Any]) -> None:
    """Every closed field holds a known value; a typo fails at import, not mid-plan."""
    slug = raw["slug"]
    if raw["kind"] not in get_args(Kind):
        raise ValueError(f"{slug}: unknown kind {raw['kind']}")
    for key in ("spinal_loading", "grip_demand"):
        if raw[key] not in get_args(Level):
            raise ValueError(f"{slug}: {key} must be one of {get_args(Level)}")
    for level in raw["joint_stress"].values():
        if level not in get_args(Level):
            raise ValueError(f"{slug}: joint stress must be one of {get_args(Level)}")
    if raw["load_implement"] not in get_args(Implement):
        raise ValueError(f"{slug}: unknown implement {raw['load_implement']}")
    if not 1 <= int(raw["priority"]) <= 4:
        raise ValueError(f"{slug}: priority must be 1..4")
    if not raw["primary"]:
        raise ValueError(f"{slug}: at least one primary muscle")
    if set(raw["primary"]) & set(raw["secondary"]):
        raise ValueError(f"{slug}: a muscle is both primary and secondary")
    if set(raw["delt_heads"]) - set(DELT_HEADS):
        raise ValueError(f"{slug}: unknown delt head in {raw['delt_heads']}")
    if not raw["gear_options"] or any(not option for option in raw["gear_options"]):
        raise ValueError(f"{slug}: every gear alternative names at least one token")
    cues = raw.get("cues") or ()
    if cues and not (2 <= len(cues) <= 3 and all(isinstance(c, str) and c for c in cues)):
        raise ValueError(f"{slug}: cues are 2-3 short sentences")
    for joint in raw.get("joint_friendly") or ():
        if joint not in JOINTS:
            raise ValueError(f"{slug}: joint_friendly names unknown joint {joint}")
    for joint, adapted in (raw.get("adaptations") or {}).items():
        normal = raw["joint_stress"].get(joint)
        if joint not in JOINTS or normal is None:
            raise ValueError(f"{slug}: adaptations name a joint it does not stress: {joint}")
        if adapted.get("stress") not in get_args(Level) or not adapted.get("how"):
            raise ValueError(f"{slug}: an adaptation has a stress level and a how")
        if RANK[adapted["stress"]] >= RANK[normal]:
            raise ValueError(f"{slug}: an adaptation must be gentler than {normal} on the {joint}")


def _parse(raw: Mapping[str, Any]) -> Exercise:
    missing = [key for key in REQUIRED if key not in raw]
    if missing:
        raise ValueError(f"{raw.get('slug', '?')}: missing {missing}")
    unknown_keys = set(raw) - set(REQUIRED) - set(OPTIONAL)
    if unknown_keys:
        raise ValueError(f"{raw['slug']}: unknown fields {sorted(unknown_keys)}")
    _check_vocabulary(raw)
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
        cues=tuple(raw.get("cues") or ()),
        hold=bool(raw.get("hold", False)),
        regression_of=tuple(raw.get("regression_of") or ()),
        joint_friendly=tuple(raw.get("joint_friendly") or ()),
        adaptations={
            joint: (adapted["stress"], adapted["how"])
            for joint, adapted in (raw.get("adaptations") or {}).items()
        },
    )


def _load() -> dict[str, Exercise]:
    text = resources.files("fitcoach.catalog").joinpath("exercises.yaml").read_text("utf-8")
    entries = [_parse(raw) for raw in yaml.safe_load(text)]
    catalog = {entry.slug: entry for entry in entries}
    if len(catalog) != len(entries):
        raise ValueError("duplicate slug in exercises.yaml")
    for entry in entries:
        unknown = [slug for slug in entry.regression_of if slug not in catalog]
        if unknown or entry.slug in entry.regression_of:
            raise ValueError(f"{entry.slug}: regression_of names {unknown or entry.slug}")
    return catalog


# Index order (the spec's), which is also the order /api/exercises lists them in.
CATALOG: Mapping[str, Exercise] = _load()
SLUGS: tuple[str, ...] = tuple(CATALOG)
# A slug's place in the index: the engine's last tie-break, asked for thousands of times.
SLUG_RANK: Mapping[str, int] = {slug: index for index, slug in enumerate(SLUGS)}
SPEC_CORE_SIZE = 41


def is_slug(slug: str) -> bool:
    return slug in CATALOG


def get(slug: str) -> Exercise:
    try:
        return CATALOG[slug]
    except KeyError:
        raise UnknownExercise(slug) from None


def spec_core() -> tuple[str, ...]:
    """The spec's 41 slugs, which lead the file in the spec's index order."""
    return SLUGS[:SPEC_CORE_SIZE]


def available_exercises(gear: Iterable[str]) -> list[Exercise]:
    return list(_available(frozenset(gear)))


@functools.lru_cache(maxsize=256)
def _available(have: frozenset[str]) -> tuple[Exercise, ...]:
    # the library is fixed, and the engine asks this for the same gear on every week
    return tuple(exercise for exercise in CATALOG.values() if exercise.available_with(have))


# Words that name the implement or the side, not the movement: "DB Hip Thrust" and
# "Barbell Hip Thrust" are one exercise done two ways.
_IMPLEMENT_WORDS = frozenset(
    {"barbell", "bb", "db", "dumbbell", "cable", "machine", "ez", "kettlebell", "kb", "band"}
    | {"bodyweight", "single", "arm"}
)


def _head(exercise: Exercise) -> str:
    words = re.findall(r"[a-z0-9]+", exercise.name.lower())
    core = [w for w in words if w not in _IMPLEMENT_WORDS]
    return " ".join(core[-2:])


@functools.cache
def _families() -> Mapping[str, frozenset[str]]:
    groups: dict[str, set[str]] = {}
    for exercise in CATALOG.values():
        groups.setdefault(_head(exercise), set()).add(exercise.slug)
    return {slug: frozenset(groups[_head(e)]) for slug, e in CATALOG.items()}


def variants(slug: str) -> frozenset[str]:
    """The exercise and its variants: the same movement named the same way with another
    implement, range or stance ("Leg Press", "Short-Range Leg Press", "Single-Leg Press").
    A user who never wants the leg press wants none of them."""
    return _families().get(slug, frozenset({slug}))
