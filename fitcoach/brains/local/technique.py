"""Form and technique: our own cues for every exercise in the encyclopedia.

Technique breakdowns are the spec's sanctioned long answer, so this reply is a short
markdown card rather than 1–3 sentences.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, timedelta
from functools import cache
from importlib import resources
from typing import Any

import yaml

from fitcoach.catalog import registry
from fitcoach.catalog.model import Exercise
from fitcoach.contracts.decision import Decision
from fitcoach.i18n.catalogs import gettext_for, tr
from fitcoach.memory.payloads import EventPayload
from fitcoach.nlu.body import PAIN_WORDS, body_hits, resolve_part
from fitcoach.nlu.exercises import exercise_hits
from fitcoach.nlu.lifting import names_sport
from fitcoach.nlu.text import fold
from fitcoach.programming.guard import LOWER_BACK_PARTS, body_part_problem, canonical_body_part
from fitcoach.weekdays import WEEKDAYS, Weekday

from . import plan_view as pv
from .lang import N_, day_name, line, part_name
from .text import muscles_phrase
from .turn import Turn, none
from .voice import flourish

_IF_CLAUSE = re.compile(r"^If [^,]+, ")
_FEEL = re.compile(r"\bfeel|\bfeeling|czu[ćj]|รู้สึก|感じ|効", re.I)


@cache
def cues() -> dict[str, dict[str, Any]]:
    text = resources.files("fitcoach.brains.local").joinpath("cues.yaml").read_text("utf-8")
    data: dict[str, dict[str, Any]] = yaml.safe_load(text)
    return data


def _cue(lang: str, slug: str, text: str) -> str:
    """One cue in `lang`: the "cues" catalog, msgctxt = the exercise's slug."""
    return gettext_for(lang, "cues").pgettext(slug, text)


def card_for(exercise: Exercise, lang: str = "en") -> dict[str, Any]:
    """The full card for the spec's exercises, in `lang`; for the rest of the library, a
    card from the catalog's own cues (setup, execution, where to feel it; no fault list)."""
    card = cues().get(exercise.slug)
    if card is not None:
        if lang == "en":
            return card
        slug = exercise.slug
        return {
            "setup": _cue(lang, slug, card["setup"]),
            "execution": [_cue(lang, slug, text) for text in card["execution"]],
            "faults": [_cue(lang, slug, text) for text in card["faults"]],
            "feel": _cue(lang, slug, card["feel"]),
            "fix": _cue(lang, slug, card["fix"]),
        }
    first, *rest = exercise.cues or (f"Set up for the {exercise.name} as you were shown.",)
    primary = muscles_phrase(exercise.primary)
    return {
        "setup": first,
        "execution": rest,
        "faults": [],
        "feel": f"Mostly in your {primary}.",
        "fix": f"If you feel it elsewhere, go lighter and slower until your {primary} do the work.",
    }


# Where a form question is asked ("how do I do a proper one", "how do I fix it").
_HOW_TO = re.compile(
    r"how (?:do|can|should) i (?:do|fix|stop|get)|proper(?:ly)?\b|correctly|jak (?:robić|poprawić)"
    r"|ยังไง|どう(?:直|やっ|すれば)",
    re.I,
)


def _exercise_for(t: Turn) -> Exercise | None:
    named = [s for s in t.u.exercises if s in registry.CATALOG]
    if len(named) > 1 and _HOW_TO.search(t.ctx.message):
        # "should I max out deadlifts? also my pull-ups are swingy, how do I do a proper
        # one": the form question is about the lift named last before it.
        asked_at = _HOW_TO.search(t.ctx.message)
        folded = fold(t.ctx.message[: asked_at.start() if asked_at else None])
        before = [h.value for h in exercise_hits(folded) if h.value in named]
        if before:
            return registry.CATALOG[before[-1]]
    for slug in named:
        return registry.CATALOG[slug]
    if not t.u.muscles or t.ctx.plan is None or not _FEEL.search(t.ctx.message):
        return None
    # "How do I feel my lats more?": the first planned exercise that trains them.
    for day in t.ctx.plan.days.values():
        for slug in pv.day_slugs(day):
            ex = registry.CATALOG.get(slug)
            if ex is not None and t.u.muscles[0] in ex.primary:
                return ex
    return None


SETUP = N_("Setup")
EXECUTION = N_("Execution")
FAULTS = N_("Common faults")
FEEL = N_("Where to feel it")
ELSEWHERE = N_("Feeling it elsewhere?")
WRONG_MUSCLE = N_("Feeling it in your {wrong} means they are doing the job of your {primary}.")


def breakdown(exercise: Exercise, wrong: tuple[str, ...] = (), lang: str = "en") -> str:
    """The markdown card for one exercise in `lang`; with `wrong` muscles, the fix comes
    first."""
    card = card_for(exercise, lang)
    joiner = "" if lang == "ja" else " "
    lines = [f"**{exercise.name}**"]
    if wrong and lang != "en":
        # The translated fix names where the user feels it in its own words; a lead
        # sentence in front of it would say the same thing twice.
        lines.append(card["fix"])
    elif wrong:
        # The stored fix opens with its own "If you feel it ..." clause; the lead says that.
        fix = _IF_CLAUSE.sub("", card["fix"], count=1)
        lead = WRONG_MUSCLE.format(
            wrong=muscles_phrase(wrong), primary=muscles_phrase(exercise.primary)
        )
        lines.append(f"{lead} {fix[:1].upper()}{fix[1:]}")
    heading = {key: line(lang, key) for key in (SETUP, EXECUTION, FAULTS, FEEL, ELSEWHERE)}
    colon = "：" if lang == "ja" else ":"
    lines.append(f"- **{heading[SETUP]}{colon}** {card['setup']}")
    if card["execution"]:
        lines.append(f"- **{heading[EXECUTION]}{colon}** " + joiner.join(card["execution"]))
    if card["faults"]:
        lines.append(f"- **{heading[FAULTS]}{colon}** " + joiner.join(card["faults"]))
    lines.append(f"- **{heading[FEEL]}{colon}** {card['feel']}")
    if not wrong:
        ask = heading[ELSEWHERE]
        lines.append(f"- **{ask}** {card['fix']}")
    return "\n".join(lines)


# Short "why" answers for the programming rules users ask about most (our own words).
_WHY: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        # Before the 48-hour answer below: "rest ... between sets" is about seconds, not days.
        re.compile(r"rest\b.*\b(seconds?|secs?|between sets|minutes? between)|between sets", re.I),
        "Rest between sets lets the muscle's quick energy (phosphocreatine) refill, so the next "
        "set keeps its reps and quality. Feeling fine at 30 seconds is normal, but the next set "
        "usually loses reps: about 90 seconds for compounds and 60 for isolation keeps the "
        "stimulus high.",
    ),
    (
        re.compile(r"warm.?up|warming up|วอร์ม|ウォーミングアップ|rozgrzew", re.I),
        "Warm up with 5 minutes of easy movement, then two or three lighter ramp-up sets of "
        "your first lift (about 50 % and 75 % of the working weight for 5 and 3 reps). Save "
        "long static stretches for after the session.",
    ),
    (
        re.compile(r"superset|antagonist", re.I),
        "Antagonist supersets (biceps with triceps, chest with back) let one muscle rest while "
        "its opposite works, so you fit the same hard sets into less time without either "
        "muscle losing reps. We never pair two heavy compounds that load the spine, because "
        "fatigue from one would leak into the other.",
    ),
    (
        re.compile(r"\brir\b|reps in reserve|failure", re.I),
        "Stopping 1–3 reps short of failure gives nearly all of the growth stimulus while "
        "keeping fatigue low enough to repeat quality sets and sessions. Going to failure on "
        "every set mostly buys soreness and slower recovery.",
    ),
    (
        re.compile(r"48|recover|rest days?|same muscle", re.I),
        "A muscle needs about 48 hours to recover from heavy compound work before it can be "
        "trained hard again, so we space sessions that hit the same muscle. Heavy "
        "lower-back work never lands on consecutive days.",
    ),
    (
        re.compile(r"how many sets|volume|junk", re.I),
        "Ten to twenty hard sets per muscle each week is the productive range; beyond 6–8 "
        "hard sets for one muscle in a single session, extra sets add fatigue more than "
        "growth, so we spread the work across the week.",
    ),
    (
        re.compile(r"order|first|compound", re.I),
        "Big compound lifts go first while you are fresh, because they need the most "
        "coordination and stability; isolation work and core come after, when fatigue "
        "matters less.",
    ),
)


# A breakdown asked for: the full card. Anything else about one concern gets a short answer.
_BREAKDOWN = re.compile(
    r"form|technique|cues?\b|break (?:it )?down|breakdown|step by step|walk me through|"
    r"explain|why|properly|correctly|how (?:do|should|can) i (?:do|perform|execute)|how to|"
    r"tips|teach|set ?up|feel|technik|wyjaśnij|dlaczego|ฟอร์ม|เทคนิค|ทำไม|フォーム|なぜ|コツ|効",
    re.I,
)
_CONCERN = re.compile(
    r"\b(safe|safer|safety|protect|hurt|pain|shoulders?|elbows?|knees?|wrists?|"
    r"lower back|neck|hips?)\b",
    re.I,
)


def _sentences_of(card: dict[str, Any]) -> list[tuple[str, str]]:
    out = [("do", card["setup"])]
    out += [("do", line) for line in card["execution"]]
    out += [("avoid", line) for line in card["faults"]]
    out.append(("do", card["fix"]))
    return out


AVOID = N_("Avoid this fault: {fault}")
ON_THE = N_("On the {name}: {cues}")


def targeted(exercise: Exercise, message: str, lang: str = "en") -> str | None:
    """A short answer to one concern ("keep my shoulders safe on the incline press"):
    the two cue lines that speak to it, at most three sentences. None when nothing fits."""
    concerns = {m.group(1).lower().rstrip("s") for m in _CONCERN.finditer(message)}
    concerns -= {"safe", "safer", "safety", "protect", "hurt", "pain"}
    if not concerns:
        concerns = {"shoulder", "elbow", "knee", "wrist", "back"}
    scored = [
        (kind, line)
        for kind, line in _sentences_of(card_for(exercise))
        if any(word in line.lower() for word in concerns)
    ]
    if not scored:
        return None
    if lang != "en":
        # The concern was matched on the English card; the reply is its translation.
        picked = [(kind, _cue(lang, exercise.slug, text)) for kind, text in scored[:2]]
        said = [line(lang, AVOID, fault=text) if kind == "avoid" else text for kind, text in picked]
        joiner = "" if lang == "ja" else " "
        return line(lang, ON_THE, name=exercise.name, cues=joiner.join(said))
    lines = []
    for kind, text in scored[:2]:
        text = _IF_CLAUSE.sub("", text, count=1).rstrip(".")
        if kind == "avoid":
            text = f"Avoid this fault: {text[:1].lower()}{text[1:]}"
        lines.append(f"{text[:1].upper()}{text[1:]}.")
    return f"On the {exercise.name}: {lines[0]}" + (f" {lines[1]}" if len(lines) > 1 else "")


WHICH_EXERCISE = N_(
    "Which exercise? Name it and I'll break down the setup, the execution and the common faults."
)


def technique(t: Turn) -> Decision:
    exercise = _exercise_for(t)
    if (
        exercise is not None
        and _CONCERN.search(t.ctx.message)
        and not _BREAKDOWN.search(t.ctx.message)
    ):
        short = targeted(exercise, t.ctx.message, t.lang)
        if short is not None:
            return none(t.say([short], closing=False))
    if exercise is None:
        for pattern, answer in _WHY:
            if pattern.search(t.ctx.message):
                return none(t.say([answer], budget=6, closing=False))
        return none(line(t.lang, WHICH_EXERCISE))
    wrong: tuple[str, ...] = ()
    if _FEEL.search(t.ctx.message):
        wrong = tuple(m for m in t.u.muscles if m not in exercise.primary)
    opener, closer = flourish(
        t.voice,
        t.ctx.message,
        rationale="Rationale: the muscle that controls the joint doing most of the moving "
        "gets most of the tension, so moving the right joint moves the stimulus.",
    )
    parts = [p for p in (opener, breakdown(exercise, wrong, t.lang), closer) if p]
    return none("\n\n".join(parts))


# ---- a decision about a lift ------------------------------------------------------------

# A yes/no question about doing a lift, not about how to do it: "squat Thursday or wait?",
# "are laterals fine too?", "is 25 kg too light?", "normal squats Thursday?".
_DECISION = re.compile(
    r"\b(?:ok|okay|fine|safe|alright|good|smart) to\b|\bshould i (?:still |even |just )?"
    r"(?:do|squat|bench|lift|deadlift|press|train|wait|skip|keep|go|drop)\b"
    r"|\bor (?:should i |do i )?(?:wait|skip|rest|give|hold|leave|nah|not)\b"
    r"|\bthinking (?:about|of) \w+ing\b|\bcan i (?:still |even )?"
    r"(?:do|squat|bench|deadlift|press|lift|train|go)\b|off the table"
    r"|\bstill (?:on|off|ok|okay|fine)\b"
    r"|\b(?:are|is) (?:those|they|these|that|it) (?:still )?(?:fine|ok|okay|out|safe)\b"
    r"|\b(?:out|fine|ok|okay) too\b|\btoo (?:light|heavy|easy)\b|\bnormal (?:\w+ )?(?:squats?|"
    r"bench|deadlifts?|session|workout)\b|\bas (?:normal|usual|planned)\b"
    r"|czy (?:mogę|moge|można|mozna)|\b(?:mogę|moge)\b|za lekk|za ciężk|za ciezk|w porządku\?"
    r"|odpuścić|odpuscic|poczekać|poczekac|normalnie|jak zwykle"
    r"|ได้ไหม|ได้มั้ย|ได้หรือเปล่า|ได้ปะ|ได้อยู่ไหม|เบาไป|หนักไป|ตามปกติ|ปกติได้"
    r"|(?:やって|して|やっ|し)(?:て)?(?:も)?(?:いい|大丈夫|平気)|普通に|軽すぎ|重すぎ|大丈夫|平気"
    r"|控えた|休むべき|やめた方|やめと(?:い)?た(?:ほう|方)|やめるべき|待った方|(?:やった|した)(?:ほう|方)がいい"
    # "No chin-ups at all, even light with a band?": whether the lift is out, asked.
    r"|\bat all\b|\bnot even\b|\beven (?:super |really |very )?(?:light|assisted|with a band)\b"
    r"|w ogóle|nawet (?:lekko|z gumą|z guma)|ไม่ได้เลยเหรอ|แม้แต่"
    r"|全く|まったく|軽くても|補助(?:付き)?でも",
    re.I,
)
# "Is 25 kg too light?": a question about the load, answered from the logs.
_LOAD_Q = re.compile(
    r"too (?:light|heavy|easy)|more than \d|heavier|go up|za lekk|za ciężk|za ciezk|więcej niż"
    r"|wiecej niz|เบาไป|หนักไป|เพิ่มน้ำหนัก|軽すぎ|重すぎ|上げて",
    re.I,
)
# How far ahead a dated event (a race, a meet) shapes a lift's day.
EVENT_DAYS = 4

HURTS_IT = N_(
    "{name} loads your {part}, which is still healing, so for {day} make it lighter, only "
    "in a pain-free range, and stop at once if anything feels sharp; if it still hurts just to "
    "move, ask me to swap it for now."
)
SPARES_IT = N_(
    "Yes, {name} is fine with your {part}: it barely loads it, so keep it light, stay in a "
    "pain-free range and stop if it pinches."
)
BEFORE_EVENT = N_(
    "{day} is {days} days before your {event}, so keep {name} but make it light: about half "
    "your usual sets at a weight you could lift 3–4 more times, nothing near failure."
)
AS_PLANNED = N_(
    "Yes, {name} is fine for {day} as planned: warm up, stop each set 1–3 reps short of "
    "failure, and tell me if something hurts."
)
LOAD_RULE = N_(
    "Whether {load} is too light depends on the reps: if you finish every set at the top "
    "of your range with more than 3 reps to spare, go one step heavier; if the last reps "
    "slow down, it is right for now. Log your sets and I'll tell you from your numbers."
)
NEXT_SESSION = N_("your next session")
TODAY = N_("today")


def _variant(t: Turn, slug: str) -> Exercise:
    """The variant the user does: the planned lift sharing the asked one's pattern and a
    name word ("squats" in a goblet-squat plan are the goblet squat)."""
    asked = registry.CATALOG[slug]
    if t.ctx.plan is None or any(slug in pv.day_slugs(d) for d in t.ctx.plan.days.values()):
        return asked
    words = set(re.findall(r"[a-z]+", asked.name.lower())) - {"db", "barbell", "dumbbell"}
    for day in t.ctx.plan.days.values():
        for planned in pv.day_slugs(day):
            other = registry.CATALOG.get(planned)
            if (
                other is not None
                and other.pattern == asked.pattern
                and words & set(re.findall(r"[a-z]+", other.name.lower()))
            ):
                return other
    return asked


def _day_of(t: Turn, exercise: Exercise) -> Weekday | None:
    u = t.u
    if u.target_day or u.weekdays:
        return u.target_day or u.weekdays[0]
    plan = t.ctx.plan
    if plan is None:
        return None
    today = t.ctx.today.weekday()
    days = [d for d, day in plan.days.items() if exercise.slug in pv.day_slugs(day)]
    return min(days, key=lambda d: (WEEKDAYS.index(d) - today) % 7) if days else None


def _competitions(t: Turn) -> list[tuple[date, str]]:
    """Races and meets on file, by their first day (the day the legs must be fresh)."""
    found = []
    for held in t.ctx.memory:
        payload = getattr(held.entry, "payload", None)
        if isinstance(payload, EventPayload) and payload.kind == "competition":
            start = payload.start or payload.end
            if start is not None:
                found.append((start, str(getattr(held.entry, "event", "")) or "race"))
    return found


def lift_decision(t: Turn) -> Decision | None:
    """A yes/no question about doing a named lift gets the decision, in 1–3 sentences, from
    what the coach knows: a body part on file that the lift loads (the pain rule: lighter,
    pain-free range, stop if sharp), a race or meet in the next days, the logs for a load
    question; otherwise the plan stands. Never the lift's technique card."""
    from fitcoach.agent.profile import build_profile

    message = t.ctx.message
    slug = next((s for s in t.u.exercises if s in registry.CATALOG), None)
    if slug is None or not _DECISION.search(message):
        return None
    exercise = _variant(t, slug)
    weekday = _day_of(t, exercise)
    lang = t.lang
    if weekday is None:
        day = tr(lang, NEXT_SESSION)
    else:
        day = tr(lang, TODAY) if weekday == t.today else day_name(lang, weekday)
    sore = _sore_now(t, exercise, day)
    if sore is not None:
        return sore
    ctx = t.ctx
    profile = build_profile(ctx.memory, ctx.units, ctx.now, ctx.timezone)
    for restriction in profile.restrictions:
        part = canonical_body_part(restriction.body_part)
        if part is None:
            continue
        label = part_name(lang, "Lower Back" if part in LOWER_BACK_PARTS else part)
        acute = restriction.severity != "chronic"
        if body_part_problem(exercise, part, acute=acute):
            return none(line(lang, HURTS_IT, name=exercise.name, part=label, day=day))
        if acute:
            return none(line(lang, SPARES_IT, name=exercise.name, part=label))
    if weekday is not None:
        ahead = (WEEKDAYS.index(weekday) - ctx.today.weekday()) % 7
        on = ctx.today + timedelta(days=ahead)
        for when, name in _competitions(t):
            days = (when - on).days
            if 0 < days <= EVENT_DAYS:
                return none(
                    line(lang, BEFORE_EVENT, day=day, days=days, event=name, name=exercise.name)
                )
    if _LOAD_Q.search(message):
        from .progress import logged_variant, progress

        logged = logged_variant(t, slug)
        history = t.tools.get_historical_exercise_logs(logged, 3) if logged else {}
        if logged and history.get("sessions"):
            return progress(replace(t, u=replace(t.u, exercises=(logged,))))
        load = _LOAD.search(message)
        return none(line(lang, LOAD_RULE, load=load.group(0) if load else exercise.name))
    return none(line(lang, AS_PLANNED, name=exercise.name, day=day))


# "Is it dumb to still climb Saturday if I stick to easy slab?", "can I still go for my easy
# swim?": whether to keep doing a sport with a part on file.
_STILL_DO = re.compile(
    r"\b(?:dumb|stupid|bad idea|silly|crazy) to\b|\bstill\b"
    r"|\bok(?:ay)? (?:to|if)\b|\bfine (?:to|if)\b|nadal|dalej|ยัง.*ได้|まだ|続けても",
    re.I,
)
_ASKS_WHAT = re.compile(
    r"\s*(?:what|which|how|when|where|why|who)\b|\s*(?:co|jaki\w*|jak|kiedy|gdzie)\b", re.I
)
SPORT_WITH_PART = N_(
    "With your {part} still healing, an easy session is fine as long as it stays pain-free: "
    "leave out anything that loads your {part} hard, stop if it pinches or hurts, and it "
    "should feel no worse the next morning."
)


def sport_decision(t: Turn) -> Decision | None:
    """Whether to keep doing a sport with an acute strain on file, answered from that
    strain: easy and pain-free, nothing that loads the part hard, the next-morning check.
    None without a sport, a yes/no ask or an acute part on file."""
    from fitcoach.agent.profile import build_profile

    message = t.ctx.message
    if t.u.exercises or not names_sport(message) or _ASKS_WHAT.match(message):
        return None  # "what shoes should I run in?" asks for something else
    if not (_STILL_DO.search(message) or _DECISION.search(message)):
        return None
    ctx = t.ctx
    profile = build_profile(ctx.memory, ctx.units, ctx.now, ctx.timezone)
    for restriction in profile.restrictions:
        part = canonical_body_part(restriction.body_part)
        if part is None or restriction.severity == "chronic":
            continue
        label = part_name(t.lang, "Lower Back" if part in LOWER_BACK_PARTS else part)
        return none(line(t.lang, SPORT_WITH_PART, part=label))
    return None


_LOAD = re.compile(r"\d+(?:[.,]\d+)?\s*(?:kg|lbs?|kilo|キロ|กิโล)", re.I)
# A part said sore in the very question ("calf still hurts, calf raises OK?"): the pain
# rule for that lift, never "fine as planned" (a limping calf is no day for calf raises).
SORE_NOW = N_(
    "With your {part} sore right now, {name} on {day} is OK only if it stays at mild "
    "discomfort, no more than 3 out of 10, and feels no worse the next morning: go lighter, "
    "shorten the range, and skip it if the pain turns sharp or you're limping. Ask me to swap "
    "it for that day if you'd rather rest it."
)
SORE_SPOT = N_(
    "With a sore spot right now, {name} on {day} is OK only if it stays at mild discomfort, "
    "no more than 3 out of 10, and feels no worse the next morning: go lighter, shorten the "
    "range, and skip it if the pain turns sharp or you're limping."
)


def sore_said(message: str) -> bool:
    """The message itself says something hurts."""
    return bool(PAIN_WORDS.search(fold(message)))


def _sore_now(t: Turn, exercise: Exercise, day: str) -> Decision | None:
    """The decision for a lift asked about with a part said sore in the same message."""
    if not sore_said(t.ctx.message):
        return None
    folded = fold(t.ctx.message)
    lang = t.lang
    parts = [
        name for hit, in_pain in body_hits(folded) for name in resolve_part(hit.value, in_pain)
    ]
    for named in parts:
        part = canonical_body_part(named)
        if part is None:
            continue
        label = part_name(lang, "Lower Back" if part in LOWER_BACK_PARTS else part)
        if body_part_problem(exercise, part, acute=True):
            return none(line(lang, SORE_NOW, part=label, name=exercise.name, day=day))
        return none(line(lang, SPARES_IT, name=exercise.name, part=label))
    return none(line(lang, SORE_SPOT, name=exercise.name, day=day))
