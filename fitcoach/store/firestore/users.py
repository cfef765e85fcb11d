"""Accounts and login tokens on Firestore.

`/users/{userId}` holds the account; `/usernames/{name in lower case}` claims the name
(created in the same batch as the account, and creating a document that exists fails, so
two registrations of one name give one account); `/auth_tokens/{sha256 of token}` holds a
token's owner and expiry (top level: a request names its token before we know its user).
"""

from __future__ import annotations

import secrets
from datetime import datetime, timedelta
from typing import Any

from fitcoach.store.errors import Conflict, NotFound
from fitcoach.store.firestore.base import FirestoreBase
from fitcoach.store.firestore.client import utc
from fitcoach.store.ids import new_id
from fitcoach.store.repository import UserRecord
from fitcoach.store.users import token_digest, username_key


def _record(user_id: str, data: dict[str, Any]) -> UserRecord:
    return UserRecord(
        id=user_id,
        username=data["username"],
        password_hash=data["password_hash"],
        units=data["units"],
        timezone=data["timezone"],
        created_at=utc(data["created_at"]),
    )


class FirestoreUsers(FirestoreBase):
    def create_user(
        self, *, username: str, password_hash: str, units: str, timezone: str, now: datetime
    ) -> UserRecord:
        from google.api_core.exceptions import AlreadyExists

        user_id = new_id("usr")
        key = username_key(username)
        data = {
            "username": username,
            "username_key": key,
            "password_hash": password_hash,
            "units": units,
            "timezone": timezone,
            "created_at": now,
        }
        batch = self.client.batch()
        batch.create(self.client.collection("usernames").document(key), {"user_id": user_id})
        batch.create(self._user_doc(user_id), data)
        try:
            batch.commit()
        except AlreadyExists:
            raise Conflict("that username is taken", code="username_taken") from None
        return _record(user_id, data)

    def get_user(self, user_id: str) -> UserRecord:
        snapshot = self._user_doc(user_id).get()
        if not snapshot.exists:
            raise NotFound("no such user")
        return _record(user_id, snapshot.to_dict())

    def get_user_by_username(self, username: str) -> UserRecord | None:
        claim = self.client.collection("usernames").document(username_key(username)).get()
        if not claim.exists:
            return None
        snapshot = self._user_doc(claim.get("user_id")).get()
        return _record(snapshot.id, snapshot.to_dict()) if snapshot.exists else None

    def _tokens(self) -> Any:
        return self.client.collection("auth_tokens")

    def issue_token(self, user_id: str, now: datetime, ttl: timedelta) -> str:
        from google.cloud.firestore import FieldFilter

        token = secrets.token_urlsafe(32)
        self._tokens().document(token_digest(token)).create(
            {"user_id": user_id, "created_at": now, "expires_at": now + ttl}
        )
        # Expired tokens of this user go now (a TTL policy on expires_at also sweeps them).
        expired = (
            self._tokens()
            .where(filter=FieldFilter("user_id", "==", user_id))
            .where(filter=FieldFilter("expires_at", "<=", now))
        )
        for snapshot in expired.stream():
            snapshot.reference.delete()
        return token

    def user_for_token(self, token: str, now: datetime) -> UserRecord | None:
        snapshot = self._tokens().document(token_digest(token)).get()
        if not snapshot.exists or snapshot.get("expires_at") <= now:
            return None
        user = self._user_doc(snapshot.get("user_id")).get()
        return _record(user.id, user.to_dict()) if user.exists else None

    def revoke_token(self, token: str) -> bool:
        ref = self._tokens().document(token_digest(token))
        existed = bool(ref.get().exists)
        ref.delete()
        return existed
