"""Exercise and gear aliases are data (`catalog/aliases.yaml`): every key is a catalog
slug or gear token, and the words people use land on the right one in four languages."""

from __future__ import annotations

import pytest

from fitcoach.catalog import CATALOG, GEAR_TOKENS
from fitcoach.nlu.exercises import extract_exercises, load_aliases
from fitcoach.nlu.gear import extract_gear


def test_every_alias_names_a_catalog_exercise_or_gear_token() -> None:
    assert set(load_aliases("exercises")) <= set(CATALOG)
    groups = {"@all", "@machines", "@some_gym", "@any_bench", "@both_benches"}
    assert set(load_aliases("gear")) <= set(GEAR_TOKENS) | groups


@pytest.mark.parametrize(
    ("message", "gear"),
    [
        ("two kettlebells at home, 12 kg and 16 kg", {"kettlebell"}),
        ("resistance bands and a sturdy chair", {"resistance band"}),
        ("mam gumy oporowe i taśmy", {"resistance band"}),
        ("24kgのケトルベル買っちゃいました", {"kettlebell"}),
        ("garage: trap bar, dip station and a plyo box", {"trap bar", "dip station", "plyo box"}),
        ("bodyweight only, no equipment", {"bodyweight"}),
        ("only a pullup bar in my room and my bodyweight", {"bodyweight", "pull-up bar"}),
        # Body weight, height and a weight class are no gear.
        ("I'm 150 lb, 5'9\", lifting in the 93 kg class", set()),
    ],
)
def test_gear_words(message: str, gear: set[str]) -> None:
    assert set(extract_gear(message)) == gear


@pytest.mark.parametrize(
    ("message", "slugs"),
    [
        ("never give me burpees", ("burpee",)),
        ("nigdy nie dawaj mi burpeesów", ("burpee",)),
        ("バーピーは嫌い", ("burpee",)),
        ("kb swings and good mornings today", ("kb-swing", "good-morning")),
        ("昨日スイングやりすぎて腰が痛い", ("kb-swing",)),
        # A greeting is not the hinge; mood swings are not kettlebell swings.
        ("Good morning dear. Which of my exercises is best for my bones?", ()),
        ("Dzień dobry. Mam 71 lat", ()),
        ("mood swings lately", ()),
        # Swapping the flat bench for another bench lift names two lifts; owning one is gear.
        (
            "swap the flat bench on tuesday for paused bench",
            ("flat-bb-bench-press", "paused-bench-press"),
        ),
        (
            "replace my flat bench with incline db press",
            ("flat-bb-bench-press", "incline-db-bench-press"),
        ),
        ("pause bench instead of the close grip", ("paused-bench-press",)),
        ("I have a flat bench and dumbbells", ()),
    ],
)
def test_exercise_aliases(message: str, slugs: tuple[str, ...]) -> None:
    assert extract_exercises(message) == slugs
