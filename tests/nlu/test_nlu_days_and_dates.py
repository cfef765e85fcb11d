"""Which days a message means: lists with exceptions and separators, rest-day requests,
dates by day of month, and the day to change against the day something happened."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu import extract_days_per_week, understand

TODAY = date(2026, 9, 14)  # a Monday


def test_weekdays_except_one_day_leaves_the_other_four() -> None:
    u = understand("I can lift on weekdays except thursday, 40 min each", TODAY)
    assert u.weekdays == ("monday", "tuesday", "wednesday", "friday")


def test_japanese_days_joined_by_middle_dots() -> None:
    u = understand("火・金・日でお願いします", TODAY)
    assert u.weekdays == ("tuesday", "friday", "sunday")


def test_a_month_with_a_middle_dot_is_not_a_weekday_list() -> None:
    assert understand("9月・10月は忙しいです", TODAY).weekdays == ()


def test_just_two_named_days_is_a_new_schedule() -> None:
    u = understand("this is too much, could we do only monday and thursday?", TODAY)
    assert u.intent == "week_overhaul"
    assert u.weekdays == ("monday", "thursday")


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("Zróbmy ze środy dzień wolny, mam gości.", "wednesday"),
        ("木曜日は休みにしてください", "thursday"),
        ("make saturday a rest day", "saturday"),
    ],
)
def test_rest_day_requests_in_any_language(message: str, day: str) -> None:
    u = understand(message, TODAY)
    assert u.intent == "day_edit"
    assert u.rest_day
    assert u.target_day == day


def test_a_day_off_work_is_not_a_rest_day_request() -> None:
    u = understand("W czwartek mam wolny dzień w pracy, więc mogę trenować dłużej", TODAY)
    assert not u.rest_day


def test_weekday_with_a_day_of_month_takes_that_date() -> None:
    u = understand("my comp is on sunday the 27th, how should I taper?", TODAY)
    assert u.intent == "event"
    assert u.dates == (date(2026, 9, 27),)


def test_an_explicit_rest_day_beats_the_event_that_explains_it() -> None:
    u = understand("Give me Saturday off, my cousin's wedding is that day.", TODAY)
    assert u.intent == "day_edit"
    assert u.target_day == "saturday"


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


@pytest.mark.parametrize(
    ("message", "days"),
    [("I can train 5 days, 40 minutes each.", 5), ("I was sore for 3 days.", None)],
)
def test_days_per_week_without_the_word_week(message: str, days: int | None) -> None:
    assert extract_days_per_week(message) == days
