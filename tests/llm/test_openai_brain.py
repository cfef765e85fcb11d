"""The OpenAI-compatible brain against a fake /v1/chat/completions on loopback."""

from __future__ import annotations

import json
from typing import Any

from fitcoach.brains.local import LocalBrain
from fitcoach.brains.openai_compat import OpenAICompatBrain

from .conftest import BENCH
from .fakes import FakeOpenAI, Sleep, openai_call, openai_text, serve

ANSWER = {
    "message": "Two sessions logged, 60 then 65 lb: the progression is on track.",
    "route": "NONE",
    "target_day": None,
    "plan_ops": [],
    "memory_mutations": [],
}
SORE = {
    "message": "Noted: hamstrings sore. I'll keep heavy hinges off until Friday.",
    "route": "NONE",
    "target_day": None,
    "plan_ops": [],
    "memory_mutations": [
        {
            "operation": "CREATE",
            "target_tier": "tier_2_physiological",
            "memory_id": None,
            "entry": {
                "body_part": "hamstrings",
                "condition": "soreness",
                "fact": "Hamstrings sore after deadlifts",
                "effective_date": "2026-09-16",
                "expires_at": "2026-09-18T12:00:00Z",
            },
            "reason": "acute soreness",
        }
    ],
}


def _brain(url: str, **extra: Any) -> OpenAICompatBrain:
    return OpenAICompatBrain(
        "llama3.1",
        api_key=None,
        base_url=url,
        timeout_seconds=extra.pop("timeout_seconds", 10.0),
        fallback=LocalBrain(),
        **extra,
    )


def test_tool_round_trip_sends_real_tool_output(fake_openai, lifter, context_for, tools_for):
    fake, url = fake_openai
    fake.script = [
        openai_call("get_historical_exercise_logs", {"exercise_slug": BENCH}),
        openai_text(ANSWER),
    ]

    decision = _brain(url).decide(
        context_for(lifter.user_id, "How's my bench?"), tools_for(lifter.user_id)
    )

    assert decision.message == ANSWER["message"]
    first, second = fake.requests
    assert first["messages"][0]["role"] == "system"
    assert {tool["function"]["name"] for tool in first["tools"]} >= {"get_pr_records"}
    assert first["response_format"]["type"] == "json_schema"
    assert first["response_format"]["json_schema"]["strict"] is True
    tool_message = second["messages"][-1]
    assert tool_message["role"] == "tool" and tool_message["tool_call_id"] == "call_1"
    result = json.loads(tool_message["content"])
    assert "65" in json.dumps(result) and "error" not in result
    assert second["messages"][-2]["tool_calls"][0]["function"]["name"] == (
        "get_historical_exercise_logs"
    )
    assert decision.usage == {
        "llm_calls": 2,
        "tool_calls": 1,
        "prompt_tokens": 5800,
        "cached_tokens": 5120,
        "output_tokens": 140,
        "total_tokens": 5940,
    }


def test_memory_mutation_parsed_with_nulls_dropped(fake_openai, context_for, tools_for, register):
    fake, url = fake_openai
    user = register()
    fake.script = [openai_text(SORE)]

    decision = _brain(url).decide(
        context_for(user.user_id, "hamstrings are wrecked"), tools_for(user.user_id)
    )

    (mutation,) = decision.memory_mutations
    assert mutation.target_tier == "tier_2_physiological"
    assert mutation.memory_id is None
    assert mutation.entry is not None and mutation.entry["condition"] == "soreness"


def test_bad_answer_is_repaired_with_the_error(fake_openai, context_for, tools_for, register):
    fake, url = fake_openai
    user = register()
    bad = {
        **ANSWER,
        "route": "UPDATE_DAY",
        "plan_ops": [
            {
                "op": "swap",
                "day": "monday",
                "exercise_id": "bench-press-3000",
                "replacement_id": None,
                "unavailable_gear": None,
            }
        ],
    }
    fake.script = [openai_text(bad), openai_text(ANSWER)]

    decision = _brain(url).decide(context_for(user.user_id, "swap bench"), tools_for(user.user_id))

    assert decision.message == ANSWER["message"]
    repair = fake.requests[1]["messages"][-1]
    assert repair["role"] == "user" and "bench-press-3000" in repair["content"]
    assert decision.usage is not None and decision.usage["repairs"] == 1
    assert "fallback" not in decision.usage


def test_garbage_twice_falls_back_to_local(fake_openai, context_for, tools_for, register):
    fake, url = fake_openai
    user = register()
    fake.script = [openai_text("I am a teapot"), openai_text("{not json")]
    context = context_for(user.user_id, "Any tips for today?")

    decision = _brain(url).decide(context, tools_for(user.user_id))

    assert decision.message == LocalBrain().decide(context, tools_for(user.user_id)).message
    assert decision.usage is not None
    assert decision.usage["fallback_invalid"] == 1 and decision.usage["repairs"] == 1


def test_timeout_falls_back_to_local(fake_openai, context_for, tools_for, register):
    fake, url = fake_openai
    user = register()
    fake.script = [Sleep(3)]
    context = context_for(user.user_id, "Any tips for today?")

    decision = _brain(url, timeout_seconds=0.5).decide(context, tools_for(user.user_id))

    assert decision.message == LocalBrain().decide(context, tools_for(user.user_id)).message
    assert decision.usage is not None and decision.usage["fallback_timeout"] == 1


def test_server_without_json_schema_gets_json_object(context_for, tools_for, register):
    fake = FakeOpenAI(refuse_json_schema=True)
    user = register()
    fake.script = [openai_text(ANSWER), openai_text(ANSWER)]
    with serve(fake.app) as url:
        brain = _brain(f"{url}/v1")
        context = context_for(user.user_id, "Any tips?")
        first = brain.decide(context, tools_for(user.user_id))
        brain.decide(context, tools_for(user.user_id))

    assert first.message == ANSWER["message"]
    formats = [body["response_format"]["type"] for body in fake.requests]
    # Refused once, then remembered for the next turn.
    assert formats == ["json_schema", "json_object", "json_object"]
