"""Builds the TrainingProfile from the typed payloads of the user's memory.

Memory is the single source of truth for who the user is: the engine never sees a fact
that is not in memory (or being written this very turn), so what the coach "knows" and
what it programs cannot drift apart. Only payloads are read here, never the words of a
fact: the words were read once, when the memory was written (memory/derive.py), so a
change to the language extractors cannot silently change a stored user's programme.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta

from fitcoach.memory.models import MemoryItem, Tier2Entry, Tier3Entry
from fitcoach.memory.payloads import (
    ConditionPayload,
    DumbbellRange,
    EquipmentPayload,
    EventPayload,
    GoalPayload,
    PreferencePayload,
    Schedule,
    SchedulePayload,
)
from fitcoach.programming.models import (
    Event,
    GearWindow,
    LoadBasis,
    Restriction,
    TrainingProfile,
    Unit,
)
from fitcoach.units import convert


def build_profile(
    memory: Sequence[MemoryItem],
    units: Unit,
    now: datetime,
    timezone: str = "UTC",
    known_loads: Mapping[str, LoadBasis] | None = None,
) -> TrainingProfile:
    """`memory` is the unexpired memory; anything expired by `now` is ignored anyway.

    Items are read oldest first, so a later statement of the same thing (a new schedule)
    wins over an earlier one."""
    gear: set[str] = set()
    max_dumbbell: float | None = None
    fields: dict[str, object] = {}
    emphasis: list[str] = []
    restrictions: list[Restriction] = []
    events: list[Event] = []
    away: list[GearWindow] = []
    excluded: set[str] = set()
    patterns: set[str] = set()
    bells: set[float] = set()
    pairs: set[float] = set()
    conditions: list[str] = []

    for item in sorted(memory, key=lambda item: (item.created_at, item.id)):
        expires = item.expires_at()
        if expires is not None and expires <= now:
            continue
        entry = item.entry
        payload = entry.payload
        if isinstance(payload, EquipmentPayload):
            gear |= set(payload.gear)
            cap = _cap(payload.dumbbells, units)
            if cap is not None:
                max_dumbbell = cap if max_dumbbell is None else max(max_dumbbell, cap)
            if payload.dumbbells is not None and payload.dumbbells.pairs:
                # a fixed set: loads snap to the pairs owned
                pairs |= {
                    round(convert(w, payload.dumbbells.unit, units), 1)
                    for w in payload.dumbbells.pairs
                }
            # the bells owned (loads snap to them, never above the heaviest) and the bands:
            # the engine programs kettlebell and band work only for gear it knows is there
            if payload.kettlebells is not None:
                gear.add("kettlebell")
                bells |= {
                    round(convert(w, payload.kettlebells.unit, units), 1)
                    for w in payload.kettlebells.weights
                }
            if payload.bands:
                gear.add("resistance band")
        elif isinstance(payload, GoalPayload):
            if payload.kind is not None:
                fields["goal"] = payload.kind
            emphasis += [m for m in payload.emphasis if m not in emphasis]
            _schedule(payload.schedule, fields)
            _about(payload, fields, units)
        elif isinstance(payload, SchedulePayload):
            _schedule(payload, fields)
        elif isinstance(payload, PreferencePayload):
            excluded |= set(payload.excluded_exercises)
            patterns |= set(payload.excluded_patterns)
            _schedule(payload.schedule, fields)
        elif isinstance(payload, ConditionPayload):
            if payload.name and payload.name not in conditions:
                conditions.append(payload.name)
            until = entry.expires_at if isinstance(entry, Tier2Entry) else None
            restrictions += [
                Restriction(
                    body_part=part,
                    severity=payload.kind,
                    until=until,
                    note=entry.fact,
                )
                for part in payload.body_parts
            ]
        elif isinstance(payload, EventPayload) and isinstance(entry, Tier3Entry):
            events.append(_event(entry, payload))
            if payload.gear is not None and payload.end is not None:
                away.append(
                    GearWindow(
                        start=payload.start or payload.end,
                        end=payload.end,
                        gear=frozenset(payload.gear),
                        max_dumbbell=_cap(payload.dumbbells, units),
                        place=payload.place,
                    )
                )

    return TrainingProfile(
        gear=frozenset(gear),
        max_dumbbell=round(max_dumbbell, 1) if max_dumbbell else None,
        unit=units,
        emphasis=emphasis,
        restrictions=restrictions,
        events=events,
        known_loads=dict(known_loads or {}),
        excluded_exercises=frozenset(excluded),
        excluded_patterns=frozenset(patterns),
        away=away,
        kettlebells=sorted(bells),
        dumbbell_set=sorted(pairs),
        conditions=conditions,
        **fields,
    )


def _cap(dumbbells: DumbbellRange | None, units: Unit) -> float | None:
    if dumbbells is None:
        return None
    return round(convert(dumbbells.max, dumbbells.unit, units), 1)


def _event(entry: Tier3Entry, payload: EventPayload) -> Event:
    # The event happens on its last day (a race, a match); a trip has no muscles to spare,
    # so it only changes the gear. A payload without dates ends with the entry's expiry.
    on = payload.end or payload.start or (entry.expires_at - timedelta(seconds=1)).date()
    return Event(name=entry.event, on=on, spare=list(payload.spare))


def _about(goal: GoalPayload, fields: dict[str, object], units: Unit) -> None:
    """Who the user is: a later statement wins, one field at a time ("I'm 67 now" keeps the
    experience said before)."""
    if goal.age is not None:
        fields["age"] = goal.age
    if goal.experience is not None:
        fields["experience"] = goal.experience
    if goal.key_days:
        fields["key_days"] = list(goal.key_days)
    if goal.key_session:
        fields["key_session"] = goal.key_session
    if goal.bodyweight is not None:
        fields["bodyweight"] = round(convert(goal.bodyweight.value, goal.bodyweight.unit, units), 1)


def _schedule(schedule: Schedule | None, fields: dict[str, object]) -> None:
    if schedule is None:
        return
    if schedule.days:
        fields["training_days"] = list(schedule.days)
    if schedule.days_per_week:
        fields["days_per_week"] = schedule.days_per_week
    if schedule.minutes:
        fields["session_minutes"] = max(15, min(180, schedule.minutes))
