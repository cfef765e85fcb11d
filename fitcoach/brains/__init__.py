"""Brains: whatever turns one chat turn into a typed `Decision`.

`local` is the embedded, offline default. `gemini:<model>` and `openai:<model>` are LLM
brains; they import their SDKs lazily, so `fitcoach` runs without them installed, and fall
back to `local` when the model times out or answers garbage.
"""

from __future__ import annotations

from fitcoach.agent.decision import Brain
from fitcoach.config import Settings, get_settings


def _secret(value: object) -> str | None:
    return value.get_secret_value() if value is not None else None  # type: ignore[attr-defined]


def get_brain(name: str = "local", settings: Settings | None = None) -> Brain:
    """The brain named by `FITCOACH_BRAIN`: local | gemini:<model> | openai:<model>."""
    if name == "local":
        from fitcoach.brains.local import LocalBrain

        return LocalBrain()
    provider, _, model = name.partition(":")
    if not model:
        raise ValueError(f"unknown brain {name!r}")
    settings = settings or get_settings()
    if provider == "gemini":
        from fitcoach.brains.gemini import GeminiBrain
        from fitcoach.clock import clock_from
        from fitcoach.store.llm_cache import DbCacheRegistry

        return GeminiBrain(
            model,
            api_key=_secret(settings.gemini_api_key),
            base_url=settings.gemini_base_url,
            timeout_seconds=settings.llm_timeout_seconds,
            cache_ttl_seconds=settings.gemini_cache_ttl_seconds,
            thinking_budget=settings.gemini_thinking_budget,
            registry=DbCacheRegistry.from_url(settings.database_url),
            # Cache lifetimes are Gemini's wall clock, even when FITCOACH_NOW freezes ours.
            clock=clock_from(None),
        )
    if provider == "openai":
        from fitcoach.brains.openai_compat import OpenAICompatBrain

        return OpenAICompatBrain(
            model,
            api_key=_secret(settings.openai_api_key),
            base_url=settings.openai_base_url,
            timeout_seconds=settings.llm_timeout_seconds,
        )
    raise ValueError(f"unknown brain {name!r}")


__all__ = ["get_brain"]
