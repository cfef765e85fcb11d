"""Reads a memory fact's words into its payload, once, when the memory is written.

Used for entries whose writer gave words only (the embedded brain today, rows stored before
payloads existed: migration 0004 calls `derive_payload` on every stored row). Nothing here
runs when memory is read. Pure: no I/O, no clock; dates come from the entry itself.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import TYPE_CHECKING, Any, TypeVar

from fitcoach import nlu
from fitcoach.memory import about
from fitcoach.memory.payloads import (
    BodyWeight,
    ConditionPayload,
    DumbbellRange,
    EquipmentPayload,
    EventKind,
    EventPayload,
    GoalPayload,
    Kettlebells,
    Place,
    PreferencePayload,
    Schedule,
    SchedulePayload,
    Severity,
    Side,
    Unit,
)
from fitcoach.units import convert

if TYPE_CHECKING:
    from fitcoach.memory.models import Tier1Entry, Tier2Entry, Tier3Entry

# A strain is a joint problem: "shoulder" protects the joint (no overhead or incline
# pressing), not every exercise the deltoids drive.
STRAINED_JOINT = {"Shoulders": "shoulder", "Lower Back": "lower_back", "Forearms": "wrist"}

_HOME = re.compile(r"\bhome\b|garage|apartment|w domu|domow|บ้าน|自宅|家", re.I)
_HOTEL = re.compile(r"hotel|hotelow|โรงแรม|ホテル", re.I)
_OUTDOORS = re.compile(r"\bpark\b|outdoor|outside|beach|camping|na dworze|w parku|公園", re.I)
_GYM = re.compile(r"\bgym\b|siłowni|siłownia|ยิม|ジム", re.I)
# "The hotel has no gym", "โรงแรมไม่มียิม", "ホテルにジムがない": no hotel dumbbells either.
_NO_GYM = re.compile(
    r"\bno gym\b|\b(?:has|have|had)(?: got)? no gym\b|\bwithout a gym\b|"
    r"\b(?:doesn'?t|does not|don'?t|won'?t) (?:have|be) (?:a |any )?gym\b|"
    r"nie ma(?: tam)? siłowni|bez siłowni|ไม่มี(?:ยิม|ฟิตเนส)|"
    r"ジム(?:が|は)?(?:ない|なし|無い|ありません)",
    re.I,
)
_BANDS = re.compile(r"\bbands?\b|resistance band|gum[ayi]?\b|taśm|ยางยืด|チューブ|バンド", re.I)
# Polish inflects the word ("kettlebelle", "kettli", "odważniki"): the ending is part of it.
_KETTLEBELL = re.compile(
    r"kettle\s?bell(?:s|e|i|a|ami|ach)?\b|kettl[ei]\b|odważnik[a-z]*|เคตเทิล|ケトルベル", re.I
)
_LOAD = re.compile(r"(\d+(?:[.,]\d+)?)\s*(kg|kgs|kilos?|lbs?|pounds?)\b", re.I)
_NUMBER = re.compile(r"\b(\d+(?:[.,]\d+)?)\b")
_CLAUSE_END = re.compile(r"[;.]\s|[;.]$|\bdumbbells?\b|\bhantl|\bbarbell|\bplates?\b", re.I)

_TRIP = re.compile(
    r"travel|trip|\baway\b|vacation|holiday|business|conference|visit|hotel|flight|"
    r"\bfly(?:ing)? (?:to|out|home|back)\b|\blec[eę] do\b|"
    r"podróż|wyjazd|wakacj|urlop|delegacj|เดินทาง|ทริป|ไปเที่ยว|บินไป|旅行|出張",
    re.I,
)
_COMPETITION = re.compile(
    r"race|marathon|\b10k\b|\b5k\b|tournament|match|competition|meet\b|game\b|triathlon|"
    r"zawody|turniej|mecz|maraton|แข่ง|大会|試合|マラソン",
    re.I,
)
_OUTING = re.compile(r"hike|hiking|ski|climb|wedding|party|festival|wędrówk|ślub|ハイキング", re.I)
_BUSY = re.compile(r"busy|deadline|exam|crunch|no time|zajęt|egzamin|ยุ่ง|忙しい", re.I)
_PLACE = re.compile(r"\b(?:to|in|at)\s+([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)")
_NOT_PLACES = frozenset(
    {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
)
_DAY_MONTH = re.compile(
    r"\b(\d{1,2})\s+(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b", re.I
)
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")

_KEY_SESSION_WORDS = re.compile(r"key session:[^;.]*", re.I)
_SEVERE = re.compile(r"severe|sharp|bad\b|really hurts|a lot|bardzo|mocno|ひどい|激しい", re.I)
_MILD = re.compile(r"mild|slight|a bit|a little|lekk|trochę|少し|เล็กน้อย", re.I)
_BOTH_SIDES = re.compile(r"\bboth\b|obu|obie|両", re.I)
_BRIEF = re.compile(r"short (?:answers|replies)|keep it short|brief|krótk|短く|สั้น", re.I)

# "never give me lunges", "no burpees", "I hate split squats", "nie chcę wykroków".
_EXCLUDE = re.compile(
    r"\bnever\b|\bno\b|\bnot\b|don'?t|hate|avoid|without|skip|"
    r"exclude|can'?t stand|\bnie\b|bez\b|żadnych|ไม่|しない|いらない|嫌|やめ|なしで|外して",
    re.I,
)
# Words that name a whole movement pattern: excluding "lunges" means every lunge variant.
_PATTERN_WORDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"lunges?\b|split squats?|wykrok|ランジ|ลันจ์", re.I), "lunge"),
    (re.compile(r"\bflyes\b|\bflys\b|\bflies\b|rozpiętk", re.I), "chest_fly"),
    (re.compile(r"overhead press(?:ing|es)?\b|pressing overhead", re.I), "vertical_push"),
    (re.compile(r"calf raises\b|wspięcia na palce", re.I), "calf_raise"),
    (re.compile(r"\bcrunches\b|sit-?ups\b|brzuszk", re.I), "core_flexion"),
)

# A pattern word said with a distinct variant's name ("Bulgarian split squats", "reverse
# lunges") bans that exercise, not the whole movement: "never Bulgarian split squats" keeps
# step-ups and walking lunges in the plan. Walking lunges are what most people mean by
# "lunges", so "no walking lunges" still keeps the pattern out.
_QUALIFIED = re.compile(
    r"(?:bulgarian|reverse|lateral|side|curtsy|jump(?:ing)?|rear[- ]foot[- ]elevated|"
    r"deficit|goblet|db|dumbbell|barbell|kettlebell|kb|seated|machine|cable|band|"
    r"standing|single[- ]leg)\s+$",
    re.I,
)


def derive_payload(
    entry: Tier1Entry | Tier2Entry | Tier3Entry,
) -> (
    EquipmentPayload
    | GoalPayload
    | SchedulePayload
    | ConditionPayload
    | PreferencePayload
    | (EventPayload)
):
    from fitcoach.memory.models import Tier1Entry, Tier2Entry

    if isinstance(entry, Tier1Entry):
        return tier1_payload(entry.category, entry.fact)
    if isinstance(entry, Tier2Entry):
        return tier2_payload(entry.body_part, entry.condition, entry.fact, entry.effective_date)
    # The event's last local day: an end at local midnight belongs to the day before.
    last = (entry.expires_at - timedelta(seconds=1)).date()
    return event_payload(entry.event, entry.fact, entry.week_start_date, last)


def tier1_payload(
    category: str, fact: str
) -> EquipmentPayload | GoalPayload | SchedulePayload | ConditionPayload | PreferencePayload:
    if category == "equipment":
        return equipment_payload(fact)
    if category == "goal":
        goal = nlu.extract_goal(fact)
        muscles = list(nlu.extract_muscles(fact))
        # The key session's day ("key session: long run on Saturday") is not a lifting day.
        schedule = schedule_of(_KEY_SESSION_WORDS.sub("", fact))
        me = about_me(fact)
        if goal is None and not muscles and schedule is not None and not me:
            return SchedulePayload(**schedule.model_dump())
        if goal is None and about.is_endurance(fact):
            goal = "endurance"
        return GoalPayload(kind=goal, words=fact.strip(), emphasis=muscles, schedule=schedule, **me)
    if category == "chronic_condition":
        return ConditionPayload(
            body_parts=list(nlu.extract_body_parts(fact)),
            side=side_of(fact),
            kind="chronic",
            severity=severity_of(fact),
            name=about.condition_name_of(fact),
        )
    return preference_payload(fact)


def about_me(text: str) -> dict[str, Any]:
    """The goal payload's "about me" fields the text states (age, experience, the key
    endurance session and its days); only the ones it states."""
    days, session = about.key_session_of(text)
    weight = about.bodyweight_of(text)
    found: dict[str, Any] = {
        "age": about.age_of(text),
        "experience": about.experience_of(text),
        "key_days": days,
        "key_session": session,
        "bodyweight": BodyWeight(value=weight[0], unit=weight[1]) if weight else None,
    }
    return {field: value for field, value in found.items() if value}


def equipment_payload(fact: str) -> EquipmentPayload:
    cap = nlu.extract_max_dumbbell(fact)
    dumbbells = None
    pairs = dumbbell_pairs_of(fact)
    if pairs is not None:
        weights, unit = pairs
        dumbbells = DumbbellRange(min=weights[0], max=weights[-1], unit=unit, pairs=weights)
    elif cap is not None:
        lightest = _dumbbell_floor(fact, cap.value)
        dumbbells = DumbbellRange(min=lightest, max=cap.value, unit=cap.unit)
    return EquipmentPayload(
        gear=sorted(nlu.extract_gear(fact)),
        place=place_of(fact),
        dumbbells=dumbbells,
        kettlebells=kettlebells_of(fact),
        bands=bool(_BANDS.search(fact)),
    )


def _dumbbell_floor(fact: str, top: float) -> float | None:
    """ "dumbbells 5-25 kg" / "dumbbells from 5 to 25 kg": the lightest pair, when a range
    is given right next to the dumbbells."""
    match = re.search(
        r"dumbbells?[^;.\d]{0,20}(\d+(?:[.,]\d+)?)\s*(?:-|–|to|do)\s*(\d+(?:[.,]\d+)?)", fact, re.I
    )
    if match is None:
        return None
    low, high = (float(g.replace(",", ".")) for g in match.groups())
    return low if high == top and 0 < low < high else None


_NUM = r"\d+(?:[.,]\d+)?"
_JOIN = r"\s*(?:,|\band\b|&|\+|\bi\b)\s*"
_PAIR_UNIT = r"(kg|kgs|kilos?|lbs?|pounds?)\b"
_PAIRS = (
    # "dumbbells of 4, 8 and 12 kg", "hantle 4, 8 i 12 kg"
    re.compile(
        rf"(?:dumbbells?|hantl[a-z]*)\s+(?:of\s+|at\s+|in\s+)?((?:{_NUM}\s*(?:kg|lbs?)?{_JOIN})+"
        rf"{_NUM})\s*{_PAIR_UNIT}",
        re.I,
    ),
    # "4, 8 and 12 kg dumbbells"
    re.compile(
        rf"((?:{_NUM}\s*(?:kg|lbs?)?{_JOIN})+{_NUM})\s*{_PAIR_UNIT}\s+(?:dumbbells?|hantl)", re.I
    ),
)


# Pairs counted out: "two pairs of dumbbells (15 and 25 lb)", "a pair of 15s and a pair of
# 25s", "a pair of 10 kg and a pair of 20 kg dumbbells", "dumbbell pairs of 10 and 20 kg".
_PAIR_OF = rf"(?:an?\s+|one\s+)?pair\s+of\s+({_NUM})\s*(?:(kg|kgs|kilos?|lbs?|pounds?)\b|s\b)?"
_COUNTED_PAIRS = re.compile(rf"{_PAIR_OF}(?:{_JOIN}{_PAIR_OF})+", re.I)
_PAIRS_THEN_LIST = re.compile(
    rf"(?:pairs\s+of\s+dumbbells?|dumbbell\s+pairs|pairs\s+of\s+dumbbells?)\s*(?:of|:|\()?\s*"
    rf"((?:{_NUM}\s*(?:kg|lbs?)?{_JOIN})+{_NUM})\s*{_PAIR_UNIT}",
    re.I,
)
_ANY_UNIT = re.compile(r"(?<![a-z])(kg|kgs|kilos?|lbs?|pounds?)(?![a-z])", re.I)


def _counted_pairs(text: str) -> tuple[list[float], Unit] | None:
    """ "a pair of 15s and a pair of 25s": the unit is the one said on a pair, else the
    only one the message says elsewhere ("..., all in lb"); None when there is none."""
    match = _COUNTED_PAIRS.search(text)
    if match is None:
        return None
    units = [u for u in re.findall(_PAIR_OF, match.group(0), re.I) if u[1]]
    said = {m.lower()[0] for m in _ANY_UNIT.findall(text)}
    if units:
        letter = units[-1][1].lower()[0]
    elif len(said) == 1:
        letter = said.pop()
    else:
        return None
    unit: Unit = "kg" if letter == "k" else "lb"
    said_pairs = re.findall(_PAIR_OF, match.group(0), re.I)
    weights = sorted({float(n.replace(",", ".")) for n, _ in said_pairs})
    weights = [w for w in weights if 0 < w <= convert(100, "kg", unit)]
    return (weights, unit) if len(weights) >= 2 else None


def dumbbell_pairs_of(text: str) -> tuple[list[float], Unit] | None:
    """A fixed set of dumbbells, each weight listed ("dumbbells of 4, 8 and 12 kg"): the
    pairs owned, lightest first, and their unit; None for a range or a single cap."""
    counted = _counted_pairs(text)
    if counted is not None:
        return counted
    for pattern in (_PAIRS_THEN_LIST, *_PAIRS):
        match = pattern.search(text)
        if match is None:
            continue
        unit: Unit = "kg" if match.group(2).lower().startswith("k") else "lb"
        weights = sorted({float(n.replace(",", ".")) for n in _NUMBER.findall(match.group(1))})
        weights = [w for w in weights if 0 < w <= convert(100, "kg", unit)]
        if len(weights) >= 2:
            return weights, unit
    return None


# One weight of a list of bells: "16 kg", "24s", "a 32 kg", "two 24s", "2x16kg".
_BELL = (
    r"(?:(?:one|two|three|four|a pair of|pair of|a|an|\d\s*(?:x|×))\s*)?"
    rf"({_NUM})(?![\d]|[.,]\d|\s*(?:min|hour|hr|h\b|day|time|session|set|rep|week|x\b|%))"
    r"\s*(?:(kg|kgs|kilos?|lbs?|pounds?)\b|s\b)?"
)
_BELL_JOIN = r"\s*(?:,\s*(?:and\s+|&\s*)?|\band\b|&|\+|/|\bi\b)\s*"
_BELL_LIST = rf"{_BELL}(?:{_BELL_JOIN}{_BELL})*"
# "one 16 kg, two 24s and a 32 kg kettlebell": the list ends at the word.
_BELLS_BEFORE = re.compile(rf"({_BELL_LIST})\s*(?:comp(?:etition)?\s+)?$", re.I)
# "kettlebells 16, 24 and 32 kg", "kettlebells of 12 and 16 kg", "kettlebells (16/24 kg)",
# "kettlebells only - a 12, a 16 and a 24 kg".
_BELLS_AFTER = re.compile(rf"^\s*(?:only\s*)?(?:of|at|in|:|,|\(|-|–)?\s*({_BELL_LIST})", re.I)


def _bell_weights(listed: str) -> tuple[list[float], Unit] | None:
    """The weights of a list of bells, each once, lightest first; the unit is the one the
    list says (a bell without its own unit, "two 24s", shares it). None without a unit."""
    units = [m.group(2) for m in re.finditer(_BELL, listed, re.I) if m.group(2)]
    if not units:
        return None
    unit: Unit = "kg" if units[-1].lower().startswith("k") else "lb"
    numbers = {float(m.group(1).replace(",", ".")) for m in re.finditer(_BELL, listed, re.I)}
    # Up to 100 kg: a kettlebell past that is a misread number.
    weights = sorted(w for w in numbers if 2 <= w <= convert(100, "kg", unit))
    return (weights, unit) if weights else None


_OTHER_GEAR = re.compile(
    r"(?:dumbbells?|barbells?|plates?|benche?s?|racks?|bands?|bars?|machines?|cables?|"
    r"\bto\b|hantl[a-z]*|sztang[a-z]*|ดัมเบล|บาร์เบล|ダンベル|バーベル)"
    # "up to 50 lb": the weight of the gear before, not a bell.
    r"(?:\s*(?:up\s+)?(?:to|do)?\s*\d+(?:[.,]\d+)?\s*(?:kg|kgs|kilos?|lbs?|pounds?)\b)?",
    re.I,
)


def kettlebells_of(fact: str) -> Kettlebells | None:
    """ "kettlebells of 12 and 16 kg", "a 16 kg kettlebell", "one 16 kg, two 24s and a 32
    kg kettlebell": each bell owned by its own weight, never a sum or a count, and never
    a number of another clause ("40 minutes")."""
    found = _KETTLEBELL.search(fact)
    if found is None:
        return None
    head = fact[: found.start()]
    # "dumbbells up to 50 lb and a 16 kg kettlebell": the list of bells starts after the
    # gear named before it, so the dumbbells' 50 lb is never read as a bell.
    other = list(_OTHER_GEAR.finditer(head))
    if other:
        head = head[other[-1].end() :]
    before = _BELLS_BEFORE.search(head)
    after = _BELLS_AFTER.match(fact[found.end() :])
    read = None
    if before is not None:
        read = _bell_weights(before.group(1))
    if read is None and after is not None:
        read = _bell_weights(after.group(1))
    if read is None:
        return None
    weights, unit = read
    for more in _KETTLEBELL.finditer(fact, found.end()):
        # "a 12 kg kettlebell and a pull-up bar, plus a 16 kg kettlebell": a bell added
        # later is owned too (the profile would never see it otherwise).
        added = _BELLS_BEFORE.search(_PLUS.split(fact[found.end() : more.start()])[-1])
        extra = _bell_weights(added.group(1)) if added is not None else None
        if extra is not None and extra[1] == unit:
            weights = sorted({*weights, *extra[0]})
    return Kettlebells(weights=weights, unit=unit)


_PLUS = re.compile(r",|\bplus\b|\band\b|\boraz\b", re.I)


T = TypeVar("T")


def _first_label(text: str, table: tuple[tuple[re.Pattern[str], T], ...]) -> T | None:
    """The label of the first pattern in `table` that the text matches (order is priority)."""
    return next((label for pattern, label in table if pattern.search(text)), None)


def place_of(text: str) -> Place | None:
    places: tuple[tuple[re.Pattern[str], Place], ...] = (
        (_HOTEL, "hotel"),
        (_HOME, "home"),
        (_OUTDOORS, "outdoors"),
        (_GYM, "gym"),
    )
    return _first_label(text, places)


def schedule_of(text: str) -> Schedule | None:
    minutes = nlu.extract_minutes(text)
    schedule = Schedule(
        days=list(nlu.extract_weekdays(text)),
        days_per_week=nlu.extract_days_per_week(text),
        minutes=max(10, min(240, minutes)) if minutes else None,
    )
    return None if schedule.is_empty() else schedule


def side_of(text: str) -> Side | None:
    if _BOTH_SIDES.search(text):
        return "both"
    return nlu.extract_side(text)


def severity_of(text: str) -> Severity | None:
    if _SEVERE.search(text):
        return "severe"
    if _MILD.search(text):
        return "mild"
    return None


def exclusions_of(text: str) -> tuple[list[str], list[str]]:
    """(exercise slugs, movement patterns) the text asks to keep out; nothing without a
    word of refusal ("I love lunges" excludes nothing)."""
    if not _EXCLUDE.search(text):
        return [], []
    patterns = [
        pattern
        for words, pattern in _PATTERN_WORDS
        if any(not _QUALIFIED.search(text[: found.start()]) for found in words.finditer(text))
    ]
    from fitcoach.catalog import CATALOG

    slugs = [
        slug
        for slug in nlu.extract_exercises(text)
        if slug in CATALOG and CATALOG[slug].pattern not in patterns
    ]
    return slugs, patterns


def preference_payload(fact: str) -> PreferencePayload:
    slugs, patterns = exclusions_of(fact)
    language = nlu.detect_language(fact)
    return PreferencePayload(
        style=nlu.extract_voice(fact),
        brief=bool(_BRIEF.search(fact)),
        # Only a non-English fact says something about the language: English is the default.
        language=language if language != "en" else None,
        excluded_exercises=slugs,
        excluded_patterns=patterns,
        schedule=schedule_of(fact),
    )


def tier2_payload(body_part: str, condition: str, fact: str, onset: date) -> ConditionPayload:
    parts = nlu.extract_body_parts(body_part) or nlu.extract_body_parts(fact)
    if condition == "minor_strain":
        parts = tuple(STRAINED_JOINT.get(part, part) for part in parts)
    kind = condition if condition in ("soreness", "fatigue", "minor_strain") else "soreness"
    return ConditionPayload(
        body_parts=list(dict.fromkeys(parts)),
        side=side_of(body_part) or side_of(fact),
        kind=kind,
        severity=severity_of(fact),
        onset=onset,
    )


def event_kind(text: str) -> EventKind:
    kinds: tuple[tuple[re.Pattern[str], EventKind], ...] = (
        (_TRIP, "trip"),
        (_COMPETITION, "competition"),
        (_OUTING, "outing"),
        (_BUSY, "busy"),
    )
    return _first_label(text, kinds) or "other"


def event_payload(
    name: str, fact: str, week_start: date, last: date, said: str = ""
) -> EventPayload:
    """`said` is the user's own message when the writer has it: the gear at a trip's
    destination is often in the message and not in the short fact."""
    text = f"{name}. {fact}"
    kind = event_kind(f"{text} {said}")
    gear: list[str] | None = None
    dumbbells: DumbbellRange | None = None
    if kind == "trip":
        # Away from home the usual gear is not there: what is named is what there is.
        # A hotel gym nearly always has dumbbells; without any word on gear, bodyweight.
        words = f"{fact} {said}"
        named = set(nlu.extract_gear(words))
        hotel_gym = _HOTEL.search(words) and _GYM.search(words) and not _NO_GYM.search(words)
        if not named - {"bodyweight"} and hotel_gym:
            named |= {"dumbbells"}
        gear = sorted(named | {"bodyweight"})
        cap = nlu.extract_max_dumbbell(words)
        if cap is not None and "dumbbells" in named:
            dumbbells = DumbbellRange(max=cap.value, unit=cap.unit)
    return EventPayload(
        kind=kind,
        start=_start(fact, week_start, last),
        end=last,
        place=_place_name(text),
        gear=gear,
        dumbbells=dumbbells,
        spare=list(nlu.extract_muscles(fact)) if kind != "trip" else [],
    )


def trip_payload(name: str, fact: str, first: date, last: date, said: str) -> dict[str, object]:
    """A trip's payload as the embedded brain writes it, from the fact and the message."""
    payload = event_payload(name, fact, first, last, said).model_copy(update={"start": first})
    return payload.model_dump(mode="json")


def _start(fact: str, week_start: date, last: date) -> date:
    """The first day named in the fact ("Trip to Berlin on Monday 21 Sep to Friday 25 Sep"),
    never after the end nor before its week; a one-day event starts on its last day."""
    named = [_day_month(int(day), month, last) for day, month in _DAY_MONTH.findall(fact) if day]
    days = [d for d in named if d is not None and week_start - timedelta(days=6) <= d <= last]
    if not days:
        days = [d for d in nlu.resolve_dates(fact, week_start) if week_start <= d <= last]
        # A bare weekday resolves into the week it is said in; the end is the surer date.
        days = days[-1:]
    return min(days) if days else last


def _day_month(day: int, month: str, near: date) -> date | None:
    number = _MONTHS.index(month[:3].lower()) + 1
    for year in (near.year, near.year - 1):
        try:
            candidate = date(year, number, day)
        except ValueError:
            return None
        if candidate <= near:
            return candidate
    return None


def _place_name(text: str) -> str | None:
    for match in _PLACE.finditer(text):
        words = match.group(1).split()
        if words[0] not in _NOT_PLACES:
            return " ".join(w for w in words if w not in _NOT_PLACES)[:120]
    found = place_of(text)
    return found
