"""Runs a tool call the model asked for against the user's analytics tools.

Arguments come from a model, so they are checked here: wrong types and unknown tools
come back as `{"error": ...}` for the model to read, never as an exception.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fitcoach.contracts.decision import AnalyticsTools

TOOL_NAMES = ("get_historical_exercise_logs", "get_volume_trends", "get_pr_records")


def _int(args: Mapping[str, Any], *names: str, default: int) -> int:
    for name in names:
        value = args.get(name)
        if value is None:
            continue
        if isinstance(value, bool):
            break
        try:
            return int(float(value))
        except (TypeError, ValueError):
            break
    return default


def _text(args: Mapping[str, Any], name: str) -> str | None:
    value = args.get(name)
    return value.strip() if isinstance(value, str) and value.strip() else None


def run_tool(tools: AnalyticsTools, name: str, args: Mapping[str, Any] | None) -> dict[str, Any]:
    args = args or {}
    if name == "get_historical_exercise_logs":
        slug = _text(args, "exercise_slug")
        if slug is None:
            return {"error": "exercise_slug is required"}
        # The spec's intent 7 says `limit`; the tool's parameter is `limit_sessions`.
        limit = _int(args, "limit_sessions", "limit", default=3)
        return tools.get_historical_exercise_logs(slug, max(1, min(limit, 10)))
    if name == "get_volume_trends":
        group = _text(args, "muscle_group")
        if group is None:
            return {"error": "muscle_group is required"}
        weeks = _int(args, "weeks_back", default=4)
        return tools.get_volume_trends(group, max(1, min(weeks, 12)))
    if name == "get_pr_records":
        slug = _text(args, "exercise_slug")
        if slug is None:
            return {"error": "exercise_slug is required"}
        return tools.get_pr_records(slug)
    return {"error": f"unknown tool {name!r}; available: {', '.join(TOOL_NAMES)}"}
