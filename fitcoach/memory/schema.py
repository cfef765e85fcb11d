"""The payloads' JSON Schema in the strict subset LLM providers take, derived from the models.

Gemini's `response_json_schema` and OpenAI's strict structured outputs both want every
object to list its properties, all required, `additionalProperties: false`, optional values
as a union with null, and no `$ref` into definitions they do not hold. Pydantic's own schema
is rewritten into that shape, so the LLM brains write exactly what the memory core accepts
and a new payload field reaches them without anyone editing a hand-written schema.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from fitcoach.memory.payloads import (
    ConditionPayload,
    EquipmentPayload,
    EventPayload,
    GoalPayload,
    PreferencePayload,
    SchedulePayload,
)

Schema = dict[str, Any]

TIER_PAYLOADS: dict[str, tuple[type[BaseModel], ...]] = {
    "tier_1_staples": (
        EquipmentPayload,
        GoalPayload,
        SchedulePayload,
        ConditionPayload,
        PreferencePayload,
    ),
    "tier_2_physiological": (ConditionPayload,),
    "tier_3_situational": (EventPayload,),
}
_SCALARS = {"string", "integer", "number", "boolean"}


def strict_schema(model: type[BaseModel]) -> Schema:
    raw = model.model_json_schema()
    return _strict(raw, raw.get("$defs", {}))


def payload_schema(tier: str) -> Schema:
    """What an entry of `tier` may carry as its payload: one of its payload types, or null
    (the server then reads the payload from the fact)."""
    options = [strict_schema(model) for model in TIER_PAYLOADS[tier]]
    return {"anyOf": [*options, {"type": "null"}]}


def _strict(node: Schema, defs: dict[str, Schema]) -> Schema:
    if "$ref" in node:
        target = _strict(defs[node["$ref"].rsplit("/", 1)[-1]], defs)
        return _described(target, node)
    if "anyOf" in node or "oneOf" in node:
        options = [_strict(option, defs) for option in node.get("anyOf") or node["oneOf"]]
        concrete = [option for option in options if option.get("type") != "null"]
        if len(concrete) == 1 and len(options) == 2:
            return _described(_nullable(concrete[0]), node)
        return _described({"anyOf": options}, node)
    if "const" in node:
        return _described({"type": "string", "enum": [node["const"]]}, node)
    kind = node.get("type")
    if kind == "object":
        properties = {
            name: _strict(value, defs) for name, value in node.get("properties", {}).items()
        }
        return _described(
            {
                "type": "object",
                "properties": properties,
                "required": list(properties),
                "additionalProperties": False,
            },
            node,
        )
    if kind == "array":
        return _described({"type": "array", "items": _strict(node["items"], defs)}, node)
    if "enum" in node:
        return _described({"type": node.get("type", "string"), "enum": list(node["enum"])}, node)
    if kind == "null":
        return {"type": "null"}
    if kind in _SCALARS:
        schema: Schema = {"type": kind}
        if node.get("format") == "date":
            # Formats are not taken everywhere; the validator parses the date.
            schema["description"] = "YYYY-MM-DD"
        return _described(schema, node)
    raise ValueError(f"no strict form for schema node {node}")


def _nullable(schema: Schema) -> Schema:
    if schema.get("type") in _SCALARS | {"array"} and "enum" not in schema:
        return {**schema, "type": [schema["type"], "null"]}
    return {"anyOf": [schema, {"type": "null"}]}


def _described(schema: Schema, source: Schema) -> Schema:
    description = source.get("description")
    if description and "description" not in schema:
        return {**schema, "description": description}
    return schema
