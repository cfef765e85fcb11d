"""What an experienced coach checks on a generated week, beyond the spec's rules R1-R12.

These are judgements about a plan the engine wrote itself, not limits on what a user may ask
for: a user who wants deadlifts on their upper day may have them. So `coach_checks` is a
separate function that `validate_week` does not call; the generator obeys it by
construction and the property tests hold it to that.

- C1 coherent day: each split day has a muscle scope (upper, lower, push, pull, legs, full
  body, arms & shoulders, or the groups a user dedicated it to). An exercise fits the day
  when all its primary groups are in scope; core fits every day, and side- and rear-delt
  isolation may ride on a lower day (the spec pairs lateral delts with calves). The groups a
  title names as its focus ("Upper Body • Back Focus") are trained directly that day, and the
  focus tag names groups the day is for.
- C2 spinal load: at most one `spinal_loading: high` exercise per session.
- C3 repeats: a conventional deadlift at most once a week, any exercise at most twice (three
  times when the gear offers fewer than THIN_GEAR exercises).
- C4 main lift first: the first exercise of a movement pattern in a session gets at least as
  many sets as any later exercise of the same pattern.
- C5 small groups: calves and core on at most 3 days a week, at most 4 direct sets a day.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass

from fitcoach.catalog import CATALOG, MUSCLE_GROUPS, Exercise
from fitcoach.programming.guard import normalize_gear
from fitcoach.programming.models import Day, TrainingProfile, Week
from fitcoach.programming.rules import Violation
from fitcoach.weekdays import WEEKDAYS, Weekday

UPPER = frozenset({"Chest", "Back", "Shoulders", "Biceps", "Triceps", "Forearms"})
LOWER = frozenset({"Quads", "Hamstrings", "Glutes", "Calves", "Lower Back"})
SCOPES: dict[str, frozenset[str]] = {
    "full": frozenset(MUSCLE_GROUPS),
    "upper": UPPER,
    "lower": LOWER,
    "legs": LOWER,
    "push": frozenset({"Chest", "Shoulders", "Triceps"}),
    "pull": frozenset({"Back", "Biceps", "Forearms"}),
    "arms": frozenset({"Shoulders", "Biceps", "Triceps", "Forearms"}),
}
# Day titles the generator writes, by template (the part before " • ").
TITLE_SCOPES: dict[str, str] = {
    "Full Body": "full",
    "Upper Body": "upper",
    "Lower Body": "lower",
    "Legs": "legs",
    "Push": "push",
    "Pull": "pull",
    "Arms & Shoulders": "arms",
}
RIDERS: dict[str, frozenset[str]] = {
    # patterns that may ride on a day outside their groups' scope
    "lower": frozenset({"shoulder_abduction", "rear_delt_fly"}),
    "legs": frozenset({"shoulder_abduction", "rear_delt_fly"}),
    "pull": frozenset({"rear_delt_fly"}),
}
EVERY_DAY = frozenset({"Core"})
SMALL_GROUPS: tuple[str, ...] = ("Calves", "Core")
SMALL_DAYS = 3  # days a week a small group is trained on, at most
SMALL_SETS = 4  # direct sets a day for a small group, at most
MAX_REPEATS = 2  # days a week one exercise appears on
THIN_REPEATS = 3  # ... when the gear offers few exercises
THIN_GEAR = 12
ONCE_A_WEEK = frozenset({"conventional-deadlift"})


@dataclass(frozen=True, slots=True)
class Scope:
    """The groups a day is for, and the patterns that may ride along outside them."""

    name: str
    muscles: frozenset[str]
    riders: frozenset[str] = frozenset()

    def fits(self, exercise: Exercise) -> bool:
        if exercise.pattern in self.riders:
            return True
        return all(m in self.muscles or m in EVERY_DAY for m in exercise.primary)


def scope_for(template: str, dedicated: Iterable[str] = ()) -> Scope:
    """A split template's scope, or the groups a user dedicated the day to."""
    groups = [g for g in dedicated if g in MUSCLE_GROUPS]
    if groups:
        return Scope("dedicated", frozenset(groups))
    return Scope(template, SCOPES[template], RIDERS.get(template, frozenset()))


def scope_of_title(title: str) -> Scope | None:
    """The scope a day's title promises: a template name, or a list of groups ("Chest &
    Back"). None for a title that names neither (a user's own)."""
    head = title.split(" • ")[0].strip()
    if head in TITLE_SCOPES:
        return scope_for(TITLE_SCOPES[head])
    parts = [p.strip() for chunk in head.split(",") for p in chunk.split("&")]
    if parts and all(p in MUSCLE_GROUPS for p in parts):
        return scope_for("full", parts)
    return None


def title_focus(title: str) -> list[str]:
    """The groups a title names as its focus: "Upper Body • Back & Chest Focus"."""
    if " • " not in title:
        return []
    tail = title.split(" • ", 1)[1].removesuffix(" Focus")
    return [p.strip() for p in tail.split("&") if p.strip() in MUSCLE_GROUPS]


def repeat_cap(exercise: Exercise, thin_gear: bool) -> int:
    if exercise.slug in ONCE_A_WEEK:
        return 1
    return THIN_REPEATS if thin_gear else MAX_REPEATS


def thin_gear(profile: TrainingProfile) -> bool:
    return _thin(normalize_gear(profile.gear))


@functools.lru_cache(maxsize=256)
def _thin(gear: frozenset[str]) -> bool:
    return sum(1 for e in CATALOG.values() if e.available_with(gear)) < THIN_GEAR


def main_lift_clash(items: Iterable[tuple[Exercise, int]]) -> tuple[Exercise, Exercise] | None:
    """(main lift, later lift) when a later exercise of a pattern gets more sets than the
    first one of that pattern in session order (C4); None when the main lift leads."""
    first: dict[str, tuple[Exercise, int]] = {}
    for exercise, sets in items:
        main = first.setdefault(exercise.pattern, (exercise, sets))
        if main[0] is not exercise and sets > main[1]:
            return main[0], exercise
    return None


COACH_LIMITS: dict[str, str] = {
    "split": "exercises go only on days whose split they belong to",
    "repeats": "each exercise on at most two days a week",
    "spinal": "one heavy spinal lift a session",
    "small": f"calves and core on at most {SMALL_DAYS} days and {SMALL_SETS} sets a day",
    "main": "the main lift of a pattern keeps the most sets",
}


@dataclass(frozen=True, slots=True)
class WeekIndex:
    """What `new_exercise_limit` reads from a week, counted once for many questions (the
    volume note asks it for every exercise of every short group on every day)."""

    exercises: dict[Weekday, list[tuple[Exercise, int]]]  # training days' known items
    scopes: dict[Weekday, Scope | None]  # each training day's scope, from its title
    days_of: dict[str, int]  # slug -> training days holding it
    small_days: dict[str, list[Weekday]]  # small group -> training days training it


def week_index(week: Week) -> WeekIndex:
    exercises: dict[Weekday, list[tuple[Exercise, int]]] = {}
    scopes: dict[Weekday, Scope | None] = {}
    days_of: dict[str, int] = {}
    small_days: dict[str, list[Weekday]] = {}
    for weekday, day in week.days.items():
        scopes[weekday] = scope_of_title(day.title)
        exercises[weekday] = _exercises(day)
        if day.is_rest_day:
            continue
        for slug in {i.exercise_id for b in day.blocks for i in b.exercises}:
            days_of[slug] = days_of.get(slug, 0) + 1
        for group in SMALL_GROUPS:
            if any(group in e.primary for e, _ in exercises[weekday]):
                small_days.setdefault(group, []).append(weekday)
    return WeekIndex(exercises, scopes, days_of, small_days)


def new_exercise_limit(
    week: Week, weekday: Weekday, exercise: Exercise, thin: bool, index: WeekIndex | None = None
) -> str | None:
    """Which coach's limit (a COACH_LIMITS key) stops `exercise` joining `weekday`, or None.
    `index` is `week_index(week)` when the caller asks about the same week many times."""
    index = index or week_index(week)
    scope = index.scopes[weekday]
    if scope is not None and not scope.fits(exercise):
        return "split"
    if index.days_of.get(exercise.slug, 0) >= repeat_cap(exercise, thin):
        return "repeats"
    items = index.exercises[weekday]
    if exercise.spinal_loading == "high" and any(e.spinal_loading == "high" for e, _ in items):
        return "spinal"
    for group in SMALL_GROUPS:
        if group in exercise.primary:
            days = index.small_days.get(group, [])
            on_day = sum(s for e, s in items if group in e.primary)
            if (weekday not in days and len(days) >= SMALL_DAYS) or on_day + 2 > SMALL_SETS:
                return "small"
    return None


def more_sets_limit(ordered: Iterable[tuple[Exercise, int]], grown: Exercise) -> str | None:
    """Which coach's limit stops one more set of `grown` in a session already holding it;
    `ordered` is the session with that set added, in session order."""
    items = list(ordered)
    for group in SMALL_GROUPS:
        if group in grown.primary and sum(s for e, s in items if group in e.primary) > SMALL_SETS:
            return "small"
    if main_lift_clash(items) is not None:
        return "main"
    return None


def _exercises(day: Day) -> list[tuple[Exercise, int]]:
    return [
        (CATALOG[item.exercise_id], item.target_sets)
        for block in day.blocks
        for item in block.exercises
        if item.exercise_id in CATALOG
    ]


def _coherence(day: Day, weekday: Weekday) -> list[Violation]:
    scope = scope_of_title(day.title)
    if scope is None:
        return []
    out: list[Violation] = []
    items = _exercises(day)
    stray = tuple(e.slug for e, _ in items if not scope.fits(e))
    if stray:
        out.append(
            Violation(
                "C1", weekday, stray, f"{', '.join(stray)} do not belong on a '{day.title}' day"
            )
        )
    trained = {m for e, _ in items for m in e.primary}
    missing = [g for g in title_focus(day.title) if g not in trained]
    if missing:
        out.append(
            Violation(
                "C1", weekday, (), f"the title promises {', '.join(missing)} but none is trained"
            )
        )
    tag = [p.strip() for p in day.focus_tag.split("&")]
    riding = {m for e, _ in items if e.pattern in scope.riders for m in e.primary}
    off = [g for g in tag if g not in scope.muscles | EVERY_DAY | riding]
    if off:
        out.append(
            Violation("C1", weekday, (), f"focus tag '{day.focus_tag}' is off the day's scope")
        )
    return out


def _session(day: Day, weekday: Weekday) -> list[Violation]:
    out: list[Violation] = []
    items = _exercises(day)
    spinal = tuple(e.slug for e, _ in items if e.spinal_loading == "high")
    if len(spinal) > 1:
        out.append(
            Violation("C2", weekday, spinal, "more than one heavy spinal-loading lift in a session")
        )
    first: dict[str, tuple[Exercise, int]] = {}
    for exercise, sets in items:
        main = first.setdefault(exercise.pattern, (exercise, sets))
        if main[0] is not exercise and sets > main[1]:
            out.append(
                Violation(
                    "C4",
                    weekday,
                    (main[0].slug, exercise.slug),
                    f"{exercise.name} ({sets} sets) outweighs the main lift {main[0].name} "
                    f"({main[1]} sets)",
                )
            )
    direct: dict[str, int] = {}
    for exercise, sets in items:
        for muscle in exercise.primary:
            direct[muscle] = direct.get(muscle, 0) + sets
    for group in SMALL_GROUPS:
        if direct.get(group, 0) > SMALL_SETS:
            out.append(
                Violation("C5", weekday, (), f"{direct[group]} direct {group} sets in one day")
            )
    return out


def coach_checks(week: Week, profile: TrainingProfile) -> list[Violation]:
    """C1-C5 over a generated week (see the module docstring); [] when a coach would sign it."""
    out: list[Violation] = []
    uses: dict[str, int] = {}
    small_days: dict[str, int] = {}
    for weekday in WEEKDAYS:
        day = week.days.get(weekday)
        if day is None or day.is_rest_day:
            continue
        out += _coherence(day, weekday)
        out += _session(day, weekday)
        items = _exercises(day)
        for exercise in {e.slug: e for e, _ in items}.values():
            uses[exercise.slug] = uses.get(exercise.slug, 0) + 1
        for group in SMALL_GROUPS:
            if any(group in e.primary for e, _ in items):
                small_days[group] = small_days.get(group, 0) + 1
    thin = thin_gear(profile)
    for slug, count in uses.items():
        if count > repeat_cap(CATALOG[slug], thin):
            out.append(
                Violation("C3", None, (slug,), f"{CATALOG[slug].name} on {count} days a week")
            )
    for group, count in small_days.items():
        if count > SMALL_DAYS:
            out.append(Violation("C5", None, (), f"{group} trained on {count} days a week"))
    return out
