"""Misspelt key words are repaired (real and short words are left alone), and a swap that
names both exercises keeps the one to drop apart from the one to add."""

from __future__ import annotations

from datetime import date

from fitcoach.nlu import understand
from fitcoach.nlu.typos import correct_typos

TODAY = date(2026, 9, 14)  # a Monday


def test_key_words_are_repaired_one_edit_away() -> None:
    fixed = correct_typos("could you swich this for somthing with less excercise, 25 minuets")
    assert fixed == "could you switch this for something with less exercise, 25 minutes"


def test_real_words_and_short_words_are_left_alone() -> None:
    text = "my eye has a twitch, plans for the beach, my lungs burn, swop"
    assert correct_typos(text) == text


def test_a_misspelt_swap_still_routes_to_a_swap() -> None:
    u = understand("pls swich the goblet squats for somthing easier", TODAY)
    assert u.intent == "swap"
    assert u.exercises == ("goblet-squat",)


def test_swap_naming_both_sides_keeps_them_apart() -> None:
    u = understand("replace the standing press with db shoulder press on friday", TODAY)
    assert u.intent == "swap"
    assert u.exercises == ("standing-overhead-press", "seated-db-shoulder-press")
    assert u.replacement == "seated-db-shoulder-press"
    assert u.target_day == "friday"


def test_instead_of_names_the_sides_the_other_way_round() -> None:
    u = understand("can I do goblet squats instead of back squats today?", TODAY)
    assert u.exercises == ("barbell-back-squat", "goblet-squat")
    assert u.replacement == "goblet-squat"


def test_a_lift_named_before_the_swap_verb_is_the_story_not_the_request() -> None:
    for message, asked in (
        ("some guy is doing curls in the squat rack, swap my back squat for something", None),
        ("bench is taken by a guy doing rows, can you replace the bench press", None),
        ("ktoś robi martwy ciąg na platformie, zamień mi przysiad ze sztangą na coś", None),
    ):
        u = understand(message, TODAY)
        assert u.intent == "swap", message
        assert u.replacement == asked, message
        assert u.exercises[0] in {"barbell-back-squat", "flat-bb-bench-press"}, (message, u)


def test_a_swap_verb_before_for_still_names_the_replacement() -> None:
    u = understand("no free bench press station, swap it for the db floor press", TODAY)
    assert u.replacement == "db-floor-press"
    assert u.exercises[0] == "flat-bb-bench-press"
