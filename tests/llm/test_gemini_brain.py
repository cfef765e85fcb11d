"""The Gemini brain against a fake that speaks Gemini's REST protocol on loopback."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

from fitcoach.brains.gemini import GeminiBrain
from fitcoach.brains.local import LocalBrain
from fitcoach.clock import FixedClock
from fitcoach.store.repository import Repository

from .conftest import BENCH
from .fakes import NOW, Sleep, gemini_call, gemini_text

PROGRESS = {
    "message": "Bench went from 60 to 65 lb for 3x8 at RIR 2: keep adding 5 lb a week.",
    "route": "NONE",
    "target_day": None,
    "plan_ops": [],
    "memory_mutations": [],
}
SWAP = {
    "message": "Swapped it: {summary}",
    "route": "UPDATE_DAY",
    "target_day": "wednesday",
    "plan_ops": [
        {
            "op": "swap",
            "day": "wednesday",
            "exercise_id": BENCH,
            "replacement_id": "push-up",
            "unavailable_gear": None,
        }
    ],
    "memory_mutations": [],
}


def _brain(
    url: str, repository: Repository, model: str = "gemini-3-flash", **extra: Any
) -> GeminiBrain:
    return GeminiBrain(
        model,
        api_key=None,
        base_url=url,
        timeout_seconds=extra.pop("timeout_seconds", 10.0),
        registry=repository.llm_cache(),
        clock=extra.pop("clock", FixedClock(NOW)),
        fallback=LocalBrain(),
        **extra,
    )


def _function_responses(body: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        part["functionResponse"]
        for content in body["contents"]
        for part in content["parts"]
        if "functionResponse" in part
    ]


def test_tool_round_trip_feeds_real_history_back(
    fake_gemini, repository, lifter, context_for, tools_for
):
    fake, url = fake_gemini
    fake.script = [
        gemini_call("get_historical_exercise_logs", {"exercise_slug": BENCH, "limit_sessions": 2}),
        gemini_text(PROGRESS),
    ]
    brain = _brain(url, repository)

    decision = brain.decide(
        context_for(lifter.user_id, "How is my bench going?"), tools_for(lifter.user_id)
    )

    assert decision.message == PROGRESS["message"]
    assert decision.route == "NONE"
    (response,) = _function_responses(fake.requests[1])
    assert response["name"] == "get_historical_exercise_logs"
    history = json.dumps(response["response"])
    assert "65" in history and "60" in history  # both logged sessions, from the real store
    assert decision.usage is not None
    assert decision.usage["tool_calls"] == 1
    assert decision.usage["llm_calls"] == 2
    assert decision.usage["cached_tokens"] == 6000
    assert decision.usage["prompt_tokens"] == 6800
    assert "fallback" not in decision.usage


def test_cache_created_once_and_shared_by_turns_and_instances(
    fake_gemini, repository, context_for, tools_for, register
):
    fake, url = fake_gemini
    user = register()
    fake.script = [gemini_text(PROGRESS) for _ in range(3)]
    first = _brain(url, repository)
    context = context_for(user.user_id, "Any tips for today?")

    first.decide(context, tools_for(user.user_id))
    first.decide(context, tools_for(user.user_id))
    # Another app instance: a new brain, the same store.
    second = _brain(url, repository)
    decision = second.decide(context, tools_for(user.user_id))

    assert len(fake.created) == 1
    created = fake.created[0]
    assert created["model"] == "models/gemini-3-flash"
    assert "exercise index" in json.dumps(created["systemInstruction"]).lower()
    declared = {f["name"] for t in created["tools"] for f in t["functionDeclarations"]}
    assert declared == {"get_historical_exercise_logs", "get_volume_trends", "get_pr_records"}
    names = {body["cachedContent"] for body in fake.requests}
    assert names == {next(iter(fake.caches))}
    # With the cache in use, the static prompt is not sent again.
    assert all("systemInstruction" not in body for body in fake.requests)
    assert decision.usage is not None
    assert decision.usage["cached_tokens"] == 3000
    # Each call served from the cache is a hit (the /metrics counter reads this).
    assert decision.usage["cache_hits"] == 1 and "cache_creates" not in decision.usage


def test_cache_recreated_after_gemini_forgets_it(
    fake_gemini, repository, context_for, tools_for, register
):
    fake, url = fake_gemini
    user = register()
    fake.script = [gemini_text(PROGRESS), gemini_text(PROGRESS)]
    brain = _brain(url, repository)
    context = context_for(user.user_id, "Any tips for today?")
    brain.decide(context, tools_for(user.user_id))
    old = fake.requests[0]["cachedContent"]

    fake.forget_all()
    decision = brain.decide(context, tools_for(user.user_id))

    assert decision.message == PROGRESS["message"]
    assert len(fake.created) == 2
    new = fake.requests[-1]["cachedContent"]
    assert new != old and new in fake.caches
    # The shared registry now names the new cache, so other instances use it too.
    record = repository.llm_cache().get(brain.caches.content_hash(tools=True))
    assert record is not None and record.name == new
    assert decision.usage is not None and decision.usage["cache_misses"] == 1


def test_cache_refreshed_before_it_expires(
    fake_gemini, repository, context_for, tools_for, register
):
    fake, url = fake_gemini
    user = register()
    fake.script = [gemini_text(PROGRESS), gemini_text(PROGRESS)]
    clock = FixedClock(NOW)
    brain = _brain(url, repository, clock=clock, cache_ttl_seconds=3600)
    context = context_for(user.user_id, "Any tips for today?")
    brain.decide(context, tools_for(user.user_id))

    clock.set(NOW + timedelta(minutes=55))  # 5 minutes left: inside the refresh margin
    fake.clock = clock
    brain.decide(context, tools_for(user.user_id))

    assert len(fake.created) == 1
    assert fake.patched == [fake.requests[0]["cachedContent"]]
    record = repository.llm_cache().get(brain.caches.content_hash(tools=True))
    assert record is not None and record.expires_at == NOW + timedelta(minutes=115)


def test_two_phase_model_gets_the_schema_only_without_tools(
    fake_gemini, repository, lifter, context_for, tools_for
):
    fake, url = fake_gemini
    fake.script = [
        gemini_call("get_pr_records", {"exercise_slug": BENCH}),
        gemini_text("Your bench PR is 65 lb for 8."),  # prose: phase one had no schema
        gemini_text(PROGRESS),
    ]
    brain = _brain(url, repository, model="gemini-2.5-flash")

    decision = brain.decide(
        context_for(lifter.user_id, "What's my bench PR?"), tools_for(lifter.user_id)
    )

    assert decision.message == PROGRESS["message"]
    tool_turns, final = fake.requests[:2], fake.requests[2]
    for body in tool_turns:
        assert "responseJsonSchema" not in body.get("generationConfig", {})
    assert final["generationConfig"]["responseMimeType"] == "application/json"
    assert final["generationConfig"]["responseJsonSchema"]["required"][0] == "message"
    # The final turn uses a cache without tool declarations, and sees the tool result.
    assert final["cachedContent"] != tool_turns[0]["cachedContent"]
    assert [("tools" in body) for body in fake.created] == [True, False]
    assert "get_pr_records" in json.dumps(final["contents"])
    assert decision.usage is not None and "repairs" not in decision.usage


def test_plan_ops_come_through_typed(fake_gemini, repository, context_for, tools_for, register):
    fake, url = fake_gemini
    user = register()
    fake.script = [gemini_text(SWAP)]
    brain = _brain(url, repository)

    decision = brain.decide(
        context_for(user.user_id, "Bench is taken, swap it", selected_day="wednesday"),
        tools_for(user.user_id),
    )

    assert decision.route == "UPDATE_DAY"
    assert decision.target_day == "wednesday"
    (op,) = decision.plan_ops
    assert op.op == "swap" and op.replacement_id == "push-up"
    assert op.unavailable_gear == []  # null in the schema -> the op's default


def test_timeout_falls_back_to_the_local_brain(
    fake_gemini, repository, context_for, tools_for, register
):
    fake, url = fake_gemini
    user = register()
    fake.script = [Sleep(3)]
    brain = _brain(url, repository, timeout_seconds=0.5)
    context = context_for(user.user_id, "Any tips for today?")

    decision = brain.decide(context, tools_for(user.user_id))

    expected = LocalBrain().decide(context, tools_for(user.user_id))
    assert decision.message == expected.message
    assert decision.usage is not None
    assert decision.usage["fallback"] == 1 and decision.usage["fallback_timeout"] == 1


def test_garbage_is_repaired_once_then_falls_back(
    fake_gemini, repository, context_for, tools_for, register
):
    fake, url = fake_gemini
    user = register()
    fake.script = [gemini_text("sure! here you go"), gemini_text('{"message": 3}')]
    brain = _brain(url, repository)
    context = context_for(user.user_id, "Any tips for today?")

    decision = brain.decide(context, tools_for(user.user_id))

    repair = json.dumps(fake.requests[1]["contents"])
    assert "rejected" in repair and "JSON" in repair
    assert decision.message == LocalBrain().decide(context, tools_for(user.user_id)).message
    assert decision.usage is not None
    assert decision.usage["repairs"] == 1
    assert decision.usage["fallback_invalid"] == 1
    assert decision.usage["llm_calls"] == 2
