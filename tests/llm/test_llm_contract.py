"""The pieces every LLM brain shares: schema, prompt, runtime context, parsing, registry."""

from __future__ import annotations

import typing
from datetime import UTC, datetime
from typing import Any

import pytest

from fitcoach.brains import get_brain
from fitcoach.brains.gemini import GeminiBrain
from fitcoach.brains.llm.context import runtime_block
from fitcoach.brains.llm.parse import BadDecision, parse_decision
from fitcoach.brains.llm.prompt import system_prompt
from fitcoach.brains.llm.schema import (
    COMPACT_DECISION_SCHEMA,
    DECISION_SCHEMA,
    OPS,
    TIER_ENTRIES,
)
from fitcoach.brains.openai_compat import COMPACT_LOOKUP_SCHEMA, OpenAICompatBrain
from fitcoach.catalog import SLUGS
from fitcoach.config import Settings
from fitcoach.memory.models import ENTRY_MODEL, MemoryItem, Tier1Entry, Tier2Entry
from fitcoach.programming.ops import PlanOp


def _objects(schema: Any) -> list[dict[str, Any]]:
    found = []
    if isinstance(schema, dict):
        if schema.get("type") == "object" or "object" in (schema.get("type") or []):
            found.append(schema)
        for value in schema.values():
            found += _objects(value)
    elif isinstance(schema, list):
        for value in schema:
            found += _objects(value)
    return found


def test_schema_has_one_branch_per_op_with_every_field():
    members = typing.get_args(typing.get_args(PlanOp)[0])
    by_name = {model.model_fields["op"].default: model for model in members}
    assert set(OPS) == set(by_name)
    for name, model in by_name.items():
        assert set(OPS[name]["properties"]) == set(model.model_fields), name


def test_schema_has_every_tier_entry_field():
    for tier, model in ENTRY_MODEL.items():
        fields = set(model.model_fields) - {"source"}  # server-side provenance
        assert set(TIER_ENTRIES[tier]["properties"]) == fields


def test_no_object_is_left_without_properties_and_all_are_strict():
    objects = _objects(DECISION_SCHEMA)
    assert len(objects) > 10
    for schema in objects:
        assert schema["properties"], schema
        assert schema["additionalProperties"] is False
        assert set(schema["required"]) == set(schema["properties"])
    assert DECISION_SCHEMA["$defs"]["slug"]["enum"] == list(SLUGS)


def _nodes(schema: Any, path: str = "") -> list[tuple[str, dict[str, Any]]]:
    found = []
    if isinstance(schema, dict):
        found.append((path, schema))
        for key, value in schema.items():
            found += _nodes(value, f"{path}/{key}")
    elif isinstance(schema, list):
        for index, value in enumerate(schema):
            found += _nodes(value, f"{path}/{index}")
    return found


def test_the_compact_grammar_schema_is_bounded_and_keeps_every_field():
    # llama.cpp turns maxLength/maxItems into the grammar, so a model decoding under it
    # must close every string and array: no free-text string, no array and no object
    # without a bound, and no slug list (slugs are checked after parsing).
    nodes = _nodes(COMPACT_LOOKUP_SCHEMA)
    for path, node in nodes:
        if node.get("type") == "string":
            assert "enum" in node or "pattern" in node or 0 < node.get("maxLength", 0) <= 600
        if node.get("type") == "array":
            assert 0 < node.get("maxItems", 0) <= 8, path
        if node.get("type") == "object":
            assert node["additionalProperties"] is False and node["properties"], path
        assert not isinstance(node.get("type"), list), path  # a union would drop the bound
    assert not any(slug in str(COMPACT_LOOKUP_SCHEMA) for slug in SLUGS)
    # The same ops and entry fields as the full schema (nullable ones optional, payloads
    # derived from the fact), in the same order, so parse.py reads both alike.
    ops = COMPACT_DECISION_SCHEMA["properties"]["plan_ops"]["items"]["anyOf"]
    assert [op["properties"]["op"]["enum"] for op in ops] == [[name] for name in OPS]
    for op in ops:
        name = op["properties"]["op"]["enum"][0]
        assert list(op["properties"]) == list(OPS[name]["properties"]), name
    # One mutation shape per operation and tier: the grammar asks for what the memory core
    # needs (an entry of the tier's shape for CREATE/UPDATE, a memory_id for UPDATE/DELETE).
    shapes = COMPACT_DECISION_SCHEMA["properties"]["memory_mutations"]["items"]["anyOf"]
    seen = set()
    for shape in shapes:
        fields = shape["properties"]
        operation = fields["operation"]["enum"]
        assert ("memory_id" in shape["required"]) == (operation != ["CREATE"]), operation
        if operation == ["DELETE"]:
            assert "entry" not in fields and fields["target_tier"]["enum"] == list(TIER_ENTRIES)
            continue
        (tier,) = fields["target_tier"]["enum"]
        full = TIER_ENTRIES[tier]["properties"]
        assert list(fields["entry"]["properties"]) == [k for k in full if k != "payload"]
        assert "entry" in shape["required"]
        seen.add((operation[0], tier))
    assert seen == {(op, tier) for op in ("CREATE", "UPDATE") for tier in TIER_ENTRIES}


def test_prompt_lists_every_library_slug_and_the_ops():
    prompt = system_prompt()
    assert all(f"- {slug} |" in prompt for slug in SLUGS)
    assert len(SLUGS) >= 120  # the spec's 41 and the larger library
    for op in OPS:
        assert f"- {op}:" in prompt or f" {op}:" in prompt


def test_runtime_block_follows_the_spec_format(context_for):
    now = datetime(2026, 9, 16, 12, 0, tzinfo=UTC)
    memory = [
        MemoryItem(
            id="mem_01",
            tier="tier_1_staples",
            entry=Tier1Entry(category="equipment", fact="Dumbbells up to 50 lbs"),
            created_at=now,
            updated_at=now,
        ),
        MemoryItem(
            id="mem_02",
            tier="tier_2_physiological",
            entry=Tier2Entry(
                body_part="Hamstrings",
                condition="soreness",
                fact="Sore after RDLs",
                effective_date=now.date(),
                expires_at=datetime(2026, 9, 18, tzinfo=UTC),
            ),
            created_at=now,
            updated_at=now,
        ),
    ]
    block = runtime_block(
        context_for("u1", 'swap "bench"', memory=memory, active_tab="today", selected_day="friday")
    )
    lines = block.splitlines()
    assert lines[:5] == [
        "[RUNTIME CONTEXT BLOCK]",
        "CURRENT TIMESTAMP: 2026-09-16T12:00:00Z",
        "CURRENT DATE: Wednesday, 2026-09-16 (timezone UTC)",
        "ACTIVE TAB: today",
        "SELECTED DAY IN ROUTE: friday",
    ]
    assert "• [id: mem_01] [equipment] Dumbbells up to 50 lbs" in lines
    assert any(line.startswith("• [id: mem_02] Hamstrings soreness") for line in lines)
    assert "• (None active)" in lines  # tier 3
    assert "(no active plan yet)" in lines
    assert lines[-2:] == ["[USER MESSAGE / CHIP INPUT]", '"swap \\"bench\\""']


def test_parse_accepts_fenced_json_and_clears_ops_on_none():
    decision = parse_decision(
        '```json\n{"message": "hi", "route": "NONE", "target_day": "monday", '
        '"plan_ops": [{"op": "rest_day", "day": "monday"}], "memory_mutations": []}\n```'
    )
    assert decision.message == "hi" and decision.plan_ops == [] and decision.target_day is None
    # A raw line break inside a string (SmolLM2 wrote one under llama.cpp's grammar) is kept.
    broken = parse_decision('{"message": "Hi!\nThree days it is.", "route": "NONE"}')
    assert broken.message == "Hi!\nThree days it is."


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", "empty"),
        ("[1, 2]", "JSON object"),
        ('{"message": "x", "route": "SOMETIMES"}', "route"),
        (
            '{"message": "x", "memory_mutations": [{"operation": "DELETE", '
            '"target_tier": "tier_1_staples", "reason": "gone"}]}',
            "memory_id",
        ),
        (
            '{"message": "x", "memory_mutations": [{"operation": "CREATE", "target_tier": '
            '"tier_1_staples", "entry": {"category": "mood", "fact": "x"}, "reason": "r"}]}',
            "category",
        ),
    ],
)
def test_parse_names_the_problem(text, problem):
    with pytest.raises(BadDecision, match=problem):
        parse_decision(text)


def test_get_brain_builds_llm_brains_from_settings(tmp_path):
    settings = Settings(
        database_url=f"sqlite:///{tmp_path}/x.db",
        gemini_api_key="k-gemini",
        openai_base_url="http://127.0.0.1:1/v1",
        llm_timeout_seconds=7,
    )
    gemini = get_brain("gemini:gemini-2.5-flash", settings)
    openai = get_brain("openai:qwen2.5", settings)
    assert isinstance(gemini, GeminiBrain) and gemini.name == "gemini:gemini-2.5-flash"
    assert not gemini.tools_with_schema  # 2.x: two phases
    assert isinstance(openai, OpenAICompatBrain) and openai.base_url == "http://127.0.0.1:1/v1"
    assert openai.timeout_seconds == 7
    assert "k-gemini" not in repr(settings)  # keys are secrets
    with pytest.raises(ValueError):
        get_brain("claude", settings)
