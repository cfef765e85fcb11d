"""Pounds and kilograms convert with the exact factor, both ways, everywhere."""

from __future__ import annotations

import pytest

from fitcoach.units import convert, from_lbs, shown, to_lbs


def test_one_hundred_kilograms_is_the_exact_number_of_pounds() -> None:
    assert convert(100, "kg", "lb") == pytest.approx(220.4622621849, abs=1e-9)
    assert convert(50, "lb", "kg") == pytest.approx(22.6796185, abs=1e-9)
    assert convert(42.5, "kg", "kg") == 42.5


@pytest.mark.parametrize("weight", [1.25, 22.5, 50, 137.5, 315])
@pytest.mark.parametrize("unit", ["lb", "kg"])
def test_a_weight_survives_a_round_trip(weight: float, unit: str) -> None:
    other = "kg" if unit == "lb" else "lb"
    assert convert(convert(weight, unit, other), other, unit) == pytest.approx(weight, rel=1e-12)
    assert shown(to_lbs(weight, unit), unit) == weight
    assert from_lbs(to_lbs(weight, unit), unit) == pytest.approx(weight, rel=1e-12)
