"""Numbers with meaning: loads and their units, session minutes, days per week, age.

A load keeps the unit the user wrote: "22 kg" is 22 kg, never converted to pounds.
"""

from __future__ import annotations

import re

from fitcoach.nlu.text import Lexicon, fold
from fitcoach.nlu.understanding import Load
from fitcoach.programming.models import Unit

_NUMBER = r"(\d+(?:[.,]\d+)?)"
_LB = r"lbs?|pounds?|funt[a-z]*|ปอนด์|ポンド"
# "ดัมเบลถึง 25 โล": Thai speech shortens กิโล to โล.
_KG = r"kgs?|kilos?|kilograms?|kilogram[a-z]*|kilo|กิโล(?:กรัม)?|(?<!กิ)โล(?![ก-๙])|キロ(?:グラム)?"
_LOAD = re.compile(
    rf"(?<![\d.,a-z+-]){_NUMBER}(?:\s*(?:-|–|to|do|~)\s*{_NUMBER})?\s*({_LB}|{_KG})(?![a-z])"
)
_DUMBBELL_WORD = re.compile(r"dumbbells?|(?<![a-z])dbs?(?![a-z])|hantl[a-z]*|hantel|ดัมเบล|ダンベル")


def _number(raw: str) -> float:
    return float(raw.replace(",", "."))


def _unit(raw: str) -> Unit:
    return "lb" if re.fullmatch(_LB, raw) else "kg"


# A number with a unit is not always a load on the bar: "I'm 82 kg", "the 93 kg class",
# "startuję w kategorii do 93 kg", "sitting at 95". Those bind to the lifter, not to gear.
_BODY_BEFORE = re.compile(
    r"(?:\bi'?m|\bim|\bi am|weigh(?:ing|s)?|sitting at|currently at|body ?weight(?: is| of)?|"
    r"\bbw|ważę|waze|kategori[a-z]* (?:do )?|wzrostu,? |\d[.,]\d+ ?m (?:and|i) |"
    # After a height ("5'9 and 150 lb", "180 cm, 80 kg"): a body weight.
    r"\d ?(?:'|ft|foot) ?\d{0,2}(?:\"|in)?,? (?:and |& )?|\d{3} ?cm,? (?:and |i |& )?|"
    # Weight to lose or gain is the lifter's, not gear: "lose 10 kg", "schudnąć 10 kg".
    r"(?:lose|losing|lost|drop|dropping|shed|shedding|gain|gaining|put on|cut|down)"
    r"(?: (?:another|the|those|my|about|around|like))?|"
    r"schudn[a-z]*|zrzuci[a-z]*|zgubi[a-z]*|przytyć|przytyc|ลด\S{0,10}|"
    # Right after the age ("im 19, 58 kg", "27f, 60kg", "31 lat, 84 kg"): the body weight.
    r"(?:\bi'?m|\bim|\bi am|\baged?)\s*\d{2}\s*(?:yo|y/?o|years? old|lat|m|f)?"
    r"\s*[,/]?\s*(?:and\s*)?|"
    r"(?<![\d.,])\d{2}\s*(?:yo|y/?o|years? old|lat|[mf])\s*[,/](?:[^.!?\d,/]{1,16}[,/])?"
    r"\s*(?:and\s*)?)"
    r"\s*(?:about|around|like|roughly|~|o)?\s*$"
)
_BODY_AFTER = re.compile(
    r"^\s*(?:weight )?(?:class|category|division|bodyweight|body weight|bw\b|kategori|wagi)|"
    r"^\s*(?:of fat|of body ?fat|of weight|to lose|to drop|schudn|落と|痩せ|減ら|ลด)|"
    # "58 kg and skinny", "95 kg, a bit chubby": how the lifter looks, not gear.
    r"^\s*(?:and|,)?\s*(?:(?:a bit|kinda|pretty|very|super|quite|too) )?(?:skinny|scrawny|lean|"
    r"overweight|chubby|fat|heavy|light|soaking wet|at \d)(?![a-z])"
)
# "1e308 lb", "10^9 kg": not a number a person lifts.
_ABSURD = 2000.0


def _body_weight(folded: str, match: re.Match[str]) -> bool:
    before = folded[max(0, match.start() - 40) : match.start()]
    return bool(_BODY_BEFORE.search(before) or _BODY_AFTER.match(folded[match.end() :]))


def _load_matches(folded: str) -> list[tuple[int, Load]]:
    out: list[tuple[int, Load]] = []
    for match in _LOAD.finditer(folded):
        if _body_weight(folded, match) or _number(match.group(1)) > _ABSURD:
            continue
        unit = _unit(match.group(3))
        # A range ("5-50 lb") states both ends; the upper end is the one that matters most.
        if match.group(2):
            out.append((match.start(), Load(_number(match.group(1)), unit)))
            out.append((match.start(2), Load(_number(match.group(2)), unit)))
        else:
            out.append((match.start(), Load(_number(match.group(1)), unit)))
    return out


def extract_loads(text: str) -> tuple[Load, ...]:
    """Every load stated, in order, each with the unit as written ("50 lb", "22 kg")."""
    return tuple(load for _, load in _load_matches(fold(text)))


def extract_max_dumbbell(text: str) -> Load | None:
    """The heaviest dumbbell load: the largest load stated near a dumbbell word.

    "Home gym with dumbbells up to 50 lbs" -> 50 lb; a load far from any dumbbell word
    (a barbell PR, a body weight) does not count.
    """
    folded = fold(text)
    words = [match.start() for match in _DUMBBELL_WORD.finditer(folded)]
    if not words:
        return None
    near = [
        load
        for position, load in _load_matches(folded)
        if any(abs(position - word) <= 48 for word in words)
    ]
    return max(near, key=lambda load: load.value, default=None)


_MINUTES = re.compile(
    r"(?<![\d.,])(\d{1,3})\s*-?\s*(?:minutes?|mins?|minut[a-z]*|นาที|分(?!の))(?![a-z])"
)
_HOURS = re.compile(
    r"(?<![\d.,])(\d(?:[.,]\d+)?)\s*-?\s*(?:hours?|hrs?|h|godzin[a-z]*|godz|ชั่วโมง|ชม\.?|時間)(?![a-z])"
)
_WORD_DURATIONS = Lexicon(
    [
        ("half an hour", 30),
        ("half hour", 30),
        ("an hour and a half", 90),
        ("hour and a half", 90),
        ("an hour", 60),
        ("one hour", 60),
        ("pół godziny", 30),
        ("półtorej godziny", 90),
        ("godzinę", 60),
        ("po godzinie", 60),
        ("godzina", 60),
        ("godzinka", 60),
        ("godzinkę", 60),
        ("an hour each", 60),
        ("ชั่วโมงนึง", 60),
        ("ครึ่งชั่วโมง", 30),
        ("หนึ่งชั่วโมง", 60),
        ("ชั่วโมงครึ่ง", 90),
        ("半時間", 30),
        ("1時間半", 90),
        ("一時間", 60),
        ("三十分", 30),
        ("pol godziny", 30),
        ("poltorej godziny", 90),
        ("godzine", 60),
        ("full hour", 60),
        ("whole hour", 60),
        ("เต็มชั่วโมง", 60),
    ]
)
# Numbers the user is moving away from: "instead of 45", "zamiast 45", "45 分ではなく".
_REJECTED_BEFORE = re.compile(
    # Whole words only: "maksymalnie 35 minut" (at most 35) ends in "nie" but rejects nothing.
    r"(?:(?<![a-ząćęłńóśźż])(?:instead of|rather than|not|from|zamiast|nie)|"
    r"แทนที่จะเป็น|แทนที่จะ|แทน|จาก)"
    r"\s*(?:the\s+)?(?:usual\s+)?$"
)
_REJECTED_AFTER = re.compile(r"^\s*(?:ではなく|じゃなく|から(?!だ))")


_AN_HOUR = re.compile(
    r"(?:(?<![a-z])(?:do|ok|ok\.|okolo|prawie|max|maks|maksymalnie|niecale|niecalej|z) |ละ\s*)"
    r"(?:godziny|godzinki|godzinke|ชั่วโมง)(?!\s*(?:ครึ่ง|\d))|"
    # "monday wednesday friday, hour each", "an hr per session": one hour, said bare.
    r"(?<![\d.,])(?<!\d )(?<![a-z])(?:(?:an?|one) )?(?:hour|hr)"
    r" (?:each|per (?:session|workout|day)|a (?:session|workout|day)|sessions?|workouts?|tops|"
    r"max|long)(?![a-z])"
)
_CUT_TO = re.compile(
    r"(?<![a-z])(?:cut|trim|shorten|bring|chop|squeeze|skróć|skroc|skrócić|skrocic|przytnij)"
    r"(?: (?:it|that|this|them|the session|the workout|the day|\w+day|\w+day's|go|ją|ja|to|"
    r"trening))?(?: down)? (?:to|do) (\d{2,3})(?!\d|[.,]\d|\s*(?:kg|kilo|lb|%|reps?|sets?|x))"
)


# "Make it 30 instead of 45": a bare number swapped for another is a length, but not when
# the numbers count sets or reps ("sets of 5 instead of 8s", "3x5 instead of 3x8").
_BARE_INSTEAD = re.compile(
    r"(?<!sets of )(?<!reps of )(?<!x)(?<![\d.,])(\d{1,3})\s+(?:instead of|rather than|zamiast)\s+"
    r"\d{1,3}(?!\d|s\b|'s\b|\s*(?:x|reps?|sets?|kg|lbs?|%))"
)


def extract_minutes(text: str) -> int | None:
    """The session length asked for or stated, in minutes.

    When two lengths appear, the one being moved away from ("instead of 45",
    "45 分ではなく 30 分") is skipped: "30 minutes for Monday instead of 45" is 30.
    """
    folded = fold(text)
    found: list[tuple[int, int, bool]] = []
    for match in _MINUTES.finditer(folded):
        found.append((match.start(), int(match.group(1)), _rejected(folded, match)))
    for match in _HOURS.finditer(folded):
        minutes = round(_number(match.group(1)) * 60)
        found.append((match.start(), minutes, _rejected(folded, match)))
    for hit in _WORD_DURATIONS.hits(folded):
        found.append((hit.start, hit.value, False))
    # "Tak do godziny", "วันละชั่วโมง": up to an hour, an hour a day (not an hour and a half).
    for match in _AN_HOUR.finditer(folded):
        found.append((match.start(), 60, False))
    # "Cut it to 35", "skróć do 35": a bare number a session is shortened to is minutes.
    for match in _CUT_TO.finditer(folded):
        found.append((match.start(), int(match.group(1)), False))
    # A bare number just before "instead of 45 minutes" is the new length too.
    for match in _BARE_INSTEAD.finditer(folded):
        found.append((match.start(), int(match.group(1)), False))
    kept = sorted((position, minutes) for position, minutes, rejected in found if not rejected)
    valid = [minutes for _, minutes in kept if 5 <= minutes <= 240]
    return valid[0] if valid else None


# Minutes added to a session, not its new length: "+15 min is fine", "15 more minutes",
# "an extra 20 min", "o 15 minut dłużej", "เพิ่มอีก 15 นาที", "15分くらい延びてもいい".
_EXTRA_MINUTES = [
    re.compile(r"\+\s*(\d{1,3})\s*(?:min|minutes?|mins?)?(?![\d.,])"),
    re.compile(r"(?<![\d.,])(\d{1,3})\s*(?:more|extra|additional)\s*(?:min|minutes?|mins?)\b"),
    re.compile(r"(?<![\d.,])(\d{1,3})\s*(?:min|minutes?|mins?)\s*(?:longer|more|extra)\b"),
    re.compile(r"\b(?:an? )?(?:extra|additional|another)\s*(\d{1,3})\s*(?:min|minutes?|mins?)\b"),
    re.compile(r"\bo\s*(\d{1,3})\s*(?:min|minut[a-z]*)\s*(?:dluz|dluzej|wiecej|dłuż)"),
    re.compile(r"(?:เพิ่ม|นานขึ้น)(?:อีก)?\s*(\d{1,3})\s*นาที"),
    re.compile(r"(\d{1,3})\s*分(?:くらい|ほど|ぐらい)?(?:延|伸|長く|追加|増や|プラス)"),
]


def extract_extra_minutes(text: str) -> int | None:
    """Minutes to add to a session ("+15 min allowed", "15分くらい延びてもいい"), or None."""
    folded = fold(text)
    for pattern in _EXTRA_MINUTES:
        match = pattern.search(folded)
        if match and 5 <= int(match.group(1)) <= 120:
            return int(match.group(1))
    return None


def _rejected(folded: str, match: re.Match[str]) -> bool:
    before = folded[max(0, match.start() - 16) : match.start()]
    after = folded[match.end() : match.end() + 8]
    if _WINDOW_BEFORE.search(before) or _WINDOW_AFTER.search(after):
        # "Whey within 30 minutes?": a window for eating, not the length of a session.
        return bool(_NUTRITION.search(folded))
    if _SLEPT_BEFORE.search(before):
        # "slept 4 hours", "นอนแค่4ชม.", "4時間しか寝てない" (below): sleep, not a session.
        return True
    if _SLEPT_AFTER.search(after):
        return True
    if _ELAPSED_BEFORE.search(folded[max(0, match.start() - 60) : match.start()]):
        # "Some guy has been on the cable station for 20 min": time that has passed, not
        # the length of a session.
        return True
    if _SLEPT_BEFORE.search(folded[max(0, match.start() - 24) : match.start()]):
        # "Slept only 4 hours", "นอนแค่4ชม.", "4時間しか寝てない": a night, not a session.
        return True
    if _SLEPT_AFTER.search(folded[match.end() : match.end() + 16]):
        return True
    if _RESULT_AFTER.search(folded[match.end() : match.end() + 24]) or _RESULT_BEFORE.search(
        folded[max(0, match.start() - 24) : match.start()]
    ):
        return True
    return bool(_REJECTED_BEFORE.search(before) or _REJECTED_AFTER.search(after))


# A time run or won by: "a 6 min PR", "ran a 22 min 5k", "finished in 48 minutes", "rekord
# o 6 minut", "เร็วขึ้น 6 นาที", "6分更新": a result to celebrate, not a session's length.
_RESULT_AFTER = re.compile(
    r"^\s*(?:pr|pb|personal (?:best|record)|faster|slower|quicker|off my|"
    r"(?:half[- ])?marathon|5 ?k|10 ?k|mile|km|race|parkrun|rekord|szybciej|ผ่าน|เร็วขึ้น|"
    r"自己ベスト|更新|短縮)(?![a-z])"
)
_RESULT_BEFORE = re.compile(
    r"(?:\b(?:ran|run|running|finished|crossed|clocked|did (?:it|the race)|race) "
    r"(?:it |the [a-z0-9 ]{1,12} )?(?:in|a|at) (?:a |an |about |like |just under |under )?|"
    r"\bpr (?:by|of)|\bbeat (?:my )?[a-z ]{0,12}by|"
    r"\b(?:marathon|half|5k|10k|race|parkrun) (?:in|time(?: of)?:?) )$"
)


# Hours of sleep: "slept like 5 hours", "only got 4 hrs of sleep", "spałem 4 godziny",
# "นอนแค่4ชม.", "4時間しか寝てない".
_SLEPT_BEFORE = re.compile(
    r"\b(?:slept|sleep|sleeping)\b[^.!?\d]{0,16}$|\bspa(?:łem|lem|łam|lam)\b[^.!?\d]{0,12}$|"
    r"(?:นอน|หลับ)[^\d]{0,8}$|睡眠[^\d]{0,6}$|"
    r"(?:slept|sleep|sleeping|spal[aey]?m?|spania|นอน(?:ได้|แค่|ไป)?\s*(?:แค่|ประมาณ)?|"
    r"睡眠|寝たのは|寝て)\s*(?:only |just |like |about |maybe |barely |around )*(?:a |~)?$"
)
_SLEPT_AFTER = re.compile(
    r"^\s*(?:of sleep|sleep|snu)|^[^\d]{0,4}(?:しか)?(?:寝|睡眠)|^[^\d]{0,6}(?:นอน|หลับ)|"
    r"^\s*(?:of sle|sle|snu|しか(?:寝|眠)|(?:ほど|くらい|ぐらい)?(?:寝|睡眠)|หลับ)"
)
_ELAPSED_BEFORE = re.compile(
    # "sat" as a verb has a subject ("he sat there for 20 min"); "mon, thu and sat for 45
    # min" is Saturday in a schedule.
    r"(?:\b(?:been|waiting|waited|queued|queuing|stuck)|"
    r"\b(?:i|he|she|they|we|guy|dude|someone|somebody|who|just|been|has|had|'s|'ve) sat)\b"
    r"[^.!?]{0,45}\bfor\s*$|"
    r"\bfor the (?:last|past)\s*$|"
    # "I get so bored after 10 min", "my legs burn after 20 minutes": when something
    # happens during a session, not its length.
    r"\b(?:bored|boring|tired|gassed|burn(?:s|ing)?|hurts?|dizzy|zone out)\b[^.!?]{0,20}"
    r"\b(?:after|by|around)\s*(?:about\s*|like\s*)?$"
)


# A time window around a meal or a shake ("within 30 minutes", "ภายใน 30 นาที", "30分以内",
# "w ciągu 30 minut", "30 min after training").
_WINDOW_BEFORE = re.compile(r"(?:within|in the first|w ciągu|w ciagu|ภายใน|ใน)\s*$")
_WINDOW_AFTER = re.compile(
    r"^\s*(?:以内|内に|after|before|post|of (?:training|lifting|a workout)|po treningu|"
    r"przed|หลัง|ก่อน)"
)
_NUTRITION = re.compile(
    r"whey|protein|creatine|shake|\beat|meal|carb|supplement|białk|bialk|odżyw|odzyw|jeść|"
    r"jesc|zjeść|posił|posil|เวย์|โปรตีน|กิน|อาหาร|プロテイン|食べ|飲|食事|栄養"
)


_NUMBER_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "jeden": 1,
    "dwa": 2,
    "trzy": 3,
    "cztery": 4,
    "pięć": 5,
    "sześć": 6,
    "siedem": 7,
}
_COUNT = r"(\d|" + "|".join(fold(word) for word in _NUMBER_WORDS) + r")"
_DAYS_PER_WEEK = [
    re.compile(
        rf"(?<![a-z\d]){_COUNT}\s*(?:x|times|days?|dni|razy|sessions?|workouts?|treningi|"
        rf"treningow)\s*(?:a|per|each|every|/|in a|w|na)?\s*(?:the\s+)?"
        rf"(?:week|wk|tydzien|tygodniu|"
        rf"tygodniowo)(?![a-z])"
    ),
    re.compile(rf"{_COUNT}\s*(?:วัน|ครั้ง)\s*(?:ต่อ|/|ใน)\s*(?:สัปดาห์|อาทิตย์)"),
    re.compile(rf"(?:สัปดาห์|อาทิตย์)ละ\s*{_COUNT}\s*(?:วัน|ครั้ง)"),
    re.compile(rf"週\s*(?:に)?\s*{_COUNT}\s*(?:日|回)"),
    # Said short, the count alone after 週: "週3で", "週4にして", "週3くらい", "週2が限界".
    re.compile(
        r"(?<![先来今毎])週\s*(\d)(?![\d.,])(?=\s*(?:で|に|が|は|も|、|。|くらい|ぐらい|程度|まで|$|!|！))"
    ),
    # "just two days", "トレーニングは2日だけ", "แค่ 2 วัน", "tylko dwa dni": this week's count,
    # not a wait ("only 2 days until the race").
    re.compile(
        rf"(?<![a-z])(?:just|only|tylko)\s+{_COUNT}\s*(?:days|sessions|dni|treningi)(?![a-z])"
        rf"(?! (?:until|till|left|to go|before|ago|off|out|away|do|przed))"
    ),
    re.compile(rf"(?<![\d週])\s*{_COUNT}\s*(?:日|回)(?:だけ|のみ)"),
    re.compile(rf"แค่\s*{_COUNT}\s*(?:วัน|ครั้ง)"),
    re.compile(rf"(?<![a-z\d]){_COUNT}\s*(?:x|times|days?)\s*/\s*(?:week|wk)"),
    # "I can do 4 days", "able to train 5 days": a schedule said without "a week".
    re.compile(
        rf"(?:can|could|will|able to|want to|plan to|i'?ll) (?:only )?(?:do|train|lift|manage|"
        rf"make|commit to|work out|go)(?: for)? (?:about |around )?{_COUNT}\s*"
        rf"(?:days|sessions|times)(?![a-z])(?! (?:ago|off|in a row|later|from now))"
    ),
    re.compile(rf"(?<![a-z\d]){_COUNT}\s*(?:training|gym|lifting|workout) days(?![a-z])"),
    # "still 4 days", "keep it at 3 days", "drop me to 3": the week's count, said briefly.
    re.compile(
        rf"(?:still|keep(?: it)? at|stay at|stick (?:to|with)|down to|up to|drop me to|go to)\s+"
        rf"{_COUNT}(?:\s*(?:days|sessions|x))?(?![a-z\d])(?!\s*(?:min|kg|lb|reps|sets|h\b))"
    ),
    # "Only 2 days this week", "just two days", "tylko dwa dni", "แค่ 2 วัน", "2日だけ": a
    # smaller week, said with "only".
    re.compile(
        rf"(?<![a-z])(?:only|just|tylko)\s+(?:do\s+|train\s+|have\s+)?{_COUNT}\s*"
        rf"(?:days?|sessions?|workouts?|dni|treningi)(?![a-z])(?! (?:ago|off|in a row|later))"
    ),
    re.compile(rf"แค่\s*{_COUNT}\s*(?:วัน|ครั้ง)"),
    re.compile(rf"(?<!\d){_COUNT}\s*(?:日|回)だけ"),
    # "a 3-day split", "a four day program": the count names the week's training days.
    re.compile(
        rf"(?<![a-z\d]){_COUNT}\s*-?\s*days?\s*(?:split|program(?:me)?|routine|"
        rf"training week|schedule|plan)(?![a-z])"
    ),
]


_ONCE_TWICE = re.compile(
    r"(?<![a-z])(once|twice|thrice)\s*(?:a|per|each|every)\s*(?:week|wk)(?![a-z])"
)
_ONCE_TWICE_VALUE = {"once": 1, "twice": 2, "thrice": 3}
# Every other day over a Monday-to-Sunday week is four sessions (Mon, Wed, Fri, Sun).
_EVERY_OTHER_DAY = re.compile(
    r"(?<![a-z])every (?:other|second) day(?![a-z])|co drugi dzien|วันเว้นวัน|一日おき|隔日"
)


def extract_days_per_week(text: str) -> int | None:
    """Training days per week: "4 days a week", "4 dni w tygodniu", "週に 4 日" -> 4;
    "twice a week" -> 2; "every other day" -> 4."""
    folded = fold(text)
    once = _ONCE_TWICE.search(folded)
    if once:
        return _ONCE_TWICE_VALUE[once.group(1)]
    if _EVERY_OTHER_DAY.search(folded):
        return 4
    for pattern in _DAYS_PER_WEEK:
        match = pattern.search(folded)
        if match:
            raw = match.group(1)
            count = int(raw) if raw.isdigit() else _NUMBER_WORDS_FOLDED[raw]
            if 1 <= count <= 7:
                return count
    return None


_NUMBER_WORDS_FOLDED = {fold(word): value for word, value in _NUMBER_WORDS.items()}

_AGE = [
    re.compile(r"(?<![a-z])(?:i'?m|i am|im|aged?)\s+(\d{2})(?!\s*(?:kg|lb|min|%|\d))(?![\d.])"),
    re.compile(r"(?<!\d)(\d{2})\s*(?:years? old|yo|y/o|-year-old|ปี|歳|才)"),
    re.compile(r"(?<![a-z])mam\s+(\d{2})\s+lat"),
    re.compile(r"(?:อายุ)\s*(\d{2})"),
]


# "52M", "26F": age and sex in one token, upper case (a lower-case "45m" is minutes).
_AGE_SEX = re.compile(r"(?<![\d.,A-Za-z])(\d{2})(?:M|F)(?![A-Za-z\d])")


def extract_age(text: str) -> int | None:
    folded = fold(text)
    for pattern in (*_AGE, _AGE_SEX):
        match = pattern.search(text if pattern is _AGE_SEX else folded)
        if match:
            age = int(match.group(1))
            if 13 <= age <= 99:
                return age
    return None
