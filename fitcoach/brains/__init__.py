"""Brains: whatever turns one chat turn into a typed `Decision`.

`local` is the embedded, offline default. Other brains (Gemini, OpenAI-compatible) live
beside it and import their SDKs lazily, so `fitcoach` runs without them installed.
"""

from __future__ import annotations

from fitcoach.agent.decision import Brain


def get_brain(name: str = "local") -> Brain:
    """The brain named by `FITCOACH_BRAIN` ("local" today; LLM brains register here)."""
    if name == "local":
        from fitcoach.brains.local import LocalBrain

        return LocalBrain()
    raise ValueError(f"unknown brain {name!r}")


__all__ = ["get_brain"]
