"""The safety latch's words: illness, a professional's clearance, a brushed-off red flag,
and languages the coach does not speak.

A red flag stays in force (a tier-2 entry, `RED_FLAG_PART`) until the user says a
professional has cleared them; "it's fine now, probably nothing" is not a clearance. These
patterns are deliberately high-precision: a clearance needs both a professional and a
verdict, an illness needs the illness word, not "sick of".
"""

from __future__ import annotations

import re

# The tier-2 body part that marks a standing red flag. It names no muscle or joint, so
# the engine reads no restriction from it; the brain reads it as "not cleared yet".
RED_FLAG_PART = "medical clearance"

_ILLNESS = re.compile(
    r"\bfever|feverish|temperature of|high temp|"
    r"(?:running|have|got|with) a (?:high )?temp(?:erature)?\b|"
    r"\b(?:a|the|bad|head|chest|nasty) cold\b|"
    r"\bflu\b|influenza|\bcovid|(?<!that's )(?<!thats )(?<!so )(?<!pretty )(?<!looks )(?<!sounds )"
    # "Sick." / "sick!" opening a message is slang for "great", not an illness.
    # "Sick can you put ... in", "sick thanks": the slang opener runs straight into a request.
    r"(?<!^)\bsick\b(?! of| and tired)|^\s*sick\b(?!\s*[.!,]+)(?! of| and tired)"
    r"(?!\s+(?:can|could|pls|please|thanks|thank|ty|cheers|bro|mate|dude|man|lol|haha|ok|"
    r"let'?s|put|add|now|then|so)\b)|sore throat|"
    r"(?:feel(?:ing)?|i'?m|am|been|got) (?:a bit |really |so )?ill\b|"
    # A stomach bug: "kids gave me gastro", "been throwing up half the night".
    r"\bgastro\b|gastroenteritis|stomach (?:bug|flu|virus)|food poisoning|norovirus|"
    r"been (?:throwing up|vomiting|puking)|(?:throwing up|vomiting|puking) (?:all|half|most) "
    r"(?:the |of the )?night|zatruci|grypa zoladkowa|grype zoladkowa|ท้องเสีย|อาหารเป็นพิษ|"
    r"食中毒|胃腸炎|"
    # The message is folded (Polish letters without their marks) before it is matched.
    r"gorączk|goraczk|przeziębi|przeziebi|grypa|grypę|grype|chory|chora|"
    r"เป็นไข้|มีไข้|ไข้|เป็นหวัด|ไม่สบาย|"
    r"熱が|熱っぽ|発熱|風邪|インフル|体調が悪",
    re.I,
)
# The illness has passed: "fever's been gone since yesterday", "no fever anymore" (not
# "fever since last night", which is still on).
_ILLNESS_OVER = re.compile(
    r"(?:fever|cold|flu|temperature)(?:'s|s| is| has)? (?:been )?(?:gone|over|broke|down)|"
    r"no (?:more )?fever|(?:haven'?t|hasn'?t|not) (?:had |got )?(?:a |any )?fever|"
    r"fever.{0,20}(?:anymore|any more)|fever[- ]free|over (?:my|the) (?:cold|flu)|"
    r"recovered from|feeling better now|\b(?:back|returning) (?:\w+ )?after (?:the |my |a |that )?"
    r"(?:flu|cold|fever|covid|illness|bug)|minęła|minęło|przeszł|ไข้ลด|หายป่วย|"
    # "Gorączki nie ma od wczoraj", "nie mam już gorączki", "bez gorączki od dwóch dni",
    # "ไม่มีไข้แล้ว", "熱はもうない".
    r"gor[aą]czki (?:ju[zż] )?nie ma|nie mam (?:ju[zż] )?gor[aą]czki|bez gor[ąa]czki od|"
    r"ไม่มีไข้แล้ว|ไข้หายแล้ว|熱(?:は|が)?もう(?:ない|無い|ありません)|"
    # "ไข้ลงมา 2 วันแล้ว" (the fever came down), "หายไข้แล้ว", "gorączka spadła".
    r"ไข้ลง|หายไข้|gor[aą]czka (?:ju[zż] )?(?:spad|zesz)|"
    r"熱が下が|治った|治りました",
    re.I,
)
_PROFESSIONAL = re.compile(
    r"doctor|\bdoc\b|\bgp\b|physician|cardiolog|physio|fizjo|specialist|\bdr\b|nurse|\ber\b|"
    r"a&e|hospital|clinic|lekar|kardiolog|fizjoterapeut|หมอ|แพทย์|โรงพยาบาล|医者|医師|"
    r"病院|先生|\bob\b|\bobgyn\b|ob-gyn|midwife|obstetric|położn|polozn|ginekolog|สูติ|"
    r"産婦人科|助産",
    re.I,
)
_VERDICT = re.compile(
    r"clear(?:ed)?|all clear|good to (?:go|train)|fine to (?:train|lift|exercise)|ok to train|"
    r"okay to train|nothing wrong|(?:is|are|it'?s|its|jest|są|sa) (?:all )?(?:ok|okay|fine|good)\b|"
    r"can (?:go back|return) to|mog[eę] wraca[cć]|"
    r"cleared me|says? (?:to )?keep (?:doing|training|lifting|going)|"
    r"normal|healthy|green light|signed off|gave me the ok|"
    r"said (?:i'?m|im|it'?s|its) (?:fine|good|ok)|no problem|w porządku|w porzadku|wszystko ok|"
    r"zdrow|możesz trenować|ปกติ|ไม่เป็นอะไร|ออกกำลังกายได้|問題ない|大丈夫|異常なし",
    re.I,
)


def mentions_illness(folded: str) -> bool:
    """A cold, flu or fever now (not one that has passed)."""
    return bool(_ILLNESS.search(folded)) and not _ILLNESS_OVER.search(folded)


def illness_over(folded: str) -> bool:
    return bool(_ILLNESS_OVER.search(folded))


# Well again, said outright: "หายแล้วค่ะ", "all better now", "wyzdrowiałam", "風邪治りました".
# Fever-free but "at 80%" is recovery still under way, and "if the fever's gone by
# Thursday" is no news at all.
_WELL_AGAIN = re.compile(
    r"\ball better\b|\bfully (?:better|recovered)\b|\brecovered\b|\bfeel(?:ing)? (?:fine|great|"
    r"good|100 ?%) (?:again|now)\b|\bback to (?:normal|100)|"
    # "I feel human again", "feeling myself again", "feel normal again".
    r"\bfeel(?:ing)? (?:like )?(?:human|myself|normal|a person) again\b|"
    r"\b(?:all )?over (?:my|the|that) (?:cold|flu|bug|virus)\b|"
    r"wyzdrowia|wyleczy|zdrow[aey] (?:ju[zż] )?"
    r"jestem|jestem (?:ju[zż] )?zdrow|หายแล้ว|หายดี|หายป่วย|หายสนิท|"
    r"治った|治りました|元気になり|回復しました|すっかり(?:良く|よく)",
    re.I,
)


def well_again(folded: str) -> bool:
    """The user says the illness is over and they are well (not only fever-free, and not
    "if it's gone by Thursday")."""
    return (
        illness_over(folded)
        and bool(_WELL_AGAIN.search(folded))
        and not _HYPOTHETICAL.search(folded)
    )


def says_well(folded: str) -> bool:
    """ "หายดีแล้วครับ", "all better now": well again, said outright (with or without the
    fever named); what it clears is the illness note on file, never an event."""
    return bool(_WELL_AGAIN.search(folded)) and not _HYPOTHETICAL.search(folded)


# "If the doctor says it's normal, how do I come back?": a clearance imagined, not given.
_HYPOTHETICAL = re.compile(
    r"(?<![a-z])(?:if|what if|assuming|suppos\w*|in case)(?![a-z])|"
    r"(?<![a-ząćęłńóśźż])(?:jeśli|jesli|jeżeli|jezeli|gdyby|o ile|załóżmy|zalozmy)"
    r"(?![a-ząćęłńóśźż])|ถ้า|หาก|สมมติ|もし|としたら|とすれば"
)


# The check is still ahead: "haven't seen the doctor yet", "GP appointment next week",
# "waiting on the cardiologist", "jeszcze nie byłem u lekarza", "ยังไม่ได้ไปหาหมอ",
# "まだ病院に行っていない", "来週予約".
_NOT_YET = re.compile(
    r"(?<![a-z])(?:haven'?t|havent|have not|hasn'?t|hasnt|has not|didn'?t|didnt|not yet|yet|"
    r"appointment|appt|booked|booking|waiting|wait for|waiting for|will see|'ll see|"
    r"going to see|gonna see|going to the|off to see|jeszcze nie|czekam|wizyt[aeę]|umowion|"
    r"dopiero)(?![a-z])|ยังไม่|รอผล|รอหมอ|รอพบ|นัด|まだ|予約|待って|待ち|これから"
)
# A time ahead ("seeing the GP tomorrow") is a check still to come, unless the clause says
# the clearance itself ("cleared me to start again tomorrow").
_AHEAD = re.compile(
    r"(?<![a-z])(?:tomorrow|next week|later (?:this|today)|soon|jutro|w przyszlym)(?![a-z])|"
    r"พรุ่งนี้|(?:อาทิตย์|สัปดาห์)หน้า|来週|明日"
)
_FIRM = re.compile(r"cleared|all clear|signed (?:me )?off|green light|gave me the ok", re.I)


def _pending(clause: str) -> bool:
    """The clause tells of a check still ahead, not one done."""
    ahead = _AHEAD.search(clause) and not _FIRM.search(clause)
    return bool(_NOT_YET.search(clause) or ahead)


# A verdict asked about, not given: "is it ok to train?", "ออกกำลังกายได้ไหม", "大丈夫ですか".
_ASKED_AFTER = re.compile(r"^\S{0,6}?(?:ไหม|มั้ย|มั๊ย|หรือเปล่า|รึเปล่า|ですか|でしょうか|か\s*[?？])")
_QUESTION_OPENER = re.compile(
    r"^\s*(?:and |so |but |then )?(?:can|could|is|are|should|would|will|may|do|does|"
    r"am i|czy|mog[eę]|można|mozna)(?![a-z])"
)
_CLAUSE_END = re.compile(
    r"[.!?;\n,、。！？]|\s(?:but|ale|though)\s|แต่|けど|(?<=[\u0e00-\u0e7f])\s+|\s+(?=[\u0e00-\u0e7f])"
)


def _clauses(folded: str) -> list[tuple[str, bool]]:
    """The message's clauses, each with whether it is asked (ends in "?" or opens as a
    question)."""
    out: list[tuple[str, bool]] = []
    start = 0
    for end in [*(m for m in _CLAUSE_END.finditer(folded)), None]:
        stop = end.start() if end is not None else len(folded)
        clause = folded[start:stop]
        mark = end.group() if end is not None else ""
        asked = mark.strip() in ("?", "？") or bool(_QUESTION_OPENER.search(clause))
        if clause.strip():
            out.append((clause, asked))
        start = end.end() if end is not None else len(folded)
    return out


def professional_cleared(folded: str) -> bool:
    """ "Saw a cardiologist, all clear": a professional and a verdict, in one message,
    said as a fact. A hypothetical verdict lifts nothing, nor does one asked about ("can we
    do Friday as normal?") or a check still ahead ("haven't seen the doctor yet")."""
    said = [clause for clause, asked in _clauses(folded) if not _pending(clause)]
    if not any(_PROFESSIONAL.search(clause) for clause in said):
        return False
    for clause, asked in _clauses(folded):
        if asked or _pending(clause):
            continue
        for verdict in _VERDICT.finditer(clause):
            if _ASKED_AFTER.search(clause[verdict.end() :]):
                continue
            at = folded.find(clause)
            if not _HYPOTHETICAL.search(folded[: at + verdict.start()]):
                return True
    return False


# Common function words of languages the coach does not speak. A message is in one of
# them when it has at least two and no English function word; script-based languages we
# do speak (Thai, Japanese) are detected before this runs.
_FOREIGN: dict[str, re.Pattern[str]] = {
    "Spanish": re.compile(
        r"(?<![a-záéíóúñ])(?:hola|puedes|quiero|tengo|mi|mis|del|el|los|las|una|un|que|por|"
        r"para|cuánta|cuánto|necesito|me duele|semana|solo|día|días|hago|viajo|gracias|"
        r"entrenamiento|rodilla|sentadillas|tendré|gimnasio|cambiar|con|pero|muy)"
        r"(?![a-záéíóúñ])",
        re.I,
    ),
    "German": re.compile(
        r"(?<![a-zäöüß])(?:ich|und|nicht|mein|meine|kannst|bitte|heute|morgen|training|"
        r"woche|habe|mit|ist|das|der|die|schmerzen|danke|hallo|bin|von|bis|auf|nur|gibt|"
        r"meinen|anpassen|trainingsplan|kurzhanteln|knie|ein|eine)(?![a-zäöüß])",
        re.I,
    ),
    "French": re.compile(
        r"(?<![a-zàâçéèêëîïôûùüÿ])(?:je|mon|ma|mes|est|pour|avec|bonjour|merci|"
        r"peux|semaine|aujourd'hui|demain|entraînement|séance|genou|j'ai|une|des)"
        r"(?![a-zàâçéèêëîïôûùüÿ])",
        re.I,
    ),
    "Portuguese": re.compile(
        r"(?<![a-zãõáéíóúç])(?:olá|obrigad[oa]|você|meu|minha|treino|semana|hoje|amanhã|"
        r"joelho|não|posso|preciso)(?![a-zãõáéíóúç])",
        re.I,
    ),
}
_FOREIGN.update(
    {
        "Italian": re.compile(
            r"(?<![a-zàèéìòù])(?:ciao|sono|voglio|posso|il mio|la mia|allenamento|settimana|"
            r"oggi|domani|grazie|ginocchio|palestra|non|con|per|che|della|anche)"
            r"(?![a-zàèéìòù])",
            re.I,
        ),
        "Dutch": re.compile(
            r"(?<![a-z])(?:ik|mijn|niet|kan|wil|heb|vandaag|morgen|week|training|knie|"
            r"bedankt|dank|graag|met|een|het|voor)(?![a-z])",
            re.I,
        ),
        "Indonesian": re.compile(
            r"(?<![a-z])(?:saya|aku|tidak|bisa|mau|latihan|minggu|hari ini|besok|"
            r"terima kasih|lutut|dengan|untuk|yang|dan|ini)(?![a-z])",
            re.I,
        ),
    }
)
_ENGLISH = re.compile(
    r"(?<![a-z])(?:the|and|my|is|i|you|to|of|it|for|can|on|with|what|how|this|that|do|"
    r"have|am|are|a|in|me)(?![a-z])",
    re.I,
)


def unsupported_language(text: str) -> str | None:
    """The name of the unsupported language a Latin-script message is written in, if any."""
    english = len(_ENGLISH.findall(text))
    best: tuple[int, str] | None = None
    for name, pattern in _FOREIGN.items():
        hits = len(pattern.findall(text))
        if hits >= 2 and hits > english * 2 and (best is None or hits > best[0]):
            best = (hits, name)
    return best[1] if best else None
