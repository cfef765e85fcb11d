"""Staged proposals on Firestore: `/users/{userId}/proposals/{proposalId}`.

The spec's proposal (`type`, `target_day`, `summary_diff`, `data`) with ours beside it:
`week_start_date`, `base_version` and `base_days` (what it was built on, for replay),
`status`, `created_at`, `decided_at` and `order_key`. Accepting writes the plan's next
version and the proposal's status in one user commit (see `user_commit`), so accepting
twice at once gives one new version and two identical answers, and an accept and a reject
racing each other settle on one outcome.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, cast

from fitcoach.contracts.decision import PendingProposal
from fitcoach.programming.models import Day, Week
from fitcoach.store.errors import Conflict, NotFound
from fitcoach.store.firestore.client import order_key, utc
from fitcoach.store.firestore.plans import FirestorePlans
from fitcoach.store.firestore.user_commit import Writes
from fitcoach.store.ids import new_id
from fitcoach.store.plans import PlanVersion
from fitcoach.store.proposals import (
    Revalidate,
    _merged_week,
    _replayed,
    day_fingerprints,
    proposal_payload,
)
from fitcoach.store.repository import ProposalRecord


def _record(data: dict[str, Any]) -> ProposalRecord:
    return ProposalRecord(
        id=data["id"],
        type=data["type"],
        target_day=data["target_day"],
        week_start_date=date.fromisoformat(data["week_start_date"]),
        data=data["data"],
        summary_diff=data["summary_diff"],
        base_version=data["base_version"],
        base_days=data["base_days"],
        status=data["status"],
        created_at=utc(data["created_at"]),
        decided_at=None if data["decided_at"] is None else utc(data["decided_at"]),
    )


class FirestoreProposals(FirestorePlans):
    def _proposal_doc(self, user_id: str, proposal_id: str) -> Any:
        return self._sub(user_id, "proposals").document(proposal_id)

    def create_proposal(
        self,
        user_id: str,
        *,
        type: str,
        target_day: str | None,
        week_start_date: date,
        data: Day | Week | dict[str, Any],
        summary_diff: str | None,
        base_version: int | None,
        now: datetime,
        base_week: Week | None = None,
    ) -> str:
        payload = proposal_payload(type, target_day, week_start_date, data)
        proposal_id = new_id("prop")
        self._proposal_doc(user_id, proposal_id).create(
            {
                "id": proposal_id,
                "type": type,
                "target_day": target_day,
                "week_start_date": week_start_date.isoformat(),
                "data": payload,
                "summary_diff": summary_diff,
                "base_version": base_version,
                "base_days": None if base_week is None else day_fingerprints(base_week),
                "status": "pending",
                "created_at": now,
                "decided_at": None,
                "order_key": order_key(now, proposal_id),
            }
        )
        return proposal_id

    def get_proposal(self, user_id: str, proposal_id: str) -> ProposalRecord:
        snapshot = self._proposal_doc(user_id, proposal_id).get()
        if not snapshot.exists:
            raise NotFound("no such proposal", code="proposal_not_found")
        return _record(snapshot.to_dict())

    def _pending(self, user_id: str, limit: int) -> list[ProposalRecord]:
        from google.cloud import firestore

        query = (
            self._sub(user_id, "proposals")
            .where(filter=firestore.FieldFilter("status", "==", "pending"))
            .order_by("order_key", direction=firestore.Query.DESCENDING)
            .limit(limit)
        )
        return [_record(snapshot.to_dict()) for snapshot in query.stream()]

    def latest_pending_proposal(self, user_id: str) -> PendingProposal | None:
        found = self._pending(user_id, 1)
        if not found:
            return None
        row = found[0]
        return PendingProposal(
            id=row.id,
            type=row.type,
            target_day=row.target_day,
            summary_diff=row.summary_diff,
        )

    def pending_proposals(self, user_id: str, limit: int = 10) -> list[ProposalRecord]:
        return self._pending(user_id, limit)

    def proposals_by_id(self, user_id: str, ids: list[str]) -> dict[str, ProposalRecord]:
        if not ids:
            return {}
        refs = [self._proposal_doc(user_id, proposal_id) for proposal_id in ids]
        return {
            snapshot.id: _record(snapshot.to_dict())
            for snapshot in self.client.get_all(refs)
            if snapshot.exists
        }

    def accept_proposal(
        self,
        user_id: str,
        proposal_id: str,
        now: datetime,
        revalidate: Revalidate | None = None,
    ) -> PlanVersion:
        """As the SQL store: idempotent for an accepted proposal, replayed onto a plan that
        moved on, StaleProposal only on a real conflict, Conflict once rejected. One user
        commit (see `user_commit`) reads the proposal and the plan and writes both, so an
        accept racing a log, another accept or a reject decides on what it replaces."""
        proposal_ref = self._proposal_doc(user_id, proposal_id)

        def step(transaction: Any, writes: Writes) -> PlanVersion:
            snapshot = proposal_ref.get(transaction=transaction)
            if not snapshot.exists:
                raise NotFound("no such proposal", code="proposal_not_found")
            proposal = _record(snapshot.to_dict())
            found = self._read_plan(transaction, user_id, proposal.week_start_date)
            current = None if found is None else found[0]
            if proposal.status == "accepted":
                if current is None:
                    raise NotFound("no plan for that week", code="no_plan")
                return current
            if proposal.status != "pending":
                raise Conflict(f"the proposal was {proposal.status}", code="proposal_rejected")
            expected = None if current is None else current.version
            # The SQL store's replay rules read only these fields, which a record shares.
            row = cast(Any, proposal)
            week = (
                _replayed(row, current, revalidate)
                if expected != proposal.base_version
                else _merged_week(row, current)
            )
            version = (expected or 0) + 1
            created = now if found is None else found[1]
            self._stage_plan(writes, user_id, week, version, created, now)
            writes.update(proposal_ref, {"status": "accepted", "decided_at": now})
            return PlanVersion(week, version)

        return self._user_commit(user_id, step, now)

    def reject_proposal(self, user_id: str, proposal_id: str, now: datetime) -> str:
        """Reject (again: no-op); rejecting an accepted proposal is a Conflict."""
        ref = self._proposal_doc(user_id, proposal_id)

        def step(transaction: Any, writes: Writes) -> str:
            snapshot = ref.get(transaction=transaction)
            if not snapshot.exists:
                raise NotFound("no such proposal", code="proposal_not_found")
            status: str = snapshot.get("status")
            if status == "accepted":
                raise Conflict("the proposal was already accepted", code="proposal_accepted")
            if status == "pending":
                writes.update(ref, {"status": "rejected", "decided_at": now})
                status = "rejected"
            return status

        return self._user_commit(user_id, step, now)
