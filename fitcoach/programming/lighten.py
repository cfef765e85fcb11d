"""A light day: the same exercises at about the same length, done easier.

Asked for "a light one" or "something gentler", a day keeps its shape (the user still
trains that day, for about as long) and loses effort instead of time: one set fewer on
each compound lift, every set stopped further from failure, and loads a step down.
"""

from __future__ import annotations

import re

from fitcoach.catalog import CATALOG
from fitcoach.programming.errors import NoChange
from fitcoach.programming.estimates import blocks_seconds
from fitcoach.programming.loads import lighter_load
from fitcoach.programming.models import Day, TrainingProfile
from fitcoach.programming.repair import blocks_of, with_blocks

# Reps in reserve on a light day: far enough from failure that the day restores rather
# than drains, and the most the plan's rules (R9: 1-3) allow.
LIGHT_RIR = 3
# The share of the planned load on a light day.
LIGHT_LOAD = 0.9
# A compound lift keeps at least this many sets.
MIN_SETS = 2
# Sets come off only while the day keeps this share of its length: light, not short.
KEEP_TIME = 0.85
_TAG = " (Light)"
_EXPRESS_OR_LIGHT = re.compile(r" \((?:Light|Express \d+m)\)$")


def lighten_day(day: Day, profile: TrainingProfile) -> tuple[Day, str]:
    """The day made light, and the line that says how."""
    blocks = blocks_of(day)
    floor = blocks_seconds(blocks) * KEEP_TIME
    compounds = sorted(
        (
            item
            for block in blocks
            for item in block
            if (exercise := CATALOG.get(item.exercise_id)) is not None and exercise.is_compound
        ),
        key=lambda item: -item.target_sets,
    )
    fewer = 0
    for item in compounds:
        if item.target_sets <= MIN_SETS:
            continue
        item.target_sets -= 1
        if blocks_seconds(blocks) < floor:
            item.target_sets += 1
            break
        fewer += 1
    for block in blocks:
        for item in block:
            if item.target_rir is not None:  # a hold or a carry has none to raise
                item.target_rir = LIGHT_RIR
            if item.suggested_load and item.load_unit is not None:
                item.suggested_load = lighter_load(item.suggested_load, item.load_unit, LIGHT_LOAD)
    fresh = with_blocks(day, blocks, profile)
    if fresh == day:
        raise NoChange(f"{day.day_of_week} is already a light day")
    fresh.title = _EXPRESS_OR_LIGHT.sub("", day.title) + _TAG
    line = (
        f"Lightened {day.day_of_week}: {fewer} fewer hard sets, RIR {LIGHT_RIR}, "
        f"~{day.duration_minutes}m ➔ {fresh.duration_minutes}m"
    )
    return fresh, line
