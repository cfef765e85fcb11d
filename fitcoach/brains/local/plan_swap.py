"""Swaps on the gym floor and adding a named lift the gear may not allow."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from datetime import date

from fitcoach.catalog import registry
from fitcoach.contracts.decision import Decision
from fitcoach.nlu.calendar import relative_mentioned
from fitcoach.nlu.signals import acquired_gear
from fitcoach.nlu.text import fold
from fitcoach.programming.models import Day, Week
from fitcoach.programming.ops import (
    AddWork,
    Avoid,
    PlanOp,
    Swap,
)
from fitcoach.weekdays import WEEKDAYS, Weekday

from . import plan_view as pv
from .lang import N_, gear_phrase, line, staged
from .plan_common import (
    CLOSEST,
    CLOSEST_ALREADY,
    CLOSEST_NO_ROOM,
    DO_ALT,
    MATCH_REPS,
    NO_GEAR_FOR,
    NO_PLAN,
    NOTHING_NEEDS_BUSY,
    NOTHING_SAFE,
    NOTHING_WITH_GEAR,
    WHICH_EXERCISE,
    closest_with,
    engine_stages,
    user_gear,
)
from .plan_day import _SETS, _add_work
from .profile import gear_update
from .turn import SWAP_BUDGET, Turn, none

NOT_PLANNED = N_("{name} isn't in your plan this week.")
NOT_ON_DAY = N_(
    "{day} has no {name} in your plan; that pattern is {planned} on {other} this week, so "
    "{day} stays as it is."
)
NOT_PLANNED_ALT = N_(
    "{name} isn't in your plan this week; {alt} hits the same pattern if you need it."
)

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


def _planned_from(plan: Week, prefer: Weekday) -> Iterator[str]:
    """Every planned exercise, the day named first, then the week in order."""
    for name in [prefer, *[d for d in WEEKDAYS if d != prefer]]:
        day = plan.days.get(name)
        yield from pv.day_slugs(day) if day else []


def _planned_variant(plan: Week, slug: str, prefer: Weekday) -> str | None:
    """The planned exercise that is `slug` with another implement (same name otherwise)."""
    if slug not in registry.CATALOG:
        return None
    core = _name_core(slug)
    return next(
        (p for p in _planned_from(plan, prefer) if p != slug and _name_core(p) == core), None
    )


def _planned_relative(plan: Week, slug: str, prefer: Weekday) -> str | None:
    """The planned exercise the user most likely means by `slug`: same movement pattern,
    same lead muscle and a shared name word ("the deadlifts on Friday" when Friday has a
    Romanian deadlift, "the leg press" when the plan has another leg press), the day named
    first."""
    named = registry.CATALOG.get(slug)
    if named is None:
        return None
    core = _name_core(slug)
    for planned in _planned_from(plan, prefer):
        other = registry.CATALOG.get(planned)
        if other is None or planned == slug:
            continue
        same = other.pattern == named.pattern and other.primary[:1] == named.primary[:1]
        if same and core & _name_core(planned):
            return planned
    # No shared name: on the day named, the lift doing the same job ("swap the leg press on
    # Thursday" when Thursday squats instead): the same pattern first, else the same lead
    # muscle.
    day = plan.days.get(prefer)
    same_job = [
        (other.pattern != named.pattern, planned)
        for planned in (pv.day_slugs(day) if day else [])
        if (other := registry.CATALOG.get(planned)) is not None
        and planned != slug
        and other.primary[:1] == named.primary[:1]
    ]
    return min(same_job)[1] if same_job else None


def _same_pattern_ahead(plan: Week, slug: str, today: date) -> tuple[str, Weekday] | None:
    """The week's lift, from today on, of the named lift's pattern and lead muscle (the
    plan's own variant of "squat" or "press"), with its day."""
    named = registry.CATALOG.get(slug)
    if named is None:
        return None
    for name in pv.upcoming_days(plan, today):
        day = plan.days[name]
        for planned in pv.day_slugs(day):
            other = registry.CATALOG.get(planned)
            if (
                other is not None
                and other.pattern == named.pattern
                and other.primary[:1] == named.primary[:1]
            ):
                return planned, name
    return None


def _same_job_on(plan: Week, slug: str, day: Weekday) -> str | None:
    named = registry.CATALOG.get(slug)
    planned_day = plan.days.get(day)
    if named is None or planned_day is None:
        return None
    same_job = [
        (other.pattern != named.pattern, planned)
        for planned in pv.day_slugs(planned_day)
        if (other := registry.CATALOG.get(planned)) is not None
        and other.primary[:1] == named.primary[:1]
    ]
    return min(same_job)[1] if same_job else None


def day_variant(plan: Week, slug: str, day: Weekday) -> str:
    """The lift on `day` the user means by `slug`: itself when planned there, else the
    day's lift of the same name with another implement or of the same pattern and name
    word ("take the leg press out" when Friday has the short-range one)."""
    planned_day = plan.days.get(day)
    slugs = pv.day_slugs(planned_day) if planned_day else []
    named = registry.CATALOG.get(slug)
    if slug in slugs or named is None:
        return slug
    core = _name_core(slug)
    for planned in slugs:
        other = registry.CATALOG.get(planned)
        if other is None:
            continue
        same = other.pattern == named.pattern and other.primary[:1] == named.primary[:1]
        if _name_core(planned) == core or (same and core & _name_core(planned)):
            return planned
    return slug


# "Leg press just opened up, can I use that instead?": the one lift named is what the user
# wants to do, in place of the day's lift doing the same job. "Instead of X" names the lift
# to replace, so it does not count.
_USE_INSTEAD = re.compile(
    r"\b(?:use|do|go with|try|hop on|jump on|get on|switch to|hit)\b[^.?!]{0,40}\binstead\b"
    r"(?! of)|zamiast (?:tego|niego|nich|niej)|(?<!の)代わりに|แทน(?=\s*(?:ได้|ไหม|มั้ย|นะ|$))",
    re.I,
)


def _needing_busy(planned: Day, slug: str, busy: frozenset[str]) -> str:
    """The lift the busy gear stops: "the bench is taken, what instead of bench press" when
    the day's press named is a floor press (no bench) and its close-grip bench press needs
    one. The named lift when it needs the busy gear itself, or no lift of the same pattern
    or lead muscle does."""
    named = registry.CATALOG.get(slug)
    if named is None or slug not in pv.day_slugs(planned):
        return slug
    if all(option & busy for option in named.gear_options):
        return slug
    for other in pv.day_slugs(planned):
        exercise = registry.CATALOG.get(other)
        if (
            exercise is not None
            and all(option & busy for option in exercise.gear_options)
            and (exercise.pattern == named.pattern or exercise.primary[:1] == named.primary[:1])
        ):
            return other
    return slug


def _named_as_replacement(t: Turn, plan: Week, day: Weekday) -> tuple[str, str] | None:
    """(the day's lift, the one named to do instead), when the user names a single lift
    to use instead and the day holds another lift for the same job."""
    u = t.u
    if len(u.exercises) != 1 or not _USE_INSTEAD.search(t.ctx.message):
        return None
    wanted = u.exercises[0]
    planned = plan.days.get(day)
    if planned is None or wanted in pv.day_slugs(planned):
        return None
    here = _same_job_on(plan, wanted, day)
    return (here, wanted) if here is not None and here != wanted else None


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
    others: list[str] = []
    instead = _named_as_replacement(t, plan, day)
    if instead is not None:
        slug, replacement = instead
    elif u.exercises:
        in_day = [s for s in u.exercises if s in slugs]
        slug = in_day[0] if in_day else u.exercises[0]
        others = [s for s in u.exercises if s != slug]
        if in_day and others and others[0] not in slugs:
            replacement = others[0]
        here = day_variant(plan, slug, day) if slug not in slugs else slug
        said = day in u.weekdays or (not u.weekdays and bool(busy))
        if here == slug and slug not in slugs and said:
            # The day was named (or the rack is busy right now): that day's lift for the
            # same muscle, not the named lift on another day.
            here = _same_job_on(plan, slug, day) or slug
        if here != slug:
            # "Friday's goblet squats" when Friday has the box version, "the deadlifts" on a
            # day with Romanian ones: the day said (or today) wins over the same lift on
            # another day.
            slug = here
            if others and others[0] not in slugs:
                replacement = others[0]
        if slug not in slugs:
            found = pv.find_exercise_day(plan, slug, ctx.today, prefer=day)
            variant = (
                _planned_variant(plan, slug, day) or _planned_relative(plan, slug, day)
                if found is None
                else None
            )
            if variant is None and found is None:
                # "Swap my squats" with a leg press as the week's squat: that one.
                ahead = _same_pattern_ahead(plan, slug, ctx.today)
                variant = ahead[0] if ahead is not None else None
            named_as = registry.CATALOG[slug].name if slug in registry.CATALOG else slug
            if variant is not None:
                # "Romanian deadlifts" may name the barbell variant while the plan has the
                # dumbbell one: the user means the one they are actually doing.
                slug = variant
                found = pv.find_exercise_day(plan, slug, ctx.today, prefer=day)
            day_said = day in u.weekdays or (
                u.target_day == day and relative_mentioned(fold(ctx.message))
            )
            if found is not None and found != day and day_said:
                # "Swap the squat on Thursday" when Thursday holds no squatting: the day said
                # stays, and the reply says where that lift really is (another day is not
                # edited behind the user's back).
                return none(
                    line(
                        t.lang,
                        NOT_ON_DAY,
                        day=day,
                        name=named_as,
                        planned=registry.CATALOG[slug].name if slug in registry.CATALOG else slug,
                        other=found,
                    )
                )
            if found is None:
                name = registry.CATALOG[slug].name if slug in registry.CATALOG else slug
                alt = catalog_alternative(slug, busy)
                if alt is None:
                    return none(line(t.lang, NOT_PLANNED, name=name))
                return none(line(t.lang, NOT_PLANNED_ALT, name=name, alt=alt))
            day = found
            found_day = plan.days.get(found)
            if others and found_day is not None and others[0] not in pv.day_slugs(found_day):
                # "Swap the lat pulldown for band-assisted pull-ups": the one asked for.
                replacement = others[0]
    elif planned is not None and busy:
        slug = pv.exercise_using_gear(planned, busy)
        every = _all_needing(t, day, busy)
        if every is not None:
            return every
    if slug is not None and busy and planned is not None:
        slug = _needing_busy(planned, slug, busy)
    if slug is None and busy and planned is not None and not planned.is_rest_day:
        return none(line(t.lang, NOTHING_NEEDS_BUSY, day=day))
    if slug is None:
        return none(line(t.lang, WHICH_EXERCISE))
    # The engine picks the replacement, so the reply claims only what the request fixes;
    # the summary names the pick itself.
    op = Swap(day=day, exercise_id=slug, replacement_id=replacement, unavailable_gear=sorted(busy))
    if replacement is not None and not engine_stages(t, [op]):
        # The lift asked for breaks a rule there ("hack squat or leg press instead" when the
        # hack squat does not fit): the next one named, else the engine's own pick.
        for other in [*(o for o in others if o != replacement), None]:
            op = Swap(
                day=day, exercise_id=slug, replacement_id=other, unavailable_gear=sorted(busy)
            )
            if engine_stages(t, [op]):
                break
    if not engine_stages(t, [op]):
        # No substitute passes the rules for this plan: say what to do on the floor instead
        # of surfacing the engine's refusal.
        name = registry.CATALOG[slug].name if slug in registry.CATALOG else slug
        alt = catalog_alternative(slug, busy, user_gear(t))
        if alt:
            return none(line(t.lang, DO_ALT, alt=alt))
        return none(line(t.lang, NOTHING_SAFE, name=name))
    # The lift the user asked for needs gear they don't have: say so before the staged
    # substitute, so the reply never passes the engine's pick off as theirs.
    asked_gear = _missing_gear_for(t, replacement) if op.replacement_id != replacement else []
    week_ops = _everywhere(t, plan, op)
    if week_ops:
        return Decision(
            message=t.say([*asked_gear, staged(t.lang, week=True)], budget=SWAP_BUDGET),
            route="UPDATE_WEEK",
            plan_ops=week_ops,
        )
    return Decision(
        message=t.say(
            [*asked_gear, staged(t.lang)],
            budget=SWAP_BUDGET,
            optional=[line(t.lang, MATCH_REPS)],
            rationale="Rationale: the swap keeps the session's sets and rep targets, so its "
            "stimulus holds.",
        ),
        route="UPDATE_DAY",
        target_day=day,
        plan_ops=[op],
    )


# The lifts said as a class ("the cable stuff", "anything on a bench", "whatever needs
# them"), not the one lift that uses the gear.
_EVERY_USING = re.compile(
    r"\b(?:stuff|anything|everything|whatever|exercises|moves|lifts|things)\b|"
    r"\ball (?:the|my) ",
    re.I,
)


def _all_needing(t: Turn, day: Weekday, busy: frozenset[str]) -> Decision | None:
    """ "Someone's camping the cable station, skip the cable stuff today": every lift of the
    day that needs the busy gear is traded, not only the first; None when one lift or none
    needs it (the single swap says which)."""
    plan = t.ctx.plan
    planned = plan.days.get(day) if plan is not None else None
    if planned is None or planned.is_rest_day:
        return None
    needing = [
        slug
        for slug in pv.day_slugs(planned)
        if (ex := registry.CATALOG.get(slug)) is not None
        and all(option & busy for option in ex.gear_options)
    ]
    op = Avoid(days=[day], gear=sorted(busy))
    if len(needing) < 2 or not _EVERY_USING.search(t.ctx.message) or not engine_stages(t, [op]):
        return None
    return Decision(
        message=t.say(
            [staged(t.lang)],
            budget=SWAP_BUDGET,
            optional=[line(t.lang, MATCH_REPS)],
        ),
        route="UPDATE_DAY",
        target_day=day,
        plan_ops=[op],
    )


def _missing_gear_for(t: Turn, slug: str | None) -> list[str]:
    have = user_gear(t)
    exercise = registry.CATALOG.get(slug or "")
    if exercise is None or have is None or any(o <= have for o in exercise.gear_options):
        return []
    missing = min((option - have for option in exercise.gear_options), key=len)
    lacking = gear_phrase(t.lang, sorted(missing)) or ", ".join(sorted(missing))
    return [line(t.lang, NO_GEAR_FOR, gear=lacking, name=exercise.name)]


# "Everywhere in the plan", "every day it's on", "wszędzie", "全部", "ทุกวัน": the swap is
# made on every day that holds the lift, not only the first.
_EVERYWHERE = re.compile(
    r"\beverywhere\b|\bevery (?:day|session|time)\b|\ball (?:week|the days|my sessions)\b|"
    r"\b(?:whole|entire) (?:plan|week|program)\b|\bacross the (?:week|plan)\b|"
    r"wszędzie|wszedzie|w całym planie|w calym planie|cały tydzień|caly tydzien|"
    r"ทุกวัน|ทั้งสัปดาห์|ทุกครั้ง|"
    # "全部" alone may be the gear ("ベンチが全部埋まってる"): only with the change asked.
    r"全部(?:の日|変え|替え|入れ替え)|すべての日|全ての日|毎回",
    re.I,
)


def _everywhere(t: Turn, plan: Week, op: Swap) -> list[PlanOp]:
    """The same swap on every upcoming day that holds the lift, when the user said so and
    it is on more than one day; [] otherwise (or when any of those swaps would not stage)."""
    if not _EVERYWHERE.search(t.ctx.message):
        return []
    days = [
        name
        for name in pv.upcoming_days(plan, t.ctx.today)
        if (d := plan.days.get(name)) is not None and op.exercise_id in pv.day_slugs(d)
    ]
    if len(days) < 2 or op.day not in days:
        return []
    ops: list[PlanOp] = [op.model_copy(update={"day": name}) for name in days]
    return ops if engine_stages(t, ops) else []


def add_exercise(t: Turn) -> Decision | None:
    """ "Put barbell back squats on Tuesday": add the lift, or, when the gear in memory
    cannot do it, say so plainly and offer the closest lift it can."""
    u, plan = t.u, t.ctx.plan
    slug = next((s for s in u.exercises if s in registry.CATALOG), None)
    day = u.weekdays[0] if u.weekdays else u.target_day
    if plan is None or slug is None or day is None:
        return None
    variant = day_variant(plan, slug, day) if _SETS.search(t.ctx.message) else slug
    if variant != slug and variant in registry.CATALOG:
        # "One more set of bench press on Thursday" when Thursday benches with dumbbells:
        # the sets go to the day's own variant, not to a barbell the user may not own. A
        # new lift asked for by name ("put barbell back squats on Tuesday") stays that lift.
        slug = variant
        t = replace(t, u=replace(u, exercises=(slug, *(s for s in u.exercises if s != slug))))
    exercise = registry.CATALOG[slug]
    have = user_gear(t)
    if have is None or any(option <= have for option in exercise.gear_options):
        return _add_work(t, day)
    missing = min((option - have for option in exercise.gear_options), key=len)
    lacking = gear_phrase(t.lang, sorted(missing)) or ", ".join(sorted(missing))
    alt = closest_with(slug, have)
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
    if not engine_stages(t, [op]):
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


def gear_day(t: Turn) -> Decision | None:
    """ "Got dumbbells now, put some dumbbell stuff in wednesday": the day's lifts traded for
    the nearest ones that use the gear named (same pattern, same muscles), as far as the
    gear in memory allows; None when no lift on the day has such a variant."""
    u, plan = t.u, t.ctx.plan
    day = u.target_day or (u.weekdays[0] if u.weekdays else None)
    named = frozenset(u.gear) - {"bodyweight"}
    have = user_gear(t)
    if plan is None or day is None or not named:
        return None
    planned = plan.days.get(day)
    if planned is None or planned.is_rest_day:
        return None
    usable = (have or frozenset()) | named
    slugs = pv.day_slugs(planned)
    ops: list[PlanOp] = []
    for slug in slugs:
        base = registry.CATALOG.get(slug)
        if base is None or any(option & named for option in base.gear_options):
            continue
        options = [
            ex
            for ex in registry.CATALOG.values()
            if ex.slug not in slugs
            and ex.pattern == base.pattern
            and set(ex.primary) & set(base.primary)
            and all(option & named for option in ex.gear_options)
            and any(option <= usable for option in ex.gear_options)
        ]
        if not options:
            continue
        options.sort(key=lambda ex: (-len(set(ex.primary) & set(base.primary)), ex.priority))
        ops.append(Swap(day=day, exercise_id=slug, replacement_id=options[0].slug))
        slugs = [*slugs, options[0].slug]
        if len(ops) == 3:
            break
    # "Just bought kettlebells, use them Thursday": gear memory does not have yet is
    # remembered with the change, and the day is checked with it on file.
    unknown = bool(named - (have or frozenset()))
    new_gear = gear_update(t) if acquired_gear(t.ctx.message) or unknown else None
    mutations = new_gear[0] if new_gear is not None else []
    if not ops or not engine_stages(t, ops, mutations):
        return None
    return Decision(
        message=t.say([staged(t.lang)]),
        route="UPDATE_DAY",
        target_day=day,
        plan_ops=ops,
        memory_mutations=mutations,
    )
