"""What the coach remembers, and the user's right to make it forget."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Response

from fitcoach.api.deps import CurrentUser, current_user, get_clock, get_repository
from fitcoach.api.responses import MemoryOut
from fitcoach.brains.local.fact_view import fact_in
from fitcoach.clock import Clock
from fitcoach.i18n.conversation import conversation_language
from fitcoach.memory.models import TIERS, MemoryItem
from fitcoach.store.repository import Repository

router = APIRouter(prefix="/api/memory", tags=["memory"])


def memory_public(item: MemoryItem, lang: str = "en") -> dict[str, Any]:
    return {
        "id": item.id,
        **item.entry.model_dump(mode="json"),
        "shown": fact_in(lang, item.entry),
        "created_at": item.created_at.isoformat(),
        "updated_at": item.updated_at.isoformat(),
    }


@router.get("", response_model=MemoryOut)
def get_memory(
    user: CurrentUser = Depends(current_user),
    repository: Repository = Depends(get_repository),
    clock: Clock = Depends(get_clock),
) -> dict[str, list[dict[str, Any]]]:
    grouped: dict[str, list[dict[str, Any]]] = {tier: [] for tier in TIERS}
    # Facts are stored in English; the panel shows them in the language the user chats in.
    said = [turn.user for turn in repository.recent_turns(user.id)]  # oldest first
    lang = conversation_language(said[-1], said[:-1]) if said else "en"
    for item in repository.list_active_memory(user.id, clock.now()):
        grouped[item.tier].append(memory_public(item, lang))
    return grouped


@router.delete("/{memory_id}", status_code=204)
def delete_memory(
    memory_id: str,
    user: CurrentUser = Depends(current_user),
    repository: Repository = Depends(get_repository),
    clock: Clock = Depends(get_clock),
) -> Response:
    repository.forget_memory(user.id, memory_id, clock.now())
    repository.commit()
    return Response(status_code=204)
