"""Plan-edit requests that are easy to misread: moving a session to another day, adding
work to a day, and resting several days at once.

Both matter because the app offers them as one-tap chips ("Shift Friday workout to
Saturday", "Add an extra arm finisher on Thursday"): a chip that does the opposite of its
words, or nothing, is worse than no chip at all.
"""

from __future__ import annotations

import re
from datetime import date

from fitcoach.nlu.calendar import day_mentions, extract_weekdays
from fitcoach.nlu.text import Patterns, fold
from fitcoach.weekdays import Weekday

_MOVE_VERB = Patterns(
    [
        "move",
        # "Moving day is Saturday", "moving house friday": the user moves, not a session.
        "moving(?! (?:day|house|home|flat|apartment|out|in)(?![a-z]))",
        "moved",
        # "Double shift Tuesday will have me wrecked" names a work shift, not a move.
        r"(?<!double\s)(?<!night\s)(?<!split\s)(?<!late\s)(?<!early\s)(?<!long\s)"
        r"(?<!work\s)(?<!day\s)(?<!a\s)(?<!my\s)shift(?:ed|ing)?",
        "push(?:ed|ing)?",
        "bump(?:ed|ing)?",
        "slide",
        "reschedul(?:e|ed|ing)",
        "postpone",
        "bring (?:it |the session |the workout )?forward",
        "przenie[sś][a-z]*",
        "przesu[nń][a-z]*",
        # "Przerzuć wtorkowy trening na środę", "wrzuć to na czwartek".
        "przerzu[cć][a-z]*",
        # "Da się przełożyć wtorek na środę?", "przełóż piątek na sobotę".
        "prze[łl][oó][żz][a-z]*",
        # "Can wednesday's session go to thursday?": the session itself goes elsewhere.
        "(?:session|workout|training|lift|one) (?:go|goes|happen|be) (?:to|on|over to)",
        "wrzu[cć]",
        "ย้าย",
        "เลื่อน",
        "移動",
        "移して",
        "ずら",
        "振り替え",
    ]
)
# The day being given up: "Thursday instead of Wednesday", "zamiast środy".
_INSTEAD_BEFORE = re.compile(r"(?:instead of|rather than|zamiast|แทน(?:ที่)?)\s*(?:on\s+)?$")
# "Do Monday's workout on Tuesday": the first day owns the session, the second receives it.
_CARRIED_BETWEEN = re.compile(
    r"^(?:'?s)?\s+(?:(?:session|workout|training|lifts?|routine|day|leg day|push day|"
    r"pull day)\s+)?(?:to|on|onto|over to|until|till)\s+(?:the\s+|this\s+|next\s+)?$"
)
_CARRY_VERB = Patterns(["do", "doing", "put", "have", "train", "hit", "lift"])
# "Swap Monday and Wednesday": the two sessions trade places (the engine swaps them).
_TRADE_BEFORE = re.compile(r"(?:swap|switch|trade|flip)\s+(?:my\s+|the\s+)?$")
_TRADE_BETWEEN = re.compile(
    r"^(?:'?s)?\s+(?:(?:sessions?|workouts?|training)\s+)?(?:and|with|for)\s+$"
)


_ONTO_BEFORE = re.compile(r"(?:(?<![a-z])(?:to|onto|na)|ไปวัน|ไป)\s+(?:this\s+|next\s+)?$")


def asks_move(folded: str) -> bool:
    """A move verb is said ("move it to tuesday", "przesuń", "ย้าย")."""
    return bool(_MOVE_VERB.search(folded))


def extract_day_move(text: str, today: date) -> tuple[Weekday, Weekday] | None:
    """The session moved, as (from_day, to_day): "Shift Friday workout to Saturday",
    "do Monday's workout on Tuesday", "train Thursday instead of Wednesday".

    Exactly two distinct days must be named (weekdays, or today/tomorrow); a longer list
    is a new schedule, not a move.
    """
    folded = fold(text)
    mentions = day_mentions(text, today)
    distinct = {day for _, _, day in mentions}
    if len(distinct) > 2 and _MOVE_VERB.search(folded):
        # "Move Thursday's session to Wednesday, gives my legs more time before Sunday":
        # the move is the clause with the verb; the day in the reason is not part of it.
        first_clause = re.split(r"[,;.!?。！？、]|\bso\b|\bbecause\b|\bbo\b", folded)[0]
        inside = [m for m in mentions if m[0] < len(first_clause)]
        outside = {day for _, _, day in mentions} - {day for _, _, day in inside}
        # One day in the reason, not a new list of days ("... so can my lifts be mon wed sat").
        if _MOVE_VERB.search(first_clause) and len(outside) == 1:
            mentions = inside
            distinct = {day for _, _, day in mentions}
    if len(distinct) != 2:
        return None
    first = mentions[0]
    second = next(mention for mention in mentions if mention[2] != first[2])
    between = folded[first[1] : second[0]]
    dated = bool(re.search(r"\d", between)) and _FROM_BEFORE.search(
        folded[max(0, first[0] - 8) : first[0]]
    )
    if _SPAN_BETWEEN.search(between) or dated:
        # "I'm on nights from wed the 16th till tue the 29th": a stretch of days, no move.
        return None
    for start, _, day in (first, second):
        if _INSTEAD_BEFORE.search(folded[max(0, start - 16) : start]):
            other = second[2] if day == first[2] else first[2]
            return day, other
    onto_first = _ONTO_BEFORE.search(folded[max(0, first[0] - 12) : first[0]])
    onto_second = _ONTO_BEFORE.search(folded[max(0, second[0] - 12) : second[0]])
    if _MOVE_VERB.search(folded) and onto_first and not onto_second:
        # "Przenieś ten trening na czwartek, w środę odpuszczam": the day the session is
        # moved onto comes first; the other is the one left.
        return second[2], first[2]
    moved = _moved_instead(folded, first, second)
    if moved is not None:
        return moved
    carried = bool(_CARRIED_BETWEEN.match(between)) and _CARRY_VERB.search(folded)
    traded = bool(
        _TRADE_BETWEEN.match(between)
        and _TRADE_BEFORE.search(folded[max(0, first[0] - 16) : first[0]])
    )
    if _MOVE_VERB.search(folded) or carried or traded:
        if not traded and _ruled_out(folded, second) and not _ruled_out(folded, first):
            # "Move Wednesday, I can't do Tuesday": never onto the day the user ruled out.
            return None
        return first[2], second[2]
    return None


# A day the user says they cannot use: "Tuesday will have me wrecked", "no way on Tuesday".
_RULED_OUT = re.compile(
    r"(?:can'?t|cannot|won'?t|no way|not free|busy|wrecked|dead|cooked|knackered|slammed|"
    r"out of the question|nie mog|nie dam rady|odpada|ไม่ว่าง|ไม่ไหว|無理|ダメ)"
)


def _ruled_out(folded: str, mention: tuple[int, int, Weekday]) -> bool:
    """The day is ruled out in its own clause ("Tuesday will have me wrecked")."""
    start, end, _ = mention
    after = re.split(r"[,.;!?]", folded[end : end + 30])[0]
    before = re.split(r"[,.;!?]", folded[max(0, start - 16) : start])[-1]
    return bool(_RULED_OUT.search(after) or _RULED_OUT.search(before))


_SPAN_BETWEEN = re.compile(r"(?<![a-z])(?:till|until|til|through|thru)(?![a-z])|まで|ถึงวัน")
_FROM_BEFORE = re.compile(r"(?<![a-z])(?:from|od)\s*$")


# "Friday's no good but Sunday is open, can the session go there instead?", "could
# today's session happen on Wednesday instead?": a session moved without a move verb.
_INSTEAD = re.compile(
    r"(?<![a-z])(?:instead|there|then)(?![a-z])|zamiast tego|w zamian|แทน|代わりに|にして"
)
_CANNOT = re.compile(
    r"(?:no good|not good|doesn'?t work|does not work|won'?t work|not free|busy|out|off|"
    r"can'?t|cannot|can not|won'?t be able|unavailable|a write ?off|nie mog|nie dam rady|"
    r"odpada|ไม่ว่าง|ไม่ได้|無理|ダメ|だめ|行けない)"
)
_SESSION_OF = re.compile(r"^(?:'?s)\s+(?:session|workout|training|lift|one|leg day|plan)")
_RECEIVE_BEFORE = re.compile(r"(?:on|to|onto|for|till|until|w|we|na)\s+(?:this\s+|next\s+)?$")


def _moved_instead(
    folded: str, first: tuple[int, int, Weekday], second: tuple[int, int, Weekday]
) -> tuple[Weekday, Weekday] | None:
    if not _INSTEAD.search(folded[second[1] :]) and not _INSTEAD.search(folded[first[1] :]):
        return None

    def given_up(mention: tuple[int, int, Weekday]) -> bool:
        start, end, _ = mention
        after = folded[end : end + 24]
        before = folded[max(0, start - 20) : start]
        return bool(_SESSION_OF.match(after) or _CANNOT.search(after) or _CANNOT.search(before))

    def receives(mention: tuple[int, int, Weekday]) -> bool:
        start = mention[0]
        return bool(_RECEIVE_BEFORE.search(folded[max(0, start - 12) : start]))

    if given_up(first) and not given_up(second):
        return first[2], second[2]
    if given_up(second) and not given_up(first):
        return second[2], first[2]
    if receives(second) and not receives(first):
        return first[2], second[2]
    return None


_ADD_VERB = Patterns(
    [
        "add(?:ing)?",
        "throw",
        "toss",
        "tack on",
        "put",
        "stick",
        "slot in",
        "squeeze in",
        "fit in",
        "include",
        "extra",
        "finisher",
        "more (?:sets|volume|work)",
        "dodaj[a-z]*",
        "dorzu[cć][a-z]*",
        # "Daj więcej serii na klatę", "もう一種目増やして", "胸の種目を増やして".
        "więcej (?:serii|powtórzeń|ćwiczeń|objętości)",
        # "więcej barków w środę", "肩まわり多めに", "背中を多く": more of a muscle on a day.
        "więcej",
        "多め",
        "多く",
        "เพิ่ม",
        # "ใส่ลันจ์ในวันศุกร์", "今日のメニューにショルダープレス入れて": put a lift into a day.
        "ใส่",
        "追加",
        "足して",
        "増やして",
        "入れて",
        "加えて",
    ]
)
# What is being added must be training: "add weight" is progression, "add it to my
# equipment" is a gear update, "drop the extra curls" removes work.
_NOT_WORK = Patterns(
    [
        "(?:add|adding|more|extra) (?:more )?(?:weight|load|plates?|reps|kg|lbs?|pounds?)",
        "add(?:ing)? \\d+(?:[.,]\\d+)? ?(?:kg|lbs?|pounds?)",
        "add (?:it|them|this|that) to my (?:equipment|gear|profile|list)",
        "drop",
        "remove",
        "cut",
        "skip",
        "less",
        "fewer",
        "without",
        "no more",
        "get rid of",
        "take out",
        "usuń",
        # "nigdy więcej wykroków": never again, no work added.
        "nigdy więcej",
        "เพิ่มน้ำหนัก",
        "重量",
    ]
)
_WORK_NOUN = Patterns(
    [
        "sessions?",
        "finishers?",
        "workouts?",
        "circuits?",
        "sets",
        "work",
        "volume",
        "conditioning",
        "cardio",
        "exercises?",
        "trening[a-z]*",
        "ćwicze[a-z]*",
        "セッション",
        "種目",
        "ท่า",
    ]
)


def asks_to_add(folded: str, has_target: bool) -> bool:
    """Whether the message asks for more training on a day.

    `has_target` says an exercise or muscle group was named; without one, a work noun
    ("a 20-minute session", "a finisher") must carry the request.
    """
    if not _ADD_VERB.search(folded) or _NOT_WORK.search(folded):
        return False
    return has_target or _WORK_NOUN.search(folded)


# A training day added to the week: "could I add Saturday as a 4th day?", "make Sunday an
# extra session", "dodaj sobotę jako czwarty dzień", "土曜日も追加で". Said of a day that is
# a rest day now (the caller checks), it grows the week by that day.
_ADDED_DAY = Patterns(
    [
        "(?:a |an )?(?:3rd|third|4th|fourth|5th|fifth|6th|sixth|extra|another|additional|bonus) "
        "(?:training |lifting |gym |strength )?(?:day|session)",
        "(?:add|adding|throw in|squeeze in|fit in) (?:in )?(?:a |an )?(?:session |workout |day )?"
        "(?:on )?(?:this |every )?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*(?! (?:to|with)\b)",
        "train(?:ing)? (?:on )?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]* (?:too|as well)",
        "dodatkow[a-z]* (?:dzie[nń]|trening[a-z]*|sesj[a-z]*)",
        "(?:trzeci|czwart|piąt|szóst)[a-z]* (?:dzie[nń]|trening[a-z]*)",
        "dodaj[a-z]* (?:też |jeszcze )?(?:trening (?:w |we )?)?"
        "(?:poniedział|wtor|środ|czwart|piąt|sobot|niedziel)[a-z]*",
        "เพิ่ม(?:อีก)?(?:หนึ่ง|1)? ?วัน",
        "เป็นวันที่ ?[3-6]",
        "(?:月|火|水|木|金|土|日)曜(?:日)?(?:も|を)(?:追加|足し|増や|トレーニング日に)",
        "(?:3|4|5|6|３|４|５|６)日目",
    ]
)


def adds_training_day(text: str) -> bool:
    """Whether the message asks to train on an extra day of the week."""
    return bool(_ADDED_DAY.search(fold(text)))


# A change asked with two days and no exercise: the session changes day.
CHANGE_DAY = re.compile(
    r"\b(?:change|switch|swap|move|shift)\b|zmie[nń]|zamie[nń]|przenie[sś]|przesu[nń]|"
    r"prze[łl][oó][żz]|เปลี่ยน|ย้าย|เลื่อน|変え|替え|ずら|移"
)
# Rest asked for days: "rest days", "clear", "off", "no gym", in the four languages.
_REST_ASKED = re.compile(
    r"\brest days?\b|\bdays? off\b|\b(?:clear|wipe|scrap|bin)\b|\boff\b(?! (?:from )?work)|"
    r"\bskip\b|\bcancel\b|"
    r"\bno (?:gym|training|lifting|workouts?|sessions?)\b|"
    r"\bwoln[eya]\b|odpoczynk|odpocz|bez treningu|odwol|พัก|งดเล่น|ไม่เล่น|休み|休養|オフ|休ませ"
)
# Sentences, and the clause after a comma that starts anew ("no gym monday or tuesday, I'll
# be back wednesday"); a comma inside a list of days ("tuesday, thursday") splits nothing.
_CLAUSE = re.compile(r"[.!?;\n。！？]|,\s*(?=(?:i|i'll|i'm|we|but|then|though|so|ale|bo)\b)", re.I)


def rest_days_asked(text: str) -> tuple[Weekday, ...]:
    """The days named in the clause that asks for rest, in mention order: "clear Tuesday
    and Wednesday", "exams Thursday and Friday so I need both as rest days"; a day named
    in another sentence ("I'll try to do Saturday") is not rested, and a day moved
    ("move Friday to Saturday, Friday off") is a move, not a rest.

    The one reading of rested days: the router's rest-days action and the day and week
    handlers both take their days from here."""
    for clause in _CLAUSE.split(text):
        folded = fold(clause)
        if _REST_ASKED.search(folded) and not CHANGE_DAY.search(folded) and "instead" not in folded:
            days = tuple(dict.fromkeys(extract_weekdays(clause)))
            if days:
                return days
    return ()


# Back to the usual week after an event, a trip or a smaller week: "put me back on normal
# training", "back to my usual schedule", "wracam do normalnego planu", "กลับไปตารางปกติ",
# "いつものメニューに戻して".
_NORMAL_WEEK = re.compile(
    r"\bback (?:on|to) (?:my |the )?(?:normal|usual|regular) (?:training|week|plan|schedule|"
    r"programming|routine|lifting|sessions)|"
    r"\bresume (?:my |the )?(?:normal|usual|regular) (?:training|week|plan|schedule|routine)|"
    r"\b(?:normal|usual|regular) (?:training|week|plan|schedule) (?:again|back)\b|"
    r"(?:wr[oó]c|wrac|powr[oó]t)\w* do (?:normaln|zwyk[lł]|standardow)\w*|"
    # The Thai needs the schedule or the training named: "กลับมาปกติ" alone is a body back
    # to normal.
    r"กลับ(?:ไป|มา)?(?:เล่น|ซ้อม|ใช้ตาราง|ตาราง)(?:ตาม)?(?:ปกติ|เดิม)|ตารางปกติ|"
    r"(?:いつも|通常|普段)の(?:メニュー|トレーニング|スケジュール|練習|週)に戻|"
    # "3 days as usual", "3 dni jak zwykle", "いつも通り週3日": the usual count asked back.
    r"\d\s*(?:days?|dni|sessions?)\s*(?:a week\s*)?(?:as usual|as always|like always|"
    r"jak zwykle|jak zawsze)|(?:いつも通り|いつもどおり|普段通り)(?:の)?\s*週?\s*\d\s*日|"
    r"(?:ตามปกติ|เหมือนเดิม)\s*\d\s*วัน|\d\s*วัน\s*(?:ตามปกติ|เหมือนเดิม)|"
    # "いつも通りでお願いします", "back to my usual week": the usual week asked back.
    r"(?:いつも通り|いつもどおり|普段通り)で(?:お願い|頼|いい(?:です)?(?:よ|。|$))|"
    r"\bback to (?:my|the) (?:usual|normal|regular) (?:week|schedule|plan|\d days?)"
)


def asks_normal_week(text: str) -> bool:
    """The usual week asked back, whatever changed it."""
    return bool(_NORMAL_WEEK.search(fold(text)))
