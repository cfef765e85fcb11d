"""Chat-turn latency over real HTTP with the local brain, per intent (p50, p99 in ms).

Starts the app with uvicorn on 127.0.0.1 (fresh SQLite file, and each PostgreSQL URL
given), onboards one user and accepts the week, logs a few sessions so the analytics path
has data, then sends each intent's messages round-robin. Every turn runs the whole
pipeline: context assembly, NLU, decision, engine, validation, one commit.
Run: `fitcoach bench --suite chat [--database-url postgresql+psycopg://...]`.
"""

from __future__ import annotations

import json
import statistics
import time
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
from sqlalchemy import make_url

from bench.bench_foundation import RESULTS, on_each_database, serve_app
from fitcoach.config import Settings

NOW = datetime(2026, 9, 14, 10, tzinfo=UTC)  # the spec's example Monday
ONBOARDING = (
    "Hi! I'm 32 and train at home. I have adjustable dumbbells up to 50 lb and an adjustable "
    "bench. I want to build muscle, especially chest and delts, but heavy deadlifts hurt my "
    "lower back. I can train 4 days a week, about 45 minutes per session."
)
INTENTS: dict[str, list[str]] = {
    "onboarding": [
        ONBOARDING,
        "Cześć! Mam 32 lata, trenuję w domu. Mam regulowane hantle do 22 kg i regulowaną ławkę. "
        "Chcę rozbudować mięśnie, zwłaszcza klatki piersiowej i naramienne. Mogę trenować 4 dni "
        "w tygodniu przez około 45 minut",
    ],
    "day_edit": [
        "I only have 30 minutes for Monday's workout instead of 45. Keep the chest focus but "
        "cut the unnecessary stuff.",
        "月曜日のワークアウトは 45 分ではなく 30 分しか時間がありません。"
        "胸に焦点を当てたまま、余計な部分をカットして。",
    ],
    "week_overhaul": [
        "I want to switch things up. Move my training days to Monday, Wednesday, Friday and "
        "Saturday, and make Saturday a dedicated arms-and-shoulders day.",
    ],
    "swap": [
        "The bench is taken. What can I do right now instead of the Incline DB Bench Press?",
    ],
    "pain": [
        "My right shoulder feels sharp/pinchy and irritated today. I don't think I should do "
        "overhead lifting or heavy incline-bench work.",
    ],
    "event": [
        "I have a 36-hole golf tournament this Saturday. Make sure my back, forearms and "
        "shoulders aren't too fatigued going into the weekend.",
    ],
    "progress": [
        "Should I increase the weight on my Incline DB Bench Press? What has my volume looked "
        "like over the last 3 weeks?",
    ],
    "technique": [
        "I struggle to feel my lats during dumbbell rows. I feel it mostly in my biceps and "
        "forearms. What should I change?",
    ],
    "small_talk": ["Thanks coach, that was a great session!"],
}


class RunningClock:
    """The spec's Monday, then real time passing: turns get distinct timestamps, as they do
    for a real user (a frozen clock would give every row the same time and make "newest
    first" queries sort ties that never occur in use)."""

    def __init__(self, start: datetime) -> None:
        self._start = start
        self._origin = time.monotonic()

    def now(self) -> datetime:
        return self._start + timedelta(seconds=time.monotonic() - self._origin)


def _percentiles(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "p50_ms": round(statistics.median(ordered), 2),
        "p99_ms": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))], 2),
        "n": len(ordered),
    }


def bench_database(url: str, turns: int) -> dict[str, Any]:
    settings = Settings(database_url=url, now=NOW)
    result: dict[str, Any] = {"database": make_url(url).get_backend_name(), "intents": {}}
    with (
        serve_app(settings, RunningClock(NOW)) as base,
        httpx.Client(base_url=base, timeout=30) as client,
    ):
        account = client.post(
            "/api/auth/register", json={"username": "chatbench", "password": "benchmark!"}
        ).json()
        headers = {"Authorization": f"Bearer {account['token']}"}

        def chat(message: str) -> dict[str, Any]:
            response = client.post("/api/coach/chat", json={"message": message}, headers=headers)
            response.raise_for_status()
            body: dict[str, Any] = response.json()
            return body

        staged = chat(ONBOARDING)["proposal"]
        client.post(f"/api/coach/proposals/{staged['id']}/accept", headers=headers)
        for days_ago in (9, 6, 2):
            client.post(
                "/api/workouts/log",
                headers=headers,
                json={
                    "completed_at": (NOW - timedelta(days=days_ago)).isoformat(),
                    "exercises_logged": [
                        {
                            "exercise_id": "incline-db-bench-press",
                            "sets": [{"weight": 45, "reps": 10 - days_ago % 3, "rir": 2}] * 4,
                        }
                    ],
                },
            ).raise_for_status()
        every: list[float] = []
        for intent, messages in INTENTS.items():
            for message in messages:  # warm-up: first-use caches are not what a user waits on
                chat(message)
            samples = []
            for i in range(turns):
                started = time.perf_counter()
                chat(messages[i % len(messages)])
                samples.append((time.perf_counter() - started) * 1000)
            result["intents"][intent] = _percentiles(samples)
            every += samples
        result["all"] = _percentiles(every)
    return result


def run(extra_urls: list[str], turns: int = 100) -> list[dict[str, Any]]:
    results = on_each_database(extra_urls, lambda url: bench_database(url, turns))
    for result in results:
        print(f"\nPOST /api/coach/chat, local brain, {result['database']}, {turns} turns/intent")
        print(f"  {'intent':16} {'p50 ms':>8} {'p99 ms':>8}")
        for name, timing in [*result["intents"].items(), ("ALL", result["all"])]:
            print(f"  {name:16} {timing['p50_ms']:>8} {timing['p99_ms']:>8}")
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "chat.json").write_text(json.dumps(results, indent=2))
    return results


if __name__ == "__main__":
    import sys

    run(sys.argv[1:])
