"""Round-4 understanding fixes, in our own words: muscle breakdown, torn tendons, vision
loss, crash dieting (all medical red flags), "bench" as a lift, and Thai pain-gone."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu import extract_gear, understand

TODAY = date(2026, 9, 14)  # a Monday


@pytest.mark.parametrize(
    "message",
    [
        # 1. rhabdomyolysis: dark urine, hugely swollen rock-hard muscles
        "since the spin marathon my pee has been a dark brown colour",
        "arms swelled up massively and feel rock hard, plus my wee is coke coloured",
        "my urine looks like really strong black tea after yesterday's hill repeats",
        "glutes are hard as a rock and swollen two days after the squat challenge",
        "mocz mam jak cola po wczorajszym treningu",
        "หลังเล่นขา ฉี่เป็นสีโค้กค่ะ",
        "トレーニングの翌日、おしっこがコーラみたいな色です",
        # 2. tendon rupture: a pop or snap and no push-off
        "playing badminton there was a loud snap above my heel, now I can't go up on my toes",
        "my achilles popped on a box jump and I can barely walk",
        "felt like somebody kicked me in the back of the calf during sprints",
        "heard a crack in my knee on the landing and I cannot straighten my leg",
        "usłyszałam trzask w pięcie i nie mogę chodzić",
        "ジャンプでブチッと音がして、歩けない",
        # 3. vision lost or blurred in one eye, or with a headache
        "my right eye went blurry all of a sudden during deadlifts",
        "can't see out of my left eye properly since this morning",
        "splitting headache and my vision is blurry after heavy presses",
        "左目が急に見えにくくなりました",
        "頭が割れるように痛くて、目が見えにくい",
        # 4. extreme dieting with training
        "I'm living on 600 kcal a day while doing two-a-days",
        "doing a crash diet for my holiday, which workouts burn the most?",
        "need to drop 8 kilos in 10 days for a weigh-in",
        "goal is to lose 20 lbs in 2 weeks",
        "jem 700 kalorii dziennie i biegam",
        "ตอนนี้กินวันละ 500 แคล แล้วเล่นเวทด้วย",
        "1日600カロリーしか食べていません",
    ],
)
def test_round4_medical_red_flags(message: str) -> None:
    assert understand(message, TODAY).intent == "medical_red_flag"


@pytest.mark.parametrize(
    "message",
    [
        "I heard a pop in my shoulder on the bench but it feels totally fine",
        "I really don't want to lose sight of my goal this year",
        "eating in a 400 calorie deficit on rest days",
        "burned 650 calories on the rower today",
        "I eat about 2200 kcal a day",
        "I'd like to lose 6 kg over the next 4 months",
        "my quads are rock hard from the pump",
        "my eyes get tired staring at screens all day",
    ],
)
def test_round4_harmless_lookalikes_are_not_red_flags(message: str) -> None:
    assert understand(message, TODAY).intent != "medical_red_flag"


# ---------------------------------------------------------------- 5. bench as a lift


@pytest.mark.parametrize(
    "message",
    [
        "my goal is a bigger squat, bench and deadlift total",
        "my bench has stalled for a month",
        "I want to bench 120 by next summer",
        "help me improve my bench please",
        "deadlift/bench/ohp three times a week",
    ],
)
def test_bench_named_as_a_lift_is_not_gear(message: str) -> None:
    assert extract_gear(message) == frozenset()
    assert understand(message, TODAY).gear == frozenset()


def test_a_powerlifting_goal_is_not_an_equipment_update() -> None:
    u = understand("I'd like to compete in powerlifting, squat bench and deadlift", TODAY)
    assert u.gear == frozenset()
    assert u.intent != "memory_update"


@pytest.mark.parametrize(
    ("message", "gear"),
    [
        ("got a squat rack, a bench and a barbell", {"squat rack", "flat bench", "barbell"}),
        (
            "bench, squat rack and dumbbells in the garage",
            {"flat bench", "squat rack", "dumbbells"},
        ),
    ],
)
def test_a_bench_listed_with_other_gear_is_still_gear(message: str, gear: set[str]) -> None:
    assert extract_gear(message) >= gear


# ---------------------------------------------------------------- 6. Thai pain gone


@pytest.mark.parametrize(
    "message",
    ["ขาหายปวดแล้วค่ะ", "หลังหายปวดแล้ว", "หัวเข่าไม่ปวดแล้วครับ", "ไหล่หายเจ็บแล้ว"],
)
def test_thai_pain_gone_is_a_resolution(message: str) -> None:
    u = understand(message, TODAY)
    assert u.intent == "memory_delete"
    assert u.resolved is True


def test_thai_pain_still_there_is_pain() -> None:
    assert understand("เข่าปวดมากหลังวิ่ง", TODAY).intent == "pain"
