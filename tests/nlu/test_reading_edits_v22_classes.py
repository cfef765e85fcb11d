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
        # "I run" a lifting programme is no running.
        (
            "I run PPL mon tue wed thu fri sat, 60 min, full gym",
            ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday"),
        ),
        ("I run an upper lower split mon tue thu fri", ("monday", "tuesday", "thursday", "friday")),
    ],
)
def test_days_given_to_training_stay_training_days(message: str, days: tuple[str, ...]) -> None:
    u = understand(message, MONDAY)
    assert set(u.weekdays) == set(days)


@pytest.mark.parametrize(
    "message", ["actually make that tuesday", "ok do that on tuesday then", "make it tue pls"]
)
@pytest.mark.parametrize("pending", [None, "UPDATE_DAY"])
def test_make_that_a_day_moves_the_last_edit_there(message: str, pending: str | None) -> None:
    from fitcoach.nlu.router import DialogueState, read

    asked = "swap the goblet squats on saturday for leg press"
    state = DialogueState(
        previous=asked,
        pending_type=pending,
        pending_day="saturday" if pending else None,
        has_plan=True,
        training_days=("tuesday", "thursday", "saturday"),
        last_edit=asked,
    )
    reading = read(message, MONDAY, None, state)
    u = reading.understanding
    assert (u.intent, u.target_day) == ("swap", "tuesday")
    assert set(u.exercises) == {"goblet-squat", "leg-press"}
    assert not reading.read_only


@pytest.mark.parametrize(
    ("message", "days"),
    [
        ("nah just tue and sun, saturday I'm knackered after the double", ("tuesday", "sunday")),
        ("make it mon and wed, friday's a no go", ("monday", "wednesday")),
        ("only sat and sun then, thursday I'll be wrecked", ("saturday", "sunday")),
    ],
)
def test_a_day_ruled_out_in_its_own_clause_is_not_a_training_day(
    message: str, days: tuple[str, ...]
) -> None:
    assert set(understand(message, MONDAY).weekdays) == set(days)


@pytest.mark.parametrize(
    "message",
    [
        "sick can you put some kettlebell stuff in thursday",
        "sick thanks, can you use the dumbbells on monday",
        "sick let's put some band work in friday",
    ],
)
def test_sick_as_a_slang_opener_before_a_request_is_no_illness(message: str) -> None:
    from fitcoach.nlu.latch import mentions_illness
    from fitcoach.nlu.text import fold

    assert not mentions_illness(fold(message))


@pytest.mark.parametrize("message", ["sick since sunday, skip monday", "sick with the flu"])
def test_sick_said_of_the_user_is_still_illness(message: str) -> None:
    from fitcoach.nlu.latch import mentions_illness
    from fitcoach.nlu.text import fold

    assert mentions_illness(fold(message))
