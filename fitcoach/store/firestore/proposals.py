"""Staged proposals on Firestore: `/users/{userId}/proposals/{proposalId}`.

The spec's proposal (`type`, `target_day`, `summary_diff`, `data`) with ours beside it:
`week_start_date`, `base_version` and `base_days` (what it was built on, for replay),
`status`, `created_at`, `decided_at` and `order_key`. Accepting writes the plan's next
version and the proposal's status in one guarded commit (see `plans`), so accepting twice
at once gives one new version and two identical answers.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, cast

from fitcoach.contracts.decision import PendingProposal
from fitcoach.programming.models import Day, Week
from fitcoach.store.errors import Conflict, NotFound, StaleProposal
from fitcoach.store.firestore.client import order_key, utc
from fitcoach.store.firestore.guarded import back_off, guarded_update
from fitcoach.store.firestore.plans import FirestorePlans
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

ACCEPT_ATTEMPTS = 20


class _Decided(Exception):
    """The proposal was decided while we prepared to accept it: read it again."""


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
        moved on, StaleProposal only on a real conflict, Conflict once rejected."""
        for tries in range(ACCEPT_ATTEMPTS):
            week_start = self.get_proposal(user_id, proposal_id).week_start_date
            current = self.get_plan(user_id, week_start)
            # Read after the plan: an accept writes the status before the plan (guarded.py),
            # so a plan that shows the accept comes with a proposal that does too.
            proposal = self.get_proposal(user_id, proposal_id)
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
            try:
                version = self._commit_accept(user_id, proposal_id, week, expected, now)
            except (StaleProposal, _Decided):
                back_off(tries)
                continue  # the plan or the proposal moved meanwhile: decide again
            return PlanVersion(week, version)
        raise StaleProposal("the plan kept changing; try again")

    def _commit_accept(
        self, user_id: str, proposal_id: str, week: Week, expected: int | None, now: datetime
    ) -> int:
        proposal_ref = self._proposal_doc(user_id, proposal_id)
        data = week.model_dump(mode="json")

        def still_pending(transaction: Any) -> None:
            if proposal_ref.get(transaction=transaction).get("status") != "pending":
                raise _Decided

        def check_and_write(current: dict[str, Any] | None) -> tuple[dict[str, Any], int]:
            stored = None if current is None else int(current["version"])
            if stored != expected:
                raise StaleProposal("the plan changed since this was prepared")
            created = now if current is None else current["created_at"]
            return {**data, "created_at": created, "updated_at": now}, (stored or 0) + 1

        def decide(transaction: Any) -> None:
            transaction.update(proposal_ref, {"status": "accepted", "decided_at": now})

        return guarded_update(
            self.client,
            self._plan_doc(user_id, week.week_start_date),
            check_and_write,
            revisions="versions",
            counter="version",
            before=still_pending,
            also=decide,
        )

    def reject_proposal(self, user_id: str, proposal_id: str, now: datetime) -> str:
        """Reject (again: no-op); rejecting an accepted proposal is a Conflict."""
        from google.cloud import firestore

        ref = self._proposal_doc(user_id, proposal_id)

        @firestore.transactional
        def run(transaction: Any) -> str:
            snapshot = ref.get(transaction=transaction)
            if not snapshot.exists:
                raise NotFound("no such proposal", code="proposal_not_found")
            status: str = snapshot.get("status")
            if status == "accepted":
                raise Conflict("the proposal was already accepted", code="proposal_accepted")
            if status == "pending":
                transaction.update(ref, {"status": "rejected", "decided_at": now})
                status = "rejected"
            return status

        result: str = run(self.client.transaction())
        return result
