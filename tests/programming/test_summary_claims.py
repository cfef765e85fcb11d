"""No summary claims a day, a minute or an exercise the staged data lacks (issue 7).

Every review persona's week is built through `apply_ops` (the path every brain takes), then
edited (a day cut to 20 minutes, a day made a rest day); after each step the summary line
and the week totals are read back against the staged days.
"""

from __future__ import annotations

import re

import pytest

from fitcoach.catalog import CATALOG
from fitcoach.evals.programming.personas import load_personas, to_profile
from fitcoach.evals.programming.suite import NOW, WEEK_START
from fitcoach.programming import apply_ops, validate_week
from fitcoach.programming.models import Week
from fitcoach.programming.ops import BuildWeek, FitToTime, RestDay
from fitcoach.weekdays import WEEKDAYS

PERSONAS = load_personas()
SHORT = {d[:3].capitalize(): d for d in WEEKDAYS}


def _claims_hold(line: str, week: Week) -> None:
    staged = [w for w in WEEKDAYS if not week.days[w].is_rest_day]
    minutes = [week.days[w].duration_minutes for w in staged]
    built = re.search(r"Built a (\d)-day week \(([A-Za-z/]+)\) • (\d+)(?:-(\d+))? min", line)
    if built:
        assert int(built.group(1)) == len(staged), line
        assert [SHORT[d] for d in built.group(2).split("/")] == staged, line
        assert int(built.group(3)) == min(minutes), line
        assert int(built.group(4) or built.group(3)) == max(minutes), line
    for claim in re.findall(r"(\d)-day", line):
        assert int(claim) == len(staged), line
    held = {i.name for d in week.days.values() for b in d.blocks for i in b.exercises}
    # an exercise named with a prescription ("Goblet Squat (3x8-12)", "Plank 3x30-45s") is
    # one the week holds, unless the line says it was dropped
    for exercise in CATALOG.values():
        named = re.search(re.escape(exercise.name) + r" (?:\(\d+x|\d+x)", line)
        if named and "dropped " + exercise.name not in line:
            assert exercise.name in held, line
    total = sum(minutes)
    assert week.summary.total_time_minutes == total
    assert week.summary.frequency == len(staged)


@pytest.mark.parametrize("persona", PERSONAS, ids=[p.id for p in PERSONAS])
def test_build_and_edit_lines_match_the_staged_week(persona) -> None:
    profile = to_profile(persona)
    days = list(persona.lift_days)
    built = apply_ops(
        None,
        [BuildWeek(training_days=days, session_minutes=profile.session_minutes)],
        profile,
        WEEK_START,
        NOW,
    )
    assert built.refusals == []
    _claims_hold(built.summaries[0], built.week)
    staged = [w for w in WEEKDAYS if not built.week.days[w].is_rest_day]
    missing = [w for w in days if w not in staged]
    for weekday in missing:  # a day asked for and left empty is named, with why
        assert weekday.capitalize() in built.summaries[0]
    first = staged[0]
    cut = apply_ops(built.week, [FitToTime(day=first, minutes=20)], profile, WEEK_START, NOW)
    if cut.summaries:
        assert cut.week.days[first].duration_minutes <= 20
        _claims_hold(" ".join(cut.summaries), cut.week)
    rested = apply_ops(cut.week, [RestDay(day=staged[-1])], profile, WEEK_START, NOW)
    _claims_hold(" ".join(rested.summaries), rested.week)
    assert validate_week(rested.week, profile, NOW) == []


def test_a_week_that_cannot_fill_every_day_says_which_days_and_why() -> None:
    """Bodyweight only, six days asked: the line names the staged days it really has."""
    persona = next(p for p in PERSONAS if p.id.startswith("p22"))
    profile = to_profile(persona)
    result = apply_ops(
        None,
        [BuildWeek(training_days=list(persona.lift_days), session_minutes=30)],
        profile,
        WEEK_START,
        NOW,
    )
    line = result.summaries[0]
    staged = [w for w in WEEKDAYS if not result.week.days[w].is_rest_day]
    assert f"Built a {len(staged)}-day week" in line
    assert "45 min" not in line
