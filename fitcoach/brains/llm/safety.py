"""Advice that contradicts a stored injury: the check a model's answer must pass.

The engine already keeps protected body parts out of any plan it builds (R12), so a bad
plan op cannot hurt anyone. What the engine cannot see is the reply text: a model that says
"hit heavy deadlifts today" to a user whose memory holds a strained lower back has given
advice the coach must not give. This module finds exercises a reply recommends (by catalog
name, slug, or a family word such as "deadlifts" when every exercise of that family loads
the protected part) and exercises the plan ops name explicitly, and reports each one that
loads a body part protected on the day in question. Mentions in a negated phrase ("skip
the deadlifts", "no overhead pressing") are advice to avoid, not to do, and pass.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date
from functools import lru_cache

from fitcoach.agent.profile import build_profile
from fitcoach.catalog import CATALOG, Exercise
from fitcoach.contracts.decision import Decision, TurnContext
from fitcoach.programming.guard import body_part_problem, restriction_covers
from fitcoach.programming.models import Restriction
from fitcoach.weekdays import date_in_week, week_start

from .parse import BadDecision


class UnsafeDecision(BadDecision):
    """The answer contradicts an injury or condition in the user's memory."""


_NEGATION = re.compile(
    r"\b(no|not|never|don't|do not|avoid|avoiding|skip|skipping|without|instead of|"
    r"rather than|swap|swapping|replace|replacing|drop|dropping|hold off|stay away|"
    r"off the|pause|cut|remove|removing|out of|until)\b",
    re.IGNORECASE,
)
_SENTENCE_BREAK = re.compile(r"[.!?;\n]")
_NEGATION_WINDOW = 40


def _plural(word: str) -> str:
    return word + "es" if word.endswith(("sh", "ch", "ss")) else word + "s"


@lru_cache(maxsize=1)
def _names() -> list[tuple[re.Pattern[str], tuple[Exercise, ...]]]:
    """Patterns for exercise mentions: full names and slugs (one exercise each), and family
    words (the last word of names: "deadlift", "squat", "row") for every exercise sharing it."""
    families: dict[str, list[Exercise]] = {}
    patterns: list[tuple[re.Pattern[str], tuple[Exercise, ...]]] = []
    for exercise in CATALOG.values():
        for text in {exercise.name, exercise.slug, exercise.slug.replace("-", " ")}:
            patterns.append((re.compile(rf"\b{re.escape(text)}s?\b", re.IGNORECASE), (exercise,)))
        family = exercise.name.split()[-1].lower()
        if len(family) > 3:
            families.setdefault(family, []).append(exercise)
    for family, members in families.items():
        words = f"{re.escape(family)}|{re.escape(_plural(family))}"
        patterns.append((re.compile(rf"\b(?:{words})\b", re.IGNORECASE), tuple(members)))
    return patterns


def _negated(text: str, start: int) -> bool:
    before = text[max(0, start - _NEGATION_WINDOW) : start]
    breaks = list(_SENTENCE_BREAK.finditer(before))
    if breaks:
        before = before[breaks[-1].end() :]
    return bool(_NEGATION.search(before))


def recommended(message: str) -> list[tuple[str, tuple[Exercise, ...]]]:
    """(mention, exercises it may mean) for every non-negated exercise mention."""
    found = []
    for pattern, exercises in _names():
        for match in pattern.finditer(message):
            if not _negated(message, match.start()):
                found.append((match.group(0), exercises))
    return found


def _problem(exercise: Exercise, restrictions: Iterable[Restriction]) -> str | None:
    for restriction in restrictions:
        acute = restriction.severity != "chronic"
        why = body_part_problem(exercise, restriction.body_part, acute=acute)
        if why is not None:
            part = restriction.body_part.replace("_", " ").lower()
            return f"{exercise.name} ({why}) while the user's {part} is protected"
    return None


def _active(
    restrictions: Iterable[Restriction], day: date, context: TurnContext
) -> list[Restriction]:
    return [r for r in restrictions if restriction_covers(r, day, context.now)]


def _op_exercises(decision: Decision) -> list[tuple[str | None, str]]:
    """(weekday, slug) for every exercise a plan op names explicitly."""
    named: list[tuple[str | None, str]] = []
    for op in decision.plan_ops:
        raw = op.model_dump()
        day = raw.get("day")
        if raw.get("op") == "swap" and raw.get("replacement_id"):
            named.append((day, raw["replacement_id"]))
        for slug in raw.get("exercises") or [] if raw.get("op") == "add_work" else []:
            named.append((day, slug))
        for block in raw.get("blocks") or []:
            named += [(day, entry["exercise_id"]) for entry in block if "exercise_id" in entry]
    return named


def injury_conflicts(decision: Decision, context: TurnContext) -> list[str]:
    """What in the answer loads a protected body part; empty when nothing does."""
    restrictions = build_profile(
        context.memory, context.units, context.now, context.timezone
    ).restrictions
    if not restrictions:
        return []
    problems: list[str] = []
    today = _active(restrictions, context.today, context)
    for mention, exercises in recommended(decision.message):
        reasons = [_problem(exercise, today) for exercise in exercises]
        # A family word ("squats") is a conflict only when no member of it is safe.
        if reasons and all(reasons):
            problems.append(f'the message recommends "{mention}": {reasons[0]}')
    monday = week_start(context.today)
    for day, slug in _op_exercises(decision):
        exercise = CATALOG.get(slug)
        if exercise is None:
            continue
        on = date_in_week(monday, day) if day else context.today  # type: ignore[arg-type]
        why = _problem(exercise, _active(restrictions, on, context))
        if why is not None:
            problems.append(f"plan_ops put {why}")
    return sorted(set(problems))[:4]
