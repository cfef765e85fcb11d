"""Kinds of exercise a user refuses as a whole: a movement pattern ("lunges of any kind"
is every exercise of the lunge pattern) or a way of doing it (on the floor, jumping)."""

from __future__ import annotations

from functools import cache
from importlib import resources

import yaml

from fitcoach.catalog.registry import CATALOG


@cache
def _ways() -> dict[str, frozenset[str]]:
    text = resources.files("fitcoach.catalog").joinpath("kinds.yaml").read_text("utf-8")
    table = {str(kind): frozenset(slugs) for kind, slugs in (yaml.safe_load(text) or {}).items()}
    unknown = sorted(slug for slugs in table.values() for slug in slugs if slug not in CATALOG)
    if unknown:
        raise ValueError(f"kinds.yaml names exercises the catalog lacks: {unknown}")
    return table


def kind_members(kind: str) -> frozenset[str]:
    """The catalog slugs of a kind: a way of doing it (kinds.yaml) or a movement pattern."""
    ways = _ways()
    if kind in ways:
        return ways[kind]
    return frozenset(slug for slug, exercise in CATALOG.items() if exercise.pattern == kind)


def is_way(kind: str) -> bool:
    """A way of doing exercises (floor, jumping), not a movement pattern."""
    return kind in _ways()
