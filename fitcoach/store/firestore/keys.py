"""Idempotency keys and login-throttle counters on Firestore.

`/users/{userId}/idempotency_keys/{sha256 of key}`: claimed in a user commit (see
`user_commit`: of two racing retries exactly one claims, the other reads the claim), then
filled with the answer. While the first request runs, a retry reads status_code 0
("still in progress"); a request that fails releases its claim. `expire_at` feeds a TTL
policy that removes keys after a day, as the SQL store does.

`/login_throttle/{sha256 of key}`: failures in the current window and `blocked_until`,
counted with a guarded update (see `guarded`), so parallel failures are all counted.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Iterable
from datetime import UTC, datetime, timedelta
from typing import Any

from fitcoach.store.firestore.guarded import guarded_update
from fitcoach.store.firestore.user_commit import UserCommits, Writes
from fitcoach.store.idempotency import KEEP_FOR, KeyReused, Stored
from fitcoach.store.throttle import ThrottleRule

# Throttle revisions are a day's audit trail, not a history to keep.
THROTTLE_REVISIONS_KEPT = timedelta(days=1)


def _digest(value: str) -> str:
    return hashlib.sha256(value.encode("utf-8")).hexdigest()


class FirestoreKeys(UserCommits):
    def _key_doc(self, user_id: str, key: str) -> Any:
        return self._sub(user_id, "idempotency_keys").document(_digest(key))

    def claim_idempotency_key(
        self, user_id: str, key: str, route: str, digest: str, now: datetime
    ) -> Stored | None:
        ref = self._key_doc(user_id, key)

        def step(transaction: Any, writes: Writes) -> Stored | None:
            snapshot = ref.get(transaction=transaction)
            held = snapshot.to_dict() if snapshot.exists else None
            if held is not None and held["created_at"] >= now - KEEP_FOR:
                if held["route"] != route or held["request_hash"] != digest:
                    raise KeyReused("this Idempotency-Key was used for a different request")
                return Stored(int(held["status_code"]), dict(held["response"]))
            # Absent, or expired and not yet swept by the TTL policy: claim it.
            writes.set(
                ref,
                {
                    "key": key,
                    "route": route,
                    "request_hash": digest,
                    "status_code": 0,
                    "response": {},
                    "created_at": now,
                    "expire_at": now + KEEP_FOR,
                },
            )
            return None

        return self._user_commit(user_id, step, now)

    def fill_idempotency_key(
        self, user_id: str, key: str, status_code: int, response: dict[str, Any]
    ) -> None:
        # Only the request holding the claim fills it, once.
        self._key_doc(user_id, key).update({"status_code": status_code, "response": response})

    def release_idempotency_key(self, user_id: str, key: str) -> None:
        ref = self._key_doc(user_id, key)

        def step(transaction: Any, writes: Writes) -> None:
            snapshot = ref.get(transaction=transaction)
            if snapshot.exists and snapshot.get("status_code") == 0:
                writes.delete(ref)

        self._user_commit(user_id, step, datetime.now(UTC))

    def _throttle_doc(self, key: str) -> Any:
        return self.client.collection("login_throttle").document(_digest(key))

    def blocked_for(self, keys: Iterable[str], now: datetime) -> int | None:
        refs = [self._throttle_doc(key) for key in keys]
        waits = [
            (snapshot.get("blocked_until") - now).total_seconds()
            for snapshot in self.client.get_all(refs)
            if snapshot.exists
            and snapshot.get("blocked_until") is not None
            and snapshot.get("blocked_until") > now
        ]
        return max(1, math.ceil(max(waits))) if waits else None

    def record_failure(self, key: str, rule: ThrottleRule, now: datetime) -> None:
        def count(current: dict[str, Any] | None) -> tuple[dict[str, Any], None]:
            state = dict(current or {})
            start = state.get("window_start")
            if start is None or now - start >= rule.window:
                state["failures"] = 0
                state["window_start"] = now
            state["failures"] = int(state["failures"]) + 1
            state.setdefault("blocked_until", None)
            if state["failures"] >= rule.limit:
                state["blocked_until"] = now + rule.block
                state["failures"] = 0
                state["window_start"] = now
            state["key"] = key
            return state, None

        guarded_update(
            self.client,
            self._throttle_doc(key),
            count,
            expire_after=(now, THROTTLE_REVISIONS_KEPT),
        )

    def purge_stale_failures(self, now: datetime, window: timedelta) -> int:
        # Counters stay: each one's revision number must keep counting up (guarded.py), and
        # a stale counter simply starts a fresh window on its next failure.
        return 0

    def clear_failures(self, key: str) -> None:
        # The counter is reset, not deleted: its revision number must keep counting up.
        def reset(current: dict[str, Any] | None) -> tuple[dict[str, Any] | None, None]:
            if current is None:
                return None, None
            return {"key": key, "failures": 0, "window_start": None, "blocked_until": None}, None

        guarded_update(self.client, self._throttle_doc(key), reset)
