"""The whole repository protocol on Firestore, one class over the parts."""

from __future__ import annotations

from typing import Any

from fitcoach.store.firestore.chat import FirestoreChat
from fitcoach.store.firestore.client import make_client, project_from_url
from fitcoach.store.firestore.keys import FirestoreKeys
from fitcoach.store.firestore.llm_cache import FirestoreCacheRegistry
from fitcoach.store.firestore.llm_capabilities import FirestoreCapabilityStore
from fitcoach.store.firestore.memory import FirestoreMemory
from fitcoach.store.firestore.proposals import FirestoreProposals
from fitcoach.store.firestore.users import FirestoreUsers
from fitcoach.store.firestore.workouts import FirestoreWorkouts
from fitcoach.store.repository import Repository


class FirestoreRepository(
    FirestoreUsers,
    FirestoreMemory,
    FirestoreProposals,
    FirestoreWorkouts,
    FirestoreChat,
    FirestoreKeys,
):
    """`fitcoach.store.repository.Repository` on one Firestore database."""

    def __init__(self, client: Any, queue_writers: bool = True) -> None:
        """`queue_writers`: one user's writes in this process wait for each other
        (`user_commit`); off, only the guard settles their races."""
        super().__init__(client, queue_writers)

    @classmethod
    def from_url(cls, url: str) -> FirestoreRepository:
        """`firestore://PROJECT`; the emulator when FIRESTORE_EMULATOR_HOST is set."""
        return cls(make_client(project_from_url(url)))

    def llm_cache(self) -> FirestoreCacheRegistry:
        return FirestoreCacheRegistry(self.client)

    def llm_capabilities(self) -> FirestoreCapabilityStore:
        return FirestoreCapabilityStore(self.client)

    def commit(self) -> None:
        """Nothing to end: every call above is its own atomic step."""

    def ping(self) -> None:
        self.client.collection("health").document("ping").get()


def _conforms(client: Any) -> Repository:
    """mypy checks here that this class implements the whole protocol."""
    return FirestoreRepository(client)
