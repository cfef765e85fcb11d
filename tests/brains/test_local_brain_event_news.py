"""Events as users tell them: a trip with its dates in any language is stored with those
dates and the gear there; an event that is over is no new event (soreness said with it is
soreness, else the usual week comes back); a lifting meet this week keeps the big movers
fresh. The plan fixture trains Monday, Tuesday, Thursday and Friday; today is Monday 14
September 2026."""

from __future__ import annotations

from datetime import date

import pytest
from brain_support import FixedTools, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.contracts.decision import Decision
from fitcoach.programming.models import Week
from fitcoach.programming.ops import BuildWeek, ReduceLoad, RestDay

brain = LocalBrain()
GYM = staple("m1", "equipment", "Home gym with dumbbells up to 50 lb and a flat bench.")


def _decide(message: str, plan: Week, tools: FixedTools) -> Decision:
    return brain.decide(make_context(message, plan=plan, memory=[GYM]), tools)


def _tiers(decision: Decision) -> list[tuple[str, str]]:
    return [(m.operation, m.target_tier) for m in decision.memory_mutations]


def _event_payload(decision: Decision) -> dict[str, object]:
    (mutation,) = [m for m in decision.memory_mutations if m.target_tier == "tier_3_situational"]
    assert mutation.operation == "CREATE" and mutation.entry is not None
    payload = mutation.entry["payload"]
    assert isinstance(payload, dict)
    return payload


@pytest.mark.parametrize(
    ("message", "start", "end"),
    [
        (
            "来週の火曜(22日)から金曜(25日)まで福岡に出張します。ホテルにはダンベル10kgしかない",
            date(2026, 9, 22),
            date(2026, 9, 25),
        ),
        (
            "w przyszłym tygodniu delegacja, od środy 23.09 do piątku 25.09, w hotelu tylko "
            "hantle do 12 kg",
            date(2026, 9, 23),
            date(2026, 9, 25),
        ),
        (
            "work trip sep 22-25, the hotel gym has dumbbells to 30 lb",
            date(2026, 9, 22),
            date(2026, 9, 25),
        ),
    ],
)
def test_a_trip_is_stored_with_its_own_dates(
    message: str, start: date, end: date, plan: Week, tools: FixedTools
) -> None:
    payload = _event_payload(_decide(message, plan, tools))
    assert (payload["start"], payload["end"]) == (start.isoformat(), end.isoformat())
    assert payload["kind"] == "trip"
    assert "dumbbells" in payload["gear"]  # type: ignore[operator]


def test_a_hotel_without_a_gym_is_bodyweight_only(plan: Week, tools: FixedTools) -> None:
    message = "24-27 ก.ย. ไปเที่ยวเชียงใหม่ค่ะ โรงแรมไม่มียิม ใช้ได้แค่ตัวเปล่า"
    payload = _event_payload(_decide(message, plan, tools))
    assert payload["gear"] == ["bodyweight"]


def test_a_return_next_week_rests_no_day_of_this_week_before_the_trip(
    plan: Week, tools: FixedTools
) -> None:
    message = "flying to Rome thursday the 17th for a friend's wedding, back monday 21st"
    decision = _decide(message, plan, tools)
    rested = sorted(op.day for op in decision.plan_ops if isinstance(op, RestDay))
    assert rested == ["friday", "thursday"]
    payload = _event_payload(decision)
    assert (payload["start"], payload["end"]) == ("2026-09-17", "2026-09-21")


@pytest.mark.parametrize(
    "message",
    [
        "race is done! hamstrings are wrecked though",
        "Skończyłem zawody! łydki mam zabite",
        "大会が終わりました！太ももがかなり筋肉痛です",
        "แข่งจบแล้วค่ะ ตอนนี้ต้นขาปวดมาก",
    ],
)
def test_soreness_after_the_event_is_soreness_not_a_new_event(
    message: str, plan: Week, tools: FixedTools
) -> None:
    tiers = _tiers(_decide(message, plan, tools))
    assert ("CREATE", "tier_2_physiological") in tiers
    assert all(tier != "tier_3_situational" for _, tier in tiers)


@pytest.mark.parametrize(
    "message",
    [
        "tournament's over, we took second! back to my normal schedule this week please",
        "the meet is done, put me back on my usual training",
        "Po zawodach, wracam do normalnego treningu od tego tygodnia",
    ],
)
def test_after_the_event_the_usual_week_comes_back(
    message: str, plan: Week, tools: FixedTools
) -> None:
    decision = _decide(message, plan, tools)
    assert decision.route == "UPDATE_WEEK"
    assert any(isinstance(op, BuildWeek) for op in decision.plan_ops)
    assert not decision.memory_mutations


@pytest.mark.parametrize(
    "message",
    [
        "entered a powerlifting meet this saturday the 19th, keep me fresh for it",
        "doing a deadlift meet on saturday, set the week up so I'm fresh",
    ],
)
def test_a_lifting_meet_this_week_keeps_the_big_movers_fresh(
    message: str, plan: Week, tools: FixedTools
) -> None:
    decision = _decide(message, plan, tools)
    assert decision.route in ("UPDATE_WEEK", "UPDATE_DAY")
    (op,) = [op for op in decision.plan_ops if isinstance(op, ReduceLoad)]
    assert {"Quads", "Back"} <= set(op.muscles)
    assert ("CREATE", "tier_3_situational") in _tiers(decision)


@pytest.mark.parametrize(
    ("message", "days"),
    [
        (
            "my in-laws are staying with us this week so could we do just two days, wed and sat?",
            ["saturday", "wednesday"],
        ),
        (
            "my parents are visiting this week, only 2 days please: monday and thursday",
            ["monday", "thursday"],
        ),
    ],
)
def test_a_visit_this_week_with_the_days_asked_rebuilds_the_week_and_notes_it(
    message: str, days: list[str], plan: Week, tools: FixedTools
) -> None:
    decision = _decide(message, plan, tools)
    assert decision.route == "UPDATE_WEEK"
    (op,) = [op for op in decision.plan_ops if isinstance(op, BuildWeek)]
    assert sorted(op.training_days or []) == days
    assert ("CREATE", "tier_3_situational") in _tiers(decision)
    assert all(tier != "tier_1_staples" for _, tier in _tiers(decision))


@pytest.mark.parametrize(
    "message",
    [
        "今週は友達が泊まりに来るので、トレーニングは2日だけにしてください。火曜と金曜で。",
        "this week just two days please, tuesday and saturday",
    ],
)
def test_a_count_with_the_days_named_is_the_weeks_days(
    message: str, plan: Week, tools: FixedTools
) -> None:
    decision = _decide(message, plan, tools)
    assert decision.route == "UPDATE_WEEK"
    (op,) = [op for op in decision.plan_ops if isinstance(op, BuildWeek)]
    assert op.training_days is not None and len(op.training_days) == 2


@pytest.mark.parametrize(
    "message",
    [
        "only 2 days this week, my sister and her kids are visiting",
        "w tym tygodniu tylko dwa dni, odwiedzają nas teściowie",
    ],
)
def test_a_visit_week_leaves_the_usual_schedule_in_the_goal(
    message: str, plan: Week, tools: FixedTools
) -> None:
    goal = staple("g1", "goal", "Strength focus; 4 days/week (Monday, Tuesday, Thursday, Friday).")
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM, goal]), tools)
    assert decision.route == "UPDATE_WEEK"
    (op,) = [op for op in decision.plan_ops if isinstance(op, BuildWeek)]
    assert op.days_per_week == 2 or len(op.training_days or []) == 2
    tiers = _tiers(decision)
    assert ("CREATE", "tier_3_situational") in tiers
    assert all(tier != "tier_1_staples" for _, tier in tiers)
