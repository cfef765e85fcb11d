"""What every intent handler reads: the context, the understanding, and the voice."""

from __future__ import annotations

from dataclasses import dataclass

from fitcoach.contracts.decision import AnalyticsTools, Decision, TurnContext
from fitcoach.memory.models import MemoryMutation
from fitcoach.nlu.understanding import Understanding
from fitcoach.weekdays import Weekday, weekday_of

from .lang import language_of
from .voice import BRIEF_BUDGET, Voice, styled

# Sentence budgets (spec: 1–3 by default, swaps under two, expansion for "why",
# technique breakdowns and weekly planning).
DEFAULT_BUDGET = 3
SWAP_BUDGET = 2
EXPANDED_BUDGET = 6


@dataclass(frozen=True)
class Turn:
    ctx: TurnContext
    u: Understanding
    voice: Voice
    tools: AnalyticsTools
    # The user asked for short replies: every budgeted reply stays within BRIEF_BUDGET.
    brief: bool = False

    @property
    def today(self) -> Weekday:
        return weekday_of(self.ctx.today)

    @property
    def lang(self) -> str:
        return language_of(self.ctx)

    @property
    def budget(self) -> int:
        return EXPANDED_BUDGET if self.u.wants_explanation else DEFAULT_BUDGET

    def say(
        self,
        core: list[str],
        *,
        budget: int | None = None,
        optional: list[str] | None = None,
        rationale: str | None = None,
        closing: bool = True,
    ) -> str:
        limit = self.budget if budget is None else budget
        if self.brief:
            limit = min(limit, BRIEF_BUDGET)
        return styled(
            core,
            self.voice,
            limit,
            seed=self.ctx.message,
            optional=optional or [],
            rationale=rationale,
            closing=closing,
            lang=self.lang,
        )


def none(message: str, mutations: list[MemoryMutation] | None = None) -> Decision:
    """A reply that proposes no plan change (target_day and ops stay empty, as the spec says)."""
    return Decision(message=message, route="NONE", memory_mutations=mutations or [])
