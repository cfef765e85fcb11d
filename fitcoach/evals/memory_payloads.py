"""The memory suite of `fitcoach eval`: chat messages -> the typed payloads stored for them.

Each case is a fresh user who sends its `setup` messages (accepting what they stage) and
then `message`; GET /api/memory must then hold, in `tier`, an entry whose payload has every
field in `payload` (dotted paths into the payload; a list expected is a subset of the list
stored, a scalar must be equal). The suite scores end to end: the brain's mutation, the
one-time conversion at write, the store and the API, exactly what a user's later plans read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field

from fitcoach.evals.client import CoachClient, Transport
from fitcoach.memory.models import Tier

CORPUS = Path(__file__).parent / "payload_corpus" / "memory_payloads.yaml"
PASSWORD = "eval-password-1"


class PayloadCase(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    setup: list[str] = Field(default_factory=list)
    message: str
    tier: Tier
    payload: dict[str, Any] = Field(min_length=1)
    units: str = "lb"
    timezone: str = "UTC"
    now: datetime = datetime(2026, 9, 14, 10, tzinfo=UTC)


@dataclass
class PayloadResult:
    case: PayloadCase
    failures: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures


def load_cases(path: Path = CORPUS) -> list[PayloadCase]:
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    cases = [PayloadCase.model_validate(raw) for raw in data.get("cases") or []]
    ids = [case.id for case in cases]
    if len(set(ids)) != len(ids):
        raise ValueError("duplicate case ids in the memory payload corpus")
    return cases


def lookup(payload: Mapping[str, Any], path: str) -> Any:
    value: Any = payload
    for part in path.split("."):
        if not isinstance(value, Mapping) or part not in value:
            return _MISSING
        value = value[part]
    return value


_MISSING = object()


def matches(payload: Mapping[str, Any], expected: Mapping[str, Any]) -> list[str]:
    """Fields of `expected` the payload does not hold (empty when it matches)."""
    misses: list[str] = []
    for path, want in expected.items():
        got = lookup(payload, path)
        if got is _MISSING:
            misses.append(f"{path} missing")
        elif isinstance(want, list) and isinstance(got, list):
            lacking = [item for item in want if item not in got]
            if lacking:
                misses.append(f"{path} lacks {lacking} (has {got})")
        elif got != want:
            misses.append(f"{path} = {got!r}, want {want!r}")
    return misses


def score_memory(memory: Mapping[str, Any], case: PayloadCase) -> list[str]:
    entries = [e for e in memory.get(case.tier) or [] if isinstance(e, Mapping)]
    if not entries:
        return [f"nothing stored in {case.tier}"]
    best: list[str] | None = None
    for entry in entries:
        payload = entry.get("payload")
        if not isinstance(payload, Mapping):
            continue
        misses = matches(payload, case.payload)
        if not misses:
            return []
        if best is None or len(misses) < len(best):
            best = misses
    facts = "; ".join(str(e.get("fact")) for e in entries)
    return [f"no {case.tier} payload matches: {', '.join(best or ['no payloads'])} [{facts}]"]


def run_case(
    case: PayloadCase, http: Transport, set_clock: Callable[[datetime], None], index: int
) -> PayloadResult:
    result = PayloadResult(case)
    set_clock(case.now)
    client = CoachClient(http)
    reply = client.register(f"paysuite{index}", PASSWORD, case.units, case.timezone)
    if not reply.ok:
        result.failures.append(f"register: {reply.status}")
        return result
    for message in case.setup:
        turn = client.chat(message)
        proposal = (turn.body or {}).get("proposal") or {} if turn.ok else {}
        if proposal.get("id"):
            client.accept(proposal["id"])
    reply = client.chat(case.message)
    if not reply.ok:
        result.failures.append(f"chat: {reply.status}")
        return result
    result.failures += score_memory(client.memory(), case)
    return result


def run_suite(
    cases: Iterable[PayloadCase], http: Transport, set_clock: Callable[[datetime], None]
) -> list[PayloadResult]:
    return [run_case(case, http, set_clock, index) for index, case in enumerate(cases)]


def report(results: list[PayloadResult], print_line: Callable[[str], None]) -> float:
    """Prints the suite's lines; returns the share of cases passed."""
    passed = sum(result.passed for result in results)
    share = passed / len(results) if results else 0.0
    print_line(f"memory payloads: {passed}/{len(results)} cases pass ({share:.0%})")
    for result in results:
        for failure in result.failures:
            print_line(f"  {result.case.id}: {failure}")
    return share
