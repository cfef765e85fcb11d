"""Event dates said the way people say them: a weekday with its date ("saturday october
10th", "wtorek 22.09", "水曜(23日)"), a range sharing one month ("17-20 ก.ย.", "sep 24-27"),
and a leave day with a return day ("leaving friday the 18th, back tuesday 22nd"). Today is
Monday 14 September 2026."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from fitcoach.nlu.calendar import resolve_dates, resolve_span

TODAY = date(2026, 9, 14)


def _days(first: date, last: date) -> tuple[date, ...]:
    return tuple(first + timedelta(days=n) for n in range((last - first).days + 1))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my race is on sunday november 8th, can you plan for it", date(2026, 11, 8)),
        ("the comp is friday 2 october", date(2026, 10, 2)),
        ("zawody mam w sobotę 3.10", date(2026, 10, 3)),
        ("試合は土曜(26日)です", date(2026, 9, 26)),
    ],
)
def test_a_weekday_said_with_its_date_is_that_date(text: str, expected: date) -> None:
    assert resolve_dates(text, TODAY) == (expected,)


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [
        ("work trip sep 24-27, hotel gym only", date(2026, 9, 24), date(2026, 9, 27)),
        ("away 24-27 sep at my parents", date(2026, 9, 24), date(2026, 9, 27)),
        ("wyjazd 24-27.09 w góry", date(2026, 9, 24), date(2026, 9, 27)),
        ("jadę na urlop 24-27 września", date(2026, 9, 24), date(2026, 9, 27)),
        ("ไปเชียงใหม่ 24-27 ก.ย. ค่ะ", date(2026, 9, 24), date(2026, 9, 27)),
        ("od środy 23.09 do soboty 26.09 jestem w Gdańsku", date(2026, 9, 23), date(2026, 9, 26)),
        ("来週の木曜(24日)から日曜(27日)まで福岡です", date(2026, 9, 24), date(2026, 9, 27)),
        ("leaving friday the 18th, back tuesday 22nd", date(2026, 9, 18), date(2026, 9, 22)),
    ],
)
def test_a_range_of_dates_is_every_day_in_it(text: str, first: date, last: date) -> None:
    assert resolve_span(text, TODAY) == (first, last)
    assert resolve_dates(text, TODAY) == _days(first, last)


@pytest.mark.parametrize(
    "text",
    [
        "dumbbells 2.5 kg and 12.5 kg",
        "3/5 sets felt easy",
        "週3日、45分",
        "bench 82.5 for 5",
    ],
)
def test_numbers_that_are_not_dates(text: str) -> None:
    assert resolve_dates(text, TODAY) == ()
