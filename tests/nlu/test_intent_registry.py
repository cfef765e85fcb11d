"""The intent registry is the one definition of every intent: the router, the brain's
handlers and the eval corpus all read it, and its rules decide by explicit rank."""

from __future__ import annotations

from datetime import date
from typing import get_args

import pytest

from fitcoach.brains.local.brain import HANDLERS
from fitcoach.evals import corpus
from fitcoach.nlu import registry
from fitcoach.nlu.router import CHANGING, read
from fitcoach.nlu.understand import understand
from fitcoach.nlu.understanding import Intent

TODAY = date(2026, 9, 14)


def test_every_intent_is_defined_once_with_a_handler() -> None:
    names = [spec.name for spec in registry.SPECS]
    assert len(names) == len(set(names))
    assert set(names) == set(get_args(Intent))
    assert set(HANDLERS) == set(names)
    for spec in registry.SPECS:
        assert callable(HANDLERS[spec.name]), spec.name


def test_the_corpus_labels_come_from_the_registry() -> None:
    assert set(corpus.INTENTS) == set(get_args(corpus.Intent))
    assert set(registry.CORPUS_LABELS) <= set(corpus.INTENTS)
    assert "coaching" not in corpus.INTENTS  # the fallback is no case category


def test_ranks_are_unique_so_precedence_is_never_a_tie() -> None:
    ranks = [rule.rank for rule, _ in registry.RULES]
    assert len(ranks) == len(set(ranks))
    assert ranks == sorted(ranks)


def test_safety_outranks_every_other_rule() -> None:
    safety = {"medical_red_flag", "injection"}
    worst_safety = max(rule.rank for rule, intent in registry.RULES if intent in safety)
    best_other = min(rule.rank for rule, intent in registry.RULES if intent not in safety)
    assert worst_safety < best_other


@pytest.mark.parametrize(
    ("message", "intent"),
    [
        # A red flag outranks the day edit said with it; a rest instruction outranks the
        # event; pain outranks the exercise named.
        ("my chest hurts and I want to skip friday", "medical_red_flag"),
        ("make friday a rest day, I have a wedding", "day_edit"),
        ("my knee hurts after squats", "pain"),
        ("thanks coach!", "small_talk"),
        ("what's the weather like in Paris", "off_topic"),
    ],
)
def test_precedence_by_rank(message: str, intent: str) -> None:
    assert understand(message, TODAY).intent == intent


def test_a_changing_intent_read_from_a_question_changes_nothing() -> None:
    reading = read("is it bad if I train 7 days a week?", TODAY)
    assert reading.read_only
    assert reading.intent not in CHANGING
