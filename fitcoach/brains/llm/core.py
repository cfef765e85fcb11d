"""The provider-neutral turn: tool loop, structured answer, one repair, local fallback.

A provider supplies a `Conversation` (one per turn) that speaks its wire protocol; this
module owns the policy, so Gemini and OpenAI-compatible brains behave the same way:

1. ask with the tools (at most `MAX_TOOL_HOPS` rounds of tool calls, each answered with
   our real tool output);
2. then the answer must parse as a Decision. A conversation that asked without the
   response schema (two-phase models) gets one schema-constrained ask first;
3. if it still does not parse, one repair ask that quotes the error;
4. anything else (timeout, HTTP error, a second bad answer) -> the local brain decides,
   and the decision says so (`answered_by`, `fallback_reason`, `usage`), so the chat
   response can name who answered.

"Bad" covers what real models do on a bad day: truncated or empty JSON, wrong enums,
invented slugs, an empty message, and advice that loads a body part the user's memory
protects (`safety.py`). Nothing the model said reaches a proposal or memory unless the
whole answer validates.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from fitcoach.brains.llm.parse import BadDecision, parse_decision
from fitcoach.brains.llm.safety import UnsafeDecision, injury_conflicts
from fitcoach.brains.llm.tools import run_tool
from fitcoach.contracts.decision import AnalyticsTools, Brain, Decision, TurnContext
from fitcoach.metrics import LLM_CALL_SECONDS

logger = logging.getLogger("fitcoach.brains.llm")

MAX_TOOL_HOPS = 2


class LLMTimeout(TimeoutError):
    """The turn's time budget ran out."""


@dataclass(frozen=True, slots=True)
class ToolCall:
    id: str
    name: str
    args: dict[str, Any]


@dataclass(slots=True)
class Reply:
    text: str | None
    calls: list[ToolCall] = field(default_factory=list)
    # True when the request carried the Decision schema (the answer should already fit).
    structured: bool = True
    # The server stopped at its token limit: the JSON is cut short, whatever it parses to.
    truncated: bool = False


class Conversation(Protocol):
    def ask(self, *, final: bool, timeout: float) -> Reply:
        """One model call. `final`: no more tools, answer with the Decision schema."""
        ...

    def add_tool_results(self, calls: list[ToolCall], results: list[dict[str, Any]]) -> None: ...

    def add_repair(self, reply: Reply, error: str) -> None: ...


@dataclass(slots=True)
class Usage:
    """Token and call counts for one turn, summed over every model call."""

    counts: dict[str, int] = field(default_factory=dict)

    def add(self, **values: int | None) -> None:
        for key, value in values.items():
            if value:
                self.counts[key] = self.counts.get(key, 0) + int(value)

    def as_dict(self) -> dict[str, int]:
        return dict(self.counts)


class Deadline:
    def __init__(self, seconds: float, monotonic: Callable[[], float] = time.monotonic) -> None:
        self._monotonic = monotonic
        self._end = monotonic() + seconds

    def remaining(self) -> float:
        left = self._end - self._monotonic()
        if left <= 0:
            raise LLMTimeout("the LLM turn ran out of time")
        return left


def _is_timeout(error: BaseException) -> bool:
    # SDKs raise their own timeout classes (httpx, httpx2, openai); all carry "Timeout".
    return any("timeout" in cls.__name__.lower() for cls in type(error).__mro__) or isinstance(
        error, TimeoutError
    )


def _is_unreachable(error: BaseException) -> bool:
    names = {cls.__name__ for cls in type(error).__mro__}
    return bool(names & {"APIConnectionError", "ConnectError", "ConnectionError"})


def fallback_reason(error: BaseException) -> str:
    """A short, bounded label (it becomes a metric label and a response field)."""
    if _is_timeout(error):
        return "timeout"
    if isinstance(error, UnsafeDecision):
        return "unsafe"
    if isinstance(error, BadDecision):
        return "invalid"
    if _is_unreachable(error):
        return "unreachable"
    return "error"


class LLMBrain:
    """Base of every LLM brain: subclasses build a `Conversation` per turn."""

    name: str = "llm"

    def tool_hops(self) -> int:
        """Rounds of tool calls a turn may take before it must answer."""
        return MAX_TOOL_HOPS

    def __init__(self, *, timeout_seconds: float, fallback: Brain | None = None) -> None:
        self.timeout_seconds = timeout_seconds
        self._fallback = fallback
        # The last turn's failure, for `fitcoach doctor` (class and text, no credentials).
        self.last_error: str | None = None

    @property
    def fallback(self) -> Brain:
        if self._fallback is None:
            from fitcoach.brains.local import LocalBrain

            self._fallback = LocalBrain()
        return self._fallback

    def start(self, context: TurnContext, usage: Usage) -> Conversation:
        raise NotImplementedError

    def prepare(self) -> None:
        """Build the SDK client before the turn's clock starts: importing an SDK takes
        seconds on a busy machine, which is not the model's time to answer."""

    def decide(self, context: TurnContext, tools: AnalyticsTools) -> Decision:
        usage = Usage()
        try:
            self.prepare()
            decision = self.converse(context, tools, usage, Deadline(self.timeout_seconds))
        except Exception as error:
            reason = fallback_reason(error)
            # The error's class and text only: SDK errors carry no credentials.
            logger.warning(
                "brain %s fell back to local (%s): %s: %s",
                self.name,
                reason,
                type(error).__name__,
                str(error)[:300],
            )
            self.last_error = f"{type(error).__name__}: {str(error)[:300]}"
            decision = self.fallback.decide(context, tools)
            usage.add(fallback=1, **{f"fallback_{reason}": 1})
            decision.answered_by = getattr(self.fallback, "name", "local")
            decision.fallback_reason = reason
        else:
            self.last_error = None
        decision.usage = usage.as_dict()
        return decision

    def _ask(
        self, conversation: Conversation, usage: Usage, deadline: Deadline, *, final: bool
    ) -> Reply:
        """One timed model call; its latency goes to the metrics, by outcome."""
        started = time.perf_counter()
        outcome = "error"
        try:
            reply = conversation.ask(final=final, timeout=deadline.remaining())
            outcome = "tool_call" if reply.calls else "answer"
            return reply
        finally:
            usage.add(llm_calls=1)
            LLM_CALL_SECONDS.labels(brain=self.name, outcome=outcome).observe(
                time.perf_counter() - started
            )

    def converse(
        self, context: TurnContext, tools: AnalyticsTools, usage: Usage, deadline: Deadline
    ) -> Decision:
        conversation = self.start(context, usage)
        hops = 0
        reply = self._ask(conversation, usage, deadline, final=False)
        # Asked each round: negotiation during the first call may change the limit.
        while reply.calls and hops < self.tool_hops():
            hops += 1
            results = [run_tool(tools, call.name, call.args) for call in reply.calls]
            usage.add(tool_calls=len(reply.calls))
            conversation.add_tool_results(reply.calls, results)
            reply = self._ask(conversation, usage, deadline, final=hops >= self.tool_hops())
        problem = self._problem(reply, context)
        if problem is not None and not reply.structured:
            # Two-phase: the tool turn could not carry the schema; this one does.
            reply = self._ask(conversation, usage, deadline, final=True)
            problem = self._problem(reply, context)
        if problem is not None:
            usage.add(repairs=1)
            conversation.add_repair(reply, problem)
            reply = self._ask(conversation, usage, deadline, final=True)
        return self._parse(reply, context)

    @classmethod
    def _problem(cls, reply: Reply, context: TurnContext) -> str | None:
        try:
            cls._parse(reply, context)
        except BadDecision as error:
            return str(error)
        return None

    @staticmethod
    def _parse(reply: Reply, context: TurnContext) -> Decision:
        if reply.calls:
            raise BadDecision("no more tool calls now; answer with the JSON object")
        if reply.truncated:
            raise BadDecision(
                "the answer was cut off at the token limit; answer with a shorter JSON object"
            )
        decision = parse_decision(reply.text)
        conflicts = injury_conflicts(decision, context)
        if conflicts:
            raise UnsafeDecision("; ".join(conflicts))
        return decision
