"""Issue 8 through POST /api/coach/chat: a training day added to the week ("could I add
Saturday as a 4th day?") stages the week on its days plus that one, the new day as long as
asked, and the stored schedule gains the day; a rest day asked about stays a question; the
minutes of a race result ("a 6 min PR") are no session length."""

from __future__ import annotations

from typing import Any

import pytest
from chat_support import chat, memory, onboard

ONBOARDING = (
    "41, garage gym with a barbell, rack, bench and dumbbells, want to get stronger. "
    "monday, wednesday and friday, 50 minutes"
)


def trained(week: dict[str, Any]) -> list[str]:
    return [name for name, day in week["days"].items() if not day["is_rest_day"]]


@pytest.mark.parametrize(
    ("message", "day", "minutes"),
    [
        ("could I add saturday mornings as a 4th day? 40 min is plenty", "saturday", 40),
        ("can we add a fourth day on sunday", "sunday", None),
        ("add tuesday as an extra training day please, 30 minutes", "tuesday", 30),
        ("dodaj sobotę jako czwarty dzień treningowy", "saturday", None),
        ("土曜日も追加でお願いします。30分で大丈夫です", "saturday", 30),
    ],
)
def test_an_added_day_grows_the_week_by_that_day(client, user, message, day, minutes):
    before = trained(onboard(client, user, ONBOARDING))
    assert day not in before  # fixture

    body = chat(client, user, message)

    proposal = body["proposal"]
    assert proposal["type"] == "UPDATE_WEEK", body["message"]
    assert set(trained(proposal["data"])) == {*before, day}
    if minutes is not None:
        assert proposal["data"]["days"][day]["duration_minutes"] <= minutes
    # The other days keep their length: the minutes said were for the new day.
    assert any(
        proposal["data"]["days"][other]["duration_minutes"] > 40 for other in before if other != day
    )
    goal = [e for e in memory(client, user)["tier_1_staples"] if e["category"] == "goal"]
    assert day.capitalize() in goal[0]["fact"]


@pytest.mark.parametrize(
    "message",
    [
        "is it bad to lift on saturday as well, or do I need the rest?",
        "would a 4th day on saturday even help me at my age?",
    ],
)
def test_an_added_day_asked_about_changes_nothing(client, user, message):
    onboard(client, user, ONBOARDING)
    before = memory(client, user)

    body = chat(client, user, message)

    assert body["proposal"]["type"] == "NONE", body["message"]
    assert memory(client, user) == before


@pytest.mark.parametrize(
    "message",
    [
        "race went great, done! 3:12, a 6 min PR 🎉",
        "ran a 22 min 5k this morning, new PR!",
        "beat my parkrun time by 2 min today 😁",
    ],
)
def test_minutes_won_in_a_race_are_no_session_length(client, user, message):
    onboard(client, user, ONBOARDING)

    body = chat(client, user, message)

    assert body["proposal"]["type"] == "NONE", body["message"]
    assert "trim" not in body["message"]
