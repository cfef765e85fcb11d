"""Plans, proposals, chat turns and what the analytics read, through the repository
protocol: on SQLite, PostgreSQL and (FITCOACH_TEST_DATABASE_URL=firestore://...) the
Firestore emulator alike."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from fitcoach.clock import FixedClock
from fitcoach.store.tools import StoreAnalyticsTools
from fitcoach.store.workouts import ExerciseInput, SetInput, load_bases

NOW = datetime(2026, 9, 16, 12, tzinfo=UTC)
LAST_MONDAY = date(2026, 9, 7)
THIS_MONDAY = date(2026, 9, 14)


def _user(repository, units="lb"):
    return repository.create_user(
        username="ann", password_hash="x", units=units, timezone="UTC", now=NOW
    ).id


def test_a_past_plan_rolls_forward_into_the_current_week(repository, make_week):
    user = _user(repository)
    then = NOW - timedelta(days=9)
    repository.save_plan(user, make_week(LAST_MONDAY), then, None)
    repository.mark_day_completed(user, LAST_MONDAY, "monday", "log_x", then, then)
    assert repository.get_plan(user, LAST_MONDAY).version == 2
    rolled = repository.get_active_plan(user, THIS_MONDAY, NOW)
    assert rolled.version == 1
    assert rolled.week.week_start_date == THIS_MONDAY
    assert rolled.week.days["monday"].date == THIS_MONDAY
    assert rolled.week.days["sunday"].date == date(2026, 9, 20)
    assert rolled.week.days["monday"].status == "scheduled"
    assert rolled.week.days["monday"].completed_log_id is None
    # kept, not rebuilt on every read
    assert repository.get_plan(user, THIS_MONDAY).week == rolled.week


def test_no_plan_at_all_stays_none(repository):
    user = _user(repository)
    assert repository.get_active_plan(user, THIS_MONDAY, NOW) is None


def test_latest_pending_proposal_for_the_context(repository, make_week):
    user = _user(repository)
    week = make_week(THIS_MONDAY)
    repository.create_proposal(
        user,
        type="UPDATE_WEEK",
        target_day=None,
        week_start_date=THIS_MONDAY,
        data=week,
        summary_diff="New week",
        base_version=None,
        now=NOW - timedelta(minutes=5),
    )
    day_id = repository.create_proposal(
        user,
        type="UPDATE_DAY",
        target_day="friday",
        week_start_date=THIS_MONDAY,
        data=week.days["wednesday"],
        summary_diff="Friday like Wednesday",
        base_version=None,
        now=NOW,
    )
    pending = repository.latest_pending_proposal(user)
    assert pending is not None and pending.id == day_id
    assert pending.type == "UPDATE_DAY" and pending.target_day == "friday"
    assert pending.summary_diff == "Friday like Wednesday"
    assert pending.data is None  # the context names the proposal; the week stays in the store


def test_chat_turns_come_back_oldest_first(repository):
    user = _user(repository)
    for minute in range(8):
        repository.record_chat_turn(
            user,
            at=NOW + timedelta(minutes=minute),
            message=f"q{minute}",
            reply=f"a{minute}",
            route="NONE",
            brain="local",
            latency_ms=3,
        )
    turns = repository.recent_turns(user, limit=3)
    assert [t.user for t in turns] == ["q5", "q6", "q7"]


def test_load_bases_use_the_best_set_of_the_latest_session_in_the_users_unit(repository):
    user = _user(repository, units="kg")
    for days_ago, sets in ((10, [SetInput(100, 5)]), (3, [SetInput(90, 8), SetInput(95, 3)])):
        at = NOW - timedelta(days=days_ago)
        repository.record_workout(
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
    bases = load_bases(repository, user, "kg", NOW)
    # Latest session: 90x8 (e1RM 114) beats 95x3 (e1RM 104.5); the older 100x5 is not used.
    assert bases["flat-bb-bench-press"].weight == 90.0
    assert bases["flat-bb-bench-press"].reps == 8
    assert bases["flat-bb-bench-press"].unit == "kg"


def test_tools_answer_unknown_names_with_an_error_object(repository):
    user = _user(repository)
    tools = StoreAnalyticsTools(repository, user, FixedClock(NOW))
    assert "error" in tools.get_pr_records("bench-deluxe")
    assert "error" in tools.get_volume_trends("pecs")
    assert tools.get_historical_exercise_logs("push-up")["sessions"] == []
    assert tools.get_volume_trends("Chest", weeks_back=99)["weeks_back"] == 12
