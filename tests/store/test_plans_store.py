from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from fitcoach.clock import FixedClock
from fitcoach.store.chat import recent_turns, record_chat_turn
from fitcoach.store.plans import get_active_plan, get_plan, mark_day_completed, save_plan
from fitcoach.store.proposals import create_proposal, latest_pending_proposal
from fitcoach.store.sql_repository import SqlRepository
from fitcoach.store.tools import StoreAnalyticsTools
from fitcoach.store.users import create_user
from fitcoach.store.workouts import ExerciseInput, SetInput, load_bases, record_workout

NOW = datetime(2026, 9, 16, 12, tzinfo=UTC)
LAST_MONDAY = date(2026, 9, 7)
THIS_MONDAY = date(2026, 9, 14)


def _user(session, units="lb"):
    return create_user(
        session, username="ann", password_hash="x", units=units, timezone="UTC", now=NOW
    ).id


def test_a_past_plan_rolls_forward_into_the_current_week(database, make_week):
    with database.unit_of_work() as session:
        user = _user(session)
        save_plan(session, user, make_week(LAST_MONDAY), NOW - timedelta(days=9), None)
        mark_day_completed(
            session,
            user,
            LAST_MONDAY,
            "monday",
            "log_x",
            NOW - timedelta(days=9),
            NOW - timedelta(days=9),
        )
    with database.unit_of_work() as session:
        assert get_plan(session, user, LAST_MONDAY).version == 2
        rolled = get_active_plan(session, user, THIS_MONDAY, NOW)
    assert rolled.version == 1
    assert rolled.week.week_start_date == THIS_MONDAY
    assert rolled.week.days["monday"].date == THIS_MONDAY
    assert rolled.week.days["sunday"].date == date(2026, 9, 20)
    assert rolled.week.days["monday"].status == "scheduled"
    assert rolled.week.days["monday"].completed_log_id is None
    with database.unit_of_work() as session:  # kept, not rebuilt on every read
        assert get_plan(session, user, THIS_MONDAY).week == rolled.week


def test_no_plan_at_all_stays_none(database):
    with database.unit_of_work() as session:
        user = _user(session)
        assert get_active_plan(session, user, THIS_MONDAY, NOW) is None


def test_latest_pending_proposal_for_the_context(database, make_week):
    with database.unit_of_work() as session:
        user = _user(session)
        week = make_week(THIS_MONDAY)
        create_proposal(
            session,
            user,
            type="UPDATE_WEEK",
            target_day=None,
            week_start_date=THIS_MONDAY,
            data=week,
            summary_diff="New week",
            base_version=None,
            now=NOW - timedelta(minutes=5),
        )
        day_id = create_proposal(
            session,
            user,
            type="UPDATE_DAY",
            target_day="friday",
            week_start_date=THIS_MONDAY,
            data=week.days["wednesday"],
            summary_diff="Friday like Wednesday",
            base_version=None,
            now=NOW,
        )
    with database.unit_of_work() as session:
        pending = latest_pending_proposal(session, user)
    assert pending is not None and pending.id == day_id
    assert pending.type == "UPDATE_DAY" and pending.target_day == "friday"
    assert pending.summary_diff == "Friday like Wednesday"
    assert pending.data is None  # the context names the proposal; the week stays in the store


def test_chat_turns_come_back_oldest_first(database):
    with database.unit_of_work() as session:
        user = _user(session)
        for minute in range(8):
            record_chat_turn(
                session,
                user,
                at=NOW + timedelta(minutes=minute),
                message=f"q{minute}",
                reply=f"a{minute}",
                route="NONE",
                brain="local",
                latency_ms=3,
            )
    with database.unit_of_work() as session:
        turns = recent_turns(session, user, limit=3)
    assert [t.user for t in turns] == ["q5", "q6", "q7"]


def test_load_bases_use_the_best_set_of_the_latest_session_in_the_users_unit(database):
    with database.unit_of_work() as session:
        user = _user(session, units="kg")
        for days_ago, sets in ((10, [SetInput(100, 5)]), (3, [SetInput(90, 8), SetInput(95, 3)])):
            at = NOW - timedelta(days=days_ago)
            record_workout(
                session,
                user,
                completed_at=at,
                local_date=at.date(),
                day="monday",
                unit="kg",
                exercises=[ExerciseInput("flat-bb-bench-press", sets)],
                duration_minutes=None,
                notes=None,
                now=at,
            )
    bases = load_bases(SqlRepository(database), user, "kg", NOW)
    # Latest session: 90x8 (e1RM 114) beats 95x3 (e1RM 104.5); the older 100x5 is not used.
    assert bases["flat-bb-bench-press"].weight == 90.0
    assert bases["flat-bb-bench-press"].reps == 8
    assert bases["flat-bb-bench-press"].unit == "kg"


def test_tools_answer_unknown_names_with_an_error_object(database):
    with database.unit_of_work() as session:
        user = _user(session)
        tools = StoreAnalyticsTools(SqlRepository.bound(session), user, FixedClock(NOW))
        assert "error" in tools.get_pr_records("bench-deluxe")
        assert "error" in tools.get_volume_trends("pecs")
        assert tools.get_historical_exercise_logs("push-up")["sessions"] == []
        assert tools.get_volume_trends("Chest", weeks_back=99)["weeks_back"] == 12
