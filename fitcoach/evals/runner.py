"""Runs corpus cases against the coach over HTTP and judges every turn.

In-process (the default), one app on a temporary SQLite file serves the whole run with a
`FixedClock` the runner sets to each case's `now` and moves when a turn says so; every case
registers its own user, so cases cannot see each other. Against a live server (`url`), the
server's clock cannot be moved: cases that move the clock or use another `now` are skipped,
and the server should run with FITCOACH_NOW at the corpus's default clock.
"""

from __future__ import annotations

import tempfile
import uuid
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import httpx

from fitcoach.clock import FixedClock
from fitcoach.config import Settings
from fitcoach.evals.audit import (
    AuditUnavailable,
    engine_audit,
    exercises_of,
    training_days,
    wants_loads,
)
from fitcoach.evals.checks import Observation, judge_turn
from fitcoach.evals.client import ApiError, CoachClient, Transport, in_process, remote
from fitcoach.evals.corpus import DEFAULT_NOW, Case, TurnSpec, parse_duration
from fitcoach.evals.scoring import CaseResult, TurnResult
from fitcoach.weekdays import weekday_of

PASSWORD = "eval-password-1234"


@dataclass
class Target:
    """Where the cases run: an HTTP client, and the clock when we own it."""

    http: Transport
    clock: FixedClock | None  # None = a live server; its clock is its own


@contextmanager
def open_target(
    brain: str | None = None, url: str | None = None, database_url: str | None = None
) -> Iterator[Target]:
    if url:
        with remote(url) as http:
            yield Target(http, None)
        return
    clock = FixedClock(DEFAULT_NOW)
    with tempfile.TemporaryDirectory(prefix="fitcoach-eval-") as tmp:
        # FITCOACH_* still apply (e.g. FITCOACH_BRAIN); the database is always a fresh one.
        overrides: dict[str, Any] = {
            "database_url": database_url or f"sqlite:///{Path(tmp) / 'eval.db'}",
            "now": None,
        }
        if brain:
            overrides["brain"] = brain
        settings = Settings(**overrides)
        with in_process(settings, clock) as http:
            yield Target(http, clock)


def skip_reason(case: Case, target: Target) -> str | None:
    if target.clock is None:
        if case.moves_clock():
            return "moves the clock (not possible against a live server)"
        if case.now != DEFAULT_NOW:
            return f"needs now={case.now.isoformat()} (a live server keeps its own clock)"
    return None


def run_case(case: Case, target: Target) -> CaseResult:
    result = CaseResult(case.id, case.intent, planned_turns=len(case.turns))
    reason = skip_reason(case, target)
    if reason:
        result.skipped = reason
        return result
    if target.clock is not None:
        target.clock.set(case.now)
    client = CoachClient(target.http)
    try:
        _run(case, target, client, result)
    except (ApiError, httpx.HTTPError, KeyError, TypeError, ValueError) as exc:
        result.errors.append(f"{type(exc).__name__}: {exc}")
    return result


def _now(case: Case, target: Target) -> Any:
    return target.clock.now() if target.clock is not None else case.now


def _run(case: Case, target: Target, client: CoachClient, result: CaseResult) -> None:
    username = f"ev_{uuid.uuid4().hex[:12]}"
    reply = client.register(username, PASSWORD, case.user.units, case.user.timezone)
    if not reply.ok:
        raise ApiError("register", reply)

    for log in case.setup.logs:
        reply = client.log_workout(log.body(_now(case, target)))
        if not reply.ok:
            raise ApiError("setup workout log", reply)
    for number, step in enumerate(case.setup.turns):
        reply = client.chat(step.message, step.active_tab, step.selected_day)
        if not reply.ok:
            raise ApiError(f"setup turn {number}", reply)
        proposal = reply.body.get("proposal") or {}
        if proposal.get("id") and step.accept:
            accepted = client.accept(proposal["id"])
            if not accepted.ok:
                raise ApiError(f"setup turn {number} accept", accepted)
        elif step.require_proposal:
            result.errors.append(
                f"setup turn {number} made no proposal (route {proposal.get('type')}): "
                f"{step.message[:60]!r}"
            )
            return

    replies: list[str] = []
    for index, turn in enumerate(case.turns):
        if turn.advance and target.clock is not None:
            target.clock.set(target.clock.now() + parse_duration(turn.advance))
            # Weeks later the session token has expired, as it would for a real user,
            # who signs in again before chatting.
            reply = client.login(username, PASSWORD)
            if not reply.ok:
                raise ApiError("login after the clock moved", reply)
        judged = _turn(case, target, client, index, turn, replies)
        result.turns.append(judged)


def _turn(
    case: Case,
    target: Target,
    client: CoachClient,
    index: int,
    turn: TurnSpec,
    replies: list[str],
) -> TurnResult:
    plan_before = client.current_plan()
    memory_before = client.memory()
    reply = client.chat(turn.message, turn.active_tab, turn.selected_day)
    plan_after = client.current_plan()
    memory_after = client.memory()

    body = reply.body if isinstance(reply.body, Mapping) else None
    proposal = (body or {}).get("proposal") if body else None
    violations: list[str] | None = []
    if isinstance(proposal, Mapping) and proposal.get("type") in ("UPDATE_DAY", "UPDATE_WEEK"):
        logs = client.logs() if wants_loads(proposal) else []
        violations = audit(proposal, plan_before, memory_after, case, _now(case, target), logs=logs)

    judged = judge_turn(
        case.id,
        case.intent,
        index,
        turn,
        Observation(
            status=reply.status,
            body=reply.body,
            plan_before=plan_before,
            plan_after=plan_after,
            memory_before=memory_before,
            memory_after=memory_after,
            rule_violations=violations,
            earlier_replies=tuple(replies),
            latency_ms=reply.latency_ms,
            today=weekday_of(_now(case, target).astimezone(ZoneInfo(case.user.timezone)).date()),
        ),
    )
    replies.append(str((body or {}).get("message", "")))
    if turn.accept:
        judged.failures.extend(accept_and_check(client, proposal))
    return judged


def audit(
    proposal: Mapping[str, Any],
    plan: Mapping[str, Any] | None,
    memory: Mapping[str, Any] | None,
    case: Case,
    now: Any,
    logs: Sequence[Mapping[str, Any]] = (),
) -> list[str] | None:
    try:
        return engine_audit(proposal, plan, memory, case.user.units, now, case.user.timezone, logs)
    except AuditUnavailable:
        return None
    except ValueError as exc:  # the proposal's data does not even parse as a plan
        return [f"audit: proposal data is not a valid plan: {str(exc)[:300]}"]


def accept_and_check(client: CoachClient, proposal: Any) -> list[str]:
    """Accepting must make the proposal the active plan (the one way a plan changes)."""
    if not isinstance(proposal, Mapping) or not proposal.get("id"):
        return ["accept: the turn made no proposal to accept"]
    before = client.current_plan()
    reply = client.accept(str(proposal["id"]))
    if not reply.ok:
        return [f"accept answered HTTP {reply.status}: {str(reply.body)[:200]}"]
    after = client.current_plan()
    if after is None:
        return ["accept: no active plan afterwards"]
    out: list[str] = []
    if before is not None and after.get("version") == before.get("version"):
        out.append("accept: the plan version did not change")
    data = proposal.get("data") or {}
    days = after.get("days") or {}
    if proposal.get("type") == "UPDATE_DAY":
        name = str(proposal.get("target_day"))
        if exercises_of(days.get(name) or {}) != exercises_of(data):
            out.append(f"accept: {name} in the active plan is not the proposed day")
    elif training_days(after) != training_days(data):
        out.append("accept: the active week's training days are not the proposed ones")
    return out


def run_cases(
    cases: Sequence[Case],
    target: Target,
    on_case: Callable[[Case, CaseResult], None] | None = None,
) -> list[CaseResult]:
    results: list[CaseResult] = []
    for case in cases:
        outcome = run_case(case, target)
        results.append(outcome)
        if on_case is not None:
            on_case(case, outcome)
    return results
