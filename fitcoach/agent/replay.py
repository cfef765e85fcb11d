"""The rule re-check for a proposal replayed onto a newer plan (DESIGN.md, "Proposals
replay"): the store decides what conflicts; this supplies the user's current profile."""

from __future__ import annotations

from datetime import datetime

from fitcoach.agent.pipeline import ChatUser, _new_violations
from fitcoach.agent.profile import build_profile
from fitcoach.programming.models import Week
from fitcoach.store.proposals import Revalidate
from fitcoach.store.repository import Repository
from fitcoach.store.workouts import load_bases


def revalidator(repository: Repository, user: ChatUser, now: datetime) -> Revalidate:
    def check(before: Week, after: Week) -> list[str]:
        # Built only when a replay needs it: most accepts are on the version they were made on.
        profile = build_profile(
            repository.list_active_memory(user.id, now),
            user.units,
            now,
            user.timezone,
            known_loads=load_bases(repository, user.id, user.units, now),
        )
        return _new_violations(before, after, profile, now)

    return check
