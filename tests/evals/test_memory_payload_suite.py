"""The memory suite of `fitcoach eval`: its matching, and the bundled cases passing."""

from __future__ import annotations

from fitcoach.evals.memory_payloads import (
    PayloadCase,
    load_cases,
    matches,
    run_suite,
    score_memory,
)
from fitcoach.evals.runner import open_target

STORED = {
    "type": "equipment",
    "gear": ["dumbbells", "flat bench"],
    "dumbbells": {"min": None, "max": 50.0, "unit": "lb"},
}


def test_matching_reads_dotted_paths_and_subsets():
    assert (
        matches(STORED, {"type": "equipment", "dumbbells.max": 50.0, "gear": ["dumbbells"]}) == []
    )
    assert matches(STORED, {"dumbbells.max": 60.0}) == ["dumbbells.max = 50.0, want 60.0"]
    assert matches(STORED, {"gear": ["barbell"]}) == [
        "gear lacks ['barbell'] (has ['dumbbells', 'flat bench'])"
    ]
    assert matches(STORED, {"kettlebells.weights": [16]}) == ["kettlebells.weights missing"]


def test_a_case_fails_when_no_stored_payload_matches():
    case = PayloadCase(
        id="x", message="m", tier="tier_1_staples", payload={"type": "equipment", "bands": True}
    )
    memory = {"tier_1_staples": [{"fact": "Dumbbells.", "payload": {**STORED, "bands": False}}]}
    (failure,) = score_memory(memory, case)
    assert "bands = False, want True" in failure
    assert score_memory({"tier_1_staples": []}, case) == ["nothing stored in tier_1_staples"]


def test_the_bundled_memory_suite_passes_end_to_end():
    cases = load_cases()
    assert len(cases) >= 15
    kinds = {str(case.payload.get("type")) for case in cases}
    assert kinds == {"equipment", "goal", "schedule", "condition", "preference", "event"}
    with open_target() as target:
        assert target.clock is not None
        results = run_suite(cases, target.http, target.clock.set)
    failures = [f"{r.case.id}: {f}" for r in results for f in r.failures]
    assert failures == []
