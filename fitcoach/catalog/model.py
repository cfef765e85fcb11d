"""Typed view of one encyclopedia entry and the vocabularies it uses."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

MUSCLE_GROUPS: tuple[str, ...] = (
    "Chest",
    "Back",
    "Shoulders",
    "Biceps",
    "Triceps",
    "Forearms",
    "Quads",
    "Hamstrings",
    "Glutes",
    "Calves",
    "Core",
    "Lower Back",
)

GEAR_TOKENS: tuple[str, ...] = (
    "dumbbells",
    "barbell",
    "flat bench",
    "incline bench",
    "squat rack",
    "cable machine",
    "rope",
    "pull-up bar",
    "leg press machine",
    "leg extension machine",
    "hamstring machine",
    "calf raise machine",
    "ab wheel",
    "bodyweight",
    # Added with the larger library (issue 7); the names above never change.
    "kettlebell",
    "resistance band",
    "dip station",
    "plyo box",
    "trap bar",
    "chest press machine",
    "shoulder press machine",
    "seated row machine",
    "hack squat machine",
    "hip abduction machine",
    "pec deck machine",
    "back extension bench",
    "rower",
    "bike",
    "sled",
    "jump rope",
)

JOINTS: tuple[str, ...] = ("shoulder", "elbow", "wrist", "lower_back", "hip", "knee", "ankle")

# "Conditioning" (rower, bike, sled, jump rope...) is work done for time, not a lift.
Kind = Literal["Compound", "Isolation", "Accessory", "Core", "Conditioning"]
Level = Literal["low", "moderate", "high"]
# A kettlebell load is one bell (or each of two); a band has no load in lb, only a tension.
Implement = Literal["barbell", "dumbbell", "cable", "machine", "bodyweight", "kettlebell", "band"]


@dataclass(frozen=True, slots=True)
class Exercise:
    slug: str
    name: str
    group: str
    kind: Kind
    gear: str
    gear_options: tuple[frozenset[str], ...]
    primary: tuple[str, ...]
    secondary: tuple[str, ...]
    delt_heads: tuple[str, ...]
    pattern: str
    priority: int
    spinal_loading: Level
    unilateral: bool
    grip_demand: Level
    joint_stress: dict[str, Level] = field(default_factory=dict)
    load_implement: Implement = "bodyweight"
    # One implement per gear option (same order) when the options load differently; empty
    # when every option uses `load_implement`.
    load_implements: tuple[Implement, ...] = ()
    # Optional coaching data (issue 7), all with safe defaults so older readers ignore them.
    cues: tuple[str, ...] = ()  # 2-3 short coaching cues, ours
    hold: bool = False  # an isometric hold or timed carry: prescribed in seconds, no RIR
    regression_of: tuple[str, ...] = ()  # slugs this is a gentler stand-in for
    joint_friendly: tuple[str, ...] = ()  # joints it is a go-to regression for
    # joint -> (stress when done the adapted way, how): "adapt, don't delete" for a painful
    # joint, e.g. the leg press in a short range is moderate, not high, on the knee
    adaptations: dict[str, tuple[Level, str]] = field(default_factory=dict)
    # Read from `kind` once: the generator asks these thousands of times a week, and a
    # plain attribute costs a fraction of a property call.
    is_compound: bool = field(init=False, compare=False, repr=False)
    is_conditioning: bool = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "is_compound", self.kind == "Compound")
        object.__setattr__(self, "is_conditioning", self.kind == "Conditioning")

    @property
    def is_hold(self) -> bool:
        return self.hold

    def muscles(self) -> tuple[str, ...]:
        return self.primary + self.secondary

    def available_with(self, gear: frozenset[str] | set[str]) -> bool:
        """True when one gear alternative is fully covered; bodyweight is always at hand."""
        have = set(gear) | {"bodyweight"}
        return any(option <= have for option in self.gear_options)

    def implement_for(self, gear: frozenset[str] | set[str]) -> Implement:
        """What a load refers to with this gear: the first gear option the user can set up.

        Without a usable option (or per-option implements) it is `load_implement`.
        """
        if not self.load_implements:
            return self.load_implement
        have = set(gear) | {"bodyweight"}
        for option, implement in zip(self.gear_options, self.load_implements, strict=True):
            if option <= have:
                return implement
        return self.load_implement

    def stress_on(self, joint: str) -> Level | None:
        return self.joint_stress.get(joint)

    def public(self) -> dict[str, object]:
        """The JSON shape served by /api/exercises."""
        return {
            "slug": self.slug,
            "name": self.name,
            "group": self.group,
            "class": self.kind,
            "gear": self.gear,
            "gear_options": [sorted(option) for option in self.gear_options],
            "primary_muscles": list(self.primary),
            "secondary_muscles": list(self.secondary),
            "delt_heads": list(self.delt_heads),
            "movement_pattern": self.pattern,
            "priority": self.priority,
            "spinal_loading": self.spinal_loading,
            "unilateral": self.unilateral,
            "grip_demand": self.grip_demand,
            "joint_stress": dict(self.joint_stress),
            "load_implement": self.load_implement,
            "load_implements": list(self.load_implements),
            "cues": list(self.cues),
            "hold": self.hold,
            "regression_of": list(self.regression_of),
            "joint_friendly": list(self.joint_friendly),
            "adaptations": {
                joint: {"stress": stress, "how": how}
                for joint, (stress, how) in self.adaptations.items()
            },
        }
