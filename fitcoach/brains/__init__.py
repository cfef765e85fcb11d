"""Brains: whatever turns one chat turn into a typed `Decision`.

`local` is the embedded, offline default. `gemini:<model>` and `openai:<model>` are LLM
brains; they import their SDKs lazily, so `fitcoach` runs without them installed, and fall
back to `local` when the model times out or answers garbage.

Each kind of brain is one `Provider` in `PROVIDERS`: the name's prefix and how to build it.
Adding a provider is one entry there (see the README's "Extending").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from fitcoach.config import Settings, get_settings
from fitcoach.contracts.decision import Brain
from fitcoach.contracts.llm_cache import CacheRegistry
from fitcoach.contracts.llm_capabilities import CapabilityStore


@dataclass(frozen=True, slots=True)
class BrainOptions:
    """What a provider may need beyond the model name; the app factory supplies the cache
    registry and the capability store (the store's tables), anything else falls back to a
    per-process default."""

    given_settings: Settings | None = None
    cache_registry: CacheRegistry | None = None
    capability_store: CapabilityStore | None = None

    @property
    def settings(self) -> Settings:
        # Read only by providers that need them, so `local` never loads the environment.
        return self.given_settings or get_settings()


@dataclass(frozen=True, slots=True)
class Provider:
    prefix: str
    # Builds the brain for `<prefix>:<model>`; `model` is "" for a provider without models.
    build: Callable[[str, BrainOptions], Brain]
    takes_model: bool = True


def _secret(value: object) -> str | None:
    return value.get_secret_value() if value is not None else None  # type: ignore[attr-defined]


def _local(model: str, options: BrainOptions) -> Brain:
    from fitcoach.brains.local import LocalBrain

    return LocalBrain()


def _gemini(model: str, options: BrainOptions) -> Brain:
    from fitcoach.brains.gemini import GeminiBrain
    from fitcoach.clock import clock_from

    settings = options.settings
    return GeminiBrain(
        model,
        api_key=_secret(settings.gemini_api_key),
        base_url=settings.gemini_base_url,
        timeout_seconds=settings.llm_timeout_seconds,
        cache_ttl_seconds=settings.gemini_cache_ttl_seconds,
        thinking_budget=settings.gemini_thinking_budget,
        registry=options.cache_registry,
        # Cache lifetimes are Gemini's wall clock, even when FITCOACH_NOW freezes ours.
        clock=clock_from(None),
    )


def _openai(model: str, options: BrainOptions) -> Brain:
    from fitcoach.brains.openai_compat import OpenAICompatBrain

    settings = options.settings
    return OpenAICompatBrain(
        model,
        api_key=_secret(settings.openai_api_key),
        base_url=settings.openai_base_url,
        timeout_seconds=settings.llm_timeout_seconds,
        capability_store=options.capability_store,
    )


PROVIDERS: dict[str, Provider] = {
    provider.prefix: provider
    for provider in (
        Provider("local", _local, takes_model=False),
        Provider("gemini", _gemini),
        Provider("openai", _openai),
    )
}


def get_brain(
    name: str = "local",
    settings: Settings | None = None,
    *,
    cache_registry: CacheRegistry | None = None,
    capability_store: CapabilityStore | None = None,
) -> Brain:
    """The brain named by `FITCOACH_BRAIN`: local | gemini:<model> | openai:<model>.

    `cache_registry` keeps an LLM brain's context-cache names where every app instance sees
    them (the app passes the store's); without it they live in this process only.
    `capability_store` remembers what an OpenAI-compatible server was found to take, across
    restarts (the app passes the store's); without it discovery is per process."""
    prefix, colon, model = name.partition(":")
    provider = PROVIDERS.get(prefix)
    if provider is None or provider.takes_model != bool(model) or (colon and not model):
        raise ValueError(f"unknown brain {name!r}")
    options = BrainOptions(settings, cache_registry, capability_store)
    return provider.build(model, options)


__all__ = ["PROVIDERS", "BrainOptions", "Provider", "get_brain"]
