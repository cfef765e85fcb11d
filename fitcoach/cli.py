"""The `fitcoach` command. Other modules add commands with one line each, e.g.
`app.command("eval")(run_eval)`, in `_register_more()` below."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from fitcoach.config import Settings

app = typer.Typer(
    help="fitcoach — the brain of a training app.",
    no_args_is_help=True,
    rich_markup_mode="markdown",
    add_completion=False,
)


def _environment_help() -> str:
    lines = ["**Environment** (read once at start):", ""]
    for name, field in Settings.model_fields.items():
        default = "unset" if field.default is None else repr(field.default)
        text = (field.description or "").replace("<", "&lt;")
        lines.append(f"* `FITCOACH_{name.upper()}`: {text} (default {default})")
    return "\n".join(lines)


@app.command(epilog=_environment_help())
def serve(
    host: Annotated[str | None, typer.Option(help="Bind address [FITCOACH_HOST]")] = None,
    port: Annotated[int | None, typer.Option(help="Bind port [FITCOACH_PORT]")] = None,
    log_level: Annotated[str, typer.Option(help="uvicorn log level")] = "info",
) -> None:
    """Bring the database to the latest schema (SQL; Firestore has none), then serve the API
    and web client."""
    import uvicorn

    from fitcoach.api.app import create_app

    overrides: dict[str, Any] = {}
    if host is not None:
        overrides["host"] = host
    if port is not None:
        overrides["port"] = port
    settings = Settings(**overrides)
    application = create_app(settings)
    uvicorn.run(application, host=settings.host, port=settings.port, log_level=log_level)


@app.command()
def bench(
    suite: Annotated[
        str,
        typer.Option(help="foundation (logs + analytics), engine, chat, load, or all"),
    ] = "all",
    database_url: Annotated[
        list[str] | None,
        typer.Option(
            "--database-url",
            help="Also benchmark this database (repeatable); a fresh SQLite file is always used",
        ),
    ] = None,
    requests: Annotated[int, typer.Option(help="Requests per route / turns per intent")] = 200,
    years: Annotated[int, typer.Option(help="Years of daily logs to seed")] = 3,
) -> None:
    """Benchmarks, p50 and p99: logs and analytics routes over real HTTP after seeding years
    of daily logs; the programming engine; chat turns per intent over real HTTP."""
    import sys
    from pathlib import Path

    # bench/ lives beside the package in the repository, not inside the installed package.
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    if suite not in ("foundation", "engine", "chat", "load", "all"):
        raise typer.BadParameter(
            "choose foundation, engine, chat, load or all", param_hint="--suite"
        )
    if suite in ("foundation", "all"):
        from bench.bench_foundation import run as run_foundation

        run_foundation(extra_urls=database_url or [], requests=requests, years=years)
    if suite in ("engine", "all"):
        from bench.bench_engine import main as run_engine

        run_engine(requests * 5)
    if suite in ("chat", "all"):
        from bench.bench_chat import run as run_chat

        run_chat(extra_urls=database_url or [], turns=requests)
    if suite in ("load", "all"):
        from bench.bench_load import run as run_load

        run_load(extra_urls=database_url or [])


def _register_more() -> None:
    """One line per command that lives elsewhere (chat, eval, ...)."""
    from fitcoach.brains.doctor import doctor_command
    from fitcoach.chat_cli import chat_command
    from fitcoach.evals.command import eval_command

    app.command("eval")(eval_command)
    app.command("chat")(chat_command)
    app.command("doctor")(doctor_command)


_register_more()


def main() -> None:
    app()
