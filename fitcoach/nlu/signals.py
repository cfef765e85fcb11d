"""What a message asks for beyond its intent label: cues the brain reads from the words.

The NLU names an intent; a few requests cut across intents (a session moved, a coaching
style stated, a lift's progress asked about, a day restored, gear that is gone). These
readers are deliberately narrow, so a message that only mentions a day or a lift in
passing keeps the handler its intent chose.
"""

from __future__ import annotations

import re
from typing import Literal

from fitcoach.nlu.intents import PLAIN_WORDS
from fitcoach.nlu.text import fold
from fitcoach.nlu.traits import voice_asked_for
from fitcoach.nlu.understanding import Understanding
from fitcoach.weekdays import WEEKDAYS, Weekday

Style = Literal["balanced", "tough_love", "gentle", "scientific", "hype", "brief", "reset", "plain"]

_DAY = r"(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*"
_LIST_OF_DAYS = re.compile(rf"\b{_DAY}\s*(?:,|&|\+|/|and|or)\s*{_DAY}\b", re.I)
_INSTEAD_OF = re.compile(rf"\b({_DAY})\b[^.?!]*\binstead of\b[^.?!]*?\b({_DAY})\b", re.I)
# One session changes day: "move", "shift", "push", "go there instead", "happen on wednesday".
_MOVE = re.compile(
    r"\bmove\b|\bshift\b|\bpush(?:ed)?\b|\bbump\b|\bswap (?:it|the session) to\b|instead|"
    r"\bgo (?:to|there|on)\b|\bhappen on\b|\bdo it on\b|\btrain (?:it )?on\b.*\binstead\b|"
    r"przen|przesu|zamiast|ย้าย|แทน|移|代わり",
    re.I,
)
_SESSION = re.compile(
    r"session|workout|training|\bday\b|\bit\b|\bthat\b|trening|ฝึก|トレーニング|練習", re.I
)
_TODAY = re.compile(r"\btoday(?:'s)?\b|dzisiaj|dziś|วันนี้|今日", re.I)
_TOMORROW = re.compile(r"\btomorrow(?:'s)?\b|jutr|พรุ่งนี้|明日", re.I)

_REMINDER = re.compile(
    r"(?:don'?t|do not|dont) forget|remember (?:my|the|that)|just a reminder|reminder:|"
    r"heads up|still on\b|nie zapomnij|อย่าลืม|忘れないで",
    re.I,
)
_CANCELLED = re.compile(
    r"(?<!don't )(?<!dont )(?<!do not )\bforget\b|cancel|called off|rained off|"
    r"(?:'s|is|got|been|now)\s+off\b|fell through|postponed|scrapped|not happening|"
    r"no longer|not going|won't be going|odwoł|odwol|ยกเลิก|中止|キャンセル|なくなった|延期|"
    # "เลื่อนไปปีหน้า" (put off to next year), "ไม่ต้องจำแล้ว" (no need to remember it).
    r"เลื่อน\S{0,16}ไป(?:ปีหน้า|เดือนหน้า)|ไม่ต้องจำ|"
    # The visit is off: "the in-laws aren't coming", "nie przyjadą", "ไม่มาแล้ว", "来ない".
    r"(?:aren'?t|isn'?t|are not|is not|not|won'?t be) coming|nie przyjad[a-z]*|"
    r"nie przyjedzie|ไม่มาแล้ว|来ない(?:ことに|そう|って)|来られなく|忘れて",
    re.I,
)
_TIPS = re.compile(
    r"\btips?\b|advice|what should i (?:do|eat)|how (?:should|do) i prepare|anything i should|"
    r"porad|คำแนะนำ|アドバイス|コツ",
    re.I,
)
_RESTORE = re.compile(
    r"\b(?:give|put|bring|get|have)\b[^.?!]*\bback\b|\brestore|reinstate|as (?:it was|before)|"
    r"original (?:session|workout|plan)|back to normal|\bproper (?:\w+ )?(?:session|workout|day)|"
    # "เอาวันเสาร์คืนมา" (give Saturday back), never "เมื่อคืน" (last night) or "คืนนี้" (tonight).
    r"normal (?:session|workout)|przywr|(?<!เมื่อ)คืน(?!นี้|ก่อน|ที่)|元に戻",
    re.I,
)
_PROGRESS = re.compile(
    r"stronger|progress|more weight|add weight|heavier|go up|move up|bump (?:it|the weight)|"
    r"increase|heaviest|\bmy best\b|\bprs?\b|personal (?:best|record)|best set|1rm|"
    r"one rep max|plateau|"
    r"stuck|stall|improv|getting better|dołoż|zwiększ|ciężar|postęp|เพิ่มน้ำหนัก|พัฒนา|"
    r"重量|増や|伸び",
    re.I,
)
_ADD = re.compile(
    r"\b(?:put|add|include|program|throw in|slot in|give me|want|schedule)\b|dodaj|เพิ่ม|入れて",
    re.I,
)
_GEAR_GONE = re.compile(
    r"\bsold\b|got rid of|gave away|giving away|no longer (?:have|own)|don'?t have (?:a|the|my|any)"
    r"|lost (?:my|the)|broke (?:my|the)|is broken|returned (?:my|the)|sprzeda|ขาย|売った|手放",
    re.I,
)

_PREGNANT = re.compile(
    r"pregnan|expecting a baby|weeks along|trimester|\bciąż|ตั้งครรภ์|ตั้งท้อง|คนท้อง|妊娠|妊婦",
    re.I,
)

_WORN_OUT = re.compile(
    r"up all night|no sleep|(?:\d+|few|couple) (?:hrs?|hours?) (?:of )?sleep|barely slept|"
    r"didn'?t sleep|exhausted|wiped out|knackered|shattered|nie spał|niewyspan|"
    r"นอนไม่พอ|ไม่ได้นอน|寝不足|眠れなかった",
    re.I,
)

_STYLE_ASK = re.compile(
    r"talk to me|speak to me|coach me|with me|from now on|going forward|from here on|"
    r"your (?:replies|answers|messages|style|tone)|\bbe (?:more|less)\b|\bbe (?:blunt|gentle|"
    r"nice|kind|brief|strict|harsh)|i (?:actually )?want you to|i'?d like you to|please be|"
    r"changed my mind|\bpisz\b|\bmów\b|これから|今後|ต่อไป|指導|"
    # How they like to be coached: "I like it blunt", "ผมชอบแบบดุๆ ตรงๆ", "wolę jak ktoś mówi
    # wprost", "はっきり言われる方が好き".
    r"\bi (?:like|prefer|want) (?:it|my coaching|coaches|a coach|being told|to be told|you)\b|"
    r"tell me straight|\bwolę\b|\bwole\b|lubię,? (?:jak|gdy|kiedy)|ชอบแบบ|ชอบให้|ไม่ต้องอวย|"
    r"ไม่ต้องปลอบ|方が好き|のが好き|ほうがいい",
    re.I,
)
_STYLES: tuple[tuple[Style, re.Pattern[str]], ...] = (
    (
        "reset",
        re.compile(
            r"やめて|普通に|back to (?:normal|the usual|default)|stop being|no more tough|"
            r"przestań|ปกติ",
            re.I,
        ),
    ),
    (
        "brief",
        re.compile(
            r"keep it (?:short|brief|tight)|short(?:er)? (?:answers|replies|messages)|"
            r"be (?:brief|concise)|fewer words|less (?:text|waffle|talk)|\bshorter\b|"
            r"krócej|krótko|zwięźle|bez lania wody|สั้น|短く|簡潔|"
            # "Short version", "要点だけ": about the replies; a bare 短め is a shorter day.
            r"short version|(?:just|only) the (?:key|main) points|\btl;?dr\b|w skrócie|"
            r"(?:説明|返事|返信|答え|回答|メッセージ)(?:は|を)?(?:もっと)?短め|要点だけ",
            re.I,
        ),
    ),
    ("hype", re.compile(r"hype|lots of energy|high[- ]energy|get me (?:pumped|hyped)", re.I)),
    (
        "scientific",
        re.compile(
            r"reasoning|rationale|the science|evidence|research|explain (?:why|your)|"
            r"naukow|วิทยาศาสตร์|科学|根拠",
            re.I,
        ),
    ),
    (
        "tough_love",
        re.compile(
            r"tough|blunt|harsh|strict|no[- ]nonsense|sugar ?coat|drill sergeant|"
            r"surow|twardo|wprost|bez owijania|prosto z mostu|厳し|甘やかさ|はっきり|ビシビシ|"
            r"ズバズバ|โหด|ดุๆ|ดุดัน|ตรงๆ|ไม่ต้องอวย|ไม่ต้องปลอบ|straight (?:up|talk)|"
            r"tell me straight",
            re.I,
        ),
    ),
    (
        "gentle",
        re.compile(r"gentle|encourag|kind(?:er)?\b|nicer|softer|łagodn|delikatn|優しく|ใจดี", re.I),
    ),
)


def stated_style(message: str) -> Style | None:
    """The coaching style a message asks for, when it speaks about how the coach talks."""
    if not _STYLE_ASK.search(message):
        # "Keep it short" and "pisz krócej" need no framing to be about the replies.
        brief = dict(_STYLES)["brief"]
        return "brief" if brief.search(message) else None
    for style, pattern in _STYLES:
        if pattern.search(message):
            return style
    return None


def asked_style(u: Understanding, message: str) -> Style | None:
    """The style a turn asks for. The words decide for what the NLU's four voices cannot
    say (brevity, hype, "back to normal"); otherwise the NLU's voice, else the words."""
    said = stated_style(message)
    if PLAIN_WORDS.search(fold(message)):
        # "Keep your explanations simple, I don't get the gym words": plain language.
        return "plain"
    if u.brevity or said == "brief":
        return "brief"
    if said == "reset":
        # "Stop being so harsh, be nicer to me": the old style goes, a new one is named.
        return voice_asked_for(message) or said
    if said == "hype":
        return said
    return u.voice or said


def _day_after_today(today: Weekday, offset: int) -> Weekday:
    return WEEKDAYS[(WEEKDAYS.index(today) + offset) % 7]


def session_move(u: Understanding, message: str, today: Weekday) -> tuple[Weekday, Weekday] | None:
    """(from, to) when one session changes day. "Today's session on Wednesday instead" has
    one named day: the source is today (or tomorrow, when that is what was said)."""
    if u.day_move is not None:
        return u.day_move
    if not _MOVE.search(message) or _LIST_OF_DAYS.search(message):
        return None
    named = list(dict.fromkeys(u.weekdays))
    if len(named) == 2:
        swapped = _INSTEAD_OF.search(message)
        if swapped:
            # "Thursday instead of Wednesday": the session leaves the second day named.
            first = swapped.group(1).lower()[:3]
            if named[0].startswith(first):
                return named[1], named[0]
        return named[0], named[1]
    if len(named) == 1 and _SESSION.search(message):
        if _TODAY.search(message) and named[0] != today:
            return today, named[0]
        tomorrow = _day_after_today(today, 1)
        if _TOMORROW.search(message) and named[0] != tomorrow:
            return tomorrow, named[0]
    return None


def is_reminder(message: str) -> bool:
    return bool(_REMINDER.search(message))


def is_cancelled(message: str) -> bool:
    return not is_reminder(message) and bool(_CANCELLED.search(message))


def wants_tips(message: str) -> bool:
    return bool(_TIPS.search(message))


def wants_restore(message: str) -> bool:
    return bool(_RESTORE.search(message))


def asks_progress(message: str) -> bool:
    return bool(_PROGRESS.search(message))


def asks_to_add(message: str) -> bool:
    return bool(_ADD.search(message))


def worn_out(message: str) -> bool:
    return bool(_WORN_OUT.search(message))


def mentions_pregnancy(message: str) -> bool:
    return bool(_PREGNANT.search(message))


def gear_gone(message: str) -> bool:
    return bool(_GEAR_GONE.search(message))


# New gear at home: "bought", "picked up", "bolted a pull-up bar to the wall", "kupiłem",
# "買っちゃいました", "ซื้อ". Said alongside a request, the gear is news to remember too.
_ACQUIRED = re.compile(
    r"\b(?:bought|buying|got (?:myself |me )?(?:a |some |new )|picked up|bolted|installed|"
    r"mounted|put up|treated myself|new set|just got|arrived|delivered)\b|"
    # A present is new gear too: "my son surprised me with adjustable dumbbells", "got
    # a kettlebell for my birthday", "dostałam hantle na urodziny", "誕生日にもらった".
    r"\b(?:surprised me with|gave me|gifted|got me|for my (?:birthday|bday)|for christmas|"
    r"as a (?:gift|present))\b|dosta(?:ł|l)[a-z]* (?:w )?prezen|na urodziny|na gwiazdk|"
    r"pod choink|prezent|ของขวัญ|ให้มา|もらった|もらいました|プレゼント|"
    r"kupi(?:ł|l)[a-z]*|zamontowa[a-z]*|dosta(?:ł|l)[a-z]* now[a-z]*|"
    r"買(?:った|いました|っちゃ)|届いた|取り付け|ซื้อ|ได้.{0,10}ใหม่",
    re.I,
)


def acquired_gear(message: str) -> bool:
    return bool(_ACQUIRED.search(message))


# "Just start": build with the stated defaults instead of asking for what is missing.
_JUST_START = re.compile(
    r"\bjust (?:start|build|go|begin|make (?:it|one|me one))\b|\bgo ahead\b|"
    r"\buse (?:the |your )?defaults?\b|\byou (?:decide|choose|pick)\b|\bwhatever works\b|"
    r"\bstart (?:me )?(?:with )?(?:anything|something)\b|"
    r"po prostu (?:zacznij|zacznijmy|zrób|zrob|buduj)|zaczynajmy|dawaj|jak uważasz|"
    r"เริ่มเลย|จัดให้เลย|แล้วแต่(?:โค้ช|คุณ)|"
    r"とりあえず(?:始め|作って|スタート)|お任せ|おまかせ|それで(?:始め|お願い)",
    re.I,
)


def just_start(message: str) -> bool:
    return bool(_JUST_START.search(message))


# "Taper me for the meet", "time to peak, cut the volume but keep it heavy": the sessions
# before an event keep their loads and lose volume (not a deload, which takes effort off).
_TAPER = re.compile(
    r"\btaper\w*|\bpeak(?:ing)? (?:for|week|block|phase)\b|\b(?:time|ready) to peak\b|"
    r"\b(?:start|begin)(?:ing)? (?:my |the |a )?peak|\bpeak me\b|"
    r"\bcut the volume\b.{0,30}\bheavy\b|szczytowani\w*|ลด(?:วอลุ่ม|โวลุ่ม|ปริมาณ)"
    r"\S{0,12}ก่อน(?:แข่ง|วันแข่ง)|เทเปอร์|テーパー|ピーキング|調整期間?",
    re.I,
)


def asks_taper(message: str) -> bool:
    return bool(_TAPER.search(message))


# "Make this week lighter", "deload this week": every session left this week, lighter.
_LIGHTER_WEEK = re.compile(
    r"\bdeload|(?:this|the|next) week (?:a bit |a little )?(?:lighter|easier)|"
    # "A lighter re-entry week", "an easy comeback week", "ease me back in this week".
    r"(?:lighter|easier|easy|light|recovery|gentle|gentler)(?: [a-z-]+)? week|"
    r"(?:re-?entry|comeback|ramp[- ]?up|return|back[- ]in) week|"
    r"\bease (?:me |us )?(?:back )?in(?:to (?:it|things|training))?\b.{0,30}\bweek|"
    r"\bweek\b.{0,30}\bease (?:me |us )?back\b|lżejszy tydzień|lzejszy tydzien|"
    r"roztrenowanie|tydzień (?:lżej|regeneracyjny)|tydzien (?:lzej|regeneracyjny)|"
    r"สัปดาห์(?:นี้|หน้า)?\S{0,6}เบา|อาทิตย์(?:นี้|หน้า)?\S{0,6}เบา|ดีโหลด|"
    r"(?:今週|来週)\S{0,6}軽め|(?:今週|来週)\S{0,6}軽く|ディロード|デロード",
    re.I,
)


# New gear asked to be used: "can you put it in my program?", "work it into the plan",
# "ช่วยใส่ในโปรแกรมให้หน่อย", "dodaj go do planu", "プランに入れて".
_USE_IN_PLAN = re.compile(
    r"\b(?:put|work|add|include|fit|build|use|get|slot|throw)\b[^.!?]{0,20}\b(?:in|into|to)\b "
    r"(?:my |the |our )?(?:program(?:me)?|plan|routine|training|workouts?|week)\b|"
    r"\b(?:use|include) (?:it|them|that|those)\b|"
    # "can you work it in", "fit them in somewhere": the plan is understood.
    r"\b(?:work|fit|put|slot|add|get|throw) (?:it|them|that|those|her|him)(?: \w+)? in\b"
    r"(?! (?:a|an|the|my)\b)|"
    r"do (?:planu|programu|treningu|treningów)|w (?:planie|programie|treningach)|"
    r"(?:ใส่|เพิ่ม|เอา)\S{0,6}(?:ใน|เข้า)\S{0,4}(?:โปรแกรม|ตาราง|แผน)|"
    r"(?:プラン|メニュー|トレーニング|プログラム)に(?:入れ|組み込|取り入れ|追加)",
    re.I,
)


def asks_to_use_in_plan(message: str) -> bool:
    return bool(_USE_IN_PLAN.search(message))


# One day asked to be lighter, gentler or easier: "go easy on thursday", "could Friday be a
# gentler one", "can friday be a light one", "lżej w piątek", "土曜は軽めに". The one list of
# these words for the router (which day) and the day edit (what changes).
LIGHTER_DAY = re.compile(
    r"easier|lighter|lighten|gentler|\bgentle\b|softer|less intense|go easy|take it easy|"
    r"\beasy (?:one|day|session|workout)|\blight (?:one|day|session|workout)|"
    r"\b(?:be|go|keep|make|something)(?: \w+(?:'s)?){0,2} (?:a bit |a little |really |super |very |"
    r"nice and )?light\b(?! ?(?:weights?|dumbbells?|dbs?|kettlebells?|bells?|bands?|load)\b)|"
    # "make thursday easy as well": easy said of a day, like light.
    r"\b(?:be|keep|make)(?: \w+(?:'s)?){0,2} (?:a bit |really |super |nice and )?easy\b|"
    r"\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*(?:'s)? (?:session |workout )?"
    r"(?:nice and |really |super )?easy\b|"
    r"lżej|lzej|lżejsz|lzejsz|łatwiej|latwiej|łagodn|lagodn|delikatn|na luzie|spokojn|"
    r"\blekk(?:i|a|ie)\b|"
    r"เบาลง|เบาๆ|เบากว่า|ง่ายขึ้น|"
    r"軽め|軽く|楽に|優しめ|ゆるめ",
    re.I,
)


def asks_lighter_day(message: str) -> bool:
    return bool(LIGHTER_DAY.search(message))


def asks_lighter_week(message: str) -> bool:
    return bool(_LIGHTER_WEEK.search(message))
