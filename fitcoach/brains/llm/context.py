"""The per-turn runtime context, in the spec's block format, sent after the cached prompt."""

from __future__ import annotations

import json

from fitcoach.contracts.decision import TurnContext
from fitcoach.memory.models import MemoryItem, Tier, Tier1Entry, Tier2Entry, Tier3Entry
from fitcoach.programming.models import Day, Week

_TIER_TITLES: dict[Tier, str] = {
    "tier_1_staples": "Tier 1 Staples",
    "tier_2_physiological": "Tier 2 Physiological",
    "tier_3_situational": "Tier 3 Situational",
}
RECENT_TURNS = 4
_TURN_CHARS = 300


def _memory_line(item: MemoryItem) -> str:
    entry = item.entry
    if isinstance(entry, Tier1Entry):
        return f"• [id: {item.id}] [{entry.category}] {entry.fact}"
    if isinstance(entry, Tier2Entry):
        return (
            f"• [id: {item.id}] {entry.body_part} {entry.condition}: {entry.fact} "
            f"(effective: {entry.effective_date.isoformat()}, "
            f"expires: {_iso(entry.expires_at)})"
        )
    assert isinstance(entry, Tier3Entry)
    return (
        f"• [id: {item.id}] {entry.event}: {entry.fact} (week of "
        f"{entry.week_start_date.isoformat()}, expires: {_iso(entry.expires_at)})"
    )


def _iso(moment: object) -> str:
    text = moment.isoformat() if hasattr(moment, "isoformat") else str(moment)
    return text.replace("+00:00", "Z")


def _day_line(name: str, day: Day) -> str:
    head = f"{name} {day.date.isoformat()}"
    if day.status == "completed":
        head += " [completed]"
    if day.is_rest_day:
        return f"- {head}: rest"
    blocks = []
    for block in day.blocks:
        parts = [
            f"{ex.exercise_id} {ex.target_sets}x{ex.target_reps} r{ex.rest_seconds}"
            + (f" @{ex.suggested_load:g}{ex.load_unit or ''}" if ex.suggested_load else "")
            for ex in block.exercises
        ]
        blocks.append(" + ".join(parts))
    return f"- {head}: {day.title} ({day.duration_minutes} min): " + "; ".join(blocks)


def plan_block(plan: Week | None) -> str:
    """The active week, one line per day: enough to name days and slugs, a tenth the size."""
    if plan is None:
        return "(no active plan yet)"
    lines = [f"week of {plan.week_start_date.isoformat()} — {plan.theme}"]
    lines += [_day_line(name, day) for name, day in plan.days.items()]
    return "\n".join(lines)


def runtime_block(context: TurnContext) -> str:
    local = context.local_now
    lines = [
        "[RUNTIME CONTEXT BLOCK]",
        f"CURRENT TIMESTAMP: {_iso(context.now.replace(microsecond=0))}",
        f"CURRENT DATE: {local.strftime('%A')}, {context.today.isoformat()}"
        f" (timezone {context.timezone})",
        f"ACTIVE TAB: {context.active_tab}",
        f"SELECTED DAY IN ROUTE: {context.selected_day or 'null'}",
        f"USER UNITS: {context.units}",
        "ACTIVE USER MEMORY PROFILE (Unexpired Only):",
    ]
    for tier, title in _TIER_TITLES.items():
        lines.append(f"- {title}:")
        items = [item for item in context.memory if item.tier == tier]
        lines += [_memory_line(item) for item in items] or ["• (None active)"]
    lines.append("ACTIVE WEEKLY TRAINING PLAN:")
    lines.append(plan_block(context.plan))
    pending = context.pending_proposal
    if pending is not None:
        where = f" for {pending.target_day}" if pending.target_day else ""
        lines.append(
            f"PENDING PROPOSAL (not accepted yet): {pending.type}{where}: "
            f"{pending.summary_diff or ''}".rstrip()
        )
    if context.recent_turns:
        lines.append("RECENT CONVERSATION (oldest first):")
        for turn in context.recent_turns[-RECENT_TURNS:]:
            lines.append(f"user: {turn.user[:_TURN_CHARS]}")
            lines.append(f"coach: {turn.coach[:_TURN_CHARS]}")
    lines.append("[USER MESSAGE / CHIP INPUT]")
    # json.dumps quotes the message and escapes anything that could end the block early.
    lines.append(json.dumps(context.message, ensure_ascii=False))
    return "\n".join(lines)
