"""JSON Schemas the model answers in: the Decision and the three tool declarations.

Written out by hand rather than derived from the pydantic models, because providers accept
different JSON Schema subsets. This one keeps to what Gemini's `response_json_schema` and
OpenAI's strict structured outputs both take: every object lists its properties, all of
them required, `additionalProperties: false`; optional values are nullable
(`"type": [..., "null"]`); unions are `anyOf`. No object is left without properties (Gemini
rejects those). `tests/llm` checks the schema against the op and tier models.
"""

from __future__ import annotations

from typing import Any

from fitcoach.catalog import SLUGS
from fitcoach.memory.schema import payload_schema
from fitcoach.weekdays import WEEKDAYS

Schema = dict[str, Any]


def _obj(properties: dict[str, Schema], description: str | None = None) -> Schema:
    schema: Schema = {
        "type": "object",
        "properties": properties,
        "required": list(properties),
        "additionalProperties": False,
    }
    if description:
        schema["description"] = description
    return schema


def _nullable(schema: Schema) -> Schema:
    if "$ref" in schema or "enum" in schema:
        # An enum would reject null; a union with null accepts it on every provider.
        return {"anyOf": [schema, {"type": "null"}]}
    if "anyOf" in schema:
        return {"anyOf": [*schema["anyOf"], {"type": "null"}]}
    kind = schema["type"]
    return {**schema, "type": [kind, "null"]}


def _string(description: str | None = None) -> Schema:
    return {"type": "string", "description": description} if description else {"type": "string"}


def _int(description: str) -> Schema:
    return {"type": "integer", "description": description}


def _enum(values: list[str] | tuple[str, ...], description: str | None = None) -> Schema:
    schema: Schema = {"type": "string", "enum": list(values)}
    if description:
        schema["description"] = description
    return schema


def _array(items: Schema, description: str | None = None) -> Schema:
    schema: Schema = {"type": "array", "items": items}
    if description:
        schema["description"] = description
    return schema


def _op(name: str, fields: dict[str, Schema], description: str) -> Schema:
    return _obj({"op": _enum([name]), **fields}, description)


WEEKDAY = _enum(WEEKDAYS)
# The 41 slugs are spelled out once, in $defs, and referenced wherever a slug goes.
SLUG: Schema = {"$ref": "#/$defs/slug"}
DATE = _string("YYYY-MM-DD")
STRINGS = _array(_string())

_SET_BLOCK = _obj(
    {
        "exercise_id": SLUG,
        "sets": _int("1-10 hard sets"),
        "reps": _string('a rep target or range, e.g. "8-10", "12", "30s"'),
        "rest": _int("rest in seconds, 0-600"),
    }
)

OPS: dict[str, Schema] = {
    "build_week": _op(
        "build_week",
        {
            "training_days": _nullable(_array(WEEKDAY)),
            "days_per_week": _nullable(_int("1-7")),
            "session_minutes": _nullable(_int("15-180")),
            "emphasis": _nullable(_array(_string(), "muscle groups to prioritise")),
            "day_focus": _nullable(
                _obj(
                    {day: _nullable(STRINGS) for day in WEEKDAYS},
                    "muscle groups a given day should train",
                )
            ),
            "theme": _nullable(_string()),
        },
        "(Re)build the whole week from the user's profile.",
    ),
    "set_day": _op(
        "set_day",
        {
            "day": WEEKDAY,
            "blocks": _array(_array(_SET_BLOCK), "blocks in order; two entries = a superset"),
            "title": _nullable(_string()),
        },
        "Author one day explicitly.",
    ),
    "fit_to_time": _op(
        "fit_to_time",
        {
            "day": WEEKDAY,
            "minutes": _int("10-180"),
            "keep_focus": _nullable(_array(_string(), "muscle groups to keep")),
        },
        "Compress a day to fit in the given minutes.",
    ),
    "swap": _op(
        "swap",
        {
            "day": WEEKDAY,
            "exercise_id": SLUG,
            "replacement_id": _nullable(SLUG),
            "unavailable_gear": _nullable(_array(_string(), "gear busy right now")),
        },
        "Replace one exercise on a day (null replacement: the engine picks).",
    ),
    "avoid": _op(
        "avoid",
        {
            "days": _nullable(_array(WEEKDAY, "null = every day")),
            "body_parts": _nullable(STRINGS),
            "patterns": _nullable(STRINGS),
            "gear": _nullable(STRINGS),
            "exercises": _nullable(_array(SLUG)),
        },
        "Keep body parts, patterns, gear or exercises out of days.",
    ),
    "move_day": _op(
        "move_day", {"from_day": WEEKDAY, "to_day": WEEKDAY}, "Move a session to another day."
    ),
    "rest_day": _op("rest_day", {"day": WEEKDAY}, "Make a day a rest day."),
    "reduce_load": _op(
        "reduce_load",
        {
            "muscles": _array(_string()),
            "event_date": DATE,
            "hours_before": _nullable(_int("12-96, default 48")),
        },
        "Spare muscle groups in the hours before an event.",
    ),
    "add_work": _op(
        "add_work",
        {
            "day": WEEKDAY,
            "muscles": _nullable(_array(_string(), "muscle groups to add sets for")),
            "exercises": _nullable(_array(SLUG, "exercises to add")),
            "minutes": _nullable(_int("5-90, a time budget for the added work")),
        },
        "Add work to a day: a finisher, a core session on a rest day, a named exercise.",
    ),
}

# Payloads are derived from the memory models (memory/schema.py), not written out here.
TIER_ENTRIES: dict[str, Schema] = {
    "tier_1_staples": _obj(
        {
            "category": _enum(["equipment", "goal", "chronic_condition", "preference"]),
            "fact": _string(),
            "payload": payload_schema("tier_1_staples"),
        },
        "tier_1_staples entry",
    ),
    "tier_2_physiological": _obj(
        {
            "body_part": _string(),
            "condition": _enum(["soreness", "fatigue", "minor_strain"]),
            "fact": _string(),
            "effective_date": DATE,
            "expires_at": _string("ISO timestamp"),
            "payload": payload_schema("tier_2_physiological"),
        },
        "tier_2_physiological entry",
    ),
    "tier_3_situational": _obj(
        {
            "event": _string(),
            "fact": _string(),
            "week_start_date": _string("YYYY-MM-DD, a Monday"),
            "expires_at": _string("ISO timestamp, when the event ends"),
            "payload": payload_schema("tier_3_situational"),
        },
        "tier_3_situational entry",
    ),
}

_MUTATION = _obj(
    {
        "operation": _enum(["CREATE", "UPDATE", "DELETE"]),
        "target_tier": _enum(list(TIER_ENTRIES)),
        "memory_id": _nullable(_string("required for UPDATE and DELETE")),
        "entry": _nullable({"anyOf": list(TIER_ENTRIES.values())}),
        "reason": _string("why this memory changes"),
    }
)

DECISION_SCHEMA: Schema = _obj(
    {
        "message": _string("what the coach says (markdown); may contain {summary}"),
        "route": _enum(["NONE", "UPDATE_DAY", "UPDATE_WEEK"]),
        "target_day": _nullable(WEEKDAY),
        "plan_ops": _array({"anyOf": list(OPS.values())}),
        "memory_mutations": _array(_MUTATION),
    }
)
DECISION_SCHEMA["$defs"] = {"slug": _enum(SLUGS, "an exercise slug from the index")}

TOOL_DECLARATIONS: list[Schema] = [
    {
        "name": "get_historical_exercise_logs",
        "description": "The user's logged sets (weight, reps, RIR/RPE) for one exercise over "
        "their most recent sessions, newest first.",
        "parameters": {
            "type": "object",
            "properties": {
                "exercise_slug": {"type": "string", "description": "a slug from the index"},
                "limit_sessions": {"type": "integer", "description": "sessions, 1-10 (3)"},
            },
            "required": ["exercise_slug"],
        },
    },
    {
        "name": "get_volume_trends",
        "description": "Weekly tonnage (lbs) and hard-set counts for one muscle group over "
        "recent weeks.",
        "parameters": {
            "type": "object",
            "properties": {
                "muscle_group": {"type": "string", "description": "e.g. Chest, Back, Quads"},
                "weeks_back": {"type": "integer", "description": "weeks, 1-12 (4)"},
            },
            "required": ["muscle_group"],
        },
    },
    {
        "name": "get_pr_records",
        "description": "All-time personal records for one exercise: estimated 1RM, heaviest "
        "set, best weight per rep count.",
        "parameters": {
            "type": "object",
            "properties": {
                "exercise_slug": {"type": "string", "description": "a slug from the index"}
            },
            "required": ["exercise_slug"],
        },
    },
]


# --- The compact wire schema, for servers that decode under a grammar -------------------
#
# llama.cpp (and servers built on it) turn a response schema into a grammar and check every
# candidate token against it. The full schema above makes that grammar huge: 138 slug
# alternatives wherever a slug may go, nine op shapes and three entry shapes tried in
# parallel at every `{`. On a 2-core CPU one turn took minutes. The compact schema keeps
# only what shapes the answer (the five fields, the enums with a handful of values, the op
# name first in each op) and leaves the rest free-form JSON; `parse.py` then validates
# every slug, op and entry against the typed models exactly as for the full schema, and
# a bad answer gets the same repair round and local fallback.

_FREE_OBJECT: Schema = {"type": "object"}

_COMPACT_OP: Schema = {
    "type": "object",
    "properties": {"op": _enum(list(OPS))},
    "required": ["op"],
    "additionalProperties": True,
}

_COMPACT_MUTATION: Schema = _obj(
    {
        "operation": _enum(["CREATE", "UPDATE", "DELETE"]),
        "target_tier": _enum(list(TIER_ENTRIES)),
        "memory_id": {"type": ["string", "null"]},
        "entry": {"anyOf": [_FREE_OBJECT, {"type": "null"}]},
        "reason": _string(),
    }
)

COMPACT_DECISION_SCHEMA: Schema = _obj(
    {
        "message": _string(),
        "route": _enum(["NONE", "UPDATE_DAY", "UPDATE_WEEK"]),
        "target_day": {"anyOf": [WEEKDAY, {"type": "null"}]},
        "plan_ops": _array(_COMPACT_OP),
        "memory_mutations": _array(_COMPACT_MUTATION),
    }
)
