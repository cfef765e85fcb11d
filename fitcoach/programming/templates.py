"""Goal templates: how a coach doses each kind of exercise for each goal, as readable data.

A template says, per goal, the reps, rest, reps-in-reserve and default sets for the main
lifts (priority-1 compounds loaded with a bar), the other compounds, isolation work, small
groups (arms, calves) and holds, which split the week uses, which main lifts it anchors on
(strength: squat and bench twice, a hinge once), whether sessions pair exercises into
supersets, and the progression rule the notes state. `template_for` picks one from the
profile; the careful variant (beginners, adults over 60, low bone density) overrides the
goal's doses with 8-15 reps and no heavy bar work, whatever the goal.

Sources of the numbers: the spec (10-20 hard sets per group a week, 1-3 RIR) and issue 7's
coaching principles (strength 1-6 reps at 3-5 min rests with 6-12-rep accessories;
hypertrophy 6-15, small groups to 30; beginners and older adults 8-15).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fitcoach.programming.models import TrainingProfile


@dataclass(frozen=True, slots=True)
class Dose:
    reps: str
    rest: int  # seconds
    rir: int
    sets: int


@dataclass(frozen=True, slots=True)
class GoalTemplate:
    name: str
    theme: str
    main: Dose  # priority-1 compounds with a bar: the lifts the week is built around
    compound: Dose  # every other compound
    isolation: Dose
    small: Dose  # isolation for arms and calves
    # compounds loaded by the body alone (push-up, pull-up), when they differ from the rest
    bodyweight: Dose | None
    hold: str  # holds are prescribed in seconds
    core: Dose
    # "split": the day-count splits (upper/lower, push/pull/legs); "full": full-body days
    # wherever the days are not back to back (consecutive days alternate upper and lower).
    split: str = "split"
    # Movement patterns the week anchors on, with how many days each: the main lifts.
    anchors: tuple[tuple[str, int], ...] = ()
    supersets: bool = False  # pair antagonist compounds too, to fit more into the minutes
    finisher: bool = False  # a few minutes of conditioning to close sessions that have room
    progression: str = ""
    careful: bool = False  # no bar work at 1-5 reps, machines and dumbbells first
    weekly_scale: float = 1.0  # of the standard weekly set targets
    extra: dict[str, str] = field(default_factory=dict)


PROGRESSION_DOUBLE = (
    "Progression: double progression. Keep the weight until every set reaches the top of "
    "the rep range at the target RIR, then add the smallest step you own."
)

STRENGTH = GoalTemplate(
    name="strength",
    theme="Strength Block",
    main=Dose("3-6", 180, 2, 4),
    compound=Dose("6-10", 120, 2, 3),
    isolation=Dose("8-12", 75, 2, 3),
    small=Dose("8-12", 60, 2, 3),
    bodyweight=Dose("6-10", 120, 2, 3),
    hold="20-40s",
    core=Dose("8-12", 60, 2, 3),
    anchors=(("squat", 2), ("bench", 2), ("hinge", 1)),
    progression=(
        "Progression: main lifts add the smallest plate step each week while every set "
        "stays at 1-3 reps in reserve; accessories use double progression."
    ),
)
HYPERTROPHY = GoalTemplate(
    name="hypertrophy",
    theme="Hypertrophy Foundation",
    main=Dose("8-10", 120, 2, 4),
    compound=Dose("8-12", 90, 2, 3),
    isolation=Dose("10-15", 60, 1, 3),
    small=Dose("10-15", 60, 1, 3),
    bodyweight=None,
    hold="30-45s",
    core=Dose("10-15", 60, 2, 3),
    progression=PROGRESSION_DOUBLE,
)
GENERAL = GoalTemplate(
    name="general_fitness",
    theme="General Fitness",
    main=Dose("8-12", 90, 2, 3),
    compound=Dose("8-12", 75, 2, 3),
    isolation=Dose("12-15", 60, 2, 3),
    small=Dose("12-15", 60, 2, 3),
    bodyweight=None,
    hold="30-45s",
    core=Dose("10-15", 45, 2, 3),
    split="full",
    supersets=True,
    finisher=True,
    progression=PROGRESSION_DOUBLE,
)
ENDURANCE = GoalTemplate(
    name="endurance",
    theme="Strength for Endurance",
    main=Dose("5-8", 150, 2, 3),
    compound=Dose("6-10", 120, 2, 3),
    isolation=Dose("10-12", 60, 2, 2),
    small=Dose("10-15", 60, 2, 2),
    bodyweight=Dose("8-12", 90, 2, 3),
    hold="30-45s",
    core=Dose("10-12", 45, 2, 3),
    split="full",
    progression=(
        "Progression: add load slowly (double progression) and keep 2 reps in reserve, so "
        "the lifting supports the key sessions instead of competing with them."
    ),
    weekly_scale=0.7,
)
# Beginners, adults over 60, low bone density: the goal's structure with careful doses.
CAREFUL_DOSES = {
    "main": Dose("8-12", 120, 2, 3),
    "compound": Dose("8-12", 90, 2, 3),
    "isolation": Dose("10-15", 60, 2, 2),
    "small": Dose("10-15", 60, 2, 2),
    "bodyweight": Dose("8-12", 90, 2, 3),
}
TEMPLATES: dict[str, GoalTemplate] = {
    t.name: t for t in (STRENGTH, HYPERTROPHY, GENERAL, ENDURANCE)
}
CAREFUL_AGE = 60
BONE_WORDS = ("osteopen", "osteopor", "bone density")


def low_bone_density(profile: TrainingProfile) -> bool:
    if not profile.conditions:  # most profiles; the template is asked for all week long
        return False
    return any(word in c.lower() for c in profile.conditions for word in BONE_WORDS)


def is_careful(profile: TrainingProfile) -> bool:
    """Beginners, adults over 60 and low bone density train on the careful template."""
    return (
        profile.experience == "beginner"
        or (profile.age or 0) >= CAREFUL_AGE
        or low_bone_density(profile)
    )


def _careful(base: GoalTemplate) -> GoalTemplate:
    return GoalTemplate(
        name=base.name,
        theme=base.theme,
        main=CAREFUL_DOSES["main"],
        compound=CAREFUL_DOSES["compound"],
        isolation=CAREFUL_DOSES["isolation"],
        small=CAREFUL_DOSES["small"],
        bodyweight=CAREFUL_DOSES["bodyweight"],
        hold=base.hold,
        core=base.core,
        split=base.split,
        anchors=(),
        supersets=base.supersets,
        finisher=base.finisher,
        progression=(
            "Progression: start light and own the movement; add reps first, then the "
            "smallest step of weight once every set reaches the top of the range."
        ),
        careful=True,
        weekly_scale=min(base.weekly_scale, 0.85),
    )


_CAREFUL = {name: _careful(t) for name, t in TEMPLATES.items()}


def template_for(profile: TrainingProfile) -> GoalTemplate:
    if is_careful(profile):
        return _CAREFUL[profile.goal]
    return TEMPLATES[profile.goal]
