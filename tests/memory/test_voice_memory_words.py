"""The words memory keeps (issue 9): the user's aims beside the goal label, a goal set
aside not read as the new one, a coaching style revoked not read as asked, gear sold by
weight, Polish kettlebells listed by weight, no gym's machines from "no time for the gym"
or from one Thai machine named. Own wordings in four languages."""

from __future__ import annotations

import pytest

from fitcoach.brains.local.facts import equipment_without
from fitcoach.memory.derive import kettlebells_of
from fitcoach.nlu.gear import extract_gear
from fitcoach.nlu.traits import extract_voice, stated_aims


@pytest.mark.parametrize(
    ("text", "aims"),
    [
        ("I'd like to shed around 5 kg and feel stronger", ("fat loss", "strength")),
        ("mostly I want to be able to carry my grandson around", ("everyday strength",)),
        ("chcę zrzucić 3 kg i poprawić kondycję", ("fat loss", "conditioning")),
        ("อยากลดพุงค่ะ", ("fat loss",)),
        ("お腹周りを引っ込めたい、あと筋肉をつけたい", ("fat loss", "muscle")),
        ("from now on it's about muscle, not weight loss", ("muscle",)),
        ("dumbbells to 40 kg and I weigh 90 kg", ()),
    ],
)
def test_stated_aims(text, aims):
    assert stated_aims(text) == aims


@pytest.mark.parametrize(
    ("text", "voice"),
    [
        ("quit being so gentle, tough love from now on", "tough_love"),
        ("enough of the tough love", None),
        ("forget the science stuff", None),
        ("be strict with me", "tough_love"),
    ],
)
def test_a_revoked_style_is_not_the_style_asked(text, voice):
    assert extract_voice(text) == voice


def test_selling_one_kettlebell_keeps_the_others():
    fact = "Home gym with kettlebells of 8, 12 and 20 kg and resistance bands."
    assert equipment_without(fact, {"kettlebell"}, (), [12.0]) == (
        "Home gym with kettlebells of 8 and 20 kg and resistance bands."
    )
    assert (
        equipment_without(fact, {"resistance band"})
        == "Home gym with kettlebells of 8, 12 and 20 kg."
    )


def test_polish_kettlebells_are_read_by_weight():
    bells = kettlebells_of("w domu mam trzy kettlebelle 8, 12 i 20 kg")
    assert bells is not None and bells.weights == [8.0, 12.0, 20.0]


@pytest.mark.parametrize(
    ("text", "gear"),
    [
        ("na siłownię nie mam czasu, w domu są tylko gumy", {"resistance band"}),
        ("I never have time for the gym, at home I've got a pull-up bar", {"pull-up bar"}),
        ("คอนโดมีดัมเบลกับเครื่องเคเบิ้ล", {"dumbbells", "cable machine"}),
        ("my garage has a barbell and a rack", {"barbell", "squat rack"}),
    ],
)
def test_no_gear_is_invented(text, gear):
    assert set(extract_gear(text)) - {"bodyweight"} == gear
