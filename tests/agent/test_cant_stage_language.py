"""When the engine cannot stage a brain's change, the user is told so in their own
language, naming the day that stays as it is; the engine's English reason goes to the log."""

from __future__ import annotations

from typing import Any

import pytest

from fitcoach.contracts.decision import Decision
from fitcoach.programming.ops import Avoid

ONBOARD = (
    "I have dumbbells up to 20 kg and a bench at home, I want to build muscle, "
    "Monday Wednesday Friday, 45 minutes."
)


class _RestDayAvoidBrain:
    """Asks to keep the legs out of Tuesday, a rest day: nothing to change."""

    name = "rest-day-avoid"

    def decide(self, context, tools):
        return Decision(
            message="Done: {summary}",
            route="UPDATE_DAY",
            target_day="tuesday",
            plan_ops=[Avoid(days=["tuesday"], body_parts=["Quads"])],
        )


def _chat(client, user, message: str) -> dict[str, Any]:
    response = client.post("/api/coach/chat", json={"message": message}, headers=user.headers)
    assert response.status_code == 200, response.text
    return response.json()


def _refused(app, client, user, message: str) -> dict[str, Any]:
    from fitcoach.api.routers.chat import current_brain

    body = _chat(client, user, ONBOARD)
    accepted = client.post(
        f"/api/coach/proposals/{body['proposal']['id']}/accept", headers=user.headers
    )
    assert accepted.status_code == 200, accepted.text
    app.dependency_overrides[current_brain] = lambda: _RestDayAvoidBrain()
    try:
        return _chat(client, user, message)
    finally:
        app.dependency_overrides.clear()


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("we wtorek bez nóg proszę", "Nie znalazłem bezpiecznego sposobu, żeby tak zmienić wtorek"),
        ("วันอังคารไม่เอาขานะครับ", "ฉันยังหาวิธีที่ปลอดภัยในการปรับวันอังคาร"),
        ("火曜日は脚なしでお願いします", "火曜日をそのように変える安全な方法が見つからなかった"),
    ],
)
def test_a_refused_change_is_told_in_the_users_language(app, client, user, message, expected):
    body = _refused(app, client, user, message)
    assert body["proposal"]["type"] == "NONE"
    assert expected in body["message"]
    assert "can't stage" not in body["message"]


def test_an_english_refusal_names_the_day_not_the_engines_reason(app, client, user):
    body = _refused(app, client, user, "no legs on tuesday please")
    assert body["proposal"]["type"] == "NONE"
    assert body["message"].startswith("I couldn't find a safe way to change Tuesday")
    assert "avoid:" not in body["message"]
