"""Review-suite personas: plain-English profiles read into what the engine takes.

The persona file is written in people's words (gear "a pair of 20 lb dumbbells and a
kettlebell", goals "run a half marathon in the spring"). Reading those words into the
engine's TrainingProfile is test-harness code with its own small vocabulary, not the
product's NLU: the suite judges the programming, so the profile must be exactly what the
persona said, however the chat layer would have read it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from fitcoach.catalog import GEAR_TOKENS
from fitcoach.programming.models import Restriction, TrainingProfile
from fitcoach.weekdays import WEEKDAYS, Weekday

# Phrases for gear, longest first where they overlap; each maps to catalog gear tokens.
GEAR_WORDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("full gym", ("*",)),
    ("commercial gym", ("*",)),
    ("big gym", ("*",)),
    ("globo gym", ("*",)),
    ("well-equipped gym", ("*",)),
    ("fully equipped", ("*",)),
    ("adjustable bench", ("flat bench", "incline bench")),
    ("incline bench", ("incline bench",)),
    ("flat bench", ("flat bench",)),
    ("weight bench", ("flat bench",)),
    ("bench", ("flat bench",)),
    ("trap bar", ("trap bar",)),
    ("hex bar", ("trap bar",)),
    ("barbell", ("barbell",)),
    ("olympic bar", ("barbell",)),
    ("power rack", ("squat rack",)),
    ("squat rack", ("squat rack",)),
    ("squat stand", ("squat rack",)),
    ("rack", ("squat rack",)),
    ("dumbbell", ("dumbbells",)),
    ("kettlebell", ("kettlebell",)),
    ("resistance band", ("bands",)),
    ("loop band", ("bands",)),
    ("bands", ("bands",)),
    ("band", ("bands",)),
    ("cable", ("cable machine", "rope")),
    ("functional trainer", ("cable machine", "rope")),
    ("pull-up bar", ("pull-up bar",)),
    ("pullup bar", ("pull-up bar",)),
    ("pull up bar", ("pull-up bar",)),
    ("chin-up bar", ("pull-up bar",)),
    ("doorway bar", ("pull-up bar",)),
    ("dip station", ("dip station",)),
    ("dip bars", ("dip station",)),
    ("parallettes", ("dip station",)),
    ("plyo box", ("box",)),
    ("step", ("box",)),
    ("box", ("box",)),
    ("leg press", ("leg press machine",)),
    ("leg extension", ("leg extension machine",)),
    ("leg curl", ("hamstring machine",)),
    ("hamstring curl", ("hamstring machine",)),
    ("calf raise machine", ("calf raise machine",)),
    ("ab wheel", ("ab wheel",)),
    ("rower", ("rower",)),
    ("rowing machine", ("rower",)),
    ("erg", ("rower",)),
    ("bike", ("bike",)),
    ("treadmill", ("treadmill",)),
    ("sled", ("sled",)),
    ("jump rope", ("jump rope",)),
    ("skipping rope", ("jump rope",)),
    ("chest press machine", ("chest press machine",)),
    ("shoulder press machine", ("shoulder press machine",)),
    ("seated row machine", ("row machine",)),
    ("row machine", ("row machine",)),
    ("hack squat", ("hack squat machine",)),
    ("smith machine", ("smith machine",)),
    ("hip abduction", ("hip abduction machine",)),
    ("lat pulldown", ("cable machine",)),
    ("pulldown", ("cable machine",)),
    ("machines", ("machines",)),
)
# "machines" (a gym's selectorised stations) stands for the named machines a gym has.
MACHINE_TOKENS = (
    "leg press machine",
    "leg extension machine",
    "hamstring machine",
    "calf raise machine",
    "cable machine",
    "rope",
    "chest press machine",
    "shoulder press machine",
    "row machine",
    "hip abduction machine",
)
NEGATIONS = ("no ", "not ", "without ", "don't have", "doesn't have", "no real ")

GOAL_WORDS: tuple[tuple[str, str], ...] = (
    ("powerlifting", "strength"),
    ("big 3", "strength"),
    ("big three", "strength"),
    ("stronger", "strength"),
    ("strength", "strength"),
    ("1rm", "strength"),
    ("marathon", "endurance"),
    ("half marathon", "endurance"),
    ("triathlon", "endurance"),
    ("10k", "endurance"),
    ("5k", "endurance"),
    ("cycling", "endurance"),
    ("runner", "endurance"),
    ("running", "endurance"),
    ("endurance", "endurance"),
    ("muscle", "hypertrophy"),
    ("hypertrophy", "hypertrophy"),
    ("bodybuilding", "hypertrophy"),
    ("size", "hypertrophy"),
    ("bigger", "hypertrophy"),
    ("build", "hypertrophy"),
    ("fat loss", "fat_loss"),
    ("lose weight", "fat_loss"),
    ("lose fat", "fat_loss"),
    ("weight loss", "fat_loss"),
    ("lean", "fat_loss"),
    ("general", "general"),
    ("healthy", "general"),
    ("fit", "general"),
)
ENGINE_GOAL = {
    "strength": "strength",
    "hypertrophy": "hypertrophy",
    "general": "general_fitness",
    "fat_loss": "general_fitness",
    "endurance": "endurance",
}
PAIN_WORDS: tuple[tuple[str, str], ...] = (
    ("knee", "knee"),
    ("patell", "knee"),
    ("menisc", "knee"),
    ("acl", "knee"),
    ("lower back", "lower_back"),
    ("low back", "lower_back"),
    ("back pain", "lower_back"),
    ("disc", "lower_back"),
    ("sciatica", "lower_back"),
    ("fried back", "lower_back"),
    ("shoulder", "shoulder"),
    ("rotator", "shoulder"),
    ("elbow", "elbow"),
    ("tennis elbow", "elbow"),
    ("wrist", "wrist"),
    ("hip", "hip"),
    ("ankle", "ankle"),
    ("achilles", "ankle"),
)
KEY_WORDS = ("long run", "long ride", "race", "key", "tempo", "interval", "long")


@dataclass(frozen=True)
class Persona:
    id: str
    split: str  # "tuned" or "heldout"
    goal: str  # strength | hypertrophy | general | fat_loss | endurance
    gear: frozenset[str]
    minutes: int
    lift_days: tuple[Weekday, ...] = ()
    days_per_week: int | None = None
    max_dumbbell: float | None = None
    kettlebells: tuple[float, ...] = ()
    unit: str = "lb"
    experience: str = "intermediate"
    age: int | None = None
    conditions: tuple[str, ...] = ()
    pains: tuple[str, ...] = ()  # painful regions: joints ("knee") or muscle groups
    acute: tuple[str, ...] = ()  # the pains that are recent (soreness, a tweak)
    rest_parts: tuple[str, ...] = ()  # what they asked to rest completely
    key_days: tuple[Weekday, ...] = ()
    sport_days: tuple[Weekday, ...] = ()
    bodyweight: float | None = None
    emphasis: tuple[str, ...] = ()
    expectations: str = ""
    raw: Mapping[str, Any] = field(default_factory=dict, compare=False)

    @property
    def cautious(self) -> bool:
        """Beginners, adults over 60 and low bone density get the careful template."""
        bones = any("osteop" in c for c in self.conditions)
        return self.experience == "beginner" or (self.age or 0) >= 60 or bones


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, Mapping):
        return " ".join(f"{k} {_text(v)}" for k, v in value.items())
    if isinstance(value, Iterable):
        return ", ".join(_text(v) for v in value)
    return str(value)


def _negated(text: str, start: int) -> bool:
    window = text[max(0, start - 14) : start]
    clause = re.split(r"[,;.]| and | but ", window)[-1]
    return any(n in clause + " " for n in NEGATIONS) or clause.rstrip().endswith("no")


def read_gear(text: str) -> frozenset[str]:
    lowered = text.lower()
    tokens: set[str] = set()
    taken: list[tuple[int, int]] = []
    for phrase, mapped in GEAR_WORDS:
        for match in re.finditer(re.escape(phrase), lowered):
            span = (match.start(), match.end())
            if any(a <= span[0] < b or a < span[1] <= b for a, b in taken):
                continue
            taken.append(span)
            if _negated(lowered, match.start()):
                continue
            for token in mapped:
                if token == "*":
                    tokens |= set(GEAR_TOKENS) | set(MACHINE_TOKENS) | {"barbell", "squat rack"}
                    tokens |= {"dumbbells", "flat bench", "incline bench", "pull-up bar"}
                elif token == "machines":
                    tokens |= set(MACHINE_TOKENS)
                else:
                    tokens.add(token)
    if "no real squat rack" in lowered or "no squat rack" in lowered or "no rack" in lowered:
        tokens.discard("squat rack")
    if re.search(r"\bno (?:barbell|bar)\b", lowered):
        tokens.discard("barbell")
    tokens.add("bodyweight")
    return frozenset(tokens)


def _weights(text: str, word: str) -> tuple[list[float], str | None]:
    """Weights written near `word` ("dumbbells up to 50 lb", "a 16 kg kettlebell")."""
    found: list[float] = []
    unit = None
    lowered = text.lower()
    for clause in re.split(r"[;,.]| and (?=\w+ \d)", lowered):
        if word not in clause:
            continue
        for number, u in re.findall(r"(\d+(?:\.\d+)?)\s*(kg|kgs|kilo|lb|lbs|pound)", clause):
            found.append(float(number))
            unit = "kg" if u.startswith("k") else "lb"
        for a, b, u in re.findall(
            r"(\d+(?:\.\d+)?)\s*(?:-|to|–)\s*(\d+(?:\.\d+)?)\s*(kg|lb|lbs)", clause
        ):
            found += [float(a), float(b)]
            unit = "kg" if u.startswith("k") else "lb"
    return found, unit


def read_goal(text: str) -> str:
    lowered = text.lower()
    for phrase, goal in GOAL_WORDS:
        if phrase in lowered:
            return goal
    return "general"


def read_days(value: Any) -> tuple[Weekday, ...]:
    text = _text(value).lower()
    days = []
    for weekday in WEEKDAYS:
        if re.search(rf"\b{weekday[:3]}(?:{weekday[3:]})?\b", text):
            days.append(weekday)
    return tuple(days)


def read_pains(text: str) -> tuple[str, ...]:
    lowered = text.lower()
    found: list[str] = []
    for phrase, part in PAIN_WORDS:
        if phrase in lowered and part not in found:
            found.append(part)
    return tuple(found)


def _first_int(text: str) -> int | None:
    match = re.search(r"\d+", text)
    return int(match.group()) if match else None


def persona_from(raw: Mapping[str, Any], split: str) -> Persona:
    """Reads one persona; tolerant of field names, strict about meaning."""

    def pick(*names: str) -> Any:
        for name in names:
            if name in raw and raw[name] not in (None, ""):
                return raw[name]
        return None

    gear_text = _text(pick("gear", "equipment"))
    goal_text = _text(pick("goal", "goals"))
    gear = read_gear(gear_text)
    dumbbells, db_unit = _weights(gear_text, "dumbbell")
    bells, kb_unit = _weights(gear_text, "kettlebell")
    unit = _text(pick("unit", "units")) or db_unit or kb_unit or "lb"
    unit = "kg" if unit.startswith("k") else "lb"
    schedule = pick("schedule", "days", "training_days", "lift_days")
    lift_days = read_days(pick("lift_days", "training_days", "days") or "")
    if not lift_days and isinstance(schedule, str):
        lift_days = read_days(schedule)
    per_week = pick("days_per_week", "sessions_per_week")
    minutes = pick("session_minutes", "minutes", "session_length")
    conditions_text = _text(pick("conditions", "injuries", "health", "limitations", "pain"))
    pains = read_pains(conditions_text)
    return Persona(
        id=str(raw["id"]),
        split=split,
        goal=read_goal(goal_text),
        gear=gear,
        minutes=int(_first_int(_text(minutes)) or 45),
        lift_days=lift_days,
        days_per_week=int(_first_int(_text(per_week)) or 0) or (len(lift_days) or None),
        max_dumbbell=max(dumbbells) if dumbbells else None,
        kettlebells=tuple(sorted(bells)),
        unit=unit,
        experience=_text(pick("experience", "level")).lower() or "intermediate",
        age=_first_int(_text(pick("age"))),
        conditions=tuple(c.strip().lower() for c in conditions_text.split(",") if c.strip()),
        pains=pains,
        key_days=read_days(pick("key_days", "key_sessions", "long_run") or ""),
        sport_days=read_days(pick("sport_days", "run_days", "endurance_days") or ""),
        bodyweight=_first_int(_text(pick("bodyweight", "body_weight", "weight"))),
        expectations=_text(pick("coach_expectations")),
        raw=dict(raw),
    )


def to_profile(persona: Persona) -> TrainingProfile:
    """The engine profile for a persona; fields the engine does not know yet are left out."""
    known = set(TrainingProfile.model_fields)
    restrictions = [
        Restriction(
            body_part=part,
            severity="soreness" if part in persona.acute else "chronic",
            note=f"pain: {part}",
        )
        for part in persona.pains
    ]
    fields: dict[str, Any] = {
        "gear": persona.gear,
        "max_dumbbell": persona.max_dumbbell,
        "unit": persona.unit,
        "goal": ENGINE_GOAL[persona.goal],
        "emphasis": list(persona.emphasis),
        "training_days": list(persona.lift_days) or None,
        "days_per_week": persona.days_per_week,
        "session_minutes": max(15, min(180, persona.minutes)),
        "restrictions": restrictions,
        "experience": persona.experience,
        "age": persona.age,
        "conditions": list(persona.conditions),
        "key_days": list(persona.key_days),
        "sport_days": list(persona.sport_days),
        "bodyweight": persona.bodyweight,
        "kettlebells": list(persona.kettlebells),
    }
    if fields["goal"] not in ("hypertrophy", "strength", "general_fitness") and (
        "endurance" not in str(TrainingProfile.model_fields["goal"].annotation)
    ):
        fields["goal"] = "general_fitness"
    return TrainingProfile(**{k: v for k, v in fields.items() if k in known})


def load_personas(path: Path | None = None) -> list[Persona]:
    """The bundled personas (or a file): a list, or {tuned: [...], heldout: [...]}."""
    if path is None:
        base = resources.files("fitcoach.evals.programming")
        text = base.joinpath("personas.yaml").read_text("utf-8")
        heldout_text = base.joinpath("heldout.yaml").read_text("utf-8")
    else:
        text = path.read_text("utf-8")
        sidecar = path.with_name("heldout.yaml")
        heldout_text = sidecar.read_text("utf-8") if sidecar.exists() else "[]"
    # The held-out split: persona ids never looked at while the generator was tuned.
    heldout = {str(item) for item in yaml.safe_load(heldout_text) or []}
    data = yaml.safe_load(text)
    if isinstance(data, Mapping):
        data = data.get("personas", data)
    return [
        persona_from(raw, "heldout" if str(raw["id"]) in heldout else "tuned") for raw in data
    ]
