"""One contract, every backend: the repository protocol on SQL and on Firestore.

`sql` is SQLite, or PostgreSQL when FITCOACH_TEST_DATABASE_URL is set (as the rest of the
suite); `firestore` is the offline emulator (see conftest.py). Concurrency tests use real
threads against the real backend: a lost update shows up as a wrong maximum, two winners of
one plan version, or an idempotency key claimed twice.
"""

from __future__ import annotations

import os
import threading
import uuid
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from typing import Any, TypeVar

import pytest

from fitcoach.memory.models import MemoryChange, Tier1Entry, Tier2Entry
from fitcoach.store.errors import Conflict, NotFound, StaleProposal
from fitcoach.store.idempotency import KeyReused, Stored
from fitcoach.store.llm_cache import CacheRecord
from fitcoach.store.repository import Repository
from fitcoach.store.throttle import ThrottleRule
from fitcoach.store.workouts import ExerciseInput, PlanDay, SetInput

NOW = datetime(2026, 9, 16, 12, 0, tzinfo=UTC)
THIS_MONDAY = date(2026, 9, 14)
LAST_MONDAY = date(2026, 9, 7)
SQL_BACKEND = "postgresql" if os.environ.get("FITCOACH_TEST_DATABASE_URL") else "sqlite"

T = TypeVar("T")


@pytest.fixture(params=[SQL_BACKEND, "firestore"])
def repo(request: pytest.FixtureRequest) -> Repository:
    if request.param == "firestore":
        request.getfixturevalue("firestore_emulator")
        from google.cloud import firestore

        from fitcoach.store.firestore import FirestoreRepository

        # Writers not queued in the process: every race below is settled by the guard.
        return FirestoreRepository(
            firestore.Client(project="fitcoach-contract"), queue_writers=False
        )
    from fitcoach.store.sql_repository import SqlRepository

    return SqlRepository(request.getfixturevalue("database"))


def _name() -> str:
    # The emulator lives for the whole session: names that are global must not collide.
    return f"ann{uuid.uuid4().hex[:10]}"


def _user(repo: Repository) -> str:
    return repo.create_user(
        username=_name(), password_hash="h", units="lb", timezone="UTC", now=NOW
    ).id


def _in_threads(count: int, work: Callable[[int], T]) -> list[T | BaseException]:
    """Run work(0..count-1) at once on real threads; each result or the error it raised."""
    results: list[T | BaseException] = [RuntimeError("did not run")] * count
    barrier = threading.Barrier(count)

    def run(index: int) -> None:
        barrier.wait()
        try:
            results[index] = work(index)
        except BaseException as error:  # collected, asserted on by the test
            results[index] = error

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def _bench(weight: float, reps: int = 5) -> list[ExerciseInput]:
    return [ExerciseInput("flat-db-bench-press", [SetInput(weight, reps)])]


def _log(
    repo: Repository,
    user: str,
    at: datetime,
    exercises: list[ExerciseInput],
) -> str:
    return repo.record_workout(
        user,
        completed_at=at,
        local_date=at.date(),
        day=at.strftime("%A").lower(),
        unit="lb",
        exercises=exercises,
        duration_minutes=40,
        notes=None,
        now=NOW,
    ).log_id


# ---- users and tokens --------------------------------------------------------------------


def test_register_find_and_refuse_a_taken_name(repo: Repository) -> None:
    name = _name()
    user = repo.create_user(
        username=name, password_hash="hash", units="kg", timezone="Europe/Warsaw", now=NOW
    )
    assert repo.get_user(user.id) == user
    found = repo.get_user_by_username(name.upper())
    assert found is not None and found.id == user.id and found.units == "kg"
    with pytest.raises(Conflict) as taken:
        repo.create_user(
            username=name.capitalize(), password_hash="x", units="lb", timezone="UTC", now=NOW
        )
    assert taken.value.code == "username_taken"
    assert repo.get_user_by_username(_name()) is None
    with pytest.raises(NotFound):
        repo.get_user("usr_missing")


def test_two_registrations_of_one_name_at_once_make_one_account(repo: Repository) -> None:
    name = _name()
    results = _in_threads(
        6,
        lambda i: repo.create_user(
            username=name, password_hash=f"h{i}", units="lb", timezone="UTC", now=NOW
        ),
    )
    accounts = [r for r in results if not isinstance(r, BaseException)]
    assert len(accounts) == 1
    assert all(isinstance(r, Conflict) for r in results if isinstance(r, BaseException))
    found = repo.get_user_by_username(name)
    assert found is not None and found.id == accounts[0].id


def test_tokens_work_until_they_expire_or_are_revoked(repo: Repository) -> None:
    user = _user(repo)
    token = repo.issue_token(user, NOW, timedelta(hours=1))
    held = repo.user_for_token(token, NOW + timedelta(minutes=59))
    assert held is not None and held.id == user
    assert repo.user_for_token(token, NOW + timedelta(hours=1)) is None
    assert repo.user_for_token("not-a-token", NOW) is None
    assert repo.revoke_token(token) is True
    assert repo.user_for_token(token, NOW) is None
    assert repo.revoke_token(token) is False


# ---- memory ------------------------------------------------------------------------------


def _gear(fact: str = "Dumbbells up to 50 lbs.") -> Tier1Entry:
    return Tier1Entry(category="equipment", fact=fact)


def _sore(expires_at: datetime) -> Tier2Entry:
    return Tier2Entry(
        body_part="shoulder",
        condition="soreness",
        fact="Left shoulder is sore.",
        effective_date=NOW.date(),
        expires_at=expires_at,
    )


def test_memory_create_update_delete_with_history(repo: Repository) -> None:
    user = _user(repo)
    created = repo.apply_memory_changes(
        user,
        [
            MemoryChange(operation="CREATE", tier="tier_1_staples", entry=_gear()),
            MemoryChange(
                operation="CREATE",
                tier="tier_2_physiological",
                entry=_sore(NOW + timedelta(days=2)),
            ),
        ],
        NOW,
    )
    gear, sore = created
    assert gear.id != sore.id
    later = NOW + timedelta(minutes=5)
    repo.apply_memory_changes(
        user,
        [
            MemoryChange(
                operation="UPDATE",
                tier="tier_1_staples",
                memory_id=gear.id,
                entry=_gear("Dumbbells up to 70 lbs."),
                reason="new pair",
            )
        ],
        later,
    )
    active = repo.list_active_memory(user, later)
    assert [(item.tier, item.entry.fact) for item in active] == [
        ("tier_1_staples", "Dumbbells up to 70 lbs."),
        ("tier_2_physiological", "Left shoulder is sore."),
    ]
    assert active[0].created_at == NOW and active[0].updated_at == later
    # Expired items are not shown; deleted ones are gone.
    assert [i.id for i in repo.list_active_memory(user, NOW + timedelta(days=3))] == [gear.id]
    repo.forget_memory(user, gear.id, later)
    assert [i.id for i in repo.list_active_memory(user, later)] == [sore.id]

    history = repo.memory_history(user, gear.id)
    assert [(h["operation"], h["actor"]) for h in history] == [
        ("CREATE", "chat"),
        ("UPDATE", "chat"),
        ("DELETE", "user"),
    ]
    assert history[0]["entry"]["fact"] == "Dumbbells up to 50 lbs."
    assert history[1]["reason"] == "new pair"
    assert history[2]["entry"]["fact"] == "Dumbbells up to 70 lbs."  # as it was deleted
    assert len(repo.memory_history(user)) == 4


def test_a_bad_change_leaves_the_whole_batch_unapplied(repo: Repository) -> None:
    user = _user(repo)
    (gear,) = repo.apply_memory_changes(
        user, [MemoryChange(operation="CREATE", tier="tier_1_staples", entry=_gear())], NOW
    )
    with pytest.raises(Conflict) as mismatch:
        repo.apply_memory_changes(
            user,
            [
                MemoryChange(operation="CREATE", tier="tier_1_staples", entry=_gear("A bench.")),
                MemoryChange(operation="DELETE", tier="tier_2_physiological", memory_id=gear.id),
            ],
            NOW,
        )
    assert mismatch.value.code == "memory_tier_mismatch"
    with pytest.raises(NotFound):
        repo.apply_memory_changes(
            user,
            [
                MemoryChange(operation="CREATE", tier="tier_1_staples", entry=_gear("A bench.")),
                MemoryChange(operation="DELETE", tier="tier_1_staples", memory_id="mem_nope"),
            ],
            NOW,
        )
    assert [i.entry.fact for i in repo.list_active_memory(user, NOW)] == [gear.entry.fact]
    assert len(repo.memory_history(user)) == 1


def test_another_users_memory_is_not_found(repo: Repository) -> None:
    owner, other = _user(repo), _user(repo)
    (gear,) = repo.apply_memory_changes(
        owner, [MemoryChange(operation="CREATE", tier="tier_1_staples", entry=_gear())], NOW
    )
    with pytest.raises(NotFound):
        repo.forget_memory(other, gear.id, NOW)
    assert [i.id for i in repo.list_active_memory(owner, NOW)] == [gear.id]


# ---- plans -------------------------------------------------------------------------------


def test_plan_versions_refuse_a_stale_write(repo: Repository, make_week: Any) -> None:
    user = _user(repo)
    assert repo.save_plan(user, make_week(THIS_MONDAY), NOW, None) == 1
    with pytest.raises(StaleProposal):
        repo.save_plan(user, make_week(THIS_MONDAY, title="Pull"), NOW, None)
    assert repo.save_plan(user, make_week(THIS_MONDAY, title="Legs"), NOW, 1) == 2
    with pytest.raises(StaleProposal):
        repo.save_plan(user, make_week(THIS_MONDAY, title="Pull"), NOW, 1)
    stored = repo.get_plan(user, THIS_MONDAY)
    assert stored is not None and stored.version == 2
    assert stored.week == make_week(THIS_MONDAY, title="Legs")
    assert repo.get_plan(user, LAST_MONDAY) is None


def test_concurrent_writers_of_one_version_give_one_winner(
    repo: Repository, make_week: Any
) -> None:
    user = _user(repo)
    repo.save_plan(user, make_week(THIS_MONDAY), NOW, None)
    results = _in_threads(
        6, lambda i: repo.save_plan(user, make_week(THIS_MONDAY, title=f"T{i}"), NOW, 1)
    )
    winners = [i for i, r in enumerate(results) if r == 2]
    assert len(winners) == 1
    assert all(isinstance(r, StaleProposal) for r in results if r != 2)
    stored = repo.get_plan(user, THIS_MONDAY)
    assert stored is not None and stored.version == 2
    assert stored.week.theme == f"T{winners[0]} week"


def test_parallel_logs_each_mark_their_own_day(repo: Repository, make_week: Any) -> None:
    user = _user(repo)
    repo.save_plan(user, make_week(THIS_MONDAY), NOW, None)
    days = ["monday", "tuesday", "wednesday", "thursday"]
    results = _in_threads(
        len(days),
        lambda i: repo.mark_day_completed(
            user,
            THIS_MONDAY,
            days[i],
            f"log_{i}",
            NOW,
            NOW,  # type: ignore[arg-type]
        ),
    )
    assert results == [True] * len(days)
    stored = repo.get_plan(user, THIS_MONDAY)
    assert stored is not None and stored.version == 1 + len(days)
    for index, name in enumerate(days):
        assert stored.week.days[name].status == "completed"  # type: ignore[index]
        assert stored.week.days[name].completed_log_id == f"log_{index}"  # type: ignore[index]


def test_an_earlier_week_rolls_forward(repo: Repository, make_week: Any) -> None:
    user = _user(repo)
    assert repo.get_active_plan(user, THIS_MONDAY, NOW) is None
    repo.save_plan(user, make_week(date(2026, 8, 31), title="Old"), NOW, None)
    repo.save_plan(user, make_week(LAST_MONDAY, title="Last"), NOW, None)
    repo.mark_day_completed(user, LAST_MONDAY, "monday", "log_x", NOW, NOW)
    rolled = repo.get_active_plan(user, THIS_MONDAY, NOW)
    assert rolled is not None and rolled.version == 1
    assert rolled.week.theme == "Last week"
    assert rolled.week.days["monday"].date == THIS_MONDAY
    assert rolled.week.days["monday"].status == "scheduled"
    assert repo.get_plan(user, THIS_MONDAY) == rolled


# ---- proposals ---------------------------------------------------------------------------


def test_accept_twice_at_once_gives_one_new_version(repo: Repository, make_week: Any) -> None:
    user = _user(repo)
    repo.save_plan(user, make_week(THIS_MONDAY), NOW, None)
    proposal = repo.create_proposal(
        user,
        type="UPDATE_WEEK",
        target_day=None,
        week_start_date=THIS_MONDAY,
        data=make_week(THIS_MONDAY, title="Pull"),
        summary_diff="Pull focus",
        base_version=1,
        now=NOW,
        base_week=make_week(THIS_MONDAY),
    )
    pending = repo.latest_pending_proposal(user)
    assert pending is not None and pending.id == proposal
    results = _in_threads(4, lambda i: repo.accept_proposal(user, proposal, NOW))
    assert all(not isinstance(r, BaseException) for r in results), results
    assert {r.version for r in results} == {2}  # type: ignore[union-attr]
    stored = repo.get_plan(user, THIS_MONDAY)
    assert stored is not None and stored.version == 2 and stored.week.theme == "Pull week"
    assert repo.get_proposal(user, proposal).status == "accepted"
    assert repo.latest_pending_proposal(user) is None
    with pytest.raises(Conflict):
        repo.reject_proposal(user, proposal, NOW)
    with pytest.raises(NotFound):
        repo.get_proposal(_user(repo), proposal)


def _day_proposal(repo: Repository, user: str, make_week: Any) -> str:
    return repo.create_proposal(
        user,
        type="UPDATE_DAY",
        target_day="wednesday",
        week_start_date=THIS_MONDAY,
        data=make_week(THIS_MONDAY, title="Pull").days["wednesday"],
        summary_diff="Wednesday: pull",
        base_version=1,
        now=NOW,
        base_week=make_week(THIS_MONDAY),
    )


def test_accept_replays_onto_a_plan_that_moved_on(repo: Repository, make_week: Any) -> None:
    user = _user(repo)
    repo.save_plan(user, make_week(THIS_MONDAY), NOW, None)
    proposal = _day_proposal(repo, user, make_week)
    repo.mark_day_completed(user, THIS_MONDAY, "monday", "log_mon", NOW, NOW)  # version 2
    accepted = repo.accept_proposal(user, proposal, NOW)
    assert accepted.version == 3
    assert accepted.week.days["wednesday"].title == "Pull wednesday"
    assert accepted.week.days["monday"].completed_log_id == "log_mon"
    assert repo.get_plan(user, THIS_MONDAY) == accepted


def test_accept_refuses_a_day_edited_since_and_a_rejected_proposal(
    repo: Repository, make_week: Any
) -> None:
    user = _user(repo)
    repo.save_plan(user, make_week(THIS_MONDAY), NOW, None)
    edited = _day_proposal(repo, user, make_week)
    repo.save_plan(user, make_week(THIS_MONDAY, title="Legs"), NOW, 1)  # every day edited
    with pytest.raises(StaleProposal):
        repo.accept_proposal(user, edited, NOW)
    assert repo.get_proposal(user, edited).status == "pending"
    stored = repo.get_plan(user, THIS_MONDAY)
    assert stored is not None and stored.version == 2
    rejected = _day_proposal(repo, user, make_week)
    repo.reject_proposal(user, rejected, NOW)
    with pytest.raises(Conflict) as refused:
        repo.accept_proposal(user, rejected, NOW)
    assert refused.value.code == "proposal_rejected"


def test_pending_proposals_newest_first_and_rejected_ones_leave(
    repo: Repository, make_week: Any
) -> None:
    user = _user(repo)
    ids = [
        repo.create_proposal(
            user,
            type="UPDATE_WEEK",
            target_day=None,
            week_start_date=THIS_MONDAY,
            data=make_week(THIS_MONDAY, title=f"P{i}"),
            summary_diff=f"P{i}",
            base_version=None,
            now=NOW + timedelta(minutes=i),
        )
        for i in range(3)
    ]
    assert [p.id for p in repo.pending_proposals(user)] == ids[::-1]
    assert repo.reject_proposal(user, ids[2], NOW) == "rejected"
    assert repo.reject_proposal(user, ids[2], NOW) == "rejected"
    assert [p.id for p in repo.pending_proposals(user)] == [ids[1], ids[0]]
    found = repo.proposals_by_id(user, [ids[0], ids[2], "prop_other"])
    assert set(found) == {ids[0], ids[2]} and found[ids[2]].status == "rejected"
    assert found[ids[0]].public()["week_start_date"] == THIS_MONDAY.isoformat()


# ---- workout logs and personal records ---------------------------------------------------


def test_first_log_is_a_baseline_then_heavier_sets_are_records(repo: Repository) -> None:
    user = _user(repo)
    first = repo.record_workout(
        user,
        completed_at=NOW,
        local_date=NOW.date(),
        day="wednesday",
        unit="lb",
        exercises=_bench(50),
        duration_minutes=30,
        notes=None,
        now=NOW,
    )
    assert first.baselines == ("flat-db-bench-press",)
    assert first.improvements == {"flat-db-bench-press": []}
    second = repo.record_workout(
        user,
        completed_at=NOW + timedelta(days=2),
        local_date=NOW.date() + timedelta(days=2),
        day="friday",
        unit="lb",
        exercises=_bench(60),
        duration_minutes=30,
        notes=None,
        now=NOW,
    )
    assert second.baselines == ()
    improved = {i.record: i for i in second.improvements["flat-db-bench-press"]}
    assert improved["max_weight_set"].value_lbs == 60
    assert improved["max_weight_set"].previous_lbs == 50
    record = repo.get_personal_record(user, "flat-db-bench-press")
    assert record is not None and record["max_weight_set"]["value_lbs"] == 60
    assert repo.get_personal_record(user, "goblet-squat") is None


def test_pr_maximum_survives_concurrent_logs(repo: Repository) -> None:
    user = _user(repo)
    weights = [45.0, 95.0, 55.0, 85.0, 65.0, 75.0]
    results = _in_threads(len(weights), lambda i: _log(repo, user, NOW, _bench(weights[i])))
    assert all(isinstance(r, str) for r in results), results
    record = repo.get_personal_record(user, "flat-db-bench-press")
    assert record is not None
    assert record["max_weight_set"]["value_lbs"] == max(weights)
    assert record["rep_records"]["5"]["value_lbs"] == max(weights)


def test_logs_by_completed_at_range_and_newest_first(repo: Repository) -> None:
    user = _user(repo)
    start = datetime(2026, 9, 1, 8, 0, tzinfo=UTC)
    squat = ExerciseInput("goblet-squat", [SetInput(40, 10), SetInput(40, 8)])
    ids = [
        _log(repo, user, start + timedelta(days=day), [*_bench(50 + day), squat])
        if day % 2 == 0
        else _log(repo, user, start + timedelta(days=day), _bench(50 + day))
        for day in range(5)
    ]
    rows = repo.sets_between(user, start + timedelta(days=1), start + timedelta(days=3))
    assert sorted({row.log_id for row in rows}) == sorted(ids[1:4])  # both ends inclusive
    assert len(rows) == 3 + 2  # one bench set per day, two squat sets on day 2
    squats = repo.sets_between(user, start, start + timedelta(days=9), ["goblet-squat"])
    assert {row.log_id for row in squats} == {ids[0], ids[2], ids[4]}
    assert [row.set_index for row in squats if row.log_id == ids[2]] == [0, 1]
    assert repo.sets_between(_user(repo), start, start + timedelta(days=9)) == []

    logs = repo.list_logs(user, limit=3)
    assert [log["log_id"] for log in logs] == ids[::-1][:3]
    assert logs[0]["exercises_logged"][1] == {
        "exercise_id": "goblet-squat",
        "sets": [
            {"weight": 40, "reps": 10, "rir": None, "rpe": None},
            {"weight": 40, "reps": 8, "rir": None, "rpe": None},
        ],
    }
    assert logs[0]["completed_at"] == (start + timedelta(days=4)).isoformat()
    assert [log["log_id"] for log in repo.list_logs(user, "goblet-squat")] == [
        ids[4],
        ids[2],
        ids[0],
    ]
    sessions = repo.exercise_sessions(user, "goblet-squat", 2)
    assert [s.log_id for s in sessions] == [ids[4], ids[2]]
    assert all(row.exercise_id == "goblet-squat" for s in sessions for row in s.sets)
    assert sessions[0].local_date == (start + timedelta(days=4)).date()


# ---- chat turns --------------------------------------------------------------------------


def test_turns_of_one_instant_page_without_gaps(repo: Repository) -> None:
    user = _user(repo)
    turns = [
        repo.record_chat_turn(
            user,
            at=NOW + timedelta(seconds=i // 2),  # pairs share an instant
            message=f"m{i}",
            reply=f"r{i}",
            route="NONE",
            brain="local",
            latency_ms=3,
        )
        for i in range(7)
    ]
    recent = repo.recent_turns(user, limit=3)
    assert len(recent) == 3 and recent[-1].at == NOW + timedelta(seconds=3)
    seen: list[str] = []
    before = None
    while True:
        page, more = repo.conversation_page(user, before=before, limit=3)
        seen.extend(turn.id for turn in page)
        if not more:
            break
        before = page[-1].id
    assert sorted(seen) == sorted(turns) and len(seen) == len(turns)
    assert seen[0] == turns[6]  # newest first: the only turn of the last instant
    with pytest.raises(NotFound):
        repo.conversation_page(_user(repo), before=turns[0], limit=3)


def _log_completing(repo: Repository, user: str, weight: float, day: str = "wednesday") -> Any:
    return repo.record_workout(
        user,
        completed_at=NOW,
        local_date=NOW.date(),
        day=day,
        unit="lb",
        exercises=_bench(weight),
        duration_minutes=40,
        notes=None,
        now=NOW,
        plan_day=PlanDay(THIS_MONDAY, roll=True),
    )


def test_a_log_its_records_and_its_plan_day_are_one_write(repo: Repository, make_week: Any) -> None:
    user = _user(repo)
    repo.save_plan(user, make_week(LAST_MONDAY, title="Last"), NOW, None)
    # No plan this week yet: the log rolls last week forward and marks its day on it.
    result = _log_completing(repo, user, 80)
    plan = repo.get_plan(user, THIS_MONDAY)
    assert plan is not None and plan.version == 2 and plan.week.theme == "Last week"
    wednesday = plan.week.days["wednesday"]
    assert (wednesday.status, wednesday.completed_log_id) == ("completed", result.log_id)
    assert [log["log_id"] for log in repo.list_logs(user)] == [result.log_id]
    record = repo.get_personal_record(user, "flat-db-bench-press")
    assert record is not None and record["max_weight_set"]["value_lbs"] == 80


def test_parallel_logs_keep_the_maximum_and_every_plan_mark(
    repo: Repository, make_week: Any
) -> None:
    user = _user(repo)
    repo.save_plan(user, make_week(THIS_MONDAY), NOW, None)
    weights = [45.0, 95.0, 55.0, 85.0, 65.0, 75.0]
    results = _in_threads(len(weights), lambda i: _log_completing(repo, user, weights[i]))
    assert all(not isinstance(r, BaseException) for r in results), results
    plan = repo.get_plan(user, THIS_MONDAY)
    assert plan is not None and plan.version == 1 + len(weights)  # no mark lost
    record = repo.get_personal_record(user, "flat-db-bench-press")
    assert record is not None and record["max_weight_set"]["value_lbs"] == max(weights)
    assert len(repo.list_logs(user)) == len(weights)


def test_accepts_and_rejects_racing_settle_on_one_outcome(repo: Repository, make_week: Any) -> None:
    for _ in range(3):  # a few rounds: the race goes either way
        user = _user(repo)
        repo.save_plan(user, make_week(THIS_MONDAY), NOW, None)
        proposal = _day_proposal(repo, user, make_week)

        def decide(i: int, user: str = user, proposal: str = proposal) -> Any:
            if i % 2:
                return repo.accept_proposal(user, proposal, NOW)
            return repo.reject_proposal(user, proposal, NOW)

        results = _in_threads(8, decide)
        accepts, rejects = results[1::2], results[0::2]
        status = repo.get_proposal(user, proposal).status
        plan = repo.get_plan(user, THIS_MONDAY)
        assert plan is not None
        if status == "accepted":
            assert all(not isinstance(r, BaseException) for r in accepts), accepts
            assert all(isinstance(r, Conflict) for r in rejects), rejects
            assert plan.version == 2
        else:
            assert status == "rejected"
            assert all(r == "rejected" for r in rejects), rejects
            assert all(isinstance(r, Conflict) for r in accepts), accepts
            assert plan.version == 1


def test_accepts_racing_logs_replay_and_lose_no_mark(repo: Repository, make_week: Any) -> None:
    user = _user(repo)
    repo.save_plan(user, make_week(THIS_MONDAY), NOW, None)
    proposal = repo.create_proposal(
        user,
        type="UPDATE_DAY",
        target_day="friday",
        week_start_date=THIS_MONDAY,
        data=make_week(THIS_MONDAY, title="Legs").days["friday"],
        summary_diff="Friday: legs",
        base_version=1,
        now=NOW,
        base_week=make_week(THIS_MONDAY),
    )

    def work(i: int) -> Any:
        if i % 2:
            return _log_completing(repo, user, 60 + i)
        return repo.accept_proposal(user, proposal, NOW)

    results = _in_threads(8, work)
    assert all(not isinstance(r, BaseException) for r in results), results
    plan = repo.get_plan(user, THIS_MONDAY)
    assert plan is not None and plan.version == 1 + 4 + 1  # four logs and one accept
    assert plan.week.days["friday"].title == "Legs friday"
    assert plan.week.days["wednesday"].status == "completed"


# ---- idempotency keys and login throttling -----------------------------------------------


def test_an_idempotency_key_is_claimed_once(repo: Repository) -> None:
    user = _user(repo)
    route, digest = "POST /api/workouts/log", "d1"
    results = _in_threads(5, lambda i: repo.claim_idempotency_key(user, "k1", route, digest, NOW))
    assert results.count(None) == 1
    assert all(isinstance(r, Stored) for r in results if r is not None), results
    repo.fill_idempotency_key(user, "k1", 201, {"log_id": "log_1"})
    assert repo.claim_idempotency_key(user, "k1", route, digest, NOW) == Stored(
        201, {"log_id": "log_1"}
    )
    with pytest.raises(KeyReused):
        repo.claim_idempotency_key(user, "k1", route, "other body", NOW)
    # Another user's key of the same name is theirs; a released claim can be claimed again.
    other = _user(repo)
    assert repo.claim_idempotency_key(other, "k1", route, digest, NOW) is None
    repo.release_idempotency_key(other, "k1")
    assert repo.claim_idempotency_key(other, "k1", route, digest, NOW) is None
    # A day later the key is free again.
    later = NOW + timedelta(hours=25)
    assert repo.claim_idempotency_key(user, "k1", route, "new", later) is None


def test_parallel_login_failures_are_all_counted(repo: Repository) -> None:
    key = f"user:{_name()}"
    rule = ThrottleRule("user", limit=6, window=timedelta(minutes=15), block=timedelta(minutes=5))
    results = _in_threads(5, lambda i: repo.record_failure(key, rule, NOW))
    assert results == [None] * 5
    assert repo.blocked_for([key], NOW) is None  # five of six: not yet
    repo.record_failure(key, rule, NOW)
    assert repo.blocked_for([key, "addr:elsewhere"], NOW) == 300
    assert repo.blocked_for([key], NOW + timedelta(minutes=5)) is None
    repo.record_failure(key, rule, NOW)
    repo.clear_failures(key)
    for _ in range(5):
        repo.record_failure(key, rule, NOW + timedelta(minutes=6))
    assert repo.blocked_for([key], NOW + timedelta(minutes=6)) is None


def test_llm_cache_registry_keeps_the_first_live_cache(repo: Repository) -> None:
    registry = repo.llm_cache()
    content = uuid.uuid4().hex
    mine = CacheRecord(content, "gemini-x", "cachedContents/a", NOW + timedelta(hours=1))
    theirs = CacheRecord(content, "gemini-x", "cachedContents/b", NOW + timedelta(hours=1))
    assert registry.get(content) is None
    assert registry.claim(mine, NOW) == mine
    assert registry.claim(theirs, NOW) == mine  # a live cache wins
    registry.forget(content, "cachedContents/b")  # not the one stored: kept
    assert registry.get(content) == mine
    registry.forget(content, "cachedContents/a")
    assert registry.get(content) is None
    assert registry.claim(theirs, NOW) == theirs
