"""Password hashing: Argon2id through pwdlib, with its recommended parameters."""

from __future__ import annotations

from functools import lru_cache

from pwdlib import PasswordHash


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
