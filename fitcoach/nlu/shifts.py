"""A stretch of shift work told as the reason for a change: "they've stuck me on nights wed
thu fri this week", "new rota, I'm on nights mon-thu for the next month". It is a situation
(tier 3) that ends, never the user's standing schedule: the days it takes and how long it
lasts are read here; the brain keeps the note and leaves the goal's schedule alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from fitcoach.nlu.text import fold
from fitcoach.weekdays import WEEKDAYS, Weekday

# The kind of shift, as the note names it.
_KINDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"nights?|night ?shifts?|night rota"), "night shifts"),
    (re.compile(r"lates|late shifts?"), "late shifts"),
    (re.compile(r"earlies|early shifts?"), "early shifts"),
    (re.compile(r"doubles|double shifts?"), "double shifts"),
)
_SHIFT = re.compile(
    r"\b(?:on|doing|working|work|stuck me on|put me on|got me on|got) "
    r"(?:a (?:run|block|stretch|week) of )?(?:the )?"
    r"(nights|night ?shifts?|lates|late shifts?|earlies|early shifts?|doubles|double shifts)\b|"
    r"\b(night ?shifts?|night rota)\b"
)
_DAY = r"(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*"
_RANGE = re.compile(rf"\b({_DAY})\s*(?:-|–|to|through|thru|till|until)\s*({_DAY})\b")
_ONE_DAY = re.compile(rf"\b({_DAY})\b")
# Where the days of the shift end: the next clause.
_CLAUSE_END = re.compile(r"[.;!?\n,]|\b(?:so|but|and i|can|could|which|because)\b")
_THIS_WEEK = re.compile(r"\bthis week\b")
_WEEKS = re.compile(
    r"\b(?:for|next|the next|over the next) (?:the next )?(\d+|two|three|four|five|six|"
    r"couple of|few) weeks\b"
)
_NEXT_WEEK = re.compile(r"\bnext week\b")
_MONTH = re.compile(r"\b(?:for|next|the next|over the next) (?:a |the next |one )?month\b")
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "couple of": 2, "few": 3}


@dataclass(frozen=True)
class ShiftStretch:
    kind: str  # "night shifts"
    days: tuple[Weekday, ...]  # the days the shifts take, as said
    last: date  # the last day the note holds
    period: str  # "this week", "for the next month", "for the next 3 weeks"


def _weekday(token: str) -> Weekday | None:
    for day in WEEKDAYS:
        if day.startswith(token[:3]):
            return day
    return None


def _days(tail: str) -> tuple[Weekday, ...]:
    found: list[Weekday] = []
    for match in _RANGE.finditer(tail):
        start, end = _weekday(match.group(1)), _weekday(match.group(2))
        if start is None or end is None:
            continue
        i, j = WEEKDAYS.index(start), WEEKDAYS.index(end)
        found += [WEEKDAYS[k % 7] for k in range(i, j + (7 if j < i else 0) + 1)]
    if not found:
        found = [d for d in (_weekday(m.group(1)) for m in _ONE_DAY.finditer(tail)) if d]
    return tuple(dict.fromkeys(found))


def shift_stretch(text: str, today: date) -> ShiftStretch | None:
    """The shift work a message tells of, with the days it takes and when it ends; None
    when it names no shift or no days."""
    folded = fold(text)
    match = _SHIFT.search(folded)
    if match is None:
        return None
    said = match.group(1) or match.group(2) or ""
    kind = next((name for pattern, name in _KINDS if pattern.fullmatch(said)), "shifts")
    tail = folded[match.end() : match.end() + 60]
    end = _CLAUSE_END.search(tail)
    days = _days(tail[: end.start()] if end else tail)
    if not days:
        return None
    if len(days) < 2 and not (
        _WEEKS.search(folded)
        or _MONTH.search(folded)
        or _NEXT_WEEK.search(folded)
        or _THIS_WEEK.search(folded)
    ):
        # "Coming off a night shift thursday morning": one shift is that day's news, not a
        # stretch to remember.
        return None
    sunday = today + timedelta(days=6 - today.weekday())
    weeks = _WEEKS.search(folded)
    if weeks is not None:
        count = _NUMBERS.get(weeks.group(1)) or int(weeks.group(1))
        return ShiftStretch(
            kind, days, today + timedelta(weeks=count), f"for the next {count} weeks"
        )
    if _MONTH.search(folded):
        return ShiftStretch(kind, days, today + timedelta(days=30), "for the next month")
    if _NEXT_WEEK.search(folded):
        return ShiftStretch(kind, days, sunday + timedelta(days=7), "next week")
    # "This week", or a rota just out with no length said: the week it is told in.
    return ShiftStretch(kind, days, sunday, "this week")
