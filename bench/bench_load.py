"""Load: bounded mixed traffic (chat, log, analytics, plan reads) from 16 client threads,
then a burst of 200 requests at once, against `fitcoach serve` in its own process (so its
RSS is the server's alone), on a fresh SQLite file and on each database URL given.

Prints per phase: requests, throughput, p50/p99 latency, errors (any 5xx, client timeout,
or an unexpected 4xx) and the server's resident memory (now and peak)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx

from bench.bench_foundation import RESULTS, free_port, on_each_database

CLIENTS = 16
ROUNDS = 12  # per client; each round is 5 requests
BURST = 200
TIMEOUT = 30.0
MESSAGES = (
    "I train at home with dumbbells up to 50 lb, 3 days a week, 45 minutes. Build muscle.",
    "How is my bench going?",
    "Make Friday 30 minutes",
    "My left knee hurts on squats",
    "What should I do today?",
)


def _rss_kib(pid: int) -> tuple[int, int]:
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        fields[name] = value.strip()
    return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])


def _start_server(url: str, workdir: str) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    env = {
        **os.environ,
        "FITCOACH_DATABASE_URL": url,
        "FITCOACH_HOST": "127.0.0.1",
        "FITCOACH_PORT": str(port),
        "FITCOACH_BRAIN": "local",
    }
    server = subprocess.Popen(
        [sys.executable, "-m", "fitcoach", "serve", "--log-level", "warning"],
        env=env,
        cwd=workdir,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"{base}/healthz", timeout=2).status_code == 200:
                return server, base
        except httpx.HTTPError:
            time.sleep(0.2)
    server.kill()
    raise RuntimeError("the server did not start")


def _log_body(i: int) -> dict[str, Any]:
    return {
        "exercises_logged": [
            {
                "exercise_id": "flat-db-bench-press",
                "sets": [{"weight": 40 + i % 20, "reps": 8}, {"weight": 40, "reps": 8}],
            },
            {"exercise_id": "goblet-squat", "sets": [{"weight": 50, "reps": 10}]},
        ]
    }


def _request(client: httpx.Client, headers: dict[str, str], i: int) -> httpx.Response:
    kind = i % 5
    if kind == 0:
        return client.post(
            "/api/coach/chat", headers=headers, json={"message": MESSAGES[i % len(MESSAGES)]}
        )
    if kind == 1:
        return client.post("/api/workouts/log", headers=headers, json=_log_body(i))
    if kind == 2:
        return client.get(
            "/api/analytics/volume", headers=headers, params={"muscle_group": "chest"}
        )
    if kind == 3:
        return client.get("/api/analytics/exercises/flat-db-bench-press/history", headers=headers)
    return client.get("/api/plans/current", headers=headers)


def _ok(response: httpx.Response | None) -> bool:
    # 404 on /plans/current is the contract for a user without a plan yet.
    if response is None:
        return False
    return response.status_code < 400 or (
        response.status_code == 404 and response.url.path == "/api/plans/current"
    )


def _phase(
    base: str, users: list[dict[str, str]], count: int, workers: int, burst: bool
) -> dict[str, Any]:
    latencies: list[float] = []
    errors: dict[str, int] = {}
    lock = threading.Lock()
    barrier = threading.Barrier(workers)
    local = threading.local()
    clients: list[httpx.Client] = []

    def one(i: int) -> None:
        if not hasattr(local, "client"):
            local.client = httpx.Client(base_url=base, timeout=TIMEOUT)
            with lock:
                clients.append(local.client)
            if burst:
                barrier.wait(timeout=TIMEOUT)
        started = time.perf_counter()
        response: httpx.Response | None = None
        key = ""
        try:
            response = _request(local.client, users[i % len(users)], i)
        except httpx.HTTPError as error:
            key = type(error).__name__
        elapsed = time.perf_counter() - started
        with lock:
            latencies.append(elapsed)
            if not _ok(response):
                key = key or str(response.status_code if response else "?")
                errors[key] = errors.get(key, 0) + 1

    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=workers) as pool:
        list(pool.map(one, range(count)))
    wall = time.perf_counter() - started
    for client in clients:
        client.close()
    latencies.sort()
    return {
        "requests": count,
        "clients": workers,
        "throughput_rps": round(count / wall, 1),
        "p50_ms": round(latencies[len(latencies) // 2] * 1000, 1),
        "p99_ms": round(latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000, 1),
        "max_ms": round(latencies[-1] * 1000, 1),
        "errors": errors,
    }


def bench_database(url: str) -> dict[str, Any]:
    import tempfile

    with tempfile.TemporaryDirectory() as workdir:
        server, base = _start_server(url, workdir)
        try:
            users = []
            with httpx.Client(base_url=base, timeout=TIMEOUT) as client:
                for n in range(CLIENTS):
                    response = client.post(
                        "/api/auth/register",
                        json={"username": f"load{n}", "password": "load bench password"},
                    )
                    response.raise_for_status()
                    users.append({"Authorization": f"Bearer {response.json()['token']}"})
            rss_start, _ = _rss_kib(server.pid)
            mixed = _phase(base, users, CLIENTS * ROUNDS * 5, CLIENTS, burst=False)
            burst = _phase(base, users, BURST, 64, burst=True)
            rss_now, rss_peak = _rss_kib(server.pid)
        finally:
            server.terminate()
            server.wait(timeout=20)
    database = "postgresql" if url.startswith("postgresql") else "sqlite"
    return {
        "database": database,
        "mixed": mixed,
        "burst": burst,
        "rss_mib": {
            "after_start": round(rss_start / 1024),
            "after": round(rss_now / 1024),
            "peak": round(rss_peak / 1024),
        },
    }


def run(extra_urls: list[str]) -> list[dict[str, Any]]:
    everything = on_each_database(extra_urls, bench_database)
    for result in everything:
        rss = result["rss_mib"]
        print(
            f"\n{result['database']}: server RSS {rss['after_start']} MiB after start, "
            f"{rss['after']} MiB after, peak {rss['peak']} MiB"
        )
        print(
            f"  {'phase':22} {'requests':>8} {'req/s':>7} {'p50 ms':>8} {'p99 ms':>8}"
            f" {'max ms':>8}  errors"
        )
        for name in ("mixed", "burst"):
            phase = result[name]
            label = f"{name} ({phase['clients']} clients)"
            print(
                f"  {label:22} {phase['requests']:>8} {phase['throughput_rps']:>7}"
                f" {phase['p50_ms']:>8} {phase['p99_ms']:>8} {phase['max_ms']:>8}"
                f"  {sum(phase['errors'].values())} {phase['errors'] or ''}"
            )
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "load.json").write_text(json.dumps(everything, indent=2))
    return everything


if __name__ == "__main__":
    run(sys.argv[1:])
