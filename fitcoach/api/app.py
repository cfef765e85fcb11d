"""The app factory: `create_app(settings)` builds a complete service on a migrated SQL
database, or on Firestore (`firestore://PROJECT`), which has no schema to migrate."""

from __future__ import annotations

import gc
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI

from fitcoach import __version__
from fitcoach.api.admission import AdmissionMiddleware
from fitcoach.api.errors import RequestContextMiddleware, install_error_handlers
from fitcoach.api.routers import (
    analytics,
    auth,
    chat,
    docs,
    exercises,
    health,
    history,
    memory,
    metrics,
    plans,
    proposals,
    web,
    workouts,
)
from fitcoach.api.schemas import ERROR_RESPONSES
from fitcoach.api.security import HashGate
from fitcoach.clock import Clock, clock_from
from fitcoach.config import Settings, get_settings
from fitcoach.store.db import Database
from fitcoach.store.firestore import FirestoreRepository, is_firestore_url
from fitcoach.store.llm_cache import DbCacheRegistry
from fitcoach.store.llm_capabilities import DbCapabilityStore
from fitcoach.store.repository import LlmCacheRepository, LlmCapabilityRepository

ROUTERS = (
    health,
    docs,
    metrics,
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


def pool_options(settings: Settings) -> dict[str, Any]:
    """One pooled connection per admitted request, plus a few for work outside requests
    (start-up, the lifespan), so an admitted request never waits for a connection. A wait
    that still happens gives up after a few seconds (503), not the default 30."""
    if ":memory:" in settings.database_url:
        return {}
    return {"pool_size": in_flight(settings), "max_overflow": 4, "pool_timeout": 5}


def in_flight(settings: Settings) -> int:
    """SQLite runs one writer at a time and its lock waiters poll, so more requests in
    flight only add contention (and starve some waiters past the busy timeout): a few at a
    time serve a burst faster. PostgreSQL gets the configured number."""
    if settings.database_url.startswith("sqlite"):
        return min(settings.max_in_flight, settings.sqlite_max_in_flight)
    return settings.max_in_flight


def create_app(settings: Settings | None = None, clock: Clock | None = None) -> FastAPI:
    settings = settings or get_settings()
    # SQL: routes get a repository bound to a session of their own (api/deps.py).
    database: Database | None = None
    firestore: FirestoreRepository | None = None
    cache_registry: LlmCacheRepository
    capabilities: LlmCapabilityRepository
    if is_firestore_url(settings.database_url):
        firestore = FirestoreRepository.from_url(settings.database_url)
        cache_registry = firestore.llm_cache()
        capabilities = firestore.llm_capabilities()
    else:
        database = Database(settings.database_url, **pool_options(settings))
        database.migrate()
        cache_registry = DbCacheRegistry(database)
        capabilities = DbCapabilityStore(database)

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        # Everything built at start (catalog, schemas, routes) lives as long as the process:
        # moving it out of the collector's reach keeps full collections short, which is what
        # otherwise shows up as the slowest chat turns.
        gc.collect()
        gc.freeze()
        yield
        if database is not None:
            database.dispose()

    # /docs is our own route (self-hosted Swagger UI under a CSP); ReDoc needs a CDN: off.
    app = FastAPI(
        title="fitcoach",
        version=__version__,
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
        responses=ERROR_RESPONSES,
    )
    app.state.settings = settings
    app.state.database = database
    app.state.repository = firestore
    # An LLM brain keeps its context-cache names here, shared by every app instance.
    app.state.llm_cache_registry = cache_registry
    # What each OpenAI-compatible server was found to take, remembered across restarts.
    app.state.llm_capabilities = capabilities
    app.state.clock = clock or clock_from(settings.now)
    app.state.hash_gate = HashGate(settings.hash_concurrency, settings.hash_wait_seconds)
    install_error_handlers(app)
    for module in ROUTERS:
        app.include_router(module.router)
    app.add_middleware(
        AdmissionMiddleware,
        max_in_flight=in_flight(settings),
        max_queued=settings.max_queued,
        queue_wait_seconds=settings.queue_wait_seconds,
    )
    app.add_middleware(RequestContextMiddleware, max_body_bytes=settings.max_body_bytes)
    return app
