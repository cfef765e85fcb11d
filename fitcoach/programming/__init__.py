"""The programming engine: pure functions that build, edit and check training plans.

Call `generate_week` to build, `apply_ops` to edit (it repairs or refuses, never emits a
broken plan), `validate_week` / `validate_day` / `audit_plan` to check any plan, and
`estimate_day` / `estimate_week` for the derived figures.
"""

from fitcoach.programming.engine import OpsResult, Refused, apply_ops
from fitcoach.programming.estimates import DayEstimate, estimate_day, estimate_week
from fitcoach.programming.generator import generate_week
from fitcoach.programming.guard import Guard
from fitcoach.programming.repair import repair
from fitcoach.programming.rules import Violation, audit_plan, validate_day, validate_week

__all__ = [
    "DayEstimate",
    "Guard",
    "OpsResult",
    "Refused",
    "Violation",
    "apply_ops",
    "audit_plan",
    "estimate_day",
    "estimate_week",
    "generate_week",
    "repair",
    "validate_day",
    "validate_week",
]
