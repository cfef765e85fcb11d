"""Negotiation with servers that lack a capability, garbage containment, and "who
answered" (response field, header, /metrics), against fakes that refuse what real servers
refuse, with the errors they really send (llama-cpp-python answers 422 for a
`json_schema` response_format; some servers answer 400 for `tools`)."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from fitcoach.api.routers.chat import current_brain
from fitcoach.brains.local import LocalBrain
from fitcoach.brains.openai_compat import OpenAICompatBrain, capabilities_for
from fitcoach.memory.models import MemoryItem, Tier2Entry

from .conftest import BENCH
from .fakes import Recorder, _answer, _openai, openai_text, serve

ANSWER = {
    "message": "Keep the rest periods honest today.",
    "route": "NONE",
    "target_day": None,
    "plan_ops": [],
    "memory_mutations": [],
}


class PickyServer(Recorder):
    """An OpenAI-compatible server that refuses some request shapes, as real ones do."""

    def __init__(self, *, json_schema: bool = True, json_object: bool = True, tools: bool = True):
        super().__init__()
        self.accepts = {"json_schema": json_schema, "json_object": json_object, "tools": tools}
        self.app = FastAPI()

        @self.app.post("/v1/chat/completions")
        async def complete(request: Request) -> JSONResponse:
            body = await request.json()
            self.requests.append(body)
            kind = (body.get("response_format") or {}).get("type")
            if kind == "json_schema" and not self.accepts[kind]:
                # What llama-cpp-python 0.3 really answers: a 500 holding pydantic's error.
                message = (
                    "1 validation error:\n  {'type': 'literal_error', 'loc': ('body', "
                    "'response_format', 'type'), 'msg': \"Input should be 'text' or "
                    "'json_object'\", 'input': 'json_schema'}"
                )
                error = {"message": message, "type": "internal_server_error"}
                return JSONResponse({"error": error}, status_code=500)
            if kind == "json_object" and not self.accepts[kind]:
                # The shape of a FastAPI validation refusal (no `error` member at all).
                detail = [{"loc": ["body", "response_format", "type"], "msg": "bad type"}]
                return JSONResponse({"detail": detail}, status_code=422)
            if "tools" in body and not self.accepts["tools"]:
                error = {"message": "tools are not supported by this model", "code": 400}
                return JSONResponse({"error": error}, status_code=400)
            return await _answer(self.next())


def _brain(url: str, **extra: Any) -> OpenAICompatBrain:
    return OpenAICompatBrain(
        "tiny", api_key=None, base_url=url, timeout_seconds=10.0, fallback=LocalBrain(), **extra
    )


def _system(request: dict[str, Any]) -> str:
    return str(request["messages"][0]["content"])


def test_json_object_with_schema_is_negotiated_and_remembered(context_for, tools_for, register):
    server = PickyServer(json_schema=False)
    server.script = [openai_text(ANSWER), openai_text(ANSWER)]
    user = register()
    with serve(server.app) as url:
        brain = _brain(f"{url}/v1")
        first = brain.decide(context_for(user.user_id, "tips?"), tools_for(user.user_id))
        # A new brain for the same server (a restart of the app's brain) knows already.
        again = _brain(f"{url}/v1").decide(
            context_for(user.user_id, "tips?"), tools_for(user.user_id)
        )

    assert first.message == again.message == ANSWER["message"]
    assert first.answered_by is None and first.fallback_reason is None
    refused, used, remembered = server.requests
    assert refused["response_format"]["type"] == "json_schema"
    assert used["response_format"]["type"] == "json_object"
    # The schema travels with json_object (a grammar on llama.cpp), lookups included, and
    # no native tools: a grammar-constrained answer cannot be a tool call.
    assert "lookups" in used["response_format"]["schema"]["properties"]
    assert "tools" not in used and "tools" not in remembered
    assert remembered["response_format"] == used["response_format"]
    assert "Lookups (this server has no tool calls)" in _system(used)
    assert first.usage is not None and first.usage["negotiation_steps"] == 1
    caps = capabilities_for(f"{url}/v1", "tiny")
    assert (caps.structured, caps.tools, caps.confirmed) == ("json_object_schema", "lookups", True)


def test_grammar_servers_get_the_compact_wire_and_the_same_validation(
    context_for, tools_for, register
):
    server = PickyServer(json_schema=False)
    swap = {
        "op": "swap",
        "day": "wednesday",
        "exercise_id": "goblet-squat",
        "replacement_id": "turbo-squat",
        "unavailable_gear": None,
    }
    invented = {**ANSWER, "route": "UPDATE_DAY", "target_day": "wednesday", "plan_ops": [swap]}
    fixed = {**invented, "plan_ops": [{**swap, "replacement_id": None}], "lookups": []}
    server.script = [openai_text({**invented, "lookups": []}), openai_text(fixed)]
    user = register()
    with serve(server.app) as url:
        decision = _brain(f"{url}/v1").decide(
            context_for(user.user_id, "swap the squats"), tools_for(user.user_id)
        )

    refused, invented_request, repaired = server.requests
    full = refused["response_format"]["json_schema"]["schema"]
    compact = invented_request["response_format"]["schema"]
    # The grammar-bound schema names no slug (144 alternatives wherever a slug may go in the
    # full one) and bounds every string, so a grammar made of it closes the JSON
    # (test_llm_contract checks each node).
    assert "$defs" in full and "$defs" not in compact
    assert len(json.dumps(compact)) * 3 < len(json.dumps(full)) * 2
    assert compact["properties"]["plan_ops"]["items"]["anyOf"][0]["properties"]["op"] == {
        "type": "string",
        "enum": ["build_week"],
    }
    assert compact["properties"]["message"]["maxLength"] > 0
    # ...and the prompt lists slugs without names, gear and kind.
    assert "## Exercise slugs" in _system(invented_request)
    assert "## Exercise index" not in _system(invented_request)
    assert "## Exercise index" in _system(refused)
    assert len(_system(invented_request)) < len(_system(refused)) * 0.75
    # Everything the grammar no longer checks is still checked after parsing.
    repair = repaired["messages"][-1]["content"]
    assert "'turbo-squat' is not a slug from the index" in repair
    assert decision.fallback_reason is None and decision.usage is not None
    assert decision.usage["repairs"] == 1
    assert decision.plan_ops[0].model_dump()["replacement_id"] is None


def test_server_without_any_json_mode_gets_the_schema_in_the_prompt(
    context_for, tools_for, register
):
    server = PickyServer(json_schema=False, json_object=False)
    server.script = [openai_text("Sure! " + json.dumps(ANSWER))]
    user = register()
    with serve(server.app) as url:
        decision = _brain(f"{url}/v1").decide(
            context_for(user.user_id, "tips?"), tools_for(user.user_id)
        )

    assert decision.message == ANSWER["message"]
    kinds = [(body.get("response_format") or {}).get("type") for body in server.requests]
    assert kinds == ["json_schema", "json_object", "json_object", None]
    final = server.requests[-1]
    assert "## Answer schema" in _system(final) and '"route"' in _system(final)
    # The short form: no grammar reads bounds here, and the bounded one is ~3.8k tokens.
    assert '"maxLength"' not in _system(final) and len(_system(final)) < 16000
    assert final["max_tokens"] > 0


def test_server_rejecting_tools_gets_json_lookups_and_real_results(lifter, context_for, tools_for):
    server = PickyServer(tools=False)
    asking = {**ANSWER, "message": "Let me look.", "lookups": [
        {"tool": "get_historical_exercise_logs", "exercise_slug": BENCH,
         "muscle_group": None, "count": 2},
    ]}  # fmt: skip
    final = {**ANSWER, "message": "60 then 65 lb: on track.", "lookups": []}
    server.script = [openai_text(asking), openai_text(final)]
    with serve(server.app) as url:
        decision = _brain(f"{url}/v1").decide(
            context_for(lifter.user_id, "How's my bench?"), tools_for(lifter.user_id)
        )

    assert decision.message == "60 then 65 lb: on track."
    refused, asked, answered = server.requests
    assert "tools" in refused and "tools" not in asked
    # Still strict json_schema: only the tools were dropped, with lookups in the schema.
    assert asked["response_format"]["type"] == "json_schema"
    assert "lookups" in asked["response_format"]["json_schema"]["schema"]["properties"]
    results = answered["messages"][-1]["content"]
    assert results.startswith("[LOOKUP RESULTS]") and "65" in results
    assert decision.usage is not None and decision.usage["tool_calls"] == 1


def test_lookups_stop_after_two_rounds(lifter, context_for, tools_for):
    server = PickyServer(tools=False)  # strict json_schema, lookups in the JSON
    greedy = {**ANSWER, "lookups": [
        {"tool": "get_pr_records", "exercise_slug": BENCH, "muscle_group": None, "count": None}
    ]}  # fmt: skip
    server.script = [openai_text(greedy)] * 3
    with serve(server.app) as url:
        decision = _brain(f"{url}/v1").decide(
            context_for(lifter.user_id, "PRs?"), tools_for(lifter.user_id)
        )

    # Two rounds of lookups; the third answer's lookups are ignored and its message used.
    assert decision.message == ANSWER["message"]
    assert decision.usage is not None and decision.usage["tool_calls"] == 2
    assert len(server.requests) == 4  # the refused tools call, then three


def test_grammar_servers_get_one_lookup_round_then_a_grammar_without_lookups(
    lifter, context_for, tools_for
):
    # On the compact wire each round is a whole answer decoded under the grammar: one
    # round, and the answer after it is made by a schema that allows no more lookups.
    server = PickyServer(json_schema=False)
    greedy = {**ANSWER, "lookups": [{"tool": "get_pr_records", "exercise_slug": BENCH}]}
    server.script = [openai_text(greedy)] * 2
    with serve(server.app) as url:
        decision = _brain(f"{url}/v1").decide(
            context_for(lifter.user_id, "PRs?"), tools_for(lifter.user_id)
        )

    assert decision.message == ANSWER["message"] and decision.fallback_reason is None
    assert decision.usage is not None and decision.usage["tool_calls"] == 1
    _refused, asked, answered = server.requests
    assert asked["response_format"]["schema"]["properties"]["lookups"]["maxItems"] == 2
    assert answered["response_format"]["schema"]["properties"]["lookups"]["maxItems"] == 0
    assert "[LOOKUP RESULTS]" in answered["messages"][-1]["content"]


def _strained_back(now: datetime) -> MemoryItem:
    return MemoryItem(
        id="mem_back",
        tier="tier_2_physiological",
        entry=Tier2Entry(
            body_part="lower back",
            condition="minor_strain",
            fact="Strained lower back lifting a box",
            effective_date=now.date(),
            expires_at=datetime(2026, 9, 20, tzinfo=UTC),
        ),
        created_at=now,
        updated_at=now,
    )


def test_advice_against_a_stored_injury_is_repaired_then_local_answers(
    fake_openai, context_for, tools_for, register
):
    fake, url = fake_openai
    user = register()
    now = datetime(2026, 9, 16, 12, tzinfo=UTC)
    reckless = {**ANSWER, "message": "Hit heavy conventional deadlifts today, 5x5."}
    fake.script = [openai_text(reckless), openai_text({**reckless, "message": "Deadlifts!"})]
    context = context_for(user.user_id, "What should I train?", memory=[_strained_back(now)])

    decision = _brain(url).decide(context, tools_for(user.user_id))

    repair = fake.requests[1]["messages"][-1]["content"]
    assert "Conventional Deadlift" in repair and "protected" in repair
    assert (decision.answered_by, decision.fallback_reason) == ("local", "unsafe")
    assert "deadlift" not in decision.message.lower() or "no" in decision.message.lower()


def test_advice_to_avoid_the_injured_part_passes(fake_openai, context_for, tools_for, register):
    fake, url = fake_openai
    user = register()
    now = datetime(2026, 9, 16, 12, tzinfo=UTC)
    careful = {**ANSWER, "message": "Skip the deadlifts this week; walk and do planks."}
    fake.script = [openai_text(careful)]
    context = context_for(user.user_id, "What should I train?", memory=[_strained_back(now)])

    decision = _brain(url).decide(context, tools_for(user.user_id))

    assert decision.message == careful["message"] and decision.fallback_reason is None


def test_answer_cut_at_the_token_limit_is_repaired(fake_openai, context_for, tools_for, register):
    fake, url = fake_openai
    user = register()
    cut = _openai({"role": "assistant", "content": '{"message": "Keep the'}, "length")
    fake.script = [cut, openai_text(ANSWER)]

    decision = _brain(url).decide(context_for(user.user_id, "tips?"), tools_for(user.user_id))

    assert "cut off at the token limit" in fake.requests[1]["messages"][-1]["content"]
    assert decision.message == ANSWER["message"] and decision.usage is not None
    assert decision.usage["repairs"] == 1


def test_empty_message_is_garbage(fake_openai, context_for, tools_for, register):
    fake, url = fake_openai
    user = register()
    fake.script = [openai_text({**ANSWER, "message": "  "}), openai_text({**ANSWER, "message": ""})]

    decision = _brain(url).decide(context_for(user.user_id, "hey"), tools_for(user.user_id))

    assert decision.fallback_reason == "invalid" and decision.message.strip()


def test_chat_names_the_fallback_and_metrics_count_it(app, client, register, fake_openai):
    fake, url = fake_openai
    user = register()
    fake.script = [openai_text("I am a teapot"), openai_text("{still not")]
    brain = _brain(url)
    app.dependency_overrides[current_brain] = lambda: brain
    try:
        response = client.post(
            "/api/coach/chat", json={"message": "Any tips?"}, headers=user.headers
        )
        fake.script = [openai_text(ANSWER)]
        answered = client.post(
            "/api/coach/chat", json={"message": "And now?"}, headers=user.headers
        )
    finally:
        app.dependency_overrides.clear()

    assert response.status_code == 200
    assert response.json()["brain"] == {
        "name": "local",
        "configured": "openai:tiny",
        "fallback_reason": "invalid",
    }
    assert response.headers["X-Fitcoach-Brain"] == (
        "local; configured=openai:tiny; fallback=invalid"
    )
    assert answered.json()["brain"]["name"] == "openai:tiny"
    assert answered.json()["message"] == ANSWER["message"]
    assert answered.headers["X-Fitcoach-Brain"] == "openai:tiny"

    metrics = client.get("/metrics")
    assert metrics.status_code == 200
    assert metrics.headers["content-type"].startswith("text/plain")
    text = metrics.text
    assert 'fitcoach_chat_turns_total{brain="local",configured="openai:tiny"}' in text
    assert 'fitcoach_chat_turns_total{brain="openai:tiny",configured="openai:tiny"}' in text
    assert 'fitcoach_brain_fallbacks_total{configured="openai:tiny",reason="invalid"}' in text
    assert 'fitcoach_llm_tokens_total{brain="openai:tiny",kind="cached"}' in text
    assert 'fitcoach_llm_call_seconds_bucket{brain="openai:tiny",le="0.1",outcome="answer"}' in (
        text
    )
    assert "fitcoach_chat_turn_seconds_count" in text
