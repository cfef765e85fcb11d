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
    ("full commercial gym", ("*",)),
    ("full university gym", ("*",)),
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
    ("benches", ("flat bench", "incline bench")),
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
    ("resistance band", ("resistance band",)),
    ("loop band", ("resistance band",)),
    ("bands", ("resistance band",)),
    ("band", ("resistance band",)),
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
    ("plyo box", ("plyo box",)),
    ("low step", ("plyo box",)),
    ("box", ("plyo box",)),
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
    ("seated row machine", ("seated row machine",)),
    ("row machine", ("seated row machine",)),
    ("hack squat", ("hack squat machine",)),
    ("smith machine", ("smith machine",)),
    ("hip abduction", ("hip abduction machine",)),
    ("lat pulldown", ("cable machine",)),
    ("pulldown", ("cable machine",)),
    ("seated row", ("seated row machine",)),
    ("chest press", ("chest press machine",)),
    ("shoulder press", ("shoulder press machine",)),
    ("aerobic step", ("plyo box",)),
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
    "seated row machine",
    "hip abduction machine",
)
NEGATIONS = ("no ", "not ", "without ", "don't have", "doesn't have", "no real ")

# The persona file's goal words, read as the suite's goal families.
GOALS: dict[str, str] = {
    "strength": "strength",
    "powerlifting": "strength",
    "hypertrophy": "hypertrophy",
    "fat_loss": "fat_loss",
    "general_fitness": "general",
    "health": "general",
    "endurance_support": "endurance",
    "athletic": "athletic",
}
ENGINE_GOAL = {
    "strength": "strength",
    "hypertrophy": "hypertrophy",
    "general": "general_fitness",
    "fat_loss": "general_fitness",
    "endurance": "endurance",
    "athletic": "endurance",
}
# A painful region named in a condition, as the engine's joint token.
PAIN_PARTS = {"knee": "knee", "lower_back": "lower_back", "shoulder": "shoulder", "hip": "hip"}
# Preferences read as words no exercise name may contain ("no barbells", "no lunges").
AVOID_WORDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("barbell", ("barbell",)),
    ("lunge", ("lunge", "split squat")),
    ("split squat", ("lunge", "split squat")),
)
# Condition kinds that are recent (protected more strictly); the rest are long-standing.
ACUTE_KINDS = ("strain", "tweak", "sore", "flare")


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
    dumbbell_set: tuple[float, ...] = ()  # fixed pairs owned, when listed one by one
    kettlebells: tuple[float, ...] = ()
    unit: str = "lb"
    experience: str = "intermediate"
    age: int | None = None
    conditions: tuple[str, ...] = ()
    pains: tuple[str, ...] = ()  # painful regions: joints ("knee") or muscle groups
    acute: tuple[str, ...] = ()  # the pains that are recent (soreness, a tweak)
    rest_parts: tuple[str, ...] = ()  # what they asked to rest completely
    avoid: tuple[str, ...] = ()  # words no exercise name may hold (their stated dislikes)
    key_days: tuple[Weekday, ...] = ()
    key_session: str = ""
    sport_days: tuple[Weekday, ...] = ()
    bodyweight: float | None = None
    bodyweight_unit: str = "lb"
    emphasis: tuple[str, ...] = ()
    expectations: str = ""
    raw: Mapping[str, Any] = field(default_factory=dict, compare=False)

    @property
    def osteopenia(self) -> bool:
        return any("osteop" in c for c in self.conditions)

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


def read_days(value: Any) -> tuple[Weekday, ...]:
    text = _text(value).lower()
    return tuple(w for w in WEEKDAYS if re.search(rf"\b{w[:3]}(?:{w[3:]})?\b", text))


def _owned_set(text: str, word: str) -> tuple[float, ...]:
    """A discrete set of weights ("dumbbells 4, 8 and 12 kg"), not a range ("5-50 lb")."""
    for clause in text.lower().split(";"):
        if word not in clause or re.search(r"\d\s*(?:-|–|to)\s*\d", clause):
            continue
        if "up to" in clause or " to " in clause:
            continue
        numbers = re.findall(r"(\d+(?:\.\d+)?)(?=[\s,]|$)", clause)
        numbers = [float(n) for n in numbers]
        if numbers:
            return tuple(sorted(set(numbers)))
    return ()


def persona_from(raw: Mapping[str, Any], split: str) -> Persona:
    """Reads one persona of the review file."""
    equipment = [str(item) for item in raw.get("equipment") or []]
    gear_text = "; ".join(equipment)
    gear = read_gear(gear_text)
    dumbbells, _ = _weights(gear_text, "dumbbell")
    bells = list(_owned_set(gear_text, "kettlebell")) or _weights(gear_text, "kettlebell")[0]
    other = raw.get("other_training") or {}
    key = other.get("key_session") or {}
    sport_days: list[Weekday] = []
    for name, value in other.items():
        if name.endswith("_days"):
            sport_days += [d for d in read_days(value) if d not in sport_days]
    pains: list[str] = []
    acute: list[str] = []
    conditions: list[str] = []
    for condition in raw.get("conditions") or []:
        part = PAIN_PARTS.get(str(condition.get("body_part")))
        kind = str(condition.get("kind", ""))
        conditions.append(kind)
        if part:
            pains.append(part)
            if any(word in kind for word in ACUTE_KINDS):
                acute.append(part)
    preferences = " ".join(str(p) for p in raw.get("preferences") or []).lower()
    avoid = sorted({w for phrase, words in AVOID_WORDS if phrase in preferences for w in words})
    for word in ("lunge", "split squat"):
        if word in preferences and "knee" not in pains and "knee" in preferences:
            pains.append("knee")
    bodyweight = raw.get("bodyweight") or {}
    experience = str(raw.get("experience", "intermediate"))
    lift_days = read_days(raw.get("lifting_days") or [])
    return Persona(
        id=str(raw["id"]),
        split=split,
        goal=GOALS.get(str(raw.get("goal")), "general"),
        gear=gear,
        minutes=int(raw.get("minutes") or 45),
        lift_days=lift_days,
        days_per_week=len(lift_days) or None,
        max_dumbbell=max(dumbbells) if dumbbells else None,
        dumbbell_set=_owned_set(gear_text, "dumbbell"),
        kettlebells=tuple(sorted(set(bells))),
        unit="kg" if str(raw.get("units", "lb")).startswith("k") else "lb",
        experience="beginner" if experience in ("beginner", "new") else experience,
        age=int(raw["age"]) if raw.get("age") else None,
        conditions=tuple(conditions),
        pains=tuple(pains),
        acute=tuple(acute),
        avoid=tuple(avoid),
        key_days=read_days(key.get("day") or ""),
        key_session=str(key.get("what") or ""),
        sport_days=tuple(sport_days),
        bodyweight=bodyweight.get("value") if isinstance(bodyweight, Mapping) else None,
        bodyweight_unit=str(bodyweight.get("unit", "lb"))
        if isinstance(bodyweight, Mapping)
        else "lb",
        expectations="\n".join(str(e) for e in raw.get("coach_expectations") or []),
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
        "dumbbell_set": list(persona.dumbbell_set),
        "avoid": list(persona.avoid),
        "bodyweight_unit": persona.bodyweight_unit,
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
    return [persona_from(raw, "heldout" if str(raw["id"]) in heldout else "tuned") for raw in data]
