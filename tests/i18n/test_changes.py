"""The one-sentence summary of a staged change is computed from the staged week, so its
counts, minutes and exercise names are true, in each of the four languages."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from fitcoach.i18n.changes import describe, fill_changes, placeholder
from fitcoach.programming.engine import apply_ops
from fitcoach.programming.generator import generate_week
from fitcoach.programming.models import TrainingProfile, Week
from fitcoach.programming.ops import FitToTime, RestDay
from fitcoach.weekdays import week_start

NOW = datetime(2026, 9, 14, 10, 0, tzinfo=UTC)
PROFILE = TrainingProfile(
    gear=frozenset({"dumbbells", "flat bench"}),
    max_dumbbell=30,
    training_days=["monday", "wednesday", "friday"],
    session_minutes=60,
)


@pytest.fixture(scope="module")
def week() -> Week:
    return generate_week(PROFILE, week_start(NOW.date()), NOW)


def _names(week: Week, day: str) -> list[str]:
    return [ex.name for block in week.days[day].blocks for ex in block.exercises]  # type: ignore[index]


def test_a_shortened_day_reports_the_staged_minutes_and_what_was_dropped(week: Week) -> None:
    result = apply_ops(
        week, [FitToTime(day="monday", minutes=25)], PROFILE, week.week_start_date, NOW
    )
    after = result.week
    line = describe(week, after, "monday", "en")
    assert line.startswith("Monday: ")
    assert f"about {after.days['monday'].duration_minutes} min" in line
    dropped = [n for n in _names(week, "monday") if n not in _names(after, "monday")]
    assert dropped, "the fixture must drop something"
    if len(dropped) <= 3:
        assert all(name in line for name in dropped)
    else:
        assert f"{len(_names(after, 'monday'))} exercises" in line


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "Wednesday becomes a rest day"),
        ("pl", "Środa staje się dniem wolnym"),
        ("th", "วันพุธเป็นวันพัก"),
        ("ja", "水曜日を休養日にします"),
    ],
)
def test_a_rest_day_is_said_in_each_language(week: Week, lang: str, expected: str) -> None:
    result = apply_ops(week, [RestDay(day="wednesday")], PROFILE, week.week_start_date, NOW)
    assert describe(week, result.week, "wednesday", lang) == expected


def test_the_placeholder_is_filled_or_removed(week: Week) -> None:
    result = apply_ops(week, [RestDay(day="friday")], PROFILE, week.week_start_date, NOW)
    message = f"Staged: {placeholder('en')}; tap **Accept Plan** to apply it."
    filled = fill_changes(message, week, result.week, "friday")
    assert filled == "Staged: Friday becomes a rest day; tap **Accept Plan** to apply it."
    assert "{change" not in fill_changes("Nothing staged. {change:pl}", None, None, None)


def test_a_new_week_names_its_days_and_minute_range(week: Week) -> None:
    line = describe(None, week, None, "en")
    minutes = sorted(week.days[d].duration_minutes for d in ("monday", "wednesday", "friday"))
    assert line.startswith("3 training days (Monday, Wednesday and Friday), ")
    assert str(minutes[0]) in line and str(minutes[-1]) in line


def _with_slot(week: Week, day: str, index: int, slug: str) -> Week:
    """`week` with the exercise at `index` on `day` replaced by `slug` (same sets)."""
    from fitcoach.catalog import CATALOG
    from fitcoach.programming.repair import blocks_of, replace_item, with_blocks

    original = week.days[day]  # type: ignore[index]
    blocks = blocks_of(original)
    old = [i.exercise_id for b in blocks for i in b][index]
    replace_item(blocks, old, CATALOG[slug], PROFILE)
    fresh = with_blocks(original, blocks, PROFILE)
    return week.model_copy(update={"days": {**week.days, day: fresh}})


@pytest.mark.parametrize("lang", ["en", "pl", "ja"])
def test_a_drop_and_an_unrelated_addition_never_read_as_one_swap(week: Week, lang: str) -> None:
    # The first lift (a press) leaves and a calf raise comes in at the same place: no
    # "press → calf raise" in any language; the day is counted instead.
    before = _names(week, "monday")
    changed = _with_slot(week, "monday", 0, "single-leg-calf-raise")
    line = describe(week, changed, "monday", lang)
    assert "→" not in line
    assert before[0] not in line or "Single-Leg Calf Raise" not in line


def test_a_same_movement_replacement_still_reads_as_a_swap(week: Week) -> None:
    from fitcoach.catalog import CATALOG

    first = week.days["monday"].blocks[0].exercises[0]  # type: ignore[index]
    same = next(
        e.slug
        for e in CATALOG.values()
        if e.pattern == CATALOG[first.exercise_id].pattern
        and e.slug != first.exercise_id
        and e.available_with(frozenset({"dumbbells", "flat bench", "bodyweight"}))
        and e.name not in _names(week, "monday")
    )
    line = describe(week, _with_slot(week, "monday", 0, same), "monday", "en")
    assert f"{first.name} → {CATALOG[same].name}" in line
