"""Benchmark: build a week, apply one operation; p50 and p99 in milliseconds.

Run: .venv/bin/python bench/bench_engine.py [iterations]
     .venv/bin/python bench/bench_engine.py --volume   (weekly sets and minutes per persona)
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from datetime import UTC, date, datetime

from fitcoach.catalog import GEAR_TOKENS
from fitcoach.programming import apply_ops, generate_week, validate_week
from fitcoach.programming.models import Restriction, TrainingProfile
from fitcoach.programming.ops import FitToTime, PlanOp, Swap
from fitcoach.programming.rules import weekly_counts

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
FULL_GYM = frozenset(GEAR_TOKENS)
PERSONAS: dict[str, TrainingProfile] = {
    "onboarding 4 x 45 (DB<=50, bench, low back)": PROFILE,
    "full gym 3 x 60": TrainingProfile(gear=FULL_GYM, days_per_week=3, session_minutes=60),
    "full gym 2 x 30": TrainingProfile(gear=FULL_GYM, days_per_week=2, session_minutes=30),
    "full gym 6 x 60 (PPL)": TrainingProfile(gear=FULL_GYM, days_per_week=6, session_minutes=60),
    "full gym 7 x 120, Chest/Back/Quads": TrainingProfile(
        gear=FULL_GYM, days_per_week=7, session_minutes=120, emphasis=["Chest", "Back", "Quads"]
    ),
}
GROUPS: tuple[str, ...] = ("Chest", "Back", "Shoulders", "Quads", "Hamstrings", "Glutes")
GROUPS += ("Biceps", "Triceps", "Calves", "Core")


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


def volume_report() -> None:
    """Weekly weighted sets per group, minutes per training day and the notes, per persona."""
    for label, profile in PERSONAS.items():
        week = generate_week(profile, WEEK, NOW)
        weighted, _ = weekly_counts(week)
        broken = validate_week(week, profile, NOW)
        print(f"== {label}  (violations: {len(broken)})")
        print("   sets: " + ", ".join(f"{g} {weighted.get(g, 0.0):g}" for g in GROUPS))
        days = [
            f"{w[:3]} {d.duration_minutes}/{profile.session_minutes}"
            for w, d in week.days.items()
            if not d.is_rest_day
        ]
        print("   minutes: " + ", ".join(days))
        for note in week.notes:
            print(f"   note: {note}")


def main(iterations: int | None = None) -> None:
    if "--volume" in sys.argv:
        volume_report()
        return
    if iterations is None:
        iterations = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    week = generate_week(PROFILE, WEEK, NOW)
    first = week.days["monday"].blocks[0].exercises[0].exercise_id
    swap: list[PlanOp] = [Swap(day="monday", exercise_id=first)]
    fit: list[PlanOp] = [FitToTime(day="monday", minutes=25)]
    _measure("generate_week (4 x 45 min)", lambda: generate_week(PROFILE, WEEK, NOW), iterations)
    _measure("apply_ops: swap", lambda: apply_ops(week, swap, PROFILE, WEEK, NOW), iterations)
    _measure("apply_ops: fit_to_time", lambda: apply_ops(week, fit, PROFILE, WEEK, NOW), iterations)

    strength = TrainingProfile(
        gear=FULL_GYM, goal="strength", days_per_week=4, session_minutes=75, experience="advanced"
    )
    _measure(
        "generate_week (strength 4 x 75)", lambda: generate_week(strength, WEEK, NOW), iterations
    )
    # every review persona in turn (goal templates, careful limits, key sessions, knees)
    from fitcoach.evals.programming.personas import load_personas, to_profile

    reviewed = [to_profile(p) for p in load_personas()]
    turn = iter(range(10**9))
    _measure(
        f"generate_week ({len(reviewed)} review personas)",
        lambda: generate_week(reviewed[next(turn) % len(reviewed)], WEEK, NOW),
        iterations,
    )

    def chat_turn() -> object:
        # what the chat pipeline does per edit: apply the ops, then re-check the result
        result = apply_ops(week, swap, PROFILE, WEEK, NOW)
        return validate_week(result.week, result.profile or PROFILE, NOW)

    _measure("chat: apply_ops(swap) + validate", chat_turn, iterations)


if __name__ == "__main__":
    main()
