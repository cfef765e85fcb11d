"""A protection told together with a request to change the plan now ("every time I press
overhead my shoulder pinches, swap it out"): the lifts the new memory rules out, and the
one the user named, are swapped on the days ahead in the same turn, instead of a promise
to keep it out "from now on" while the staged week still holds them."""

from __future__ import annotations

import re
from collections.abc import Sequence

from fitcoach.catalog import registry
from fitcoach.memory.models import MemoryMutation
from fitcoach.programming.models import Day
from fitcoach.programming.ops import Avoid, Swap
from fitcoach.weekdays import Weekday

from . import plan_view as pv
from .plan_common import user_gear
from .turn import Turn

# Asked to change something now, not only told about the joint.
ASKS_CHANGE = re.compile(
    r"\bswap|\breplace|\binstead\b|something else|something (?:that|which) (?:won'?t|doesn'?t)|"
    r"\bchange\b|\badjust|take (?:it|them|that|those) out|"
    r"zamie[nń]|wymie[nń]|podmie[nń]|zmie[nń]|"
    r"เปลี่ยน|แทน|"
    r"変え|替え|代わり|入れ替",
    re.I,
)


def ruled_out_ahead(
    t: Turn, mutations: Sequence[MemoryMutation]
) -> tuple[list[Weekday], list[str]]:
    """The days from today on, and their lifts, that the memory after `mutations` rules out,
    plus any lift the user named; ([], []) when nothing in the plan needs to change."""
    from fitcoach.agent.profile import build_profile
    from fitcoach.memory.rules import check_mutations, preview
    from fitcoach.programming.guard import Guard

    ctx = t.ctx
    plan = ctx.plan
    if plan is None:
        return [], []
    checked = check_mutations(
        list(mutations), ctx.memory, now=ctx.now, today=ctx.today, timezone=ctx.timezone
    )
    memory = preview(ctx.memory, checked.changes, ctx.now)
    profile = build_profile(memory, ctx.units, ctx.now, ctx.timezone)
    guard = Guard(profile, plan.week_start_date, ctx.now)
    named = set(t.u.exercises)
    days: list[Weekday] = []
    slugs: list[str] = []
    for name in pv.upcoming_days(plan, ctx.today):
        day = plan.days[name]
        if not pv.is_training_day(day):
            continue
        hit = [s for s in pv.day_slugs(day) if s in named or guard.reason(s, name) is not None]
        if hit:
            days.append(name)
            slugs += [s for s in hit if s not in slugs]
    return days, slugs


def protect_now(t: Turn, mutations: Sequence[MemoryMutation]) -> Avoid | None:
    """The op that swaps what the new protection rules out, when the user asked for a
    change in the same message; None otherwise."""
    if t.ctx.plan is None or not ASKS_CHANGE.search(t.ctx.message):
        return None
    days, slugs = ruled_out_ahead(t, mutations)
    if not slugs:
        return None
    return Avoid(days=days, exercises=slugs)


def loading(day: Day, part: str) -> list[str]:
    """The day's lifts that load the part at all (a flat press for a pinchy shoulder), when
    no rule forbids them: what a day asked to spare the part trades first."""
    return [
        slug
        for slug in pv.day_slugs(day)
        if (ex := registry.CATALOG.get(slug)) is not None and pv.loads_part(ex, part)
    ]


def gentler_swaps(t: Turn, day: Weekday, planned: Day, part: str, loaders: list[str]) -> list[Swap]:
    """Each lift that loads the part traded for one of the same pattern and muscles that
    does not (a flat press for a floor press on a pinchy shoulder), with the user's gear."""
    have = user_gear(t)
    slugs = pv.day_slugs(planned)
    swaps: list[Swap] = []
    for slug in loaders:
        base = registry.CATALOG.get(slug)
        if base is None:
            continue
        options = [
            ex
            for ex in registry.CATALOG.values()
            if ex.slug not in slugs
            and ex.pattern == base.pattern
            and set(ex.primary) & set(base.primary)
            and not pv.loads_part(ex, part)
            and (have is None or any(option <= have for option in ex.gear_options))
        ]
        if not options:
            continue
        options.sort(key=lambda ex: (-len(set(ex.primary) & set(base.primary)), ex.priority))
        swaps.append(Swap(day=day, exercise_id=slug, replacement_id=options[0].slug))
        slugs = [*slugs, options[0].slug]
    return swaps
