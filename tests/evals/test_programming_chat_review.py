"""The programming review in chat mode: the onboarding message said to the local brain,
the staged week judged by the same checks, gated by known_failures_chat.yaml."""

from __future__ import annotations

from fitcoach.evals.programming.chat import judged_profile, run_chat_review
from fitcoach.evals.programming.personas import load_personas
from fitcoach.evals.programming.suite import chat_tally_line, gate, known_failures


def _personas(*ids: str):
    return [p for p in load_personas() if p.id.split("-")[0] in ids]


def test_chat_mode_judges_the_staged_week_and_stays_inside_its_ratchet() -> None:
    # The runner, the big-3 lifter and a knee-pain persona: all three read right.
    results = run_chat_review(personas=_personas("p11", "p01", "p18"))
    assert [r.persona.id.split("-")[0] for r in results] == ["p01", "p11", "p18"]
    for result in results:
        assert result.error is None, result.error
        assert result.findings, "the checks ran on a staged week"
        assert result.passed, {k: v for k, v in result.findings.items() if v}
    new, _ = gate(results, known_failures(chat=True))
    assert new == []
    assert chat_tally_line(results).startswith("via chat: ")


def test_a_persona_with_no_staged_week_fails_every_check_that_applies() -> None:
    # Told nothing but a greeting, the coach stages nothing: every applicable check fails.
    (persona,) = _personas("p01")
    silent = type(persona)(
        **{**persona.__dict__, "raw": {**persona.raw, "onboarding_message": "hi"}}
    )
    (result,) = run_chat_review(personas=[silent])
    assert result.findings and all(found for found in result.findings.values())
    assert all("no week staged" in found[0] for found in result.findings.values())


def test_the_judge_drops_only_a_body_weight_the_message_never_says() -> None:
    said, unsaid = _personas("p01")[0], _personas("p06")[0]
    assert judged_profile(said).bodyweight == 88
    assert unsaid.bodyweight is not None and judged_profile(unsaid).bodyweight is None
