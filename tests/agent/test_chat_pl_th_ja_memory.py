"""What the coach remembers of a Polish, Thai or Japanese user, through the real chat API
and store: an old inflamed tendon told at onboarding is kept and can be forgotten later,
wanting to stay unhurt stores no condition and gear said to be missing is not stored, and
a tight muscle told after a match is a tier-2 note, not a new event."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from chat_support import chat

MONDAY = datetime(2026, 9, 14, 10, 0, tzinfo=UTC)


@pytest.fixture
def user(register, clock):
    clock.set(MONDAY)
    return register(units="kg", timezone="Asia/Bangkok")


def onboard(client, user, message: str) -> dict[str, Any]:
    body = chat(client, user, message)
    assert body["proposal"]["type"] == "UPDATE_WEEK", body["message"]
    response = client.post(
        f"/api/coach/proposals/{body['proposal']['id']}/accept", headers=user.headers
    )
    assert response.status_code == 200, response.text
    return body


def memory(client, user) -> dict[str, list[dict[str, Any]]]:
    response = client.get("/api/memory", headers=user.headers)
    assert response.status_code == 200
    return response.json()


def conditions(client, user) -> list[dict[str, Any]]:
    return [
        item
        for item in memory(client, user)["tier_1_staples"]
        if item.get("category") == "chronic_condition"
    ]


@pytest.mark.parametrize(
    ("onboarding", "forget"),
    [
        (
            "มีดัมเบลกับม้านั่งที่บ้าน อยากมีกล้ามมากขึ้น เล่นได้ จันทร์ พุธ ศุกร์ ครั้งละ 45 นาที "
            "เข่าขวาเคยเป็นเอ็นสะบ้าอักเสบ ย่อลึกๆ แล้วเจ็บ",
            "หมอบอกว่าเข่าหายดีแล้วครับ ลืมเรื่องเอ็นสะบ้าอักเสบไปได้เลย",
        ),
        (
            "Mam hantle i ławkę w domu, chcę zbudować mięśnie. Mogę trenować w poniedziałek, "
            "środę i piątek po 45 minut. Mam zapalenie ścięgna pod rzepką w prawym kolanie.",
            "o tym kolanie możesz już zapomnieć, ortopeda mówi że wszystko ok",
        ),
        (
            "家にダンベルとベンチがあります。筋肉をつけたいです。月水金で45分。"
            "右膝に昔から膝蓋腱炎があって、深くしゃがむと痛みます。",
            "膝はもうすっかり良くなりました！",
        ),
    ],
)
def test_an_old_tendinitis_told_at_onboarding_is_kept_then_forgotten(
    client, user, onboarding: str, forget: str
) -> None:
    onboard(client, user, onboarding)
    kept = conditions(client, user)
    assert [item for item in kept if "knee" in item["fact"].lower()], kept
    body = chat(client, user, forget)
    assert any(m["operation"] == "DELETE" for m in body["memory_mutations"]), body["message"]
    assert not [item for item in conditions(client, user) if "knee" in item["fact"].lower()]


@pytest.mark.parametrize(
    "onboarding",
    [
        "家に可変ダンベル20kgまで、懸垂バー、チューブがあります（ベンチはなし）。体幹と肩の怪我予防を"
        "しながら強くなりたいです。火木土で40分くらいでお願いします",
        "mam hantle do 20 kg i drążek, bez ławki. chcę być silniejszy w nogach i żeby mnie "
        "kontuzje nie łapały. pon, śr i pt po 45 min",
        "ที่บ้านมีดัมเบลถึง 20 กิโลกับยางยืด ไม่มีม้านั่ง อยากแข็งแรงและป้องกันการบาดเจ็บที่ไหล่ "
        "เล่นได้ อังคาร พฤหัส เสาร์ ครั้งละ 40 นาที",
    ],
)
def test_staying_unhurt_stores_no_condition_and_missing_gear_is_not_stored(
    client, user, onboarding: str
) -> None:
    onboard(client, user, onboarding)
    assert conditions(client, user) == []
    gear = [
        item
        for item in memory(client, user)["tier_1_staples"]
        if item.get("category") == "equipment"
    ]
    assert gear and not any("bench" in item["fact"].lower() for item in gear), gear


ONBOARD_PL = (
    "Mam karnet na pełną siłownię. Chcę być silniejszy w nogach. "
    "Mogę trenować w poniedziałek, środę i piątek po 60 minut."
)


@pytest.mark.parametrize(
    "message",
    [
        "wczoraj mecz, przegraliśmy 1:2, a prawa łydka mnie ciągnie, takie napięcie",
        "wczoraj był turniej, wygraliśmy! tylko dwugłowy uda mnie ciągnie",
        "wróciłem z wyjazdu, łydki mam strasznie spięte",
    ],
)
def test_a_tight_muscle_after_the_match_is_a_tier_2_note_not_an_event(
    client, user, message: str
) -> None:
    onboard(client, user, ONBOARD_PL)
    body = chat(client, user, message)
    tiers = [(m["operation"], m["target_tier"]) for m in body["memory_mutations"]]
    assert ("CREATE", "tier_2_physiological") in tiers, body["message"]
    assert not any(tier == "tier_3_situational" for _, tier in tiers)


ONBOARD_TH = "ที่บ้านมีดัมเบลกับยางยืด อยากแข็งแรงขึ้น เล่นได้ จันทร์ พุธ ศุกร์ ครั้งละ 30 นาที"


def illness_notes(client, user) -> list[dict[str, Any]]:
    return [
        item
        for item in memory(client, user)["tier_2_physiological"]
        if "fever" in item["fact"].lower()
    ]


@pytest.mark.parametrize(
    ("sick", "better"),
    [
        (
            "เป็นไข้ 38.5 ตั้งแต่เมื่อคืน ตัวร้อน ปวดหัว วันนี้ขอพักนะคะ",
            "ไข้ลงแล้วค่ะ หายดีแล้ว วันพุธขอเล่นเบาๆ 20 นาทีได้ไหมคะ",
        ),
        (
            "mam gorączkę 38,6 i łamie mnie w kościach, dzisiaj zrób wolne proszę",
            "wyzdrowiałam, gorączka spadła wczoraj, w środę daj mi lekki trening na 20 minut",
        ),
        (
            "熱が38度あって体がだるいです。今日は休みにしてください",
            "風邪治りました、熱はもうないです。水曜は軽めに20分でお願いします",
        ),
    ],
)
def test_an_illness_rested_for_is_noted_and_cleared_when_over(
    client, user, clock, sick: str, better: str
) -> None:
    onboard(client, user, ONBOARD_TH)
    body = chat(client, user, sick)
    assert body["proposal"]["type"] == "UPDATE_DAY", body["message"]
    assert body["proposal"]["target_day"] == "monday"
    assert len(illness_notes(client, user)) == 1
    clock.set(datetime(2026, 9, 15, 10, 0, tzinfo=UTC))
    body = chat(client, user, better)
    assert body["proposal"]["type"] == "UPDATE_DAY", body["message"]
    assert body["proposal"]["target_day"] == "wednesday"
    assert illness_notes(client, user) == []


@pytest.mark.parametrize(
    "question",
    [
        "มีไข้ 38 นิดๆ ควรออกกำลังกายไหมคะ",
        "czy mogę ćwiczyć z gorączką 38 stopni?",
        "熱が38度あるけど、筋トレしても大丈夫ですか？",
    ],
)
def test_a_question_about_training_with_a_fever_stores_nothing(client, user, question: str) -> None:
    onboard(client, user, ONBOARD_TH)
    body = chat(client, user, question)
    assert body["memory_mutations"] == []
    assert body["proposal"] is None or body["proposal"]["type"] == "NONE"


@pytest.mark.parametrize(
    "still_recovering",
    [
        "gorączki nie ma od rana, ale czuję się na 70%, w środę lżej i 20 minut",
        "ไข้ลงแล้วแต่ยังไม่ค่อยมีแรง วันพุธขอเบาๆ 20 นาทีนะคะ",
        "if the fever's gone by wednesday can I do an easy 20 minutes then?",
    ],
)
def test_fever_free_but_recovering_keeps_the_illness_note(
    client, user, clock, still_recovering: str
) -> None:
    onboard(client, user, ONBOARD_TH)
    chat(client, user, "มีไข้ 38.4 ปวดเมื่อยทั้งตัว วันนี้ขอพักนะคะ")
    assert len(illness_notes(client, user)) == 1
    clock.set(datetime(2026, 9, 15, 10, 0, tzinfo=UTC))
    chat(client, user, still_recovering)
    assert len(illness_notes(client, user)) == 1
