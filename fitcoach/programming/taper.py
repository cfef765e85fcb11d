"""Peaking for a meet or a race: heavier main lifts weeks out, then a taper day with the
heavy work kept and the volume cut.

Peaking is the opposite of a deload in one respect: a deload (lighten.py) takes effort
off, a taper keeps the intensity that the event will ask for and sheds the fatigue that
volume brings. So every exercise keeps its load and its reps in reserve and loses about
two sets in five; an isolation exercise may drop to one set, a compound lift keeps two.
"""

from __future__ import annotations

import re

from fitcoach.catalog import CATALOG
from fitcoach.programming.assemble import reload
from fitcoach.programming.errors import NoChange
from fitcoach.programming.lighten import LIGHT_LOAD, LIGHT_RIR, lighten_day
from fitcoach.programming.models import Day, TrainingProfile
from fitcoach.programming.repair import Blocks, blocks_of, with_blocks

# The share of each exercise's sets a taper day keeps: 40-60 % volume cuts are the usual
# range in the taper literature (3 sets become 2, 4 become 2, 5 become 3).
TAPER_KEEP = 0.6
MIN_COMPOUND_SETS = 2
_TAG = " (Taper)"
_TAGGED = re.compile(r" \((?:Light|Taper|Peak|Deload|Express \d+m)\)$")


def _cut_sets(blocks: Blocks) -> tuple[int, int]:
    """Every exercise down to about three sets in five (a compound keeps two); the sets
    before and after."""
    before = sum(item.target_sets for block in blocks for item in block)
    for block in blocks:
        for item in block:
            exercise = CATALOG.get(item.exercise_id)
            floor = MIN_COMPOUND_SETS if exercise is not None and exercise.is_compound else 1
            kept = max(floor, int(item.target_sets * TAPER_KEEP + 0.5))
            item.target_sets = min(item.target_sets, kept)
    return before, sum(item.target_sets for block in blocks for item in block)


def taper_day(day: Day, profile: TrainingProfile) -> tuple[Day, str]:
    """The day tapered, and the line that says how."""
    blocks = blocks_of(day)
    before, after = _cut_sets(blocks)
    if after == before:
        raise NoChange(f"{day.day_of_week} is already as short as a taper day gets")
    fresh = with_blocks(day, blocks, profile)
    fresh.title = _TAGGED.sub("", day.title) + _TAG
    line = (
        f"Tapered {day.day_of_week}: {before} ➔ {after} sets, loads and RIR kept, "
        f"~{day.duration_minutes}m ➔ {fresh.duration_minutes}m"
    )
    return fresh, line


def deload_day(day: Day, profile: TrainingProfile) -> tuple[Day, str]:
    """A deload day: the same lifts with about two sets in five fewer, every set stopped
    3 reps short of failure and the loads a step lighter (a light day, lighten.py, and a
    taper's volume cut in one), so the week restores instead of drains."""
    try:
        light, _ = lighten_day(day, profile)
    except NoChange:  # already light: the volume still comes down
        light = day
    blocks = blocks_of(light)
    before = sum(item.target_sets for block in blocks_of(day) for item in block)
    _, after = _cut_sets(blocks)
    fresh = with_blocks(light, blocks, profile)
    if fresh == day:
        raise NoChange(f"{day.day_of_week} is already a deload day")
    fresh.title = _TAGGED.sub("", day.title) + " (Deload)"
    line = (
        f"Deloaded {day.day_of_week}: {before} ➔ {after} sets, RIR {LIGHT_RIR}, loads about "
        f"{round((1 - LIGHT_LOAD) * 100)} % lighter, ~{day.duration_minutes}m ➔ "
        f"{fresh.duration_minutes}m"
    )
    return fresh, line


# A peaking day moves each main lift this many reps down its range (heavier loads for the
# same sets); two reps is the floor of a peaking range (doubles and triples).
_PEAK_STEP = 2
_PEAK_FLOOR = 2
_RANGE = re.compile(r"^(\d+)\s*-\s*(\d+)$")
_MAIN_BLOCKS = 1


def peak_day(day: Day, profile: TrainingProfile) -> tuple[Day, str]:
    """The day as a peaking session weeks before a meet: the main lifts (the compounds of
    the first block) in a lower rep range at the heavier loads that range asks for,
    every other exercise one set lighter, so intensity climbs while fatigue does not."""
    blocks = blocks_of(day)
    heavier: list[str] = []
    trimmed = 0
    for index, block in enumerate(blocks):
        for item in block:
            exercise = CATALOG.get(item.exercise_id)
            match = _RANGE.match(item.target_reps.strip())
            main = index < _MAIN_BLOCKS and exercise is not None and exercise.is_compound
            if main and match is not None:
                low, high = int(match.group(1)), int(match.group(2))
                new_low = max(_PEAK_FLOOR, low - _PEAK_STEP)
                new_high = max(new_low + 1, high - _PEAK_STEP)
                if (new_low, new_high) != (low, high):
                    heavier.append(f"{item.name} {item.target_reps} ➔ {new_low}-{new_high}")
                    item.target_reps = f"{new_low}-{new_high}"
                    reload(item, profile)
            elif not main and item.target_sets > 1:
                item.target_sets -= 1
                trimmed += 1
    if not heavier and not trimmed:
        raise NoChange(f"{day.day_of_week} is already a peaking day")
    fresh = with_blocks(day, blocks, profile)
    fresh.title = _TAGGED.sub("", day.title) + " (Peak)"
    said = "; ".join(heavier) if heavier else "main lifts as they are"
    line = f"Peaked {day.day_of_week}: {said}; {trimmed} accessory sets fewer"
    return fresh, line
