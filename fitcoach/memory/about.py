"""Who the user is, read from words: age, training experience, a named condition and an
endurance athlete's key session, in en/pl/th/ja.

High precision over recall: a number is an age only next to words that make it one
("I'm 62", "62 years old", "mam 62 lata", "อายุ 62", "62歳"), never a bare number (88 kg,
45 min). Pure: no I/O, no clock. Used by memory/derive.py when a memory is written.
"""

from __future__ import annotations

import re
from typing import Literal

from fitcoach.memory.payloads import Experience
from fitcoach.nlu.calendar import weekday_hits
from fitcoach.nlu.text import fold
from fitcoach.weekdays import Weekday

MIN_AGE, MAX_AGE = 13, 100

_AGE = (
    # "I'm 62", "I am 62," but not "I'm 88 kg", "I'm 5'10", "I'm 45 minutes away"
    re.compile(
        r"\bI(?:'|’)?m\s+(\d{2})\b(?!\s*(?:kg|kgs|kilo|lb|lbs|pound|%|cm|min|minute|hour|"
        r"day|week|month|km|mile|x\b|'|’|\"|\.\d|,\d))",
        re.I,
    ),
    re.compile(r"\bI am\s+(\d{2})\b(?!\s*(?:kg|lb|%|cm|min|minute|hour|day|km|mile|\.\d))", re.I),
    re.compile(r"\b(\d{2})\s*(?:years?|yrs?)[\s-]*old\b|\b(\d{2})\s*(?:yo|y/o|y\.o\.)\b", re.I),
    re.compile(r"\b(?:age|aged)\s*:?\s*(\d{2})\b", re.I),
    re.compile(r"\bmam\s+(\d{2})\s+lat", re.I),
    re.compile(r"\b(\d{2})-?latk", re.I),
    re.compile(r"อายุ\s*(\d{2})"),
    re.compile(r"(\d{2})\s*(?:歳|才)"),
)

_BEGINNER = re.compile(
    r"\bbeginner\b|never (?:lifted|trained|been to a gym|worked out|done (?:weights|strength))|"
    r"first time (?:in|at) (?:a|the) gym|new to (?:lifting|weights|the gym|training|strength)|"
    r"just (?:starting|started) (?:out|lifting|training)|no (?:lifting|training) experience|"
    r"never (?:really )?(?:lifted|exercised|trained|done weights)|"
    r"never done any (?:weights|lifting)|"
    r"(?:a bit|a little|some) of lifting but not (?:seriously|much)|"
    r"not (?:really )?lifted (?:much|before)|"
    r"total beginner|complete beginner|"
    # a little experience is a beginner's: "done a bit of lifting", "not much experience"
    r"(?:a little|a bit of|not much|very little|little to no|limited) (?:gym |lifting |"
    r"training )?experience|"
    r"(?:done|did|tried) (?:a (?:little|bit)|a few sessions) (?:of )?(?:lifting|weights|"
    r"machines|gym|strength)|"
    r"trochę (?:ćwiczył|trenował)|(?:niewielkie|małe) doświadczeni|mało doświadczeni|"
    r"เคย\S{0,30}(?:นิดหน่อย|เล็กน้อย)|ไม่ค่อยมีประสบการณ์|"
    r"(?:運動|トレーニング|ジム|ウエイト)(?:は|も)?(?:ほぼ|ほとんど)?初めて|経験(?:は)?(?:少し|あまりない|ほとんどない)|"
    r"początkując|nigdy nie (?:ćwiczył|trenował|dźwigał)|pierwszy raz na siłowni|"
    r"มือใหม่|ไม่เคยเล่นเวท|ไม่เคยยกเวท|初心者|初めて(?:の)?ジム|筋トレ(?:は)?初めて",
    re.I,
)
_INTERMEDIATE = re.compile(r"\bintermediate\b|średnio ?zaawansowan|中級", re.I)
_ADVANCED = re.compile(
    r"\badvanced (?:lifter|trainee)|\bI'?m advanced\b|zaawansowan(?:y|a) (?:zawodnik|osoba)|上級",
    re.I,
)
_YEARS = (
    re.compile(
        r"\b(\d{1,2}(?:[.,]5)?)\+?\s*(?:years?|yrs?)\s+(?:of\s+)?(?:lifting|training|"
        r"in the gym|at the gym|strength training|weight training|powerlifting|bodybuilding)",
        re.I,
    ),
    re.compile(
        r"(?:lift(?:ing|ed)?|train(?:ing|ed)?)\s+(?:for\s+)?(?:about\s+|around\s+|roughly\s+)?"
        r"(\d{1,2}(?:[.,]5)?)\s*(?:years?|yrs?)",
        re.I,
    ),
    re.compile(r"\b(\d{1,2})\s*(?:years?|yrs?)\s+(?:lifting|training)\b", re.I),
    re.compile(r"\b(\d{1,2})\s+(?:lat|lata)\s+(?:treningu|na siłowni|ćwiczę|trenuję)", re.I),
    re.compile(r"(?:ćwiczę|trenuję)\s+(?:od\s+)?(\d{1,2})\s+(?:lat|lata)", re.I),
    re.compile(r"(?:筋トレ|トレーニング)歴\s*(\d{1,2})\s*年"),
    re.compile(r"(?:เล่นเวท|ยกเวท)(?:มา)?\s*(\d{1,2})\s*ปี"),
)

# The canonical English name of a condition the engine knows how to be careful with.
_CONDITIONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"osteopeni|骨減少|กระดูกบาง", re.I), "osteopenia"),
    (re.compile(r"osteopor|骨粗しょう症|骨粗鬆症|กระดูกพรุน", re.I), "osteoporosis"),
    (
        re.compile(r"hypertension|high blood pressure|nadciśnieni|高血圧|ความดัน(?:โลหิต)?สูง", re.I),
        "hypertension",
    ),
    (re.compile(r"pregnan|\bw ciąży|\bciąż|妊娠|ตั้งครรภ์", re.I), "pregnancy"),
    (re.compile(r"diabet|cukrzyc|糖尿病|เบาหวาน", re.I), "diabetes"),
    (
        re.compile(r"osteoarthritis|arthritis|artretyzm|zwyrodnieni|関節炎|ข้อเสื่อม", re.I),
        "arthritis",
    ),
    (re.compile(r"asthma|astm|喘息|หอบหืด", re.I), "asthma"),
)

# An endurance athlete's key session and the words that name it.
_KEY_SESSIONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"long runs?|długie wybiegani|ロング走|วิ่งยาว", re.I), "long run"),
    (re.compile(r"long rides?|długa jazda|ロングライド", re.I), "long ride"),
    (re.compile(r"\brace(?: day)?\b|\bzawody\b|レース|วันแข่ง", re.I), "race"),
    # A team sport's or a fighter's week: the match (game) and the hard sparring day are
    # the sessions heavy legs must stay clear of, like a runner's long run.
    (re.compile(r"\bmatch(?:es)?\b|\bgames?\b|\bmecz|試合", re.I), "match"),
    (re.compile(r"\bsparring\b|สปาร์ริ่ง|スパーリング", re.I), "sparring"),
    (re.compile(r"\blong hikes?\b|długa wędrówk", re.I), "long hike"),
    (re.compile(r"\bbrick\b", re.I), "brick"),
)
_ENDURANCE = re.compile(
    r"\brunner\b|marathon|triathl|\bcyclist\b|endurance|\bI run\b|biegam|biegacz|maraton|"
    r"ランナー|マラソン|นักวิ่ง|มาราธอน",
    re.I,
)
# A key session's day is named close to it, in the same clause.
_CLAUSE = re.compile(r"[.,;!?\n、。]|\bbut\b", re.I)
_NEAR = 40


# Body weight only where words make the number one ("I weigh 88 kg", "88 kg bodyweight",
# "ważę 70 kg", "น้ำหนัก 65 กิโล", "体重78kg"), never a load, a dumbbell or a goal to lose
# ("体重を5kg落としたい", "lose 5 kg").
_KG = r"(?:kg|kgs|kilos?|kilograms?|กิโล(?:กรัม)?|กก\.?|キロ)"
_LB = r"(?:lbs?|pounds?)"
_WEIGHT_UNIT = rf"({_KG}|{_LB})"
_BODYWEIGHT = (
    re.compile(
        rf"\b(?:I\s+weigh|I(?:'|’)?m|I am|weighing in at)\s+(?:about\s+|around\s+|roughly\s+)?"
        rf"(\d{{2,3}}(?:[.,]\d)?)\s*{_WEIGHT_UNIT}(?![a-z])(?!\s*(?:dumbbells?|kettlebells?|bells?|"
        rf"plates?|on|for|x\b|×))",
        re.I,
    ),
    re.compile(
        rf"\b(\d{{2,3}}(?:[.,]\d)?)\s*{_WEIGHT_UNIT}\s+(?:of\s+)?(?:body\s*weight|bw)\b", re.I
    ),
    re.compile(
        rf"\b(?:body\s*weight|bw)\s*(?:is|of|:|=)?\s*(?:about\s+|around\s+)?"
        rf"(\d{{2,3}}(?:[.,]\d)?)\s*{_WEIGHT_UNIT}",
        re.I,
    ),
    re.compile(rf"\bważę\s+(?:około\s+|ok\.?\s+)?(\d{{2,3}}(?:[.,]\d)?)\s*{_WEIGHT_UNIT}", re.I),
    re.compile(rf"\bwag[ai]\s*:?\s*(\d{{2,3}}(?:[.,]\d)?)\s*{_WEIGHT_UNIT}", re.I),
    re.compile(rf"น้ำหนัก(?:ตัว)?\s*(?:ประมาณ\s*)?(\d{{2,3}}(?:[.,]\d)?)\s*{_WEIGHT_UNIT}"),
    re.compile(rf"体重(?:は|が|:|：)?\s*(?:約)?(\d{{2,3}}(?:[.,]\d)?)\s*{_WEIGHT_UNIT}"),
)
_BODYWEIGHT_RANGE = {"kg": (30.0, 250.0), "lb": (66.0, 550.0)}


def bodyweight_of(text: str) -> tuple[float, Literal["kg", "lb"]] | None:
    """(value, unit) of the body weight the text states, or None."""
    for pattern in _BODYWEIGHT:
        for match in pattern.finditer(text):
            value = float(match.group(1).replace(",", "."))
            unit: Literal["kg", "lb"] = "lb" if re.fullmatch(_LB, match.group(2), re.I) else "kg"
            low, high = _BODYWEIGHT_RANGE[unit]
            if low <= value <= high:
                return value, unit
    return None


def age_of(text: str) -> int | None:
    for pattern in _AGE:
        for match in pattern.finditer(text):
            number = next(int(g) for g in match.groups() if g)
            if MIN_AGE <= number <= MAX_AGE:
                return number
    return None


# Months of training: under a year is a beginner's first year ("lifting for 18 months" is
# past it, an intermediate).
_MONTHS = re.compile(
    r"(?:lift(?:ing|ed)?|train(?:ing|ed)?)\s+(?:for\s+)?(?:about\s+|around\s+)?(\d{1,2})\s*months?",
    re.I,
)


def experience_of(text: str) -> Experience | None:
    if _BEGINNER.search(text):
        return "beginner"
    months = _MONTHS.search(text)
    if months:
        return "beginner" if int(months.group(1)) < 12 else "intermediate"
    for pattern in _YEARS:
        match = pattern.search(text)
        if match:
            years = float(match.group(1).replace(",", "."))
            return "beginner" if years < 1 else "intermediate" if years < 5 else "advanced"
    if _ADVANCED.search(text):
        return "advanced"
    if _INTERMEDIATE.search(text):
        return "intermediate"
    return None


def condition_name_of(text: str) -> str | None:
    return next((name for pattern, name in _CONDITIONS if pattern.search(text)), None)


def key_session_of(text: str) -> tuple[list[Weekday], str | None]:
    """(the key session's days, its name): "long run on Saturday" -> (["saturday"], "long
    run"). A key session without a named day keeps its name and no day."""
    for pattern, name in _KEY_SESSIONS:
        match = pattern.search(text)
        if match is None:
            continue
        before = _clause_before(text[: match.start()])
        after = _clause_after(text[match.end() :])
        # The day named nearest the session: the first after it, else the last before it
        # ("Thursday (tempo) and Saturday (long run)" is Saturday's long run).
        later = _day_positions(after)
        if later:
            return [min(later)[1]], name
        earlier = _day_positions(before)
        return ([max(earlier)[1]] if earlier else []), name
    return [], None


def _day_positions(text: str) -> list[tuple[int, Weekday]]:
    # The NLU's one reading of weekdays (names, abbreviations, Polish, Thai, Japanese).
    return [(hit.start, hit.value) for hit in weekday_hits(text, fold(text))]


def is_endurance(text: str) -> bool:
    return bool(_ENDURANCE.search(text)) or key_session_of(text)[1] is not None


def _clause_after(text: str) -> str:
    stop = _CLAUSE.search(text)
    return (text[: stop.start()] if stop else text)[:_NEAR]


def _clause_before(text: str) -> str:
    stops = list(_CLAUSE.finditer(text))
    return (text[stops[-1].end() :] if stops else text)[-_NEAR:]
