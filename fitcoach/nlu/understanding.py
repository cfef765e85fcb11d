"""What the embedded language understanding extracts from one user message."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Literal

from fitcoach.programming.models import Goal, Unit
from fitcoach.weekdays import Weekday

Language = Literal["en", "pl", "th", "ja"]
Voice = Literal["balanced", "tough_love", "gentle", "scientific"]
Condition = Literal["soreness", "fatigue", "minor_strain"]

Intent = Literal[
    "onboarding",  # profile intake: gear/goal/days/minutes/conditions -> new week
    "day_edit",  # change one day: shorten to N minutes, drop/add work, rest a day
    "week_overhaul",  # move training days, change split, theme a day
    "swap",  # replace one exercise now (gear busy, joint friction)
    "pain",  # acute soreness / fatigue / strain -> tier 2 + protect sessions
    "event",  # travel, competition, unusual schedule -> tier 3 + spare muscles
    "progress",  # load increase, volume trend, PRs, plateau -> analytics tools
    "technique",  # form, cues, mind-muscle connection for an exercise
    "motivation",  # encouragement
    "small_talk",  # greetings, thanks, chit-chat
    "preference",  # how the coach should talk: tough love, gentle, scientific
    "memory_update",  # a staple changed: new gear, new goal
    "memory_delete",  # a condition resolved, a preference revoked
    "medical_red_flag",  # chest pain, fainting, numbness ... -> see a professional
    "off_topic",  # unrelated to training
    "injection",  # attempts to bypass the rules / write the plan directly
    "coaching",  # training talk no rule above catches: a general coaching answer
]


@dataclass(frozen=True)
class Load:
    value: float
    unit: Unit


@dataclass(frozen=True)
class Understanding:
    intent: Intent
    language: Language = "en"
    # Weekdays named explicitly, in the order they appear ("monday, wednesday ...").
    weekdays: tuple[Weekday, ...] = ()
    # The one day the message is about, resolved: "today", "tomorrow", "this saturday",
    # a weekday name, else the selected day from the client route, else None.
    target_day: Weekday | None = None
    # Calendar dates referred to ("this Saturday" -> its date), resolved against `today`.
    dates: tuple[date, ...] = ()
    minutes: int | None = None  # session length asked for / stated
    days_per_week: int | None = None
    loads: tuple[Load, ...] = ()  # "up to 50 lb", "22 kg", "80 lbs"
    gear: frozenset[str] = frozenset()  # catalog GEAR_TOKENS
    gear_unavailable: frozenset[str] = frozenset()  # "the bench is taken"
    body_parts: tuple[str, ...] = ()  # canonical: catalog JOINTS or MUSCLE_GROUPS
    side: Literal["left", "right"] | None = None
    condition: Condition | None = None
    # Long-standing sensitivities ("deadlifts hurt my back").
    chronic_body_parts: tuple[str, ...] = ()
    muscles: tuple[str, ...] = ()  # muscle groups mentioned (emphasis, focus, spare)
    exercises: tuple[str, ...] = ()  # catalog slugs mentioned, in order
    goal: Goal | None = None
    voice: Voice | None = None  # a stated coaching-style preference
    age: int | None = None
    event: str | None = None  # "36-hole golf tournament"
    wants_explanation: bool = False  # "why", "explain", technique breakdown
    keep_focus: tuple[str, ...] = ()  # "keep the chest focus"
    resolved: bool = False  # "is fine now", "healed", "no longer"
    # Added by the NLU (additive): a weekday given a theme, with the muscle groups it is
    # for ("make Saturday a dedicated arms-and-shoulders day" ->
    # (("saturday", ("Biceps", "Triceps", "Shoulders")),)).
    day_focus: tuple[tuple[Weekday, tuple[str, ...]], ...] = ()
    # Added (additive): the session moved, (from_day, to_day) — "Shift Friday workout to
    # Saturday", "train Thursday instead of Wednesday".
    day_move: tuple[Weekday, Weekday] | None = None
    # Added (additive): the message asks for more work on a day — "Add an extra arm
    # finisher on Thursday", "Add a 20-minute core session", "Add face pulls on Monday".
    adds_work: bool = False
    # Added (additive): the last day of a stretch the message names ("in Lisbon Wednesday
    # to Friday next week" -> that Friday; "in Madrid until Wednesday" -> that Wednesday).
    # `dates` then holds every date of the stretch.
    event_end: date | None = None
    # Added (additive): gear the user no longer has ("sold my bench" -> {"flat bench",
    # "adjustable bench"} as named), catalog GEAR_TOKENS.
    gear_removed: frozenset[str] = frozenset()
    # Added (additive): the user asks for shorter replies ("keep it short", "pisz krócej").
    brevity: bool = False
    # Added (additive): a reminder of something already planned ("don't forget my race on
    # Saturday!"): never a deletion.
    reminder: bool = False
    # Added (additive): a swap naming both sides ("swap the standing press on thursday for
    # db shoulder press"): the catalog slug asked for. `exercises` then holds the exercise
    # to replace first and this one second, whatever order the message used ("do goblet
    # squats instead of back squats" -> ("barbell-back-squat", "goblet-squat")).
    replacement: str | None = None
    # Added (additive): the message asks for a day to become a rest day, in any language
    # ("make Friday a rest day", "zrób z piątku dzień wolny", "土曜日は休みにして").
    rest_day: bool = False
    # Added (additive): standing medical conditions named without one joint ("mam
    # osteoporozę", "arthritis", "high blood pressure"): "osteoporosis", "osteopenia",
    # "arthritis", "hypertension", "diabetes". Chronic, never a tier-2 strain.
    chronic_conditions: tuple[str, ...] = ()
    # Added (router): one day given a new theme — "make Wednesday upper body only",
    # "zrób piątek bez nóg", "Wednesday a pull day instead": upper | lower | push | pull.
    day_theme: str | None = None
    # Added (router): "that's too much, drop one exercise" about the staged day.
    drop_one: bool = False
    # Added (router): minutes added to a day, not its new length ("+15 min is fine",
    # "15分くらい延びてもいい"): the day grows by this much.
    extra_minutes: int | None = None
