"""Through POST /api/coach/chat on the real app (issue 8, day edits): a run of shifts for a
while ("on nights mon-wed for the next few weeks, so only thu fri sun") is a situation of
its own (tier 3) and a week on the days left, never a new standing schedule; a newcomer's
other sport or job keeps its days out of the lifting week."""

from __future__ import annotations

from typing import Any

import pytest
from chat_support import chat, onboard

ONBOARD = (
    "hi, 34, gym with barbells, dumbbells to 40 kg and cables. want to get stronger. "
    "tuesday, thursday and saturday work for me, 50 minutes each"
)


def trained(week: dict[str, Any]) -> list[str]:
    return [name for name, day in week["days"].items() if not day["is_rest_day"]]


@pytest.mark.parametrize(
    ("message", "days"),
    [
        (
            "new shift pattern, I'm on nights tue-fri for the next month so I can only lift "
            "sat sun and mon",
            ["monday", "saturday", "sunday"],
        ),
        (
            "they put me on night shifts mon to wed for the next few weeks, so only thu and sat",
            ["thursday", "saturday"],
        ),
        (
            "rota's changed, on nights sun thru wed this month so I can only train thu fri sat",
            ["thursday", "friday", "saturday"],
        ),
    ],
)
def test_a_stretch_of_night_shifts_is_a_situation_and_a_week_on_the_days_left(
    client, user, message: str, days: list[str]
):
    onboard(client, user, ONBOARD)
    body = chat(client, user, message)
    proposal = body["proposal"]
    assert proposal["type"] == "UPDATE_WEEK", body["message"]
    assert trained(proposal["data"]) == days
    tiers = [(m["operation"], m["target_tier"]) for m in body["memory_mutations"]]
    # The shifts are for a while: noted as a situation; the schedule the user keeps is not
    # rewritten.
    assert ("CREATE", "tier_3_situational") in tiers
    assert not [t for t in tiers if t[1] == "tier_1_staples"]


@pytest.mark.parametrize(
    ("message", "days"),
    [
        (
            "hey, 25, I climb tue thu sat and want two gym days, mon and fri, 45 min. "
            "dumbbells, cables and a bench",
            ["monday", "friday"],
        ),
        (
            "i play hockey, team training mon and wed and games on sunday. can lift tue and "
            "fri after school, 40 min, pull up bar and bands at home",
            ["tuesday", "friday"],
        ),
    ],
)
def test_a_newcomers_other_sport_keeps_its_days_out_of_the_week(
    client, user, message: str, days: list[str]
):
    body = chat(client, user, message)
    proposal = body["proposal"]
    assert proposal["type"] == "UPDATE_WEEK", body["message"]
    assert trained(proposal["data"]) == days


FULL_GYM = (
    "hi, 30, full commercial gym: barbells, benches, racks, dumbbells, cables, machines. "
    "want to build muscle. monday, wednesday and friday, 60 minutes"
)


@pytest.mark.parametrize(
    ("first", "again"),
    [
        ("the bench is broken this week, swap out the bench stuff on monday", "same for friday"),
        ("no benches at my hotel, swap the bench exercises on monday", "and friday too"),
        ("no bench available, replace the bench work on monday", "same on friday please"),
    ],
)
def test_a_gear_swap_on_one_day_repeated_on_another(client, user, first: str, again: str):
    onboard(client, user, FULL_GYM)
    chat(client, user, first)
    body = chat(client, user, again)
    proposal = body["proposal"]
    assert (proposal["type"], proposal["target_day"]) == ("UPDATE_DAY", "friday"), body["message"]
    names = " ".join(
        item["name"].lower() for block in proposal["data"]["blocks"] for item in block["exercises"]
    )
    assert "bench press" not in names


HOME = (
    "hi, 40, home workouts with resistance bands and a pull-up bar, want to get fitter. "
    "monday, wednesday and friday, 40 minutes"
)


@pytest.mark.parametrize(
    "ask",
    [
        "nice, put some dumbbell stuff in friday then",
        "can you use the dumbbells on friday",
        "add a few dumbbell exercises to friday please",
    ],
)
def test_new_gear_asked_into_one_day_trades_that_days_lifts(client, user, ask: str):
    onboard(client, user, HOME)
    chat(client, user, "just bought a pair of adjustable dumbbells, up to 20 kg")
    body = chat(client, user, ask)
    proposal = body["proposal"]
    assert (proposal["type"], proposal["target_day"]) == ("UPDATE_DAY", "friday"), body["message"]
    names = [item["name"] for block in proposal["data"]["blocks"] for item in block["exercises"]]
    assert any("DB" in name or "Dumbbell" in name for name in names), names
    # What the user owns was already noted; this turn only changes Friday.
    assert not body["memory_mutations"]


@pytest.mark.parametrize(
    "message",
    [
        "rota's out, they've put me on nights wed thu fri this week so thursday's a no go. "
        "can we move it to monday",
        "on nights thu and fri this week, thursday is a no-go, move it to monday please",
        "working nights wed to fri this week so thursday's out of the question, "
        "can you move it to monday",
    ],
)
def test_shifts_as_the_reason_for_moving_one_session(client, user, message: str):
    onboard(client, user, ONBOARD)
    body = chat(client, user, message)
    proposal = body["proposal"]
    assert proposal["type"] == "UPDATE_WEEK", body["message"]
    # Thursday's session moves to Monday; the rest of the week stays.
    assert trained(proposal["data"]) == ["monday", "tuesday", "saturday"]


@pytest.mark.parametrize(
    "message",
    [
        "moving day is sunday so saturday needs to be short, 30 min tops",
        "my sister's wedding is sunday so saturday needs to be 30 min",
        "moving house on sunday, so saturday has to be short, 30 minutes max",
    ],
)
def test_an_event_as_the_reason_for_the_day_before_being_shorter(client, user, message: str):
    onboard(client, user, ONBOARD)
    body = chat(client, user, message)
    proposal = body["proposal"]
    assert (proposal["type"], proposal["target_day"]) == ("UPDATE_DAY", "saturday"), body["message"]
    assert proposal["data"]["duration_minutes"] <= 30
    tiers = [(m["operation"], m["target_tier"]) for m in body["memory_mutations"]]
    assert tiers == [("CREATE", "tier_3_situational")]
