"""`fitcoach chat`, driven by lines as if typed on stdin."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest
from rich.console import Console

from fitcoach.chat_cli import run_chat, sign_in
from fitcoach.clock import FixedClock
from fitcoach.config import Settings
from fitcoach.evals.client import CoachClient, in_process


@pytest.fixture
def client(settings: Settings, clock: FixedClock) -> Iterator[CoachClient]:
    with in_process(settings, clock) as http:
        yield CoachClient(http)


def _run(client: CoachClient, *lines: str) -> str:
    out = io.StringIO()
    run_chat(client, [line + "\n" for line in lines], Console(file=out, width=120))
    return out.getvalue()


def test_first_use_creates_the_account_then_logs_in(client: CoachClient) -> None:
    assert sign_in(client, "local", "local-password", "lb", "UTC").startswith("Created")
    again = CoachClient(client.http)
    assert sign_in(again, "local", "local-password", "lb", "UTC") == "Logged in as local."


def test_commands_without_a_plan_or_proposal(client: CoachClient) -> None:
    sign_in(client, "local", "local-password", "lb", "UTC")
    output = _run(client, "/plan", "/memory", "/accept", "/dance", "/quit", "/plan")
    assert "No plan yet" in output
    assert "nothing remembered yet" in output
    assert "no proposal is waiting" in output
    assert "Unknown command /dance" in output
    assert output.count("No plan yet") == 1  # nothing after /quit runs


def test_onboarding_proposal_accept_and_plan(client: CoachClient) -> None:
    sign_in(client, "local", "local-password", "lb", "UTC")
    assert client.chat("hello").status == 200, "POST /api/coach/chat must answer"
    output = _run(
        client,
        "I'm 32 and train at home with dumbbells up to 50 lb and an adjustable bench. "
        "I want to build muscle. I can train Monday, Wednesday and Friday, 45 minutes.",
        "/accept",
        "/plan",
        "/memory",
    )
    assert "Coach:" in output and "Proposal prop_" in output
    assert "Accepted." in output
    assert "Monday" in output and "Wednesday" in output and "Friday" in output
    assert "equipment" in output and "50" in output
