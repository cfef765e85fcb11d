"""The training profile is read from payloads only, a trip's gear holds on the trip's dates
only, and an exclusion the user stated stays out of every plan the engine builds."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from fitcoach.agent.profile import build_profile
from fitcoach.catalog import CATALOG
from fitcoach.memory.models import MemoryItem, Tier1Entry, Tier3Entry
from fitcoach.memory.payloads import (
    EquipmentPayload,
    EventPayload,
    GoalPayload,
    PreferencePayload,
    Schedule,
)
from fitcoach.programming.engine import apply_ops
from fitcoach.programming.ops import AddWork, BuildWeek
from fitcoach.weekdays import WEEKDAYS, date_in_week

NOW = datetime(2026, 9, 14, 10, tzinfo=UTC)  # a Monday
MONDAY = date(2026, 9, 14)


def item(id_: str, entry: Tier1Entry | Tier3Entry, age: int = 0) -> MemoryItem:
    tier = "tier_3_situational" if isinstance(entry, Tier3Entry) else "tier_1_staples"
    at = NOW - timedelta(days=10 - age)
    return MemoryItem(id=id_, tier=tier, entry=entry, created_at=at, updated_at=at)


HOME = item(
    "gear",
    Tier1Entry(
        category="equipment", fact="Home gym with a barbell, a squat rack and dumbbells to 60 lb."
    ),
)
GOAL = item(
    "goal",
    Tier1Entry(
        category="goal",
        fact="Strength focus; 4 days/week (Monday, Tuesday, Thursday, Friday), 60 min.",
    ),
)


def test_the_profile_follows_the_payload_not_the_words():
    # The words say one thing, the payload (what the writer meant) another: the payload wins,
    # because the profile never re-reads a fact.
    entry = Tier1Entry(
        category="equipment",
        fact="Dumbbells up to 20 lb.",
        payload=EquipmentPayload(
            gear=["dumbbells", "flat bench"], dumbbells={"max": 30, "unit": "kg"}
        ),
    )
    goal = Tier1Entry(
        category="goal",
        fact="Get big.",
        payload=GoalPayload(
            kind="strength",
            words="Get big.",
            emphasis=["Back"],
            schedule=Schedule(days=["tuesday", "saturday"], minutes=50),
        ),
    )
    profile = build_profile([item("a", entry), item("b", goal)], "lb", NOW)
    assert profile.gear == {"dumbbells", "flat bench"}
    assert profile.max_dumbbell == 66.1  # 30 kg in the user's pounds
    assert profile.goal == "strength"
    assert profile.emphasis == ["Back"]
    assert profile.training_days == ["tuesday", "saturday"]
    assert profile.session_minutes == 50


def test_words_are_read_once_when_the_entry_is_made():
    entry = Tier1Entry(category="equipment", fact="Dumbbells up to 25 kg and a pull-up bar.")
    assert entry.payload is not None and entry.payload.type == "equipment"
    assert set(entry.payload.gear) == {"dumbbells", "pull-up bar"}
    assert entry.payload.dumbbells is not None and entry.payload.dumbbells.max == 25
    # A stored payload round-trips without the words being read again.
    again = Tier1Entry.model_validate(entry.model_dump(mode="json"))
    assert again.payload == entry.payload


def test_the_newest_schedule_wins():
    later = item(
        "sched",
        Tier1Entry(category="preference", fact="Now I can only train Saturday and Sunday, 30 min."),
        age=5,
    )
    profile = build_profile([GOAL, later], "lb", NOW)
    assert profile.training_days == ["saturday", "sunday"]
    assert profile.session_minutes == 30
    assert profile.goal == "strength"


def _trip(start: date, end: date, gear: list[str]) -> MemoryItem:
    return item(
        "trip",
        Tier3Entry(
            event="Trip to Berlin",
            fact="Trip to Berlin; hotel gym.",
            week_start_date=MONDAY,
            expires_at=datetime.combine(end + timedelta(days=1), datetime.min.time(), UTC),
            payload=EventPayload(kind="trip", start=start, end=end, place="Berlin", gear=gear),
        ),
    )


def test_trip_gear_holds_on_the_trip_dates_only():
    trip = _trip(date(2026, 9, 16), date(2026, 9, 18), ["dumbbells", "bodyweight"])
    profile = build_profile([HOME, GOAL, trip], "lb", NOW)
    assert "barbell" in profile.gear  # the permanent gear is untouched
    assert profile.gear_on(date(2026, 9, 15)) == profile.gear
    for day in (16, 17, 18):
        assert profile.gear_on(date(2026, 9, day)) == {"dumbbells", "bodyweight"}
    assert profile.gear_on(date(2026, 9, 19)) == profile.gear


def test_a_week_with_a_trip_uses_hotel_gear_inside_it_and_home_gear_outside():
    trip = _trip(date(2026, 9, 17), date(2026, 9, 18), ["dumbbells", "bodyweight"])
    profile = build_profile([HOME, GOAL, trip], "lb", NOW)
    result = apply_ops(None, [BuildWeek()], profile, MONDAY, NOW)
    assert result.summaries, result.refusals
    barbell_days, away_days = [], []
    for weekday, day in result.week.days.items():
        slugs = [e.exercise_id for block in day.blocks for e in block.exercises]
        needs = [CATALOG[s] for s in slugs]
        on = date_in_week(MONDAY, weekday)
        if on in (date(2026, 9, 17), date(2026, 9, 18)):
            away_days.append(weekday)
            assert all(e.available_with({"dumbbells"}) for e in needs), (weekday, slugs)
        elif any(not e.available_with({"dumbbells"}) for e in needs):
            barbell_days.append(weekday)
    assert {"thursday", "friday"} <= set(away_days)
    assert barbell_days, "home days should still use the barbell and rack"


def test_trip_gear_is_gone_once_the_trip_has_ended():
    trip = _trip(date(2026, 9, 7), date(2026, 9, 9), ["bodyweight"])
    profile = build_profile([HOME, trip], "lb", NOW)  # the trip expired on the 10th
    assert profile.away == []


def test_a_stated_exclusion_is_honoured_by_every_later_plan():
    never = item(
        "never", Tier1Entry(category="preference", fact="Prefers: please never give me lunges")
    )
    assert never.entry.payload == PreferencePayload(excluded_patterns=["lunge"])
    legs = BuildWeek(day_focus={"monday": ["Quads", "Glutes"], "thursday": ["Quads", "Glutes"]})
    gym = item(
        "gym",
        Tier1Entry(
            category="equipment",
            fact="Home gym with dumbbells up to 80 lb and an adjustable bench.",
        ),
    )
    without = build_profile([gym, GOAL], "lb", NOW)
    baseline = apply_ops(None, [legs], without, MONDAY, NOW)
    lunges = {s for s, e in CATALOG.items() if e.pattern == "lunge"}

    def used(result) -> set[str]:
        return {
            e.exercise_id
            for day in result.week.days.values()
            for block in day.blocks
            for e in block.exercises
        }

    assert used(baseline) & lunges, "the test needs a week that would hold a lunge"
    profile = build_profile([gym, GOAL, never], "lb", NOW)
    assert profile.excluded_patterns == {"lunge"}
    for week_start in (MONDAY, MONDAY + timedelta(days=7), MONDAY + timedelta(days=28)):
        result = apply_ops(None, [legs], profile, week_start, NOW)
        assert result.summaries, result.refusals
        assert not used(result) & lunges
    # Asking for one by name is refused with the reason, not slipped in.
    added = apply_ops(
        apply_ops(None, [legs], profile, MONDAY, NOW).week,
        [AddWork(day="monday", exercises=["db-walking-lunge"])],
        profile,
        MONDAY,
        NOW,
    )
    assert not added.summaries
    assert added.refusals == ["add work: pattern lunge is excluded (you asked not to get it)"]
    # Lifting it (the preference deleted) lets them back.
    assert (
        used(apply_ops(None, [legs], build_profile([gym, GOAL], "lb", NOW), MONDAY, NOW)) & lunges
    )


def test_an_excluded_exercise_slug_is_kept_out_too():
    never = item(
        "never",
        Tier1Entry(
            category="preference",
            fact="No goblet squats.",
            payload=PreferencePayload(excluded_exercises=["goblet-squat"]),
        ),
    )
    gym = item("gym", Tier1Entry(category="equipment", fact="Dumbbells up to 50 lb and a bench."))
    profile = build_profile([gym, GOAL, never], "lb", NOW)
    result = apply_ops(None, [BuildWeek(emphasis=["Quads"])], profile, MONDAY, NOW)
    assert result.summaries
    slugs = {
        e.exercise_id for d in result.week.days.values() for b in d.blocks for e in b.exercises
    }
    assert "goblet-squat" not in slugs
    assert len(WEEKDAYS) == len(result.week.days)


def test_owned_bells_and_bands_reach_the_plan():
    # "Kettlebells of 12, 16 and 24 kg and a set of bands": the profile carries the bells
    # (loads snap to them) and both gear tokens, so the week holds kettlebell and band work
    # loaded with bells the user owns, never a dumbbell they do not.
    gear = item(
        "gear",
        Tier1Entry(
            category="equipment",
            fact="Kettlebells of 12, 16 and 24 kg and resistance bands at home.",
            payload=EquipmentPayload(
                gear=["bodyweight"], kettlebells={"weights": [12, 16, 24], "unit": "kg"}, bands=True
            ),
        ),
    )
    goal = item(
        "goal",
        Tier1Entry(
            category="goal",
            fact="General fitness; 3 days/week (Tuesday, Thursday, Saturday), 40 min.",
            payload=GoalPayload(
                kind="general_fitness",
                schedule=Schedule(days=["tuesday", "thursday", "saturday"], minutes=40),
            ),
        ),
    )
    profile = build_profile([gear, goal], "kg", NOW)
    assert {"kettlebell", "resistance band"} <= profile.gear
    assert profile.kettlebells == [12.0, 16.0, 24.0]
    # the same bells in lb for a user who logs in lb
    assert build_profile([gear, goal], "lb", NOW).kettlebells == [26.5, 35.3, 52.9]

    result = apply_ops(None, [BuildWeek()], profile, MONDAY, NOW)
    items = [i for d in result.week.days.values() for b in d.blocks for i in b.exercises]
    implements = {CATALOG[i.exercise_id].implement_for(profile.gear) for i in items}
    assert {"kettlebell", "band"} <= implements
    assert "dumbbell" not in implements
    for i in items:
        if CATALOG[i.exercise_id].implement_for(profile.gear) == "kettlebell":
            assert i.suggested_load in (12.0, 16.0, 24.0), (i.name, i.suggested_load)
