"""Memory misreadings found in Polish, Thai and Japanese conversations (v17b, v20b), each
tested with fresh wordings: staying unhurt is a goal, not a condition; an inflamed tendon
or a tight muscle is a hurt; a note is forgotten whichever way round it is said; a hurt
told after the event is the hurt, not a new event; the letters of an exam inside another
word are no exam; "none" said after a piece of gear takes it away; a soft voice asked for
is a style; a lift refused for good in Thai is a standing exclusion."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu.gear import extract_gear
from fitcoach.nlu.lifting import lifting_schedule
from fitcoach.nlu.router import DialogueState, read
from fitcoach.nlu.traits import voice_asked_for
from fitcoach.nlu.understand import onboarding_chronic_parts, understand

TODAY = date(2026, 9, 14)  # a Monday
PLAN = DialogueState(has_plan=True, training_days=("monday", "wednesday", "friday"))


@pytest.mark.parametrize(
    "message",
    [
        "dumbbells and a bench at home, I want to get stronger and prevent shoulder injuries, "
        "mon wed fri 45 min",
        "full gym, goal is to stay injury-free with strong legs and core, tue thu sat 60 min",
        "mam hantle i drążek, chcę mieć mocne nogi i żeby mnie kontuzje omijały, "
        "pon śr pt po 40 min",
        "ที่บ้านมีดัมเบล อยากแข็งแรงขึ้นและป้องกันการบาดเจ็บที่ไหล่ เล่นได้ จันทร์ พุธ ศุกร์ 40 นาที",
        "ダンベルとベンチがあります。膝と腰の怪我予防をしながら強くなりたいです。月水金で45分",
    ],
)
def test_staying_unhurt_is_a_goal_not_a_condition(message: str) -> None:
    assert onboarding_chronic_parts(message) == ()


@pytest.mark.parametrize(
    ("message", "part"),
    [
        (
            "old shoulder injury, it still aches on heavy presses; dumbbells, mon wed 30 min",
            "shoulder",
        ),
        ("เคยเป็นเอ็นสะบ้าอักเสบ ย่อลึกๆ แล้วปวด มีดัมเบล เล่น จันทร์ พุธ 40 นาที", "knee"),
        ("mam zapalenie ścięgna pod rzepką, hantle w domu, wt i czw po 30 min", "knee"),
        ("昔から膝蓋腱炎があります。ダンベルのみ、火木で30分", "knee"),
    ],
)
def test_an_inflamed_tendon_or_an_old_injury_is_a_standing_condition(
    message: str, part: str
) -> None:
    assert part in onboarding_chronic_parts(message)


@pytest.mark.parametrize(
    ("message", "part"),
    [
        ("my calves feel really tight since the hike, can wednesday go easy on legs?", "Calves"),
        ("łydka mnie ciągnie od wczoraj, zrób środę lżejszą", "Calves"),
        ("ต้นขาหลังตึงมากตั้งแต่เมื่อวาน พุธนี้ขอเบาๆ หน่อย", "Hamstrings"),
        ("ふくらはぎがすごく張ってる。水曜は軽めにしてほしい", "Calves"),
    ],
)
def test_a_tight_muscle_is_a_hurt_to_program_around(message: str, part: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.understanding.intent == "pain"
    assert part in reading.understanding.body_parts
    assert not reading.read_only


def test_a_thud_or_eagerness_is_no_tightness() -> None:
    for message in (
        "ไม่เอาเคตเทิลเบลสวิง เสียงดังตึงๆ ข้างบ้านบ่น",
        "明日の試合、張り切ってます！",
        "my schedule is super tight this week but I want to train chest",
    ):
        assert understand(message, TODAY).intent != "pain"


@pytest.mark.parametrize(
    ("message", "part"),
    [
        ("o tym kolanie możesz już zapomnieć, ortopeda mnie puścił", "knee"),
        ("a o barku zapomnij, od miesięcy spokój", "shoulder"),
        ("zapomnij o kostce, fizjo mówi że wszystko ok", "ankle"),
        ("腰はもうすっかり良くなりました", "lower_back"),
        ("肩の痛みはもうなくなりました、ありがとう", "shoulder"),
        ("หมอบอกว่าหายแล้ว ลืมเรื่องเอ็นสะบ้าไปได้เลย", "knee"),
    ],
)
def test_a_note_asked_away_either_way_round_is_forgotten(message: str, part: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.understanding.intent == "memory_delete"
    named = (*reading.understanding.body_parts, *reading.understanding.chronic_body_parts)
    assert part in {name.lower().rstrip("s") for name in named} | set(named)


@pytest.mark.parametrize(
    ("message", "part"),
    [
        (
            "just got back from the trip and my lower back is stiff, can friday be lighter?",
            "lower_back",
        ),
        ("wczoraj mecz, przegraliśmy, a łydka mnie ciągnie. zrób środę lżejszą", "Calves"),
        ("出張から帰ってきました。腰が少し痛いので金曜は軽めでお願いします", "lower_back"),
    ],
)
def test_a_hurt_told_after_the_event_is_the_hurt_not_a_new_event(message: str, part: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.understanding.intent == "pain"
    assert reading.understanding.event is None
    assert part in reading.understanding.body_parts


@pytest.mark.parametrize(
    "message",
    [
        "ชกกระสอบมาทั้งเช้า วันพุธยังเล่นขาได้ปะครับ",
        "ทดสอบระบบนิดนึง วันศุกร์ยังเหมือนเดิมไหม",
        "ตรวจสอบตารางให้หน่อย วันพุธเล่นอะไรนะ",
    ],
)
def test_the_letters_of_an_exam_inside_another_word_are_no_exam(message: str) -> None:
    assert understand(message, TODAY).event is None


@pytest.mark.parametrize(
    "message",
    [
        "เตะกระสอบจนแขนล้า วันศุกร์ยังยกได้ปะครับ หรือควรพัก",
        "วันพฤหัสเล่นสควอทหนักๆ ได้ป่ะครับ หรือควรพักก่อน",
    ],
)
def test_chat_thai_question_particles_ask_and_change_nothing(message: str) -> None:
    assert read(message, TODAY, state=PLAN).read_only


@pytest.mark.parametrize(
    ("message", "absent", "present"),
    [
        ("家にダンベルと懸垂バーがあります（ベンチはなし）", "flat bench", "dumbbells"),
        ("ラックはあるけどバーベルは無いです、ダンベルもあります", "barbell", "dumbbells"),
        ("w domu hantle do 15 kg, bez ławki, i gumy", "flat bench", "dumbbells"),
    ],
)
def test_gear_said_to_be_missing_is_not_stored(message: str, absent: str, present: str) -> None:
    gear = extract_gear(message)
    assert absent not in gear
    assert present in gear


@pytest.mark.parametrize(
    "message",
    [
        "โค้ชพูดนุ่มๆ กับผมหน่อยนะ ช่วงนี้ใจบาง",
        "ไม่ต้องดุนะคะ ค่อยๆ บอกก็พอ",
        "もう少し穏やかに話してもらえると嬉しいです",
        "nie krzycz na mnie, proszę, wolę spokojniej",
    ],
)
def test_a_soft_voice_asked_for_is_a_gentle_style(message: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.understanding.intent == "preference"
    assert voice_asked_for(message) == "gentle"


@pytest.mark.parametrize(
    "message",
    [
        "ขอไม่เอา romanian deadlift ตลอดไปเลยครับ หลังไม่ไหว",
        "ไม่เอา leg press อีกแล้วนะคะ เบื่อมาก",
    ],
)
def test_a_lift_refused_for_good_in_thai_is_a_standing_exclusion(message: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.action == "exclude_exercise"


@pytest.mark.parametrize(
    "message",
    [
        "big race on sunday and I don't want my legs tired, can you lighten the week?",
        "w sobotę zawody, zrób lżejszy tydzień, żeby nogi nie były zmęczone",
        "มีไฟต์วันเสาร์ ช่วยลดเวทสัปดาห์นี้ ไม่อยากให้ขาล้าก่อนขึ้นเวที",
        "土曜に大会があるので、疲れを残さないように今週は軽めにしてください",
    ],
)
def test_fresh_legs_wanted_is_no_fatigue_had(message: str) -> None:
    assert understand(message, TODAY).condition is None


@pytest.mark.parametrize(
    "message",
    [
        "ลงเวรดึกมา นอนแค่ 4 ชั่วโมง เพลียสุดๆ วันนี้ขอเบาๆ",
        "เพลียมากเลยค่ะวันนี้ ขอเล่นสั้นๆ ได้ไหม",
    ],
)
def test_thai_weariness_is_fatigue(message: str) -> None:
    assert understand(message, TODAY).condition == "fatigue"


@pytest.mark.parametrize(
    "message",
    [
        "มีไฟต์วันเสาร์ที่ลุมพินี ช่วยปรับตารางให้หน่อย",
        "เสาร์หน้าขึ้นชกที่เวทีราชดำเนินครับ",
    ],
)
def test_a_thai_bout_is_an_event(message: str) -> None:
    assert understand(message, TODAY).intent == "event"


def test_an_inflamed_achilles_is_a_standing_condition() -> None:
    message = "ダンベルがあります。火木で40分。右のアキレス腱が前に炎症を起こしたことがあります"
    assert "ankle" in onboarding_chronic_parts(message)


@pytest.mark.parametrize(
    ("message", "days"),
    [
        (
            "剣道の稽古が月水にあります。家にダンベルがあるので、火木土で40分お願いします",
            ("tuesday", "thursday", "saturday"),
        ),
        (
            "空手の稽古が火曜と金曜にあります。ダンベルがあって、月水土で30分できます",
            ("monday", "wednesday", "saturday"),
        ),
        (
            "合気道は木曜に道場で。筋トレは月曜と金曜、45分くらい",
            ("monday", "friday"),
        ),
    ],
)
def test_a_martial_arts_practice_day_is_no_lifting_day(message: str, days: tuple[str, ...]) -> None:
    assert lifting_schedule(message).days == days
