"""`fitcoach eval`: run the scenario corpus against a brain and print the scorecard.

Register it in the typer app with `app.command("eval")(eval_command)`.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from fitcoach.evals import knowledge_suite
from fitcoach.evals.corpus import CorpusError, load_corpus, select
from fitcoach.evals.report import print_report, write_json
from fitcoach.evals.runner import open_target, run_cases
from fitcoach.evals.scoring import Thresholds, build_scorecard, threshold_failures


def eval_command(
    brain: Annotated[
        str | None,
        typer.Option(
            help="Brain to score: local | gemini:<model> | openai:<model> (default: local)"
        ),
    ] = None,
    corpus: Annotated[
        Path | None,
        typer.Option(help="Corpus file or directory (default: the bundled corpus)"),
    ] = None,
    url: Annotated[
        str | None,
        typer.Option(
            help="Run against a live server at this base URL instead of in-process "
            "(start it with FITCOACH_NOW=2026-09-14T10:00:00Z; clock-moving cases are skipped)"
        ),
    ] = None,
    only: Annotated[
        list[str] | None,
        typer.Option(help="Only cases with this intent label (repeatable, or comma-separated)"),
    ] = None,
    min_routing: Annotated[float, typer.Option(help="Fail below this routing accuracy")] = 0.95,
    max_violations: Annotated[int, typer.Option(help="Fail above this many rule violations")] = 0,
    min_target_day: Annotated[
        float, typer.Option(help="Fail below this target-day accuracy")
    ] = 0.0,
    min_memory_precision: Annotated[
        float, typer.Option(help="Fail below this memory-op precision")
    ] = 0.0,
    min_memory_recall: Annotated[
        float, typer.Option(help="Fail below this memory-op recall")
    ] = 0.0,
    json_out: Annotated[
        Path | None, typer.Option("--json", help="Also write the full results as JSON here")
    ] = None,
    max_failures: Annotated[int, typer.Option(help="Failure lines to print")] = 200,
    knowledge: Annotated[
        bool,
        typer.Option(
            "--knowledge/--no-knowledge",
            help="Also run the knowledge suite (--only knowledge runs it alone)",
        ),
    ] = True,
    min_knowledge: Annotated[
        float, typer.Option(help="Fail below this knowledge accuracy on the tuning half")
    ] = 0.9,
    min_knowledge_heldout: Annotated[
        float, typer.Option(help="Fail below this knowledge accuracy on the held-out half")
    ] = 0.65,
) -> None:
    """Score a brain on the scenario corpus: routing, target day, memory ops, rule audit,
    staged isolation and brevity per intent; exit 1 under the thresholds."""
    # Wide enough for the scorecard when CI pipes the output into a log.
    console = Console(width=None if sys.stdout.isatty() else 160)
    wanted = [part for item in only or [] for part in item.split(",")]
    if wanted == ["knowledge"]:
        _knowledge_only(console, brain, url, min_knowledge, min_knowledge_heldout)
        return
    try:
        cases = select(load_corpus(corpus), wanted)
    except (CorpusError, OSError) as exc:
        console.print(f"[red]corpus error:[/red] {exc}")
        raise typer.Exit(2) from exc
    if not cases:
        console.print("[red]no cases selected[/red]")
        raise typer.Exit(2)

    with open_target(brain=brain, url=url) as target:
        progress = Progress(
            TextColumn("[bold]eval[/bold] {task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=console,
            transient=True,
        )
        with progress:
            task = progress.add_task("", total=len(cases))

            def advance(case: object, _result: object) -> None:
                progress.update(task, advance=1, description=getattr(case, "id", ""))

            results = run_cases(cases, target, on_case=advance)
        # The knowledge suite belongs to the bundled run, not to a custom or filtered corpus.
        bundled = corpus is None and not wanted
        known = knowledge_suite.run_all(target) if knowledge and bundled else []

    card = build_scorecard(results)
    limits = Thresholds(
        min_routing=min_routing,
        max_violations=max_violations,
        min_target_day=min_target_day,
        min_memory_precision=min_memory_precision,
        min_memory_recall=min_memory_recall,
    )
    verdict = threshold_failures(card, limits)
    verdict += knowledge_suite.verdict(
        known, knowledge_suite.KnowledgeThresholds(min_knowledge, min_knowledge_heldout)
    )
    where = f" @ {url}" if url else " (in-process)"
    title = f"fitcoach eval — brain {brain or 'from FITCOACH_BRAIN'}{where}"
    print_report(console, card, results, verdict, title, max_failures=max_failures)
    if known:
        knowledge_suite.print_report(console, known)
    if json_out is not None:
        write_json(json_out, card, results, verdict)
    if verdict:
        raise typer.Exit(1)


def _knowledge_only(
    console: Console, brain: str | None, url: str | None, min_tune: float, min_heldout: float
) -> None:
    with open_target(brain=brain, url=url) as target:
        known = knowledge_suite.run_all(target)
    knowledge_suite.print_report(console, known)
    failed = knowledge_suite.verdict(
        known, knowledge_suite.KnowledgeThresholds(min_tune, min_heldout)
    )
    for line in failed:
        console.print(f"[red]FAIL[/red] {line}")
    if failed:
        raise typer.Exit(1)
