"""Settings, read once from FITCOACH_* environment variables."""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="FITCOACH_", extra="ignore")

    database_url: str = Field(
        default="sqlite:///./fitcoach.db",
        description="sqlite:///path.db, postgresql+psycopg://user@host/db, or firestore://PROJECT "
        "(Google credentials from the environment; the emulator via FIRESTORE_EMULATOR_HOST)",
    )
    now: datetime | None = Field(
        default=None,
        description="Freeze the clock at this ISO timestamp (demos, tests); unset = real clock",
    )
    host: str = Field(default="127.0.0.1", description="Address `fitcoach serve` binds")
    port: int = Field(default=8000, ge=1, le=65535, description="Port `fitcoach serve` binds")
    brain: str = Field(
        default="local",
        description="Which brain answers chat: local | gemini:<model> | openai:<model>",
    )
    token_ttl_days: int = Field(default=30, ge=1, description="Lifetime of a login token, in days")
    max_body_bytes: int = Field(default=64 * 1024, ge=1024, description="Largest request body")
    max_in_flight: int = Field(
        default=16,
        ge=1,
        le=200,
        description="API requests served at once; the database pool holds as many connections",
    )
    sqlite_max_in_flight: int = Field(
        default=4, ge=1, le=64, description="API requests served at once on SQLite"
    )
    max_queued: int = Field(
        default=512, ge=0, description="Requests waiting for a slot; beyond it: 503 Retry-After"
    )
    queue_wait_seconds: float = Field(
        default=10.0, gt=0, le=60, description="Longest wait for a slot before 503 Retry-After"
    )
    login_failures_per_user: int = Field(
        default=10, ge=1, description="Failed logins per username in a window before a block"
    )
    login_failures_per_address: int = Field(
        default=50, ge=1, description="Failed logins per client address in a window before a block"
    )
    login_window_seconds: int = Field(
        default=900, ge=1, description="Window in which failed logins are counted"
    )
    login_block_seconds: int = Field(
        default=300, ge=1, description="How long a throttled name or address must wait (429)"
    )
    hash_concurrency: int = Field(
        default=2, ge=1, le=32, description="Password hashes computed at once (64 MiB each)"
    )
    hash_wait_seconds: float = Field(
        default=5.0, gt=0, le=60, description="Longest wait to start a hash before 503"
    )

    # LLM brains (gemini:<model>, openai:<model>). Keys are secrets: never logged or echoed.
    gemini_api_key: SecretStr | None = Field(default=None, description="Gemini API key")
    gemini_base_url: str | None = Field(
        default=None, description="Override the Gemini endpoint (a proxy, or a test fake)"
    )
    gemini_cache_ttl_seconds: int = Field(
        default=3600, ge=300, description="Lifetime of the Gemini context cache of the prompt"
    )
    gemini_thinking_budget: int = Field(
        default=0, ge=-1, description="Thinking tokens per call (0 = off, -1 = model decides)"
    )
    openai_api_key: SecretStr | None = Field(default=None, description="OpenAI(-compatible) key")
    openai_base_url: str | None = Field(
        default=None,
        description="OpenAI-compatible endpoint, e.g. http://localhost:11434/v1 for Ollama",
    )
    llm_timeout_seconds: float = Field(
        default=20.0, gt=0, le=300, description="Budget for one LLM turn; past it, local answers"
    )

    @field_validator("now")
    @classmethod
    def _aware(cls, value: datetime | None) -> datetime | None:
        # A frozen clock without an offset is read as UTC so comparisons never mix naive/aware.
        if value is not None and value.tzinfo is None:
            from datetime import UTC

            return value.replace(tzinfo=UTC)
        return value


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
