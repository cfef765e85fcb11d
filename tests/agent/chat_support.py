"""What the chat tests of tests/agent do through the real routes: send a turn, accept a
proposal, read the stored memory and the current plan."""

from __future__ import annotations

from typing import Any


def chat(client: Any, user: Any, message: str, **extra: Any) -> dict[str, Any]:
    response = client.post(
        "/api/coach/chat", json={"message": message, **extra}, headers=user.headers
    )
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def accept(client: Any, user: Any, proposal: dict[str, Any]) -> dict[str, Any]:
    """Tap Accept Plan; the plan now active."""
    response = client.post(f"/api/coach/proposals/{proposal['id']}/accept", headers=user.headers)
    assert response.status_code == 200, response.text
    plan: dict[str, Any] = response.json()["plan"]
    return plan


def onboard(client: Any, user: Any, message: str) -> dict[str, Any]:
    """Send the onboarding message and accept the week it stages."""
    return accept(client, user, chat(client, user, message)["proposal"])


def memory(client: Any, user: Any) -> dict[str, Any]:
    """What is stored; "shown" is only how it is displayed, in the language last used."""
    stored = client.get("/api/memory", headers=user.headers).json()
    return {
        tier: [{k: v for k, v in entry.items() if k != "shown"} for entry in entries]
        for tier, entries in stored.items()
    }


def current(client: Any, user: Any) -> dict[str, Any]:
    plan: dict[str, Any] = client.get("/api/plans/current", headers=user.headers).json()
    return plan
