"""The Firestore emulator for the tests: one per test session (per xdist worker).

`tools/firestore-emulator` holds the npm package (`npm ci` there installs it; `.ci/run`
does). Firestore tests are skipped, with the reason shown, only when Node, that install or
the `google-cloud-firestore` client (the `firestore` extra) is missing; with
FITCOACH_REQUIRE_FIRESTORE=1 (CI) a missing piece fails them instead.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

EMULATOR_DIR = Path(__file__).resolve().parents[2] / "tools" / "firestore-emulator"
PACKAGE = EMULATOR_DIR / "node_modules" / "@firestore-emulator" / "server"
READY = "firestore-emulator listening on "
START_TIMEOUT_S = 30.0
REQUIRE_ENV = "FITCOACH_REQUIRE_FIRESTORE"


def _missing() -> str | None:
    node = shutil.which("node")
    if node is None:
        return "node is not installed"
    if not PACKAGE.is_dir():
        return f"the emulator is not installed: run `npm ci` in {EMULATOR_DIR}"
    try:
        import google.cloud.firestore  # noqa: F401
    except ImportError:
        return "google-cloud-firestore is not installed: pip install -e '.[dev]'"
    return None


def _wait_for_address(process: subprocess.Popen[bytes], log: Path) -> str:
    """The address the emulator prints once it listens (its output goes to a file, so a
    chatty emulator can never block on a full pipe)."""
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline and process.poll() is None:
        for line in log.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith(READY):
                return line[len(READY) :].strip()
        time.sleep(0.05)
    raise RuntimeError(f"the Firestore emulator did not start: {log.read_text()!r}")


@pytest.fixture(scope="session")
def firestore_emulator(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """host:port of a running emulator, with FIRESTORE_EMULATOR_HOST pointing at it."""
    reason = _missing()
    if reason is not None and os.environ.get(REQUIRE_ENV) == "1":
        pytest.fail(f"{REQUIRE_ENV}=1 but the Firestore emulator is unavailable: {reason}")
    if reason is not None:
        warnings.warn(f"Firestore tests skipped: {reason}", pytest.PytestWarning, stacklevel=1)
        pytest.skip(f"Firestore emulator unavailable: {reason}")
    log = tmp_path_factory.mktemp("firestore-emulator") / "emulator.log"
    with log.open("wb") as output:
        process = subprocess.Popen(
            ["node", "start.mjs", "0"], cwd=EMULATOR_DIR, stdout=output, stderr=subprocess.STDOUT
        )
    try:
        address = _wait_for_address(process, log)
        previous = os.environ.get("FIRESTORE_EMULATOR_HOST")
        os.environ["FIRESTORE_EMULATOR_HOST"] = address
        try:
            yield address
        finally:
            if previous is None:
                os.environ.pop("FIRESTORE_EMULATOR_HOST", None)
            else:
                os.environ["FIRESTORE_EMULATOR_HOST"] = previous
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
