"""Personal records: estimated 1RM (Epley), heaviest set, and best weight for N reps.

Records are compared in pounds so a user who logs in both units has one history.
Epley, e1RM = w·(1 + r/30), is used only for sets of at most 12 reps: beyond that every
formula drifts badly. A single (r = 1) is its own 1RM. Sets with zero load (bodyweight)
set no weight records.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from fitcoach.analytics.rows import SetRow
from fitcoach.units import shown

EPLEY_MAX_REPS = 12
REP_TARGETS: tuple[int, ...] = (1, 3, 5, 8, 10, 12)
_EPS = 1e-9


def epley(weight: float, reps: int) -> float:
    if reps == 1:
        return weight
    return weight * (1 + reps / 30)


@dataclass(frozen=True, slots=True)
class Improvement:
    record: str  # "estimated_1rm" | "max_weight_set" | "<n>RM"
    value_lbs: float
    previous_lbs: float | None


def _snapshot(row: SetRow, value_lbs: float) -> dict[str, Any]:
    return {
        "value_lbs": value_lbs,
        "weight": row.weight,
        "unit": row.unit,
        "weight_lbs": row.weight_lbs,
        "reps": row.reps,
        "log_id": row.log_id,
        "at": row.completed_at.isoformat(),
    }


def _candidates(row: SetRow) -> Iterable[tuple[str, float]]:
    if row.weight_lbs <= 0:
        return
    if row.reps <= EPLEY_MAX_REPS:
        yield "estimated_1rm", epley(row.weight_lbs, row.reps)
    yield "max_weight_set", row.weight_lbs
    for target in REP_TARGETS:
        if row.reps >= target:
            yield f"{target}RM", row.weight_lbs


def _flat(record: dict[str, Any]) -> dict[str, dict[str, Any]]:
    flat = {k: v for k, v in record.items() if k != "rep_records" and v is not None}
    for reps, entry in record.get("rep_records", {}).items():
        flat[f"{reps}RM"] = entry
    return flat


def _nested(flat: dict[str, dict[str, Any]]) -> dict[str, Any]:
    return {
        "estimated_1rm": flat.get("estimated_1rm"),
        "max_weight_set": flat.get("max_weight_set"),
        "rep_records": {str(t): flat[f"{t}RM"] for t in REP_TARGETS if f"{t}RM" in flat},
    }


def update_records(
    current: dict[str, Any] | None, sets: Iterable[SetRow]
) -> tuple[dict[str, Any], list[Improvement]]:
    """Fold new sets into a stored record; return the new record and what improved.

    Each improved record is reported once, against its value before these sets.
    """
    flat = _flat(current or {})
    before = {name: entry["value_lbs"] for name, entry in flat.items()}
    for row in sets:
        for name, value in _candidates(row):
            held = flat.get(name)
            if held is None or value > held["value_lbs"] + _EPS:
                flat[name] = _snapshot(row, value)
    improvements = [
        Improvement(name, entry["value_lbs"], before.get(name))
        for name, entry in flat.items()
        if name not in before or entry["value_lbs"] > before[name] + _EPS
    ]
    order = ["estimated_1rm", "max_weight_set", *(f"{t}RM" for t in REP_TARGETS)]
    improvements.sort(key=lambda imp: order.index(imp.record))
    return _nested(flat), improvements


def _public_entry(entry: dict[str, Any] | None, unit: str) -> dict[str, Any] | None:
    if entry is None:
        return None
    return {
        "value": shown(entry["value_lbs"], unit),
        "weight": shown(entry["weight_lbs"], unit),
        "reps": entry["reps"],
        "logged_as": {"weight": entry["weight"], "unit": entry["unit"]},
        "log_id": entry["log_id"],
        "at": entry["at"],
    }


def public_records(exercise_id: str, record: dict[str, Any] | None, unit: str) -> dict[str, Any]:
    """The get_pr_records answer: every value in the user's unit."""
    record = record or {}
    rep_records = record.get("rep_records", {})
    return {
        "exercise_slug": exercise_id,
        "unit": unit,
        "has_records": bool(record.get("max_weight_set")),
        "estimated_1rm_formula": "epley: weight * (1 + reps / 30), sets of 1-12 reps",
        "estimated_1rm": _public_entry(record.get("estimated_1rm"), unit),
        "max_weight_set": _public_entry(record.get("max_weight_set"), unit),
        "rep_records": {reps: _public_entry(entry, unit) for reps, entry in rep_records.items()},
    }
