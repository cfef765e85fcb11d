"""A time limit on a day already shorter than it fits as it is (issue 8, fit details):
"40 min max", "only 60", "45 instead of 60", "picking up a shift" never grow the day with
added work (asking for a longer day is covered by the acting-class tests).

The plan is the persona week of `brain_support` (Mon/Tue/Thu/Fri, about 45 minutes each);
the clock is Monday 14 Sep 2026.
"""

from __future__ import annotations

import pytest
from brain_support import FixedTools, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.programming.models import Week

brain = LocalBrain()
MEMORY = [
    staple("m1", "equipment", "Home gym with dumbbells up to 50 lb and an adjustable bench."),
    staple("m2", "goal", "Hypertrophy focus; 4 days/week (Mon, Tue, Thu, Fri), 45 min."),
]


@pytest.mark.parametrize(
    "message",
    [
        "friday 60 min max, got a thing after work",
        "can thursday be 55 min, picking up an extra shift",
        "make tuesday 50 min instead of 70",
        "w piątek maks 60 minut, biorę nadgodziny",
        "วันศุกร์ขอแค่ 60 นาทีพอนะ",
        "金曜は60分以内でお願い",
    ],
)
def test_a_cap_above_the_days_length_leaves_the_day_as_it_is(
    plan: Week, tools: FixedTools, message: str
) -> None:
    decision = brain.decide(make_context(message, plan=plan, memory=MEMORY), tools)  # type: ignore[arg-type]
    assert decision.route == "NONE"
    assert decision.plan_ops == []


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("tuesday feels way too easy, make it harder", "tuesday"),
        ("วันอังคารง่ายไป ช่วยทำให้หนักขึ้นหน่อย", "tuesday"),
        ("金曜のメニューもっとキツくして", "friday"),
    ],
)
def test_a_harder_day_whose_lead_muscle_is_capped_adds_for_another_of_its_muscles(
    plan: Week, tools: FixedTools, message: str, day: str
) -> None:
    from fitcoach.agent.profile import build_profile
    from fitcoach.brains.local.plan_day import _lead_muscle
    from fitcoach.programming.engine import apply_ops
    from fitcoach.programming.ops import AddWork

    context = make_context(message, plan=plan, memory=MEMORY)
    profile = build_profile(MEMORY, "lb", context.now, "UTC")
    lead = _lead_muscle(plan.days[day])  # type: ignore[index]
    capped = apply_ops(
        plan, [AddWork(day=day, muscles=[lead])], profile, plan.week_start_date, context.now
    )  # type: ignore[arg-type]
    assert capped.refusals, "the fixture's lead muscle must be at its caps"

    decision = brain.decide(context, tools)  # type: ignore[arg-type]
    assert (decision.route, decision.target_day) == ("UPDATE_DAY", day)
    result = apply_ops(plan, decision.plan_ops, profile, plan.week_start_date, context.now)
    assert result.summaries and not result.refusals
