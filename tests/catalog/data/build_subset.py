"""Rebuild free_exercise_db_subset.json from the full facts file and the slug map.

Run from the repository root when the map changes:
    .venv/bin/python tests/catalog/data/build_subset.py [path/to/free_exercise_db_facts.json]
The default path is the reference copied beside the repository (../shared/reference).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).parent
SOURCE = (
    "yuhonas/free-exercise-db dist/exercises.json at commit "
    "acd61f751fe15d618862ee3084f27e839222a28f, via shared/reference/free_exercise_db_facts.json"
)
LICENSE = (
    "The Unlicense (public domain dedication). Facts only: id, name, force, level, mechanic, "
    "equipment, muscles, category; no instructions or images."
)


def main() -> None:
    default = HERE.parents[3] / "shared" / "reference" / "free_exercise_db_facts.json"
    facts_path = Path(sys.argv[1]) if len(sys.argv) > 1 else default
    facts = {e["id"]: e for e in json.loads(facts_path.read_text("utf-8"))["exercises"]}
    mapping = yaml.safe_load((HERE / "free_exercise_db_map.yaml").read_text("utf-8"))
    ids = sorted({row["id"] for row in mapping.values()})
    subset = {
        "_source": SOURCE,
        "_license": LICENSE,
        "_selection": "Only the entries free_exercise_db_map.yaml maps our slugs to; "
        "rebuilt by build_subset.py.",
        "exercises": [facts[i] for i in ids],
    }
    text = json.dumps(subset, indent=1, ensure_ascii=False) + "\n"
    (HERE / "free_exercise_db_subset.json").write_text(text, "utf-8")


if __name__ == "__main__":
    main()
