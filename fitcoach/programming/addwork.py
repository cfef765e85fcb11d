"""The add_work operation: more sets for named muscle groups or named exercises on one day.

On a training day the addition is a finisher: one exercise per named group, isolation work
first (it leaves the day's main lifts and the 48 h rule alone), placed after the day's
higher-priority work (R3) and paired into a superset where two picks may share one (R8: a
curl with an extension). With `minutes` the addition may grow, round by round, to fill that
budget. On a rest day it becomes a short session of its own, titled after its groups.

Every pick passes the day's guard (gear R2, protections R12), R6/R7 against the
neighbouring days, the per-session cap (R4, counted as strictly as science.sets_room's
strict mode, so an auditor counting secondaries as whole sets also agrees) and the weekly
room (R5). Engine picks also keep to one heavy spinal lift a session and rotate away from
exercises already on two days (the coach's C2 and C3); an explicit request for core work
may go past the generator's own C5 habit of four core sets a day, never past R4.

R10 stays strict: a day with an addition still fits the profile's session minutes, because
the profile, rebuilt from memory, is what every later check (the chat pipeline's re-check,
the audit) measures the day against; a longer day would be refused there. `minutes` is the
budget of the added work on a training day, and the length of a new session on a rest day
(about: up to 10 % over, for the warm-up, never over the profile's minutes). When a full
day has no time for even the smallest addition (2 sets of each pick), room is made by
trading the day's own lower-priority work outside the named groups (see _make_room), and
the summary says so. A named group that the caps leave no room for (triceps already near 8
sets) does not block the others: it is reported under "left out".
"""

from __future__ import annotations

import copy
import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from fitcoach.catalog import CATALOG, MUSCLE_GROUPS, SLUG_RANK, Exercise
from fitcoach.programming.assemble import arrange, build_day, make_item, natural_rest
from fitcoach.programming.coach import main_lift_clash, repeat_cap, scope_of_title, thin_gear
from fitcoach.programming.errors import Refused
from fitcoach.programming.estimates import blocks_seconds
from fitcoach.programming.guard import Guard, canonical_body_part
from fitcoach.programming.models import Day, PlannedExercise, TrainingProfile, Week
from fitcoach.programming.ops import AddWork
from fitcoach.programming.repair import Blocks, blocks_of, recovery_problem, resequence, with_blocks
from fitcoach.programming.rules import weekly_counts
from fitcoach.programming.science import (
    SESSION_CAP,
    WEEKLY_MAX,
    SessionCounts,
    add_sets,
    prescribe,
    sets_room,
)
from fitcoach.programming.templates import template_for
from fitcoach.weekdays import Weekday

REST_DAY_MINUTES = 20  # a new session on a rest day, unless `minutes` says otherwise
ABOUT = 1.1  # "a 20-minute session" may take 22 with its warm-up
MIN_SETS = 2
MAIN_FLOOR = 3  # a main lift keeps at least this many sets when room is made
SHORT = 0.75  # an addition under this share of its minutes says what kept it short
MAX_ROUNDS = 4  # exercises per group, at most, in one addition
ARM_GROUPS = frozenset({"Biceps", "Triceps", "Forearms"})


def _is(group: str) -> str:
    return f"{group} {'are' if group.endswith('s') else 'is'}"


def _label(groups: Sequence[str]) -> str:
    if groups and set(groups) <= ARM_GROUPS:
        return "arm"
    return " & ".join(groups) if len(groups) > 1 or groups != ["Core"] else "core"


# Which reason to give for a group or exercise that got nothing: the one from the best
# candidate that came closest (time over caps over eligibility).
NOT_ALLOWED, NO_ROOM, NO_TIME = 0, 1, 2


@dataclass
class _Picker:
    """Greedy picks for one day, against that day's counts, the week's and the minutes."""

    week: Week
    weekday: Weekday
    profile: TrainingProfile
    guard: Guard
    existing: Blocks
    limit: float  # seconds the whole day may take (R10)
    budget: float | None  # seconds the addition may take
    rest: bool
    added: list[PlannedExercise] = field(default_factory=list)
    # group or slug -> (rank, reason) it got nothing, or (once it has work) stopped growing
    why: dict[str, tuple[int, str]] = field(default_factory=dict)
    stopped: dict[str, str] = field(default_factory=dict)
    served: set[str] = field(default_factory=set)
    short_of_time: list[Exercise] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.counts = SessionCounts()
        for block in self.existing:
            for item in block:
                self.counts.add(CATALOG[item.exercise_id], item.target_sets)
        self.weekly, _ = weekly_counts(self.week)
        if not self.week.days[self.weekday].is_rest_day:
            # the day's own sets are in `existing` (which making room may have trimmed)
            for planned in self.week.days[self.weekday].blocks:
                for item in planned.exercises:
                    add_sets(self.weekly, CATALOG[item.exercise_id], -item.target_sets)
            for block in self.existing:
                for item in block:
                    add_sets(self.weekly, CATALOG[item.exercise_id], item.target_sets)
        self.base_seconds = blocks_seconds(self.existing)
        self.thin = thin_gear(self.profile)
        self.uses: dict[str, int] = {}
        for day in self.week.days.values():
            for planned in day.blocks:
                for item in planned.exercises:
                    self.uses[item.exercise_id] = self.uses.get(item.exercise_id, 0) + 1

    @property
    def day_name(self) -> str:
        return self.weekday.capitalize()

    def slugs(self) -> set[str]:
        existing = {i.exercise_id for b in self.existing for i in b}
        return existing | {i.exercise_id for i in self.added}

    def note(self, key: str, rank: int, why: str) -> None:
        if key in self.served:
            self.stopped.setdefault(key, why)
        elif key not in self.why or self.why[key][0] < rank:
            self.why[key] = (rank, why)

    def problem(self, exercise: Exercise, *, chosen: bool) -> str | None:
        """Why `exercise` may not join the day at all (sets and time aside)."""
        if exercise.slug in self.slugs():
            return f"{exercise.name} is already on {self.day_name}"
        reason = self.guard.reason(exercise.slug, self.weekday)
        if reason:
            return reason[1]
        clash = recovery_problem(self.week, self.weekday, exercise)
        if clash:
            return f"{exercise.name} on {self.day_name}: {clash}"
        heavy = any(CATALOG[s].spinal_loading == "high" for s in self.slugs())
        if chosen and exercise.spinal_loading == "high" and heavy:
            return f"{self.day_name} already has a heavy spinal lift"
        return None

    def room(
        self, exercise: Exercise, wanted: int, counts: SessionCounts, weekly: dict[str, float]
    ) -> tuple[int, str]:
        """Sets of `exercise` the caps allow, and what stops more (R4, R5)."""
        room = sets_room(exercise, wanted, counts, weekly, strict=True)
        if room.sets >= MIN_SETS or room.muscle is None:
            return room.sets, ""
        muscle = room.muscle
        if room.limit == "session":
            have = counts.weighted.get(muscle, 0.0)
            where = f"already at {have:g} sets on {self.day_name} ({SESSION_CAP:g} at most)"
        else:
            have = weekly.get(muscle, 0.0)
            where = f"near the weekly cap ({have:g} of {WEEKLY_MAX:g} sets)"
        if muscle in exercise.primary:
            return room.sets, f"{_is(muscle)} {where}"
        return room.sets, f"{exercise.name} also works {muscle}, {where}"

    def fits(
        self, extra: Sequence[PlannedExercise], base: Sequence[PlannedExercise] | None = None
    ) -> bool:
        added = arrange([*(self.added if base is None else base), *extra], self.profile)
        total = blocks_seconds([*self.existing, *added])
        cost = total - self.base_seconds
        return total <= self.limit and (self.budget is None or cost <= self.budget)

    def candidates(self, group: str, taken: set[str]) -> list[Exercise]:
        """Exercises for `group`, best first: isolation on a training day (compounds on a
        rest day), a movement pattern the day lacks, the least used this week."""
        patterns = {CATALOG[s].pattern for s in self.slugs()}

        def score(e: Exercise) -> tuple[int, int, int, int, int]:
            return (
                int(self.uses.get(e.slug, 0) >= repeat_cap(e, self.thin)),
                int(e.is_compound != self.rest),
                int(e.pattern in patterns),
                self.uses.get(e.slug, 0),
                SLUG_RANK[e.slug],
            )

        pool = [
            e
            for e in self.guard.allowed(self.weekday)
            if group in e.primary and not e.is_conditioning  # a finisher, not a muscle's sets
        ]
        return sorted((e for e in pool if e.slug not in taken), key=score)

    def round(self, named: Sequence[str], groups: Sequence[str], wanted: int) -> bool:
        """One exercise per named slug and per group, added together; True if any was."""
        counts = copy.deepcopy(self.counts)
        weekly = dict(self.weekly)
        taken = self.slugs()
        picks: list[tuple[str, Exercise, int]] = []

        def consider(key: str, exercise: Exercise, chosen: bool) -> bool:
            why = self.problem(exercise, chosen=chosen)
            if why:
                self.note(key, NOT_ALLOWED, why)
                return False
            want = min(wanted, prescribe(exercise, template_for(self.profile)).sets)
            sets, why = self.room(exercise, want, counts, weekly)
            if sets < MIN_SETS:
                self.note(key, NO_ROOM, why)
                return False
            picks.append((key, exercise, sets))
            taken.add(exercise.slug)
            counts.add(exercise, sets)
            add_sets(weekly, exercise, sets)
            return True

        for slug in named:
            if slug not in self.served:
                consider(slug, CATALOG[slug], False)
        for group in groups:
            options = self.candidates(group, taken)
            if not options:
                other = "other " if group in self.served else ""
                self.note(
                    group,
                    NOT_ALLOWED,
                    f"no {other}{group} exercise your gear and protections allow",
                )
            for exercise in options:
                if consider(group, exercise, True):
                    break
        while picks:
            if self.commit(picks):
                return True
            key, exercise, _ = picks.pop()
            self.short_of_time.append(exercise)
            self.note(key, NO_TIME, self.no_time(exercise))
        return False

    def no_time(self, exercise: Exercise) -> str:
        seconds = blocks_seconds([*self.existing, *arrange(self.added, self.profile)])
        used, limit = math.ceil(seconds / 60), math.floor(self.limit / 60)
        return f"{self.day_name} has no time left ({used} of {limit} min in use)"

    def commit(self, picks: Sequence[tuple[str, Exercise, int]]) -> bool:
        """Adds the picks together at the most sets each that fit, so that a finisher stays
        balanced (3 + 3 rather than 4 + nothing)."""
        for count in range(max(s for _, _, s in picks), MIN_SETS - 1, -1):
            items = [make_item(e, min(s, count), self.profile) for _, e, s in picks]
            if self.fits(items):
                for (key, exercise, _), item in zip(picks, items, strict=True):
                    self.added.append(item)
                    self.counts.add(exercise, item.target_sets)
                    add_sets(self.weekly, exercise, item.target_sets)
                    self.uses[exercise.slug] = self.uses.get(exercise.slug, 0) + 1
                    self.served.add(key)
                    self.why.pop(key, None)
                return True
        return False

    def fill(self, named: Sequence[str], groups: Sequence[str], rounds: int, wanted: int) -> None:
        for _ in range(rounds):
            if not self.round(named, groups, wanted):
                return

    def bump(self) -> None:
        """One more set at a time, in order, up to each exercise's prescribed sets, while
        the caps and the minutes allow: a new session first gets variety (2 sets of each
        pick), then depth."""
        grown = True
        while grown:
            grown = False
            for index, item in enumerate(self.added):
                exercise = CATALOG[item.exercise_id]
                if item.target_sets >= prescribe(exercise, template_for(self.profile)).sets:
                    continue
                if sets_room(exercise, 1, self.counts, self.weekly, strict=True).sets < 1:
                    continue
                more = item.model_copy(update={"target_sets": item.target_sets + 1})
                trial = [*self.added[:index], more, *self.added[index + 1 :]]
                if self.fits([], trial):
                    self.added = trial
                    self.counts.add(exercise, 1)
                    add_sets(self.weekly, exercise, 1)
                    grown = True


def _make_room(
    existing: Blocks, picks: Sequence[Exercise], groups: Sequence[str], picker: _Picker
) -> list[str]:
    """Trade sets from the day's own work outside the named groups until the smallest
    addition of `picks` fits, lowest priority first: isolation down to 2 sets, compounds
    that are not their pattern's main lift down to 2, then whole isolation exercises whose
    groups keep other direct work that day (a flye set traded for a curl set), and only
    then main lifts down to 3. Sets a later step made unnecessary are given back. [] (and
    no change) if it can't."""
    keep = {m for e in picks for m in e.primary} | set(groups)
    smallest = [make_item(e, MIN_SETS, picker.profile) for e in picks]
    trimmed = [[item.model_copy() for item in block] for block in existing]
    mains: set[str] = set()
    seen: set[str] = set()
    for block in trimmed:
        for item in block:
            pattern = CATALOG[item.exercise_id].pattern
            if pattern not in seen:
                seen.add(pattern)
                mains.add(item.exercise_id)

    def fits() -> bool:
        return blocks_seconds([*trimmed, *arrange(smallest, picker.profile)]) <= picker.limit

    def main_leads() -> bool:
        ordered = [(CATALOG[i.exercise_id], i.target_sets) for b in trimmed for i in b]
        return main_lift_clash(ordered) is None

    def covered_without(item: PlannedExercise) -> bool:
        others = [CATALOG[i.exercise_id] for b in trimmed for i in b if i is not item]
        return all(any(m in e.primary for e in others) for m in CATALOG[item.exercise_id].primary)

    start = {i.exercise_id: (i.name, i.target_sets) for b in existing for i in b}
    cut: list[PlannedExercise] = []  # one entry per set taken, in order
    dropped: list[str] = []

    def drop(block: list[PlannedExercise], item: PlannedExercise) -> bool:
        if not covered_without(item):
            return False
        index = block.index(item)
        del block[index]
        if not main_leads():
            block.insert(index, item)
            return False
        if len(block) == 1:  # its superset partner now rests as a straight set
            block[0].rest_seconds = natural_rest(block[0], picker.profile)
        dropped.append(item.exercise_id)
        return True

    # (compounds, main lifts, floor); floor 0 drops the exercise
    passes = (
        (False, False, MIN_SETS),
        (True, False, MIN_SETS),
        (False, False, 0),
        (True, True, MAIN_FLOOR),
    )
    for compounds, main, floor in passes:
        for block in reversed(trimmed):
            for item in reversed(list(block)):
                exercise = CATALOG[item.exercise_id]
                if exercise.is_compound != compounds or set(exercise.primary) & keep:
                    continue
                if compounds and (item.exercise_id in mains) != main:
                    continue
                if floor == 0:
                    if not fits():
                        drop(block, item)
                    continue
                while item.target_sets > floor and not fits():
                    item.target_sets -= 1
                    if not main_leads():
                        item.target_sets += 1
                        break
                    cut.append(item)
                if fits():
                    break
            if fits():
                break
        if fits():
            break
    else:
        return []
    # give back, latest cut first, what the later steps made unnecessary
    for item in reversed(cut):
        if item.exercise_id in dropped:
            continue
        item.target_sets += 1
        if not (fits() and main_leads()):
            item.target_sets -= 1
    existing[:] = [b for b in trimmed if b]
    now = {i.exercise_id: i.target_sets for b in existing for i in b}
    notes = [f"dropped {start[slug][0]} ({start[slug][1]} sets)" for slug in dropped]
    notes += [
        f"{name} {sets}➔{now[slug]} sets"
        for slug, (name, sets) in start.items()
        if slug in now and now[slug] != sets
    ]
    return notes


def _day_blocks(day: Day) -> list[list[PlannedExercise]]:
    return [block.exercises for block in day.blocks]


def _describe(blocks: Sequence[Sequence[PlannedExercise]]) -> str:
    parts = []
    for block in blocks:
        names = " + ".join(item.name for item in block)
        shapes = {(item.target_sets, item.target_reps) for item in block}
        if len(shapes) == 1:
            sets, reps = next(iter(shapes))
            parts.append(f"{names} ({sets}x{reps})")
        else:
            parts.append(", ".join(f"{i.name} {i.target_sets}x{i.target_reps}" for i in block))
    return "; ".join(parts)


def add_work(week: Week, op: AddWork, profile: TrainingProfile, guard: Guard) -> tuple[Week, str]:
    """`week` with the work added on `op.day`, and the summary line; raises Refused."""
    groups: list[str] = []
    unknown: list[str] = []
    for raw in op.muscles:
        group = canonical_body_part(raw)
        if group in MUSCLE_GROUPS:
            if group not in groups:
                groups.append(group)
        else:
            unknown.append(raw)
    named = list(dict.fromkeys(s for s in op.exercises if s in CATALOG))
    unknown += [s for s in op.exercises if s not in CATALOG]
    if not groups and not named:
        if unknown:
            raise Refused(f"I don't know {', '.join(unknown)}")
        raise Refused("say which muscle groups or exercises to add")

    weekday = op.day
    day = week.days[weekday]
    name = weekday.capitalize()
    if day.status == "completed":
        raise Refused(f"{name} is already done")
    rest = day.is_rest_day
    session = profile.session_minutes * 60
    if rest:
        limit = min(session, (op.minutes or REST_DAY_MINUTES) * 60 * ABOUT)
        budget = None
    else:
        limit = session
        budget = op.minutes * 60 if op.minutes else None
    # a finisher is one exercise per group; a budget or a new session may hold more
    rounds = 1 if not rest and op.minutes is None else MAX_ROUNDS
    existing = [] if rest else blocks_of(day)

    picker = _Picker(week, weekday, profile, guard, existing, limit, budget, rest)
    # a new session gets variety first (2 sets of each pick), then depth
    picker.fill(named, groups, rounds, wanted=MIN_SETS if rest else 4)
    if rest:
        picker.bump()
    room: list[str] = []
    if not picker.added and picker.short_of_time and not rest:
        unique = {e.slug: e for e in picker.short_of_time}
        first = list(unique.values())[: max(1, len(groups) + len(named))]
        room = _make_room(existing, first, groups, picker)
        if room:
            picker = _Picker(week, weekday, profile, guard, existing, limit, budget, rest)
            picker.fill(named, groups, 1, wanted=MIN_SETS)
    if not picker.added:
        reasons = [why for _, why in picker.why.values()] or [f"nothing fits on {name}"]
        reasons = list(dict.fromkeys(reasons))
        if any(rank == NO_TIME for rank, _ in picker.why.values()):
            reasons.append("shorten something there or give the session more minutes first")
        raise Refused("; ".join(reasons))

    added = arrange(picker.added, profile)
    trained = list(dict.fromkeys(m for i in picker.added for m in CATALOG[i.exercise_id].primary))
    label = _label(groups or trained)
    if rest:
        title = f"{'Arms' if label == 'arm' else label.title()} Session"
        fresh: Day = build_day(weekday, day.date, added, profile, title=title)
        line = f"Added a ~{fresh.duration_minutes}-minute {label} session on {name}: "
    else:
        blocks = resequence([*existing, *added], profile)
        fresh = with_blocks(day, blocks, profile)
        scope = scope_of_title(day.title)
        outside = scope is not None and not all(
            scope.fits(CATALOG[i.exercise_id]) for i in picker.added
        )
        if outside and "Finisher" not in day.title:
            fresh.title = f"{day.title} + {label.title()} Finisher"
        article = "an" if label[0].lower() in "aeiou" else "a"
        line = f"Added {article} {label} finisher on {name}: " if groups else "Added "
    line += _describe(added)
    if not rest and not groups:
        line += f" on {name}"
    if room:
        line += " • made room: " + ", ".join(room)
    left = [why for key, (_, why) in picker.why.items() if key in groups or key in named]
    if unknown:
        left.append(f"unknown {', '.join(unknown)}")
    if left:
        line += " • left out: " + "; ".join(left)
    asked = (op.minutes or REST_DAY_MINUTES) * 60 if rest else budget
    got = (
        blocks_seconds(added) if rest else blocks_seconds(_day_blocks(fresh)) - picker.base_seconds
    )
    if asked is not None and got < SHORT * asked and picker.stopped:
        line += " • kept shorter: " + "; ".join(dict.fromkeys(picker.stopped.values()))
    return week.model_copy(update={"days": {**week.days, weekday: fresh}}), line
