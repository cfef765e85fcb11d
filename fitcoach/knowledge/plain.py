"""Plain words for a user who asked for them ("no gym jargon or abbreviations"): the
knowledge answers' jargon in everyday English, and sources cited by author and year only.

English only: the Polish, Thai and Japanese answers are written in everyday words already,
and their sources are always cited short. Pure: text in, text out.
"""

from __future__ import annotations

import re

# Jargon -> everyday words, longest first so "reps in reserve (RIR)" goes before "RIR".
PLAIN_WORDS: tuple[tuple[str, str], ...] = (
    ("reps in reserve (RIR)", "reps left in the tank"),
    ("reps in reserve", "reps left in the tank"),
    ("estimated 1RM", "estimated best single lift"),
    ("e1RM", "estimated best single lift"),
    ("1RM", "best single lift"),
    ("RIR", "reps left in the tank"),
    ("RPE", "effort score"),
    ("DOMS", "next-day muscle soreness"),
    ("hypertrophy", "muscle growth"),
    ("eccentric", "lowering"),
    ("concentric", "lifting"),
    ("isometric", "hold-still"),
    ("unilateral", "one-sided"),
    ("compound lifts", "big multi-joint lifts"),
    ("progressive overload", "adding a little weight or reps over time"),
)
_PATTERN = re.compile("|".join(rf"\b{re.escape(word)}\b" for word, _ in PLAIN_WORDS), re.IGNORECASE)
_BY_WORD = {word.casefold(): plain for word, plain in PLAIN_WORDS}


def plain_english(text: str, asked: str = "") -> str:
    """`text` with its gym jargon in everyday words. A word the user's own question uses
    stays ("what does RIR mean?" is answered about RIR); a word opening a sentence keeps
    its capital."""
    kept = {m.group(0).casefold() for m in _PATTERN.finditer(asked)}

    def swap(match: re.Match[str]) -> str:
        found = match.group(0)
        if found.casefold() in kept:
            return found
        plain = _BY_WORD[found.casefold()]
        before = text[: match.start()].rstrip()
        opens = not before or before[-1] in ".!?:"
        return plain[0].upper() + plain[1:] if opens else plain

    return _PATTERN.sub(swap, text)
