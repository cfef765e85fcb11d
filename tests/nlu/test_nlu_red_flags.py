"""Medical red flags win in every language, and harmless lookalikes do not raise one."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu import understand

TODAY = date(2026, 9, 14)  # a Monday


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
def test_muscle_breakdown_torn_tendons_and_crash_diets_are_red_flags(
    message: str,
) -> None:
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
def test_harmless_lookalikes_of_those_are_not_red_flags(message: str) -> None:
    assert understand(message, TODAY).intent != "medical_red_flag"
