"""The words we store in memory. Written so the NLU extractors can read them back:
gear and loads in the user's own unit (never converted), canonical body-part words."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from fitcoach.catalog import GEAR_TOKENS
from fitcoach.memory.derive import dumbbell_pairs_of, kettlebells_of
from fitcoach.memory.payloads import Kettlebells, Unit
from fitcoach.nlu.calendar import extract_weekdays
from fitcoach.nlu.gear import extract_gear
from fitcoach.nlu.quantities import extract_days_per_week, extract_max_dumbbell, extract_minutes
from fitcoach.nlu.traits import stated_aims
from fitcoach.nlu.understanding import Condition, Load, Understanding
from fitcoach.programming.models import Goal
from fitcoach.weekdays import WEEKDAYS, Weekday

from .text import join_words, muscles_phrase, number, part_label

# "Fly home Friday" is a trip's end, not where the gear is.
_HOME = re.compile(
    r"(?<!fly )(?<!flying )(?<!head )(?<!heading )(?<!back )(?<!go )(?<!going )\bhome\b|"
    r"garage|apartment|\bw domu\b|domow|บ้าน|自宅|家で",
    re.I,
)
_HOTEL = re.compile(r"hotel|hotelow|โรงแรม|ホテル", re.I)
_GYM = re.compile(r"\bgym\b|siłowni|ยิม|ジム", re.I)
_ANY_LOAD = re.compile(r"\d\s*(?:kg|kgs|kilo|lbs?|pounds?)\b|\d\s*(?:キロ|กิโล)", re.I)
_ADJUSTABLE = re.compile(r"adjustable|regulowan|ปรับ|可変|調節", re.I)

# Article + words per gear token, in the order a person lists them.
_GEAR_WORDS: tuple[tuple[str, str], ...] = (
    ("barbell", "a barbell"),
    ("squat rack", "a squat rack"),
    ("flat bench", "a flat bench"),
    ("incline bench", "an incline bench"),
    ("cable machine", "a cable machine"),
    ("rope", "a rope attachment"),
    ("pull-up bar", "a pull-up bar"),
    ("leg press machine", "a leg press machine"),
    ("leg extension machine", "a leg extension machine"),
    ("hamstring machine", "a hamstring curl machine"),
    ("calf raise machine", "a calf raise machine"),
    ("ab wheel", "an ab wheel"),
    # The larger library's gear (issue 7), after the core stations.
    ("resistance band", "resistance bands"),
    ("dip station", "a dip station"),
    ("plyo box", "a plyo box"),
    ("trap bar", "a trap bar"),
    ("chest press machine", "a chest press machine"),
    ("shoulder press machine", "a shoulder press machine"),
    ("seated row machine", "a seated row machine"),
    ("hack squat machine", "a hack squat machine"),
    ("hip abduction machine", "a hip abduction machine"),
    ("pec deck machine", "a pec deck machine"),
    ("back extension bench", "a back extension bench"),
    ("rower", "a rower"),
    ("bike", "an exercise bike"),
    ("sled", "a sled"),
    ("jump rope", "a jump rope"),
)

_CORE_WORDS = 12  # the spec's stations, first in _GEAR_WORDS

_GOAL_WORDS: dict[Goal, str] = {
    "hypertrophy": "Hypertrophy",
    "strength": "Strength",
    "general_fitness": "General fitness",
}

_CHRONIC_TRIGGERS: dict[str, str] = {
    "lower_back": "heavy deadlifts and unsupported spinal loading",
    "shoulder": "heavy pressing and overhead work",
    "knee": "deep, heavily loaded knee bends",
    "elbow": "heavy elbow extensions and curls",
    "wrist": "heavy pressing with bent wrists",
    "hip": "deep loaded hinging and squatting",
    "ankle": "deep squats and jumping",
}

_CONDITION_WORDS: dict[Condition, str] = {
    "soreness": "sore",
    "fatigue": "fatigued",
    "minor_strain": "tweaked (minor strain)",
}


def is_adjustable(message: str) -> bool:
    return bool(_ADJUSTABLE.search(message))


def is_plural(body_part: str) -> bool:
    """Muscle groups such as "Quads" take "are"; joints and "Back" take "is"."""
    return body_part[:1].isupper() and body_part.endswith("s")


def location(message: str) -> str | None:
    if _HOTEL.search(message) and _GYM.search(message):
        return "gym"  # a hotel's gym, wherever home is
    if _HOME.search(message):
        return "home"
    if _GYM.search(message):
        return "gym"
    return None


def heaviest(loads: Sequence[Load]) -> Load | None:
    return max(loads, key=lambda load: load.value) if loads else None


def gear_load(u: Understanding, message: str) -> Load | None:
    """The load that describes the gear: the heaviest dumbbell when the message has
    dumbbells, read next to the word ("dumbbells up to 30 kg"), never a body weight or a
    lift's best said elsewhere ("88 kg", "deadlift 353 lb"); without dumbbells, the
    heaviest load said (a lone kettlebell's)."""
    if "dumbbells" in u.gear:
        found = extract_max_dumbbell(message)
        if found is not None:
            return Load(found.value, found.unit)
        # loads read from other words than this message's (none is written in it)
        return None if _ANY_LOAD.search(message) else heaviest(u.loads)
    if "kettlebell" in u.gear:
        return heaviest(u.loads)
    return None


def gear_list(
    gear: Iterable[str],
    load: Load | None,
    adjustable: bool,
    bells: Kettlebells | None = None,
    pairs: tuple[list[float], Unit] | None = None,
) -> list[str]:
    """`bells`: the kettlebells named, each weight kept ("kettlebells of 12, 16 and 24
    kg"): loads snap to the bells owned, so all of them must reach memory; `pairs` the
    same for a fixed set of dumbbells ("dumbbells of 4, 8 and 12 kg")."""
    have = set(gear) - {"bodyweight"}
    full_gym = set(GEAR_TOKENS) - {"bodyweight"} <= have
    items: list[str] = []
    if "dumbbells" in have and pairs is not None:
        items.append(f"dumbbells of {join_words([number(w) for w in pairs[0]])} {pairs[1]}")
    elif "dumbbells" in have:
        items.append(f"dumbbells up to {number(load.value)} {load.unit}" if load else "dumbbells")
    if "kettlebell" in have and not full_gym and bells is not None:
        weights = [number(w) for w in bells.weights]
        if len(weights) == 1:
            items.append(f"a {weights[0]} {bells.unit} kettlebell")
        else:
            items.append(f"kettlebells of {join_words(weights)} {bells.unit}")
    elif "kettlebell" in have and not full_gym:
        # The load is the kettlebell's when no dumbbells claim it ("a 24 kg kettlebell").
        bell = load if load is not None and "dumbbells" not in have else None
        items.append(f"a {number(bell.value)} {bell.unit} kettlebell" if bell else "kettlebells")
    benches = {"flat bench", "incline bench"}
    # A full gym is stored as its core stations, as it always was: the plan built on it
    # does not change because the library learned new gear words.
    for token, words in _GEAR_WORDS[: _CORE_WORDS if full_gym else len(_GEAR_WORDS)]:
        if token in benches and adjustable and benches <= have:
            if token == "flat bench":
                items.append("an adjustable bench")
            continue
        if token in have:
            items.append(words)
    return items


def equipment_fact(u: Understanding, message: str) -> str | None:
    """ "Home gym with dumbbells up to 50 lb and an adjustable bench." — None if no gear."""
    bells = kettlebells_of(message) if "kettlebell" in u.gear else None
    pairs = dumbbell_pairs_of(message) if "dumbbells" in u.gear else None
    items = gear_list(
        u.gear, gear_load(u, message), bool(_ADJUSTABLE.search(message)), bells, pairs
    )
    where = location(message)
    if not items:
        if u.gear == frozenset({"bodyweight"}):
            return "Bodyweight only, no equipment."
        return None
    if "bodyweight" in u.gear:
        # "No equipment, just bodyweight, plus a pull-up bar": still a staple worth keeping.
        return f"Bodyweight and {join_words(items)}."
    # "Gym with", not "Commercial gym with": the extractors read "commercial gym" as a
    # full gym, which would hand a machines-and-dumbbells gym a barbell and a rack.
    lead = {"home": "Home gym with", "gym": "Gym with"}.get(where or "", "Trains with")
    return f"{lead} {join_words(items)}."


_BENCHES = frozenset({"flat bench", "incline bench"})
_LEADS = ("Home gym with", "Commercial gym with", "Gym with", "Trains with")


def equipment_without(
    old_fact: str,
    removed: Iterable[str],
    keep: Iterable[str] = (),
    sold_weights: Iterable[float] = (),
) -> str:
    """The stored equipment fact after gear is gone ("sold my bench"), in the same words:
    ("Home gym with dumbbells up to 50 lb and an adjustable bench.", {"flat bench"}) ->
    "Home gym with dumbbells up to 50 lb." `keep` ("it's just the dumbbells now") narrows
    what is left to what the user says remains. `sold_weights` ("sold the 12 kg bell")
    takes only those kettlebells when others are kept: the 16 kg one stays."""
    gone = set(removed)
    if gone & _BENCHES:
        # One bench to a user, whether we stored it as flat, incline or adjustable.
        gone |= _BENCHES
    bells = kettlebells_of(old_fact)
    sold = set(sold_weights)
    if "kettlebell" in gone and bells is not None and sold:
        # A bell of a weight we never stored is no reason to drop the ones we did.
        left = [w for w in bells.weights if w not in sold]
        if left:
            gone.discard("kettlebell")
            bells = Kettlebells(weights=left, unit=bells.unit)
    have = set(extract_gear(old_fact)) - gone
    kept = set(keep) - gone
    if kept:
        have &= kept | {"bodyweight"}
        have |= kept
    # The weights stored stay as they were: "kettlebells of 12 and 16 kg", "dumbbells of
    # 4, 8 and 12 kg" are not rewritten as bare "kettlebells" when a bench is sold.
    items = gear_list(
        have,
        extract_max_dumbbell(old_fact),
        is_adjustable(old_fact),
        bells,
        dumbbell_pairs_of(old_fact),
    )
    if not items:
        return "Bodyweight only, no equipment."
    lead = next((lead for lead in _LEADS if old_fact.startswith(lead)), "Trains with")
    return f"{lead} {join_words(items)}."


def schedule_phrase(days: Sequence[Weekday], days_per_week: int | None, minutes: int | None) -> str:
    parts: list[str] = []
    if days:
        ordered = sorted(set(days), key=WEEKDAYS.index)
        # Full names, so the extractors read the days back from the stored fact.
        named = ", ".join(d.capitalize() for d in ordered)
        parts.append(f"{len(ordered)} days/week ({named})")
    elif days_per_week:
        parts.append(f"{days_per_week} days/week")
    if minutes:
        parts.append(f"{minutes} min")
    return ", ".join(parts)


def with_schedule(old_fact: str, schedule: str) -> str:
    """The stored goal fact with its schedule part replaced, the goal part kept:
    ("Hypertrophy focus ...; 4 days/week, 45 min.", "5 days/week, 45 min") ->
    "Hypertrophy focus ...; 5 days/week, 45 min." A schedule-only fact is rewritten whole."""
    head, separator, _ = old_fact.partition(";")
    head = head.strip().rstrip(".")
    if not separator and head.startswith("Trains "):
        head = ""
    return f"{head}; {schedule}." if head else f"Trains {schedule}."


def merged_schedule(
    old_fact: str, days: Sequence[Weekday], days_per_week: int | None, minutes: int | None
) -> str:
    """The schedule after a change: what was said now, the rest from the stored fact."""
    _, _, tail = old_fact.partition(";")
    stored = tail or old_fact
    if not days and not days_per_week:
        days, days_per_week = extract_weekdays(stored), extract_days_per_week(stored)
    return schedule_phrase(days, days_per_week, minutes or extract_minutes(stored))


# The goal kind a stated aim gives when no goal words name one ("lose 8 kg" alone).
_AIM_GOAL: dict[str, Goal] = {
    "fat loss": "general_fitness",
    "toning": "general_fitness",
    "conditioning": "general_fitness",
    "health": "general_fitness",
    "everyday strength": "general_fitness",
    "strength": "strength",
    "muscle": "hypertrophy",
}
# An aim the goal's label already says is not repeated beside it.
_SAID_BY_LABEL: dict[Goal, str] = {"strength": "strength", "hypertrophy": "muscle"}


def goal_fact(u: Understanding, message: str = "") -> str | None:
    """ "Hypertrophy focus (aims: fat loss) with priority on glutes; 4 days/week, 45 min."
    The aims are the user's own priorities (`stated_aims`), kept beside the label so the
    memory says what they came for, not only the programme's category."""
    schedule = schedule_phrase(u.weekdays, u.days_per_week, u.minutes)
    aims = list(stated_aims(message)) if message else []
    # The programme's kind is the goal words' (or muscle emphasis: hypertrophy), as before
    # aims were kept; only aims said alone ("lose 8 kg") give it.
    goal = u.goal or (None if u.muscles else next((_AIM_GOAL[a] for a in aims), None))
    head = ""
    if goal is not None or u.muscles:
        kind = goal or "hypertrophy"
        head = f"{_GOAL_WORDS[kind]} focus"
        extra = [a for a in aims if a != _SAID_BY_LABEL.get(kind)]
        if extra:
            head += f" (aims: {join_words(extra)})"
        if u.muscles:
            head += f" with priority on {muscles_phrase(u.muscles)}"
    if head and schedule:
        return f"{head}; {schedule}."
    if head:
        return f"{head}."
    if schedule:
        return f"Trains {schedule}."
    return None


# An area protected as a joint keeps its own trigger: thumbs and fingers hurt on gripping.
_AREA_TRIGGERS: dict[str, str] = {
    "thumb": "heavy gripping",
    "finger": "heavy gripping",
}


def chronic_fact(body_part: str, side: str | None = None, area: str | None = None) -> str:
    """The staple for a standing condition; `area` is the place the user named when it is
    protected as `body_part` ("thumb" read as the wrist), and it names the fact."""
    label = area or part_label(body_part)
    subject = f"{side} {label}" if side else label
    trigger = _AREA_TRIGGERS.get(area or "") or _CHRONIC_TRIGGERS.get(
        body_part, "heavy direct loading"
    )
    # "Shoulder pain", not "shoulder sensitivity": without a pain word the extractors read
    # "shoulder" as the deltoid muscle group rather than the joint.
    noun = "pain" if body_part == "shoulder" else "sensitivity"
    return f"{subject[:1].upper()}{subject[1:]} {noun} on {trigger}."


def sided_part(body_part: str, side: str | None) -> str:
    """What tier-2 `body_part` holds: words the extractors read back ("right shoulder")."""
    label = part_label(body_part)
    return f"{side} {label}" if side else label


def pain_fact(body_part: str, condition: Condition, side: str | None, avoid: str) -> str:
    subject = sided_part(body_part, side)
    verb = "are" if is_plural(body_part) else "is"
    sentence = f"{subject[:1].upper()}{subject[1:]} {verb} {_CONDITION_WORDS[condition]}"
    return f"{sentence}; {avoid}." if avoid else f"{sentence}."
