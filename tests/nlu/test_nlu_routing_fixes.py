"""Routing and extraction cases behind the eval fixes, in our own words (not corpus lines)."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu import extract_days_per_week, extract_gear, understand

TODAY = date(2026, 9, 14)  # a Monday


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


def test_an_explicit_rest_day_beats_the_event_that_explains_it() -> None:
    u = understand("Give me Saturday off, my cousin's wedding is that day.", TODAY)
    assert u.intent == "day_edit"
    assert u.target_day == "saturday"


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


def test_the_day_asked_about_wins_over_the_day_named_as_the_cause() -> None:
    u = understand(
        "My shoulders are still sore from Monday's workout, what do I do about Wednesday?", TODAY
    )
    assert u.intent == "pain"
    assert u.target_day == "wednesday"


def test_the_day_to_adjust_wins_over_when_it_happened() -> None:
    u = understand("I tweaked my knee this morning on a run. Can you adjust Friday?", TODAY)
    assert u.intent == "pain"
    assert u.target_day == "friday"


def test_soreness_after_a_past_event_is_pain_not_an_event() -> None:
    u = understand("Calves are sore after the race on Sunday, please adjust Thursday.", TODAY)
    assert u.intent == "pain"
    assert u.target_day == "thursday"
    assert "Calves" in u.body_parts


def test_a_restated_chronic_condition_is_a_memory_update() -> None:
    u = understand("As you know, my knee always hurts on deep squats.", TODAY)
    assert u.intent == "memory_update"
    assert u.chronic_body_parts == ("knee",)


def test_acute_pain_with_a_chronic_sounding_word_stays_pain() -> None:
    u = understand("My knee always feels fine but today it's sore after squats.", TODAY)
    assert u.intent == "pain"


@pytest.mark.parametrize(
    "message",
    [
        "My knee isn't bothering me anymore.",
        "Great news, my doctor cleared me to squat again.",
        "Drop the gentle stuff and coach me normally.",
    ],
)
def test_resolved_conditions_and_revoked_styles_are_deletes(message: str) -> None:
    assert understand(message, TODAY).intent == "memory_delete"


@pytest.mark.parametrize(
    ("message", "have", "lacks"),
    [
        ("I've got dumbbells up to 40 lb but no bench.", {"dumbbells"}, {"flat bench"}),
        (
            "I go to a gym with machines and cables.",
            {"cable machine", "leg press machine"},
            {"barbell", "squat rack"},
        ),
        ("I have a gym membership.", {"barbell", "squat rack"}, set()),
        ("No equipment, only a pull-up bar.", {"bodyweight", "pull-up bar"}, set()),
    ],
)
def test_gear_is_only_what_is_named(message: str, have: set[str], lacks: set[str]) -> None:
    gear = extract_gear(message)
    assert have <= gear
    assert not (lacks & gear)


@pytest.mark.parametrize(
    ("message", "days"),
    [("I can train 5 days, 40 minutes each.", 5), ("I was sore for 3 days.", None)],
)
def test_days_per_week_without_the_word_week(message: str, days: int | None) -> None:
    assert extract_days_per_week(message) == days


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
