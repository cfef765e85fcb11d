"""Plateau and progress questions answered with the user's own logged numbers, through the
analytics functions; "my bench" is the bench the user actually does."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from fitcoach import knowledge
from fitcoach.analytics.rows import SessionRow, SetRow
from fitcoach.knowledge import UserContext, resolve_lift
from fitcoach.units import to_lbs

START = datetime(2026, 8, 3, 18, 0, tzinfo=UTC)


def _session(slug: str, day: int, weight: float, reps: list[int], unit: str = "kg") -> SessionRow:
    when = START + timedelta(days=day)
    sets = tuple(
        SetRow(f"log{day}", slug, i, weight, unit, to_lbs(weight, unit), r, 2, None, when)
        for i, r in enumerate(reps)
    )
    return SessionRow(f"log{day}", when, when.date(), "monday", sets)


def _newest_first(*sessions: SessionRow) -> list[SessionRow]:
    return sorted(sessions, key=lambda s: s.completed_at, reverse=True)


# Dumbbell bench stuck at 30 kg x 8 for four sessions; goblet squat climbing.
STALLED_DB_BENCH = _newest_first(
    *(_session("flat-db-bench-press", d, 30, [8, 8, 7]) for d in (0, 7, 14, 21))
)
RISING_SQUAT = _newest_first(
    _session("goblet-squat", 1, 20, [10, 10]),
    _session("goblet-squat", 8, 22, [10, 10]),
    _session("goblet-squat", 15, 24, [10, 9]),
)


def _user() -> UserContext:
    return UserContext.from_rows(
        {"flat-db-bench-press": STALLED_DB_BENCH, "goblet-squat": RISING_SQUAT},
        units="kg",
        plan_slugs=("goblet-squat", "flat-db-bench-press"),
    )


def test_my_bench_is_the_variant_in_the_plan_or_logs():
    assert resolve_lift("how is my bench going?", ("flat-db-bench-press",)) == (
        "flat-db-bench-press"
    )
    assert resolve_lift("moje wyciskanie stoi", (), ("incline-db-bench-press",)) == (
        "incline-db-bench-press"
    )
    # A user with no bench in plan or logs gets no invented barbell bench.
    assert resolve_lift("my bench", ("goblet-squat",)) is None


def test_a_plateau_question_gets_a_fix_with_numbers_for_the_stalled_lift():
    found = knowledge.answer("I'm stuck on my bench, what do I do?", "en", _user())
    assert found is not None and found.topic_id == "plateau" and found.personal
    # Epley e1RM of 30 kg x 8 = 38 kg, four sessions flat; 90% of 30 kg in 2 kg dumbbell
    # steps = 28 kg; 8 reps + 2 = 10.
    assert "Flat DB Bench Press has stalled" in found.text
    assert "38 → 38 → 38 → 38 kg" in found.text
    assert "use 28 kg" in found.text
    assert "3 sets of 10" in found.text
    assert "add 2 kg" in found.text
    assert "Barbell" not in found.text


def test_a_plateau_question_about_a_rising_lift_says_it_is_not_a_plateau():
    found = knowledge.answer("my squat has plateaued, what now?", "en", _user())
    assert found is not None and found.topic_id == "plateau"
    assert "Goblet Squat is still moving" in found.text
    # 20x10 -> 26.7, 22x10 -> 29.3, 24x10 -> 32 (Epley), rounded.
    assert "27 → 29 → 32 kg" in found.text


def test_how_am_i_progressing_summarises_every_logged_lift_in_the_users_language():
    found = knowledge.answer("jak mi idzie?", "pl", _user())
    assert found is not None and found.topic_id == "progress_check" and found.personal
    assert "Flat DB Bench Press: szacowany 1RM 38 → 38 → 38 → 38 kg (+0%) w 4 treningach" in (
        found.text
    )
    assert "Goblet Squat: szacowany 1RM 27 → 29 → 32 kg (+20%) w 3 treningach" in found.text
    assert "stoi w miejscu" in found.text


def test_without_logs_the_general_answer_stands():
    found = knowledge.answer("how am I progressing?", "en", UserContext(units="kg"))
    assert found is not None and found.topic_id == "progress_check"
    assert not found.personal
    assert found.answer in found.text
