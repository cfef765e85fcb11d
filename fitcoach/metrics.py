"""Prometheus metrics for chat turns and the LLM brains, served by `GET /metrics`.

One registry per process (not the library's global one), so the exposition holds exactly
what fitcoach measures. Brains record per model call (latency, tokens); the pipeline records
per turn (which brain answered, fallbacks, turn latency). Label values are bounded: brain
names come from FITCOACH_BRAIN and reasons from a fixed list, never from user input.
"""

from __future__ import annotations

from collections.abc import Mapping

from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.exposition import CONTENT_TYPE_LATEST

REGISTRY = CollectorRegistry(auto_describe=True)

# Model calls on a local CPU take seconds; a hosted API, a fraction of one.
_LLM_BUCKETS = (0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60, 120)
_TURN_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60)

TURNS = Counter(
    "fitcoach_chat_turns",
    "Chat turns, by the brain that produced the reply and the configured brain",
    ["brain", "configured"],
    registry=REGISTRY,
)
FALLBACKS = Counter(
    "fitcoach_brain_fallbacks",
    "Turns the configured LLM brain did not answer, by reason",
    ["configured", "reason"],
    registry=REGISTRY,
)
TURN_SECONDS = Histogram(
    "fitcoach_chat_turn_seconds",
    "Whole chat turn (context, brain, engine, commit), by the brain that answered",
    ["brain"],
    buckets=_TURN_BUCKETS,
    registry=REGISTRY,
)
LLM_CALL_SECONDS = Histogram(
    "fitcoach_llm_call_seconds",
    "One model call (tool round, answer or repair), by brain and outcome",
    ["brain", "outcome"],
    buckets=_LLM_BUCKETS,
    registry=REGISTRY,
)
TOKENS = Counter(
    "fitcoach_llm_tokens",
    "Tokens the LLM brains used: input, output, cached (input served from a cache), thinking",
    ["brain", "kind"],
    registry=REGISTRY,
)
REPAIRS = Counter(
    "fitcoach_llm_repairs",
    "Repair rounds (the model's answer was rejected once and it was asked again)",
    ["brain"],
    registry=REGISTRY,
)
TOOL_CALLS = Counter(
    "fitcoach_llm_tool_calls",
    "Analytics lookups the model asked for (native tool calls or JSON lookups)",
    ["brain"],
    registry=REGISTRY,
)
GEMINI_CACHE = Counter(
    "fitcoach_gemini_cache",
    "Gemini context cache events: hit (a call used the cache), miss (it was gone), create, refresh",
    ["event"],
    registry=REGISTRY,
)

_TOKEN_KINDS = {
    "prompt_tokens": "input",
    "output_tokens": "output",
    "cached_tokens": "cached",
    "thinking_tokens": "thinking",
}
_CACHE_EVENTS = {
    "cache_hits": "hit",
    "cache_misses": "miss",
    "cache_creates": "create",
    "cache_refreshes": "refresh",
}


def observe_turn(
    *,
    configured: str,
    answered: str,
    fallback_reason: str | None,
    seconds: float,
    usage: Mapping[str, int] | None,
) -> None:
    """Record one finished chat turn."""
    TURNS.labels(brain=answered, configured=configured).inc()
    TURN_SECONDS.labels(brain=answered).observe(seconds)
    if fallback_reason is not None:
        FALLBACKS.labels(configured=configured, reason=fallback_reason).inc()
    for key, value in (usage or {}).items():
        if not value:
            continue
        if key in _TOKEN_KINDS:
            TOKENS.labels(brain=configured, kind=_TOKEN_KINDS[key]).inc(value)
        elif key in _CACHE_EVENTS and configured.startswith("gemini:"):
            GEMINI_CACHE.labels(event=_CACHE_EVENTS[key]).inc(value)
        elif key == "repairs":
            REPAIRS.labels(brain=configured).inc(value)
        elif key == "tool_calls":
            TOOL_CALLS.labels(brain=configured).inc(value)


def exposition() -> tuple[bytes, str]:
    """The text format Prometheus scrapes, and its content type."""
    return generate_latest(REGISTRY), CONTENT_TYPE_LATEST
