"""The language of a conversation: what the coach answers in, remembered across turns.

A message carries strong evidence of its language when it is written in Thai or Japanese
script, reads as Polish, or has at least two English function words. A message without
such evidence ("ok", "Bench Press?", "3x8 @ 60", "25") keeps the language the user last
wrote in, so a short reply or an exercise name never flips the coach into English.
"""

from __future__ import annotations

from collections.abc import Sequence

from fitcoach.i18n.catalogs import Lang
from fitcoach.i18n.detect import _ENGLISH, _WORD
from fitcoach.nlu.language import detect_language

# Two function words make "can you move it" English; "Deadlift ok?" is no evidence.
_ENGLISH_EVIDENCE = 2


# Polish written without its letters ("spie ostatnio 5-6h bo mamy male dziecko") has no
# "ą" or "ł" to show it; its function words do. "i" and "to" are English words too, so
# Polish wins when it has more of its own words than English has.
_POLISH_WORDS = frozenset(
    [
        "jest",
        "nie",
        "sie",
        "się",
        "mam",
        "mamy",
        "mi",
        "mnie",
        "jak",
        "czy",
        "bo",
        "ze",
        "że",
        "juz",
        "już",
        "moge",
        "mogę",
        "mozna",
        "można",
        "co",
        "ile",
        "jeszcze",
        "tez",
        "też",
        "ale",
        "dla",
        "moj",
        "mój",
        "moja",
        "tylko",
        "bardzo",
        "ostatnio",
        "zeby",
        "żeby",
        "teraz",
        "kiedy",
        "gdzie",
        "dzis",
        "dziś",
        "jutro",
        "wczoraj",
        "tydzien",
        "tydzień",
        "trening",
        "treningu",
        "cwiczenia",
        "ćwiczenia",
        "zrobic",
        "zrobić",
        "chce",
        "chcę",
        "mialem",
        "miałem",
        "bylo",
        "było",
        "sa",
        "są",
        "ta",
        "te",
        "tego",
        "tej",
        "jestem",
        "robic",
        "robić",
        "dobrze",
        "moze",
        "może",
        "prosze",
        "proszę",
        "dzieki",
        "dzięki",
    ]
)


def evidence(text: str) -> Lang | None:
    """The language `text` is clearly written in, or None when it does not say."""
    lang: Lang = detect_language(text)
    if lang != "en":
        return lang
    words = [w.casefold() for w in _WORD.findall(text)]
    polish = sum(w in _POLISH_WORDS for w in words)
    english = sum(w in _ENGLISH and w not in _POLISH_WORDS for w in words)
    if polish >= _ENGLISH_EVIDENCE and polish > english:
        return "pl"
    if sum(w in _ENGLISH for w in words) >= _ENGLISH_EVIDENCE:
        return "en"
    return None


def conversation_language(message: str, earlier: Sequence[str] = ()) -> Lang:
    """The language to answer `message` in: its own when it shows one, else the language
    of the newest earlier message that did (oldest first in `earlier`), else English."""
    found = evidence(message)
    if found is not None:
        return found
    for text in reversed(earlier):
        found = evidence(text)
        if found is not None:
            return found
    return "en"
