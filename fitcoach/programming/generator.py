"""Builds a full week from a training profile, obeying every rule by construction.

The split follows the number of training days and whether they fall on consecutive days.
Each day has an ordered list of focus groups; each group gets its share of the week's
target sets (more for emphasised groups), chosen greedily from what the day allows: gear
and protections (Guard), 48 h since the last heavy compound for that group (R6, so a group
that had a compound yesterday gets isolation today), no heavy spinal loading on
consecutive days (R7), the per-session and weekly caps (R4, R5) and the minutes (R10).

The first pass aims at the R5 floors for the major and emphasised groups; arms, calves and
core wait. A top-up then spends the minutes left, one exercise or one set at a time, on the
group furthest from its goal: 10 direct (primary) sets for every emphasised and major
group, the weighted floors, the emphasis targets, arms/calves/core, then more of everything
up to the weekly aim (see _tiers). While it chases direct sets it prefers exercises whose
secondary work does not land on a group that still needs direct sets (a pulldown over a row
while the delts are short), so that secondary volume does not use up that group's weekly
room under the ceiling of 20.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time

from fitcoach.catalog import CATALOG, SLUG_RANK, Exercise, available_exercises
from fitcoach.programming.assemble import (
    arrange,
    arranged_seconds,
    build_day,
    finish_week,
    make_item,
    pairing,
    rest_day,
)
from fitcoach.programming.coach import (
    SMALL_DAYS,
    SMALL_GROUPS,
    SMALL_SETS,
    Scope,
    main_lift_clash,
    repeat_cap,
    scope_for,
    thin_gear,
)
from fitcoach.programming.estimates import WARMUP_SECONDS
from fitcoach.programming.guard import Guard, canonical_body_part, normalize_gear
from fitcoach.programming.loads import implement_of
from fitcoach.programming.models import Day, PlannedExercise, TrainingProfile, Week
from fitcoach.programming.regressions import adaptation_note
from fitcoach.programming.science import (
    MAJOR_GROUPS,
    MAX_SETS_PER_EXERCISE,
    SECONDARY_WEIGHT,
    SESSION_PRIMARY_AIM,
    WEEKLY_AIM,
    WEEKLY_MIN,
    SessionCounts,
    add_primary,
    add_sets,
    prescribe,
    sets_room,
)
from fitcoach.programming.shortfall import shortfalls
from fitcoach.programming.templates import (
    CAREFUL_AGE,
    Dose,
    GoalTemplate,
    low_bone_density,
    template_for,
)
from fitcoach.weekdays import WEEKDAYS, Weekday, date_in_week

TEMPLATES: dict[str, tuple[str, tuple[str, ...]]] = {
    "full": (
        "Full Body",
        (
            "Quads",
            "Chest",
            "Back",
            "Hamstrings",
            "Shoulders",
            "Glutes",
            "Biceps",
            "Triceps",
            "Calves",
            "Core",
        ),
    ),
    "upper": ("Upper Body", ("Chest", "Back", "Shoulders", "Biceps", "Triceps")),
    "lower": ("Lower Body", ("Quads", "Hamstrings", "Glutes", "Calves", "Core")),
    "push": ("Push", ("Chest", "Shoulders", "Triceps")),
    "pull": ("Pull", ("Back", "Biceps", "Shoulders", "Core")),
    "legs": ("Legs", ("Quads", "Hamstrings", "Glutes", "Calves", "Core")),
    "arms": ("Arms & Shoulders", ("Shoulders", "Biceps", "Triceps", "Core")),
}

WEEKLY_TARGET = {
    "Chest": 12.0,
    "Back": 12.0,
    "Shoulders": 12.0,
    "Quads": 12.0,
    "Hamstrings": 12.0,
    "Glutes": 10.0,
    "Biceps": 8.0,
    "Triceps": 8.0,
    "Calves": 6.0,
    "Core": 6.0,
}
EMPHASIS_TARGET = 16.0
EMPHASIS_FLOOR = 12.0  # the least (weighted) an emphasised group gets where the week allows it
DIRECT_FLOOR = WEEKLY_MIN  # direct (primary) sets for every emphasised and major group
# Groups that the compounds for a focus group also work (as secondaries), and how many
# weighted sets that typically adds per day; direct work is planned net of it, so that
# secondary work does not crowd a group past its weekly ceiling.
TYPICAL_SECONDARY: dict[str, tuple[str, ...]] = {
    "Chest": ("Shoulders", "Triceps"),
    "Back": ("Biceps", "Shoulders"),
    "Shoulders": ("Triceps",),
    "Quads": ("Hamstrings",),
}
EXPECTED_SECONDARY = 2.0
# A coach anchors a legs or lower day on one heavy squat-pattern lift (a barbell back squat,
# else a leg press) before the hinge and the accessories; the direct-set scoring alone would
# pass it over for its hamstring secondary. A hinge main lift still follows where it fits.
MAIN_PATTERN: dict[str, str] = {"legs": "squat", "lower": "squat"}
SPINAL_RANK = {"low": 0, "moderate": 1, "high": 2}
CANDIDATE_CACHE = 256  # answers a day keeps; the key makes stale ones unreachable anyway
FILL_AIM = 0.85  # of the minutes, where the exercises and caps allow
MIN_SET_SECONDS = 60  # no set, with its rest, takes less: a fuller day can't grow
SECONDS_PER_SET_GUESS = 150  # a working set with its rest and a share of the transitions
DEDICATED_MIN = 4  # direct sets a group gets on a day the user dedicated to it
# A few direct sets a week for the small groups, once the majors' floors are met: presses
# and rows feed the arms, but a coach still programs some curls, extensions and trunk work.
SMALL_MINIMUM: dict[str, float] = {"Biceps": 4.0, "Triceps": 4.0, "Core": 4.0, "Calves": 4.0}
DEFAULT_DAYS: dict[int, tuple[Weekday, ...]] = {
    1: ("monday",),
    2: ("monday", "thursday"),
    3: ("monday", "wednesday", "friday"),
    4: ("monday", "tuesday", "thursday", "friday"),
    5: ("monday", "tuesday", "wednesday", "friday", "saturday"),
    6: ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday"),
    7: WEEKDAYS,
}
VOLUME_NOTE = "Weekly sets under 10"
GOAL_THEME = {
    "hypertrophy": "Hypertrophy Foundation",
    "strength": "Strength Block",
    "general_fitness": "General Fitness",
}


def training_days(profile: TrainingProfile) -> list[Weekday]:
    if profile.training_days:
        return [w for w in WEEKDAYS if w in set(profile.training_days)]
    return list(DEFAULT_DAYS[profile.days_per_week or 3])


def _consecutive(days: Sequence[Weekday]) -> bool:
    indexes = [WEEKDAYS.index(d) for d in days]
    return any(b - a == 1 for a, b in itertools.pairwise(indexes))


def split_for(days: Sequence[Weekday], template: GoalTemplate | None = None) -> list[str]:
    """The day templates for `days`. A full-body goal template trains full body on days
    that stand alone and alternates lower and upper across back-to-back days (R6 leaves no
    compound for a group trained the day before); a strength template leads its upper/lower
    week with a lower day, so the two lower days can hold squat and deadlift apart."""
    n = len(days)
    if n == 0:
        return []
    if template is not None and template.split == "full":
        return _full_or_alternating(days)
    if template is not None and template.anchors and n in (2, 4) and _consecutive(days):
        return ["lower", "upper"] * (n // 2)
    if n == 1:
        return ["full"]
    if n == 2:
        return ["upper", "lower"] if _consecutive(days) else ["full", "full"]
    if n == 3:
        return ["push", "pull", "legs"] if _consecutive(days) else ["full"] * 3
    if n == 4:
        return ["upper", "lower", "upper", "lower"]
    if n == 5:
        return ["upper", "lower", "push", "pull", "legs"]
    if n == 6:
        return ["push", "pull", "legs"] * 2
    return ["push", "pull", "legs", "upper", "lower", "arms", "full"]


def _full_or_alternating(days: Sequence[Weekday]) -> list[str]:
    indexes = [WEEKDAYS.index(d) for d in days]
    out: list[str] = []
    for position, index in enumerate(indexes):
        after = position + 1 < len(indexes) and indexes[position + 1] - index == 1
        before = position > 0 and index - indexes[position - 1] == 1
        if not before and not after:
            out.append("full")
        elif not before:
            out.append("lower")
        else:
            out.append("upper" if out[-1] == "lower" else "lower")
    return out


def emphasis_of(profile: TrainingProfile, override: Sequence[str] | None = None) -> list[str]:
    groups = []
    for raw in override if override is not None else profile.emphasis:
        group = canonical_body_part(raw)
        if group in WEEKLY_TARGET and group not in groups:
            groups.append(group)
    return groups


@dataclass
class WeekState:
    weighted: dict[str, float] = field(default_factory=dict)
    primary: dict[str, float] = field(default_factory=dict)
    uses: dict[str, int] = field(default_factory=dict)
    # the weekdays each small group (calves, core) is trained on, for the coach's C5
    small_days: dict[str, set[Weekday]] = field(default_factory=dict)
    thin: bool = False  # the gear offers few exercises, so repeats may go to three a week
    # bumped whenever the counts, `uses` or `small_days` change: the days' cached
    # candidate lists are only good for the version they were computed at
    version: int = 0
    # slug -> the exercise as `bases_for` (this week's profile) does it, at one set
    # (DayBuilder._base_item)
    bases: dict[str, PlannedExercise] = field(default_factory=dict)
    bases_for: TrainingProfile | None = None


@dataclass
class DayPlan:
    weekday: Weekday
    title: str
    focus: list[str]
    dedicated: bool = False
    template: str = "full"
    scope: Scope = field(default_factory=lambda: scope_for("full"))


def _load_of(items: Sequence[PlannedExercise]) -> tuple[set[str], bool]:
    """(groups under heavy compound loading, any heavy spinal loading) for a day's items."""
    exercises = [CATALOG[i.exercise_id] for i in items]
    heavy = {m for e in exercises if e.is_compound for m in e.primary}
    return heavy, any(e.spinal_loading == "high" for e in exercises)


class DayBuilder:
    """Fills one day greedily under every cap and within its minutes."""

    def __init__(
        self,
        profile: TrainingProfile,
        guard: Guard,
        weekday: Weekday,
        state: WeekState,
        *,
        minutes: int,
        scope: Scope | None = None,
    ) -> None:
        self.profile = profile
        self.weekday = weekday
        self.state = state
        self.budget = minutes * 60
        self.scope = scope or scope_for("full")
        limits = CoachLimits(profile)
        self.guard_pool = [e for e in guard.allowed(weekday) if limits.allows(e, weekday)]
        # C1: only what belongs on this day's split (an upper day holds no deadlift)
        self.pool = [e for e in self.guard_pool if self.scope.fits(e)]
        self._allowed: list[Exercise] = list(self.pool)
        self.allowed_version = 0  # bumped on every new `allowed`, for the candidate cache
        self.heavy_near: set[str] = set()
        self.spine_near = False
        self.items: list[PlannedExercise] = []
        self.counts = SessionCounts()
        self.seconds = 0.0
        self._neighbours_key: tuple[tuple[str, ...], tuple[str, ...]] | None = None
        # What `usable` needs from this day's items, worked out once per item list (see
        # _marks): `usable` is asked for every candidate on every step.
        self._marks_of: tuple[list[PlannedExercise], int] | None = None
        self._high_spine = False
        self._repeat_keys: frozenset[tuple[str, str]] = frozenset()
        # R6/R7 neighbours (groups under heavy load, heavy spine) -> the `allowed` list they
        # leave, so that days flipping between the same neighbours reuse it (and its
        # by-group split)
        self._allowed_for: dict[tuple[frozenset[str], bool], list[Exercise]] = {}
        self._slugs: set[str] = set()
        self._candidates: dict[tuple[object, ...], list[Exercise]] = {}
        # `allowed` split by primary group, for the list it was built from
        self._by_group: dict[str, list[Exercise]] = {}
        self._by_group_of: list[Exercise] | None = None
        # id(list) -> (that list, its split): the entry holds the list, so the id is its own
        self._split_of: dict[int, tuple[list[Exercise], dict[str, list[Exercise]]]] = {}

    @property
    def allowed(self) -> list[Exercise]:
        """What this day may hold now: its pool less what R6/R7 rule out next to its
        neighbours."""
        return self._allowed

    @allowed.setter
    def allowed(self, exercises: list[Exercise]) -> None:
        self._allowed = exercises
        self.allowed_version += 1

    def set_neighbours(
        self, before: Sequence[PlannedExercise], after: Sequence[PlannedExercise]
    ) -> None:
        """R6/R7 against the days next to this one, as they stand now."""
        key = (tuple(i.exercise_id for i in before), tuple(i.exercise_id for i in after))
        if key == self._neighbours_key:
            return
        self._neighbours_key = key
        heavy_before, spine_before = _load_of(before)
        heavy_after, spine_after = _load_of(after)
        self.heavy_near = heavy_before | heavy_after
        self.spine_near = spine_before or spine_after
        near = (frozenset(self.heavy_near), self.spine_near)
        allowed = self._allowed_for.get(near)
        if allowed is None:
            allowed = [e for e in self.pool if self.fits_recovery(e)]
            self._allowed_for[near] = allowed
        self.allowed = allowed

    def widen(self) -> None:
        """Lets the day hold anything its guard allows (a thin day becomes full body)."""
        self.scope = scope_for("full")
        self.pool = list(self.guard_pool)
        self._neighbours_key = None
        self._allowed_for = {}
        self.allowed = [e for e in self.pool if self.fits_recovery(e)]

    def usable(self, exercise: Exercise) -> bool:
        """The coach's limits on a new exercise for this day: repeats in the week (C3), one
        heavy spinal lift a session (C2), no free-weight movement twice in a session (a DB
        RDL next to a barbell one), small groups on at most three days (C5)."""
        if self.state.uses.get(exercise.slug, 0) >= repeat_cap(exercise, self.state.thin):
            return False
        spinal = exercise.spinal_loading
        if spinal != "low":
            marks = self._marks_of
            if marks is None or marks[0] is not self.items or marks[1] != len(self.items):
                self._marks()
            if spinal == "high" and self._high_spine:
                return False
            # science.repeats against every item, by the (pattern, primary group) keys of
            # the items that load the spine at all
            keys = self._repeat_keys
            if keys and any((exercise.pattern, muscle) in keys for muscle in exercise.primary):
                return False
        for group in SMALL_GROUPS:
            if group in exercise.primary:
                days = self.state.small_days.get(group, set())
                if self.weekday not in days and len(days) >= SMALL_DAYS:
                    return False
        return True

    def _marks(self) -> None:
        """The day's items as `usable` reads them: any heavy spinal lift, and the (pattern,
        primary group) of each item that loads the spine. `usable` asks again when the item
        list is another list or has grown (the list is held, so its identity stays
        meaningful)."""
        items = self.items
        exercises = [CATALOG[i.exercise_id] for i in items]
        self._high_spine = any(e.spinal_loading == "high" for e in exercises)
        self._repeat_keys = frozenset(
            (e.pattern, muscle)
            for e in exercises
            if e.spinal_loading != "low"
            for muscle in e.primary
        )
        self._marks_of = (items, len(items))

    def fits_recovery(self, exercise: Exercise) -> bool:
        if exercise.is_compound and self.heavy_near & set(exercise.primary):
            return False
        return not (exercise.spinal_loading == "high" and self.spine_near)

    def max_sets(self, exercise: Exercise, wanted: int, *, strict: bool = False) -> int:
        room = sets_room(exercise, wanted, self.counts, self.state.weighted, strict=strict).sets
        for group in SMALL_GROUPS:
            if group in exercise.primary:
                room = min(room, math.floor(SMALL_SETS - self.counts.primary.get(group, 0.0)))
        return room

    def trial(self, items: Sequence[PlannedExercise]) -> float | None:
        """The seconds `items` would take as `arrange` sequences them, or None when that
        order breaks C4 (a later lift of the main lift's pattern gets more sets)."""
        ordered, pairs = pairing(items, self.profile)
        sequence = [k for first, partner in pairs for k in (first, partner) if k is not None]
        lifts = ((CATALOG[ordered[k].exercise_id], ordered[k].target_sets) for k in sequence)
        if main_lift_clash(lifts) is not None:
            return None
        return arranged_seconds(items, self.profile, (ordered, pairs))

    def has(self, slug: str) -> bool:
        return slug in self._slugs

    def _count(self, exercise: Exercise, sets: int) -> None:
        self.counts.add(exercise, sets)
        add_sets(self.state.weighted, exercise, sets)
        add_primary(self.state.primary, exercise, sets)
        for group in SMALL_GROUPS:
            if group in exercise.primary:
                self.state.small_days.setdefault(group, set()).add(self.weekday)
        self.state.version += 1

    def add(
        self, exercise: Exercise, wanted: int, *, minimum: int = 2, strict: bool = False
    ) -> int:
        """Adds up to `wanted` sets of `exercise` within caps and time; returns sets added."""
        if not self.usable(exercise):
            return 0
        sets = self.max_sets(exercise, wanted, strict=strict)
        base = self._base_item(exercise) if sets >= minimum else None
        while base is not None and sets >= minimum:
            # the prescription and load do not depend on the set count: build it once
            item = base.model_copy(update={"target_sets": sets})
            seconds = self.trial([*self.items, item])
            if seconds is None:
                sets -= 1
                continue
            if seconds <= self.budget:
                self.items.append(item)
                self._slugs.add(exercise.slug)
                self.seconds = seconds
                self._count(exercise, sets)
                self.state.uses[exercise.slug] = self.state.uses.get(exercise.slug, 0) + 1
                self.state.version += 1
                return sets
            sets -= 1
        return 0

    def _base_item(self, exercise: Exercise) -> PlannedExercise:
        """`exercise` as this user does it (reps, rest, load, notes) at one set: none of it
        depends on the set count or on the day, so the week works it out once. Callers
        copy it (`add` sets the count on a copy), never change it."""
        state = self.state
        if state.bases_for is not self.profile:
            # the cache is for one profile's week; another profile starts it afresh
            state.bases = {}
            state.bases_for = self.profile
        base = state.bases.get(exercise.slug)
        if base is None:
            base = make_item(exercise, 1, self.profile)
            state.bases[exercise.slug] = base
        return base

    def bump(self, group: str, *, strict: bool = False) -> bool:
        """One more set of an exercise already in the day that trains `group`."""
        for index, item in enumerate(self.items):
            exercise = CATALOG[item.exercise_id]
            if group not in exercise.primary or item.target_sets >= MAX_SETS_PER_EXERCISE:
                continue
            if self.max_sets(exercise, 1, strict=strict) < 1:
                continue
            grown = item.model_copy(update={"target_sets": item.target_sets + 1})
            trial = [*self.items[:index], grown, *self.items[index + 1 :]]
            seconds = self.trial(trial)
            if seconds is not None and seconds <= self.budget:
                self.items = trial
                self.seconds = seconds
                self._count(exercise, 1)
                return True
        return False

    def candidates(
        self, group: str, goals: dict[str, float] | None = None, *, direct: bool = False
    ) -> list[Exercise]:
        """Exercises for `group`, best first; with `goals`, those that also feed other groups
        still under their goal (and spare groups already at it) come first. With `direct`
        the goals count primary sets: a secondary never advances them, and one that lands on
        a group still short of its goal costs that group weekly room, so it counts against.

        The answer depends only on the week's state (its version), this day's items, what
        the day allows and the goals, so a retry with none of them changed (a day the
        top-up tried and could not grow) reuses it."""
        key = (
            group,
            id(goals),
            direct,
            self.state.version,
            len(self.items),
            self.allowed_version,
            self.scope.name,
        )
        cached = self._candidates.get(key)
        if cached is None:
            cached = self._candidates_now(group, goals, direct=direct)
            if len(self._candidates) > CANDIDATE_CACHE:
                self._candidates.clear()
            self._candidates[key] = cached
        return list(cached)

    def _candidates_now(
        self, group: str, goals: dict[str, float] | None, *, direct: bool
    ) -> list[Exercise]:
        has_compound = any(
            CATALOG[i.exercise_id].is_compound and group in CATALOG[i.exercise_id].primary
            for i in self.items
        )
        strength = self.profile.goal == "strength"
        weekly = self.state.primary if direct else self.state.weighted

        def benefit(e: Exercise) -> float:
            if goals is None:
                return 0.0
            gain = 0.0
            for muscle in e.primary:
                if muscle in goals:
                    gain += 1.0 if weekly.get(muscle, 0.0) < goals[muscle] else -1.0
            for muscle in e.secondary:
                if muscle in goals:
                    short = weekly.get(muscle, 0.0) < goals[muscle]
                    helps = short and not direct
                    gain += SECONDARY_WEIGHT if helps else -SECONDARY_WEIGHT
            return -gain

        main_pattern = MAIN_PATTERN.get(self.scope.name)
        wants_main = main_pattern is not None and not any(
            CATALOG[i.exercise_id].pattern == main_pattern for i in self.items
        )

        def main_first(e: Exercise) -> tuple[int, int, int]:
            """The day's main lift leads: its pattern's compounds, priority 1 first, then
            the one that loads the spine least (a leg press before a goblet squat)."""
            if not (wants_main and e.is_compound and e.pattern == main_pattern):
                return (1, 0, 0)
            return (0, e.priority, SPINAL_RANK[e.spinal_loading])

        def score(e: Exercise) -> tuple[tuple[int, int, int], float, int, int, int, int]:
            kind_pref = 0 if e.is_compound != has_compound else 1
            priority = e.priority if strength or e.is_compound else 0
            return (
                main_first(e),
                benefit(e),
                kind_pref,
                self.state.uses.get(e.slug, 0),
                priority,
                SLUG_RANK[e.slug],
            )

        pool = [e for e in self.for_group(group) if e.slug not in self._slugs and self.usable(e)]
        return sorted(pool, key=score)

    def for_group(self, group: str) -> list[Exercise]:
        """The allowed exercises with `group` as a primary, in `allowed` order; conditioning
        (rower, burpees, sled) is a finisher, not a muscle's hard sets."""
        allowed = self.allowed
        if self._by_group_of is not allowed:
            # days flip between a few neighbour states: keep the split of each list seen
            known = self._split_of.get(id(allowed))
            if known is not None and known[0] is allowed:
                self._by_group = known[1]
            else:
                self._by_group = {}
                for e in allowed:
                    if not e.is_conditioning:
                        for muscle in e.primary:
                            self._by_group.setdefault(muscle, []).append(e)
                self._split_of[id(allowed)] = (allowed, self._by_group)
            self._by_group_of = allowed
        return self._by_group.get(group, [])

    def fill_group(
        self,
        group: str,
        need: float,
        *,
        limit: int = 4,
        goals: dict[str, float] | None = None,
        direct: bool = False,
    ) -> float:
        """Adds exercises for `group` until `need` sets are met; returns what is still owed."""
        tried: set[str] = set()
        added = 0
        while need >= 1.5 and added < limit:
            options = [
                e for e in self.candidates(group, goals, direct=direct) if e.slug not in tried
            ]
            if not options:
                break
            exercise = options[0]
            tried.add(exercise.slug)
            wanted = min(prescribe(exercise, template_for(self.profile)).sets, math.ceil(need))
            sets = self.add(exercise, wanted)
            if sets:
                added += 1
                need -= sets
        return need

    def fill(
        self,
        needs: dict[str, float],
        goals: dict[str, float] | None = None,
        *,
        direct: bool = False,
    ) -> None:
        """One exercise per group first (so every focus group is trained), then the rest.

        When the session is too short for a full first exercise per group, the first pass
        gives each group fewer sets, so the time is shared rather than spent on the first few.
        """
        wanting = [g for g, need in needs.items() if need >= 1.5]
        fits = (self.budget - WARMUP_SECONDS) // SECONDS_PER_SET_GUESS
        first = None if fits >= 3 * len(wanting) else max(2, fits // max(1, len(wanting)))
        for group in list(needs):
            want = needs[group] if first is None else min(needs[group], float(first))
            left = self.fill_group(group, want, limit=1, goals=goals, direct=direct)
            needs[group] -= want - left
        for group in list(needs):
            needs[group] = self.fill_group(group, needs[group], goals=goals, direct=direct)

    def grow(
        self, group: str, goals: dict[str, float], *, strict: bool, direct: bool = False
    ) -> bool:
        """Adds volume for `group` towards its goal: a new exercise, else one more set."""
        have = self.state.primary if direct else self.state.weighted
        need = goals[group] - have.get(group, 0.0)
        for exercise in self.candidates(group, goals, direct=direct)[:3]:
            wanted = min(
                prescribe(exercise, template_for(self.profile)).sets, max(2, math.ceil(need))
            )
            if self.add(exercise, wanted, strict=strict):
                return True
        return self.bump(group, strict=strict)


def _shares(plans: Sequence[DayPlan], plan: DayPlan, group: str, state: WeekState, target: float):
    """This day's part of what the week still owes `group` over the days not built yet; a
    day the user dedicated to the group (day_focus) counts double."""
    if group not in plan.focus:
        return 0.0
    weights = sum((2 if p.dedicated else 1) for p in plans if group in p.focus)
    expected = sum(
        EXPECTED_SECONDARY
        for p in plans
        for other in p.focus
        if group in TYPICAL_SECONDARY.get(other, ())
    )
    remaining = target - state.weighted.get(group, 0.0) - expected
    if remaining <= 0 and not plan.dedicated:
        return 0.0
    mine = 2 if plan.dedicated else 1
    share = math.ceil(remaining * mine / weights) if remaining > 0 else 0
    if plan.dedicated:
        share = max(share, DEDICATED_MIN)
    return min(float(SESSION_PRIMARY_AIM), float(share))


def _targets(
    emphasis: Sequence[str], profile: TrainingProfile, days: int, dedicated: Sequence[str]
) -> dict[str, float]:
    """Weekly weighted-set targets; more when the week has room (long or many sessions)."""
    roomy = days * profile.session_minutes >= 300
    targets = {g: t + (2.0 if roomy and t >= 10 else 0.0) for g, t in WEEKLY_TARGET.items()}
    for group in dedicated:
        targets[group] = max(targets.get(group, 0.0), 12.0)
    for group in emphasis:
        targets[group] = EMPHASIS_TARGET + (2.0 if roomy else 0.0)
    return targets


def _notes(
    profile: TrainingProfile,
    guard: Guard,
    emphasis: Sequence[str],
) -> list[str]:
    notes: list[str] = []
    have = available_exercises(guard.gear)
    wanted = [*emphasis, *(g for g in WEEKLY_TARGET if g not in emphasis)]
    uncovered = [g for g in wanted if not any(g in e.primary for e in have)]
    if uncovered:
        notes.append(
            f"Your gear has no exercise for {', '.join(uncovered)}, so this plan cannot train "
            "them directly; add dumbbells or machines to cover them."
        )
    for restriction in profile.restrictions:
        part = canonical_body_part(restriction.body_part)
        if part is None:
            continue
        label = part.replace("_", " ")
        when = (
            "for good"
            if restriction.until is None
            else f"until {restriction.until.date().isoformat()}"
        )
        if label.lower() == "lower back" and restriction.severity != "chronic":
            notes.append(
                f"Protecting your lower back ({restriction.severity.replace('_', ' ')}) "
                f"{when}: no spinal loading beyond light "
                "(no squats or Romanian deadlifts holding a load)."
            )
        else:
            notes.append(f"Protecting your {label} {when}: nothing that loads it heavily.")
    for event in profile.events:
        notes.append(
            f"Keeping {', '.join(event.spare)} fresh for {event.name} on {event.on.isoformat()}."
        )
    return notes


def _final_title(plan: DayPlan, items: Sequence[PlannedExercise], emphasis: Sequence[str]) -> str:
    """The day's title as its content bears out (C1): the split's name, "Full Body" for a
    thin day that had to take work from outside its split, and as its focus only the
    emphasised groups the day really trains directly."""
    if plan.dedicated:
        return plan.title
    template = plan.template
    exercises = [CATALOG[i.exercise_id] for i in items]
    if not all(plan.scope.fits(e) for e in exercises):
        template = "full"
    trained = {m for e in exercises for m in e.primary}
    focus = [g for g in emphasis if g in trained and g in TEMPLATES[template][1]]
    title = TEMPLATES[template][0]
    return f"{title} • {' & '.join(focus[:2])} Focus" if focus else title


def volume_note(week: Week, profile: TrainingProfile, guard: Guard | None = None) -> str | None:
    """One note naming every group under 10 weekly sets and the real limit for each."""
    guard = guard or _guard_for(week, profile)
    found = shortfalls(week, profile, guard)
    if not found:
        return None
    listed = "; ".join(f.describe() for f in found)
    return f"{VOLUME_NOTE}: {listed}."


def _guard_for(week: Week, profile: TrainingProfile) -> Guard:
    # Without the caller's guard, judge protections as of the week's first morning.
    start = datetime.combine(week.week_start_date, time.min, tzinfo=UTC)
    return Guard(profile, week.week_start_date, start)


def with_volume_note(week: Week, profile: TrainingProfile, guard: Guard | None = None) -> Week:
    notes = [n for n in week.notes if not n.startswith(VOLUME_NOTE)]
    note = volume_note(week, profile, guard)
    if note:
        notes.append(note)
    week.notes = notes
    return week


def theme_for(profile: TrainingProfile, emphasis: Sequence[str]) -> str:
    base = template_for(profile).theme
    if emphasis:
        return f"{base} • {' & '.join(emphasis)} Priority"
    return f"{base} • Full-Body Balance"


def _title(template: str, focus_override: Sequence[str] | None, emphasis: Sequence[str]) -> str:
    if focus_override:
        return (
            " & ".join(focus_override)
            if len(focus_override) < 3
            else (", ".join(focus_override[:-1]) + " & " + focus_override[-1])
        )
    title = TEMPLATES[template][0]
    focus = [g for g in emphasis if g in TEMPLATES[template][1]]
    if focus:
        return f"{title} • {' & '.join(focus[:2])} Focus"
    return title


_LEGS = frozenset({"Quads", "Hamstrings", "Glutes"})
_LOWER = frozenset(TEMPLATES["lower"][1])


def _layout(
    days: Sequence[Weekday], day_focus: dict[Weekday, list[str]], template: GoalTemplate
) -> dict[Weekday, str]:
    """Templates for every day when the user laid the legs on given days ("legs on monday
    and thursday", "月木が脚"): those days are the split's leg days, built like any leg day
    (its squat or hinge anchors included), and the other days take the rest of the split
    (push and pull, or upper). {} when no focus names the legs, or the split cannot place
    them, or only one day names them (the focused days are then built as dedicated days)."""
    whole = split_for(days, template)
    kind = "legs" if "legs" in whole else "lower"
    pinned = [
        d
        for d, muscles in day_focus.items()
        if _LEGS <= {canonical_body_part(m) for m in muscles} <= _LOWER | {None}
    ]
    others = [d for d in days if d not in day_focus]
    # One day given the legs ("make Wednesday a dedicated leg day") stays a dedicated day.
    if len(pinned) < 2 or len(pinned) + len(others) != len(days) or whole.count(kind) < len(pinned):
        return {}
    rest = list(whole)
    for _ in pinned:
        rest.remove(kind)
    return {d: kind for d in pinned} | dict(zip(others, rest, strict=True))


def generate_week(
    profile: TrainingProfile,
    week_start: date,
    now: datetime,
    *,
    day_focus: dict[Weekday, list[str]] | None = None,
    theme: str | None = None,
    guard: Guard | None = None,
) -> Week:
    """A deterministic seven-day week for `profile` (rest days included)."""
    guard = guard or Guard(profile, week_start, now)
    day_focus = day_focus or {}
    # a day the user gave a focus is a training day
    days = [w for w in WEEKDAYS if w in set(training_days(profile)) | set(day_focus)]
    emphasis = emphasis_of(profile)
    goal_template = template_for(profile)
    templates = _layout(days, day_focus, goal_template)
    if not templates:
        free_days = [d for d in days if d not in day_focus]
        templates = dict(zip(free_days, split_for(free_days, goal_template), strict=True))
    plans: list[DayPlan] = []
    for weekday in days:
        override = [g for g in (canonical_body_part(x) for x in day_focus.get(weekday, [])) if g]
        if weekday in templates:
            override = []
        template = templates.get(weekday, "arms")
        base = list(override) if override else list(TEMPLATES[template][1])
        focus = [g for g in emphasis if g in base] + [g for g in base if g not in emphasis]
        title = _title(template, override, emphasis)
        scope = scope_for(template, override)
        plans.append(DayPlan(weekday, title, focus, bool(override), template, scope))

    dedicated = sorted({g for plan in plans if plan.dedicated for g in plan.focus})
    targets = _targets(emphasis, profile, len(plans), dedicated)
    tiers = _tiers(emphasis, targets, dedicated)
    # The first pass aims at the weighted floors, choosing exercises as the direct floors
    # want them; the top-up then spends what time is left.
    direct_floors, floors_tier = tiers[1][0], tiers[2][0]
    floors = {g: min(t, floors_tier.get(g, t)) for g, t in targets.items()}
    state = WeekState(thin=thin_gear(profile))
    builders: dict[Weekday, DayBuilder] = {}
    anchored: dict[str, int] = {}
    # Days the user dedicated to a focus are built first, so the others leave room for them.
    order = [p for p in plans if p.dedicated] + [p for p in plans if not p.dedicated]
    for position, plan in enumerate(order):
        builder = DayBuilder(
            profile, guard, plan.weekday, state, minutes=profile.session_minutes, scope=plan.scope
        )
        builder.set_neighbours(*_neighbour_items(builders, plan.weekday))
        builders[plan.weekday] = builder
        unbuilt = order[position:]
        if goal_template.anchors and not plan.dedicated:
            _anchor(builder, goal_template, anchored, last=_last_chances(order[position:]))
        # Arms, calves and core wait for the top-up (they get what time remains), except on
        # a day that exists for them.
        keep_minor = plan.dedicated or plan.template == "arms"
        builder.fill(
            {
                g: _shares(unbuilt, plan, g, state, floors.get(g, 0.0))
                for g in plan.focus
                if keep_minor or g in MAJOR_GROUPS or g in emphasis
            },
            direct_floors,
            direct=True,
        )
        if plan.template == "full" and goal_template.split == "full":
            _whole_body(builder, targets, state)
        if goal_template.finisher and profile.session_minutes >= FINISHER_MINUTES:
            _finisher(builder)
        if len(builder.items) < 2:
            # A thin day (gear or protections ruled out its focus): use what the week lacks,
            # within the day's split first; only if that stays thin, as a full-body day (its
            # title then says so, below).
            _thicken(builder, targets, state)
            if len(builder.items) < 2 and not plan.dedicated:
                builder.widen()
                _thicken(builder, targets, state)
    for goals, strict, direct in tiers:
        _top_up(builders, plans, goals, strict=strict, direct=direct)
    _no_tiny_days(builders, plans, targets, state)
    if goal_template.name == "strength" and not goal_template.careful:
        for builder in builders.values():
            _stretch_main_lifts(builder, goal_template)
    if goal_template.finisher:
        for builder in builders.values():
            _stretch_finisher(builder)

    built: dict[Weekday, Day] = {}
    for plan in plans:
        builder = builders[plan.weekday]
        on = date_in_week(week_start, plan.weekday)
        if builder.items:
            blocks = arrange(builder.items, profile)
            title = _final_title(plan, builder.items, emphasis)
            built[plan.weekday] = build_day(plan.weekday, on, blocks, profile, title=title)
        else:
            built[plan.weekday] = rest_day(plan.weekday, on)

    notes = _notes(profile, guard, emphasis)
    held = {i.exercise_id for d in built.values() for b in d.blocks for i in b.exercises}
    notes += adaptation_note(profile, held)
    notes += _sport_notes(profile, days)
    if goal_template.progression:
        notes.append(goal_template.progression)
    dropped = [w for w in days if built[w].is_rest_day]
    if dropped:
        notes.append(
            f"{', '.join(w.capitalize() for w in dropped)}: nothing your gear and protections "
            "allow fits safely, so it stays a rest day."
        )
    short = _short_sessions(builders, profile, guard)
    if short:
        notes.append(short)
    week = finish_week(week_start, built, theme=theme or theme_for(profile, emphasis), notes=notes)
    return with_volume_note(week, profile, guard)


ANCHOR_TESTS: dict[str, Callable[[Exercise], bool]] = {
    "squat": lambda e: e.is_compound and e.pattern == "squat" and "Quads" in e.primary,
    "bench": lambda e: e.is_compound and e.pattern == "horizontal_push" and "Chest" in e.primary,
    "hinge": lambda e: e.pattern == "hinge" and "Hamstrings" in e.primary,
}
# The scopes (day templates) each anchor can sit on.
ANCHOR_SCOPES: dict[str, frozenset[str]] = {
    "squat": frozenset({"full", "lower", "legs"}),
    "bench": frozenset({"full", "upper", "push"}),
    "hinge": frozenset({"full", "lower", "legs", "pull"}),
}


def _anchor_rank(exercise: Exercise, profile: TrainingProfile) -> tuple[int, int, int]:
    """The main lift first: a bar over everything else, then priority, then the least
    spinal loading."""
    barbell = implement_of(exercise, profile) == "barbell"
    return (0 if barbell else 1, exercise.priority, SPINAL_RANK[exercise.spinal_loading])


def _last_chances(unbuilt: Sequence[DayPlan]) -> set[str]:
    """Anchors this day is the last chance for (no later day of a fitting template)."""
    later = {p.template for p in unbuilt[1:] if not p.dedicated}
    return {name for name, scopes in ANCHOR_SCOPES.items() if not later & scopes}


def _anchor(
    builder: DayBuilder, template: GoalTemplate, placed: dict[str, int], *, last: set[str]
) -> None:
    """Seeds the day's main lifts (strength: squat and bench twice, a hinge once) before the
    fill. The best version (the barbell lift) goes in where the day allows it; a weaker
    variant (leg press for the squat) only when no later day can take the main one."""
    if builder.scope.name not in {s for scopes in ANCHOR_SCOPES.values() for s in scopes}:
        return
    wanted = [(name, need) for name, need in template.anchors if placed.get(name, 0) < need]
    wanted.sort(key=lambda pair: placed.get(pair[0], 0) / pair[1])
    for name, _need in wanted:
        if builder.scope.name not in ANCHOR_SCOPES[name]:
            continue
        test = ANCHOR_TESTS[name]
        options = sorted(
            (e for e in builder.allowed if test(e) and builder.scope.fits(e)),
            key=lambda e: _anchor_rank(e, builder.profile),
        )
        if not options:
            continue
        tries = options if name in last else options[:1]
        for exercise in tries:
            sets = prescribe(exercise, template_for(builder.profile)).sets
            if builder.add(exercise, sets):
                placed[name] = placed.get(name, 0) + 1
                break


def coach_allows(exercise: Exercise, profile: TrainingProfile, weekday: Weekday) -> bool:
    """The goal template's and the user's own limits on what a day may hold, beyond gear
    and protections: the careful template keeps bar work out when other loads are owned
    and loaded spinal flexion out for low bone density; words the user refused ("no
    lunges"); no heavy leg work in the 48 h before an endurance or sport key session."""
    return CoachLimits(profile).allows(exercise, weekday)


class CoachLimits:
    """`coach_allows` with what it reads from the profile worked out once, for a day's
    whole pool."""

    def __init__(self, profile: TrainingProfile) -> None:
        self.profile = profile
        self.avoid = [word.lower() for word in profile.avoid]
        self.no_barbell = "barbell" in self.avoid
        template = template_for(profile)
        self.careful_bar = template.careful and _other_loads(profile)
        self.no_flexion = template.careful and low_bone_density(profile)
        self.gear = normalize_gear(profile.gear)

    def allows(self, exercise: Exercise, weekday: Weekday) -> bool:
        if self.avoid:
            name = exercise.name.lower()
            if any(word in name for word in self.avoid):
                return False
        barbell = (self.no_barbell or self.careful_bar) and (
            exercise.implement_for(self.gear) == "barbell"
        )
        if barbell:
            return False
        if self.no_flexion and exercise.pattern in ("core_flexion", "core_rotation"):
            return False
        return not (
            self.profile.key_days
            and _before_key(self.profile, weekday)
            and heavy_lower(exercise, self.profile)
        )


def _other_loads(profile: TrainingProfile) -> bool:
    gear = normalize_gear(profile.gear)
    return bool(gear & {"dumbbells", "cable machine", "leg press machine", "kettlebell"})


def heavy_lower(exercise: Exercise, profile: TrainingProfile) -> bool:
    """Heavy leg work a key session needs 48 h clear of: a lower-body compound that loads
    the spine heavily or is a main lift with a bar."""
    if not exercise.is_compound or not set(exercise.primary) & {"Quads", "Hamstrings", "Glutes"}:
        return False
    main_bar = exercise.priority == 1 and implement_of(exercise, profile) == "barbell"
    return exercise.spinal_loading == "high" or main_bar


def _before_key(profile: TrainingProfile, weekday: Weekday) -> bool:
    index = WEEKDAYS.index(weekday)
    return any((WEEKDAYS.index(key) - index) % 7 in (1, 2) for key in profile.key_days)


def _sport_notes(profile: TrainingProfile, days: Sequence[Weekday]) -> list[str]:
    """How the lifting fits the key session of an endurance athlete or a sport."""
    if not profile.key_days:
        return []
    session = profile.key_session or "key session"
    keys = ", ".join(k.capitalize() for k in profile.key_days)
    near = [d.capitalize() for d in days if _before_key(profile, d)]
    far = [d.capitalize() for d in days if not _before_key(profile, d)]
    parts = [
        f"Lifting sits on {', '.join(d.capitalize() for d in days)} around your {session} on {keys}"
    ]
    if far:
        parts.append(f"the heavier leg work goes on {', '.join(far)}")
    if near:
        parts.append(
            f"{', '.join(near)} keep{'s' if len(near) == 1 else ''} the legs light (no heavy "
            f"squats or deadlifts in the 48 h before {keys})"
        )
    return ["; ".join(parts) + ", so you arrive at it fresh."]


UPPER_GROUPS = ("Chest", "Back", "Shoulders")
LOWER_GROUPS = ("Quads", "Hamstrings", "Glutes")
FINISHER_MINUTES = 40  # a session this long has room for a few minutes of conditioning
FINISHER_SETS = 3
# Conditioning that needs a machine or a tool the user bought for it comes first (a rower
# is why they own one); the bodyweight moves are the fallback everyone has.
FINISHER_GEAR_FIRST = ("rower", "bike", "sled", "jump rope")


def _whole_body(builder: DayBuilder, targets: dict[str, float], state: WeekState) -> None:
    """A full-body day of a full-body template holds upper and lower work even when the
    weekly share of one half was met on earlier days (a coach still squats on Sunday)."""
    trained = {m for i in builder.items for m in CATALOG[i.exercise_id].primary}
    for half in (LOWER_GROUPS, UPPER_GROUPS):
        if trained & set(half) or not builder.items:
            continue
        for group in sorted(half, key=lambda g: state.weighted.get(g, 0.0) - targets.get(g, 0.0)):
            if builder.fill_group(group, 2.0, limit=1) < 2.0:
                break


TINY_DAY = 3  # fewer exercises than this is not a session


def _no_tiny_days(
    builders: dict[Weekday, DayBuilder],
    plans: Sequence[DayPlan],
    targets: dict[str, float],
    state: WeekState,
) -> None:
    """A day the caps and the 48 h rule left with one or two exercises (six short days on
    little gear) takes a little of whatever it can still hold, the least-trained groups
    first, from outside its split if need be (its title then says Full Body)."""
    for plan in plans:
        builder = builders[plan.weekday]
        if not builder.items or len(builder.items) >= TINY_DAY:
            continue
        if not plan.dedicated:
            builder.widen()
        builder.set_neighbours(*_neighbour_items(builders, plan.weekday))

        def need(e: Exercise) -> tuple[float, int]:
            # the least-trained of its groups first (a group with no target, such as the
            # lower back, counts as untrained), then the least-used exercise
            share = min(state.weighted.get(m, 0.0) / targets.get(m, 10.0) for m in e.primary)
            return (share, state.uses.get(e.slug, 0))

        options = sorted(
            (
                e
                for e in builder.allowed
                if not e.is_conditioning and not builder.has(e.slug) and builder.usable(e)
            ),
            key=need,
        )
        for exercise in options:
            if len(builder.items) >= TINY_DAY:
                break
            builder.add(exercise, 2)
        # Short on minutes (a 20-minute day): trim the longest exercise towards 2 sets to
        # make room for a third, rather than keep a 2-exercise session.
        before, seconds, trimmed = list(builder.items), builder.seconds, []
        while len(builder.items) < TINY_DAY and (cut := _trim_one_set(builder)) is not None:
            trimmed.append(cut)
            for exercise in options:
                if not builder.has(exercise.slug) and builder.add(exercise, 2):
                    break
        if len(builder.items) < TINY_DAY and trimmed:
            # nothing fitted even so: the day keeps its sets
            builder.items, builder.seconds = before, seconds
            for exercise in trimmed:
                builder._count(exercise, 1)


def _trim_one_set(builder: DayBuilder) -> Exercise | None:
    """One set off the exercise with the most sets (above 2): that exercise, or None."""
    index = max(range(len(builder.items)), key=lambda i: builder.items[i].target_sets, default=None)
    if index is None or builder.items[index].target_sets <= 2:
        return None
    item = builder.items[index]
    trimmed = item.model_copy(update={"target_sets": item.target_sets - 1})
    trial = [*builder.items[:index], trimmed, *builder.items[index + 1 :]]
    seconds = builder.trial(trial)
    if seconds is None:
        return None
    builder.items = trial
    builder.seconds = seconds
    exercise = CATALOG[item.exercise_id]
    builder._count(exercise, -1)
    return exercise


def _stretch_finisher(builder: DayBuilder) -> None:
    """General fitness and fat loss: minutes the lifting leaves free (the weekly landmarks
    are met) go to more conditioning rounds, not to an early finish."""
    aim = FILL_AIM * builder.budget
    for index, item in enumerate(builder.items):
        exercise = CATALOG[item.exercise_id]
        if not exercise.is_conditioning:
            continue
        while builder.seconds < aim and builder.items[index].target_sets < MAX_SETS_PER_EXERCISE:
            current = builder.items[index]
            if builder.max_sets(exercise, 1) < 1:
                break
            grown = current.model_copy(update={"target_sets": current.target_sets + 1})
            trial = [*builder.items[:index], grown, *builder.items[index + 1 :]]
            seconds = builder.trial(trial)
            if seconds is None or seconds > builder.budget:
                break
            builder.items = trial
            builder.seconds = seconds
            builder._count(exercise, 1)


MAIN_REST_MAX = 300  # strength: heavy sets rest 3-5 min, so a short day rests longer
MAIN_REST_STEP = 30
COMPOUND_REST_MAX = 180  # strength accessories (6-10 reps) rest up to 3 min
ISOLATION_REST_MAX = 120


def _stretch_main_lifts(builder: DayBuilder, template: GoalTemplate) -> None:
    """Strength: minutes the lifting leaves free (the weekly landmarks are met) go to the
    main lifts, as a coach spends them: longer rests between heavy sets (up to 5 min), then
    one more heavy set where the caps allow, never to junk accessory volume."""
    aim = FILL_AIM * builder.budget

    def slot(dose: Dose) -> list[int]:
        """The items still prescribed as this dose (its rest and reps)."""
        return [
            index
            for index, item in enumerate(builder.items)
            if item.rest_seconds == dose.rest and item.target_reps == dose.reps
        ]

    def grow(index: int, update: dict[str, int]) -> bool:
        grown = builder.items[index].model_copy(update=update)
        trial = [*builder.items[:index], grown, *builder.items[index + 1 :]]
        seconds = builder.trial(trial)
        if seconds is None or seconds > builder.budget:
            return False
        builder.items = trial
        builder.seconds = seconds
        return True

    def rest_longer(indices: list[int], rest: int, cap: int, step: int) -> None:
        while builder.seconds < aim and indices and rest < cap:
            rest = min(cap, rest + step)
            if not all(grow(index, {"rest_seconds": rest}) for index in indices):
                break

    mains = slot(template.main)
    if not mains:
        return
    rest_longer(mains, template.main.rest, MAIN_REST_MAX, MAIN_REST_STEP)
    # then the other compounds: 6-10-rep strength accessories rest up to 3 min
    others = slot(template.compound)
    rest_longer(others, template.compound.rest, COMPOUND_REST_MAX, MAIN_REST_STEP)
    # then one more set, main lifts first, then the other compounds, where the caps allow
    for index in [*mains, *others]:
        exercise = CATALOG[builder.items[index].exercise_id]
        if builder.seconds >= aim or builder.items[index].target_sets >= MAX_SETS_PER_EXERCISE:
            continue
        if builder.max_sets(exercise, 1) < 1:
            continue
        sets = builder.items[index].target_sets + 1
        if grow(index, {"target_sets": sets}):
            builder._count(exercise, 1)
    # and isolation work rests a little longer (up to 2 min), as heavy accessories may
    rest_longer(slot(template.isolation), template.isolation.rest, ISOLATION_REST_MAX, 15)


def _finisher(builder: DayBuilder) -> None:
    """A short conditioning finisher (general fitness, fat loss): intervals on what the
    user owns for it, else a bodyweight move, that the day's protections allow."""
    if any(CATALOG[i.exercise_id].is_conditioning for i in builder.items):
        return

    def rank(e: Exercise) -> tuple[int, int, int]:
        owned = 0 if any(t in FINISHER_GEAR_FIRST for o in e.gear_options for t in o) else 1
        stress = sum(SPINAL_RANK[level] for level in e.joint_stress.values())
        return (owned, builder.state.uses.get(e.slug, 0), stress)

    profile = builder.profile
    careful = (profile.age or 0) >= CAREFUL_AGE or low_bone_density(profile)
    options = sorted(
        (
            e
            for e in builder.allowed
            if e.is_conditioning
            and builder.usable(e)
            # older adults and low bone density: low-impact machine intervals only
            and not (careful and e.gear_options == (frozenset({"bodyweight"}),))
        ),
        key=rank,
    )
    for exercise in options:
        if builder.add(exercise, FINISHER_SETS, minimum=2):
            return


def _thicken(builder: DayBuilder, targets: dict[str, float], state: WeekState) -> None:
    for group in sorted(targets, key=lambda g: state.weighted.get(g, 0.0) - targets[g]):
        if targets[group] > state.weighted.get(group, 0.0):
            builder.fill_group(group, min(3.0, targets[group]))
        if len(builder.items) >= 3:
            break


def _short_sessions(
    builders: dict[Weekday, DayBuilder],
    profile: TrainingProfile,
    guard: Guard,
) -> str | None:
    """Why sessions end well before the minutes, naming each day that does (under 85 %)."""
    aim = FILL_AIM * profile.session_minutes * 60
    short = [
        (weekday, round(b.seconds / 60))
        for weekday in WEEKDAYS
        if (b := builders.get(weekday)) is not None and b.items and b.seconds < aim
    ]
    if not short:
        return None
    if len(short) == 1:
        head = f"{short[0][0].capitalize()} takes about {short[0][1]} of your "
    else:
        days = ", ".join(f"{w.capitalize()} ({m})" for w, m in short)
        head = f"{days} take fewer than your "
    head += f"{profile.session_minutes} minutes"
    have = available_exercises(guard.gear)
    if len(have) < 12:
        return f"{head}: your gear offers {len(have)} exercises, and they are all in use."
    state = next(iter(builders.values())).state
    trained = {
        m for w, _ in short for i in builders[w].items for m in CATALOG[i.exercise_id].primary
    }
    full = sorted(g for g in trained if state.weighted.get(g, 0.0) >= WEEKLY_MIN)
    groups = f" ({', '.join(full)})" if full else ""
    return (
        f"{head}: the groups {'that day trains' if len(short) == 1 else 'those days train'}"
        f"{groups} already reach the weekly set landmarks (about 10-{WEEKLY_AIM:g} hard sets "
        "per group, never over 20), so the extra minutes stay free rather than pile on "
        "junk volume."
    )


def _neighbour_items(
    builders: dict[Weekday, DayBuilder], weekday: Weekday
) -> tuple[list[PlannedExercise], list[PlannedExercise]]:
    index = WEEKDAYS.index(weekday)
    before = builders.get(WEEKDAYS[index - 1]) if index > 0 else None
    after = builders.get(WEEKDAYS[index + 1]) if index < 6 else None
    return (before.items if before else []), (after.items if after else [])


def _tiers(
    emphasis: Sequence[str], targets: dict[str, float], dedicated: Sequence[str]
) -> list[tuple[dict[str, float], bool, bool]]:
    """The top-up's goals as (goals, strict, direct), in order: 10 direct sets for every
    emphasised, dedicated and major group (an auditor may count primary sets only, and
    "emphasis" means lateral raises, not just the delts' share of presses), first for the
    groups no other group's compounds feed, then for all; the weighted
    floors (emphasis 12, majors 10); a few direct sets for the arms, calves and core; the
    emphasis targets; arms, calves and core; then more
    of everything while the minutes last. Only the floors may use the strict limits (see
    science.sets_room). `direct` goals count primary sets only."""
    floors = {g: EMPHASIS_FLOOR for g in emphasis}
    for group in [*dedicated, *MAJOR_GROUPS]:
        floors.setdefault(group, EMPHASIS_FLOOR if group in dedicated else WEEKLY_MIN)
    direct = {g: DIRECT_FLOOR for g in floors}
    # Groups that other groups' compounds feed as a secondary go second: the delts take
    # what room presses and rows leave them, not the other way round.
    fed = {m for others in TYPICAL_SECONDARY.values() for m in others}
    feeders = {g: t for g, t in direct.items() if g not in fed}
    emphasis_goals = {g: targets[g] for g in floors if g in emphasis or g in dedicated}
    minors = {g: t for g, t in targets.items() if g not in floors}
    small = {g: t for g, t in SMALL_MINIMUM.items() if g not in floors}
    extra = {g: min(WEEKLY_AIM, targets[g] + 2.0) for g in floors if g not in emphasis_goals}
    extra |= {g: WEEKLY_AIM for g in emphasis_goals}
    extra |= {g: t + 2.0 for g, t in minors.items()}
    return [
        (feeders, True, True),
        (direct, True, True),
        (floors, True, False),
        (small, False, True),
        (emphasis_goals, False, False),
        (minors, False, False),
        (extra, False, False),
    ]


def _top_up(
    builders: dict[Weekday, DayBuilder],
    plans: Sequence[DayPlan],
    goals: dict[str, float],
    *,
    strict: bool,
    direct: bool = False,
) -> None:
    """Spend the minutes left on the groups furthest from their goal, one step at a time."""
    if not builders:
        return
    state = next(iter(builders.values())).state
    have = state.primary if direct else state.weighted
    blocked: set[str] = set()
    while True:
        short = [g for g in goals if g not in blocked and have.get(g, 0.0) < goals[g]]
        if not short:
            return
        group = max(short, key=lambda g: (goals[g] - have.get(g, 0.0)) / goals[g])
        if not _grow_somewhere(builders, plans, group, goals, strict=strict, direct=direct):
            blocked.add(group)


def _grow_somewhere(
    builders: dict[Weekday, DayBuilder],
    plans: Sequence[DayPlan],
    group: str,
    goals: dict[str, float],
    *,
    strict: bool,
    direct: bool = False,
) -> bool:
    # Days that promise the group first, then the emptiest; a day the user dedicated to
    # other groups is left alone.
    ranked = sorted(
        (p for p in plans if not p.dedicated or group in p.focus),
        key=lambda p: (group not in p.focus, builders[p.weekday].seconds),
    )
    for plan in ranked:
        builder = builders[plan.weekday]
        if not builder.items or builder.budget - builder.seconds < MIN_SET_SECONDS:
            continue
        builder.set_neighbours(*_neighbour_items(builders, plan.weekday))
        if builder.grow(group, goals, strict=strict, direct=direct):
            return True
    return False


def finalize_week(week: Week, profile: TrainingProfile, guard: Guard | None = None) -> Week:
    """Recompute the week's summary, chips and volume note after its days changed."""
    fresh = finish_week(
        week.week_start_date, dict(week.days), theme=week.theme, notes=list(week.notes)
    )
    return with_volume_note(fresh, profile, guard)
