"""Brains are chosen by name from one registry: `<prefix>:<model>`, or `local`."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from fitcoach.brains import PROVIDERS, BrainOptions, Provider, get_brain
from fitcoach.brains.local import LocalBrain
from fitcoach.config import Settings
from fitcoach.contracts.decision import AnalyticsTools, Decision, TurnContext
from fitcoach.store.repository import Repository


@dataclass
class EchoBrain:
    name: str
    options: BrainOptions

    def decide(self, context: TurnContext, tools: AnalyticsTools) -> Decision:
        return Decision(message=context.message)


@pytest.mark.parametrize("name", ["local:tiny", "local:", "gemini", "openai:", "claude:3", ""])
def test_a_name_no_provider_takes_is_refused(name: str) -> None:
    with pytest.raises(ValueError, match="unknown brain"):
        get_brain(name, Settings())


def test_local_needs_no_model() -> None:
    assert isinstance(get_brain("local"), LocalBrain)


def test_one_registry_entry_makes_a_new_provider_selectable(
    monkeypatch: pytest.MonkeyPatch, settings: Settings, repository: Repository
) -> None:
    provider = Provider("echo", lambda model, options: EchoBrain(f"echo:{model}", options))
    monkeypatch.setitem(PROVIDERS, "echo", provider)
    registry = repository.llm_cache()

    brain = get_brain("echo:v1", settings, cache_registry=registry)

    assert isinstance(brain, EchoBrain) and brain.name == "echo:v1"
    assert brain.options.settings is settings
    assert brain.options.cache_registry is registry
