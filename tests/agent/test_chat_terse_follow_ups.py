"""Through POST /api/coach/chat on the real app: a terse follow-up applies the last edit
once more ("nope 25" after a trim, "saturday same"); "skip tomorrow, I'm feverish" rests
tomorrow with the illness advice, and "and thursday" rests Thursday too; "only two days
this week" stages a smaller week that "can those be ..." moves, and the stored schedule is
left alone; a question about progress on little sleep changes nothing."""

from __future__ import annotations

from typing import Any

import pytest
from chat_support import chat, onboard

ONBOARD = (
    "hi, 34, gym with barbells, dumbbells to 40 kg and cables. want to get stronger. "
    "tuesday, thursday and saturday work for me, 50 minutes each"
)


def onboarded(client, user) -> None:
    onboard(client, user, ONBOARD)


def trained(week: dict[str, Any]) -> list[str]:
    return [name for name, day in week["days"].items() if not day["is_rest_day"]]


def test_a_bare_number_then_a_day_with_same(client, user):
    onboarded(client, user)
    chat(client, user, "can thursday be 35 min, parents evening after work")

    corrected = chat(client, user, "nope 25")
    proposal = corrected["proposal"]
    assert (proposal["type"], proposal["target_day"]) == ("UPDATE_DAY", "thursday")
    assert proposal["data"]["duration_minutes"] <= 25

    again = chat(client, user, "saturday same")
    proposal = again["proposal"]
    assert (proposal["type"], proposal["target_day"]) == ("UPDATE_DAY", "saturday")
    assert proposal["data"]["duration_minutes"] <= 25
    assert not again["memory_mutations"]


def test_feverish_and_skip_tomorrow_rests_it_then_and_thursday(client, user):
    onboarded(client, user)

    body = chat(client, user, "think I'm coming down with something, feverish. skip tomorrow pls")
    proposal = body["proposal"]
    assert (proposal["type"], proposal["target_day"]) == ("UPDATE_DAY", "tuesday")
    assert proposal["data"]["is_rest_day"]
    assert "fever" in body["message"].lower()
    # Illness is no strain: nothing is stored about a body part, only the illness itself
    # (whole body, a few days).
    noted = [
        (m["operation"], m["target_tier"], m["entry"]["body_part"])
        for m in body["memory_mutations"]
    ]
    assert noted == [("CREATE", "tier_2_physiological", "whole body")]

    more = chat(client, user, "and thursday")
    proposal = more["proposal"]
    assert (proposal["type"], proposal["target_day"]) == ("UPDATE_DAY", "thursday")
    assert proposal["data"]["is_rest_day"]


def test_a_fever_asked_about_changes_nothing(client, user):
    onboarded(client, user)
    body = chat(client, user, "I've got a fever, should I skip tomorrow?")
    assert body["proposal"]["type"] == "NONE"
    assert not body["memory_mutations"]


def test_only_two_days_this_week_then_those_days_moved(client, user):
    onboarded(client, user)

    body = chat(client, user, "family in town so just two days this week")
    proposal = body["proposal"]
    assert proposal["type"] == "UPDATE_WEEK", body["message"]
    assert len(trained(proposal["data"])) == 2
    # This week only: the schedule the user keeps is not rewritten.
    assert not [m for m in body["memory_mutations"] if m["target_tier"] == "tier_1_staples"]

    moved = chat(client, user, "can those be wednesday and sunday")
    proposal = moved["proposal"]
    assert proposal["type"] == "UPDATE_WEEK", moved["message"]
    assert trained(proposal["data"]) == ["wednesday", "sunday"]
    assert not moved["memory_mutations"]


def test_progress_on_little_sleep_asked_changes_nothing(client, user):
    onboarded(client, user)
    body = chat(client, user, "be honest, can you make gains on 5 hrs of sleep or nah")
    assert body["proposal"]["type"] == "NONE"
    assert not body["memory_mutations"]


def test_minutes_added_after_a_trim_lengthen_the_trimmed_day(client, user):
    onboarded(client, user)
    chat(client, user, "can thursday be 25 min, long day at work")

    body = chat(client, user, "actually +10 min is fine")
    proposal = body["proposal"]
    assert (proposal["type"], proposal["target_day"]) == ("UPDATE_DAY", "thursday"), body["message"]
    # Longer than the trim, never cut to 10 minutes.
    assert 25 < proposal["data"]["duration_minutes"] <= 35


def test_a_visit_that_makes_a_smaller_week_is_noted_for_the_week(client, user):
    onboarded(client, user)
    body = chat(client, user, "my parents are visiting this week, only 2 days")
    proposal = body["proposal"]
    assert proposal["type"] == "UPDATE_WEEK"
    assert len(trained(proposal["data"])) == 2
    tiers = [(m["operation"], m["target_tier"]) for m in body["memory_mutations"]]
    assert tiers == [("CREATE", "tier_3_situational")]


@pytest.mark.parametrize(
    "message",
    [
        "in-laws left, back to my usual schedule this week please",
        "goście pojechali, wracamy do normalnego planu",
        "แขกกลับแล้ว กลับไปตารางปกติได้เลยค่ะ",
    ],
)
def test_back_to_the_usual_week_after_a_smaller_one(client, user, message: str):
    onboarded(client, user)
    smaller = chat(client, user, "just two days this week please, busy at work")
    response = client.post(
        f"/api/coach/proposals/{smaller['proposal']['id']}/accept", headers=user.headers
    )
    assert response.status_code == 200, response.text

    body = chat(client, user, message)
    proposal = body["proposal"]
    assert proposal["type"] == "UPDATE_WEEK", body["message"]
    assert trained(proposal["data"]) == ["tuesday", "thursday", "saturday"]


def test_back_to_the_usual_week_when_it_already_is_says_so(client, user):
    onboarded(client, user)
    body = chat(client, user, "ok, back to my normal training this week")
    assert body["proposal"]["type"] == "NONE"
    assert "already" in body["message"]
    assert "safe way" not in body["message"]


@pytest.mark.parametrize(
    "message",
    [
        "visit got cancelled, 3 days as usual please",
        "wizyta odwołana, 3 dni jak zwykle",
        "予定がなくなったので、いつも通り週3日でお願いします",
    ],
)
def test_the_usual_count_back_rebuilds_the_stored_days_and_keeps_the_schedule(
    client, user, message: str
):
    onboarded(client, user)
    smaller = chat(client, user, "only two days this week please")
    response = client.post(
        f"/api/coach/proposals/{smaller['proposal']['id']}/accept", headers=user.headers
    )
    assert response.status_code == 200, response.text

    body = chat(client, user, message)
    proposal = body["proposal"]
    assert proposal["type"] == "UPDATE_WEEK", body["message"]
    assert trained(proposal["data"]) == ["tuesday", "thursday", "saturday"]
    assert not [m for m in body["memory_mutations"] if m["target_tier"] == "tier_1_staples"]


def test_the_visit_called_off_and_the_usual_week_back_forgets_its_note(client, user):
    onboarded(client, user)
    smaller = chat(client, user, "my parents are visiting this week, only 2 days")
    response = client.post(
        f"/api/coach/proposals/{smaller['proposal']['id']}/accept", headers=user.headers
    )
    assert response.status_code == 200, response.text

    body = chat(client, user, "they cancelled the visit, so 3 days as usual")
    assert body["proposal"]["type"] == "UPDATE_WEEK", body["message"]
    tiers = [(m["operation"], m["target_tier"]) for m in body["memory_mutations"]]
    assert tiers == [("DELETE", "tier_3_situational")]
