"""Round-3 understanding fixes, each in our own words: safety first, then days, typos,
two-sided swaps, fatigue, memory, events, onboarding and conversation."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from fitcoach.nlu import understand
from fitcoach.nlu.typos import correct_typos

TODAY = date(2026, 9, 14)  # a Monday


# ---------------------------------------------------------------- 1. safety


@pytest.mark.parametrize(
    "message",
    [
        # dizziness / vertigo / nearly falling
        "getting off the bench after presses the room was spinning around me",
        "I almost passed out between sets of lunges",
        "nearly fell over walking to the rack, legs went weird",
        "kręci mi się w głowie, jak wstaję z ławki",
        "ลุกจากม้านั่งแล้วบ้านหมุน เกือบล้มค่ะ",
        "ベンチから立つと目が回って、倒れそうになります",
        # a swollen, warm calf (possible clot)
        "my right calf is swollen and red since the long drive, it's tender",
        "łydka spuchnięta i ciepła po locie, boli przy dotyku",
        "ふくらはぎが腫れて熱いです。飛行機に乗った後からです",
        # worst-ever or sudden headache, headache with a stiff neck
        "out of nowhere I got a headache during deadlifts, the worst of my life",
        "I've had a headache all day and my neck is stiff",
        "Mam nagły ból głowy i sztywny kark po treningu",
        "ปวดหัวรุนแรงทันทีหลังยกน้ำหนัก คอแข็งด้วยค่ะ",
        "トレーニング中に突然頭痛がしました",
        # pregnancy with bleeding / cramping / fluid
        "I'm 30 weeks pregnant and noticed a little bleeding after my workout",
        "jestem w ciąży i po treningu mam skurcze",
        "ตั้งครรภ์ 6 เดือน มีเลือดออกหลังออกกำลังกาย",
        "妊娠中ですが、スクワットの後に出血がありました",
        # chest, heart, one-sided weakness, speech, dark urine
        "my heart keeps skipping beats during the rower",
        "my face is drooping on one side and my words came out slurred",
        "after the session my pee is the colour of cola",
    ],
)
def test_medical_red_flags_win_in_every_language(message: str) -> None:
    assert understand(message, TODAY).intent == "medical_red_flag"


def test_a_bench_in_a_red_flag_is_where_it_happened_not_gear() -> None:
    u = understand("stood up from the bench and everything was spinning", TODAY)
    assert u.intent == "medical_red_flag"
    assert u.gear == frozenset()


@pytest.mark.parametrize(
    "message",
    [
        "my calves are swollen and pumped after calf raises",
        "I'm pregnant and feeling strong, can I keep squatting?",
        "I'm about to fall asleep, long shift today",
        "the bar feels a bit uneven on one side when I bench",
    ],
)
def test_single_harmless_cues_are_not_red_flags(message: str) -> None:
    assert understand(message, TODAY).intent != "medical_red_flag"


# ---------------------------------------------------------------- 2. days


def test_weekdays_except_one_day_leaves_the_other_four() -> None:
    u = understand("I can lift on weekdays except thursday, 40 min each", TODAY)
    assert u.weekdays == ("monday", "tuesday", "wednesday", "friday")


def test_japanese_days_joined_by_middle_dots() -> None:
    u = understand("火・金・日でお願いします", TODAY)
    assert u.weekdays == ("tuesday", "friday", "sunday")


def test_a_month_with_a_middle_dot_is_not_a_weekday_list() -> None:
    assert understand("9月・10月は忙しいです", TODAY).weekdays == ()


def test_just_two_named_days_is_a_new_schedule() -> None:
    u = understand("this is too much, could we do only monday and thursday?", TODAY)
    assert u.intent == "week_overhaul"
    assert u.weekdays == ("monday", "thursday")


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("Zróbmy ze środy dzień wolny, mam gości.", "wednesday"),
        ("木曜日は休みにしてください", "thursday"),
        ("make saturday a rest day", "saturday"),
    ],
)
def test_rest_day_requests_in_any_language(message: str, day: str) -> None:
    u = understand(message, TODAY)
    assert u.intent == "day_edit"
    assert u.rest_day
    assert u.target_day == day


def test_a_day_off_work_is_not_a_rest_day_request() -> None:
    u = understand("W czwartek mam wolny dzień w pracy, więc mogę trenować dłużej", TODAY)
    assert not u.rest_day


# ---------------------------------------------------------------- 3. typos


def test_key_words_are_repaired_one_edit_away() -> None:
    fixed = correct_typos("could you swich this for somthing with less excercise, 25 minuets")
    assert fixed == "could you switch this for something with less exercise, 25 minutes"


def test_real_words_and_short_words_are_left_alone() -> None:
    text = "my eye has a twitch, plans for the beach, my lungs burn, swop"
    assert correct_typos(text) == text


def test_a_misspelt_swap_still_routes_to_a_swap() -> None:
    u = understand("pls swich the goblet squats for somthing easier", TODAY)
    assert u.intent == "swap"
    assert u.exercises == ("goblet-squat",)


# ---------------------------------------------------------------- 4. swaps naming both sides


def test_swap_naming_both_sides_keeps_them_apart() -> None:
    u = understand("replace the standing press with db shoulder press on friday", TODAY)
    assert u.intent == "swap"
    assert u.exercises == ("standing-overhead-press", "seated-db-shoulder-press")
    assert u.replacement == "seated-db-shoulder-press"
    assert u.target_day == "friday"


def test_instead_of_names_the_sides_the_other_way_round() -> None:
    u = understand("can I do goblet squats instead of back squats today?", TODAY)
    assert u.exercises == ("barbell-back-squat", "goblet-squat")
    assert u.replacement == "goblet-squat"


# ---------------------------------------------------------------- 5. fatigue


def test_no_sleep_is_whole_body_fatigue_for_tomorrow() -> None:
    u = understand("toddler kept us up all night, barely slept. take it easy on me tomorrow", TODAY)
    assert u.intent == "pain"
    assert u.condition == "fatigue"
    assert u.body_parts == ()
    assert u.target_day == "tuesday"
    assert u.minutes is None


# ---------------------------------------------------------------- 6. memory


def test_heavier_dumbbells_are_a_gear_update() -> None:
    u = understand("picked up some heavier dumbbells, they now go up to 24 kg", TODAY)
    assert u.intent == "memory_update"
    assert "dumbbells" in u.gear


@pytest.mark.parametrize(
    "message",
    [
        "physio says no restrictions any more for my hip",
        "elbow feels totally fine today, all good",
        "knee's completely fine now!",
    ],
)
def test_a_recovered_part_is_a_memory_delete(message: str) -> None:
    assert understand(message, TODAY).intent == "memory_delete"


@pytest.mark.parametrize(
    ("message", "voice"),
    [
        ("Potrzebuję kopa w tyłek, nie owijaj w bawełnę.", "tough_love"),
        ("อยากให้อธิบายละเอียดพร้อมเหตุผลค่ะ", "scientific"),
    ],
)
def test_coaching_style_in_other_languages(message: str, voice: str) -> None:
    u = understand(message, TODAY)
    assert u.intent == "preference"
    assert u.voice == voice


def test_a_restated_chronic_back_is_not_a_new_strain() -> None:
    u = understand("念のため、私は膝痛持ちです。", TODAY)
    assert u.intent == "memory_update"
    assert u.condition is None


# ---------------------------------------------------------------- 7. events


def test_weekday_with_a_day_of_month_takes_that_date() -> None:
    u = understand("my comp is on sunday the 27th, how should I taper?", TODAY)
    assert u.intent == "event"
    assert u.dates == (date(2026, 9, 27),)


def test_a_trip_keeps_its_place_in_the_name() -> None:
    u = understand("flying to Lisbon wed-fri for work", TODAY)
    assert u.intent == "event"
    assert u.event is not None and "Lisbon" in u.event
    assert u.dates[0] == date(2026, 9, 16)
    assert u.event_end == date(2026, 9, 18)


def test_a_length_and_a_start_make_a_stretch() -> None:
    u = understand("ten day trip starting tomorrow, no gym there", TODAY)
    assert u.intent == "event"
    assert u.dates[0] == TODAY + timedelta(days=1)
    assert u.event_end == TODAY + timedelta(days=10)
    assert len(u.dates) == 10


@pytest.mark.parametrize(
    "message",
    ["W niedzielę jedziemy w góry na cały dzień.", "เสาร์นี้จะวิ่งมาราธอนค่ะ"],
)
def test_polish_and_thai_outings_are_events(message: str) -> None:
    assert understand(message, TODAY).intent == "event"


# ---------------------------------------------------------------- 8. onboarding


def test_a_gym_that_has_everything_is_full_gear() -> None:
    u = understand("my gym has everything. goal: build muscle. tue thu sat, 60 minutes", TODAY)
    assert u.intent == "onboarding"
    assert {"barbell", "squat rack", "dumbbells", "cable machine"} <= u.gear


@pytest.mark.parametrize(
    ("message", "goal"),
    [
        ("competitive powerlifter, 29, training 4 days a week", "strength"),
        ("I want to raise my total in squat, bench and deadlift", "strength"),
        ("after the baby I want to lose the baby weight, 3 days a week", "general_fitness"),
        ("just want to tone up a bit, 45 minutes, twice a week", "general_fitness"),
    ],
)
def test_onboarding_goals(message: str, goal: str) -> None:
    assert understand(message, TODAY).goal == goal


def test_standing_conditions_are_named() -> None:
    u = understand("I'm 70, I have osteoporosis and arthritis, 2 days a week please", TODAY)
    assert u.chronic_conditions == ("osteoporosis", "arthritis")
    assert understand("Mam osteoporozę.", TODAY).chronic_conditions == ("osteoporosis",)


# ---------------------------------------------------------------- 9. conversation


@pytest.mark.parametrize(
    ("message", "intent"),
    [
        ("why should I rest two minutes between sets of squats?", "technique"),
        ("how should I warm up before heavy deadlifts?", "technique"),
        ("jak się rozgrzać przed treningiem nóg?", "technique"),
        ("พรุ่งนี้ควรวอร์มอัพยังไงคะ", "technique"),
        ("I'm 72, am I too old to start lifting?", "motivation"),
        ("czy w wieku 60 lat nie jest za późno na siłownię?", "motivation"),
    ],
)
def test_conversation_questions(message: str, intent: str) -> None:
    assert understand(message, TODAY).intent == intent


def test_travel_paperwork_is_off_topic() -> None:
    assert understand("will I need a visa for Japan with my passport?", TODAY).intent == "off_topic"
