"""Migration 0003 on a database that already holds names differing only by case."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import text

from fitcoach.store.db import Database
from fitcoach.store.migrate import upgrade
from fitcoach.store.users import get_user_by_username


def test_existing_case_twins_keep_working_and_new_names_are_case_insensitive(tmp_path):
    database = Database(f"sqlite:///{tmp_path / 'old.db'}")
    upgrade(database.engine, "0002")
    at = datetime(2026, 1, 1)
    with database.engine.begin() as connection:
        for user_id, name, created in (
            ("usr_old", "case", at),
            ("usr_new", "Case", at.replace(month=2)),
            ("usr_solo", "Solo", at),
        ):
            connection.execute(
                text(
                    "INSERT INTO users (id, username, password_hash, units, timezone, created_at)"
                    " VALUES (:id, :name, 'h', 'lb', 'UTC', :at)"
                ),
                {"id": user_id, "name": name, "at": created},
            )

    upgrade(database.engine)

    with database.unit_of_work() as session:
        keys = dict(session.execute(text("SELECT id, username_key FROM users")).all())
        assert keys == {"usr_old": "case", "usr_new": "case#usr_new", "usr_solo": "solo"}
        # Each twin still logs in by its exact name; other spellings find the oldest.
        assert get_user_by_username(session, "case").id == "usr_old"
        assert get_user_by_username(session, "Case").id == "usr_new"
        assert get_user_by_username(session, "CASE").id == "usr_old"
        assert get_user_by_username(session, "SOLO").id == "usr_solo"
    database.dispose()
