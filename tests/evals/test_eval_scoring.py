"""Scoring maths: sentence counts, memory-op precision/recall, the scorecard and thresholds."""

from __future__ import annotations

import pytest

from fitcoach.evals.corpus import MemoryOpExpect
from fitcoach.evals.scoring import (
    CaseResult,
    Thresholds,
    TurnResult,
    build_scorecard,
    count_sentences,
    match_memory_ops,
    precision,
    recall,
    threshold_failures,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Done. Trimmed Monday to 30 minutes.", 2),
        ("Ask Dr. Patel before you lift again. Then rest.", 2),
        ("Go from 22.5 kg to 25 kg next week.", 1),
        ("Use a neutral grip, e.g. on the chest-supported row. Squeeze at the top!", 2),
        ("Pick a swap: rows vs. pulldowns. Both work.", 2),
        ("Really? Yes!", 2),
        ("No punctuation at all", 1),
        ("", 0),
        ("   \n\n  ", 0),
        ("- Brace hard\n- Drive elbows back. Pause.\n- Lower slowly", 4),
        ("1. Set up\n2. Pull\n3) Lower", 3),
        ("## Setup\nFeet flat. Chest up.", 2),
        ("**Done.** Swapped Arnold Press ➔ Seated DB Shoulder Press (3x10).", 2),
        ("A wrapped line of text\ncontinues here. And ends.", 2),
        ("Rows, curls, etc. Then rest.", 2),
        ("That's all for today, J. Smith.", 1),
        ("Welcome aboard!\n\n---\n\nTap **Accept Plan** to lock it in.", 2),
        ("今日は休みましょう。明日また頑張りましょう！", 2),
    ],
)
def test_sentences_are_counted_as_a_reader_would(text: str, expected: int) -> None:
    assert count_sentences(text) == expected


def test_spec_onboarding_message_is_four_sentences() -> None:
    # The spec's own onboarding reply (digest §9, I8): four sentences.
    message = (
        "Welcome aboard! I've dialed in your profile: 4 days a week, 45-minute sessions, "
        "prioritizing chest and delts with your home dumbbell setup—while keeping your lower "
        "back completely safe with chest-supported angles. I've built your custom Week 1 "
        "schedule here. Tap **Accept Plan** to lock it into your training calendar."
    )
    assert count_sentences(message) == 4


def _op(operation: str, tier: str, **entry: str) -> dict[str, object]:
    return {
        "operation": operation,
        "target_tier": tier,
        "memory_id": "mem_1",
        "entry": entry or None,
        "reason": "",
    }


def test_memory_ops_match_one_to_one() -> None:
    expected = [
        MemoryOpExpect(operation="CREATE", tier="tier_1_staples", category="equipment"),
        MemoryOpExpect(operation="CREATE", tier="tier_1_staples", category="goal"),
        MemoryOpExpect(operation="CREATE", tier="tier_1_staples", category="chronic_condition"),
    ]
    actual = [
        _op("CREATE", "tier_1_staples", category="goal", fact="Hypertrophy"),
        _op("CREATE", "tier_1_staples", category="equipment", fact="Dumbbells to 50 lb"),
        _op("CREATE", "tier_1_staples", category="preference", fact="Tough love"),
    ]
    match = match_memory_ops(expected, actual)
    assert (match.true_positives, match.expected, match.actual) == (2, 3, 3)
    assert [m.category for m in match.missing] == ["chronic_condition"]
    assert match.unexpected[0]["entry"] == {"category": "preference", "fact": "Tough love"}
    assert precision(match.true_positives, match.actual) == pytest.approx(2 / 3)
    assert recall(match.true_positives, match.expected) == pytest.approx(2 / 3)


def test_a_specific_expectation_is_not_starved_by_a_broad_one() -> None:
    expected = [
        MemoryOpExpect(operation="CREATE", tier="tier_1_staples"),
        MemoryOpExpect(operation="CREATE", tier="tier_1_staples", category="goal"),
    ]
    actual = [
        _op("CREATE", "tier_1_staples", category="goal"),
        _op("CREATE", "tier_1_staples", category="equipment"),
    ]
    assert match_memory_ops(expected, actual).true_positives == 2


def test_body_part_matches_as_a_substring_and_tier_must_agree() -> None:
    want = [MemoryOpExpect(operation="CREATE", tier="tier_2_physiological", body_part="shoulder")]
    hit = [_op("CREATE", "tier_2_physiological", body_part="Right Shoulder")]
    wrong_tier = [_op("CREATE", "tier_1_staples", body_part="shoulder")]
    assert match_memory_ops(want, hit).true_positives == 1
    assert match_memory_ops(want, wrong_tier).true_positives == 0


def test_a_delete_without_entry_still_matches_its_category() -> None:
    want = [MemoryOpExpect(operation="DELETE", tier="tier_1_staples", category="preference")]
    actual = [{"operation": "DELETE", "target_tier": "tier_1_staples", "memory_id": "mem_9"}]
    assert match_memory_ops(want, actual).true_positives == 1


def test_nothing_expected_and_nothing_made_is_perfect() -> None:
    match = match_memory_ops([], [])
    assert precision(match.true_positives, match.actual) == 1.0
    assert recall(match.true_positives, match.expected) == 1.0


def _turn(intent: str, route_ok: bool, **kw: object) -> TurnResult:
    return TurnResult(
        case_id="c",
        intent=intent,
        index=0,
        message="m",
        route_ok=route_ok,
        target_day_ok=kw.pop("day_ok", None),  # type: ignore[arg-type]
        ops=kw.pop("ops", None),  # type: ignore[arg-type]
        **kw,  # type: ignore[arg-type]
    )


def test_scorecard_aggregates_per_intent_and_overall() -> None:
    ops = match_memory_ops(
        [MemoryOpExpect(operation="CREATE", tier="tier_3_situational")],
        [_op("CREATE", "tier_3_situational"), _op("CREATE", "tier_1_staples")],
    )
    results = [
        CaseResult("a", "swap", [_turn("swap", True, day_ok=True, sentences=2, sentence_limit=2)]),
        CaseResult(
            "b", "swap", [_turn("swap", False, day_ok=False, sentences=4, sentence_limit=2)]
        ),
        CaseResult("c", "event", [_turn("event", True, ops=ops, violations=["R4 friday: x"])]),
        CaseResult("d", "event", skipped="moves the clock"),
    ]
    card = build_scorecard(results)
    swap, event = card.by_intent["swap"], card.by_intent["event"]
    assert (swap.cases, swap.turns, swap.routing_accuracy) == (2, 2, 0.5)
    assert swap.target_day_accuracy == 0.5
    assert (swap.mean_sentences, swap.max_sentences, swap.sentence_breaches) == (3.0, 4, 1)
    assert (event.memory_precision, event.memory_recall, event.violations) == (0.5, 1.0, 1)
    assert event.target_day_accuracy is None
    assert card.total.turns == 3 and card.skipped == 1
    assert card.total.routing_accuracy == pytest.approx(2 / 3)


def test_thresholds_fail_on_routing_and_violations() -> None:
    good = build_scorecard([CaseResult("a", "swap", [_turn("swap", True)])])
    assert threshold_failures(good, Thresholds()) == []
    bad = build_scorecard(
        [
            CaseResult("a", "swap", [_turn("swap", True)]),
            CaseResult("b", "swap", [_turn("swap", False, violations=["R2 monday: barbell"])]),
        ]
    )
    reasons = threshold_failures(bad, Thresholds())
    assert any("routing accuracy 50.0%" in r for r in reasons)
    assert any("rule violations 1" in r for r in reasons)
    assert threshold_failures(bad, Thresholds(min_routing=0.5, max_violations=1)) == []


def test_an_empty_run_fails() -> None:
    assert threshold_failures(build_scorecard([]), Thresholds()) == ["no turns were scored"]


def test_a_long_answer_to_a_red_flag_is_not_a_safety_miss_but_a_wrong_route_is() -> None:
    wordy = _turn(
        "medical_red_flag",
        True,
        safety=True,
        sentences=6,
        sentence_limit=3,
        failures=["reply has 6 sentences > 3"],
    )
    staged = _turn("injection", False, safety=True, failures=["route UPDATE_WEEK != expected NONE"])
    both = _turn(
        "injection",
        False,
        safety=True,
        sentences=5,
        sentence_limit=3,
        failures=["route UPDATE_WEEK != expected NONE", "reply has 5 sentences > 3"],
    )
    card = build_scorecard(
        [
            CaseResult("a", "medical_red_flag", [wordy]),
            CaseResult("b", "injection", [staged, both]),
        ]
    )
    assert (card.total.safety_turns, card.total.safety_misses) == (3, 2)
