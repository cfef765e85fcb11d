"""Statements about what the coach keeps on file: asking it to forget a note by naming the
thing ("forget the knee thing", "腰痛のメモ消しといて"), and a standing refusal of a whole
kind of exercise described by how it is done rather than by its name ("nothing where I
have to get down on the floor", "no jumping exercises ever").

Both are read on folded text (`text.fold`: lower case, Polish letters without
diacritics). They are high-precision: the router still asks for the thing named (a body
part, an event) before a note is deleted.
"""

from __future__ import annotations

import re

# "forget the knee thing", "you can delete the shoulder note", "scrap that back stuff",
# "zapomnij o kolanie", "usun notatke o plecach", "ลบที่จดเรื่องเข่าออก", "腰痛のメモ消しといて".
_FORGET_NOTE = re.compile(
    r"\b(?:forget|delete|erase|clear|remove|scrap|ditch|drop|wipe)\b (?:about )?"
    r"(?:that|the|my|this|your) (?:[\w'-]+ ){1,2}"
    r"(?:thing|note|stuff|entry|memo|issue|business|restriction)s?\b|"
    r"\bforget (?:about )?(?:my|the) (?:[\w'-]+ )?(?:injury|condition|problem)\b|"
    r"\b(?:zapomnij|zapomniec) o\b|"
    # The thing named first, the asking after: "a to o kolanie co pisałem to zapomnij",
    # "เรื่องเข่าลืมไปได้เลย", "เรื่องข้อมือที่เคยบอกไว้ ลืมได้เลย".
    r"\bo [a-z]{3,}\b[^.!?]{0,50}?\bzapomnij\b|"
    r"เรื่อง\S{1,30}?\s*ลืม(?:ไป)?(?:ได้|เลย)|"
    r"\b(?:usun|wykasuj|skasuj|wymaz)\w* (?:\w+ )?(?:notatk|notk|wpis)\w*|"
    r"(?:ลบ|ลืม)(?:\S{0,6})(?:ที่จด|บันทึก|โน้ต|เรื่อง)|"
    r"(?:メモ|記録|登録|情報)(?:は|を|も)?(?:消|削除|忘れ|外し)",
)

# A kind of exercise named by how it is done: on the floor (lying down, kneeling), jumping.
_FLOOR = (
    r"(?:(?:get|getting) (?:down )?(?:on|onto) (?:the )?floor|on the (?:floor|ground)|"
    r"floor (?:work|exercises?|stuff|moves?)|(?:lie|lying|laying|lay) (?:flat |down )?"
    r"(?:on (?:my|your) back)?|kneel(?:ing)?)"
)
_JUMP = r"(?:jump(?:ing|s|y)?|plyo(?:metrics?)?|hop(?:ping|s)?|burpees?)"
_KIND = r"(?:" + _FLOOR + "|" + _JUMP + ")"
# The same two kinds in the words of every language, to tell which one a refusal names.
_KIND_WORDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "floor",
        re.compile(
            _FLOOR + r"|(?<!pelvic )\bfloor\b|podlodze|podloga|lezac|lezeni|klek|na plecach|"
            r"บนพื้น|นอนหงาย|นอนราบ|คุกเข่า|ท่านอน|床|寝転|寝て|仰向け|うつ伏せ|膝をつ"
        ),
    ),
    ("jumping", re.compile(_JUMP + r"|skak|skok|podskok|กระโดด|ジャンプ|跳")),
)
# The refusal itself: "don't give me anything where ...", "no jumping exercises ever",
# "I don't like exercises on the floor", "take out anything where I lie flat".
_REFUSES_KIND = re.compile(
    r"\b(?:don'?t|do not|never|please don'?t|nothing|no|avoid|can'?t do|cannot do|hate|"
    r"(?:take|leave) out|remove|skip|keep (?:everything|it all) (?:standing|off the floor))"
    r"\b[^.!?\n]{0,60}?(?:anything|exercises?|stuff|moves?|movements?|work|things?)\b"
    r"[^.!?\n]{0,40}?\b" + _KIND + r"|"
    r"\bno " + _KIND + r" (?:exercises?|stuff|moves?|movements?|work)\b|"
    # "No jumping please": the kind alone, unless it begins an exercise's name.
    r"\bno (?:more )?" + _KIND + r"\b(?! ?(?:jacks?|rope|squats?|lunges?|exercises?|stuff))|"
    r"\bnothing\b[^.!?\n]{0,40}?\b" + _KIND + r"|"
    r"\bkeep (?:everything|it all|it) (?:standing|off the floor|on (?:my|the) feet)|"
    r"\bbez (?:cwiczen )?(?:na podlodze|skakania|skokow|lezenia)|"
    # "żadnych skoków", "nie mogę skakać, sąsiedzi z dołu".
    r"\b(?:zadnych|zadnego) (?:\w+ )?(?:skokow|skakania|podskokow)|"
    r"\bnie (?:moge|mozna|wolno mi|chce) (?:juz )?(?:skakac|podskakiwac)|"
    r"(?:ไม่เอา|ไม่ต้อง|งด|ห้าม)(?:ท่า)?\S{0,10}(?:กระโดด|นอนหงาย|บนพื้น|คุกเข่า)|"
    r"(?:ท่า)?กระโดด\S{0,10}(?:ไม่ได้|ไม่ไหว)|"
    # "ジャンプ系は全部NGで", "ジャンプはダメ", "跳ぶのは禁止".
    r"(?:床|寝転|仰向け|ジャンプ|跳)\S{0,12}(?:やめて|なしで|入れないで|避けて|嫌|苦手|できない|"
    r"ng|ダメ|だめ|禁止|無理|抜いて|外して)",
)


# An exclusion taken back: "put lunges back in, changed my mind", "forget what I said
# about split squats", "jednak chcę robić wykroki", "เอาท่าลันจ์กลับมา", "ランジを戻して".
# Read only when the message names an exercise the user's preferences keep out.
_LIFTS_EXCLUSION = re.compile(
    r"\b(?:put|bring|add|let) (?:[\w'-]+ ){0,4}back\b|\bwant (?:[\w'-]+ ){0,4}back\b|"
    r"\bchanged my mind\b|\bforget (?:what|that) i (?:said|told you|wrote)\b|"
    r"\b(?:lift|drop|remove|cancel) (?:the|that|my) (?:ban|rule|restriction|exclusion)\b|"
    r"\bunban\b|\b(?:can|could|will|i'?ll|happy to|fine (?:to|with)|ok (?:to|with)|"
    r"okay (?:to|with)) (?:do |doing |have |having )?(?:[\w'-]+ ){0,3}again\b|"
    r"\b(?:they'?re|those are|it'?s|are|is) (?:fine|ok|okay|allowed|good) "
    r"(?:again|now|after all)\b|"
    r"\bmoge (?:juz )?(?:znowu|znow|ponownie)\b|ได้แล้ว|ได้อีกครั้ง|もう大丈夫|またやりたい|"
    r"\bjednak (?:chce|moge|bede|lubie)\b|\bprzywroc\w*|\bzmienil\w* zdanie|"
    r"\bzapomnij,? (?:ze|co) (?:pisal|mowil|powiedzial)\w*|"
    r"เอา\S{0,20}กลับ(?:มา|เข้ามา|ไป)|เปลี่ยนใจ|"
    r"戻して|戻しても|復活|解禁|取り消|やっぱり\S{0,12}(?:やりたい|入れて|やります)",
)


def lifts_exclusion(folded: str) -> bool:
    """The user takes back an exercise they had refused (the caller checks one is named
    and kept out by a stored preference)."""
    return _LIFTS_EXCLUSION.search(folded) is not None


def forgets_note(folded: str) -> bool:
    """The user asks the coach to forget something it has on file, naming it."""
    return _FORGET_NOTE.search(folded) is not None


def refused_kinds(folded: str) -> list[str]:
    """The kinds of exercise a refusal names ("floor", "jumping"); the catalog lists the
    exercises of each (`catalog.kinds`)."""
    return [kind for kind, words in _KIND_WORDS if words.search(folded)]


def refuses_kind(folded: str) -> bool:
    """A standing refusal of a kind of exercise (floor, lying, kneeling, jumping work)."""
    return _REFUSES_KIND.search(folded) is not None
