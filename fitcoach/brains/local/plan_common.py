"""Shared pieces of the plan-changing replies: request patterns, the gear in memory, and
the engine check that a change will stage before the reply promises it."""

from __future__ import annotations

import re
from collections.abc import Sequence

from fitcoach.catalog import registry
from fitcoach.memory.models import MemoryMutation
from fitcoach.memory.payloads import EquipmentPayload
from fitcoach.programming.ops import (
    PlanOp,
)
from fitcoach.weekdays import WEEKDAYS, Weekday, week_start

from .lang import N_
from .memory_ops import tier1_items
from .turn import Turn

ONBOARDING_SOURCE = "conversational_onboarding"

# Missing-essentials policy: build on these stated defaults and say so (never a dead end).
DEFAULT_DAYS_PER_WEEK = 3
DEFAULT_MINUTES = 45

NO_PLAN = N_(
    "You don't have a plan yet: tell me your gear, goal, and how many days and minutes you "
    "can train, and I'll build your week."
)
TAKES_SLOT = N_("{day} had no room for more, so {new} takes {old}'s slot.")
WHICH_DAY_BACK = N_("Which day should I bring back?")
NOTHING_NEEDS_BUSY = N_("Nothing in {day}'s session needs that equipment, so carry on as planned.")
WHICH_EXERCISE = N_("Which exercise do you need to replace?")
DO_ALT = N_("Do {alt} for now: same pattern, and it needs no busy gear.")
NOTHING_SAFE = N_("Nothing safe replaces {name} right now, so move on and come back to it.")
MATCH_REPS = N_("Match the reps and stop 1–2 short of failure.")
ALREADY_FULL = N_("{day} already has its full session, so there's nothing to add.")
NO_GEAR_FOR = N_("You don't have {gear}, so {name} can't go in.")
NOTHING_WITH_GEAR = N_("Nothing with your gear trains that pattern, sorry.")
CLOSEST_ALREADY = N_("The closest option with your gear, {alt}, is already on {day}.")
CLOSEST_NO_ROOM = N_(
    "The closest option with your gear is {alt}, but {day} has no room for it: want me to "
    "swap it in for something there?"
)
CLOSEST = N_("The closest option with your gear is {alt}.")
REWORK_ASK = N_("Happy to rework it: which days can you train, and how long per session?")
SPACING = N_("Every muscle gets at least 48 hours before heavy compound work again.")
BOTH_REST = N_("{src} and {dst} are both rest days, so there's no session to move.")
SRC_REST = N_("{src} is already a rest day and {dst} has its own session, so nothing moves.")

REST_WORDS = re.compile(
    # "A back-off set" is no day off.
    r"rest day|day off|\bskip\b|cancel|(?<!back-)(?<!back )\boff\b|no training|odpocz|wolne|"
    r"พัก|休み|休養|オフ",
    re.I,
)
REBUILD_WORDS = re.compile(
    r"rebuild|regenerate|refresh|redo|rework|overhaul|redesign|revamp|same (?:days|schedule)|"
    # "Put me back on normal training": the usual week, rebuilt.
    r"back (?:on|to) (?:my |the )?(?:normal|usual|regular)|(?:normal|usual|regular) "
    r"(?:training|schedule|week|program|programme|plan)|"
    r"od nowa|przebuduj|normaln[a-z]* (?:trening|tydzie|plan)|ใหม่|ตามปกติ|いつも通り|通常",
    re.I,
)
MOVE_WORDS = re.compile(r"\bmove\b|\bshift\b|przen|ย้าย|移", re.I)
# "Only Friday", "just one day", "1 day a week": a one-day schedule said out loud.
ONE_DAY_ONLY = re.compile(
    r"\bonly\b|\bjust\b|\b(?:1|one)[- ]day\b|once a (?:week|wk)|tylko|jeden dzie|"
    r"เท่านั้น|แค่|だけ|週1",
    re.I,
)
# "Can all my lifting days be 30 min", "every session", "from now on": the whole week.
WHOLE_WEEK = re.compile(
    r"\ball (?:of )?(?:my |the )?(?:\w+ )?(?:days|sessions|workouts|trainings)\b|"
    r"\bevery (?:\w+ )?(?:session|workout|training)\b|\beach (?:\w+ )?(?:session|workout|day)\b|"
    r"from now on|going forward|wszystkie|każd[aey] trening|ทุกวัน|ทุกครั้ง|毎回|全部の",
    re.I,
)
FOCUS_DAY_WORDS = re.compile(
    r"\b(?:make|turn|dedicate|keep)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)",
    re.I,
)


def ordered_days(days: tuple[Weekday, ...]) -> list[Weekday]:
    return sorted(set(days), key=WEEKDAYS.index)


def user_gear(t: Turn) -> frozenset[str] | None:
    """The gear memory says the user has, read from the entries' typed payloads; None when
    memory says nothing about gear."""
    payloads = [
        item.entry.payload
        for item in tier1_items(t.ctx.memory, "equipment")
        if isinstance(item.entry.payload, EquipmentPayload)
    ]
    if not payloads:
        return None
    have: set[str] = {"bodyweight"}
    for payload in payloads:
        have |= set(payload.gear)
        if payload.dumbbells is not None:
            have.add("dumbbells")
        if payload.kettlebells is not None:
            have.add("kettlebell")
        if payload.bands:
            have.add("resistance band")
    return frozenset(have)


def closest_with(slug: str, have: frozenset[str]) -> str | None:
    """The exercise nearest to `slug` that the gear allows: same pattern, then shared
    primary muscles, then the catalog's own priority."""
    base = registry.CATALOG[slug]
    options = [
        ex
        for ex in registry.CATALOG.values()
        if ex.slug != slug
        and ex.pattern == base.pattern
        and any(option <= have for option in ex.gear_options)
    ]
    options.sort(key=lambda ex: (-len(set(ex.primary) & set(base.primary)), ex.priority))
    return options[0].slug if options else None


def engine_stages(t: Turn, ops: list[PlanOp], mutations: Sequence[MemoryMutation] = ()) -> bool:
    """Would the engine stage these ops? Asked before promising the change, so a refusal
    never replaces the reply that says why the user's own request could not be met. The
    memory is read as it will be once `mutations` (staged with the ops) apply: gear said
    in the same message is there for the day that uses it."""
    from fitcoach.agent.profile import build_profile
    from fitcoach.memory.rules import check_mutations, preview
    from fitcoach.programming.engine import apply_ops

    ctx = t.ctx
    if user_gear(t) is None:
        # No profile in memory to predict with: the pipeline's own check decides.
        return True
    memory = ctx.memory
    if mutations:
        checked = check_mutations(
            list(mutations), ctx.memory, now=ctx.now, today=ctx.today, timezone=ctx.timezone
        )
        memory = preview(ctx.memory, checked.changes, ctx.now)
    profile = build_profile(memory, ctx.units, ctx.now, ctx.timezone)
    result = apply_ops(ctx.plan, ops, profile, week_start(ctx.today), ctx.now)
    return bool(result.summaries)
