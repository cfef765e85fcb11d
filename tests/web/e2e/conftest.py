"""The browser suite's fixtures: a real `fitcoach serve` on a free loopback port with its own
SQLite file, and Debian's Chromium driven by Python Playwright (no browser download:
`.ci/run` installs the `chromium` package, and Playwright launches that binary).

Without Chromium the suite skips on a developer's machine and fails in CI (CI=true), so a
broken install can never pass as green.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

CHROMIUM = os.environ.get("FITCOACH_CHROMIUM", "/usr/bin/chromium")
ROOT = Path(__file__).resolve().parents[3]
SCREENSHOTS = ROOT / "artifacts" / "screenshots"


def _require_browser() -> None:
    if os.environ.get("FITCOACH_TEST_DATABASE_URL"):
        # The browser suite brings its own server on SQLite; CI runs it in the SQLite pass,
        # so the PostgreSQL pass (same tests, other database) does not repeat it.
        pytest.skip("the browser suite runs once, in the SQLite pass")
    problem = None
    if not Path(CHROMIUM).exists() and not shutil.which(CHROMIUM):
        problem = f"Chromium is not installed at {CHROMIUM} (apt-get install chromium)"
    else:
        try:
            import playwright  # noqa: F401
        except ImportError:
            problem = "Python Playwright is not installed (pip install -e '.[dev]')"
    if problem is None:
        return
    if os.environ.get("CI"):
        pytest.fail(problem)
    pytest.skip(problem)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """`fitcoach serve` with a fresh SQLite database and the real clock, on 127.0.0.1."""
    _require_browser()
    db = tmp_path_factory.mktemp("e2e") / "e2e.db"
    port = _free_port()
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("FITCOACH_") or key == "FITCOACH_CHROMIUM"
    }
    env.update(
        FITCOACH_DATABASE_URL=f"sqlite:///{db}",
        FITCOACH_HOST="127.0.0.1",
        FITCOACH_PORT=str(port),
        FITCOACH_BRAIN="local",
    )
    log = (tmp_path_factory.getbasetemp() / f"server-{port}.log").open("w")
    process = subprocess.Popen(
        [sys.executable, "-m", "fitcoach", "serve", "--log-level", "warning"],
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        cwd=ROOT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"fitcoach serve exited with {process.returncode}")
            try:
                if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("fitcoach serve did not answer /healthz within 60 s")
            time.sleep(0.2)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    _require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=CHROMIUM,
            # The CI machine runs as root, where Chromium's sandbox cannot start.
            args=["--no-sandbox", "--disable-dev-shm-usage"],
        )
        yield chromium
        chromium.close()


@pytest.fixture
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS
