"""Replies that never touch the plan or memory: motivation, small talk and the guard rails."""

from __future__ import annotations

import re
import zlib

from fitcoach import knowledge
from fitcoach.contracts.decision import Decision
from fitcoach.i18n import tr
from fitcoach.memory.models import MemoryMutation
from fitcoach.nlu.latch import RED_FLAG_PART
from fitcoach.nlu.red_flags import red_flag_kind
from fitcoach.nlu.signals import mentions_pregnancy
from fitcoach.nlu.text import fold

from . import plan_view as pv
from .lang import N_, day_name, join_list, line
from .text import count_sentences, day_label
from .turn import Turn, none
from .voice import Voice

RED_FLAG = (
    "Stop training now: what you describe needs a doctor or other medical professional to "
    "check it today, and call emergency services right away if it is severe or getting worse. "
    "I've left your plan untouched, and we'll pick it back up once you're cleared."
)
# Purging, starving, laxatives: an eating disorder is a medical matter, not a training one.
EATING_RED_FLAG = N_(
    "Thank you for telling me. Purging, going days without food or using laxatives to "
    "control weight can harm your heart, so please talk to a doctor or an eating-disorder "
    "service soon, and call emergency services if you feel faint or your heart races. "
    "I've left your plan untouched and won't add any dieting to it."
)
# Talk of suicide or self-harm: the person first, the training not at all.
CRISIS_RED_FLAG = N_(
    "I'm really sorry you're feeling this way, and I'm glad you said it. Please reach out "
    "now to someone who can help: call your local emergency number or a crisis line, or "
    "tell a doctor or someone you trust today. Your training can wait; I've changed nothing."
)
# Pregnancy with a warning sign (bleeding, cramps, fluid): the midwife is named first,
# because that is who a pregnant user calls.
PREGNANCY_RED_FLAG = (
    "Stop training now and call your midwife or doctor today; if the bleeding, pain or "
    "fluid is heavy or getting worse, call emergency services. I've left your plan "
    "untouched, and we'll pick it back up once they clear you."
)
# Pregnancy on its own is no emergency, but the programme changes only after clearance.
PREGNANCY_CLEARANCE = (
    "Congratulations! Before we change your training, get clearance from your midwife or "
    "doctor and ask what they want you to avoid; I've left your plan as it is until then, "
    "so tell me what they say and I'll adapt it."
)
OFF_TOPIC = (
    "That's outside my lane: I'm your training coach, so ask me about your workouts, form, "
    "recovery or progress."
)
INJECTION = (
    "I can't share my instructions, set the rules aside or touch anyone else's data, and every "
    "plan change still comes as a proposal you accept. I'm happy to help with your own "
    "training, though: what would you like to work on?"
)

_THANKS = re.compile(
    r"thank|thx|cheers|\bta (?:very much|mate|coach)\b|\bappreciate (?:it|that|you)\b"
    r"|(?:much|really) appreciated|dzięk|dziek|ขอบคุณ|ありがと",
    re.I,
)


def thanks_only(message: str) -> bool:
    """Thanks with at most a remark ("cheers, I'll ice it tonight"), no question in it."""
    return bool(_THANKS.search(message)) and not re.search(r"[?？]", message)


_PUSH: dict[Voice, str] = {
    "balanced": "Showing up is the win today: start the warm-up and let momentum do the rest.",
    "tough_love": "Nobody is coming to do it for you: get the first set done and the rest follows.",
    "gentle": "It's completely okay to feel low on energy, and even a shorter session today "
    "counts.",
    "scientific": "Consistency beats intensity: one session at 1–3 RIR today still adds to "
    "this week's 10–20 hard sets per muscle.",
    "hype": "This is YOUR day: warm up, crank the music and go smash that first set!",
}


# Day titles are English; other languages name the day and its length only.
NEXT_UP_PLAIN = N_("Your next session is {when}, {minutes} minutes.")
TODAY = N_("today")


def _next_session(t: Turn) -> str | None:
    """The next planned session, in the user's language; none while a red flag holds
    training (announcing a session then reads as permission to train)."""
    plan = t.ctx.plan
    if plan is None or _latched(t):
        return None
    name = pv.next_training_day(plan, t.ctx.today)
    if name is None:
        return None
    day = plan.days[name]
    if t.lang == "en":
        when = "today" if name == t.today else day_label(name)
        return f"Next up {when}: {day.title}, {day.duration_minutes} minutes."
    when = tr(t.lang, TODAY) if name == t.today else day_name(t.lang, name)
    return line(t.lang, NEXT_UP_PLAIN, when=when, minutes=day.duration_minutes)


_TOO_LATE = re.compile(r"too (?:late|old)|at my age|za stary|za stara|遅すぎ|แก่เกิน", re.I)


def motivation(t: Turn) -> Decision:
    if _latched(t):
        return still_latched(t)
    if _TOO_LATE.search(t.ctx.message):
        return none(
            t.say(
                [
                    "It is never too late: people who start lifting in their 60s and 70s gain "
                    "strength and muscle at any age, and it protects bones and balance.",
                    "We start light, keep 2–3 reps in reserve and build up week by week.",
                ],
                closing=False,
            )
        )
    core = [line(t.lang, _PUSH[t.voice])]
    upcoming = _next_session(t)
    if upcoming:
        core.append(upcoming)
    return none(" ".join(core))


def small_talk(t: Turn) -> Decision:
    if _latched(t):
        # While a red flag holds, chat never reads as "back to training".
        if _THANKS.search(t.ctx.message):
            return none(f"{line(t.lang, 'Any time!')} {line(t.lang, STILL_HOLDING)}")
        return still_latched(t)
    if _THANKS.search(t.ctx.message) or praise_only(t.ctx.message):
        return none(thanks_reply(t))
    if is_greeting(t.ctx.message):
        core = [line(t.lang, "Hey, good to see you!")]
        upcoming = _next_session(t)
        core.append(upcoming or line(t.lang, "Ask me about your plan, your form or your progress."))
    else:
        # A question or a request that reached small talk is not answered with a hello:
        # it gets the honest "I won't guess" and what the coach can do, in the user's
        # language.
        from .knowing import nothing_fits_line

        return none(nothing_fits_line(t))
    return none(t.say(core, closing=t.voice != "scientific"))


# Thanks are answered by what the user is thanking for: a change waiting for Accept Plan,
# else the next session, else the talk goes on. Each has several wordings, picked by the
# message, so two thank-yous in a row don't read the same line twice.
THANKS_STAGED_DAY = (
    N_("Any time! Your {day} change is staged: tap **Accept Plan** when you're happy with it."),
    N_("Glad I could help. The new {day} is waiting for you under **Accept Plan**."),
    N_("My pleasure! Tap **Accept Plan** when you're ready and the new {day} goes into your week."),
)
THANKS_STAGED_WEEK = (
    N_("Any time! Your new week is staged: tap **Accept Plan** when you're happy with it."),
    N_("Glad I could help. The new week is waiting for you under **Accept Plan**."),
)
THANKS_NEXT = (
    N_("Any time! Next up is {when}, {minutes} minutes: enjoy it."),
    N_("Glad I could help. See you {when} for {minutes} minutes."),
    N_("My pleasure! Your next session is {when}, {minutes} minutes; tell me how it goes."),
)
THANKS_PLAIN = (
    N_("Any time! Tell me how your next session goes."),
    N_("Glad I could help. I'm here whenever something needs changing."),
    N_("My pleasure! Shout if anything feels off in your next workout."),
)


def _pick(options: tuple[str, ...], seed: str) -> str:
    return options[zlib.crc32(seed.strip().casefold().encode("utf-8")) % len(options)]


# Thanks or praise that carries a remark a coach picks up before signing off: a
# compliment, good news about what training is changing at home, a joke about the coach.
_COMPLIMENT = re.compile(
    r"\blegend\b|you'?re (?:the best|amazing|awesome|a star|a lifesaver|brilliant)"
    r"|(?:so|very|really|more|such a) patient|best coach|jesteś (?:super|najlepsz|wielki|kochany)"
    r"|cierpliw|złoty człowiek|โค้ช(?:ใจดี|ใจเย็น|เก่ง)|神コーチ|コーチ(?:は|って)?(?:優しい|最高)"
    r"|頼りにな",
    re.I,
)
_GOOD_EFFECT = re.compile(
    r"less (?:grumpy|moody|stressed|cranky)|(?:happier|calmer|nicer) since"
    r"|since I (?:started|began) (?:training|lifting|working out|exercising)"
    r"|(?:i'?m |been |am )sleeping better|(?:have|got|feel|with) (?:so much |way )?more energy"
    r"|mniej marudn|mniej nerwow|odkąd (?:ćwiczę|trenuję|cwicze)"
    r"|lepiej śpię|więcej energii|อารมณ์ดีขึ้น|ตั้งแต่(?:ออกกำลัง|เล่นเวท|มาฝึก)|หลับดีขึ้น"
    r"|(?:筋トレ|運動|トレーニング)を?始めてから|機嫌がいい|よく眠れる",
    re.I,
)
_ABOUT_ME = re.compile(
    r"\b(?:do|d'?you|do u) (?:you |u )?(?:ever )?sleep"
    r"|are (?:you|u) (?:a )?(?:robot|bot|human|real)"
    r"|czy (?:ty )?(?:w ogóle )?śpisz|jesteś robotem|โค้ช(?:ไม่)?(?:เคย)?นอน|หุ่นยนต์"
    r"|(?:コーチは|いつ)寝て|ロボット",
    re.I,
)
ACK_GOOD_EFFECT = N_(
    "That's lovely to hear: training shows up in mood and energy, not just in the mirror."
)
ACK_COMPLIMENT = N_("That's kind of you, thank you!")
ACK_ABOUT_ME = N_("Ha, I never sleep, but you should: it's where training turns into progress.")


def acknowledged(message: str) -> str | None:
    """The catalog line that picks up the remark made with thanks or praise, if any."""
    if _GOOD_EFFECT.search(message):
        return ACK_GOOD_EFFECT
    if _ABOUT_ME.search(message):
        return ACK_ABOUT_ME
    if _COMPLIMENT.search(message):
        return ACK_COMPLIMENT
    return None


def praise_only(message: str) -> bool:
    """Thanks or praise with a remark to pick up and nothing asked of the training ("you're
    a legend", "wife says I'm less grumpy since I started"), a joke about the coach aside."""
    if acknowledged(message) is None:
        return False
    asks = re.search(r"[?？]", _ABOUT_ME.sub(" ", message))
    said = _THANKS.search(message) or _COMPLIMENT.search(message) or _ABOUT_ME.search(message)
    return not asks and bool(said)


# Thanks told with a win ("won by KO in round 2, thanks coach!"): the win first.
WON_THANKS = N_(
    "Congratulations on the win, and you're welcome! Take a day or two easy before your next "
    "heavy session."
)


def thanks_reply(t: Turn) -> str:
    from .chat import WIN

    joiner = "" if t.lang == "ja" else " "
    if WIN.search(t.ctx.message):
        return line(t.lang, WON_THANKS)  # not "next session today": rest comes first
    ack = acknowledged(t.ctx.message)
    if ack is None:
        return _thanks_line(t)
    return f"{line(t.lang, ack)}{joiner}{_thanks_line(t)}"


def _thanks_line(t: Turn) -> str:
    seed = t.ctx.message
    pending = t.ctx.pending_proposal
    if pending is not None and pending.type == "UPDATE_DAY" and pending.target_day:
        return line(t.lang, _pick(THANKS_STAGED_DAY, seed), day=pending.target_day)
    if pending is not None and pending.type == "UPDATE_WEEK":
        return line(t.lang, _pick(THANKS_STAGED_WEEK, seed))
    plan = t.ctx.plan
    name = pv.next_training_day(plan, t.ctx.today) if plan is not None else None
    if plan is not None and name is not None:
        when = tr(t.lang, TODAY) if name == t.today else day_name(t.lang, name)
        minutes = plan.days[name].duration_minutes
        return line(t.lang, _pick(THANKS_NEXT, seed), when=when, minutes=minutes)
    return line(t.lang, _pick(THANKS_PLAIN, seed))


# Chat about the coach as a person ("do you support a team?", "do you even lift?"): a
# short human answer that turns back to the user, not "I won't guess".
_ABOUT_THE_COACH = re.compile(
    r"\b(?:do|are|have) you (?:\w+ )?(?:support|follow|watch|cheer|lift|train|work out|like|a fan)"
    r"|your fav(?:ou?rite)? (?:team|sport|food)|kibicujesz|jesteś fanem"
    r"|oglądasz (?:mecz|sport|piłk)|a ty\b.*(?:lubisz|trenujesz|ćwiczysz)"
    r"|คุณ(?:ชอบ|เชียร์|ดู)|โค้ชชอบ|โค้ชเชียร์|好きなチーム|応援してる(?:チーム|球団)|コーチは.*(?:好き|やって)",
    re.I,
)
_COACH_ASIDES = (
    N_(
        "I'm a coach without a team: I cheer for everyone who shows up, you included. "
        "Back to it: how did your last session feel?"
    ),
    N_(
        "Ha, my only team is the people I coach, so I'm on your side. "
        "Anything you want to change before your next session?"
    ),
)


_GREETING_WORDS = re.compile(
    r"\b(?:hi|hiya|hello|hey|heya|yo|howdy|good (?:morning|afternoon|evening)|morning|"
    r"evening|how are you|how'?s it going|what'?s up|sup)\b|cześć|czesc|\bhej\b|siema|"
    r"dzień dobry|dzien dobry|witaj|dobry wieczór|dobry wieczor|jak leci|co słychać|"
    r"สวัสดี|หวัดดี|เป็นไงบ้าง|こんにちは|おはよう|こんばんは|元気",
    re.I,
)
# Past this many words a message says more than hello.
_GREETING_WORDS_MAX = 6


def is_greeting(message: str) -> bool:
    """A hello ("hey coach!", "cześć trenerze", "สวัสดีครับ", "おはようございます"): greeting
    words in a short message; "hey, can I train after lunch?" asks something."""
    if not _GREETING_WORDS.search(message):
        return False
    rest = _GREETING_WORDS.sub(" ", message)
    if re.search(r"[?？]", rest) and len(rest.split()) > 2:
        return False
    # Thai and Japanese run words together: their length is counted in characters.
    spaced = len(message.split()) if message.isascii() or " " in message.strip() else 1
    return spaced <= _GREETING_WORDS_MAX and len(rest.strip()) <= 40


def medical_red_flag(t: Turn) -> Decision:
    """Always a plain stop: no plan ops and no memory change, whatever else was said. While
    the hold is already in force and explained, the stop is not repeated word for word; an
    eating disorder or a crisis always gets its own answer."""
    kind = red_flag_kind(fold(t.ctx.message))
    if kind == "crisis":
        return none(CRISIS_RED_FLAG)
    if kind == "eating":
        return none(EATING_RED_FLAG)
    if _latched(t) and _said(t, (RED_FLAG, STILL_LATCHED, STILL_HOLDING, CARDIAC)):
        return still_latched(t)
    if mentions_pregnancy(t.ctx.message):
        return none(PREGNANCY_RED_FLAG)
    if _CHEST.search(t.ctx.message) and _SPREADING.search(t.ctx.message):
        # Chest pain that spreads or comes with sweating is an emergency call, not a
        # doctor's appointment.
        return none(_render(t.lang, CARDIAC))
    return none(RED_FLAG)


# The emergency number a user of each language most likely dials.
EMERGENCY_NUMBER: dict[str, str] = {
    "en": "emergency services (911 in the US, 112 in Europe, 999 in the UK)",
    "pl": "112",
    "th": "1669",
    "ja": "119",
}
CARDIAC = N_(
    "Stop now and call {number} right away: chest pain or tightness that spreads to your "
    "arm, jaw or back, or comes with sweating or breathlessness, can be a heart attack. "
    "Don't drive yourself; your plan stays untouched until a doctor clears you."
)
_CHEST = re.compile(r"chest|klatk|mostek|หน้าอก|胸", re.I)
_SPREADING = re.compile(
    r"\barms?\b|jaw|shoulder blade|sweat|breath|ramie|ramię|ręk|rek[aeiu]|szczęk|pot[ie]|"
    r"spoc|duszn|oddech|แขน|กราม|เหงื่อ|หายใจ|腕|顎|汗|息",
    re.I,
)


def _render(lang: str, message: str) -> str:
    if "{number}" in message:
        return line(lang, message, number=EMERGENCY_NUMBER.get(lang, EMERGENCY_NUMBER["en"]))
    return line(lang, message)


def pregnancy_clearance(t: Turn) -> Decision:
    return none(PREGNANCY_CLEARANCE)


def off_topic(t: Turn) -> Decision:
    return none(OFF_TOPIC)


def injection(t: Turn) -> Decision:
    return none(INJECTION)


# General training talk no intent rule caught: a short, useful answer, never "off topic".
_TOPIC_TIPS: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(
            r"protein|diet|eat|food|meal|nutrition|calorie|białk|dieta|โปรตีน|たんぱく", re.I
        ),
        "Aim for about 1.6–2.2 g of protein per kg of body weight a day, spread over three or "
        "four meals; that is what turns your sessions into muscle.",
    ),
    (
        re.compile(r"sleep|tired of waking|sen\b|นอน|睡眠", re.I),
        "Seven to nine hours of sleep is when training becomes progress, so protect it like a "
        "session.",
    ),
    (
        re.compile(r"warm ?-?up|rozgrzew|วอร์ม|ウォームアップ", re.I),
        "Warm up with five minutes of easy movement, then two or three lighter ramp-up sets of "
        "your first lift before the working sets.",
    ),
    (
        re.compile(r"cardio|running|\brun\b|bike|cycling|kardio|คาร์ดิโอ|有酸素", re.I),
        "Keep cardio easy to moderate and away from the hours before heavy leg work, so it "
        "adds fitness without eating into recovery.",
    ),
    (
        re.compile(r"stretch|mobility|flexib|rozciąg|ยืด|ストレッチ", re.I),
        "A few minutes of mobility for the joints you train that day works best before the "
        "session; save longer static stretching for afterwards.",
    ),
)
_GENERAL_TIP = (
    "Stay consistent with the plan, stop each set 1–3 reps short of failure, and add reps, "
    "then load, once you reach the top of the rep range."
)
_OFFER = "Want a day changed, an exercise swapped, or your progress checked from your logs?"


# The catch-all answer: one tip, then one pointer (the next session, else what I can do).
# Two sentences at most, and it never claims a change it did not stage.
FALLBACK_BUDGET = 2


def coaching(t: Turn) -> Decision:
    tip = next(
        (answer for pattern, answer in _TOPIC_TIPS if pattern.search(t.ctx.message)),
        _GENERAL_TIP,
    )
    upcoming = _next_session(t)
    return none(
        t.say(
            [tip],
            budget=FALLBACK_BUDGET,
            optional=[upcoming or _OFFER],
            closing=False,
        )
    )


# --- the safety latch and the router's other fixed replies ------------------------------

STILL_LATCHED = N_(
    "You told me about a warning sign earlier, and feeling fine now doesn't rule out a "
    "serious cause: please get checked by a doctor before you train again. Tell me once "
    "they've cleared you and I'll get your plan going again."
)
CLEARED = N_(
    "Great news, and thanks for getting checked. I've lifted the hold, so we can train "
    "again: ease back in with lighter sessions this week and tell me how they feel."
)
ILLNESS = N_(
    "Rest while you have a fever: training with one slows recovery and puts strain on your "
    "heart, so skip today and take the day off. Once you've been fever-free for a day, come "
    "back with a short, easy session."
)
SUPPORTED = "English, Polish (polski), Thai (ไทย) and Japanese (日本語)"


def unsupported_language(language: str) -> Decision:
    """An honest answer in English: which languages the coach speaks. Nothing changes."""
    return none(
        f"Sorry, I can't coach in {language} yet: I speak {SUPPORTED}. Write to me in one of "
        "those and I'll help; nothing in your plan or profile has changed."
    )


# Said once; every later turn while the hold lasts gets this one line instead.
STILL_HOLDING = N_(
    "That still waits for your doctor's all-clear: tell me once you have it and we'll pick "
    "your plan back up."
)


# After talk of suicide or self-harm the hold is about the person, not a doctor's note
# for training: no gym talk, the door left open, help named again.
CRISIS_FOLLOW_UP = N_(
    "Of course, no gym talk: your training is on pause and nothing in it will change. "
    "I'm here if you want to talk, and if things feel heavy, please call a crisis line or "
    "your local emergency number, or tell someone you trust today."
)


def still_latched(t: Turn | None = None) -> Decision:
    """The hold stays in force. Why feeling fine is no clearance is said once; every later
    turn while it lasts gets one short line. A question the knowledge base answers (what
    to eat before training) is answered first: the hold stops training, not advice."""
    if t is None:
        return none(STILL_LATCHED)
    if _said(t, (CRISIS_RED_FLAG, CRISIS_FOLLOW_UP)):
        return none(line(t.lang, CRISIS_FOLLOW_UP))
    answered = _answer_while_held(t)
    if answered is not None:
        return none(f"{answered} {line(t.lang, STILL_HOLDING)}")
    if _said(t, (STILL_LATCHED, STILL_HOLDING)):
        return none(line(t.lang, STILL_HOLDING))
    return none(STILL_LATCHED)


def _answer_while_held(t: Turn) -> str | None:
    """A sourced answer to a question asked while training is held, if one fits well.
    Topics for a professional are left out: the hold already sends the user to one."""
    if not _QUESTION.search(t.ctx.message):
        return None
    from .knowing import user_context

    found = knowledge.answer(
        t.ctx.message, t.lang, user_context(t.ctx, t.tools), threshold=CLARIFY_ANSWER_THRESHOLD
    )
    if found is None or knowledge.topics_by_id()[found.topic_id].refer:
        return None
    from .knowing import brief_answer

    # With the hold line, three sentences at most: the whole answer when it fits (its
    # source counts as one), else its first sentence and a short source.
    if count_sentences(found.text) <= 2:
        return found.text
    return brief_answer(found, t.lang)


_QUESTION = re.compile(
    r"\?|？|\b(?:what|how|should|can|is|do|does|why|when)\b|\b(?:co|jak|czy|ile|kiedy)\b"
    r"|อะไร|ยังไง|ไหม|มั้ย|ได้ไหม|ดีคะ|ดีครับ|何|どう|ですか|ますか",
    re.I,
)


def _latched(t: Turn) -> bool:
    return any(
        item.tier == "tier_2_physiological"
        and getattr(item.entry, "body_part", None) == RED_FLAG_PART
        for item in t.ctx.memory
    )


def _said(t: Turn, messages: tuple[str, ...]) -> bool:
    """Did a recent reply of this conversation already say one of `messages`?"""
    said = {_render(lang, message)[:40] for lang in ("en", t.lang) for message in messages}
    # Anywhere in the reply: a held-back answer puts the hold line after the answer.
    return any(part in turn.coach for turn in t.ctx.recent_turns for part in said)


def cleared(latch_ids: list[str]) -> Decision:
    """A professional cleared the user: the red-flag hold is deleted."""
    mutations = [
        MemoryMutation(
            operation="DELETE",
            target_tier="tier_2_physiological",
            memory_id=memory_id,
            reason="A professional cleared the user to train.",
        )
        for memory_id in latch_ids
    ]
    return none(CLEARED, mutations)


# "Fever's been gone for 3 days", "หายไข้แล้ว": the user is past the illness and asks how
# to come back, which the rest-while-feverish line would not answer.
_RECOVERED = re.compile(
    r"fever(?:'s| is| has)? (?:finally )?(?:been )?(?:gone|went|broke|broken|down|over)"
    r"|fever[- ]free|temperature(?:'s| is| has)? (?:been )?(?:back to )?(?:normal|down|gone)"
    r"|no (?:more |longer (?:have |got )?(?:a )?)fever|no fever (?:since|for|anymore|any more)"
    r"|(?:over|past) (?:the|my|this) "
    r"(?:flu|cold|fever|bug|illness)|\brecovered\b|feel(?:ing)? (?:better|fine|ok|okay) now"
    r"|(?:healthy|well) again|gorączk\w*(?: \w+){0,2} (?:minęła|spadła|zeszła|przeszła|ustąpiła)"
    r"|nie mam już gorączki|już nie mam gorączki|bez gorączki od|wyzdrowia\w*|już zdrow\w*"
    r"|zdrow\w* już|หายไข้|หายป่วย|ไม่มีไข้แล้ว|หายดีแล้ว|ไข้ลด|ไข้ลง|ไข้หาย|ตัวไม่ร้อนแล้ว"
    r"|熱が下が|熱は下が|熱も下が|熱下が|熱が引|熱は引|熱引|平熱に|平熱だ|治った|治りました|回復しました|回復した",
    re.I,
)
# "No fever tho", "bez gorączki", "ไม่มีไข้", "熱はない": a cold without fever gets the
# neck check, never the rest-while-feverish card.
_NO_FEVER = re.compile(
    r"\bno (?:fever|temperature)|without (?:a )?(?:fever|temperature)|not (?:a )?fever"
    r"|bez gorączki|nie mam gorączki|ไม่มีไข้|ไข้ไม่มี|熱はない|熱はありません|熱なし|熱は無い",
    re.I,
)
# "Thursday OK?", "can I lift tomorrow": the return is asked about a day.
RETURN_DAY = N_(
    "If you've been fever-free for a full day, {day} is fine: keep it easy, about half your "
    "usual sets at lighter loads, and stop and rest again if the fever or chest symptoms "
    "come back."
)
RETURN_OFFER = N_(
    "Tell me which day you want to restart on and I'll make that session lighter; stop "
    "and rest again if the fever or any chest symptoms come back."
)


# Illness words about someone else ("sick kid", "my son was sick") or slang ("sick." for
# "great"): the user is not ill, so no rest-while-feverish card.
_NOT_THE_USER = re.compile(
    r"\bsick (?:kids?|child(?:ren)?|son|daughter|baby|wife|husband|partner|mom|mum|dad|"
    r"toddler|family)\b|\b(?:kids?|child(?:ren)?|son|daughter|baby|wife|husband|partner|"
    r"toddler|family) (?:was|were|is|are|got|been|has been|have been) (?:\w+ )?sick\b"
    r"|^\W*sick\s*[.!]+|\bthat'?s sick\b|\bsick (?:gains|pump|workout|session|plan)\b",
    re.I,
)
# A body temperature (35.0–42.9, "38,4°"); not a body weight ("67 kg, need to get to 63.5").
_TEMPERATURE = (
    r"(?<![\d.,])(?:3[5-9]|4[0-2])[.,]\d(?!\d)\s*°?(?!\s*(?:kg|kilo|lb|pound|โล|กิโล|キロ))"
)
_OWN_ILLNESS = re.compile(
    r"fever|temperature|" + _TEMPERATURE + r"|\bcold\b|\bflu\b|throat|cough|\bsick\b|\bill\b"
    r"|covid|virus|infection|gorączk|goraczk|przezięb|przezieb|gryp|chor[yaeo]|kaszl|kaszel"
    r"|gardł|gardl|ไข้|หวัด|ป่วย|ไอ|เจ็บคอ|熱|風邪|インフル|咳|喉|体調",
    re.I,
)
_FEVER = re.compile(r"fever|temperature|" + _TEMPERATURE + r"|gorączk|goraczk|ไข้|熱", re.I)


def not_the_users(message: str) -> str:
    """The message without illness words about someone else or slang."""
    return _NOT_THE_USER.sub(" ", message)


def the_users_illness(message: str) -> bool:
    """Does the message say the user is (or was) ill, rather than someone else?"""
    return bool(_OWN_ILLNESS.search(not_the_users(message)))


def illness(t: Turn) -> Decision:
    """Sourced advice for the illness the user describes; nothing is logged as a strain
    and the plan stays. Over it: how to come back (on the day asked about, when one is).
    A fever: rest until a day without one. Otherwise (a cold, a sore throat, "no fever"):
    the neck check. A question that names another topic's subject while ill ("will a week
    sick cost me my gains?") gets that topic's answer."""
    message = t.ctx.message
    other = _other_topic(t)
    if other is not None:
        return none(other)
    if _RECOVERED.search(message):
        day = _day_asked(t)
        if day is not None:
            return none(line(t.lang, RETURN_DAY, day=day))
        back = knowledge.topic_reply("return_after_illness", t.lang)
        return none(f"{back} {line(t.lang, RETURN_OFFER)}")
    feverish = _FEVER.search(_NO_FEVER.sub(" ", message))
    if feverish or not the_users_illness(message):
        return none(knowledge.topic_reply("fever_training", t.lang))
    return none(knowledge.topic_reply("training_while_ill", t.lang))


_ILLNESS_TOPICS = frozenset({"fever_training", "training_while_ill", "return_after_illness"})


def _other_topic(t: Turn) -> str | None:
    """The answer of a topic the message names by its own subject words, when that topic
    is not about being ill."""
    hits = knowledge.best_hits(t.ctx.message, 1)
    if not hits or not hits[0].named or hits[0].topic.id in _ILLNESS_TOPICS:
        return None
    found = knowledge.answer(t.ctx.message, t.lang)
    return found.text if found is not None and found.topic_id not in _ILLNESS_TOPICS else None


def _day_asked(t: Turn) -> str | None:
    """The training day the message asks about, in the user's language."""
    u = t.u
    day = u.target_day or (u.weekdays[0] if u.weekdays else None)
    if day is None:
        return None
    return tr(t.lang, TODAY) if day == t.today else day_name(t.lang, day)


def about_recovery(message: str) -> bool:
    """A message about the user's own illness or coming back from one."""
    return bool(_RECOVERED.search(message)) or the_users_illness(message)


CAPABILITIES = N_(
    "I can change one day (shorter, lighter, another focus, a rest day), rework your week, "
    "swap an exercise, plan around pain, illness or a trip, and read your progress from your "
    "logs: tell me which, with the day or exercise."
)


# A message the router could not place but the knowledge base answers this surely gets the
# answer, not a menu of intents (unless it names days or minutes: then it is a request).
CLARIFY_ANSWER_THRESHOLD = 0.35


def _names_a_change(t: Turn) -> bool:
    u = t.u
    return bool(u.weekdays or u.target_day or u.minutes or u.days_per_week)


def clarify(options: tuple[str, ...], lang: str = "en", message: Turn | None = None) -> Decision:
    """One short question with the options as suggestions; nothing changes. Without
    options (the second unclear message in a row) it says what the coach can do. A
    message (`message`) the knowledge base answers with confidence is answered instead."""
    if message is not None and _RECOVERED.search(message.ctx.message):
        return illness(message)  # "fever broke, Thursday OK?": the return, not a menu
    if message is not None and not _names_a_change(message):
        from .knowing import user_context  # knowing answers questions; talk only asks

        found = knowledge.answer(
            message.ctx.message,
            lang,
            user_context(message.ctx, message.tools),
            threshold=CLARIFY_ANSWER_THRESHOLD,
        )
        if found is not None:
            return none(found.text)
    if len(options) < 2:
        return none(line(lang, CAPABILITIES))
    listed = join_list(
        lang, [f"**{tr(lang, OPTION_LABELS.get(o, o))}**" for o in options], choice=True
    )
    return none(line(lang, CLARIFY, options=listed))


# The router's option labels (fitcoach.nlu.router._OPTIONS), as the catalog translates them.
OPTION_LABELS: dict[str, str] = {
    "Change one day": N_("Change one day"),
    "Rework my week": N_("Rework my week"),
    "Swap an exercise": N_("Swap an exercise"),
    "Log pain or soreness": N_("Log pain or soreness"),
    "I'm ill": N_("I'm ill"),
    "Plan around an event": N_("Plan around an event"),
    "Check my progress": N_("Check my progress"),
    "Form tips": N_("Form tips"),
    "Training advice": N_("Training advice"),
    "Motivation": N_("Motivation"),
    "Change your coaching style": N_("Change your coaching style"),
    "Update my profile": N_("Update my profile"),
    "Forget something": N_("Forget something"),
    "Build my plan": N_("Build my plan"),
}
CLARIFY = N_("I want to get this right. Which one: {options}?")


def coach_aside(message: str) -> str | None:
    """The English reply to chat about the coach as a person, or None."""
    if not _ABOUT_THE_COACH.search(message):
        return None
    return _pick(_COACH_ASIDES, message)
