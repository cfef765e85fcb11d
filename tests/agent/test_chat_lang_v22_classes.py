"""Polish, Thai and Japanese chat classes met in the v22 batch, through the real chat API,
each with wordings of our own: Thai onboarding that lists days by their bare initials."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from chat_support import chat

from fitcoach.catalog import CATALOG

MONDAY = datetime(2026, 9, 14, 10, 0, tzinfo=UTC)


@pytest.fixture
def user(register, clock):
    clock.set(MONDAY)
    return register(units="kg", timezone="Asia/Bangkok")


def training_days(proposal: dict) -> list[str]:
    return [name for name, day in proposal["data"]["days"].items() if not day["is_rest_day"]]


@pytest.mark.parametrize(
    ("message", "days"),
    [
        (
            "สวัสดีครับ อายุ 35 อยากลดพุง มีดัมเบลกับม้านั่งที่บ้าน ว่าง อ พฤ ส ครั้งละ 40 นาที",
            ["tuesday", "thursday", "saturday"],
        ),
        (
            "หวัดดีค่ะ อยากแข็งแรงขึ้น ที่คอนโดมียางยืดกับเสื่อ เล่นได้ จ พ ศ วันละ 30 นาทีค่ะ",
            ["monday", "wednesday", "friday"],
        ),
        (
            "ผม 29 เล่นฟิตเนสอุปกรณ์ครบ อยากเพิ่มกล้าม ไปได้ จ อ พฤ ศ วันละชั่วโมง",
            ["monday", "tuesday", "thursday", "friday"],
        ),
    ],
)
def test_thai_onboarding_with_bare_day_initials_builds_the_week(
    client, user, message: str, days: list[str]
) -> None:
    body = chat(client, user, message)
    assert body["proposal"] and body["proposal"]["type"] == "UPDATE_WEEK", body["message"]
    assert training_days(body["proposal"]) == days


def onboard(client, user, message: str) -> None:
    body = chat(client, user, message)
    assert body["proposal"]["type"] == "UPDATE_WEEK", body["message"]
    response = client.post(
        f"/api/coach/proposals/{body['proposal']['id']}/accept", headers=user.headers
    )
    assert response.status_code == 200, response.text


PL_ONBOARDING = (
    "Mam hantle i ławkę w domu, chcę zbudować mięśnie. Mogę trenować w poniedziałek, "
    "środę i piątek po 45 minut."
)


@pytest.mark.parametrize(
    "follow_up",
    [
        "a jednak 30 będzie ok",
        "dobra, 30 wystarczy",
        "ale jednak daj 30",
        "30 min bedzie dobrze",
        "albo nie, daj 30, i tak nie zdążę",
    ],
)
def test_polish_new_length_right_after_a_shortened_day_edits_that_day(
    client, user, follow_up: str
) -> None:
    onboard(client, user, PL_ONBOARDING)
    first = chat(client, user, "środę skróć do 20 minut")
    assert first["proposal"]["target_day"] == "wednesday", first["message"]
    body = chat(client, user, follow_up)
    assert body["proposal"] is not None, body["message"]
    assert body["proposal"]["type"] == "UPDATE_DAY"
    assert body["proposal"]["target_day"] == "wednesday"
    assert 25 < body["proposal"]["data"]["duration_minutes"] <= 30
    assert body["memory_mutations"] == []


@pytest.mark.parametrize(
    ("message", "gone", "added"),
    [
        ("da się przełożyć poniedziałek na wtorek?", "monday", "tuesday"),
        ("przełóż piątek na sobotę, w piątek nie dam rady", "friday", "saturday"),
        ("dałoby się przełożyć środę na czwartek? mam zebranie", "wednesday", "thursday"),
    ],
)
def test_polish_session_put_off_to_another_day_moves_it(
    client, user, message: str, gone: str, added: str
) -> None:
    onboard(client, user, PL_ONBOARDING)
    body = chat(client, user, message)
    assert body["proposal"] is not None, body["message"]
    days = training_days(body["proposal"])
    assert gone not in days and added in days, (days, body["message"])
    assert len(days) == 3
    assert body["memory_mutations"] == []


TH_ONBOARDING = "มีดัมเบลกับม้านั่งที่บ้าน อยากลดไขมัน เล่นได้ จันทร์ พุธ ศุกร์ ครั้งละ 45 นาทีค่ะ"


def primary(day: dict) -> set[str]:
    slugs = [item["exercise_id"] for block in day["blocks"] for item in block["exercises"]]
    return {m for slug in slugs for m in CATALOG[slug].primary}


@pytest.mark.parametrize(
    ("onboarding", "message", "day", "muscle"),
    [
        (TH_ONBOARDING, "พุธขอเป็นวันก้นล้วนๆ ได้ไหมคะ", "wednesday", "Glutes"),
        (TH_ONBOARDING, "วันศุกร์ขอเล่นขาอย่างเดียวค่ะ", "friday", "Glutes"),
        (PL_ONBOARDING, "niech piątek będzie dniem nóg", "friday", "Glutes"),
        (
            "家にダンベルとベンチがあります。体を引き締めたいです。月水金で45分。",
            "水曜はお尻の日にしてください",
            "wednesday",
            "Glutes",
        ),
    ],
)
def test_one_day_given_one_muscle_theme_is_a_day_edit(
    client, user, onboarding: str, message: str, day: str, muscle: str
) -> None:
    onboard(client, user, onboarding)
    body = chat(client, user, message)
    assert body["proposal"] is not None, body["message"]
    assert body["proposal"]["type"] == "UPDATE_DAY", body["message"]
    assert body["proposal"]["target_day"] == day
    assert muscle in primary(body["proposal"]["data"])
    assert body["memory_mutations"] == []


@pytest.mark.parametrize(
    ("onboarding", "message"),
    [
        (
            "มีดัมเบลกับม้านั่งที่บ้าน อยากแข็งแรงขึ้น เล่นได้ จ. พ. ส. ครั้งละ 45 นาทีครับ",
            "เสาร์นี้มีแข่งชกมวยที่ค่าย งั้นเสาร์ไม่เล่นเวทนะครับ",
        ),
        (
            "มีดัมเบลกับม้านั่งที่บ้าน อยากแข็งแรงขึ้น เล่นได้ จ. พ. ส. ครั้งละ 45 นาทีครับ",
            "วันเสาร์ที่ 19 มีงานแต่งเพื่อนที่เชียงใหม่ วันนั้นงดเวทนะคะ",
        ),
        (
            "Mam hantle i ławkę w domu, chcę być silniejszy. Mogę w poniedziałek, środę i sobotę "
            "po 45 minut.",
            "w sobotę 19.09 mam wesele kuzyna, więc sobota odpada",
        ),
        (
            "家にダンベルとベンチがあります。強くなりたいです。月水土で45分。",
            "今週の土曜は空手の試合なので、土曜はウエイトなしでお願いします",
        ),
    ],
)
def test_an_event_that_takes_a_training_day_rests_that_day(
    client, user, onboarding: str, message: str
) -> None:
    onboard(client, user, onboarding)
    body = chat(client, user, message)
    assert body["proposal"] is not None, body["message"]
    data = body["proposal"]["data"]
    saturday = data["days"]["saturday"] if "days" in data else data
    assert saturday["is_rest_day"], body["message"]
    assert any(m["target_tier"] == "tier_3_situational" for m in body["memory_mutations"])


@pytest.mark.parametrize(
    ("onboarding", "message"),
    [
        (
            "家にダンベルとヨガマットがあります。痩せたいです。火木土で30分。",
            "アパートなので、ジャンプ系はNGでお願いします",
        ),
        (
            "家にダンベルとヨガマットがあります。痩せたいです。火木土で30分。",
            "夜に練習するから跳ぶのは禁止にしてください",
        ),
        (
            "มีดัมเบลกับเสื่อโยคะที่คอนโด อยากลดน้ำหนัก เล่นได้ อ. พฤ. ส. ครั้งละ 30 นาทีค่ะ",
            "อยู่คอนโด ห้ามท่ากระโดดนะคะ เสียงดังถึงห้องข้างล่าง",
        ),
        (
            "Mam hantle i matę w domu, chcę schudnąć. Mogę we wtorek, czwartek i sobotę "
            "po 30 minut.",
            "mieszkam w bloku, żadnych skoków proszę, sąsiedzi z dołu się skarżą",
        ),
    ],
)
def test_a_standing_no_jumping_rule_is_stored_in_any_language(
    client, user, onboarding: str, message: str
) -> None:
    onboard(client, user, onboarding)
    body = chat(client, user, message)
    created = [
        m
        for m in body["memory_mutations"]
        if m["operation"] in ("CREATE", "UPDATE") and m["target_tier"] == "tier_1_staples"
    ]
    assert created and created[0]["entry"]["category"] == "preference", body["message"]
    assert "jump" in created[0]["entry"]["fact"].lower()


def stored_events(client, user) -> list[dict]:
    return client.get("/api/memory", headers=user.headers).json()["tier_3_situational"]


@pytest.mark.parametrize(
    ("onboarding", "event", "forget"),
    [
        (
            PL_ONBOARDING,
            "w przyszłym tygodniu od poniedziałku do piątku jestem w Berlinie na delegacji, "
            "w hotelu jest tylko bieżnia",
            "zapomnij o tym Berlinie, delegację odwołali",
        ),
        (
            PL_ONBOARDING,
            "w przyszłym tygodniu od poniedziałku do piątku jestem w Berlinie na delegacji, "
            "w hotelu jest tylko bieżnia",
            "odwołali wyjazd, możesz o nim zapomnieć",
        ),
        (
            TH_ONBOARDING,
            "วันเสาร์ที่ 26 ต้องไปงานบวชหลานที่โคราช ไม่ได้เอาดัมเบลไปค่ะ",
            "หลานเลื่อนบวชไปปีหน้าแล้วค่ะ ไม่ต้องจำเรื่องนั้นแล้วนะ",
        ),
        (
            "家にダンベルとベンチがあります。体を引き締めたいです。月水金で45分。",
            "来週の土曜に大会があります",
            "大会は来月に延期になりました",
        ),
    ],
)
def test_an_event_called_off_in_polish_thai_or_japanese_is_forgotten(
    client, user, onboarding: str, event: str, forget: str
) -> None:
    onboard(client, user, onboarding)
    chat(client, user, event)
    assert len(stored_events(client, user)) == 1
    body = chat(client, user, forget)
    assert any(m["operation"] == "DELETE" for m in body["memory_mutations"]), body["message"]
    assert stored_events(client, user) == []


@pytest.mark.parametrize(
    ("onboarding", "edit", "question", "again", "day"),
    [
        (
            "家にダンベルとベンチがあります。筋肉をつけたいです。月水金で45分。",
            "水曜は30分にしてください",
            "プロテインは寝る前に飲んでもいい？",
            "金曜も同じ感じで",
            "friday",
        ),
        (
            TH_ONBOARDING,
            "วันพุธขอ 30 นาทีพอค่ะ",
            "โปรตีนควรกินตอนไหนดีคะ",
            "ศุกร์ด้วยค่ะ",
            "friday",
        ),
        (
            PL_ONBOARDING,
            "środę skróć do 30 minut",
            "ile białka powinienem jeść?",
            "w piątek też tak samo",
            "friday",
        ),
    ],
)
def test_the_same_edit_again_after_it_was_accepted_and_a_question_answered(
    client, user, onboarding: str, edit: str, question: str, again: str, day: str
) -> None:
    onboard(client, user, onboarding)
    first = chat(client, user, edit)
    assert first["proposal"]["target_day"] == "wednesday", first["message"]
    client.post(f"/api/coach/proposals/{first['proposal']['id']}/accept", headers=user.headers)
    asked = chat(client, user, question)
    assert asked["proposal"] is None or asked["proposal"]["type"] == "NONE"
    body = chat(client, user, again)
    assert body["proposal"] is not None and body["proposal"]["type"] == "UPDATE_DAY", body[
        "message"
    ]
    assert body["proposal"]["target_day"] == day
    assert body["proposal"]["data"]["duration_minutes"] <= 30


@pytest.mark.parametrize(
    ("onboarding", "pain", "question", "again"),
    [
        (
            "家にダンベルとベンチがあります。筋肉をつけたいです。月水金で45分。",
            "昨日テニスで右肩を痛めたみたい。今日のメニューは肩を使わないやつにして",
            "腕立て伏せもやめた方がいい？",
            "金曜も同じ感じで",
        ),
        (
            "Mam hantle i ławkę w domu, chcę zbudować mięśnie. Mogę w poniedziałek, środę i "
            "piątek po 45 minut.",
            "naciągnąłem wczoraj prawy bark, dzisiejszy trening zrób bez barków",
            "czy pompki też lepiej odpuścić?",
            "w piątek też tak samo",
        ),
    ],
)
def test_a_pain_edit_said_for_today_is_repeated_on_the_day_named(
    client, user, onboarding: str, pain: str, question: str, again: str
) -> None:
    onboard(client, user, onboarding)
    first = chat(client, user, pain)
    assert first["proposal"]["target_day"] == "monday", first["message"]
    client.post(f"/api/coach/proposals/{first['proposal']['id']}/accept", headers=user.headers)
    chat(client, user, question)
    body = chat(client, user, again)
    assert body["proposal"] is not None and body["proposal"]["type"] == "UPDATE_DAY", body[
        "message"
    ]
    assert body["proposal"]["target_day"] == "friday"
    slugs = {
        item["exercise_id"]
        for block in body["proposal"]["data"]["blocks"]
        for item in block["exercises"]
    }
    assert not {s for s in slugs if CATALOG[s].pattern == "vertical_push"}, slugs


@pytest.mark.parametrize(
    ("onboarding", "message"),
    [
        (TH_ONBOARDING, "หลังล่างตึงทุกเช้าเลยค่ะ หมอบอกว่ากล้ามเนื้อหลังอักเสบเรื้อรัง ห้ามยกหนัก"),
        (
            PL_ONBOARDING,
            "dół pleców mnie ciągnie co rano, lekarz mówi że to przewlekłe zapalenie mięśni",
        ),
    ],
)
def test_a_doctor_named_chronic_condition_is_kept_even_when_tight_today(
    client, user, onboarding: str, message: str
) -> None:
    onboard(client, user, onboarding)
    body = chat(client, user, message)
    kept = [
        m
        for m in body["memory_mutations"]
        if m["operation"] == "CREATE" and m["target_tier"] == "tier_1_staples"
    ]
    assert kept and kept[0]["entry"]["category"] == "chronic_condition", body["memory_mutations"]


@pytest.mark.parametrize(
    ("onboarding", "message"),
    [
        (
            "家にダンベルとベンチがあります。体を引き締めたいです。月水土で45分。",
            "今週の土曜から23日まで家族で旅行。ホテルにジムがないので、土曜は自重でできるメニューにして",
        ),
        (
            "มีดัมเบลกับม้านั่งที่บ้าน อยากแข็งแรงขึ้น เล่นได้ จ. พ. ส. ครั้งละ 45 นาทีครับ",
            "ตั้งแต่เสาร์ที่ 19 ถึง 23 ไปเที่ยวกับครอบครัว โรงแรมไม่มียิม วันเสาร์ขอท่าน้ำหนักตัวนะครับ",
        ),
        (
            "家にダンベルとベンチがあります。体を引き締めたいです。月水土で45分。",
            "9/19〜9/22は実家に帰省。器具は何もないから、土曜は自重メニューでお願い",
        ),
    ],
)
def test_a_trip_without_gear_keeps_its_session_on_bodyweight_when_asked(
    client, user, onboarding: str, message: str
) -> None:
    onboard(client, user, onboarding)
    body = chat(client, user, message)
    assert body["proposal"] is not None, body["message"]
    data = body["proposal"]["data"]
    saturday = data["days"]["saturday"] if "days" in data else data
    assert not saturday["is_rest_day"], body["message"]
    slugs = [item["exercise_id"] for block in saturday["blocks"] for item in block["exercises"]]
    assert slugs and all(frozenset({"bodyweight"}) in CATALOG[s].gear_options for s in slugs), slugs
