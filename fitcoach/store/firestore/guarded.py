"""Read-modify-write of one document that never loses a concurrent update.

Each change runs in a Firestore transaction, and its commit first *creates* a revision
document `<doc>/<revisions>/<n>` (n = the document's counter + 1) before it writes the
document itself. Creating a document that exists fails, so of two writers that read the
same revision exactly one commits; the other re-reads and tries again. On Firestore the
transaction alone serialises the writers; the revision create makes the same guarantee
hold on emulators whose transactions do not isolate (the npm emulator the tests use), and
leaves a history: each revision document is the document as that revision wrote it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any, TypeVar

from fitcoach.store.errors import Conflict

T = TypeVar("T")

ATTEMPTS = 100
BACKOFF_FIRST_S = 0.002
BACKOFF_MAX_S = 0.1

# What a change returns: the new document (None: write nothing) and the caller's result.
Change = Callable[[dict[str, Any] | None], tuple[dict[str, Any] | None, T]]


def back_off(tries: int) -> None:
    """After losing a race for the `tries`-th time: a random pause that grows with each
    loss spreads a burst of writers out, so they stop colliding on every round."""
    time.sleep(random.uniform(0, min(BACKOFF_FIRST_S * 2**tries, BACKOFF_MAX_S)))


def guarded_update(
    client: Any,
    ref: Any,
    change: Change[T],
    *,
    revisions: str = "revisions",
    counter: str = "rev",
    expire_after: tuple[datetime, timedelta] | None = None,
) -> T:
    """Apply `change` to the stored document (None when absent) and return its result.

    `counter` names the document's revision field (a plan's is its `version`);
    `expire_after=(now, keep)` stamps revision documents with `expire_at` for a TTL policy
    (counters that churn keep no long history). A user's documents use `user_commit`
    instead, which guards several documents with one counter."""
    from google.api_core.exceptions import Aborted, AlreadyExists
    from google.cloud import firestore

    @firestore.transactional
    def attempt(transaction: Any) -> T:
        snapshot = ref.get(transaction=transaction)
        current = snapshot.to_dict() if snapshot.exists else None
        new, result = change(current)
        if new is None:
            return result
        revision = int((current or {}).get(counter, 0)) + 1
        document = {**new, counter: revision}
        guard = dict(document)
        if expire_after is not None:
            now, keep = expire_after
            guard["expire_at"] = now + keep
        # The create goes first: where a commit is not atomic (the emulator applies writes
        # one by one), a lost race must fail before anything is written.
        transaction.create(ref.collection(revisions).document(f"{revision:010d}"), guard)
        transaction.set(ref, document)
        return result

    for tries in range(ATTEMPTS):
        try:
            return attempt(client.transaction(max_attempts=1))
        except (AlreadyExists, Aborted):  # lost the race (emulator) or contention (Firestore)
            back_off(tries)
        except ValueError as error:  # the client wraps its last Aborted
            if not isinstance(error.__cause__, Aborted):
                raise
            back_off(tries)
    raise Conflict("too many concurrent writers, try again", code="contention")
