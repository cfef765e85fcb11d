"""The validator catches each rule when it is broken, so "zero violations" means something."""

from __future__ import annotations

from datetime import timedelta

from fitcoach.catalog import CATALOG
from fitcoach.programming import generate_week, validate_day, validate_week
from fitcoach.programming.assemble import make_item
from fitcoach.programming.models import Block, Day, Event, Restriction, TrainingProfile, Week
from fitcoach.weekdays import date_in_week

from .profiles import NOW, ONBOARDING, WEEK

GYM = TrainingProfile(
    gear=frozenset(
        {
            "dumbbells",
            "barbell",
            "flat bench",
            "incline bench",
            "squat rack",
            "cable machine",
            "rope",
            "pull-up bar",
            "leg press machine",
        }
    ),
    max_dumbbell=50,
    session_minutes=60,
    days_per_week=3,
)


def _day(weekday: str, blocks: list[list[tuple[str, int]]], profile: TrainingProfile = GYM) -> Day:
    made = [
        Block(label="b", exercises=[make_item(CATALOG[s], n, profile) for s, n in block])
        for block in blocks
    ]
    return Day(
        date=date_in_week(WEEK, weekday),  # type: ignore[arg-type]
        day_of_week=weekday.capitalize(),
        is_rest_day=False,
        title="Test",
        focus_tag="Test",
        duration_minutes=60,
        estimated_volume_lbs=0,
        coach_note="",
        blocks=made,
    )


def _rules(day: Day, profile: TrainingProfile = GYM) -> set[str]:
    return {v.rule for v in validate_day(day, profile, NOW)}


def test_unknown_slug_is_r1() -> None:
    day = _day("monday", [[("push-up", 3)]])
    day.blocks[0].exercises[0].exercise_id = "dragon-flag"
    assert "R1" in _rules(day)


def test_missing_gear_is_r2() -> None:
    assert "R2" in _rules(_day("monday", [[("lat-pulldown", 3)]]), ONBOARDING)


def test_a_load_heavier_than_the_heaviest_dumbbell_is_r2() -> None:
    day = _day("monday", [[("flat-db-bench-press", 3)]])
    item = day.blocks[0].exercises[0]
    item.suggested_load, item.load_unit = 60, "lb"
    assert "R2" in _rules(day)


def test_isolation_before_a_compound_is_r3() -> None:
    assert "R3" in _rules(_day("monday", [[("db-lateral-raise", 3)], [("flat-bb-bench-press", 3)]]))


def test_face_pull_before_an_isolation_of_equal_priority_is_r3() -> None:
    assert "R3" in _rules(_day("monday", [[("face-pull", 3)], [("db-lateral-raise", 3)]]))


def test_more_than_eight_sets_for_a_group_in_a_session_is_r4() -> None:
    day = _day(
        "monday", [[("flat-bb-bench-press", 4)], [("flat-db-bench-press", 4)], [("push-up", 2)]]
    )
    assert "R4" in _rules(day)


def test_more_than_twenty_weekly_sets_is_r5() -> None:
    week = generate_week(GYM, WEEK, NOW)
    heavy = [[("flat-bb-bench-press", 4)], [("cable-chest-flye", 3)]]
    days = dict(week.days)
    for weekday in ("monday", "wednesday", "friday", "sunday"):
        days[weekday] = _day(weekday, heavy)
    found = validate_week(week.model_copy(update={"days": days}), GYM, NOW)
    assert any(v.rule == "R5" and "Chest" in v.message for v in found)


def test_a_short_week_without_a_note_is_r5() -> None:
    week = generate_week(GYM, WEEK, NOW)
    days = dict(week.days)
    days["monday"] = _day("monday", [[("push-up", 2)]])
    days["wednesday"] = _day("wednesday", [[("plank", 2)]])
    days["friday"] = _day("friday", [[("plank", 2)]])
    silent = week.model_copy(update={"days": days, "notes": []})
    assert any(v.rule == "R5" for v in validate_week(silent, GYM, NOW))


def test_compounds_for_a_group_on_consecutive_days_is_r6_and_heavy_spine_is_r7() -> None:
    week = generate_week(GYM, WEEK, NOW)
    days = dict(week.days)
    days["monday"] = _day("monday", [[("barbell-back-squat", 3)]])
    days["tuesday"] = _day("tuesday", [[("goblet-squat", 3)], [("romanian-deadlift", 3)]])
    rules = {v.rule for v in validate_week(week.model_copy(update={"days": days}), GYM, NOW)}
    assert {"R6", "R7"} <= rules


def test_illegal_supersets_are_r8() -> None:
    assert "R8" in _rules(
        _day("monday", [[("barbell-back-squat", 3), ("barbell-bent-over-row", 3)]])
    )
    assert "R8" in _rules(_day("monday", [[("db-lateral-raise", 3), ("face-pull", 3)]]))
    three = [[("standing-db-bicep-curl", 2), ("cable-rope-tricep-pushdown", 2), ("plank", 2)]]
    assert "R8" in _rules(_day("monday", three))
    assert "R8" not in _rules(
        _day("monday", [[("standing-db-bicep-curl", 3), ("skull-crusher", 3)]])
    )


def test_bad_reps_rir_or_a_load_without_basis_is_r9() -> None:
    day = _day("monday", [[("flat-db-bench-press", 3)], [("skull-crusher", 3)]])
    day.blocks[0].exercises[0].target_rir = 0
    day.blocks[1].exercises[0].suggested_load, day.blocks[1].exercises[0].load_unit = 20, "lb"
    assert "R9" in _rules(day)


def test_a_session_longer_than_the_minutes_is_r10() -> None:
    short = GYM.model_copy(update={"session_minutes": 20})
    assert "R10" in _rules(
        _day("monday", [[("flat-bb-bench-press", 4)], [("lat-pulldown", 4)]]), short
    )


def test_wrong_dates_and_duplicates_are_r11() -> None:
    day = _day("monday", [[("push-up", 2)], [("push-up", 2)]])
    assert "R11" in _rules(day)
    week = generate_week(GYM, WEEK, NOW)
    days = dict(week.days)
    days["tuesday"] = days["tuesday"].model_copy(update={"date": WEEK})
    assert any(
        v.rule == "R11" for v in validate_week(week.model_copy(update={"days": days}), GYM, NOW)
    )


def test_protections_and_events_are_r12_only_while_active() -> None:
    back = GYM.model_copy(
        update={"restrictions": [Restriction(body_part="lower_back", severity="chronic")]}
    )
    assert "R12" in _rules(_day("monday", [[("conventional-deadlift", 3)]]), back)
    sore = Restriction(body_part="shoulder", severity="soreness", until=NOW + timedelta(hours=30))
    shoulder = GYM.model_copy(update={"restrictions": [sore]})
    assert "R12" in _rules(_day("tuesday", [[("standing-overhead-press", 3)]]), shoulder)
    # the soreness ends on Tuesday afternoon: Wednesday is free again
    assert "R12" not in _rules(_day("wednesday", [[("standing-overhead-press", 3)]]), shoulder)
    hamstrings = GYM.model_copy(
        update={"restrictions": [Restriction(body_part="Hamstrings", severity="soreness")]}
    )
    assert "R12" in _rules(_day("monday", [[("romanian-deadlift", 3)]]), hamstrings)
    game = Event(name="Derby", on=WEEK + timedelta(days=3), spare=["Quads"])
    legs = GYM.model_copy(update={"events": [game]})
    assert "R12" in _rules(_day("tuesday", [[("leg-press", 3)]]), legs)
    assert "R12" not in _rules(_day("monday", [[("leg-press", 3)]]), legs)


def test_a_generated_week_parses_back_from_json() -> None:
    week = generate_week(ONBOARDING, WEEK, NOW)
    again = Week.model_validate_json(week.model_dump_json())
    assert validate_week(again, ONBOARDING, NOW) == []
