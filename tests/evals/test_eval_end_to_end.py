"""A handful of corpus cases through the real app over HTTP (the full corpus runs in CI
through `fitcoach eval`, not here), plus the command's exit code and scorecard."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from fitcoach.clock import FixedClock
from fitcoach.config import Settings
from fitcoach.evals.client import CoachClient, in_process
from fitcoach.evals.command import eval_command
from fitcoach.evals.corpus import load_corpus
from fitcoach.evals.runner import Target, run_cases

HANDFUL = (
    "onb-spec-en",
    "day-spec-en",
    "swap-spec-en",
    "inj-calendar",
    "red-chest-pain",
    "dedup-equipment",
    "exp-soreness-gone",
)


@pytest.fixture
def target(settings: Settings, clock: FixedClock) -> Iterator[Target]:
    with in_process(settings, clock) as http:
        probe = CoachClient(http)
        probe.register("probe_user", "probe-password-1", "lb", "UTC")
        # The chat route is the product: its absence fails every test here, never skips.
        assert probe.chat("hello").status == 200, "POST /api/coach/chat must answer"
        yield Target(http, clock)


def test_a_handful_of_cases_run_end_to_end(target: Target) -> None:
    cases = [c for c in load_corpus() if c.id in HANDFUL]
    assert len(cases) == len(HANDFUL)
    results = run_cases(cases, target)
    for case in results:
        assert case.errors == [], case.case_id
        assert len(case.turns) == next(len(c.turns) for c in cases if c.id == case.case_id)
        for turn in case.turns:
            assert not turn.isolation_breach, case.case_id
            assert [v for v in turn.violations if v.startswith("schema")] == [], case.case_id
            assert turn.route_ok, (case.case_id, turn.failures)


def test_the_command_prints_a_scorecard_and_fails_under_threshold(
    target: Target, tmp_path: Path
) -> None:
    corpus = tmp_path / "tiny.yaml"
    corpus.write_text(
        "cases:\n"
        "  - id: t1\n    intent: off_topic\n"
        "    turns: [{message: 'What is the capital of Australia?', expect: {route: NONE}}]\n"
        "  - id: t2\n    intent: off_topic\n"
        "    turns: [{message: 'Write me a poem about the sea.', expect: {route: UPDATE_WEEK}}]\n",
        "utf-8",
    )
    app = typer.Typer()
    app.command("eval")(eval_command)
    app.command("noop")(lambda: None)  # more than one command keeps "eval" a subcommand
    runner = CliRunner()
    result = runner.invoke(app, ["eval", "--corpus", str(corpus)])
    assert result.exit_code == 1, result.output
    assert "off_topic" in result.output and "routing accuracy 50.0%" in result.output
    assert "t2 [off_topic] turn 0: route NONE != expected UPDATE_WEEK" in result.output
    passing = runner.invoke(app, ["eval", "--corpus", str(corpus), "--min-routing", "0.5"])
    assert passing.exit_code == 0, passing.output
    assert "PASS" in passing.output


def test_the_transcript_says_what_each_turn_staged_and_saved(target: Target) -> None:
    # Readers rate replies from the JSON transcript: it must show the proposal and memory
    # writes beside the words, or a rater cannot tell "Staged" from a real change.
    cases = [c for c in load_corpus() if c.id in ("day-spec-en", "pain-spec-en")]
    turns = [t for case in run_cases(cases, target) for t in case.turns]
    staged = [t.staged for t in turns if t.staged]
    assert staged and all(s.startswith(("UPDATE_DAY", "UPDATE_WEEK")) for s in staged)
    assert any(t.memory_changes for t in turns)
    assert all(
        line.split()[0] in ("CREATE", "UPDATE", "DELETE")
        for t in turns
        for line in t.memory_changes
    )


def test_a_case_that_moves_the_clock_past_the_token_lifetime_still_runs(
    target: Target, tmp_path: Path
) -> None:
    # A user who comes back weeks later signs in again; the runner does the same instead
    # of failing the case on an expired token.
    corpus = tmp_path / "later.yaml"
    corpus.write_text(
        "cases:\n"
        "  - id: back-later\n    intent: small_talk\n"
        "    turns:\n"
        "      - {message: 'hello', expect: {route: NONE}}\n"
        "      - {message: 'hi again', advance: 60d, expect: {route: NONE}}\n",
        "utf-8",
    )
    (result,) = run_cases(load_corpus(corpus), target)
    assert result.errors == []
    assert len(result.turns) == 2
    assert all(turn.route_ok for turn in result.turns)
