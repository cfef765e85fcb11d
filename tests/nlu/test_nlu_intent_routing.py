"""Which intent a message routes to: overhauls, coaching talk, motivation, progress,
questions and off-topic, and follow-ups that borrow from the last message."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu import understand

TODAY = date(2026, 9, 14)  # a Monday


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


@pytest.mark.parametrize(
    "message",
    [
        "Could we change to Tuesday, Friday and Sunday?",
        "I'd rather train Monday, Thursday and Saturday from now on.",
        "Let's move down to a two-day split, Wednesday and Sunday.",
        "Please redo the whole plan, I want a lot more back work.",
        "Regenerate my program with 50-minute sessions.",
        "Tuesday, Thursday, Saturday and Sunday work best for me now.",
    ],
)
def test_schedule_and_rebuild_requests_are_week_overhauls(message: str) -> None:
    assert understand(message, TODAY).intent == "week_overhaul"


def test_a_rebuild_keeps_the_session_length_it_names() -> None:
    u = understand("Regenerate my program with 50-minute sessions.", TODAY)
    assert u.minutes == 50


@pytest.mark.parametrize(
    "message",
    [
        "What do you think about training fasted?",
        "Is it fine to do my lifting in the evening?",
        "Should I stretch before lifting?",
    ],
)
def test_uncaught_training_talk_is_coaching_never_off_topic(message: str) -> None:
    assert understand(message, TODAY).intent == "coaching"


def test_off_topic_needs_an_off_topic_signal() -> None:
    assert understand("What's the capital of Peru?", TODAY).intent == "off_topic"


@pytest.mark.parametrize(
    "message",
    [
        "I missed two sessions this week, any advice?",
        "Skipped today's workout again. Thoughts?",
        "Hype me up, I'm about to train!",
    ],
)
def test_missed_sessions_and_pep_talks_are_motivation(message: str) -> None:
    assert understand(message, TODAY).intent == "motivation"


def test_an_elliptical_follow_up_borrows_the_unit_from_the_last_message() -> None:
    u = understand("Thursday just 25.", TODAY, previous="Can you make Tuesday 35 minutes?")
    assert u.intent == "day_edit"
    assert u.minutes == 25
    assert u.target_day == "thursday"


def test_a_bare_number_alone_is_not_minutes() -> None:
    assert understand("Thursday just 25.", TODAY).minutes is None


def test_bumping_the_weight_is_progress_not_technique() -> None:
    assert understand("Is it time to up the weight on my goblet squats?", TODAY).intent == (
        "progress"
    )
