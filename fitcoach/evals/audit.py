"""An independent audit of what the chat route returns.

Two layers: the spec's response contract, checked here from the JSON alone (keys, nulls,
slugs, denormalised names, day status fields); and the scientific-programming rules,
checked by the engine's own validator against a profile rebuilt from GET /api/memory —
the same audit a reviewer would run on any proposal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date, datetime, timedelta
from typing import TYPE_CHECKING, Any

from fitcoach.catalog import CATALOG
from fitcoach.memory.models import TIERS, MemoryItem
from fitcoach.programming.models import Unit
from fitcoach.units import convert
from fitcoach.weekdays import WEEKDAYS

if TYPE_CHECKING:
    from fitcoach.programming.rules import Violation

TOP_KEYS = {"message", "proposal", "memory_mutations"}
# Extra fields DESIGN.md allows beside the spec's three (clients ignore what they don't know).
EXTRA_KEYS = {"brain", "suggestions"}
PROPOSAL_KEYS = {"id", "type", "target_day", "summary_diff", "data"}
DAY_KEYS = {
    "date",
    "day_of_week",
    "is_rest_day",
    "status",
    "completed_log_id",
    "completed_at",
    "title",
    "blocks",
}
EXERCISE_KEYS = {"exercise_id", "name", "target_sets", "target_reps", "rest_seconds"}


def response_problems(body: Any) -> list[str]:
    """Where a chat response breaks the spec's output schema (empty when it conforms)."""
    if not isinstance(body, Mapping):
        return ["schema: response is not a JSON object"]
    out: list[str] = []
    if set(body) - EXTRA_KEYS != TOP_KEYS:
        out.append(f"schema: top-level keys {sorted(body)} != {sorted(TOP_KEYS)} (+ extras)")
    suggestions = body.get("suggestions", [])
    if not isinstance(suggestions, list) or not all(isinstance(s, str) for s in suggestions):
        out.append("schema: suggestions must be a list of strings")
    if not isinstance(body.get("message"), str) or not body.get("message", "").strip():
        out.append("schema: message must be a non-empty string")
    proposal = body.get("proposal")
    if not isinstance(proposal, Mapping):
        out.append("schema: proposal must be an object")
    else:
        out.extend(_proposal_problems(proposal))
    mutations = body.get("memory_mutations")
    if not isinstance(mutations, list):
        out.append("schema: memory_mutations must be an array ([] when nothing changed)")
    else:
        for index, mutation in enumerate(mutations):
            out.extend(
                f"schema: memory_mutations[{index}]: {p}" for p in _mutation_problems(mutation)
            )
    return out


def _proposal_problems(proposal: Mapping[str, Any]) -> list[str]:
    out: list[str] = []
    if set(proposal) != PROPOSAL_KEYS:
        out.append(f"schema: proposal keys {sorted(proposal)} != {sorted(PROPOSAL_KEYS)}")
    kind = proposal.get("type")
    if kind == "NONE":
        for key in ("id", "target_day", "summary_diff", "data"):
            if proposal.get(key) is not None:
                out.append(f"schema: NONE proposal must have {key} = null")
        return out
    if kind not in ("UPDATE_DAY", "UPDATE_WEEK"):
        return [*out, f"schema: proposal.type {kind!r} is not NONE | UPDATE_DAY | UPDATE_WEEK"]
    if not isinstance(proposal.get("id"), str) or not proposal["id"]:
        out.append(f"schema: {kind} proposal needs an id")
    summary = proposal.get("summary_diff")
    if not isinstance(summary, str) or not summary.strip():
        out.append(f"schema: {kind} proposal needs a summary_diff")
    data = proposal.get("data")
    if not isinstance(data, Mapping):
        return [*out, f"schema: {kind} proposal needs data"]
    if kind == "UPDATE_DAY":
        target = proposal.get("target_day")
        if target not in WEEKDAYS:
            out.append(f"schema: UPDATE_DAY target_day {target!r} is not a weekday")
        out.extend(day_problems(data, str(target)))
        if target in WEEKDAYS and str(data.get("day_of_week", "")).lower() != target:
            out.append(f"schema: day_of_week {data.get('day_of_week')!r} != target_day {target}")
    else:
        if proposal.get("target_day") is not None:
            out.append("schema: UPDATE_WEEK must have target_day = null")
        out.extend(week_problems(data))
    return out


def _mutation_problems(mutation: Any) -> list[str]:
    if not isinstance(mutation, Mapping):
        return ["not an object"]
    out: list[str] = []
    op = mutation.get("operation")
    if op not in ("CREATE", "UPDATE", "DELETE"):
        out.append(f"operation {op!r}")
    if mutation.get("target_tier") not in TIERS:
        out.append(f"target_tier {mutation.get('target_tier')!r}")
    if not isinstance(mutation.get("reason"), str):
        out.append("reason must be a string")
    if op in ("UPDATE", "DELETE", "CREATE") and not mutation.get("memory_id"):
        # The spec requires it for UPDATE/DELETE; our contract returns the new id on CREATE.
        out.append(f"{op} without memory_id")
    if op in ("CREATE", "UPDATE") and not isinstance(mutation.get("entry"), Mapping):
        out.append(f"{op} without entry")
    return out


def day_problems(day: Mapping[str, Any], label: str) -> list[str]:
    out: list[str] = []
    missing = DAY_KEYS - set(day)
    if missing:
        out.append(f"schema: {label}: day lacks {sorted(missing)}")
    status = day.get("status")
    if status == "completed":
        if not day.get("completed_log_id"):
            out.append(f"schema: {label}: completed day without completed_log_id")
    elif status != "scheduled":
        out.append(f"schema: {label}: status {status!r} != 'scheduled'")
    elif day.get("completed_log_id") is not None or day.get("completed_at") is not None:
        out.append(f"schema: {label}: scheduled day must have completed_log_id/at = null")
    blocks = day.get("blocks") or []
    if day.get("is_rest_day") and blocks:
        out.append(f"schema: {label}: rest day with exercises")
    if day.get("is_rest_day") is False and not blocks:
        out.append(f"schema: {label}: training day without exercises")
    for block in blocks:
        exercises = block.get("exercises") if isinstance(block, Mapping) else None
        if not exercises:
            out.append(f"schema: {label}: empty block")
            continue
        for exercise in exercises:
            out.extend(f"schema: {label}: {p}" for p in _exercise_problems(exercise))
    return out


def _exercise_problems(exercise: Any) -> list[str]:
    if not isinstance(exercise, Mapping):
        return ["exercise is not an object"]
    out: list[str] = []
    missing = EXERCISE_KEYS - set(exercise)
    if missing:
        out.append(f"{exercise.get('exercise_id')} lacks {sorted(missing)}")
    slug = str(exercise.get("exercise_id"))
    if slug not in CATALOG:
        return [*out, f"invented slug {slug!r}"]
    if exercise.get("name") != CATALOG[slug].name:
        out.append(f"{slug}: name {exercise.get('name')!r} != {CATALOG[slug].name!r}")
    sets = exercise.get("target_sets")
    if not isinstance(sets, int) or sets < 1:
        out.append(f"{slug}: target_sets {sets!r}")
    if not isinstance(exercise.get("target_reps"), str):
        out.append(f"{slug}: target_reps must be a string")
    rest = exercise.get("rest_seconds")
    if not isinstance(rest, int) or rest < 0:
        out.append(f"{slug}: rest_seconds {rest!r}")
    return out


def week_problems(week: Mapping[str, Any]) -> list[str]:
    out: list[str] = []
    days = week.get("days")
    if not isinstance(days, Mapping):
        return ["schema: week without days"]
    if set(days) != set(WEEKDAYS):
        out.append(f"schema: week days {sorted(days)} are not the seven weekdays")
    try:
        start = date.fromisoformat(str(week.get("week_start_date")))
    except ValueError:
        return [*out, f"schema: week_start_date {week.get('week_start_date')!r}"]
    if start.weekday() != 0:
        out.append(f"schema: week_start_date {start} is not a Monday")
    for offset, name in enumerate(WEEKDAYS):
        day = days.get(name)
        if not isinstance(day, Mapping):
            continue
        out.extend(day_problems(day, name))
        if str(day.get("date")) != (start + timedelta(days=offset)).isoformat():
            out.append(f"schema: {name}: date {day.get('date')} is not in the week of {start}")
    return out


# --- facts about a proposed plan, for the corpus's proposal expectations ---------------


def exercises_of(day: Mapping[str, Any]) -> list[str]:
    return [
        str(ex.get("exercise_id"))
        for block in day.get("blocks") or []
        if isinstance(block, Mapping)
        for ex in block.get("exercises") or []
        if isinstance(ex, Mapping)
    ]


def primary_muscles(day: Mapping[str, Any]) -> set[str]:
    return {m for slug in exercises_of(day) if slug in CATALOG for m in CATALOG[slug].primary}


def all_muscles(day: Mapping[str, Any]) -> set[str]:
    return {m for slug in exercises_of(day) if slug in CATALOG for m in CATALOG[slug].muscles()}


def training_days(week: Mapping[str, Any]) -> list[str]:
    days = week.get("days") or {}
    return [
        name
        for name in WEEKDAYS
        if isinstance(days.get(name), Mapping) and not days[name].get("is_rest_day", True)
    ]


# --- the engine audit -------------------------------------------------------------------


def memory_items(groups: Mapping[str, Any] | None) -> list[MemoryItem]:
    """GET /api/memory's tier groups -> MemoryItem values (tolerant of flat or nested entries)."""
    items: list[MemoryItem] = []
    for tier in TIERS:
        for raw in (groups or {}).get(tier) or []:
            if not isinstance(raw, Mapping):
                continue
            entry = raw.get("entry")
            if not isinstance(entry, Mapping):
                # `shown` is the fact as the user reads it: display only, not the entry.
                meta = {"id", "tier", "created_at", "updated_at", "deleted_at", "shown"}
                entry = {k: v for k, v in raw.items() if k not in meta}
            stamp = raw.get("created_at") or "1970-01-01T00:00:00Z"
            items.append(
                MemoryItem.model_validate(
                    {
                        "id": raw.get("id"),
                        "tier": tier,
                        "entry": dict(entry),
                        "created_at": stamp,
                        "updated_at": raw.get("updated_at") or stamp,
                    }
                )
            )
    return items


class AuditUnavailable(RuntimeError):
    """The engine's validator or the profile builder is not importable yet."""


def engine_audit(
    proposal: Mapping[str, Any],
    active_plan: Mapping[str, Any] | None,
    memory: Mapping[str, Any] | None,
    units: str,
    now: datetime,
    timezone: str = "UTC",
    logs: Sequence[Mapping[str, Any]] = (),
) -> list[str]:
    """Rule violations of a proposal, as 'R4 monday [slug]: message' lines.

    The profile is rebuilt from GET /api/memory, and the load bases from the workout logs;
    a day proposal is audited inside the active week it would land in, so that the
    cross-day rules (48 h recovery, no heavy spinal loading on consecutive days) apply.
    """
    try:
        from fitcoach.agent.profile import build_profile
        from fitcoach.programming.models import Week
        from fitcoach.programming.rules import audit_plan
    except ImportError as exc:
        raise AuditUnavailable(str(exc)) from exc

    data = proposal.get("data")
    if not isinstance(data, Mapping):
        return []
    unit: Unit = "kg" if units == "kg" else "lb"
    profile = build_profile(
        memory_items(memory), unit, now, timezone, known_loads=known_loads(logs, unit)
    )
    week = None
    if proposal.get("type") == "UPDATE_DAY" and active_plan is not None:
        fields = set(Week.model_fields)
        week = Week.model_validate({k: v for k, v in active_plan.items() if k in fields})
    target = proposal.get("target_day") if proposal.get("type") == "UPDATE_DAY" else None
    return [_describe(v) for v in audit_plan(data, profile, now, target_day=target, week=week)]


def known_loads(logs: Sequence[Mapping[str, Any]], units: str) -> dict[str, Any]:
    """Per exercise, the heaviest logged set (in the user's unit): a basis at least as
    generous as any "best recent set", so the audit never faults a load the history allows."""
    from fitcoach.programming.models import LoadBasis

    best: dict[str, LoadBasis] = {}
    for log in logs:
        unit = str(log.get("unit") or units)
        for exercise in log.get("exercises_logged") or []:
            for logged in exercise.get("sets") or []:
                weight = float(logged.get("weight") or 0)
                if weight <= 0:
                    continue
                if unit != units:
                    weight = convert(weight, unit, units)
                slug = str(exercise.get("exercise_id"))
                if slug not in best or weight > best[slug].weight:
                    best[slug] = LoadBasis(
                        weight=round(weight, 2), reps=int(logged.get("reps") or 1), unit=units
                    )
    return best


def wants_loads(proposal: Mapping[str, Any]) -> bool:
    """Whether any proposed exercise carries a suggested load (the audit then needs logs)."""
    data = proposal.get("data")
    if not isinstance(data, Mapping):
        return False
    days = data.get("days")
    if not isinstance(days, Mapping):
        days = {"day": data}
    return any(
        isinstance(ex, Mapping) and ex.get("suggested_load") is not None
        for day in days.values()
        if isinstance(day, Mapping)
        for ex in (ex for b in day.get("blocks") or [] for ex in (b.get("exercises") or []))
    )


def _describe(violation: Violation) -> str:
    where = violation.day or "week"
    slugs = f" [{', '.join(violation.exercises)}]" if violation.exercises else ""
    return f"{violation.rule} {where}{slugs}: {violation.message}"
