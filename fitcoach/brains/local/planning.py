"""Onboarding, day edits, week overhauls and live swaps: the replies that propose plans."""

from __future__ import annotations

import re

from fitcoach.agent.decision import Decision
from fitcoach.catalog import registry
from fitcoach.memory.models import MemoryItem, MemoryMutation
from fitcoach.memory.payloads import EquipmentPayload
from fitcoach.nlu import (
    extract_days_per_week,
    extract_minutes,
    extract_muscles,
    extract_weekdays,
)
from fitcoach.nlu.signals import session_move
from fitcoach.programming.models import Week
from fitcoach.programming.ops import (
    AddWork,
    Avoid,
    BuildWeek,
    FitToTime,
    MoveDay,
    PlanOp,
    RestDay,
    SetBlock,
    SetDay,
    Swap,
)
from fitcoach.weekdays import WEEKDAYS, Weekday, week_start

from . import plan_view as pv
from .facts import (
    chronic_fact,
    equipment_fact,
    goal_fact,
    heaviest,
    merged_schedule,
    schedule_phrase,
    with_schedule,
)
from .lang import N_, days_list, enumerate_items, gear_phrase, line, parts_list, piece, staged
from .memory_ops import chronic_matching, tier1_items, upsert_tier1
from .text import number
from .turn import EXPANDED_BUDGET, SWAP_BUDGET, Turn, none
from .voice import VOICE_FACTS, preference_memory

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

_REST = re.compile(
    r"rest day|day off|\bskip\b|cancel|\boff\b|no training|odpocz|wolne|พัก|休み|休養|オフ", re.I
)
_REBUILD = re.compile(
    r"rebuild|regenerate|refresh|redo|rework|overhaul|redesign|revamp|same (?:days|schedule)|"
    r"od nowa|przebuduj|ใหม่|作り直",
    re.I,
)
_MOVE = re.compile(r"\bmove\b|\bshift\b|przen|ย้าย|移", re.I)
# "Only Friday", "just one day", "1 day a week": a one-day schedule said out loud.
_ONE_DAY_ONLY = re.compile(
    r"\bonly\b|\bjust\b|\b(?:1|one)[- ]day\b|once a (?:week|wk)|tylko|jeden dzie|"
    r"เท่านั้น|แค่|だけ|週1",
    re.I,
)
# "Can all my lifting days be 30 min", "every session", "from now on": the whole week.
_WHOLE_WEEK = re.compile(
    r"\ball (?:of )?(?:my |the )?(?:\w+ )?(?:days|sessions|workouts|trainings)\b|"
    r"\bevery (?:\w+ )?(?:session|workout|training)\b|\beach (?:\w+ )?(?:session|workout|day)\b|"
    r"from now on|going forward|wszystkie|każd[aey] trening|ทุกวัน|ทุกครั้ง|毎回|全部の",
    re.I,
)
_FOCUS_DAY = re.compile(
    r"\b(?:make|turn|dedicate|keep)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)",
    re.I,
)


def _ordered(days: tuple[Weekday, ...]) -> list[Weekday]:
    return sorted(set(days), key=WEEKDAYS.index)


# ---- onboarding --------------------------------------------------------------------------


def onboarding(t: Turn) -> Decision:
    u, ctx = t.u, t.ctx
    mutations: list[MemoryMutation] = []
    assumed: list[str] = []

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

    days = _ordered(u.weekdays)
    one_day = len(days) == 1 and not u.days_per_week and not _ONE_DAY_ONLY.search(ctx.message)
    if ctx.plan is not None and one_day:
        # One named day is not a one-day schedule: the days trained now stay.
        days = _ordered((*pv.training_weekdays(ctx.plan), *days))
    per_week = None if days else u.days_per_week
    # A returning user's unstated schedule is the stored one, not our newcomer defaults.
    known = tier1_items(ctx.memory, "goal")
    known_fact = known[0].entry.fact if known else ""
    if not days and not per_week:
        days = list(extract_weekdays(known_fact))
        per_week = None if days else extract_days_per_week(known_fact)
    if not days and not per_week:
        per_week = DEFAULT_DAYS_PER_WEEK
        assumed.append(piece(t.lang, DAYS_A_WEEK, count=DEFAULT_DAYS_PER_WEEK))
    minutes = u.minutes or extract_minutes(known_fact)
    if not minutes:
        minutes = DEFAULT_MINUTES
        assumed.append(piece(t.lang, MINUTE_SESSIONS, minutes=DEFAULT_MINUTES))

    goal = goal_fact(u)
    stored_goal = tier1_items(ctx.memory, "goal")
    if goal and stored_goal and u.goal is None and not u.muscles:
        # An existing user restating a schedule: the goal part of the stored fact stays.
        old = stored_goal[0].entry.fact
        goal = with_schedule(old, merged_schedule(old, u.weekdays, u.days_per_week, u.minutes))
    if goal:
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
                chronic_fact(part),
                source=ONBOARDING_SOURCE,
                reason="Captured chronic injury boundary to guide exercise selection.",
            )
        )
    for condition in () if u.chronic_body_parts else getattr(u, "chronic_conditions", ()):
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
    told: list[str] = []
    if days:
        told.append(piece(lang, DAYS_NAMED, count=len(days), days=days_list(lang, days)))
    elif u.days_per_week:
        told.append(piece(lang, DAYS_A_WEEK, count=u.days_per_week))
    if u.minutes:
        told.append(piece(lang, MINUTE_SESSIONS, minutes=u.minutes))
    if u.muscles:
        told.append(piece(lang, PRIORITISING, muscles=parts_list(lang, list(u.muscles))))
    load = heaviest(u.loads)
    gear_words = gear_phrase(
        lang, sorted(u.gear), f"{number(load.value)} {load.unit}" if load else None
    )
    if gear_words:
        told.append(piece(lang, BUILT_AROUND, gear=gear_words))
    if u.chronic_body_parts:
        told.append(piece(lang, KEEPING_SAFE, parts=parts_list(lang, list(u.chronic_body_parts))))
    # Onboarding words only for a newcomer; an existing user gets their week rebuilt.
    core = [line(lang, WELCOME)] if ctx.plan is None else []
    if told:
        lead = PROFILE_SET if ctx.plan is None else SETUP_UPDATED
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


WELCOME = N_("Welcome aboard!")
PROFILE_SET = N_("Your profile: {told}.")
SETUP_UPDATED = N_("Updated your setup: {told}.")
DAYS_NAMED = N_("{count} days a week ({days})")
DAYS_A_WEEK = N_("{count} days a week")
MINUTE_SESSIONS = N_("{minutes}-minute sessions")
PRIORITISING = N_("priority on {muscles}")
BUILT_AROUND = N_("built around {gear}")
KEEPING_SAFE = N_("keeping your {parts} safe")
ASSUME_BODYWEIGHT = N_("bodyweight only")
ASSUMED = N_("You didn't say everything, so I assumed {assumed}: tell me and I'll rebuild it.")


# ---- day edit ----

DAY_DONE = N_("{day}'s session is already done and logged, so I'll leave it as it is.")
ALREADY_REST = N_("{day} is already a rest day, so enjoy it.")
REST_NOTHING_TO_TRIM = N_("{day} is a rest day, so there's nothing to trim.")
ALREADY_FITS = N_("{day} already fits: it's planned at {minutes} minutes.")
WHAT_CHANGE = N_("What should change on {day}: shorter, harder, a different focus, or a rest day?")


_LIGHTER = re.compile(
    r"lighter|easier|\beasy (?:one|session|day)|go easy|lżej|lżejsz|lekk|軽め|軽く|เบาๆ|เบาลง", re.I
)


def _wants_rest(t: Turn) -> bool:
    action = t.u.extras.get("action", "")
    asked = bool(getattr(t.u, "rest_day", False))
    return asked or action in ("rest", "rest_day") or bool(_REST.search(t.ctx.message))


def day_edit(t: Turn) -> Decision:
    u, ctx = t.u, t.ctx
    if ctx.plan is None:
        return none(line(t.lang, NO_PLAN))
    if u.minutes and not u.weekdays and not u.target_day and _WHOLE_WEEK.search(ctx.message):
        # "Can all my lifting days be 30 min max from now on": every session, not one day.
        return week_overhaul(t)
    day = u.target_day or ctx.selected_day or t.today
    planned = ctx.plan.days.get(day)
    if planned is not None and planned.status == "completed":
        return none(line(t.lang, DAY_DONE, day=day))

    ops: list[PlanOp]
    if u.day_theme is not None:
        return _theme_day(t, day, u.day_theme)
    if u.drop_one and planned is not None and not planned.is_rest_day:
        # "That's too much, drop one exercise": the staged day loses its last exercise.
        slugs = pv.day_slugs(planned)
        if len(slugs) > 2:
            ops = [Avoid(days=[day], exercises=[slugs[-1]])]
            return Decision(
                message=t.say([staged(t.lang)]),
                route="UPDATE_DAY",
                target_day=day,
                plan_ops=ops,
            )
    if u.adds_work:
        return _add_work(t, day)
    if _wants_rest(t) and not u.minutes:
        if planned is not None and planned.is_rest_day:
            return none(line(t.lang, ALREADY_REST, day=day))
        ops = [RestDay(day=day)]
        core = [staged(t.lang)]
    elif u.minutes:
        if planned is not None and planned.is_rest_day:
            return none(line(t.lang, REST_NOTHING_TO_TRIM, day=day))
        if planned is not None and 0 < planned.duration_minutes < u.minutes:
            # "Friday can go back to the full 30 minutes": the day grows back, rebuilt.
            grown = restore_minutes(t, day, u.minutes)
            if grown is not None:
                return grown
        if planned is not None and 0 < planned.duration_minutes <= u.minutes:
            return none(line(t.lang, ALREADY_FITS, day=day, minutes=planned.duration_minutes))
        keep = list(u.keep_focus or u.muscles)
        ops = [FitToTime(day=day, minutes=max(10, min(180, u.minutes)), keep_focus=keep)]
        core = [staged(t.lang)]
    elif u.body_parts or u.exercises or u.gear_unavailable:
        ops = [
            Avoid(
                days=[day],
                body_parts=list(u.body_parts),
                exercises=list(u.exercises),
                gear=sorted(u.gear_unavailable),
            )
        ]
        core = [staged(t.lang)]
    elif _LIGHTER.search(ctx.message) and planned is not None and planned.duration_minutes > 20:
        # "A lighter session to ease back in": about two thirds of the day, main lifts kept.
        minutes = max(15, round(planned.duration_minutes * 0.67))
        ops = [FitToTime(day=day, minutes=minutes)]
        core = [staged(t.lang)]
    else:
        return none(line(t.lang, WHAT_CHANGE, day=day))
    return Decision(
        message=t.say(core, rationale=_DAY_RATIONALE),
        route="UPDATE_DAY",
        target_day=day,
        plan_ops=ops,
    )


# A day's theme as what it leaves out and what it trains.
_LEG_GROUPS = ["Quads", "Hamstrings", "Glutes", "Calves"]
_THEME_MUSCLES: dict[str, tuple[list[str], list[str]]] = {
    "upper": (_LEG_GROUPS, []),
    "lower": (["Chest", "Back", "Shoulders", "Biceps", "Triceps"], []),
    "pull": (["Chest", "Shoulders", "Triceps", *_LEG_GROUPS], ["Back", "Biceps"]),
    "push": (["Back", "Biceps", *_LEG_GROUPS], ["Chest", "Shoulders", "Triceps"]),
}
_THEME_NAME = {"upper": "upper body", "lower": "lower body", "pull": "pull", "push": "push"}


REST_MAKE_TRAINING = N_("{day} is a rest day; want me to make it a training day?")
WHAT_ADD = N_("What should I add to {day}: which muscle group or exercise?")
SHORT_LIGHT = N_("It's short and light, so {day} still works as recovery.")
AFTER_MAIN = N_("It goes after the main lifts, so they keep their quality.")


def _theme_day(t: Turn, day: Weekday, theme: str) -> Decision:
    """ "Make Wednesday upper body only", "Wednesday a pull day instead": the day keeps
    its slot and its length, without the muscles the theme leaves out."""
    plan = t.ctx.plan
    planned = plan.days.get(day) if plan is not None else None
    if planned is None or planned.is_rest_day:
        return none(line(t.lang, REST_MAKE_TRAINING, day=day))
    avoid, train = _THEME_MUSCLES[theme]
    ops: list[PlanOp] = [Avoid(days=[day], body_parts=avoid)]
    if train:
        ops.append(AddWork(day=day, muscles=train))
    if t.u.minutes:
        ops.append(FitToTime(day=day, minutes=max(10, min(180, t.u.minutes)), keep_focus=train))
    return Decision(
        message=t.say(
            [staged(t.lang)],
            rationale=_DAY_RATIONALE,
        ),
        route="UPDATE_DAY",
        target_day=day,
        plan_ops=ops,
    )


def restore_minutes(t: Turn, day: Weekday, minutes: int) -> Decision | None:
    """A shortened day gets its time back: the day as the profile builds it today, fitted
    to `minutes`, authored onto that day only (the rest of the week stays as accepted)."""
    plan = t.ctx.plan
    if plan is None or _user_gear(t) is None:
        return None
    from fitcoach.agent.profile import build_profile
    from fitcoach.programming.engine import apply_ops

    ctx = t.ctx
    profile = build_profile(ctx.memory, ctx.units, ctx.now, ctx.timezone)
    days = pv.training_weekdays(plan)
    rebuilt = apply_ops(
        plan, [BuildWeek(training_days=days)], profile, week_start(ctx.today), ctx.now
    )
    fresh = rebuilt.week.days.get(day) if rebuilt.summaries else None
    if fresh is None or fresh.is_rest_day or not fresh.blocks:
        return None
    if fresh.duration_minutes > minutes:
        fitted = apply_ops(
            rebuilt.week,
            [FitToTime(day=day, minutes=minutes)],
            profile,
            week_start(ctx.today),
            ctx.now,
        )
        if fitted.summaries:
            fresh = fitted.week.days[day]
    blocks = [
        [
            SetBlock(
                exercise_id=item.exercise_id,
                sets=item.target_sets,
                reps=item.target_reps,
                rest=item.rest_seconds,
            )
            for item in block.exercises
        ]
        for block in fresh.blocks
    ]
    op = SetDay(day=day, blocks=blocks, title=fresh.title)
    if not _engine_stages(t, [op]):
        return None
    return Decision(
        message=t.say([staged(t.lang)]),
        route="UPDATE_DAY",
        target_day=day,
        plan_ops=[op],
    )


def _add_work(t: Turn, day: Weekday) -> Decision:
    """ "Add an extra arm finisher on Thursday", "Add a 20-minute core session" (on a rest
    day it becomes a short session), "Add face pulls on Monday"."""
    u, plan = t.u, t.ctx.plan
    muscles, exercises = list(u.muscles), list(u.exercises)
    if not muscles and not exercises:
        return none(line(t.lang, WHAT_ADD, day=day))
    minutes = max(5, min(90, u.minutes)) if u.minutes else None
    planned = plan.days.get(day) if plan is not None else None
    add = AddWork(day=day, muscles=muscles, exercises=exercises, minutes=minutes)
    if exercises and planned is not None and not _engine_stages(t, [add]):
        # The day is at a muscle's cap: the named lift takes the place of its own
        # pattern's slot ("add deadlifts to Saturday" replaces Saturday's hinge).
        swapped = _swap_in(t, day, exercises[0])
        if swapped is not None:
            return swapped
    if planned is not None and planned.is_rest_day:
        why = line(t.lang, SHORT_LIGHT, day=day)
    else:
        why = line(t.lang, AFTER_MAIN)
    return Decision(
        message=t.say([staged(t.lang), why], rationale=_ADD_RATIONALE),
        route="UPDATE_DAY",
        target_day=day,
        plan_ops=[add],
    )


def _swap_in(t: Turn, day: Weekday, slug: str) -> Decision | None:
    plan = t.ctx.plan
    wanted = registry.CATALOG.get(slug)
    planned = plan.days.get(day) if plan is not None else None
    if wanted is None or planned is None:
        return None
    same = [
        s
        for s in pv.day_slugs(planned)
        if s != slug and s in registry.CATALOG and registry.CATALOG[s].pattern == wanted.pattern
    ]
    if not same:
        return None
    op = Swap(day=day, exercise_id=same[0], replacement_id=slug)
    if not _engine_stages(t, [op]):
        return None
    old = registry.CATALOG[same[0]].name
    return Decision(
        message=t.say(
            [staged(t.lang), line(t.lang, TAKES_SLOT, day=day, new=wanted.name, old=old)]
        ),
        route="UPDATE_DAY",
        target_day=day,
        plan_ops=[op],
    )


_ADD_RATIONALE = (
    "Rationale: added sets stay within 6–8 hard sets per muscle per session and 20 a week, "
    "at 1–3 reps in reserve."
)

_DAY_RATIONALE = (
    "Rationale: the compound anchor keeps the stimulus, and antagonist supersets save time "
    "without stealing sets from the same muscle."
)


# ---- week overhaul -----------------------------------------------------------------------


def _focus_day(t: Turn, days: list[Weekday]) -> Weekday | None:
    u = t.u
    named = u.extras.get("focus_day", "")
    for weekday in WEEKDAYS:
        if weekday == named:
            return weekday
    if not u.muscles or not u.weekdays:
        return None
    repeated = [d for d in u.weekdays if u.weekdays.count(d) > 1]
    if repeated:
        return repeated[-1]
    match = _FOCUS_DAY.search(t.ctx.message)
    if match:
        return match.group(1).lower()  # type: ignore[return-value]
    if len(days) == 1:
        return days[0]
    # "Move my days to Mon, Wed, Fri and Sat, and make Saturday an arms day": the theme
    # comes after the list in every phrasing we have seen.
    return u.weekdays[-1] if len(u.weekdays) > len(days) else None


def _focus_map(t: Turn, days: list[Weekday]) -> dict[Weekday, list[str]]:
    """Themed days: the NLU's own pairing first, else the heuristics of `_focus_day`."""
    themed = {day: list(muscles) for day, muscles in t.u.day_focus if muscles}
    if themed:
        return themed
    focus = _focus_day(t, days)
    return {focus: list(t.u.muscles)} if focus else {}


def _keeps_current_days(t: Turn, days: list[Weekday], focus: dict[Weekday, list[str]]) -> bool:
    """Named days that only say what a day trains ("make Tuesday core focused", "focus on
    shoulders this Wednesday") are not a new schedule: the user never asked to drop the
    days they train now. A new schedule is a days-a-week count, a list of days beyond the
    themed ones, or an explicit "only Friday"."""
    u = t.u
    if t.ctx.plan is None or not days or u.days_per_week:
        return False
    if len(days) == 1:
        return not _ONE_DAY_ONLY.search(t.ctx.message)
    return set(days) <= set(focus)


def week_overhaul(t: Turn) -> Decision:
    u = t.u
    days = _ordered(u.weekdays)
    move = move_session(t)
    if move is not None:
        return move
    focus_map = _focus_map(t, days)
    if _keeps_current_days(t, days, focus_map):
        return _focus_days(t, days, focus_map)
    emphasis = list(u.muscles) if u.muscles and not focus_map else None
    current = pv.training_weekdays(t.ctx.plan) if t.ctx.plan is not None else []
    asked_rebuild = bool(current) and bool(_REBUILD.search(t.ctx.message))
    if not (days or u.days_per_week or u.minutes or focus_map or emphasis or asked_rebuild):
        return none(line(t.lang, REWORK_ASK))
    if not days and not u.days_per_week and current:
        # "Same days": keep the days of the week the user is actually training now.
        days = current
    stored_goal = tier1_items(t.ctx.memory, "goal")
    if emphasis and stored_goal:
        # "More chest emphasis" adds a priority; the ones already stated stay.
        emphasis = list(dict.fromkeys([*emphasis, *extract_muscles(stored_goal[0].entry.fact)]))
    mutations = _schedule_update(t, stored_goal[0] if stored_goal else None, days)
    op = BuildWeek(
        training_days=days or None,
        days_per_week=None if days else u.days_per_week,
        session_minutes=max(15, min(180, u.minutes)) if u.minutes else None,
        emphasis=emphasis,
        day_focus=focus_map,
    )
    core = [staged(t.lang, week=True), line(t.lang, SPACING)]
    return Decision(
        message=t.say(
            core,
            budget=EXPANDED_BUDGET,
            rationale="Rationale: every muscle still lands 10–20 hard sets a week, with no "
            "more than 6–8 per session.",
        ),
        route="UPDATE_WEEK",
        plan_ops=[op],
        memory_mutations=mutations,
    )


def _focus_days(t: Turn, named: list[Weekday], focus: dict[Weekday, list[str]]) -> Decision:
    """Re-theme (or add) the named days while every current training day stays: a week
    rebuilt on the plan's own days plus the named ones, with the asked focus on them."""
    plan = t.ctx.plan
    current = pv.training_weekdays(plan) if plan is not None else []
    days = _ordered((*current, *named))
    focus = {day: muscles for day, muscles in focus.items() if day in days and muscles}
    op = BuildWeek(
        training_days=days,
        session_minutes=max(15, min(180, t.u.minutes)) if t.u.minutes else None,
        day_focus=focus,
    )
    core = [staged(t.lang, week=True)]
    return Decision(
        message=t.say(
            core,
            rationale="Rationale: the week is rebalanced so every muscle still gets 48 hours "
            "between hard sessions and 10–20 hard sets a week.",
        ),
        route="UPDATE_WEEK",
        plan_ops=[op],
    )


def move_session(t: Turn) -> Decision | None:
    """ "Shift Friday workout to Saturday", "could today's session happen on Wednesday
    instead?": one session changes day; the rest of the week and the memory stay."""
    u, plan = t.u, t.ctx.plan
    move = session_move(u, t.ctx.message, t.today)
    if move is None and len(set(u.weekdays)) == 2 and _MOVE.search(t.ctx.message):
        move = (u.weekdays[0], next(d for d in u.weekdays if d != u.weekdays[0]))
    if move is None or u.day_focus or plan is None:
        return None
    src, dst = move
    source, target = plan.days.get(src), plan.days.get(dst)
    if source is not None and source.is_rest_day:
        if target is None or target.is_rest_day:
            return none(line(t.lang, BOTH_REST, src=src, dst=dst))
        if not _REST.search(t.ctx.message):
            return none(line(t.lang, SRC_REST, src=src, dst=dst))
        # "Move my rest day from Wednesday to Thursday": the session goes the other way.
        src, dst = dst, src
    return Decision(
        message=t.say(
            [staged(t.lang, week=True)],
            rationale="Rationale: recovery spacing is rechecked so no muscle is hit "
            "heavy twice within 48 hours.",
        ),
        route="UPDATE_WEEK",
        plan_ops=[MoveDay(from_day=src, to_day=dst)],
    )


def _schedule_update(t: Turn, goal: MemoryItem | None, days: list[Weekday]) -> list[MemoryMutation]:
    """The stored schedule follows a new split or session length, so the profile the
    engine and the validator read (minutes per session, training days) is the new one."""
    u = t.u
    if goal is None or not (u.weekdays or u.days_per_week or u.minutes):
        return []
    old = goal.entry.fact
    _, _, tail = old.partition(";")
    minutes = u.minutes or extract_minutes(tail or old)
    schedule = schedule_phrase(
        days if u.weekdays or not u.days_per_week else [], u.days_per_week, minutes
    )
    if not schedule:
        return []
    fact = with_schedule(old, schedule)
    mutation = upsert_tier1(
        t.ctx.memory,
        "goal",
        fact,
        source="conversation",
        reason="The user changed their training schedule.",
        replace=goal,
    )
    return [mutation] if mutation is not None else []


# ---- live swap ---------------------------------------------------------------------------


def catalog_alternative(
    slug: str, busy: frozenset[str], have: frozenset[str] | None = None
) -> str | None:
    """A same-pattern exercise that needs none of the busy gear and, when the user's gear
    is known, only gear they own (bodyweight first)."""
    base = registry.CATALOG.get(slug)
    if base is None:
        return None
    options = [
        ex
        for ex in registry.CATALOG.values()
        if ex.slug != slug
        and ex.pattern == base.pattern
        and any(
            not (option & busy) and (have is None or option <= have) for option in ex.gear_options
        )
    ]
    options.sort(key=lambda ex: (ex.load_implement != "bodyweight", ex.priority))
    return options[0].name if options else None


_IMPLEMENT_WORDS = frozenset({"barbell", "bb", "db", "dumbbell", "cable", "machine", "ez"})


def _name_core(slug: str) -> frozenset[str]:
    name = registry.CATALOG[slug].name.lower() if slug in registry.CATALOG else slug
    return frozenset(re.findall(r"[a-z]+", name)) - _IMPLEMENT_WORDS


def _planned_variant(plan: Week, slug: str, prefer: Weekday) -> str | None:
    """The planned exercise that is `slug` with another implement (same name otherwise)."""
    if slug not in registry.CATALOG:
        return None
    core = _name_core(slug)
    order = [prefer, *[d for d in WEEKDAYS if d != prefer]]
    for name in order:
        day = plan.days.get(name)
        for planned in pv.day_slugs(day) if day else []:
            if planned != slug and _name_core(planned) == core:
                return planned
    return None


def swap(t: Turn) -> Decision:
    u, ctx = t.u, t.ctx
    busy = u.gear_unavailable
    day: Weekday = u.target_day or t.today
    plan = ctx.plan
    if plan is None:
        if u.exercises:
            alt = catalog_alternative(u.exercises[0], busy)
            if alt:
                return none(f"Do {alt} instead: same movement pattern, no busy gear needed.")
        return none(line(t.lang, NO_PLAN))
    planned = plan.days.get(day)
    slugs = pv.day_slugs(planned) if planned else []
    slug: str | None = None
    replacement: str | None = None
    if u.exercises:
        in_day = [s for s in u.exercises if s in slugs]
        slug = in_day[0] if in_day else u.exercises[0]
        others = [s for s in u.exercises if s != slug]
        if in_day and others and others[0] not in slugs:
            replacement = others[0]
        if slug not in slugs:
            found = pv.find_exercise_day(plan, slug, ctx.today, prefer=day)
            variant = _planned_variant(plan, slug, day) if found is None else None
            if variant is not None:
                # "Romanian deadlifts" may name the barbell variant while the plan has the
                # dumbbell one: the user means the one they are actually doing.
                slug = variant
                found = pv.find_exercise_day(plan, slug, ctx.today, prefer=day)
            if found is None:
                name = registry.CATALOG[slug].name if slug in registry.CATALOG else slug
                alt = catalog_alternative(slug, busy)
                tail = f"; {alt} hits the same pattern if you need it" if alt else ""
                return none(f"{name} isn't in your plan this week{tail}.")
            day = found
    elif planned is not None and busy:
        slug = pv.exercise_using_gear(planned, busy)
    if slug is None and busy and planned is not None and not planned.is_rest_day:
        return none(line(t.lang, NOTHING_NEEDS_BUSY, day=day))
    if slug is None:
        return none(line(t.lang, WHICH_EXERCISE))
    # The engine picks the replacement, so the reply claims only what the request fixes;
    # the summary names the pick itself.
    op = Swap(day=day, exercise_id=slug, replacement_id=replacement, unavailable_gear=sorted(busy))
    if not _engine_stages(t, [op]):
        # No substitute passes the rules for this plan: say what to do on the floor instead
        # of surfacing the engine's refusal.
        name = registry.CATALOG[slug].name if slug in registry.CATALOG else slug
        alt = catalog_alternative(slug, busy, _user_gear(t))
        if alt:
            return none(line(t.lang, DO_ALT, alt=alt))
        return none(line(t.lang, NOTHING_SAFE, name=name))
    return Decision(
        message=t.say(
            [staged(t.lang)],
            budget=SWAP_BUDGET,
            optional=[line(t.lang, MATCH_REPS)],
            rationale="Rationale: the swap keeps the session's sets and rep targets, so its "
            "stimulus holds.",
        ),
        route="UPDATE_DAY",
        target_day=day,
        plan_ops=[op],
    )


# ---- restore a day / add a named exercise -------------------------------------------------

_LEGS = ("Quads", "Hamstrings", "Glutes", "Calves")
_BACK_AS_ADVERB = re.compile(r"\bback\b(?!\s*(?:day|work|muscles|session|training))", re.I)


def restore_day(t: Turn) -> Decision:
    """ "Give Saturday its proper leg session back": the day trains again, as a full
    session (with the theme said), in a week rebuilt from the profile as it now stands."""
    u, plan = t.u, t.ctx.plan
    day = u.weekdays[0] if u.weekdays else u.target_day
    if plan is None or day is None:
        return none(line(t.lang, NO_PLAN if plan is None else WHICH_DAY_BACK))
    muscles = list(u.muscles)
    if "Back" in muscles and _BACK_AS_ADVERB.search(t.ctx.message):
        # "... its leg session back": "back" is a direction here, not the muscle group.
        muscles.remove("Back")
    if not muscles and re.search(r"\blegs?\b", t.ctx.message, re.I):
        muscles = list(_LEGS)
    days = pv.training_weekdays(plan)
    if day not in days:
        days = _ordered((*days, day))
    op = BuildWeek(training_days=days, day_focus={day: muscles} if muscles else {})
    if not _engine_stages(t, [op]):
        return none(line(t.lang, ALREADY_FULL, day=day))
    return Decision(
        message=t.say(
            [staged(t.lang, week=True)],
            rationale="Rationale: the week is rebalanced so every muscle still gets 48 "
            "hours between hard sessions.",
        ),
        route="UPDATE_WEEK",
        plan_ops=[op],
    )


def _user_gear(t: Turn) -> frozenset[str] | None:
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


def _closest_with(slug: str, have: frozenset[str]) -> str | None:
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


def add_exercise(t: Turn) -> Decision | None:
    """ "Put barbell back squats on Tuesday": add the lift, or, when the gear in memory
    cannot do it, say so plainly and offer the closest lift it can."""
    u, plan = t.u, t.ctx.plan
    slug = next((s for s in u.exercises if s in registry.CATALOG), None)
    day = u.weekdays[0] if u.weekdays else u.target_day
    if plan is None or slug is None or day is None:
        return None
    exercise = registry.CATALOG[slug]
    have = _user_gear(t)
    if have is None or any(option <= have for option in exercise.gear_options):
        return _add_work(t, day)
    missing = min((option - have for option in exercise.gear_options), key=len)
    lacking = gear_phrase(t.lang, sorted(missing)) or ", ".join(sorted(missing))
    alt = _closest_with(slug, have)
    said = line(t.lang, NO_GEAR_FOR, gear=lacking, name=exercise.name)
    if alt is None:
        return none(t.say([said, line(t.lang, NOTHING_WITH_GEAR)]))
    alt_name = registry.CATALOG[alt].name
    planned = plan.days.get(day)
    if planned is not None and alt in pv.day_slugs(planned):
        return none(
            t.say(
                [said, line(t.lang, CLOSEST_ALREADY, alt=alt_name, day=day)],
                closing=False,
            )
        )
    op = AddWork(day=day, exercises=[alt])
    if not _engine_stages(t, [op]):
        return none(
            t.say(
                [said, line(t.lang, CLOSEST_NO_ROOM, alt=alt_name, day=day)],
                closing=False,
            )
        )
    return Decision(
        message=t.say(
            [said, line(t.lang, CLOSEST, alt=alt_name), staged(t.lang)],
            closing=False,
        ),
        route="UPDATE_DAY",
        target_day=day,
        plan_ops=[op],
    )


def _engine_stages(t: Turn, ops: list[PlanOp]) -> bool:
    """Would the engine stage these ops? Asked before promising the change, so a refusal
    never replaces the reply that says why the user's own request could not be met."""
    from fitcoach.agent.profile import build_profile
    from fitcoach.programming.engine import apply_ops

    ctx = t.ctx
    if _user_gear(t) is None:
        # No profile in memory to predict with: the pipeline's own check decides.
        return True
    profile = build_profile(ctx.memory, ctx.units, ctx.now, ctx.timezone)
    result = apply_ops(ctx.plan, ops, profile, week_start(ctx.today), ctx.now)
    return bool(result.summaries)
