"""Weekday names, relative days and calendar dates in the four languages.

Weeks start on Monday. "this Saturday" is the Saturday of the current week unless it has
passed, then the next one; "next Saturday" is always the Saturday of the following week;
a bare "Saturday" reads like "this Saturday".
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Literal

from fitcoach.nlu.text import Hit, Lexicon, fold, unique
from fitcoach.weekdays import WEEKDAYS, Weekday, date_in_week, week_start

_WEEKDAY_PATTERNS: dict[Weekday, tuple[str, ...]] = {
    "monday": (
        "mondays?",
        "(?<!')mon",
        "poniedziałek",
        "poniedziałk[a-z]*",
        "pon",
        "วันจันทร์",
        "จันทร์",
        "月曜日?",
    ),
    "tuesday": ("tuesdays?", "tues?", "wtorek", "wtork[a-z]*", "วันอังคาร", "อังคาร", "火曜日?"),
    "wednesday": (
        "wednesdays?",
        "weds",
        "środa",
        "środę",
        "środy",
        "środzie",
        "środach",
        "środami",
        "środom",
        "วันพุธ",
        "พุธ",
        "水曜日?",
    ),
    "thursday": (
        "thursdays?",
        "thu",
        "thur",
        "thurs",
        "czwartek",
        "czwartk[a-z]*",
        "czw",
        "วันพฤหัสบดี",
        "วันพฤหัส",
        "พฤหัสบดี",
        "พฤหัส",
        "木曜日?",
    ),
    "friday": ("fridays?", "fri", "piątek", "piątk[a-z]*", "วันศุกร์", "ศุกร์", "金曜日?"),
    "saturday": (
        "saturdays?",
        "sobota",
        "sobot[a-z]*",
        "sobocie",
        "วันเสาร์",
        "เสาร์",
        "土曜日?",
    ),
    "sunday": ("sundays?", "niedziel[a-z]*", "ndz", "วันอาทิตย์", "日曜日?"),
}

WEEKDAY_LEXICON: Lexicon[Weekday] = Lexicon(
    (pattern, day) for day, patterns in _WEEKDAY_PATTERNS.items() for pattern in patterns
)

# "Sat", "Sun" and "Wed" are ordinary English words in lower case ("I sat down", "the sun"),
# so those abbreviations count only when capitalised as a day name is.
_CASED_ABBREVIATIONS = re.compile(r"(?<![A-Za-z])(Wed|WED|Sat|SAT|Sun|SUN)(?![a-z])")
_CASED_DAYS: dict[str, Weekday] = {"wed": "wednesday", "sat": "saturday", "sun": "sunday"}

Relative = Literal["today", "tomorrow", "day_after_tomorrow"]
_RELATIVE: Lexicon[Relative] = Lexicon(
    [
        ("today", "today"),
        ("today's", "today"),
        ("todays", "today"),
        ("tonight", "today"),
        ("this (?:morning|afternoon|evening)", "today"),
        ("right now", "today"),
        ("dzisiaj", "today"),
        ("dziś", "today"),
        ("dzisiejsz[a-z]*", "today"),
        ("teraz", "today"),
        ("wieczorem", "today"),
        ("วันนี้", "today"),
        ("ตอนนี้", "today"),
        ("คืนนี้", "today"),
        ("今日", "today"),
        ("今夜", "today"),
        ("今晩", "today"),
        ("今すぐ", "today"),
        ("tomorrow", "tomorrow"),
        ("tomorrow's", "tomorrow"),
        ("tmrw", "tomorrow"),
        ("jutro", "tomorrow"),
        ("jutrzejsz[a-z]*", "tomorrow"),
        ("พรุ่งนี้", "tomorrow"),
        ("明日", "tomorrow"),
        ("あした", "tomorrow"),
        ("day after tomorrow", "day_after_tomorrow"),
        ("pojutrze", "day_after_tomorrow"),
        ("มะรืน(?:นี้)?", "day_after_tomorrow"),
        ("明後日", "day_after_tomorrow"),
        ("あさって", "day_after_tomorrow"),
    ]
)
_RELATIVE_OFFSET: dict[Relative, int] = {"today": 0, "tomorrow": 1, "day_after_tomorrow": 2}

# Qualifiers right before (EN/PL/JA) or right after (TH) a weekday name.
_NEXT_BEFORE = re.compile(
    r"(?:next|following|przyszł[a-z]*|przyszl[a-z]*|następn[a-z]*|nastepn[a-z]*|来週の?)\s*(?:week's\s*)?$"
)
_THIS_BEFORE = re.compile(
    r"(?:this|coming|upcoming|on|w|we|ten|tę|te|ta|tej|najbliższ[a-z]*|najblizsz[a-z]*|"
    r"今週の?|この)\s*$"
)
_NEXT_AFTER = re.compile(r"^\s*(?:หน้า|ถัดไป)")
_THIS_AFTER = re.compile(r"^\s*(?:นี้|ที่จะถึง)")

_ISO_DATE = re.compile(r"(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)")
_DAY_OF_MONTH = re.compile(
    r"(?:(?<![a-z])on\s+the\s+(\d{1,2})(?:st|nd|rd|th)(?![a-z])|"
    r"(?<![a-z])the\s+(\d{1,2})(?:st|nd|rd|th)\s+of\s+(?:this|next)\s+month)"
)
_MONTHS = (
    "jan",
    "feb",
    "mar",
    "apr",
    "may",
    "jun",
    "jul",
    "aug",
    "sep",
    "oct",
    "nov",
    "dec",
)
_MONTH_DAY = re.compile(
    r"(?<![a-z])(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?!\d)"
)
_DAY_MONTH = re.compile(
    r"(?<!\d)(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
)
_JA_DATE = re.compile(r"(\d{1,2})月\s*(\d{1,2})日")


def weekday_hits(text: str, folded: str) -> list[Hit[Weekday]]:
    hits = list(WEEKDAY_LEXICON.hits(folded))
    normalized = fold(text) == folded and len(text) == len(folded)
    if normalized:
        hits.extend(
            Hit(match.start(), match.end(), _CASED_DAYS[match.group(1).lower()])
            for match in _CASED_ABBREVIATIONS.finditer(text)
        )
        hits.sort(key=lambda hit: hit.start)
    return hits


def extract_weekdays(text: str) -> tuple[Weekday, ...]:
    """Weekdays named in the message, in order of first appearance."""
    return tuple(unique(hit.value for hit in weekday_hits(text, fold(text))))


def _shift(day: date, weekday: Weekday, folded: str, hit: Hit[Weekday]) -> tuple[date, bool]:
    """The date a weekday mention refers to, and whether it was explicitly qualified."""
    before = folded[max(0, hit.start - 24) : hit.start]
    after = folded[hit.end : hit.end + 12]
    this_week = date_in_week(week_start(day), weekday)
    if _NEXT_BEFORE.search(before) or _NEXT_AFTER.search(after):
        return this_week + timedelta(days=7), True
    qualified = bool(_THIS_BEFORE.search(before) or _THIS_AFTER.search(after))
    if this_week < day:
        return this_week + timedelta(days=7), qualified
    return this_week, qualified


def resolve_day(text: str, today: date, selected_day: Weekday | None = None) -> Weekday | None:
    """The one day a message is about: the first day reference in it, else the selected day.

    Relative words (today, tomorrow, tonight) resolve through `today`; "Monday's workout",
    "this Saturday" and "w poniedziałek" name their weekday.
    """
    folded = fold(text)
    candidates: list[tuple[int, Weekday]] = [
        (hit.start, hit.value) for hit in weekday_hits(text, folded)
    ]
    for rel in _RELATIVE.hits(folded):
        when = today + timedelta(days=_RELATIVE_OFFSET[rel.value])
        candidates.append((rel.start, WEEKDAYS[when.weekday()]))
    if not candidates:
        return selected_day

    # "Sore from Friday's session, what about Thursday?": the day named as the cause is
    # not the day the message asks about, unless it is the only one.
    def before(candidate: tuple[int, Weekday]) -> str:
        return folded[max(0, candidate[0] - 24) : candidate[0]]

    acted = [c for c in candidates if _ACTION_BEFORE.search(before(c))]
    asked = [c for c in candidates if not _CAUSE_BEFORE.search(before(c))]
    return min(acted or asked or candidates, key=lambda candidate: candidate[0])[1]


# "Adjust Wednesday for me", "what should I do about Thursday": the day acted on.
_ACTION_BEFORE = re.compile(
    r"(?:adjust|change|edit|fix|modify|rework|shorten|trim|lighten|protect|"
    r"(?:do|what|how) about)\s+(?:my\s+|the\s+|this\s+|next\s+)?$"
)
_CAUSE_BEFORE = re.compile(
    r"(?:from|since|after|during|of)\s+(?:last\s+|this\s+past\s+|the\s+|my\s+)?$"
)


def resolve_dates(text: str, today: date) -> tuple[date, ...]:
    """Calendar dates the message refers to, in order of appearance.

    Weekday names produce a date when qualified ("this/next/on Saturday", "w tę sobotę",
    "วันเสาร์นี้", "今週の土曜日") or when the message names only one weekday; a list of
    training days ("Monday, Wednesday and Friday") is about the weekly pattern, not dates.
    """
    folded = fold(text)
    found: list[tuple[int, date]] = []
    mentions = weekday_hits(text, folded)
    single = len({hit.value for hit in mentions}) == 1
    for hit in mentions:
        when, qualified = _shift(today, hit.value, folded, hit)
        if qualified or single:
            found.append((hit.start, when))
    for rel in _RELATIVE.hits(folded):
        found.append((rel.start, today + timedelta(days=_RELATIVE_OFFSET[rel.value])))
    for match in _ISO_DATE.finditer(folded):
        parsed = _safe_date(int(match.group(1)), int(match.group(2)), int(match.group(3)))
        if parsed:
            found.append((match.start(), parsed))
    for match in _MONTH_DAY.finditer(folded):
        month = _MONTHS.index(match.group(1)) + 1
        _add_month_day(found, match.start(), today, month, int(match.group(2)))
    for match in _DAY_MONTH.finditer(folded):
        month = _MONTHS.index(match.group(2)) + 1
        _add_month_day(found, match.start(), today, month, int(match.group(1)))
    for match in _DAY_OF_MONTH.finditer(folded):
        _add_day_of_month(found, match.start(), today, int(match.group(1) or match.group(2)))
    for match in _JA_DATE.finditer(folded):
        _add_month_day(found, match.start(), today, int(match.group(1)), int(match.group(2)))
    found.sort(key=lambda item: item[0])
    return tuple(unique(when for _, when in found))


def _safe_date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _add_month_day(
    found: list[tuple[int, date]], position: int, today: date, month: int, day: int
) -> None:
    """A month and day without a year: this year's, or next year's once it has passed."""
    candidate = _safe_date(today.year, month, day)
    if candidate and candidate < today:
        candidate = _safe_date(today.year + 1, month, day)
    if candidate:
        found.append((position, candidate))


def _add_day_of_month(found: list[tuple[int, date]], position: int, today: date, day: int) -> None:
    """ "On the 19th": this month's 19th, or next month's once it has passed."""
    candidate = _safe_date(today.year, today.month, day)
    if candidate is None or candidate < today:
        year, month = (today.year + 1, 1) if today.month == 12 else (today.year, today.month + 1)
        candidate = _safe_date(year, month, day)
    if candidate:
        found.append((position, candidate))


def day_mentions(text: str, today: date) -> list[tuple[int, int, Weekday]]:
    """Every day reference as (start, end, weekday) in the folded text, in order: weekday
    names, and relative words resolved through `today` ("tomorrow" on a Monday: tuesday)."""
    folded = fold(text)
    found = [(hit.start, hit.end, hit.value) for hit in weekday_hits(text, folded)]
    for rel in _RELATIVE.hits(folded):
        when = today + timedelta(days=_RELATIVE_OFFSET[rel.value])
        found.append((rel.start, rel.end, WEEKDAYS[when.weekday()]))
    return sorted(found)


def relative_mentioned(folded: str) -> bool:
    """Whether a relative day word (today, tomorrow, tonight ...) occurs."""
    return _RELATIVE.search(folded)
