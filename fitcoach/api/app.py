"""The app factory: `create_app(settings)` builds a complete, migrated service."""

from __future__ import annotations

import gc
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI

from fitcoach import __version__
from fitcoach.api.errors import RequestContextMiddleware, install_error_handlers
from fitcoach.api.routers import (
    analytics,
    auth,
    chat,
    exercises,
    health,
    history,
    memory,
    plans,
    proposals,
    web,
    workouts,
)
from fitcoach.clock import Clock, clock_from
from fitcoach.config import Settings, get_settings
from fitcoach.store.db import Database

ROUTERS = (
    health,
    auth,
    chat,
    history,
    proposals,
    plans,
    workouts,
    memory,
    analytics,
    exercises,
    web,
)


def create_app(settings: Settings | None = None, clock: Clock | None = None) -> FastAPI:
    settings = settings or get_settings()
    database = Database(settings.database_url)
    database.migrate()

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        # Everything built at start (catalog, schemas, routes) lives as long as the process:
        # moving it out of the collector's reach keeps full collections short, which is what
        # otherwise shows up as the slowest chat turns.
        gc.collect()
        gc.freeze()
        yield
        database.dispose()

    app = FastAPI(title="fitcoach", version=__version__, lifespan=lifespan)
    app.state.settings = settings
    app.state.database = database
    app.state.clock = clock or clock_from(settings.now)
    install_error_handlers(app)
    for module in ROUTERS:
        app.include_router(module.router)
    app.add_middleware(RequestContextMiddleware, max_body_bytes=settings.max_body_bytes)
    return app
