"""Builds a full week from a training profile, obeying every rule by construction.

The split follows the number of training days and whether they fall on consecutive days.
Each day has an ordered list of focus groups; each group gets its share of the week's
target sets (more for emphasised groups), chosen greedily from what the day allows: gear
and protections (Guard), 48 h since the last heavy compound for that group (R6, so a group
that had a compound yesterday gets isolation today), no heavy spinal loading on
consecutive days (R7), the per-session and weekly caps (R4, R5) and the minutes (R10).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime

from fitcoach.catalog import CATALOG, SLUGS, Exercise
from fitcoach.programming.assemble import arrange, build_day, finish_week, make_item, rest_day
from fitcoach.programming.estimates import blocks_seconds
from fitcoach.programming.guard import Guard, canonical_body_part
from fitcoach.programming.models import Day, PlannedExercise, TrainingProfile, Week
from fitcoach.programming.rules import volume_floor_groups
from fitcoach.programming.science import (
    SECONDARY_WEIGHT,
    SESSION_CAP,
    SESSION_PRIMARY_AIM,
    WEEKLY_AIM,
    add_sets,
    prescribe,
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
# Groups that the compounds for a focus group also work (as secondaries), and how many
# weighted sets that typically adds per day; direct work is planned net of it, so that
# secondary work does not crowd a group past its weekly ceiling.
TYPICAL_SECONDARY: dict[str, tuple[str, ...]] = {
    "Chest": ("Shoulders", "Triceps"),
    "Back": ("Biceps", "Shoulders"),
    "Shoulders": ("Triceps",),
    "Quads": ("Hamstrings",),
}
EXPECTED_SECONDARY = 1.0
DEDICATED_MIN = 4  # direct sets a group gets on a day the user dedicated to it
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


def split_for(days: Sequence[Weekday]) -> list[str]:
    n = len(days)
    if n == 0:
        return []
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
    uses: dict[str, int] = field(default_factory=dict)


@dataclass
class DayPlan:
    weekday: Weekday
    title: str
    focus: list[str]
    dedicated: bool = False


def _neighbour_load(day: Day | None) -> tuple[set[str], bool]:
    if day is None or day.is_rest_day:
        return set(), False
    exercises = [CATALOG[i.exercise_id] for b in day.blocks for i in b.exercises]
    heavy = {m for e in exercises if e.is_compound for m in e.primary}
    return heavy, any(e.spinal_loading == "high" for e in exercises)


class DayBuilder:
    """Fills one day greedily under every cap; shared by the generator and the operations."""

    def __init__(
        self,
        profile: TrainingProfile,
        guard: Guard,
        weekday: Weekday,
        state: WeekState,
        *,
        before: Day | None,
        after: Day | None,
        minutes: int,
    ) -> None:
        self.profile = profile
        self.weekday = weekday
        self.state = state
        self.budget = minutes * 60
        heavy_before, spine_before = _neighbour_load(before)
        heavy_after, spine_after = _neighbour_load(after)
        self.heavy_near = heavy_before | heavy_after
        self.spine_near = spine_before or spine_after
        self.allowed = [e for e in guard.allowed(weekday) if self.fits_recovery(e)]
        self.items: list[PlannedExercise] = []
        self.day_weighted: dict[str, float] = {}
        self.day_primary: dict[str, float] = {}

    def fits_recovery(self, exercise: Exercise) -> bool:
        if exercise.is_compound and self.heavy_near & set(exercise.primary):
            return False
        return not (exercise.spinal_loading == "high" and self.spine_near)

    def max_sets(self, exercise: Exercise, wanted: int) -> int:
        sets = wanted
        for muscle in exercise.primary:
            sets = min(
                sets,
                int(SESSION_PRIMARY_AIM - self.day_primary.get(muscle, 0.0)),
                int(SESSION_CAP - self.day_weighted.get(muscle, 0.0)),
                int(WEEKLY_AIM - self.state.weighted.get(muscle, 0.0)),
            )
        for muscle in exercise.secondary:
            room_day = (SESSION_CAP - self.day_weighted.get(muscle, 0.0)) / SECONDARY_WEIGHT
            room_week = (WEEKLY_AIM - self.state.weighted.get(muscle, 0.0)) / SECONDARY_WEIGHT
            sets = min(sets, math.floor(room_day + 1e-9), math.floor(room_week + 1e-9))
        return sets

    def seconds_with(self, extra: PlannedExercise | None) -> float:
        items = [*self.items, extra] if extra is not None else self.items
        return blocks_seconds(arrange(items, self.profile))

    def has(self, slug: str) -> bool:
        return any(item.exercise_id == slug for item in self.items)

    def add(self, exercise: Exercise, wanted: int, *, minimum: int = 2) -> int:
        """Adds up to `wanted` sets of `exercise` within caps and time; returns sets added."""
        sets = self.max_sets(exercise, wanted)
        while sets >= minimum:
            item = make_item(exercise, sets, self.profile)
            if self.seconds_with(item) <= self.budget:
                self.items.append(item)
                add_sets(self.day_weighted, exercise, sets)
                for muscle in exercise.primary:
                    self.day_primary[muscle] = self.day_primary.get(muscle, 0.0) + sets
                add_sets(self.state.weighted, exercise, sets)
                self.state.uses[exercise.slug] = self.state.uses.get(exercise.slug, 0) + 1
                return sets
            sets -= 1
        return 0

    def candidates(self, group: str) -> list[Exercise]:
        has_compound = any(
            CATALOG[i.exercise_id].is_compound and group in CATALOG[i.exercise_id].primary
            for i in self.items
        )
        strength = self.profile.goal == "strength"

        def score(e: Exercise) -> tuple[int, int, int, int]:
            kind_pref = 0 if e.is_compound != has_compound else 1
            priority = e.priority if strength or e.is_compound else 0
            return (kind_pref, self.state.uses.get(e.slug, 0), priority, SLUGS.index(e.slug))

        pool = [e for e in self.allowed if group in e.primary and not self.has(e.slug)]
        return sorted(pool, key=score)

    def fill_group(self, group: str, need: float, *, limit: int = 4) -> float:
        """Adds exercises for `group` until `need` sets are met; returns what is still owed."""
        tried: set[str] = set()
        added = 0
        while need >= 1.5 and added < limit:
            options = [e for e in self.candidates(group) if e.slug not in tried]
            if not options:
                break
            exercise = options[0]
            tried.add(exercise.slug)
            wanted = min(prescribe(exercise, self.profile.goal).sets, math.ceil(need))
            sets = self.add(exercise, wanted)
            if sets:
                added += 1
                need -= sets
        return need

    def fill(self, needs: dict[str, float]) -> None:
        """One exercise per group first (so every focus group is trained), then the rest."""
        for group in list(needs):
            needs[group] = self.fill_group(group, needs[group], limit=1)
        for group in list(needs):
            needs[group] = self.fill_group(group, needs[group])


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
    have = [e for e in CATALOG.values() if e.available_with(guard.gear)]
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
        notes.append(f"Protecting your {label} {when}: nothing that loads it heavily.")
    for event in profile.events:
        notes.append(
            f"Keeping {', '.join(event.spare)} fresh for {event.name} on {event.on.isoformat()}."
        )
    return notes


def _on_theme(items: Sequence[PlannedExercise], focus: Sequence[str]) -> bool:
    """At least half the day's direct sets train the groups its title promises."""
    total = sum(i.target_sets * len(CATALOG[i.exercise_id].primary) for i in items)
    on = sum(i.target_sets * len(set(CATALOG[i.exercise_id].primary) & set(focus)) for i in items)
    return total == 0 or on * 2 >= total


def volume_note(week: Week, profile: TrainingProfile) -> str | None:
    short = volume_floor_groups(week, profile)
    if not short:
        return None
    listed = ", ".join(f"{g} ({s:g})" for g, s in short.items())
    frequency = week.summary.frequency
    return (
        f"{VOLUME_NOTE} for {listed}: {frequency} session(s) of "
        f"{profile.session_minutes} min with your gear and protections leave no room for more "
        "without breaking the session caps."
    )


def with_volume_note(week: Week, profile: TrainingProfile) -> Week:
    notes = [n for n in week.notes if not n.startswith(VOLUME_NOTE)]
    note = volume_note(week, profile)
    if note:
        notes.append(note)
    week.notes = notes
    return week


def theme_for(profile: TrainingProfile, emphasis: Sequence[str]) -> str:
    base = GOAL_THEME[profile.goal]
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
    free_days = [d for d in days if d not in day_focus]
    templates = dict(zip(free_days, split_for(free_days), strict=True))
    plans: list[DayPlan] = []
    for weekday in days:
        override = [g for g in (canonical_body_part(x) for x in day_focus.get(weekday, [])) if g]
        template = templates.get(weekday, "arms")
        base = list(override) if override else list(TEMPLATES[template][1])
        focus = [g for g in emphasis if g in base] + [g for g in base if g not in emphasis]
        plans.append(DayPlan(weekday, _title(template, override, emphasis), focus, bool(override)))

    dedicated = sorted({g for plan in plans if plan.dedicated for g in plan.focus})
    targets = _targets(emphasis, profile, len(plans), dedicated)
    state = WeekState()
    built: dict[Weekday, Day] = {}
    # Days the user dedicated to a focus are built first, so the others leave room for them.
    order = [p for p in plans if p.dedicated] + [p for p in plans if not p.dedicated]
    for position, plan in enumerate(order):
        index = WEEKDAYS.index(plan.weekday)
        builder = DayBuilder(
            profile,
            guard,
            plan.weekday,
            state,
            before=built.get(WEEKDAYS[index - 1]) if index > 0 else None,
            after=built.get(WEEKDAYS[index + 1]) if index < 6 else None,
            minutes=profile.session_minutes,
        )
        unbuilt = order[position:]
        builder.fill({g: _shares(unbuilt, plan, g, state, targets.get(g, 0.0)) for g in plan.focus})
        if len(builder.items) < 2:
            # A thin day (gear or protections ruled out its focus): use what the week lacks.
            for group in sorted(targets, key=lambda g: state.weighted.get(g, 0.0) - targets[g]):
                if targets[group] > state.weighted.get(group, 0.0):
                    builder.fill_group(group, min(3.0, targets[group]))
                if len(builder.items) >= 3:
                    break
        on = date_in_week(week_start, plan.weekday)
        if builder.items:
            blocks = arrange(builder.items, profile)
            day = build_day(plan.weekday, on, blocks, profile, title=plan.title)
            if not plan.dedicated and not _on_theme(builder.items, plan.focus):
                day.title = day.focus_tag
            built[plan.weekday] = day
        else:
            built[plan.weekday] = rest_day(plan.weekday, on)

    notes = _notes(profile, guard, emphasis)
    dropped = [w for w in days if built[w].is_rest_day]
    if dropped:
        notes.append(
            f"{', '.join(w.capitalize() for w in dropped)}: nothing your gear and protections "
            "allow fits safely, so it stays a rest day."
        )
    week = finish_week(week_start, built, theme=theme or theme_for(profile, emphasis), notes=notes)
    return with_volume_note(week, profile)


def finalize_week(week: Week, profile: TrainingProfile) -> Week:
    """Recompute the week's summary, chips and volume note after its days changed."""
    fresh = finish_week(
        week.week_start_date, dict(week.days), theme=week.theme, notes=list(week.notes)
    )
    return with_volume_note(fresh, profile)
