"""Reads the user's memory (free-text facts, as any brain writes them) into a TrainingProfile.

Memory is the single source of truth for who the user is: the engine never sees a fact
that is not in memory (or being written this very turn), so what the coach "knows" and
what it programs cannot drift apart.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from fitcoach import nlu
from fitcoach.memory.models import MemoryItem, Tier1Entry, Tier2Entry, Tier3Entry
from fitcoach.programming.models import Event, LoadBasis, Restriction, TrainingProfile, Unit

LB_PER_KG = 1 / 0.45359237
STRAINED_JOINT = {"Shoulders": "shoulder", "Lower Back": "lower_back", "Forearms": "wrist"}


def convert(value: float, from_unit: Unit, to_unit: Unit) -> float:
    if from_unit == to_unit:
        return value
    return value * LB_PER_KG if to_unit == "lb" else value / LB_PER_KG


def build_profile(
    memory: Sequence[MemoryItem],
    units: Unit,
    now: datetime,
    timezone: str = "UTC",
    known_loads: Mapping[str, LoadBasis] | None = None,
) -> TrainingProfile:
    """`memory` is the unexpired memory; anything expired by `now` is ignored anyway."""
    gear: set[str] = set()
    max_dumbbell: float | None = None
    fields: dict[str, object] = {}
    emphasis: list[str] = []
    restrictions: list[Restriction] = []
    events: list[Event] = []
    zone = ZoneInfo(timezone)

    for item in memory:
        entry = item.entry
        expires = item.expires_at()
        if expires is not None and expires <= now:
            continue
        if isinstance(entry, Tier1Entry):
            if entry.category == "equipment":
                gear |= nlu.extract_gear(entry.fact)
                cap = nlu.extract_max_dumbbell(entry.fact)
                if cap is not None:
                    value = convert(cap.value, cap.unit, units)
                    max_dumbbell = value if max_dumbbell is None else max(max_dumbbell, value)
            elif entry.category == "goal":
                goal = nlu.extract_goal(entry.fact)
                if goal is not None:
                    fields["goal"] = goal
                emphasis += [m for m in nlu.extract_muscles(entry.fact) if m not in emphasis]
                _schedule(entry.fact, fields)
            elif entry.category == "chronic_condition":
                restrictions += [
                    Restriction(body_part=part, severity="chronic", note=entry.fact)
                    for part in nlu.extract_body_parts(entry.fact)
                ]
            elif entry.category == "preference":
                _schedule(entry.fact, fields)
        elif isinstance(entry, Tier2Entry):
            parts = nlu.extract_body_parts(entry.body_part) or nlu.extract_body_parts(entry.fact)
            if entry.condition == "minor_strain":
                # A strain or tweak is a joint problem: "shoulder" protects the joint (no
                # overhead or incline pressing), not every exercise the deltoids drive.
                parts = tuple(STRAINED_JOINT.get(part, part) for part in parts)
            restrictions += [
                Restriction(
                    body_part=part,
                    severity=entry.condition,
                    until=entry.expires_at,
                    note=entry.fact,
                )
                for part in parts
            ]
        elif isinstance(entry, Tier3Entry):
            # The event happens on the local day its expiry closes.
            on = (entry.expires_at.astimezone(zone) - timedelta(seconds=1)).date()
            events.append(
                Event(name=entry.event, on=on, spare=list(nlu.extract_muscles(entry.fact)))
            )

    return TrainingProfile(
        gear=frozenset(gear),
        max_dumbbell=round(max_dumbbell, 1) if max_dumbbell else None,
        unit=units,
        emphasis=emphasis,
        restrictions=restrictions,
        events=events,
        known_loads=dict(known_loads or {}),
        **fields,
    )


def _schedule(fact: str, fields: dict[str, object]) -> None:
    days = nlu.extract_weekdays(fact)
    if days:
        fields["training_days"] = list(days)
    per_week = nlu.extract_days_per_week(fact)
    if per_week:
        fields["days_per_week"] = per_week
    minutes = nlu.extract_minutes(fact)
    if minutes:
        fields["session_minutes"] = max(15, min(180, minutes))
