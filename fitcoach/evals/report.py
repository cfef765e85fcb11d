"""Rendering a run: the per-intent scorecard, the failures, and a JSON record for CI."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from fitcoach.evals.scoring import CaseResult, IntentScore, Scorecard


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{value:.0%}" if value in (0.0, 1.0) else f"{value:.1%}"


def scorecard_table(card: Scorecard, title: str) -> Table:
    table = Table(title=title, show_lines=False, header_style="bold")
    for column in (
        "intent",
        "cases",
        "passed",
        "turns",
        "routing",
        "target day",
        "mem P",
        "mem R",
        "violations",
        "isolation",
        "sentences mean/max",
        "too long",
        "understood",
        "Q changed",
        "safety miss",
    ):
        table.add_column(column, justify="left" if column == "intent" else "right")
    for score in [*card.by_intent.values(), card.total]:
        table.add_row(*_row(score), style="bold" if score is card.total else None)
    return table


def _row(s: IntentScore) -> list[str]:
    return [
        s.intent,
        str(s.cases),
        str(s.cases_passed),
        str(s.turns),
        _pct(s.routing_accuracy),
        _pct(s.target_day_accuracy),
        _pct(s.memory_precision),
        _pct(s.memory_recall),
        str(s.violations),
        str(s.isolation_breaches),
        f"{s.mean_sentences:.1f}/{s.max_sentences}",
        str(s.sentence_breaches),
        _pct(s.understood_rate),
        f"{s.questions_changed}/{s.questions}",
        f"{s.safety_misses}/{s.safety_turns}",
    ]


def summary_line(card: Scorecard) -> str:
    """The first-sight numbers in one line: cases, understood turns, questions that
    changed something, safety misses."""
    t = card.total
    return (
        f"cases passed {t.cases_passed}/{t.cases}; turns understood {t.understood}/{t.turns}"
        f" ({t.understood_rate:.1%}); questions that changed plan or memory "
        f"{t.questions_changed}/{t.questions}; safety misses {t.safety_misses}/{t.safety_turns}"
    )


def failure_lines(results: Sequence[CaseResult], limit: int | None = None) -> list[str]:
    lines: list[str] = []
    for case in results:
        for error in case.errors:
            lines.append(f"{case.case_id} [{case.intent}] setup/transport: {error}")
        for turn in case.turns:
            for reason in turn.failures:
                lines.append(f"{case.case_id} [{case.intent}] turn {turn.index}: {reason}")
    return lines if limit is None else lines[:limit]


def print_report(
    console: Console,
    card: Scorecard,
    results: Sequence[CaseResult],
    verdict: Sequence[str],
    title: str,
    max_failures: int = 200,
) -> None:
    lines = failure_lines(results)
    if lines:
        console.print(f"[bold]Failures[/bold] ({len(lines)})")
        for line in lines[:max_failures]:
            console.print(f"  • {line}", markup=False, highlight=False)
        if len(lines) > max_failures:
            console.print(f"  … and {len(lines) - max_failures} more (see --json)")
    skipped = [c for c in results if c.skipped]
    if skipped:
        console.print(f"[yellow]Skipped {len(skipped)} case(s)[/yellow]")
        for case in skipped[:10]:
            console.print(f"  • {case.case_id}: {case.skipped}", markup=False)
    console.print(scorecard_table(card, title))
    console.print(summary_line(card), markup=False, highlight=False)
    if verdict:
        console.print("[bold red]FAIL[/bold red] " + "; ".join(verdict))
    else:
        console.print("[bold green]PASS[/bold green] all thresholds met")


def write_json(
    path: Path, card: Scorecard, results: Sequence[CaseResult], verdict: Sequence[str]
) -> None:
    def score(s: IntentScore) -> dict[str, Any]:
        return {
            "cases": s.cases,
            "cases_passed": s.cases_passed,
            "turns": s.turns,
            "routing_accuracy": s.routing_accuracy,
            "target_day_accuracy": s.target_day_accuracy,
            "memory_precision": s.memory_precision,
            "memory_recall": s.memory_recall,
            "rule_violations": s.violations,
            "isolation_breaches": s.isolation_breaches,
            "mean_sentences": s.mean_sentences,
            "max_sentences": s.max_sentences,
            "sentence_limit_breaches": s.sentence_breaches,
            "errors": s.errors,
            "understood": s.understood,
            "understood_rate": s.understood_rate,
            "questions": s.questions,
            "questions_changed": s.questions_changed,
            "safety_turns": s.safety_turns,
            "safety_misses": s.safety_misses,
        }

    doc = {
        "passed": not verdict,
        "verdict": list(verdict),
        "total": score(card.total),
        "by_intent": {name: score(s) for name, s in card.by_intent.items()},
        "skipped": card.skipped,
        "cases": [
            {
                "id": c.case_id,
                "intent": c.intent,
                "passed": c.passed,
                "skipped": c.skipped,
                "errors": c.errors,
                "turns": [
                    {
                        "message": t.message,
                        "failures": t.failures,
                        "understood": t.understood,
                        "question_changed": t.question and t.changed,
                        "sentences": t.sentences,
                        "latency_ms": round(t.latency_ms, 2),
                        "reply": t.reply,
                        "staged": t.staged,
                        "memory_changes": t.memory_changes,
                    }
                    for t in c.turns
                ],
            }
            for c in results
        ],
    }
    path.write_text(json.dumps(doc, indent=2, ensure_ascii=False), "utf-8")
