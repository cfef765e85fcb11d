"""Which provider-side context cache holds an LLM brain's static prompt.

The Gemini brain reads and claims records through `CacheRegistry`; the store implements it
over a table so every app instance shares one cache, and the app factory hands it in.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol


@dataclass(frozen=True, slots=True)
class CacheRecord:
    content_hash: str
    model: str
    name: str
    expires_at: datetime


class CacheRegistry(Protocol):
    def get(self, content_hash: str) -> CacheRecord | None: ...

    def claim(self, record: CacheRecord, now: datetime) -> CacheRecord: ...

    def forget(self, content_hash: str, name: str) -> None: ...
