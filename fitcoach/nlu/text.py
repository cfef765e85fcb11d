"""Text folding and the keyword-lexicon matcher every extractor is built on.

All matching runs on *folded* text: NFKC (full-width digits and letters become ASCII),
lower case, and Polish letters with diacritics mapped to plain ASCII, so "środę", "srode"
and "ŚRODĘ" look the same. Thai and Japanese characters are left alone (their combining
marks carry meaning), and because those scripts do not separate words with spaces, their
patterns match as plain substrings while Latin patterns only match whole words.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Generic, TypeVar

T = TypeVar("T")

_POLISH = str.maketrans("ąćęłńóśźż", "acelnoszz")

# A space inside a pattern stands for "any run of spaces, hyphens or middle dots, or none",
# so one pattern covers "pull up", "pull-up" and "pullup".
_SEPARATOR = r"[\s\-・]*"
# A word may not start inside another word; a match that opens on punctuation ("'s fine
# now" after "back") needs no boundary before it.
_LATIN_BEFORE = r"(?:(?<![a-z0-9])|(?![a-z0-9]))"
_LATIN_AFTER = r"(?![a-z0-9])"


@lru_cache(maxsize=512)
def fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).lower().translate(_POLISH)


def _is_latin(pattern: str) -> bool:
    return all(ord(char) < 128 for char in pattern)


def compile_pattern(pattern: str, *, boundary_before: bool = True) -> str:
    """The regex source for one lexicon pattern written in natural (unfolded) spelling."""
    folded = fold(pattern).replace(" ", _SEPARATOR)
    if _is_latin(fold(pattern)):
        before = _LATIN_BEFORE if boundary_before else ""
        return f"{before}(?:{folded}){_LATIN_AFTER}"
    return f"(?:{folded})"


def _is_word_char(char: str) -> bool:
    return "a" <= char <= "z" or "0" <= char <= "9"


def _word_start(folded: str, start: int) -> bool:
    return start == 0 or not _is_word_char(folded[start]) or not _is_word_char(folded[start - 1])


@dataclass(frozen=True, slots=True)
class Hit(Generic[T]):
    start: int
    end: int
    value: T


_META = set("()[]{}?*+|.^$\\")


def required_literal(pattern: str) -> str | None:
    """The longest run of plain characters every match of `pattern` must contain.

    Only text outside groups counts (a group may be optional or an alternative), a
    character followed by a quantifier is not required, and a space (a separator that
    may be empty) ends a run. None when nothing is certain, e.g. a top-level "a|b".
    """
    runs: list[str] = []
    current = ""
    depth = 0
    index = 0
    while index < len(pattern):
        char = pattern[index]
        if char == "\\":
            runs.append(current)
            current = ""
            index += 2
            continue
        if char == "[":
            runs.append(current)
            current = ""
            index = pattern.index("]", index + 2) + 1
            continue
        if char == "{":
            current = current[:-1]
            runs.append(current)
            current = ""
            index = pattern.index("}", index) + 1
            continue
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            return None
        if depth > 0 or char in _META or char == " ":
            if char in "?*{" and current:
                current = current[:-1]
            runs.append(current)
            current = ""
        else:
            current += char
        index += 1
    runs.append(current)
    best = max(runs, key=len)
    return best or None


_CACHE_SIZE = 64


class _Entry(Generic[T]):
    __slots__ = ("latin", "literal", "regex", "value")

    def __init__(self, pattern: str, value: T) -> None:
        self.literal = required_literal(fold(pattern))
        # The word boundary before a Latin pattern is checked in Python, not in the regex:
        # a regex that starts with a literal lets the engine skip ahead to it quickly.
        self.latin = _is_latin(fold(pattern))
        self.regex = re.compile(compile_pattern(pattern, boundary_before=False))
        self.value = value


class Lexicon(Generic[T]):
    """Many patterns, one value each, matched leftmost-longest without overlaps.

    A pattern is only run when its required literal occurs in the message (a fast
    substring test), which keeps a few hundred patterns well under a millisecond. At
    the same start the longest match wins, so a specific phrasing ("incline dumbbell
    bench press") beats a generic one that is a prefix of it ("incline"). Hits come
    back in the order they appear in the message.
    """

    def __init__(self, entries: Iterable[tuple[str, T]]) -> None:
        self._entries = [_Entry(pattern, value) for pattern, value in entries]
        self._always = [i for i, entry in enumerate(self._entries) if entry.literal is None]
        self._by_literal: dict[str, list[int]] = {}
        for index, entry in enumerate(self._entries):
            if entry.literal is not None:
                self._by_literal.setdefault(entry.literal, []).append(index)
        # The same message is read by several extractors; remember the last few answers.
        self._cache: dict[str, tuple[Hit[T], ...]] = {}

    def hits(self, folded: str) -> tuple[Hit[T], ...]:
        cached = self._cache.get(folded)
        if cached is not None:
            return cached
        candidates = list(self._always)
        for literal, indexes in self._by_literal.items():
            if literal in folded:
                candidates.extend(indexes)
        found: list[tuple[int, int, int]] = []
        for order in candidates:
            entry = self._entries[order]
            found.extend(
                (match.start(), -match.end(), order)
                for match in entry.regex.finditer(folded)
                if match.end() > match.start()
                and (not entry.latin or _word_start(folded, match.start()))
            )
        found.sort()
        out: list[Hit[T]] = []
        reached = 0
        for start, negative_end, order in found:
            if start >= reached:
                reached = -negative_end
                out.append(Hit(start, reached, self._entries[order].value))
        if len(self._cache) >= _CACHE_SIZE:
            self._cache.clear()
        result = tuple(out)
        self._cache[folded] = result
        return result

    def values(self, folded: str) -> list[T]:
        """Matched values in order of first appearance, without repeats."""
        return unique(hit.value for hit in self.hits(folded))

    def search(self, folded: str) -> bool:
        return bool(self.hits(folded))


class Patterns:
    """A yes/no keyword test: does any of these patterns occur?"""

    def __init__(self, patterns: Iterable[str]) -> None:
        self._lexicon: Lexicon[bool] = Lexicon((pattern, True) for pattern in patterns)

    def search(self, folded: str) -> bool:
        return self._lexicon.search(folded)

    def spans(self, folded: str) -> list[tuple[int, int]]:
        return [(hit.start, hit.end) for hit in self._lexicon.hits(folded)]


def unique(items: Iterable[T]) -> list[T]:
    seen: set[T] = set()
    out: list[T] = []
    for item in items:
        if item not in seen:
            seen.add(item)
            out.append(item)
    return out


def mask(folded: str, spans: Iterable[tuple[int, int]]) -> str:
    """Blank out spans (keeping offsets) so later lexicons do not see them."""
    chars = list(folded)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


# Sentences: Latin and CJK sentence ends, line breaks, and "but" (which turns a sentence
# from one topic to another: "I want big shoulders but my knee hurts").
_SENTENCE_BREAK = re.compile(
    r"[.!?。！？\n;]+|(?<![a-z])(?:but|ale|however)(?![a-z])|แต่|(?:です)?が、|けど、?|けれど、?"
)
# Thai writes clause breaks as spaces, so for Thai text a space ends a clause too.
_THAI_BREAK = re.compile(r"[.!?。！？\n;]+|แต่|\s+")


@lru_cache(maxsize=64)
def sentences(folded: str) -> tuple[tuple[int, int], ...]:
    """Spans of the sentences (clauses for Thai) of a folded message."""
    breaker = _THAI_BREAK if re.search(r"[\u0e00-\u0e7f]", folded) else _SENTENCE_BREAK
    spans: list[tuple[int, int]] = []
    start = 0
    for match in breaker.finditer(folded):
        if match.start() > start:
            spans.append((start, match.start()))
        start = match.end()
    if start < len(folded):
        spans.append((start, len(folded)))
    return tuple(spans)


def span_index(spans: Sequence[tuple[int, int]], position: int) -> int:
    for index, (start, end) in enumerate(spans):
        if start <= position < end:
            return index
    return -1
