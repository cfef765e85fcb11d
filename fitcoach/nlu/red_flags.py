"""Red flags that are not about a joint or the heart: disordered eating and a crisis.

Purging, starving and laxatives to make weight, and talk of suicide or self-harm, are
stops like chest pain: no training reading at all, a pointer to the right help, the plan
untouched. The patterns are deliberately high-precision (a binge on its own, "I'm dying
after leg day" or "this workout is killing me" are not red flags) and are written per
language (English, Polish, Thai, Japanese) in natural spelling; `Patterns` folds them.
"""

from __future__ import annotations

import re
from typing import Literal

from fitcoach.nlu.text import Patterns, mask

RedFlagKind = Literal["eating", "crisis"]

EATING = Patterns(
    [
        # Purging.
        "(?:make|made|making|force|forced|forcing) (?:my ?self|me) "
        "(?:to )?(?:throw up|throw it up|be sick|vomit|puke|sick up)",
        "(?:throw|throwing|threw) (?:it )?up (?:after|once|when|every time) "
        "(?:i |i've )?(?:eat|ate|eating|meals?|dinner|lunch|food|binge)",
        "(?:vomit|vomiting|puke|puking) (?:after|once|when) (?:i )?(?:eat|ate|eating|meals?)",
        "fingers? down my throat",
        "purg(?:e|es|ed|ing)",
        "binge(?:s|d|ing)? and (?:then )?(?:purge|throw up|vomit|puke|make myself)",
        "bulimi[a-z]*",
        "anorexi[a-z]*",
        "eating disorder",
        # Laxatives, diuretics and water pills to lose weight.
        "(?:laxatives?|diuretics?|water pills|diet pills)(?! (?:for (?:constipation|my doctor)))",
        # Starving.
        "(?:haven'?t|have not|hasn'?t|didn'?t|did not|not) (?:really )?(?:eaten|eat|ate) "
        "(?:anything |a thing |properly |much )?(?:in|for|since) "
        "(?:\\d+|two|three|four|five|a few|several|days|a week)(?: days| whole days| weeks)?",
        "(?:barely|hardly) (?:eat|eating|eaten|ate) (?:anything|at all|a thing)",
        "(?:not|stopped) eating (?:at all|anything|for days)",
        "eat(?:ing)? nothing (?:all day|for days|but)",
        "(?:scared|afraid|terrified) (?:of|to) (?:eat|eating|food)",
        "(?:punish|punishing) myself (?:with|by) (?:exercise|training|cardio|running)",
        "(?:burn|work) off (?:everything|every calorie|all) (?:i eat|i ate)",
        # Polish.
        "(?:zmuszam|zmusza[a-z]*|prowokuj[a-z]*|wywołuj[a-z]*) (?:się )?(?:do )?wymiot[a-z]*",
        "wymiotuj[a-z]* po (?:jedzeniu|posiłk[a-z]*|obiedzie|kolacji)",
        "objada[a-z]* (?:się )?i (?:potem )?wymiot[a-z]*",
        "bulimi[a-z]*",
        "anoreksj[a-z]*",
        "zaburzeni[a-z]* odżywiania",
        "(?:środki|tabletki) (?:przeczyszczając[a-z]*|odwadniając[a-z]*)",
        "przeczyszczając[a-z]*",
        "nie jem (?:nic )?od (?:\\d+|dwóch|trzech|czterech|kilku) dni",
        "(?:prawie|w ogóle) nic nie jem",
        "głodzę się",
        # Thai.
        "ล้วงคอ",
        "(?:อ้วก|อาเจียน)(?:ออก)?หลัง(?:กิน|ทาน)",
        "(?:กิน|ทาน)(?:แล้ว|เสร็จ)(?:ก็)?(?:ล้วงคอ|อ้วก|อาเจียน|ทำให้อ้วก)",
        "ทำให้ตัวเอง(?:อ้วก|อาเจียน)",
        "บูลิเมีย",
        "อะนอเร็กเซีย",
        "คลั่งผอม",
        "(?:โรค|ภาวะ)(?:การ)?กินผิดปกติ",
        "ยาระบาย",
        "ยาขับปัสสาวะ",
        "ไม่ได้(?:กิน|ทาน)(?:ข้าว|อะไร)?(?:เลย)?(?:มา)?\\s?(?:\\d+|สอง|สาม|สี่|หลาย)\\s?วัน",
        "ไม่(?:กิน|ทาน)อะไรเลย",
        # Japanese.
        "食べて(?:は|から)?(?:すぐ)?吐",
        "食べた(?:後|あと)(?:に)?(?:すぐ)?吐",
        "(?:自分で|わざと)吐",
        "吐いて(?:しま|ます|いる)",
        "過食(?:嘔吐|と嘔吐|して吐)",
        "拒食",
        "摂食障害",
        "下剤",
        "利尿剤",
        "指を(?:喉|のど)",
        "(?:何日も|\\d+日(?:間)?|数日)(?:何も)?食べて(?:い)?な",
        "(?:ほとんど|全然|まったく)食べて(?:い)?な",
    ]
)

CRISIS = Patterns(
    [
        "kill myself",
        "killing myself(?! (?:in|at|with|doing|over|for|on|to get|trying))",
        "end (?:it all|my life)",
        "suicid[a-z]*",
        "(?:i |i really |i just |i kind of |i kinda )(?:want|wanna) to die"
        "(?! (?:after|from|doing))",
        "(?:don'?t|do not) want to (?:be alive|live|wake up|exist)(?! (?:in|like|with))",
        "no (?:reason|point) (?:to live|in living)",
        "better off dead",
        "better off without me",
        "(?:hurt|hurting|harm|harming|cut|cutting) myself(?! (?:in|at|on|during|when|lifting))",
        "self[- ]?harm[a-z]*",
        # Polish.
        "(?:chcę|chce) umrzeć",
        "zabi[a-z]* się",
        "samobój[a-z]*",
        "skończyć ze sobą",
        "nie chcę (?:już )?żyć",
        "samookalecz[a-z]*",
        "tnę się",
        # Thai.
        "อยากตาย",
        "ฆ่าตัวตาย",
        "ไม่อยากมีชีวิต(?:อยู่)?",
        "ทำร้ายตัวเอง",
        "กรีดข้อมือ",
        # Japanese.
        "死にたい",
        "自殺",
        "消えたい",
        "生きていたくない",
        "自傷",
        "リストカット",
    ]
)


def red_flag_kind(folded: str) -> RedFlagKind | None:
    """Which of these red flags a message raises, if any; a crisis outranks eating."""
    if CRISIS.search(folded):
        return "crisis"
    if EATING.search(folded):
        return "eating"
    return None


# A symptom denied: "no numbness or anything", "nie mam drętwienia", "ไม่มีอาการชา",
# "足のしびれとかはないです". The denial sits right before the symptom (within two words)
# or, in Japanese, right after it; "no idea why, but my chest hurts" denies nothing.
_DENIED_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:no|without|zero|not any|never had|don'?t have|didn'?t have|"
    r"haven'?t had|nie mam|nie mialem|nie mialam|bez|zadnego|zadnej|zadnych)\s+"
    r"(?:[a-z]+\s+){0,2}|ไม่มี(?:อาการ)?\s?|ไม่ได้)$"
)
_DENIED_AFTER = re.compile(r"^(?:とか|など|は|も|が|の症状|感|等)*(?:ない|無い|なし|ありません)")


def without_denied(folded: str, *lexicons: Patterns) -> str:
    """The message with every denied symptom of these lexicons blanked out."""
    spans = [
        (start, end)
        for lexicon in lexicons
        for start, end in lexicon.spans(folded)
        if _DENIED_BEFORE.search(folded[max(0, start - 30) : start])
        or _DENIED_AFTER.match(folded[end : end + 12])
    ]
    return mask(folded, spans) if spans else folded
