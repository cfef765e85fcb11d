"""What every part of the Firestore repository shares: the client and the user's document.

The layout follows the spec (`/users/{userId}/...`); see `fitcoach.store.firestore` for
the whole tree.
"""

from __future__ import annotations

from typing import Any


class FirestoreBase:
    def __init__(self, client: Any) -> None:
        self.client = client

    def _user_doc(self, user_id: str) -> Any:
        return self.client.collection("users").document(user_id)

    def _sub(self, user_id: str, collection: str) -> Any:
        return self._user_doc(user_id).collection(collection)
