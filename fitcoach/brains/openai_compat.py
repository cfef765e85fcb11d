"""`openai:<model>`: any server that speaks OpenAI's chat completions (OpenAI, Ollama,
vLLM, llama.cpp), through the official `openai` SDK.

Servers differ in what they take, so the brain negotiates instead of giving up:

- structured output, best first: `json_schema` (strict), then `json_object` with the
  schema beside it (llama-cpp-python turns that into a grammar), then bare `json_object`,
  then plain text; below the two schema-carrying modes the schema goes into the prompt.
- analytics tools: native tool calls while the server takes them with the structured mode
  in use; otherwise (the server rejects `tools`, or it constrains the answer to a grammar,
  which leaves no room for a tool call) the model asks for lookups inside its JSON
  (`lookups: [...]`), the brain runs them and asks again, at most two rounds.

A refusal steps down at once and retries the same call; it is never a reason to hand the
turn to the local brain. What worked is remembered per base URL and model for the life of
the process (`capabilities_for`), so only the first turn pays for the discovery, and, given
a `CapabilityStore` (the app passes the store's table), across restarts and instances: a
new process starts from the stored mode, and saves the mode again whenever a success in a
different mode follows a step down. A stored mode is never stepped back up by a turn;
`fitcoach doctor` negotiates afresh from the top and stores what it finds (run it after
upgrading the server).
OpenAI caches long identical prompt prefixes by itself, as llama.cpp reuses its KV cache
for a repeated prefix; the static prompt goes first so that both can, and cached tokens
are recorded when the server reports them.
"""

from __future__ import annotations

import copy
import json
import logging
import threading
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

from fitcoach.brains.llm.context import runtime_block
from fitcoach.brains.llm.core import Conversation, LLMBrain, Reply, ToolCall, Usage
from fitcoach.brains.llm.parse import BadDecision, json_object
from fitcoach.brains.llm.prompt import system_prompt
from fitcoach.brains.llm.schema import (
    COMPACT_DECISION_SCHEMA,
    DECISION_SCHEMA,
    PROMPT_DECISION_SCHEMA,
    TOOL_DECLARATIONS,
    bounded,
)
from fitcoach.brains.llm.tools import TOOL_NAMES
from fitcoach.contracts.decision import Brain, TurnContext
from fitcoach.contracts.llm_capabilities import CapabilityRecord, CapabilityStore

SAMPLING_SEED = 20261201
log = logging.getLogger(__name__)

Structured = Literal["json_schema", "json_object_schema", "json_object", "text"]
ToolMode = Literal["native", "lookups"]
Wire = Literal["full", "compact"]
TOOL_MODES: tuple[ToolMode, ...] = ("native", "lookups")
STRUCTURED_ORDER: tuple[Structured, ...] = (
    "json_schema",
    "json_object_schema",
    "json_object",
    "text",
)
# Modes where the server holds the schema; below them the prompt has to.
_SERVER_SCHEMA = ("json_schema", "json_object_schema")
# A Decision is ~100-300 tokens; the bounded compact grammar (schema.py) closes the JSON,
# and SmolLM2-135M under it wrote 146-362 tokens per answer. The cap is the backstop for
# servers without a grammar. Sent only below strict `json_schema`, i.e. to local servers,
# where every token costs CPU time.
MAX_ANSWER_TOKENS = 400
# Lookups per answer: a progress question needs one or two (a small model under a
# grammar fills every slot it is given, and each lookup costs a round).
LOOKUP_LIMIT = 2


@dataclass
class Capabilities:
    """What one server (base URL + model) has been found to take."""

    structured: Structured = "json_schema"
    tools: ToolMode = "native"
    # True once a request in this mode has succeeded (not merely "not refused yet").
    confirmed: bool = False

    def describe(self) -> dict[str, Any]:
        return {"structured": self.structured, "tools": self.tools, "confirmed": self.confirmed}


_KNOWN: dict[tuple[str, str], Capabilities] = {}
_KNOWN_LOCK = threading.Lock()


def server_url(base_url: str | None) -> str:
    """The base URL a server is remembered under."""
    return (base_url or "https://api.openai.com/v1").rstrip("/")


def capabilities_for(base_url: str | None, model: str) -> Capabilities:
    """The shared, remembered capabilities of one server (created on first use)."""
    key = (server_url(base_url), model)
    with _KNOWN_LOCK:
        if key not in _KNOWN:
            _KNOWN[key] = Capabilities()
        return _KNOWN[key]


def forget_capabilities() -> None:
    """Start discovery afresh (tests)."""
    with _KNOWN_LOCK:
        _KNOWN.clear()


def _status(error: Exception) -> int | None:
    status = getattr(error, "status_code", None)
    return status if isinstance(status, int) else None


def _error_text(error: Exception) -> str:
    """The SDK's message plus the response body: for a 422 without an `error` member (a
    FastAPI validation error, as llama-cpp-python sends) the message is only the code."""
    body = getattr(error, "body", None)
    return f"{error} {json.dumps(body, default=str) if body is not None else ''}".lower()


def _is_refusal(error: Exception) -> bool:
    """A refused request shape rather than a failed model: 400/422, or a 500 that carries a
    request validation error (llama-cpp-python answers an unknown response_format with a
    500 holding pydantic's "literal_error")."""
    status = _status(error)
    if status in (400, 422):
        return True
    text = _error_text(error)
    return status == 500 and ("validation error" in text or "literal_error" in text)


def _refuses_format(error: Exception) -> bool:
    text = _error_text(error)
    return _is_refusal(error) and any(
        word in text for word in ("response_format", "json_schema", "json_object", "schema")
    )


def _refuses_tools(error: Exception) -> bool:
    text = _error_text(error)
    return _is_refusal(error) and ("tool" in text or "function" in text)


def _lookup_schema(decision: dict[str, Any]) -> dict[str, Any]:
    """A Decision schema plus `lookups`: analytics requests for servers without tools."""
    schema = copy.deepcopy(decision)
    lookup = {
        "type": "object",
        "properties": {
            "tool": {"type": "string", "enum": list(TOOL_NAMES)},
            "exercise_slug": {"type": ["string", "null"]},
            "muscle_group": {"type": ["string", "null"]},
            "count": {"type": ["integer", "null"], "description": "sessions or weeks"},
        },
        "required": ["tool", "exercise_slug", "muscle_group", "count"],
        "additionalProperties": False,
    }
    schema["properties"]["lookups"] = {
        "type": "array",
        "items": lookup,
        "description": "data to fetch before answering; [] when none is needed",
    }
    schema["required"] = [*schema["required"], "lookups"]
    return schema


def _compact_lookup_schema(decision: dict[str, Any], limit: int) -> dict[str, Any]:
    """The compact Decision plus at most `limit` lookups, one shape per tool with the
    arguments that tool needs (a grammar then cannot ask for a record without a slug);
    `count` is sessions (1-10) or weeks (1-12), as the tools clamp them."""
    shapes = []
    for tool in TOOL_DECLARATIONS:
        properties: dict[str, Any] = {"tool": {"type": "string", "enum": [tool["name"]]}}
        for name, spec in tool["parameters"]["properties"].items():
            if spec["type"] == "integer":
                properties["count"] = bounded({"type": "integer"}, "count", {"count": (1, 12)})
            else:
                properties[name] = bounded({"type": "string"}, name)
        required = [name for name in properties if name != "count"]
        shapes.append(
            {
                "type": "object",
                "properties": properties,
                "required": required,
                "additionalProperties": False,
            }
        )
    schema = copy.deepcopy(decision)
    schema["properties"]["lookups"] = {
        "type": "array",
        "items": {"anyOf": shapes},
        "maxItems": limit,
    }
    schema["required"] = [*schema["required"], "lookups"]
    return schema


LOOKUP_SCHEMA = _lookup_schema(DECISION_SCHEMA)
COMPACT_LOOKUP_SCHEMA = _compact_lookup_schema(COMPACT_DECISION_SCHEMA, LOOKUP_LIMIT)
# The answer after the last lookup round (and a repair): the grammar allows no more
# lookups, so a model that keeps asking cannot spend a call on it.
COMPACT_FINAL_SCHEMA = _compact_lookup_schema(COMPACT_DECISION_SCHEMA, 0)
PROMPT_LOOKUP_SCHEMA = _lookup_schema(PROMPT_DECISION_SCHEMA)

LOOKUP_PROMPT = f"""\
## Lookups (this server has no tool calls)
Instead of calling a tool, put what you need in "lookups": a list of at most \
{LOOKUP_LIMIT} objects {{"tool": one of {", ".join(TOOL_NAMES)}, "exercise_slug": slug or \
null, "muscle_group": group or null, "count": sessions or weeks, or null}}, with a short \
holding message. You will get the results and answer again. Use "lookups": [] when you \
need no data, and always in the answer that follows the results.
"""


def _schema_prompt(schema: dict[str, Any]) -> str:
    return (
        "## Answer schema\nYour whole answer is one JSON object valid against this JSON "
        "Schema:\n" + json.dumps(schema, separators=(",", ":"))
    )


class OpenAICompatBrain(LLMBrain):
    def __init__(
        self,
        model: str,
        *,
        api_key: str | None,
        base_url: str | None = None,
        timeout_seconds: float = 20.0,
        response_format: Structured | None = None,
        tools: ToolMode | None = None,
        max_answer_tokens: int = MAX_ANSWER_TOKENS,
        wire: Wire | None = None,
        fallback: Brain | None = None,
        capability_store: CapabilityStore | None = None,
    ) -> None:
        super().__init__(timeout_seconds=timeout_seconds, fallback=fallback)
        self.model = model
        self.name = f"openai:{model}"
        self._api_key = api_key
        self.base_url = base_url
        self.capabilities = capabilities_for(base_url, model)
        self.max_answer_tokens = max_answer_tokens
        # None: follow the negotiated mode (see `compact`).
        self.wire = wire
        self.capability_store = capability_store
        # What the store held for this server when the brain was built (doctor prints it).
        self.remembered: CapabilityRecord | None = None
        # The (structured, tools) pair the store holds, so a turn writes only on a change.
        self._stored: tuple[str, str] | None = None
        if capability_store is not None:
            self.recall()
        # Pinned modes (settings or tests) start discovery lower down; refusals still step.
        if response_format is not None:
            self.capabilities.structured = response_format
        if tools is not None:
            self.capabilities.tools = tools
        self._client: Any = None

    def recall(self) -> None:
        """Start from the mode the store remembers for this server, unless this process has
        already found one. A store that cannot answer costs a rediscovery, never a turn."""
        store = self.capability_store
        if store is None:
            return
        try:
            record = store.get(server_url(self.base_url), self.model)
        except Exception as error:
            log.warning("could not read remembered LLM capabilities: %s", error)
            return
        if record is None:
            return
        if record.structured not in STRUCTURED_ORDER or record.tools not in TOOL_MODES:
            return  # written by another version: discover again
        self.remembered = record
        self._stored = (record.structured, record.tools)
        with _KNOWN_LOCK:
            if not self.capabilities.confirmed:
                self.capabilities.structured = record.structured
                self.capabilities.tools = record.tools

    def rediscover(self) -> None:
        """Negotiate from the top again on the next request (doctor: a server upgraded since
        its mode was stored may now take a better one); the result is stored as usual."""
        with _KNOWN_LOCK:
            self.capabilities.structured = "json_schema"
            self.capabilities.tools = "native"
            self.capabilities.confirmed = False

    def is_stored(self) -> bool:
        """Whether the store holds the mode in use now."""
        caps = self.capabilities
        return self._stored == (caps.structured, caps.tools)

    def remember(self, structured: Structured, tools: ToolMode) -> None:
        """Store the mode a request just succeeded in, when it differs from the stored one."""
        store = self.capability_store
        if store is None or self._stored == (structured, tools):
            return
        record = CapabilityRecord(
            server_url(self.base_url), self.model, structured, tools, datetime.now(UTC)
        )
        try:
            store.put(record)
        except Exception as error:
            log.warning("could not store negotiated LLM capabilities: %s", error)
            return
        self._stored = (structured, tools)

    @property
    def response_format(self) -> Structured:
        return self.capabilities.structured

    def prepare(self) -> None:
        self.client()

    def client(self) -> Any:
        if self._client is None:
            from openai import OpenAI

            # Local servers (Ollama, llama.cpp) ignore the key but the SDK wants one. Retries
            # are ours to decide: a retried call would overrun the turn's time budget.
            self._client = OpenAI(
                api_key=self._api_key or "unset", base_url=self.base_url, max_retries=0
            )
        return self._client

    def lookups(self) -> bool:
        return self.capabilities.tools == "lookups"

    def tool_hops(self) -> int:
        """One lookup round on the compact wire: there each round is a whole answer decoded
        under the grammar (not a short tool call), and a small model asks again by habit."""
        return 1 if self.lookups() and self.compact() else super().tool_hops()

    def compact(self) -> bool:
        """The compact wire schema and the slug-only index, for every mode below strict
        `json_schema`: those are the local servers (llama.cpp, and servers built on it)
        that decode under a grammar made from the schema, and often have a small context.
        Strict `json_schema` (OpenAI, vLLM) takes the full schema at no decoding cost."""
        if self.wire is not None:
            return self.wire == "compact"
        return self.capabilities.structured != "json_schema"

    def schema(self, final: bool = False) -> dict[str, Any]:
        """The answer's schema; `final` (no lookup round left) bars lookups on the compact
        wire, where the schema becomes the decoder's grammar."""
        if self.compact():
            if self.capabilities.structured not in _SERVER_SCHEMA:
                # The prompt carries it: the short form (schema.py says why).
                return PROMPT_LOOKUP_SCHEMA if self.lookups() else PROMPT_DECISION_SCHEMA
            if not self.lookups():
                return COMPACT_DECISION_SCHEMA
            return COMPACT_FINAL_SCHEMA if final else COMPACT_LOOKUP_SCHEMA
        return LOOKUP_SCHEMA if self.lookups() else DECISION_SCHEMA

    def response_format_param(self, final: bool = False) -> dict[str, Any] | None:
        mode = self.capabilities.structured
        if mode == "json_schema":
            return {
                "type": "json_schema",
                "json_schema": {"name": "coach_decision", "schema": self.schema(), "strict": True},
            }
        if mode == "json_object_schema":
            return {"type": "json_object", "schema": self.schema(final)}
        if mode == "json_object":
            return {"type": "json_object"}
        return None

    def step_down_format(self, failed: Structured) -> bool:
        """Move below `failed` (once, even if turns race); False when nothing is left."""
        caps = self.capabilities
        with _KNOWN_LOCK:
            if caps.structured != failed:
                return True  # another turn already stepped down
            index = STRUCTURED_ORDER.index(failed)
            if index + 1 >= len(STRUCTURED_ORDER):
                return False
            caps.structured = STRUCTURED_ORDER[index + 1]
            caps.confirmed = False
            if caps.structured == "json_object_schema":
                # A grammar-constrained answer cannot be a tool call: ask in the JSON.
                caps.tools = "lookups"
            return True

    def drop_tools(self) -> None:
        with _KNOWN_LOCK:
            self.capabilities.tools = "lookups"
            self.capabilities.confirmed = False

    def system_messages(self) -> list[dict[str, Any]]:
        """The static prefix: identical on every turn for one mode, so servers can cache it."""
        text = system_prompt(compact=self.compact())
        if self.lookups():
            text += "\n" + LOOKUP_PROMPT
        if self.capabilities.structured not in _SERVER_SCHEMA:
            text += "\n" + _schema_prompt(self.schema())
        return [{"role": "system", "content": text}]

    def start(self, context: TurnContext, usage: Usage) -> Conversation:
        return _OpenAIConversation(self, runtime_block(context), usage)


_TOOLS = [{"type": "function", "function": tool} for tool in TOOL_DECLARATIONS]


def _lookup_calls(text: str | None, round_number: int) -> list[ToolCall]:
    """The lookups a JSON answer asks for, as tool calls; [] for anything else."""
    try:
        raw = json_object(text or "")
    except BadDecision:
        return []
    items = raw.get("lookups")
    if not isinstance(items, list):
        return []
    calls = []
    for index, item in enumerate(items[:LOOKUP_LIMIT]):
        if not isinstance(item, dict) or item.get("tool") not in TOOL_NAMES:
            continue
        args = {
            "exercise_slug": item.get("exercise_slug"),
            "muscle_group": item.get("muscle_group"),
            "limit_sessions": item.get("count"),
            "weeks_back": item.get("count"),
        }
        args = {key: value for key, value in args.items() if value is not None}
        calls.append(ToolCall(f"lookup_{round_number}_{index}", str(item["tool"]), args))
    return calls


class _OpenAIConversation:
    def __init__(self, brain: OpenAICompatBrain, runtime: str, usage: Usage) -> None:
        self.brain = brain
        self.usage = usage
        self.runtime = runtime
        # Turn messages after the system prefix (which follows the negotiated mode).
        self.messages: list[dict[str, Any]] = [{"role": "user", "content": runtime}]
        self.last_message: dict[str, Any] | None = None
        self.rounds = 0

    def _request(self, final: bool, timeout: float) -> dict[str, Any]:
        brain = self.brain
        request: dict[str, Any] = {
            "model": brain.model,
            "messages": brain.system_messages() + self.messages,
            "timeout": timeout,
        }
        if not brain.lookups():
            request["tools"] = _TOOLS
            # Past the hop limit the tools stay declared (earlier tool messages refer to
            # them) but may not be called.
            request["tool_choice"] = "none" if final else "auto"
        response_format = brain.response_format_param(final)
        if response_format is not None:
            request["response_format"] = response_format
        if brain.response_format != "json_schema":
            # Local servers: a cap on runaway output, and steady sampling for JSON. The fixed
            # seed makes a turn reproducible: the same prompt gets the same answer, so a
            # reply can be replayed and a test run is not a draw.
            request["max_tokens"] = brain.max_answer_tokens
            request["temperature"] = 0.2
            request["seed"] = SAMPLING_SEED
        return request

    def ask(self, *, final: bool, timeout: float) -> Reply:
        brain = self.brain
        # One try per structured mode and one without native tools, then give up.
        for _ in range(len(STRUCTURED_ORDER) + 1):
            mode, tools = brain.response_format, brain.capabilities.tools
            try:
                response = brain.client().chat.completions.create(**self._request(final, timeout))
            except Exception as error:
                if _refuses_format(error) and brain.step_down_format(mode):
                    self.usage.add(negotiation_steps=1)
                    continue
                if tools == "native" and _refuses_tools(error):
                    brain.drop_tools()
                    self.usage.add(negotiation_steps=1)
                    continue
                raise
            brain.capabilities.confirmed = True
            brain.remember(mode, tools)
            return self._reply(response, final)
        raise BadDecision("the server refused every structured-output mode")

    def _reply(self, response: Any, final: bool) -> Reply:
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
        choice = response.choices[0] if response.choices else None
        message = choice.message if choice is not None else None
        if message is None:
            return Reply(None)
        truncated = getattr(choice, "finish_reason", None) == "length"
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
        elif self.brain.lookups() and not final and not truncated:
            calls = _lookup_calls(message.content, self.rounds)
        return Reply(message.content, calls, truncated=truncated)

    def add_tool_results(self, calls: list[ToolCall], results: list[dict[str, Any]]) -> None:
        self.rounds += 1
        if calls and calls[0].id.startswith("lookup_"):
            said = (self.last_message or {}).get("content") or ""
            self.messages.append({"role": "assistant", "content": said})
            lines = [
                f"{call.name}({json.dumps(call.args, sort_keys=True)}) -> "
                f"{json.dumps(result, default=str)}"
                for call, result in zip(calls, results, strict=True)
            ]
            self.messages.append(
                {
                    "role": "user",
                    "content": "[LOOKUP RESULTS]\n" + "\n".join(lines) + "\nNow answer the "
                    "user's message with these numbers, as one JSON object. More lookups only "
                    "if something essential is still missing.",
                }
            )
            return
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
