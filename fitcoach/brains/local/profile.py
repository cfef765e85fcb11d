"""Preference capture and explicit memory edits: UPDATE / DELETE by id, never duplicates."""

from __future__ import annotations

import re

from fitcoach.agent.decision import Decision
from fitcoach.memory.models import MemoryItem, MemoryMutation, Tier2Entry, Tier3Entry
from fitcoach.nlu.understanding import Voice
from fitcoach.programming.ops import BuildWeek
from fitcoach.weekdays import WEEKDAYS

from .facts import (
    chronic_fact,
    equipment_fact,
    gear_list,
    goal_fact,
    heaviest,
    merged_schedule,
    with_schedule,
)
from .memory_ops import (
    chronic_matching,
    mentions_other_side,
    tier1_items,
    tier2_matching,
    tier3_items,
    upsert_tier1,
    words,
)
from .text import SUMMARY, join_words, number, part_label
from .turn import Turn, none
from .voice import VOICE_FACTS, preference_memory

_LOAD = re.compile(r"(\d+(?:[.,]\d+)?)\s*(lbs?|kg|kgs|pounds?|kilos?|kilograms?)\b", re.I)
_STYLE = re.compile(
    r"tough|gentle|scien|style|tone|voice|preference|coaching|stop being|be nicer", re.I
)

_VOICE_REPLY: dict[Voice, str] = {
    "tough_love": "Got it: tough love from here on, no sugar-coating.",
    "gentle": "Of course: I'll keep things gentle and encouraging from now on.",
    "scientific": "Done: from now on you get the rationale and the evidence behind every change.",
    "balanced": "Back to balanced: direct, and warm.",
}


def preference(t: Turn) -> Decision:
    u, ctx = t.u, t.ctx
    if u.voice is None:
        fact = ctx.message.strip()
        fact = f"Prefers: {fact[:450]}" if fact else ""
        if not fact:
            return none("How would you like me to coach you: tough love, gentle, or scientific?")
        mutation = upsert_tier1(
            ctx.memory, "preference", fact, source="conversation", reason="Stated preference."
        )
        return none(t.say(["Noted, I'll keep that in mind."]), [mutation] if mutation else [])
    mutation = upsert_tier1(
        ctx.memory,
        "preference",
        VOICE_FACTS[u.voice],
        source="conversation",
        reason="The user asked for a different coaching style.",
        replace=preference_memory(ctx.memory),
    )
    return none(t.say([_VOICE_REPLY[u.voice]]), [mutation] if mutation else [])


# ---- memory update -----------------------------------------------------------------------


def _merged_equipment(old: str, t: Turn) -> str:
    """The stored equipment fact with the new load and any new gear, in the user's words."""
    u = t.u
    fact = old.strip()
    load = heaviest(u.loads)
    if load is not None:
        new_load = f"{number(load.value)} {load.unit}"
        if _LOAD.search(fact):
            fact = _LOAD.sub(new_load, fact, count=1)
        elif "dumbbell" in fact.lower():
            fact = re.sub(r"dumbbells?", f"dumbbells up to {new_load}", fact, count=1, flags=re.I)
    lowered = fact.lower()
    new_items = []
    for token in sorted(u.gear - {"bodyweight"}):
        key = "bench" if "bench" in token else token.split()[0].rstrip("s")
        if key in lowered:
            continue
        new_items += gear_list({token}, load if token == "dumbbells" else None, False)
    if new_items:
        fact = f"{fact.rstrip('.')}, plus {join_words(new_items)}."
    return fact


def _merged_goal(old: str, new: str, t: Turn) -> str:
    u = t.u
    if u.goal is None and not u.muscles:
        # Only the schedule changed: the goal part stays, the schedule part is rewritten
        # (never "Trains 5 days/week; 4 days/week, 45 min.").
        return with_schedule(old, merged_schedule(old, u.weekdays, u.days_per_week, u.minutes))
    if ";" in old and ";" not in new:
        return f"{new.rstrip('.')};{old.split(';', 1)[1]}"
    return new


def _stage(
    t: Turn, category: str, fact: str, existing: MemoryItem | None
) -> tuple[list[MemoryMutation], str]:
    mutation = upsert_tier1(
        t.ctx.memory,
        category,
        fact,
        source="conversation",
        reason=f"The user's {category.replace('_', ' ')} changed.",
        replace=existing,
    )
    if mutation is None:
        return [], f"I already have that on file: {fact}"
    return [mutation], f"Updated your {category.replace('_', ' ')}: {fact}"


def memory_update(t: Turn) -> Decision:
    u, ctx = t.u, t.ctx
    if u.voice is not None:
        return preference(t)
    if u.gear or u.loads:
        current = tier1_items(ctx.memory, "equipment")
        if current:
            fact = _merged_equipment(current[0].entry.fact, t)
        else:
            fact = equipment_fact(u, ctx.message) or ""
        if fact:
            mutations, said = _stage(t, "equipment", fact, current[0] if current else None)
            offer = "Want me to rebuild the week around it?" if mutations else ""
            return none(t.say([said, offer]), mutations)
    new_goal = goal_fact(u)
    if new_goal:
        current = tier1_items(ctx.memory, "goal")
        fact = _merged_goal(current[0].entry.fact, new_goal, t) if current else new_goal
        mutations, said = _stage(t, "goal", fact, current[0] if current else None)
        schedule = bool(u.weekdays or u.days_per_week or u.minutes)
        if schedule and ctx.plan is not None:
            # A new split (3-day to 5-day) is a week overhaul: propose it with the memory.
            days = sorted(set(u.weekdays), key=WEEKDAYS.index)
            op = BuildWeek(
                training_days=days or None,
                days_per_week=None if days else u.days_per_week,
                session_minutes=max(15, min(180, u.minutes)) if u.minutes else None,
                emphasis=list(u.muscles) or None,
            )
            return Decision(
                message=t.say([said, f"Your rebuilt week is staged: {SUMMARY}."]),
                route="UPDATE_WEEK",
                plan_ops=[op],
                memory_mutations=mutations,
            )
        offer = "Want me to rebuild the week around it?" if mutations else ""
        return none(t.say([said, offer]), mutations)
    if u.chronic_body_parts:
        part = u.chronic_body_parts[0]
        matches = chronic_matching(ctx.memory, part)
        if matches:
            # Restating a known condition: dedup, never a second copy or a rewrite.
            return none(
                t.say(
                    [
                        f"I already have that on file: {matches[0].entry.fact}",
                        "Your plan keeps it protected.",
                    ]
                )
            )
        mutations, said = _stage(t, "chronic_condition", chronic_fact(part, u.side), None)
        return none(t.say([said, "I'll keep it out of your sessions from now on."]), mutations)
    return none("What changed: your gear, your goal, or your schedule?")


# ---- memory delete -----------------------------------------------------------------------


def _delete(item: MemoryItem, reason: str) -> MemoryMutation:
    return MemoryMutation(
        operation="DELETE", target_tier=item.tier, memory_id=item.id, reason=reason
    )


def memory_delete(t: Turn) -> Decision:
    u, ctx = t.u, t.ctx
    for part in u.body_parts or u.chronic_body_parts:
        acute = [
            item
            for item in tier2_matching(ctx.memory, part)
            if not mentions_other_side(item.entry.fact, u.side)
        ]
        if acute:
            first = acute[0].entry
            label = first.body_part if isinstance(first, Tier2Entry) else part_label(part)
            return none(
                t.say(
                    [
                        f"Great news: I've cleared the {label} note, so it's back in your "
                        "training.",
                        "Ease back in at moderate loads for the first session.",
                    ]
                ),
                [_delete(item, "Condition resolved per user report.") for item in acute],
            )
        chronic = chronic_matching(ctx.memory, part)
        if chronic:
            return none(
                t.say(
                    [f"Done: I've removed the {part_label(part)} restriction from your profile."]
                ),
                [_delete(item, "The user says this no longer applies.") for item in chronic],
            )
    if u.voice is not None or _STYLE.search(ctx.message):
        pref = preference_memory(ctx.memory)
        if pref is not None:
            return none(
                _VOICE_REPLY["balanced"], [_delete(pref, "The user revoked the preference.")]
            )
    asked = words(u.event or "") or words(ctx.message)
    events = [
        item
        for item in tier3_items(ctx.memory)
        if isinstance(item.entry, Tier3Entry) and words(item.entry.event) & asked
    ]
    if events:
        first = events[0].entry
        assert isinstance(first, Tier3Entry)
        return none(
            t.say([f"Removed the {first.event} from your notes, so your week plans as normal."]),
            [_delete(item, "The event no longer applies.") for item in events],
        )
    return none("I couldn't find anything like that in your profile, so nothing changed.")
