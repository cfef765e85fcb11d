"""A week read back from any store runs Monday to Sunday, whatever order its days came in
(Firestore hands map keys back in its own order)."""

from __future__ import annotations

from fitcoach.programming import generate_week
from fitcoach.programming.models import Week
from fitcoach.weekdays import WEEKDAYS

from .profiles import NOW, ONBOARDING, WEEK


def test_days_come_back_in_weekday_order() -> None:
    week = generate_week(ONBOARDING, WEEK, NOW)
    stored = week.model_dump(mode="json")
    stored["days"] = dict(reversed(list(stored["days"].items())))

    read_back = Week.model_validate(stored)

    assert list(read_back.days) == [day for day in WEEKDAYS if day in week.days]
    assert read_back.days == week.days
