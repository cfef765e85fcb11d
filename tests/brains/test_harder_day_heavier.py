"""A day asked to be harder when the week has no room for more sets: its main lifts go
heavier (a rep range two lower, same lifts and sets), and the summary the user reads says
so instead of "fewer sets or shorter rests"."""

from __future__ import annotations

from fitcoach.brains.local import plan_view as pv
from fitcoach.brains.local.plan_day import _heavier_main_lifts
from fitcoach.i18n.changes import describe_day
from fitcoach.programming.models import Week


def _training_day(plan: Week) -> str:
    return next(day for day in pv.training_weekdays(plan))


def test_the_main_lifts_go_heavier_with_the_same_sets(plan: Week) -> None:
    day = _training_day(plan)
    planned = plan.days[day]
    op = _heavier_main_lifts(day, planned)
    assert op is not None and op.day == day
    before = [(i.exercise_id, i.target_sets) for b in planned.blocks for i in b.exercises]
    after = [(i.exercise_id, i.sets) for b in op.blocks for i in b]
    assert before == after
    first = planned.blocks[0].exercises[0]
    low = int(first.target_reps.split("-")[0])
    assert op.blocks[0][0].reps.startswith(f"{low - 2}-")


def test_a_heavier_day_is_described_as_heavier_in_every_language(plan: Week) -> None:
    day = _training_day(plan)
    old = plan.days[day]
    new = old.model_copy(deep=True)
    item = new.blocks[0].exercises[0]
    low, high = (int(n) for n in item.target_reps.split("-"))
    item.target_reps = f"{low - 2}-{high - 2}"
    assert "heavier" in describe_day(old, new, day, "en")
    for lang in ("pl", "th", "ja"):
        text = describe_day(old, new, day, lang)
        assert "fewer sets" not in text and str(new.duration_minutes) in text
