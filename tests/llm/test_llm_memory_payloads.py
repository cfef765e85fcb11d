"""LLM brains write the same typed payloads as the embedded brain: the schema they answer in
is derived from the payload models, and what they write shapes every later plan."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from fitcoach.api.app import create_app
from fitcoach.brains.llm.schema import DECISION_SCHEMA, TIER_ENTRIES
from fitcoach.catalog import CATALOG
from fitcoach.memory.schema import TIER_PAYLOADS

from .fakes import openai_text

LUNGES = {slug for slug, e in CATALOG.items() if e.pattern == "lunge"}


def _strict_everywhere(node: Any, where: str = "$") -> None:
    """Every object in the schema lists all its properties as required and allows no more."""
    if isinstance(node, dict):
        if node.get("type") == "object" or node.get("type") == ["object", "null"]:
            assert node["additionalProperties"] is False, where
            assert node["required"] == list(node["properties"]), where
            assert node["properties"], where
        for key, value in node.items():
            _strict_everywhere(value, f"{where}.{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            _strict_everywhere(value, f"{where}[{index}]")


def test_payload_schema_comes_from_the_models():
    for tier, models in TIER_PAYLOADS.items():
        options = TIER_ENTRIES[tier]["properties"]["payload"]["anyOf"]
        objects = [option for option in options if option.get("type") == "object"]
        assert [o["properties"]["type"]["enum"] for o in objects] == [
            [m.model_fields["type"].default] for m in models
        ]
        assert {"type": "null"} in options  # null: the server reads the fact
        for option, model in zip(objects, models, strict=True):
            assert set(option["properties"]) == set(model.model_fields)
    _strict_everywhere(DECISION_SCHEMA)
    preference = TIER_ENTRIES["tier_1_staples"]["properties"]["payload"]["anyOf"][4]
    patterns = preference["properties"]["excluded_patterns"]["items"]["enum"]
    assert "lunge" in patterns


def _answer(message: str, mutations: list[dict[str, Any]], ops: list[dict[str, Any]]) -> dict:
    return {
        "message": message,
        "route": "UPDATE_WEEK" if ops else "NONE",
        "target_day": None,
        "plan_ops": ops,
        "memory_mutations": mutations,
    }


GEAR = {
    "operation": "CREATE",
    "target_tier": "tier_1_staples",
    "memory_id": None,
    "entry": {
        "category": "equipment",
        "fact": "Home gym: dumbbells to 80 lb, adjustable bench.",
        "payload": {
            "type": "equipment",
            "gear": ["dumbbells", "flat bench", "incline bench"],
            "place": "home",
            "dumbbells": {"min": None, "max": 80, "unit": "lb"},
            "kettlebells": None,
            "bands": False,
        },
    },
    "reason": "equipment",
}
NO_LUNGES = {
    "operation": "CREATE",
    "target_tier": "tier_1_staples",
    "memory_id": None,
    "entry": {
        "category": "preference",
        "fact": "Never wants lunges.",
        "payload": {
            "type": "preference",
            "style": None,
            "brief": False,
            "language": None,
            "excluded_exercises": [],
            "excluded_patterns": ["lunge"],
            "schedule": None,
        },
    },
    "reason": "a standing exclusion",
}
LEG_WEEK = {
    "op": "build_week",
    "training_days": ["monday", "tuesday", "thursday", "friday"],
    "days_per_week": None,
    "session_minutes": 60,
    "emphasis": None,
    "day_focus": {
        "monday": ["Quads", "Glutes"],
        "tuesday": None,
        "wednesday": None,
        "thursday": ["Quads", "Glutes"],
        "friday": None,
        "saturday": None,
        "sunday": None,
    },
    "theme": None,
}


def _exercises(proposal: dict[str, Any]) -> set[str]:
    return {
        item["exercise_id"]
        for day in proposal["data"]["days"].values()
        for block in day["blocks"]
        for item in block["exercises"]
    }


def test_an_llm_written_exclusion_shapes_later_plans(fake_openai, settings, clock):
    fake, url = fake_openai
    app = create_app(
        settings.model_copy(update={"brain": "openai:llama3.1", "openai_base_url": url}),
        clock=clock,
    )
    with TestClient(app) as client:
        users = []
        for name in ("keeps", "drops"):
            reply = client.post(
                "/api/auth/register",
                json={"username": name, "password": "correct horse", "units": "lb"},
            )
            assert reply.status_code == 201, reply.text
            users.append({"Authorization": f"Bearer {reply.json()['token']}"})
        keeps, drops = users

        fake.script = [
            openai_text(_answer("Noted: no lunges, ever.", [GEAR, NO_LUNGES], [])),
            openai_text(_answer("Noted your gear.", [GEAR], [])),
            openai_text(_answer("Here is your leg-heavy week: {summary}", [], [LEG_WEEK])),
            openai_text(_answer("Here is your leg-heavy week: {summary}", [], [LEG_WEEK])),
        ]
        said = [
            (keeps, "home gym, dumbbells to 80 lb, adjustable bench. Please never give me lunges"),
            (drops, "home gym, dumbbells to 80 lb, adjustable bench"),
        ]
        for headers, message in said:
            reply = client.post("/api/coach/chat", headers=headers, json={"message": message})
            assert reply.status_code == 200, reply.text

        memory = client.get("/api/memory", headers=keeps).json()["tier_1_staples"]
        stored = {entry["category"]: entry for entry in memory}
        assert stored["preference"]["fact"] == "Never wants lunges."
        assert stored["preference"]["payload"]["excluded_patterns"] == ["lunge"]
        assert stored["equipment"]["payload"]["dumbbells"] == {
            "min": None,
            "max": 80.0,
            "unit": "lb",
        }

        weeks = {}
        for name, headers in (("keeps", keeps), ("drops", drops)):
            reply = client.post(
                "/api/coach/chat", headers=headers, json={"message": "build my leg week"}
            )
            assert reply.status_code == 200, reply.text
            weeks[name] = _exercises(reply.json()["proposal"])
    assert weeks["drops"] & LUNGES, "without the exclusion this week holds a lunge"
    assert not weeks["keeps"] & LUNGES
