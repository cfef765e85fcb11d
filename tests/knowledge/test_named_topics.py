"""A question that names a topic's subject is answered about that subject, in every
language; a question naming two subjects gets both; other languages cite authors and year."""

from __future__ import annotations

import pytest

from fitcoach import knowledge


@pytest.mark.parametrize(
    ("lang", "question", "topic"),
    [
        ("ja", "ロング走のあと脚がパンパン。アイスバスって意味ある？", "ice_bath"),
        ("pl", "czy kąpiel lodowa po treningu ma sens?", "ice_bath"),
        ("th", "แช่น้ำแข็งหลังเล่นเวทดีไหม", "ice_bath"),
        ("ja", "大会までのピーキングってどう組み立てればいい？", "taper"),
        ("en", "my bench is stuck at the same weight for a month", "plateau"),
    ],
)
def test_the_named_subject_wins_over_shared_wording(lang: str, question: str, topic: str) -> None:
    found = knowledge.answer(question, lang)
    assert found is not None
    assert found.topic_id == topic


def test_a_two_part_question_is_answered_on_both_parts() -> None:
    found = knowledge.answer("are ice baths or a massage better after a long run?", "en")
    assert found is not None
    topics = knowledge.topics_by_id()
    first, second = {found.topic_id}, {"ice_bath", "massage_recovery"} - {found.topic_id}
    assert first | second == {"ice_bath", "massage_recovery"} and len(second) == 1
    other = topics[second.pop()]
    assert other.answer.split(". ")[0].rstrip(".") in found.text
    assert "Roberts" in found.text and "Dupuy" in found.text


def test_a_shared_family_word_does_not_make_two_parts() -> None:
    found = knowledge.answer("how much protein should I eat a day at 80 kg?", "en")
    assert found is not None and found.topic_id == "protein_per_kg"
    assert found.text.count("Source") == 1 and ";" not in found.text.split("Source:")[1][:20]


def test_other_languages_cite_authors_and_year_without_the_english_title() -> None:
    found = knowledge.answer("ile białka dziennie przy 82 kg?", "pl")
    assert found is not None
    assert "Morton et al 2018" in found.text
    assert "meta-analysis" not in found.text and "British Journal" not in found.text
