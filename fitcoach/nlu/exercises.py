"""Exercise mentions -> catalog slugs, from names and everyday phrasings in four languages.

Every catalog display name matches as written; on top of that each slug lists the ways
people actually say it ("db rows", "wiosłowanie hantlami", "ダンベルローイング") as data,
per language, in `catalog/aliases.yaml`. A generic phrasing maps to the catalog's default
variant: "bench press" is the barbell bench press, "curls" the standing dumbbell curl,
"squats" the barbell back squat.
"""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from fitcoach.catalog import CATALOG
from fitcoach.nlu.language import detect_language
from fitcoach.nlu.text import Hit, Lexicon, fold, unique

ALIASES_PATH = Path(__file__).resolve().parent.parent / "catalog" / "aliases.yaml"


def load_aliases(section: str) -> dict[str, dict[str, list[str]]]:
    """One section of the alias data: key -> language -> patterns."""
    data = yaml.safe_load(ALIASES_PATH.read_text("utf-8")) or {}
    table = data.get(section) or {}
    return {
        str(key): {str(lang): list(p) for lang, p in langs.items()} for key, langs in table.items()
    }


def _phrases() -> dict[str, tuple[str, ...]]:
    aliases = load_aliases("exercises")
    unknown = sorted(slug for slug in aliases if slug not in CATALOG)
    if unknown:
        raise ValueError(f"aliases.yaml names exercises the catalog lacks: {unknown}")
    return {
        slug: tuple(pattern for patterns in langs.values() for pattern in patterns)
        for slug, langs in aliases.items()
    }


_PHRASES: dict[str, tuple[str, ...]] = _phrases()


def _name_pattern(name: str) -> str:
    """A catalog display name as a pattern: punctuation loose, letters literal."""
    words = [part for part in fold(name).replace("/", " ").replace("-", " ").split() if part]
    return " ".join(word.replace(".", r"\.") for word in words)


def _entries() -> list[tuple[str, str]]:
    entries = [(pattern, slug) for slug, patterns in _PHRASES.items() for pattern in patterns]
    # "(?! ?bars?)": "pull-up bar" is gear, not the exercise.
    entries.extend(
        (_name_pattern(exercise.name) + "(?! ?bars?)", slug) for slug, exercise in CATALOG.items()
    )
    entries.extend((slug.replace("-", " ") + "(?! ?bars?)", slug) for slug in CATALOG)
    return entries


EXERCISE_LEXICON: Lexicon[str] = Lexicon(_entries())

# Polish declines the English names it borrows: "swinga" (genitive), "swingi", "swingów",
# "po swingach", "deadlifta", "z hip thrustem". Every English name and catalog name also
# matches with a Polish case ending in place of an English plural, so one rule covers every
# lift. The ending "-y" ("deadlifty") only in a message that reads as Polish: "curly" and
# "jumpy" are English words.
_POLISH_ENDINGS = ("a", "u", "i", "e", "ie", "iem", "em", "ow", "ach", "ami", "om")
_ENGLISH_PLURAL = re.compile(r"(?<=[a-z])s\??$")


def _inflected_entries(endings: tuple[str, ...]) -> list[tuple[str, str]]:
    english = [
        (pattern, slug)
        for slug, langs in load_aliases("exercises").items()
        for pattern in langs.get("en", ())
    ]
    english.extend((_name_pattern(exercise.name), slug) for slug, exercise in CATALOG.items())
    ending = "(?:" + "|".join(endings) + ")"
    inflected = [
        ("(?:" + _ENGLISH_PLURAL.sub("", pattern) + ")" + ending, slug) for pattern, slug in english
    ]
    return [*_entries(), *inflected]


_DECLINED_LEXICON: Lexicon[str] = Lexicon(_inflected_entries(_POLISH_ENDINGS))
_POLISH_LEXICON: Lexicon[str] = Lexicon(_inflected_entries((*_POLISH_ENDINGS, "y")))


# Machine exercises whose name is also the machine's name: "I have a leg press" is gear.
NAMES_A_MACHINE = frozenset(
    {
        "leg-press",
        "leg-extension",
        "lying-hamstring-curl",
        "seated-hamstring-curl",
        "ab-wheel-rollout",
        # "My gym has a chest press, lat pulldown and a pec deck": the machines, as gear.
        "machine-chest-press",
        "lat-pulldown",
        "pec-deck",
    }
)


def _greetings() -> re.Pattern[str]:
    data = yaml.safe_load(ALIASES_PATH.read_text("utf-8")) or {}
    return re.compile("|".join(f"(?:{fold(p)})" for p in data.get("greetings") or ()) or "(?!)")


_GREETING = _greetings()
_SENTENCE_START = re.compile(r"(?:^|[.!?\n]|[,:]\s*(?:and|so)?)\s*[^\w\s]*\s*$")


def _greets(folded: str, start: int) -> bool:
    """ "Good morning dear, which exercise...": a greeting, not the hinge."""
    return bool(_GREETING.match(folded, start)) and bool(_SENTENCE_START.search(folded[:start]))


def exercise_hits(folded: str) -> list[Hit[str]]:
    lexicon = _POLISH_LEXICON if detect_language(folded) == "pl" else _DECLINED_LEXICON
    return [hit for hit in lexicon.hits(folded) if not _greets(folded, hit.start)]


def extract_exercises(text: str) -> tuple[str, ...]:
    """Catalog slugs mentioned, in order of first mention."""
    return tuple(unique(hit.value for hit in exercise_hits(fold(text))))
