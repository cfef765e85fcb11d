"""Right after onboarding, before Accept, the user edits the staged week through
POST /api/coach/chat: a moved day moves (it is not added), a one-day change changes that
day (the welcome is not sent again and the week is not re-staged as it was), and a
follow-up length names no day but edits the day just shortened."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from chat_support import chat

MONDAY = datetime(2026, 9, 14, 10, 0, tzinfo=UTC)


def trained(week: dict[str, Any]) -> list[str]:
    return [name for name, day in week["days"].items() if not day["is_rest_day"]]


def accept(client, user, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post(
        f"/api/coach/proposals/{body['proposal']['id']}/accept", headers=user.headers
    )
    assert response.status_code == 200, response.text
    return response.json()["plan"]


ONBOARD_EN = (
    "hey! 29, commercial gym with barbells, dumbbells to 30 kg and cables. want to build "
    "muscle. I can do tuesday, thursday and saturday, 50 minutes each"
)


def test_moving_a_day_of_the_staged_week_moves_it(client, user):
    first = chat(client, user, ONBOARD_EN)
    assert trained(first["proposal"]["data"]) == ["tuesday", "thursday", "saturday"]

    body = chat(client, user, "oh wait, could saturday be sunday instead? family stuff on sats")

    proposal = body["proposal"]
    assert proposal["type"] == "UPDATE_WEEK"
    assert trained(proposal["data"]) == ["tuesday", "thursday", "sunday"]
    assert "Welcome" not in body["message"]
    # What the user accepts is the whole week, with the day moved.
    plan = accept(client, user, body)
    assert trained(plan) == ["tuesday", "thursday", "sunday"]


def test_moving_a_day_in_thai_moves_it(client, register, clock):
    clock.set(MONDAY)
    user = register(units="kg", timezone="Asia/Bangkok")
    chat(
        client,
        user,
        "สวัสดีค่ะ อายุ 27 มีดัมเบลถึง 12 โลกับยางยืดที่บ้าน อยากกระชับหุ่น ว่าง จ. พ. ศ. ครั้งละ 40 นาทีค่ะ",
    )

    body = chat(client, user, "ขอย้ายวันพุธไปวันพฤหัสได้ไหมคะ วันพุธต้องเข้ากะดึก")

    assert body["proposal"]["type"] == "UPDATE_WEEK"
    assert trained(body["proposal"]["data"]) == ["monday", "thursday", "friday"]


def test_one_shorter_day_of_the_staged_week_is_that_day_only(client, register, clock):
    clock.set(MONDAY)
    user = register(units="kg", timezone="Asia/Tokyo")
    first = chat(
        client,
        user,
        "はじめまして。ダンベル（20kgまで）とベンチが家にあります。筋肉をつけたいです。"
        "月・水・金に40分ずつできます。",
    )
    before = first["proposal"]["data"]

    body = chat(client, user, "水曜日だけ25分にしてもらえますか？残業があるので")

    proposal = body["proposal"]
    assert proposal["type"] == "UPDATE_WEEK"
    week = proposal["data"]
    assert trained(week) == trained(before)
    assert week["days"]["wednesday"]["duration_minutes"] <= 25
    for day in ("monday", "friday"):
        assert week["days"][day] == before["days"][day]
    # No second welcome: the reply is about the change.
    assert body["message"] != first["message"]
    assert not body["memory_mutations"]


def test_a_new_length_with_no_day_edits_the_day_just_shortened(client, user):
    onboarding = chat(client, user, ONBOARD_EN)
    accept(client, user, onboarding)
    chat(client, user, "thursday I only have 40 min, can you trim it", selected_day="thursday")

    body = chat(client, user, "hmm no, 30 minutes is more realistic, meeting got longer")

    proposal = body["proposal"]
    assert (proposal["type"], proposal["target_day"]) == ("UPDATE_DAY", "thursday")
    assert proposal["data"]["duration_minutes"] <= 30
