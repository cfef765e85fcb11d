"""What a user notices when the coach acts on a clear request (issue 8, acting classes):
pain changes the lift that hurts where it is loaded, not an unrelated day; an event that
takes a training day moves or clears it; two rest days at once; one more set of a lift
already in the day; a longer day; a named lift put into today; a lift word named for a
day that holds none of it.

The plan is the persona week of `brain_support`: Monday upper (incline press, seated DB
press...), Tuesday legs with lateral raises, Thursday upper (flat press, Arnold press...),
Friday legs; the clock is Monday 14 Sep 2026.
"""

from __future__ import annotations

from datetime import timedelta

from brain_support import NOW, FixedTools, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.brains.local import plan_view as pv
from fitcoach.programming.models import Week
from fitcoach.programming.ops import (
    AddWork,
    Avoid,
    FitToTime,
    Lighten,
    MoveDay,
    RestDay,
    SetDay,
)

brain = LocalBrain()
GYM = staple("m1", "equipment", "Home gym with dumbbells up to 50 lb and an adjustable bench.")
GOAL = staple("m2", "goal", "Hypertrophy focus; 4 days/week (Mon, Tue, Thu, Fri), 45 min.")
MEMORY = [GYM, GOAL]


def _decide(message: str, plan: Week, tools: FixedTools, **kw: object):
    return brain.decide(make_context(message, plan=plan, memory=MEMORY, **kw), tools)  # type: ignore[arg-type]


# ---- pain: the lift that hurts, where it is loaded -----------------------------------------


def test_a_sore_shoulder_and_a_day_without_pressing_protects_the_pressing_day(
    plan: Week, tools: FixedTools
) -> None:
    # Tuesday (tomorrow) is a leg day; the pressing is on Thursday.
    decision = _decide(
        "my right shoulder hurts when I raise my arm, go easy on the pushing tomorrow",
        plan,
        tools,
    )
    assert decision.route == "UPDATE_DAY"
    assert decision.target_day is not None
    assert pv.day_needs_protection(plan.days[decision.target_day], "shoulder")
    # Nothing is shortened: the day changes what loads the shoulder, not its other lifts.
    assert not any(isinstance(op, FitToTime) for op in decision.plan_ops)
    (avoid,) = [op for op in decision.plan_ops if isinstance(op, Avoid)]
    assert "shoulder" in avoid.body_parts
    assert [m.target_tier for m in decision.memory_mutations] == ["tier_2_physiological"]


def test_the_same_in_japanese(plan: Week, tools: FixedTools) -> None:
    decision = _decide("右肩が少し痛い。明日は押す種目を軽めにして", plan, tools)
    assert decision.route == "UPDATE_DAY" and decision.target_day != "tuesday"
    assert not any(isinstance(op, FitToTime) for op in decision.plan_ops)


def test_a_named_lift_on_a_later_day_is_changed_there(plan: Week, tools: FixedTools) -> None:
    tuesday = NOW + timedelta(days=1)
    decision = _decide(
        "left shoulder pinches a bit, can we swap the arnold press for something",
        plan,
        tools,
        now=tuesday,
        selected_day="tuesday",
    )
    assert (decision.route, decision.target_day) == ("UPDATE_DAY", "thursday")
    assert not any(isinstance(op, FitToTime) for op in decision.plan_ops)


def test_a_named_lift_that_nothing_ahead_holds_leaves_the_day_whole(
    plan: Week, tools: FixedTools
) -> None:
    # Friday, the last session of the week, is a leg day: no pressing left to change.
    friday = NOW + timedelta(days=4)
    decision = _decide(
        "shoulder is cranky today, swap the arnold press please",
        plan,
        tools,
        now=friday,
        selected_day="friday",
    )
    assert decision.route == "NONE" and not decision.plan_ops
    # The strain is still remembered.
    assert [m.target_tier for m in decision.memory_mutations] == ["tier_2_physiological"]


# ---- events that take a training day -----------------------------------------------------


def test_an_event_on_a_training_day_with_a_move_asked_moves_the_session(
    plan: Week, tools: FixedTools
) -> None:
    decision = _decide(
        "heads up, my brother's wedding is this friday so I can't train that day, "
        "can we shift the session to saturday?",
        plan,
        tools,
    )
    assert decision.route == "UPDATE_WEEK"
    assert MoveDay(from_day="friday", to_day="saturday") in decision.plan_ops
    assert [m.target_tier for m in decision.memory_mutations] == ["tier_3_situational"]


def test_the_same_in_polish(plan: Week, tools: FixedTools) -> None:
    decision = _decide(
        "w piątek mam chrzciny bratanka, nie dam rady na siłownię, przenieśmy trening na sobotę",
        plan,
        tools,
    )
    assert MoveDay(from_day="friday", to_day="saturday") in decision.plan_ops
    assert decision.route == "UPDATE_WEEK"


def test_no_lifting_on_the_event_day_clears_it_and_a_light_day_is_lightened(
    plan: Week, tools: FixedTools
) -> None:
    decision = _decide(
        "judo tournament week! no lifting friday obviously. can thursday be really light",
        plan,
        tools,
    )
    assert RestDay(day="friday") in decision.plan_ops
    # A light day keeps its length and is done easier (issue 8), not shortened.
    assert Lighten(day="thursday") in decision.plan_ops
    assert not any(isinstance(op, FitToTime) for op in decision.plan_ops)
    (event,) = [m for m in decision.memory_mutations if m.target_tier == "tier_3_situational"]
    assert event.entry is not None and "Fri" in event.entry["fact"]
    assert "Thu" not in event.entry["fact"]


# ---- two rest days, one more set, a longer day, a lift put into today ---------------------


def test_two_rest_days_at_once(plan: Week, tools: FixedTools) -> None:
    decision = _decide("work is insane, make tuesday and thursday rest days this week", plan, tools)
    assert decision.route == "UPDATE_WEEK"
    assert decision.plan_ops == [RestDay(day="tuesday"), RestDay(day="thursday")]


def test_two_rest_days_in_japanese_and_thai(plan: Week, tools: FixedTools) -> None:
    for message in ("今週は火曜と木曜を休みにしてください", "สัปดาห์นี้ขอให้วันอังคารกับวันพฤหัสเป็นวันพักนะ"):
        decision = _decide(message, plan, tools)
        assert decision.plan_ops == [RestDay(day="tuesday"), RestDay(day="thursday")], message


def test_one_more_set_of_a_lift_already_in_the_day(plan: Week, tools: FixedTools) -> None:
    before = {
        item.exercise_id: item.target_sets
        for block in plan.days["thursday"].blocks
        for item in block.exercises
    }
    decision = _decide("add one more set of bench press on thursday", plan, tools)
    assert (decision.route, decision.target_day) == ("UPDATE_DAY", "thursday")
    (op,) = decision.plan_ops
    assert isinstance(op, SetDay)
    after = {entry.exercise_id: entry.sets for block in op.blocks for entry in block}
    assert after["flat-db-bench-press"] == before["flat-db-bench-press"] + 1
    # Every other lift keeps its sets.
    assert {k: v for k, v in after.items() if k != "flat-db-bench-press"} == {
        k: v for k, v in before.items() if k != "flat-db-bench-press"
    }


def test_a_longer_day_gets_more_work_or_an_honest_no(plan: Week, tools: FixedTools) -> None:
    decision = _decide("can tuesday be 70 minutes this week, I have the time", plan, tools)
    assert "already fits" not in decision.message
    if decision.route != "NONE":
        (op,) = decision.plan_ops
        assert isinstance(op, AddWork) and op.day == "tuesday"


def test_a_named_lift_put_into_today_in_japanese(plan: Week, tools: FixedTools) -> None:
    friday = NOW + timedelta(days=4)
    decision = _decide(
        "今日のメニューにショルダープレスも入れてほしい",
        plan,
        tools,
        now=friday,
        selected_day="friday",
    )
    assert (decision.route, decision.target_day) == ("UPDATE_DAY", "friday")
    (op,) = decision.plan_ops
    assert isinstance(op, AddWork) and op.day == "friday"
    assert op.exercises or "Shoulders" in op.muscles
    assert not decision.suggestions


# ---- a lift word for a day that holds none of it ------------------------------------------


def test_a_swap_on_a_day_without_that_lift_names_where_it_is(plan: Week, tools: FixedTools) -> None:
    decision = _decide(
        "on thursday swap the squats for something, the rack is always taken", plan, tools
    )
    assert decision.route == "NONE" and not decision.plan_ops
    # The reply names the week's own squat and its day, not a catalog stranger.
    assert "Goblet" in decision.message and "Tuesday" in decision.message


def test_rest_days_are_the_days_of_the_asking_sentence(plan: Week, tools: FixedTools) -> None:
    decision = _decide(
        "family emergency, can you make monday and tuesday rest days? I'll still do friday",
        plan,
        tools,
    )
    assert decision.plan_ops == [RestDay(day="monday"), RestDay(day="tuesday")]


def test_a_swap_for_tomorrow_without_that_lift_leaves_another_day_alone(
    plan: Week, tools: FixedTools
) -> None:
    # Tomorrow (Tuesday) is a leg day; the Arnold press is on Thursday.
    decision = _decide("tomorrow swap the arnold press for something else please", plan, tools)
    assert decision.route == "NONE" and not decision.plan_ops
    assert "Thursday" in decision.message


def test_a_swap_found_on_the_only_day_that_has_it_uses_the_lift_asked_for(
    plan: Week, tools: FixedTools
) -> None:
    decision = _decide("can you swap the planks for dead bugs", plan, tools)
    assert (decision.route, decision.target_day) == ("UPDATE_DAY", "friday")
    (swap,) = decision.plan_ops
    assert swap.exercise_id == "plank"  # type: ignore[union-attr]
    assert swap.replacement_id == "dead-bug"  # type: ignore[union-attr]


def test_friday_too_after_a_lighter_wednesday_lightens_friday(
    plan: Week, tools: FixedTools
) -> None:
    from fitcoach.contracts.decision import Turn as Past

    first = "can thursday be a bit lighter please, barely slept"
    context = make_context("ศุกร์ด้วยค่ะ", plan=plan, memory=MEMORY)
    context.recent_turns = [Past(user=first, coach="Staged.", route="UPDATE_DAY", at=NOW)]
    decision = brain.decide(context, tools)
    assert (decision.route, decision.target_day) == ("UPDATE_DAY", "friday")
    # A light day, not a short one (issue 8): the day is lightened, not cut.
    (light,) = decision.plan_ops
    assert isinstance(light, Lighten) and light.day == "friday"


def test_a_set_added_to_a_lift_word_goes_to_the_days_own_variant(
    plan: Week, tools: FixedTools
) -> None:
    # Friday squats with the goblet box squat; "the squats" are that lift.
    decision = _decide("add a set to my squats on friday", plan, tools)
    assert (decision.route, decision.target_day) == ("UPDATE_DAY", "friday")
    (op,) = decision.plan_ops
    assert isinstance(op, SetDay)
    sets = {entry.exercise_id: entry.sets for block in op.blocks for entry in block}
    before = {i.exercise_id: i.target_sets for b in plan.days["friday"].blocks for i in b.exercises}
    assert sets["goblet-box-squat"] == before["goblet-box-squat"] + 1


def test_a_move_asked_with_the_japanese_potential_form_moves_the_session(
    plan: Week, tools: FixedTools
) -> None:
    decision = _decide("金曜は姉の結婚式だから土曜にずらせる？", plan, tools)
    assert decision.route == "UPDATE_WEEK"
    assert MoveDay(from_day="friday", to_day="saturday") in decision.plan_ops
