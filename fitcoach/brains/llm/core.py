"""The provider-neutral turn: tool loop, structured answer, one repair, local fallback.

A provider supplies a `Conversation` (one per turn) that speaks its wire protocol; this
module owns the policy, so Gemini and OpenAI-compatible brains behave the same way:

1. ask with the tools (at most `MAX_TOOL_HOPS` rounds of tool calls, each answered with
   our real tool output);
2. then the answer must parse as a Decision. A conversation that asked without the
   response schema (two-phase models) gets one schema-constrained ask first;
3. if it still does not parse, one repair ask that quotes the error;
4. anything else (timeout, HTTP error, a second bad answer) -> the local brain decides,
   and `usage` says so. The user never sees the failure.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from fitcoach.agent.decision import AnalyticsTools, Brain, Decision, TurnContext
from fitcoach.brains.llm.parse import BadDecision, parse_decision
from fitcoach.brains.llm.tools import run_tool

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


def fallback_reason(error: BaseException) -> str:
    if _is_timeout(error):
        return "timeout"
    if isinstance(error, BadDecision):
        return "invalid"
    return "error"


class LLMBrain:
    """Base of every LLM brain: subclasses build a `Conversation` per turn."""

    name: str = "llm"

    def __init__(self, *, timeout_seconds: float, fallback: Brain | None = None) -> None:
        self.timeout_seconds = timeout_seconds
        self._fallback = fallback

    @property
    def fallback(self) -> Brain:
        if self._fallback is None:
            from fitcoach.brains.local import LocalBrain

            self._fallback = LocalBrain()
        return self._fallback

    def start(self, context: TurnContext, usage: Usage) -> Conversation:
        raise NotImplementedError

    def decide(self, context: TurnContext, tools: AnalyticsTools) -> Decision:
        usage = Usage()
        try:
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
            decision = self.fallback.decide(context, tools)
            usage.add(fallback=1, **{f"fallback_{reason}": 1})
        decision.usage = usage.as_dict()
        return decision

    def converse(
        self, context: TurnContext, tools: AnalyticsTools, usage: Usage, deadline: Deadline
    ) -> Decision:
        conversation = self.start(context, usage)
        hops = 0
        reply = conversation.ask(final=False, timeout=deadline.remaining())
        usage.add(llm_calls=1)
        while reply.calls and hops < MAX_TOOL_HOPS:
            hops += 1
            results = [run_tool(tools, call.name, call.args) for call in reply.calls]
            usage.add(tool_calls=len(reply.calls))
            conversation.add_tool_results(reply.calls, results)
            reply = conversation.ask(final=hops >= MAX_TOOL_HOPS, timeout=deadline.remaining())
            usage.add(llm_calls=1)
        problem = self._problem(reply)
        if problem is not None and not reply.structured:
            # Two-phase: the tool turn could not carry the schema; this one does.
            reply = conversation.ask(final=True, timeout=deadline.remaining())
            usage.add(llm_calls=1)
            problem = self._problem(reply)
        if problem is not None:
            usage.add(repairs=1)
            conversation.add_repair(reply, problem)
            reply = conversation.ask(final=True, timeout=deadline.remaining())
            usage.add(llm_calls=1)
        return self._parse(reply)

    @classmethod
    def _problem(cls, reply: Reply) -> str | None:
        try:
            cls._parse(reply)
        except BadDecision as error:
            return str(error)
        return None

    @staticmethod
    def _parse(reply: Reply) -> Decision:
        if reply.calls:
            raise BadDecision("no more tool calls now; answer with the JSON object")
        return parse_decision(reply.text)
