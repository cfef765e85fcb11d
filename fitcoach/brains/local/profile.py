"""Preference capture and explicit memory edits: UPDATE / DELETE by id, never duplicates."""

from __future__ import annotations

import re
from collections.abc import Sequence

from fitcoach.contracts.decision import Decision
from fitcoach.i18n import tr
from fitcoach.memory.models import MemoryItem, MemoryMutation, Tier2Entry, Tier3Entry
from fitcoach.memory.payloads import PreferencePayload
from fitcoach.nlu.body import named_area
from fitcoach.nlu.gear import extract_gear
from fitcoach.nlu.latch import RED_FLAG_PART, says_well, well_again
from fitcoach.nlu.signals import asked_style, asks_to_use_in_plan, gear_gone, stated_style
from fitcoach.nlu.staples import lifts_exclusion, refused_kinds, refuses_kind
from fitcoach.nlu.text import fold, mask
from fitcoach.nlu.traits import stated_aims
from fitcoach.nlu.understanding import Understanding
from fitcoach.programming.models import TrainingProfile
from fitcoach.programming.ops import BuildWeek
from fitcoach.weekdays import WEEKDAYS

from .facts import (
    chronic_fact,
    equipment_fact,
    equipment_without,
    gear_list,
    goal_fact,
    heaviest,
    merged_schedule,
    with_schedule,
)
from .lang import N_, gear_phrase, join_list, line, part_name, staged
from .memory_ops import (
    chronic_matching,
    mentions_other_side,
    tier1_items,
    tier2_matching,
    tier3_items,
    upsert_tier1,
    words,
)
from .plan_view import day_slugs
from .protect import protect_now
from .rest_days import illness_notes
from .text import join_words, number
from .turn import Turn, none
from .voice import (
    BRIEF_FACT,
    PLAIN_FACT,
    VOICE_FACTS,
    Voice,
    brevity_memory,
    plain_memory,
    preference_memory,
)

_LOAD = re.compile(r"(\d+(?:[.,]\d+)?)\s*(lbs?|kg|kgs|pounds?|kilos?|kilograms?)\b", re.I)
_STYLE = re.compile(
    r"tough|gentle|scien|style|tone|voice|preference|coaching|stop being|be nicer", re.I
)

_VOICE_REPLY: dict[Voice, str] = {
    "tough_love": N_("Got it: tough love from here on, no sugar-coating."),
    "gentle": N_("Of course: I'll keep things gentle and encouraging from now on."),
    "scientific": N_(
        "Done: from now on you get the rationale and the evidence behind every change."
    ),
    "balanced": N_("Back to balanced: direct, and warm."),
    "hype": N_("LET'S GO! Full hype mode from here on, every single session!"),
}
BRIEF_REPLY = N_("Got it: short answers from now on.")
PLAIN_REPLY = N_("Got it: plain everyday words from now on, no gym jargon or abbreviations.")
ASK_STYLE = N_("How would you like me to coach you: tough love, gentle, or scientific?")
KEEP_IN_MIND = N_("Noted, I'll keep that in mind.")
GEAR_UPDATED = N_("Updated your equipment: {gear}.")
GEAR_ON_FILE = N_("I already have that on file: {gear}.")
ON_FILE = N_("I already have that on file.")
UPDATED: dict[str, str] = {
    "equipment": N_("Updated your equipment."),
    "goal": N_("Updated your goal."),
    "chronic_condition": N_("Noted that condition in your profile."),
    "preference": N_("Updated your preferences."),
}
NO_MORE_GEAR = N_("Noted, no more {gear}.")
REBUILD_WITHOUT = N_("Want me to rebuild the week so nothing needs it?")
REBUILD_AROUND = N_("Want me to rebuild the week around it?")
PROTECTED = N_("Your plan keeps it protected.")
KEEP_OUT = N_("I'll keep it out of your sessions from now on.")
WHAT_CHANGED = N_("What changed: your gear, your goal, or your schedule?")
CLEARED_NOTE = N_(
    "Great news: I've cleared the {part} note, so it's back in your training. Ease back in "
    "at moderate loads for the first session."
)
RESTRICTION_REMOVED = N_("Done: I've removed the {part} restriction from your profile.")
EVENT_OFF = N_('Done: "{event}" is off your notes, so your week plans as normal.')
NOTHING_FOUND = N_("I couldn't find anything like that in your profile, so nothing changed.")
ILLNESS_CLEARED = N_(
    "Glad you're better: I've cleared the illness note. Ease back in with about half your "
    "usual sets for the first session or two."
)
EXCLUSION_LIFTED = N_(
    "Done: {names} can come back into your plans; go a little lighter the first session."
)
EXCLUDED_NO_PLAN = N_("Noted: no {names} in your plans from now on.")
EXCLUDED = N_("Noted: no {names} from now on.")
EXCLUDED_NONE_PLANNED = N_(
    "Noted: no {names} from now on. Your current week has none, so it stays as it is."
)


def preference(t: Turn) -> Decision:
    ctx = t.ctx
    style = asked_style(t.u, t.ctx.message)
    if style == "reset":
        return memory_delete(t)
    if style == "plain":
        # Plain words stand beside the coaching voice and "keep it short": a staple of
        # their own, rewritten only by another plain-words wish.
        mutation = upsert_tier1(
            ctx.memory,
            "preference",
            PLAIN_FACT,
            source="conversation",
            reason="The user asked for plain language.",
            replace=plain_memory(ctx.memory),
        )
        return none(line(t.lang, PLAIN_REPLY), [mutation] if mutation else [])
    if style == "brief":
        mutation = upsert_tier1(
            ctx.memory,
            "preference",
            BRIEF_FACT,
            source="conversation",
            reason="The user asked for shorter replies.",
            replace=brevity_memory(ctx.memory) or _any_preference(ctx.memory),
        )
        return none(line(t.lang, BRIEF_REPLY), [mutation] if mutation else [])
    if style is None:
        fact = ctx.message.strip()
        fact = f"Prefers: {fact[:450]}" if fact else ""
        if not fact:
            return none(line(t.lang, ASK_STYLE))
        # A refused kind of exercise ("nothing on the floor") stands beside the coaching
        # style and the lifts already refused; it never rewrites them.
        kind = refuses_kind(fold(ctx.message))
        mutation = upsert_tier1(
            ctx.memory,
            "preference",
            fact,
            source="conversation",
            reason="Stated preference.",
            replace=None if kind else _any_preference(ctx.memory),
        )
        return none(t.say([line(t.lang, KEEP_IN_MIND)]), [mutation] if mutation else [])
    voiced, brief = preference_memory(ctx.memory), brevity_memory(ctx.memory)
    # Asking for the reasoning overrules an earlier "keep it short": that staple changes.
    longer = style == "scientific" and brief is not None
    mutation = upsert_tier1(
        ctx.memory,
        "preference",
        VOICE_FACTS[style],
        source="conversation",
        reason="The user asked for a different coaching style.",
        replace=voiced or brief or _any_preference(ctx.memory),
    )
    mutations = [mutation] if mutation else []
    if longer and voiced is not None and brief is not None:
        mutations.append(_delete(brief, "The user now wants the reasoning, not short replies."))
    return none(t.say([line(t.lang, _VOICE_REPLY[style])]), mutations)


def _any_preference(memory: Sequence[MemoryItem]) -> MemoryItem | None:
    """The newest stored preference of any kind: one preference at a time, so a change of
    mind ("keep it short" after "explain the science") rewrites it rather than adding a
    second, contradictory staple."""
    found = tier1_items(memory, "preference")
    return max(found, key=lambda item: item.updated_at) if found else None


# ---- memory update -----------------------------------------------------------------------


def _merged_equipment(old: str, t: Turn) -> str:
    """The stored equipment fact with the new load and any new gear, in the user's words."""
    u = t.u
    fact = old.strip()
    load = heaviest(u.loads)
    new_bell = "kettlebell" in u.gear and "dumbbells" not in u.gear
    if load is not None and not new_bell:
        new_load = f"{number(load.value)} {load.unit}"
        if _LOAD.search(fact):
            fact = _LOAD.sub(new_load, fact, count=1)
        elif "dumbbell" in fact.lower():
            fact = re.sub(r"dumbbells?", f"dumbbells up to {new_load}", fact, count=1, flags=re.I)
    lowered = fact.lower()
    new_items = []
    for token in sorted(u.gear - {"bodyweight"}):
        key = "bench" if "bench" in token else token.split()[0].rstrip("s")
        if key in lowered and not (token == "kettlebell" and load is not None):
            continue
        new_items += gear_list(
            {token}, load if token in ("dumbbells", "kettlebell") else None, False
        )
    if new_items:
        fact = f"{fact.rstrip('.')}, plus {join_words(new_items)}."
    return fact


def _merged_goal(old: str, new: str, t: Turn) -> str:
    u = t.u
    if u.goal is None and not u.muscles and not stated_aims(t.ctx.message):
        # Only the schedule changed: the goal part stays, the schedule part is rewritten
        # (never "Trains 5 days/week; 4 days/week, 45 min.").
        return with_schedule(old, merged_schedule(old, u.weekdays, u.days_per_week, u.minutes))
    # The new goal's words are its label and the user's aims (`goal_fact`), never the raw
    # message pasted in; the schedule part of the old fact stays when none was said.
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
    if t.lang != "en":
        # The stored fact is English; the reply says what changed in the user's language,
        # repeating the gear the message named so the user sees what was understood.
        gear = gear_phrase(t.lang, sorted(t.u.gear)) if category == "equipment" else ""
        if gear:
            said = line(t.lang, GEAR_ON_FILE if mutation is None else GEAR_UPDATED, gear=gear)
        else:
            said = line(
                t.lang, ON_FILE if mutation is None else UPDATED.get(category, UPDATED["goal"])
            )
        return ([] if mutation is None else [mutation]), said
    if mutation is None:
        return [], f"I already have that on file: {fact}"
    return [mutation], f"Updated your {category.replace('_', ' ')}: {fact}"


_KEEP = re.compile(r"\b(?:just|only)\b(.*)", re.I)
_CLAUSE_END = re.compile(r"[,;.!?]|\bso\b|\bbut\b|\bnow\b", re.I)


def _removed_gear(t: Turn) -> frozenset[str]:
    """Gear the user no longer has ("sold my bench"): the NLU's field when it has one,
    else the gear named in the clause that says it is gone."""
    named: frozenset[str] | None = t.u.gear_removed
    if named:
        return frozenset(named)
    message = t.ctx.message
    if not gear_gone(message):
        return frozenset()
    clause = message
    for sentence in re.split(r"[.!?]", message):
        if gear_gone(sentence):
            clause = sentence
            break
    # The clause with the verb, until the next break ("..., so it's just the dumbbells").
    pieces = _CLAUSE_END.split(clause)
    gone = next((extract_gear(p) for p in pieces if gear_gone(p) and extract_gear(p)), None)
    if gone is None:
        gone = extract_gear(pieces[0]) if pieces else frozenset()
    return frozenset(gone) - {"bodyweight"}


def _gear_removed(t: Turn, removed: frozenset[str]) -> Decision:
    current = tier1_items(t.ctx.memory, "equipment")
    keep_match = _KEEP.search(t.ctx.message)
    keep = extract_gear(keep_match.group(1)) - removed if keep_match else frozenset()
    old = current[0].entry.fact if current else ""
    # "Sold the 12 kg kettlebell, the 16 stays": the weights said with the sale.
    sold = [load.value for load in t.u.loads]
    fact = equipment_without(old, removed, keep, sold)
    mutations, said = _stage(t, "equipment", fact, current[0] if current else None)
    gone = join_words(sorted({"bench" if "bench" in g else g for g in removed}))
    # One bench to a user, whether stored as flat, incline or adjustable.
    named = removed - {"incline bench"} if "flat bench" in removed else removed
    gone_words = gear_phrase(t.lang, sorted(named)) if t.lang != "en" else gone
    # In Polish, Thai and Japanese "noted, no more X" already says the update (their
    # "updated your equipment" names no gear): three sentences, not four.
    core = [line(t.lang, NO_MORE_GEAR, gear=gone_words or gone)]
    if t.lang == "en" or not mutations:
        core.append(said)
    if t.ctx.plan is not None and mutations and _rebuild_changes(t, mutations):
        # The gear is gone, so the week as written cannot be done: the rebuilt week is
        # staged with the update (the user still accepts it), not offered.
        return Decision(
            message=t.say([*core, staged(t.lang, week=True)]),
            route="UPDATE_WEEK",
            plan_ops=[BuildWeek()],
            memory_mutations=mutations,
        )
    if t.ctx.plan is not None:
        core.append(line(t.lang, REBUILD_WITHOUT))
    return none(t.say(core, closing=False), mutations)


def gear_update(t: Turn) -> tuple[list[MemoryMutation], str] | None:
    """The equipment entry with the gear (and loads) this message names merged in."""
    u, ctx = t.u, t.ctx
    if not (u.gear or u.loads):
        return None
    current = tier1_items(ctx.memory, "equipment")
    if current:
        fact = _merged_equipment(current[0].entry.fact, t)
    else:
        fact = equipment_fact(u, ctx.message) or ""
    if not fact:
        return None
    return _stage(t, "equipment", fact, current[0] if current else None)


def _rebuild_changes(t: Turn, mutations: list[MemoryMutation]) -> bool:
    """Would a week rebuilt with the new gear differ from the plan? Asked before promising
    it, so "work it into the plan" never ends in a refusal."""
    from fitcoach.agent.profile import build_profile
    from fitcoach.memory.rules import check_mutations, preview
    from fitcoach.programming.engine import apply_ops
    from fitcoach.weekdays import week_start

    ctx = t.ctx
    checked = check_mutations(
        mutations, ctx.memory, now=ctx.now, today=ctx.today, timezone=ctx.timezone
    )
    memory = preview(ctx.memory, checked.changes, ctx.now)
    profile = build_profile(memory, ctx.units, ctx.now, ctx.timezone)
    result = apply_ops(ctx.plan, [BuildWeek()], profile, week_start(ctx.today), ctx.now)
    return bool(result.summaries)


def _new_kind(u: Understanding, current: Sequence[MemoryItem]) -> bool:
    """A goal of another kind ("no more fat loss, I want to get strong" after a fat-loss
    goal): the week is built for the old goal, so the rebuilt one is staged with it."""
    if u.goal is None or not current:
        return False
    payload = getattr(current[0].entry, "payload", None)
    # A goal on file without a kind: the week was built with the engine's default goal.
    stored = getattr(payload, "kind", None) or TrainingProfile.model_fields["goal"].default
    return bool(stored != u.goal)


def memory_update(t: Turn) -> Decision:
    u, ctx = t.u, t.ctx
    if asked_style(t.u, t.ctx.message) is not None:
        return preference(t)
    removed = _removed_gear(t)
    if removed:
        return _gear_removed(t, removed)
    gear = gear_update(t)
    if gear is not None and not gear[0] and u.chronic_body_parts:
        # "Arthritis in my thumbs, gripping the heavier dumbbells hurts": the gear is where
        # it hurts, not news about the gear; the condition is what to keep.
        gear = None
    if gear is not None:
        mutations, said = gear
        asked = mutations and ctx.plan is not None and asks_to_use_in_plan(ctx.message)
        if asked and _rebuild_changes(t, mutations):
            # "Bought a 16 kg kettlebell, put it in my program": asked, not offered - the
            # week is rebuilt with the new gear (the profile reads the staged memory).
            return Decision(
                message=t.say([said, staged(t.lang, week=True)]),
                route="UPDATE_WEEK",
                plan_ops=[BuildWeek()],
                memory_mutations=mutations,
            )
        offer = line(t.lang, REBUILD_AROUND) if mutations else ""
        return none(t.say([said, offer]), mutations)
    new_goal = goal_fact(u, ctx.message)
    if new_goal and ctx.plan is None and not tier1_items(ctx.memory, "goal"):
        # A newcomer's first goal ("want to build muscle, where do I start?") begins the
        # profile: the onboarding asks for the rest, and the goal is written with its week.
        from .plan_onboarding import onboarding

        return onboarding(t)
    if new_goal:
        current = tier1_items(ctx.memory, "goal")
        fact = _merged_goal(current[0].entry.fact, new_goal, t) if current else new_goal
        mutations, said = _stage(t, "goal", fact, current[0] if current else None)
        schedule = bool(u.weekdays or u.days_per_week or u.minutes)
        if (schedule or u.muscles or _new_kind(u, current)) and ctx.plan is not None:
            # A new split (3-day to 5-day) is a week overhaul: propose it with the memory.
            days = sorted(set(u.weekdays), key=WEEKDAYS.index)
            op = BuildWeek(
                training_days=days or None,
                days_per_week=None if days else u.days_per_week,
                session_minutes=max(15, min(180, u.minutes)) if u.minutes else None,
                emphasis=list(u.muscles) or None,
            )
            return Decision(
                message=t.say([said, staged(t.lang, week=True)]),
                route="UPDATE_WEEK",
                plan_ops=[op],
                memory_mutations=mutations,
            )
        offer = line(t.lang, REBUILD_AROUND) if mutations else ""
        return none(t.say([said, offer]), mutations)
    if u.chronic_body_parts:
        part = u.chronic_body_parts[0]
        matches = chronic_matching(ctx.memory, part)
        if matches and u.side and u.side not in matches[0].entry.fact.lower():
            # "The bad knee is my RIGHT one, not the left": the same condition, corrected.
            mutations, said = _stage(t, "chronic_condition", chronic_fact(part, u.side), matches[0])
            return none(t.say([said, "I'll keep it out of your sessions from now on."]), mutations)
        if matches:
            # Restating a known condition: dedup, never a second copy or a rewrite.
            return none(t.say([line(t.lang, ON_FILE), line(t.lang, PROTECTED)]))
        area = named_area(ctx.message, part)
        fact = chronic_fact(part, u.side, area)
        mutations, said = _stage(t, "chronic_condition", fact, None)
        protect = protect_now(t, mutations)
        if protect is not None and protect.days:
            # "Every time I press overhead my shoulder pinches, swap it out": asked for now,
            # so the lifts it rules out are swapped in this turn, not only from now on.
            one = len(protect.days) == 1
            return Decision(
                message=t.say([said, staged(t.lang, week=not one)]),
                route="UPDATE_DAY" if one else "UPDATE_WEEK",
                target_day=protect.days[0] if one else None,
                plan_ops=[protect],
                memory_mutations=mutations,
            )
        return none(t.say([said, line(t.lang, KEEP_OUT)]), mutations)
    return none(line(t.lang, WHAT_CHANGED))


# ---- memory delete -----------------------------------------------------------------------


_TRAVEL_WORDS = frozenset(
    {
        "trip",
        "travel",
        "travelling",
        "traveling",
        "away",
        "visit",
        "visiting",
        "vacation",
        "holiday",
        "flight",
        "conference",
        "abroad",
        "hotel",
        "business",
        # Polish, as `words` reads it (lower case, ASCII letters only).
        "wyjazd",
        "wyjazdu",
        "wyjazdem",
        "delegacja",
        "delegacji",
        "delegacje",
        "szkolenie",
        "szkolenia",
        "urlop",
        "urlopu",
        "wakacje",
    }
)


def _related(a: str, b: str) -> bool:
    """ "hike" and "hiking", "race" and "races": the same word to a user."""
    n = max(3, min(len(a), len(b)) - 1)
    return a[:n] == b[:n]


def _loosely_shared(asked: set[str], stored: set[str]) -> bool:
    return any(_related(a, b) for a in asked for b in stored)


def matching_events(
    memory: Sequence[MemoryItem], named: str | None, message: str
) -> list[MemoryItem]:
    """Stored events the user refers to, matched loosely: shared word stems ("hike" and
    "hiking"), any travel word for a stored trip ("trip" and "Lisbon conference"), and
    the only stored event when the message names none ("cancel that")."""
    events = [item for item in tier3_items(memory) if isinstance(item.entry, Tier3Entry)]
    if not events:
        return []
    asked = words(named or "") or words(message)
    travel = bool(asked & _TRAVEL_WORDS)
    contest = bool(asked & _CONTEST_WORDS)
    found = []
    for item in events:
        entry = item.entry
        assert isinstance(entry, Tier3Entry)
        stored = f"{entry.event} {entry.fact}"
        # Thai and Japanese names have no ASCII words: "大会" names the stored 大会.
        unspaced = bool(named) and not (named or "").isascii()
        if (
            (unspaced and (named or "").strip() in stored)
            or _loosely_shared(asked, words(stored))
            or (travel and (words(stored) & _TRAVEL_WORDS or _AWAY.search(stored)))
            or (contest and words(stored) & _CONTEST_WORDS)
        ):
            found.append(item)
    if not found and len(events) == 1 and not named:
        return events
    if not found and len(events) == 1 and named and words(named) & _TRAVEL_WORDS:
        return events
    return found


_AWAY = re.compile(r"\bin [A-Z][a-z]+|no gym|hotel|parents|family", re.I)
# "Forget the race" is the half marathon stored: any contest word names any contest.
_CONTEST_WORDS = frozenset(
    {
        "race",
        "marathon",
        "half",
        "meet",
        "competition",
        "tournament",
        "match",
        "game",
        "contest",
        "zawody",
        "bieg",
        "maraton",
        "turniej",
        "mecz",
    }
)


def _delete(item: MemoryItem, reason: str) -> MemoryMutation:
    return MemoryMutation(
        operation="DELETE", target_tier=item.tier, memory_id=item.id, reason=reason
    )


_WELL_FROM = ("motivation", "small_talk", "coaching", "progress", "memory_delete")


def well_again_note(t: Turn) -> Decision | None:
    """ "หายดีแล้วครับ", "fully recovered now, feeling myself again", told with nothing else
    named or asked while an illness note is on file: that note goes, and nothing else."""
    u = t.u
    named = u.body_parts or u.chronic_body_parts or u.event or u.exercises
    asked = u.weekdays or u.minutes or u.dates
    if u.intent not in _WELL_FROM or named or asked or not says_well(fold(t.ctx.message)):
        return None
    ill = illness_notes(t)
    if not ill:
        return None
    return none(
        t.say([line(t.lang, ILLNESS_CLEARED)]),
        [_delete(item, "The user is over the illness.") for item in ill],
    )


def memory_delete(t: Turn) -> Decision:
    u, ctx = t.u, t.ctx
    if u.voice is not None and asked_style(u, ctx.message) not in (None, "reset"):
        # "Stop being so nice, tough love pls": the old style goes because a new one is
        # asked for; the new one is stored, never read as "forget my preference".
        return preference(t)
    for part in u.body_parts or u.chronic_body_parts:
        acute = [
            item
            for item in tier2_matching(ctx.memory, part)
            if not mentions_other_side(item.entry.fact, u.side)
        ]
        if acute:
            first = acute[0].entry
            stored = first.body_part if isinstance(first, Tier2Entry) else part
            deleted = [_delete(item, "Condition resolved per user report.") for item in acute]
            if _FORGET.search(ctx.message):
                # "Forget the knee thing": every note on that body part goes, the standing
                # one too, so no later plan keeps protecting it.
                deleted += [
                    _delete(item, "The user asked to forget it.")
                    for item in chronic_matching(ctx.memory, part)
                ]
            return none(
                t.say([line(t.lang, CLEARED_NOTE, part=part_name(t.lang, stored))]), deleted
            )
        chronic = chronic_matching(ctx.memory, part)
        if chronic:
            return none(
                t.say([line(t.lang, RESTRICTION_REMOVED, part=part_name(t.lang, part))]),
                [_delete(item, "The user says this no longer applies.") for item in chronic],
            )
    if u.voice is not None or _STYLE.search(ctx.message) or stated_style(ctx.message):
        pref = preference_memory(ctx.memory)
        if pref is not None:
            return none(
                line(t.lang, _VOICE_REPLY["balanced"]),
                [_delete(pref, "The user revoked the preference.")],
            )
    parts = u.body_parts or u.chronic_body_parts
    ill = illness_notes(t) if not parts and not u.event else []
    if ill and says_well(fold(ctx.message)):
        # "หายดีแล้วครับ ไม่ไอแล้ว" with a fever rested and a fight on file: the illness note
        # goes, never the one stored event the message does not name.
        return none(
            t.say([line(t.lang, ILLNESS_CLEARED)]),
            [_delete(item, "The user is over the illness.") for item in ill],
        )
    # "Forget the knee thing" with no knee note: the only stored event is not what it names.
    events = [] if parts and not u.event else matching_events(ctx.memory, u.event, ctx.message)
    if events:
        first = events[0].entry
        assert isinstance(first, Tier3Entry)
        return none(
            t.say([line(t.lang, EVENT_OFF, event=first.event)]),
            [_delete(item, "The event no longer applies.") for item in events],
        )
    only = _only_health_note(ctx.memory) if not parts and _NOTE_ASKED.search(ctx.message) else None
    if only is not None:
        # "You can forget the neck thing" when the one health note is worded otherwise
        # (stored from "stiff neck and upper traps" as the back): that note is the one meant.
        return none(
            t.say([line(t.lang, RESTRICTION_REMOVED, part=part_name(t.lang, only[1]))]),
            [_delete(only[0], "The user asked to forget it.")],
        )
    ill = illness_notes(t) if not parts and well_again(fold(ctx.message)) else []
    if ill:
        # "Fever's gone and I feel human again": the illness note of the days they rested.
        return none(
            t.say([line(t.lang, ILLNESS_CLEARED)]),
            [_delete(item, "The user is over the illness.") for item in ill],
        )
    if parts and _HEALED.search(ctx.message):
        # "My shoulder is fully healed" with no note saved: glad, and how to come back.
        return none(line(t.lang, HEALED_NOTHING_SAVED, part=part_name(t.lang, parts[0])))
    return none(line(t.lang, NOTHING_FOUND))


# The user asks for the note itself to go, not only says the part is better.
_FORGET = re.compile(
    r"forget|delete|remove|clear|drop|scrap|wipe|erase|zapomnij|usuń|usun|skasuj|wykreśl"
    r"|ลบ|ลืม|消して|消しといて|忘れて|削除",
    re.I,
)
# "Forget the neck thing", "clear that knee stuff", "ลืมเรื่องนั้น": a note asked away.
_NOTE_ASKED = re.compile(
    r"(?:forget|delete|remove|clear|scrap|wipe|erase|drop)\b.{0,30}\b(?:thing|stuff|note|"
    r"issue|restriction|problem)\b|zapomnij|ลืมเรื่อง|ลบเรื่อง|のこと(?:は)?(?:もう)?忘れ|"
    r"(?:の|を)?(?:メモ|記録)(?:は|を)?消し",
    re.I,
)


def _only_health_note(memory: Sequence[MemoryItem]) -> tuple[MemoryItem, str] | None:
    """The one standing or acute health note (and the part it is about), never a red flag's
    hold; None when there are none or several."""
    notes: list[tuple[MemoryItem, str]] = []
    for item in memory:
        entry = item.entry
        if isinstance(entry, Tier2Entry) and entry.body_part != RED_FLAG_PART:
            notes.append((item, entry.body_part))
        elif item in tier1_items(memory, "chronic_condition"):
            payload = getattr(entry, "payload", None)
            named = getattr(payload, "body_parts", None) or []
            notes.append((item, named[0] if named else "body"))
    return notes[0] if len(notes) == 1 else None


HEALED_NOTHING_SAVED = N_(
    "Good to hear your {part} feels fine! I had no restriction saved for it, so your plan "
    "stays as it is; ease back in at moderate loads for a session or two and stop any "
    "exercise that brings the pain back."
)
_HEALED = re.compile(
    r"heal|better|fine|recovered|no (?:more )?pain|doesn'?t hurt|fully ok|all good|100 ?%|"
    r"no twinges|no issues|sorted"
    r"|wyleczon|zagoi|już ok|juz ok|nie boli|sprawn|ok\b|w porządku|w porzadku|\bgit\b"
    r"|หายแล้ว|หายดี|หายสนิท|ไม่เจ็บ|ไม่ปวด|治っ|治り|痛くない|大丈夫|回復"
    r"|(?:良く|よく)な(?:り|っ)|痛みは?(?:もう)?(?:なく|消え)",
    re.I,
)


def _exclusion_fact(names: str) -> str:
    """The stored words of a standing exercise refusal (its payload is read from them)."""
    return "Never program " + names + " (the user dislikes them)."


# A kind refused as a whole, as the reply and the stored (English) fact name it; the fact's
# words are the ones the payload reader knows ("lunges" is the lunge pattern).
KIND_NAMES: dict[str, str] = {
    "lunge": N_("lunges, split squats and step-ups"),
    "chest_fly": N_("chest flyes"),
    "vertical_push": N_("overhead presses"),
    "calf_raise": N_("calf raises"),
    "core_flexion": N_("crunches and sit-ups"),
    "floor": N_("exercises on the floor"),
    "jumping": N_("jumping exercises"),
}


def _refused(message: str, exercises: tuple[str, ...]) -> tuple[list[str], list[str], list[str]]:
    """(kinds, their movement patterns, single exercises) a refusal names: "never give me
    lunges of any kind" is the lunge pattern, "no jumping" every jumping exercise, "never
    Bulgarian split squats" that one exercise."""
    from fitcoach.catalog import CATALOG
    from fitcoach.catalog.kinds import kind_members
    from fitcoach.memory.derive import exclusions_of
    from fitcoach.nlu.exercises import exercise_hits

    folded = fold(message)
    # "No burpees, ever" names one exercise; the kind counts when said apart from a name.
    unnamed = mask(folded, [(hit.start, hit.end) for hit in exercise_hits(folded)])
    ways = refused_kinds(unnamed) if refuses_kind(folded) else []
    slugs, patterns = exclusions_of(message)
    patterns = [p for p in patterns if p in KIND_NAMES]
    kinds = [*patterns, *ways]
    covered = set().union(*(kind_members(k) for k in kinds)) if kinds else set()
    singles = [
        slug
        for slug in dict.fromkeys([*exercises, *slugs])
        if slug in CATALOG and slug not in covered
    ]
    return kinds, patterns, singles


def exclude_exercises(t: Turn) -> Decision:
    """ "Never give me lunges": a standing preference (tier 1) and, when the week has
    them, a proposal without them. A kind ("lunges of any kind", "nothing on the floor")
    keeps every exercise of it out, and the reply names the kind."""
    from fitcoach.catalog import CATALOG
    from fitcoach.catalog.kinds import is_way, kind_members
    from fitcoach.programming.ops import Avoid

    kinds, patterns, singles = _refused(t.ctx.message, t.u.exercises)
    if not kinds and not singles:
        return none(line(t.lang, WHICH_EXERCISE))
    members = [slug for kind in kinds if is_way(kind) for slug in sorted(kind_members(kind))]
    excluded = list(dict.fromkeys([*singles, *members]))
    names = [CATALOG[slug].name for slug in singles]
    fact = _exclusion_fact(", ".join([*(KIND_NAMES[k] for k in kinds), *names]))
    payload = PreferencePayload(excluded_exercises=excluded, excluded_patterns=patterns)
    mutation = MemoryMutation(
        operation="CREATE",
        target_tier="tier_1_staples",
        entry={
            "category": "preference",
            "fact": fact,
            "source": "conversation",
            "payload": payload.model_dump(mode="json"),
        },
        reason="A standing exercise preference the user stated.",
    )
    said = join_list(t.lang, [*(tr(t.lang, KIND_NAMES[k]) for k in kinds), *names])
    if t.ctx.plan is None:
        return none(line(t.lang, EXCLUDED_NO_PLAN, names=said), [mutation])
    kept_out = set(excluded).union(*(kind_members(p) for p in patterns))
    planned = {slug for day in t.ctx.plan.days.values() for slug in day_slugs(day)}
    if not planned & kept_out:
        # Nothing to take out: an empty proposal would only surface the engine's refusal.
        return none(line(t.lang, EXCLUDED_NONE_PLANNED, names=said), [mutation])
    return Decision(
        message=t.say([line(t.lang, EXCLUDED, names=said), staged(t.lang, week=True)]),
        route="UPDATE_WEEK",
        plan_ops=[Avoid(days=None, patterns=patterns, exercises=excluded)],
        memory_mutations=[mutation],
    )


WHICH_EXERCISE = N_("Which exercise should I keep out of your plans?")


def lift_exclusion(t: Turn) -> Decision | None:
    """ "Put lunges back in, changed my mind", "jumping is fine again": the standing refusal
    of the exercises or the kind named goes (or shrinks to what is still refused). None when
    the message takes nothing back that a stored preference keeps out, so the turn is read
    as anything else."""
    from fitcoach.catalog import CATALOG
    from fitcoach.catalog.kinds import kind_members
    from fitcoach.nlu.exercises import exercise_hits

    folded = fold(t.ctx.message)
    named = [slug for slug in t.u.exercises if slug in CATALOG]
    ways = refused_kinds(mask(folded, [(h.start, h.end) for h in exercise_hits(folded)]))
    if not (named or ways) or not lifts_exclusion(folded):
        return None
    patterns = {CATALOG[slug].pattern for slug in named}
    taken_back = set(named).union(*(kind_members(k) for k in ways))
    mutations: list[MemoryMutation] = []
    lifted: list[str] = []
    for item in tier1_items(t.ctx.memory, "preference"):
        payload = item.entry.payload
        if not isinstance(payload, PreferencePayload):
            continue
        kept_slugs = [s for s in payload.excluded_exercises if s not in taken_back]
        kept_patterns = [p for p in payload.excluded_patterns if p not in patterns]
        if (kept_slugs, kept_patterns) == (payload.excluded_exercises, payload.excluded_patterns):
            continue
        lifted += [p for p in payload.excluded_patterns if p not in kept_patterns]
        lifted += [k for k in ways if kind_members(k) & set(payload.excluded_exercises)]
        lifted += [s for s in payload.excluded_exercises if s not in kept_slugs and s in named]
        still_other = payload.style is not None or payload.brief or payload.schedule is not None
        if not (kept_slugs or kept_patterns or still_other):
            mutations.append(_delete(item, "The user takes the exclusion back."))
            continue
        names = [KIND_NAMES.get(p, p) for p in kept_patterns] + [
            CATALOG[slug].name for slug in kept_slugs
        ]
        entry = {
            "category": "preference",
            "fact": _exclusion_fact(", ".join(names)),
            "source": "conversation",
            "payload": payload.model_copy(
                update={"excluded_exercises": kept_slugs, "excluded_patterns": kept_patterns}
            ).model_dump(mode="json"),
        }
        mutations.append(
            MemoryMutation(
                operation="UPDATE",
                target_tier="tier_1_staples",
                memory_id=item.id,
                entry=entry,
                reason="The user takes part of the exclusion back.",
            )
        )
    if not mutations:
        return None
    said = [
        tr(t.lang, KIND_NAMES[x]) if x in KIND_NAMES else CATALOG[x].name
        for x in dict.fromkeys(lifted or named)
    ]
    return none(line(t.lang, EXCLUSION_LIFTED, names=join_list(t.lang, said)), mutations)
