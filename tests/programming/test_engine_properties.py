"""Property tests: random profiles and random chains of operations never break a rule."""

from __future__ import annotations

from datetime import timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fitcoach.catalog import GEAR_TOKENS, JOINTS, MUSCLE_GROUPS, SLUGS
from fitcoach.programming import apply_ops, generate_week, validate_week
from fitcoach.programming import ops as op
from fitcoach.programming.models import Event, LoadBasis, Restriction, TrainingProfile
from fitcoach.weekdays import WEEKDAYS

from .profiles import NOW, WEEK

weekdays = st.sampled_from(WEEKDAYS)

restrictions = st.builds(
    Restriction,
    body_part=st.sampled_from(JOINTS + MUSCLE_GROUPS),
    severity=st.sampled_from(["chronic", "soreness", "fatigue", "minor_strain"]),
    until=st.one_of(st.none(), st.integers(-48, 240).map(lambda h: NOW + timedelta(hours=h))),
)
events = st.builds(
    Event,
    name=st.just("event"),
    on=st.integers(-2, 9).map(lambda d: WEEK + timedelta(days=d)),
    spare=st.lists(st.sampled_from(MUSCLE_GROUPS), min_size=1, max_size=3, unique=True),
    hours_before=st.sampled_from([24, 48, 72]),
)
loads = st.dictionaries(
    st.sampled_from(SLUGS),
    st.builds(
        LoadBasis,
        weight=st.sampled_from([5.0, 20.0, 45.0, 60.0, 135.0]),
        reps=st.integers(1, 15),
        unit=st.sampled_from(["lb", "kg"]),
    ),
    max_size=6,
)


@st.composite
def profiles(draw: st.DrawFn) -> TrainingProfile:
    named = draw(st.booleans())
    return TrainingProfile(
        gear=frozenset(draw(st.sets(st.sampled_from(GEAR_TOKENS)))),
        max_dumbbell=draw(st.sampled_from([None, 15.0, 22.0, 50.0])),
        unit=draw(st.sampled_from(["lb", "kg"])),
        goal=draw(st.sampled_from(["hypertrophy", "strength", "general_fitness"])),
        emphasis=draw(st.lists(st.sampled_from(MUSCLE_GROUPS), max_size=3, unique=True)),
        training_days=draw(st.lists(weekdays, min_size=1, max_size=7, unique=True))
        if named
        else None,
        days_per_week=None if named else draw(st.integers(1, 7)),
        session_minutes=draw(st.integers(20, 120)),
        restrictions=draw(st.lists(restrictions, max_size=3)),
        events=draw(st.lists(events, max_size=2)),
        known_loads=draw(loads),
    )


set_blocks = st.builds(
    op.SetBlock,
    exercise_id=st.one_of(st.sampled_from(SLUGS), st.just("made-up-lift")),
    sets=st.integers(1, 10),
    reps=st.sampled_from(["8-10", "12", "5", "30s", "lots"]),
    rest=st.integers(0, 300),
)
operations = st.one_of(
    st.builds(
        op.BuildWeek,
        days_per_week=st.one_of(st.none(), st.integers(1, 7)),
        session_minutes=st.one_of(st.none(), st.integers(20, 120)),
        emphasis=st.one_of(st.none(), st.lists(st.sampled_from(MUSCLE_GROUPS), max_size=2)),
        day_focus=st.dictionaries(
            weekdays,
            st.lists(st.sampled_from(MUSCLE_GROUPS), min_size=1, max_size=3),
            max_size=1,
        ),
    ),
    st.builds(
        op.SetDay,
        day=weekdays,
        blocks=st.lists(st.lists(set_blocks, min_size=1, max_size=3), min_size=1, max_size=6),
    ),
    st.builds(op.FitToTime, day=weekdays, minutes=st.integers(10, 90)),
    st.builds(
        op.Swap,
        day=weekdays,
        exercise_id=st.sampled_from(SLUGS),
        replacement_id=st.one_of(st.none(), st.sampled_from(SLUGS)),
        unavailable_gear=st.lists(st.sampled_from(GEAR_TOKENS), max_size=2),
    ),
    st.builds(
        op.Avoid,
        days=st.one_of(st.none(), st.lists(weekdays, min_size=1, max_size=3, unique=True)),
        body_parts=st.lists(st.sampled_from(JOINTS + MUSCLE_GROUPS), max_size=2),
        patterns=st.lists(st.sampled_from(["hinge", "squat", "vertical_push"]), max_size=1),
        gear=st.lists(st.sampled_from(GEAR_TOKENS), max_size=1),
    ),
    st.builds(op.MoveDay, from_day=weekdays, to_day=weekdays),
    st.builds(op.RestDay, day=weekdays),
    st.builds(
        op.AddWork,
        day=weekdays,
        muscles=st.lists(st.sampled_from([*MUSCLE_GROUPS, "core", "arms"]), max_size=3),
        exercises=st.lists(st.one_of(st.sampled_from(SLUGS), st.just("made-up-lift")), max_size=2),
        minutes=st.one_of(st.none(), st.integers(5, 60)),
    ),
    st.builds(
        op.ReduceLoad,
        muscles=st.lists(st.sampled_from(MUSCLE_GROUPS), min_size=1, max_size=3),
        event_date=st.integers(0, 8).map(lambda d: WEEK + timedelta(days=d)),
    ),
)


@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(profiles())
def test_every_generated_week_obeys_every_rule(profile: TrainingProfile) -> None:
    week = generate_week(profile, WEEK, NOW)
    assert validate_week(week, profile, NOW) == []
    assert week.summary.frequency == sum(1 for d in week.days.values() if not d.is_rest_day)


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(profiles(), st.lists(operations, min_size=1, max_size=5))
def test_chains_of_operations_never_emit_a_broken_week(
    profile: TrainingProfile, chain: list[op.PlanOp]
) -> None:
    week = generate_week(profile, WEEK, NOW)
    untouched = week.model_copy(deep=True)
    result = apply_ops(week, chain, profile, WEEK, NOW)
    assert validate_week(result.week, result.profile or profile, NOW) == []
    # the active week is never edited in place, and the same chain gives the same plan
    assert week == untouched
    again = apply_ops(untouched, chain, profile, WEEK, NOW)
    assert again.week == result.week and again.summaries == result.summaries
    assert len(result.summaries) + len(result.refusals) == len(chain)
    assert result.summary_diff == " • ".join(result.summaries)
