"""The embedded brain: understanding in, a typed Decision out, offline and in milliseconds.

Understanding is multilingual (English, Polish, Thai, Japanese: `fitcoach.nlu`); replies
are composed in English, the one language we write coaching copy in. Every reply is
deterministic: the same context and message give the same Decision.
"""

from __future__ import annotations

from collections.abc import Callable

from fitcoach.agent.decision import AnalyticsTools, Decision, TurnContext
from fitcoach.nlu.understanding import Intent, Understanding

from . import body, planning, profile, progress, talk, technique
from .turn import Turn
from .voice import current_voice

Handler = Callable[[Turn], Decision]

HANDLERS: dict[Intent, Handler] = {
    "onboarding": planning.onboarding,
    "day_edit": planning.day_edit,
    "week_overhaul": planning.week_overhaul,
    "swap": planning.swap,
    "pain": body.pain,
    "event": body.event,
    "progress": progress.progress,
    "technique": technique.technique,
    "motivation": talk.motivation,
    "small_talk": talk.small_talk,
    "preference": profile.preference,
    "memory_update": profile.memory_update,
    "memory_delete": profile.memory_delete,
    "medical_red_flag": talk.medical_red_flag,
    "off_topic": talk.off_topic,
    "injection": talk.injection,
    "coaching": talk.coaching,
}


def understand_message(context: TurnContext) -> Understanding:
    from fitcoach import nlu

    previous = context.recent_turns[-1].user if context.recent_turns else None
    return nlu.understand(context.message, context.today, context.selected_day, previous)


class LocalBrain:
    """The default brain (`FITCOACH_BRAIN=local`)."""

    name = "local"

    def decide(self, context: TurnContext, tools: AnalyticsTools) -> Decision:
        return self.respond(context, understand_message(context), tools)

    def respond(
        self, context: TurnContext, understanding: Understanding, tools: AnalyticsTools
    ) -> Decision:
        """Decide from an already-computed understanding (what `decide` does after NLU)."""
        voice = current_voice(context.memory)
        if understanding.intent == "preference" and understanding.voice is not None:
            # The reply that records a new style already speaks in it.
            voice = understanding.voice
        turn = Turn(ctx=context, u=understanding, voice=voice, tools=tools)
        decision = HANDLERS[understanding.intent](turn)
        if decision.route == "NONE":
            decision.target_day = None
            decision.plan_ops = []
        return decision
