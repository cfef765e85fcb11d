"""Register, log in, log out. Register and login answer {user_id, token}; tokens expire
after settings.token_ttl_days, or when logged out.

Abuse limits: failed logins are counted per username and per client address in the
database (429 with Retry-After past the limit), and Argon2 runs through a bounded gate so
parallel logins cannot exhaust memory."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from fastapi import APIRouter, Depends, Request, Response

from fitcoach.api.deps import (
    CurrentUser,
    bearer_token,
    current_user,
    get_clock,
    get_hash_gate,
    get_repository,
    get_settings,
)
from fitcoach.api.errors import ApiError
from fitcoach.api.responses import AuthOut
from fitcoach.api.schemas import LoginIn, RegisterIn
from fitcoach.api.security import (
    HashGate,
    hash_password,
    password_problem,
    verify_dummy,
    verify_password,
)
from fitcoach.clock import Clock
from fitcoach.config import Settings
from fitcoach.store.repository import Repository
from fitcoach.store.throttle import ThrottleRule, throttle_key

router = APIRouter(prefix="/api/auth", tags=["auth"])


def _answer(user_id: str, token: str, settings: Settings, clock: Clock) -> dict[str, Any]:
    expires = clock.now() + timedelta(days=settings.token_ttl_days)
    return {"user_id": user_id, "token": token, "expires_at": expires.isoformat()}


def _rules(settings: Settings) -> tuple[ThrottleRule, ThrottleRule]:
    window = timedelta(seconds=settings.login_window_seconds)
    block = timedelta(seconds=settings.login_block_seconds)
    return (
        ThrottleRule("user", settings.login_failures_per_user, window, block),
        ThrottleRule("addr", settings.login_failures_per_address, window, block),
    )


def _client_address(request: Request) -> str:
    # Behind a proxy, run uvicorn with --proxy-headers so this is the real client.
    return request.client.host if request.client else "unknown"


@router.post("/register", status_code=201, response_model=AuthOut)
def register(
    body: RegisterIn,
    repository: Repository = Depends(get_repository),
    clock: Clock = Depends(get_clock),
    settings: Settings = Depends(get_settings),
    gate: HashGate = Depends(get_hash_gate),
) -> dict[str, Any]:
    problem = password_problem(body.password, body.username)
    if problem is not None:
        raise ApiError(422, "weak_password", f"password: {problem}")
    now = clock.now()
    if repository.get_user_by_username(body.username) is not None:
        raise ApiError(409, "username_taken", "that username is taken")
    repository.commit()  # release the connection while hashing
    password_hash = gate.run(lambda: hash_password(body.password))
    user = repository.create_user(
        username=body.username,
        password_hash=password_hash,
        units=body.units,
        timezone=body.timezone,
        now=now,
    )
    token = repository.issue_token(user.id, now, timedelta(days=settings.token_ttl_days))
    repository.commit()
    return _answer(user.id, token, settings, clock)


@router.post("/login", response_model=AuthOut)
def login(
    body: LoginIn,
    request: Request,
    repository: Repository = Depends(get_repository),
    clock: Clock = Depends(get_clock),
    settings: Settings = Depends(get_settings),
    gate: HashGate = Depends(get_hash_gate),
) -> dict[str, Any]:
    now = clock.now()
    user_rule, addr_rule = _rules(settings)
    user_key = throttle_key(user_rule.prefix, body.username)
    addr_key = throttle_key(addr_rule.prefix, _client_address(request))
    wait = repository.blocked_for((user_key, addr_key), now)
    if wait is not None:
        raise ApiError(
            429,
            "too_many_attempts",
            "too many failed logins; try again later",
            headers={"Retry-After": str(wait)},
        )
    user = repository.get_user_by_username(body.username)
    repository.commit()  # release the connection: hashing takes a while and needs none
    if user is None:
        gate.run(lambda: verify_dummy(body.password))
        ok = False
    else:
        password_hash = user.password_hash
        ok = gate.run(lambda: verify_password(body.password, password_hash))
    if user is None or not ok:
        repository.purge_stale_failures(now, max(user_rule.window, addr_rule.window))
        repository.record_failure(user_key, user_rule, now)
        repository.record_failure(addr_key, addr_rule, now)
        repository.commit()  # the failure counts even though this request answers 401
        raise ApiError(401, "invalid_credentials", "wrong username or password")
    repository.clear_failures(user_key)
    token = repository.issue_token(user.id, now, timedelta(days=settings.token_ttl_days))
    repository.commit()
    return _answer(user.id, token, settings, clock)


@router.post("/logout", status_code=204)
def logout(
    request: Request,
    user: CurrentUser = Depends(current_user),
    repository: Repository = Depends(get_repository),
) -> Response:
    """Revoke the token this request carries: no instance accepts it afterwards."""
    token = bearer_token(request)
    if token is not None:
        repository.revoke_token(token)
    repository.commit()
    return Response(status_code=204)
