"""Small wording helpers shared by the reply composers (English replies only)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import date

from fitcoach.weekdays import Weekday

# Japanese (and full-width) terminators end a sentence without a following space.
_SENTENCE_END = re.compile(r"[.!?]+(?=\s|$)|[。！？]+")


JOINT_LABELS: dict[str, str] = {
    "shoulder": "shoulder",
    "elbow": "elbow",
    "wrist": "wrist",
    "lower_back": "lower back",
    "hip": "hip",
    "knee": "knee",
    "ankle": "ankle",
}


def count_sentences(text: str) -> int:
    """Sentences as a reader counts them: terminal punctuation followed by space or end."""
    stripped = text.strip()
    if not stripped:
        return 0
    ends = len(_SENTENCE_END.findall(stripped))
    return ends + (0 if _SENTENCE_END.search(stripped[-1:] + " ") else 1)


def part_label(body_part: str) -> str:
    """Human words for a canonical body part (joint token or muscle group)."""
    return JOINT_LABELS.get(body_part, body_part.replace("_", " ").lower())


def day_label(day: Weekday) -> str:
    return day.capitalize()


def join_words(words: Sequence[str], conj: str = "and") -> str:
    items = [w for w in words if w]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {conj} {items[-1]}"


def muscles_phrase(muscles: Iterable[str]) -> str:
    return join_words([m.lower() for m in muscles])


def number(value: float) -> str:
    """50.0 -> "50", 22.5 -> "22.5": loads read the way the user wrote them."""
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def short_date(day: date) -> str:
    return f"{day.strftime('%A')} {day.day} {day.strftime('%b')}"
