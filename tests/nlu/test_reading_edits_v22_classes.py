"""Reading the day-edit classes of issue 8 seen in the v22a batch (English):

- a newcomer names the days another sport or a job already takes ("I climb tue thu sat",
  "team training mon and wed", "I work nights sun thru wed") and the days left for
  lifting: only those are training days.
"""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu.understand import understand

MONDAY = date(2026, 9, 14)


@pytest.mark.parametrize(
    ("message", "days"),
    [
        (
            "I boulder mon wed at the climbing gym and want 2 lifting days, tue and sat, 45 min, "
            "dumbbells and a bench",
            ("tuesday", "saturday"),
        ),
        (
            "i play rugby, club training tues and thurs and games sat. i can lift mon and fri, "
            "i have a barbell and a rack",
            ("monday", "friday"),
        ),
        (
            "I run tue thu sun so I could lift mon and fri, 30 min, one kettlebell",
            ("monday", "friday"),
        ),
        (
            "i work nights monday thru thursday, off fri sat sun. kettlebells at home, "
            "can do fri sat sun 40 min",
            ("friday", "saturday", "sunday"),
        ),
        (
            "swimming squad mon wed fri mornings, want strength on tue and thu, full gym, 50 min",
            ("tuesday", "thursday"),
        ),
    ],
)
def test_days_another_sport_or_job_takes_are_not_training_days(
    message: str, days: tuple[str, ...]
) -> None:
    u = understand(message, MONDAY)
    assert set(u.weekdays) == set(days)


@pytest.mark.parametrize(
    ("message", "days"),
    [
        ("I can train mon wed fri, dumbbells at home, 40 min", ("monday", "wednesday", "friday")),
        ("can I work out tue and thu? 30 min, bands", ("tuesday", "thursday")),
        ("gym mon wed sat, want to get strong", ("monday", "wednesday", "saturday")),
    ],
)
def test_days_given_to_training_stay_training_days(message: str, days: tuple[str, ...]) -> None:
    u = understand(message, MONDAY)
    assert set(u.weekdays) == set(days)
