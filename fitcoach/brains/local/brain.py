"""The embedded brain: understanding in, a typed Decision out, offline and in milliseconds.

Understanding is multilingual (English, Polish, Thai, Japanese: `fitcoach.nlu`); replies
are composed in English, the one language we write coaching copy in. Every reply is
deterministic: the same context and message give the same Decision.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import cast

from fitcoach.agent.decision import AnalyticsTools, Decision, TurnContext
from fitcoach.nlu.understanding import Intent, Understanding

from . import body, knowing, planning, profile, progress, talk, technique
from .signals import (
    Style,
    asked_style,
    asks_progress,
    asks_to_add,
    mentions_pregnancy,
    session_move,
    stated_style,
    wants_restore,
    worn_out,
)
from .turn import Turn
from .voice import VOICE_FACTS, Voice, brevity_memory, current_voice

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
        """Decide from an already-computed understanding (what `decide` does after NLU),
        in the user's language."""
        return knowing.localized(self._respond(context, understanding, tools), context)

    def _respond(
        self, context: TurnContext, understanding: Understanding, tools: AnalyticsTools
    ) -> Decision:
        safety = _safety_first(context, understanding, tools)
        if safety is not None:
            return safety
        style = _style_asked(context, understanding)
        voice = current_voice(context.memory)
        if style in VOICE_FACTS:
            # The reply that records a new style already speaks in it.
            voice = cast(Voice, style)
        brief = style == "brief" or brevity_memory(context.memory) is not None
        turn = Turn(ctx=context, u=understanding, voice=voice, tools=tools, brief=brief)
        decision = (
            knowing.foreign(turn)
            or _redirect(turn, style)
            or knowing.answer_question(turn)
            or HANDLERS[understanding.intent](turn)
        )
        if decision.route == "NONE":
            decision.target_day = None
            decision.plan_ops = []
        return decision


def _safety_first(
    context: TurnContext, understanding: Understanding, tools: AnalyticsTools
) -> Decision | None:
    """The first check on every turn: a red flag stops everything, even when a day, pain
    or a schedule is in the same message, and pregnancy never rewrites the schedule before
    a midwife or doctor has cleared it. Neither changes the plan or memory."""
    turn = Turn(ctx=context, u=understanding, voice="balanced", tools=tools)
    if understanding.intent == "medical_red_flag":
        decision = talk.medical_red_flag(turn)
    elif mentions_pregnancy(context.message):
        decision = talk.pregnancy_clearance(turn)
    else:
        return None
    decision.route = "NONE"
    decision.target_day = None
    decision.plan_ops = []
    decision.memory_mutations = []
    return decision


# Intents whose label is a best guess the words can overrule; the plan-changing and
# safety intents (pain, red flags, injection, events) always keep their handler.
_SOFT: frozenset[Intent] = frozenset(
    {"coaching", "small_talk", "motivation", "technique", "off_topic"}
)


def _style_asked(context: TurnContext, u: Understanding) -> Style | None:
    if u.intent in ("preference", "memory_update", "memory_delete"):
        return asked_style(u, context.message)
    if u.intent in _SOFT and not u.exercises:
        return stated_style(context.message)
    return None


def _redirect(t: Turn, style: Style | None) -> Decision | None:
    """Requests the words make plain whatever intent the NLU chose (see `signals`)."""
    u, message, plan = t.u, t.ctx.message, t.ctx.plan
    intent = u.intent
    if style is not None and intent in _SOFT:
        return profile.preference(t)
    movable = intent in _SOFT | {"swap", "day_edit", "week_overhaul"}
    if plan is not None and movable and not (intent == "swap" and u.exercises):
        moved = planning.move_session(t) if session_move(u, message, t.today) else None
        if moved is not None:
            return moved
    if intent == "day_edit" and not u.body_parts and worn_out(message):
        # "Up all night, go easy on me tomorrow": fatigue to log, then a shorter session
        # ("3 hrs sleep" is not a time limit).
        return body.pain(replace(t, u=replace(u, condition="fatigue", minutes=None)))
    lift = bool(u.exercises) or progress.planned_lift_named(t) is not None
    if intent in ("technique", "coaching") and lift and asks_progress(message):
        return progress.progress(t)
    if intent in _SOFT | {"day_edit"} and u.exercises and asks_to_add(message):
        return planning.add_exercise(t)
    # "Give Saturday its leg session back", "I'm free Saturday, add a session".
    restore = wants_restore(message) or (u.adds_work and not u.muscles)
    if intent in _SOFT | {"day_edit"} and u.weekdays and not u.exercises and restore:
        return planning.restore_day(t)
    return None
