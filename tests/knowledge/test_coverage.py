"""A topic answers only the questions it covers: a neighbour that shares a word or two
is not an answer, and the coach says it is not sure instead (coverage.py)."""

from __future__ import annotations

import pytest

from fitcoach import knowledge
from fitcoach.knowledge.coverage import Coverage


def test_coverage_counts_the_questions_rare_words_not_the_common_ones() -> None:
    cover = Coverage(["deload lighter week fatigue", "protein grams per kilo a day week"])
    assert cover.of("protein grams per day", 1) == pytest.approx(1.0)
    assert cover.of("protein grams per day", 0) < 0.25


def test_words_the_knowledge_base_never_uses_count_against_every_topic() -> None:
    cover = Coverage(["deload lighter week fatigue", "protein grams per kilo"])
    assert cover.of("deload", 0) == pytest.approx(1.0)
    assert cover.of("deload during a volcano eruption holiday", 0) < 1.0


@pytest.mark.parametrize(
    "question",
    [
        "how do I tape my wrists for boxing",
        "what's a good podcast about nutrition science",
    ],
)
def test_a_question_only_a_neighbour_shares_words_with_gets_no_answer(question: str) -> None:
    found = knowledge.answer(question, "en")
    assert found is None, found and found.topic_id


@pytest.mark.parametrize(
    ("lang", "question", "topic"),
    [
        ("en", "which symptoms mean I should end the workout right away?", "stop_signs"),
        ("en", "I work night shifts, do I train before or after sleeping?", "shift_work"),
        ("pl", "mam co chwilę skurcze w łydce na meczu, skąd to?", "muscle_cramps"),
        ("th", "ข้อเท้าพลิกเมื่อวาน ควรประคบเย็นหรือประคบร้อน", "ice_or_heat"),
        ("ja", "来週は会食続きです。外食でのコツは？", "eating_out"),
        ("en", "do hammer curls hit a different muscle than regular curls?", "curl_grips"),
        ("ja", "時差ボケでも筋トレしていい？", "jet_lag"),
    ],
)
def test_the_added_topics_answer_their_questions_in_every_language(
    lang: str, question: str, topic: str
) -> None:
    found = knowledge.answer(question, lang)
    assert found is not None and found.topic_id == topic
    assert found.lang == lang
