"""What every LLM brain shares: prompt, runtime context, schemas, tool dispatch, parsing,
and the provider-neutral turn (tool loop, repair, fallback to the local brain)."""

from fitcoach.brains.llm.core import LLMBrain, Usage
from fitcoach.brains.llm.parse import BadDecision, parse_decision

__all__ = ["BadDecision", "LLMBrain", "Usage", "parse_decision"]
