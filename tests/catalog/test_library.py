"""The exercise library: the spec's 41-entry core unchanged, and enough beyond it for what
people own (bodyweight only, kettlebells, bands, machines, barbell and dumbbell variants,
joint-friendly regressions, conditioning), every entry complete and in the vocabularies."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from fitcoach.catalog import CATALOG, GEAR_TOKENS, JOINTS, MUSCLE_GROUPS, SLUGS, Exercise
from fitcoach.catalog.registry import _parse, spec_core

DATA = Path(__file__).parent / "data"
SLUG_SHAPE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
NAMED_MACHINES = frozenset(
    {
        "leg press machine",
        "leg extension machine",
        "hamstring machine",
        "calf raise machine",
        "chest press machine",
        "shoulder press machine",
        "seated row machine",
        "hack squat machine",
        "hip abduction machine",
        "pec deck machine",
    }
)


def _spec_index() -> list[dict[str, str]]:
    """The spec's index lines: group headers and `• `slug` | name | Gear: g | type`."""
    entries: list[dict[str, str]] = []
    group = ""
    for line in (DATA / "spec_index.txt").read_text("utf-8").splitlines():
        header = re.match(r"^- \[(.+)\]:$", line)
        if header:
            group = header.group(1)
            continue
        row = re.match(r"^• `([^`]+)` \| (.+?) \| Gear: (.+?) \| (\w+)$", line)
        if row:
            slug, name, gear, kind = row.groups()
            entries.append({"slug": slug, "name": name, "gear": gear, "kind": kind, "group": group})
    return entries


def _with_token(token: str) -> list[Exercise]:
    return [e for e in CATALOG.values() if any(token in option for option in e.gear_options)]


def _category_counts() -> dict[str, int]:
    everything = list(CATALOG.values())
    return {
        "bodyweight only": sum(e.available_with(frozenset()) for e in everything),
        "kettlebell": len(_with_token("kettlebell")),
        "resistance band": len(_with_token("resistance band")),
        "named machines": sum(
            any(option & NAMED_MACHINES for option in e.gear_options) for e in everything
        ),
        "cable machine": len(_with_token("cable machine")),
        "barbell": len(_with_token("barbell")),
        "dumbbells": len(_with_token("dumbbells")),
        "conditioning": sum(e.is_conditioning for e in everything),
        "carries": sum(e.pattern == "carry" for e in everything),
        "holds": sum(e.hold for e in everything),
        "knee-friendly": sum("knee" in e.joint_friendly for e in everything),
        "back-friendly": sum("lower_back" in e.joint_friendly for e in everything),
    }


# The floors the issue asks for, and ours for the rest of the spread.
FLOORS = {
    "bodyweight only": 12,
    "kettlebell": 8,
    "resistance band": 6,
    "named machines": 10,
    "cable machine": 12,
    "barbell": 15,
    "dumbbells": 25,
    "conditioning": 5,
    "carries": 2,
    "holds": 5,
    "knee-friendly": 6,
    "back-friendly": 6,
}


def test_the_library_has_at_least_120_exercises() -> None:
    assert len(CATALOG) >= 120
    assert len(SLUGS) == len(CATALOG)


@pytest.mark.parametrize("category", sorted(FLOORS))
def test_every_gear_category_has_its_floor(category: str) -> None:
    counts = _category_counts()
    assert counts[category] >= FLOORS[category], (category, counts[category])


def test_the_spec_core_leads_unchanged() -> None:
    spec = _spec_index()
    assert len(spec) == 41
    assert list(spec_core()) == [row["slug"] for row in spec]
    assert list(SLUGS[:41]) == [row["slug"] for row in spec]
    for row in spec:
        exercise = CATALOG[row["slug"]]
        # the spec writes the group with an en dash in places; ours keeps the prompt's hyphen
        assert (exercise.name, exercise.gear, exercise.kind, exercise.group) == (
            row["name"],
            row["gear"],
            row["kind"],
            row["group"],
        ), row["slug"]


def test_slugs_and_names_are_unique_and_well_formed() -> None:
    assert all(SLUG_SHAPE.match(slug) for slug in SLUGS)
    names = [e.name.lower() for e in CATALOG.values()]
    assert len(set(names)) == len(names), [n for n in names if names.count(n) > 1]


def test_every_entry_uses_only_the_vocabularies() -> None:
    for exercise in CATALOG.values():
        assert set(exercise.primary) <= set(MUSCLE_GROUPS), exercise.slug
        assert set(exercise.secondary) <= set(MUSCLE_GROUPS), exercise.slug
        assert exercise.primary, exercise.slug
        assert not set(exercise.primary) & set(exercise.secondary), exercise.slug
        for option in exercise.gear_options:
            assert option and option <= set(GEAR_TOKENS), exercise.slug
        assert set(exercise.joint_stress) <= set(JOINTS), exercise.slug
        assert set(exercise.joint_friendly) <= set(JOINTS), exercise.slug
        assert 1 <= exercise.priority <= 4, exercise.slug
        if "Shoulders" in exercise.primary:
            assert exercise.delt_heads, f"{exercise.slug}: which delt heads work"


def test_every_gear_token_is_used_by_some_exercise() -> None:
    used = {token for e in CATALOG.values() for option in e.gear_options for token in option}
    assert set(GEAR_TOKENS) - used == set()


def test_every_entry_has_two_or_three_own_cues() -> None:
    seen: dict[tuple[str, ...], str] = {}
    for exercise in CATALOG.values():
        assert 2 <= len(exercise.cues) <= 3, exercise.slug
        assert all(10 <= len(cue) <= 110 and cue.endswith(".") for cue in exercise.cues), (
            exercise.slug
        )
        assert exercise.cues not in seen, f"{exercise.slug} repeats {seen.get(exercise.cues)}"
        seen[exercise.cues] = exercise.slug


def test_load_implements_follow_the_gear() -> None:
    """A load refers to what the user will hold: a kettlebell-only owner loads bells, a
    band user has no load in lb, and per-option implements line up with the options."""
    assert CATALOG["kb-swing"].implement_for({"kettlebell"}) == "kettlebell"
    assert CATALOG["band-row"].implement_for({"resistance band"}) == "band"
    carry = CATALOG["db-farmers-carry"]
    assert carry.implement_for({"dumbbells"}) == "dumbbell"
    assert carry.implement_for({"kettlebell"}) == "kettlebell"
    assert carry.implement_for({"trap bar"}) == "barbell"
    for exercise in CATALOG.values():
        uses_kettlebell = all("kettlebell" in option for option in exercise.gear_options)
        if uses_kettlebell:
            assert exercise.load_implement == "kettlebell", exercise.slug
        if exercise.load_implements:
            assert len(exercise.load_implements) == len(exercise.gear_options), exercise.slug


def test_holds_and_conditioning_are_marked() -> None:
    for slug in ("plank", "wall-sit", "side-plank", "dead-hang", "db-farmers-carry"):
        assert CATALOG[slug].hold, slug
    for slug in ("push-up", "hanging-leg-raise", "kb-swing", "rower-intervals"):
        assert not CATALOG[slug].hold, slug
    for slug in ("rower-intervals", "bike-intervals", "sled-push", "jump-rope"):
        assert CATALOG[slug].is_conditioning and CATALOG[slug].pattern == "conditioning", slug
    assert not any(e.is_conditioning for e in CATALOG.values() if e.slug in spec_core())


def test_regressions_name_real_exercises_and_are_gentler() -> None:
    """A regression stands in for what it names: it trains an overlapping primary muscle
    and is easier on the joint it is friendly to than what it replaces."""
    order = {None: 0, "moderate": 1, "high": 2}
    for exercise in CATALOG.values():
        for slug in exercise.regression_of:
            harder = CATALOG[slug]
            assert set(exercise.primary) & set(harder.primary), (exercise.slug, slug)
            for joint in exercise.joint_friendly:
                assert order[exercise.stress_on(joint)] <= order[harder.stress_on(joint)], (
                    exercise.slug,
                    slug,
                    joint,
                )
        for joint in exercise.joint_friendly:
            assert exercise.stress_on(joint) != "high", (exercise.slug, joint)
    # the issue's own list: knee and back regressions a coach reaches for
    for slug in ("box-squat", "short-range-leg-press", "step-up", "spanish-squat", "wall-sit"):
        assert "knee" in CATALOG[slug].joint_friendly, slug
    for slug in ("barbell-hip-thrust", "glute-bridge", "back-extension", "chest-supported-db-row"):
        assert CATALOG[slug].spinal_loading == "low", slug


def test_a_knee_protection_still_leaves_quad_work_for_every_kind_of_gear() -> None:
    """Adapt, don't delete: with a chronic knee (high knee stress out) each gear set keeps
    at least one exercise that trains the quads."""
    gear_sets = [
        frozenset({"bodyweight"}),
        frozenset({"dumbbells", "flat bench"}),
        frozenset({"kettlebell"}),
        frozenset({"resistance band"}),
        frozenset({"leg press machine", "leg extension machine"}),
        frozenset({"barbell", "squat rack", "flat bench"}),
    ]
    for gear in gear_sets:
        kept = [
            e.slug
            for e in CATALOG.values()
            if e.available_with(gear) and "Quads" in e.primary and e.stress_on("knee") != "high"
        ]
        assert kept, gear


def test_the_public_shape_carries_the_new_fields_with_defaults() -> None:
    body = CATALOG["wall-sit"].public()
    assert body["hold"] is True
    assert body["cues"] and body["joint_friendly"] == ["knee"]
    plain = CATALOG["barbell-curl"].public()
    assert plain["regression_of"] == [] and plain["hold"] is False


def _entry(**changes: Any) -> dict[str, Any]:
    raw: dict[str, Any] = yaml.safe_load(
        """
slug: test-move
name: Test Move
group: CORE & MOBILITY
kind: Core
gear: Bodyweight
gear_options: [[bodyweight]]
primary: [Core]
secondary: []
delt_heads: []
pattern: core_flexion
priority: 4
spinal_loading: low
unilateral: false
grip_demand: low
joint_stress: {}
load_implement: bodyweight
cues: [First cue here., Second cue here.]
"""
    )
    raw.update(changes)
    return raw


def test_a_valid_entry_parses_with_safe_defaults() -> None:
    exercise = _parse(_entry())
    assert exercise.hold is False and exercise.regression_of == () and exercise.joint_friendly == ()


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"gear_options": [["hover board"]]}, "unknown gear"),
        ({"primary": ["Abs"]}, "unknown muscle"),
        ({"joint_stress": {"neck": "high"}}, "unknown joint"),
        ({"joint_stress": {"knee": "severe"}}, "joint stress"),
        ({"kind": "Cardio"}, "unknown kind"),
        ({"load_implement": "sandbag"}, "unknown implement"),
        ({"priority": 7}, "priority"),
        ({"cues": ["Only one."]}, "cues"),
        ({"spinal_loading": "extreme"}, "spinal_loading"),
        ({"joint_friendly": ["toe"]}, "joint_friendly"),
        ({"secondary": ["Core"]}, "both primary and secondary"),
        ({"typo_field": 1}, "unknown fields"),
    ],
)
def test_a_bad_entry_is_refused_at_load(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        _parse(_entry(**changes))


def test_a_missing_field_is_refused() -> None:
    raw = _entry()
    del raw["pattern"]
    with pytest.raises(ValueError, match="missing"):
        _parse(raw)
