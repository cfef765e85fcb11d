"""Requests that change the week: a new split, focus days, a moved session, a restored day."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from fitcoach.contracts.decision import Decision
from fitcoach.i18n.unstaged import ALREADY_FITS as WEEK_ALREADY_FITS
from fitcoach.memory.models import MemoryItem, MemoryMutation, Tier3Entry
from fitcoach.memory.ttl import event_expiry
from fitcoach.nlu import (
    extract_minutes,
    extract_muscles,
)
from fitcoach.nlu.edits import adds_training_day, asks_normal_week
from fitcoach.nlu.signals import asks_lighter_week, is_cancelled, session_move
from fitcoach.programming.ops import (
    BuildWeek,
    Deload,
    FitToTime,
    MoveDay,
    PlanOp,
)
from fitcoach.weekdays import Weekday, week_start

from . import plan_view as pv
from .facts import (
    schedule_phrase,
    with_schedule,
)
from .lang import line, staged
from .memory_ops import tier1_items, tier3_items, upsert_tier1, words
from .plan_common import (
    ALREADY_FULL,
    BOTH_REST,
    FOCUS_DAY_WORDS,
    MOVE_WORDS,
    NO_PLAN,
    ONE_DAY_ONLY,
    REBUILD_WORDS,
    REST_WORDS,
    REWORK_ASK,
    SPACING,
    SRC_REST,
    WHICH_DAY_BACK,
    engine_stages,
    ordered_days,
)
from .plan_taper import DELOAD
from .rest_days import asked_rest_days
from .turn import EXPANDED_BUDGET, Turn, none

# ---- week overhaul -----------------------------------------------------------------------


def _focus_day(t: Turn, days: list[Weekday]) -> Weekday | None:
    u = t.u
    if not u.muscles or not u.weekdays:
        return None
    repeated = [d for d in u.weekdays if u.weekdays.count(d) > 1]
    if repeated:
        return repeated[-1]
    match = FOCUS_DAY_WORDS.search(t.ctx.message)
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
        return not ONE_DAY_ONLY.search(t.ctx.message)
    return set(days) <= set(focus)


def _lighter_week(t: Turn) -> Decision | None:
    """Every session still to come this week deloaded: the same lifts with about 40 %
    fewer sets, lighter loads and more reps in reserve. A deload takes effort and volume
    off; cutting the time with shorter rests would do the opposite."""
    plan = t.ctx.plan
    if plan is None:
        return None
    ops: list[PlanOp] = [
        Deload(day=name)
        for name in pv.training_weekdays(plan)
        if pv.is_training_day(day := plan.days[name]) and day.date >= t.ctx.today
    ]
    if not ops or not engine_stages(t, list(ops)):
        return None
    return Decision(
        message=t.say([line(t.lang, DELOAD), staged(t.lang, week=True)]),
        route="UPDATE_WEEK",
        plan_ops=list(ops),
    )


def week_overhaul(t: Turn) -> Decision:
    u = t.u
    rested = asked_rest_days(t)
    if rested is not None:
        return rested
    if asks_lighter_week(t.ctx.message) and not u.weekdays and not u.days_per_week:
        lighter = _lighter_week(t)
        if lighter is not None:
            return lighter
    days = ordered_days(u.weekdays)
    plan = t.ctx.plan
    if (
        plan is not None
        and len(days) == 1
        and plan.days[days[0]].is_rest_day
        and adds_training_day(t.ctx.message)
    ):
        return add_training_day(t, days[0])
    move = move_session(t)
    if move is not None:
        return move
    if not days and not u.minutes and asks_normal_week(t.ctx.message):
        # "Back on normal training", "4 days as usual": the week as the stored profile
        # builds it; when the week already is that, say so rather than stage nothing.
        forgotten = _this_weeks_notes(t) if is_cancelled(t.ctx.message) else []
        if not engine_stages(t, [BuildWeek()]):
            return none(line(t.lang, WEEK_ALREADY_FITS), forgotten)
        return Decision(
            message=t.say([staged(t.lang, week=True), line(t.lang, SPACING)]),
            route="UPDATE_WEEK",
            plan_ops=[BuildWeek()],
            memory_mutations=forgotten,
        )
    focus_map = _focus_map(t, days)
    if _keeps_current_days(t, days, focus_map):
        return _focus_days(t, days, focus_map)
    emphasis = list(u.muscles) if u.muscles and not focus_map else None
    current = pv.training_weekdays(t.ctx.plan) if t.ctx.plan is not None else []
    asked_rebuild = bool(current) and bool(REBUILD_WORDS.search(t.ctx.message))
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
    mutations += _week_note(t)
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


def add_training_day(t: Turn, day: Weekday) -> Decision:
    """ "Could I add Saturday as a 4th day? 40 min is plenty": the week rebuilt on its own
    days plus that one, the new day as long as asked; the stored schedule gains the day
    (its session length stays the one the other days keep)."""
    plan = t.ctx.plan
    current = pv.training_weekdays(plan) if plan is not None else []
    days = ordered_days((*current, day))
    ops: list[PlanOp] = [BuildWeek(training_days=days)]
    if t.u.minutes:
        ops.append(FitToTime(day=day, minutes=max(15, min(180, t.u.minutes))))
    stored_goal = tier1_items(t.ctx.memory, "goal")
    schedule = replace(t.u, weekdays=tuple(days), minutes=None, days_per_week=None)
    mutations = _schedule_update(
        replace(t, u=schedule), stored_goal[0] if stored_goal else None, days
    )
    return Decision(
        message=t.say(
            [staged(t.lang, week=True), line(t.lang, SPACING)],
            rationale="Rationale: the week is rebalanced so every muscle still gets 48 hours "
            "between hard sessions and 10–20 hard sets a week.",
        ),
        route="UPDATE_WEEK",
        plan_ops=ops,
        memory_mutations=mutations,
    )


def _focus_days(t: Turn, named: list[Weekday], focus: dict[Weekday, list[str]]) -> Decision:
    """Re-theme (or add) the named days while every current training day stays: a week
    rebuilt on the plan's own days plus the named ones, with the asked focus on them."""
    plan = t.ctx.plan
    current = pv.training_weekdays(plan) if plan is not None else []
    days = ordered_days((*current, *named))
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
    if move is None and len(set(u.weekdays)) == 2 and MOVE_WORDS.search(t.ctx.message):
        move = (u.weekdays[0], next(d for d in u.weekdays if d != u.weekdays[0]))
    if move is None or u.day_focus or plan is None:
        return None
    src, dst = move
    source, target = plan.days.get(src), plan.days.get(dst)
    if source is not None and source.is_rest_day:
        if target is None or target.is_rest_day:
            return none(line(t.lang, BOTH_REST, src=src, dst=dst))
        if not REST_WORDS.search(t.ctx.message):
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


def _this_weeks_notes(t: Turn) -> list[MemoryMutation]:
    """ "The visit's off, 4 days as usual": the notes of this week that made it smaller go
    with it."""
    this_week = week_start(t.ctx.today)
    return [
        MemoryMutation(
            operation="DELETE",
            target_tier="tier_3_situational",
            memory_id=item.id,
            reason="The week is back to the usual one; what changed it is off.",
        )
        for item in tier3_items(t.ctx.memory)
        if isinstance(item.entry, Tier3Entry) and item.entry.week_start_date == this_week
    ]


def _week_note(t: Turn) -> list[MemoryMutation]:
    """ "Only 2 days this week, the grandkids are staying": the reason for this smaller
    week, kept as a note that expires when the week ends (the schedule stays)."""
    u, ctx = t.u, t.ctx
    if not (u.event and u.days_per_week and _THIS_WEEK_ONLY.search(ctx.message)):
        return []
    name = u.event.strip()
    noted = [item.entry for item in tier3_items(ctx.memory) if isinstance(item.entry, Tier3Entry)]
    if any(words(entry.event) & words(name) for entry in noted):
        return []
    sunday = week_start(ctx.today) + timedelta(days=6)
    entry: dict[str, object] = {
        "event": name,
        "fact": f"{name[:1].upper()}{name[1:]} this week, so {u.days_per_week} training days.",
        "week_start_date": week_start(ctx.today).isoformat(),
        "expires_at": event_expiry(sunday, ctx.timezone).isoformat(),
    }
    return [
        MemoryMutation(
            operation="CREATE",
            target_tier="tier_3_situational",
            entry=entry,
            reason="The reason for this week's smaller schedule; it expires with the week.",
        )
    ]


_THIS_WEEK_ONLY = re.compile(
    r"\bthis week\b|w tym tygodniu|ten tydzie[nń]|อาทิตย์นี้|สัปดาห์นี้|今週", re.I
)
# "4 days as usual", "jak zwykle", "ตามปกติ", "いつも通り": the schedule the user already keeps.
_AS_USUAL = re.compile(
    r"\bas (?:usual|always|normal)\b|\bmy (?:usual|normal|regular) \d|jak zwykle|jak zawsze|"
    r"ตามปกติ|เหมือนเดิม|いつも通り|いつもどおり|普段通り",
    re.I,
)


def _schedule_update(t: Turn, goal: MemoryItem | None, days: list[Weekday]) -> list[MemoryMutation]:
    """The stored schedule follows a new split or session length, so the profile the
    engine and the validator read (minutes per session, training days) is the new one."""
    u = t.u
    if goal is None or not (u.weekdays or u.days_per_week or u.minutes):
        return []
    if u.event and u.event_end is not None:
        # A stretch of shifts ("nights for the next month"): the days are its, not the
        # schedule the user keeps.
        return []
    pending = t.ctx.pending_proposal
    # A staged week re-edited ("can those be Tuesday and Saturday") keeps the ask it edits.
    edited = pending is not None and pending.type == "UPDATE_WEEK"
    said = [t.ctx.message, *(turn.user for turn in t.ctx.recent_turns[-3:] if edited)]
    if any(_THIS_WEEK_ONLY.search(message) for message in said) or _AS_USUAL.search(said[0]):
        # "Only 2 days this week, the grandkids are here": this week changes, the schedule
        # the user keeps does not.
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
    if plan.days[day].is_rest_day and not u.muscles and adds_training_day(t.ctx.message):
        # A rest day asked for as an extra training day is a new day of the schedule.
        return add_training_day(t, day)
    muscles = list(u.muscles)
    if "Back" in muscles and _BACK_AS_ADVERB.search(t.ctx.message):
        # "... its leg session back": "back" is a direction here, not the muscle group.
        muscles.remove("Back")
    if not muscles and re.search(r"\blegs?\b", t.ctx.message, re.I):
        muscles = list(_LEGS)
    days = pv.training_weekdays(plan)
    if day not in days:
        days = ordered_days((*days, day))
    op = BuildWeek(training_days=days, day_focus={day: muscles} if muscles else {})
    if not engine_stages(t, [op]):
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
