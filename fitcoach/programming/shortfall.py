"""Why a group stays under the weekly floor of 10 direct sets (R5), named per group, truthfully.

The floor is read on direct (primary-only) sets; each shortfall carries both counts, direct
and weighted (secondaries at 0.5), so the note can say, for instance, that the delts already
collect many indirect sets from presses and rows and more direct work would pass the aim.

For each group under the floor, this asks what stops one more direct set on any training day, with
the same limits the generator works under (science.sets_room in its strict form, the 48 h
and spinal rules, the session's minutes), and names the first real limit it meets:

- "gear": nothing the user owns trains the group;
- "protections": their conditions, sore spots or events rule out every exercise for it;
- "time": an exercise would fit every cap, but no session has the minutes left;
- "caps": the per-session cap, or the weekly aim of 19 weighted sets (one under the ceiling
  of 20) for the group or for a group the exercises share;
- "recovery": the only exercises left would break the 48 h or spinal-loading rules;
- "coach": the coach's limits on a generated week (coach.py: each exercise on its split's
  days, repeats, one heavy spinal lift a session, calves and core on 3 days at 4 sets);
- "edited": there is room, but the current (edited) sessions do not use it.
"""

from __future__ import annotations

from dataclasses import dataclass

from fitcoach.catalog import CATALOG, Exercise, available_exercises
from fitcoach.programming.assemble import arranged_seconds, timing_item
from fitcoach.programming.coach import (
    COACH_LIMITS,
    WeekIndex,
    more_sets_limit,
    new_exercise_limit,
    thin_gear,
    week_index,
)
from fitcoach.programming.guard import Guard
from fitcoach.programming.models import Day, PlannedExercise, TrainingProfile, Week
from fitcoach.programming.rules import volume_floor_groups, weekly_counts
from fitcoach.programming.science import (
    MAX_SETS_PER_EXERCISE,
    SESSION_CAP,
    STRICT_WEEKLY_AIM,
    WEEKLY_MAX,
    SessionCounts,
    order_key,
    sets_room,
)
from fitcoach.weekdays import WEEKDAYS, Weekday


@dataclass(frozen=True, slots=True)
class Shortfall:
    group: str
    sets: float  # weighted weekly sets (secondaries at 0.5)
    limit: str  # gear | protections | time | caps | recovery | edited
    reason: str
    direct: float = 0.0  # primary-only weekly sets, the count under the floor

    def describe(self) -> str:
        """ "Shoulders 8 direct, 19 weighted (why)", as the week's note lists it."""
        return f"{self.group} {self.direct:g} direct, {self.sets:g} weighted ({self.reason})"


def _items(day: Day) -> list[PlannedExercise]:
    return [item for block in day.blocks for item in block.exercises]


def _near(week: Week, weekday: Weekday) -> tuple[set[str], bool]:
    index = WEEKDAYS.index(weekday)
    heavy: set[str] = set()
    spine = False
    for other in (index - 1, index + 1):
        if 0 <= other < 7:
            day = week.days[WEEKDAYS[other]]
            for item in _items(day):
                exercise = CATALOG.get(item.exercise_id)
                if exercise is None:
                    continue
                if exercise.is_compound:
                    heavy |= set(exercise.primary)
                spine = spine or exercise.spinal_loading == "high"
    return heavy, spine


def _ordered(items: list[PlannedExercise]) -> list[tuple[Exercise, int]]:
    known = [i for i in items if i.exercise_id in CATALOG]
    ordered = sorted(known, key=lambda i: order_key(CATALOG[i.exercise_id]))
    return [(CATALOG[i.exercise_id], i.target_sets) for i in ordered]


def _options(
    week: Week,
    weekday: Weekday,
    group: str,
    pool: list[Exercise],
    near: tuple[set[str], bool],
    limits: set[str],
    thin: bool,
    indexed: WeekIndex,
) -> tuple[list[tuple[Exercise, list[PlannedExercise] | None]], bool]:
    """(exercise, trial items) for one more set or a new exercise; and whether recovery
    removed any candidate. The coach's limits met go into `limits`."""
    heavy, spine = near
    items = _items(week.days[weekday])
    present = {item.exercise_id for item in items}
    options: list[tuple[Exercise, list[PlannedExercise] | None]] = []
    recovery = False
    for exercise in pool:
        if exercise.slug in present:
            for index, item in enumerate(items):
                if item.exercise_id == exercise.slug and item.target_sets < MAX_SETS_PER_EXERCISE:
                    grown = item.model_copy(update={"target_sets": item.target_sets + 1})
                    trial = [*items[:index], grown, *items[index + 1 :]]
                    limit = more_sets_limit(_ordered(trial), exercise)
                    if limit:
                        limits.add(limit)
                        continue
                    options.append((exercise, trial))
            continue
        clash = exercise.is_compound and heavy & set(exercise.primary)
        if clash or (exercise.spinal_loading == "high" and spine):
            recovery = True
            continue
        limit = new_exercise_limit(week, weekday, exercise, thin, indexed)
        if limit:
            limits.add(limit)
            continue
        options.append((exercise, None))
    return options, recovery


@dataclass
class _Asked:
    """What the groups' questions share about one week: the coach's index of it, and the
    seconds a day would take with one new exercise added ((weekday, slug, sets) -> s)."""

    index: WeekIndex
    seconds: dict[tuple[Weekday, str, int], float]


def _why(
    week: Week,
    profile: TrainingProfile,
    guard: Guard,
    group: str,
    weighted: dict[str, float],
    direct: float,
    asked: _Asked,
) -> tuple[str, str]:
    if not any(group in e.primary for e in available_exercises(guard.gear)):
        return "gear", "no exercise for it with your gear"
    budget = profile.session_minutes * 60
    training = [w for w in WEEKDAYS if not week.days[w].is_rest_day]
    allowed_somewhere = time_short = recovery = False
    caps: list[tuple[str, str]] = []
    limits: set[str] = set()
    thin = thin_gear(profile)
    for weekday in training:
        day = week.days[weekday]
        pool = [e for e in guard.allowed(weekday) if group in e.primary]
        if not pool:
            continue
        allowed_somewhere = True
        options, blocked = _options(
            week, weekday, group, pool, _near(week, weekday), limits, thin, asked.index
        )
        recovery = recovery or blocked
        counts = SessionCounts()
        for item in _items(day):
            if item.exercise_id in CATALOG:
                counts.add(CATALOG[item.exercise_id], item.target_sets)
        for exercise, trial in options:
            wanted = 1 if trial is not None else 2
            room = sets_room(exercise, wanted, counts, weighted, strict=True)
            if room.sets < wanted:
                if room.muscle is not None and room.limit is not None:
                    caps.append((room.muscle, room.limit))
                continue
            if trial is None:
                key = (weekday, exercise.slug, wanted)
                seconds = asked.seconds.get(key)
                if seconds is None:
                    added = [*_items(day), timing_item(exercise, wanted, profile)]
                    seconds = asked.seconds[key] = arranged_seconds(added, profile)
            else:
                seconds = arranged_seconds(trial, profile)
            if seconds > budget:
                time_short = True
                continue
            return "edited", "the sessions as edited leave it short; rebuilding the week adds more"
    if not allowed_somewhere:
        return "protections", "your protections rule out every exercise for it this week"
    if time_short:
        sessions = len(training)
        return (
            "time",
            f"not enough time: {sessions} session{'s' if sessions != 1 else ''} of "
            f"{profile.session_minutes} min are full",
        )
    if caps:
        # The group's own weekly aim binds on every day, so it is the reason when it is
        # among the limits met; a session cap is only that day's.
        ranked = sorted(caps, key=lambda c: (c[0] != group, c[1] != "week"))
        muscle, kind = ranked[0]
        if kind == "session":
            if muscle == group:
                return "caps", f"the cap of {SESSION_CAP:g} hard sets per session"
            return "caps", f"its exercises also work {muscle}, already at {SESSION_CAP:g} a session"
        if muscle == group:
            indirect = weighted.get(group, 0.0) - direct
            return (
                "caps",
                f"other exercises already give it {indirect:g} weighted sets as a secondary "
                f"muscle, so more direct work would pass {STRICT_WEEKLY_AIM:g} weighted sets "
                f"(the ceiling is {WEEKLY_MAX:g})",
            )
        return (
            "caps",
            f"its exercises also work {muscle}, already at {STRICT_WEEKLY_AIM:g} weighted "
            f"sets (the ceiling is {WEEKLY_MAX:g})",
        )
    if limits:
        met = [COACH_LIMITS[k] for k in COACH_LIMITS if k in limits]
        return "coach", f"the coach's limits: {'; '.join(met)}"
    if recovery:
        return "recovery", "48 h between heavy sessions for the same muscles leaves no free day"
    return "protections", "your protections rule out the exercises left for it"


def shortfalls(week: Week, profile: TrainingProfile, guard: Guard) -> list[Shortfall]:
    """Each emphasised or major trained group under 10 weekly direct sets, with its real
    limit and both counts."""
    short = volume_floor_groups(week, profile)
    if not short:
        return []
    weighted, _ = weekly_counts(week)
    out = []
    asked = _Asked(week_index(week), {})
    for group, direct in short.items():
        limit, reason = _why(week, profile, guard, group, weighted, direct, asked)
        out.append(Shortfall(group, weighted.get(group, 0.0), limit, reason, direct))
    return out
