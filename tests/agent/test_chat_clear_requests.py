"""Issue 8: clear requests the coach answered with no change or the wrong one, through
POST /api/coach/chat with the embedded brain.

- A day the user asks to train with what there is ("no gym at the hotel, make Friday
  bodyweight only") keeps its session on that gear; it is not made a rest day.
- New gear said with a day to use it on ("got kettlebells, use them Thursday") is stored and
  worked into that day, not answered with a menu.
"""

from __future__ import annotations

from typing import Any

import pytest
from chat_support import chat, onboard

from fitcoach.catalog import CATALOG

# Home dumbbells and a bench, Mon/Tue/Thu/Fri, 45 minutes (the clock is Monday 14 Sep).
ONBOARD = (
    "hi, 35, home gym with dumbbells up to 25 kg and an adjustable bench. want to build "
    "muscle, I train monday, tuesday, thursday and friday, 45 minutes"
)


def _slugs(day: dict[str, Any]) -> list[str]:
    return [item["exercise_id"] for block in day["blocks"] for item in block["exercises"]]


def _bodyweight_only(day: dict[str, Any]) -> bool:
    return all(
        any(option <= {"bodyweight"} for option in CATALOG[slug].gear_options)
        for slug in _slugs(day)
    )


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("hotel this weekend has no gym at all, so make friday bodyweight only", "friday"),
        (
            "staying at my parents on thursday, no equipment there, can thursday be just "
            "bodyweight stuff",
            "thursday",
        ),
        ("work trip tuesday, no gym at the hotel, make tuesday a bodyweight session", "tuesday"),
    ],
)
def test_a_day_asked_bodyweight_only_keeps_its_session_on_bodyweight(
    client, user, message: str, day: str
) -> None:
    onboard(client, user, ONBOARD)

    body = chat(client, user, message)

    proposal = body["proposal"]
    assert proposal["type"] == "UPDATE_DAY", body["message"]
    assert proposal["target_day"] == day
    staged = proposal["data"]["days"][day] if "days" in proposal["data"] else proposal["data"]
    assert not staged["is_rest_day"]
    assert _slugs(staged) and _bodyweight_only(staged)


@pytest.mark.parametrize(
    ("message", "day", "gear"),
    [
        (
            "I just bought a pair of kettlebells, 12 and 16 kg, use them on thursday",
            "thursday",
            "kettlebell",
        ),
        ("got a set of kettlebells now, work them into friday please", "friday", "kettlebell"),
        ("picked up some resistance bands, put band stuff in monday", "monday", "resistance band"),
    ],
)
def test_new_gear_asked_into_a_day_is_stored_and_used_that_day(
    client, user, message: str, day: str, gear: str
) -> None:
    onboard(client, user, ONBOARD)

    body = chat(client, user, message)

    proposal = body["proposal"]
    assert proposal["type"] == "UPDATE_DAY", body["message"]
    assert proposal["target_day"] == day
    staged = proposal["data"]["days"][day] if "days" in proposal["data"] else proposal["data"]
    assert any(
        all(gear in option for option in CATALOG[slug].gear_options) for slug in _slugs(staged)
    )
    equipment = [m for m in body["memory_mutations"] if m.get("target_tier") == "tier_1_staples"]
    assert equipment, body["memory_mutations"]


GYM = (
    "hey, 26, commercial gym with barbells, dumbbells, cables, machines and benches. want "
    "to build muscle, monday wednesday friday, 60 minutes"
)


@pytest.mark.parametrize(
    ("message", "busy"),
    [
        (
            "the cable stack is hogged by a group doing circuits, skip the cable stuff today",
            {"cable machine"},
        ),
        (
            "all the benches are taken tonight, swap out anything on a bench today",
            {"flat bench", "incline bench"},
        ),
        ("cables are out of order today, change whatever needs them", {"cable machine"}),
    ],
)
def test_busy_gear_today_trades_every_lift_that_needs_it(
    client, user, message: str, busy: set[str]
) -> None:
    onboard(client, user, GYM)

    body = chat(client, user, message)

    proposal = body["proposal"]
    assert proposal["type"] == "UPDATE_DAY", body["message"]
    assert proposal["target_day"] == "monday"
    staged = proposal["data"]["days"]["monday"] if "days" in proposal["data"] else proposal["data"]
    for slug in _slugs(staged):
        assert not all(option & busy for option in CATALOG[slug].gear_options), slug
    # The gear is busy today, not gone: nothing about what the user owns changes.
    assert not [m for m in body["memory_mutations"] if m.get("target_tier") == "tier_1_staples"]


def _core_only(day: dict[str, Any]) -> bool:
    return all(set(CATALOG[slug].primary) <= {"Core"} for slug in _slugs(day))


@pytest.mark.parametrize(
    "message",
    [
        "can thursday be mobility and core this week, my back is tired of lifting",
        "make friday core only please",
        "let's do just core on monday, nothing heavy",
    ],
)
def test_a_day_asked_as_core_and_mobility_keeps_only_core_work(client, user, message: str) -> None:
    onboard(client, user, ONBOARD)

    body = chat(client, user, message)

    proposal = body["proposal"]
    assert proposal["type"] == "UPDATE_DAY", body["message"]
    day = proposal["target_day"]
    assert day in message
    staged = proposal["data"]["days"][day] if "days" in proposal["data"] else proposal["data"]
    assert not staged["is_rest_day"] and _slugs(staged) and _core_only(staged)


def test_a_core_day_said_after_a_day_edit_changes_that_day(client, user) -> None:
    onboard(client, user, ONBOARD)
    first = chat(client, user, "can thursday be a lighter one, I'm beat")
    assert first["proposal"]["target_day"] == "thursday"

    body = chat(client, user, "actually just make it core and mobility, no lifting that day")

    proposal = body["proposal"]
    assert proposal["type"] == "UPDATE_DAY", body["message"]
    assert proposal["target_day"] == "thursday"
    staged = (
        proposal["data"]["days"]["thursday"] if "days" in proposal["data"] else proposal["data"]
    )
    assert _core_only(staged)


@pytest.mark.parametrize(
    ("message", "day", "pattern"),
    [
        (
            "32, gym with barbells, a rack and a bench, want to get strong. monday squat day, "
            "wednesday deadlift day, friday bench day, 60 min",
            "wednesday",
            "hinge",
        ),
        (
            "I can train tue thu sat, 45 min, full commercial gym, want to build muscle. "
            "saturday should be my deadlift day",
            "saturday",
            "hinge",
        ),
        (
            "hi! 28, garage gym with a barbell, squat rack and bench, want to get stronger. "
            "mon wed fri for an hour, friday is squat day",
            "friday",
            "squat",
        ),
    ],
)
def test_a_day_named_by_its_lift_at_onboarding_has_that_lift(
    client, user, message: str, day: str, pattern: str
) -> None:
    body = chat(client, user, message)

    proposal = body["proposal"]
    assert proposal["type"] == "UPDATE_WEEK", body["message"]
    slugs = _slugs(proposal["data"]["days"][day])
    assert any(CATALOG[slug].pattern == pattern for slug in slugs), slugs


LEGS = {"Quads", "Hamstrings", "Glutes", "Calves"}


def test_a_day_asked_as_it_already_is_is_told_so_not_refused(client, user) -> None:
    plan = onboard(client, user, ONBOARD)
    upper = next(
        name
        for name, day in plan["days"].items()
        if not day["is_rest_day"]
        and not any(set(CATALOG[slug].primary) & LEGS for slug in _slugs(day))
    )

    for message in (
        f"can {upper} be upper body only",
        f"make {upper} an upper body day please",
        f"no legs on {upper}",
    ):
        body = chat(client, user, message)
        assert body["proposal"]["type"] == "NONE", body["message"]
        assert "already fits" in body["message"], body["message"]
        assert "couldn't find a safe way" not in body["message"]
