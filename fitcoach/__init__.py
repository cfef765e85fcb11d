"""fitcoach — the brain of a training app."""

__version__ = "0.1.0"
