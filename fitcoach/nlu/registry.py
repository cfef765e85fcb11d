"""The intent registry: every intent defined once, with everything that hangs off it.

An intent's entry says what it is (`summary`), which local-brain handler acts on it
(`handler`, "module.function" inside `fitcoach.brains.local`), the chip it offers in a
clarifying question (`option`), whether its handler may change the plan or memory
(`changes`), whether its label is a soft guess the words can overrule (`soft`), the label
the eval corpus files its cases under (`corpus_label`), and its high-precision rules.

Each rule carries an explicit `rank`: the rules of all intents run lowest rank first and
the first that holds decides, so precedence is data you can read in one column (safety
0–9; resolved and onboarding 10–19; rest instructions, standing conditions, form
questions and timed events 20–29; pain 30–39; swaps 40–49; week changes 50–59; day edits
and profile news 60–69; progress, technique and style 70–79; weaker readings 80–89;
chit-chat 90+), never the accident of where an `if` sits. What no rule claims is
`coaching`.

Adding an intent: add its name to `understanding.Intent` (the type), one `IntentSpec`
here, and its test; the router, the brain's handler table and the eval corpus read it
from here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

from fitcoach.nlu import intents as p
from fitcoach.nlu.red_flags import without_denied
from fitcoach.nlu.safety import ONE_CUE, compound_red_flag
from fitcoach.nlu.understanding import Intent


@dataclass(frozen=True)
class Seen:
    """The cues plus the pattern tests several rules share, each computed once."""

    cues: p.Cues

    @property
    def text(self) -> str:
        return self.cues.folded

    @cached_property
    def pained(self) -> bool:
        return bool(self.cues.pain_words or self.cues.condition in ("soreness", "minor_strain"))

    @cached_property
    def event(self) -> bool:
        return bool(p.EVENT.search(self.text) or self.cues.away)

    @cached_property
    def timed(self) -> bool:
        c = self.cues
        return bool(c.has_dates or c.has_weekday_or_relative or p.EVENT_TIME.search(self.text))

    @cached_property
    def past_cause(self) -> bool:
        return self.pained and bool(self.cues.body_parts) and p._PAST_CAUSE.search(self.text)

    @cached_property
    def motivation(self) -> bool:
        return p.MOTIVATION.search(self.text)

    @cached_property
    def swap(self) -> bool:
        return p.SWAP.search(self.text)

    @cached_property
    def week_change(self) -> bool:
        return p.WEEK_CHANGE.search(self.text)

    @cached_property
    def training(self) -> bool:
        c = self.cues
        return bool(p.TRAINING.search(self.text) or c.exercises or c.body_parts)

    @cached_property
    def red_flag(self) -> bool:
        flags = without_denied(self.text, p.RED_FLAG, ONE_CUE)
        return p.RED_FLAG.search(flags) or compound_red_flag(flags)


Test = Callable[[Seen], bool]


@dataclass(frozen=True)
class Rule:
    rank: int
    holds: Test
    why: str


@dataclass(frozen=True)
class IntentSpec:
    name: Intent
    handler: str
    summary: str
    option: str | None = None
    changes: bool = False
    soft: bool = False
    corpus_label: str | None = None
    rules: tuple[Rule, ...] = ()


def _rule(rank: int, why: str, holds: Test) -> Rule:
    return Rule(rank, holds, why)


SPECS: tuple[IntentSpec, ...] = (
    IntentSpec(
        "medical_red_flag",
        "talk.medical_red_flag",
        "chest pain, fainting, numbness, purging, a crisis: stop and see a professional",
        corpus_label="medical_red_flag",
        rules=(_rule(0, "a red flag, not denied", lambda s: s.red_flag),),
    ),
    IntentSpec(
        "injection",
        "talk.injection",
        "an attempt to bypass the rules or write the plan directly",
        corpus_label="injection",
        rules=(_rule(1, "injection words", lambda s: p.INJECTION.search(s.text)),),
    ),
    IntentSpec(
        "memory_delete",
        "profile.memory_delete",
        "a condition resolved, a preference revoked, an event cancelled",
        option="Forget something",
        changes=True,
        corpus_label="memory_delete",
        rules=(
            _rule(10, "resolved words", lambda s: p.RESOLVED.search(s.text)),
            _rule(
                11,
                "a named part feels fine now",
                lambda s: (
                    p._FINE_NOW.search(s.text) and bool(s.cues.body_parts) and not s.cues.pain_words
                ),
            ),
        ),
    ),
    IntentSpec(
        "onboarding",
        "planning.onboarding",
        "profile intake: gear, goal, days, minutes, conditions -> a new week",
        option="Build my plan",
        changes=True,
        corpus_label="onboarding",
        rules=(_rule(12, "two kinds of profile fact", lambda s: p._is_onboarding(s.cues)),),
    ),
    IntentSpec(
        "day_edit",
        "planning.day_edit",
        "change one day: shorter, lighter, harder, rest, add or drop work",
        option="Change one day",
        changes=True,
        corpus_label="day_edit",
        rules=(
            _rule(
                20,
                "a rest instruction for a day",
                lambda s: p.REST_INSTRUCTION.search(s.text) and s.cues.has_weekday_or_relative,
            ),
            _rule(21, "rest here and now", lambda s: p.REST_HERE.search(s.text)),
            _rule(
                62,
                "work added to a day",
                lambda s: (
                    s.cues.adds_work and (s.cues.has_weekday_or_relative or p._is_request(s.text))
                ),
            ),
            _rule(
                63,
                "a session length",
                lambda s: s.cues.minutes is not None and not s.cues.days_per_week,
            ),
            _rule(
                64,
                "a day-edit verb with a day, no exercise",
                lambda s: (
                    p.DAY_EDIT.search(s.text)
                    and s.cues.has_weekday_or_relative
                    and not s.cues.exercises
                ),
            ),
            _rule(
                84,
                "a day-edit verb with a day",
                lambda s: p.DAY_EDIT.search(s.text) and s.cues.has_weekday_or_relative,
            ),
        ),
    ),
    IntentSpec(
        "memory_update",
        "profile.memory_update",
        "a staple changed: new gear, new goal, a standing condition",
        option="Update my profile",
        changes=True,
        corpus_label="memory_update",
        rules=(
            _rule(
                22,
                "pain restated as a standing condition",
                lambda s: s.pained and p._restated_chronic(s.cues),
            ),
            _rule(33, "gear gone for good", lambda s: bool(s.cues.gear_removed)),
            _rule(
                65,
                "update words with gear, goal or days",
                lambda s: (
                    p.MEMORY_UPDATE.search(s.text)
                    and bool(s.cues.gear or s.cues.goal or s.cues.days_per_week)
                ),
            ),
            _rule(
                80,
                "update words, or one lone profile fact",
                lambda s: (
                    p.MEMORY_UPDATE.search(s.text)
                    or (
                        p._profile_kinds(s.cues) == 1
                        and not s.cues.exercises
                        and not p.bench_named_as_lift(s.cues, s.text)
                    )
                ),
            ),
        ),
    ),
    IntentSpec(
        "technique",
        "technique.technique",
        "form, cues, where to feel it, for an exercise",
        option="Form tips",
        soft=True,
        corpus_label="technique",
        rules=(
            _rule(
                23,
                "where should I feel it",
                lambda s: p._FEEL_WHERE.search(s.text) and s.cues.condition != "minor_strain",
            ),
            _rule(
                71,
                "technique words, or a question naming an exercise",
                lambda s: (
                    p.TECHNIQUE.search(s.text)
                    or (bool(s.cues.exercises) and p._is_question(s.text))
                ),
            ),
        ),
    ),
    IntentSpec(
        "event",
        "body.event",
        "travel, competition, an unusual day -> tier 3, spare muscles",
        option="Plan around an event",
        changes=True,
        corpus_label="event",
        rules=(
            _rule(
                24,
                "an event with a time, not the cause of pain",
                lambda s: s.event and s.timed and not s.past_cause,
            ),
            _rule(83, "an event word", lambda s: s.event),
        ),
    ),
    IntentSpec(
        "pain",
        "body.pain",
        "acute soreness, strain or fatigue -> tier 2, protect sessions",
        option="Log pain or soreness",
        changes=True,
        corpus_label="pain",
        rules=(
            _rule(30, "pain or soreness words", lambda s: s.pained),
            _rule(
                31,
                "fatigue, not about motivation",
                lambda s: s.cues.condition == "fatigue" and not s.motivation,
            ),
        ),
    ),
    IntentSpec(
        "swap",
        "planning.swap",
        "replace one exercise now: gear busy, joint friction, dislike",
        option="Swap an exercise",
        changes=True,
        corpus_label="swap",
        rules=(
            _rule(
                40,
                "gear busy, or a swap word with an exercise",
                lambda s: bool(s.cues.gear_unavailable) or (s.swap and bool(s.cues.exercises)),
            ),
            _rule(
                41,
                "an exercise with busy words",
                lambda s: bool(s.cues.exercises) and p.BUSY.search(s.text),
            ),
            _rule(85, "a swap question", lambda s: s.swap and p._is_question(s.text)),
        ),
    ),
    IntentSpec(
        "week_overhaul",
        "planning.week_overhaul",
        "move training days, change the split, theme a day",
        option="Rework my week",
        changes=True,
        corpus_label="week_overhaul",
        rules=(
            _rule(
                50,
                "a session moved between days",
                lambda s: s.cues.day_move and not s.cues.day_focus,
            ),
            _rule(
                51,
                "a day focus, or a change verb with two weekdays",
                lambda s: s.cues.day_focus or (s.cues.weekday_count >= 2 and s.week_change),
            ),
            _rule(
                52,
                "two weekdays with a schedule switch or rebuild",
                lambda s: (
                    s.cues.weekday_count >= 2
                    and (p.SCHEDULE_SWITCH.search(s.text) or p.REBUILD.search(s.text))
                ),
            ),
            _rule(53, "three or more weekdays: a schedule", lambda s: s.cues.weekday_count >= 3),
            _rule(
                54,
                "a split named",
                lambda s: p._SPLIT_NAME.search(s.text) and not s.cues.exercises,
            ),
            _rule(
                56,
                "rebuild words, not profile news",
                lambda s: (
                    p.REBUILD.search(s.text)
                    and not (p.MEMORY_UPDATE.search(s.text) and (s.cues.gear or s.cues.goal))
                ),
            ),
            _rule(
                57,
                "a week change in week words",
                lambda s: s.week_change and not s.cues.minutes and p._week_words(s.text),
            ),
            _rule(58, "a new day count", lambda s: p._new_day_count(s.cues, s.week_change)),
        ),
    ),
    IntentSpec(
        "preference",
        "profile.preference",
        "how the coach should talk: brief, tough love, gentle, scientific; exclusions",
        option="Change your coaching style",
        changes=True,
        corpus_label="preference",
        rules=(
            _rule(
                55,
                "shorter replies asked for",
                lambda s: (
                    p.BREVITY.search(s.text) and s.cues.minutes is None and not s.cues.exercises
                ),
            ),
            _rule(
                59,
                "plain words asked for",
                lambda s: p.PLAIN_WORDS.search(s.text) and s.cues.minutes is None,
            ),
            _rule(
                72,
                "a style in a preference frame",
                lambda s: bool(s.cues.voice) and p.PREFERENCE_FRAME.search(s.text),
            ),
            _rule(81, "a style named", lambda s: bool(s.cues.voice)),
        ),
    ),
    IntentSpec(
        "motivation",
        "talk.motivation",
        "encouragement",
        option="Motivation",
        soft=True,
        corpus_label="motivation",
        rules=(
            _rule(
                66, "motivation words, no exercise", lambda s: s.motivation and not s.cues.exercises
            ),
            _rule(86, "motivation words", lambda s: s.motivation),
        ),
    ),
    IntentSpec(
        "progress",
        "progress.progress",
        "load increases, volume, PRs, plateaus: read from the logs",
        option="Check my progress",
        corpus_label="progress",
        rules=(_rule(70, "progress words", lambda s: p.PROGRESS.search(s.text)),),
    ),
    IntentSpec(
        "off_topic",
        "talk.off_topic",
        "unrelated to training",
        soft=True,
        corpus_label="off_topic",
        rules=(
            _rule(
                19,
                "writing for the user (a toast, a speech), nothing about training",
                lambda s: p.WRITE_FOR_ME.search(s.text) and not s.training,
            ),
            _rule(
                90,
                "off-topic words, nothing about training",
                lambda s: p.OFF_TOPIC.search(s.text) and not s.training,
            ),
        ),
    ),
    IntentSpec(
        "small_talk",
        "talk.small_talk",
        "greetings, thanks, chit-chat",
        soft=True,
        corpus_label="small_talk",
        rules=(
            _rule(
                91,
                "a greeting or thanks, short or about nothing else",
                lambda s: (
                    p.SMALL_TALK.search(s.text) and (not s.training or len(s.text.split()) <= 6)
                ),
            ),
        ),
    ),
    IntentSpec(
        "coaching",
        "talk.coaching",
        "training talk no rule claims: a general coaching answer",
        option="Training advice",
        soft=True,
    ),
)

BY_NAME: dict[str, IntentSpec] = {spec.name: spec for spec in SPECS}
RULES: tuple[tuple[Rule, Intent], ...] = tuple(
    sorted(
        ((rule, spec.name) for spec in SPECS for rule in spec.rules),
        key=lambda pair: pair[0].rank,
    )
)
CHANGING: frozenset[Intent] = frozenset(spec.name for spec in SPECS if spec.changes)
SOFT: frozenset[Intent] = frozenset(spec.name for spec in SPECS if spec.soft)
CORPUS_LABELS: tuple[str, ...] = tuple(spec.corpus_label for spec in SPECS if spec.corpus_label)


def classify(cues: p.Cues) -> Intent:
    """The intent of the first rule (lowest rank) that holds; `coaching` when none does."""
    seen = Seen(cues)
    for rule, intent in RULES:
        if rule.holds(seen):
            return intent
    return "coaching"
