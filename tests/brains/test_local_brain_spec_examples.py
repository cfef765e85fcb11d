"""The spec's own example inputs, through the real NLU and the local brain (`decide`)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from brain_support import FixedTools, make_context

from fitcoach import nlu
from fitcoach.brains.local import LocalBrain
from fitcoach.brains.local.text import count_sentences
from fitcoach.programming.models import Week

# The NLU is part of the product: without `understand` every test here fails, never skips.
assert hasattr(nlu, "understand")

brain = LocalBrain()

ONBOARDING = [
    "Hi! I'm 32 and I train at home. I have adjustable dumbbells up to 50 lbs and an "
    "adjustable bench. I want to build muscle (especially chest and delts), but my lower back "
    "hurts when I do heavy deadlifts. I can train 4 days a week, around 45 minutes per session.",
    "Cześć! Mam 32 lata i trenuję w domu. Mam regulowane hantle do 22 kg i regulowaną ławkę. "
    "Chcę zbudować mięśnie (zwłaszcza klatkę piersiową i barki), ale bolą mnie plecy, gdy robię "
    "ciężkie martwe ciągi. Mogę trenować 4 dni w tygodniu, około 45 minut na sesję.",
    "こんにちは。32 歳で、自宅でトレーニングしています。"
    "最大 50 ポンドの可変式ダンベルと可変式ベンチがあります。"
    "筋肉（特に胸と三角筋）をつけたいのですが、"
    "重いデッドリフトをすると腰が痛くなります。"
    "週に 4 日、1 回あたり 45 分ほどトレーニングできます。",
]


@pytest.mark.parametrize("message", ONBOARDING)
def test_onboarding_example(message: str) -> None:
    decision = brain.decide(make_context(message), FixedTools())
    assert decision.route == "UPDATE_WEEK" and decision.target_day is None
    categories = sorted(m.entry["category"] for m in decision.memory_mutations)
    assert categories == ["chronic_condition", "equipment", "goal"]
    equipment = next(m for m in decision.memory_mutations if m.entry["category"] == "equipment")
    assert ("22 kg" in equipment.entry["fact"]) == ("22 kg" in message)


DAY_EDIT = [
    "I only have 30 minutes for Monday's workout instead of 45. Keep the chest focus but cut "
    "the unnecessary stuff (the fluff).",
    "W poniedziałek mam tylko 30 minut na trening zamiast 45. Skup się na klatce piersiowej, "
    "ale usuń zbędne informacje",
    "ฉันมีเวลาออกกำลังกายในวันจันทร์แค่ 30 นาทีแทนที่จะเป็น 45 นาที เน้นที่หน้าอกเหมือนเดิม แต่ตัดส่วนที่ไม่จำเป็นออก",
    "月曜日のワークアウトは 45 分ではなく 30 分しか時間がありません。"
    "胸に焦点を当てたまま、余計な部分をカットして。",
]


@pytest.mark.parametrize("message", DAY_EDIT)
def test_day_edit_example(message: str, plan: Week) -> None:
    decision = brain.decide(make_context(message, plan=plan), FixedTools())
    assert decision.route == "UPDATE_DAY" and decision.target_day == "monday"
    assert decision.memory_mutations == []
    assert count_sentences(decision.message) <= 3


def test_week_overhaul_example(plan: Week) -> None:
    message = (
        "I want to switch things up. Move my training days to Monday, Wednesday, Friday and "
        "Saturday, and make Saturday a dedicated arms-and-shoulders day."
    )
    decision = brain.decide(make_context(message, plan=plan), FixedTools())
    assert decision.route == "UPDATE_WEEK" and decision.target_day is None
    (op,) = decision.plan_ops
    assert op.op == "build_week"
    assert op.training_days == ["monday", "wednesday", "friday", "saturday"]
    assert "saturday" in op.day_focus


def test_swap_example(plan: Week) -> None:
    message = "The bench is taken. What can I do right now instead of the Incline DB Bench Press?"
    decision = brain.decide(make_context(message, plan=plan), FixedTools())
    assert decision.route == "UPDATE_DAY" and decision.target_day == "monday"
    assert (
        count_sentences(decision.message.replace("{change:en}", "Monday: A → B, about 45 min")) <= 2
    )


def test_pain_example(plan: Week) -> None:
    message = (
        "My right shoulder feels sharp/pinchy and irritated today. I don't think I should do "
        "overhead lifting or heavy incline-bench work."
    )
    decision = brain.decide(make_context(message, plan=plan), FixedTools())
    assert decision.route == "UPDATE_DAY"
    (mutation,) = decision.memory_mutations
    assert mutation.target_tier == "tier_2_physiological"
    assert mutation.entry["expires_at"] == datetime(2026, 9, 19, 10, tzinfo=UTC).isoformat()


def test_event_example(plan: Week) -> None:
    message = (
        "I have a 36-hole golf tournament this Saturday. Make sure my back, forearms and "
        "shoulders aren't too fatigued going into the weekend."
    )
    decision = brain.decide(make_context(message, plan=plan), FixedTools())
    assert decision.route == "UPDATE_WEEK"
    (mutation,) = decision.memory_mutations
    assert mutation.target_tier == "tier_3_situational"
    assert mutation.entry["week_start_date"] == "2026-09-14"


def test_progress_and_technique_examples(plan: Week) -> None:
    tools = FixedTools()
    progress = brain.decide(
        make_context(
            "Should I increase the weight on my Incline DB Bench Press? What has my volume "
            "looked like over the last 3 weeks?",
            plan=plan,
        ),
        tools,
    )
    assert progress.route == "NONE"
    assert ("get_historical_exercise_logs", ("incline-db-bench-press", 3)) in tools.calls
    technique = brain.decide(
        make_context(
            "I struggle to feel my lats during dumbbell rows. I feel it mostly in my biceps and "
            "forearms. What should I change?"
        ),
        FixedTools(),
    )
    assert technique.route == "NONE" and "hook" in technique.message
