"""Personal records: estimated 1RM (Epley), heaviest set, and best weight for N reps.

A rep record is keyed and labelled by the reps actually done: 100 kg x 5 is "best 5-rep:
100 kg x 5", and a 20 kg x 10 set is a 10-rep record, never a "1RM" of 20 kg (only the
estimated 1RM, named as an estimate, speaks for reps not done).

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
_EPS = 1e-9


def epley(weight: float, reps: int) -> float:
    if reps == 1:
        return weight
    return weight * (1 + reps / 30)


@dataclass(frozen=True, slots=True)
class Improvement:
    record: str  # "estimated_1rm" | "max_weight_set" | "<n>RM", n the reps done
    value_lbs: float
    previous_lbs: float | None
    weight_lbs: float  # the set behind the record
    reps: int


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
    # A rep record is labelled by the reps actually done: 20 kg x 10 is a 10RM, never a
    # "1RM" of 20 kg.
    yield f"{row.reps}RM", row.weight_lbs


def by_reps_done(rep_records: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Rep records keyed by the reps of the set behind each, the heaviest kept per count.

    Records stored before this rule were keyed "at least N reps" (a 10-rep set could sit
    under "1"); re-keying on read corrects them without a migration."""
    out: dict[str, dict[str, Any]] = {}
    for entry in rep_records.values():
        key = str(entry["reps"])
        held = out.get(key)
        if held is None or entry["value_lbs"] > held["value_lbs"] + _EPS:
            out[key] = entry
    return {key: out[key] for key in sorted(out, key=int)}


def _flat(record: dict[str, Any]) -> dict[str, dict[str, Any]]:
    flat = {k: v for k, v in record.items() if k != "rep_records" and v is not None}
    for reps, entry in by_reps_done(record.get("rep_records", {})).items():
        flat[f"{reps}RM"] = entry
    return flat


def _rep_counts(flat: dict[str, Any]) -> list[int]:
    return sorted(int(name[:-2]) for name in flat if name.endswith("RM") and name[:-2].isdigit())


def _order(record: str) -> tuple[int, int]:
    if record == "estimated_1rm":
        return (0, 0)
    if record == "max_weight_set":
        return (1, 0)
    return (2, int(record[:-2]))


def _nested(flat: dict[str, dict[str, Any]]) -> dict[str, Any]:
    return {
        "estimated_1rm": flat.get("estimated_1rm"),
        "max_weight_set": flat.get("max_weight_set"),
        "rep_records": {str(n): flat[f"{n}RM"] for n in _rep_counts(flat)},
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
        Improvement(name, entry["value_lbs"], before.get(name), entry["weight_lbs"], entry["reps"])
        for name, entry in flat.items()
        if name not in before or entry["value_lbs"] > before[name] + _EPS
    ]
    improvements.sort(key=lambda imp: _order(imp.record))
    return _nested(flat), improvements


def _amount(pounds: float, unit: str) -> str:
    value = shown(pounds, unit)
    return f"{value:g}" if value == int(value) else f"{value:.2f}".rstrip("0")


def label(record: str, value_lbs: float, weight_lbs: float, reps: int, unit: str) -> str:
    """What a record says to a person, from the set actually lifted."""
    lifted = f"{_amount(weight_lbs, unit)} {unit} × {reps}"
    if record == "estimated_1rm":
        return f"estimated 1RM: {_amount(value_lbs, unit)} {unit} (Epley, from {lifted})"
    if record == "max_weight_set":
        return f"heaviest set: {lifted}"
    return f"best {reps}-rep: {lifted}"


def _public_entry(record: str, entry: dict[str, Any] | None, unit: str) -> dict[str, Any] | None:
    if entry is None:
        return None
    return {
        "value": shown(entry["value_lbs"], unit),
        "weight": shown(entry["weight_lbs"], unit),
        "reps": entry["reps"],
        "label": label(record, entry["value_lbs"], entry["weight_lbs"], entry["reps"], unit),
        "logged_as": {"weight": entry["weight"], "unit": entry["unit"]},
        "log_id": entry["log_id"],
        "at": entry["at"],
    }


def public_records(exercise_id: str, record: dict[str, Any] | None, unit: str) -> dict[str, Any]:
    """The get_pr_records answer (the spec's `estimated_1rm`, `max_weight_set`,
    `rep_records`): every value in the user's unit, `rep_records` keyed by reps done."""
    record = record or {}
    rep_records = by_reps_done(record.get("rep_records", {}))
    return {
        "exercise_slug": exercise_id,
        "unit": unit,
        "has_records": bool(record.get("max_weight_set")),
        "estimated_1rm_formula": "epley: weight * (1 + reps / 30), sets of 1-12 reps",
        "estimated_1rm": _public_entry("estimated_1rm", record.get("estimated_1rm"), unit),
        "max_weight_set": _public_entry("max_weight_set", record.get("max_weight_set"), unit),
        "rep_records": {
            reps: _public_entry(f"{reps}RM", entry, unit) for reps, entry in rep_records.items()
        },
    }
