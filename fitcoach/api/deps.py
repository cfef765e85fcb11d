"""What routes receive through Depends: the repository, the clock, the signed-in user."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from fastapi import Depends, Request

from fitcoach.api.errors import ApiError
from fitcoach.api.security import HashGate
from fitcoach.clock import Clock
from fitcoach.config import Settings
from fitcoach.store.db import Database
from fitcoach.store.repository import Repository
from fitcoach.store.sql_repository import SqlRepository


# The trivial lookups below are `async def` so FastAPI calls them inline: a sync dependency
# costs a worker-thread hop on every request, which is most of a fast request's latency.
async def get_settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


async def get_clock(request: Request) -> Clock:
    clock: Clock = request.app.state.clock
    return clock


def get_repository(request: Request) -> Iterator[Repository]:
    """The store for one request. On SQL it is bound to a session of its own: write routes
    call `repository.commit()` once everything succeeded, and any exception rolls back, so
    a failed request writes nothing. Firestore has no request transaction: each call is
    its own atomic step and `commit()` does nothing."""
    database: Database | None = request.app.state.database
    if database is None:
        repository: Repository = request.app.state.repository
        yield repository
        return
    session = database.sessions()
    try:
        yield SqlRepository.bound(session)
    except BaseException:
        session.rollback()
        raise
    finally:
        session.close()


@dataclass(frozen=True, slots=True)
class CurrentUser:
    id: str
    username: str
    units: str
    timezone: str


def _unauthorized(detail: str) -> ApiError:
    return ApiError(401, "unauthorized", detail, headers={"WWW-Authenticate": "Bearer"})


def bearer_token(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()


async def get_hash_gate(request: Request) -> HashGate:
    gate: HashGate = request.app.state.hash_gate
    return gate


def current_user(
    request: Request,
    repository: Repository = Depends(get_repository),
    clock: Clock = Depends(get_clock),
) -> CurrentUser:
    token = bearer_token(request)
    if token is None:
        raise _unauthorized("sign in: send Authorization: Bearer <token>")
    user = repository.user_for_token(token, clock.now())
    if user is None:
        raise _unauthorized("the token is invalid or expired")
    return CurrentUser(user.id, user.username, user.units, user.timezone)
