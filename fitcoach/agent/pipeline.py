"""One chat turn: context -> brain -> decision -> engine -> staged proposal -> one commit.

The active plan is only ever read here. Memory mutations, the staged proposal and the
turn record are written after the brain decided: on SQL in the caller's transaction, so they
land together or not at all; on Firestore each is its own atomic step.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from fitcoach.agent.about import with_about_me
from fitcoach.agent.profile import build_profile
from fitcoach.agent.response import NO_PROPOSAL, BrainOut, ChatResponse, MutationOut, ProposalOut
from fitcoach.clock import Clock
from fitcoach.contracts.decision import Brain, Decision, PendingProposal, Tab, TurnContext
from fitcoach.i18n import N_, tr, unstaged
from fitcoach.i18n.catalogs import Lang
from fitcoach.i18n.changes import describe, fill_changes
from fitcoach.i18n.conversation import conversation_language
from fitcoach.memory.models import MemoryChange, MemoryItem
from fitcoach.memory.rules import check_mutations, preview
from fitcoach.metrics import observe_turn
from fitcoach.programming import apply_ops, validate_week
from fitcoach.programming.models import Day, TrainingProfile, Unit, Week
from fitcoach.store.repository import Repository
from fitcoach.store.tools import StoreAnalyticsTools
from fitcoach.store.workouts import load_bases
from fitcoach.weekdays import Weekday, week_start

SUMMARY_PLACEHOLDER = "{summary}"
# The engine's refusal reasons are English: only an English reply quotes what was left out.
_LEFT_OUT = "(Left out: {items}.)"
_LEFT_OUT_PLAIN = N_("(Part of that change was left out.)")
_BRAIN_ERROR = N_("Sorry, I tripped over that one. Could you say it another way?")
log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class ChatUser:
    id: str
    units: Unit
    timezone: str


@dataclass(frozen=True, slots=True)
class ChatRequest:
    message: str
    active_tab: Tab = "coach"
    selected_day: Weekday | None = None


def run_turn(
    repository: Repository, user: ChatUser, request: ChatRequest, clock: Clock, brain: Brain
) -> ChatResponse:
    started = time.perf_counter()
    now = clock.now()
    local_now = now.astimezone(ZoneInfo(user.timezone))
    today = local_now.date()
    monday = week_start(today)

    memory = repository.list_active_memory(user.id, now)
    active = repository.get_active_plan(user.id, monday, now)
    context = TurnContext(
        user_id=user.id,
        message=request.message,
        now=now,
        timezone=user.timezone,
        local_now=local_now,
        today=today,
        units=user.units,
        active_tab=request.active_tab,
        selected_day=request.selected_day,
        memory=memory,
        plan=active.week if active else None,
        plan_version=active.version if active else None,
        pending_proposal=_pending(repository, user.id, active is None),
        recent_turns=repository.recent_turns(user.id),
    )
    # The context is read (and a rolled-forward week kept): end that transaction so the
    # pooled connection is not held while the brain works, which for an LLM is seconds.
    # Everything this turn writes happens after the brain has decided, in one transaction.
    repository.commit()
    tools = StoreAnalyticsTools(repository, user.id, clock, release=True)
    decision = _decide(brain, context, tools)

    checked = check_mutations(
        with_about_me(request.message, decision.memory_mutations, memory),
        memory,
        now=now,
        today=today,
        timezone=user.timezone,
    )
    message, proposal = _stage(repository, user, context, decision, checked.changes, now)
    applied = repository.apply_memory_changes(user.id, checked.changes, now, actor="chat")
    mutations = [
        _mutation_out(change, item) for change, item in zip(checked.changes, applied, strict=True)
    ]

    configured = brain.name
    answered = BrainOut(
        name=decision.answered_by or configured,
        configured=configured,
        fallback_reason=decision.fallback_reason,
    )
    seconds = time.perf_counter() - started
    repository.record_chat_turn(
        user.id,
        at=_turn_time(now, context),
        message=request.message,
        reply=message,
        route=proposal.type,
        brain=answered.name,
        latency_ms=round(seconds * 1000),
        proposal_id=proposal.id,
        active_tab=request.active_tab,
        selected_day=request.selected_day,
        usage=decision.usage,
    )
    observe_turn(
        configured=configured,
        answered=answered.name,
        fallback_reason=answered.fallback_reason,
        seconds=seconds,
        usage=decision.usage,
    )
    return ChatResponse(
        message=message,
        proposal=proposal,
        memory_mutations=mutations,
        brain=answered,
        suggestions=list(decision.suggestions),
    )


def _pending(repository: Repository, user_id: str, no_plan: bool) -> PendingProposal | None:
    """The staged proposal; with no plan yet, a staged week comes with its data, because
    that week is what the user's next edit changes (read only then: decoding a week on
    every turn would cost a millisecond)."""
    pending = repository.latest_pending_proposal(user_id)
    if pending is None or not no_plan or pending.type != "UPDATE_WEEK":
        return pending
    record = repository.proposals_by_id(user_id, [pending.id]).get(pending.id)
    if record is None or record.data is None:
        return pending
    return pending.model_copy(update={"data": Week.model_validate(record.data)})


def _turn_time(now: datetime, context: TurnContext) -> datetime:
    """When the turn is recorded: `now`, but always after the turns before it, so the
    conversation keeps its order even when the clock stands still (a fixed test or eval
    clock) and "actually make that 25" is read after the message it follows."""
    latest = now
    for turn in context.recent_turns:
        at = turn.at if turn.at.tzinfo is not None else turn.at.replace(tzinfo=UTC)
        if at >= latest:
            latest = at + timedelta(microseconds=1)
    return latest


def _decide(brain: Brain, context: TurnContext, tools: StoreAnalyticsTools) -> Decision:
    """A brain that fails answers with an apology rather than an error page; nothing is
    staged and no memory changes, and the failure is logged for us to fix."""
    try:
        return brain.decide(context, tools)
    except Exception:
        log.exception("brain %s failed on a turn", brain.name)
        return Decision(
            message=tr(_language(context), _BRAIN_ERROR),
            usage={"brain_error": 1},
            answered_by="none",
            fallback_reason="brain_error",
        )


def _stage(
    repository: Repository,
    user: ChatUser,
    context: TurnContext,
    decision: Decision,
    changes: list[MemoryChange],
    now: datetime,
) -> tuple[str, ProposalOut]:
    """Apply the decision's plan operations to a copy of the active week and stage the result.

    Returns the final message and the proposal (NONE when nothing is staged)."""
    if decision.route == "NONE" or not decision.plan_ops:
        return fill_changes(_fill(decision.message, None), None, None, None), NO_PROPOSAL

    monday = week_start(context.today)
    memory_after = preview(context.memory, changes, now)
    profile = build_profile(
        memory_after,
        user.units,
        now,
        user.timezone,
        known_loads=load_bases(repository, user.id, user.units, now),
    )
    # No plan yet but a week staged: the change is made to that week, and what is staged
    # is the whole week again (a day alone cannot be accepted without a plan under it).
    base = context.working_week()
    if context.plan is None and base is not None and decision.route == "UPDATE_DAY":
        decision = decision.model_copy(update={"route": "UPDATE_WEEK", "target_day": None})
    result = apply_ops(base, decision.plan_ops, profile, monday, now)
    # The engine's reasons are internal and English: logged, never shown. The user reads
    # which day stays as it is, in their language.
    lang = _language(context)
    if not result.summaries:
        reason = "; ".join(result.refusals) or "that change would leave the plan as it is"
        log.info("nothing staged: %s", reason)
        asked = base.days.get(decision.target_day) if base and decision.target_day else None
        if asked is not None and not asked.is_rest_day and result.unchanged == len(result.refusals):
            # "Put the swings in Saturday" with swings already there: the week already is
            # what was asked, which is not "no safe way".
            return unstaged.already_fits(lang, decision.target_day), NO_PROPOSAL
        return unstaged.not_staged(lang, decision.target_day), NO_PROPOSAL

    summary = result.summary_diff
    target: Weekday | None = None
    if decision.route == "UPDATE_DAY":
        target = decision.target_day or next(iter(result.touched_days), None)
        if target is None:
            return unstaged.which_day(lang), NO_PROPOSAL
    if _unchanged(base, result.week, target):
        return unstaged.already_fits(lang, target), NO_PROPOSAL
    if _new_violations(base, result.week, result.profile or profile, now):
        return unstaged.unsafe(lang), NO_PROPOSAL
    if lang != "en":
        # The proposal card's summary is read by the user too: in their language, from
        # the staged data like the reply's own sentence.
        summary = describe(context.plan, result.week, target, lang)
    data: Day | Week = result.week.days[target] if target else result.week
    proposal_id = repository.create_proposal(
        user.id,
        type=decision.route,
        target_day=target,
        week_start_date=monday,
        data=data,
        summary_diff=summary,
        base_version=context.plan_version,
        now=now,
        base_week=context.plan,
    )
    proposal = ProposalOut(
        id=proposal_id,
        type=decision.route,
        target_day=target,
        summary_diff=summary,
        data=data.model_dump(mode="json"),
    )
    message = fill_changes(_fill(decision.message, summary), base, result.week, target)
    if result.refusals:
        left_out = (
            _LEFT_OUT.format(items="; ".join(result.refusals))
            if lang == "en"
            else tr(lang, _LEFT_OUT_PLAIN)
        )
        message += ("" if lang == "ja" else " ") + left_out
    return message, proposal


def _language(context: TurnContext) -> Lang:
    return conversation_language(context.message, [turn.user for turn in context.recent_turns])


def _unchanged(before: Week | None, after: Week, target: Weekday | None) -> bool:
    """A proposal that changes nothing is noise the user would have to tap away."""
    if before is None:
        return False
    if target is not None:
        return before.days[target] == after.days[target]
    return before == after


def _new_violations(
    before: Week | None, after: Week, profile: TrainingProfile, now: datetime
) -> list[str]:
    """Rule breaks the change would introduce. The engine builds legal plans by
    construction; this independent re-check is the last gate before a user sees one. Breaks
    already in the active week (say, from a profile that has since changed) are not the
    proposal's doing and do not block it."""

    def keys(plan: Week) -> set[str]:
        return {
            f"{v.rule}|{v.day}|{sorted(v.exercises)}" for v in validate_week(plan, profile, now)
        }

    broken = keys(after)
    if broken and before is not None:
        broken -= keys(before)  # only on this rare path is the old week checked too
    return sorted(broken)


def _fill(message: str, summary: str | None) -> str:
    if SUMMARY_PLACEHOLDER not in message:
        return message
    return message.replace(SUMMARY_PLACEHOLDER, summary or "no changes")


def _mutation_out(change: MemoryChange, item: MemoryItem) -> MutationOut:
    entry = change.entry.model_dump(mode="json") if change.entry is not None else None
    return MutationOut(
        operation=change.operation,
        target_tier=change.tier,
        memory_id=item.id,
        entry=entry,
        reason=change.reason,
    )
