"""Talk a coach answers as a person, before any handler reads it as a request: a setback
("skipped two weeks, feel like a failure") gets empathy and a small restart, a win ("I
went!!!") gets congratulated, "what's your favourite exercise?" gets a short human answer,
and a bare lift after a progress question ("and squat?") gets that lift's numbers. Each
changes nothing; a safety reply always comes first (the brain asks this after the latch).
"""

from __future__ import annotations

import re
from dataclasses import replace

from fitcoach.contracts.decision import Decision
from fitcoach.knowledge.personal import family_slugs

from .lang import N_, line
from .progress import PROGRESS_Q, logged_variant
from .progress import progress as progress_reply
from .talk import _names_a_change, _next_session, praise_only, small_talk
from .turn import Turn, none

# Missed training said with self-blame: the feeling is answered first.
_MISSED = re.compile(
    r"skipp|missed|haven'?t (?:trained|been|worked|lifted)|fell off|off the wagon"
    r"|can'?t make myself"
    r"|nie (?:byłe|byla|byłam|bylem|ćwicz|cwicz|trenow)|opuści|olałe|olałam"
    r"|ไม่ได้ไป|ไม่ได้เล่น|ไม่ได้ฝึก|ขี้เกียจ|โดด"
    r"|サボ|さぼ|行けてない|行けなかった|やれてない|できてない",
    re.I,
)
_BLAME = re.compile(
    r"failure|useless|hopeless|pathetic|so lazy|hate myself|disappointed in myself|give up"
    r"|beznadziej|porażk|do niczego|jestem leniw|wstyd"
    r"|รู้สึกแย่|ล้มเหลว|ไม่ได้เรื่อง|ท้อ"
    r"|情けない|ダメ|だめだ|自己嫌悪|失格|挫折",
    re.I,
)
SETBACK = N_(
    "Missing some sessions doesn't make you a failure: busy stretches happen to everyone, "
    "and a few weeks off costs very little of what you built. Let's restart small, with one "
    "short session this week, even 20 minutes, and build from there."
)
# A first session done, a PR, "I did it": said with joy, not asked.
_WIN = re.compile(
    r"\bI (?:went|did it|made it|showed up)\b|did (?:the whole|my first|all of it|it all)"
    r"|first (?:session|workout|gym) (?:done|today|ever)|finally (?:went|did)|\bnew pr\b|hit a pr"
    r"|(?:poszłam|poszedłem|byłam|byłem) na (?:siłowni|siłownię|trening)|zrobiłam? pierwszy"
    r"|udało mi się"
    r"|ไปมาแล้ว|ทำได้แล้ว|ไปยิมมาแล้ว|ทำครบ"
    r"|行ってきた|行けた|やりきった|やり切った|できました|初めて.{0,8}(?:行|やっ)た",
    re.I,
)
# A result won or a record set ("won silver", "new PB", "wygrałem", "ได้เหรียญ", "優勝"):
# congratulated before whatever is asked with it.
WIN = re.compile(
    r"\bwon (?:gold|silver|bronze|my|the|a)\b|\b(?:got|took) (?:gold|silver|bronze)\b"
    r"|\bnew (?:pr|pb)\b|\bhit a (?:pr|pb)\b|personal (?:best|record)|\bmedall?ed\b"
    r"|wygrał|zdobył\w* (?:złot|srebr|brąz|medal)|rekord życiow|nowy rekord"
    r"|\bwon (?:by|on) (?:ko|tko|knockout|points|decision|submission)\b"
    r"|ได้เหรียญ|ชนะ(?:เลิศ|มา|แล้ว|น็อค|น็อก|คะแนน)|ได้ที่(?:หนึ่ง|สอง|สาม)|ทำสถิติใหม่"
    r"|優勝|銀メダル|金メダル|銅メダル|自己ベスト|自己新|入賞",
    re.I,
)
CELEBRATE = N_(
    "That's a real win, well done! The first step is the hardest one, and you've taken it."
)
_FAVOURITE = re.compile(
    r"fav(?:ou?rite)? (?:exercise|lift|move|workout)|ulubion\w* (?:ćwiczen|cwiczen)"
    r"|ท่า(?:ที่)?ชอบ(?:ที่สุด)?|好きな(?:種目|トレーニング|エクササイズ)|お気に入りの種目",
    re.I,
)
# "Bench is my favourite lift so keep it in": the user's own favourite, told in passing
# (often in a profile), is no question to the coach.
_OWN_FAVOURITE = re.compile(
    r"\bmy (?:absolute |all[- ]time )?fav|\b(?:moj[ae]?|mój) (?:\w+ )?ulubion"
    r"|ulubion\w* (?:ćwiczeni|cwiczeni)\w* to|(?:ผม|ฉัน|หนู|เรา)ชอบ|私の好きな|僕の好きな|俺の好きな",
    re.I,
)
FAVOURITE = N_(
    "Mine is the goblet squat: one dumbbell trains your whole lower body and teaches a great "
    "squat. What's yours?"
)
# "And squat?", "スクワットは？", "แล้วกอบเบล็ทสควอทล่ะ", "a przysiad?": a lift on its own.
_BARE_LIFT_MAX = 40
_ASKS_MORE = re.compile(r"\?|？|ล่ะ|は$|は？|\band\b|\ba co\b|^a |แล้ว", re.I)


# Asks for a task a training coach doesn't do ("write an email to my boss"): said plainly,
# with a way back to training, rather than "I won't guess".
_OTHER_TASK = re.compile(
    r"\b(?:write|draft)(?: \w+){0,3} (?:email|e-mail|letter|essay|cover letter)"
    r"|\bhomework\b|napisz\w*(?: \w+){0,3} (?:maila|e-?mail\w*|list\b|wiadomoś\w*|wypracowani\w*)"
    r"|zadanie domowe|เขียน(?:อีเมล|จดหมาย)|การบ้าน|(?:メール|手紙|文章)を?書いて|宿題",
    re.I,
)
OTHER_TASK = N_(
    "That's one for you, I'm afraid: I only coach training, so emails, homework and the like "
    "are outside what I do. Anything in your training week I can sort out?"
)
# Entertainment for cardio ("a good podcast for the rower?"): a coach's tip, not titles.
_SOMETHING_TO_HEAR = re.compile(
    r"podcast|playlist|audiobook|\bmusic\b|\bsongs?\b|muzyk|piosenk|พอดแคสต์|เพลง"
    r"|ポッドキャスト|プレイリスト|音楽",
    re.I,
)
SOMETHING_TO_HEAR = N_(
    "No titles from me, but a podcast or playlist you only allow yourself during cardio makes "
    "the minutes go faster, and so do intervals: alternating 1 minute hard and 1 minute easy "
    "passes quicker than steady minutes."
)
_ASKS_FOR_ONE = re.compile(r"[?？]|recommend|suggest|poleć|polecisz|แนะนำ|おすすめ|教えて", re.I)


def talk_back(t: Turn) -> Decision | None:
    message = t.ctx.message
    if _OTHER_TASK.search(message):
        return none(line(t.lang, OTHER_TASK))  # a day named in it is the email's business
    if (
        _SOMETHING_TO_HEAR.search(message)
        and _ASKS_FOR_ONE.search(message)
        and not _names_a_change(t)
    ):
        return none(line(t.lang, SOMETHING_TO_HEAR))
    if _MISSED.search(message) and _BLAME.search(message):
        return none(line(t.lang, SETBACK))
    if _FAVOURITE.search(message) and not _OWN_FAVOURITE.search(message):
        return none(line(t.lang, FAVOURITE))
    if praise_only(message) and not _names_a_change(t):
        # "Thanks, wife says I'm less grumpy since I started": the remark, then what waits.
        return small_talk(t)
    if _WIN.search(message) and "?" not in message and "？" not in message:
        core = [line(t.lang, CELEBRATE)]
        upcoming = _next_session(t)
        if upcoming:
            core.append(upcoming)
        return none(" ".join(core))
    return _lift_after_progress(t)


def _lift_after_progress(t: Turn) -> Decision | None:
    """A lift named on its own right after a progress question: that lift's progress."""
    message = t.ctx.message.strip()
    recent = t.ctx.recent_turns
    if not recent or len(message) > _BARE_LIFT_MAX or not _ASKS_MORE.search(message):
        return None
    # The last turn asked about progress, or was answered from the logs (its e1RM series).
    if not PROGRESS_Q.search(recent[-1].user or "") and "1RM" not in (recent[-1].coach or ""):
        return None
    named = next(iter(t.u.exercises), None)
    if named is None and not family_slugs(message):
        return None
    slug = logged_variant(t, named)
    if slug is None:
        return None
    return progress_reply(replace(t, u=replace(t.u, exercises=(slug,))))
