"""What a user notices from the knowledge classes: a yes/no question about a lift gets a
decision from what the coach knows (never the lift's technique card), a fever that broke
gets the return on the day asked, a named lift's progress is read from the variant the
user logs, and chatter gets no evidence card. Nothing here stages a plan or writes memory."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from brain_support import NOW, FixedTools, item, make_context

from fitcoach.brains.local import LocalBrain
from fitcoach.contracts.decision import Decision
from fitcoach.memory.models import Tier2Entry, Tier3Entry
from fitcoach.programming.models import Week

brain = LocalBrain()

BACK = item(
    "m-back",
    Tier2Entry(
        body_part="lower back",
        condition="minor_strain",
        fact="Lower back strained moving furniture.",
        effective_date=NOW.date(),
        expires_at=NOW + timedelta(days=5),
    ),
)
SHOULDER = item(
    "m-shoulder",
    Tier2Entry(
        body_part="shoulder",
        condition="minor_strain",
        fact="Left shoulder pinches when pressing.",
        effective_date=NOW.date(),
        expires_at=NOW + timedelta(days=5),
    ),
)
RACE = item(
    "m-race",
    Tier3Entry(
        event="10k race",
        fact="10k race on Saturday 2026-09-19.",
        week_start_date=NOW.date(),
        expires_at=NOW + timedelta(days=7),
    ),
)


def _session(weight: float, reps: int, day: str) -> dict[str, Any]:
    e1rm = round(weight * (1 + reps / 30), 1)
    return {
        "date": day,
        "sets": [{"weight": weight, "reps": reps, "rir": 2}],
        "best_set": {"weight": weight, "reps": reps, "estimated_1rm": e1rm},
    }


LOGS = FixedTools(
    history={
        "trap-bar-deadlift": {
            "unit": "kg",
            "sessions": [
                _session(150, 5, "2026-09-11"),
                _session(145, 5, "2026-09-08"),
                _session(140, 5, "2026-09-04"),
            ],
        },
        "goblet-squat": {
            "unit": "kg",
            "sessions": [
                _session(22, 8, "2026-09-11"),
                _session(24, 8, "2026-09-08"),
                _session(24, 10, "2026-09-04"),
            ],
        },
    }
)


def _asked(decision: Decision) -> None:
    """A question changes nothing, and no card answers it."""
    assert decision.route == "NONE"
    assert not decision.plan_ops and not decision.memory_mutations
    assert not decision.message.startswith("**")


def test_squatting_with_a_strained_back_gets_the_pain_rule(plan: Week, tools: FixedTools) -> None:
    message = "thinking about squatting friday, or do i give my back more time?"
    decision = brain.decide(make_context(message, plan=plan, memory=[BACK], units="kg"), tools)
    _asked(decision)
    assert "pain-free" in decision.message and "sharp" in decision.message
    assert "Friday" in decision.message


def test_polish_squat_question_with_a_strained_back_is_answered_in_polish(
    plan: Week, tools: FixedTools
) -> None:
    message = "czy w piątek mogę normalnie robić przysiady, czy lepiej odczekać?"
    decision = brain.decide(make_context(message, plan=plan, memory=[BACK], units="kg"), tools)
    _asked(decision)
    assert "bez bólu" in decision.message


def test_a_lift_that_spares_the_sore_shoulder_is_cleared_with_the_rule(
    plan: Week, tools: FixedTools
) -> None:
    message = "are lateral raises still fine this week or should i skip them?"
    decision = brain.decide(make_context(message, plan=plan, memory=[SHOULDER], units="kg"), tools)
    _asked(decision)
    assert decision.message.startswith("Yes") and "pain-free" in decision.message


def test_squats_days_before_a_race_are_kept_light_in_japanese(
    plan: Week, tools: FixedTools
) -> None:
    message = "水曜のスクワットはいつも通りやっても大丈夫？"
    decision = brain.decide(make_context(message, plan=plan, memory=[RACE], units="kg"), tools)
    _asked(decision)
    assert "水曜日" in decision.message and "3日前" in decision.message


def test_too_light_is_answered_from_the_logs(plan: Week) -> None:
    message = "are 22 kg goblet squats too easy for me now?"
    decision = brain.decide(make_context(message, plan=plan, units="kg"), LOGS)
    _asked(decision)
    assert "22 kg × 8" in decision.message


def test_a_broken_fever_gets_the_return_on_the_day_asked(plan: Week, tools: FixedTools) -> None:
    message = "my fever went down two days ago, is wednesday's workout fine?"
    decision = brain.decide(make_context(message, plan=plan, units="kg"), tools)
    _asked(decision)
    assert "fever-free" in decision.message and "Wednesday" in decision.message
    assert "Do not train with a fever" not in decision.message


def test_a_thai_fever_gone_is_the_return_in_thai(plan: Week, tools: FixedTools) -> None:
    message = "ไข้หายแล้วค่ะ วันพุธกลับไปเล่นได้หรือยัง"
    decision = brain.decide(make_context(message, plan=plan, units="kg"), tools)
    _asked(decision)
    assert "ไม่มีไข้มาครบหนึ่งวัน" in decision.message and "วันพุธ" in decision.message


def test_a_cold_without_fever_gets_the_neck_check(plan: Week, tools: FixedTools) -> None:
    message = "bit of a sore throat and runny nose but no fever, can i still lift tonight?"
    decision = brain.decide(make_context(message, plan=plan, units="kg"), tools)
    _asked(decision)
    assert "neck" in decision.message and "Do not train with a fever" not in decision.message


def test_a_loosely_named_lift_reads_the_logged_variant(plan: Week) -> None:
    message = "has my deadlift actually gone up lately?"
    decision = brain.decide(make_context(message, plan=plan, units="kg"), LOGS)
    _asked(decision)
    assert "Trap Bar Deadlift" in decision.message and "150 kg × 5" in decision.message


def test_a_polish_question_about_going_backwards_reads_the_logs(plan: Week) -> None:
    message = "mam wrażenie, że przysiad mi się cofa, jak wygląda postęp?"
    decision = brain.decide(make_context(message, plan=plan, units="kg"), LOGS)
    _asked(decision)
    assert "22 kg × 8" in decision.message


def test_chatter_gets_no_evidence_card(plan: Week, tools: FixedTools) -> None:
    decision = brain.decide(make_context("how's your week going coach", plan=plan), tools)
    _asked(decision)
    assert "Source" not in decision.message


def test_a_thai_can_i_add_more_reads_the_logged_squat(plan: Week) -> None:
    message = "สควอทช่วงนี้ยังเพิ่มได้อีกไหมครับ"
    decision = brain.decide(make_context(message, plan=plan, units="kg"), LOGS)
    _asked(decision)
    assert "22 kg × 8" in decision.message and "ครั้งล่าสุด" in decision.message
