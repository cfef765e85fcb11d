"""Re-exports the brain contract from `fitcoach.contracts.decision`, where it lives.

Kept only for modules not yet re-pointed (`brains/local/brain.py`, `brains/local/planning.py`);
import from `fitcoach.contracts.decision` in new code.
"""

from fitcoach.contracts.decision import (
    AnalyticsTools,
    Brain,
    Decision,
    PendingProposal,
    Route,
    Tab,
    Turn,
    TurnContext,
)

__all__ = [
    "AnalyticsTools",
    "Brain",
    "Decision",
    "PendingProposal",
    "Route",
    "Tab",
    "Turn",
    "TurnContext",
]
