"""Keeps who the user says they are (age, experience, an endurance key session) in the goal
memory the brain writes, when the brain's own words leave it out.

The embedded brain writes memory from templates ("Trains 3 days/week ..."), so "I'm 66 and
never lifted" said at onboarding reached no memory and the engine could not choose the
careful template. On a turn where the brain writes a tier-1 goal memory from words only,
the words the message adds are appended to that fact ("...; 66 years old; new to lifting.")
and the payload is derived from the whole fact as usual: the user reads on GET /api/memory
exactly what the engine uses, and no memory operation is added or removed. A brain that
writes the payload itself (an LLM) is left alone, and so is every other turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError

from fitcoach.memory.derive import about_me
from fitcoach.memory.models import FACT_MAX, Entry, MemoryItem, MemoryMutation, Tier1Entry

_EXPERIENCE_WORDS = {
    "beginner": "new to lifting",
    "intermediate": "intermediate lifter",
    "advanced": "advanced lifter",
}


def with_about_me(
    message: str, mutations: Sequence[MemoryMutation], memory: Sequence[MemoryItem] = ()
) -> list[MemoryMutation]:
    """`mutations` with the brain's goal write carrying what the message says about the user.

    The brain compares its own words with the stored fact, which holds these added words:
    an UPDATE that, once they are added back, means what the stored memory already means
    (the same payload, the words aside) is dropped, so saying it again changes nothing."""
    said = about_me(message)
    if said.get("key_session") == "race":
        # A race named in a message is one day (the brain keeps it as an event), not a
        # weekly key session to plan every week around.
        said = {k: v for k, v in said.items() if k not in ("key_days", "key_session")}
    out = list(mutations)
    if not said:
        return out
    for index, mutation in enumerate(out):
        entry = mutation.entry
        if (
            mutation.operation not in ("CREATE", "UPDATE")
            or mutation.target_tier != "tier_1_staples"
            or not entry
            or entry.get("category") != "goal"
            or entry.get("payload") is not None
            or not isinstance(entry.get("fact"), str)
        ):
            continue
        fact = entry["fact"].rstrip().rstrip(".")
        missing = {k: v for k, v in said.items() if about_me(fact).get(k) != v}
        if not missing:
            return out
        longer = f"{fact}; {about_words(missing)}."
        if len(longer) > FACT_MAX:
            return out
        stored = {item.id: item.entry for item in memory}
        target = stored.get(mutation.memory_id or "")
        if mutation.operation == "UPDATE" and target is not None and _same_meaning(target, longer):
            del out[index]
        else:
            out[index] = mutation.model_copy(update={"entry": {**entry, "fact": longer}})
        return out
    return out


def about_words(fields: dict[str, Any]) -> str:
    """The fields in words that memory/derive.py reads back into the same fields."""
    parts = []
    if fields.get("age"):
        parts.append(f"{fields['age']} years old")
    if fields.get("experience"):
        parts.append(_EXPERIENCE_WORDS[fields["experience"]])
    weight = fields.get("bodyweight")
    if weight is not None:
        parts.append(f"body weight {weight.value:g} {weight.unit}")
    if fields.get("key_session"):
        days = " and ".join(d.capitalize() for d in fields.get("key_days", []))
        parts.append(f"key session: {fields['key_session']}" + (f" on {days}" if days else ""))
    return "; ".join(parts)


def _same_meaning(stored: Entry, fact: str) -> bool:
    if stored.fact == fact:
        return True
    if stored.payload is None:
        return False
    try:
        new = Tier1Entry(category="goal", fact=fact).payload
    except ValidationError:
        return False
    if new is None:
        return False
    return new.model_dump(exclude={"words"}) == stored.payload.model_dump(exclude={"words"})
