"""Which language to reply in, and whether a message is in a language we do not speak.

The four supported languages are told apart by `fitcoach.nlu.detect_language` (scripts,
Polish letters and function words). What it cannot see is a fifth language: Spanish or
German read as "English" there. This module catches those by script (Cyrillic, Hangul,
Arabic, ...) and, for Latin-script languages, by function words English never uses.
"""

from __future__ import annotations

import re

from fitcoach.i18n.catalogs import Lang
from fitcoach.nlu.language import detect_language

LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "pl": "Polish",
    "th": "Thai",
    "ja": "Japanese",
    "es": "Spanish",
    "de": "German",
    "fr": "French",
    "pt": "Portuguese",
    "it": "Italian",
    "nl": "Dutch",
    "ru": "Russian",
    "uk": "Ukrainian",
    "ko": "Korean",
    "zh": "Chinese",
    "ar": "Arabic",
    "he": "Hebrew",
    "el": "Greek",
    "hi": "Hindi",
    "tr": "Turkish",
    "vi": "Vietnamese",
}

_SCRIPTS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("uk", re.compile(r"[ієїґІЄЇҐ]")),
    ("ru", re.compile(r"[\u0400-\u04ff]")),
    ("ko", re.compile(r"[\uac00-\ud7af\u1100-\u11ff]")),
    ("ar", re.compile(r"[\u0600-\u06ff]")),
    ("he", re.compile(r"[\u0590-\u05ff]")),
    ("el", re.compile(r"[\u0370-\u03ff]")),
    ("hi", re.compile(r"[\u0900-\u097f]")),
)
_KANA = re.compile(r"[\u3040-\u30ff]")
_HAN = re.compile(r"[\u4e00-\u9fff]")
# Simplified-only characters common in fitness talk ("how", "this", "to be", "train").
_SIMPLIFIED = re.compile(r"[么这们吗该练为让没还时间对]")

# Function words frequent in each language and absent from English (and Polish).
_WORDS: dict[str, frozenset[str]] = {
    "es": frozenset(
        [
            "el",
            "los",
            "las",
            "del",
            "por",
            "para",
            "con",
            "una",
            "uno",
            "como",
            "qué",
            "que",
            "cuántas",
            "cuánto",
            "debo",
            "puedo",
            "hacer",
            "tengo",
            "quiero",
            "mi",
            "mis",
            "es",
            "está",
            "estoy",
            "pero",
            "más",
            "también",
            "entrenar",
            "semana",
        ]
    ),
    "de": frozenset(
        [
            "der",
            "die",
            "das",
            "und",
            "ich",
            "ist",
            "nicht",
            "wie",
            "viel",
            "soll",
            "mein",
            "meine",
            "mit",
            "für",
            "ein",
            "eine",
            "trainieren",
            "woche",
            "kann",
            "sollte",
            "auch",
            "oder",
            "wieviel",
        ]
    ),
    "fr": frozenset(
        [
            "le",
            "la",
            "les",
            "des",
            "est",
            "je",
            "suis",
            "pas",
            "comment",
            "combien",
            "dois",
            "mon",
            "ma",
            "mes",
            "avec",
            "pour",
            "une",
            "entraîner",
            "semaine",
            "faire",
            "quoi",
        ]
    ),
    "pt": frozenset(
        [
            "o",
            "os",
            "as",
            "um",
            "uma",
            "não",
            "como",
            "quanto",
            "devo",
            "posso",
            "fazer",
            "tenho",
            "quero",
            "meu",
            "minha",
            "é",
            "está",
            "estou",
            "com",
            "para",
            "treinar",
            "semana",
            "também",
            "você",
        ]
    ),
    "it": frozenset(
        [
            "il",
            "lo",
            "gli",
            "della",
            "come",
            "quanto",
            "devo",
            "posso",
            "fare",
            "ho",
            "voglio",
            "mio",
            "mia",
            "è",
            "sono",
            "non",
            "con",
            "per",
            "allenarmi",
            "settimana",
            "anche",
        ]
    ),
    "nl": frozenset(
        [
            "de",
            "het",
            "een",
            "ik",
            "ben",
            "niet",
            "hoe",
            "veel",
            "moet",
            "mijn",
            "met",
            "voor",
            "trainen",
            "week",
            "ook",
            "wat",
        ]
    ),
    "tr": frozenset(
        [
            "ve",
            "bir",
            "ne",
            "nasıl",
            "kaç",
            "benim",
            "için",
            "mı",
            "mi",
            "değil",
            "antrenman",
            "hafta",
        ]
    ),
    "vi": frozenset(
        ["tôi", "bạn", "có", "không", "làm", "như", "thế", "nào", "bao", "nhiêu", "tập"]
    ),
}
# A greeting alone ("hola!") says the language as clearly as a sentence.
_GREETINGS: dict[str, str] = {
    "hola": "es",
    "buenos": "es",
    "buenas": "es",
    "hallo": "de",
    "guten": "de",
    "bonjour": "fr",
    "salut": "fr",
    "ciao": "it",
    "olá": "pt",
    "privet": "ru",
}
_ENGLISH = frozenset(
    [
        "the",
        "a",
        "an",
        "i",
        "my",
        "me",
        "is",
        "are",
        "do",
        "does",
        "how",
        "what",
        "should",
        "can",
        "to",
        "of",
        "for",
        "and",
        "in",
        "on",
        "with",
        "it",
        "this",
        "that",
        "you",
        "your",
        "am",
        "be",
        "much",
        "many",
        "often",
    ]
)
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def unsupported_language(text: str) -> str | None:
    """The code of a language we do not speak that `text` is written in, else None."""
    if detect_language(text) in ("th", "pl"):
        return None
    for code, pattern in _SCRIPTS:
        if pattern.search(text):
            return code
    if _HAN.search(text) and not _KANA.search(text) and _SIMPLIFIED.search(text):
        return "zh"
    if detect_language(text) == "ja":
        return None
    words = [w.casefold() for w in _WORD.findall(text)]
    if not words:
        return None
    english = sum(w in _ENGLISH for w in words)
    greeting = next((_GREETINGS[w] for w in words if w in _GREETINGS), None)
    if greeting and english == 0:
        return greeting
    scores = {code: sum(w in vocab for w in words) for code, vocab in _WORDS.items()}
    code, best = max(scores.items(), key=lambda item: item[1])
    # Two function words of one foreign language, and more of them than English ones.
    if best >= 2 and best > english:
        return code
    return None


def reply_language(text: str, previous: Lang | None = None) -> Lang:
    """The supported language to answer `text` in. A message with no words of its own
    language ("ok", "?", "3x8 @ 60") keeps the language of the conversation so far."""
    lang: Lang = detect_language(text)
    if lang == "en" and previous and previous != "en":
        words = [w.casefold() for w in _WORD.findall(text)]
        if not any(w in _ENGLISH or len(w) > 3 for w in words):
            return previous
    return lang
