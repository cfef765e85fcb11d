"""`fitcoach chat`: talk to the coach from a terminal, as a local user.

It speaks the same HTTP API as every other client: in-process against the configured
database (default SQLite) or against a running server with --url. The local account is
created on first use and logged into afterwards. Lines starting with "/" are commands.

Register it in the typer app with `app.command("chat")(chat_command)`.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import Annotated, Any, TextIO

import typer
from rich.console import Console

from fitcoach.config import Settings, get_settings
from fitcoach.evals.client import CoachClient, Transport, in_process, remote
from fitcoach.weekdays import WEEKDAYS

HELP = (
    "Commands: /accept  /reject  /plan  /memory  /help  /quit — anything else is sent to the coach."
)


@contextmanager
def _http(settings: Settings, url: str | None) -> Iterator[Transport]:
    if url:
        with remote(url) as http:
            yield http
    else:
        from fitcoach.clock import clock_from

        with in_process(settings, clock_from(settings.now)) as http:
            yield http


def sign_in(client: CoachClient, username: str, password: str, units: str, timezone: str) -> str:
    """Log in, or create the account on first use. Returns what happened, for the banner."""
    if client.login(username, password).ok:
        return f"Logged in as {username}."
    created = client.register(username, password, units, timezone)
    if created.ok:
        return f"Created the local account {username}."
    raise typer.BadParameter(f"cannot sign in as {username}: HTTP {created.status} {created.body}")


def render_day(console: Console, name: str, day: Mapping[str, Any]) -> None:
    if day.get("is_rest_day"):
        console.print(f"  [dim]{name.title()}: rest[/dim]")
        return
    status = " ✓" if day.get("status") == "completed" else ""
    minutes = day.get("duration_minutes")
    console.print(f"  [bold]{name.title()}[/bold]: {day.get('title', '')} ({minutes} min){status}")
    for block in day.get("blocks") or []:
        parts = [
            f"{ex.get('name', ex.get('exercise_id'))} "
            f"{ex.get('target_sets')}×{ex.get('target_reps')}"
            for ex in block.get("exercises") or []
        ]
        joiner = " + " if len(parts) > 1 else ""
        console.print("     • " + joiner.join(parts) if joiner else "     • " + parts[0])


def render_week(console: Console, week: Mapping[str, Any]) -> None:
    days = week.get("days") or {}
    head = f"Week of {week.get('week_start_date')}"
    if week.get("theme"):
        head += f" — {week['theme']}"
    if week.get("version") is not None:
        head += f" (v{week['version']})"
    console.print(f"[bold]{head}[/bold]")
    for name in WEEKDAYS:
        if isinstance(days.get(name), Mapping):
            render_day(console, name, days[name])


def render_proposal(console: Console, proposal: Mapping[str, Any]) -> None:
    kind = proposal.get("type")
    if kind not in ("UPDATE_DAY", "UPDATE_WEEK"):
        return
    console.print(f"[yellow]Proposal[/yellow] {proposal.get('id')}: {proposal.get('summary_diff')}")
    data = proposal.get("data") or {}
    if kind == "UPDATE_DAY":
        render_day(console, str(proposal.get("target_day")), data)
    else:
        render_week(console, data)
    console.print("[dim]/accept to make it your plan, /reject to drop it.[/dim]")


def render_memory(console: Console, memory: Mapping[str, Any]) -> None:
    empty = True
    for tier, items in memory.items():
        for item in items or []:
            empty = False
            entry = item.get("entry", item) if isinstance(item, Mapping) else {}
            label = entry.get("category") or entry.get("body_part") or entry.get("event") or ""
            until = entry.get("expires_at")
            tail = f" (until {until})" if until else ""
            console.print(f"  [{item.get('id')}] {tier} {label}: {entry.get('fact', '')}{tail}")
    if empty:
        console.print("  (nothing remembered yet)")


def run_chat(client: CoachClient, lines: Iterable[str], console: Console) -> int:
    """The read-reply loop; returns the number of messages sent to the coach."""
    pending: str | None = None
    sent = 0
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        command = line.lower()
        if command in ("/quit", "/exit"):
            break
        if command == "/help":
            console.print(HELP)
        elif command in ("/accept", "/reject"):
            if pending is None:
                console.print("Nothing to decide: no proposal is waiting.")
                continue
            reply = client.accept(pending) if command == "/accept" else client.reject(pending)
            if not reply.ok:
                console.print(f"[red]{command[1:]} failed[/red]: {_detail(reply.body)}")
            elif command == "/accept":
                console.print("[green]Accepted.[/green] It is your active plan now.")
            else:
                console.print("Rejected. Your plan is unchanged.")
            pending = None
        elif command == "/plan":
            plan = client.current_plan()
            if plan is None:
                console.print("No plan yet — tell the coach about yourself to get one.")
            else:
                render_week(console, plan)
        elif command == "/memory":
            render_memory(console, client.memory())
        elif command.startswith("/"):
            console.print(f"Unknown command {line}. {HELP}")
        else:
            reply = client.chat(line)
            sent += 1
            if not reply.ok:
                console.print(f"[red]The coach could not answer[/red]: {_detail(reply.body)}")
                continue
            console.print(f"[bold cyan]Coach:[/bold cyan] {reply.body.get('message', '')}")
            proposal = reply.body.get("proposal") or {}
            if proposal.get("id"):
                pending = str(proposal["id"])
                render_proposal(console, proposal)
    return sent


def _detail(body: Any) -> str:
    if isinstance(body, Mapping):
        return str(body.get("detail") or body)
    return str(body)[:300]


def _stdin_lines(stream: TextIO, console: Console) -> Iterator[str]:
    interactive = stream.isatty()
    while True:
        if interactive:
            console.print("[bold]you>[/bold] ", end="")
        line = stream.readline()
        if not line:
            return
        yield line


def chat_command(
    user: Annotated[str, typer.Option(help="Local account name (created on first use)")] = "local",
    password: Annotated[
        str, typer.Option(help="Password of the local account", envvar="FITCOACH_CHAT_PASSWORD")
    ] = "local-password",
    units: Annotated[str, typer.Option(help="lb or kg, for a new account")] = "lb",
    timezone: Annotated[str, typer.Option(help="IANA timezone, for a new account")] = "UTC",
    url: Annotated[
        str | None, typer.Option(help="Talk to a running server instead of the local database")
    ] = None,
    brain: Annotated[str | None, typer.Option(help="Override FITCOACH_BRAIN")] = None,
    database_url: Annotated[str | None, typer.Option(help="Override FITCOACH_DATABASE_URL")] = None,
) -> None:
    """Chat with the coach in the terminal: /accept and /reject proposals, /plan, /memory."""
    console = Console()
    settings = get_settings()
    overrides = {k: v for k, v in {"brain": brain, "database_url": database_url}.items() if v}
    if overrides:
        settings = settings.model_copy(update=overrides)
    with _http(settings, url) as http:
        client = CoachClient(http)
        console.print(sign_in(client, user, password, units, timezone) + " " + HELP)
        run_chat(client, _stdin_lines(sys.stdin, console), console)
