"""Which of the days an onboarding message names are for lifting, and how long a lifting
session is, when the same message also describes another sport's week.

"I run Tue/Thu/Sat (long run Saturday), lift Mon and Wed only, 45 min" names five days,
but only two are for us; "bike Tue and Saturday (4 h bike ...). I can lift Tuesday and
Thursday, 40 minutes" names a 4-hour ride before the 40 minutes asked. A sentence is cut
where a word names an activity (lift, gym / run, swim, ride, practice, match, hike ...); the
days and minutes of each piece belong to that activity, and a piece with no activity word
before it in its sentence is neutral. "Sunday off" and "weekends off" are days off.

Precedence: the days of lifting pieces when there are any; else every named day but those
of the other sport and those off; None when the split changes nothing (callers keep their
own reading). Pure: no I/O, no clock. en/pl/th/ja words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from fitcoach.nlu.calendar import extract_weekdays, taken_weekdays
from fitcoach.nlu.quantities import extract_minutes
from fitcoach.weekdays import WEEKDAYS, Weekday

_LIFT = re.compile(
    r"\blift(?:s|ing)?\b|\bgym\b|\bweights?\b|weight room|strength (?:work|training|session)|"
    # "ฝึกได้วันจันทร์" (can train Monday), "เข้ายิม": the days that follow are ours.
    r"ćwicz|trenowa|siłowni|ยกเวท|เล่นเวท|ฟิตเนส|ฝึกได้|เข้ายิม|筋トレ|ジム",
    re.I,
)
_SPORT = re.compile(
    r"\bruns?\b(?!\s+(?:a\s+)?(?:ppl|split|program|programme|routine|full|upper|push))|"
    r"\brunning\b|\bswim(?:s|ming)?\b|\bbike\b|\bride\b|\brides\b|\bcycl(?:e|ing)\b|"
    r"\bintervals?\b|\btempo\b|\bpractice\b|\bmatch(?:es)?\b|\bgames?\b|\bsparring\b|\bleagues?\b|"
    r"\bhike\b|\bhiking\b|\bwalk(?:s|ing)?\b|\bclimb(?:ing)?\b|\bclass(?:es)?\b|"
    r"biega|pływa|rower|mecz|trening drużyn|วิ่ง|ว่ายน้ำ|ปั่น|ซ้อม|สปาร์ริ่ง|แข่ง|"
    r"ラン(?:ニング)?|走る|泳|自転車|練習|試合|稽古|部活",
    re.I,
)


def names_sport(text: str) -> bool:
    """The text names a sport or outdoor activity (a run, a climb, a swim, a match)."""
    return _SPORT.search(text) is not None


_OFF = re.compile(
    r"\b((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|weekends?)\s+(?:off|free|is (?:off|rest)|rest)\b",
    re.I,
)
# A travel day is no lifting day: "fly home Friday", "flying out on Sunday".
_TRAVEL = re.compile(
    r"\b(?:fly(?:ing)?|flight|travel(?:l?ing)?|driv(?:e|ing)) (?:home |back |out )?(?:on )?"
    r"((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b",
    re.I,
)
_SENTENCE = re.compile(r"[.;!?\n。]\s*")
_WEEKEND: tuple[Weekday, ...] = ("saturday", "sunday")


@dataclass(frozen=True, slots=True)
class LiftingSchedule:
    days: tuple[Weekday, ...] | None  # the lifting days, None: the message's own days stand
    minutes: int | None  # the minutes said in a lifting piece, None: the message's own
    other_days: tuple[Weekday, ...] = ()  # the other sport's days


def _pieces(sentence: str) -> list[tuple[str | None, str]]:
    """(activity, text) pieces of a sentence: "lift", "sport" or None (no word yet)."""
    marks = sorted(
        [(m.start(), "lift") for m in _LIFT.finditer(sentence)]
        + [(m.start(), "sport") for m in _SPORT.finditer(sentence)]
    )
    out: list[tuple[str | None, str]] = []
    first = marks[0][0] if marks else len(sentence)
    out.append((None, sentence[:first]))
    for index, (start, kind) in enumerate(marks):
        end = marks[index + 1][0] if index + 1 < len(marks) else len(sentence)
        piece = sentence[start:end]
        # Thai writes a clause break as a space: "ซ้อมบอลวันอังคาร มีดัมเบล ... วันจันทร์" -
        # the practice ends with its day; the days after the space are not the sport's.
        cut = _THAI_SPORT_END.match(piece) if kind == "sport" else None
        if cut is not None:
            out += [(kind, piece[: cut.end()]), (None, piece[cut.end() :])]
            continue
        out.append((kind, piece))
    return out


_THAI_SPORT_END = re.compile(r"\S*(?:จันทร์|อังคาร|พุธ|พฤหัส(?:บดี)?|ศุกร์|เสาร์|อาทิตย์)\S*(?=\s)")


def _off_days(text: str) -> set[Weekday]:
    off: set[Weekday] = set()
    for match in _TRAVEL.finditer(text):
        word = match.group(1).lower()
        off |= {d for d in WEEKDAYS if d.startswith(word[:3])}
    for match in _OFF.finditer(text):
        word = match.group(1).lower()
        if word.startswith("weekend"):
            off |= set(_WEEKEND)
        else:
            off |= {d for d in WEEKDAYS if d.startswith(word[:3])}
    return off


def lifting_schedule(text: str) -> LiftingSchedule:
    off = _off_days(text)
    # A day given to a match or a shift ("sundays are matches") is not a lifting day either,
    # unless a lifting piece names it ("spar Tue/Thu, lift Mon and Thu").
    # Thai clauses end at a space, so each is read alone ("ซ้อมบอลวันอังคาร มีดัมเบล ...").
    thai = re.search(r"[\u0e00-\u0e7f]", text) is not None
    taken = taken_weekdays(re.sub(r"\s+", "\n", text) if thai else text)
    cleaned = _TRAVEL.sub(" ", _OFF.sub(" ", text))
    lift_days: list[Weekday] = []
    sport_days: list[Weekday] = []
    every: list[Weekday] = []
    lift_minutes: int | None = None
    for sentence in _SENTENCE.split(cleaned):
        for kind, piece in _pieces(sentence):
            days = list(extract_weekdays(piece))
            every += days
            if kind == "lift":
                lift_days += days
                if lift_minutes is None and (days or lift_days):
                    lift_minutes = extract_minutes(piece)
            elif kind == "sport":
                sport_days += days
    named = [d for d in WEEKDAYS if d in every]
    if lift_days:
        chosen = [d for d in WEEKDAYS if d in lift_days and d not in off]
    else:
        chosen = [d for d in named if d not in sport_days and d not in off and d not in taken]
    others = tuple(d for d in WEEKDAYS if d in sport_days and d not in chosen)
    said = [d for d in WEEKDAYS if d in extract_weekdays(text)]
    if not chosen or chosen == said:
        return LiftingSchedule(None, lift_minutes if sport_days else None, others)
    return LiftingSchedule(tuple(chosen), lift_minutes if sport_days else None, others)
