"""The embedded brain: understanding in, a typed Decision out, offline and in milliseconds.

Understanding is multilingual (English, Polish, Thai, Japanese: `fitcoach.nlu`); replies
are composed from the message catalogs (`fitcoach/locale`) in the conversation's language.
Every reply is deterministic: the same context and message give the same Decision.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any, cast
from zoneinfo import ZoneInfo

from fitcoach import knowledge
from fitcoach.contracts.decision import AnalyticsTools, Decision, TurnContext
from fitcoach.i18n import SUPPORTED, tr
from fitcoach.memory.models import MemoryMutation
from fitcoach.nlu.calendar import extract_weekdays
from fitcoach.nlu.latch import RED_FLAG_PART, well_again
from fitcoach.nlu.registry import SPECS
from fitcoach.nlu.router import (
    CLARIFY_PREFIX,
    ONBOARDING_ASK,
    DialogueState,
    Reading,
    read,
    reading_of,
)
from fitcoach.nlu.signals import acquired_gear
from fitcoach.nlu.text import fold
from fitcoach.nlu.understand import understand
from fitcoach.nlu.understanding import Intent, Understanding
from fitcoach.programming.models import Week
from fitcoach.weekdays import WEEKDAYS, Weekday

from . import body, chat, knowing, plan_onboarding, planning, profile, progress, talk, technique
from . import plan_view as pv
from .lang import language_of, line
from .memory_ops import chronic_matching, upsert_tier1
from .rest_days import illness_notes, rest_days, rest_while_ill
from .situations import add_shift_note
from .turn import Turn, none
from .voice import VOICE_FACTS, Voice, brevity_memory, current_voice

Handler = Callable[[Turn], Decision]

_MODULES = {
    "planning": planning,
    "body": body,
    "progress": progress,
    "technique": technique,
    "talk": talk,
    "profile": profile,
}


def _handler(path: str) -> Handler:
    module, name = path.split(".")
    return cast(Handler, getattr(_MODULES[module], name))


# Each intent's handler, named once in the intent registry.
HANDLERS: dict[Intent, Handler] = {spec.name: _handler(spec.handler) for spec in SPECS}


def on_staged_week(context: TurnContext) -> TurnContext:
    """No plan yet, a week staged (the first week, right after onboarding): the turn reads
    and edits that week as the plan, so "can Saturday be Sunday instead" or "Friday only 20
    minutes" changes the staged week rather than re-reading the onboarding."""
    week = context.working_week()
    if context.plan is not None or week is None:
        return context
    return context.model_copy(update={"plan": week})


def understand_message(context: TurnContext) -> Understanding:
    return read_message(context).understanding


def read_message(context: TurnContext) -> Reading:
    """The one router's reading of this turn, with the dialogue state from the context."""
    state = dialogue_state(context)
    text = _chosen_chip(context.message, state)
    return read(text, context.today, context.selected_day, state)


# The router recognises its own questions and their options by their English words; the
# replies and chips the user sees are translated, so they are read back to English here.
_ASKS = ((CLARIFY_PREFIX, talk.CLARIFY), (ONBOARDING_ASK, plan_onboarding.ONBOARDING_QUESTION))
_FOREIGN = tuple(lang for lang in SUPPORTED if lang != "en")


def _as_asked(reply: str | None) -> str | None:
    """The coach's last reply with a translated question's opening in English."""
    if not reply:
        return reply
    for prefix, message in _ASKS:
        for lang in _FOREIGN:
            opening = tr(lang, message).split("{")[0].strip()
            if opening and reply.startswith(opening):
                return prefix + reply[len(opening) :]
    return reply


def _chosen_chip(message: str, state: DialogueState) -> str:
    """A tapped, translated option of the last clarifying question, as its English label."""
    if not (state.last_reply or "").startswith(CLARIFY_PREFIX):
        return message
    said = message.strip().strip(".!").casefold()
    for label, source in talk.OPTION_LABELS.items():
        if any(tr(lang, source).casefold() == said for lang in _FOREIGN):
            return label
    return message


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
    edited = last
    if pending is None and last is not None and last.route == "NONE":
        # "木曜も同じ感じで" after the day edit was accepted and a question answered: the
        # edit before the answer-only turns (at most two) is still the one talked about.
        turns = list(context.recent_turns)
        since = [i for i, turn in enumerate(turns) if turn.route != "NONE"]
        if since and turns[since[-1]].route == "UPDATE_DAY" and len(turns) - since[-1] <= 3:
            edited = turns[since[-1]]
    if edited is not None and edited.route == "UPDATE_DAY":
        # The day staged last turn, as the user named it: proposals staged within the same
        # instant (a fixed clock) cannot be told apart by time.
        said = list(dict.fromkeys(extract_weekdays(edited.user)))
        if not said:
            # "Can today be 45 minutes?", accepted since: the day it meant, on the day it
            # was said ("Friday the same" a few days later repeats that edit).
            when = edited.at.astimezone(ZoneInfo(context.timezone)).date()
            meant = understand(edited.user, when).target_day
            said = [meant] if meant is not None else []
        if len(said) == 1:
            pending_type, pending_day = "UPDATE_DAY", said[0]
    # The last day edit staged, however many answer-only turns came after it.
    edits = [turn.user for turn in context.recent_turns if turn.route == "UPDATE_DAY"]
    week_days: tuple[Weekday, ...] = ()
    if pending is not None and pending.type == "UPDATE_WEEK" and isinstance(pending.data, Week):
        week_days = tuple(pv.training_weekdays(pending.data))
    elif pending is not None and pending.type == "UPDATE_WEEK":
        # The staged week as the user asked for it: the days of the last week request.
        asked = [turn for turn in context.recent_turns if turn.route == "UPDATE_WEEK"]
        requested = extract_weekdays(asked[-1].user) if asked else ()
        week_days = tuple(day for day in WEEKDAYS if day in requested)
    return DialogueState(
        pending_week_days=week_days,
        training_days=tuple(pv.training_weekdays(context.plan)) if context.plan else (),
        previous=last.user if last is not None else None,
        pending_type=pending_type,
        pending_day=pending_day,
        pending_minutes=minutes,
        latched=latched,
        names_planned_lift=named,
        has_plan=context.plan is not None,
        last_reply=_as_asked(context.recent_turns[-1].coach) if context.recent_turns else None,
        last_edit=edits[-1] if edits and pending_type == "UPDATE_DAY" else None,
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
        context = on_staged_week(context)
        return self.act(context, read_message(context), tools)

    def respond(
        self, context: TurnContext, understanding: Understanding, tools: AnalyticsTools
    ) -> Decision:
        """Decide from an already-computed understanding (tests and the LLM fallback)."""
        context = on_staged_week(context)
        state = dialogue_state(context)
        return self.act(
            context, reading_of(context.message, understanding, context.today, state), tools
        )

    def act(self, context: TurnContext, reading: Reading, tools: AnalyticsTools) -> Decision:
        """Act on the router's reading, in the user's language; the brain never routes
        again."""
        with knowledge.one_turn():
            decision = knowing.localized(self._act(context, reading, tools), context)
        lang = language_of(context)
        # The router's options are English labels; the chips speak the user's language.
        decision.suggestions = [
            tr(lang, talk.OPTION_LABELS.get(chip, chip)) for chip in decision.suggestions
        ]
        return decision

    def _act(self, context: TurnContext, reading: Reading, tools: AnalyticsTools) -> Decision:
        understanding = reading.understanding
        voice = current_voice(context.memory)
        style = reading.style
        if style in VOICE_FACTS:
            # The reply that records a new style already speaks in it.
            voice = cast(Voice, style)
        brief = style == "brief" or brevity_memory(context.memory) is not None
        turn = Turn(ctx=context, u=understanding, voice=voice, tools=tools, brief=brief)
        # A refusal taken back names an exercise the stored preferences keep out: memory
        # makes that reading certain, so it comes before a clarifying question.
        # (A clarifying reading is read-only; a question is not a refusal taken back.)
        if reading.act != "question" and reading.action not in _SAFETY_ACTIONS:
            lifted = profile.lift_exclusion(turn)
            if lifted is not None:
                return lifted
        told = reading.act != "question" and reading.action not in _SAFETY_ACTIONS
        if told and (not reading.read_only or reading.action == "clarify"):
            # "Fully recovered now, feeling myself again" with an illness note on file:
            # memory makes the reading certain, the note goes.
            well = profile.well_again_note(turn)
            if well is not None:
                return well
        decision = (
            _guarded(turn, reading)
            or (chat.talk_back(turn) if reading.action in (None, "progress") else None)
            or _by_action(turn, reading)
            or knowing.answer_question(turn, question=reading.read_only)
        )
        if decision is None:
            decision = HANDLERS[understanding.intent](turn)
        if (
            understanding.intent in ("day_edit", "swap", "week_overhaul")
            and not reading.read_only
            and acquired_gear(context.message)
            and not any(m.target_tier == "tier_1_staples" for m in decision.memory_mutations)
        ):
            # "Bolted a pull-up bar to the wall, throw some pull-ups into Thursday": the
            # day changes and the new gear is remembered.
            staged = profile.gear_update(turn)
            if staged is not None:
                decision.memory_mutations = [*decision.memory_mutations, *staged[0]]
        if (
            not reading.read_only
            and decision.route != "NONE"
            and understanding.intent in ("day_edit", "week_overhaul", "swap", "coaching", "event")
        ):
            # "Stuck on nights wed-fri this week, move Thursday to Tuesday": the change, and
            # the shift stretch kept as a situation (never as the standing schedule).
            add_shift_note(turn, decision)
        if not reading.read_only and well_again(fold(context.message)):
            # "All better, fever's been gone two days, can tomorrow be an easy 20?": the
            # change asked for, and the illness note of the day they rested goes with it.
            gone = {m.memory_id for m in decision.memory_mutations if m.operation == "DELETE"}
            decision.memory_mutations = [
                *decision.memory_mutations,
                *(
                    MemoryMutation(
                        operation="DELETE",
                        target_tier=item.tier,
                        memory_id=item.id,
                        reason="The user is over the illness.",
                    )
                    for item in illness_notes(turn)
                    if item.id not in gone
                ),
            ]
        if reading.lifts_latch:
            # Cleared and asked for a change in one message: the hold goes, the change stays.
            cleared = talk.cleared(_latch_ids(turn)).memory_mutations
            decision.memory_mutations = [*cleared, *decision.memory_mutations]
        if reading.read_only or reading.plan_frozen or decision.route == "NONE":
            # A question, a clarifying question, a latched red flag: nothing changes.
            decision.route = "NONE"
            decision.target_day = None
            decision.plan_ops = []
        if reading.read_only:
            decision.memory_mutations = []
        decision.suggestions = list(reading.suggestions) or list(decision.suggestions)
        return decision


_SAFETY_ACTIONS = ("unsupported_language", "red_flag", "pregnancy", "latched", "cleared", "illness")


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
    if action == "illness" and talk.the_users_illness(t.ctx.message):
        advice = talk.illness(t)  # "sick kid", "sick." (great): not the user's illness
        return advice if reading.read_only else rest_while_ill(t, advice)
    if action == "clarify":
        # Talk the router could not place ("I WENT!!!", "and squat?") before a menu.
        return chat.talk_back(t) or talk.clarify(reading.suggestions, t.lang, t)
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
    if action == "gear_day":
        return planning.gear_day(t)
    if action == "restore_day":
        return planning.restore_day(t)
    if action == "rest_days":
        return rest_days(t)
    if action == "exclude_exercise":
        return profile.exclude_exercises(t)
    if action == "chronic_condition":
        return _chronic_condition(t)
    return None


def _chronic_condition(t: Turn) -> Decision:
    """A condition the user lives with (hypertension, diabetes...) kept as a tier-1 staple
    in the same words onboarding uses, so every later turn and brain sees it."""
    mutations: list[MemoryMutation] = []
    for condition in t.u.chronic_conditions:
        if chronic_matching(t.ctx.memory, condition):
            continue
        mutation = upsert_tier1(
            t.ctx.memory,
            "chronic_condition",
            f"{condition.capitalize()}: train around it and keep loads conservative.",
            source="conversation",
            reason="The user told the coach about a chronic condition.",
        )
        if mutation is not None:
            mutations.append(mutation)
    said = profile.UPDATED["chronic_condition"] if mutations else profile.ON_FILE
    return none(t.say([line(t.lang, said), line(t.lang, profile.PROTECTED)]), mutations)


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
