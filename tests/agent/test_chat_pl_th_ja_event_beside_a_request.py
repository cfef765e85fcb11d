"""Polish, Thai and Japanese event turns through the real chat API, each a class with
wordings of our own: an event on a day of its own told with one other day asked lighter
(the event is kept and that one day is lightened), and the day that is rested for an
event stays the only one rested when another day is asked lighter in the next clause."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from chat_support import chat

MONDAY = datetime(2026, 9, 14, 10, 0, tzinfo=UTC)

PL = (
    "Mam hantle do 20 kg i ławkę w domu, chcę zbudować siłę. Wtorek, czwartek i sobota po 45 minut."
)
TH = "สวัสดีครับ มีดัมเบลกับม้านั่งที่บ้าน อยากสร้างกล้าม เล่นได้ อ พฤ ส ครั้งละ 45 นาที"
JA = "ジムでバーベルとダンベルが使えます。筋力をつけたいです。火木土で60分でお願いします。"
TIMEZONE = {PL: "Europe/Warsaw", TH: "Asia/Bangkok", JA: "Asia/Tokyo"}


@pytest.fixture
def register_at(register, clock):
    clock.set(MONDAY)
    return lambda onboarding: register(units="kg", timezone=TIMEZONE[onboarding])


def onboard(client, user, message: str) -> None:
    body = chat(client, user, message)
    assert body["proposal"]["type"] == "UPDATE_WEEK", body["message"]
    response = client.post(
        f"/api/coach/proposals/{body['proposal']['id']}/accept", headers=user.headers
    )
    assert response.status_code == 200, response.text


def training_days(proposal: dict) -> list[str]:
    return [name for name, day in proposal["data"]["days"].items() if not day["is_rest_day"]]


def kept_event(body: dict) -> bool:
    return any(
        m["operation"] == "CREATE" and m["target_tier"] == "tier_3_situational"
        for m in body["memory_mutations"]
    )


@pytest.mark.parametrize(
    ("onboarding", "message"),
    [
        (
            PL,
            "W niedzielę chrzciny u siostry, cały dzień przy stole, to niech sobota będzie "
            "lżejsza.",
        ),
        (TH, "วันอาทิตย์มีงานแต่งพี่สาว ขอวันเสาร์เบาๆ หน่อยนะครับ"),
        (JA, "日曜に運動会があるので、土曜は軽めにしてください"),
    ],
)
def test_an_event_told_with_another_day_asked_lighter_keeps_the_event_and_lightens_the_day(
    client, register_at, onboarding: str, message: str
) -> None:
    user = register_at(onboarding)
    onboard(client, user, onboarding)
    body = chat(client, user, message)
    assert body["proposal"] is not None, body["message"]
    assert body["proposal"]["type"] == "UPDATE_DAY", body["message"]
    assert body["proposal"]["target_day"] == "saturday"
    assert kept_event(body), body["memory_mutations"]


@pytest.mark.parametrize(
    ("onboarding", "message"),
    [
        (PL, "w niedzielę mam bieg na 10 km, więc sobota odpada a czwartek zrób lżejszy"),
        (JA, "今週の日曜に大会があるんで、土曜のウエイトはなしで、木曜も軽めにしてほしい"),
        (PL, "w niedzielę wesele brata, sobota odpada, ale czwartek daj lżej"),
    ],
)
def test_the_day_rested_for_an_event_is_not_joined_by_the_day_asked_lighter(
    client, register_at, onboarding: str, message: str
) -> None:
    user = register_at(onboarding)
    onboard(client, user, onboarding)
    body = chat(client, user, message)
    assert body["proposal"] is not None, body["message"]
    assert training_days(body["proposal"]) == ["tuesday", "thursday"], body["message"]
    assert kept_event(body), body["memory_mutations"]


@pytest.mark.parametrize(
    ("onboarding", "message"),
    [
        (PL, "sobotę zrób wolną, jadę na chrzciny do Krakowa"),
        (TH, "วันเสาร์ขอเป็นวันพักนะครับ มีงานบวชน้องชาย"),
        (JA, "土曜は友達の結婚式なので休みにしてください"),
    ],
)
def test_an_event_told_with_its_day_asked_off_rests_that_day_and_is_kept(
    client, register_at, onboarding: str, message: str
) -> None:
    user = register_at(onboarding)
    onboard(client, user, onboarding)
    body = chat(client, user, message)
    assert body["proposal"] is not None, body["message"]
    assert body["proposal"]["type"] == "UPDATE_DAY", body["message"]
    assert body["proposal"]["target_day"] == "saturday"
    assert kept_event(body), body["memory_mutations"]
