"""Issue 8: a pain said with a clear request for one day changes that day, even when no
protection rule forbids what is on it: the lifts there that load the sore part are traded
for gentler ones of the same pattern (a flat press for a floor press on a pinchy
shoulder), else the day is lightened; never "that day already keeps load off it".

The plan is the persona week of `brain_support` (Tuesday: goblet squat, RDL, wall sit,
lateral raises, calf raises; the lateral raise is Tuesday's only shoulder work).
"""

from __future__ import annotations

import pytest
from brain_support import FixedTools, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.brains.local import plan_view as pv
from fitcoach.catalog import registry
from fitcoach.programming.models import Week
from fitcoach.programming.ops import Lighten, Swap

brain = LocalBrain()
MEMORY = [
    staple("m1", "equipment", "Home gym with dumbbells up to 50 lb and an adjustable bench."),
    staple("m2", "goal", "Hypertrophy focus; 4 days/week (Mon, Tue, Thu, Fri), 45 min."),
]


@pytest.mark.parametrize(
    "message",
    [
        "tweaked my shoulder at work, can you sort tuesday so it doesn't make it worse",
        "shoulder is a bit pinchy since yesterday, please adjust tuesday around it",
        "my shoulder's grumpy today, change tuesday so it doesn't aggravate it",
    ],
)
def test_a_day_asked_to_spare_a_sore_part_is_changed_there(
    plan: Week, tools: FixedTools, message: str
) -> None:
    assert not pv.day_needs_protection(plan.days["tuesday"], "shoulder")

    decision = brain.decide(make_context(message, plan=plan, memory=MEMORY), tools)

    assert decision.route == "UPDATE_DAY"
    assert decision.target_day == "tuesday"
    assert [m.target_tier for m in decision.memory_mutations] == ["tier_2_physiological"]
    assert decision.plan_ops
    for op in decision.plan_ops:
        assert isinstance(op, Swap | Lighten)
        if isinstance(op, Swap):
            assert op.day == "tuesday"
            assert op.replacement_id is not None
            assert not pv.loads_part(registry.CATALOG[op.replacement_id], "shoulder")
    assert "already keeps load off" not in decision.message
