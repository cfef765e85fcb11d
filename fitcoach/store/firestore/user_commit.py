"""One user's read-modify-writes, serialised: a compare-and-set on a per-user counter.

A step reads what it needs inside a Firestore transaction and says what to write
(`Writes`); the commit then first *creates* `users/{userId}/commits/{n}` (n = the user
document's `commit_rev` + 1), then applies the step's writes, then sets `commit_rev` to n.
Creating a document that exists fails, so of two steps that read the same counter exactly
one commits and the other runs again on fresh reads: every step's reads are the state its
commit replaces, on real Firestore (whose transactions also serialise them) and on the npm
emulator, whose transactions do not isolate at all. That emulator does honour the
`exists` preconditions (`create()` fails on an existing document) and runs each commit in
one turn of its event loop, but it applies a commit's writes one by one and keeps those
before a failing one: hence the guard goes first, and is the only write that can fail.
It ignores `last_update_time` preconditions, so those cannot be the guard.

Every write that depends on what a user's plans, records, proposals, memory or
idempotency keys held goes through here (plans, proposals, workouts, memory, keys); writes
that create documents under fresh ids (chat turns, staged proposals) need no guard.

Within one process, writers of one user also queue on a lock, so a burst of one user's
requests runs one after another instead of losing the guard race over and over; the
guard, not the lock, is what makes it correct across processes.
"""

from __future__ import annotations

import threading
import zlib
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from datetime import datetime, timedelta
from typing import Any, TypeVar

from fitcoach.store.errors import Conflict, NotFound
from fitcoach.store.firestore.base import FirestoreBase
from fitcoach.store.firestore.guarded import ATTEMPTS, back_off

T = TypeVar("T")

COUNTER = "commit_rev"
GUARDS = "commits"
# Guards only need to outlive the races they settle; a TTL policy on expire_at sweeps them
# (the counter only grows, so a swept number is never used again).
GUARDS_KEPT = timedelta(days=1)
STRIPES = 64


class Writes:
    """The writes a step asks for, applied after the guard in the same commit. None of
    them may be able to fail (no `create` of an id that could exist): the guard decides."""

    def __init__(self) -> None:
        # By document path, in order: a later write of one document replaces the earlier
        # one (a commit writes each document once).
        self.ops: dict[str, tuple[str, Any, dict[str, Any] | None]] = {}

    def _put(self, op: str, ref: Any, data: dict[str, Any] | None) -> None:
        self.ops.pop(ref.path, None)
        self.ops[ref.path] = (op, ref, data)

    def set(self, ref: Any, data: dict[str, Any]) -> None:
        self._put("set", ref, data)

    def update(self, ref: Any, data: dict[str, Any]) -> None:
        """Fields of a document the step read and found."""
        self._put("update", ref, data)

    def delete(self, ref: Any) -> None:
        self._put("delete", ref, None)

    def apply(self, transaction: Any) -> None:
        for op, ref, data in self.ops.values():
            if op == "set":
                transaction.set(ref, data)
            elif op == "update":
                transaction.update(ref, data)
            else:
                transaction.delete(ref)


# (transaction for reads, writes to stage) -> the caller's result
Step = Callable[[Any, Writes], T]


class UserCommits(FirestoreBase):
    def __init__(self, client: Any, queue_writers: bool = True) -> None:
        super().__init__(client)
        # Per repository instance (the app holds one): a bounded set of locks, not one per
        # user ever seen. Without them (the contract tests' racing writers) every race is
        # settled by the guard alone.
        self._stripes = [threading.RLock() for _ in range(STRIPES)] if queue_writers else []

    def _queue(self, user_id: str) -> AbstractContextManager[Any]:
        if not self._stripes:
            return nullcontext()
        return self._stripes[zlib.crc32(user_id.encode("utf-8")) % len(self._stripes)]

    def _user_commit(self, user_id: str, step: Step[T], now: datetime) -> T:
        """Run `step` until its commit wins the user's counter. An answer given without a
        write, or an error the step raised, stands only if the counter still holds what the
        step read (no commit came between its reads, which the emulator does not isolate);
        otherwise the step runs again on fresh reads. Nothing is written on an error."""
        from google.api_core.exceptions import Aborted, AlreadyExists
        from google.cloud import firestore

        user_ref = self._user_doc(user_id)
        seen: list[int] = []

        @firestore.transactional
        def attempt(transaction: Any) -> tuple[bool, T]:
            user = user_ref.get(transaction=transaction)
            if not user.exists:
                raise NotFound("no such user")
            seen[:] = [_counter(user)]
            writes = Writes()
            result = step(transaction, writes)
            if not writes.ops:
                return False, result
            revision = seen[0] + 1
            transaction.create(
                user_ref.collection(GUARDS).document(f"{revision:012d}"),
                {"at": now, "expire_at": now + GUARDS_KEPT},
            )
            writes.apply(transaction)
            transaction.update(user_ref, {COUNTER: revision})
            return True, result

        def unchanged() -> bool:
            return bool(seen) and _counter(user_ref.get()) == seen[0]

        with self._queue(user_id):
            for tries in range(ATTEMPTS):
                seen.clear()
                try:
                    # One attempt per transaction: this loop retries (with a pause) both a
                    # lost guard (emulator) and an abort (Firestore's contention).
                    wrote, result = attempt(self.client.transaction(max_attempts=1))
                except (AlreadyExists, Aborted):
                    back_off(tries)
                    continue
                except ValueError as error:  # the client wraps its last Aborted
                    if not isinstance(error.__cause__, Aborted):
                        raise
                    back_off(tries)
                    continue
                except Exception:
                    if not seen or unchanged():
                        raise
                    back_off(tries)
                    continue
                if wrote or unchanged():
                    return result
                back_off(tries)
        raise Conflict("too many concurrent writers, try again", code="contention")


def _counter(user: Any) -> int:
    return int((user.to_dict() or {}).get(COUNTER) or 0)
