"""The plan-changing replies, one module per kind of request (issue 12).

`plan_onboarding` builds the first week, `plan_day` edits one day, `plan_week` reworks the
week (new split, focus days, moving or restoring a session), `plan_swap` swaps or adds a
named lift; `plan_common` holds what they share. This module names the handlers the brain
routes to.
"""

from __future__ import annotations

from .plan_common import NO_PLAN
from .plan_day import day_edit, restore_minutes
from .plan_onboarding import onboarding
from .plan_swap import add_exercise, catalog_alternative, gear_day, swap
from .plan_week import move_session, restore_day, week_overhaul

__all__ = [
    "NO_PLAN",
    "add_exercise",
    "catalog_alternative",
    "day_edit",
    "gear_day",
    "move_session",
    "onboarding",
    "restore_day",
    "restore_minutes",
    "swap",
    "week_overhaul",
]
