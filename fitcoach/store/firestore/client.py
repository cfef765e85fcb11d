"""The Firestore client, built lazily: `google-cloud-firestore` is the optional extra
`fitcoach[firestore]`, and nothing else in fitcoach imports it.

`firestore://PROJECT` names the project. Credentials come from the standard Google
environment (GOOGLE_APPLICATION_CREDENTIALS, the metadata server); with
FIRESTORE_EMULATOR_HOST=host:port set, the client talks to that emulator instead, without
credentials.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

SCHEME = "firestore://"


def is_firestore_url(url: str) -> bool:
    return url.startswith(SCHEME)


def project_from_url(url: str) -> str:
    if not is_firestore_url(url):
        raise ValueError(f"not a Firestore URL: {url!r} (expected firestore://PROJECT)")
    project = url[len(SCHEME) :].strip("/")
    if not project or "/" in project:
        raise ValueError(f"a Firestore URL names one project: {url!r}")
    return project


def make_client(project: str) -> Any:
    from google.cloud import firestore

    return firestore.Client(project=project)


def utc(value: datetime) -> datetime:
    """A plain aware datetime in UTC (the client returns its own subclass)."""
    value = value.astimezone(UTC)
    return datetime(
        value.year,
        value.month,
        value.day,
        value.hour,
        value.minute,
        value.second,
        value.microsecond,
        tzinfo=UTC,
    )


def order_key(at: datetime, doc_id: str) -> str:
    """A string that sorts like (at, id): keyset paging and tie-breaks on one field, so a
    query needs neither a composite index nor query cursors (which the emulator ignores)."""
    return f"{at.astimezone(UTC).strftime('%Y-%m-%dT%H:%M:%S.%fZ')}|{doc_id}"
