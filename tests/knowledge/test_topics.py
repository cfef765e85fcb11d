"""The knowledge base as data: size, sources, translations and a sane answer length."""

from __future__ import annotations

import re

from babel.messages.pofile import read_po

from fitcoach.i18n.catalogs import TRANSLATED, po_path
from fitcoach.knowledge import load_topics, topic_text

_SOURCE = re.compile(r"\b(19|20)\d{2}\b|position stand|guideline|consensus|Committee Opinion", re.I)


def test_at_least_150_topics_across_the_areas_the_issue_names():
    topics = load_topics()
    assert len(topics) >= 150
    areas = {t.area for t in topics}
    assert {"training", "recovery", "nutrition", "professional", "cardio"} <= areas
    ids = {t.id for t in topics}
    for wanted in (
        "deload",
        "plateau",
        "rir_rpe",
        "rest_between_sets",
        "seven_day_week",
        "warm_up",
        "tempo",
        "range_of_motion",
        "soreness_vs_pain",
        "training_while_ill",
        "sleep",
        "stress",
        "cardio_and_lifting",
        "missed_week",
        "protein_per_kg",
        "fat_loss_deficit",
        "muscle_gain_surplus",
        "creatine",
        "caffeine",
        "hydration",
        "protein_timing",
        "fasted_training",
        "alcohol",
        "pregnancy",
        "hypertension",
        "eating_disorder",
        "diabetes_type2",
        "chest_pain",
    ):
        assert wanted in ids, wanted


def test_every_topic_names_a_dated_or_official_source():
    for topic in load_topics():
        assert _SOURCE.search(topic.source), (topic.id, topic.source)


def test_every_answer_is_one_to_three_sentences():
    for topic in load_topics():
        sentences = [s for s in re.split(r"(?<=[.!?])\s+", topic.answer) if s]
        assert 1 <= len(sentences) <= 3, (topic.id, topic.answer)


def test_every_topic_exists_in_all_four_languages():
    for lang in TRANSLATED:
        with po_path(lang, "knowledge").open("rb") as handle:
            catalog = read_po(handle, locale=lang)
        for topic in load_topics():
            message = catalog.get(topic.answer, context=topic.id)
            assert message is not None, (lang, topic.id, "missing")
            assert message.string and not message.fuzzy, (lang, topic.id, "untranslated")
            # What a user reads is the translation, not the English fallback.
            assert topic_text(topic, lang) == message.string
            assert topic_text(topic, lang) != topic.answer


def test_every_topic_has_retrieval_keys_in_all_four_languages():
    for topic in load_topics():
        assert set(topic.keys) == {"en", "pl", "th", "ja"}
        assert all(len(keys) >= 2 for keys in topic.keys.values()), topic.id


def test_cases_for_a_professional_say_who_to_see():
    referrals = re.compile(r"doctor|midwife|physio|cardiologist|dietitian|service|team|emergency")
    for topic in load_topics():
        if topic.refer:
            assert referrals.search(topic.answer), topic.id
