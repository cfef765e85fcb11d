"""Which of the four supported languages a message is written in."""

from __future__ import annotations

import re

from fitcoach.nlu.text import Patterns, fold
from fitcoach.nlu.understanding import Language

_THAI = re.compile(r"[\u0e00-\u0e7f]")
_JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uff66-\uff9f]")
_POLISH_LETTERS = re.compile(r"[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]")
# Common Polish function words and verb forms that English never uses, for messages
# typed without diacritics ("mam tylko 30 minut w poniedzialek").
_POLISH_WORDS = Patterns(
    [
        "mam",
        "jest",
        "nie",
        "czy",
        "jak",
        "moje?",
        "moja",
        "mnie",
        "zamiast",
        "tylko",
        "teraz",
        "dzisiaj",
        "jutro",
        "trening[a-z]*",
        "chce",
        "prosze",
        "dzieki",
        "dziekuje",
        "czesc",
        "cwicz[a-z]*",
        "sie",
        "przez",
        "albo",
        "minut",
        "tygodniu",
    ]
)


def detect_language(text: str) -> Language:
    if _THAI.search(text):
        return "th"
    if _JAPANESE.search(text):
        return "ja"
    if _POLISH_LETTERS.search(text):
        return "pl"
    if _POLISH_WORDS.search(fold(text)):
        return "pl"
    return "en"
