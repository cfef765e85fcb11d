"""Equipment mentions -> catalog GEAR_TOKENS, and gear that is busy or missing right now.

Exercise names are blanked out before gear is read, so "Incline DB Bench Press" does not
claim a bench or dumbbells; machine exercises whose name is the machine ("leg press")
still count as gear.
"""

from __future__ import annotations

import re

from fitcoach.catalog import GEAR_TOKENS
from fitcoach.nlu.exercises import NAMES_A_MACHINE, exercise_hits, load_aliases
from fitcoach.nlu.text import Lexicon, fold, mask, sentences

_BOTH_BENCHES = ("flat bench", "incline bench")
_ALL = tuple(GEAR_TOKENS)
_MACHINES = (
    "cable machine",
    "leg press machine",
    "leg extension machine",
    "hamstring machine",
    "calf raise machine",
)
# A gym named without its gear is a full gym; with gear listed, only what is named counts
# (an over-broad set would let the engine program a barbell the user does not have).
_SOME_GYM = ("some gym",)
# "A bench" owned is a flat bench; "the bench is taken" takes whichever bench there is.
_ANY_BENCH = ("bench",)

_GROUPS: dict[str, tuple[str, ...]] = {
    "@all": _ALL,
    "@machines": _MACHINES,
    "@some_gym": _SOME_GYM,
    "@any_bench": _ANY_BENCH,
    "@both_benches": _BOTH_BENCHES,
}


def _gear_entries() -> list[tuple[str, tuple[str, ...]]]:
    """Gear words from `catalog/aliases.yaml`: each names a catalog gear token or a group."""
    entries: list[tuple[str, tuple[str, ...]]] = []
    for key, langs in load_aliases("gear").items():
        tokens = _GROUPS.get(key) or (key,)
        unknown = [token for token in tokens if token not in GEAR_TOKENS and key not in _GROUPS]
        if unknown:
            raise ValueError(f"aliases.yaml names gear the catalog lacks: {unknown}")
        entries.extend((pattern, tokens) for patterns in langs.values() for pattern in patterns)
    return entries


_GEAR: list[tuple[str, tuple[str, ...]]] = _gear_entries()

GEAR_LEXICON: Lexicon[tuple[str, ...]] = Lexicon(_GEAR)

# "Home gym" alone names a place, not a full set of machines.
_HOME_GYM = re.compile(r"home gym|domow[a-z]* siłowni[a-z]*|domow[a-z]* silowni[a-z]*")
# A hotel's gym nearly always has dumbbells and seldom a barbell or a rack: alone it names
# dumbbells (as a trip to a hotel gym does in memory/derive.py), never a full gym; with
# gear listed, only what is named counts.
_HOTEL_GYM = re.compile(
    # "No gym at the hotel", "there's no hotel gym": no gym there, so no dumbbells either.
    r"(?<!no )(?<!not a )(?<!without a )"
    r"(?:hotel(?:'s|s)? (?:gym|fitness (?:room|cent(?:er|re))|exercise room)|"
    r"(?:gym|fitness room) (?:at|in) (?:the|my|our) hotel)|"
    r"siłowni[a-z]* hotelow[a-z]*|silowni[a-z]* hotelow[a-z]*|hotelow[a-z]* siłowni[a-z]*|"
    r"(?:ยิม|ฟิตเนส)(?:ของ|ใน|ที่)?\s*โรงแรม|"
    # "โรงแรมไม่มียิม": the hotel has no gym.
    r"โรงแรม(?!\S{0,3}ไม่มี)\S{0,6}(?:ยิม|ฟิตเนส)|ホテルの?(?:ジム|フィットネス)"
)
_HOTEL_SET = ("dumbbells",)
# Away from home, a sentence on what the user normally does there ("I normally lift
# barbells 4x a week") names gear left behind, not gear at hand.
_AWAY = re.compile(
    r"hotel|\btrip\b|travel|\baway\b|this week only|wyjazd|delegacj|โรงแรม|ホテル|出張"
)
_TRAVEL_HABIT = re.compile(
    r"\btravel(?:s|l?ing|l?er)?\b(?: (?:for work|for my job|with work|on business))?"
    r" (?:a lot|lots|often|constantly|regularly|frequently|all the time|every week|weekly|"
    r"most weeks|for (?:work|a living|my job))|"
    r"\b(?:often|frequently|constantly|regularly|always|usually|i) travel\b|"
    r"\b(?:lots|a lot) of (?:travel|work trips|business trips)|"
    r"\b(?:travel(?:l?ing)?|on the road) (?:for work )?(?:half|most) (?:of )?the "
    r"(?:time|week|month)|"
    # The text is folded: Polish letters are plain here ("dużo podróżuję").
    r"(?:czesto|duzo|ciagle|stale) (?:podrozuj|jezdz)[a-z]*|"
    r"เดินทางบ่อย|出張が多|出張多"
)
_HABIT = re.compile(
    r"(?<![a-z])(?:normally|usually|at home i|back home|zwykle|normalnie)|ปกติ|普段|いつもは"
)

# A sentence saying the gear is busy or missing: its gear goes to `unavailable`.
_UNAVAILABLE = re.compile(
    r"taken|occupied|in use|being used|"
    # "busy" of the gear ("the rack is busy"), not of the person ("busy parent")
    r"(?:is|are|'s|’s|was|were|looks|seems|all|too) busy|busy (?:right now|at the moment)|"
    r"someone(?:'s| is) (?:on|using)|not available|"
    r"unavailable|broken|out of (?:order|service)|not working|(?:isn'?t|is not|aren'?t) working|"
    r"(?:doesn'?t|does not) work|busted|kaput|hogging|someone'?s on it|nie dziala|zepsut|"
    # "Some guy has been camping the cable station ... just skip the cable stuff today".
    r"camping (?:the|on)|\bskip (?:the |all (?:the )?)?(?=\w+ (?:stuff|work|station|exercises))|"
    # A queue for it: "a line of 4 people for the squat rack", "waiting on the rack".
    r"\b(?:line|queue) (?:of (?:\w+ ){1,2})?(?:for|at) |\bwaiting (?:on|for) (?:the |a )?"
    r"(?:\w+ )?(?:rack|bench|cable|machine|station|platform)|"
    r"(?:people|guys|ppl|dudes|others) (?:ahead of me|in line|queu|waiting)|"
    r"kolejk[a-z]* do|คิว(?:ยาว|เต็ม)|順番待ち|並んで|待ってる人|"
    # "ม้านั่งเต็ม" (the benches are full), "ยืนรอ" (standing in wait); not "เต็มรูปแบบ"
    # (a fully equipped gym).
    r"(?<!ยิม)เต็ม(?!รูป|ที่|ที|ๆ|เซ็ต|เวลา|ชั่วโมง)|ยืนรอ|รอคิว|"
    r"ชำรุด|เสีย(?!ง)|壊れ|故障|"
    # "nie mam czasu" (no time) says nothing about gear.
    r"zajęt|zajet|nie mam(?! (?:czasu|jak|kiedy|sił))|brak|"
    r"มีคน|ใช้งานอยู่|ไม่ว่าง|ไม่มี|使われて|使用中|空いていない|埋まって|"
    r"取られ|がない|がありません|ありません"
)


# "Bench" named as a lift, not as a piece of gear: in a list of the big lifts ("squat,
# bench and deadlift"), with a number or a progress word ("my bench went up", "bench PR").
_LIFTS = r"(?:squats?(?! rack| stand| cage)|deadlifts?(?! platform| bar)|dl|ohp|press)"
_LIST_JOIN = r"(?:\s?,\s?|\s?/\s?|\s?&\s?|\s?\+\s?|,? and |,? or )"
_BENCH_AS_LIFT = re.compile(
    rf"(?<![a-z]){_LIFTS}{_LIST_JOIN}bench(?:es)?(?![a-z])"
    rf"|(?<![a-z])bench(?:es)?{_LIST_JOIN}{_LIFTS}(?![a-z])"
    r"|(?<![a-z])(?:my|his|her|their|your) bench"
    r"(?= (?:has |is |just )?(?:went|goes|up|gone|improved|"
    r"improved|increased|stalled|plateau|pr|max|1rm|number|total|moved|progress|jumped|"
    r"dropped|went down|is stuck|is weak|sucks|is at|is \d))"
    r"|(?<![a-z])bench(?= (?:pr|prs|max|1rm|numbers?|total|progress|went|stalled|plateau)(?![a-z]))"
    r"|(?<![a-z])(?:improve|increase|boost|raise|bring up|grow|push|build|pr on|pr|up) "
    r"(?:my |the )?bench(?![a-z])"
    r"|(?<![a-z])bench(?:ed|ing)? (?:\d{2,3}|a plate|two plates|bodyweight)"
)


def _gear_text(folded: str) -> str:
    spans = [
        (hit.start, hit.end) for hit in exercise_hits(folded) if hit.value not in NAMES_A_MACHINE
    ]
    spans += [match.span() for match in _BENCH_AS_LIFT.finditer(folded)]
    return mask(folded, spans)


_LIST_OPENS = re.compile(r"\s*[(:]")


def gear_split(folded: str) -> tuple[frozenset[str], frozenset[str]]:
    text = _gear_text(folded)
    if _HOME_GYM.search(text):
        text = _HOME_GYM.sub(lambda match: " " * len(match.group(0)), text)
    # "I travel a lot" is a fact about a life, not a trip now: the gear said beside it is
    # the user's own, at home or not.
    away = bool(_AWAY.search(_TRAVEL_HABIT.sub(" ", text)))
    hotel = bool(_HOTEL_GYM.search(text))
    if hotel:
        text = _HOTEL_GYM.sub(lambda match: " " * len(match.group(0)), text)
    have: set[str] = set()
    missing: set[str] = set()
    clauses = sentences(text)
    busy = {index for index, (s, e) in enumerate(clauses) if _UNAVAILABLE.search(text[s:e])}
    negated = _negated_spans(text)
    habitual = (
        {i for i, (s, e) in enumerate(clauses) if _HABIT.search(text[s:e])} if away else set()
    )
    some_gym = False
    previous_end = -10
    for hit in GEAR_LEXICON.hits(text):
        after_named = previous_end >= 0 and not text[previous_end : hit.start].strip()
        named_machine = any(token.endswith("machine") for token in hit.value)
        previous_end = hit.end if named_machine and hit.value != _MACHINES else -10
        if hit.value == _MACHINES and after_named:
            # "leg extension + hamstring curl machines": the plural closes a list of named
            # machines; it does not add every machine station.
            continue
        if hit.value == _MACHINES and _LIST_OPENS.match(text, hit.end):
            # "machines (leg press, chest press, seated row)", "maszyny: prasa do nóg, ...":
            # the list says which stations there are; the word adds none of its own.
            continue
        clause = next((i for i, (s, e) in enumerate(clauses) if s <= hit.start < e), -1)
        if clause in habitual:
            continue
        tokens = hit.value
        gone = (
            clause in busy
            or any(s <= hit.start < e for s, e in negated)
            or bool(_NONE_AFTER.match(text, hit.end))
        )
        if tokens == _SOME_GYM:
            # "no time for the gym", "the gym is closed": no gym's gear at hand.
            some_gym = some_gym or not gone
            continue
        if tokens == _ANY_BENCH:
            tokens = _BOTH_BENCHES if gone else ("flat bench",)
        if "bodyweight" in tokens:
            gone = False  # "no equipment" is itself the statement of what they have
        (missing if gone else have).update(tokens)
    if hotel and not (have - {"bodyweight"}):
        have.update(_HOTEL_SET)
    elif some_gym and not (have - {"bodyweight"}):
        have.update(_ALL)
    return frozenset(have - missing), frozenset(missing)


# A negation covers the gear right after it, up to the next comma or "but":
# "adjustable dumbbells to 50 lbs, no bench" loses the bench, not the dumbbells.
_NEGATION = re.compile(
    # Polish "no i ...", "no to ..." (well, so) opens a sentence and negates nothing.
    # "bez ławki" (without a bench) is the Polish "without".
    r"(?<![a-z])(?:no(?! (?:i|to|wiec|a|ale|bo|dobra|tak|coz)(?![a-z]))|without|lack|bez|"
    r"don'?t have|do not have|doesn'?t have)(?![a-z])"
)
_NEGATION_END = re.compile(
    r"[,;.!?]|\bbut\b|\bplus\b|\bjust\b|\bonly\b|\bapart from\b|\bexcept\b|\bother than\b|"
    r"\bbesides\b|\bsave for\b"
)


# Japanese says "none" after the thing: "（ベンチはなし）", "バーベルは無いです", "ラックもない".
_NONE_AFTER = re.compile(r"\s*(?:は|も|が)?\s*(?:なし|無し|ナシ|ない|無い|ありません)")


def _negated_spans(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for match in _NEGATION.finditer(text):
        if text.startswith(" longer", match.end()):
            continue
        stop = _NEGATION_END.search(text, match.end())
        spans.append((match.end(), stop.start() if stop else len(text)))
    return spans


def extract_gear(text: str) -> frozenset[str]:
    """Gear the user has: "adjustable bench" -> flat + incline bench; "full gym" -> all."""
    return gear_split(fold(text))[0]


def extract_unavailable_gear(text: str) -> frozenset[str]:
    """Gear that is busy or missing: "the bench is taken", "I don't have a barbell"."""
    return gear_split(fold(text))[1]


# Gear that has left for good: "sold my bench", "got rid of the barbell", "gave away my
# kettlebells", "no longer have a rack". Busy-right-now gear is `gear_split`'s business.
_REMOVAL = re.compile(
    r"(?<![a-z])(?:sold|selling|got rid of|getting rid of|gave away|giving away|gave back|"
    r"gave (?:my|the|our|both|all)|lent (?:out )?(?:my|the|our)|"
    r"returned|threw out|threw away|tossed|binned|broke|snapped|no longer have|lost|"
    r"don'?t have (?:my|the|a) [a-z ]{0,20}any ?more|"
    r"forget (?:that |about )?i (?:have|had|own|got)|i never had|"
    r"zapomnij,? (?:ze|że) mam|"
    r"sprzedal[a-z]*|oddal[a-z]*|pozbyl[a-z]*|wyrzucil[a-z]*|zepsul[a-z]*|nie mam juz)(?![a-z])|"
    # The verb after the object: "ขายม้านั่ง" (sold), "ทิ้ง" (threw out), "พัง" (broke),
    # "ベンチを売った", "捨てました" (threw away), "壊れた" (broke), "処分した" (got rid of).
    r"ขาย|ทิ้ง|พัง|ไม่มีแล้ว|売った|売りました|売却|手放|捨て|壊れ|処分|もう(?:ない|ありません)"
)


def removed_gear(folded: str) -> frozenset[str]:
    """Gear the user no longer owns, named right after a removal verb in the same clause."""
    text = _gear_text(folded)
    out: set[str] = set()
    for match in _REMOVAL.finditer(text):
        clause_end = next(
            (end for start, end in sentences(text) if start <= match.start() < end), len(text)
        )
        stop = re.search(r"[,;]|\bso\b|\band now\b|\bnow\b", text[match.end() : clause_end])
        window = text[match.end() : match.end() + stop.start() if stop else clause_end]
        # "I don't have a bench anymore": the gear sits inside the removal phrase.
        window = match.group(0) + " " + window
        for hit in GEAR_LEXICON.hits(window):
            tokens = _BOTH_BENCHES if hit.value == _ANY_BENCH else hit.value
            out.update(token for token in tokens if token != "bodyweight")
        # Thai and Japanese put the verb after the object: "ขายม้านั่ง", "ベンチを売った".
        if not window.strip() or re.match(r"[^\x00-\x7f]", match.group(0)):
            # "my pull-up bar broke": the English verb after its object, too.
            before = text[max(0, match.start() - 24) : match.start()]
            for hit in GEAR_LEXICON.hits(before + " " + window):
                tokens = _BOTH_BENCHES if hit.value == _ANY_BENCH else hit.value
                out.update(token for token in tokens if token != "bodyweight")
    return frozenset(t for t in out if t in GEAR_TOKENS)
