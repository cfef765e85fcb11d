"""Storage: SQLAlchemy 2 tables, repositories and Alembic migrations.

Repository functions take a `Session` and a required `user_id`, and never commit: the
caller owns the transaction (`unit_of_work`), so one chat turn can apply memory changes,
stage a proposal and record the turn atomically.
"""

from fitcoach.store.db import Database, make_engine, unit_of_work
from fitcoach.store.errors import Conflict, NotFound, StaleProposal, StoreError
from fitcoach.store.migrate import upgrade

# Every table must be on Base.metadata wherever the store is used (migrations, truncation).
from fitcoach.store import llm_cache as _llm_cache  # noqa: F401  isort: skip
from fitcoach.store import llm_capabilities as _llm_capabilities  # noqa: F401  isort: skip

__all__ = [
    "Conflict",
    "Database",
    "NotFound",
    "StaleProposal",
    "StoreError",
    "make_engine",
    "unit_of_work",
    "upgrade",
]
