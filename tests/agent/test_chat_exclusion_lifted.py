"""A refused exercise taken back through POST /api/coach/chat: the standing preference
that kept it out goes (in every language), other refusals stay, and a question about the
exercise changes nothing."""

from __future__ import annotations

from typing import Any

import pytest
from chat_support import chat, onboard

ONBOARD = (
    "home gym: dumbbells up to 30 kg, a bench and a pull up bar. goal strength and muscle. "
    "monday wednesday friday, 45 min. no injuries"
)


def preferences(client, user) -> list[dict[str, Any]]:
    response = client.get("/api/memory", headers=user.headers)
    assert response.status_code == 200, response.text
    return [
        entry for entry in response.json()["tier_1_staples"] if entry["category"] == "preference"
    ]


def onboarded(client, user) -> None:
    onboard(client, user, ONBOARD)


@pytest.mark.parametrize(
    ("refusal", "taken_back"),
    [
        ("never program lunges for me", "alright, lunges can go back in, I changed my mind"),
        (
            "no bulgarian split squats ever please",
            "forget what I told you about bulgarian split squats, I want them back",
        ),
        ("nie dawaj mi nigdy wykroków", "jednak chcę robić wykroki, przywróć je"),
        ("ไม่เอาท่าลันจ์นะครับ", "เปลี่ยนใจแล้ว เอาท่าลันจ์กลับมาได้เลย"),
        ("ランジは今後入れないで", "ランジ解禁でお願いします"),
    ],
)
def test_a_refusal_taken_back_is_forgotten(client, user, refusal, taken_back):
    onboarded(client, user)
    chat(client, user, refusal)
    assert len(preferences(client, user)) == 1

    body = chat(client, user, taken_back)

    assert preferences(client, user) == []
    assert body["proposal"] is None or body["proposal"]["type"] == "NONE"


def test_only_the_exercise_taken_back_is_allowed_again(client, user):
    onboarded(client, user)
    chat(client, user, "never give me lunges")
    chat(client, user, "and no burpees either, ever")
    before = preferences(client, user)
    assert len(before) == 2

    chat(client, user, "ok put lunges back in, changed my mind")

    after = preferences(client, user)
    assert len(after) == 1
    assert "Burpee" in after[0]["fact"] or "burpee" in after[0]["fact"].lower()


def test_a_question_about_the_refused_exercise_changes_nothing(client, user):
    onboarded(client, user)
    chat(client, user, "never program lunges for me")
    before = preferences(client, user)

    body = chat(client, user, "could I do lunges again one day if my knees feel better?")

    assert preferences(client, user) == before
    assert body["proposal"] is None or body["proposal"]["type"] == "NONE"
