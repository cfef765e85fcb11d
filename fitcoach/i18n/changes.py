"""One sentence, in the user's language, that says what a staged change does.

The brain writes its reply before the engine applies the plan operations, so it leaves a
`{change:<lang>}` placeholder; the pipeline fills it from the staged data (the week
before and after), so every count, minute and exercise name in it is true.
"""

from __future__ import annotations

import re

from fitcoach.catalog import CATALOG
from fitcoach.i18n.catalogs import N_, NP_, ntr, tr
from fitcoach.programming.models import Day, Week
from fitcoach.weekdays import WEEKDAYS, Weekday

_PLACEHOLDER = re.compile(r"\{change:(en|pl|th|ja)\}")
# Up to this many exercise names are listed; more are counted.
_NAMED = 3

WEEKDAY_NAMES: dict[str, str] = {
    "monday": N_("Monday"),
    "tuesday": N_("Tuesday"),
    "wednesday": N_("Wednesday"),
    "thursday": N_("Thursday"),
    "friday": N_("Friday"),
    "saturday": N_("Saturday"),
    "sunday": N_("Sunday"),
}

REST = N_("{day} becomes a rest day")
NEW_DAY = NP_(
    "{day}: {title}, {count} exercise in about {minutes} min",
    "{day}: {title}, {count} exercises in about {minutes} min",
)
SWAPPED = N_("{day}: {swaps}, about {minutes} min")
ADDED = N_("{day}: {names} added, about {minutes} min")
DROPPED = N_("{day}: {names} dropped, about {minutes} min")
RESIZED = NP_(
    "{day}: {count} exercise in about {minutes} min (was {old_count} in {old_minutes})",
    "{day}: {count} exercises in about {minutes} min (was {old_count} in {old_minutes})",
)
SAME_SIZE = N_(
    "{day}: about {minutes} min instead of {old_minutes}, same exercises with fewer sets or "
    "shorter rests"
)
HEAVIER = N_("{day}: same exercises and sets, heavier with fewer reps per set, about {minutes} min")
LIGHTER = NP_(
    "{day}: same exercises, {count} fewer hard set, every set stopped about {rir} reps short "
    "of failure, about {minutes} min",
    "{day}: same exercises, {count} fewer hard sets, every set stopped about {rir} reps short "
    "of failure, about {minutes} min",
)
LIGHTER_SAME_SETS = N_(
    "{day}: same exercises and sets, every set stopped about {rir} reps short of failure, "
    "about {minutes} min"
)
LIGHTER_TOO = NP_(
    "{count} fewer hard set, every set stopped about {rir} reps short of failure",
    "{count} fewer hard sets, every set stopped about {rir} reps short of failure",
)
SEPARATOR = N_("; ")
WEEK = NP_(
    "{count} training day ({days}), {minutes} min",
    "{count} training days ({days}), {minutes} min each",
)
WEEK_RANGE = NP_(
    "{count} training day ({days}), {low}–{high} min",
    "{count} training days ({days}), {low}–{high} min each",
)
WEEK_EDITS = NP_(
    "{days} changed; {count} exercise swapped or dropped",
    "{days} changed; {count} exercises swapped or dropped",
)
AND = N_("and")


def placeholder(lang: str) -> str:
    return "{change:" + lang + "}"


def fill_changes(
    message: str, before: Week | None, after: Week | None, target: Weekday | None
) -> str:
    """`message` with each `{change:<lang>}` replaced by the staged change's sentence (or
    removed when nothing was staged)."""

    def one(match: re.Match[str]) -> str:
        if after is None:
            return ""
        return describe(before, after, target, match.group(1))

    return _PLACEHOLDER.sub(one, message).strip()


def _capitalized(text: str) -> str:
    return text[:1].upper() + text[1:] if text[:1].islower() else text


def describe(before: Week | None, after: Week, target: Weekday | None, lang: str) -> str:
    return _capitalized(_describe(before, after, target, lang))


def _describe(before: Week | None, after: Week, target: Weekday | None, lang: str) -> str:
    if target is not None:
        old = before.days.get(target) if before is not None else None
        return describe_day(old, after.days[target], target, lang)
    return describe_week(before, after, lang)


def _names(day: Day | None) -> list[str]:
    if day is None or day.is_rest_day:
        return []
    return [ex.name for block in day.blocks for ex in block.exercises]


def _slugs_by_name(day: Day | None) -> dict[str, str]:
    if day is None or day.is_rest_day:
        return {}
    return {ex.name: ex.exercise_id for block in day.blocks for ex in block.exercises}


def _paired(
    old: Day | None, new: Day, removed: list[str], added: list[str]
) -> list[tuple[str, str]] | None:
    """Each exercise that left the day with the one that took its job (the same movement
    pattern, else a shared primary muscle), or None when one has no such partner: a time
    fit that drops an overhead press and a repair that swaps a step-up must not read as
    "overhead press → squat"."""
    if not removed:
        return None
    gone, came = _slugs_by_name(old), _slugs_by_name(new)
    left = list(added)
    pairs: list[tuple[str, str]] = []
    for name in removed:
        a = CATALOG.get(gone.get(name, ""))
        scored = [
            (0 if a.pattern == b.pattern else 1, index)
            for index, other in enumerate(left)
            if a is not None
            and (b := CATALOG.get(came.get(other, ""))) is not None
            and (a.pattern == b.pattern or set(a.primary) & set(b.primary))
        ]
        if not scored:
            return None
        pairs.append((name, left.pop(min(scored)[1])))
    return pairs


def _join(lang: str, items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    if lang == "ja":
        return "、".join(items)
    if lang == "th":
        return f"{' '.join(items[:-1])} {tr(lang, AND)} {items[-1]}"
    return f"{', '.join(items[:-1])} {tr(lang, AND)} {items[-1]}"


def _day(lang: str, day: str) -> str:
    return tr(lang, WEEKDAY_NAMES.get(day, day.capitalize()))


def describe_day(old: Day | None, new: Day, day: Weekday, lang: str) -> str:
    label = _day(lang, day)
    if new.is_rest_day:
        return tr(lang, REST, day=label)
    before, after = _names(old), _names(new)
    minutes = new.duration_minutes
    if not before:
        return ntr(lang, NEW_DAY, len(after), day=label, title=new.title, minutes=minutes)
    removed = [n for n in before if n not in after]
    added = [n for n in after if n not in before]
    pairs = _paired(old, new, removed, added) if len(removed) == len(added) else None
    if pairs and len(added) <= _NAMED:
        swaps = [f"{a} → {b}" for a, b in pairs]
        said = tr(lang, SWAPPED, day=label, swaps=_join(lang, swaps), minutes=minutes)
        if old is not None and _lighter(old, new):
            # "Ease me back in, Friday light": the heavy barbell lift swapped, and the rest
            # of the day made light; both are said.
            fewer = max(0, _sets(old) - _sets(new))
            said += tr(lang, SEPARATOR) + ntr(lang, LIGHTER_TOO, fewer, rir=_rir(new))
        return said
    if added and not removed and len(added) <= _NAMED:
        return tr(lang, ADDED, day=label, names=_join(lang, added), minutes=minutes)
    if removed and not added and len(removed) <= _NAMED:
        return tr(lang, DROPPED, day=label, names=_join(lang, removed), minutes=minutes)
    if not removed and not added and old is not None and _heavier(old, new):
        return tr(lang, HEAVIER, day=label, minutes=minutes)
    if not removed and not added and old is not None and _lighter(old, new):
        fewer = _sets(old) - _sets(new)
        if fewer > 0:
            return ntr(lang, LIGHTER, fewer, day=label, rir=_rir(new), minutes=minutes)
        return tr(lang, LIGHTER_SAME_SETS, day=label, rir=_rir(new), minutes=minutes)
    if not removed and not added:
        old_minutes = old.duration_minutes if old is not None else minutes
        return tr(lang, SAME_SIZE, day=label, minutes=minutes, old_minutes=old_minutes)
    old_minutes = old.duration_minutes if old is not None else 0
    return ntr(
        lang,
        RESIZED,
        len(after),
        day=label,
        minutes=minutes,
        old_count=len(before),
        old_minutes=old_minutes,
    )


def _low_reps(day: Day) -> dict[str, int]:
    """Each lift's lowest target reps, where the target starts with a number."""
    found: dict[str, int] = {}
    for block in day.blocks:
        for item in block.exercises:
            head = item.target_reps.strip().split("-")[0].strip()
            if head.isdigit():
                found[item.exercise_id] = int(head)
    return found


def _efforts(day: Day) -> dict[str, tuple[int, int | None]]:
    """Each lift's sets and reps in reserve."""
    return {
        item.exercise_id: (item.target_sets, item.target_rir)
        for block in day.blocks
        for item in block.exercises
    }


def _rir(day: Day) -> int:
    return max((rir or 0) for _, rir in _efforts(day).values())


def _sets(day: Day) -> int:
    return sum(sets for sets, _ in _efforts(day).values())


def _lighter(old: Day, new: Day) -> bool:
    """The same lifts and reps, none harder and some further from failure (a light day)."""
    reps_before, reps_after = _low_reps(old), _low_reps(new)
    if any(reps_before.get(slug, reps) != reps for slug, reps in reps_after.items()):
        return False
    before, after = _efforts(old), _efforts(new)
    easier = False
    for slug, (sets, rir) in after.items():
        old_sets, old_rir = before.get(slug, (sets, rir))
        if sets > old_sets or (rir or 0) < (old_rir or 0):
            return False
        easier = easier or (rir or 0) > (old_rir or 0)
    return easier


def _heavier(old: Day, new: Day) -> bool:
    """The same lifts, some asked for fewer reps (heavier loads) and none for more."""
    before, after = _low_reps(old), _low_reps(new)
    shared = [slug for slug in after if slug in before]
    return any(after[s] < before[s] for s in shared) and all(after[s] <= before[s] for s in shared)


def describe_week(before: Week | None, after: Week, lang: str) -> str:
    training = [d for d in WEEKDAYS if (day := after.days.get(d)) and not day.is_rest_day]
    if before is not None and _training(before) == training:
        changed = [d for d in WEEKDAYS if before.days.get(d) != after.days.get(d)]
        edits = sum(
            len([n for n in _names(before.days.get(d)) if n not in _names(after.days.get(d))])
            for d in changed
        )
        if changed and edits:
            days = _join(lang, [_day(lang, d) for d in changed])
            return ntr(lang, WEEK_EDITS, edits, days=days)
    minutes = sorted(after.days[d].duration_minutes for d in training)
    days = _join(lang, [_day(lang, d) for d in training])
    if not minutes:
        return ntr(lang, WEEK, 0, days="-", minutes=0)
    if minutes[0] == minutes[-1]:
        return ntr(lang, WEEK, len(training), days=days, minutes=minutes[0])
    return ntr(lang, WEEK_RANGE, len(training), days=days, low=minutes[0], high=minutes[-1])


def _training(week: Week) -> list[Weekday]:
    return [d for d in WEEKDAYS if (day := week.days.get(d)) and not day.is_rest_day]
