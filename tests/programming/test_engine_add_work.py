"""add_work, acute lower-back protection and the legs day's main lift, as a user sees them."""

from __future__ import annotations

import re
from datetime import timedelta

from fitcoach.catalog import CATALOG, GEAR_TOKENS
from fitcoach.programming import apply_ops, generate_week, validate_week
from fitcoach.programming.coach import coach_checks
from fitcoach.programming.guard import normalize_gear
from fitcoach.programming.models import Restriction, TrainingProfile
from fitcoach.programming.ops import AddWork, SetBlock, SetDay
from fitcoach.programming.rules import weekly_counts
from fitcoach.programming.science import weighted_sets

from .profiles import NOW, ONBOARDING, WEEK

FULL_GYM = frozenset(GEAR_TOKENS)
GYM_4 = TrainingProfile(gear=FULL_GYM, days_per_week=4, session_minutes=60)
GYM_3 = TrainingProfile(gear=FULL_GYM, days_per_week=3, session_minutes=45)


def _exercises(day):
    return [CATALOG[i.exercise_id] for b in day.blocks for i in b.exercises]


def test_an_arm_finisher_is_a_curl_and_extension_superset_after_the_main_work() -> None:
    week = generate_week(GYM_4, WEEK, NOW)
    # a training day with no direct arm work yet (which one depends on the library's picks)
    name = next(
        d
        for d, day in week.days.items()
        if not day.is_rest_day
        and not any(
            {"Biceps", "Triceps"} & set(CATALOG[i.exercise_id].primary)
            for b in day.blocks
            for i in b.exercises
        )
    )
    result = apply_ops(week, [AddWork(day=name, muscles=["Biceps", "Triceps"])], GYM_4, WEEK, NOW)
    assert result.refusals == []
    line = result.summaries[0]
    assert line.startswith(f"Added an arm finisher on {name.capitalize()}: ")
    thursday = result.week.days[name]
    before_ids = {i.exercise_id for b in week.days[name].blocks for i in b.exercises}
    new_blocks = [
        b for b in thursday.blocks if any(i.exercise_id not in before_ids for i in b.exercises)
    ]
    last = [CATALOG[i.exercise_id] for i in new_blocks[-1].exercises]
    assert {m for e in last for m in e.primary} == {"Biceps", "Triceps"}
    assert " + ".join(e.name for e in last) in line
    assert thursday.duration_minutes <= GYM_4.session_minutes
    counts = weighted_sets(
        (CATALOG[i.exercise_id], i.target_sets) for b in thursday.blocks for i in b.exercises
    )
    assert max(counts.values()) <= 8
    assert validate_week(result.week, GYM_4, NOW) == []
    # everything that was there before is still there
    before = {i.exercise_id for b in week.days[name].blocks for i in b.exercises}
    assert before <= {i.exercise_id for b in thursday.blocks for i in b.exercises}


def test_a_core_session_on_a_rest_day() -> None:
    week = generate_week(GYM_3, WEEK, NOW)
    assert week.days["saturday"].is_rest_day
    op = AddWork(day="saturday", muscles=["core"], minutes=20)
    result = apply_ops(week, [op], GYM_3, WEEK, NOW)
    saturday = result.week.days["saturday"]
    assert not saturday.is_rest_day
    assert saturday.title == "Core Session" and saturday.focus_tag == "Core"
    exercises = _exercises(saturday)
    assert len(exercises) >= 3 and all(e.primary == ("Core",) for e in exercises)
    assert 15 <= saturday.duration_minutes <= 22
    assert re.match(r"Added a ~\d+-minute core session on Saturday: ", result.summaries[0])
    assert validate_week(result.week, GYM_3, NOW) == []


def test_a_core_session_uses_only_the_gear_at_hand() -> None:
    week = generate_week(ONBOARDING, WEEK, NOW)
    result = apply_ops(week, [AddWork(day="saturday", muscles=["Core"])], ONBOARDING, WEEK, NOW)
    added = _exercises(result.week.days["saturday"])
    assert added and result.summaries
    gear = normalize_gear(ONBOARDING.gear)
    assert all(e.available_with(gear) and "Core" in e.primary for e in added)


def test_a_group_at_its_session_cap_is_refused_with_the_reason() -> None:
    week = generate_week(GYM_4, WEEK, NOW)
    ops = [AddWork(day="thursday", muscles=["Biceps"], minutes=20)] * 3
    result = apply_ops(week, ops, GYM_4, WEEK, NOW)
    # Thursday may already be near the cap (two curls), so the first request can be refused
    assert len(result.summaries) + len(result.refusals) == 3
    assert result.refusals
    assert re.search(r"Biceps are already at [\d.]+ sets on Thursday", result.refusals[-1])
    assert validate_week(result.week, GYM_4, NOW) == []


def test_a_named_exercise_and_an_unknown_one() -> None:
    week = generate_week(GYM_4, WEEK, NOW)
    op = AddWork(day="friday", exercises=["hanging-leg-raise", "made-up-lift"])
    result = apply_ops(week, [op], GYM_4, WEEK, NOW)
    assert result.summaries[0].startswith("Added Hanging Leg Raise (")
    assert "on Friday" in result.summaries[0] and "unknown made-up-lift" in result.summaries[0]
    missing = apply_ops(
        week, [AddWork(day="friday", exercises=["barbell-curl"])], ONBOARDING, WEEK, NOW
    )
    assert missing.summaries == []
    assert "Barbell Curl needs Barbell" in missing.refusals[0]


def test_a_full_day_says_it_has_no_time() -> None:
    week = generate_week(GYM_3, WEEK, NOW)
    result = apply_ops(
        week, [AddWork(day="wednesday", muscles=["Biceps", "Triceps"])], GYM_3, WEEK, NOW
    )
    assert result.summaries == []
    assert "Wednesday has no time left" in result.refusals[0]
    assert result.week == week


def test_the_addition_respects_recovery_on_a_rest_day() -> None:
    week = generate_week(GYM_3, WEEK, NOW)  # Mon/Wed/Fri full body
    result = apply_ops(week, [AddWork(day="saturday", muscles=["Chest", "Back"])], GYM_3, WEEK, NOW)
    saturday = result.week.days["saturday"]
    friday_heavy = {
        m for e in _exercises(result.week.days["friday"]) if e.is_compound for m in e.primary
    }
    assert not any(e.is_compound and set(e.primary) & friday_heavy for e in _exercises(saturday))
    assert validate_week(result.week, GYM_3, NOW) == []


# ---- acute lower back ---------------------------------------------------------------------


def _lower_back(severity: str) -> TrainingProfile:
    until = None if severity == "chronic" else NOW + timedelta(days=10)
    return GYM_4.model_copy(
        update={
            "restrictions": [Restriction(body_part="lower_back", severity=severity, until=until)]
        }
    )


def test_an_acutely_sore_lower_back_rules_out_moderate_spinal_loading() -> None:
    profile = _lower_back("soreness")
    week = generate_week(profile, WEEK, NOW)
    loads = {e.spinal_loading for d in week.days.values() for e in _exercises(d)}
    assert loads == {"low"}
    assert validate_week(week, profile, NOW) == []
    # a goblet squat written into the plan is reported as the acute protection it breaks
    plain = generate_week(GYM_4, WEEK, NOW)
    day = SetDay(
        day="tuesday", blocks=[[SetBlock(exercise_id="goblet-squat", sets=3, reps="10", rest=90)]]
    )
    staged = apply_ops(plain, [day], GYM_4, WEEK, NOW).week
    found = [v for v in validate_week(staged, profile, NOW) if v.rule == "R12"]
    assert any(
        "DB Goblet Squat: moderate spinal loading" in v.message and "acute soreness" in v.message
        for v in found
    )


def test_a_chronic_lower_back_keeps_moderate_loading_but_no_heavy() -> None:
    profile = _lower_back("chronic")
    week = generate_week(profile, WEEK, NOW)
    loads = {e.spinal_loading for d in week.days.values() for e in _exercises(d)}
    assert "high" not in loads and "moderate" in loads
    staged = apply_ops(
        generate_week(GYM_4, WEEK, NOW),
        [
            SetDay(
                day="tuesday",
                blocks=[[SetBlock(exercise_id="barbell-back-squat", sets=3, reps="5", rest=180)]],
            )
        ],
        GYM_4,
        WEEK,
        NOW,
    ).week
    found = [v.message for v in validate_week(staged, profile, NOW) if v.rule == "R12"]
    assert (
        "Barbell Back Squat: high spinal loading, but your lower back has a chronic condition"
        in found
    )


def test_an_expired_soreness_frees_the_goblet_squat_again() -> None:
    profile = GYM_4.model_copy(
        update={
            "restrictions": [
                Restriction(
                    body_part="lower_back", severity="soreness", until=NOW - timedelta(hours=1)
                )
            ]
        }
    )
    assert generate_week(profile, WEEK, NOW).days == generate_week(GYM_4, WEEK, NOW).days


# ---- the legs day's main lift ---------------------------------------------------------------


def test_full_gym_lower_days_lead_with_a_squat_main_lift() -> None:
    for profile in (
        TrainingProfile(
            gear=FULL_GYM,
            training_days=["monday", "wednesday", "friday", "saturday"],
            session_minutes=60,
            emphasis=["Back", "Quads"],
        ),
        TrainingProfile(gear=FULL_GYM, days_per_week=6, session_minutes=60),
    ):
        week = generate_week(profile, WEEK, NOW)
        legs = [d for d in week.days.values() if d.title.startswith(("Legs", "Lower Body"))]
        assert legs
        for day in legs:
            # any squat-pattern main lift (back or front squat, leg press): the library varies it
            first = CATALOG[day.blocks[0].exercises[0].exercise_id]
            assert first.pattern == "squat" and first.is_compound, first.slug
        assert any(d.blocks[0].exercises[0].exercise_id == "barbell-back-squat" for d in legs)
        assert validate_week(week, profile, NOW) == []
        assert coach_checks(week, profile) == []
        _, direct = weekly_counts(week)
        assert all(direct.get(g, 0) >= 10 for g in ("Quads", "Hamstrings", "Glutes", "Back"))


def test_a_chronic_lower_back_gets_a_leg_press_instead() -> None:
    week = generate_week(_lower_back("chronic"), WEEK, NOW)
    legs = [d for d in week.days.values() if d.title.startswith(("Legs", "Lower Body"))]
    # a leg press (the 45-degree one or a variant of it): a squat that spares the spine
    leads = [CATALOG[d.blocks[0].exercises[0].exercise_id] for d in legs]
    leg_press = (frozenset({"leg press machine"}),)
    assert legs and all(e.pattern == "squat" and e.gear_options == leg_press for e in leads), [
        e.slug for e in leads
    ]
