"""Onboarding and re-onboarding: the profile from the first message, and the week built on it."""

from __future__ import annotations

import re
from dataclasses import replace

from fitcoach.contracts.decision import Decision
from fitcoach.i18n import NP_, ntr, tr
from fitcoach.memory.derive import exclusions_of
from fitcoach.memory.models import MemoryMutation
from fitcoach.nlu import (
    extract_days_per_week,
    extract_minutes,
    extract_weekdays,
)
from fitcoach.nlu.body import everything_hurts, extract_muscles
from fitcoach.nlu.exercises import exercise_hits
from fitcoach.nlu.lifting import lifting_schedule
from fitcoach.nlu.signals import just_start
from fitcoach.nlu.text import fold, mask
from fitcoach.nlu.traits import stated_aims
from fitcoach.nlu.understand import onboarding_chronic_parts, understand
from fitcoach.nlu.understanding import Understanding
from fitcoach.programming.ops import (
    BuildWeek,
)

from . import plan_view as pv
from .facts import (
    chronic_fact,
    equipment_fact,
    gear_load,
    goal_fact,
    merged_schedule,
    with_schedule,
)
from .lang import (
    N_,
    aims_list,
    days_list,
    enumerate_items,
    gear_phrase,
    join_list,
    line,
    parts_list,
    piece,
    staged,
)
from .memory_ops import chronic_matching, tier1_items, upsert_tier1
from .plan_common import (
    DEFAULT_DAYS_PER_WEEK,
    DEFAULT_MINUTES,
    ONBOARDING_SOURCE,
    ONE_DAY_ONLY,
    ordered_days,
)
from .text import number
from .turn import EXPANDED_BUDGET, Turn
from .voice import VOICE_FACTS, preference_memory

# ---- onboarding --------------------------------------------------------------------------


def onboarding(t: Turn) -> Decision:
    ctx = t.ctx
    u = _lifting_only(t.u, ctx.message)
    mutations: list[MemoryMutation] = []
    assumed: list[str] = []
    missing: list[str] = []  # what the user has not said yet, asked for in one question

    def add(mutation: MemoryMutation | None) -> None:
        if mutation is not None:
            mutations.append(mutation)

    gear_fact = equipment_fact(u, ctx.message)
    stored_gear = tier1_items(ctx.memory, "equipment")
    if gear_fact:
        add(
            upsert_tier1(
                ctx.memory,
                "equipment",
                gear_fact,
                source=ONBOARDING_SOURCE,
                reason="Captured initial user gear availability.",
                replace=stored_gear[0] if stored_gear else None,
            )
        )
    elif not stored_gear:
        assumed.append(piece(t.lang, ASSUME_BODYWEIGHT))
        missing.append(piece(t.lang, MISSING_GEAR))

    days = ordered_days(u.weekdays)
    one_day = len(days) == 1 and not u.days_per_week and not ONE_DAY_ONLY.search(ctx.message)
    if ctx.plan is not None and one_day:
        # One named day is not a one-day schedule: the days trained now stay.
        days = ordered_days((*pv.training_weekdays(ctx.plan), *days))
    per_week = None if days else u.days_per_week
    # A returning user's unstated schedule is the stored one, not our newcomer defaults.
    known = tier1_items(ctx.memory, "goal")
    known_fact = known[0].entry.fact if known else ""
    if not days and not per_week:
        days = list(extract_weekdays(known_fact))
        per_week = None if days else extract_days_per_week(known_fact)
    if not days and not per_week:
        per_week = DEFAULT_DAYS_PER_WEEK
        assumed.append(ntr(t.lang, DAYS_A_WEEK, DEFAULT_DAYS_PER_WEEK))
        missing.append(piece(t.lang, MISSING_DAYS))
    minutes = u.minutes or extract_minutes(known_fact)
    if not minutes:
        minutes = DEFAULT_MINUTES
        assumed.append(piece(t.lang, MINUTE_SESSIONS, minutes=DEFAULT_MINUTES))
        missing.append(piece(t.lang, MISSING_MINUTES))

    earlier = _asked_for_the_rest(t)
    said = f"{earlier}\n{ctx.message}" if earlier else ctx.message
    goal_u = u
    if earlier and u.goal is None and not u.muscles:
        # The rest of a profile asked for ("where do I start?" -> "bands and 8 kg dumbbells,
        # Mon/Wed/Fri"): the goal said first and the schedule said now are one staple.
        prior = understand(earlier, ctx.today)
        goal_u = replace(u, goal=prior.goal, muscles=prior.muscles)
    goal = goal_fact(goal_u, said)
    aims = stated_aims(ctx.message)
    stored_goal = tier1_items(ctx.memory, "goal")
    if goal and stored_goal and u.goal is None and not u.muscles and not aims:
        # An existing user restating a schedule: the goal part of the stored fact stays.
        old = stored_goal[0].entry.fact
        goal = with_schedule(old, merged_schedule(old, u.weekdays, u.days_per_week, u.minutes))
    partial = bool(assumed) and ctx.plan is None and not just_start(ctx.message)
    if goal and not (partial and _ASKS_HOW_TO_START.search(ctx.message)):
        # "Where do I start?" is a question: the goal it names waits for its schedule and is
        # written once, with the week; a partial profile told as a statement keeps it now.
        add(
            upsert_tier1(
                ctx.memory,
                "goal",
                goal,
                source=ONBOARDING_SOURCE,
                reason="Captured baseline training goals and schedule constraint.",
                replace=stored_goal[0] if stored_goal else None,
            )
        )
    for part in u.chronic_body_parts:
        if chronic_matching(ctx.memory, part):
            continue
        add(
            upsert_tier1(
                ctx.memory,
                "chronic_condition",
                # The side said ("my left shoulder") belongs to the one condition named.
                chronic_fact(part, u.side if len(u.chronic_body_parts) == 1 else None),
                source=ONBOARDING_SOURCE,
                reason="Captured chronic injury boundary to guide exercise selection.",
            )
        )
    for condition in () if u.chronic_body_parts else u.chronic_conditions:
        # Conditions with no joint of their own (osteoporosis, hypertension, ...) are kept in
        # the user's words so every later turn and brain sees them.
        if chronic_matching(ctx.memory, condition):
            continue
        add(
            upsert_tier1(
                ctx.memory,
                "chronic_condition",
                f"{condition.capitalize()}: train around it and keep loads conservative.",
                source=ONBOARDING_SOURCE,
                reason="Captured a chronic condition to guide exercise selection.",
            )
        )
    refused = refused_patterns(ctx.message)
    if refused:
        add(
            upsert_tier1(
                ctx.memory,
                "preference",
                "Never program " + " or ".join(PATTERN_WORDS[p] for p in refused) + ".",
                source=ONBOARDING_SOURCE,
                reason="Captured the movements the user refuses to do.",
            )
        )
    if u.voice is not None:
        add(
            upsert_tier1(
                ctx.memory,
                "preference",
                VOICE_FACTS[u.voice],
                source=ONBOARDING_SOURCE,
                reason="Captured the coaching style the user asked for.",
                replace=preference_memory(ctx.memory),
            )
        )

    op = BuildWeek(
        training_days=days or None,
        days_per_week=per_week,
        session_minutes=max(15, min(180, minutes)),
        emphasis=list(u.muscles) or None,
        day_focus={day: list(muscles) for day, muscles in u.day_focus if muscles},
    )

    lang = t.lang
    if partial:
        # Partial onboarding: what we know is kept; one question asks for the rest, and
        # the defaults are used only when the user says to just start.
        decision = Decision(
            message=line(
                lang,
                ONBOARDING_QUESTION,
                missing=join_list(lang, missing),
                assumed=join_list(lang, assumed),
            ),
            route="NONE",
            memory_mutations=mutations,
        )
        decision.suggestions = [piece(lang, JUST_START)]
        return decision
    told: list[str] = []
    if days:
        told.append(ntr(lang, DAYS_NAMED, len(days), days=days_list(lang, days)))
    elif u.days_per_week:
        told.append(ntr(lang, DAYS_A_WEEK, u.days_per_week))
    if u.minutes:
        told.append(piece(lang, MINUTE_SESSIONS, minutes=u.minutes))
    if aims:
        told.append(piece(lang, AIMING_FOR, aims=aims_list(lang, aims)))
    if u.muscles:
        told.append(piece(lang, PRIORITISING, muscles=parts_list(lang, list(u.muscles))))
    load = gear_load(u, ctx.message)
    gear_words = gear_phrase(
        lang, sorted(u.gear), f"{number(load.value)} {load.unit}" if load else None
    )
    if gear_words:
        told.append(piece(lang, BUILT_AROUND, gear=gear_words))
    if u.chronic_body_parts:
        told.append(piece(lang, KEEPING_SAFE, parts=parts_list(lang, list(u.chronic_body_parts))))
    # Onboarding words only for a newcomer; an existing user gets their week rebuilt.
    # The welcome is said once: after it (the first week still waiting for Accept) an
    # edit says what changed.
    welcomed = {tr(lang, WELCOME), WELCOME}
    newcomer = ctx.plan is None and not any(
        said in turn.coach for turn in ctx.recent_turns for said in welcomed
    )
    core = [line(lang, WELCOME)] if newcomer else []
    if told:
        lead = PROFILE_SET if newcomer else SETUP_UPDATED
        core.append(line(lang, lead, told=enumerate_items(lang, told)))
    if assumed:
        core.append(line(lang, ASSUMED, assumed=enumerate_items(lang, assumed)))
    core.append(staged(lang, week=True))
    return Decision(
        message=t.say(core, budget=EXPANDED_BUDGET),
        route="UPDATE_WEEK",
        plan_ops=[op],
        memory_mutations=mutations,
    )


# A refused movement pattern in words the preference reader reads back (memory/derive.py).
PATTERN_WORDS = {
    "lunge": "lunges or split squats",
    "chest_fly": "flyes",
    "vertical_push": "overhead pressing",
    "calf_raise": "calf raises",
    "core_flexion": "crunches or sit-ups",
}
# Words that name a lower-back condition without the words "lower back".
_SPINE = re.compile(
    r"\bdis[ck] (?:bulge|herniation|prolapse)|\b(?:bulging|herniated|slipped|prolapsed) dis[ck]|"
    r"\bL[345]\s*[-–/]\s*(?:L[45]|S1)\b|\bsciatica\b|dyskopat|rwa kulszow|ヘルニア|หมอนรองกระดูก",
    re.I,
)
_KNEE = re.compile(
    r"\bpatell(?:ar|a)\b|\bkneecaps?\b|jumper'?s knee|\bmeniscus\b|\b(?:ACL|MCL|PCL)\b|"
    r"rzepk|膝蓋|ลูกสะบ้า",
)
# "<muscle> <action>" names a station or a lift ("chest press", "hip abduction").
_STATION = re.compile(
    r"\b(?:chest|shoulder|leg|hip|calf|back|pec|lat|bicep|tricep)s?\s+"
    r"(?:press|abduction|adduction|extension|curl|raise|row|fly|flye|deck|pulldown|machine)",
    re.I,
)
_CLAUSES = re.compile(r"[.!?;\n。]")


def refused_patterns(message: str) -> list[str]:
    """Movement patterns a sentence refuses ("I HATE lunges", "ランジは嫌いです"): only a
    refusal and a pattern word in the same sentence count, so "no cables ... squat 275"
    refuses nothing. Single exercises are left to the preference turn, which asks."""
    found: list[str] = []
    for clause in _CLAUSES.split(message):
        _, patterns = exclusions_of(clause)
        found += [p for p in patterns if p in PATTERN_WORDS and p not in found]
    return found


def _lifting_only(u: Understanding, message: str) -> Understanding:
    """The days and minutes for lifting, when the message also tells another sport's week
    ("I run Tue/Thu/Sat, lift Mon and Wed, 45 min"): the runs are not lifting days, and a
    4-hour ride is not a session length. A newcomer describing pain in a lift ("my knee
    hurts when I squat deep") tells a standing condition to program around."""
    said = lifting_schedule(message)
    if said.days is not None:
        u = replace(u, weekdays=said.days, days_per_week=None)
    if said.minutes is not None:
        u = replace(u, minutes=said.minutes)
    general = everything_hurts(fold(message))
    if not u.chronic_body_parts and u.condition is not None and u.body_parts and not general:
        u = replace(u, chronic_body_parts=u.body_parts)
    if not u.chronic_body_parts:
        u = replace(u, chronic_body_parts=onboarding_chronic_parts(message))
    for words, part in ((_SPINE, "lower_back"), (_KNEE, "knee")):
        # "an L5-S1 disc bulge", "patellar tendon pain": the joint, whatever else is named
        if words.search(message) and part not in u.chronic_body_parts:
            u = replace(u, chronic_body_parts=(*u.chronic_body_parts, part))
    if u.muscles:
        # "Our gym has chest press, hip abduction ...": machines named, not muscles to
        # prioritise; a muscle counts only when said outside an exercise's name.
        folded = fold(message)
        spans = [(hit.start, hit.end) for hit in exercise_hits(folded)]
        spans += [match.span() for match in _STATION.finditer(folded)]
        named = set(extract_muscles(folded)) - set(extract_muscles(mask(folded, spans)))
        u = replace(u, muscles=tuple(m for m in u.muscles if m not in named))
    return u


WELCOME = N_("Welcome aboard!")
PROFILE_SET = N_("Your profile: {told}.")
SETUP_UPDATED = N_("Updated your setup: {told}.")
DAYS_NAMED = NP_("{count} day a week ({days})", "{count} days a week ({days})")
DAYS_A_WEEK = NP_("{count} day a week", "{count} days a week")
MINUTE_SESSIONS = N_("{minutes}-minute sessions")
PRIORITISING = N_("priority on {muscles}")
AIMING_FOR = N_("aiming for {aims}")
BUILT_AROUND = N_("built around {gear}")
KEEPING_SAFE = N_("keeping your {parts} safe")
ASSUME_BODYWEIGHT = N_("bodyweight only")
ASSUMED = N_("You didn't say everything, so I assumed {assumed}: tell me and I'll rebuild it.")


# The router knows a reply to this question by its English opening
# (fitcoach.nlu.router.ONBOARDING_ASK); the brain reads translations back to it.
_ASKS_HOW_TO_START = re.compile(
    r"\?\s*$|\b(?:where|how) (?:do|should|can|would) i (?:even )?(?:start|begin|get started)\b",
    re.I,
)


def _asked_for_the_rest(t: Turn) -> str | None:
    """The user's message a partial-onboarding question answered, when the coach's last
    reply was that question."""
    recent = t.ctx.recent_turns
    if not recent or t.ctx.plan is not None:
        return None
    opener = tr(t.lang, ONBOARDING_QUESTION).split("{")[0][:12]
    last = recent[-1]
    return last.user if opener and last.coach.startswith(opener) else None


ONBOARDING_QUESTION = N_(
    'Nearly there: to build your week, tell me {missing}? Or say "just start" and I\'ll use '
    "{assumed}."
)
MISSING_GEAR = N_("what equipment you have")
MISSING_DAYS = N_("which days you can train")
MISSING_MINUTES = N_("how long a session can be")
JUST_START = N_("Just start")
