"""`gemini:<model>`: Gemini through the official `google-genai` SDK.

The static prompt, exercise index and tool declarations live in an explicit context cache,
created once per content hash and shared by every user and every app instance (the cache
name is kept in the database), refreshed before it expires and recreated when Gemini no
longer knows it. Each turn then sends only the runtime context block.

Models that reject function calling together with a JSON response schema (Gemini 2.x,
the spec's section 9.4) run two phases: tool turns without the schema, then a final turn
with it and without tools, from a second cache that holds no tool declarations. Gemini 3
models take both in one request; if a model refuses that, the brain drops to two phases.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
from datetime import datetime, timedelta
from typing import Any, Protocol

from fitcoach.brains.llm.context import runtime_block
from fitcoach.brains.llm.core import Conversation, LLMBrain, Reply, ToolCall, Usage
from fitcoach.brains.llm.prompt import system_prompt
from fitcoach.brains.llm.schema import DECISION_SCHEMA, TOOL_DECLARATIONS
from fitcoach.clock import Clock, SystemClock
from fitcoach.contracts.decision import Brain, TurnContext
from fitcoach.contracts.llm_cache import CacheRecord

logger = logging.getLogger("fitcoach.brains.gemini")

# Refresh when less than this is left, so a turn never races the expiry.
REFRESH_MARGIN = timedelta(minutes=10)


class CacheRegistry(Protocol):
    def get(self, content_hash: str) -> CacheRecord | None: ...

    def claim(self, record: CacheRecord, now: datetime) -> CacheRecord: ...

    def forget(self, content_hash: str, name: str) -> None: ...


class MemoryCacheRegistry:
    """A registry for one process (tests, or no database at hand)."""

    def __init__(self) -> None:
        self._records: dict[str, CacheRecord] = {}

    def get(self, content_hash: str) -> CacheRecord | None:
        return self._records.get(content_hash)

    def claim(self, record: CacheRecord, now: datetime) -> CacheRecord:
        current = self._records.get(record.content_hash)
        if current and current.name != record.name and current.expires_at > now:
            return current
        self._records[record.content_hash] = record
        return record

    def forget(self, content_hash: str, name: str) -> None:
        current = self._records.get(content_hash)
        if current is not None and current.name == name:
            del self._records[content_hash]


def _is_gone(error: Exception) -> bool:
    """Gemini's answer for a cache it no longer has (expired, deleted, other project)."""
    code = getattr(error, "code", None)
    text = str(error).lower()
    return code == 404 or (code in (400, 403) and "cache" in text)


def _rejects_tools_with_schema(error: Exception) -> bool:
    text = str(error).lower()
    return getattr(error, "code", None) == 400 and "function calling" in text and "mime" in text


class ContextCaches:
    """Cache names by content hash: in-process first, then the shared registry, then create."""

    def __init__(self, brain: GeminiBrain, registry: CacheRegistry) -> None:
        self.brain = brain
        self.registry = registry
        self._local: dict[str, CacheRecord] = {}
        self._uncacheable: set[str] = set()
        self._lock = threading.Lock()

    def content_hash(self, tools: bool) -> str:
        payload = {
            "model": self.brain.model,
            "system": system_prompt(),
            "tools": TOOL_DECLARATIONS if tools else None,
        }
        return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()

    def name(self, tools: bool, usage: Usage, timeout: float) -> tuple[str, str] | None:
        """(content hash, cache name), or None when this content cannot be cached."""
        key = self.content_hash(tools)
        with self._lock:
            if key in self._uncacheable:
                return None
            now = self.brain.clock.now()
            record = self._local.get(key)
            if record is None or record.expires_at - now < REFRESH_MARGIN:
                record = self._shared(key, tools, now, usage, timeout)
            if record is None:
                return None
            self._local[key] = record
            return key, record.name

    def forget(self, key: str, name: str) -> None:
        with self._lock:
            self._local.pop(key, None)
            self.registry.forget(key, name)

    def _shared(
        self, key: str, tools: bool, now: datetime, usage: Usage, timeout: float
    ) -> CacheRecord | None:
        record = self.registry.get(key)
        if record is not None and record.expires_at - now >= REFRESH_MARGIN:
            return record
        if record is not None and record.expires_at > now:
            refreshed = self._refresh(record, now, timeout)
            if refreshed is not None:
                usage.add(cache_refreshes=1)
                return self.registry.claim(refreshed, now)
        if record is not None:
            self.registry.forget(key, record.name)
        created = self._create(key, tools, now, timeout)
        if created is None:
            self._uncacheable.add(key)
            return None
        usage.add(cache_creates=1)
        return self.registry.claim(created, now)

    def _expiry(self, value: datetime | None, now: datetime) -> datetime:
        return value or now + timedelta(seconds=self.brain.cache_ttl_seconds)

    def _refresh(self, record: CacheRecord, now: datetime, timeout: float) -> CacheRecord | None:
        from google.genai import types

        try:
            updated = self.brain.client().caches.update(
                name=record.name,
                config=types.UpdateCachedContentConfig(
                    ttl=f"{self.brain.cache_ttl_seconds}s",
                    http_options=self.brain.http_options(timeout),
                ),
            )
        except Exception as error:
            if _is_gone(error):
                return None
            raise
        return CacheRecord(
            record.content_hash, record.model, record.name, self._expiry(updated.expire_time, now)
        )

    def _create(self, key: str, tools: bool, now: datetime, timeout: float) -> CacheRecord | None:
        from google.genai import errors, types

        config = types.CreateCachedContentConfig(
            system_instruction=system_prompt(),
            tools=self.brain.tool_objects() if tools else None,
            ttl=f"{self.brain.cache_ttl_seconds}s",
            display_name=f"fitcoach-{key[:16]}",
            http_options=self.brain.http_options(timeout),
        )
        try:
            cached = self.brain.client().caches.create(model=self.brain.model, config=config)
        except errors.ClientError as error:
            # Too small to cache, or a model without caching: send the prompt inline.
            logger.warning("gemini cache not available for %s: %s", self.brain.model, error)
            return None
        if not cached.name:
            return None
        return CacheRecord(
            key, self.brain.model, cached.name, self._expiry(cached.expire_time, now)
        )


class GeminiBrain(LLMBrain):
    def __init__(
        self,
        model: str,
        *,
        api_key: str | None,
        base_url: str | None = None,
        timeout_seconds: float = 20.0,
        cache_ttl_seconds: int = 3600,
        thinking_budget: int = 0,
        registry: CacheRegistry | None = None,
        clock: Clock | None = None,
        tools_with_schema: bool | None = None,
        fallback: Brain | None = None,
    ) -> None:
        super().__init__(timeout_seconds=timeout_seconds, fallback=fallback)
        self.model = model
        self.name = f"gemini:{model}"
        self._api_key = api_key
        self.base_url = base_url
        self.cache_ttl_seconds = cache_ttl_seconds
        self.thinking_budget = thinking_budget
        self.clock: Clock = clock or SystemClock()
        self.tools_with_schema = (
            model.startswith("gemini-3") if tools_with_schema is None else tools_with_schema
        )
        self.caches = ContextCaches(self, registry or MemoryCacheRegistry())
        self._client: Any = None

    def prepare(self) -> None:
        self.client()

    def client(self) -> Any:
        if self._client is None:
            from google import genai
            from google.genai import types

            options = types.HttpOptions(base_url=self.base_url) if self.base_url else None
            self._client = genai.Client(api_key=self._api_key or "unset", http_options=options)
        return self._client

    @staticmethod
    def http_options(timeout: float) -> Any:
        from google.genai import types

        return types.HttpOptions(timeout=max(1, int(timeout * 1000)))

    @staticmethod
    def tool_objects() -> list[Any]:
        from google.genai import types

        declarations = [
            types.FunctionDeclaration(
                name=tool["name"],
                description=tool["description"],
                parameters_json_schema=tool["parameters"],
            )
            for tool in TOOL_DECLARATIONS
        ]
        return [types.Tool(function_declarations=declarations)]

    def thinking(self) -> Any:
        from google.genai import types

        if self.model.startswith("gemini-3"):
            level = types.ThinkingLevel.LOW if self.thinking_budget else types.ThinkingLevel.MINIMAL
            return types.ThinkingConfig(thinking_level=level)
        return types.ThinkingConfig(thinking_budget=self.thinking_budget)

    def start(self, context: TurnContext, usage: Usage) -> Conversation:
        return _GeminiConversation(self, runtime_block(context), usage)


class _GeminiConversation:
    def __init__(self, brain: GeminiBrain, runtime: str, usage: Usage) -> None:
        from google.genai import types

        self.brain = brain
        self.usage = usage
        self.runtime = runtime
        self.contents: list[Any] = [types.Content(role="user", parts=[types.Part(text=runtime)])]
        self.last_content: Any = None
        # Tool results as text, for the final turn (which declares no tools).
        self.findings: list[str] = []
        self.repairs: list[Any] = []

    def ask(self, *, final: bool, timeout: float) -> Reply:
        return self._ask(final=final, timeout=timeout, retried=False)

    def _ask(self, *, final: bool, timeout: float, retried: bool) -> Reply:
        from google.genai import types

        brain = self.brain
        with_schema = final or brain.tools_with_schema
        with_tools = not final
        config: dict[str, Any] = {
            "thinking_config": brain.thinking(),
            "http_options": brain.http_options(timeout),
            "automatic_function_calling": types.AutomaticFunctionCallingConfig(disable=True),
        }
        if with_schema:
            config["response_mime_type"] = "application/json"
            config["response_json_schema"] = DECISION_SCHEMA
        cached = brain.caches.name(with_tools, self.usage, timeout)
        if cached is not None:
            config["cached_content"] = cached[1]
        else:
            config["system_instruction"] = system_prompt()
            if with_tools:
                config["tools"] = brain.tool_objects()
        contents = self.contents if with_tools else self._flat()
        try:
            response = brain.client().models.generate_content(
                model=brain.model, contents=contents, config=types.GenerateContentConfig(**config)
            )
        except Exception as error:
            if retried:
                raise
            if cached is not None and _is_gone(error):
                brain.caches.forget(*cached)
                self.usage.add(cache_misses=1)
                return self._ask(final=final, timeout=timeout, retried=True)
            if with_schema and with_tools and _rejects_tools_with_schema(error):
                brain.tools_with_schema = False
                return self._ask(final=final, timeout=timeout, retried=True)
            raise
        if cached is not None:
            self.usage.add(cache_hits=1)
        return self._reply(response, structured=with_schema)

    def _flat(self) -> list[Any]:
        from google.genai import types

        text = self.runtime
        if self.findings:
            text += "\n[TOOL RESULTS ALREADY FETCHED]\n" + "\n".join(self.findings)
        return [types.Content(role="user", parts=[types.Part(text=text)]), *self.repairs]

    def _reply(self, response: Any, structured: bool) -> Reply:
        meta = response.usage_metadata
        if meta is not None:
            self.usage.add(
                prompt_tokens=meta.prompt_token_count,
                cached_tokens=meta.cached_content_token_count,
                output_tokens=meta.candidates_token_count,
                thinking_tokens=meta.thoughts_token_count,
                total_tokens=meta.total_token_count,
            )
        candidates = response.candidates or []
        content = candidates[0].content if candidates else None
        self.last_content = content
        calls: list[ToolCall] = []
        texts: list[str] = []
        for index, part in enumerate((content.parts if content else None) or []):
            if part.function_call is not None:
                call = part.function_call
                calls.append(ToolCall(call.id or f"call_{index}", call.name or "", call.args or {}))
            elif part.text and not part.thought:
                texts.append(part.text)
        return Reply("".join(texts) or None, calls, structured=structured and not calls)

    def add_tool_results(self, calls: list[ToolCall], results: list[dict[str, Any]]) -> None:
        from google.genai import types

        # The model's own turn goes back unchanged: it may carry thought signatures.
        if self.last_content is not None:
            self.contents.append(self.last_content)
        parts = []
        for call, result in zip(calls, results, strict=True):
            part = types.Part.from_function_response(name=call.name, response=result)
            if part.function_response is not None and not call.id.startswith("call_"):
                part.function_response.id = call.id
            parts.append(part)
            args = json.dumps(call.args, sort_keys=True)
            self.findings.append(f"{call.name}({args}) -> {json.dumps(result, default=str)}")
        self.contents.append(types.Content(role="user", parts=parts))

    def add_repair(self, reply: Reply, error: str) -> None:
        from google.genai import types

        self.repairs = [
            types.Content(role="model", parts=[types.Part(text=reply.text or "")]),
            types.Content(
                role="user",
                parts=[
                    types.Part(
                        text=f"That answer was rejected: {error}. Reply again with one JSON "
                        "object that follows the schema and fixes this."
                    )
                ],
            ),
        ]
