"""Replacements: a hinge goes to a hinge (or a hamstring curl) before a lunge, a replacement
never repeats a movement already on the day, and the summary claims only what stayed."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest

from fitcoach.catalog import CATALOG
from fitcoach.programming.changelog import Change, settle
from fitcoach.programming.engine import apply_ops
from fitcoach.programming.generator import generate_week
from fitcoach.programming.models import Goal, Restriction, TrainingProfile, Week
from fitcoach.programming.ops import Avoid, FitToTime, PlanOp, SetBlock, SetDay, Swap
from fitcoach.programming.science import repeats
from fitcoach.weekdays import WEEKDAYS, Weekday

from .profiles import NOW, WEEK

GARAGE = frozenset({"barbell", "squat rack", "flat bench", "dumbbells", "pull-up bar"})

NAMES = {e.name: e.slug for e in CATALOG.values()}

CLAIM = re.compile(r"([A-Z][^;:•(]*?) ➔ ([A-Z][^;:•(]*?) on (Mon|Tue|Wed|Thu|Fri|Sat|Sun)")


def _slugs(week: Week, day: str) -> list[str]:
    return [i.exercise_id for b in week.days[day].blocks for i in b.exercises]  # type: ignore[index]


def _day_of(short: str) -> Weekday:
    return next(d for d in WEEKDAYS if d.startswith(short.lower()))


def _one_day(profile: TrainingProfile, slugs: list[str]) -> Week:
    week = generate_week(profile, WEEK, NOW)
    blocks = [[SetBlock(exercise_id=s, sets=3, reps="8-12", rest=90)] for s in slugs]
    result = apply_ops(week, [SetDay(day="monday", blocks=blocks)], profile, WEEK, NOW)
    assert not result.refusals, result.refusals
    assert sorted(_slugs(result.week, "monday")) == sorted(slugs)
    return result.week


# ---- no repeated movement, summaries about the final plan -----------------------------
@pytest.mark.parametrize("days", [2, 3, 4])
@pytest.mark.parametrize("goal", ["strength", "hypertrophy"])
@pytest.mark.parametrize("scope", [None, ["monday"]])
def test_quad_soreness_never_leaves_two_hinges_or_claims_a_replacement_that_is_gone(
    days: int, goal: Goal, scope: list[Weekday] | None
) -> None:
    base = TrainingProfile(
        gear=GARAGE, max_dumbbell=50, days_per_week=days, goal=goal, session_minutes=45
    )
    week = generate_week(base, WEEK, NOW)
    sore = Restriction(body_part="Quads", severity="soreness", until=NOW + timedelta(days=3))
    profile = base.model_copy(update={"restrictions": [sore]})
    for ops in ([Avoid(body_parts=["quads"], days=scope)], [FitToTime(day="monday", minutes=20)]):
        result = apply_ops(week, ops, profile, WEEK, NOW)
        for day in result.week.days.values():
            done = [CATALOG[i.exercise_id] for b in day.blocks for i in b.exercises]
            pairs = [(a.slug, b.slug) for n, a in enumerate(done) for b in done[n + 1 :]]
            assert not [p for p in pairs if repeats(CATALOG[p[0]], CATALOG[p[1]])], day.title
        text = result.summary_diff
        for old, new, short in CLAIM.findall(text):
            there = _slugs(result.week, _day_of(short))
            assert NAMES[new.strip()] in there, text
            assert NAMES[old.strip()] not in there, text
        claims = CLAIM.findall(text)
        assert len(claims) == len(set(claims)), text


def test_a_replacement_never_repeats_a_hinge_already_on_the_day() -> None:
    profile = TrainingProfile(
        gear=GARAGE, max_dumbbell=50, training_days=["monday"], session_minutes=60
    )
    week = _one_day(profile, ["romanian-deadlift", "goblet-squat", "flat-bb-bench-press"])
    result = apply_ops(week, [Avoid(body_parts=["quads"])], profile, WEEK, NOW)
    after = _slugs(result.week, "monday")
    assert "goblet-squat" not in after
    hinges = [s for s in after if CATALOG[s].pattern == "hinge"]
    assert hinges == ["romanian-deadlift"], after
    assert "Romanian Deadlift on Mon" not in result.summary_diff.replace(
        "Barbell Romanian Deadlift", ""
    )


def test_settle_folds_steps_on_one_slot_and_drops_what_was_undone() -> None:
    profile = TrainingProfile(gear=GARAGE, max_dumbbell=50, training_days=["monday"])
    week = _one_day(profile, ["db-romanian-deadlift", "flat-bb-bench-press"])
    chained = [Change("monday", "goblet-squat", "conventional-deadlift")]
    later = [Change("monday", "conventional-deadlift", "db-romanian-deadlift", "48 h recovery")]
    (first, second) = settle([chained, later], week)
    assert [str(c) for c in first] == ["DB Goblet Squat ➔ Dumbbell Romanian Deadlift on Mon"]
    assert second == []
    # the replacement was dropped afterwards: the line says the old exercise went
    gone = settle([[Change("monday", "goblet-squat", "leg-press", "quads")]], week)
    assert [str(c) for c in gone[0]] == ["dropped DB Goblet Squat on Mon (quads)"]
    # the day still has the exercise: a line saying it left would be false
    undone = settle([[Change("monday", "flat-bb-bench-press", "push-up")]], week)
    assert undone == [[]]


# ---- replacement choice by pattern ------------------------------------------------------
def test_a_hinge_is_replaced_by_a_hinge_or_hamstring_curl_before_a_lunge() -> None:
    profile = TrainingProfile(
        gear=frozenset({"dumbbells", "flat bench", "hamstring machine"}),
        max_dumbbell=50,
        training_days=["monday"],
        session_minutes=60,
    )
    week = _one_day(profile, ["db-romanian-deadlift", "flat-db-bench-press"])
    result = apply_ops(
        week, [Swap(day="monday", exercise_id="db-romanian-deadlift")], profile, WEEK, NOW
    )
    assert not result.refusals, result.refusals
    after = _slugs(result.week, "monday")
    assert CATALOG[next(s for s in after if s != "flat-db-bench-press")].pattern in (
        "hinge",
        "knee_flexion",
    ), after


def test_a_protected_hinge_goes_to_another_hinge_before_a_lunge() -> None:
    profile = TrainingProfile(
        gear=GARAGE, max_dumbbell=50, training_days=["monday"], session_minutes=60
    )
    week = _one_day(profile, ["db-romanian-deadlift", "flat-bb-bench-press"])
    ops: list[PlanOp] = [
        Avoid(exercises=["romanian-deadlift"]),
        Swap(day="monday", exercise_id="db-romanian-deadlift"),
    ]
    result = apply_ops(week, ops, profile, WEEK, NOW)
    after = _slugs(result.week, "monday")
    # another hinge (a deadlift, or the dumbbell single-leg RDL the larger library offers)
    hinges = [s for s in after if CATALOG[s].pattern == "hinge"]
    assert hinges and "db-romanian-deadlift" not in after, (after, result.summaries)
    assert not any(CATALOG[s].pattern == "lunge" for s in after)


@pytest.mark.parametrize("also", [[], ["goblet-squat"]])
def test_a_broken_leg_extension_becomes_a_leg_press_before_lunges(also: list[str]) -> None:
    profile = TrainingProfile(
        gear=frozenset({"dumbbells", "flat bench", "leg press machine", "leg extension machine"}),
        max_dumbbell=50,
        training_days=["monday"],
        session_minutes=60,
    )
    week = _one_day(profile, [*also, "flat-db-bench-press", "leg-extension"])
    op = Swap(day="monday", exercise_id="leg-extension", unavailable_gear=["leg extension machine"])
    result = apply_ops(week, [op], profile, WEEK, NOW)
    assert not result.refusals, result.refusals
    after = _slugs(result.week, "monday")
    assert "leg-press" in after and "leg-extension" not in after, result.summaries
    assert "Leg Extension ➔ 45-Degree Leg Press" in result.summary_diff
