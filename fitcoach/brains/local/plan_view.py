"""Read-only questions a coach asks of the active week: which sessions load what, and when."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from fitcoach.catalog import registry
from fitcoach.catalog.model import JOINTS, Exercise
from fitcoach.programming.guard import body_part_problem, canonical_body_part
from fitcoach.programming.models import Day, Week
from fitcoach.weekdays import WEEKDAYS, Weekday


def day_slugs(day: Day) -> list[str]:
    return [ex.exercise_id for block in day.blocks for ex in block.exercises]


def _exercise(slug: str) -> Exercise | None:
    return registry.CATALOG.get(slug)


def loads_part(exercise: Exercise, body_part: str) -> bool:
    """True when the exercise stresses a joint or works a muscle group named `body_part`."""
    if body_part in JOINTS:
        if exercise.stress_on(body_part) is not None:
            return True
        return body_part == "lower_back" and exercise.spinal_loading == "high"
    if body_part == "Lower Back" and exercise.spinal_loading == "high":
        return True
    return body_part in exercise.muscles()


def day_loads_part(day: Day, body_part: str) -> bool:
    if day.is_rest_day:
        return False
    return any(
        (ex := _exercise(slug)) is not None and loads_part(ex, body_part) for slug in day_slugs(day)
    )


def day_needs_protection(day: Day, body_part: str, *, acute: bool = True) -> bool:
    """True when protecting `body_part` would change the day (the engine's own R12 test).
    Pain reported in chat is acute unless said otherwise, so the stricter rule applies."""
    part = canonical_body_part(body_part)
    if day.is_rest_day or part is None:
        return False
    return any(
        (ex := _exercise(slug)) is not None and body_part_problem(ex, part, acute=acute) is not None
        for slug in day_slugs(day)
    )


def training_weekdays(plan: Week) -> list[Weekday]:
    """The weekdays the plan trains on, Monday first."""
    return [name for name in WEEKDAYS if (day := plan.days.get(name)) and not day.is_rest_day]


def is_training_day(day: Day | None) -> bool:
    return day is not None and not day.is_rest_day and day.status != "completed"


def sessions_loading(
    plan: Week, body_parts: Iterable[str], start: date, until: datetime, timezone: str
) -> list[Weekday]:
    """Training days from `start` whose session starts before `until` and loads a part."""
    parts = list(body_parts)
    tz = ZoneInfo(timezone)
    found: list[Weekday] = []
    for name in WEEKDAYS:
        day = plan.days.get(name)
        if day is None or day.date < start or not is_training_day(day):
            continue
        if datetime.combine(day.date, time.min, tz) >= until:
            continue
        if any(day_loads_part(day, part) for part in parts):
            found.append(name)
    return found


def upcoming_days(plan: Week, today: date) -> list[Weekday]:
    """Weekdays of the plan from today on, in calendar order."""
    return [name for name in WEEKDAYS if (d := plan.days.get(name)) and d.date >= today]


def next_training_day(plan: Week, today: date) -> Weekday | None:
    for name in upcoming_days(plan, today):
        if is_training_day(plan.days.get(name)):
            return name
    return None


def find_exercise_day(plan: Week, slug: str, today: date, prefer: Weekday) -> Weekday | None:
    """The day holding `slug`: the preferred day first, then the next ones, then earlier."""
    order = [prefer, *upcoming_days(plan, today), *WEEKDAYS]
    for name in order:
        day = plan.days.get(name)
        if day is not None and not day.is_rest_day and slug in day_slugs(day):
            return name
    return None


def exercise_using_gear(day: Day, gear: Iterable[str]) -> str | None:
    """The first exercise of the day that cannot be done without some of `gear`."""
    busy = set(gear)
    for slug in day_slugs(day):
        ex = _exercise(slug)
        if ex is not None and all(option & busy for option in ex.gear_options):
            return slug
    return None


def planned_reps(plan: Week | None, slug: str) -> str | None:
    if plan is None:
        return None
    for day in plan.days.values():
        for block in day.blocks:
            for ex in block.exercises:
                if ex.exercise_id == slug:
                    return ex.target_reps
    return None


def weekday_on_or_after(today: date, weekday: Weekday) -> date:
    delta = (WEEKDAYS.index(weekday) - today.weekday()) % 7
    return today + timedelta(days=delta)


def day_primary_muscles(day: Day) -> list[str]:
    """The muscle groups a day trains first, most-trained first."""
    counts: dict[str, int] = {}
    for slug in day_slugs(day):
        exercise = registry.CATALOG.get(slug)
        for muscle in exercise.primary if exercise is not None else ():
            counts[muscle] = counts.get(muscle, 0) + 1
    return sorted(counts, key=lambda muscle: -counts[muscle])
