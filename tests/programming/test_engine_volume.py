"""The generator spends the session on the volume landmarks, and says truthfully what it can't."""

from __future__ import annotations

import math

from fitcoach.catalog import CATALOG, GEAR_TOKENS
from fitcoach.programming import generate_week, validate_week
from fitcoach.programming.models import LoadBasis, Restriction, TrainingProfile, Week
from fitcoach.programming.rules import weekly_counts

from .profiles import NOW, ONBOARDING, WEEK

GYM = frozenset(GEAR_TOKENS)
MAJORS = ("Chest", "Back", "Shoulders", "Quads", "Hamstrings", "Glutes")


def _minutes(week: Week) -> list[int]:
    return [d.duration_minutes for d in week.days.values() if not d.is_rest_day]


def _volume_note(week: Week) -> str:
    return " ".join(n for n in week.notes if n.startswith("Weekly sets under 10"))


def test_the_onboarding_week_reaches_every_landmark_and_uses_the_session() -> None:
    week = generate_week(ONBOARDING, WEEK, NOW)
    assert validate_week(week, ONBOARDING, NOW) == []
    weighted, primary = weekly_counts(week)
    for group in ("Chest", "Shoulders"):
        assert 12 <= weighted[group] <= 18
    for group in ("Back", "Quads", "Hamstrings", "Glutes"):
        assert 10 <= weighted[group] <= 18
    assert max(primary.values()) <= 18
    assert all(m >= math.ceil(0.85 * 45) for m in _minutes(week))
    assert _volume_note(week) == ""
    # the lower days use the split squat, the upper days more than one row
    slugs = {i.exercise_id for d in week.days.values() for b in d.blocks for i in b.exercises}
    assert "bulgarian-split-squat" in slugs
    assert {"single-arm-db-row", "chest-supported-db-row"} <= slugs


def test_three_full_gym_hours_reach_ten_sets_everywhere() -> None:
    profile = TrainingProfile(gear=GYM, days_per_week=3, session_minutes=60)
    week = generate_week(profile, WEEK, NOW)
    assert validate_week(week, profile, NOW) == []
    weighted, _ = weekly_counts(week)
    assert all(10 <= weighted[g] <= 18 for g in MAJORS)
    assert all(m >= math.ceil(0.85 * 60) for m in _minutes(week))


def test_two_half_hours_say_time_is_the_limit_for_each_short_group() -> None:
    profile = TrainingProfile(gear=GYM, days_per_week=2, session_minutes=30)
    week = generate_week(profile, WEEK, NOW)
    assert validate_week(week, profile, NOW) == []
    weighted, primary = weekly_counts(week)
    note = _volume_note(week)
    short = [g for g in MAJORS if primary.get(g, 0) > 0 and weighted[g] < 10]
    assert short
    for group in short:
        assert f"{group} {weighted[group]:g} (not enough time" in note
    assert "caps" not in note and "gear" not in note


def test_no_gear_for_legs_is_named_as_the_gear() -> None:
    profile = TrainingProfile(gear=frozenset({"pull-up bar"}), days_per_week=3, emphasis=["Quads"])
    week = generate_week(profile, WEEK, NOW)
    assert "Quads 0 (no exercise for it with your gear)" in _volume_note(week)


def test_a_protected_emphasis_is_named_as_the_protection() -> None:
    sore = Restriction(body_part="Hamstrings", severity="chronic")
    profile = TrainingProfile(
        gear=GYM, days_per_week=3, emphasis=["Hamstrings"], restrictions=[sore]
    )
    week = generate_week(profile, WEEK, NOW)
    assert validate_week(week, profile, NOW) == []
    weighted, _ = weekly_counts(week)
    hamstrings = weighted.get("Hamstrings", 0.0)  # only what squats give as a secondary
    assert f"Hamstrings {hamstrings:g} (your protections rule out" in _volume_note(week)


def test_long_weeks_stay_under_every_ceiling() -> None:
    for days, minutes in ((6, 60), (7, 120)):
        profile = TrainingProfile(
            gear=GYM, days_per_week=days, session_minutes=minutes, emphasis=["Chest", "Back"]
        )
        week = generate_week(profile, WEEK, NOW)
        assert validate_week(week, profile, NOW) == []
        weighted, primary = weekly_counts(week)
        assert max(weighted.values()) <= 18 and max(primary.values()) <= 18
        assert all(weighted[g] >= 10 for g in MAJORS)


def test_a_barbell_skull_crusher_is_not_held_to_the_dumbbell_cap() -> None:
    skull = CATALOG["skull-crusher"]
    assert skull.implement_for({"barbell", "flat bench"}) == "barbell"
    assert skull.implement_for({"dumbbells", "flat bench"}) == "dumbbell"
    assert CATALOG["standing-calf-raise"].implement_for({"calf raise machine"}) == "machine"
    profile = TrainingProfile(
        gear=frozenset({"barbell", "flat bench", "squat rack"}),
        max_dumbbell=20,
        days_per_week=3,
        emphasis=["Triceps"],
        known_loads={"skull-crusher": LoadBasis(weight=60, reps=15, unit="lb")},
    )
    week = generate_week(profile, WEEK, NOW)
    assert validate_week(week, profile, NOW) == []
    loads = [
        i.suggested_load
        for d in week.days.values()
        for b in d.blocks
        for i in b.exercises
        if i.exercise_id == "skull-crusher"
    ]
    # 60 lb for 15 reps tops the range: one barbell step (5 lb) up, not cut to the 20 lb dumbbell
    assert loads and all(load == 65.0 for load in loads)
