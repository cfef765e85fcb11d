"""Requests that change one day: shorter, lighter, a theme, a rest day, more work."""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import replace

from fitcoach.catalog import MUSCLE_GROUPS, registry
from fitcoach.catalog.model import JOINTS
from fitcoach.contracts.decision import Decision
from fitcoach.nlu.edits import adds_training_day
from fitcoach.nlu.quantities import extract_minutes
from fitcoach.nlu.signals import LIGHTER_DAY
from fitcoach.programming.models import Day
from fitcoach.programming.ops import (
    AddWork,
    Avoid,
    BuildWeek,
    FitToTime,
    Lighten,
    PlanOp,
    RestDay,
    SetBlock,
    SetDay,
    Swap,
)
from fitcoach.weekdays import Weekday, week_start

from . import plan_view as pv
from .lang import N_, line, parts_list, staged
from .plan_common import (
    ALREADY_FULL,
    NO_PLAN,
    REST_WORDS,
    TAKES_SLOT,
    WHOLE_WEEK,
    engine_stages,
    user_gear,
)
from .plan_week import add_training_day, week_overhaul
from .protect import gentler_swaps, loading
from .rest_days import ALREADY_REST, asked_rest_days
from .turn import Turn, none

# ---- day edit ----

DAY_DONE = N_("{day}'s session is already done and logged, so I'll leave it as it is.")
REST_NOTHING_TO_TRIM = N_("{day} is a rest day, so there's nothing to trim.")
ALREADY_FITS = N_("{day} already fits: it's planned at {minutes} minutes.")
WHAT_CHANGE = N_("What should change on {day}: shorter, harder, a different focus, or a rest day?")


# "Make Saturday a bit harder, it feels too easy": more work on that day.
_HARDER = re.compile(
    r"harder|tougher|more challenging|more intense|too easy|step it up|kick it up|"
    r"more volume|push me more|cięższ|trudniej|mocniej|za łatw|za latw|za lekk|"
    r"หนักขึ้น|ยากขึ้น|เบาไป|ง่ายไป|キツく|きつく|ハードに|物足りな|楽すぎ|負荷を上げ",
    re.I,
)
HARDER_TIP = N_(
    "On the main lifts, add a rep or a small jump in load once every set feels easy at 1–3 "
    "reps in reserve."
)


def _lead_muscle(day: Day) -> str | None:
    """The primary muscle of the day's first exercise: what the day is built around."""
    for slug in pv.day_slugs(day):
        exercise = registry.CATALOG.get(slug)
        if exercise is not None and exercise.primary:
            return exercise.primary[0]
    return None


def _day_muscles(day: Day) -> list[str]:
    """The day's primary muscles, in plan order."""
    found = [
        muscle
        for slug in pv.day_slugs(day)
        if (exercise := registry.CATALOG.get(slug)) is not None
        for muscle in exercise.primary
    ]
    return list(dict.fromkeys(found))


# Gentler, not only shorter: what loads the spine hardest goes too.
_GENTLE = re.compile(
    r"gentle|gentler|softer|less intense|ease (?:me )?back|first week back|coming back|"
    r"łagodn|delikatn|優しめ|ゆるめ|เบาๆ",
    re.I,
)


# "Friday too", "i piątek też", "ศุกร์ด้วย", "金曜も": a short follow-up that repeats the ask.
_TOO = re.compile(
    r"\btoo\b|\balso\b|\bas well\b|\bsame\b|\bte[żz]\b|tak samo|ด้วย|เหมือนกัน|も|同じ", re.I
)


def _asked(t: Turn, pattern: re.Pattern[str]) -> bool:
    """The message asks it, or it is a short "Friday too" after a message that did."""
    if pattern.search(t.ctx.message):
        return True
    if len(t.ctx.message) > 40 or not _TOO.search(t.ctx.message) or not t.ctx.recent_turns:
        return False
    if pattern.search(t.ctx.recent_turns[-1].user):
        return True
    # "Same for friday" after a question or two: the edit it repeats is the last one staged.
    edits = [turn.user for turn in t.ctx.recent_turns if turn.route == "UPDATE_DAY"]
    return bool(edits and pattern.search(edits[-1]))


def _wants_rest(t: Turn) -> bool:
    return t.u.rest_day or bool(REST_WORDS.search(t.ctx.message))


# A time limit, not a wish for more: "40 min max", "only 45", "45 instead of 60", "picking
# up a shift", "ขอเหลือ 45 นาทีพอ", "30分だけ". On a day already shorter it fits as it is;
# it never grows the day. Said in the last message too, for "Saturday too".
_CAP = re.compile(
    r"\bmax\b|\bmaximum\b|\btops\b|\bat most\b|\bonly\b|\bno more than\b|"
    r"\bshorter\b|\bcut\b|\btrim\b|\bshift\b|\bovertime\b|\bno time\b|\bbusy\b|"
    r"\d+\s*(?:min\w*)? instead of \d+|"
    r"\bmaks|najwyżej|najwyzej|\btylko\b|krócej|krocej|skróć|skroc|nadgodzin|"
    r"แค่|เหลือ|ไม่เกิน|พอ(?:นะ|ครับ|ค่ะ|แล้ว|\s|$)|"
    r"だけ|以内|短く|しか",
    re.I,
)


def _cap(t: Turn) -> bool:
    said = [t.ctx.message]
    if t.ctx.recent_turns and not extract_minutes(t.ctx.message):
        said.append(t.ctx.recent_turns[-1].user)
    return any(_CAP.search(text) for text in said)


def day_edit(t: Turn) -> Decision:
    u, ctx = t.u, t.ctx
    if ctx.plan is None:
        return none(line(t.lang, NO_PLAN))
    if u.minutes and not u.weekdays and not u.target_day and WHOLE_WEEK.search(ctx.message):
        # "Can all my lifting days be 30 min max from now on": every session, not one day.
        return week_overhaul(t)
    if len(set(u.weekdays)) > 1 and _wants_rest(t):
        # "Tuesday and Thursday off this week": both days, not the first one named.
        rested = asked_rest_days(t)
        if rested is not None:
            return rested
    day = u.target_day or ctx.selected_day or t.today
    planned = ctx.plan.days.get(day)
    if planned is not None and planned.status == "completed":
        return none(line(t.lang, DAY_DONE, day=day))
    if planned is not None and planned.is_rest_day and adds_training_day(ctx.message):
        return add_training_day(t, day)
    if u.extra_minutes and planned is not None and not planned.is_rest_day:
        # "+15 min is fine": the day's new length is what it is now plus that.
        u = replace(u, minutes=planned.duration_minutes + u.extra_minutes, extra_minutes=None)
        t = replace(t, u=u)

    ops: list[PlanOp]
    if u.adds_work and u.exercises:
        # "Put lat pulldowns in today": a named lift to add, whatever theme its name hints.
        return _add_work(t, day)
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
            short = _short_session(t, day, u.minutes)
            if short is not None:
                return short
            return none(line(t.lang, REST_NOTHING_TO_TRIM, day=day))
        if planned is not None and 0 < planned.duration_minutes < u.minutes and not _cap(t):
            # "Friday can go back to the full 30 minutes": the day grows back, rebuilt.
            grown = restore_minutes(t, day, u.minutes) or _longer(t, day, u.minutes)
            if grown is not None:
                return grown
            if u.minutes - planned.duration_minutes >= 10:
                # Asked for a longer day the caps will not fill: say so, not "it fits".
                return none(line(t.lang, ALREADY_FULL, day=day))
        if planned is not None and 0 < planned.duration_minutes <= u.minutes:
            return none(line(t.lang, ALREADY_FITS, day=day, minutes=planned.duration_minutes))
        keep = list(u.keep_focus or u.muscles)
        ops = [FitToTime(day=day, minutes=max(10, min(180, u.minutes)), keep_focus=keep)]
        if _asked(t, LIGHTER_DAY):
            # "30 minutes and lighter": the time asked, and what is left done easier.
            ops.append(Lighten(day=day))
        core = [staged(t.lang)]
    elif (spare := _spare_part(t, day)) is not None:
        # "Same for Thursday" after a pinchy shoulder: Thursday's lifts that still load it
        # traded for gentler ones, when no rule forbids them outright.
        ops = list(spare)
        core = [staged(t.lang)]
    elif u.body_parts or u.exercises or u.gear_unavailable:
        from .plan_swap import day_variant  # plan_swap builds on this module

        ops = [
            Avoid(
                days=[day],
                body_parts=list(u.body_parts),
                # The lift named and the day's form of it both go: avoiding only the form
                # would let the engine bring back the one named.
                exercises=list(
                    dict.fromkeys(
                        [*u.exercises, *(day_variant(ctx.plan, slug, day) for slug in u.exercises)]
                    )
                ),
                gear=sorted(u.gear_unavailable),
            )
        ]
        core = [staged(t.lang)]
    elif _asked(t, LIGHTER_DAY) and planned is not None and not planned.is_rest_day:
        # "Can Friday be a light one": a light day, not a short one - the same exercises
        # at about the same length, with fewer hard sets, further from failure; "gentler"
        # also leaves out the heaviest spinal loading (a deadlift, a back squat).
        ops = [Lighten(day=day)]
        barbell = [
            slug
            for slug in pv.day_slugs(planned)
            if slug in registry.CATALOG
            and any("barbell" in option for option in registry.CATALOG[slug].gear_options)
        ]
        if _GENTLE.search(ctx.message) and barbell:
            ops.insert(0, Avoid(days=[day], gear=["barbell"]))
        core = [staged(t.lang)]
    elif _asked(t, _HARDER) and planned is not None and not planned.is_rest_day:
        # "Saturday feels too easy": more work for the muscle the day leads with, and the
        # progression rule for the main lifts.
        lead = _lead_muscle(planned)
        if lead is None:
            return none(line(t.lang, WHAT_CHANGE, day=day))
        ops = [_harder_work(t, day, planned, lead)]
        core = [staged(t.lang), line(t.lang, HARDER_TIP)]
    else:
        return none(line(t.lang, WHAT_CHANGE, day=day))
    return Decision(
        message=t.say(core, rationale=_DAY_RATIONALE),
        route="UPDATE_DAY",
        target_day=day,
        plan_ops=ops,
    )


# A session asked for on a day, not a day trimmed: "could I do a quick 20 min on
# Saturday", "do that for Sunday too", "wrzuć krótki trening", "สั้นๆ 20 นาที", "軽く20分".
_SESSION_ASKED = re.compile(
    r"\bquick\b|\bdo (?:a|that|this|the same)\b|\bsqueeze\b|\bget in\b|\btoo\b|\bsame\b|"
    r"\balso\b|krótki trening|krotki trening|\bteż\b|\btez\b|สั้นๆ|ด้วย|サクッと|軽く|も同じ|"
    # A day added or made up: "add saturday as a 4th day", "an extra session sunday", "w
    # niedzielę nadrobić", "日曜に追加で".
    r"\badd(?:ed|ing)?\b|\bextra (?:day|session|workout)|\b(?:4th|5th|fourth|fifth|another) "
    r"(?:day|session)|\bmake (?:it|that|this) up\b|\bmake up\b|nadrobi|nadrobic|dodatkow|"
    r"เพิ่มวัน|ชดเชย|追加|振替",
    re.I,
)
_WHOLE_BODY = ["Quads", "Chest", "Back"]


def _short_session(t: Turn, day: Weekday, minutes: int) -> Decision | None:
    """A short whole-body session of the minutes asked on a rest day, when a session is
    asked for there (not a trim of a day the user thought was a training day)."""
    if not _SESSION_ASKED.search(t.ctx.message) or minutes > 45:
        return None
    # The added work, then held to the minutes asked (the estimate of added work runs over).
    ops: list[PlanOp] = [
        AddWork(day=day, muscles=_WHOLE_BODY, minutes=max(10, minutes)),
        FitToTime(day=day, minutes=max(10, minutes)),
    ]
    if not engine_stages(t, ops):
        ops = ops[:1]
        if not engine_stages(t, ops):
            return None
    return Decision(
        message=t.say([staged(t.lang), line(t.lang, SHORT_LIGHT, day=day)]),
        route="UPDATE_DAY",
        target_day=day,
        plan_ops=ops,
    )


def _harder_work(t: Turn, day: Weekday, planned: Day, lead: str) -> PlanOp:
    """The work that makes a day harder: sets for the muscle it leads with, else for another
    muscle the day trains (the lead one may be at its weekly cap); when the week has no room
    for more sets, the main lifts go heavier (a lower rep range, same sets)."""
    muscles = [lead, *(muscle for muscle in _day_muscles(planned) if muscle != lead)]
    options: list[PlanOp] = [AddWork(day=day, muscles=[muscle]) for muscle in muscles[:3]]
    heavier = _heavier_main_lifts(day, planned)
    if heavier is not None:
        options.append(heavier)
    for option in options:
        if engine_stages(t, [option]):
            return option
    return options[0]


_REP_RANGE = re.compile(r"^(\d+)\s*-\s*(\d+)$")


def _heavier_main_lifts(day: Weekday, planned: Day) -> SetDay | None:
    """The day as it is, with its first two lifts in a rep range two lower (heavier loads
    for the same sets); None when their reps are no plain range."""
    blocks = _set_blocks(planned)
    changed = False
    for block in blocks[:2]:
        for item in block:
            match = _REP_RANGE.match(item.reps.strip())
            if match is None:
                continue
            low, high = int(match.group(1)), int(match.group(2))
            if low - 2 >= 3:
                item.reps = f"{low - 2}-{high - 2}"
                changed = True
    return SetDay(day=day, blocks=blocks, title=planned.title) if changed else None


# A day's theme as what it leaves out and what it trains.
_LEG_GROUPS = ["Quads", "Hamstrings", "Glutes", "Calves"]
_THEME_MUSCLES: dict[str, tuple[list[str], list[str]]] = {
    "upper": (_LEG_GROUPS, []),
    "lower": (["Chest", "Back", "Shoulders", "Biceps", "Triceps"], []),
    "pull": (["Chest", "Shoulders", "Triceps", *_LEG_GROUPS], ["Back", "Biceps"]),
    "push": (["Back", "Biceps", *_LEG_GROUPS], ["Chest", "Shoulders", "Triceps"]),
    "core": ([m for m in MUSCLE_GROUPS if m != "Core"], ["Core"]),
}


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
    if theme == "conditioning":
        from .plan_conditioning import conditioning_day

        return conditioning_day(t, day) or none(line(t.lang, WHAT_CHANGE, day=day))
    if theme == "focus":
        # "Friday shoulders and arms only": every other group goes, the named ones get
        # the day (core stays: it rides along with any session).
        train = [m for focus_day, muscles in t.u.day_focus if focus_day == day for m in muscles]
        avoid = [m for m in MUSCLE_GROUPS if m not in train and m != "Core"]
    else:
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
    if plan is None or user_gear(t) is None:
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
    op = SetDay(day=day, blocks=_set_blocks(fresh), title=fresh.title)
    if not engine_stages(t, [op]):
        return None
    return Decision(
        message=t.say([staged(t.lang)]),
        route="UPDATE_DAY",
        target_day=day,
        plan_ops=[op],
    )


def _longer(t: Turn, day: Weekday, minutes: int) -> Decision | None:
    """ "Can Friday be 75 minutes": the day's own muscles get the extra time, within their
    caps; None when nothing more fits."""
    plan = t.ctx.plan
    planned = plan.days.get(day) if plan is not None else None
    if planned is None or planned.is_rest_day:
        return None
    muscles = list(
        dict.fromkeys(
            m
            for slug in pv.day_slugs(planned)
            if slug in registry.CATALOG
            for m in registry.CATALOG[slug].primary
        )
    )
    extra = max(5, min(90, minutes - planned.duration_minutes))
    op = AddWork(day=day, muscles=muscles, minutes=extra)
    if not muscles or not engine_stages(t, [op]):
        return None
    return Decision(
        message=t.say([staged(t.lang), line(t.lang, AFTER_MAIN)], rationale=_ADD_RATIONALE),
        route="UPDATE_DAY",
        target_day=day,
        plan_ops=[op],
    )


# "One more set of bench", "2 extra sets", "dodaj serię", "1セット増やして", "เพิ่มอีกเซ็ต".
_SETS = re.compile(r"\bsets?\b|seri[aęie]|セット|เซ็ต|เซต", re.I)
_SET_COUNT = re.compile(
    r"(\d|one|two|three|an?|jedn|dwie|dwa|trzy)\s*(?:more\s+|extra\s+|dodatkow\w*\s+)?"
    r"(?:sets?\b|seri|セット|เซ็ต|เซต)",
    re.I,
)
_COUNTS = {"two": 2, "dwie": 2, "dwa": 2, "three": 3, "trzy": 3}


def _set_count(message: str) -> int:
    found = _SET_COUNT.search(message)
    if found is None:
        return 1
    said = found.group(1).lower()
    if said.isdigit():
        return max(1, min(3, int(said)))
    return _COUNTS.get(said, 1)


def _as_planned(slug: str, slugs: list[str]) -> str:
    """The day's own lift for a lift word: itself, else the day's lift of the same pattern
    and lead muscle ("the squats" on a day that squats on the leg press)."""
    named = registry.CATALOG.get(slug)
    if slug in slugs or named is None:
        return slug
    for planned in slugs:
        other = registry.CATALOG.get(planned)
        if (
            other is not None
            and other.pattern == named.pattern
            and other.primary[:1] == named.primary[:1]
        ):
            return planned
    return slug


def _more_sets(t: Turn, day: Weekday) -> Decision | None:
    """ "Add a set to the bench on Monday" when Monday already benches: that lift gets the
    sets, the rest of the day stays."""
    plan = t.ctx.plan
    if plan is None or not _SETS.search(t.ctx.message):
        return None
    planned = plan.days.get(day)
    if planned is None or planned.is_rest_day:
        return None
    from .plan_swap import day_variant  # plan_swap builds on this module

    slugs = pv.day_slugs(planned)
    named = {_as_planned(day_variant(plan, slug, day), slugs) for slug in t.u.exercises}
    named &= set(slugs)
    if not named:
        return None
    more = _set_count(t.ctx.message)
    op = SetDay(day=day, blocks=_set_blocks(planned, named, more), title=planned.title)
    if not engine_stages(t, [op]):
        return None
    return Decision(
        message=t.say([staged(t.lang)], rationale=_ADD_RATIONALE),
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
    if exercises:
        more = _more_sets(t, day)
        if more is not None:
            return more
    minutes = max(5, min(90, u.minutes)) if u.minutes else None
    planned = plan.days.get(day) if plan is not None else None
    add = AddWork(day=day, muscles=muscles, exercises=exercises, minutes=minutes)
    slugs = pv.day_slugs(planned) if planned is not None and not planned.is_rest_day else []
    if muscles and not exercises and len(slugs) > 2 and not engine_stages(t, [add]):
        # No minutes left: the day's last accessory makes room for what was asked.
        room: list[PlanOp] = [Avoid(days=[day], exercises=[slugs[-1]]), add]
        if engine_stages(t, room):
            return Decision(
                message=t.say([staged(t.lang)], rationale=_ADD_RATIONALE),
                route="UPDATE_DAY",
                target_day=day,
                plan_ops=room,
            )
    if exercises and planned is not None and not engine_stages(t, [add]):
        # The day is at a muscle's cap: the named lift takes the place of its own
        # pattern's slot ("add deadlifts to Saturday" replaces Saturday's hinge).
        swapped = _swap_in(t, day, exercises[0])
        if swapped is not None:
            return swapped
        instead = _same_muscle_work(t, day, exercises[0])
        if instead is not None:
            return instead
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


ADDED_INSTEAD = N_(
    "{name} doesn't fit {day} within the recovery and time rules, so {day} gets {group} "
    "work that does."
)


def _same_muscle_work(t: Turn, day: Weekday, slug: str) -> Decision | None:
    """ "Put shoulder press in today" when a press today would break the 48-hour rule or the
    minutes: the muscle it trains still gets work that fits, and the reply says why."""
    wanted = registry.CATALOG.get(slug)
    if wanted is None or not wanted.primary:
        return None
    group = wanted.primary[0]
    op = AddWork(day=day, muscles=[group])
    if not engine_stages(t, [op]):
        return None
    said = line(t.lang, ADDED_INSTEAD, name=wanted.name, day=day, group=parts_list(t.lang, [group]))
    return Decision(
        message=t.say([said, staged(t.lang)], rationale=_ADD_RATIONALE),
        route="UPDATE_DAY",
        target_day=day,
        plan_ops=[op],
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
    if not engine_stages(t, [op]):
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


def _set_blocks(
    planned: Day, more_for: Collection[str] | None = None, more: int = 0
) -> list[list[SetBlock]]:
    """The day's blocks as a SetDay writes them; given `more_for`, those lifts get `more`
    sets and every lift is held to at most 10."""
    return [
        [
            SetBlock(
                exercise_id=item.exercise_id,
                sets=item.target_sets
                if more_for is None
                else min(10, item.target_sets + (more if item.exercise_id in more_for else 0)),
                reps=item.target_reps,
                rest=item.rest_seconds,
            )
            for item in block.exercises
        ]
        for block in planned.blocks
    ]


def _spare_part(t: Turn, day: Weekday) -> list[Swap] | None:
    """The gentler swaps for a day asked to spare one hurt part that no rule changes (a
    flat press on a pinchy shoulder); None when a rule does, or nothing there loads it."""
    u, plan = t.u, t.ctx.plan
    if plan is None or len(u.body_parts) != 1 or u.exercises or u.gear_unavailable:
        return None
    planned = plan.days.get(day)
    part = u.body_parts[0]
    if planned is None or planned.is_rest_day or part not in JOINTS:
        return None
    if pv.day_needs_protection(planned, part):
        return None
    swaps = gentler_swaps(t, day, planned, part, loading(planned, part))
    return swaps if swaps and engine_stages(t, list(swaps)) else None
