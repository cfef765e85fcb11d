"""Talk answered as a person would, in the user's language, changing nothing: a setback said
with self-blame gets empathy and a small restart (not "which lift?"), a win gets
congratulated (not a menu), "your favourite exercise?" gets a short human answer (not "I
won't guess"), a lift named on its own after a progress question gets that lift's numbers
(not its technique card), and "bench stuck while squat goes up" reads the bench."""

from __future__ import annotations

from typing import Any

from brain_support import NOW, FixedTools, make_context

from fitcoach.brains.local import LocalBrain
from fitcoach.contracts.decision import Decision
from fitcoach.contracts.decision import Turn as PastTurn
from fitcoach.programming.models import Week

brain = LocalBrain()


def _session(weight: float, reps: int, day: str) -> dict[str, Any]:
    return {
        "date": day,
        "sets": [{"weight": weight, "reps": reps, "rir": 1}] * 3,
        "best_set": {
            "weight": weight,
            "reps": reps,
            "estimated_1rm": round(weight * (1 + reps / 30), 1),
        },
    }


LOGS = FixedTools(
    history={
        "flat-db-bench-press": {
            "unit": "kg",
            "sessions": [
                _session(30, 8, "2026-09-11"),
                _session(30, 8, "2026-09-08"),
                _session(30, 8, "2026-09-04"),
            ],
        },
        "goblet-squat": {
            "unit": "kg",
            "sessions": [
                _session(24, 12, "2026-09-11"),
                _session(22, 12, "2026-09-08"),
                _session(20, 10, "2026-09-04"),
            ],
        },
    }
)


def _unchanged(decision: Decision) -> None:
    assert decision.route == "NONE"
    assert not decision.plan_ops and not decision.memory_mutations
    assert not decision.suggestions
    assert "Which" not in decision.message and not decision.message.startswith("**")


def test_a_setback_with_self_blame_gets_empathy_and_a_small_restart(
    plan: Week, tools: FixedTools
) -> None:
    for message, word in (
        ("missed the last three weeks, honestly I feel useless", "failure"),
        ("nie ćwiczyłam od miesiąca, czuję się jak porażka", "porażki"),
        ("ไม่ได้ไปฝึกเลยสามอาทิตย์ รู้สึกแย่กับตัวเองจัง", "ล้มเหลว"),
        ("最近ずっとサボってて、自分が情けないです", "失敗"),
    ):
        decision = brain.decide(make_context(message, plan=plan, units="kg"), tools)
        _unchanged(decision)
        assert word in decision.message, message


def test_a_first_session_done_is_celebrated(plan: Week, tools: FixedTools) -> None:
    for message, word in (
        ("did my first workout ever today!!", "win"),
        ("byłam na siłowni pierwszy raz i udało mi się!", "sukces"),
        ("ไปยิมมาแล้วค่ะ ทำครบทุกท่าเลย", "เก่งมาก"),
        ("初めてジムに行ってきた！", "よくやりました"),
    ):
        decision = brain.decide(make_context(message, plan=plan, units="kg"), tools)
        _unchanged(decision)
        assert word in decision.message, message


def test_favourite_exercise_small_talk_gets_a_short_answer(plan: Week, tools: FixedTools) -> None:
    for message in (
        "what's your favourite lift, coach?",
        "a jakie jest twoje ulubione ćwiczenie?",
        "โค้ชชอบท่าไหนที่สุด ท่าที่ชอบที่สุดคืออะไร",
        "コーチの好きな種目は？",
    ):
        decision = brain.decide(make_context(message, plan=plan, units="kg"), tools)
        _unchanged(decision)
        assert "?" in decision.message or "？" in decision.message, message
        assert "guess" not in decision.message


def _after_progress(message: str, plan: Week, previous: str) -> Decision:
    context = make_context(message, plan=plan, units="kg").model_copy(
        update={"recent_turns": [PastTurn(user=previous, coach="…", route="NONE", at=NOW)]}
    )
    return brain.decide(context, LOGS)


def test_a_lift_named_alone_after_a_progress_question_gets_its_logs(plan: Week) -> None:
    for message, previous in (
        ("what about squats?", "how's my bench progressing?"),
        ("a przysiady?", "jak idzie moje wyciskanie, jest postęp?"),
        ("สควอทล่ะ", "เบนช์พัฒนาขึ้นไหม"),
        ("スクワットの方は？", "ベンチの記録は伸びてる？"),
    ):
        decision = _after_progress(message, plan, previous)
        _unchanged(decision)
        assert "24 kg" in decision.message and "1RM" in decision.message, message


def test_japanese_how_much_has_it_gone_up_reads_the_logs(plan: Week) -> None:
    decision = brain.decide(
        make_context("先月からベンチはどれくらい上がった？", plan=plan, units="kg"), LOGS
    )
    _unchanged(decision)
    assert "30 kg" in decision.message and "1RM" in decision.message


def test_the_lift_called_stuck_is_the_one_read(plan: Week) -> None:
    message = "squat keeps climbing but my bench is stuck at 30 for weeks, you see my logs, why"
    decision = brain.decide(make_context(message, plan=plan, units="kg"), LOGS)
    assert decision.route == "NONE"
    assert "Bench" in decision.message and "Goblet" not in decision.message
