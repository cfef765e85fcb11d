"""A taper day: the heavy work kept, the volume cut, before a meet or a race.

Peaking is the opposite of a deload in one respect: a deload (lighten.py) takes effort
off, a taper keeps the intensity that the event will ask for and sheds the fatigue that
volume brings. So every exercise keeps its load and its reps in reserve and loses about
two sets in five; an isolation exercise may drop to one set, a compound lift keeps two.
"""

from __future__ import annotations

import re

from fitcoach.catalog import CATALOG
from fitcoach.programming.errors import NoChange
from fitcoach.programming.models import Day, TrainingProfile
from fitcoach.programming.repair import blocks_of, with_blocks

# The share of each exercise's sets a taper day keeps: 40-60 % volume cuts are the usual
# range in the taper literature (3 sets become 2, 4 become 2, 5 become 3).
TAPER_KEEP = 0.6
MIN_COMPOUND_SETS = 2
_TAG = " (Taper)"
_TAGGED = re.compile(r" \((?:Light|Taper|Express \d+m)\)$")


def taper_day(day: Day, profile: TrainingProfile) -> tuple[Day, str]:
    """The day tapered, and the line that says how."""
    blocks = blocks_of(day)
    before = sum(item.target_sets for block in blocks for item in block)
    for block in blocks:
        for item in block:
            exercise = CATALOG.get(item.exercise_id)
            floor = MIN_COMPOUND_SETS if exercise is not None and exercise.is_compound else 1
            kept = max(floor, int(item.target_sets * TAPER_KEEP + 0.5))
            item.target_sets = min(item.target_sets, kept)
    after = sum(item.target_sets for block in blocks for item in block)
    if after == before:
        raise NoChange(f"{day.day_of_week} is already as short as a taper day gets")
    fresh = with_blocks(day, blocks, profile)
    fresh.title = _TAGGED.sub("", day.title) + _TAG
    line = (
        f"Tapered {day.day_of_week}: {before} ➔ {after} sets, loads and RIR kept, "
        f"~{day.duration_minutes}m ➔ {fresh.duration_minutes}m"
    )
    return fresh, line
