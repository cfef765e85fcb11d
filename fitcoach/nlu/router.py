"""The one router: a message and the dialogue state in, a `Reading` out.

Fixed stages, in this order (see "How the coach reads a message" in the design):

1. Language: a message in a language the coach does not speak changes nothing.
2. Safety latch: red flags and injection (high-precision rules in `intents`), a standing
   red flag that only a professional's clearance lifts, illness.
3. Dialogue act: a question changes nothing unless it asks for a change.
4. Intent: the high-precision rules of `understand`, then the statistical classifier for
   messages the rules leave unplaced; below the threshold one short question with two or
   three options, never a guess that changes anything.
5. Dialogue state: follow-ups ("actually make that 25", "no, Friday instead") edit the
   pending proposal's day.
6. Actions the words make plain whatever the intent (a session moved, a style asked for,
   a lift's progress, a day restored): the brain acts on them, it does not route again.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import Literal, cast

from fitcoach.nlu import registry
from fitcoach.nlu.acts import (
    Act,
    asks_permission,
    dialogue_act,
    is_question,
    is_request,
    opens_as_question,
)
from fitcoach.nlu.body import PAIN_WORDS, slang_pain
from fitcoach.nlu.calendar import (
    cause_days,
    extract_weekdays,
    relative_mentioned,
    resolve_dates,
    resolve_span,
    says_today,
    until_day,
    weekday_hits,
)
from fitcoach.nlu.edits import CHANGE_DAY, asks_normal_week, extract_day_move, rest_days_asked
from fitcoach.nlu.exercises import exercise_hits
from fitcoach.nlu.language import detect_language
from fitcoach.nlu.latch import (
    illness_over,
    mentions_illness,
    professional_cleared,
    unsupported_language,
)
from fitcoach.nlu.quantities import (
    extract_days_per_week,
    extract_extra_minutes,
    extract_minutes,
)
from fitcoach.nlu.shifts import shift_stretch
from fitcoach.nlu.signals import (
    Style,
    acquired_gear,
    asked_style,
    asks_lighter_day,
    asks_lighter_week,
    asks_progress,
    asks_to_add,
    just_start,
    mentions_pregnancy,
    session_move,
    stated_style,
    wants_restore,
    worn_out,
)
from fitcoach.nlu.staples import forgets_note, refused_kinds, refuses_kind
from fitcoach.nlu.text import fold
from fitcoach.nlu.traits import turns_from_a_style, voice_asked_for
from fitcoach.nlu.understand import event_name, understand
from fitcoach.nlu.understanding import Intent, Understanding
from fitcoach.weekdays import WEEKDAYS, Weekday, weekday_of

Action = Literal[
    "unsupported_language",
    "red_flag",
    "pregnancy",
    "latched",
    "cleared",
    "illness",
    "clarify",
    "style",
    "move_session",
    "fatigue",
    "progress",
    "add_exercise",
    "gear_day",
    "restore_day",
    "exclude_exercise",
    "chronic_condition",
    "rest_days",
]

# From the intent registry: what may change things, what is a soft guess, and the chip
# each intent offers in a clarifying question.
CHANGING: frozenset[Intent] = registry.CHANGING
SOFT: frozenset[Intent] = registry.SOFT
# The classifier's confidence below which an unplaced request gets a question instead.
THRESHOLD = 0.45
MARGIN = 0.1

_OPTIONS: dict[str, str] = {spec.name: spec.option for spec in registry.SPECS if spec.option}
# "I'm ill" is a classifier label, not an intent: tapping it is answered as illness.
_OPTIONS["illness"] = "I'm ill"


# A partial onboarding's one question starts with this (the brain's reply uses it).
ONBOARDING_ASK = "Nearly there: to build your week, tell me"
# The clarifying question starts with this; the brain's reply uses it verbatim.
CLARIFY_PREFIX = "I want to get this right"
_OPTION_INTENT: dict[str, Intent] = {
    label.lower(): cast(Intent, intent) for intent, label in _OPTIONS.items() if intent != "illness"
}


def reading_of(
    text: str, u: Understanding, today: date, state: DialogueState | None = None
) -> Reading:
    """A reading for an understanding made elsewhere (tests, an LLM brain's fallback): the
    safety stages and the actions, without re-deriving the intent."""
    state = state or DialogueState()
    act = dialogue_act(text, pending=state.pending_type is not None)
    if u.intent == "medical_red_flag":
        return Reading(u, act, "red_flag")
    if u.intent == "injection":
        return Reading(u, act, read_only=True)
    if mentions_pregnancy(text) and not professional_cleared(fold(text)):
        # Pregnant without a word from their doctor or midwife: ask for that first.
        return Reading(u, act, "pregnancy", read_only=True)
    return _action(text, Reading(u, act), state, today)


def _chosen_option(text: str, state: DialogueState) -> Intent | None:
    if not state.last_reply or not state.last_reply.startswith(CLARIFY_PREFIX):
        return None
    return _OPTION_INTENT.get(text.strip().strip(".!").lower())


@dataclass(frozen=True)
class DialogueState:
    """What the conversation so far says about this message."""

    previous: str | None = None  # the user's last message
    pending_type: str | None = None  # the staged proposal awaiting Accept
    pending_day: Weekday | None = None
    pending_minutes: int | None = None  # the staged day's length
    pending_week_days: tuple[Weekday, ...] = ()  # training days of a staged week
    training_days: tuple[Weekday, ...] = ()  # the active plan's training days
    latched: bool = False  # a red flag not yet cleared by a professional
    names_planned_lift: bool = False  # the message names a lift in the active plan
    has_plan: bool = False
    last_reply: str | None = None  # what the coach said last
    # The user's message that staged the last day edit, when turns that changed nothing
    # came after it ("same for friday" two questions later still means that edit).
    last_edit: str | None = None


@dataclass(frozen=True)
class Reading:
    understanding: Understanding
    act: Act
    action: Action | None = None
    confidence: float = 1.0
    suggestions: tuple[str, ...] = ()
    # A question (or an unsupported language): nothing may change, whatever the handler.
    read_only: bool = False
    style: Style | None = None
    language_name: str | None = None  # the unsupported language, when that is the case
    # Memory may change but the plan may not (a red flag not yet cleared).
    plan_frozen: bool = False
    # A professional's clearance came with a request: the hold is lifted and the request
    # is acted on in the same turn.
    lifts_latch: bool = False

    @property
    def intent(self) -> Intent:
        return self.understanding.intent


_FOLLOW_MINUTES = re.compile(
    r"^\s*(?:(?:hmm|ok|okay|sorry|wait|no)[,.!]*\s*|(?:a|ale|dobra|wiesz co)[,.!]*\s+)*"
    r"(?:actually|make (?:that|it)|"
    r"(?:let'?s|lets) (?:do|say|make it)|jednak|niech (?:to )?będzie|niech bedzie|"
    r"change (?:that|it) to|or|better)\b|^\s*\d{2,3}\s*(?:min|minutes)?\s*[.!]*\s*$|"
    # "nah 25", "nope, 20 then", "nie, 25", "no 30 min": the correction is the number alone.
    r"^\s*(?:nah|nope|no|nie|naa|meh|hmm+|eh|ok(?:ay)?|well)[,.!]*\s*\d{2,3}\s*"
    r"(?:min(?:ute)?s?|minut)?\s*(?:then|instead|max|tops|to wystarczy)?\s*[.!]*\s*$|"
    # "เอา20พอค่ะ", "แค่ 20 พอ", "20分でいい": a bare number with "that's enough".
    r"^\s*(?:เอา|แค่|ขอ)\s*\d{2,3}\s*(?:นาที)?\s*(?:พอ|ก็พอ)|^\s*\d{2,3}\s*分?で(?:いい|大丈夫|十分)|"
    r"^\s*(?:(?:a|ale|dobra|ok|no|to)[,.!]*\s+)*\d{2,3}\s*(?:min[a-z]*)?\s*"
    r"(?:wystarczy|starczy|styknie|(?:będzie|bedzie) (?:ok|dobrze|git))|"
    # "A nie, zrób 35", "no, do 35 then": the new length, said as a bare number.
    r"\b(?:zrób|zrob|daj|dawaj|do|make)\s+(?:it\s+|to\s+|jednak\s+)?\d{2,3}\s*[.!]*\s*$|"
    # "albo nie, daj 20, i tak będę padnięta": the Polish ask, a reason may follow.
    r"\b(?:zrób|zrob|daj|dawaj)\s+(?:to\s+|jednak\s+)?\d{2,3}\s*(?:min[a-z]*)?\s*(?:[,.!;]|$)|"
    r"เอาเป็น|ขอเป็น|งั้น|やっぱ|じゃあ|にして|でお願い",
    re.I,
)
_FOLLOW_DAY = re.compile(
    r"\binstead\b|\bi meant\b|\bnot (?:on )?(?:mon|tue|wed|thu|fri|sat|sun)|"
    # "actually make that wednesday", "ok do that on thursday", "move that to sat": the last
    # edit, on the day now named (the message is only that).
    r"^\s*(?:(?:ok(?:ay)?|actually|sorry|wait|hmm+|no|nah|oh)[,.!]*\s+){0,2}"
    r"(?:make|do|put|move|switch) (?:that|it|this)(?: one)? (?:on |to |for )?(?:the )?"
    r"(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*(?:then|please|pls|plz)?\s*[.!]*\s*$|"
    r"じゃなくて|ではなくて|でした|zamiast|chodziło mi|chodzilo mi|\bjednak\b|แทน|ไม่ใช่",
    re.I,
)
_REMOVE = re.compile(
    r"\b(?:drop|remove|cut|lose|ditch|scrap|bin|take (?:out|off)|get rid of)\b|\boff\b|"
    r"usuń|usun|wyrzuć|wyrzuc|wywal|skreśl|bez |เอา\S{0,12}ออก|ตัด|抜いて|外して|なくして|やめて",
    re.I,
)
_DROP_ONE = re.compile(
    r"\b(?:drop|remove|cut|lose|ditch) (?:one|an?|1) (?:exercise|movement|thing)|too much|"
    r"too long|usuń jedno|za dużo|"
    r"\b(?:drop|remove|cut|lose|ditch|skip|scrap|bin) (?:the )?(?:last|final) "
    r"(?:one|exercise|movement|thing)|"
    r"(?:wywal|usuń|usun|wyrzuć|wyrzuc|skreśl) (?:to )?ostatni[a-z]*|"
    r"最後の(?:種目|メニュー)|ท่าสุดท้าย",
    re.I,
)


def read(
    text: str,
    today: date,
    selected_day: Weekday | None = None,
    state: DialogueState | None = None,
) -> Reading:
    state = state or DialogueState()
    chosen = _chosen_option(text, state)
    if chosen is not None and state.previous:
        # The user tapped one of the options: the original message, under that intent.
        replayed = read(state.previous, today, selected_day, DialogueState(has_plan=state.has_plan))
        if replayed.action == "clarify":
            u = replace(replayed.understanding, intent=chosen)
            return _action(state.previous, Reading(u, "request"), state, today)
        return replayed
    folded = fold(text)
    if not state.has_plan and state.previous and just_start(text):
        # "Just start" after the onboarding question: build from what was said, with the
        # defaults for the rest.
        both = understand(f"{state.previous}\n{text}", today, selected_day)
        if both.intent == "onboarding" or (state.last_reply or "").startswith(ONBOARDING_ASK):
            return Reading(replace(both, intent="onboarding"), "request")
    # 1. Language.
    if detect_language(text) == "en":
        foreign = unsupported_language(text)
        if foreign is not None:
            u = Understanding(intent="off_topic")
            return Reading(
                u, "out_of_scope", "unsupported_language", read_only=True, language_name=foreign
            )
    u = understand(text, today, selected_day, state.previous)
    act = dialogue_act(text, pending=state.pending_type is not None)
    profile_said = u.weekdays or u.days_per_week or u.minutes or u.gear or u.goal
    standing = _standing_condition(folded, u) or _old_injury(folded, u)
    if standing and u.intent == "pain":
        # "Bad left knee from college football back in the 90s": a standing (tier-1)
        # condition to remember, not pain today.
        chronic = u.chronic_body_parts or u.body_parts
        u = replace(u, intent="memory_update", chronic_body_parts=chronic, condition=None)
    mergeable = u.intent not in _NEVER_MERGED or standing
    if not state.has_plan and state.previous and mergeable and profile_said:
        # Onboarding said over two messages ("want to lose fat, dumbbells to 20 kg", then
        # "Mon, Wed, Fri, 40 min max"): read by content, the two together.
        both = understand(f"{state.previous}\n{text}", today, selected_day)
        u = both if both.intent == "onboarding" else u
    if (
        not state.has_plan
        and u.intent not in _NEVER_MERGED
        and (u.gear or u.goal)
        and (u.weekdays or u.days_per_week)
    ):
        # Onboarding is recognised by its content (gear, schedule, goal), wherever it
        # appears and whatever else the message mentions ("no real squat rack").
        u = replace(u, intent="onboarding")
    elif (
        not state.has_plan
        and u.intent in _PROFILE_ASIDES
        and u.gear
        and (u.weekdays or u.days_per_week)
        and u.minutes
    ):
        # A newcomer's whole profile (gear, days, minutes) that also names a race ahead or
        # a joint that hurts in a lift is still the onboarding: the race and the pain are
        # part of who they are, and the week is what they came for.
        u = replace(u, intent="onboarding")
    whole_profile = u.gear and (u.weekdays or u.days_per_week) and u.minutes
    if u.intent == "onboarding" and act == "question" and not state.has_plan and whole_profile:
        # "skinny but kinda soft? i have 10kg dumbbells ... wed fri sun, 30 min": a
        # newcomer's profile with a question mark in passing is still the intake.
        act = "statement"
    # 2. Safety latch.
    if u.intent == "medical_red_flag":
        return Reading(u, act, "red_flag", read_only=False)
    if u.intent == "injection":
        return Reading(u, act, read_only=True)
    if mentions_pregnancy(text) and not professional_cleared(fold(text)):
        # Pregnant without a word from their doctor or midwife: ask for that first.
        return Reading(u, act, "pregnancy", read_only=True)
    if state.latched:
        if professional_cleared(folded):
            asked = _asking_part(text)
            ask = understand(asked, today, None, state.previous) if asked else None
            # "... but keep Sunday light": one day asked light is a change asked, whatever
            # the classifier calls the sentence.
            light_day = ask is not None and asks_lighter_day(asked) and len(set(ask.weekdays)) == 1
            changes = ask is not None and (ask.intent in _ASKED_CHANGES or light_day)
            if act != "request" or ask is None or not changes:
                return Reading(u, act, "cleared")
            u = ask
            # "The cardiologist cleared me ... can you make Saturday lighter": lift the
            # hold and read the rest of the message as any other request.
            return replace(_after_latch(text, u, act, state, today), lifts_latch=True)
        # A staple is told, never asked for: "can you give me an easy strength session"
        # names no new goal.
        asks_for_day = act == "request" and (u.target_day is not None or bool(u.weekdays))
        staple = (
            u.intent in ("preference", "memory_update", "memory_delete") and not asks_for_day
        ) or bool(u.exercises and _NEVER.search(text))
        if staple and act != "question":
            # "Never give me lunges" while a red flag holds: the preference is kept, the
            # plan is not touched until a professional clears them.
            action: Action | None = "exclude_exercise" if _NEVER.search(text) else None
            return Reading(u, act, action, plan_frozen=True)
        if u.intent in CHANGING or _about_training(folded) or act == "request":
            return Reading(u, act, "latched", read_only=True)
    return _after_latch(text, u, act, state, today)


def _after_latch(
    text: str, u: Understanding, act: Act, state: DialogueState, today: date
) -> Reading:
    """The reading once the safety latch has had its say."""
    folded = fold(text)
    # "Fever's gone since yesterday, can Sunday be 30 min?": the illness is over and the
    # request is read like any other.
    recovered_ask = act == "request" and illness_over(folded)
    if act == "question" and illness_over(folded) and u.intent == "memory_delete":
        # "Fever's gone, can I play again on Wednesday?": when to come back, answered; the
        # recovery itself asks nothing to be forgotten.
        return Reading(replace(u, intent="coaching"), act, "illness", read_only=True)
    if mentions_illness(folded) and u.intent not in ("medical_red_flag",) and not recovered_ask:
        rest = _rest_while_ill(text, u, act, state)
        if rest is not None:
            # "Skip tomorrow for me, fever 38.7": the advice, and the day asked rested.
            return Reading(rest, act, "illness")
        return Reading(replace(u, intent="coaching"), act, "illness", read_only=True)
    if act != "question" and forgets_note(folded):
        note = u.body_parts or u.chronic_body_parts or u.event or u.exercises
        if note and u.intent not in ("event", "onboarding"):
            # "You can forget the knee thing, I'm fine doing lunges again": a note named
            # and asked away, whatever else the message tells.
            return Reading(replace(u, intent="memory_delete", resolved=True, condition=None), act)
    if u.intent == "event" and _EVENT_OVER.search(folded) and act != "question":
        u = _after_the_event(u, folded)
    one_day = list(dict.fromkeys(u.weekdays))
    lighter_from = u.intent in _LIGHTER_DAY_FROM or (
        u.intent == "event" and not _TRAVEL.search(folded) and not _CONTEST.search(folded)
    )
    lighter = asks_lighter_day(folded) and not _ABOUT_COACH.search(folded)
    if act == "request" and len(one_day) == 1 and lighter_from and lighter:
        # "Could Thursday be something very gentle?", "go easy on thursday, long shift
        # before it": that day made lighter; the shift is the reason, the gentleness is
        # the day's load, not the coach's voice.
        u = replace(u, intent="day_edit", voice=None, target_day=one_day[0], event=None)
    named_note = u.body_parts or u.chronic_body_parts or u.event
    style_switch = u.intent == "memory_delete" or (
        u.intent in ("motivation", "coaching", "small_talk") and turns_from_a_style(text)
    )
    if style_switch and not named_note and act != "question":
        asked_voice = voice_asked_for(text)
        if asked_voice is not None:
            # "Stop being so nice to me, tough love pls": a new style asked for, not the
            # old one cleared.
            return _action(
                text,
                Reading(replace(u, intent="preference", voice=asked_voice, resolved=False), act),
                state,
                today,
            )
    refusal_read = u.intent in _REFUSAL_READ_AS or u.intent == "preference"
    if refuses_kind(folded) and refusal_read and act != "question":
        # "Please don't give me anything where I have to get down on the floor": a standing
        # refusal of that whole kind of exercise, every one of them kept out. Said inside a
        # question ("hotel cardio? no jumping, 9th floor") it only shapes the answer.
        if refused_kinds(folded):
            u = replace(u, intent="preference", condition=None, body_parts=(), voice=None)
            return Reading(u, act, "exclude_exercise")
        return _action(
            text, Reading(replace(u, intent="preference", condition=None), act), state, today
        )
    before_event = _day_before_event(text, u, act, today)
    event_told = before_event is not u
    u = before_event
    if u.intent in ("memory_delete", "event") and act == "request" and not event_told:
        # "Fever's gone, feeling normal again. Can you cut today's session to 30 min?",
        # "Could we make Tuesday a lighter day? My grandchildren are visiting": the news is
        # the reason; the asking sentence says what to do with which day.
        asked = _asking_part(text)
        # A staged proposal has its own follow-ups ("do saturday's on sunday, we've got film").
        # A contest is an event of its own to plan around ("judo match Friday, go light on
        # Thursday"); a visit or a busy day is only the reason for the edit.
        news = u.intent == "memory_delete" or (
            not _TRAVEL.search(folded)
            and not _CONTEST.search(folded)
            and state.pending_type is None
        )
        if asked and asked != text and news and not _dated_event(text, asked, u, today):
            ask = understand(asked, today, None, state.previous)
            if ask.intent == "day_edit" and (u.intent == "memory_delete" or ask.weekdays):
                u = ask
    if (
        u.language != "en"
        and u.intent == "day_edit"
        and u.rest_day
        and act == "request"
        and len(set(u.weekdays)) == 1
        and not _TRAVEL.search(folded)
    ):
        # "土曜は友達の結婚式なので休みにして", "เสาร์นี้ลูกชายบวช ขอยกเลิกวันเสาร์": the day
        # asked off for an event on it; the event is kept (tier 3) with the rest day.
        name = event_name(folded)
        if name is not None:
            u = replace(u, intent="event", event=name)
    u = _busy_stretch(text, u, act, today)
    u = _schedule_until(text, u, act, state, today)
    if u.intent == "day_edit" and u.days_per_week and len(set(u.weekdays)) >= 2:
        # "トレーニングは2日だけ…水曜と土曜で", "just two days, Tuesday and Friday": the week's
        # days, not one day's edit.
        u = replace(u, intent="week_overhaul", target_day=None)
    this_weeks = u.days_per_week or len(set(u.weekdays)) >= 2
    if (
        u.intent in ("week_overhaul", "memory_update")
        and this_weeks
        and act != "question"
        and _THIS_WEEK.search(folded)
    ):
        # "Only 2 days this week, the grandkids are staying with us": the visit is the news
        # (kept until the week ends) and the days are this week's, not a new schedule.
        visit = event_name(folded)
        if visit and visit.startswith("odwiedz"):
            visit = "visit"  # the Polish verb alone ("odwiedzaja nas") names no one
        if visit and not _TRAVEL.search(folded) and not _CONTEST.search(folded):
            u = replace(u, intent="event", event=visit, dates=())
    shifts = shift_stretch(text, today)
    if (
        state.has_plan
        and shifts is not None
        and act != "question"
        and u.intent in ("week_overhaul", "memory_update", "onboarding", "event")
        and len(set(u.weekdays)) >= 2
        and not _TRAVEL.search(folded)
        and not _MOVED_ONTO.search(folded)
    ):
        # "New rota, nights mon-thu for the next month so I can only train fri sat sun":
        # the shifts are a situation until they end (tier 3, kept by the brain's
        # situations) and the days left are this stretch's week, not a new standing
        # schedule.
        u = replace(
            u,
            intent="week_overhaul",
            event=shifts.kind,
            dates=(),
            event_end=shifts.last,
            target_day=None,
        )
    if act in ("request", "statement") and u.intent in ("week_overhaul", "day_edit", "coaching"):
        u = _other_day_changes(text, u, today) or u
    if act == "request" and u.intent in ("week_overhaul", "day_edit"):
        u = _asked_day_length(text, u, today, state)
    if act == "request" and u.intent in ("week_overhaul", "event") and len(u.weekdays) > 2:
        u = _asked_week_days(text, u, today, state)
    if (
        professional_cleared(folded)
        and u.body_parts
        and act != "question"
        and u.intent in ("coaching", "pain", "technique", "progress", "small_talk", "motivation")
    ):
        # "Byłam u fizjo, powiedział że kolano jest ok": a professional's verdict on the
        # joint ends the injury on file.
        return Reading(replace(u, intent="memory_delete", resolved=True), act)
    if u.intent == "pain" and _PAIN_DENIED.search(folded):
        # "Back's 100% now, zero pain": the strain is over. "I don't have chest pain or
        # anything, just wondering...": no pain at all, a question about training.
        if _RECOVERED.search(folded):
            return Reading(replace(u, intent="memory_delete", resolved=True), act)
        u = replace(u, intent="coaching", condition=None, body_parts=())
    over_asking = u.intent == "memory_delete" and act == "request" and u.minutes is not None
    if illness_over(folded) and over_asking and not u.body_parts:
        # "ไข้ลดแล้ว วันนี้ขอเล่นสั้นๆ 30 นาที": the fever is gone (nothing stored to delete)
        # and the request is today's length.
        u = replace(u, intent="day_edit", resolved=False)
    if illness_over(folded) and u.intent == "pain":
        u = replace(u, intent="day_edit", condition=None)
    recurring = _RECURRING.search(folded) and _NOT_NOW.search(folded)
    if u.intent == "pain" and u.body_parts and recurring:
        # "My left ankle rolls a lot when I land, it doesn't hurt now": a standing weakness
        # for the profile, not an injury today.
        chronic = u.chronic_body_parts or u.body_parts
        u = replace(u, intent="memory_update", chronic_body_parts=chronic, condition=None)
    if _back_hurt(folded, u.intent):
        # "My back is fried from moving house": a strained lower back, never more spinal
        # load, whatever else the message asks.
        u = replace(u, intent="pain", body_parts=("lower_back",), condition="minor_strain")
    bought = u.intent in ("progress", "coaching", "technique", "small_talk", "motivation") or (
        # "Finally bought heavier dumbbells, 32 kg now": "heavier" asks for no edit.
        u.intent in ("day_edit", "swap") and not u.weekdays and not u.exercises
    )
    if acquired_gear(text) and (u.gear or u.loads) and bought and act != "question":
        # "Treated myself to a new set, they go up to 70 lbs now": news about their gear.
        u = replace(u, intent="memory_update")
    if (
        u.muscles
        and _EMPHASIS.search(folded)
        and act != "question"
        and u.intent in ("coaching", "preference", "week_overhaul", "motivation", "technique")
        # "Saturday just glutes and legs": one day's focus, not the goal's emphasis.
        and not (u.day_focus and len(set(u.weekdays)) == 1)
    ):
        # "Prioritize glutes and hamstrings now, less upper body": a new emphasis for the
        # goal, and the week rebuilt around it.
        u = replace(u, intent="memory_update")
    if (
        u.chronic_conditions
        and not u.chronic_body_parts
        and act != "question"
        and u.intent not in _NEVER_MERGED
        and _HAS_CONDITION.search(folded)
    ):
        # "Zapisz że mam nadciśnienie, biorę bisoprolol": a standing medical condition for
        # the profile (tier 1), never a menu of options.
        return Reading(replace(u, intent="memory_update"), act, "chronic_condition")
    if u.intent == "memory_delete" and u.event is None and _TRAVEL.search(folded):
        # "出張がキャンセルになった", "wyjazd odwołany": the stored trip, named in any language.
        u = replace(u, event="trip")
    named = set(u.weekdays)
    if named and says_today(text) and named <= set(cause_days(text)) and act != "question":
        # "Legs still sore from Friday's squats, go easy today?": Friday is the cause;
        # today is the day asked about.
        u = replace(u, target_day=WEEKDAYS[today.weekday()], weekdays=(), day_move=None)
    if u.intent == "event":
        u = _away_span(text, u, today)
        u = _until_span(text, u, today)
    trip = _next_week_trip(folded, u, today) or _stay(folded, u, today)
    if trip is not None:
        u = trip
    if act == "question" and u.intent != "medical_red_flag":
        told = _recovery_told(text, today, state)
        if told is not None:
            return Reading(told, "statement")
    if _normal_week(text, u, act, state):
        # "Meet's done, put me back on normal training this week": the usual week again.
        u = replace(u, intent="week_overhaul", weekdays=(), target_day=None, event=None)
        return Reading(u, act)
    smaller = _smaller_week(text, u, act, state)
    if smaller is not None:
        return Reading(smaller, act)
    rested = rest_days_asked(text)
    asks_rest = act in ("request", "statement") and not opens_as_question(text)
    # A trip over those days ("on tour Thursday to Sunday, no gym at all") is an event: its
    # days rest or train on the gear there, and the trip is remembered.
    trip_days = u.intent == "event" and bool(u.dates) and bool(_AWAY.search(folded))
    if (
        asks_rest
        and state.has_plan
        and len(rested) > 1
        and u.intent in _REST_DAYS_FROM
        and not trip_days
    ):
        # "Clear Tuesday and Wednesday", "exams Thursday and Friday so I need both as rest
        # days": every day named with the rest asked is rested; a day named elsewhere
        # ("I'll try to do Saturday") is not.
        rest = replace(u, intent="week_overhaul", weekdays=rested, rest_day=True, day_move=None)
        return Reading(rest, act, "rest_days")
    # 3. Dialogue act: a question changes nothing.
    read_only = act == "question"
    if read_only and u.intent in CHANGING:
        u = replace(u, intent="progress" if asks_progress(text) else "coaching")
    theme = day_theme(text)
    if theme is None and _focus_only(folded, u):
        # "Friday shoulders and arms only", "just legs thursday": that day trains only
        # those muscles. Said tersely with a question mark ("saturday arms only?") it
        # still asks for the change.
        theme = "focus"
        if read_only and not _WH_QUESTION.search(folded) and len(folded.split()) <= 7:
            act, read_only = "request", False
    one_day = list(dict.fromkeys(u.weekdays))
    # "水曜はお尻の日にして": the muscles may be read only as that day's focus.
    focus = u.muscles or (u.day_focus[0][1] if len(u.day_focus) == 1 else ())
    said_as_muscles = (
        focus
        and len(one_day) == 1
        and (
            _DAY_AS_MUSCLES.search(folded)
            # "วันเสาร์ขอเน้นก้นกับขา", "水曜は背中重点で", "w sobotę skup się na pośladkach":
            # one day asked to emphasise muscles is that day's focus, not the goal's.
            or (u.day_focus and _EMPHASIS.search(folded) and u.intent == "week_overhaul")
        )
    )
    if theme is None and act == "request" and said_as_muscles:
        # "Can Thursday be an arms day instead?", "can friday be legs then": that day
        # trains those muscles, the rest of the week stays.
        theme = "focus"
        u = replace(u, day_focus=((one_day[0], focus),))
    if theme is None and focus and _focus_of_staged_day(folded, u, state):
        # "Maybe leave out the squatting that day and just do arms?", "make it an arms day
        # then": the day just staged, given only those muscles; said as a suggestion, it
        # asks for the change.
        theme = "focus"
        u = replace(u, day_focus=((cast(Weekday, state.pending_day), focus),))
        if read_only and _SUGGESTS.search(folded):
            act, read_only = "request", False
    themed = u.intent not in ("pain", "event", "onboarding") or (
        u.intent in ("pain", "event") and act == "request"
    )
    if theme is not None and not read_only and themed:
        days = list(dict.fromkeys(extract_weekdays(text)))
        # "Make Wednesday upper body only, legs are fried from Tuesdays": the day asked for
        # is the one named first, before the reason.
        day = days[0] if days else None
        if day is None and relative_mentioned(folded):
            # "Can tomorrow's session be upper body only?": the day said as a relative one.
            day = u.target_day
        if u.target_day in days:
            # "土曜の脚の日のせいで…水曜の脚は軽めにして": the day of the request sentence, not
            # the day the soreness came from.
            day = u.target_day
        if day is None and state.pending_type == "UPDATE_DAY" and state.pending_day:
            # "Actually just make it mobility and core, no lifting that day": the day just
            # staged takes the new theme.
            day = state.pending_day
        if day is not None and u.intent == "pain" and u.body_parts and _EASIER.search(folded):
            # Sore legs and "go lighter on Wednesday's legs": the pain is noted and the day
            # protected, which is what the lighter day asks.
            return Reading(replace(u, target_day=day), act)
        if day is not None:
            u = replace(u, intent="day_edit", target_day=day, day_theme=theme, day_move=None)
            return Reading(u, act)
    if (
        act in ("request", "statement")
        and not read_only
        and asks_lighter_week(text)
        and not opens_as_question(text)
        and u.intent
        in ("coaching", "day_edit", "motivation", "progress", "small_talk", "preference")
        and not u.weekdays
    ):
        # "Can you make this week lighter so I can ease back in", "deload this week": the
        # week, every session of it, lighter.
        u = replace(u, intent="week_overhaul", target_day=None)
        return Reading(u, act)
    whole_week = u.intent == "day_edit" or (
        u.intent == "coaching" and _HARDER_OR_EASIER.search(folded)
    )
    if act == "request" and whole_week and not u.weekdays and _WHOLE_WEEK.search(folded):
        # "Can you make the whole week harder? still 30 min": every session, not one day.
        u = replace(u, intent="week_overhaul", target_day=None)
    stretch = u.intent == "week_overhaul" and u.days_per_week and len(u.dates) > 1
    if stretch and u.day_move is None and resolve_span(text, today) is not None:
        # "I'm on nights from wed the 16th till tue the 29th, can we drop to 2 sessions a
        # week until then?": the days named bound a stretch; they are not training days.
        u = replace(u, weekdays=(), target_day=None)
    single = list(dict.fromkeys(u.weekdays))
    if (
        act == "request"
        and u.intent == "week_overhaul"
        and u.day_move is None
        and not u.days_per_week
        and len(single) == 1
        and _HARDER_OR_EASIER.search(folded)
    ):
        # "Could you make Thursday a little easier? My legs have felt heavy all week": one
        # day asked to change, whatever else the reason names.
        u = replace(u, intent="day_edit", target_day=single[0], weekdays=(single[0],))
    named_days = list(dict.fromkeys(u.weekdays))
    day_change = u.intent == "swap" or (u.intent == "coaching" and CHANGE_DAY.search(folded))
    if day_change and not u.exercises and len(named_days) == 2 and act == "request":
        # "金曜って飲み会多いんで土曜に変えてもらえます？", "change friday to saturday": no
        # exercise to swap, two days named - the session changes day.
        u = replace(
            u,
            intent="week_overhaul",
            day_move=(named_days[0], named_days[1]),
            target_day=named_days[1],
        )
    if u.intent == "swap" and len(u.exercises) > 1:
        given = _given_up_first(folded, u.exercises)
        # A lift named in another sentence ("one guy is doing curls in the rack") is no
        # replacement asked for.
        kept = u.replacement if u.replacement in given else None
        u = replace(u, exercises=given, replacement=kept)
    extra = extract_extra_minutes(text)
    if extra is not None and not read_only and u.intent in _EXTRA_FROM:
        # "+15 min is fine", "15分くらい延びてもいい": the day grows by that much; the number
        # is no new length to cut the day to.
        longer = list(dict.fromkeys(u.weekdays))
        day = longer[0] if len(longer) == 1 else u.target_day
        u = replace(u, extra_minutes=extra, minutes=None, day_move=None)
        if day is not None:
            u = replace(u, intent="day_edit", target_day=day)
    # 5. Dialogue state: follow-ups edit the pending day.
    follow = (
        _move_follow_up(text, u, state, today)
        or _week_follow_up(text, u, state)
        or _follow_up(text, u, state, act, today)
    )
    if follow is not None:
        # A question about the staged day ("is it ok to do goblets instead on Thursday, or
        # should I skip legs?") is still a question: it changes nothing.
        return Reading(follow, act, read_only=read_only and asks_permission(text))
    if (
        u.exercises
        and _NEVER.search(text)
        and u.intent not in ("pain", "medical_red_flag", "injection", "onboarding")
    ):
        return Reading(u, act, "exclude_exercise")
    if (
        act == "request"
        and u.intent == "coaching"
        and len(set(u.weekdays)) > 1
        and _REST_DAYS.search(folded)
    ):
        # "Exams Thursday and Friday so I need both as rest days": every day named rests.
        u = replace(u, intent="day_edit", rest_day=True)
    # 4. Intent confidence for messages the rules leave unplaced.
    reading = Reading(u, act, read_only=read_only)
    if u.intent == "coaching" and act in ("request", "statement") and not read_only:
        reading = _classify(text, reading)
        if reading.action == "clarify":
            if state.last_reply and state.last_reply.startswith(CLARIFY_PREFIX):
                # A second unclear reply: say what the coach can do, don't ask again.
                return replace(reading, suggestions=())
            return reading
        u = reading.understanding
    if (
        u.exercises
        and _NEVER.search(text)
        and u.intent not in ("pain", "medical_red_flag", "injection", "onboarding")
    ):
        return replace(reading, action="exclude_exercise")
    # 6. Actions.
    return _action(text, reading, state, today)


_REST_DAYS = re.compile(
    r"\brest days?\b|\bdays? off\b|dni(?:ami)? woln|wolne dni|วันพัก|休み|休養日|オフに"
)
_BACK_HURT = re.compile(
    r"(?<!upper )(?<!mid )(?:\bback|plecy|plecami|krzyż|腰|หลัง)\W{0,3}(?:\w+\W+){0,3}?"
    r"(?:is |'s |feels? |mam )?"
    r"(?:fried|wrecked|toast|shot|cooked|trashed|smashed|killing me|destroyed|tweaked|"
    r"zajechan|rozwalon|padnięt|やられ|やった|やっちゃ|痛め|ปวด)|"
    # A back gone stiff or locked ("stiff as a board after the flight", "seized up",
    # "went into spasm") is the lower back too; "came back stiff" is no back at all.
    r"(?:^|\bmy |\bthe |\blower |\bplecy |\bkrzyż )\s*(?<!upper )back(?:'s|s)?"
    r"(?:\s+(?:is|was|feels?|felt|has|had|got|gets|went|gone|been|all|so|really|pretty|a bit|"
    r"kinda|still|totally|completely|properly|super|very))*\s+"
    r"(?:stiff|seized|locked|in spasm|into spasm|gave out|giving out)|"
    r"(?:plecy|krzyż)\W{0,3}(?:\w+\W+){0,2}?(?:sztywn|zablokowa|zesztywnia)|(?<!ขา)(?<!แขน)(?<!ต้นคอ)หลังตึง|腰が(?:張|固)|"
    r"(?:fried|wrecked|tweaked|destroyed|smashed|trashed|strained) my (?:lower )?back|"
    r"(?:threw|throw|put|putting) my (?:lower )?back out|"
    r"(?<!upper )(?<!mid )stiff (?:lower )?back|"
    r"腰(?:が|を)?(?:やられ|痛め|痛い|やった|やっちゃ)|ぎっくり腰|ปวดหลัง|หลังพัง|หลังเคล็ด|"
    # The sudden twinge of a tweaked back, said as a sound: "腰がピキッてなって", "腰がグキッと".
    r"腰(?:が|を)?(?:ピキッ|ぴきっ|ピキっ|ギクッ|ぎくっ|グキッ|ぐきっ|ひねっ|捻っ)",
    re.I,
)
_WHOLE_WEEK = re.compile(
    r"\b(?:the |my )?(?:whole|entire|full) week\b|\ball (?:my |the |of my |of the )?"
    r"(?:workouts|sessions|training days)\b|\bevery (?:workout|session|training day)\b|"
    r"cały tydzień|caly tydzien|wszystkie treningi|ทั้งสัปดาห์|ทุกวันที่เล่น|"
    r"(?:今週|一週間)(?:の)?(?:全部|すべて|全体)|全部のメニュー",
    re.I,
)
_PAST_CAUSE = re.compile(r"\bfrom\b|\bafter\b|\bpo\b|で", re.I)
# Pain said not to be there, the whole message long: "zero pain", "I don't have chest pain
# or anything", "ไม่เจ็บแล้ว", "もう痛くない".
_PAIN_DENIED = re.compile(
    r"(?:zero|no) pain(?! (?:when|if|unless|except|but))|pain[- ]free|"
    r"(?:don'?t|do not|doesn'?t|does not) (?:have|feel) (?:any )?(?:\w+ )?pain|"
    r"(?:don'?t|doesn'?t|does not|do not) hurt (?:any ?more|at all)|"
    r"już nie boli|juz nie boli|nic nie boli|ไม่เจ็บแล้ว|ไม่ปวดแล้ว|痛みはもうない|"
    # "腰もう全然痛くないです": not at all, any more.
    r"(?:もう|全然|ぜんぜん|まったく|全く)\s*(?:全然|ぜんぜん|まったく)?\s*痛くな"
)
_RECOVERED = re.compile(
    r"recovered|feels? (?:good|fine|great) again|back to normal|healed|ok again|100 ?%|"
    r"doszł|wyzdrow|หายดี|治った|良くなった|普通に動け|(?:もう|全然|ぜんぜん)\s*痛くな",
    re.I,
)
# "Never give me lunges", "nie dawaj mi nigdy wykroków", "ランジは今後は入れないで".
_NEVER = re.compile(
    r"\bnever (?:give|program|put|make|schedule|include)|\bno more\b|"
    r"\bno [a-z -]{2,30}[.,!]* ever\b|\bever again\b|nigdy wi[eę]cej|二度と|อีกเลย|"
    r"don'?t (?:ever )?(?:give|program|put|schedule|include) (?:me )?|"
    r"nie dawaj|nigdy (?:mi |mnie )?nie|入れないで|やめてください|ไม่เอาท่า|ไม่ต้องใส่|"
    # "No pec deck anymore", "take crunches out for good", "żadnych martwych ciągów, nigdy",
    # "wywal na stałe", "ไม่เอาลันจ์ทุกแบบ", "ランジ系は全部やめて".
    r"\bno [a-z -]{2,30}\bany ?more\b|\bfor good\b|\bpermanently\b|"
    r"(?:ż|z)adnych|na sta(?:ł|l)e|\bnigdy\b[.!]*$|"
    # The lift between may be written in English: "ไม่เอา bulgarian split squat ตลอดไปเลย".
    r"ไม่เอา.{0,40}?(?:ทุกแบบ|ทุกท่า|ตลอด|อีก)|系は?(?:全部|すべて)?(?:やめ|なし|なしで|入れない)|"
    # "Stop putting pull ups on my gym days", "quit programming dips for me".
    r"\b(?:stop|quit) (?:putting|giving|programming|scheduling|including|adding|sticking|"
    r"throwing|writing)\b",
    re.I,
)


_EXTRA_FROM: frozenset[Intent] = frozenset(
    {"day_edit", "coaching", "week_overhaul", "small_talk", "motivation", "preference"}
)
_REST_DAYS_FROM: frozenset[Intent] = frozenset(
    {"coaching", "small_talk", "motivation", "week_overhaul", "day_edit", "progress", "event"}
)


_LIGHTER_DAY_FROM: frozenset[Intent] = frozenset(
    {"coaching", "small_talk", "motivation", "preference"}
)
# A style said of the coach rather than of a day: "be gentle with me", "your tone".
_ABOUT_COACH = re.compile(
    r"\b(?:with|to|on) me\b|\bcoach|\btalk|\btone\b|\bstyle\b|\bmessages?\b|\brepl(?:y|ies)\b|"
    r"\bmów|\bmow\b|\bpisz|ใจดี|อ่อนโยน|ให้กำลังใจ|優しく(?:言|話|指導)|励ま|"
    # "โค้ชพูดนุ่มๆ หน่อย" (coach, speak softly), "言い方を優しく", "口調".
    r"โค้ช|พูด|ไม่ต้องดุ|อย่าดุ|言い方|話し方|口調"
)
# Readings a standing refusal of a kind of exercise overrules (a clarifying menu is no
# answer). Pain today and a standing condition told with it ("old meniscus tear, no jumping
# please") keep their own reading, which protects the joint.
_REFUSAL_READ_AS: frozenset[Intent] = frozenset(
    {"coaching", "small_talk", "technique", "swap", "day_edit"}
)
_NEVER_MERGED: frozenset[Intent] = frozenset(
    {"onboarding", "medical_red_flag", "injection", "pain", "event", "off_topic"}
)
# What a newcomer's full profile may also mention without ceasing to be the onboarding.
_PROFILE_ASIDES: frozenset[Intent] = frozenset({"pain", "event"})


_NEXT_WEEK = re.compile(
    r"next week|the week after|przyszłym tygodniu|przyszlym tygodniu|następnym tygodniu|"
    r"สัปดาห์หน้า|อาทิตย์หน้า|来週",
    re.I,
)
_TRAVEL = re.compile(
    r"travel|trip|flying|fly to|away|conference|work thing|hotel|holiday|vacation|"
    r"lecę|lece|jadę|jade|wyjazd|wyjeżdżam|konferencj|hotel|urlop|wakacj|szkoleni|delegacj|"
    r"เที่ยว|เดินทาง|โรงแรม|ไปต่างจังหวัด|ทริป|出張|旅行|ホテル",
    re.I,
)


# Leaving and coming back: "fly out Friday morning, back Sunday", "ต้องบินไปตั้งแต่ศุกร์เช้า
# กลับวันอาทิตย์", "wylatuję w piątek, wracam w niedzielę", "金曜に出発して日曜に戻る".
_LEAVE = re.compile(
    r"\b(?:leav(?:e|ing)|fly(?:ing)? out|fly(?:ing)?|depart(?:ing)?|head(?:ing)? out)\b|"
    r"wylatuj|wyjeżdżam|wyjezdzam|lecę|lece|บินไป|ออกเดินทาง|ไปตั้งแต่|出発|発つ|行きます"
)
_BACK = re.compile(
    r"\b(?:back|return(?:ing)?|fly(?:ing)? home|home)\b|wracam|powrót|powrot|กลับ|戻|帰"
)


def _away_span(text: str, u: Understanding, today: date) -> Understanding:
    """An event the user travels to: away from the day they leave to the day they are
    back, so a session on any of those days clashes, not only on the event's day."""
    folded = fold(text)
    leave = back = None
    for hit in weekday_hits(text, folded):
        # The cue sits just before the day ("back sunday", "กลับวันอาทิตย์") or, in
        # Japanese, just after it ("日曜に戻る").
        before = folded[max(0, hit.start - 16) : hit.start]
        after = folded[hit.end : hit.end + 6]
        if leave is None and (_LEAVE.search(before) or _LEAVE.search(after)):
            leave = hit.value
        elif leave is not None and back is None and (_BACK.search(before) or _BACK.search(after)):
            back = hit.value
    if leave is None or back is None:
        return u
    start = today + timedelta(days=(WEEKDAYS.index(leave) - today.weekday()) % 7)
    end = start + timedelta(days=(WEEKDAYS.index(back) - WEEKDAYS.index(leave)) % 7)
    if u.dates and not start <= min(u.dates) <= end:
        return u
    span = tuple(start + timedelta(days=n) for n in range((end - start).days + 1))
    return replace(u, dates=span, event_end=end)


def _busy_stretch(text: str, u: Understanding, act: Act, today: date) -> Understanding:
    """A stretch of days that shapes the week, told with one day's new length ("exams
    until Friday, can Wednesday be 30 min", "今週から試験期間で、土曜は30分に"): an event
    from today to its end (the week's Sunday unless a day ends it), and the day's edit."""
    folded = fold(text)
    days = set(u.weekdays)
    if act != "request" or u.intent not in ("day_edit", "event") or u.minutes is None:
        return u
    if u.event_end is not None or _TRAVEL.search(folded) or _CONTEST.search(folded):
        return u
    name = u.event or event_name(folded)
    until = until_day(text, today)
    if name is None or not (until or _THIS_WEEK.search(folded)):
        return u
    asked = [day for day in days if until is None or day != until[0]]
    if len(asked) != 1:
        return u
    end = until[1] if until else today + timedelta(days=6 - today.weekday())
    span = tuple(today + timedelta(days=n) for n in range((end - today).days + 1))
    return replace(
        u,
        intent="event",
        event=name,
        dates=span,
        event_end=end,
        weekdays=tuple(asked),
        target_day=asked[0],
    )


_SO_DAY_NEEDS = re.compile(
    r"(?<![a-z])(?:so|which means|meaning)\s+(?:my\s+)?(?P<day>mon|tue|wed|thu|fri|sat|sun)[a-z]*"
    r"(?:'s)?\s+(?:session\s+|workout\s+)?(?:needs?|has|have|should|must|will|'ll|gotta|to)\b"
)


def _day_before_event(text: str, u: Understanding, act: Act, today: date) -> Understanding:
    """ "Moving day is Saturday so Friday needs to be short, 30 min tops": the event is on
    one day (a tier-3 note) and the length is asked of the other day the "so" names."""
    if act != "request" or u.intent not in ("day_edit", "event") or u.minutes is None:
        return u
    folded = fold(text)
    days = list(dict.fromkeys(u.weekdays))
    match = _SO_DAY_NEEDS.search(folded)
    if len(days) != 2 or match is None or _TRAVEL.search(folded):
        return u
    asked = next((day for day in days if day.startswith(match.group("day"))), None)
    if asked is None:
        return u
    event_day = next(day for day in days if day != asked)
    # "Moving day is Saturday": what is on the other day, said as the sentence's subject.
    subject = re.match(
        r"^\s*(?:my\s+|our\s+|the\s+)?([a-z' ]{3,40}?)\s+(?:is|'s)\s+(?:on\s+)?(?:this\s+)?"
        + event_day[:3],
        folded,
    )
    name = u.event or event_name(folded) or (subject.group(1).strip() if subject else None)
    if name is None:
        return u
    when = today + timedelta(days=(WEEKDAYS.index(event_day) - today.weekday()) % 7)
    return replace(
        u,
        intent="event",
        event=name,
        dates=(when,),
        event_end=when,
        weekdays=(asked,),
        target_day=asked,
    )


def _schedule_until(
    text: str, u: Understanding, act: Act, state: DialogueState, today: date
) -> Understanding:
    """ "Qualifying exam on the 25th, can we drop to 2 days a week, 20 min, until then?":
    with a plan, an exam or a busy stretch that ends on a date, told with the week it
    calls for, is an event (tier 3) shaping the week until then, not a new goal."""
    if not state.has_plan or act != "request" or u.intent not in ("onboarding", "week_overhaul"):
        return u
    folded = fold(text)
    if not (u.days_per_week or u.minutes) or not _UNTIL.search(folded):
        return u
    if _TRAVEL.search(folded) or len(u.dates) != 1 or u.dates[0] < today:
        return u
    name = u.event or event_name(folded)
    if name is None:
        return u
    end = u.dates[0]
    span = tuple(today + timedelta(days=n) for n in range((end - today).days + 1))
    return replace(
        u, intent="event", event=name, dates=span, event_end=end, weekdays=(), target_day=None
    )


def _until_span(text: str, u: Understanding, today: date) -> Understanding:
    """News that lasts until a day ("exams until Friday, Wednesday just 30 min", "สอบถึง
    วันศุกร์"): the event runs from today to that day, and the day it ends is not a day
    the user asks to change; the other day named is."""
    if u.event_end is not None or len(set(u.weekdays)) < 2:
        return u
    until = until_day(text, today)
    if until is None or until[1] < today:
        return u
    end_day, end = until
    asked = tuple(day for day in u.weekdays if day != end_day)
    span = tuple(today + timedelta(days=n) for n in range((end - today).days + 1))
    return replace(u, dates=span, event_end=end, weekdays=asked, target_day=asked[0])


def _next_week_trip(folded: str, u: Understanding, today: date) -> Understanding | None:
    """ "Travelling to Berlin next week, hotel gym only": a stay for the whole of next
    week (a tier-3 event), not a question about which day."""
    if u.dates or u.weekdays or u.intent in ("pain", "medical_red_flag", "injection"):
        return None
    if not (_NEXT_WEEK.search(folded) and _TRAVEL.search(folded)):
        return None
    monday = today + timedelta(days=7 - today.weekday())
    week = tuple(monday + timedelta(days=offset) for offset in range(7))
    name = u.event if u.event and u.event.isascii() else "trip next week"
    return replace(u, intent="event", dates=week, event_end=week[-1], event=name, gear=frozenset())


# Being somewhere else for a stretch: a hotel, a flight, a trip. With its days named, its
# gear belongs to those days (a tier-3 event), never to the user's own equipment.
_AWAY = re.compile(
    r"hotel|\btrip\b|travel(?:l)?ing|\bflying|fly(?:ing)? home|\bflight|business trip|"
    # "Off to the Algarve with the lads", "on tour in Prague", "only packing my bands".
    r"\boff to (?!(?:the |my )?(?:gym|work|bed|school|class|uni|practice|training|sleep)\b)|"
    r"\bon tour\b|\b(?:only |just )?packing\b|"
    r"lece do|wracam|wyjazd|delegacj|w hotelu|"
    r"โรงแรม|เดินทาง|ไปต่างจังหวัด|ไปเที่ยว|ทริป|พกไป|"
    r"ホテル|出張|旅行|へ行きます|に行きます|へ行く|に行く|"
    r"in the mountains|at the beach|camping(?! (?:the|on) (?:\w+ )?(?:cable|rack|bench|station|"
    r"machine|dumbbells|squat))|cabin|at my (?:parents|in-laws)|"
    r"w gorach|nad morzem|na wakacjach|u rodzicow|na dzialce|ต่างจังหวัด|実家|帰省",
    re.I,
)
_UNTIL = re.compile(
    r"\b(?:till|until|til)\b|\bdo (?:wtorku|srody|czwartku|piatku|soboty|niedzieli)|まで|จนถึง"
)
_NIGHTS = re.compile(r"\b(\d{1,2}|two|three|four|five) (?:more )?nights\b|(\d) noc")
_COUNT = {"two": 2, "three": 3, "four": 4, "five": 5}
_EMPHASIS = re.compile(
    r"\bprioriti[sz]e|\bprioritising|\bprioritizing|\bfocus (?:more )?on|\bemphasi[sz]e|"
    r"\bbring up (?:my )?|\bmore focus on|\bless (?:upper|lower|leg|arm)|"
    r"skup[a-z]* (?:sie )?na|priorytet|เน้น|重点|優先",
    re.I,
)
_STAY_BLOCKED: frozenset[Intent] = frozenset(
    {"pain", "medical_red_flag", "injection", "memory_delete", "off_topic", "onboarding"}
)


_FROM_TODAY = re.compile(
    r"\b(?:from|starting|as of) (?:today|tonight|now)\b|\bod (?:dziś|dzis|dzisiaj|teraz)\b|"
    r"ตั้งแต่วันนี้|今日から|本日から"
)


def _stay(folded: str, u: Understanding, today: date) -> Understanding | None:
    """ "Wed to fri I'm at a hotel in Hamburg, gym only has dumbbells to 20 kg": a stay on
    the days named (an event whose gear is the hotel's), not new equipment or a new week."""
    if u.intent in _STAY_BLOCKED or not _AWAY.search(folded):
        return None
    named = {today + timedelta(days=(WEEKDAYS.index(d) - today.weekday()) % 7) for d in u.weekdays}
    nights = _NIGHTS.search(folded)
    if nights and not named:
        # "Only here 2 nights": from today.
        count = _COUNT.get(nights.group(1), 0) or int(nights.group(1))
        named = {today + timedelta(days=i) for i in range(max(1, min(count, 14)))}
    # The dates resolved with their qualifiers ("next Tuesday to Thursday") when they are
    # the days named; else the named days on or after today.
    said = {d for d in u.dates if weekday_of(d) in u.weekdays} if u.weekdays else set(u.dates)
    if len(u.dates) > 1 and (u.event_end is not None or resolve_span(folded, today) is not None):
        # "thu sep 17 to sun sep 20": the dates said as a range are the stay, whichever of
        # their weekdays were spelled out.
        said = set(u.dates)
    chosen = said if said and len(said) >= len(named) else named
    days = {d for d in chosen if d >= today}
    if days and _UNTIL.search(folded) and not re.search(r"から|\bfrom\b|\bod\b", folded):
        # "I'm here till Thursday": from today.
        days.add(today)
    if days and _FROM_TODAY.search(folded):
        # "今日から来週の水曜まで", "from today to Sunday": the stay starts today.
        days.add(today)
    if not days or max(days) - min(days) > timedelta(days=13):
        return None
    first, last = min(days), max(days)
    stretch = tuple(first + timedelta(days=i) for i in range((last - first).days + 1))
    name = u.event if u.event and u.event.isascii() else "trip"
    return replace(u, intent="event", dates=stretch, event_end=last, event=name)


# Gear asked into one day's session: "put some dumbbell stuff in wednesday", "use the
# kettlebells on friday", "add band work to monday".
_GEAR_INTO_DAY = re.compile(
    r"(?<![a-z])(?:put|add|throw|chuck|use|include|work|get)(?![a-z])[^.?!]{0,40}"
    r"(?<![a-z])(?:stuff|work|exercises?|moves|things|lifts)(?![a-z])[^.?!]{0,12}"
    r"(?<![a-z])(?:in|into|on|to|for)(?![a-z])|"
    r"(?<![a-z])(?:use|using)(?![a-z])[^.?!]{0,30}(?<![a-z])(?:on|for|in)(?![a-z])|"
    # "Work them into friday", "fit it in on monday": the gear just named, into the day.
    r"(?<![a-z])(?:work|fit|build|put|throw)(?![a-z]) (?:them|it|those|these|that)"
    r" (?:in )?(?:in|into|on)(?![a-z])"
)
# "Move it to tuesday", "push thursday's session to friday": one session moved onto a day.
_MOVED_ONTO = re.compile(
    r"(?<![a-z])(?:move|push|bump|shift) (?:it|that|this|the session|the workout|"
    r"[a-z]+day'?s?(?: session| workout| one)?) (?:to|onto|till|until)(?![a-z])"
)
# "I used the dumbbells on friday": what was done, not asked.
_DONE_WITH_GEAR = re.compile(r"(?<![a-z])i (?:put|added|used|did|tried)(?![a-z])")
_THIS_WEEK = re.compile(r"this week|w tym tygodniu|ten tydzien|อาทิตย์นี้|สัปดาห์นี้|今週")


# The event is behind the user: "meet's done!", "race went great", "แข่งจบแล้ว",
# "Ukończyłem!", "大会が終わりました". Nothing new to plan around.
_EVENT_OVER = re.compile(
    r"\b(?:meet|race|tournament|match|game|comp|competition|event|marathon|triathlon|show|"
    r"fight|final|trip|wedding)(?:'s|s)? (?:is |was |are )?(?:done|over|finished|complete[d]?)\b|"
    r"\b(?:meet|race|tournament|match|comp|competition|marathon|triathlon|show|trip) "
    r"(?:went|was) (?:great|well|good|ok|okay|fine|amazing|awesome|badly|rough|terrible)\b|"
    r"\b(?:finished|completed|done with|survived|smashed|won) (?:the|my) (?:meet|race|"
    r"tournament|match|comp|competition|marathon|triathlon|show)\b|"
    r"ukonczyl[ae]?m|skonczyl[ae]?m (?:zawody|wyscig|maraton|turniej)|po (?:zawodach|wyscigu|"
    r"maratonie|turnieju|meczu)|"
    r"แข่ง\S{0,6}จบแล้ว|จบการแข่ง|วิ่งจบแล้ว|"
    r"(?:試合|大会|レース|マラソン)(?:が|は|も)?(?:無事に?)?終わ|完走|"
    # Back from it, or it was yesterday: "just got back from the trip", "wczoraj mecz,
    # wygraliśmy", "กลับจากทริปแล้ว", "旅行から帰ってきました". What is said with it is about now.
    r"\b(?:back|home|returned|got back) from (?:the|my|our) (?:trip|vacation|holiday|tour|"
    r"camp|conference|race|tournament|match|game|fight|wedding)\b|"
    r"\byesterday'?s (?:match|game|race|fight|tournament|meet)\b|"
    r"\b(?:won|lost|drew) (?:the|our|my) (?:match|game|fight|final|race|bout)\b|"
    r"\bwczoraj(?:szy)? (?:byl |mielismy |mialem |mialam |gralem |gralam |gralismy )?"
    r"(?:mecz|zawody|turniej|wesele|walk[ae]|wyscig|bieg)|"
    r"\b(?:wygral|przegral|zremisowal)(?:[ae]?m|ismy|ysmy)\b|"
    r"\bwrocil[ae]?m z |\bpo (?:weselu|wyjezdzie|urlopie|wakacjach|delegacji)\b|"
    r"กลับจาก\S{0,20}(?:แล้ว|มา)|เมื่อวาน(?:มี|ไป)?(?:แข่ง|ไฟต์|ชก)|"
    r"(?:旅行|出張|遠征|合宿|試合|大会|帰省)から(?:無事に?)?帰って(?:きました|きた|来ました|来た)|"
    r"(?:昨日|きのう)の(?:試合|大会|レース)",
)


def _after_the_event(u: Understanding, folded: str) -> Understanding:
    """After the event: no new event to store. Soreness said with it is soreness; else the
    user asks for their usual week back ("put me back on normal training")."""
    if u.body_parts and (PAIN_WORDS.search(folded) or slang_pain(folded)):
        condition = u.condition or "soreness"
        return replace(u, intent="pain", condition=condition, event=None, dates=())
    return replace(u, intent="week_overhaul", event=None, dates=(), event_end=None)


_STANDING = re.compile(
    r"\bbad (?:left |right )?(?:knee|back|shoulder|hip|ankle|wrist|elbow)|"
    r"(?:old|years? old|chronic|long[- ]standing|recurring) (?:\w+ ){0,2}"
    r"(?:injury|knee|back|shoulder|hip)|back in (?:the )?(?:\d{2,4}s?|college|school|high school)|"
    r"years ago|\bsince (?:i was|college|school|\d{4})|correction|"
    r"od lat|stara kontuzj|przewlek|dawno temu|lata temu|kiedyś|kiedys|เรื้อรัง|เป็นมานาน|"
    r"หลายปีก่อน|เคย(?:บาดเจ็บ|เจ็บ)|昔|持病|古傷|以前",
    re.I,
)


# A problem that keeps coming back, and does not hurt today.
_RECURRING = re.compile(
    r"\b(?:a lot|often|keeps?|always|every time|all the time|regularly|again and again|"
    r"prone to|tend[s]? to)\b|często|ciągle|regularnie|zawsze|co chwil|บ่อย|ประจำ|ทุกที|"
    r"よく|しょっちゅう|いつも|癖",
    re.I,
)
_NOT_NOW = re.compile(
    r"(?:not|n't|no) (?:\w+ )?(?:hurt|hurting|sore|painful|pain)\w* (?:right )?now|"
    r"(?:right )?now (?:it )?(?:doesn'?t|does not|isn'?t|is not) (?:hurt|sore|painful)|"
    r"teraz nie boli|obecnie nie boli|ตอนนี้ไม่(?:เจ็บ|ปวด)|今は痛く(?:ない|なし)|今は(?:大丈夫|平気)",
    re.I,
)


# The user states or asks to record a condition they live with.
_HAS_CONDITION = re.compile(
    r"\b(?:i have|i've got|ive got|i got|i'm|im|i am|i suffer|diagnosed|remember|note|"
    r"write down|save|put down|on (?:meds|medication)|i take)\b|"
    r"\bmam\b|choruj|cierpi|zapisz|zapisać|zapisze|zapamiętaj|zanotuj|biorę|leczę|"
    r"เป็น|มีโรค|จำไว้|บันทึก|กินยา|があります|持って|覚えて|メモ|記録|飲んで|治療中",
    re.I,
)


_CONTEST = re.compile(
    r"\b(?:match|game|race|meet|competition|comp|tournament|marathon|fight|bout|final|"
    r"sportive|gran ?fondo|triathlon|duathlon|time trial|hyrox)s?\b|"
    r"mecz|zawod|turniej|wyścig|wyscig|maraton|แข่ง|試合|大会|レース|マラソン",
    re.I,
)


# What a request next to other news may ask for.
_ASKED_CHANGES: frozenset[Intent] = frozenset({"day_edit", "week_overhaul", "swap"})


# "Tuesday can stay 45 but saturday I only have 30", "wtorek zostaje, ale w sobotę mam
# tylko 30": the day said to stay is not the one to change.
_DAY_STAYS = re.compile(
    r"(?:can|could|should|will|may)?\s*(?:stay|stays|remain|remains|is fine|is ok|as is|"
    r"unchanged|zostaje|może zostać|moze zostac|bez zmian|เหมือนเดิม|そのまま)",
    re.I,
)
_BUT = re.compile(r"\bbut\b|\bale\b|\bwhile\b|แต่|けど|が、", re.I)
_ONLY_HAVE = re.compile(
    r"(?:only (?:have|got)|have only|got only|mam tylko|tylko|แค่|しか)\s*"
    r"(\d{2,3})(?!\d|\s*(?:kg|lb|%))"
)


def _other_day_changes(text: str, u: Understanding, today: date) -> Understanding | None:
    """One day said to stay as it is, another given a length after "but": that other day
    is edited."""
    halves = _BUT.split(text, maxsplit=1)
    if len(halves) != 2:
        return None
    kept, changed = halves
    kept_days = list(dict.fromkeys(extract_weekdays(kept)))
    changed_days = [d for d in dict.fromkeys(extract_weekdays(changed)) if d not in kept_days]
    if len(kept_days) != 1 or len(changed_days) != 1 or not _DAY_STAYS.search(kept):
        return None
    only = _ONLY_HAVE.search(fold(changed))
    minutes = extract_minutes(changed) or (int(only.group(1)) if only else None)
    if minutes is None:
        return None
    day = changed_days[0]
    return replace(
        u, intent="day_edit", target_day=day, weekdays=(day,), minutes=minutes, day_move=None
    )


def _recovery_told(text: str, today: date, state: DialogueState) -> Understanding | None:
    """ "Shoulder feels 100% again, zero pinch even hanging. Back to normal today?": the
    recovery is told as a fact (the strain on file ends); the question after it changes
    nothing else. "Is my shoulder fine now?" tells nothing."""
    parts = [part for part in re.split(r"(?<=[.!?。！？])\s*|\n+", text) if part.strip()]
    if len(parts) < 2:
        return None
    for part in parts:
        if is_question(part) or opens_as_question(part):
            continue
        told = understand(part, today, None, state.previous)
        if told.intent == "memory_delete" and told.resolved and told.body_parts:
            return told
    return None


# Rest asked for a day, in the words a sick user uses: "skip", "rest", "off", "cancel".
_SKIP_ASKED = re.compile(
    r"\bskip\b|\brest\b|\boff\b|\bcancel\b|\bno (?:gym|training|lifting|workout|session)\b|"
    r"odpu[sś]|odpocz|wolne|bez treningu|odwoł|odwol|พัก|งด|ไม่เล่น|ยกเลิก|休み|休ませ|休養|"
    r"オフ|お休み|キャンセル|やめ|"
    # "Środa odpada", "Wednesday's out", "can't make Friday", "วันพุธไม่ไหว", "水曜は無理".
    r"odpada|nie dam rad|\b(?:is|'s) out\b|\bcan'?t (?:make|do) (?:it|\w+day)\b|ไม่ไหว|無理|"
    # "No way I'm training today, just scrap it", "bin tomorrow's session".
    r"\b(?:scrap|ditch|bin|drop|kill) (?:it|that|the (?:session|workout)|today|tomorrow)\b|"
    r"\bno way (?:i'?m|i am|i'?ll|i will|i can) (?:train|lift|work ?out|make it|go)|"
    r"\bnot (?:doing|training|lifting|going to (?:train|lift|the gym)|making it)\b"
)


def _rest_while_ill(
    text: str, u: Understanding, act: Act, state: DialogueState
) -> Understanding | None:
    """ "Skip tomorrow, I feel feverish", "jutro odpuszczam, mam gorączkę": ill, and a rest
    asked for a day of the plan. The advice is not enough; the day is rested."""
    folded = fold(text)
    if act not in ("request", "statement") or not state.has_plan or illness_over(folded):
        return None
    if not _SKIP_ASKED.search(folded) or opens_as_question(text):
        return None
    days = rest_days_asked(text) or tuple(dict.fromkeys(extract_weekdays(text)))
    if not days and u.target_day is not None and relative_mentioned(folded):
        days = (u.target_day,)
    if not days:
        return None
    return replace(
        u,
        intent="day_edit",
        rest_day=True,
        weekdays=days,
        target_day=days[0],
        minutes=None,
        day_move=None,
        condition=None,
        body_parts=(),
    )


# "Only 2 days this week", "just two days", "tylko dwa dni", "แค่ 2 วัน", "2日だけ": the
# count said with "only" (the quantities grammar reads the number).
_ONLY_DAYS = re.compile(
    r"(?<![a-z])(?:only|just|tylko)\s+(?:do\s+|train\s+|have\s+)?(?:\d|one|two|three|four|"
    r"five|jeden|dwa|trzy|cztery)\s*(?:days?|sessions?|workouts?|dni|treningi)(?![a-z])|"
    r"แค่\s*\d\s*(?:วัน|ครั้ง)|\d\s*(?:日|回)だけ"
)
_SMALLER_WEEK_FROM: frozenset[Intent] = frozenset(
    {"event", "day_edit", "coaching", "memory_update", "small_talk", "week_overhaul", "motivation"}
)


def _normal_week(text: str, u: Understanding, act: Act, state: DialogueState) -> bool:
    return (
        act in ("request", "statement")
        and state.has_plan
        and not opens_as_question(text)
        and u.intent in _SMALLER_WEEK_FROM | {"memory_delete"}
        and not u.weekdays
        and asks_normal_week(text)
    )


def _smaller_week(
    text: str, u: Understanding, act: Act, state: DialogueState
) -> Understanding | None:
    """ "Grandkids are over, could we do just two days, Tuesday and Friday?", "今週は2日だけ
    にしてもらえますか。水曜と土曜で": a week of fewer sessions, on the days named when they
    are as many as asked; the visit is the reason, not the request."""
    folded = fold(text)
    staged_week = state.pending_type == "UPDATE_WEEK"
    if act not in ("request", "statement") or opens_as_question(text):
        return None
    if (
        not (state.has_plan or staged_week)
        or u.days_per_week is None
        or u.intent not in _SMALLER_WEEK_FROM
    ):
        return None
    if not _ONLY_DAYS.search(folded) or u.minutes is not None or u.day_move is not None:
        return None
    current = state.pending_week_days or state.training_days
    if current and u.days_per_week >= len(current):
        return None
    named = tuple(dict.fromkeys(u.weekdays))
    days = named if len(named) == u.days_per_week else ()
    # The reason ("the grandkids are staying") stays as the event: this week's note.
    return replace(u, intent="week_overhaul", weekdays=days, target_day=None, rest_day=False)


def _asked_week_days(
    text: str, u: Understanding, today: date, state: DialogueState
) -> Understanding:
    """ "Comp season starts, so my climbing moves to mon, wed and fri. Can we put lifting on
    tue and sat instead?": the days of the other sport are the reason; the asking sentence
    names the training days."""
    parts = [part for part in re.split(r"(?<=[.!?。！？;])\s*|\n+", text) if part.strip()]
    if len(parts) < 2:
        return u
    if u.intent == "event" and u.event_end is not None and _AWAY.search(fold(text)):
        # "Flying out thursday the 17th, back monday 21st!! can we do mon tue wed": the
        # trip's own dates are the news; its days away are rested with it.
        return u
    for part in reversed(parts):
        if not is_request(part):
            continue
        ask = understand(part, today, None, state.previous)
        days = tuple(dict.fromkeys(ask.weekdays))
        if ask.intent != "week_overhaul" or ask.day_move or len(days) < 2:
            return u
        if not set(days) < set(u.weekdays):
            return u
        return replace(ask, weekdays=days, target_day=days[0])
    return u


def _asked_day_length(
    text: str, u: Understanding, today: date, state: DialogueState
) -> Understanding:
    """ "Swapped a shift so I'm working thurs into fri morning. Can friday be 45 min instead
    of the full hour": the shift is the reason; the asking sentence names the one day and
    the length, and that day is edited, nothing moved."""
    # Thai writes no full stop: a space between Thai words ends a sentence ("สอบถึงวันศุกร์
    # อ่านไม่ทัน วันพุธขอแค่ 30 นาที").
    parts = [part for part in _SENTENCE_OR_THAI_SPACE.split(text) if part.strip()]
    if len(parts) < 2:
        return u
    # The reason comes first and the ask last: read the sentences from the end.
    for part in reversed(parts):
        if not is_request(part):
            continue
        ask = understand(part, today, None, state.previous)
        if ask.intent != "day_edit" or ask.target_day is None or not ask.minutes:
            continue
        if ask.day_move or (u.day_move is None and u.target_day == ask.target_day):
            return u
        return ask
    return u


_SENTENCE_OR_THAI_SPACE = re.compile(
    r"(?<=[.!?。！？,;、])\s*|\n+|(?<=[\u0e00-\u0e7f])\s+(?=[\u0e00-\u0e7f])"
)


def _asking_part(text: str) -> str:
    """The sentences of a message that ask for something."""
    parts = [p for p in re.split(r"(?<=[.!?。！？,;、])\s*|\n+", text) if p.strip()]
    kept: list[str] = []
    previous_kept = False
    for part in parts:
        # "Give me something lighter today, 35 minutes max": a length said right after
        # the ask belongs to it.
        previous_kept = is_request(part) or (previous_kept and extract_minutes(part) is not None)
        if previous_kept:
            kept.append(part)
    return " ".join(kept).strip()


def _dated_event(text: str, asked: str, u: Understanding, today: date) -> bool:
    """Polish, Thai, Japanese: an event told on a day of its own, outside the asking
    sentence ("W sobotę wesele wnuczki ..., to niech piątek będzie lżejszy", "今週の土曜に
    新人戦があるんで、...木曜も軽めに"): news to keep (tier 3) besides the day asked, not only
    the reason for it."""
    if u.language == "en" or u.intent != "event" or not u.event:
        return False
    told = text.replace(asked, " ") if asked in text else ""
    if not told.strip():
        return False
    return bool(weekday_hits(told, fold(told)) or resolve_dates(told, today, spans=False))


def _standing_condition(folded: str, u: Understanding) -> bool:
    """A joint named as a long-standing problem, with no acute complaint today."""
    acute = u.condition in ("soreness", "minor_strain", "fatigue")
    if acute and _DIAGNOSED_CHRONIC.search(folded) and _DOCTOR.search(folded):
        # "หลังล่างตึงทุกเช้า หมอบอกว่าอักเสบเรื้อรัง": tight today, but a doctor named it
        # a chronic condition; that is what the profile keeps.
        acute = False
    return bool(u.chronic_body_parts) and not acute and bool(_STANDING.search(folded))


_DIAGNOSED_CHRONIC = re.compile(r"\bchronic|przewlek|เรื้อรัง|慢性")
_DOCTOR = re.compile(
    r"\b(?:doctor|doc|physio|gp|diagnos\w*|lekarz\w*|ortoped\w*|fizjoterapeut\w*|zdiagnoz\w*)\b|"
    r"หมอ|แพทย์|医者|医師|病院|整形|診断"
)


# An injury placed in the past ("years ago I tore my right meniscus", "昔右ひざの半月板を
# 痛めてて"), with nothing said about it hurting now: a standing condition, not pain today.
_LONG_AGO = re.compile(
    r"years ago|back in (?:the )?(?:\d{2,4}s?|college|school|high school)|\bold injury|"
    r"dawno temu|lata temu|kiedyś|kiedys|stara kontuzj|หลายปีก่อน|เมื่อก่อน|สมัยก่อน|"
    r"昔|以前|古傷|学生時代|\d+\s*年前|เป็นมาหลายปี|มาหลายปี|\d+\s*ปี(?:ก่อน|แล้ว)|"
    r"ไม่ได้เพิ่ง|\d+ (?:lat|lata) temu|\bfor (?:years|\d+ years)|od (?:\d+ )?lat"
)
# Said for the profile: "put it in my profile", "ขอแจ้งไว้ในโปรไฟล์", "プロフィールに入れといて".
_FOR_PROFILE = re.compile(
    r"(?:in|into|to|for|on) (?:my )?profile|w profilu|do profilu|ในโปรไฟล์|โปรไฟล์|"
    r"プロフィールに|メモして|覚えておいて"
)
# Said not to hurt now: "no pain now", "今は痛みなし", "ตอนนี้ไม่เจ็บ", "teraz nie boli".
_NO_PAIN_NOW = re.compile(
    r"no pain|(?:doesn'?t|does not|don'?t) hurt|pain[- ]free|nie boli|bez bólu|bez bolu|"
    r"ไม่(?:ได้)?(?:เจ็บ|ปวด)|痛み(?:は)?(?:なし|ない|ありません)|痛くない"
)
_HURTS_NOW = re.compile(
    r"(?<![a-z])(?:now|today|currently|this week|since (?:yesterday|monday|last))(?![a-z])|"
    r"teraz|dziś|dzis|dzisiaj|od wczoraj|ตอนนี้|วันนี้|เมื่อวาน|今|今日|昨日"
)


_INSTEAD_OF = re.compile(
    r"(?:instead of|in place of|rather than|replace|swap out|zamiast|zastąp|zastap|แทน(?:ที่)?)"
    r"\s+(?:the\s+|my\s+|doing\s+)?$"
)


def _given_up_first(folded: str, exercises: tuple[str, ...]) -> tuple[str, ...]:
    """ "One guy is doing curls in the rack, what instead of the back squats?": the lift
    given up leads, whatever was named before it."""
    hits = exercise_hits(folded)
    for hit in hits:
        if hit.value not in exercises:
            continue
        if not _INSTEAD_OF.search(folded[max(0, hit.start - 20) : hit.start]):
            continue
        # Only a lift named in the same sentence can be the one asked for instead.
        start = max((m.end() for m in _SENTENCE_END.finditer(folded, 0, hit.start)), default=0)
        end_match = _SENTENCE_END.search(folded, hit.end)
        end = end_match.start() if end_match else len(folded)
        beside = [h.value for h in hits if start <= h.start < end and h.value != hit.value]
        return (hit.value, *dict.fromkeys(beside))
    return exercises


_SENTENCE_END = re.compile(r"[.!?;。！？\n]|[\U0001F300-\U0001FAFF]")


def _old_injury(folded: str, u: Understanding) -> bool:
    if u.intent != "pain" or not u.body_parts or u.condition == "soreness":
        return False
    past = _LONG_AGO.search(folded) or _FOR_PROFILE.search(folded)
    return bool(past) and (not _HURTS_NOW.search(folded) or bool(_NO_PAIN_NOW.search(folded)))


def _back_hurt(folded: str, intent: Intent) -> bool:
    if intent in ("onboarding", "memory_update", "memory_delete", "medical_red_flag"):
        return False
    if not _BACK_HURT.search(folded) or _RECOVERED.search(folded) or illness_over(folded):
        return False
    # "Back is fried from moving house this weekend" names a cause, not an event to plan.
    return intent != "event" or bool(_PAST_CAUSE.search(folded))


_TRAINING = re.compile(
    r"train|workout|work out|session|lift|gym|exercise|run\b|squat|bench|deadlift|"
    # Any effort at all while a red flag holds: "something really light, like walking on
    # the treadmill", "just a bike ride", "tylko spacer", "เดินเบาๆ", "ウォーキングだけ".
    r"\bwalk(?:s|ing)?\b|treadmill|\bjog|\bcardio\b|\bbike\b|\bcycl|\bswim|\byoga\b|"
    r"\bstretch|something (?:really |very |super )?(?:light|easy|gentle)|spacer|rower|bieg|"
    r"trening|trenow|ćwicz|cwicz|siłown|ฝึก|ออกกำลัง|เล่น|เดิน|ลู่วิ่ง|คาร์ดิโอ|トレーニング|練習|筋トレ|"
    r"運動|ウォーキング|散歩|ジョギング|"
    # Lifting in each language: "ยกเวทเบาๆได้ไหม", "podnosić ciężary", "ウエイト".
    r"ยก(?:เวท|น้ำหนัก|ดัมเบล)|เวท|podnos|dźwig|dzwig|ciężar|ciezar|ウエイト|ウェイト|ダンベル|バーベル",
    re.I,
)


_THEMES: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "upper",
        re.compile(
            r"upper(?: body)?(?: only| day)|only upper|no legs|without legs|skip (?:the )?legs|"
            r"bez nóg|bez nog|sama góra|tylko góra|górna partia|上半身(?:だけ|のみ|の日)|"
            r"ไม่เล่นขา|เฉพาะช่วงบน|ท่อนบน",
            re.I,
        ),
    ),
    (
        "lower",
        re.compile(
            r"lower(?: body)?(?: only| day)|legs only|only legs|a leg day|sam[ea] nogi|"
            r"tylko nogi|dzień nóg|下半身(?:だけ|のみ|の日)|脚の日|ท่อนล่าง|วัน(?:เล่น)?ขา",
            re.I,
        ),
    ),
    (
        # "Can Saturday be a conditioning day", "make friday cardio", "all conditioning":
        # the day becomes intervals and carries, not lifts. Said as what the day is to be,
        # so "I do cardio on Saturday" is no request.
        "conditioning",
        re.compile(
            r"(?:\bbe|\bmake|\bturn|\bswitch|\bchange)\b[^.?!,]{0,24}?"
            r"\b(?:conditioning|cardio|metcon|hiit|intervals)\b|"
            r"\b(?:conditioning|cardio|metcon|hiit|interval)\s+(?:day|session|workout|only)\b|"
            r"\ball conditioning|dzie[ńn] (?:kardio|cardio|kondycyjn)|"
            r"(?:kardio|cardio|kondycj[a-z]*)\b[^.?!,]{0,12}\b(?:zrób|zrob|niech|daj)|"
            r"(?:zrób|zrob|niech|daj)\b[^.?!,]{0,24}(?:kardio|cardio|kondycj)|"
            r"(?:เป็น|ทำ)\s*(?:วัน)?\s*(?:คาร์ดิโอ|คาดิโอ|คาร์ดิโอ้)|วันคาร์ดิโอ|"
            r"(?:有酸素|コンディショニング|カーディオ|サーキット)(?:の日|だけ|のみ|に(?:して|する|でき|変え))",
            re.I,
        ),
    ),
    (
        # "Just make it mobility and core, no lifting that day", "core only on friday": the
        # day keeps its slot with core work and nothing loaded.
        "core",
        re.compile(
            r"\bmobility (?:and|&|n|\+) core\b|\bcore (?:and|&|n|\+) mobility\b|"
            r"\b(?:core|mobility)(?: work| stuff)? (?:only|day|session)\b|"
            r"\b(?:just|only) (?:do )?(?:core|mobility)\b",
            re.I,
        ),
    ),
    ("pull", re.compile(r"\bpull(?:ing)? day|dzień ciągnięcia|プル(?:の日)?|วันดึง", re.I)),
    ("push", re.compile(r"\bpush(?:ing)? day|dzień pchania|プッシュ(?:の日)?|วันดัน", re.I)),
)


# One day said as a muscle group: "be an arms day", "be legs then", "make it a chest day".
_DAY_AS_MUSCLES = re.compile(
    r"\b(?:be|make (?:it|that|\w+day)|turn (?:it|\w+day) into)\s+(?:an?\s+|all\s+|my\s+)?"
    r"(?:arms?|legs?|chest|back(?!\s+(?:to|on|in|at|into|up|home|normal|again))|shoulders?|"
    r"glutes?|biceps|triceps|quads|hamstrings|delts)"
    r"(?:\s+(?:and|&|n)\s+[a-z]+)?(?:\s+(?:day|session|workout|only))?\b|"
    # The same in Polish, Thai and Japanese: "niech będzie dniem nóg", "ขอเป็นวันก้น",
    # "お尻の日にして".
    r"\b(?:dzie[nń]|dniem) (?:n[oó]g|plec[oó]w|klat\w*|bark\w*|r[aą]k|po[sś]ladk\w*|ramion)\b|"
    r"เป็นวัน(?:เล่น|เน้น|ฝึก)?(?:ก้น|ขา|อก|หลัง|ไหล่|แขน|ท้อง|หน้าท้อง)|"
    r"(?:お尻|尻|脚|足|胸|背中|肩|腕|二の腕)(?:だけ)?の日"
)
_ONLY = re.compile(r"\b(?:only|just)\b|tylko|เฉพาะ|แค่|ล้วน|อย่างเดียว|เท่านั้น|だけ|のみ")
_WH_QUESTION = re.compile(
    r"\b(?:what|why|how|should|is|are|does|do|which|when|czy|jak|dlaczego)\b|ไหม|มั้ย|ですか|か[?？]"
)


# The day just staged, said without its name: "that day", "make it", "then".
_THAT_DAY = re.compile(r"\bthat day\b|\b(?:make|be|do) it\b|\bthen\b|\binstead\b")
# A change put as a suggestion: "maybe just do arms?", "could it just be arms?".
_SUGGESTS = re.compile(
    r"^(?:ok(?:ay)?[,.!]?\s+)?(?:maybe|perhaps|could|can|how about|what about|or)\b"
)


def _focus_of_staged_day(folded: str, u: Understanding, state: DialogueState) -> bool:
    """Only some muscles asked for the day just staged, which the message does not name."""
    if state.pending_type != "UPDATE_DAY" or state.pending_day is None or u.weekdays:
        return False
    if not (_ONLY.search(folded) or _DAY_AS_MUSCLES.search(folded)):
        return False
    return bool(_THAT_DAY.search(folded)) and not u.rest_day


def _focus_only(folded: str, u: Understanding) -> bool:
    """One day given only some muscles: "friday shoulders and arms only"."""
    return len(u.day_focus) == 1 and bool(_ONLY.search(folded)) and not u.rest_day


def day_theme(text: str) -> str | None:
    """The theme one day is asked to take: upper, lower, push or pull."""
    for name, pattern in _THEMES:
        if pattern.search(text):
            return name
    return None


def _about_training(folded: str) -> bool:
    return bool(_TRAINING.search(folded))


def _move_follow_up(
    text: str, u: Understanding, state: DialogueState, today: date
) -> Understanding | None:
    """ "Move Tuesday's session to Wednesday", then "no wait, put it on today instead": the
    same session, moved to the newly named day."""
    if state.pending_type is None or not state.previous or not _FOLLOW_DAY.search(text):
        return None
    if u.intent in ("pain", "event", "medical_red_flag", "injection", "onboarding", "swap"):
        return None
    moved = extract_day_move(state.previous, today)
    if moved is None:
        return None
    source, target = moved
    days = list(dict.fromkeys(extract_weekdays(text)))
    if not days and relative_mentioned(fold(text)) and u.target_day is not None:
        days = [u.target_day]
    new = [d for d in days if d not in (source, target)]
    if len(new) != 1:
        return None
    return replace(
        u,
        intent="week_overhaul",
        day_move=(source, new[0]),
        target_day=new[0],
        weekdays=(source, new[0]),
    )


def _week_follow_up(text: str, u: Understanding, state: DialogueState) -> Understanding | None:
    """ "That 5-day week, Sunday instead of Saturday": the staged week with one day
    exchanged for another."""
    staged = state.pending_week_days
    if state.pending_type != "UPDATE_WEEK":
        return None
    if u.intent in ("pain", "event", "medical_red_flag", "injection", "onboarding"):
        return None
    days = list(dict.fromkeys(extract_weekdays(text)))
    # The staged week's size: its days, or the count the last message asked for ("just two
    # days this week") when the staged week's days are not at hand.
    count = len(staged) or (extract_days_per_week(state.previous) if state.previous else None)
    exchange = bool(_EXCHANGE.search(text)) and len(days) == 2 and bool(staged)
    listed = len(days) == count and len(days) > 1 and len(text) <= 80
    if listed and _THOSE_DAYS.search(text) and not exchange:
        # "Can those be Tuesday and Saturday?", "oh sorry, Tuesday and Saturday I meant":
        # the staged sessions, on the days now named.
        ordered = tuple(day for day in WEEKDAYS if day in days)
        return replace(u, intent="week_overhaul", weekdays=ordered, target_day=None, day_move=None)
    if staged and not days and u.minutes and _EACH.search(text) and len(text) <= 120:
        # "And could they be shorter, 30 minutes each?": the staged week's days, each that
        # long.
        return replace(u, intent="week_overhaul", weekdays=staged, target_day=None, day_move=None)
    if not staged or not _FOLLOW_DAY.search(text):
        return None
    dropped = [d for d in days if d in staged]
    added = [d for d in days if d not in staged]
    if len(dropped) != 1 or len(added) != 1:
        return None
    week = tuple(added[0] if d == dropped[0] else d for d in staged)
    return replace(u, intent="week_overhaul", weekdays=week, target_day=None, day_move=None)


# The staged week's sessions, pointed at: "those", "them", "I meant", "instead", "それを".
_THOSE_DAYS = re.compile(
    r"\b(?:those|these|them|they|the two|both)\b|\bi meant\b|\binstead\b|\bsorry\b|"
    r"\bmake (?:it|that)\b|\bactually\b|\bte\b|\bje\b|\bjednak\b|chodziło|chodzilo|"
    r"แทน|ไม่ใช่|じゃなくて|ではなくて|やっぱ|すみません|でした"
)


# Every session of the staged week: "30 minutes each", "they", "po 30 minut", "ละ 30 นาที".
_EACH = re.compile(
    r"\b(?:each|both|they|them|those|all of them|apiece)\b|\bpo \d|\bka[żz]d[ya]\b|"
    r"\bobie\b|\boba\b|แต่ละ|ละ\s*\d|ทั้งสอง|それぞれ|ずつ|両方|どちらも",
    re.I,
)


# One day given up for another: "Thursday instead of Wednesday", "水曜じゃなくて木曜".
_EXCHANGE = re.compile(
    r"\binstead of\b|\bnot (?:on )?(?:mon|tue|wed|thu|fri|sat|sun)|\brather than\b|zamiast|"
    r"แทน|ไม่ใช่|じゃなくて|ではなくて|の代わりに",
    re.I,
)


# Where the user will be: "there", "at the hotel", "na miejscu", "ที่นั่น", "現地で".
_THERE = re.compile(
    r"\bthere\b|at the hotel|while (?:i'?m )?away|on the trip|\btam\b|na miejscu|w hotelu|"
    r"ที่นั่น|ที่โรงแรม|向こう|現地|ホテルで|出張中",
    re.I,
)


def _trip_day_length(
    text: str, u: Understanding, state: DialogueState, today: date
) -> Understanding | None:
    """ "Realistically I'll have 30 min there, not 45", right after a trip: the session
    on the trip's training day is shortened."""
    if not u.minutes or not state.previous or not _THERE.search(text):
        return None
    if extract_weekdays(text):
        return None
    trip = understand(state.previous, today)
    if trip.intent != "event" or not trip.dates:
        return None
    sunday = today + timedelta(days=6 - today.weekday())
    if max(trip.dates) > sunday:
        # A trip in a later week: this week's plan has no session there yet.
        return None
    away = {weekday_of(day) for day in trip.dates}
    days = [day for day in (state.pending_week_days or state.training_days) if day in away]
    if len(days) != 1:
        return None
    return replace(u, intent="day_edit", target_day=days[0], weekdays=(days[0],), day_move=None)


def _follow_up(
    text: str, u: Understanding, state: DialogueState, act: Act, today: date
) -> Understanding | None:
    """A follow-up to a staged day edit, as a day edit on the right day."""
    trip_day = _trip_day_length(text, u, state, today)
    if trip_day is not None:
        return trip_day
    pending_day = state.pending_day if state.pending_type == "UPDATE_DAY" else None
    if pending_day is None and state.previous:
        # Nothing staged (the last edit changed nothing): the last day talked about.
        named = list(dict.fromkeys(extract_weekdays(state.previous)))
        pending_day = named[0] if len(named) == 1 else None
    if pending_day is None:
        return None
    state = replace(state, pending_day=pending_day)
    if u.intent in ("pain", "event", "medical_red_flag", "injection", "onboarding"):
        return None
    if u.intent == "swap" and len(u.exercises) > 1:
        # "W piątek zamiast goblet squatów daj mi bułgarskie": a new swap naming both lifts,
        # not a correction of the staged day ("zamiast" here trades lifts, not days).
        return None
    days = list(dict.fromkeys(extract_weekdays(text)))
    # The edit staged last turn, as the user asked for it: its theme carries over.
    theme = day_theme(state.previous) if state.previous else None
    also = _same_again(text, u, days, state, today, theme)
    if also is None and state.last_edit and state.last_edit != state.previous:
        earlier = replace(state, previous=state.last_edit)
        also = _same_again(text, u, days, earlier, today, day_theme(state.last_edit))
    if also is not None:
        return also
    relative = relative_mentioned(fold(text)) and not u.exercises and u.intent != "swap"
    if not days and _FOLLOW_DAY.search(text) and relative and u.target_day is not None:
        # "No, move it to tomorrow instead": the day said as a relative one.
        days = [u.target_day]
    if _FOLLOW_DAY.search(text) and days:
        new = [d for d in days if d != state.pending_day]
        asked = understand(state.previous, today) if state.previous else None
        edit = asked is not None and (
            (
                asked.intent == "day_edit"
                and (asked.adds_work or asked.exercises or asked.muscles or asked.drop_one)
            )
            or (asked.intent == "swap" and bool(asked.exercises))
            or (asked.intent == "day_edit" and _HARDER_OR_EASIER.search(fold(state.previous or "")))
        )
        if len(new) == 1 and asked is not None and edit:
            # "Add 2 sets of chest on Friday" (or "swap the goblet squats on Friday", "make
            # Saturday harder") then "make that Wednesday instead": the same request, on
            # the new day.
            return replace(asked, target_day=new[0], weekdays=(new[0],), day_move=None)
        to_rest = bool(state.training_days) and new and new[0] not in state.training_days
        if len(new) == 1 and to_rest and state.pending_day in state.training_days:
            # "Actually can we do it tomorrow instead, still 20 min", tomorrow being a rest
            # day: the staged session moves there.
            return replace(
                u,
                intent="week_overhaul",
                day_move=(state.pending_day, new[0]),
                target_day=new[0],
                weekdays=(state.pending_day, new[0]),
            )
        if len(new) == 1:
            previous_minutes = _minutes_said(state.previous) if state.previous else None
            # "No, Friday instead. Tuesday I'll have the full hour": the staged length moves;
            # the hour belongs to the day left behind.
            minutes = previous_minutes or state.pending_minutes or u.minutes
            return replace(
                u,
                intent="day_edit",
                target_day=new[0],
                minutes=minutes,
                day_move=None,
                weekdays=(new[0],),
                day_theme=theme,
            )
    if not days and u.extra_minutes is not None:
        # "Time can run 15 minutes longer too": the day being edited grows, from the length
        # staged for it when there is one.
        staged = state.pending_minutes or (
            _minutes_said(state.previous) if state.previous else None
        )
        if state.pending_type == "UPDATE_DAY" and staged:
            longer = staged + u.extra_minutes
            return replace(
                u,
                intent="day_edit",
                target_day=state.pending_day,
                minutes=longer,
                extra_minutes=None,
            )
        return replace(u, intent="day_edit", target_day=state.pending_day)
    minutes = u.minutes
    if minutes is None and _FOLLOW_MINUTES.search(text):
        # "Actually make that 20" after a session length: the bare number is minutes.
        bare = [int(n) for n in _BARE.findall(text)]
        minutes = bare[0] if len(bare) == 1 and 10 <= bare[0] <= 180 else None
    # "A nie, jednak 25 minut" right after a day was shortened: a new length with no day
    # of its own is the staged day's, however the correction is worded.
    new_length = (
        u.intent == "day_edit" and u.target_day is None and not relative_mentioned(fold(text))
    )
    if not days and minutes is not None and (_FOLLOW_MINUTES.search(text) or new_length):
        # "じゃあ今日は30分で" two days after today's rest was staged: the day said ("today")
        # is the one edited, not the one staged before.
        said = u.target_day if relative_mentioned(fold(text)) and u.target_day else None
        return replace(
            u,
            intent="day_edit",
            target_day=said or state.pending_day,
            day_theme=theme,
            minutes=minutes,
        )
    if not days and u.exercises and _REMOVE.search(text) and act != "question":
        # "And drop the curls too": the named lift leaves the day being edited.
        return replace(u, intent="day_edit", target_day=state.pending_day)
    if not days and _DROP_ONE.search(text) and act != "question":
        # "Is even a walk too much with a temperature?" asks; it drops nothing.
        return replace(u, intent="day_edit", target_day=state.pending_day, drop_one=True)
    return None


# A bare number, not part of a decimal ("make that 25, I have a review" is 25; "2,5" is not).
_BARE = re.compile(r"(?<![\d.,])(\d{2,3})(?!\d|[.,]\d)")
_EASIER = re.compile(
    r"easier|lighter|go easy|take it easy|lżej|lzej|łatwiej|latwiej|เบาลง|เบาๆ|ง่ายขึ้น|"
    r"軽め|軽く|楽に|優し"
)
# A day asked to be harder or easier, in any language.
_HARDER_OR_EASIER = re.compile(
    r"harder|tougher|heavier|more intense|easier|lighter|go easy|"
    r"ciężej|ciezej|mocniej|trudniej|lżej|lzej|łatwiej|latwiej|"
    r"หนักขึ้น|เบาลง|เบาๆ|ง่ายขึ้น|きつく|重く|軽く|楽に"
)


# "And saturday too", "same for friday", "i w piątek też", "วันเสาร์ด้วย", "土曜もお願い":
# the last day edit, asked again for one more day.
_ALSO = re.compile(
    r"\b(?:too|also|as well)\b|\bsame (?:for|on|with|thing)\b|\bthe same\b|"
    # "thursday same", "do that for fri", "same again on sat": the last edit, once more.
    r"\bsame\s*(?:again|please|pls|here)?\s*[.!]*\s*$|\bdo (?:that|this|it) (?:for|on)\b|"
    r"\bte[żz]\b|r[óo]wnie[żz]|tak samo|to samo|ด้วย|เหมือนกัน|曜日?も|(?<![\d])[月火水木金土日]も|"
    r"同じ|"
    # "and wednesday", "i środa", "แล้ววันพุธ", "あと水曜": only a day, joined on.
    r"^\s*(?:(?:oh|ok|okay|and)\s+)?(?:and|plus|&|i|oraz|a)\s+(?:on\s+|w\s+|we\s+)?"
    r"(?:this\s+|next\s+)?\S+\s*[?.!]*\s*$|^\s*(?:และ|แล้วก็|แล้ว)\s*(?:ก็)?\s*วัน\S{1,12}\s*$|"
    r"^\s*(?:あと|それと|それから)\S{1,6}\s*[。!！]*\s*$",
    re.I,
)


def _same_again(
    text: str,
    u: Understanding,
    days: list[Weekday],
    state: DialogueState,
    today: date,
    theme: str | None,
) -> Understanding | None:
    """The previous day edit, once more on the one new day this short message names."""
    new = [day for day in days if day != state.pending_day]
    if len(new) != 1 or len(days) > 2 or len(text) > 60 or not state.previous:
        return None
    if not _ALSO.search(text) or opens_as_question(text):
        # "Do I train friday too?" asks about the plan; it repeats no edit.
        return None
    asked = understand(state.previous, today)
    if mentions_illness(fold(state.previous)):
        # "38,5 gorączki ... środa odpada", then "i piątek też": the rest for the illness,
        # on the new day too.
        rested = _rest_while_ill(state.previous, asked, "request", state)
        if rested is not None and len(rested.weekdays) == 1:
            return replace(rested, target_day=new[0], weekdays=(new[0],))
    # "今日のメニュー肩使わないやつにして": the day of the pain edit said as today.
    one_said = len(set(asked.weekdays)) == 1 or (
        not asked.weekdays and relative_mentioned(fold(state.previous))
    )
    if asked.intent == "pain" and asked.body_parts and one_said:
        # "Shoulder hurts, Thursday without overhead pressing?" then "and Saturday too": the
        # same protection on the new day; the pain is already noted.
        return replace(
            asked,
            intent="day_edit",
            target_day=new[0],
            weekdays=(new[0],),
            day_move=None,
            condition=None,
        )
    # "ศุกร์ด้วยค่ะ" after "วันพุธขอเบาๆหน่อย": a lighter (or harder) day, once more.
    harder_or_easier = _HARDER_OR_EASIER.search(fold(state.previous)) is not None
    one_day_easier = harder_or_easier and len(set(asked.weekdays)) == 1
    if (asked.intent in ("day_edit", "swap") or one_day_easier) and (
        asked.adds_work
        or asked.exercises
        or asked.muscles
        or asked.drop_one
        or asked.rest_day
        or harder_or_easier
        # "No bench here, swap out the bench stuff on wednesday" then "same for friday".
        or (asked.intent == "swap" and bool(asked.gear_unavailable))
    ):
        intent: Intent = asked.intent if asked.intent in ("day_edit", "swap") else "day_edit"
        return replace(asked, intent=intent, target_day=new[0], weekdays=(new[0],), day_move=None)
    minutes = _minutes_said(state.previous) or state.pending_minutes
    if minutes is None and theme is None:
        if _HARDER_OR_EASIER.search(fold(state.previous)):
            # "Wednesday a bit lighter please", then "Friday too": the same ask, on Friday
            # (the brain reads the ask from the message it follows).
            return replace(u, intent="day_edit", target_day=new[0], weekdays=(new[0],))
        return None
    return replace(
        u,
        intent="day_edit",
        target_day=new[0],
        weekdays=(new[0],),
        minutes=minutes,
        day_theme=theme,
    )


def _minutes_said(text: str) -> int | None:
    """The length a message asked for, a bare follow-up number included ("make that 20
    actually" after a shortened day)."""
    minutes = extract_minutes(text)
    if minutes is None and _FOLLOW_MINUTES.search(text):
        bare = [int(n) for n in _BARE.findall(text)]
        minutes = bare[0] if len(bare) == 1 and 10 <= bare[0] <= 180 else None
    return minutes


# What a confident memory intent needs named in the message before it is acted on.
_MEMORY_WRITES: dict[str, Callable[[Understanding], bool]] = {
    "memory_delete": lambda u: bool(u.body_parts or u.chronic_body_parts or u.event),
    "memory_update": lambda u: bool(u.goal or u.gear or u.gear_removed),
    "preference": lambda u: u.voice is not None or u.brevity,
}


# A change is acted on from the classifier alone only when it is this sure, the message is
# a request, and the slot the change needs is in the message.
ACT_THRESHOLD = 0.8
ACT_MARGIN = 0.5


def _acts_on(reading: Reading, best: str, confidence: float, margin: float) -> bool:
    if confidence < ACT_THRESHOLD or margin < ACT_MARGIN:
        return False
    u = reading.understanding
    if best in _MEMORY_WRITES and reading.act in ("request", "statement"):
        # A statement about the user may write what they know about themselves, when the
        # thing it is about is named: the note to forget, the new goal or gear, the style.
        return _MEMORY_WRITES[best](u)
    if reading.act != "request":
        return False
    if best == "day_edit":
        return u.target_day is not None and bool(u.weekdays or u.dates)
    if best == "week_overhaul":
        return bool(u.weekdays or u.days_per_week or u.minutes)
    return False


def _classify(text: str, reading: Reading) -> Reading:
    """The classifier's view of a request or statement the rules could not place: a
    confident answer-only intent is taken; anything else gets one clarifying question
    with the top options, never a guessed change."""
    from fitcoach.nlu.classifier import predict

    prediction = predict(text)
    if prediction is None:
        return reading
    u = reading.understanding
    best, confidence = prediction.intent, prediction.confidence
    sure = confidence >= THRESHOLD and prediction.margin >= MARGIN
    if _acts_on(reading, best, confidence, prediction.margin):
        # A clear request the rules left unplaced, with what it needs said: acted on, not
        # answered with a menu.
        return replace(
            reading, understanding=replace(u, intent=cast(Intent, best)), confidence=confidence
        )
    if sure and best not in CHANGING and best not in ("illness", "medical_red_flag"):
        if best in SOFT or best == "progress":
            placed = replace(u, intent=cast(Intent, best))
            return replace(reading, understanding=placed, confidence=confidence)
        return reading
    options = [_OPTIONS[label] for label, _ in prediction.intents if label in _OPTIONS][:3]
    if len(options) < 2 or best in ("small_talk", "off_topic", "motivation"):
        return reading
    return replace(
        reading,
        action="clarify",
        confidence=confidence,
        suggestions=tuple(options),
        read_only=True,
    )


def _action(text: str, reading: Reading, state: DialogueState, today: date) -> Reading:
    u = reading.understanding
    intent = u.intent
    style: Style | None = None
    if intent in ("preference", "memory_update", "memory_delete"):
        style = asked_style(u, text)
    elif intent in SOFT and not u.exercises:
        style = stated_style(text)
    reading = replace(reading, style=style)
    lift = bool(u.exercises) or state.names_planned_lift
    if intent in ("technique", "coaching") and lift and asks_progress(text):
        # An answer from the logs: allowed for a question too (it changes nothing).
        return replace(reading, action="progress")
    if reading.read_only:
        return reading
    if style is not None and intent in SOFT:
        return replace(reading, action="style")
    movable = intent in SOFT | {"swap", "day_edit", "week_overhaul"}
    swap_named = intent == "swap" and bool(u.exercises)
    moved = state.has_plan and movable and not swap_named
    if moved and session_move(u, text, weekday_of(today)) is not None:
        return replace(reading, action="move_session")
    if intent == "day_edit" and not u.body_parts and worn_out(text):
        # "Up all night, go easy on me tomorrow": fatigue to log, then a shorter session.
        tired = replace(u, condition="fatigue", minutes=None)
        return replace(reading, understanding=tired, action="fatigue")
    if intent in SOFT | {"day_edit"} and u.exercises and asks_to_add(text):
        return replace(reading, action="add_exercise")
    one_day = set(u.weekdays) | ({u.target_day} if u.target_day else set())
    gear_named = u.gear - {"bodyweight"}
    if (
        state.has_plan
        and reading.act in ("request", "statement")
        and intent in ("memory_update", "day_edit", "swap")
        and gear_named
        and not _DONE_WITH_GEAR.search(fold(text))
        and not u.exercises
        and len(one_day) == 1
        and _GEAR_INTO_DAY.search(fold(text))
    ):
        # "Put some dumbbell stuff in wednesday then", "use the kettlebell on friday": the
        # day's lifts traded for ones with that gear, not a change to what the user owns.
        day = next(iter(one_day))
        u = replace(u, intent="day_edit", target_day=day, weekdays=(day,))
        return replace(reading, understanding=u, action="gear_day")
    restore = wants_restore(text) or (u.adds_work and not u.muscles)
    if restore and asks_lighter_day(text):
        # "Cleared - can we get back to it, but make Saturday easier": back to training,
        # and the day named light, not back to its full load.
        restore = False
    if intent in SOFT | {"day_edit"} and u.weekdays and not u.exercises and restore:
        return replace(reading, action="restore_day")
    return reading
