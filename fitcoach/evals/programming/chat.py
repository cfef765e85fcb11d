"""The programming review in chat mode: each persona's onboarding message, said once as a
brand-new user, through the real brain, pipeline and store, judged by the same checks.

The structured review feeds the engine a profile read by the harness from the persona's
fields, so it judges the programming alone. This mode judges what real users get: the
week staged after the coach reads their own words. The checks still judge that week
against the persona (what they really said) and its structured profile (the truth for the
rule audit), never against what the chat understood: a misread ("lift Mon and Wed" read as
five days) is exactly what this mode must catch.

One in-process app on a fresh SQLite file serves the run, with the suite's fixed clock;
every persona registers its own user.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fitcoach.evals.client import CoachClient
from fitcoach.evals.programming.checks import CHECKS, Context, run_checks
from fitcoach.evals.programming.personas import Persona, load_personas, to_profile
from fitcoach.evals.programming.suite import NOW, WEEK_START, PersonaResult
from fitcoach.evals.runner import PASSWORD, Target, open_target
from fitcoach.programming.models import TrainingProfile, Week

# The persona file's timezone is not stated; the suite's clock is a UTC Monday morning.
TIMEZONE = "UTC"


@dataclass(frozen=True)
class ChatOutcome:
    """What one onboarding turn produced: the staged week (or why there is none)."""

    week: Week | None
    reply: str
    route: str
    memory: Any  # GET /api/memory after the turn (tier groups), to see what was read


@contextmanager
def chat_target(brain: str = "local", database_url: str | None = None) -> Iterator[Target]:
    with open_target(brain=brain, database_url=database_url) as target:
        yield target


def onboard(target: Target, persona: Persona) -> ChatOutcome:
    """Registers a new user and sends the persona's onboarding message once."""
    if target.clock is not None:
        target.clock.set(NOW)
    client = CoachClient(target.http)
    username = f"pr_{uuid.uuid4().hex[:12]}"
    registered = client.register(username, PASSWORD, persona.unit, TIMEZONE)
    if not registered.ok:
        raise RuntimeError(f"register: HTTP {registered.status} {registered.body}")
    message = str(persona.raw.get("onboarding_message") or "")
    reply = client.chat(message)
    body = reply.body if isinstance(reply.body, dict) else {}
    proposal = body.get("proposal") or {}
    memory = client.memory()
    week = None
    if proposal.get("type") == "UPDATE_WEEK" and isinstance(proposal.get("data"), dict):
        fields = set(Week.model_fields)
        week = Week.model_validate({k: v for k, v in proposal["data"].items() if k in fields})
    return ChatOutcome(week, str(body.get("message", "")), str(proposal.get("type")), memory)


def judged_profile(persona: Persona) -> TrainingProfile:
    """The persona's structured profile, less what its onboarding message never says.

    The persona file gives some people a body weight their message leaves out; starting
    loads (and so the load rule) depend on it, and no reader can know it from the words.
    Everything else the checks lean on (gear, days, minutes, pains, age, experience) is in
    the message, so it stays the truth the chat's week is judged against."""
    profile = to_profile(persona)
    message = str(persona.raw.get("onboarding_message") or "")
    weight = profile.bodyweight
    if weight is not None and f"{weight:g}" not in message:
        return profile.model_copy(update={"bodyweight": None})
    return profile


def review_chat(target: Target, persona: Persona) -> PersonaResult:
    profile = judged_profile(persona)
    try:
        outcome = onboard(target, persona)
    except Exception as exc:  # a crash is a finding for this persona, not the end of the run
        return PersonaResult(persona, {}, error=f"{type(exc).__name__}: {exc}")
    if outcome.week is None:
        # No week staged: every check that applies fails, so the tally stays comparable
        # with the structured review's.
        why = f"no week staged (route {outcome.route}): {outcome.reply[:160]}"
        return PersonaResult(
            persona, {spec.name: [why] for spec in CHECKS if spec.applies(persona)}
        )
    if outcome.week.week_start_date != WEEK_START:
        return PersonaResult(persona, {}, error=f"staged week {outcome.week.week_start_date}")
    return PersonaResult(persona, run_checks(Context(persona, profile, outcome.week, NOW)))


def run_chat_review(
    path: Path | None = None, brain: str = "local", personas: Sequence[Persona] | None = None
) -> list[PersonaResult]:
    chosen = list(personas) if personas is not None else load_personas(path)
    with chat_target(brain) as target:
        return [review_chat(target, persona) for persona in chosen]
