"""Which backend a database URL names: `firestore://PROJECT` or an SQLAlchemy URL."""

from __future__ import annotations

from fitcoach.store.db import Database
from fitcoach.store.firestore import FirestoreRepository, is_firestore_url
from fitcoach.store.repository import Repository
from fitcoach.store.sql_repository import SqlRepository


def open_repository(url: str) -> Repository:
    """The repository for FITCOACH_DATABASE_URL. A SQL database is not migrated here
    (`fitcoach serve` does that at start); Firestore needs no schema."""
    if is_firestore_url(url):
        return FirestoreRepository.from_url(url)
    return SqlRepository(Database(url))
