"""JSON Schemas the model answers in: the Decision and the three tool declarations.

Written out by hand rather than derived from the pydantic models, because providers accept
different JSON Schema subsets. This one keeps to what Gemini's `response_json_schema` and
OpenAI's strict structured outputs both take: every object lists its properties, all of
them required, `additionalProperties: false`; optional values are nullable
(`"type": [..., "null"]`); unions are `anyOf`. No object is left without properties (Gemini
rejects those). `tests/llm` checks the schema against the op and tier models.
"""

from __future__ import annotations

from typing import Any, get_args

from pydantic import BaseModel

from fitcoach.catalog import SLUGS
from fitcoach.memory.schema import payload_schema
from fitcoach.programming.ops import PlanOp, SetBlock
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
    "lighten": _op(
        "lighten",
        {"day": WEEKDAY},
        "Make a day light at about the same length: fewer hard sets, more reps in reserve.",
    ),
    "taper": _op(
        "taper",
        {"day": WEEKDAY},
        "Taper a day before a meet or race: the same lifts and loads, about 40 % fewer sets.",
    ),
    "deload": _op(
        "deload",
        {"day": WEEKDAY},
        "Deload a day: the same lifts, about 40 % fewer sets, lighter loads, RIR 3.",
    ),
    "peak": _op(
        "peak",
        {"day": WEEKDAY},
        "Weeks before a meet: main lifts in a lower rep range at heavier loads, accessories "
        "a set lighter.",
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
# candidate token against it. The full schema above makes that grammar huge (144 slug
# alternatives wherever a slug may go), so the compact one names no slug: a slug is a short
# string, checked after parsing. It is derived from the full schema, not written twice, and
# it is bounded: every free-text string has a `maxLength` and every array a `maxItems`,
# which llama.cpp's schema-to-grammar conversion turns into a grammar that must close the
# JSON within a few hundred tokens. Without the bounds a small model under the grammar
# wrote one endless string or repeated `{"op": "add_work"}` until the token cap, and the
# cut answer was rejected (two turns of 500 tokens each, about two minutes apiece on this
# CPU). Nullable fields become optional (a missing field and null mean the same to
# `parse.py`), so the model need not spell out `null` for each. `parse.py` then validates
# every slug, op and entry against the typed models exactly as for the full schema, and a
# bad answer gets the same repair round and local fallback.

# What the coach says: one to three sentences by default (the prompt asks for brevity).
MESSAGE_CHARS = 600
# Free text elsewhere, by field; other strings (muscle groups, gear, titles) get SHORT_CHARS.
FIELD_CHARS = {"fact": 120, "reason": 60, "event": 60, "memory_id": 40}
SHORT_CHARS = 32  # the longest slug is 31 characters
# Dates and timestamps as digits in place (pydantic still checks the calendar).
_DAY = r"20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])"
DATE_PATTERN = rf"^{_DAY}$"
TIMESTAMP_PATTERN = rf"^{_DAY}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$"
DATE_FIELDS = ("effective_date", "week_start_date", "event_date")
TIMESTAMP_FIELDS = ("expires_at",)
# Integer ranges (read from the op models) short enough to spell out as alternatives; a
# wider one (rest 0-600 s) stays a free integer, checked after parsing.
RANGE_ALTERNATIVES = 200
# Lists: weekdays and muscle groups fit in 7; a block is one exercise or a superset of two.
LIST_ITEMS = 7
BLOCKS_MAX = 8
BLOCK_ITEMS = 2
# "Usually one or two operations are enough" (prompt.py); memory changes are as few. A
# small model under a grammar fills every slot it is given, so the bounds are tight.
PLAN_OPS_MAX = 2
MUTATIONS_MAX = 2
Ranges = dict[str, tuple[int, int]]


def _int_ranges(*models: type[BaseModel]) -> Ranges:
    """Each integer field's `ge`/`le` bounds, from the models the answer must pass."""
    ranges: Ranges = {}
    for model in models:
        for name, info in model.model_fields.items():
            low = next((item.ge for item in info.metadata if hasattr(item, "ge")), None)
            high = next((item.le for item in info.metadata if hasattr(item, "le")), None)
            if low is not None and high is not None:
                ranges[name] = (int(low), int(high))
    return ranges


def _op_ranges() -> dict[str, Ranges]:
    members = get_args(get_args(PlanOp)[0])
    ranges = {model.model_fields["op"].default: _int_ranges(model) for model in members}
    ranges["set_day"].update(_int_ranges(SetBlock))
    return ranges


OP_RANGES = _op_ranges()


def _without_null(schema: Schema) -> Schema | None:
    """The schema without its null alternative, or None when it is not nullable."""
    if "anyOf" in schema:
        options = [option for option in schema["anyOf"] if option.get("type") != "null"]
        if len(options) == len(schema["anyOf"]):
            return None
        return options[0] if len(options) == 1 else {"anyOf": options}
    kind = schema.get("type")
    if isinstance(kind, list) and "null" in kind:
        rest = [item for item in kind if item != "null"]
        return {**schema, "type": rest[0] if len(rest) == 1 else rest}
    return None


def _bounded_string(field: str | None) -> Schema:
    if field in DATE_FIELDS:
        return {"type": "string", "pattern": DATE_PATTERN}
    if field in TIMESTAMP_FIELDS:
        return {"type": "string", "pattern": TIMESTAMP_PATTERN}
    return {
        "type": "string",
        "minLength": 1,
        "maxLength": FIELD_CHARS.get(field or "", SHORT_CHARS),
    }


def bounded(schema: Schema, field: str | None = None, ranges: Ranges | None = None) -> Schema:
    """A full-schema node made compact: slugs as short strings, every string, array and
    listed integer bounded, nullable properties optional, descriptions dropped (a grammar
    ignores them). `ranges`: integer bounds by field name, for the object being made."""
    ranges = ranges or {}
    if schema.get("$ref") == SLUG["$ref"]:
        return _bounded_string(None)
    if "anyOf" in schema:
        return {"anyOf": [bounded(option, field, ranges) for option in schema["anyOf"]]}
    kind = schema.get("type")
    if isinstance(kind, list):
        return {"anyOf": [bounded({**schema, "type": item}, field, ranges) for item in kind]}
    if kind == "string":
        return (
            {"type": "string", "enum": schema["enum"]}
            if "enum" in schema
            else (_bounded_string(field))
        )
    if kind == "integer":
        low, high = ranges.get(field or "", (0, -1))
        if 0 <= high - low <= RANGE_ALTERNATIVES:
            return {"type": "integer", "enum": list(range(low, high + 1))}
        return {"type": "integer"}
    if kind == "array":
        items = schema["items"]
        if field == "blocks":
            block: Schema = {
                "type": "array",
                "items": bounded(items["items"], None, ranges),
                "minItems": 1,
                "maxItems": BLOCK_ITEMS,
            }
            return {"type": "array", "items": block, "minItems": 1, "maxItems": BLOCKS_MAX}
        return {"type": "array", "items": bounded(items, field, ranges), "maxItems": LIST_ITEMS}
    if kind == "object":
        properties: dict[str, Schema] = {}
        required = []
        for name, value in schema["properties"].items():
            if name == "payload":
                continue  # derived from the fact when absent (memory/models.py)
            bare = _without_null(value)
            properties[name] = bounded(value if bare is None else bare, name, ranges)
            if bare is None:
                required.append(name)
        return {
            "type": "object",
            "properties": properties,
            "required": required,
            "additionalProperties": False,
        }
    return {key: value for key, value in schema.items() if key != "description"}


def _mutations() -> list[Schema]:
    """One shape per operation and tier, so the grammar itself asks for what the memory
    core needs: an entry of the target tier's shape for CREATE and UPDATE, a memory_id for
    UPDATE and DELETE."""
    memory_id = _bounded_string("memory_id")
    reason = _bounded_string("reason")
    shapes = []
    for operation in ("CREATE", "UPDATE"):
        for tier, entry in TIER_ENTRIES.items():
            fields = {"operation": _enum([operation]), "target_tier": _enum([tier])}
            if operation == "UPDATE":
                fields["memory_id"] = memory_id
            shapes.append(_obj({**fields, "entry": bounded(entry), "reason": reason}))
    delete = {
        "operation": _enum(["DELETE"]),
        "target_tier": _enum(list(TIER_ENTRIES)),
        "memory_id": memory_id,
        "reason": reason,
    }
    return [*shapes, _obj(delete)]


COMPACT_DECISION_SCHEMA: Schema = _obj(
    {
        "message": {"type": "string", "minLength": 1, "maxLength": MESSAGE_CHARS},
        "route": _enum(["NONE", "UPDATE_DAY", "UPDATE_WEEK"]),
        "target_day": {"anyOf": [WEEKDAY, {"type": "null"}]},
        "plan_ops": {
            "type": "array",
            "items": {"anyOf": [bounded(op, None, OP_RANGES[name]) for name, op in OPS.items()]},
            "maxItems": PLAN_OPS_MAX,
        },
        "memory_mutations": {
            "type": "array",
            "items": {"anyOf": _mutations()},
            "maxItems": MUTATIONS_MAX,
        },
    }
)


# Where the schema goes into the prompt instead (servers with bare `json_object` or plain
# text), no grammar reads the bounds, and the bounded schema spelled out is ~3.8k tokens
# (SmolLM2's tokenizer) on top of a ~2.9k-token prompt: these servers get the five fields
# and the small enums, with op arguments and entries as free-form objects (the prompt's
# prose describes them), ~0.4k tokens. Validation after parsing is the same.
_FREE_OBJECT: Schema = {"type": "object"}
PROMPT_DECISION_SCHEMA: Schema = _obj(
    {
        "message": _string(),
        "route": _enum(["NONE", "UPDATE_DAY", "UPDATE_WEEK"]),
        "target_day": {"anyOf": [WEEKDAY, {"type": "null"}]},
        "plan_ops": _array(
            {
                "type": "object",
                "properties": {"op": _enum(list(OPS))},
                "required": ["op"],
                "additionalProperties": True,
            }
        ),
        "memory_mutations": _array(
            _obj(
                {
                    "operation": _enum(["CREATE", "UPDATE", "DELETE"]),
                    "target_tier": _enum(list(TIER_ENTRIES)),
                    "memory_id": {"type": ["string", "null"]},
                    "entry": {"anyOf": [_FREE_OBJECT, {"type": "null"}]},
                    "reason": _string(),
                }
            )
        ),
    }
)
