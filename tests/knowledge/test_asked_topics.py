"""Questions people asked and got a neighbour's card or "I'm not sure" for: each is found in
every language (Thai keeps its vowel marks, so its words stay whole), and a match that
shares one chance word with the question declines instead of answering something else."""

from __future__ import annotations

import pytest

from fitcoach import knowledge
from fitcoach.knowledge.retrieval import normalise


@pytest.mark.parametrize(
    ("lang", "question", "topic"),
    [
        (
            "en",
            "how should I lift in the days before my marathon, race week is here",
            "race_week_strength",
        ),
        ("pl", "jak wygląda siłownia w tygodniu startu na 10 km?", "race_week_strength"),
        ("ja", "レース週の脚トレはどれくらいにすればいい？", "race_week_strength"),
        ("en", "is carb loading worth it for a 21k or just for the full?", "carb_loading"),
        ("pl", "czy ładowanie węglowodanów ma sens przed półmaratonem?", "carb_loading"),
        ("th", "ต้องโหลดคาร์บก่อนวิ่ง 21 กิโลไหมคะ", "carb_loading"),
        ("ja", "フルマラソンの前はカーボローディングするべき？", "carb_loading"),
        (
            "en",
            "my legs are toast after the marathon, how long till I squat again?",
            "post_race_recovery",
        ),
        ("th", "หลังแข่งวิ่งเสร็จ ควรพักเวทกี่วันดี", "post_race_recovery"),
        ("ja", "マラソンの後、筋トレはいつから再開していい？", "post_race_recovery"),
        ("en", "what snacks should I pack to eat on the trail for an 8 hour day?", "hiking_fuel"),
        ("pl", "co zabrać do jedzenia na szlak na cały dzień?", "hiking_fuel"),
        ("ja", "登山中の行動食は何がいい？", "hiking_fuel"),
        (
            "en",
            "my pre-workout says 2 scoops, is that a lot with my morning coffee?",
            "pre_workout_dose",
        ),
        ("pl", "ile miarek przedtreningówki to bezpieczna dawka?", "pre_workout_dose"),
        ("th", "พรีเวิร์คเอาท์กินกี่สกู๊ปถึงจะไม่เยอะเกิน", "pre_workout_dose"),
        ("ja", "プレワークアウトって何杯まで飲んでいい？", "pre_workout_dose"),
        ("en", "tore a callus on deadlifts, can I still do rows tomorrow?", "hand_blisters"),
        ("pl", "zerwałem pęcherz na dłoni, mogę robić martwy?", "hand_blisters"),
        ("th", "มือพองจากบาร์ ยังโหนบาร์ได้ไหม", "hand_blisters"),
        ("ja", "手のマメが破れたけどデッドリフトしていい？", "hand_blisters"),
        (
            "en",
            "I just had a big lunch, how long should I wait before lifting?",
            "training_after_eating",
        ),
        ("pl", "ile czekać po jedzeniu zanim pójdę na siłownię?", "training_after_eating"),
        ("th", "เพิ่งกินข้าวเสร็จ หลังกินข้าวต้องรอนานไหมถึงเล่นเวทได้", "training_after_eating"),
        ("ja", "食後すぐにスクワットしても平気？", "training_after_eating"),
        ("en", "if I take two weeks off for a trip will I lose my gains?", "missed_week"),
        ("th", "ไปเที่ยวสองอาทิตย์ กล้ามจะหายไหม", "missed_week"),
        ("ja", "朝食前の空腹で走っても脂肪は燃える？", "fasted_training"),
        ("th", "ออกกำลังกายตอนเช้าก่อนอาหารเช้าดีไหม", "fasted_training"),
        ("th", "คนออกกำลังกายควรนอนกี่ชม.ต่อคืน", "sleep"),
        ("pl", "ile godzin snu potrzebuję, żeby się regenerować?", "sleep"),
    ],
)
def test_the_question_finds_its_topic(lang: str, question: str, topic: str) -> None:
    found = knowledge.answer(question, lang)
    assert found is not None, question
    assert found.topic_id == topic
    # In the question's language, with a named source.
    assert found.text != topics_answer(topic) or lang == "en"
    # The source in brackets; Japanese uses full-width ones inside its last sentence.
    assert "(" in found.text or "（" in found.text


def topics_answer(topic: str) -> str:
    return knowledge.topics_by_id()[topic].answer


def test_thai_words_keep_their_vowel_marks() -> None:
    assert normalise("นอนกี่ชั่วโมง") == "นอนกี่ชั่วโมง"
    assert "ฟื้นตัว" in normalise("ถึงจะฟื้นตัวดี")


@pytest.mark.parametrize(
    "chatter",
    ["how's your week going coach", "actually make that 30", "lol you're funny", "haha ok"],
)
def test_chatter_gets_no_card(chatter: str) -> None:
    assert knowledge.answer(chatter, "en") is None


def test_carb_loading_is_not_creatine_loading() -> None:
    found = knowledge.answer("how do I load carbs before a full marathon?", "en")
    assert found is not None and found.topic_id == "carb_loading"
    assert "creatine" not in found.text.lower()


def test_a_detraining_term_does_not_join_a_cardio_question() -> None:
    found = knowledge.answer("HIITとLISSどっちがいい？筋肉が落ちるのが怖い", "ja")
    assert found is not None and found.topic_id == "hiit_vs_steady"
    missed = knowledge.topics_by_id()["missed_week"]
    assert knowledge.topic_text(missed, "ja")[:20] not in found.text
