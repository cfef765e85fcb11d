"""Through POST /api/coach/chat on the real app: a day asked to be conditioning becomes
intervals and carries on the user's own gear; "same for <day>" repeats the last staged day
edit even after a question or two, and after a lighter-and-shorter edit repeats both; a
work shift named beside a day is no session moved onto it."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from chat_support import chat, onboard

from fitcoach.catalog.registry import CATALOG

ONBOARD = (
    "hi, 38, home gym with a rower, kettlebells, dumbbells to 30 kg and a bench. want to "
    "get fitter and stronger. monday, wednesday and saturday, 45 minutes each"
)
CONDITIONING = {
    "rower-intervals",
    "bike-intervals",
    "sled-push",
    "reverse-sled-drag",
    "jump-rope",
    "mountain-climber",
    "burpee",
    "high-knees",
    "jumping-jack",
    "kb-swing",
    "db-farmers-carry",
    "suitcase-carry",
    "kb-rack-carry",
}


def onboarded(client, user) -> None:
    onboard(client, user, ONBOARD)


def slugs(day: dict[str, Any]) -> list[str]:
    return [item["exercise_id"] for block in day["blocks"] for item in block["exercises"]]


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("could wednesday be a conditioning session? swings, that sort of thing", "wednesday"),
        ("make saturday cardio this week", "saturday"),
        ("turn monday into a hiit day please", "monday"),
        ("zrób z soboty dzień kardio", "saturday"),
        ("土曜は有酸素の日にしてほしい", "saturday"),
    ],
)
def test_a_day_asked_as_conditioning_is_intervals_on_owned_gear(client, user, message, day):
    onboarded(client, user)
    body = chat(client, user, message)
    proposal = body["proposal"]
    assert (proposal["type"], proposal["target_day"]) == ("UPDATE_DAY", day), body["message"]
    staged = slugs(proposal["data"])
    assert staged and set(staged) <= CONDITIONING
    assert "sled-push" not in staged  # no sled in this gym
    assert proposal["data"]["duration_minutes"] <= 45
    assert not body["memory_mutations"]


def test_i_do_cardio_on_a_day_is_no_request(client, user):
    onboarded(client, user)
    body = chat(client, user, "I usually do cardio on saturday mornings before the kids wake")
    assert body["proposal"]["type"] == "NONE"


@pytest.mark.parametrize(
    ("edit", "between", "again"),
    [
        (
            "wednesday lighter please, 30 minutes, big week at work",
            "how much water should I drink on training days?",
            "same for saturday",
        ),
        (
            "can monday be a gentler one, maybe 30 min",
            "do I need a deload soon?",
            "saturday too",
        ),
        (
            "make wednesday easier and 30 minutes, the late shift monday will have me dead",
            "is creatine safe?",
            "and saturday as well",
        ),
    ],
)
def test_same_for_a_day_repeats_the_last_edit_after_a_question(client, user, edit, between, again):
    onboarded(client, user)
    first = chat(client, user, edit)
    assert first["proposal"]["type"] == "UPDATE_DAY", first["message"]
    assert first["proposal"]["data"]["duration_minutes"] <= 30
    assert chat(client, user, between)["proposal"]["type"] == "NONE"
    body = chat(client, user, again)
    proposal = body["proposal"]
    assert (proposal["type"], proposal["target_day"]) == ("UPDATE_DAY", "saturday"), body["message"]
    assert proposal["data"]["duration_minutes"] <= 30
    assert not body["memory_mutations"]


@pytest.mark.parametrize(
    "message",
    [
        "Could Wednesday be shorter, 30 minutes? Night shift Tuesday will wreck me",
        "wednesday 30 min please, double shift monday and I'll be cooked",
        "can wednesday be 30 mins, my split shift saturday is brutal",
    ],
)
def test_a_work_shift_beside_a_day_moves_no_session(client, user, message):
    onboarded(client, user)
    body = chat(client, user, message)
    proposal = body["proposal"]
    assert (proposal["type"], proposal["target_day"]) == ("UPDATE_DAY", "wednesday"), body[
        "message"
    ]
    assert proposal["data"]["duration_minutes"] <= 30


def test_same_for_a_day_after_an_accepted_today_edit(client, user, clock):
    onboarded(client, user)
    clock.set(datetime(2026, 9, 16, 8, 0, tzinfo=UTC))  # Wednesday
    first = chat(client, user, "dinner with clients tonight, can today's session be 30 min?")
    assert (first["proposal"]["type"], first["proposal"]["target_day"]) == (
        "UPDATE_DAY",
        "wednesday",
    )
    accepted = client.post(
        f"/api/coach/proposals/{first['proposal']['id']}/accept", headers=user.headers
    )
    assert accepted.status_code == 200
    body = chat(client, user, "saturday the same")
    proposal = body["proposal"]
    assert (proposal["type"], proposal["target_day"]) == ("UPDATE_DAY", "saturday"), body["message"]
    assert proposal["data"]["duration_minutes"] <= 30


@pytest.mark.parametrize(
    "message",
    [
        "got back with a fever and a chesty cold since yesterday, please make tuesday a rest day",
        "fever of 38.5 since last night, can tuesday be a rest day",
        "think I have the flu, feverish all night. rest day on tuesday please",
    ],
)
def test_ill_on_sunday_rests_the_coming_day_named(client, user, clock, message):
    onboarded_tue = chat(
        client,
        user,
        "hi, 40, dumbbells to 25 kg and a bench at home. want to get stronger. "
        "tuesday, thursday and saturday, 40 minutes",
    )
    client.post(
        f"/api/coach/proposals/{onboarded_tue['proposal']['id']}/accept", headers=user.headers
    )
    clock.set(datetime(2026, 9, 20, 17, 0, tzinfo=UTC))  # Sunday: this week's Tuesday is past
    body = chat(client, user, message)
    proposal = body["proposal"]
    assert (proposal["type"], proposal["target_day"]) == ("UPDATE_DAY", "tuesday"), body["message"]
    assert proposal["data"]["is_rest_day"]
    assert "fever" in body["message"].lower()


@pytest.mark.parametrize(
    "message",
    [
        "my thesis defence is on the 28th, can we go to 2 days a week, 25 min, until then?",
        "bar exam on the 30th so I'm drowning. 2 sessions a week of 20 minutes till then please",
        "finals end on the 29th. can we do 2 days a week until then, 30 min each?",
    ],
)
def test_a_stretch_until_an_exam_is_an_event_not_a_new_goal(client, user, message):
    onboarded(client, user)
    body = chat(client, user, message)
    proposal = body["proposal"]
    assert proposal["type"] == "UPDATE_WEEK", body["message"]
    trained = [d for d, day in proposal["data"]["days"].items() if not day["is_rest_day"]]
    assert len(trained) == 2
    tiers = [(m["operation"], m["target_tier"]) for m in body["memory_mutations"]]
    assert ("CREATE", "tier_3_situational") in tiers
    assert all(tier != "tier_1_staples" for _, tier in tiers)


NECK_ONBOARD = (
    "36, accountant, at a desk all day. chronically stiff neck and tight upper traps that "
    "flare up with shrugs. dumbbells to 20 kg and a bench at home. mon, wed, fri, 40 "
    "minutes. want to build muscle"
)


def _memory(client, user) -> dict[str, Any]:
    return client.get("/api/memory", headers=user.headers).json()


@pytest.mark.parametrize(
    "message",
    [
        "physio fixed me up, you can forget the neck stuff",
        "please clear that neck issue, it's been fine for a month",
        "delete the neck thing from my notes, all sorted",
    ],
)
def test_the_one_health_note_worded_otherwise_is_forgotten(client, user, message):
    body = chat(client, user, NECK_ONBOARD)
    client.post(f"/api/coach/proposals/{body['proposal']['id']}/accept", headers=user.headers)
    notes = _memory(client, user)["tier_1_staples"]
    conditions = [item for item in notes if item["category"] == "chronic_condition"]
    assert len(conditions) == 1
    forgot = chat(client, user, message)
    deleted = [m["memory_id"] for m in forgot["memory_mutations"] if m["operation"] == "DELETE"]
    assert deleted == [conditions[0]["id"]], forgot["message"]


def test_a_part_named_that_no_note_is_about_deletes_nothing(client, user):
    body = chat(client, user, NECK_ONBOARD)
    client.post(f"/api/coach/proposals/{body['proposal']['id']}/accept", headers=user.headers)
    forgot = chat(client, user, "you can forget the knee thing")
    assert not forgot["memory_mutations"]


@pytest.mark.parametrize(
    ("message", "days"),
    [
        (
            "สวัสดีครับ อายุ 16 ซ้อมบอลวันอังคารกับวันพฤหัส ที่บ้านมีดัมเบล 10 กิโล "
            "อยากแข็งแรงขึ้น ฝึกได้วันจันทร์ พุธ ศุกร์ วันละ 40 นาที",
            ["monday", "wednesday", "friday"],
        ),
        (
            "ซ้อมบอลวันอังคาร ที่บ้านมีดัมเบลกับยางยืด อยากแข็งแรงขึ้น ขอวันจันทร์ พุธ เสาร์ 30 นาที",
            ["monday", "wednesday", "saturday"],
        ),
        (
            "高校2年です。火曜と木曜は部活です。家にダンベル10kgとチューブがあります。"
            "筋力アップしたいので、月水土で30分お願いします",
            ["monday", "wednesday", "saturday"],
        ),
        (
            "空手を習っていて、月水は稽古があります。ダンベル15kgと懸垂バーがあります。"
            "強くなりたいです。火金日で45分くらいでお願いします",
            ["tuesday", "friday", "sunday"],
        ),
    ],
)
def test_sport_practice_days_are_not_gym_days(client, user, message, days):
    body = chat(client, user, message)
    proposal = body["proposal"]
    assert proposal["type"] == "UPDATE_WEEK", body["message"]
    trained = [d for d, day in proposal["data"]["days"].items() if not day["is_rest_day"]]
    assert trained == days


@pytest.mark.parametrize(
    "message",
    [
        "move wednesday please, saturday will have me wrecked",
        "could you shift wednesday's session? saturday is a no-go, I'm busy saturday",
        "wednesday needs to move, saturday I can't do",
    ],
)
def test_no_session_moves_onto_a_day_ruled_out(client, user, message):
    onboarded(client, user)
    body = chat(client, user, message)
    summary = body["proposal"]["summary_diff"] or ""
    assert "Moved Wednesday" not in summary or "➔ Saturday" not in summary, summary


@pytest.mark.parametrize(
    ("message", "day", "muscles"),
    [
        ("can wednesday be a legs day this week? skipped them last week", "wednesday", {"Quads"}),
        ("make saturday an arms day, want bigger biceps for the beach", "saturday", {"Biceps"}),
        ("could monday be chest and shoulders instead", "monday", {"Chest"}),
    ],
)
def test_a_day_said_as_muscles_trains_them_that_day_only(client, user, message, day, muscles):
    onboarded(client, user)
    body = chat(client, user, message)
    proposal = body["proposal"]
    assert (proposal["type"], proposal["target_day"]) == ("UPDATE_DAY", day), body["message"]
    trained = {m for slug in slugs(proposal["data"]) for m in CATALOG[slug].primary}
    assert muscles <= trained, trained
    assert not body["memory_mutations"]


@pytest.mark.parametrize(
    "message",
    [
        "can friday be back to normal next week?",
        "my back will be sore on saturday after moving house",
    ],
)
def test_back_to_normal_is_no_back_day(client, user, message):
    onboarded(client, user)
    body = chat(client, user, message)
    assert body["proposal"]["type"] != "UPDATE_DAY" or "Avoiding" not in (
        body["proposal"]["summary_diff"] or ""
    )


@pytest.mark.parametrize(
    "message",
    [
        "random q, any tips for music on the bike? i get so bored after 15 min",
        "what do you listen to on the rower? I zone out after like 12 minutes",
        "is it normal that I get tired after 20 min of intervals?",
    ],
)
def test_when_something_happens_in_a_session_is_no_new_length(client, user, message):
    onboarded(client, user)
    first = chat(client, user, "can saturday be 30 min this week")
    assert first["proposal"]["type"] == "UPDATE_DAY"
    body = chat(client, user, message)
    assert body["proposal"]["type"] == "NONE", body["message"]
    assert not body["memory_mutations"]


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("make saturday easy this week, long week at work", "saturday"),
        ("can you keep wednesday really easy? still tired from the weekend", "wednesday"),
        ("monday easy as well please, nothing heavy", "monday"),
    ],
)
def test_a_day_asked_easy_is_made_lighter(client, user, message, day):
    onboarded(client, user)
    body = chat(client, user, message)
    proposal = body["proposal"]
    assert (proposal["type"], proposal["target_day"]) == ("UPDATE_DAY", day), body["message"]
    assert not proposal["data"]["is_rest_day"]
