"""The row shapes analytics reads; the store builds them, nothing here does I/O."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime


@dataclass(frozen=True, slots=True)
class SetRow:
    log_id: str
    exercise_id: str
    set_index: int
    weight: float
    unit: str
    weight_lbs: float
    reps: int
    rir: float | None
    rpe: float | None
    completed_at: datetime


@dataclass(frozen=True, slots=True)
class SessionRow:
    """One logged session with the sets of one exercise, as history shows it."""

    log_id: str
    completed_at: datetime
    local_date: date
    day: str
    sets: tuple[SetRow, ...]
