"""Remembers who the user says they are (age, experience, an endurance key session) when
the brain's own memory writes leave it out.

The embedded brain writes memory from templates ("Trains 3 days/week ..."), so "I'm 66 and
never lifted" said at onboarding reached no memory and the engine could not choose the
careful template. This adds one "about me" goal memory, in words the user can read on
GET /api/memory, from the message itself; an existing one is updated, never duplicated.
A brain whose writes already carry these fields (an LLM filling the payload) is left alone,
and so is a turn on which the brain writes no memory (a question, a failed brain).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError

from fitcoach.memory import about
from fitcoach.memory.derive import about_me
from fitcoach.memory.models import MemoryItem, MemoryMutation, Tier1Entry
from fitcoach.memory.payloads import GoalPayload

ABOUT_FIELDS = ("age", "experience", "key_days", "key_session")
_EXPERIENCE_WORDS = {
    "beginner": "new to lifting",
    "intermediate": "intermediate lifter",
    "advanced": "advanced lifter",
}


def about_me_mutation(
    message: str, mutations: Sequence[MemoryMutation], memory: Sequence[MemoryItem]
) -> MemoryMutation | None:
    # Only a turn on which the brain itself writes memory: the message tells us something
    # (onboarding, a change) rather than asks ("will heavy legs hurt my long run?").
    if not mutations:
        return None
    said = about_me(message)
    if said.get("key_session") == "race":
        # A race named in a message is one day (the brain keeps it as an event), not a
        # weekly key session to plan every week around.
        said = {k: v for k, v in said.items() if k not in ("key_days", "key_session")}
    if not said:
        return None
    written = [p for p in map(_goal_of, mutations) if p is not None]
    if any(_about_fields(p) for p in written):
        return None
    held = _held_goals(memory)
    known: dict[str, Any] = {}
    for _, payload in held:
        known |= _about_fields(payload)
    merged = known | said
    has_goal = any(p.kind for _, p in held) or any(p.kind for p in written)
    kind = "endurance" if not has_goal and about.is_endurance(message) else None
    if merged == known and kind is None:
        return None
    fact = about_fact(merged)
    entry = {
        "category": "goal",
        "fact": fact,
        "source": "conversation",
        "payload": GoalPayload(kind=kind, words=fact, **merged).model_dump(mode="json"),
    }
    mine = next((item for item, p in reversed(held) if _about_fields(p) and not p.kind), None)
    if mine is not None:
        return MemoryMutation(
            operation="UPDATE",
            target_tier="tier_1_staples",
            memory_id=mine.id,
            entry=entry,
            reason="the user told us more about themselves",
        )
    return MemoryMutation(
        operation="CREATE",
        target_tier="tier_1_staples",
        entry=entry,
        reason="the user told us about themselves",
    )


def about_fact(fields: dict[str, Any]) -> str:
    """The fact in words that memory/derive.py reads back into the same fields."""
    parts = []
    if fields.get("age"):
        parts.append(f"{fields['age']} years old")
    if fields.get("experience"):
        parts.append(_EXPERIENCE_WORDS[fields["experience"]])
    if fields.get("key_session"):
        days = " and ".join(d.capitalize() for d in fields.get("key_days", []))
        parts.append(f"key session: {fields['key_session']}" + (f" on {days}" if days else ""))
    return "About me: " + "; ".join(parts) + "."


def _held_goals(memory: Sequence[MemoryItem]) -> list[tuple[MemoryItem, GoalPayload]]:
    held = []
    for item in sorted(memory, key=lambda item: (item.created_at, item.id)):
        payload = item.entry.payload
        if item.tier == "tier_1_staples" and isinstance(payload, GoalPayload):
            held.append((item, payload))
    return held


def _about_fields(payload: GoalPayload) -> dict[str, Any]:
    found = {field: getattr(payload, field) for field in ABOUT_FIELDS}
    return {field: value for field, value in found.items() if value}


def _goal_of(mutation: MemoryMutation) -> GoalPayload | None:
    entry = mutation.entry
    if mutation.target_tier != "tier_1_staples" or not entry or entry.get("category") != "goal":
        return None
    try:
        payload = Tier1Entry.model_validate(entry).payload
    except ValidationError:
        return None
    return payload if isinstance(payload, GoalPayload) else None
