"""Weekday names, relative days and calendar dates in the four languages.

Weeks start on Monday. "this Saturday" is the Saturday of the current week unless it has
passed, then the next one; "next Saturday" is always the Saturday of the following week;
a bare "Saturday" reads like "this Saturday".
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from itertools import pairwise
from typing import Literal

from fitcoach.nlu.text import Hit, Lexicon, fold, sentences, span_index, unique
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
    "tuesday": (
        "tuesdays?",
        "tues?",
        "wtorek",
        "wtork[a-z]*",
        ", wt",
        "i wt",
        "วันอังคาร",
        "อังคาร",
        "火曜日?",
    ),
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
        # "środowy trening": the adjective, as the other days have theirs.
        "środow(?:y|ego|emu|ym|a|ej|ą|e|ych)(?![a-z])",
        "śr",
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
    "friday": (
        "fridays?",
        "fri",
        "piątek",
        "piątk[a-z]*",
        # Polish "pt" in a list of days ("pon, śr i pt"), never "my PT said".
        ", pt",
        "i pt",
        "วันศุกร์",
        "ศุกร์",
        "金曜日?",
    ),
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
    r"(?<![a-z])(?:next|following|przyszł[a-z]*|przyszl[a-z]*|następn[a-z]*|nastepn[a-z]*|来週の?)\s*(?:week's\s*)?$"
)
_THIS_BEFORE = re.compile(
    r"(?<![a-z])(?:this|coming|upcoming|on|w|we|ten|tę|te|ta|tej|najbliższ[a-z]*|najblizsz[a-z]*|"
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
# Polish months in the genitive ("17 października", folded) and Thai months, abbreviated,
# full or said short ("20 ก.ย.", "20 กันยายน", "17 ตุลา").
_PL_MONTHS = (
    "stycznia",
    "lutego",
    "marca",
    "kwietnia",
    "maja",
    "czerwca",
    "lipca",
    "sierpnia",
    "wrzesnia",
    "pazdziernika",
    "listopada",
    "grudnia",
)
_TH_MONTHS = (
    ("ม.ค.", "มกราคม", "มกรา"),
    ("ก.พ.", "กุมภาพันธ์", "กุมภา"),
    ("มี.ค.", "มีนาคม", "มีนา"),
    ("เม.ย.", "เมษายน", "เมษา"),
    ("พ.ค.", "พฤษภาคม", "พฤษภา"),
    ("มิ.ย.", "มิถุนายน", "มิถุนา"),
    ("ก.ค.", "กรกฎาคม", "กรกฎา"),
    ("ส.ค.", "สิงหาคม", "สิงหา"),
    ("ก.ย.", "กันยายน", "กันยา"),
    ("ต.ค.", "ตุลาคม", "ตุลา"),
    ("พ.ย.", "พฤศจิกายน", "พฤศจิกา"),
    ("ธ.ค.", "ธันวาคม", "ธันวา"),
)
_PL_DATE = re.compile(r"(?<!\d)(\d{1,2})\.?\s+(" + "|".join(_PL_MONTHS) + r")(?![a-z])")
_TH_DATE = re.compile(
    r"(?<!\d)(\d{1,2})\s*("
    + "|".join(re.escape(name) for pair in _TH_MONTHS for name in pair)
    + ")"
)


def _th_month(name: str) -> int:
    return next(i for i, pair in enumerate(_TH_MONTHS, start=1) if name in pair)


# Lower-case "sat", "sun", "wed" count as days where the context says so: after a day
# qualifier ("this sat", "on wed", "every sun") or next to another day in a list or range
# ("tue thu sat", "mon/wed/fri", "sat-sun").
_LOWER_ABBREVIATIONS = re.compile(r"(?<![a-z'])(wed|sat|sun)(?![a-z'])")
_DAY_QUALIFIER = re.compile(
    r"(?<![a-z])(?:on|this|next|every|each|until|till|by|from|thru|through|before|after|"
    r"coming|last|til|for)\s*$"
)
# "Sat mornings", "sun night": a part of the day after it makes the word a day.
# "Do that for sun too": a day named for a follow-up.
_DAY_PART_AFTER = re.compile(
    r"^\s*(?:mornings?|nights?|evenings?|afternoons?|am|pm|too|as well|same)(?![a-z])"
)
_LIST_GAP = re.compile(r"^\s*(?:,|/|&|\+|-|–|—|and|or|to|thru|through|till|until|n)?\s*,?\s*$")


def _overlaps(hits: list[Hit[Weekday]], start: int, end: int) -> bool:
    return any(hit.start < end and start < hit.end for hit in hits)


def _lower_abbreviations(folded: str, hits: list[Hit[Weekday]]) -> list[Hit[Weekday]]:
    candidates = [
        Hit(match.start(), match.end(), _CASED_DAYS[match.group(1)])
        for match in _LOWER_ABBREVIATIONS.finditer(folded)
        if not _overlaps(hits, match.start(), match.end())
    ]
    accepted: list[Hit[Weekday]] = []
    changed = True
    while changed and candidates:
        changed = False
        anchors = hits + accepted
        for candidate in list(candidates):
            before = folded[max(0, candidate.start - 12) : candidate.start]
            listed = any(
                _LIST_GAP.match(folded[a.end : candidate.start])
                if a.end <= candidate.start
                else _LIST_GAP.match(folded[candidate.end : a.start])
                for a in anchors
                + [c for c in candidates if c is not candidate and c.value != candidate.value]
            )
            after = folded[candidate.end : candidate.end + 12]
            if _DAY_QUALIFIER.search(before) or listed or _DAY_PART_AFTER.match(after):
                accepted.append(candidate)
                candidates.remove(candidate)
                changed = True
    return accepted


# Short day names that are days only inside a list of two or more ("pon sr pt",
# "จ. อ. พฤ. ศ.", "mon/wed/fri"): alone, "pt" is a personal trainer and "อ." a teacher.
_SHORT_DAYS: dict[str, Weekday] = {
    "pn": "monday",
    "pon": "monday",
    "mon": "monday",
    "wt": "tuesday",
    "tue": "tuesday",
    "tues": "tuesday",
    "sr": "wednesday",
    "wed": "wednesday",
    "cz": "thursday",
    "czw": "thursday",
    "thu": "thursday",
    "thur": "thursday",
    "thurs": "thursday",
    "pt": "friday",
    "pia": "friday",
    "fri": "friday",
    "sb": "saturday",
    "sob": "saturday",
    "sat": "saturday",
    "nd": "sunday",
    "ndz": "sunday",
    "sun": "sunday",
    "จ.": "monday",
    "อ.": "tuesday",
    "พ.": "wednesday",
    "พฤ.": "thursday",
    "ศ.": "friday",
    "ส.": "saturday",
    "อา.": "sunday",
    "จ": "monday",
    "อ": "tuesday",
    "พ": "wednesday",
    "พฤ": "thursday",
    "ศ": "friday",
    "ส": "saturday",
    "อา": "sunday",
}
_SHORT_LATIN = (
    "(?:pn|pon|mon|wt|tues|tue|sr|wed|czw|cz|thurs|thur|thu|pt|pia|fri|sb|sob|sat|nd|ndz|sun)"
)
# Thai initials also go without their dot when spaces set them apart ("จ พ ศ",
# "จ อ พฤ ศ"): a lone consonant between spaces is no Thai word.
_SHORT_THAI = "(?:พฤ|อา|จ|อ|พ|ศ|ส)(?:\\.|(?![\\u0e01-\\u0e4f]))"
_SHORT_TOKEN = f"(?:(?<![a-z0-9]){_SHORT_LATIN}(?![a-z0-9])|(?<![\\u0e01-\\u0e4f]){_SHORT_THAI})"
# A dash joins two short days into a span ("pon-pt", "wt–czw"); `_range_spans` fills it in.
_SHORT_LIST = re.compile(
    f"{_SHORT_TOKEN}(?:(?:\\s*[,/&+\\-–—]\\s*|\\s+(?:i|and|n|oraz|และ)\\s+|\\s+){_SHORT_TOKEN})+"
)
_SHORT_ONE = re.compile(_SHORT_TOKEN)
# Japanese day initials run together: "火木土日", "月火木金土で". Three or more (two
# could be a word: "月日" is a date), or 土日, the weekend.
_KANJI_RUN = re.compile(
    r"(?<![\d月火水木金土日])(?:[月火水木金土日]{3,7}|土日)(?![曜月火水木金土日])"
)

# Two initials run together are a pair of days only when a particle follows and they are
# in week order: "月木が脚、火金が上半身", "火金で". "月日" (a date), "土木" (civil
# engineering) and "日月" (sun and moon) are words, not days.
_KANJI_PAIR = re.compile(r"(?<![\d０-９月火水木金土日毎])[月火水木金土日]{2}(?=[がはにでと、,・])")


def _listed_short_days(folded: str) -> list[Hit[Weekday]]:
    out: list[Hit[Weekday]] = []
    for run in _SHORT_LIST.finditer(folded):
        for match in _SHORT_ONE.finditer(run.group(0)):
            day = _SHORT_DAYS.get(match.group(0))
            if day is not None:
                out.append(Hit(run.start() + match.start(), run.start() + match.end(), day))
    for pair in _KANJI_PAIR.finditer(folded):
        first, second = (_KANJI_DAYS[char] for char in pair.group(0))
        if WEEKDAYS.index(first) < WEEKDAYS.index(second) and pair.group(0) != "月日":
            out.append(Hit(pair.start(), pair.start() + 1, first))
            out.append(Hit(pair.start() + 1, pair.end(), second))
    for run in _KANJI_RUN.finditer(folded):
        days = [_KANJI_DAYS[char] for char in run.group(0)]
        if len(set(days)) != len(days):
            continue
        out.extend(Hit(run.start() + i, run.start() + i + 1, day) for i, day in enumerate(days))
    return out


# Thai "อาทิตย์" alone is also "week" ("อาทิตย์ละ 3 วัน", three days a week; "อาทิตย์หน้า",
# next week), so it is Sunday without its "วัน" only inside a list of days: right after
# another day and a joining word ("วันพุธ ศุกร์ และอาทิตย์", "เสาร์อาทิตย์").
_TH_SUNDAY = re.compile(r"อาทิตย์(?!\s*(?:หน้า|นี้|ที่แล้ว|ก่อน|ละ|ต่อ|เดียว))")
_TH_JOIN = re.compile(r"^\s*(?:,|、|/|และ|กับ|หรือ|-)?\s*$")


def _thai_listed_sunday(folded: str, hits: list[Hit[Weekday]]) -> list[Hit[Weekday]]:
    out: list[Hit[Weekday]] = []
    for match in _TH_SUNDAY.finditer(folded):
        if _overlaps(hits, match.start(), match.end()):
            continue
        listed = any(
            h.end <= match.start()
            and h.value != "sunday"
            and _TH_JOIN.match(folded[h.end : match.start()])
            for h in hits
        )
        if listed:
            out.append(Hit(match.start(), match.end(), "sunday"))
    return out


def weekday_hits(text: str, folded: str) -> list[Hit[Weekday]]:
    hits = list(WEEKDAY_LEXICON.hits(folded))
    hits.extend(_thai_listed_sunday(folded, hits))
    normalized = fold(text) == folded and len(text) == len(folded)
    if normalized:
        hits.extend(
            Hit(match.start(), match.end(), _CASED_DAYS[match.group(1).lower()])
            for match in _CASED_ABBREVIATIONS.finditer(text)
        )
    hits.extend(_lower_abbreviations(folded, hits))
    hits.extend(
        hit for hit in _listed_short_days(folded) if not _overlaps(hits, hit.start, hit.end)
    )
    hits.extend(
        Hit(start, start + 1, day)
        for start, day in _kanji_list_days(folded)
        if not _overlaps(hits, start, start + 1)
    )
    hits.sort(key=lambda hit: hit.start)
    return hits


# Japanese schedules often list days by their first character alone, joined by a middle
# dot or a comma: "月・木・土". One character is a day only inside such a list (月 alone is
# also "month", 日 "day", 土 "soil"), and never right after a digit ("9月" is September).
_KANJI_DAYS: dict[str, Weekday] = {
    "月": "monday",
    "火": "tuesday",
    "水": "wednesday",
    "木": "thursday",
    "金": "friday",
    "土": "saturday",
    "日": "sunday",
}
# A wave dash between two initials is a span ("月〜金"), read the same way; never the 日
# of a word ("今日〜金曜", "毎日").
_KANJI_LIST = re.compile(
    r"(?<![\d０-９今明昨毎本休平祝])[月火水木金土日]"
    r"(?:\s*[・、,/〜~～]\s*[月火水木金土日](?![\d０-９]))+"
)


def _kanji_list_days(folded: str) -> list[tuple[int, Weekday]]:
    out: list[tuple[int, Weekday]] = []
    for match in _KANJI_LIST.finditer(folded):
        for offset, char in enumerate(match.group(0)):
            if char in _KANJI_DAYS:
                out.append((match.start() + offset, _KANJI_DAYS[char]))
    return out


# A span of days: "mon-fri", "Monday to Friday", "od poniedziałku do piątku",
# "จันทร์ถึงศุกร์", "月曜から金曜".
_RANGE_GAP = re.compile(
    r"^\s*(?:-|–|—|~|〜|～|ー|to|thru|through|till|until|do|ถึง|จนถึง|から)\s*(?:the\s+)?$"
)
# "Move Monday to Friday" moves one session; "to" is a range only without such a verb.
_MOVE_WORDS = re.compile(
    r"(?<![a-z])(?:move|moving|shift|push|swap|switch|change|instead|bump|slide|resched)|"
    r"przenie|przesu|prze[łl][oó][żz]|zamiast|ย้าย|เลื่อน|แทน|移動|ずら|代わり|振り替え"
)
_ALL_WEEK: tuple[Weekday, ...] = WEEKDAYS
_WORKWEEK = re.compile(
    r"(?<![a-z])(?:weekdays|every weekday|(?:mon|monday) thru (?:fri|friday)|work ?week days|"
    r"dni robocze|dni powszednie|w dni robocze|w tygodniu roboczym)(?![a-z])|วันธรรมดา|平日"
)
_EVERY_DAY = re.compile(
    r"(?<![a-z])(?:every ?day|every single day|daily|all week|7 days|seven days|codziennie|"
    r"kazdego dnia|każdego dnia)(?![a-z])|ทุกวัน|毎日"
)
_EXCEPT = re.compile(
    r"(?<![a-z])(?:except(?: for)?|but(?! i)|apart from|other than|besides|minus|"
    r"oprocz|poza|z wyjatkiem)(?![a-z])|ยกเว้น|เว้น"
)
_JA_EXCEPT = re.compile(r"以外")


def _range_spans(folded: str, hits: list[Hit[Weekday]]) -> list[tuple[Hit[Weekday], Hit[Weekday]]]:
    """Pairs of day mentions joined as a span ("monday to friday")."""
    moving = bool(_MOVE_WORDS.search(folded))
    out: list[tuple[Hit[Weekday], Hit[Weekday]]] = []
    for first, second in pairwise(hits):
        gap = folded[first.end : second.start]
        match = _RANGE_GAP.match(gap)
        if not match or first.value == second.value:
            continue
        if moving and re.search(r"(?<![a-z])(?:to|do|ถึง)(?![a-z])", gap):
            continue
        out.append((first, second))
    return out


def _days_between(first: Weekday, last: Weekday) -> list[Weekday]:
    start, end = WEEKDAYS.index(first), WEEKDAYS.index(last)
    if end < start:
        end += 7
    return [WEEKDAYS[i % 7] for i in range(start, end + 1)]


def _excepted(folded: str, hits: list[Hit[Weekday]]) -> set[Weekday] | None:
    """ "Every day except Sunday": the days left out, or None when no such phrase."""
    every = _EVERY_DAY.search(folded) or _WORKWEEK.search(folded)
    if not every:
        return None
    left_out: set[Weekday] = set()
    for match in _EXCEPT.finditer(folded, every.end()):
        if match.start() - every.end() > 24:
            break
        left_out |= {hit.value for hit in hits if match.end() <= hit.start <= match.end() + 40}
    for match in _JA_EXCEPT.finditer(folded):
        left_out |= {hit.value for hit in hits if 0 <= match.start() - hit.end <= 2}
    return left_out or None


def extract_weekdays(text: str) -> tuple[Weekday, ...]:
    """Weekdays named in the message, in order of first appearance.

    Spans expand to every day in them ("mon-fri", "Monday to Friday"), "weekdays" is
    Monday to Friday, and "every day except Sunday" is the six other days.
    """
    folded = fold(text)
    hits = weekday_hits(text, folded)
    left_out = _excepted(folded, hits)
    if left_out is not None:
        # "weekdays except wednesday" leaves out a day of Monday to Friday only.
        base = _ALL_WEEK if _EVERY_DAY.search(folded) else _ALL_WEEK[:5]
        return tuple(day for day in base if day not in left_out)
    days: list[Weekday] = []
    spans = {id(first): second for first, second in _range_spans(folded, hits)}
    for hit in hits:
        if id(hit) in spans:
            days.extend(_days_between(hit.value, spans[id(hit)].value))
        else:
            days.append(hit.value)
    if not days and _WORKWEEK.search(folded):
        return _ALL_WEEK[:5]
    return tuple(unique(days))


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
    for position, offset in _in_days(folded):
        candidates.append((position, WEEKDAYS[(today + timedelta(days=offset)).weekday()]))
    if not candidates:
        return selected_day

    # "Sore from Friday's session, what about Thursday?": the day named as the cause is
    # not the day the message asks about, unless it is the only one.
    def before(candidate: tuple[int, Weekday]) -> str:
        return folded[max(0, candidate[0] - 24) : candidate[0]]

    acted = [c for c in candidates if _ACTION_BEFORE.search(before(c))]

    def after(candidate: tuple[int, Weekday]) -> str:
        rest = folded[candidate[0] :]
        match = re.match(r"\S*?曜", rest)
        return rest[match.end() :] if match else ""

    asked = [
        c
        for c in candidates
        if not _CAUSE_BEFORE.search(before(c)) and not _CAUSE_AFTER.search(after(c))
    ]
    # "Shoulder's cranky today. Can we take it easy on Thursday?": the day in the request
    # sentence is the one asked about, not the day the news is from.
    spans = sentences(folded)
    requested = [
        c for c in asked if _REQUEST.search(folded[slice(*spans[span_index(spans, c[0])])])
    ]
    if len({c[1] for c in asked}) > 1 and requested and len(requested) < len(asked):
        asked = requested
    # "Long run Sunday, can you make Saturday a rest day?": within one sentence, the day in
    # the asking clause.
    clauses = [(m.start(), m.end()) for m in _CLAUSE.finditer(folded)]
    in_ask = [
        c
        for c in asked
        if any(start <= c[0] < end and _REQUEST.search(folded[start:end]) for start, end in clauses)
    ]
    if len({c[1] for c in asked}) > 1 and in_ask and len(in_ask) < len(asked):
        asked = in_ask
    return min(acted or asked or candidates, key=lambda candidate: candidate[0])[1]


_CLAUSE = re.compile(r"[^,;.!?。！？、]+")
_REQUEST = re.compile(
    r"(?<![a-z])(?:can we|can you|could we|could you|please|pls|let'?s|what (?:do|should) i do|"
    r"what about|how about|czy mo[zg]|prosz[eę])(?![a-z])|ได้ไหม|ช่วย|ください|して"
)


# "Adjust Wednesday for me", "what should I do about Thursday": the day acted on.
_ACTION_BEFORE = re.compile(
    r"(?:adjust|change|edit|fix|modify|rework|shorten|trim|lighten|protect|"
    r"(?:do|what|how) about)\s+(?:my\s+|the\s+|this\s+|next\s+)?$"
)
_CAUSE_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:from|since|after|during|of|od|po)\s+(?:last\s+|this\s+past\s+|the\s+|"
    r"my\s+|zeszłej\s+|zeszlej\s+|ostatniej\s+)?|ตั้งแต่\s*|เมื่อ\s*)$"
)
# "金曜のデッドで腰やった": the day whose session caused it, said before the cause.
_CAUSE_AFTER = re.compile(r"^(?:曜日?)?の[^。、,.!?！？]{1,12}?(?:で|中に|の時|のとき)")


def resolve_dates(text: str, today: date, *, spans: bool = True) -> tuple[date, ...]:
    """Calendar dates the message refers to, in order of appearance.

    Weekday names produce a date when qualified ("this/next/on Saturday", "w tę sobotę",
    "วันเสาร์นี้", "今週の土曜日") or when the message names only one weekday; a list of
    training days ("Monday, Wednesday and Friday") is about the weekly pattern, not dates.
    With `spans`, a stretch ("Wednesday to Friday next week", "until Wednesday") gives
    every date in it; a schedule ("mon-fri") is no stretch, so callers turn that off.
    """
    folded = fold(text)
    found: list[tuple[int, date]] = []
    mentions = weekday_hits(text, folded)
    single = len({hit.value for hit in mentions}) == 1
    for hit in mentions:
        ordinal = _ORDINAL_AFTER.match(folded, hit.end)
        if ordinal:
            # "saturday the 26th": the day of the month decides the date.
            _add_day_of_month(found, hit.start, today, int(ordinal.group(1)))
            continue
        if _DATE_AFTER.match(folded, hit.end):
            # "saturday october 10th", "wtorek 22.09", "水曜(23日)": the date said with the
            # weekday decides it (read below); the weekday alone would be this week's.
            continue
        when, qualified = _shift(today, hit.value, folded, hit)
        if qualified or single:
            found.append((hit.start, when))
    for rel in _RELATIVE.hits(folded):
        found.append((rel.start, today + timedelta(days=_RELATIVE_OFFSET[rel.value])))
    for position, offset in _in_days(folded):
        found.append((position, today + timedelta(days=offset)))
    span = resolve_span(text, today) if spans else None
    if span is not None:
        first, last = span
        found = [(position, when) for position, when in found if not first <= when <= last]
        found.extend((-1, first + timedelta(days=i)) for i in range((last - first).days + 1))
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
        if any(
            _ORDINAL_AFTER.match(folded, hit.end) for hit in mentions if hit.end <= match.start()
        ):
            continue
        _add_day_of_month(found, match.start(), today, int(match.group(1) or match.group(2)))
    for match in _JA_DATE.finditer(folded):
        _add_month_day(found, match.start(), today, int(match.group(1)), int(match.group(2)))
    for match in _PL_DATE.finditer(folded):
        month = _PL_MONTHS.index(match.group(2)) + 1
        _add_month_day(found, match.start(), today, month, int(match.group(1)))
    for match in _TH_DATE.finditer(folded):
        _add_month_day(found, match.start(), today, _th_month(match.group(2)), int(match.group(1)))
    japanese = bool(_JAPANESE_SCRIPT.search(folded))
    for match in _NUMERIC_DATE.finditer(folded):
        if japanese and match.group(0).count("/") == 1:
            continue
        _add_month_day(found, match.start(), today, int(match.group(2)), int(match.group(1)))
    if japanese:
        # "11/29(日)のマラソン", "9/19〜23は箱根": Japanese writes the month first, and a
        # range's last day shares its month.
        for match in _JA_MONTH_DAY.finditer(folded):
            month, day = int(match.group(1)), int(match.group(2))
            _add_month_day(found, match.start(), today, month, day)
            if match.group(4):
                last_month = int(match.group(3)) if match.group(3) else month
                _add_month_day(found, match.end() - 1, today, last_month, int(match.group(4)))
    for match in _JA_DAY_OF_MONTH.finditer(folded):
        _add_day_of_month(found, match.start(), today, int(match.group(1)))
    for position, month, day in _shared_month_starts(folded):
        # "17-20 ก.ย.", "sep 17-20", "17-20.09": the first day shares the month named once.
        _add_month_day(found, position, today, month, day)
    found.sort(key=lambda item: item[0])
    return tuple(unique(when for _, when in found))


# "22.09", "25/09/2026": day and month in figures. The month is two digits or the date
# has a year, so "2.5 kg" or "3/5 sets" is no date; a unit after it makes it a number.
_NUMERIC_DATE = re.compile(
    r"(?<![\d.,/])(\d{1,2})[./](0[1-9]|1[0-2])(?:[./](?:20)?\d{2})?(?![\d]|[.,/]\d)"
    r"(?!\s*(?:kg|kgs|lb|lbs|km|%|x|min|h|reps?|sets?)(?![a-z]))"
)
_JAPANESE_SCRIPT = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
# "11/29", "9/19〜23", "9/21〜9/25": month/day in Japanese text, and a range's end.
_JA_MONTH_DAY = re.compile(
    r"(?<![\d./])(1[0-2]|0?[1-9])/([0-2]?[1-9]|[123]0|31)(?![\d/])"
    r"(?:(?:\s*[(（][月火水木金土日][)）])?\s*(?:〜|~|-|–|から)\s*"
    r"(?:(1[0-2]|0?[1-9])/)?([0-2]?[1-9]|[123]0|31)(?![\d/]))?"
)
# "水曜(23日)", "23日から26日まで": a day of the month in Japanese ("2日後" is in two days,
# "3日間" three days long, "週3日" days a week, "2日だけ" only two days).
_JA_DAY_OF_MONTH = re.compile(
    r"(?<![\d月週])(?<!週\s)(\d{1,2})日(?![後間目]|だけ|ほど|くらい|ぐらい|以上|以内|連続|分|も|しか)"
)
_MONTH_NAMES = "|".join(_MONTHS)
_TH_MONTH_NAMES = "|".join(re.escape(name) for pair in _TH_MONTHS for name in pair)
_PL_MONTH_NAMES = "|".join(_PL_MONTHS)
# A range of days sharing one month: "17-20 sep", "17-20 ก.ย.", "17-20 wrzesnia",
# "17-20.09" (the month after the second day), "sep 17-20" (the month before the first).
_SHARED_MONTH_AFTER = re.compile(
    r"(?<![\d.,/])(\d{1,2})\s*(?:-|–|~|to|do|ถึง)\s*(\d{1,2})(?:st|nd|rd|th)?\s*(?:"
    rf"(?:of\s+)?({_MONTH_NAMES})[a-z]*|({_TH_MONTH_NAMES})|({_PL_MONTH_NAMES})|"
    r"[./](0[1-9]|1[0-2])(?![\d]))"
)
_SHARED_MONTH_BEFORE = re.compile(
    rf"(?<![a-z])({_MONTH_NAMES})[a-z]*\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\s*"
    r"(?:-|–|to|thru|through)\s*(\d{1,2})(?![\d.])"
)
# A date said right after a weekday: "saturday october 10th", "wtorek 22.09", "水曜(23日)".
_DATE_AFTER = re.compile(
    r"\s*[,(（]?\s*(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?"
    rf"(?:{_MONTH_NAMES})|(?:{_MONTH_NAMES})[a-z]*\.?\s+\d|\d{{1,2}}[./](?:0[1-9]|1[0-2])|"
    r"\d{1,2}日)"
)


def _shared_month_starts(folded: str) -> list[tuple[int, int, int]]:
    """(position, month, day) of the day of a range that is said without its month: the
    first in "17-20 sep", the second in "sep 17-20"."""
    out: list[tuple[int, int, int]] = []
    for match in _SHARED_MONTH_AFTER.finditer(folded):
        if match.group(3):
            month = _MONTHS.index(match.group(3)) + 1
        elif match.group(4):
            month = _th_month(match.group(4))
        elif match.group(5):
            month = _PL_MONTHS.index(match.group(5)) + 1
        else:
            month = int(match.group(6))
        out.append((match.start(), month, int(match.group(1))))
    for match in _SHARED_MONTH_BEFORE.finditer(folded):
        month = _MONTHS.index(match.group(1)) + 1
        out.append((match.end(), month, int(match.group(3))))
    return out


_COUNT_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "a couple of": 2,
    "a couple": 2,
    "a few": 3,
    "dwa": 2,
    "dwoch": 2,
    "trzy": 3,
    "cztery": 4,
    "piec": 5,
}
_IN_DAYS = re.compile(
    r"(?<![a-z])(?:in|za)\s+(\d{1,2}|" + "|".join(_COUNT_WORDS) + r")\s+(?:days?|dni)(?![a-z])"
    r"(?!\s+(?:ago|a week))|(?:อีก|ในอีก)\s*(\d{1,2})\s*วัน|(\d{1,2})\s*日後"
)


def _in_days(folded: str) -> list[tuple[int, int]]:
    """ "in two days", "za 3 dni", "อีก 2 วัน", "2日後": (position, offset in days)."""
    out: list[tuple[int, int]] = []
    for match in _IN_DAYS.finditer(folded):
        raw = match.group(1) or match.group(2) or match.group(3)
        count = int(raw) if raw.isdigit() else _COUNT_WORDS[raw]
        if 1 <= count <= 31:
            out.append((match.start(), count))
    return out


def in_days_mentioned(folded: str) -> bool:
    return bool(_in_days(folded))


_NEXT_WEEK = re.compile(
    r"(?<![a-z])(?:next week|the week after|w przyszlym tygodniu|przyszly tydzien)(?![a-z])|"
    r"สัปดาห์หน้า|อาทิตย์หน้า|来週"
)
_UNTIL = re.compile(
    r"(?<![a-z])(?:until|till|til|through|thru|up to|do)\s+(?:this\s+|next\s+)?$|ถึง\s*$|"
    r"(?:^|\s)まで"
)


_ORDINAL_AFTER = re.compile(r"\s*,?\s*(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)(?![a-z])")
_LENGTH_WORDS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "ten": 10}
# "two week holiday starting tomorrow", "a 10-day trip from Friday": a length and a start.
_LENGTH_FROM = re.compile(
    r"(?<![a-z])(\d{1,2}|a|one|two|three|four|ten)[\s-]*(weeks?|days?)(?![a-z])"
    r"[^.!?]{0,40}?(?<![a-z])(?:starting|from|beginning|as of)\s+"
)


def _length_span(text: str, folded: str, today: date) -> tuple[date, date] | None:
    match = _LENGTH_FROM.search(folded)
    if match is None:
        return None
    raw = match.group(1)
    count = int(raw) if raw.isdigit() else _LENGTH_WORDS[raw]
    length = count * 7 if match.group(2).startswith("week") else count
    if not 1 <= length <= 42:
        return None
    rest = folded[match.end() :]
    relative = _RELATIVE.hits(rest)
    first: date | None = None
    if relative and relative[0].start == 0:
        first = today + timedelta(days=_RELATIVE_OFFSET[relative[0].value])
    else:
        for hit in weekday_hits(text, folded):
            if hit.start == match.end() or folded[match.end() : hit.start].strip() in (
                "",
                "this",
                "next",
            ):
                first, _ = _shift(today, hit.value, folded, hit)
                break
    if first is None:
        return None
    return first, first + timedelta(days=length - 1)


# "ถึงวันศุกร์", "金曜まで", "until friday": the day closes a stretch that starts today.
_UNTIL_AFTER = re.compile(r"^(?:曜日?)?(?:日)?まで")


def until_day(text: str, today: date) -> tuple[Weekday, date] | None:
    """The weekday said as the end of a stretch ("exams until Friday", "สอบถึงวันศุกร์",
    "金曜まで試験"), with its date; None when no day is said that way."""
    folded = fold(text)
    for hit in weekday_hits(text, folded):
        before = folded[max(0, hit.start - 16) : hit.start]
        if _UNTIL.search(before) or _UNTIL_AFTER.search(folded[hit.end : hit.end + 4]):
            last, _ = _shift(today, hit.value, folded, hit)
            return hit.value, last
    return None


def resolve_span(text: str, today: date) -> tuple[date, date] | None:
    """A stretch of days, as (first, last): "Wednesday to Friday next week", "Thursday to
    Sunday", "until Wednesday" (from today), "two weeks starting tomorrow". None when the
    message names no span."""
    folded = fold(text)
    length_span = _length_span(text, folded, today)
    if length_span is not None:
        return length_span
    hits = weekday_hits(text, folded)
    spans = _range_spans(folded, hits)
    if spans:
        first_hit, last_hit = spans[0]
        first, qualified = _shift(today, first_hit.value, folded, first_hit)
        if not qualified and _NEXT_WEEK.search(folded):
            first = date_in_week(week_start(today) + timedelta(days=7), first_hit.value)
        length = (WEEKDAYS.index(last_hit.value) - WEEKDAYS.index(first_hit.value)) % 7
        return first, first + timedelta(days=length)
    if len(hits) == 1 and _UNTIL.search(folded[max(0, hits[0].start - 16) : hits[0].start]):
        last, _ = _shift(today, hits[0].value, folded, hits[0])
        if _NEXT_WEEK.search(folded) and last < week_start(today) + timedelta(days=7):
            last += timedelta(days=7)
        return today, last
    return _date_range(text, folded, today)


# Between two dates, a range: "thu sep 17 to sun sep 20", "from wed the 16th till tue the
# 29th", "od 17.09 do 20.09", "17日から20日まで".
_DATE_RANGE_WORD = re.compile(
    r"\d[^.!?。！？\d]{0,25}?(?:(?<![a-z])(?:to|till|til|until|through|thru|do)(?![a-z])|"
    r"[-–~～〜]|ถึง|から)[^.!?。！？]{0,25}?\d"
)


# "flying out thursday the 17th for a wedding, back monday 21st": away until the return.
_RETURN_RANGE = re.compile(
    r"\d[^.!?。！？\d]{0,50}?(?<![a-z])(?:back|returning|return|home|wracam|powrot)(?![a-z])"
    r"[^.!?。！？]{0,20}?\d"
)


def _date_range(text: str, folded: str, today: date) -> tuple[date, date] | None:
    """Two dates with a range word between them: the stretch from the first to the last."""
    if not (_DATE_RANGE_WORD.search(folded) or _RETURN_RANGE.search(folded)):
        return None
    dates = resolve_dates(text, today, spans=False)
    if len(dates) != 2:
        return None
    first, last = sorted(dates)
    if not timedelta(days=1) <= last - first <= timedelta(days=42):
        return None
    return first, last


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
    """Whether a relative day word (today, tomorrow, tonight, in two days ...) occurs."""
    return _RELATIVE.search(folded) or in_days_mentioned(folded)


# A day taken by something else: "games are saturdays", "mecze mam w soboty", "土曜はバイト".
_TAKEN = re.compile(
    r"(?<![a-z])(?:games?|matches|match day|matchday|race day|fixtures?|practice|film|leagues?|"
    r"mecz[a-z]*|rozgryw[a-z]*|zawod[a-z]*|working|shifts?|on call|night shifts?|"
    r"pracuj[a-z]*|dyżur[a-z]*|dyzur[a-z]*)(?![a-z])|"
    # Another sport's days or a job's: "I boulder tue thu sat", "club training mon and wed",
    # "I run mon wed sat", "I work nights sun thru wed" (never "work out").
    r"(?<![a-z])(?:(?:team|club|squad|rugby|football|footy|soccer|hockey) training|"
    r"boulder(?:ing)?|climb(?:ing|s)?|i run|run(?:ning)? days?|i swim|swimming|squad|i ride|"
    r"i work(?!\s*out)|nights)(?![a-z])|"
    # 稽古 is a martial art's practice ("月水は剣道の稽古"), 道場 its hall.
    r"แข่ง|นัดแข่ง|ซ้อม|เตะบอล|เข้าเวร|試合|バイト|シフト|練習|部活|夜勤|出勤|稽古|道場"
)
_TRAINS = re.compile(
    r"(?<![a-z])(?:(?<!team )(?<!club )(?<!squad )(?<!rugby )(?<!football )(?<!footy )"
    r"(?<!soccer )(?<!hockey )train[a-z]*|lift[a-z]*|(?<!climbing )gym|workouts?|sessions?|"
    r"can|free|"
    # A lifting programme run on those days: "I run PPL twice a week Mon-Sat".
    r"ppl|splits?(?! ?shifts?)|program(?:me)?s?|push|pull|upper|lower|full body|"
    r"trenow[a-z]*|trening[a-z]*|cwicz[a-z]*|moge|mogę)(?![a-z])|"
    r"ฝึก|ออกกำลัง|เล่นเวท|ยกเวท|ว่าง|トレ|筋トレ|できます|できる|空いて|移"
)


# A day ruled out in its own clause: "friday I'm wrecked", "thursday's a no go".
_RULED_OUT = re.compile(
    r"(?<![a-z])(?:wrecked|knackered|shattered|no go|no-go|out of the question)(?![a-z])"
)


def taken_weekdays(text: str, ruled_out: bool = True) -> frozenset[Weekday]:
    """Days the message gives to something that is not training (a match, a shift), said
    in a clause of their own: never training days. With `ruled_out`, a day said to be a
    no go in its own clause is taken too."""
    folded = fold(text)
    # Thai ends a sentence with a polite particle, not a full stop.
    spans = re.split(
        r"[.!?。！？\n;,、]|(?<![a-z])(?:but|ale|so|wiec|bo)(?![a-z])|(?:ค่ะ|ครับ|คะ|นะ)\s|"
        # "I boulder mon wed and want two lifting days": a new clause with its own days.
        r"(?<![a-z])and (?=i |want |would |need )",
        folded,
    )
    taken: set[Weekday] = set()
    kept: set[Weekday] = set()
    for clause in spans:
        days = set(extract_weekdays(clause))
        if not days:
            continue
        taking = _TAKEN.search(clause) or (ruled_out and _RULED_OUT.search(clause))
        if taking and not _TRAINS.search(clause):
            taken |= days
        else:
            kept |= days
    return frozenset(taken - kept)


# A weekday named as when something happened: "sore from friday's squats", "ขาระบมจาก
# สควอทวันศุกร์", "od soboty boli", "金曜のスクワットで". Such a day is the cause, not the day
# the message asks about.
_CAUSE_BEFORE = re.compile(
    # Thai "หลัง" is also "back" (the body part): "after" only right before the day.
    r"(?:\bfrom|\bafter|\bsince|\bod|\bpo|จาก)\s*(?:[^\s.,!?]+\s*){0,2}$|หลัง(?:จาก)?\s*$",
    re.I,
)


def cause_days(text: str) -> tuple[Weekday, ...]:
    """The weekdays the message names only as when something happened."""
    folded = fold(text)
    out: list[Weekday] = []
    for hit in weekday_hits(text, folded):
        before = folded[max(0, hit.start - 24) : hit.start]
        if _CAUSE_BEFORE.search(before):
            out.append(hit.value)
    return tuple(dict.fromkeys(out))


def says_today(text: str) -> bool:
    """ "Today", "dziś", "วันนี้", "今日" is said."""
    return any(hit.value == "today" for hit in _RELATIVE.hits(fold(text)))
