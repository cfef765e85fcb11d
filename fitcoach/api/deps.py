"""What routes receive through Depends: the session, the clock, the signed-in user."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from fastapi import Depends, Request

from fitcoach.api.errors import ApiError
from fitcoach.api.security import HashGate
from fitcoach.clock import Clock
from fitcoach.config import Settings
from fitcoach.store.db import Database, Session
from fitcoach.store.users import user_for_token


# The trivial lookups below are `async def` so FastAPI calls them inline: a sync dependency
# costs a worker-thread hop on every request, which is most of a fast request's latency.
async def get_database(request: Request) -> Database:
    database: Database = request.app.state.database
    return database


async def get_settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


async def get_clock(request: Request) -> Clock:
    clock: Clock = request.app.state.clock
    return clock


def get_session(database: Database = Depends(get_database)) -> Iterator[Session]:
    """A session per request. Write routes call `session.commit()` once everything
    succeeded; any exception rolls back, so a failed request writes nothing."""
    session = database.sessions()
    try:
        yield session
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
    session: Session = Depends(get_session),
    clock: Clock = Depends(get_clock),
) -> CurrentUser:
    token = bearer_token(request)
    if token is None:
        raise _unauthorized("sign in: send Authorization: Bearer <token>")
    user = user_for_token(session, token, clock.now())
    if user is None:
        raise _unauthorized("the token is invalid or expired")
    return CurrentUser(user.id, user.username, user.units, user.timezone)
