"""`fitcoach doctor` against the protocol fakes on loopback (never the network): what it
prints and its verdict for a working server, a missing Gemini key, a wrong key, an unknown
model, a server that is not there, and a model that answers garbage."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import SecretStr
from typer.testing import CliRunner

from fitcoach.brains.doctor import run_doctor
from fitcoach.brains.openai_compat import forget_capabilities
from fitcoach.cli import app as cli
from fitcoach.clock import FixedClock
from fitcoach.config import Settings

from .fakes import NOW, FakeGemini, FakeOpenAI, gemini_call, gemini_text, openai_text, serve

ONBOARDED = {
    "message": "Here is your week: {summary}",
    "route": "UPDATE_WEEK",
    "target_day": None,
    "plan_ops": [
        {
            "op": "build_week",
            "training_days": None,
            "days_per_week": 3,
            "session_minutes": 45,
            "emphasis": None,
            "day_focus": None,
            "theme": None,
        }
    ],
    "memory_mutations": [],
}
PROGRESS = {
    "message": "Your bench went from 45 to 50 lb in a week: steady.",
    "route": "NONE",
    "target_day": None,
    "plan_ops": [],
    "memory_mutations": [],
}


@pytest.fixture(autouse=True)
def _fresh_negotiation() -> Iterator[None]:
    forget_capabilities()
    yield
    forget_capabilities()


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _text(report: Any) -> str:
    return "\n".join(report.lines())


def test_openai_server_that_answers(settings: Settings) -> None:
    fake = FakeOpenAI(model="tiny")
    fake.script = [
        openai_text(ONBOARDED),
        # The progress question: one tool round, then the answer.
        {
            "id": "c",
            "object": "chat.completion",
            "created": 0,
            "model": "",
            "choices": [
                {
                    "index": 0,
                    "message": {
                        "role": "assistant",
                        "content": None,
                        "tool_calls": [
                            {
                                "id": "call_1",
                                "type": "function",
                                "function": {
                                    "name": "get_historical_exercise_logs",
                                    "arguments": json.dumps(
                                        {"exercise_slug": "flat-db-bench-press"}
                                    ),
                                },
                            }
                        ],
                    },
                    "finish_reason": "tool_calls",
                }
            ],
        },
        openai_text(PROGRESS),
    ]
    with serve(fake.app) as url:
        config = settings.model_copy(update={"openai_base_url": f"{url}/v1"})
        report = run_doctor(config, "openai:tiny", echo=lambda _: None)

    text = _text(report)
    assert report.answers, text
    assert "[ok  ] server: reachable" in text and "serves tiny" in text
    assert "[ok  ] turn: answered by openai:tiny: route UPDATE_WEEK" in text
    assert "[ok  ] tool round: 1 analytics lookup(s)" in text
    assert "negotiated: structured=json_schema, tools=native, confirmed=True" in text
    assert text.endswith("verdict: the LLM answers")


def test_openai_nothing_listening_says_start_the_server_and_exits_1(settings: Settings) -> None:
    base = f"http://127.0.0.1:{_closed_port()}/v1"
    config = settings.model_copy(update={"openai_base_url": base, "llm_timeout_seconds": 5.0})
    report = run_doctor(config, "openai:tiny", echo=lambda _: None)

    text = _text(report)
    assert not report.answers
    assert "[FAIL] server: GET /models failed: APIConnectionError" in text
    assert "fell back to local (unreachable)" in text
    assert f"fix: nothing answers at {base}: start the server" in text
    assert "verdict: the LLM does NOT answer" in text


def test_openai_garbage_twice_is_invalid_with_the_fix(settings: Settings) -> None:
    fake = FakeOpenAI(model="tiny")
    # Two turns, each: an answer cut short and a repair that is still not JSON.
    fake.script = [openai_text('{"message": "Here'), openai_text("sure thing!")] * 2
    with serve(fake.app) as url:
        config = settings.model_copy(update={"openai_base_url": f"{url}/v1"})
        report = run_doctor(config, "openai:tiny", echo=lambda _: None)

    text = _text(report)
    assert not report.answers
    assert "[FAIL] turn: fell back to local (invalid)" in text
    assert "fix: the model's JSON did not validate even after one repair round" in text


def test_gemini_without_a_key_stops_before_the_network(settings: Settings) -> None:
    # No key and no base URL: the real API would be the only place to go. The suite's
    # network guard would fail this test if doctor tried.
    config = settings.model_copy(update={"gemini_api_key": None, "gemini_base_url": None})
    report = run_doctor(config, "gemini:gemini-2.5-flash", echo=lambda _: None)

    text = _text(report)
    assert not report.answers
    assert "[FAIL] key: FITCOACH_GEMINI_API_KEY is not set" in text
    assert "fix: set FITCOACH_GEMINI_API_KEY to a key from Google AI Studio" in text
    assert "[FAIL] turn: not run: Gemini needs an API key" in text


def test_gemini_cli_exits_1_without_a_key(monkeypatch: pytest.MonkeyPatch, db_url: str) -> None:
    monkeypatch.setenv("FITCOACH_DATABASE_URL", db_url)
    monkeypatch.setenv("FITCOACH_BRAIN", "gemini:gemini-2.5-flash")
    monkeypatch.delenv("FITCOACH_GEMINI_API_KEY", raising=False)
    monkeypatch.delenv("FITCOACH_GEMINI_BASE_URL", raising=False)
    result = CliRunner().invoke(cli, ["doctor"])
    assert result.exit_code == 1
    assert "FITCOACH_GEMINI_API_KEY is not set" in result.output


def test_gemini_wrong_key_is_named(settings: Settings) -> None:
    fake = FakeGemini(FixedClock(NOW), api_key="right-key")
    with serve(fake.app) as url:
        config = settings.model_copy(
            update={
                "gemini_base_url": url,
                "gemini_api_key": SecretStr("wrong-key"),
                "llm_timeout_seconds": 5.0,
            }
        )
        report = run_doctor(config, "gemini:gemini-2.5-flash", echo=lambda _: None)

    text = _text(report)
    assert not report.answers
    assert "[FAIL] server: GET models/gemini-2.5-flash failed: ClientError" in text
    assert "API key not valid" in text
    assert "fix: set FITCOACH_GEMINI_API_KEY to a key from Google AI Studio" in text
    assert "verdict: the LLM does NOT answer" in text


def test_gemini_unknown_model_is_named(settings: Settings) -> None:
    fake = FakeGemini(FixedClock(NOW), api_key="k")
    fake.models = {"gemini-2.5-flash"}
    fake.script = [gemini_text(ONBOARDED)] * 2 + [gemini_text(PROGRESS)] * 2
    with serve(fake.app) as url:
        config = settings.model_copy(
            update={"gemini_base_url": url, "gemini_api_key": SecretStr("k")}
        )
        report = run_doctor(config, "gemini:gemini-9-ultra", echo=lambda _: None)

    text = _text(report)
    assert "[FAIL] server: GET models/gemini-9-ultra failed" in text
    assert "fix: Gemini does not know model 'gemini-9-ultra'" in text


def test_gemini_unreachable_says_check_the_network(settings: Settings) -> None:
    config = settings.model_copy(
        update={
            "gemini_base_url": f"http://127.0.0.1:{_closed_port()}",
            "gemini_api_key": SecretStr("k"),
            "llm_timeout_seconds": 5.0,
        }
    )
    report = run_doctor(config, "gemini:gemini-2.5-flash", echo=lambda _: None)

    text = _text(report)
    assert not report.answers
    assert "[FAIL] server: GET models/gemini-2.5-flash failed" in text
    assert "fix: Gemini is unreachable: check the network, or FITCOACH_GEMINI_BASE_URL" in text
    assert "fell back to local (unreachable)" in text


def test_gemini_that_answers(settings: Settings) -> None:
    fake = FakeGemini(FixedClock(NOW), api_key="k")
    fake.script = [
        gemini_text(ONBOARDED),
        gemini_call("get_historical_exercise_logs", {"exercise_slug": "flat-db-bench-press"}),
        gemini_text(PROGRESS),
    ]
    with serve(fake.app) as url:
        config = settings.model_copy(
            update={"gemini_base_url": url, "gemini_api_key": SecretStr("k")}
        )
        report = run_doctor(config, "gemini:gemini-2.5-flash", echo=lambda _: None)

    text = _text(report)
    assert report.answers, text
    assert "[ok  ] server: reachable" in text and "1048576 input tokens" in text
    assert "[ok  ] turn: answered by gemini:gemini-2.5-flash" in text
    assert "[ok  ] tool round: 1 analytics lookup(s)" in text


def test_openai_prints_the_remembered_mode_and_stores_a_fresh_negotiation(
    settings: Settings, tmp_path: Any
) -> None:
    fake = FakeOpenAI(model="tiny", refuse_json_schema=True)
    answers = [openai_text({**ONBOARDED, "lookups": []}), openai_text({**PROGRESS, "lookups": []})]
    fake.script = answers * 2
    with serve(fake.app) as url:
        config = settings.model_copy(update={"openai_base_url": f"{url}/v1"})
        first = _text(run_doctor(config, "openai:tiny", echo=lambda _: None))
        forget_capabilities()  # the next run is a new process
        second = _text(run_doctor(config, "openai:tiny", echo=lambda _: None))
        missing = settings.model_copy(
            update={
                "openai_base_url": f"{url}/v1",
                "database_url": f"sqlite:///{tmp_path / 'nowhere.db'}",
            }
        )
        forget_capabilities()
        fake.script = answers
        third = _text(run_doctor(missing, "openai:tiny", echo=lambda _: None))

    assert "remembered: nothing yet for this server" in first
    negotiated = "negotiated: structured=json_object_schema, tools=lookups, confirmed=True"
    assert f"{negotiated}, stored=True" in first
    assert "remembered: structured=json_object_schema, tools=lookups (last confirmed" in second
    # Doctor negotiates afresh every run: json_schema is asked (and refused) each time.
    kinds = [(r.get("response_format") or {}).get("type") for r in fake.requests]
    assert kinds.count("json_schema") == 3
    assert f"{negotiated}, stored=True" in second
    assert "remembered: unknown, the database cannot be read (no database at" in third
    assert not (tmp_path / "nowhere.db").exists()
    assert "stored=" not in third and negotiated in third
