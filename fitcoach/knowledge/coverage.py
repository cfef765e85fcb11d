"""How much of a question's subject a topic covers.

TF-IDF similarity rises with any shared wording, so a question about a subject no topic
covers ("what warning signs should make me stop a session?") still finds a neighbour with
a fair score (overtraining shares "signs" and "session"). Coverage asks the other way
round: of the question's words that the knowledge base knows at all, weighted by how
rare they are across topics, what share does this topic's own text (keys and answers in
every language) contain? Words the knowledge base never uses ("granddaughter", "lol")
say nothing either way. English and Polish are compared by word stems (the first five
letters, so "warning"/"warnings" and Polish inflections meet); Thai and Japanese, written
without spaces, by character pairs.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable

_LATIN = re.compile(r"[a-z0-9]+")
_OTHER = re.compile(r"[^\sa-z0-9]+")
STEM = 5
# What a word no topic uses weighs (a word every topic uses weighs about 0.7).
UNKNOWN_WEIGHT = 0.7


def units(text: str) -> set[str]:
    """The comparable pieces of normalised text: word stems, and character pairs of
    unspaced scripts."""
    found = {w[:STEM] for w in _LATIN.findall(text) if len(w) >= 3 and not w.isdigit()}
    for chunk in _OTHER.findall(text):
        found.update(chunk[i : i + 2] for i in range(len(chunk) - 1))
    return found


class Coverage:
    def __init__(self, topic_texts: Iterable[str]) -> None:
        self.sets = [units(text) for text in topic_texts]
        counts: dict[str, int] = {}
        for pieces in self.sets:
            for piece in pieces:
                counts[piece] = counts.get(piece, 0) + 1
        total = len(self.sets)
        # Rare pieces weigh more: "warning" names a subject, "week" hardly does.
        self.weight = {p: math.log(1 + total / n) for p, n in counts.items()}
        # Which topics hold each piece: a question is scored against every topic at once
        # by walking its own few pieces, not every topic's set.
        self.holders: dict[str, list[int]] = {}
        for number, pieces in enumerate(self.sets):
            for piece in pieces:
                self.holders.setdefault(piece, []).append(number)

    def of_all(self, question: str) -> list[float]:
        """`of` for every topic, in topic order."""
        pieces = units(question)
        known = [p for p in pieces if p in self.weight]
        # A word the knowledge base never uses may be chatter ("lol") or the very subject
        # ("jet lag"): it counts a little against every topic, never for one.
        unknown = sum(UNKNOWN_WEIGHT for p in pieces if p not in self.weight and p.isascii())
        mass = sum(self.weight[p] for p in known) + unknown
        if mass == 0:
            return [1.0] * len(self.sets)
        covered = [0.0] * len(self.sets)
        for piece in known:
            for number in self.holders[piece]:
                covered[number] += self.weight[piece]
        return [c / mass for c in covered]

    def of(self, question: str, topic: int) -> float:
        """Share (0–1) of the question's known pieces found in the topic's text; 1.0 when
        the question has none the knowledge base knows."""
        return self.of_all(question)[topic]

    def shared(self, question: str, topic: int) -> int:
        """How many of the question's known pieces the topic's text contains: one shared
        word ("day") is chance, two ("abs" and "every day") begin to agree."""
        return sum(1 for p in units(question) if p in self.weight and p in self.sets[topic])
