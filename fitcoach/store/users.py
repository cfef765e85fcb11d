"""Accounts and login tokens.

Tokens are opaque random strings; only their SHA-256 is stored. A stolen database holds
no usable token, logging out or revoking is a row delete, and there is no signing key to
generate, rotate or leak (the trade-off against JWTs: one indexed lookup per request).
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import datetime, timedelta

from sqlalchemy import delete, or_, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from fitcoach.store.errors import Conflict, NotFound
from fitcoach.store.ids import new_id
from fitcoach.store.tables import AuthToken, User


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def create_user(
    session: Session,
    *,
    username: str,
    password_hash: str,
    units: str,
    timezone: str,
    now: datetime,
) -> User:
    if get_user_by_username(session, username) is not None:
        raise Conflict("that username is taken", code="username_taken")
    user = User(
        id=new_id("usr"),
        username=username,
        username_key=username_key(username),
        password_hash=password_hash,
        units=units,
        timezone=timezone,
        created_at=now,
    )
    session.add(user)
    try:
        session.flush()
    except IntegrityError:  # a concurrent registration won the race
        raise Conflict("that username is taken", code="username_taken") from None
    return user


def get_user(session: Session, user_id: str) -> User:
    user = session.get(User, user_id)
    if user is None:
        raise NotFound("no such user")
    return user


def username_key(username: str) -> str:
    """Names are unique and matched regardless of case."""
    return username.lower()


def get_user_by_username(session: Session, username: str) -> User | None:
    """The account with this name in any case. An account that predates case-insensitive
    names and collides with an older one (see migration 0003) is found by its exact name."""
    found = list(
        session.scalars(
            select(User).where(
                or_(User.username_key == username_key(username), User.username == username)
            )
        )
    )
    exact = [user for user in found if user.username == username]
    chosen = exact or found
    return chosen[0] if chosen else None


def revoke_token(session: Session, token: str) -> bool:
    """Logout: the token's row goes, so no instance accepts it again. True if it existed."""
    result = session.execute(delete(AuthToken).where(AuthToken.token_hash == token_digest(token)))
    return bool(result.rowcount)  # type: ignore[attr-defined]


def issue_token(session: Session, user_id: str, now: datetime, ttl: timedelta) -> str:
    token = secrets.token_urlsafe(32)
    session.add(
        AuthToken(
            token_hash=token_digest(token), user_id=user_id, created_at=now, expires_at=now + ttl
        )
    )
    # Expired tokens of this user go now, so the table does not grow without bound.
    session.execute(
        delete(AuthToken).where(AuthToken.user_id == user_id, AuthToken.expires_at <= now)
    )
    return token


def user_for_token(session: Session, token: str, now: datetime) -> User | None:
    row = session.get(AuthToken, token_digest(token))
    if row is None or row.expires_at <= now:
        return None
    return session.get(User, row.user_id)
