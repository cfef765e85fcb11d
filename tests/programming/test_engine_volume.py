"""The generator spends the session on the volume landmarks, and says truthfully what it can't.

An auditor may count R4/R5 two ways: primary sets only ("direct"), or our stated rule
(primary 1, secondary 0.5, "weighted"). Every week here must pass both readings.
"""

from __future__ import annotations

import math
import re

from fitcoach.catalog import CATALOG, GEAR_TOKENS
from fitcoach.programming import generate_week, validate_week
from fitcoach.programming.loads import suggest_load
from fitcoach.programming.models import LoadBasis, Restriction, TrainingProfile, Week
from fitcoach.programming.rules import weekly_counts
from fitcoach.programming.science import add_primary, add_sets

from .profiles import NOW, ONBOARDING, WEEK

GYM = frozenset(GEAR_TOKENS)
MAJORS = ("Chest", "Back", "Shoulders", "Quads", "Hamstrings", "Glutes")


def _passes_both_readings(week: Week, profile: TrainingProfile) -> tuple[dict, dict]:
    """Every ceiling under both counts, and every emphasised or major trained group at 10
    direct sets or named in the notes with its direct and weighted counts."""
    assert validate_week(week, profile, NOW) == []
    weighted, primary = weekly_counts(week)
    assert max(weighted.values()) <= 19  # the margin under the ceiling of 20
    assert max(primary.values()) <= 19
    for day in week.days.values():
        session_weighted: dict[str, float] = {}
        session_primary: dict[str, float] = {}
        for block in day.blocks:
            for item in block.exercises:
                add_sets(session_weighted, CATALOG[item.exercise_id], item.target_sets)
                add_primary(session_primary, CATALOG[item.exercise_id], item.target_sets)
        assert max(session_weighted.values(), default=0) <= 8
        assert max(session_primary.values(), default=0) <= 8
    note = _volume_note(week)
    wanted = set(profile.emphasis) | {g for g in MAJORS if weighted.get(g, 0) > 0}
    for group in wanted:
        direct = primary.get(group, 0.0)
        if direct < 10:
            assert f"{group} {direct:g} direct, {weighted.get(group, 0.0):g} weighted (" in note
        else:
            assert f"{group} " not in note
    return weighted, primary


def _minutes(week: Week) -> list[int]:
    return [d.duration_minutes for d in week.days.values() if not d.is_rest_day]


def _volume_note(week: Week) -> str:
    return " ".join(n for n in week.notes if n.startswith("Weekly sets under 10"))


def test_the_onboarding_week_reaches_every_landmark_and_uses_the_session() -> None:
    week = generate_week(ONBOARDING, WEEK, NOW)
    weighted, primary = _passes_both_readings(week, ONBOARDING)
    assert primary["Chest"] >= 12
    for group in ("Back", "Quads", "Glutes"):
        assert primary[group] >= 10
    # Every press and row also works the delts (0.5 a set): 8 direct sets take them to 19
    # weighted, and the note says that is the limit rather than hiding the short count.
    assert 8 <= primary["Shoulders"] < 10 and weighted["Shoulders"] == 19
    note = _volume_note(week)
    assert "so more direct work would pass 19 weighted sets (the ceiling is 20)" in note
    # dumbbell leg work all trains the glutes too, so the glutes' session cap binds
    assert "Hamstrings" in note and "Glutes, already at 8 a session" in note
    # The old generator with the larger library: about 85 % on average, no day under 80 %
    # (issue 7's stricter "every session >= 85 %" belongs to the new generator).
    minutes = _minutes(week)
    assert sum(minutes) >= math.ceil(0.85 * 45) * len(minutes)
    assert all(m >= math.ceil(0.8 * 45) for m in minutes)
    # the lower days use single-leg work, the upper days more than one row
    slugs = {i.exercise_id for d in week.days.values() for b in d.blocks for i in b.exercises}
    assert any(CATALOG[s].unilateral and "Quads" in CATALOG[s].primary for s in slugs) or any(
        CATALOG[s].unilateral and CATALOG[s].pattern == "hinge" for s in slugs
    )
    assert {"single-arm-db-row", "chest-supported-db-row"} <= slugs


def test_three_full_gym_hours_reach_ten_direct_sets_everywhere() -> None:
    profile = TrainingProfile(gear=GYM, days_per_week=3, session_minutes=60)
    week = generate_week(profile, WEEK, NOW)
    weighted, primary = _passes_both_readings(week, profile)
    assert all(primary[g] >= 10 and weighted[g] <= 19 for g in MAJORS)
    assert _volume_note(week) == ""
    assert all(m >= math.ceil(0.85 * 60) for m in _minutes(week))


def test_four_full_gym_sessions_of_45_reach_ten_direct_sets_everywhere() -> None:
    profile = TrainingProfile(gear=GYM, days_per_week=4, session_minutes=45)
    week = generate_week(profile, WEEK, NOW)
    _, primary = _passes_both_readings(week, profile)
    assert all(primary[g] >= 10 for g in MAJORS)
    assert _volume_note(week) == ""


def test_arm_and_shoulder_emphasis_gets_ten_direct_sets_each() -> None:
    profile = TrainingProfile(
        gear=GYM, days_per_week=5, session_minutes=60, emphasis=["Biceps", "Triceps", "Shoulders"]
    )
    week = generate_week(profile, WEEK, NOW)
    _, primary = _passes_both_readings(week, profile)
    assert all(primary[g] >= 10 for g in (*MAJORS, "Biceps", "Triceps"))
    assert _volume_note(week) == ""
    # with a cable stack the back work leans on pulldowns, which leave the delts' room free
    slugs = {i.exercise_id for d in week.days.values() for b in d.blocks for i in b.exercises}
    assert slugs & {"db-lateral-raise", "cable-lateral-raise"}


def test_two_half_hours_say_time_is_the_limit_for_each_short_group() -> None:
    profile = TrainingProfile(gear=GYM, days_per_week=2, session_minutes=30)
    week = generate_week(profile, WEEK, NOW)
    weighted, primary = _passes_both_readings(week, profile)
    note = _volume_note(week)
    short = [g for g in MAJORS if weighted.get(g, 0) > 0 and primary.get(g, 0) < 10]
    assert len(short) >= 5
    for group in short:
        direct = primary.get(group, 0.0)
        assert f"{group} {direct:g} direct, {weighted[group]:g} weighted (not enough time" in note
    assert "ceiling" not in note and "gear" not in note


def test_no_gear_for_a_group_is_named_as_the_gear() -> None:
    # bodyweight squats and lunges train the quads anywhere; nothing without gear makes the
    # hamstrings a primary mover
    profile = TrainingProfile(
        gear=frozenset({"pull-up bar"}), days_per_week=3, emphasis=["Hamstrings"]
    )
    week = generate_week(profile, WEEK, NOW)
    assert re.search(
        r"Hamstrings 0 direct, [\d.]+ weighted \(no exercise for it with your gear\)",
        _volume_note(week),
    )


def test_a_protected_emphasis_is_named_as_the_protection() -> None:
    sore = Restriction(body_part="Hamstrings", severity="chronic")
    profile = TrainingProfile(
        gear=GYM, days_per_week=3, emphasis=["Hamstrings"], restrictions=[sore]
    )
    week = generate_week(profile, WEEK, NOW)
    assert validate_week(week, profile, NOW) == []
    weighted, _ = weekly_counts(week)
    hamstrings = weighted.get("Hamstrings", 0.0)  # only what squats give as a secondary
    assert f"Hamstrings 0 direct, {hamstrings:g} weighted (your protections rule out" in (
        _volume_note(week)
    )


def test_long_weeks_stay_under_every_ceiling() -> None:
    for days, minutes in ((6, 60), (7, 120)):
        profile = TrainingProfile(
            gear=GYM, days_per_week=days, session_minutes=minutes, emphasis=["Chest", "Back"]
        )
        week = generate_week(profile, WEEK, NOW)
        weighted, primary = _passes_both_readings(week, profile)
        assert all(weighted[g] >= 10 for g in MAJORS)
        assert all(primary[g] >= 10 for g in ("Chest", "Back", "Quads", "Hamstrings", "Glutes"))


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
    # 60 lb for 15 reps tops the range: one barbell step (5 lb) up, not cut to the 20 lb dumbbell
    # (asked of the load rule itself: the larger library may fill the triceps otherwise)
    assert suggest_load(skull, "10-15", profile) == 65.0
