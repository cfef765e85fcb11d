"""The coach's own questions in Polish, Thai or Japanese are still understood when the user
answers them: a partial onboarding asks once in the user's language, its chip is translated,
and the answer builds the week (the router reads the translated question back)."""

from __future__ import annotations

from typing import Any

import pytest

CONVERSATIONS = [
    (
        "Cześć! Mam hantle do 10 kg i chcę schudnąć.",
        "Zaczynajmy",
        "poniedziałek, środa i piątek po 40 minut",
        40,
    ),
    (
        "こんにちは。ダンベルがあって、筋肉をつけたいです。",
        "おまかせで始める",
        "月・水・金、45分で",
        45,
    ),
    (
        "Hi, I have dumbbells up to 20 kg and want to lose fat.",
        "Just start",
        "Monday Wednesday Friday, 45 minutes",
        45,
    ),
]


def chat(client, user, message: str) -> dict[str, Any]:
    response = client.post("/api/coach/chat", json={"message": message}, headers=user.headers)
    assert response.status_code == 200, response.text
    return response.json()


@pytest.mark.parametrize(("opening", "chip", "answer", "minutes"), CONVERSATIONS)
def test_a_partial_onboarding_asks_once_and_the_answer_builds_the_week(
    client, user, opening: str, chip: str, answer: str, minutes: int
) -> None:
    asked = chat(client, user, opening)
    assert asked["proposal"]["type"] == "NONE"
    assert asked["suggestions"] == [chip]
    assert asked["message"].count("?") + asked["message"].count("ください") >= 1

    built = chat(client, user, answer)
    proposal = built["proposal"]
    assert proposal["type"] == "UPDATE_WEEK"
    days = proposal["data"]["days"]
    trained = sorted(name for name, day in days.items() if not day["is_rest_day"])
    assert trained == ["friday", "monday", "wednesday"]
    assert all(days[name]["duration_minutes"] <= minutes for name in trained)
