"""`fitcoach doctor`: is the configured brain really answering, and if not, why?

It runs the real thing end to end, in-process on a throwaway SQLite file: a user with two
logged bench sessions, one onboarding turn (structured output: the answer must validate and
stage a proposal) and one progress question (a tool round: the model should look the logs
up). For each step it prints what worked, what the brain negotiated with the server, the
latency and the tokens, and for what failed, how to fix it. Exit status 1 when the LLM did
not answer (every turn fell back to the local brain), 0 otherwise.

For an `openai:` brain it also prints the mode the configured database remembers for the
server (what the app starts from after a restart), then negotiates afresh from the top and
stores what it finds, so running it after a server upgrade lets the app use a better mode.
"""

from __future__ import annotations

import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Annotated, Any

import typer

from fitcoach.config import Settings
from fitcoach.contracts.decision import AnalyticsTools, Brain, Decision, TurnContext
from fitcoach.contracts.llm_capabilities import CapabilityStore

ONBOARDING = (
    "Hi! I train at home with dumbbells up to 50 lb and a flat bench. I can do 3 days a "
    "week, 45 minutes each, and I want to build muscle. Make me a plan."
)
PROGRESS = "How is my flat dumbbell bench press progressing? Look at my logged sessions."
BENCH = "flat-db-bench-press"


@dataclass
class Check:
    name: str
    ok: bool
    detail: str
    fix: str | None = None
    warning: bool = False  # failed, but the LLM still answers


@dataclass
class Report:
    brain: str
    where: str
    checks: list[Check] = field(default_factory=list)
    negotiated: dict[str, Any] = field(default_factory=dict)
    # What the configured database remembered for this server before the check (openai:).
    remembered: str | None = None

    @property
    def answers(self) -> bool:
        return any(check.ok for check in self.checks if check.name == "turn")

    def lines(self) -> list[str]:
        out = [f"fitcoach doctor: brain {self.brain}{self.where}"]
        for check in self.checks:
            mark = "ok  " if check.ok else ("warn" if check.warning else "FAIL")
            out.append(f"  [{mark}] {check.name}: {check.detail}")
            if check.fix and not check.ok:
                out.append(f"         fix: {check.fix}")
        if self.remembered is not None:
            out.append(f"  remembered: {self.remembered}")
        if self.negotiated:
            pairs = ", ".join(f"{key}={value}" for key, value in self.negotiated.items())
            out.append(f"  negotiated: {pairs}")
        verdict = "the LLM answers" if self.answers else "the LLM does NOT answer"
        warnings = sum(1 for check in self.checks if not check.ok)
        if warnings:
            verdict += f" ({warnings} problem{'s' if warnings > 1 else ''} above)"
        out.append(f"verdict: {verdict}")
        return out


class _Recorder:
    """Passes turns to the real brain and keeps each decision and its wall time."""

    def __init__(self, brain: Brain) -> None:
        self.brain = brain
        self.name = brain.name
        self.decisions: list[tuple[Decision, float]] = []

    def decide(self, context: TurnContext, tools: AnalyticsTools) -> Decision:
        started = time.perf_counter()
        decision = self.brain.decide(context, tools)
        self.decisions.append((decision, time.perf_counter() - started))
        return decision


def fix_for(reason: str | None, error: str | None, settings: Settings, brain: str) -> str:
    """A concrete next step for what went wrong, from the fallback reason and error text."""
    text = (error or "").lower()
    openai = brain.startswith("openai:")
    model = brain.partition(":")[2]
    if reason == "unreachable":
        if openai:
            return (
                f"nothing answers at {settings.openai_base_url or 'api.openai.com'}: start the "
                "server, and point FITCOACH_OPENAI_BASE_URL at its /v1 root (Ollama: "
                "http://127.0.0.1:11434/v1; llama.cpp: http://127.0.0.1:PORT/v1)"
            )
        return "Gemini is unreachable: check the network, or FITCOACH_GEMINI_BASE_URL"
    if reason == "timeout":
        return (
            f"no answer within FITCOACH_LLM_TIMEOUT_SECONDS={settings.llm_timeout_seconds:g}: "
            "raise it, or use a smaller or faster model (a CPU server needs tens of seconds "
            "for the first, uncached prompt)"
        )
    if "401" in text or "403" in text or "api key" in text or "unauthor" in text:
        key = "FITCOACH_OPENAI_API_KEY" if openai else "FITCOACH_GEMINI_API_KEY"
        return f"the server refused the credentials: set {key} to a valid key"
    if "context" in text and ("exceed" in text or "window" in text or "length" in text):
        return (
            "the prompt (~4k tokens) does not fit the server's context window: llama.cpp "
            "`--n_ctx 8192`, Ollama `num_ctx` 8192 (a Modelfile `PARAMETER num_ctx 8192`)"
        )
    if "404" in text or "not found" in text or "does not exist" in text:
        return (
            f"the server does not know model {model!r}: use the name it lists (Ollama: "
            f"`ollama pull {model}`; llama-cpp-python: `--model_alias {model}`)"
        )
    if reason == "invalid":
        return (
            "the model's JSON did not validate even after one repair round (see the error): "
            "use a larger or instruction-tuned model; the local brain answers meanwhile"
        )
    if reason == "unsafe":
        return (
            "the model recommended exercises that load a protected body part, twice: use a "
            "stronger model; the local brain answers meanwhile"
        )
    return "see the error above; the server log usually says more"


def _usage_line(usage: dict[str, int] | None, seconds: float) -> str:
    usage = usage or {}
    return (
        f"{seconds:.1f} s, {usage.get('llm_calls', 0)} model call(s), "
        f"{usage.get('prompt_tokens', 0)} in / {usage.get('output_tokens', 0)} out / "
        f"{usage.get('cached_tokens', 0)} cached tokens"
    )


def _negotiated(brain: Brain) -> dict[str, Any]:
    capabilities = getattr(brain, "capabilities", None)
    if capabilities is not None:
        described = dict(capabilities.describe())
        if getattr(brain, "capability_store", None) is not None:
            described["stored"] = brain.is_stored()  # type: ignore[attr-defined]
        return described
    if hasattr(brain, "tools_with_schema"):
        return {"tools_with_schema": brain.tools_with_schema, "context_cache": "shared"}
    return {}


def _probe_server(brain: Any, report: Report, settings: Settings) -> None:
    """OpenAI-compatible servers list their models: a cheap reachability check."""
    if not hasattr(brain, "capabilities"):
        return
    started = time.perf_counter()
    try:
        listed = brain.client().models.list(timeout=min(10.0, brain.timeout_seconds))
        names = [model.id for model in listed.data]
    except Exception as error:
        reason = "unreachable" if "connect" in type(error).__name__.lower() else "error"
        text = f"{type(error).__name__}: {str(error)[:200]}"
        report.checks.append(
            Check(
                "server",
                False,
                f"GET /models failed: {text}",
                fix_for(reason, text, settings, brain.name),
            )
        )
        return
    ms = (time.perf_counter() - started) * 1000
    known = brain.model in names
    detail = f"reachable ({ms:.0f} ms), serves {', '.join(names[:5]) or 'no models'}"
    if not known and names:
        detail += f"; {brain.model!r} is not listed (servers with one model answer anyway)"
    report.checks.append(Check("server", True, detail))


GEMINI_KEY_FIX = (
    "set FITCOACH_GEMINI_API_KEY to a key from Google AI Studio "
    "(https://aistudio.google.com/apikey)"
)


def _probe_gemini(brain: Any, report: Report, settings: Settings) -> bool:
    """Gemini: a key first (without one, nothing is sent anywhere), then the model's own
    metadata (GET models/<model>): reachability, key and model name in one cheap call.
    False when the turns cannot run at all."""
    if not hasattr(brain, "caches"):
        return True
    if settings.gemini_api_key is None and not settings.gemini_base_url:
        report.checks.append(
            Check("key", False, "FITCOACH_GEMINI_API_KEY is not set", GEMINI_KEY_FIX)
        )
        report.checks.append(
            Check("turn", False, "not run: Gemini needs an API key", GEMINI_KEY_FIX)
        )
        return False
    started = time.perf_counter()
    try:
        model = brain.client().models.get(
            model=brain.model,
            config={"http_options": brain.http_options(min(10.0, brain.timeout_seconds))},
        )
    except Exception as error:
        text = f"{type(error).__name__}: {str(error)[:200]}"
        lowered = text.lower()
        if (
            "api key" in lowered
            or "api_key" in lowered
            or getattr(error, "code", None)
            in (
                401,
                403,
            )
        ):
            fix = GEMINI_KEY_FIX
        elif getattr(error, "code", None) == 404:
            fix = (
                f"Gemini does not know model {brain.model!r}: use a listed name, e.g. "
                "gemini:gemini-2.5-flash"
            )
        elif getattr(error, "code", None) is None:
            # No HTTP status at all: the request never got an answer.
            fix = fix_for("unreachable", text, settings, brain.name)
        else:
            fix = fix_for("error", text, settings, brain.name)
        report.checks.append(
            Check("server", False, f"GET models/{brain.model} failed: {text}", fix)
        )
        return True
    ms = (time.perf_counter() - started) * 1000
    limit = getattr(model, "input_token_limit", None)
    detail = f"reachable ({ms:.0f} ms), model {getattr(model, 'name', None) or brain.model}"
    if limit:
        detail += f", {limit} input tokens"
    report.checks.append(Check("server", True, detail))
    return True


def _capability_store(settings: Settings) -> tuple[CapabilityStore | None, str]:
    """The configured database's capability store when it can be read, else why not. Never
    creates anything: a missing SQLite file or an unmigrated database is reported."""
    from fitcoach.store.backends import open_repository
    from fitcoach.store.firestore import is_firestore_url

    url = settings.database_url
    if not is_firestore_url(url) and url.startswith("sqlite"):
        # sqlite:///relative.db, sqlite:////absolute.db, optionally ?options
        path = url.partition(":///")[2].split("?")[0]
        if path and path != ":memory:" and not Path(path).exists():
            return None, f"no database at {path} yet (`fitcoach serve` creates it)"
    try:
        store = open_repository(url).llm_capabilities()
        store.get("", "")  # an unmigrated database has no table: say so here
    except Exception as error:
        return None, f"{type(error).__name__}: {str(error).splitlines()[0][:160]}"
    return store, ""


def _remember(brain: Any, report: Report, settings: Settings) -> None:
    """Read what the database remembers for this server, and let the check store its own
    finding: the brain negotiates from the top again and saves what works."""
    store, why = _capability_store(settings)
    if store is None:
        report.remembered = f"unknown, the database cannot be read ({why}); nothing is stored"
        return
    brain.capability_store = store
    brain.recall()
    record = brain.remembered
    if record is None:
        report.remembered = "nothing yet for this server (this check stores what it finds)"
    else:
        report.remembered = (
            f"structured={record.structured}, tools={record.tools} (last confirmed "
            f"{record.confirmed_at:%Y-%m-%d %H:%M} UTC; the app starts from it)"
        )
    brain.rediscover()


@contextmanager
def _app(settings: Settings) -> Iterator[Any]:
    from fitcoach.clock import FixedClock
    from fitcoach.evals.client import in_process

    with tempfile.TemporaryDirectory(prefix="fitcoach-doctor-") as tmp:
        local = settings.model_copy(
            update={"database_url": f"sqlite:///{Path(tmp) / 'doctor.db'}", "now": None}
        )
        with in_process(local, FixedClock(datetime.now(UTC))) as http:
            yield http


def run_doctor(
    settings: Settings, brain_name: str | None = None, echo: Callable[[str], None] = print
) -> Report:
    from fitcoach.brains import get_brain
    from fitcoach.evals.client import CoachClient

    name = brain_name or settings.brain
    brain = get_brain(name, settings)
    where = ""
    if name.startswith("openai:"):
        where = f" @ {settings.openai_base_url or 'https://api.openai.com/v1'}"
    elif name.startswith("gemini:") and settings.gemini_base_url:
        where = f" @ {settings.gemini_base_url}"
    report = Report(name, where)
    if name == "local":
        report.checks.append(Check("turn", True, "the embedded brain needs no server or key"))
        return report
    echo(f"checking {name}{where} ...")
    if hasattr(brain, "rediscover"):
        _remember(brain, report, settings)
    _probe_server(brain, report, settings)
    if not _probe_gemini(brain, report, settings):
        return report

    recorder = _Recorder(brain)
    with _app(settings) as http:
        http.app.state.brain = recorder
        client = CoachClient(http)
        client.register(f"doctor_{uuid.uuid4().hex[:8]}", "doctor-password-1", "lb", "UTC")
        for days_ago, weight in ((6, 45), (2, 50)):
            at = datetime.now(UTC) - timedelta(days=days_ago)
            sets = [{"weight": weight, "reps": 8, "rir": 2}] * 3
            client.log_workout(
                {
                    "completed_at": at.isoformat(),
                    "exercises_logged": [{"exercise_id": BENCH, "sets": sets}],
                }
            )
        for step, message in (("turn", ONBOARDING), ("tool round", PROGRESS)):
            reply = client.chat(message)
            decision, seconds = recorder.decisions[-1]
            brain_out = (reply.body or {}).get("brain") or {}
            _judge(report, step, reply.body or {}, brain_out, decision, seconds, brain, settings)
    report.negotiated = _negotiated(brain)
    return report


def _judge(
    report: Report,
    step: str,
    body: dict[str, Any],
    brain_out: dict[str, Any],
    decision: Decision,
    seconds: float,
    brain: Any,
    settings: Settings,
) -> None:
    usage = decision.usage or {}
    line = _usage_line(usage, seconds)
    reason = brain_out.get("fallback_reason")
    if reason is not None:
        error = getattr(brain, "last_error", None)
        report.checks.append(
            Check(
                step,
                False,
                f"fell back to {brain_out.get('name')} ({reason}): {error or 'no error text'}"
                f" [{line}]",
                fix_for(reason, error, settings, brain.name),
            )
        )
        return
    proposal = (body.get("proposal") or {}).get("type", "NONE")
    steps = usage.get("negotiation_steps", 0)
    repairs = usage.get("repairs", 0)
    extra = f", {repairs} repair" if repairs else ""
    if step == "turn":
        report.checks.append(
            Check(
                "turn",
                True,
                f"answered by {brain_out.get('name')}: route {proposal}{extra} [{line}]",
            )
        )
        report.checks.append(
            Check(
                "structured output",
                True,
                f"valid Decision JSON via {getattr(brain, 'response_format', 'schema')}"
                + (f" after {steps} negotiation step(s)" if steps else ""),
            )
        )
        return
    lookups = usage.get("tool_calls", 0)
    report.checks.append(
        Check(
            "tool round",
            lookups > 0,
            f"{lookups} analytics lookup(s), answered by {brain_out.get('name')}{extra} [{line}]",
            "the model answered a progress question without looking at the logs: its "
            "numbers are not from the user's history; a model trained for tool calling "
            "fixes this (the answer still validated)",
            warning=True,
        )
    )


def doctor_command(
    brain: Annotated[
        str | None,
        typer.Option(help="Brain to check (default: FITCOACH_BRAIN): gemini:<m> | openai:<m>"),
    ] = None,
) -> None:
    """Check the configured brain end to end: one turn (structured output), one tool round;
    print what works, what was negotiated, latency and tokens, and how to fix what does not.
    Exit 1 when the LLM cannot answer."""
    settings = Settings()
    report = run_doctor(settings, brain, echo=typer.echo)
    for line in report.lines():
        typer.echo(line)
    if not report.answers:
        raise typer.Exit(1)
