"""Register and log in. Both answer {user_id, token}; tokens expire after
settings.token_ttl_days."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from fitcoach.api.deps import get_clock, get_session, get_settings
from fitcoach.api.errors import ApiError
from fitcoach.api.schemas import LoginIn, RegisterIn
from fitcoach.api.security import hash_password, verify_dummy, verify_password
from fitcoach.clock import Clock
from fitcoach.config import Settings
from fitcoach.store.users import create_user, get_user_by_username, issue_token

router = APIRouter(prefix="/api/auth", tags=["auth"])


def _answer(user_id: str, token: str, settings: Settings, clock: Clock) -> dict[str, Any]:
    expires = clock.now() + timedelta(days=settings.token_ttl_days)
    return {"user_id": user_id, "token": token, "expires_at": expires.isoformat()}


@router.post("/register", status_code=201)
def register(
    body: RegisterIn,
    session: Session = Depends(get_session),
    clock: Clock = Depends(get_clock),
    settings: Settings = Depends(get_settings),
) -> dict[str, Any]:
    now = clock.now()
    user = create_user(
        session,
        username=body.username,
        password_hash=hash_password(body.password),
        units=body.units,
        timezone=body.timezone,
        now=now,
    )
    token = issue_token(session, user.id, now, timedelta(days=settings.token_ttl_days))
    session.commit()
    return _answer(user.id, token, settings, clock)


@router.post("/login")
def login(
    body: LoginIn,
    session: Session = Depends(get_session),
    clock: Clock = Depends(get_clock),
    settings: Settings = Depends(get_settings),
) -> dict[str, Any]:
    user = get_user_by_username(session, body.username)
    if user is None:
        verify_dummy(body.password)
        raise ApiError(401, "invalid_credentials", "wrong username or password")
    if not verify_password(body.password, user.password_hash):
        raise ApiError(401, "invalid_credentials", "wrong username or password")
    now = clock.now()
    token = issue_token(session, user.id, now, timedelta(days=settings.token_ttl_days))
    session.commit()
    return _answer(user.id, token, settings, clock)
