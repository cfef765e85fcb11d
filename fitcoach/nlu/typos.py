"""A light, bounded spelling repair for English key words ("swich", "excercise").

Only words of five letters or more are touched, only into a small vocabulary of the
words routing and extraction depend on (intent verbs and nouns, exercise names), and only
when exactly one vocabulary word is one edit away (insert, delete, substitute or swap two
neighbours) with the same first letter: people rarely mistype the first letter, and
keeping it rules out most real words ("twitch" is not "switch"). Common words that sit
one edit from the vocabulary ("beach", "plans", "lungs") are never changed.
"""

from __future__ import annotations

import re
from functools import lru_cache

from fitcoach.catalog import CATALOG
from fitcoach.catalog.registry import SPEC_CORE_SIZE

_MIN_LENGTH = 5

_KEYWORDS = frozenset(
    {
        "switch",
        "something",
        "exercise",
        "exercises",
        "minute",
        "minutes",
        "replace",
        "replacement",
        "instead",
        "alternative",
        "different",
        "substitute",
        "tomorrow",
        "shorter",
        "shorten",
        "workout",
        "workouts",
        "session",
        "sessions",
        "training",
        "schedule",
        "shoulders",
        "dumbbells",
        "barbells",
        "deadlifts",
        "squats",
        "lunges",
        "presses",
        "raises",
        "curls",
        "flyes",
        "pullups",
        "pushups",
        "explain",
        "technique",
        "because",
        "soreness",
        "injured",
        "muscles",
        "stretch",
        "warmup",
        "wednesday",
        "thursday",
        "saturday",
        "tuesday",
        "monday",
        "friday",
        "sunday",
        "kettlebell",
        "holiday",
        "vacation",
        "tournament",
        "competition",
    }
)

# Real words one edit from the vocabulary: leave them as written.
_REAL_WORDS = frozenset(
    {
        "beach",
        "bunch",
        "chess",
        "cheat",
        "plant",
        "plants",
        "plane",
        "planes",
        "plans",
        "lounge",
        "lounges",
        "lungs",
        "squad",
        "squads",
        "raised",
        "raisin",
        "prose",
        "spilt",
        "spite",
        "seater",
        "single",
        "sessional",
        "minuet",
        "minuted",
        "cables",
        "cable",
        "curly",
        "curlsy",
        "fryer",
        "walker",
        "shorted",
        "swatch",
        "stitch",
        "switches",
        "muscle",
        "mussels",
        "trainings",
        "schedules",
        "exercised",
        "exerciser",
        "replaced",
        "replaces",
        "substituted",
        "sundry",
        "sundae",
        "monde",
        "fridays",
        "mondays",
        "sundays",
        "tuesdays",
        "holidays",
        "wheels",
        "wheeled",
        "woodchoppers",
        "degrees",
        "lateral",
        "stranding",
    }
)


def _vocabulary() -> frozenset[str]:
    names: set[str] = set(_KEYWORDS)
    # The spec's core names only: the larger library's names hold everyday words
    # ("through", "thrust", "clean", "close") that typos must not be bent into.
    for exercise in list(CATALOG.values())[:SPEC_CORE_SIZE]:
        names.update(
            word for word in re.findall(r"[a-z]+", exercise.name.lower()) if len(word) >= 5
        )
    return frozenset(names)


_VOCABULARY = _vocabulary()
_WORD = re.compile(r"[A-Za-z]+")


def _one_edit(word: str, target: str) -> bool:
    """Optimal string alignment distance exactly one."""
    if word == target or abs(len(word) - len(target)) > 1:
        return False
    if len(word) == len(target):
        diffs = [i for i, (a, b) in enumerate(zip(word, target, strict=True)) if a != b]
        if len(diffs) == 1:
            return True
        first, second = diffs[0], diffs[-1]
        return (
            len(diffs) == 2
            and second == first + 1
            and word[first] == target[second]
            and word[second] == target[first]
        )
    shorter, longer = sorted((word, target), key=len)
    return any(longer[:index] + longer[index + 1 :] == shorter for index in range(len(longer)))


@lru_cache(maxsize=2048)
def correct_word(word: str) -> str:
    """The vocabulary word `word` is a typo of, or `word` itself."""
    lower = word.lower()
    if len(lower) < _MIN_LENGTH or lower in _VOCABULARY or lower in _REAL_WORDS:
        return word
    candidates = [
        target for target in _VOCABULARY if target[0] == lower[0] and _one_edit(lower, target)
    ]
    if len(candidates) != 1:
        return word
    fixed = candidates[0]
    return fixed.capitalize() if word[:1].isupper() else fixed


def correct_typos(text: str) -> str:
    """`text` with mistyped key words repaired (Latin-script words only)."""
    return _WORD.sub(lambda match: correct_word(match.group(0)), text)
