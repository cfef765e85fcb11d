"""What an operation changed, said about the final plan only.

An operation's own edits and the repairs after it can touch the same slot twice: a goblet
squat replaced by a deadlift that the 48 h rule then replaces again, or a replacement that a
time cap later drops. Listing every step tells the user about exercises that are not in
their plan; `settle` folds each slot's steps into one line that matches the final day.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from fitcoach.catalog import CATALOG
from fitcoach.programming.models import Week
from fitcoach.weekdays import Weekday


@dataclass(frozen=True, slots=True)
class Change:
    """`old` left `day`; `new` took its place (None: nothing did)."""

    day: Weekday
    old: str
    new: str | None = None
    why: str = ""

    def __str__(self) -> str:
        old = _name(self.old)
        text = f"{old} ➔ {_name(self.new)}" if self.new else f"dropped {old}"
        text += f" on {self.day[:3].capitalize()}"
        return f"{text} ({self.why})" if self.why else text


Entry = Change | str


def _name(slug: str | None) -> str:
    if slug is None:
        return ""
    known = CATALOG.get(slug)
    return known.name if known else slug


def _slugs(week: Week, day: Weekday) -> set[str]:
    return {i.exercise_id for b in week.days[day].blocks for i in b.exercises}


def settle(groups: Sequence[Sequence[Entry]], final: Week) -> list[list[Entry]]:
    """Each group of `entries` (groups and entries in the order they happened) as lines true
    of `final`; a later step on the same slot folds into the group of the first one."""
    folded: list[tuple[int, Entry]] = []
    for group, entries in enumerate(groups):
        for entry in entries:
            if isinstance(entry, Change):
                earlier = next(
                    (
                        i
                        for i, (_, prev) in enumerate(folded)
                        if isinstance(prev, Change)
                        and prev.day == entry.day
                        and prev.new == entry.old
                    ),
                    None,
                )
                if earlier is not None:
                    first, prev = folded[earlier]
                    assert isinstance(prev, Change)
                    folded[earlier] = (first, replace(prev, new=entry.new))
                    continue
            folded.append((group, entry))
    out: list[list[Entry]] = [[] for _ in groups]
    for group, entry in folded:
        if isinstance(entry, Change):
            there = _slugs(final, entry.day)
            if entry.old in there:
                continue  # undone later: the day still has it
            if entry.new is not None and entry.new not in there:
                entry = replace(entry, new=None)
        out[group].append(entry)
    return out
