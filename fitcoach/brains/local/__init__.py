"""The embedded, offline brain: rule-based understanding, deterministic replies."""

from fitcoach.brains.local.brain import LocalBrain

__all__ = ["LocalBrain"]
