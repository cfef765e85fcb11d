"""Weekday names and the Monday-start week arithmetic everything shares."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Literal, get_args

Weekday = Literal["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
WEEKDAYS: tuple[Weekday, ...] = get_args(Weekday)


def weekday_of(day: date) -> Weekday:
    return WEEKDAYS[day.weekday()]


def week_start(day: date) -> date:
    """The Monday of the week holding `day` (weeks start on Monday)."""
    return day - timedelta(days=day.weekday())


def date_in_week(week_start_date: date, weekday: Weekday) -> date:
    return week_start_date + timedelta(days=WEEKDAYS.index(weekday))
