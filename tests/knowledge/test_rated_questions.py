"""Basic coaching questions real users asked, which once got "I don't know": each now
gets its sourced topic, in the language it was asked in."""

from __future__ import annotations

import pytest

from fitcoach import knowledge


@pytest.mark.parametrize(
    ("question", "lang", "topic"),
    [
        (
            "do I need to do cardio on top of lifting or is it enough to lose the gut?",
            "en",
            "cardio_for_fat_loss",
        ),
        ("does lifting actually make you a better runner?", "en", "strength_for_runners"),
        (
            "a mogę chodzić na bieżnię czy lepiej rowerek jak boli kolano?",
            "pl",
            "knee_friendly_cardio",
        ),
        ("コンビニでたんぱく質とるなら何買えばいい？", "ja", "protein_foods"),
        ("55歳でもまだ筋肉って増えるもんなんですか？", "ja", "muscle_later_life"),
        ("ベンチのときの肩甲骨の寄せ方ってどうやるのが正解？", "ja", "bench_shoulder_blades"),
        ("is it bad that my wrists bend back when I bench?", "en", "bench_wrists"),
        (
            "my hips shoot up first out of the hole and it turns into a good morning",
            "en",
            "squat_hips_rise",
        ),
        ("why do I have squats and romanian deadlifts in the same week?", "en", "squat_and_hinge"),
        (
            "my thighs are still sore from last week's lunges, is that normal?",
            "en",
            "doms_duration",
        ),
        (
            "when can I do split squats again? my physio said no deep lunges",
            "en",
            "physio_restriction",
        ),
        ("ควรยืดเหยียดหลังยังไงดีคะ ตอนหลังตึง มีท่าแนะนำมั้ย", "th", "back_tweak_moves"),
        ("a jak mam oddychać przy wyciskaniu?", "pl", "breathing_bracing"),
        ("what should I eat before lifting if I skip lunch?", "en", "pre_workout_meal"),
        ("หายไข้แล้วครับ ควรเริ่มหนักแค่ไหนดีครับ", "th", "return_after_illness"),
    ],
)
def test_a_basic_question_gets_its_topic(question: str, lang: str, topic: str) -> None:
    found = knowledge.answer(question, lang)
    assert found is not None and found.topic_id == topic
    assert found.answer == knowledge.topic_text(knowledge.topics_by_id()[topic], lang)
    if lang != "en":
        assert found.answer != knowledge.topics_by_id()[topic].answer  # translated


def test_falling_off_the_wagon_is_a_missed_weeks_question() -> None:
    found = knowledge.answer("well I fell off the wagon. 3 weeks of nothing, feel weak", "en")
    assert found is not None and found.topic_id == "missed_week"
