"""`openai:<model>`: any server that speaks OpenAI's chat completions (OpenAI, Ollama,
vLLM, llama.cpp), through the official `openai` SDK.

One phase: tools and the strict Decision schema go in the same request. Servers that do not
take `response_format: json_schema` are detected on their first refusal, and the brain
steps down to `json_object`, then to plain text (the prompt still asks for the object, and
the parser and repair retry still apply). OpenAI caches long identical prompt prefixes by
itself; the static prompt goes first so that it can, and cached tokens are recorded.
"""

from __future__ import annotations

import json
from typing import Any, Literal

from fitcoach.agent.decision import Brain, TurnContext
from fitcoach.brains.llm.context import runtime_block
from fitcoach.brains.llm.core import Conversation, LLMBrain, Reply, ToolCall, Usage
from fitcoach.brains.llm.prompt import system_prompt
from fitcoach.brains.llm.schema import DECISION_SCHEMA, TOOL_DECLARATIONS

ResponseFormat = Literal["json_schema", "json_object", "text"]
_STEP_DOWN: dict[ResponseFormat, ResponseFormat] = {
    "json_schema": "json_object",
    "json_object": "text",
}


def _refuses_format(error: Exception) -> bool:
    text = str(error).lower()
    return getattr(error, "status_code", None) in (400, 422) and (
        "response_format" in text or "json_schema" in text or "json_object" in text
    )


class OpenAICompatBrain(LLMBrain):
    def __init__(
        self,
        model: str,
        *,
        api_key: str | None,
        base_url: str | None = None,
        timeout_seconds: float = 20.0,
        response_format: ResponseFormat = "json_schema",
        fallback: Brain | None = None,
    ) -> None:
        super().__init__(timeout_seconds=timeout_seconds, fallback=fallback)
        self.model = model
        self.name = f"openai:{model}"
        self._api_key = api_key
        self.base_url = base_url
        self.response_format: ResponseFormat = response_format
        self._client: Any = None

    def client(self) -> Any:
        if self._client is None:
            from openai import OpenAI

            # Local servers (Ollama, llama.cpp) ignore the key but the SDK wants one. Retries
            # are ours to decide: a retried call would overrun the turn's time budget.
            self._client = OpenAI(
                api_key=self._api_key or "unset", base_url=self.base_url, max_retries=0
            )
        return self._client

    def response_format_param(self) -> dict[str, Any] | None:
        if self.response_format == "json_schema":
            return {
                "type": "json_schema",
                "json_schema": {
                    "name": "coach_decision",
                    "schema": DECISION_SCHEMA,
                    "strict": True,
                },
            }
        if self.response_format == "json_object":
            return {"type": "json_object"}
        return None

    def start(self, context: TurnContext, usage: Usage) -> Conversation:
        return _OpenAIConversation(self, runtime_block(context), usage)


_TOOLS = [{"type": "function", "function": tool} for tool in TOOL_DECLARATIONS]


class _OpenAIConversation:
    def __init__(self, brain: OpenAICompatBrain, runtime: str, usage: Usage) -> None:
        self.brain = brain
        self.usage = usage
        self.messages: list[dict[str, Any]] = [
            {"role": "system", "content": system_prompt()},
            {"role": "user", "content": runtime},
        ]
        self.last_message: dict[str, Any] | None = None

    def ask(self, *, final: bool, timeout: float) -> Reply:
        brain = self.brain
        request: dict[str, Any] = {
            "model": brain.model,
            "messages": self.messages,
            "tools": _TOOLS,
            # Past the hop limit the tools stay declared (earlier tool messages refer to
            # them) but may not be called.
            "tool_choice": "none" if final else "auto",
            "timeout": timeout,
        }
        response_format = brain.response_format_param()
        if response_format is not None:
            request["response_format"] = response_format
        try:
            response = brain.client().chat.completions.create(**request)
        except Exception as error:
            step = _STEP_DOWN.get(brain.response_format)
            if step is not None and _refuses_format(error):
                brain.response_format = step
                return self.ask(final=final, timeout=timeout)
            raise
        return self._reply(response)

    def _reply(self, response: Any) -> Reply:
        usage = response.usage
        if usage is not None:
            prompt_details = getattr(usage, "prompt_tokens_details", None)
            output_details = getattr(usage, "completion_tokens_details", None)
            self.usage.add(
                prompt_tokens=usage.prompt_tokens,
                cached_tokens=getattr(prompt_details, "cached_tokens", None),
                output_tokens=usage.completion_tokens,
                thinking_tokens=getattr(output_details, "reasoning_tokens", None),
                total_tokens=usage.total_tokens,
            )
        message = response.choices[0].message if response.choices else None
        if message is None:
            return Reply(None)
        calls = []
        for call in message.tool_calls or []:
            function = getattr(call, "function", None)
            if function is None:
                continue
            try:
                args = json.loads(function.arguments or "{}")
            except json.JSONDecodeError:
                args = {}
            calls.append(ToolCall(call.id, function.name, args if isinstance(args, dict) else {}))
        self.last_message = {"role": "assistant", "content": message.content}
        if calls:
            self.last_message["tool_calls"] = [
                {
                    "id": call.id,
                    "type": "function",
                    "function": {"name": call.name, "arguments": json.dumps(call.args)},
                }
                for call in calls
            ]
        return Reply(message.content, calls)

    def add_tool_results(self, calls: list[ToolCall], results: list[dict[str, Any]]) -> None:
        if self.last_message is not None:
            self.messages.append(self.last_message)
        for call, result in zip(calls, results, strict=True):
            self.messages.append(
                {
                    "role": "tool",
                    "tool_call_id": call.id,
                    "content": json.dumps(result, default=str),
                }
            )

    def add_repair(self, reply: Reply, error: str) -> None:
        self.messages.append({"role": "assistant", "content": reply.text or ""})
        self.messages.append(
            {
                "role": "user",
                "content": f"That answer was rejected: {error}. Reply again with one JSON "
                "object that follows the schema and fixes this.",
            }
        )
