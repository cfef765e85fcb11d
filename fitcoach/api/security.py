"""Password hashing: Argon2id through pwdlib, with its recommended parameters."""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import lru_cache
from importlib.resources import files
from typing import TypeVar

from pwdlib import PasswordHash

T = TypeVar("T")


@lru_cache(maxsize=1)
def _hasher() -> PasswordHash:
    return PasswordHash.recommended()


def hash_password(password: str) -> str:
    return _hasher().hash(password)


def verify_password(password: str, password_hash: str) -> bool:
    return _hasher().verify(password, password_hash)


# Verified against when the username does not exist, so a login costs the same either way
# and response time does not reveal which usernames are registered.
_DUMMY_HASH: list[str] = []


def verify_dummy(password: str) -> None:
    if not _DUMMY_HASH:
        _DUMMY_HASH.append(hash_password("not-a-real-password"))
    verify_password(password, _DUMMY_HASH[0])


# ---- password policy (NIST SP 800-63B, 5.1.1.2) -------------------------------------------
# Length is what counts: at least 8 characters, up to 128 (the body schema), any characters,
# no composition rules. Refused: values on a list of commonly used passwords, one repeated
# character, a straight run of keys, and the username itself.

PASSWORD_MIN = 8
_RUNS = ("0123456789", "abcdefghijklmnopqrstuvwxyz", "qwertyuiop", "asdfghjkl", "zxcvbnm")


@lru_cache(maxsize=1)
def common_passwords() -> frozenset[str]:
    text = files("fitcoach.api").joinpath("data/common_passwords.txt").read_text("utf-8")
    return frozenset(
        line.strip().lower() for line in text.splitlines() if line.strip() and line[0] != "#"
    )


def _is_run(lowered: str) -> bool:
    for run in _RUNS:
        for seq in (run, run[::-1]):
            if lowered in seq or lowered in seq * 2:
                return True
    return False


def password_problem(password: str, username: str) -> str | None:
    """Why a new password is refused, or None when it is acceptable."""
    if len(password) < PASSWORD_MIN:
        return f"use at least {PASSWORD_MIN} characters"
    lowered = password.lower()
    if lowered in common_passwords():
        return "that password is on a list of commonly used passwords; choose another"
    if len(set(lowered)) == 1:
        return "a password of one repeated character is easy to guess; choose another"
    if _is_run(lowered):
        return "a straight run of keys is easy to guess; choose another"
    if username and len(lowered.replace(username.lower(), "")) < 4:
        return "the password is too close to the username; choose another"
    return None


# ---- bounded hashing ----------------------------------------------------------------------


class HashGate:
    """At most `slots` Argon2 computations at once (64 MiB each): parallel logins queue
    here instead of growing memory without bound. A wait past `wait_seconds` gives up, and
    the caller answers 503 with Retry-After."""

    def __init__(self, slots: int, wait_seconds: float = 10.0) -> None:
        self._slots = threading.BoundedSemaphore(slots)
        self.wait_seconds = wait_seconds

    def run(self, work: Callable[[], T]) -> T:
        if not self._slots.acquire(timeout=self.wait_seconds):
            raise HashGateBusy()
        try:
            return work()
        finally:
            self._slots.release()


class HashGateBusy(RuntimeError):
    pass
