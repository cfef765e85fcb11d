"""Pounds and kilograms: the one place they convert.

1 lb = 0.45359237 kg exactly, by definition (the international pound), so every package
converts with this factor and a weight survives a round trip.
"""

from __future__ import annotations

from typing import Literal

Unit = Literal["lb", "kg"]
KG_PER_LB = 0.45359237


def convert(weight: float, from_unit: str, to_unit: str) -> float:
    """`weight` in `from_unit` expressed in `to_unit` ("lb" or "kg")."""
    if from_unit == to_unit:
        return weight
    return weight / KG_PER_LB if to_unit == "lb" else weight * KG_PER_LB


def to_lbs(weight: float, unit: str) -> float:
    return weight if unit == "lb" else weight / KG_PER_LB


def from_lbs(pounds: float, unit: str) -> float:
    return pounds if unit == "lb" else pounds * KG_PER_LB


def shown(pounds: float, unit: str) -> float:
    """A weight for people: in their unit, to 2 decimals (undoes float noise of conversion)."""
    return round(from_lbs(pounds, unit), 2)
