"""Negotiated modes per OpenAI-compatible server on Firestore: `/llm_capabilities/{key}`.

The key is the SHA-256 of base URL and model (a URL holds slashes, which a document id
cannot); both are stored as fields. A plain `set`: the latest success wins, as in SQL.
"""

from __future__ import annotations

import hashlib
from typing import Any

from fitcoach.contracts.llm_capabilities import CapabilityRecord
from fitcoach.store.firestore.client import utc


def _key(base_url: str, model: str) -> str:
    return hashlib.sha256(f"{base_url}\n{model}".encode()).hexdigest()


class FirestoreCapabilityStore:
    """`fitcoach.contracts.llm_capabilities.CapabilityStore` on Firestore."""

    def __init__(self, client: Any) -> None:
        self.client = client

    def _doc(self, base_url: str, model: str) -> Any:
        return self.client.collection("llm_capabilities").document(_key(base_url, model))

    def get(self, base_url: str, model: str) -> CapabilityRecord | None:
        snapshot = self._doc(base_url, model).get()
        if not snapshot.exists:
            return None
        data = snapshot.to_dict()
        return CapabilityRecord(
            data["base_url"],
            data["model"],
            data["structured"],
            data["tools"],
            utc(data["confirmed_at"]),
        )

    def put(self, record: CapabilityRecord) -> None:
        self._doc(record.base_url, record.model).set(
            {
                "base_url": record.base_url,
                "model": record.model,
                "structured": record.structured,
                "tools": record.tools,
                "confirmed_at": record.confirmed_at,
            }
        )
