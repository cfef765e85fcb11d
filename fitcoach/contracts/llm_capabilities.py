"""What an OpenAI-compatible server was found to take, remembered across restarts.

The `openai:` brain negotiates structured output and tool calls with a server (see
`fitcoach.brains.openai_compat`); discovery costs refused requests on the first turn, and a
process restart would pay them again. The store keeps the last mode that worked per base
URL and model, every app instance reads it, and `fitcoach doctor` prints it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol


@dataclass(frozen=True, slots=True)
class CapabilityRecord:
    base_url: str
    model: str
    # The names of `openai_compat.Structured` and `ToolMode`; the brain ignores values it
    # does not know (a record written by a newer version).
    structured: str
    tools: str
    # When a request in this mode last succeeded.
    confirmed_at: datetime


class CapabilityStore(Protocol):
    def get(self, base_url: str, model: str) -> CapabilityRecord | None: ...

    def put(self, record: CapabilityRecord) -> None:
        """Replace what is stored for the record's server: the latest success wins (a
        server's capabilities are a fact, not a counter, so racing writers agree)."""
        ...
