"""Benchmark: build a week, apply one operation; p50 and p99 in milliseconds.

Run: .venv/bin/python bench/bench_engine.py [iterations]
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from datetime import UTC, date, datetime

from fitcoach.programming import apply_ops, generate_week
from fitcoach.programming.models import Restriction, TrainingProfile
from fitcoach.programming.ops import FitToTime, PlanOp, Swap

NOW = datetime(2026, 9, 14, 10, tzinfo=UTC)
WEEK = date(2026, 9, 14)
PROFILE = TrainingProfile(
    gear=frozenset({"dumbbells", "flat bench", "incline bench"}),
    max_dumbbell=50,
    emphasis=["Chest", "Shoulders"],
    days_per_week=4,
    session_minutes=45,
    restrictions=[Restriction(body_part="lower_back", severity="chronic")],
)


def _measure(label: str, run: Callable[[], object], iterations: int) -> None:
    for _ in range(min(50, iterations)):
        run()
    samples = []
    for _ in range(iterations):
        start = time.perf_counter_ns()
        run()
        samples.append((time.perf_counter_ns() - start) / 1e6)
    samples.sort()
    p50 = statistics.median(samples)
    p99 = samples[min(len(samples) - 1, int(len(samples) * 0.99))]
    print(f"{label:<34} p50 {p50:6.3f} ms   p99 {p99:6.3f} ms   (n={iterations})")


def main() -> None:
    iterations = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    week = generate_week(PROFILE, WEEK, NOW)
    first = week.days["monday"].blocks[0].exercises[0].exercise_id
    swap: list[PlanOp] = [Swap(day="monday", exercise_id=first)]
    fit: list[PlanOp] = [FitToTime(day="monday", minutes=25)]
    _measure("generate_week (4 x 45 min)", lambda: generate_week(PROFILE, WEEK, NOW), iterations)
    _measure("apply_ops: swap", lambda: apply_ops(week, swap, PROFILE, WEEK, NOW), iterations)
    _measure("apply_ops: fit_to_time", lambda: apply_ops(week, fit, PROFILE, WEEK, NOW), iterations)


if __name__ == "__main__":
    main()
