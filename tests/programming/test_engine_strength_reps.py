"""Strength rep ranges follow the load: three to six only where the gear is heavy enough,
six to ten on light dumbbells and on push-ups and pull-ups."""

from __future__ import annotations

import pytest

from fitcoach.catalog import CATALOG
from fitcoach.programming.assemble import make_item
from fitcoach.programming.generator import generate_week
from fitcoach.programming.models import TrainingProfile, Unit

from .profiles import NOW, WEEK

GARAGE = frozenset({"barbell", "squat rack", "flat bench", "dumbbells", "pull-up bar"})


def _items(profile: TrainingProfile) -> list[tuple[str, str]]:
    week = generate_week(profile, WEEK, NOW)
    return [
        (i.exercise_id, i.target_reps)
        for d in week.days.values()
        for b in d.blocks
        for i in b.exercises
    ]


@pytest.mark.parametrize(("cap", "unit"), [(12, "kg"), (25, "lb"), (4, "kg")])
def test_strength_on_light_dumbbells_never_prescribes_three_to_six(cap: float, unit: Unit) -> None:
    profile = TrainingProfile(
        gear=frozenset({"dumbbells", "flat bench", "pull-up bar"}),
        max_dumbbell=cap,
        unit=unit,
        goal="strength",
        days_per_week=3,
    )
    items = _items(profile)
    assert items and not [x for x in items if x[1] == "3-6"], items
    for slug, reps in items:
        exercise = CATALOG[slug]
        if exercise.is_compound and exercise.kind != "Core":
            assert reps in ("6-10", "8-12"), (slug, reps)


def test_strength_keeps_three_to_six_on_heavy_barbell_and_dumbbell_compounds() -> None:
    profile = TrainingProfile(
        gear=GARAGE, max_dumbbell=90, goal="strength", days_per_week=4, session_minutes=75
    )
    items = _items(profile)
    heavy = [
        (s, r)
        for s, r in items
        if CATALOG[s].priority == 1 and CATALOG[s].load_implement in ("barbell", "dumbbell")
    ]
    assert heavy and all(r == "3-6" for _, r in heavy), heavy
    push = [(s, r) for s, r in items if s in ("push-up", "pull-up")]
    assert all(r == "6-10" for _, r in push), push


def test_push_ups_and_pull_ups_for_strength_get_six_to_ten() -> None:
    profile = TrainingProfile(gear=frozenset({"pull-up bar"}), goal="strength")
    for slug in ("push-up", "pull-up"):
        assert make_item(CATALOG[slug], 3, profile).target_reps == "6-10"
