"""Events and stays: a trip keeps its place in its name, a length and a start make a stretch
of dates, and outings in Polish and Thai are events."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from fitcoach.nlu import understand

TODAY = date(2026, 9, 14)  # a Monday


def test_a_trip_keeps_its_place_in_the_name() -> None:
    u = understand("flying to Lisbon wed-fri for work", TODAY)
    assert u.intent == "event"
    assert u.event is not None and "Lisbon" in u.event
    assert u.dates[0] == date(2026, 9, 16)
    assert u.event_end == date(2026, 9, 18)


def test_a_length_and_a_start_make_a_stretch() -> None:
    u = understand("ten day trip starting tomorrow, no gym there", TODAY)
    assert u.intent == "event"
    assert u.dates[0] == TODAY + timedelta(days=1)
    assert u.event_end == TODAY + timedelta(days=10)
    assert len(u.dates) == 10


@pytest.mark.parametrize(
    "message",
    ["W niedzielę jedziemy w góry na cały dzień.", "เสาร์นี้จะวิ่งมาราธอนค่ะ"],
)
def test_polish_and_thai_outings_are_events(message: str) -> None:
    assert understand(message, TODAY).intent == "event"
