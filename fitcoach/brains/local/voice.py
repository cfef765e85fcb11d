"""The coach's voice: read from the stored preference each turn, applied to every reply.

A reply is composed as plain sentences first; the voice then adds at most one opener and
one closer, and only when the sentence budget for that kind of reply allows it, so a
tough-love swap is still two sentences at most.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Sequence
from typing import Literal

from fitcoach.i18n import tr
from fitcoach.memory.models import MemoryItem, Tier1Entry

from .text import count_sentences

# The NLU's four voices, plus styles users ask for that the spec does not name.
Voice = Literal["balanced", "tough_love", "gentle", "scientific", "hype"]

# A stored brevity preference caps every budgeted reply at this many sentences.
BRIEF_BUDGET = 2
BRIEF_FACT = "Prefers short replies: a sentence or two, straight to the point."
_BRIEF_WORDS = re.compile(r"short replies|brief|concise|a sentence or two", re.I)
PLAIN_FACT = "Prefers plain language: simple everyday words, no gym jargon or abbreviations."
_PLAIN_WORDS = re.compile(r"plain language|no gym jargon", re.I)

# The fact we store for each voice; `voice_of_fact` reads these (and user-worded facts) back.
VOICE_FACTS: dict[Voice, str] = {
    "tough_love": "Prefers tough-love coaching: blunt, no-nonsense feedback.",
    "gentle": "Prefers gentle, encouraging coaching.",
    "scientific": "Prefers scientific deep-dives: the rationale and evidence behind each change.",
    "balanced": "Prefers balanced coaching: direct and warm.",
    "hype": "Prefers hype-man coaching: high energy and loud encouragement.",
}

_VOICE_WORDS: tuple[tuple[Voice, re.Pattern[str]], ...] = (
    ("tough_love", re.compile(r"tough|blunt|no[- ]nonsense|harsh|strict|drill|push me", re.I)),
    ("gentle", re.compile(r"gentle|encourag|kind|soft|supportive|patient", re.I)),
    ("scientific", re.compile(r"scien|evidence|research|rationale|deep[- ]dive|detail", re.I)),
    ("hype", re.compile(r"hype|high[- ]energy|energetic", re.I)),
    ("balanced", re.compile(r"balanced|default|normal", re.I)),
)

_OPENERS: dict[Voice, tuple[str, ...]] = {
    "tough_love": ("No excuses.", "Straight talk.", "Listen up."),
    "gentle": ("You're doing really well.", "No pressure at all.", "Be kind to yourself."),
    "scientific": (),
    "balanced": (),
    "hype": ("Let's gooo!", "Big energy today!", "You're on fire!"),
}

_CLOSERS: dict[Voice, tuple[str, ...]] = {
    "tough_love": ("Now go earn it.", "Do the work.", "No skipped sets."),
    "gentle": ("I'm proud of the work you're putting in.", "One step at a time, you've got this."),
    "scientific": (
        "Rationale: 10–20 hard sets per muscle per week at 1–3 RIR drives hypertrophy "
        "without excess fatigue.",
        "Rationale: progressive overload at 1–3 RIR balances stimulus against fatigue.",
    ),
    "balanced": (),
    "hype": ("Let's make it loud!", "Go get it, champ!", "Nothing can stop you!"),
}


def voice_of_fact(fact: str) -> Voice | None:
    for voice, pattern in _VOICE_WORDS:
        if pattern.search(fact):
            return voice
    return None


def preference_memory(memory: Sequence[MemoryItem]) -> MemoryItem | None:
    """The stored coaching-style preference, the newest if there are several."""
    found = [
        item
        for item in memory
        if isinstance(item.entry, Tier1Entry)
        and item.entry.category == "preference"
        and voice_of_fact(item.entry.fact) is not None
    ]
    return max(found, key=lambda item: item.updated_at) if found else None


def _preference(memory: Sequence[MemoryItem], words: re.Pattern[str]) -> MemoryItem | None:
    """The first stored preference staple whose fact says `words`."""
    for item in memory:
        entry = item.entry
        if (
            isinstance(entry, Tier1Entry)
            and entry.category == "preference"
            and words.search(entry.fact)
        ):
            return item
    return None


def brevity_memory(memory: Sequence[MemoryItem]) -> MemoryItem | None:
    """The stored "keep it short" preference, if any."""
    return _preference(memory, _BRIEF_WORDS)


def plain_memory(memory: Sequence[MemoryItem]) -> MemoryItem | None:
    """The stored "plain words, no jargon" preference, if any."""
    return _preference(memory, _PLAIN_WORDS)


def current_voice(memory: Sequence[MemoryItem]) -> Voice:
    item = preference_memory(memory)
    if item is None or not isinstance(item.entry, Tier1Entry):
        return "balanced"
    return voice_of_fact(item.entry.fact) or "balanced"


def _pick(options: tuple[str, ...], seed: str) -> str | None:
    if not options:
        return None
    # Deterministic variety: the same message always gets the same phrase.
    return options[zlib.crc32(seed.encode("utf-8")) % len(options)]


def styled(
    core: Sequence[str],
    voice: Voice,
    budget: int,
    seed: str = "",
    optional: Sequence[str] = (),
    rationale: str | None = None,
    closing: bool = True,
    lang: str = "en",
) -> str:
    """Join the core sentences, then let the voice speak while the sentence budget allows.

    Order of claim on the budget: the core; the voice's opener (tough love, gentle); for
    the scientific voice the reply's own rationale (else a generic one); the voice's closer;
    then the reply's optional sentences.
    """
    body = [s.strip() for s in core if s.strip()]
    used = sum(count_sentences(s) for s in body)

    def fits(sentence: str) -> bool:
        return used + count_sentences(sentence) <= budget

    opener = _in(lang, _pick(_OPENERS[voice], seed))
    if opener and fits(opener):
        body.insert(0, opener)
        used += 1
    closer = rationale if voice == "scientific" and rationale else _pick(_CLOSERS[voice], seed)
    closer = _in(lang, closer)
    if closing and closer and fits(closer):
        body.append(closer)
        used += count_sentences(closer)
    for sentence in optional:
        if sentence and fits(sentence):
            body.append(sentence.strip())
            used += count_sentences(sentence)
    return ("" if lang == "ja" else " ").join(body)


def _in(lang: str, sentence: str | None) -> str | None:
    """A voice line in the reply's language; one the catalog lacks is left out rather
    than sent in English inside a Polish, Thai or Japanese reply."""
    if not sentence or lang == "en":
        return sentence
    translated = tr(lang, sentence)
    return translated if translated != sentence else None


def flourish(voice: Voice, seed: str, rationale: str | None = None) -> tuple[str | None, str]:
    """The voice's opener and closer for replies that are not budgeted in sentences."""
    closer = rationale if voice == "scientific" and rationale else _pick(_CLOSERS[voice], seed)
    return _pick(_OPENERS[voice], seed), closer or ""
