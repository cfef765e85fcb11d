"""Issue 8 through POST /api/coach/chat: a taper asked before a meet or a race keeps every
lift and its load and cuts the sets of the sessions before the event, and a peak asked
a few weeks out puts the main lifts in a lower rep range; a deload asked for
the week keeps the lifts and takes effort off (lighter loads, 3 reps in reserve), never
time with shorter rests; a taper asked about, or asked for an event weeks away, stages
nothing."""

from __future__ import annotations

from typing import Any

import pytest
from chat_support import chat, memory, onboard

ONBOARDING = (
    "29, powerlifter, full commercial gym, train monday wednesday friday saturday for 90 min, "
    "goal is the biggest total I can hit at my next meet"
)


def items(day: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {ex["exercise_id"]: ex for block in day["blocks"] for ex in block["exercises"]}


def sets(day: dict[str, Any]) -> int:
    return sum(ex["target_sets"] for ex in items(day).values())


@pytest.mark.parametrize(
    "message",
    [
        "meet is this saturday, can you taper me",
        "my meet's on saturday so time to peak, cut the volume but keep it heavy",
        "comp on saturday the 19th. start my taper please",
    ],
)
def test_a_taper_keeps_the_lifts_and_loads_and_cuts_the_sets(client, user, message):
    active = onboard(client, user, ONBOARDING)

    body = chat(client, user, message)

    proposal = body["proposal"]
    assert proposal is not None and proposal["type"] == "UPDATE_WEEK", body["message"]
    tapered = [
        name
        for name in ("monday", "wednesday")
        if sets(proposal["data"]["days"][name]) < sets(active["days"][name])
    ]
    assert tapered == ["monday", "wednesday"], body["message"]
    for name in tapered:
        before, after = items(active["days"][name]), items(proposal["data"]["days"][name])
        assert after.keys() == before.keys()  # the same lifts
        for slug, ex in after.items():
            assert ex["suggested_load"] == before[slug]["suggested_load"]  # the same loads
            assert ex["target_rir"] == before[slug]["target_rir"]
        assert sets(proposal["data"]["days"][name]) <= 0.7 * sets(active["days"][name])
    assert "Taper" in body["message"] and "40 %" in body["message"]
    events = memory(client, user)["tier_3_situational"]
    assert any("19 Sep" in e["fact"] for e in events)


@pytest.mark.parametrize(
    "message",
    ["deload this week please, I'm beat up", "can you make this week a deload", "deload week pls"],
)
def test_a_deload_takes_effort_off_not_time(client, user, message):
    active = onboard(client, user, ONBOARDING)

    body = chat(client, user, message)

    proposal = body["proposal"]
    assert proposal is not None and proposal["type"] == "UPDATE_WEEK", body["message"]
    for name in ("monday", "wednesday", "friday", "saturday"):
        before, after = items(active["days"][name]), items(proposal["data"]["days"][name])
        assert after.keys() == before.keys()
        assert all(ex["target_rir"] in (None, 3) for ex in after.values())
        loaded = [s for s, ex in after.items() if ex["suggested_load"]]
        # Lighter loads, to the nearest step the gear allows (a 5 kg dumbbell may stay 5).
        assert all(after[s]["suggested_load"] <= before[s]["suggested_load"] for s in loaded)
        assert any(after[s]["suggested_load"] < before[s]["suggested_load"] for s in loaded)
        # No shorter rests: a deload is not a time cut.
        assert all(after[s]["rest_seconds"] >= before[s]["rest_seconds"] for s in after)
        # The volume comes down too: about two sets in five.
        assert sets(proposal["data"]["days"][name]) <= 0.7 * sets(active["days"][name])
    assert "Deload" in body["message"]


@pytest.mark.parametrize(
    "message",
    ["is tapering worth it for a local meet?", "how long should my taper be before a meet?"],
)
def test_a_taper_asked_about_changes_nothing(client, user, message):
    onboard(client, user, ONBOARDING)
    before = memory(client, user)

    body = chat(client, user, message)

    assert body["proposal"]["type"] == "NONE", body["message"]
    assert memory(client, user) == before


@pytest.mark.parametrize(
    "message",
    [
        "meet is on saturday october 3rd, 3 weeks out, start my peak please",
        "comp in 3 weeks (oct 3rd). time to peak for it",
    ],
)
def test_a_peak_weeks_out_makes_the_main_lifts_heavier(client, user, message):
    active = onboard(client, user, ONBOARDING)

    body = chat(client, user, message)

    proposal = body["proposal"]
    assert proposal is not None and proposal["type"] == "UPDATE_WEEK", body["message"]
    for name in ("monday", "wednesday", "friday", "saturday"):
        before = active["days"][name]["blocks"][0]["exercises"][0]
        after = items(proposal["data"]["days"][name])[before["exercise_id"]]
        low_before = int(before["target_reps"].split("-")[0])
        assert int(after["target_reps"].split("-")[0]) < low_before  # fewer reps, heavier
        assert after["target_sets"] == before["target_sets"]
    assert "Peaking" in body["message"] and "taper" in body["message"]
    events = memory(client, user)["tier_3_situational"]
    assert any("3 Oct" in e["fact"] for e in events)


@pytest.mark.parametrize(
    "message",
    [
        "marathon is sunday october 18th, 5 weeks out, can you start my taper",
        "my half marathon is in 4 weeks, oct 11th, time to peak for it",
    ],
)
def test_a_race_weeks_away_gets_no_heavier_lifting(client, user, message):
    # A peak (heavier main lifts) is a lifting meet's preparation; a runner weeks out is
    # told when the taper starts and nothing is staged.
    onboard(client, user, ONBOARDING)

    body = chat(client, user, message)

    assert body["proposal"]["type"] == "NONE", body["message"]
    assert "ask me again" in body["message"]


@pytest.mark.parametrize(
    "message",
    [
        "marathon is sunday the 27th, so this week and next are taper, keep my legs fresh",
        "running my first marathon in 2 weeks (sept 27), start the taper please",
    ],
)
def test_a_marathon_two_weeks_out_tapers_this_week(client, user, message):
    active = onboard(client, user, ONBOARDING)

    body = chat(client, user, message)

    proposal = body["proposal"]
    assert proposal is not None and proposal["type"] == "UPDATE_WEEK", body["message"]
    for name in ("monday", "wednesday", "friday", "saturday"):
        before = items(active["days"][name])
        after = items(proposal["data"]["days"][name])
        assert after.keys() <= before.keys()
        # Never heavier for a runner: the reps stay, only sets come off.
        for slug, ex in after.items():
            assert ex["target_reps"] == before[slug]["target_reps"]
        assert sets(proposal["data"]["days"][name]) < sets(active["days"][name])
    assert "Taper" in body["message"]


def test_a_taper_for_a_meet_weeks_away_is_noted_and_waits(client, user):
    onboard(client, user, ONBOARDING)

    body = chat(client, user, "my meet is on saturday november 7th, taper me for it")

    assert body["proposal"]["type"] == "NONE", body["message"]
    assert "ask me again" in body["message"]
    events = memory(client, user)["tier_3_situational"]
    assert any("7 Nov" in e["fact"] for e in events)
