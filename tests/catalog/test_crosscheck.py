"""Our library against the public-domain free-exercise-db facts: names, muscles, equipment.

The facts we compare with are copied into tests/catalog/data (free_exercise_db_subset.json,
Unlicense, origin recorded in the file), so the test is self-contained; the slug map with
its documented disagreements is free_exercise_db_map.yaml. When the full reference is
beside the repository (`<repo>/../shared/reference`, as in CI) the copy is also checked
against it, and in CI (`CI` set) a missing reference is a failure, not a skip.
"""

from __future__ import annotations

import itertools
import json
import os
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from fitcoach.catalog import CATALOG, Exercise

DATA = Path(__file__).parent / "data"
REPO = Path(__file__).resolve().parents[2]

# Their 17 coarse muscle groups in our 12 (adductors and neck have no group of ours).
MUSCLES: dict[str, str | None] = {
    "abdominals": "Core",
    "abductors": "Glutes",
    "adductors": None,
    "biceps": "Biceps",
    "calves": "Calves",
    "chest": "Chest",
    "forearms": "Forearms",
    "glutes": "Glutes",
    "hamstrings": "Hamstrings",
    "lats": "Back",
    "lower back": "Lower Back",
    "middle back": "Back",
    "neck": None,
    "quadriceps": "Quads",
    "shoulders": "Shoulders",
    "traps": "Back",
    "triceps": "Triceps",
}
MACHINES = frozenset(
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
        "cable machine",
        "rower",
        "bike",
    }
)
# Their single equipment value -> the tokens of ours that can stand for it. "body only"
# means nothing loads the lift, so a bar to hang from or a bench to dip on still counts.
EQUIPMENT: dict[str, frozenset[str]] = {
    "barbell": frozenset({"barbell"}),
    "e-z curl bar": frozenset({"barbell"}),
    "dumbbell": frozenset({"dumbbells"}),
    "kettlebells": frozenset({"kettlebell"}),
    "cable": frozenset({"cable machine"}),
    "bands": frozenset({"resistance band"}),
    "machine": MACHINES,
    "body only": frozenset(
        {"bodyweight", "pull-up bar", "dip station", "flat bench", "plyo box", "ab wheel"}
    ),
}
# Words that say how, not what: they never make two names the same movement.
NOISE = frozenset(
    {
        "barbell", "dumbbell", "db", "bb", "kettlebell", "cable", "machine", "band", "bands",
        "with", "the", "a", "to", "on", "of", "and", "degree", "45", "standing", "seated",
        "lying", "single", "one", "arm", "two", "medium", "grip", "version", "position",
        "style", "bodyweight", "stationary", "intervals",
    }
)  # fmt: skip


def _load_json(path: Path) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return loaded


def _facts() -> dict[str, dict[str, Any]]:
    return {e["id"]: e for e in _load_json(DATA / "free_exercise_db_subset.json")["exercises"]}


def _mapping() -> dict[str, dict[str, Any]]:
    loaded: dict[str, dict[str, Any]] = yaml.safe_load(
        (DATA / "free_exercise_db_map.yaml").read_text("utf-8")
    )
    return loaded


def _ours(muscles: list[str]) -> set[str]:
    return {group for m in muscles if (group := MUSCLES[m]) is not None}


def _stem(word: str) -> str:
    if word.endswith("es") and word[:-2] in ("fly", "flye", "push", "crunch"):
        word = word[:-2]
    elif word.endswith("s") and len(word) > 3 and not word.endswith("ss"):
        word = word[:-1]
    return {"flye": "fly"}.get(word, word)


def _words(name: str) -> set[str]:
    """Movement words of a name. Each word and each pair of neighbours run together count,
    so "Push-Up" meets "Pushups" and "Skull Crusher" meets "Skullcrusher"; plurals fold."""
    raw = [_stem(w) for w in re.findall(r"[a-z0-9]+", name.lower())]
    words = set(raw) | {_stem(a + b) for a, b in itertools.pairwise(raw)}
    return words - NOISE


def _problems(exercise: Exercise, row: dict[str, Any], fact: dict[str, Any]) -> list[str]:
    accept = row.get("accept") or {}
    problems = []
    theirs_primary = _ours(fact["primaryMuscles"])
    theirs_all = theirs_primary | _ours(fact["secondaryMuscles"])
    mine_all = set(exercise.primary) | set(exercise.secondary)
    left_out = theirs_primary - mine_all - set(accept.get("dataset_primary_not_ours", ()))
    if left_out:
        problems.append(f"their primary {sorted(left_out)} is not among ours")
    if not set(exercise.primary) & theirs_all and not accept.get("ours_not_in_dataset"):
        problems.append(f"none of our primaries {exercise.primary} is in theirs {theirs_all}")
    equipment = fact["equipment"]
    if equipment in EQUIPMENT and not accept.get("equipment"):
        tokens = EQUIPMENT[equipment]
        if not any(option & tokens for option in exercise.gear_options):
            problems.append(f"their equipment {equipment!r} is none of our gear options")
    if not _words(exercise.name) & _words(fact["name"]) and not accept.get("name"):
        problems.append(f"name {exercise.name!r} shares no movement word with {fact['name']!r}")
    return problems


def test_the_map_names_real_slugs_and_real_dataset_entries() -> None:
    facts = _facts()
    mapping = _mapping()
    assert set(mapping) <= set(CATALOG), set(mapping) - set(CATALOG)
    for slug, row in mapping.items():
        assert row["id"] in facts, slug
        assert row["match"] in ("exact", "close"), slug
        if row["match"] == "close":
            assert row.get("note"), f"{slug}: a close match says what differs"
    # the core is fully cross-checked, and most of the rest has a counterpart too
    assert set(list(CATALOG)[:41]) <= set(mapping)
    assert len(mapping) >= 100


def test_every_mapped_entry_agrees_on_muscles_equipment_and_name() -> None:
    facts = _facts()
    mismatches = {}
    for slug, row in _mapping().items():
        problems = _problems(CATALOG[slug], row, facts[row["id"]])
        if problems:
            mismatches[slug] = problems
    assert mismatches == {}


def test_a_mismatch_is_caught() -> None:
    """The check bites: a deadlift recorded as a chest press on a cable fails three ways."""
    facts = _facts()
    wrong = CATALOG["flat-bb-bench-press"]
    row = {"id": "Barbell_Deadlift", "match": "exact"}
    problems = _problems(wrong, row, facts["Barbell_Deadlift"])
    assert any("their primary" in p for p in problems)
    assert any("shares no movement word" in p for p in problems)
    cable_only = CATALOG["cable-chest-flye"]
    problems = _problems(cable_only, {"id": "Dumbbell_Flyes"}, facts["Dumbbell_Flyes"])
    assert any("equipment" in p for p in problems)


def _reference_dir() -> Path | None:
    """The full reference beside the repository (CI copies shared/ next to the clone), or
    beside the directory holding this worktree."""
    for base in (REPO.parent, REPO.parent.parent):
        candidate = base / "shared" / "reference"
        if (candidate / "free_exercise_db_facts.json").is_file():
            return candidate
    return None


def test_the_copied_facts_match_the_reference() -> None:
    reference = _reference_dir()
    if reference is None:
        if os.environ.get("CI"):
            pytest.fail("shared/reference/free_exercise_db_facts.json is missing beside the repo")
        pytest.skip("the full reference is not beside this checkout (the copy is still checked)")
    full = {e["id"]: e for e in _load_json(reference / "free_exercise_db_facts.json")["exercises"]}
    for fact_id, fact in _facts().items():
        assert full[fact_id] == fact, fact_id
    # and the spec's 41 match the researcher's cross-check, entry for entry
    crosscheck = json.loads((reference / "external_catalog_crosscheck.json").read_text("utf-8"))
    mapping = _mapping()
    for row in crosscheck:
        assert mapping[row["slug"]]["id"] == row["dataset_match"]["id"], row["slug"]
