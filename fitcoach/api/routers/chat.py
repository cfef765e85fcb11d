"""POST /api/coach/chat: one turn with the coach. It stages proposals; it never writes the plan."""

from __future__ import annotations

from fastapi import APIRouter, Depends, Request, Response
from pydantic import Field, field_validator

from fitcoach.agent.pipeline import ChatRequest, ChatUser, run_turn
from fitcoach.agent.response import BrainOut, ChatResponse
from fitcoach.api.deps import CurrentUser, current_user, get_clock, get_repository
from fitcoach.api.schemas import LowerWeekday, _Body
from fitcoach.brains import get_brain
from fitcoach.clock import Clock
from fitcoach.contracts.decision import Brain, Tab
from fitcoach.store.repository import Repository

MESSAGE_MAX = 4000
BRAIN_HEADER = "X-Fitcoach-Brain"

router = APIRouter(prefix="/api/coach", tags=["coach"])


class ChatIn(_Body):
    message: str = Field(min_length=1, max_length=MESSAGE_MAX)
    active_tab: Tab = "coach"
    selected_day: LowerWeekday | None = None

    @field_validator("message")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("say something: the message is blank")
        return value.strip()


def brain_header(brain: BrainOut) -> str:
    """`openai:llama3.1`, or on a fallback `local; configured=openai:llama3.1; fallback=timeout`."""
    if brain.fallback_reason is None:
        return brain.name
    return f"{brain.name}; configured={brain.configured}; fallback={brain.fallback_reason}"


async def current_brain(request: Request) -> Brain:
    """One brain per app, built on first use from FITCOACH_BRAIN."""
    state = request.app.state
    if getattr(state, "brain", None) is None:
        state.brain = get_brain(
            state.settings.brain,
            state.settings,
            cache_registry=state.llm_cache_registry,
            capability_store=state.llm_capabilities,
        )
    brain: Brain = state.brain
    return brain


@router.post("/chat", response_model=ChatResponse)
def chat(
    body: ChatIn,
    response: Response,
    user: CurrentUser = Depends(current_user),
    repository: Repository = Depends(get_repository),
    clock: Clock = Depends(get_clock),
    brain: Brain = Depends(current_brain),
) -> ChatResponse:
    result = run_turn(
        repository,
        ChatUser(user.id, "kg" if user.units == "kg" else "lb", user.timezone),
        ChatRequest(body.message, body.active_tab, body.selected_day),
        clock,
        brain,
    )
    repository.commit()
    if result.brain is not None:
        response.headers[BRAIN_HEADER] = brain_header(result.brain)
    return result
