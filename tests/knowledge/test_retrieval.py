"""Retrieval picks the right topic for questions worded unlike its keys, in four languages,
and says nothing when nothing fits."""

from __future__ import annotations

import re

import pytest

from fitcoach import knowledge

PARAPHRASES = [
    ("en", "is it worth supplementing creatine monohydrate?", "creatine"),
    ("pl", "czy warto suplementować kreatynę?", "creatine"),
    ("th", "กินครีเอทีนดีไหมครับ", "creatine"),
    ("ja", "クレアチンは毎日何グラム飲めばいいですか", "creatine"),
    ("en", "how long between sets for heavy squats?", "rest_between_sets"),
    ("pl", "jak długo odpoczywać między seriami?", "rest_between_sets"),
    ("th", "พักระหว่างเซ็ตนานเท่าไหร่ดี", "rest_between_sets"),
    ("ja", "インターバルは何分とればいいですか", "rest_between_sets"),
    ("en", "should I have a lighter week soon?", "deload"),
    ("pl", "czy potrzebuję lżejszego tygodnia?", "deload"),
    ("en", "how many grams of protein do I need daily?", "protein_per_kg"),
    ("pl", "ile gramów białka dziennie?", "protein_per_kg"),
    ("ja", "1日に必要なたんぱく質は何グラム？", "protein_per_kg"),
    ("en", "I've got a runny nose, gym or no gym?", "training_while_ill"),
    ("ja", "風邪をひいたけど運動しても大丈夫？", "training_while_ill"),
    ("th", "ท้องอยู่ ยกเวทได้ไหม", "pregnancy"),
]


@pytest.mark.parametrize(("lang", "question", "topic"), PARAPHRASES)
def test_paraphrases_find_their_topic(lang, question, topic):
    found = knowledge.answer(question, lang)
    assert found is not None, question
    assert found.topic_id == topic
    assert found.lang == lang
    assert found.confidence >= knowledge.THRESHOLD
    # The reply is in the question's language and names its source: whole in English, by
    # authors and year elsewhere (the titles are English).
    assert found.answer == knowledge.topic_text(knowledge.topics_by_id()[topic], lang)
    source = found.source.replace(" et al.", " et al")
    if lang == "en":
        assert source in found.text
    else:
        authors_year = re.match(r"^(.*?\b(?:19|20)\d{2})", source)
        assert authors_year is not None
        assert authors_year.group(1) in found.text
        title = source[authors_year.end() :].strip(" ,;")
        assert not title or title[:20] not in found.text


@pytest.mark.parametrize(
    ("lang", "question"),
    [
        ("en", "what's the capital of Australia?"),
        ("en", "write a haiku about autumn"),
        ("pl", "jaka będzie jutro pogoda?"),
        ("ja", "おすすめの映画を教えて"),
        ("th", "ร้านอาหารอร่อยแถวนี้"),
    ],
)
def test_nothing_fits_returns_none(lang, question):
    assert knowledge.answer(question, lang) is None


def test_nothing_fits_replies_vary_and_speak_the_language():
    questions = [f"question number {n} about quantum physics" for n in range(30)]
    english = {knowledge.nothing_fits(q, "en") for q in questions}
    assert len(english) >= 3
    polish = knowledge.nothing_fits(questions[0], "pl")
    assert polish not in english
    assert any(ch in polish for ch in "ąęłśżźćń")
    assert any("\u0e00" <= ch <= "\u0e7f" for ch in knowledge.nothing_fits(questions[1], "th"))
    assert any("\u3040" <= ch <= "\u30ff" for ch in knowledge.nothing_fits(questions[2], "ja"))
    # Every wording offers concrete things the coach can do.
    for reply in english:
        assert any(w in reply for w in ("plan", "session", "swap", "lift", "week", "RIR"))
