"""Model text -> a checked `Decision`, or a `BadDecision` that says what to fix.

The error text goes back to the model verbatim in the one repair retry, so it names the
field and the problem plainly.
"""

from __future__ import annotations

import json
import re
from typing import Any

from pydantic import ValidationError

from fitcoach.catalog import is_slug
from fitcoach.contracts.decision import Decision
from fitcoach.memory.models import ENTRY_MODEL

_FENCE = re.compile(r"^```(?:json)?\s*(.*?)\s*```$", re.DOTALL)
_MAX_ERRORS = 6


class BadDecision(ValueError):
    """The model's answer is not a usable Decision."""


def _json_object(text: str) -> dict[str, Any]:
    stripped = text.strip()
    fenced = _FENCE.match(stripped)
    if fenced:
        stripped = fenced.group(1)
    if not stripped.startswith("{"):
        # Some models put a sentence before the object; take the outermost braces.
        start, end = stripped.find("{"), stripped.rfind("}")
        if start < 0 or end <= start:
            raise BadDecision("the answer must be one JSON object; no JSON object was found")
        stripped = stripped[start : end + 1]
    try:
        # strict=False: a raw line break inside a string (grammar-constrained decoders let
        # a model write one) is text to keep, not a reason to reject the answer.
        value = json.loads(stripped, strict=False)
    except json.JSONDecodeError as error:
        raise BadDecision(f"the answer is not valid JSON: {error}") from None
    if not isinstance(value, dict):
        raise BadDecision("the answer must be a JSON object")
    return value


def _drop_nulls(value: Any) -> Any:
    """Nullable schema fields mean "not given"; the typed models use defaults for those."""
    if isinstance(value, dict):
        return {key: _drop_nulls(item) for key, item in value.items() if item is not None}
    if isinstance(value, list):
        return [_drop_nulls(item) for item in value]
    return value


def _slug_errors(ops: list[Any]) -> list[str]:
    errors = []
    for index, op in enumerate(ops):
        if not isinstance(op, dict):
            continue
        named = [op.get("exercise_id"), op.get("replacement_id"), *(op.get("exercises") or [])]
        for block in op.get("blocks") or []:
            named += [entry.get("exercise_id") for entry in block if isinstance(entry, dict)]
        for slug in named:
            if isinstance(slug, str) and not is_slug(slug):
                errors.append(f"plan_ops[{index}]: {slug!r} is not a slug from the index")
    return errors


def _entry_errors(mutations: list[Any]) -> list[str]:
    errors = []
    for index, mutation in enumerate(mutations):
        if not isinstance(mutation, dict):
            continue
        tier, entry = mutation.get("target_tier"), mutation.get("entry")
        if tier in ENTRY_MODEL and isinstance(entry, dict):
            try:
                ENTRY_MODEL[tier].model_validate(entry)
            except ValidationError as error:
                errors += [
                    f"memory_mutations[{index}].entry.{'.'.join(map(str, e['loc']))}: {e['msg']}"
                    for e in error.errors()
                ]
        if mutation.get("operation") in ("UPDATE", "DELETE") and not mutation.get("memory_id"):
            errors.append(f"memory_mutations[{index}]: memory_id is required for UPDATE/DELETE")
    return errors


def json_object(text: str) -> dict[str, Any]:
    """The one JSON object in a model's text (fences and a leading sentence tolerated)."""
    return _json_object(text)


def parse_decision(text: str | None) -> Decision:
    if not text or not text.strip():
        raise BadDecision("the answer was empty; reply with the JSON object")
    raw = _drop_nulls(_json_object(text))
    for key in ("usage", "answered_by", "fallback_reason"):
        raw.pop(key, None)  # ours to fill, never the model's
    raw.pop("lookups", None)  # a lookup request, already acted on by the conversation
    message = raw.get("message")
    if isinstance(message, str) and not message.strip():
        raise BadDecision("message is empty; say something to the user")
    errors = _slug_errors(raw.get("plan_ops") or []) + _entry_errors(
        raw.get("memory_mutations") or []
    )
    try:
        decision = Decision.model_validate(raw)
    except ValidationError as error:
        errors += [f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in error.errors()]
        decision = None
    if errors:
        raise BadDecision("; ".join(errors[:_MAX_ERRORS]))
    assert decision is not None
    if decision.route == "NONE":
        decision.target_day = None
        decision.plan_ops = []
    return decision
