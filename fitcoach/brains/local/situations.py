"""Situations told as the reason for a change, kept as tier-3 notes beside the change.

"They've stuck me on nights wed thu fri this week, move Thursday to Tuesday": the plan edit
is whatever the router read; the shift stretch is remembered until it ends, and it is not
the user's standing schedule, so the goal staple's schedule is left as it was.
"""

from __future__ import annotations

from datetime import timedelta

from fitcoach.contracts.decision import Decision
from fitcoach.memory.models import MemoryMutation, Tier1Entry, Tier3Entry
from fitcoach.memory.ttl import event_expiry
from fitcoach.nlu.shifts import shift_stretch
from fitcoach.weekdays import week_start

from .memory_ops import tier3_items, words
from .text import join_words, short_date
from .turn import Turn


def _days_phrase(days: tuple[str, ...]) -> str:
    return join_words([day.capitalize() for day in days])


def add_shift_note(t: Turn, decision: Decision) -> None:
    """Keep a stretch of shift work as a tier-3 note (once), and keep it out of the goal."""
    if any(m.target_tier == "tier_3_situational" for m in decision.memory_mutations):
        return
    stretch = shift_stretch(t.ctx.message, t.ctx.today)
    if stretch is None:
        return
    first_week = week_start(t.ctx.today)
    if stretch.period == "next week":
        first_week += timedelta(days=7)
    noted = [item.entry for item in tier3_items(t.ctx.memory) if isinstance(item.entry, Tier3Entry)]
    if any(
        words(entry.event) & words(stretch.kind) and entry.week_start_date == first_week
        for entry in noted
    ):
        return
    kind = stretch.kind[:1].upper() + stretch.kind[1:]
    fact = f"{kind} on {_days_phrase(stretch.days)} {stretch.period}"
    if stretch.period != "this week":
        fact += f", until {short_date(stretch.last)}"
    entry: dict[str, object] = {
        "event": stretch.kind,
        "fact": f"{fact}.",
        "week_start_date": first_week.isoformat(),
        "expires_at": event_expiry(stretch.last, t.ctx.timezone).isoformat(),
    }
    kept = [m for m in decision.memory_mutations if not _goal_schedule(t, m)]
    decision.memory_mutations = [
        *kept,
        MemoryMutation(
            operation="CREATE",
            target_tier="tier_3_situational",
            entry=entry,
            reason="Shift work for a while: a situation that ends, not the standing schedule.",
        ),
    ]


def _goal_schedule(t: Turn, mutation: MemoryMutation) -> bool:
    """An UPDATE of the goal staple (where the standing schedule is kept)."""
    if mutation.operation != "UPDATE" or mutation.target_tier != "tier_1_staples":
        return False
    stored = next((item for item in t.ctx.memory if item.id == mutation.memory_id), None)
    return (
        stored is not None
        and isinstance(stored.entry, Tier1Entry)
        and stored.entry.category == "goal"
    )
