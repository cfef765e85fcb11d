"""What a user notices from the v12 reading classes: a Thai or Japanese newcomer's full
profile builds a week at once, asking when to progress stages nothing, the day asked
about is edited rather than the shift named as the reason, recovery told before a
question ends the strain on file, and gear received as a present is remembered."""

from __future__ import annotations

from datetime import date, timedelta

from brain_support import NOW, FixedTools, item, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.memory.models import Tier2Entry
from fitcoach.programming.models import Week
from fitcoach.programming.ops import BuildWeek

brain = LocalBrain()
GYM = staple("m1", "equipment", "Home gym with dumbbells up to 50 lb and a flat bench.")


def test_a_thai_newcomer_with_short_days_and_hours_gets_a_week(tools: FixedTools) -> None:
    message = (
        "หวัดดีครับ อายุ 33 ยิมที่ทำงานมีบาร์เบล ดัมเบล เคเบิ้ล ครบ อยากเพิ่มกล้าม เล่น จ. พ. ศ. ครั้งละ 1 ชม. ครับ"
    )
    decision = brain.decide(make_context(message, units="kg"), tools)
    assert decision.route == "UPDATE_WEEK"
    assert {m.entry["category"] for m in decision.memory_mutations if m.entry} >= {
        "equipment",
        "goal",
    }


def test_a_japanese_newcomer_with_day_pairs_gets_a_four_day_week(tools: FixedTools) -> None:
    message = (
        "はじめまして。ジムにはバーベル、ダンベル、ケーブルがあります。筋肥大したいです。"
        "火金が上半身、月木が下半身で、1回50分くらい"
    )
    decision = brain.decide(make_context(message, units="kg"), tools)
    assert decision.route == "UPDATE_WEEK"
    (build,) = decision.plan_ops
    assert isinstance(build, BuildWeek)
    assert build.training_days == ["monday", "tuesday", "thursday", "friday"]
    assert build.session_minutes == 50


def test_asking_when_to_progress_stages_nothing(plan: Week, tools: FixedTools) -> None:
    message = "when should I move to sets of 5 instead of 8s on the press?"
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM]), tools)
    assert decision.route == "NONE"
    assert not decision.plan_ops and not decision.memory_mutations


def test_the_day_asked_about_is_edited_not_the_shift(plan: Week, tools: FixedTools) -> None:
    message = "picked up a night shift tue into wed. can thursday be 30 min instead of 45?"
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM]), tools)
    assert (decision.route, decision.target_day) == ("UPDATE_DAY", "thursday")


def test_recovery_told_before_a_question_ends_the_strain(plan: Week, tools: FixedTools) -> None:
    strain = item(
        "t2",
        Tier2Entry(
            body_part="shoulder",
            condition="minor_strain",
            fact="Left shoulder is tweaked (minor strain); no overhead pressing.",
            effective_date=date(2026, 9, 12),
            expires_at=NOW + timedelta(days=3),
        ),
    )
    message = "left shoulder is 100% again, no pinch at all. can I press overhead on friday?"
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM, strain]), tools)
    assert [(m.operation, m.memory_id) for m in decision.memory_mutations] == [("DELETE", "t2")]


def test_gear_received_as_a_present_is_remembered(plan: Week, tools: FixedTools) -> None:
    message = "my kids surprised me with a 35 lb kettlebell for my birthday!"
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM]), tools)
    (memory,) = [m for m in decision.memory_mutations if m.target_tier == "tier_1_staples"]
    assert memory.operation == "UPDATE" and "kettlebell" in memory.entry["fact"]


def test_a_goal_of_another_kind_stages_the_rebuilt_week(plan: Week, tools: FixedTools) -> None:
    goal = staple("g1", "goal", "General fitness focus: lose fat; 4 days/week, 45 min.")
    message = "change of plan: I'm not trying to lose weight anymore, I want to get strong"
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM, goal]), tools)
    assert decision.route == "UPDATE_WEEK"
    (memory,) = decision.memory_mutations
    # The goal given up is not written down as the new one.
    assert memory.entry is not None and memory.entry["fact"].startswith("Strength focus")


def test_the_same_goal_restated_only_offers_a_rebuild(plan: Week, tools: FixedTools) -> None:
    goal = staple("g1", "goal", "General fitness focus: lose fat; 4 days/week, 45 min.")
    message = "fat loss is still the main thing for me"
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM, goal]), tools)
    assert decision.route == "NONE" and not decision.plan_ops
