"""A refused exercise keeps its variants out, and a refused variant keeps only itself out:
"never the leg press" leaves no short-range or single-leg press to swap in, while "never
Bulgarian split squats" keeps step-ups and walking lunges (issue 8, swap details)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from fitcoach.catalog import variants
from fitcoach.memory.derive import exclusions_of
from fitcoach.programming.guard import Guard
from fitcoach.programming.models import TrainingProfile

NOW = datetime(2026, 9, 14, 10, 0, tzinfo=UTC)
GYM = frozenset({"dumbbells", "barbell", "flat bench", "squat rack", "leg press machine"})


def _guard(excluded: set[str]) -> Guard:
    profile = TrainingProfile(gear=GYM, excluded_exercises=frozenset(excluded))
    return Guard(profile, date(2026, 9, 14), NOW)


@pytest.mark.parametrize(
    ("refused", "also_out"),
    [
        ("leg-press", {"short-range-leg-press", "single-leg-press"}),
        ("push-up", {"incline-push-up", "pike-push-up"}),
        ("db-hip-thrust", {"barbell-hip-thrust"}),
    ],
)
def test_a_refused_exercise_keeps_its_variants_out(refused: str, also_out: set[str]) -> None:
    assert also_out <= variants(refused)
    guard = _guard({refused})
    for slug in also_out:
        assert guard.reason(slug, "monday") is not None


def test_an_exercise_with_no_variant_keeps_only_itself_out() -> None:
    guard = _guard({"burpee"})
    assert guard.reason("burpee", "monday") is not None
    assert guard.reason("goblet-squat", "monday") is None


@pytest.mark.parametrize(
    "fact",
    [
        "Never program Bulgarian Split Squat (the user dislikes them).",
        "never give me bulgarian split squats again",
        "I hate reverse lunges, never again",
        "no rear-foot-elevated split squats please",
    ],
)
def test_a_named_variant_ban_keeps_the_other_lunges(fact: str) -> None:
    slugs, patterns = exclusions_of(fact)
    assert "lunge" not in patterns
    guard = _guard(set(slugs))
    assert guard.reason("db-walking-lunge", "monday") is None
    assert guard.reason("step-up", "monday") is None


@pytest.mark.parametrize("fact", ["never give me lunges", "no split squats ever"])
def test_the_movement_said_alone_still_keeps_the_pattern_out(fact: str) -> None:
    assert exclusions_of(fact)[1] == ["lunge"]
