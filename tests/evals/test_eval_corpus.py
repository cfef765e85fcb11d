"""The bundled corpus is well-formed: schema, size, unique ids, presets, the spec's inputs."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from fitcoach.evals.corpus import (
    DEFAULT_NOW,
    INTENTS,
    Case,
    CorpusError,
    load_corpus,
    parse_duration,
    select,
)

SPEC_INTENTS = (
    "onboarding",
    "day_edit",
    "week_overhaul",
    "swap",
    "pain",
    "event",
    "progress",
    "technique",
)


@pytest.fixture(scope="module")
def cases() -> list[Case]:
    return load_corpus()


def test_the_corpus_has_at_least_150_unique_cases(cases: list[Case]) -> None:
    assert len(cases) >= 150
    assert len({case.id for case in cases}) == len(cases)


def test_every_intent_is_covered_and_spec_intents_are_well_paraphrased(cases: list[Case]) -> None:
    counts = Counter(case.intent for case in cases)
    assert set(counts) == set(INTENTS)
    for intent in SPEC_INTENTS:
        assert counts[intent] >= 10, intent


def test_the_spec_example_inputs_are_there_in_all_four_languages(cases: list[Case]) -> None:
    ids = {case.id for case in cases}
    stems = ("onb", "day", "week", "swap", "pain", "event", "prog", "tech")
    for stem in stems:
        for language in ("en", "pl", "th", "ja"):
            assert f"{stem}-spec-{language}" in ids


def test_the_polish_onboarding_keeps_22_kg(cases: list[Case]) -> None:
    case = next(c for c in cases if c.id == "onb-spec-pl")
    assert "22 kg" in case.turns[0].message
    assert case.turns[0].expect.memory_present[0].fact_contains == "22 kg"


def test_presets_are_expanded_and_turns_well_formed(cases: list[Case]) -> None:
    for case in cases:
        assert case.setup.preset is None, case.id
        assert case.now.tzinfo is not None
        for turn in case.turns:
            routes = turn.expect.routes()
            assert routes and all(r in ("NONE", "UPDATE_DAY", "UPDATE_WEEK") for r in routes)
            if routes == ("UPDATE_WEEK",) or routes == ("NONE",):
                assert turn.expect.target_day in (None, "any"), case.id


def test_the_default_clock_is_the_spec_monday(cases: list[Case]) -> None:
    assert DEFAULT_NOW.isoformat() == "2026-09-14T10:00:00+00:00"
    assert DEFAULT_NOW.weekday() == 0
    assert sum(case.now == DEFAULT_NOW for case in cases) > len(cases) * 0.8


def test_expiry_cases_move_the_clock(cases: list[Case]) -> None:
    expiry = [c for c in cases if c.intent == "expiry"]
    assert expiry and all(c.moves_clock() for c in expiry)


def test_only_filters_by_intent(cases: list[Case]) -> None:
    chosen = select(cases, ["swap", "pain"])
    assert chosen and {c.intent for c in chosen} == {"swap", "pain"}
    with pytest.raises(CorpusError):
        select(cases, ["dancing"])


def test_durations() -> None:
    assert parse_duration("4d").days == 4
    assert parse_duration("72h").total_seconds() == 72 * 3600
    with pytest.raises(ValueError):
        parse_duration("four days")


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "c.yaml"
    path.write_text(text, "utf-8")
    return path


def test_duplicate_ids_are_rejected(tmp_path: Path) -> None:
    case = "  - {id: a1, intent: swap, turns: [{message: hi, expect: {route: NONE}}]}\n"
    with pytest.raises(CorpusError, match="duplicate"):
        load_corpus(_write(tmp_path, "cases:\n" + case + case))


def test_unknown_fields_slugs_and_presets_are_rejected(tmp_path: Path) -> None:
    bad_field = "cases:\n  - {id: a1, intent: swap, turns: [{message: hi, expect: {rout: NONE}}]}\n"
    with pytest.raises(CorpusError):
        load_corpus(_write(tmp_path, bad_field))
    bad_slug = (
        "cases:\n  - {id: a1, intent: swap, turns: [{message: hi, expect: "
        "{route: UPDATE_DAY, proposal: {excludes_exercises: [floor-press]}}}]}\n"
    )
    with pytest.raises(CorpusError, match="floor-press"):
        load_corpus(_write(tmp_path, bad_slug))
    bad_preset = (
        "cases:\n  - {id: a1, intent: swap, setup: {preset: nope}, "
        "turns: [{message: hi, expect: {route: NONE}}]}\n"
    )
    with pytest.raises(CorpusError, match="nope"):
        load_corpus(_write(tmp_path, bad_preset))


def test_a_preset_no_case_names_is_rejected(tmp_path: Path) -> None:
    # unseen_v17b shipped nine presets and no `setup:` lines: its cases ran for users with no
    # plan and no logs, and every honest "no plan yet" was rated a coach bug.
    lost_setup = (
        "presets:\n  p1: {turns: [{message: 'Mam hantle, pon i czw 40 min', "
        "require_proposal: true}]}\n"
        "cases:\n  - {id: a1, intent: day_edit, turns: [{message: 'piątek 30 min', "
        "expect: {route: UPDATE_DAY, target_day: friday}}]}\n"
    )
    with pytest.raises(CorpusError, match="p1"):
        load_corpus(_write(tmp_path, lost_setup))


def test_every_released_unseen_case_with_a_preset_gets_its_plan() -> None:
    unseen = Path(__file__).parents[2] / "fitcoach" / "evals" / "unseen"
    cases = load_corpus(unseen)
    by_id = {case.id: case for case in cases}
    # the nine v17b cases written on a preset (plan + logs), not on an onboarding turn
    assert by_id["v17b-siatkarka-progres"].setup.logs
    assert by_id["v17b-obaachan-knees"].setup.turns
    assert by_id["v17b-salaryman-busy"].setup.turns


def test_set_shorthand_is_parsed(tmp_path: Path) -> None:
    text = (
        "cases:\n  - id: a1\n    intent: progress\n    setup:\n      logs:\n"
        "        - {days_ago: 3, exercises:\n"
        "           [{exercise_id: goblet-squat, sets: ['50x10@2', '55x8']}]}\n"
        "    turns: [{message: hi, expect: {route: NONE}}]\n"
    )
    (case,) = load_corpus(_write(tmp_path, text))
    body = case.setup.logs[0].body(DEFAULT_NOW)
    assert body["completed_at"] == "2026-09-11T10:00:00Z"
    assert body["exercises_logged"][0]["sets"] == [
        {"weight": 50.0, "reps": 10, "rir": 2},
        {"weight": 55.0, "reps": 8},
    ]
