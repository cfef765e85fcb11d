"""Public ids: a readable prefix plus 20 random base32 characters (100 bits)."""

from __future__ import annotations

import base64
import secrets


def new_id(prefix: str) -> str:
    raw = base64.b32encode(secrets.token_bytes(15)).decode("ascii").lower()
    return f"{prefix}_{raw}"
