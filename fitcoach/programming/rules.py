"""The rules R1-R12 as named checks, usable as an independent audit of any plan.

Every check reports the rule, the weekday (None for week-wide findings), the slugs involved
and a sentence a coach would say. `audit_plan` accepts a raw proposal `data` dict (a day
or a week), reports missing required fields (R11) instead of failing, and then runs every
other rule on what is there.

Counting (R4, R5): a set counts 1 for each primary muscle group of its exercise and 0.5 for
each secondary one; the ceilings (8 a session, 20 a week) hold under this count and so also
under primary-only counting. The weekly floor of 10 is checked on primary-only ("direct")
sets, the stricter reading. R9 accepts a missing `target_rir` (the spec's own examples have no such
field); when present it must be 1-3. The R5 floor (10 weekly sets for emphasised and major
trained groups, or a note saying why not) applies from two training days up: one session
cannot hold more than 8. `summary` totals are estimates and are not re-derived here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from pydantic import ValidationError

from fitcoach.catalog import CATALOG, Exercise
from fitcoach.programming.estimates import minutes_of
from fitcoach.programming.guard import Guard
from fitcoach.programming.loads import dumbbell_cap, implement_of, load_ceiling
from fitcoach.programming.models import Day, PlannedExercise, TrainingProfile, Week
from fitcoach.programming.science import (
    MAJOR_GROUPS,
    SESSION_CAP,
    WEEKLY_MAX,
    WEEKLY_MIN,
    add_primary,
    add_sets,
    order_key,
    parse_reps,
    superset_problem,
)
from fitcoach.weekdays import WEEKDAYS, Weekday, date_in_week, week_start, weekday_of

DAY_FIELDS = (
    "date",
    "day_of_week",
    "is_rest_day",
    "status",
    "completed_log_id",
    "completed_at",
    "title",
    "focus_tag",
    "duration_minutes",
    "estimated_volume_lbs",
    "coach_note",
    "muscle_focus",
    "suggested_edits",
    "blocks",
)
EXERCISE_FIELDS = ("exercise_id", "name", "target_sets", "target_reps", "rest_seconds")
WEEK_FIELDS = ("week_start_date", "theme", "summary", "suggested_edits", "days")
SUMMARY_FIELDS = ("total_time_minutes", "total_volume_lbs", "frequency")


@dataclass(frozen=True, slots=True)
class Violation:
    rule: str
    day: Weekday | None
    exercises: tuple[str, ...]
    message: str

    def __str__(self) -> str:
        where = f" on {self.day}" if self.day else ""
        return f"{self.rule}{where}: {self.message}"


def _known(day: Day) -> list[tuple[PlannedExercise, Exercise]]:
    return [
        (item, CATALOG[item.exercise_id])
        for block in day.blocks
        for item in block.exercises
        if item.exercise_id in CATALOG
    ]


# ---- day ---------------------------------------------------------------------------------


def _fields(day: Day, weekday: Weekday, week_start_date: date | None) -> list[Violation]:
    out: list[Violation] = []

    def bad(message: str, slugs: tuple[str, ...] = ()) -> None:
        out.append(Violation("R11", weekday, slugs, message))

    if day.day_of_week != weekday.capitalize():
        bad(f"day_of_week is '{day.day_of_week}', expected '{weekday.capitalize()}'")
    if week_start_date is not None and day.date != date_in_week(week_start_date, weekday):
        bad(f"date {day.date} is not the {weekday} of the week of {week_start_date}")
    if day.status == "scheduled" and (day.completed_log_id or day.completed_at):
        bad("a scheduled day carries a completed log")
    if day.status == "completed" and not day.completed_log_id:
        bad("a completed day has no completed_log_id")
    if day.is_rest_day:
        if day.blocks:
            bad("a rest day holds exercises")
        if day.duration_minutes != 0:
            bad("a rest day lasts 0 minutes")
        return out
    if not day.blocks:
        bad("a training day has no exercises")
    for label, value in (("title", day.title), ("focus_tag", day.focus_tag)):
        if not value.strip():
            bad(f"{label} is empty")
    seen: set[str] = set()
    for block in day.blocks:
        for item in block.exercises:
            if item.exercise_id in seen:
                bad(f"{item.name} appears twice", (item.exercise_id,))
            seen.add(item.exercise_id)
            if not item.name.strip():
                bad("an exercise has no name", (item.exercise_id,))
    return out


def _exercise_checks(
    day: Day, weekday: Weekday, profile: TrainingProfile, guard: Guard
) -> list[Violation]:
    out: list[Violation] = []
    for block in day.blocks:
        for item in block.exercises:
            slug = item.exercise_id
            exercise = CATALOG.get(slug)
            if exercise is None:
                out.append(Violation("R1", weekday, (slug,), f"'{slug}' is not a catalog slug"))
                continue
            reason = guard.reason(slug, weekday)
            if reason:
                out.append(Violation(reason[0], weekday, (slug,), reason[1]))
            out.extend(_prescription_checks(item, exercise, weekday, profile))
    return out


def _prescription_checks(
    item: PlannedExercise, exercise: Exercise, weekday: Weekday, profile: TrainingProfile
) -> list[Violation]:
    out: list[Violation] = []
    slug = exercise.slug
    if parse_reps(item.target_reps) is None:
        out.append(
            Violation("R9", weekday, (slug,), f"target_reps '{item.target_reps}' is not a range")
        )
    if item.target_rir is not None and not 1 <= item.target_rir <= 3:
        out.append(Violation("R9", weekday, (slug,), f"RIR {item.target_rir} is outside 1-3"))
    if item.suggested_load is None:
        return out
    unit = item.load_unit
    if unit is None:
        out.append(Violation("R9", weekday, (slug,), "a suggested load without a unit"))
        return out
    ceiling = load_ceiling(exercise, profile, unit)
    if ceiling is None:
        out.append(
            Violation("R9", weekday, (slug,), f"{exercise.name}: a load with no logged basis")
        )
    elif item.suggested_load > ceiling + 1e-6:
        out.append(
            Violation(
                "R9",
                weekday,
                (slug,),
                f"{exercise.name}: {item.suggested_load:g} {unit} jumps past double progression",
            )
        )
    cap = dumbbell_cap(profile, unit)
    dumbbell = implement_of(exercise, profile) == "dumbbell"
    if dumbbell and cap is not None and item.suggested_load > cap:
        out.append(
            Violation(
                "R2",
                weekday,
                (slug,),
                f"{exercise.name}: {item.suggested_load:g} {unit} is heavier than your "
                f"heaviest dumbbell ({cap:.1f} {unit})",
            )
        )
    return out


def _structure(day: Day, weekday: Weekday, profile: TrainingProfile) -> list[Violation]:
    out: list[Violation] = []
    known = _known(day)
    previous: Exercise | None = None
    for _, exercise in known:
        if previous is not None and order_key(exercise) < order_key(previous):
            out.append(
                Violation(
                    "R3",
                    weekday,
                    (previous.slug, exercise.slug),
                    f"{exercise.name} (priority {exercise.priority}) comes after "
                    f"{previous.name} (priority {previous.priority})",
                )
            )
        previous = exercise
    for block in day.blocks:
        slugs = tuple(item.exercise_id for item in block.exercises)
        if len(slugs) > 2:
            out.append(Violation("R8", weekday, slugs, "a superset of more than two exercises"))
            continue
        if len(slugs) == 2 and all(s in CATALOG for s in slugs):
            problem = superset_problem(CATALOG[slugs[0]], CATALOG[slugs[1]])
            if problem:
                out.append(Violation("R8", weekday, slugs, f"superset not allowed: {problem}"))
    counts: dict[str, float] = {}
    for item, exercise in known:
        add_sets(counts, exercise, item.target_sets)
    for muscle, sets in sorted(counts.items()):
        if sets > SESSION_CAP:
            slugs = tuple(e.slug for _, e in known if muscle in e.muscles())
            out.append(
                Violation("R4", weekday, slugs, f"{sets:g} hard sets for {muscle} in one session")
            )
    minutes = minutes_of(block.exercises for block in day.blocks)
    if minutes > profile.session_minutes:
        out.append(
            Violation(
                "R10",
                weekday,
                (),
                f"the session needs about {minutes} min, over the {profile.session_minutes} "
                "min available",
            )
        )
    elif minutes > day.duration_minutes:
        out.append(
            Violation(
                "R10",
                weekday,
                (),
                f"the session needs about {minutes} min but says {day.duration_minutes}",
            )
        )
    return out


def validate_day(
    day: Day,
    profile: TrainingProfile,
    now: datetime,
    *,
    weekday: Weekday | None = None,
    week: Week | None = None,
    guard: Guard | None = None,
) -> list[Violation]:
    """Every per-day rule; with `week`, also R6/R7 against the day's neighbours in it."""
    weekday = weekday or weekday_of(day.date)
    start = week.week_start_date if week is not None else week_start(day.date)
    guard = guard or Guard(profile, start, now)
    out = _fields(day, weekday, start if week is not None else None)
    if day.is_rest_day:
        return out
    out += _exercise_checks(day, weekday, profile, guard)
    out += _structure(day, weekday, profile)
    if week is not None:
        days = dict(week.days)
        days[weekday] = day
        index = WEEKDAYS.index(weekday)
        for first in (index - 1, index):
            if 0 <= first < 6:
                pair = (WEEKDAYS[first], WEEKDAYS[first + 1])
                if pair[0] in days and pair[1] in days:
                    out += _recovery(days[pair[0]], days[pair[1]], pair[1])
        weighted, primary = weekly_counts(week.model_copy(update={"days": days}))
        for muscle, sets in sorted(weighted.items()):
            if sets > WEEKLY_MAX or primary.get(muscle, 0) > WEEKLY_MAX:
                slugs = tuple(e.slug for _, e in _known(day) if muscle in e.muscles())
                if slugs:
                    out.append(
                        Violation(
                            "R5", weekday, slugs, f"{sets:g} weekly sets for {muscle} (max 20)"
                        )
                    )
    return out


# ---- week --------------------------------------------------------------------------------


def _recovery(before: Day, after: Day, weekday: Weekday) -> list[Violation]:
    """R6 and R7 between two consecutive days."""
    if before.is_rest_day or after.is_rest_day:
        return []
    out: list[Violation] = []
    first = [e for _, e in _known(before)]
    second = [e for _, e in _known(after)]
    heavy = {m for e in first if e.is_compound for m in e.primary}
    clash = [e for e in second if e.is_compound and heavy & set(e.primary)]
    if clash:
        muscles = sorted(heavy & {m for e in clash for m in e.primary})
        out.append(
            Violation(
                "R6",
                weekday,
                tuple(e.slug for e in clash),
                f"{', '.join(muscles)} loaded by compounds on consecutive days (needs 48 h)",
            )
        )
    spine_before = [e for e in first if e.spinal_loading == "high"]
    spine_after = [e for e in second if e.spinal_loading == "high"]
    if spine_before and spine_after:
        out.append(
            Violation(
                "R7",
                weekday,
                tuple(e.slug for e in spine_before + spine_after),
                "heavy spinal loading on consecutive days",
            )
        )
    return out


def weekly_counts(week: Week) -> tuple[dict[str, float], dict[str, float]]:
    """(weighted, primary-only) weekly sets per muscle group."""
    weighted: dict[str, float] = {}
    primary: dict[str, float] = {}
    for day in week.days.values():
        if day.is_rest_day:
            continue
        for item, exercise in _known(day):
            add_sets(weighted, exercise, item.target_sets)
            add_primary(primary, exercise, item.target_sets)
    return weighted, primary


def volume_floor_groups(
    week: Week, profile: TrainingProfile, weighted: Mapping[str, float] | None = None
) -> dict[str, float]:
    """Emphasised and major trained groups under 10 weekly DIRECT (primary-only) sets, with
    their direct count. Direct is the stricter reading (weighted is never lower), so a
    group that passes here passes under either; a major group counts as trained when any
    set works it, as a primary or a secondary."""
    counted, primary = weekly_counts(week)
    if weighted is None or not weighted:
        weighted = counted
    wanted = [g for g in profile.emphasis if g in CATALOG_GROUPS]
    wanted += [g for g in MAJOR_GROUPS if weighted.get(g, 0) > 0 and g not in wanted]
    # One session holds at most 8 sets of a group (R4), so the floor of 10 is only
    # reachable, and only required, from two training days up.
    if sum(1 for d in week.days.values() if not d.is_rest_day) < 2:
        return {}
    return {g: primary.get(g, 0.0) for g in wanted if primary.get(g, 0.0) < WEEKLY_MIN}


def _week_volume(week: Week, profile: TrainingProfile) -> list[Violation]:
    out: list[Violation] = []
    weighted, primary = weekly_counts(week)
    for muscle, sets in sorted(weighted.items()):
        if sets > WEEKLY_MAX or primary.get(muscle, 0) > WEEKLY_MAX:
            out.append(Violation("R5", None, (), f"{sets:g} weekly sets for {muscle} (max 20)"))
    notes = " ".join(week.notes).lower()
    for muscle, direct in volume_floor_groups(week, profile, weighted).items():
        if muscle.lower() not in notes:
            out.append(
                Violation(
                    "R5",
                    None,
                    (),
                    f"{muscle} gets {direct:g} direct weekly sets ({weighted.get(muscle, 0):g} "
                    "weighted; under 10) and the notes don't say why",
                )
            )
    return out


def validate_week(
    week: Week, profile: TrainingProfile, now: datetime, *, guard: Guard | None = None
) -> list[Violation]:
    """Every rule over a whole week."""
    guard = guard or Guard(profile, week.week_start_date, now)
    out: list[Violation] = []
    if week.week_start_date.weekday() != 0:
        out.append(Violation("R11", None, (), "week_start_date is not a Monday"))
    for weekday in WEEKDAYS:
        day = week.days.get(weekday)
        if day is None:
            out.append(Violation("R11", weekday, (), f"the week has no {weekday}"))
            continue
        out += _fields(day, weekday, week.week_start_date)
        if not day.is_rest_day:
            out += _exercise_checks(day, weekday, profile, guard)
            out += _structure(day, weekday, profile)
    for index in range(6):
        before = week.days.get(WEEKDAYS[index])
        after = week.days.get(WEEKDAYS[index + 1])
        if before is not None and after is not None:
            out += _recovery(before, after, WEEKDAYS[index + 1])
    out += _week_volume(week, profile)
    return out


CATALOG_GROUPS = frozenset(m for e in CATALOG.values() for m in e.muscles())


# ---- raw dicts ---------------------------------------------------------------------------


def _missing(data: Mapping[str, Any], fields: Sequence[str]) -> list[str]:
    return [f for f in fields if f not in data]


def _fill_day(raw: Mapping[str, Any], where: Weekday | None, out: list[Violation]) -> dict:
    day = dict(raw)
    missing = _missing(day, DAY_FIELDS)
    if missing:
        out.append(Violation("R11", where, (), f"day is missing {', '.join(missing)}"))
    day.setdefault("status", "scheduled")
    day.setdefault("completed_log_id", None)
    day.setdefault("completed_at", None)
    for text_field in ("title", "focus_tag", "coach_note", "day_of_week"):
        day.setdefault(text_field, "")
    day.setdefault("is_rest_day", not day.get("blocks"))
    for number in ("duration_minutes", "estimated_volume_lbs"):
        day.setdefault(number, 0)
    blocks = []
    for block in day.get("blocks") or []:
        block = dict(block) if isinstance(block, Mapping) else {"exercises": []}
        block.setdefault("label", "")
        exercises = []
        for item in block.get("exercises") or []:
            if not isinstance(item, Mapping):
                continue
            item = dict(item)
            slug = str(item.get("exercise_id", "?"))
            lacking = _missing(item, EXERCISE_FIELDS)
            if lacking:
                out.append(
                    Violation("R11", where, (slug,), f"{slug} is missing {', '.join(lacking)}")
                )
            if "name" not in item:
                item["name"] = CATALOG[slug].name if slug in CATALOG else slug
            exercises.append(item)
        block["exercises"] = exercises
        blocks.append(block)
    day["blocks"] = blocks
    return day


def _parse_errors(error: ValidationError, where: Weekday | None) -> list[Violation]:
    return [
        Violation("R11", where, (), f"{'.'.join(map(str, e['loc']))}: {e['msg']}")
        for e in error.errors()[:10]
    ]


def audit_plan(
    data: Mapping[str, Any],
    profile: TrainingProfile,
    now: datetime,
    *,
    target_day: Weekday | None = None,
    week: Week | None = None,
) -> list[Violation]:
    """Audit a proposal's raw `data`: a week (has "days") or a single day.

    For a day, `week` (the active plan) adds the R6/R7 checks against its neighbours.
    """
    out: list[Violation] = []
    if "days" in data:
        raw = dict(data)
        missing = _missing(raw, WEEK_FIELDS)
        if missing:
            out.append(Violation("R11", None, (), f"week is missing {', '.join(missing)}"))
        summary = raw.get("summary")
        if isinstance(summary, Mapping):
            lacking = _missing(summary, SUMMARY_FIELDS)
            if lacking:
                out.append(Violation("R11", None, (), f"summary is missing {', '.join(lacking)}"))
        raw.setdefault("theme", "")
        raw.setdefault("suggested_edits", [])
        given = raw.get("days")
        days_raw: Mapping[str, Any] = given if isinstance(given, Mapping) else {}
        days: dict[str, Any] = {}
        for name, day_raw in days_raw.items():
            where = name if name in WEEKDAYS else None
            days[name] = _fill_day(day_raw, where, out) if isinstance(day_raw, Mapping) else day_raw
        raw["days"] = days
        try:
            parsed = Week.model_validate(raw)
        except ValidationError as error:
            return out + _parse_errors(error, None)
        return out + validate_week(parsed, profile, now)
    where = target_day
    filled = _fill_day(data, target_day, out)
    try:
        day = Day.model_validate(filled)
    except ValidationError as error:
        return out + _parse_errors(error, where)
    return out + validate_day(day, profile, now, weekday=target_day, week=week)
