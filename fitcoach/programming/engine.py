"""Applies a brain's plan operations to a week, one by one, and never emits a broken plan.

Each operation works on a copy; the copy is repaired (see repair.py) and validated. An
operation that cannot be made valid is refused with its reason and leaves the week as it
was. `avoid` and `reduce_load` also narrow what later operations in the same chain may use.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime

from fitcoach.catalog import CATALOG, MUSCLE_GROUPS
from fitcoach.programming.addwork import add_work
from fitcoach.programming.assemble import (
    SUPERSET_FIRST_REST,
    arrange,
    make_item,
    reload,
    rest_day,
)
from fitcoach.programming.changelog import Change, Entry, settle
from fitcoach.programming.errors import NoChange, Refused
from fitcoach.programming.estimates import blocks_seconds, minutes_of
from fitcoach.programming.generator import (
    finalize_week,
    generate_week,
    training_days,
)
from fitcoach.programming.guard import (
    Guard,
    Narrowing,
    canonical_body_part,
    event_covers,
)
from fitcoach.programming.lighten import lighten_day
from fitcoach.programming.models import Day, PlannedExercise, TrainingProfile, Week
from fitcoach.programming.ops import (
    AddWork,
    Avoid,
    BuildWeek,
    Deload,
    FitToTime,
    Lighten,
    MoveDay,
    Peak,
    PlanOp,
    ReduceLoad,
    RestDay,
    SetDay,
    Swap,
    Taper,
)
from fitcoach.programming.repair import (
    Blocks,
    blocks_of,
    drop_item,
    find_replacement,
    repair,
    replace_item,
    resequence,
    slugs_in,
    trim_to_minutes,
    with_blocks,
)
from fitcoach.programming.science import parse_reps, prescribe, superset_problem
from fitcoach.programming.swap import swap
from fitcoach.programming.taper import deload_day, peak_day, taper_day
from fitcoach.weekdays import WEEKDAYS, Weekday, date_in_week


@dataclass
class OpsResult:
    """`summaries` has one line per operation that changed the week, nothing else;
    `refusals` has one line per operation that was refused or had nothing to change."""

    week: Week
    summaries: list[str] = field(default_factory=list)
    refusals: list[str] = field(default_factory=list)
    # How many of the refusals only found nothing to change (the week already is so).
    unchanged: int = 0
    touched_days: list[Weekday] = field(default_factory=list)
    profile: TrainingProfile | None = None

    @property
    def summary_diff(self) -> str:
        return " • ".join(self.summaries)


@dataclass
class _Chain:
    profile: TrainingProfile
    week_start: date
    now: datetime
    guard: Guard
    # The current operation's own slot changes, listed after its line's head once the
    # repair that follows has settled them (see changelog.settle).
    changes: list[Entry] = field(default_factory=list)
    joiner: str = ": "


def _cap(day: Weekday) -> str:
    return day.capitalize()


def _short(day: Weekday) -> str:
    return day[:3].capitalize()


def _names(slugs: Sequence[str]) -> str:
    return ", ".join(CATALOG[s].name if s in CATALOG else s for s in slugs)


def _training(week: Week, day: Weekday) -> Day:
    current = week.days[day]
    if current.is_rest_day:
        raise Refused(f"{_cap(day)} is a rest day; there is nothing to change")
    return current


def _with_day(week: Week, weekday: Weekday, day: Day) -> Week:
    return week.model_copy(update={"days": {**week.days, weekday: day}})


# ---- operations --------------------------------------------------------------------------


def _build_week(chain: _Chain, op: BuildWeek) -> tuple[Week, str, list[Weekday]]:
    updates: dict[str, object] = {}
    if op.training_days is not None:
        updates["training_days"] = op.training_days
        updates["days_per_week"] = None
    elif op.days_per_week is not None:
        updates["days_per_week"] = op.days_per_week
        updates["training_days"] = None
    if op.session_minutes is not None:
        updates["session_minutes"] = op.session_minutes
    if op.emphasis is not None:
        updates["emphasis"] = op.emphasis
    profile = chain.profile.model_copy(update=updates)
    chain.profile = profile
    chain.guard = Guard(profile, chain.week_start, chain.now, chain.guard.narrowings)
    week = generate_week(
        profile,
        chain.week_start,
        chain.now,
        day_focus=op.day_focus,
        theme=op.theme,
        guard=chain.guard,
    )
    return week, build_line(week, _asked_days(profile, op), op), list(WEEKDAYS)


def _asked_days(profile: TrainingProfile, op: BuildWeek) -> list[Weekday]:
    asked = set(training_days(profile)) | set(op.day_focus)
    return [w for w in WEEKDAYS if w in asked]


def build_line(week: Week, asked: Sequence[Weekday], op: BuildWeek) -> str:
    """What a built week holds, read from the staged week itself (never from the request):
    its training days, their minutes, and, when a day asked for stayed empty, which and
    why, so no reply can claim a day or a minute the data lacks."""
    staged = [w for w in WEEKDAYS if not week.days[w].is_rest_day]
    minutes = [week.days[w].duration_minutes for w in staged]
    if not staged:
        return "Built an empty week: nothing your gear and protections allow fits safely"
    low, high = min(minutes), max(minutes)
    span = f"{low} min sessions" if low == high else f"{low}-{high} min sessions"
    line = f"Built a {len(staged)}-day week ({'/'.join(_short(d) for d in staged)}) • {span}"
    missing = [w for w in asked if w not in staged]
    if missing:
        line += (
            f" • {', '.join(_cap(w) for w in missing)} stay rest: nothing your gear and "
            "protections allow fits safely there"
        )
    for weekday, focus in op.day_focus.items():
        if weekday in staged:
            line += f" • {_cap(weekday)}: {', '.join(focus)}"
    return line


def _set_day(chain: _Chain, week: Week, op: SetDay) -> tuple[Week, str, list[Weekday]]:
    profile = chain.profile
    blocks: Blocks = []
    dropped: list[str] = []
    for raw_block in op.blocks:
        block: list[PlannedExercise] = []
        for entry in raw_block:
            exercise = CATALOG.get(entry.exercise_id)
            if exercise is None:
                dropped.append(entry.exercise_id)
                continue
            item = make_item(exercise, entry.sets, profile, rest=entry.rest)
            if parse_reps(entry.reps) is not None and entry.reps != item.target_reps:
                item.target_reps = entry.reps
                reload(item, profile)
            block.append(item)
        if block:
            blocks.append(block)
    if not blocks:
        raise Refused(f"none of {_names(dropped)} is in the exercise catalog")
    current = week.days[op.day]
    title = op.title or (current.title if not current.is_rest_day else "")
    fresh = with_blocks(current.model_copy(update={"is_rest_day": False}), blocks, profile)
    fresh.title = title or fresh.focus_tag
    count = sum(len(b) for b in blocks)
    sets = sum(i.target_sets for b in blocks for i in b)
    line = f"Rebuilt {_cap(op.day)} • {count} exercises, {sets} sets, ~{fresh.duration_minutes} min"
    if dropped:
        line += f" (left out unknown {', '.join(dropped)})"
    return _with_day(week, op.day, fresh), line, [op.day]


_EXPRESS = re.compile(r"\s*\(Express \d+m\)$")


def _fit_to_time(chain: _Chain, week: Week, op: FitToTime) -> tuple[Week, str, list[Weekday]]:
    profile = chain.profile
    day = _training(week, op.day)
    before = day.duration_minutes
    budget = op.minutes * 60
    if blocks_seconds(blocks_of(day)) <= budget:
        raise NoChange(f"{_cap(op.day)} already fits in {op.minutes}m (~{before}m)")
    keep = {g for g in (canonical_body_part(x) for x in op.keep_focus) if g in MUSCLE_GROUPS}
    if not keep:
        keep = {f.strip() for f in day.focus_tag.split("&")} & set(MUSCLE_GROUPS)
    blocks = blocks_of(day)
    notes: list[str] = []
    # 1. pair neighbouring single blocks into legal supersets (R8), keeping R3 order
    paired = _pair_up(blocks)
    if paired:
        notes.append("Consolidated accessory superset" if paired == 1 else "Paired supersets")
    # 2. shorter rests
    if blocks_seconds(blocks) > budget:
        for block in blocks:
            for index, item in enumerate(block):
                exercise = CATALOG[item.exercise_id]
                floor = 60 if exercise.is_compound else 45
                if exercise.is_compound and exercise.priority == 1 and profile.goal == "strength":
                    floor = 120
                if len(block) > 1 and index == 0:
                    floor = min(floor, SUPERSET_FIRST_REST)
                item.rest_seconds = min(item.rest_seconds, floor)
        notes.append("shorter rests")
    # 3. trim sets, then exercises, outside the focus first
    names_before = slugs_in(day)
    if not trim_to_minutes(blocks, budget, keep):
        raise Refused(
            f"{_cap(op.day)} can't be done in {op.minutes} minutes; the shortest safe version "
            f"takes {minutes_of(blocks)}"
        )
    gone = names_before - {i.exercise_id for b in blocks for i in b}
    if gone:
        notes.append(f"dropped {_names(sorted(gone))}")
    title = _EXPRESS.sub("", day.title) + f" (Express {op.minutes}m)"
    fresh = with_blocks(day, resequence(blocks, profile), profile)
    fresh.title = title
    line = f"Compressed {_cap(op.day)} from {before}m ➔ {fresh.duration_minutes}m"
    if notes:
        line += " • " + ", ".join(notes)
    return _with_day(week, op.day, fresh), line, [op.day]


def _pair_up(blocks: Blocks) -> int:
    """Merge neighbouring single blocks that may legally share a superset."""
    paired = 0
    index = 0
    while index + 1 < len(blocks):
        a, b = blocks[index], blocks[index + 1]
        if len(a) == 1 and len(b) == 1:
            first, second = CATALOG[a[0].exercise_id], CATALOG[b[0].exercise_id]
            if superset_problem(first, second) is None:
                lead = a[0].model_copy(
                    update={"rest_seconds": min(a[0].rest_seconds, SUPERSET_FIRST_REST)}
                )
                blocks[index : index + 2] = [[lead, b[0]]]
                paired += 1
        index += 1
    return paired


def _swap(chain: _Chain, week: Week, op: Swap) -> tuple[Week, str, list[Weekday]]:
    fresh, line = swap(week, op, chain.profile, chain.guard)
    return fresh, line, [op.day]


def _clear_days(
    chain: _Chain, week: Week, days: Sequence[Weekday], why: str
) -> tuple[Week, list[Entry], list[Weekday]]:
    """Replace or drop whatever the (narrowed) guard now forbids on `days`."""
    changes: list[Entry] = []
    touched: list[Weekday] = []
    for weekday in days:
        day = week.days[weekday]
        if day.is_rest_day:
            continue
        blocks = blocks_of(day)
        changed = False
        for slug in sorted(slugs_in(day)):
            if chain.guard.reason(slug, weekday) is None:
                continue
            probe = _with_day(week, weekday, with_blocks(day, blocks, chain.profile))
            new = find_replacement(probe, weekday, slug, chain.guard)
            if new is not None:
                replace_item(blocks, slug, new, chain.profile)
                changes.append(Change(weekday, slug, new.slug))
            else:
                drop_item(blocks, slug, chain.profile)
                changes.append(Change(weekday, slug))
            changed = True
        if changed:
            fresh = with_blocks(
                day, resequence([b for b in blocks if b], chain.profile), chain.profile
            )
            if fresh.is_rest_day:
                changes.append(f"{_cap(weekday)} is now a rest day ({why})")
            week = _with_day(week, weekday, fresh)
            touched.append(weekday)
    return week, changes, touched


def _avoid(chain: _Chain, week: Week, op: Avoid) -> tuple[Week, str, list[Weekday]]:
    parts = [canonical_body_part(p) for p in op.body_parts]
    unknown = [raw for raw, part in zip(op.body_parts, parts, strict=True) if part is None]
    known = [p for p in parts if p is not None]
    if unknown and not (known or op.patterns or op.gear or op.exercises):
        raise Refused(f"I don't know the body part {', '.join(unknown)}")
    days = op.days or list(WEEKDAYS)
    what = (
        [p.replace("_", " ") for p in known]
        + op.patterns
        + op.gear
        + [CATALOG[s].name if s in CATALOG else s for s in op.exercises]
    )
    label = "avoiding " + ", ".join(what)
    chain.guard = chain.guard.narrowed(
        Narrowing(
            days=frozenset(days),
            body_parts=tuple(known),
            patterns=tuple(op.patterns),
            gear=tuple(op.gear),
            exercises=tuple(op.exercises),
            label=label,
        )
    )
    week, changes, touched = _clear_days(chain, week, days, label)
    scope = "all week" if op.days is None else "/".join(_short(d) for d in days)
    if not changes:
        raise NoChange(f"nothing to change: {scope} already avoids {', '.join(what)}")
    chain.changes = changes
    return week, f"Avoiding {', '.join(what)} ({scope})", touched


def _move_day(chain: _Chain, week: Week, op: MoveDay) -> tuple[Week, str, list[Weekday]]:
    if op.from_day == op.to_day:
        raise Refused("a day can't move onto itself")
    source = _training(week, op.from_day)
    target = week.days[op.to_day]

    def redate(day: Day, weekday: Weekday) -> Day:
        on = date_in_week(chain.week_start, weekday)
        if day.is_rest_day:
            return rest_day(weekday, on)
        moved = day.model_copy(
            update={
                "date": on,
                "day_of_week": weekday.capitalize(),
                "status": "scheduled",
                "completed_log_id": None,
                "completed_at": None,
            }
        )
        return with_blocks(moved, blocks_of(moved), chain.profile)

    days = dict(week.days)
    days[op.to_day] = redate(source, op.to_day)
    days[op.from_day] = redate(target, op.from_day)
    moved = week.model_copy(update={"days": days})
    if target.is_rest_day:
        line = f"Moved {_cap(op.from_day)}'s {source.title} ➔ {_cap(op.to_day)}"
    else:
        line = f"Swapped {_cap(op.from_day)} ⇄ {_cap(op.to_day)} sessions"
    # what the new date forbids (protections, events, chain avoids) is replaced right away
    moved, changes, _ = _clear_days(chain, moved, [op.to_day, op.from_day], "protections")
    chain.changes, chain.joiner = changes, " • "
    return moved, line, [op.from_day, op.to_day]


def _rest_day(chain: _Chain, week: Week, op: RestDay) -> tuple[Week, str, list[Weekday]]:
    current = week.days[op.day]
    if current.is_rest_day:
        raise NoChange(f"{_cap(op.day)} is already a rest day")
    fresh = rest_day(op.day, current.date)
    return (
        _with_day(week, op.day, fresh),
        f"Made {_cap(op.day)} a rest day ({current.title} removed)",
        [op.day],
    )


def _reduce_load(chain: _Chain, week: Week, op: ReduceLoad) -> tuple[Week, str, list[Weekday]]:
    muscles = [g for g in (canonical_body_part(m) for m in op.muscles) if g in MUSCLE_GROUPS]
    if not muscles:
        raise Refused(f"I don't know the muscle groups {', '.join(op.muscles)}")
    days = [w for w in WEEKDAYS if event_covers(op.event_date, op.hours_before, week.days[w].date)]
    when = op.event_date.strftime("%a %d %b")
    if not days:
        raise NoChange(f"no session this week falls in the {op.hours_before} h before {when}")
    label = f"fresh for {when}"
    chain.guard = chain.guard.narrowed(
        Narrowing(days=frozenset(days), spare=tuple(muscles), label=label)
    )
    week, changes, touched = _clear_days(chain, week, days, label)
    if not changes:
        raise NoChange(
            f"{', '.join(muscles)} already rest in the {op.hours_before} h before {when}"
        )
    chain.changes = changes
    return week, f"Keeping {', '.join(muscles)} {label}", touched


# ---- the chain ---------------------------------------------------------------------------


def apply_ops(
    week: Week | None,
    ops: Sequence[PlanOp],
    profile: TrainingProfile,
    week_start: date,
    now: datetime,
) -> OpsResult:
    """Apply `ops` in order; every week returned passes `validate_week`."""
    chain = _Chain(profile, week_start, now, Guard(profile, week_start, now))
    result = OpsResult(week=week if week is not None else _empty(week_start), profile=profile)
    current = week
    touched: list[Weekday] = []
    for op in ops:
        unchanged: NoChange | None = None
        early: list[Entry] = []
        chain.changes, chain.joiner = [], ": "
        try:
            if isinstance(op, BuildWeek):
                candidate, line, days = _build_week(chain, op)
            else:
                if current is None:
                    raise Refused("there is no plan yet; build a week first")
                # Shallow: every operation replaces days wholesale and edits only item
                # copies from blocks_of, so the active week is never changed in place.
                base = current.model_copy()
                if isinstance(op, FitToTime):
                    # Protections first, so the time budget is spent on the session the
                    # user will really do (a swap made afterwards could overrun it).
                    base, early, _ = repair(
                        base, chain.profile, now, guard=chain.guard, touched=[op.day]
                    )
                try:
                    candidate, line, days = _dispatch(chain, base, op)
                except NoChange as nothing:
                    # The op itself changes nothing, but the week may still need repair
                    # (say, a new protection); only that repair, if any, is a change.
                    candidate, line, days, unchanged = base, "", [], nothing
            candidate = finalize_week(candidate, chain.profile, chain.guard)
            fixed, log, remaining = repair(
                candidate, chain.profile, now, guard=chain.guard, touched=days
            )
            if remaining:
                raise Refused(
                    "that change would break a training rule I can't repair: "
                    + "; ".join(v.message for v in remaining[:2])
                )
            if current is not None and fixed == current:
                raise unchanged or NoChange("that leaves the plan as it is")
            if unchanged is not None:
                line = "Brought the plan in line with your protections"
            if isinstance(op, BuildWeek):
                # the line describes the week as staged, after any repair
                line = build_line(fixed, _asked_days(chain.profile, op), op)
            early, own, log = settle([early, chain.changes, log], fixed)
            if own:
                line += chain.joiner + "; ".join(str(c) for c in own)
            log = [*early, *log]
            if log:
                line += " • adjusted: " + "; ".join(str(c) for c in log[:3])
            changed = [d for d in WEEKDAYS if current is None or fixed.days[d] != current.days[d]]
            current = fixed
            result.summaries.append(line)
            touched += [d for d in changed if d not in touched]
        except Refused as refusal:
            result.refusals.append(f"{_op_label(op)}: {refusal}")
            result.unchanged += isinstance(refusal, NoChange)
    if current is not None:
        result.week = current
    result.touched_days = [d for d in WEEKDAYS if d in touched]
    result.profile = chain.profile
    return result


_DOSE: dict[type, Callable[[Day, TrainingProfile], tuple[Day, str]]] = {
    Lighten: lighten_day,
    Deload: deload_day,
    Peak: peak_day,
    Taper: taper_day,
}


def _dispatch(chain: _Chain, week: Week, op: PlanOp) -> tuple[Week, str, list[Weekday]]:
    if isinstance(op, SetDay):
        return _set_day(chain, week, op)
    if isinstance(op, FitToTime):
        return _fit_to_time(chain, week, op)
    if isinstance(op, Swap):
        return _swap(chain, week, op)
    if isinstance(op, Avoid):
        return _avoid(chain, week, op)
    if isinstance(op, Lighten | Deload | Peak | Taper):
        # One day reshaped in place: the same lifts, another dose.
        dosed, line = _DOSE[type(op)](_training(week, op.day), chain.profile)
        return _with_day(week, op.day, dosed), line, [op.day]
    if isinstance(op, MoveDay):
        return _move_day(chain, week, op)
    if isinstance(op, RestDay):
        return _rest_day(chain, week, op)
    if isinstance(op, ReduceLoad):
        return _reduce_load(chain, week, op)
    if isinstance(op, AddWork):
        fresh, line = add_work(week, op, chain.profile, chain.guard)
        return fresh, line, [op.day]
    raise Refused(f"unknown operation {op.op}")


def _op_label(op: PlanOp) -> str:
    return op.op.replace("_", " ")


def _empty(week_start: date) -> Week:
    from fitcoach.programming.assemble import finish_week

    return finish_week(week_start, {}, theme="", notes=[])


__all__ = ["NoChange", "OpsResult", "Refused", "apply_ops", "arrange", "prescribe"]
