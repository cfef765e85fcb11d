"""The local brain's use of coach knowledge and of the user's language.

Three hooks, kept out of the intent handlers so the NLU and the handlers can change
without touching them:
- `foreign`: a message in a language the coach does not speak gets an English reply
  naming the four it does, and changes nothing;
- `answer_question`: a question the knowledge base answers gets its sourced answer in
  the user's language (with their own numbers for plateau and progress questions); a
  general coaching question nothing fits gets an honest "I don't know, here is what I can
  do" instead of a canned tip;
- `localized`: every reply made of catalog messages is sent in the user's language.
"""

from __future__ import annotations

import re

from fitcoach import knowledge
from fitcoach.catalog import registry
from fitcoach.contracts.decision import AnalyticsTools, Decision, TurnContext
from fitcoach.i18n import (
    LANGUAGE_NAMES,
    localize,
    unsupported_language,
    unsupported_language_reply,
)
from fitcoach.nlu.exercises import extract_exercises
from fitcoach.programming.models import Week
from fitcoach.weekdays import WEEKDAYS

from . import plan_view as pv
from .chat import WIN
from .fact_view import fact_in
from .lang import N_, day_name, days_list, language_of, line, parts_list
from .plan_facts import plan_fact
from .progress import lift_progress, muscle_volume, planned_lift_named
from .progress import progress as progress_reply
from .talk import about_recovery, coach_aside, illness, not_the_users, small_talk, thanks_only
from .technique import lift_decision, sore_said, sport_decision
from .text import count_sentences
from .turn import Turn, none
from .voice import BRIEF_BUDGET, flourish, plain_memory

# Intents whose messages are questions or talk the knowledge base may answer; plan- and
# memory-changing intents keep their handlers. ("illness" is the NLU's newer intent.)
_ANSWERABLE = frozenset({"coaching", "off_topic", "technique", "motivation", "small_talk"})
_PERSONAL = frozenset({"progress", "illness"})
# Their own replies come first even when phrased as a question.
_OWN_ANSWER = frozenset({"injection", "medical_red_flag"})
# Where a wrong guess costs more than "I don't know", a higher bar than the threshold.
_CHATTY = frozenset({"motivation", "small_talk", "off_topic", "technique"})
CHATTY_THRESHOLD = 0.35


def foreign(t: Turn) -> Decision | None:
    code = unsupported_language(t.ctx.message)
    if code is None:
        return None
    name = LANGUAGE_NAMES.get(code, "that language")
    return none(unsupported_language_reply(name, seed=t.ctx.message))


def user_context(context: TurnContext, tools: AnalyticsTools) -> knowledge.UserContext:
    plan_slugs: list[str] = []
    if context.plan is not None:
        for day in context.plan.days.values():
            plan_slugs += pv.day_slugs(day)
    planned = tuple(dict.fromkeys(plan_slugs))
    cutting, age = _goal_facts(context)
    return knowledge.UserContext(
        units=context.units,
        plan_slugs=planned,
        history=lambda slug: tools.get_historical_exercise_logs(slug, 10),
        candidates=tuple(dict.fromkeys((*planned, *registry.CATALOG))),
        cutting=cutting,
        age=age,
        plain=plain_memory(context.memory) is not None,
    )


_FAT_LOSS = re.compile(r"fat loss|lose (?:fat|weight)|weight loss|\bcut\b|lean(?:er)? out", re.I)


def _goal_facts(context: TurnContext) -> tuple[bool, int | None]:
    """From the stored goal's payload: whether the user is losing fat, and their age."""
    for item in context.memory:
        payload = getattr(item.entry, "payload", None)
        if getattr(payload, "type", None) != "goal":
            continue
        words = f"{getattr(payload, 'words', '')} {item.entry.fact}"
        return bool(_FAT_LOSS.search(words)), getattr(payload, "age", None)
    return False, None


def answer_question(t: Turn, *, question: bool = False) -> Decision | None:
    """A knowledge answer for talk and questions. A message read as a question whose intent
    names a change ("is it bad to train 7 days a week?") is answered from the knowledge base
    when a topic fits, and otherwise left to its handler, which changes nothing for it."""
    intent = str(t.u.intent)
    if intent in _ANSWERABLE and thanks_only(t.ctx.message):
        # "cheers, I'll ice it tonight", "thanks, my cat cheers me on too": thanks, not an
        # ice-or-heat question or "I won't guess".
        return small_talk(t)
    about = _about_the_coach(t)
    if about is not None and (question or intent in _ANSWERABLE):
        return about
    if intent in _ANSWERABLE | _PERSONAL and _ill_or_back(t):
        return illness(t)  # "fever broke, Thursday OK?", "no fever tho, lift today?"
    if intent in _ANSWERABLE and not _asks_form(t.ctx.message) and not _names_a_topic(t):
        moving = lift_progress(t)
        if moving is not None:
            return moving  # "squat going backwards?": that lift's numbers from the logs
    if intent in _ANSWERABLE and t.u.exercises and not _asks_form(t.ctx.message):
        hits = knowledge.best_hits(t.ctx.message, 1)
        named = hits and hits[0].named and hits[0].score >= knowledge.THRESHOLD
        # With a sore or strained part on file, "no chin-ups at all?" is the decision for
        # that lift, whatever topic its name also matches (pull-up plateaus).
        # So does a part said sore in the question itself ("knee aches, squats today?").
        if not named or _condition_on_file(t) or sore_said(t.ctx.message):
            decided = lift_decision(t)
            if decided is not None:
                return decided  # "squats on Thursday, OK?": the decision from memory
    if intent in _ANSWERABLE:
        playing = sport_decision(t)
        if playing is not None:
            return playing  # "still climb Saturday, easy slab?": from the strain on file
    if intent not in _ANSWERABLE | _PERSONAL:
        if not question or intent in _OWN_ANSWER:
            return None
        found = knowledge.answer(_asked(t), language_of(t.ctx), user_context(t.ctx, t.tools))
        if found is None:
            return None
        lang = language_of(t.ctx)
        return none(_brief(found, lang) if t.brief else _voiced(t, found.text, lang))
    if intent == "technique" and (t.u.exercises or t.u.muscles):
        return _not_a_form_question(t)  # else a named lift's technique card
    if intent == "progress" and (t.u.exercises or planned_lift_named(t) is not None):
        # "can only manage 3 pull-ups, how do I improve": the count is said, so how to
        # build the first reps answers it, not the logs of a lift not yet logged.
        found = knowledge.answer(_asked(t), language_of(t.ctx), user_context(t.ctx, t.tools))
        if found is not None and found.topic_id in knowledge.FEW_REPS_TOPICS:
            lang = language_of(t.ctx)
            return none(_brief(found, lang) if t.brief else _voiced(t, found.text, lang))
        return None  # "rows: more weight?", "my deadlift is stuck": the progress handler
        # reads that lift's sets, effort and weekly volume
    lang = language_of(t.ctx)
    user = user_context(t.ctx, t.tools)
    threshold = CHATTY_THRESHOLD if intent in _CHATTY else knowledge.THRESHOLD
    found = knowledge.answer(_asked(t), lang, user, threshold=threshold)
    if found is None and intent != "progress":
        found = _about_the_condition(t, lang, user, threshold)
    if intent == "progress" and (found is None or not found.personal):
        if found is not None and _elsewhere(found, t):
            # Read as progress but about something else ("how do I eat on a work trip
            # without gaining weight?"): its answer, not "which lift should I look at?".
            return none(_brief(found, lang) if t.brief else _voiced(t, found.text, lang))
        return None  # PRs, volume, a named lift: the progress handler's numbers
    if found is not None:
        return none(_brief(found, lang) if t.brief else _voiced(t, found.text, lang))
    if intent == "coaching":
        return none(nothing_fits_line(t))
    return None


def _form_of_the_lift(t: Turn) -> bool:
    """A form question whose topic is named only by the lift's own name ("swingy half
    reps on pull-ups, how do I do a proper one" names the pull-up-plateau topic by
    "pull up"): the lift's technique card answers it. A topic named by words of its own
    ("a bulge in my belly when I plank") still answers."""
    if not t.u.exercises or not _asks_form(t.ctx.message) or _condition_on_file(t):
        return False
    hits = knowledge.best_hits(_asked(t), 1)
    if not hits or not hits[0].named:
        return False
    return all(set(extract_exercises(term)) & set(t.u.exercises) for term in hits[0].named)


def _names_a_topic(t: Turn) -> bool:
    """The message names the subject of a topic other than the user's own progress
    ("weaker leg since the surgery", "golfer's elbow"): that topic answers it, not a lift's
    log or card."""
    hits = knowledge.best_hits(_asked(t), 1)
    return bool(
        hits
        and hits[0].named
        and hits[0].score >= knowledge.THRESHOLD
        and hits[0].topic.id not in _PROGRESS_TOPICS
    )


def _names_a_topic_squarely(t: Turn) -> bool:
    """A question naming no lift the catalog knows ("close-grip or paused bench for a weak
    lockout?") that names a topic's subject, confidently and with most of its words: that
    topic answers it, where the technique handler could only ask "which exercise?"."""
    if t.u.exercises:
        return False
    hits = knowledge.best_hits(_asked(t), 1)
    return bool(
        hits
        and hits[0].named
        and hits[0].score >= CHATTY_THRESHOLD
        and hits[0].coverage >= SQUARE_COVERAGE
    )


# The share of the question's words a topic must hold to answer it squarely.
SQUARE_COVERAGE = 0.6


# How far the question alone must lean to a topic for its body part to settle the match.
_LEANS = 0.15


def _about_the_condition(
    t: Turn, lang: str, user: knowledge.UserContext, threshold: float
) -> knowledge.KnowledgeAnswer | None:
    """A follow-up that names no subject ("any stretches worth doing, or leave it be?")
    asked while a strain or soreness is on file is about that body part: retrieval reads
    the question with it, at the higher bar for a guess."""
    parts = [
        str(getattr(item.entry, "body_part", ""))
        for item in t.ctx.memory
        if item.tier == "tier_2_physiological"
        and getattr(item.entry, "body_part", "") not in ("", "medical clearance")
    ]
    if not parts:
        return None
    asked = f"{_asked(t)} {parts[0]}"
    hits = knowledge.best_hits(asked, 1)
    if not hits or not (hits[0].named or hits[0].score >= CHATTY_THRESHOLD):
        return None
    # The question's own words point that way too: the body part alone is no question.
    alone = {h.topic.id for h in knowledge.best_hits(_asked(t), 5) if h.score >= _LEANS}
    if hits[0].topic.id not in alone:
        return None
    return knowledge.answer(asked, lang, user, threshold=max(threshold, CHATTY_THRESHOLD))


def _condition_on_file(t: Turn) -> bool:
    return any(item.tier == "tier_2_physiological" for item in t.ctx.memory)


_ILLNESS_TOPICS = frozenset({"fever_training", "training_while_ill", "return_after_illness"})


def _ill_or_back(t: Turn) -> bool:
    """A message about the user's own illness, or their return from it, that the
    knowledge base would answer with an illness topic (or not at all): the illness
    handler knows a fever from a cold and a return from a relapse."""
    asked = _asked(t)
    if not about_recovery(asked):
        return False
    hits = knowledge.best_hits(asked, 1)
    return not hits or hits[0].topic.id in _ILLNESS_TOPICS or hits[0].score < knowledge.THRESHOLD


def _asked(t: Turn) -> str:
    """The message as retrieval reads it: illness words about someone else ("sick kid")
    or slang ("sick." for great) say nothing about training while ill."""
    return not_the_users(t.ctx.message)


# Topics about the user's own training: a progress question the handler answers itself.
_PROGRESS_TOPICS = frozenset(
    {"plateau", "progress_check", "progressive_overload", "double_progression"}
)


def _elsewhere(found: knowledge.KnowledgeAnswer, t: Turn) -> bool:
    """A confident answer on a subject other than the user's progress, with no lift named."""
    return (
        found.topic_id not in _PROGRESS_TOPICS
        and found.confidence >= CHATTY_THRESHOLD
        and not t.u.exercises
    )


# What a technique card answers: how to perform a lift, how it should feel, a fault in it.
_FORM = re.compile(
    r"\bform\b|techni|\bcues?\b|how (?:do|should|to) (?:i )?(?:do|perform|set ?up|brace|grip)"
    r"|how to do|\bfeel (?:it|them)|feeling it|set ?up|knees? (?:cave|caving|go in)"
    r"|heels? (?:lift|come|rise|up)|back (?:rounds|rounding)|elbows? flare|\bdepth\b"
    r"|forma\b|techni[kc]|jak (?:robi|wykon|ustawi)|czuj|ฟอร์ม|ท่าที่ถูก|เกร็ง|รู้สึก"
    r"|フォーム|コツ|やり方|効かせ|効いて|感じ|浮い"
    # A fault to fix: "swingy half reps, how do I do a proper one", "I shrug on pull-ups,
    # how do I fix that", "肩がすくむ、どう直せばいい".
    r"|\bproper(?:ly)?\b|\bcorrect(?:ly)?\b|how (?:do|can|should) i fix|\bfix (?:it|that|this)\b"
    r"|\bswing(?:y|ing)\b|\bhalf reps?\b|\bkip(?:s|ping)?\b|\bshrug"
    r"|poprawnie|prawidłowo|jak poprawić|ถูกต้อง|แก้ยังไง|直(?:せ|し|す|る)|丸ま|すく(?:ん|む|め)",
    re.I,
)
# "How do I get better at pull-ups, I can only do 3 and then I'm swinging": a question
# about doing more reps, not about a fault, whatever fault it mentions on the way.
_MORE_REPS = re.compile(
    r"get better at|\bimprove (?:my |at )?|\bmore reps\b|\b(?:do|get|manage) more\b"
    r"|\b(?:can|could) only (?:do|manage|get)|can'?t (?:do|manage) (?:a single|one|any|even)"
    r"|\bfirst (?:pull|chin|push)"
    r"|zrobić więcej|więcej powtórzeń|poprawić wynik|ani jedn|tylko (?:[0-5]|jedn|dw|trz)"
    r"|เพิ่มจำนวน|ให้ได้มากขึ้น|ได้แค่|ไม่ได้สักครั้ง"
    r"|増や(?:す|し|せ)|できるように|(?:回|本)(?:も|しか)できない",
    re.I,
)


def _asks_form(message: str) -> bool:
    """How to perform a lift, how it should feel, a fault in it; not how to do more."""
    return bool(_FORM.search(message)) and not _MORE_REPS.search(message)


# "Stuck at 10 reps", "not going up": a progress question about a named lift.
_STALL = re.compile(
    r"stuck|stall|plateau|not (?:going up|improving|progress)|can'?t (?:get|add|go) (?:past|more)"
    r"|stoi w miejscu|nie rośnie|ไม่ขึ้น|ไม่เพิ่ม|伸びない|増えない|止まって",
    re.I,
)
# "Why is face pull in my plan", "why rows before curls": the reason, not a card.
_WHY_PLANNED = re.compile(
    r"\bwhy\b.*\b(?:in my plan|my plan|before|after|on (?:mon|tue|wed|thu|fri|sat|sun)\w*"
    r"|do i (?:have|do)|you (?:always )?put|is there)|dlaczego|czemu|ทำไม|なぜ|どうして",
    re.I,
)


_LANGUAGES_Q = re.compile(
    r"(?:what|which) languages?|do you speak|can you speak|jakie języki|mówisz po|"
    r"พูดภาษาอะไร|ภาษาอะไรได้บ้าง|何語|日本語(?:は|で)?(?:話せ|わか)",
    re.I,
)
_MEMORY_Q = re.compile(
    r"what (?:do|did) you (?:have|know|remember|store|save)\w*(?: saved| stored)? about me"
    r"|what(?:'s| is) (?:saved|stored) about me|what do you remember|co o mnie wiesz|"
    r"co pamiętasz|จำอะไรเกี่ยวกับฉัน|私について何を(?:覚え|知)",
    re.I,
)
# "Why deadlifts on Monday?", "why is face pull in my plan?": where the plan put a lift.
_WHY_THERE = re.compile(
    r"\bwhy\b.*(?:in my plan|on (?:mon|tue|wed|thu|fri|sat|sun)\w*|do i (?:have|do)|is there)"
    r"|(?:dlaczego|czemu).*(?:w planie|(?:w|na) (?:pon|wt|śr|sr|czw|pi|sob|nie))"
    r"|ทำไม.*(?:ในแผน|วัน)|(?:なぜ|どうして|なんで).*(?:プラン|メニュー|曜)",
    re.I,
)
WHY_THERE = N_(
    "{name} is on {days} to train your {muscles}, with at least 48 hours before they work "
    "hard again; ask me to move or swap it if that doesn't suit you."
)


def _why_there(t: Turn, lang: str) -> str | None:
    plan = t.ctx.plan
    if plan is None:
        return None
    slugs = [s for s in t.u.exercises if s in registry.CATALOG]
    if not slugs:
        named = planned_lift_named(t)
        slugs = [named] if named else []
    for slug in slugs:
        planned = slug if _planned_days(plan, slug) else _planned_alike(plan, slug)
        if planned is None:
            continue
        exercise = registry.CATALOG[planned]
        return line(
            lang,
            WHY_THERE,
            name=exercise.name,
            days=days_list(lang, _planned_days(plan, planned)),
            muscles=parts_list(lang, exercise.primary),
        )
    if slugs:
        return line(lang, NOT_IN_PLAN, name=registry.CATALOG[slugs[0]].name)
    return None


def _planned_days(plan: Week, slug: str) -> list[str]:
    return [d for d, day in plan.days.items() if slug in pv.day_slugs(day)]


def _planned_alike(plan: Week, slug: str) -> str | None:
    """The planned lift the user means by another variant's name ("deadlifts" for the
    Romanian deadlift): same movement pattern and a shared name word."""
    asked = registry.CATALOG[slug]
    words = set(re.findall(r"[a-z]+", asked.name.lower()))
    for day in plan.days.values():
        for planned in pv.day_slugs(day):
            other = registry.CATALOG.get(planned)
            if other is None or other.pattern != asked.pattern:
                continue
            if words & set(re.findall(r"[a-z]+", other.name.lower())):
                return planned
    return None


NOT_IN_PLAN = N_("{name} isn't in your plan this week; ask me to add it if you'd like it.")
_SETS_Q = re.compile(
    r"how many (?:hard |working )?sets.*(?:(?:am i|i'?m|i am) (?:actually |currently )?doing"
    r"|do i (?:actually |currently |really )?do\b)|ile serii.*(?:robi|mam)"
    r"|(?:ทำ|เล่น).*กี่เซ็ต|กี่เซ็ต.*(?:ทำ|เล่น)|何セット.*(?:やって|して)|セット数.*(?:やって|して)",
    re.I,
)
SPEAKS = N_(
    "I coach in English, Polish, Thai and Japanese: write in any of them and I'll answer in "
    "the same language."
)
ON_FILE = N_("Here's what I have on file: {facts}. Tell me if anything has changed.")
NOTHING_ON_FILE = N_(
    "I don't have anything saved about you yet: tell me your gear, goal and schedule and I'll "
    "remember them."
)


def _about_the_coach(t: Turn) -> Decision | None:
    """Questions about the coach itself: which languages it speaks, what it remembers."""
    lang = language_of(t.ctx)
    if _LANGUAGES_Q.search(t.ctx.message):
        return none(line(lang, SPEAKS))
    if coach_aside(t.ctx.message):
        return none(line(lang, coach_aside(t.ctx.message) or ""))
    if _WHY_THERE.search(t.ctx.message):
        reason = _why_there(t, lang)
        if reason is not None:
            return none(reason)
    if _SETS_Q.search(t.ctx.message) and t.u.muscles and not t.u.exercises:
        return muscle_volume(t, t.u.muscles[0])  # "how many chest sets am I doing"
    fact = plan_fact(t)
    if fact is not None:
        return none(fact)  # "how many minutes am I training this week": from the week
    if _MEMORY_Q.search(t.ctx.message):
        # Stored in English; shown in the user's language from each fact's payload.
        facts = [fact_in(lang, item.entry) for item in t.ctx.memory if item.entry.fact]
        if not facts:
            return none(line(lang, NOTHING_ON_FILE))
        return none(line(lang, ON_FILE, facts="; ".join(facts[:8])))
    return None


def _not_a_form_question(t: Turn) -> Decision | None:
    """A message about a named lift is answered as asked: the technique card only for
    form; a stall reads the logs; anything else gets its knowledge answer."""
    message = t.ctx.message
    lang = language_of(t.ctx)
    # A message that names a topic's own subject ("a ridge down my belly in the plank",
    # "golfer's elbow") is about that topic, even when it also names a lift or a muscle.
    if (
        (t.u.exercises or not t.u.wants_explanation or _names_a_topic_squarely(t))
        and _names_a_topic(t)
        and not _form_of_the_lift(t)
    ):
        found = knowledge.answer(message, lang, user_context(t.ctx, t.tools))
        if found is not None:
            return none(_brief(found, lang) if t.brief else _voiced(t, found.text, lang))
    if not t.u.exercises:
        return None  # why muscles are paired: the technique handler's own answer
    if _asks_form(message):
        return None  # form: the technique card
    decided = lift_decision(t)
    if decided is not None:
        return decided  # "squat Thursday or wait?": the decision, not the card
    if _STALL.search(message) and t.u.exercises:
        return progress_reply(t)
    # A message about a named lift that is no form question still risks a neighbour's
    # answer ("plank, my back arches" is not about back-friendly core work): the bar for
    # chatty intents, and below it the lift's card.
    user = user_context(t.ctx, t.tools)
    found = knowledge.answer(message, lang, user, threshold=CHATTY_THRESHOLD)
    if found is not None:
        return none(_brief(found, lang) if t.brief else _voiced(t, found.text, lang))
    if _WHY_PLANNED.search(message) and t.u.exercises:
        return none(_why_there(t, lang) or why_planned(t))
    return None


WHY_PLANNED = N_(
    "{name} is in your plan for your {muscles}, so they get their weekly hard sets; "
    "ask me to swap it if it doesn't suit you."
)


def why_planned(t: Turn) -> str:
    slug = next((s for s in t.u.exercises if s in registry.CATALOG), None)
    if slug is None:
        return nothing_fits_line(t)
    exercise = registry.CATALOG[slug]
    lang = language_of(t.ctx)
    return line(lang, WHY_PLANNED, name=exercise.name, muscles=parts_list(lang, exercise.primary))


def nothing_fits_line(t: Turn) -> str:
    lang = language_of(t.ctx)
    return knowledge.nothing_fits(
        t.ctx.message, lang, has_plan=t.ctx.plan is not None, next_day=_next_session(t, lang)
    )


def _next_session(t: Turn, lang: str) -> str | None:
    """The name of the user's next training day from today (today included), in `lang`."""
    plan = t.ctx.plan
    if plan is None:
        return None
    days = pv.training_weekdays(plan)
    if not days:
        return None
    today = t.ctx.today.weekday()
    order = sorted(days, key=lambda d: (WEEKDAYS.index(d) - today) % 7)
    return day_name(lang, order[0])


def _voiced(t: Turn, text: str, lang: str) -> str:
    """The user's coaching voice opens the answer (its opener is a catalog message, so it
    is in their language too); a win told with the question ("won silver! when can I lift
    heavy again?") is congratulated first."""
    joiner = "" if lang == "ja" else " "
    if WIN.search(t.ctx.message):
        return f"{line(lang, CONGRATULATIONS)}{joiner}{text}"
    opener, _ = flourish(t.voice, t.ctx.message)
    if not opener:
        return text
    return f"{localize(opener, lang)}{joiner}{text}"


CONGRATULATIONS = N_("Congratulations, that's a great result!")


def _short_source(source: str) -> str:
    # "Kreider et al. 2017, ISSN position stand ..." -> "Kreider 2017".
    return source.split(",")[0].replace(" et al.", "").strip()


def brief_answer(found: knowledge.KnowledgeAnswer, lang: str) -> str:
    return _brief(found, lang)


def _brief(found: knowledge.KnowledgeAnswer, lang: str) -> str:
    """For users who asked for short replies: the first sentence and a short source."""
    if found.personal:
        return found.text
    first = found.answer
    for end in (". ", "。", "; "):
        if end in first:
            # A clause cut at its semicolon ends as a sentence, not with a dangling ";".
            first = first.split(end)[0] + end.strip().replace(";", ".")
            break
    reply = f"{first} ({_short_source(found.source)})"
    return reply if count_sentences(reply) <= BRIEF_BUDGET else first


def localized(decision: Decision, context: TurnContext) -> Decision:
    lang = language_of(context)
    if lang != "en":
        decision.message = localize(decision.message, lang)
    return decision
