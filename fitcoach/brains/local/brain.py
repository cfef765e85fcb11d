"""The embedded brain: understanding in, a typed Decision out, offline and in milliseconds.

Understanding is multilingual (English, Polish, Thai, Japanese: `fitcoach.nlu`); replies
are composed in English, the one language we write coaching copy in. Every reply is
deterministic: the same context and message give the same Decision.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any, cast

from fitcoach.agent.decision import AnalyticsTools, Decision, TurnContext
from fitcoach.memory.models import MemoryMutation
from fitcoach.nlu.calendar import extract_weekdays
from fitcoach.nlu.latch import RED_FLAG_PART
from fitcoach.nlu.router import DialogueState, Reading, read, reading_of
from fitcoach.nlu.understanding import Intent, Understanding

from . import body, knowing, planning, profile, progress, talk, technique
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
    return read_message(context).understanding


def read_message(context: TurnContext) -> Reading:
    """The one router's reading of this turn, with the dialogue state from the context."""
    return read(context.message, context.today, context.selected_day, dialogue_state(context))


def dialogue_state(context: TurnContext) -> DialogueState:
    pending = context.pending_proposal
    minutes = None
    if pending is not None and pending.type == "UPDATE_DAY" and pending.data is not None:
        minutes = getattr(pending.data, "duration_minutes", None)
    latched = any(
        item.tier == "tier_2_physiological"
        and getattr(item.entry, "body_part", None) == RED_FLAG_PART
        for item in context.memory
    )
    named = False
    if context.plan is not None:
        probe = Turn(
            ctx=context, u=Understanding(intent="coaching"), voice="balanced", tools=_NO_TOOLS
        )
        named = progress.planned_lift_named(probe) is not None
    pending_type = pending.type if pending is not None else None
    pending_day = pending.target_day if pending is not None else None
    last = context.recent_turns[-1] if context.recent_turns else None
    if last is not None and last.route == "UPDATE_DAY":
        # The day staged last turn, as the user named it: proposals staged within the same
        # instant (a fixed clock) cannot be told apart by time.
        said = list(dict.fromkeys(extract_weekdays(last.user)))
        if len(said) == 1:
            pending_type, pending_day = "UPDATE_DAY", said[0]
    return DialogueState(
        previous=last.user if last is not None else None,
        pending_type=pending_type,
        pending_day=pending_day,
        pending_minutes=minutes,
        latched=latched,
        names_planned_lift=named,
        has_plan=context.plan is not None,
        last_reply=context.recent_turns[-1].coach if context.recent_turns else None,
    )


class _NoTools:
    """Reading the dialogue state never calls an analytics tool."""

    def get_historical_exercise_logs(
        self, exercise_slug: str, limit_sessions: int = 3
    ) -> dict[str, Any]:
        return {}

    def get_volume_trends(self, muscle_group: str, weeks_back: int = 4) -> dict[str, Any]:
        return {}

    def get_pr_records(self, exercise_slug: str) -> dict[str, Any]:
        return {}


_NO_TOOLS = _NoTools()


class LocalBrain:
    """The default brain (`FITCOACH_BRAIN=local`)."""

    name = "local"

    def decide(self, context: TurnContext, tools: AnalyticsTools) -> Decision:
        return self.act(context, read_message(context), tools)

    def respond(
        self, context: TurnContext, understanding: Understanding, tools: AnalyticsTools
    ) -> Decision:
        """Decide from an already-computed understanding (tests and the LLM fallback)."""
        state = dialogue_state(context)
        return self.act(
            context, reading_of(context.message, understanding, context.today, state), tools
        )

    def act(self, context: TurnContext, reading: Reading, tools: AnalyticsTools) -> Decision:
        """Act on the router's reading, in the user's language; the brain never routes
        again."""
        return knowing.localized(self._act(context, reading, tools), context)

    def _act(self, context: TurnContext, reading: Reading, tools: AnalyticsTools) -> Decision:
        understanding = reading.understanding
        voice = current_voice(context.memory)
        style = reading.style
        if style in VOICE_FACTS:
            # The reply that records a new style already speaks in it.
            voice = cast(Voice, style)
        brief = style == "brief" or brevity_memory(context.memory) is not None
        turn = Turn(ctx=context, u=understanding, voice=voice, tools=tools, brief=brief)
        decision = (
            _guarded(turn, reading)
            or _by_action(turn, reading)
            or knowing.answer_question(turn, question=reading.read_only)
        )
        if decision is None:
            decision = HANDLERS[understanding.intent](turn)
        if reading.read_only or reading.plan_frozen or decision.route == "NONE":
            # A question, a clarifying question, a latched red flag: nothing changes.
            decision.route = "NONE"
            decision.target_day = None
            decision.plan_ops = []
        if reading.read_only:
            decision.memory_mutations = []
        decision.suggestions = list(reading.suggestions)
        return decision


def _guarded(t: Turn, reading: Reading) -> Decision | None:
    """The safety latch's replies: none of them changes the plan."""
    action = reading.action
    if action == "unsupported_language":
        return talk.unsupported_language(reading.language_name or "that language")
    if action == "red_flag":
        decision = talk.medical_red_flag(t)
        decision.memory_mutations = [_latch(t)] if not _latched(t) else []
        return decision
    if action == "pregnancy":
        return talk.pregnancy_clearance(t)
    if action == "latched":
        return talk.still_latched(t)
    if action == "cleared":
        return talk.cleared(_latch_ids(t))
    if action == "illness":
        return talk.illness(t)
    if action == "clarify":
        return talk.clarify(reading.suggestions, t.lang, t)
    return None


def _by_action(t: Turn, reading: Reading) -> Decision | None:
    action = reading.action
    if action == "style":
        return profile.preference(t)
    if action == "move_session":
        return planning.move_session(t)
    if action == "fatigue":
        return body.pain(t)
    if action == "progress":
        return progress.progress(t)
    if action == "add_exercise":
        return planning.add_exercise(t)
    if action == "restore_day":
        return planning.restore_day(t)
    if action == "exclude_exercise":
        return profile.exclude_exercises(t)
    return None


# A red flag holds until a professional clears it; the entry only lapses after this long
# so a forgotten one cannot block training forever.
_LATCH_DAYS = 90


def _latch(t: Turn) -> MemoryMutation:
    now = t.ctx.now
    return MemoryMutation(
        operation="CREATE",
        target_tier="tier_2_physiological",
        entry={
            "body_part": RED_FLAG_PART,
            "condition": "minor_strain",
            "fact": f"Medical red flag reported on {t.ctx.today.isoformat()}: no training "
            "changes until a doctor or other professional clears it.",
            "effective_date": t.ctx.today.isoformat(),
            "expires_at": (now + timedelta(days=_LATCH_DAYS)).isoformat(),
        },
        reason="A red flag stays in force until a professional clears the user.",
    )


def _latch_ids(t: Turn) -> list[str]:
    return [
        item.id
        for item in t.ctx.memory
        if item.tier == "tier_2_physiological"
        and getattr(item.entry, "body_part", None) == RED_FLAG_PART
    ]


def _latched(t: Turn) -> bool:
    return bool(_latch_ids(t))
