"""How the coach reads a message, as a user meets it over HTTP on a real database:
questions change nothing, follow-ups edit the staged day, a red flag holds until a
professional clears it, unclear requests get options, unsupported languages change nothing."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

MONDAY = datetime(2026, 9, 14, 10, 0, tzinfo=UTC)
ONBOARDING = (
    "hi, 29M, commercial gym with everything (barbells, racks, cables, machines, dumbbells). "
    "goal is build muscle. i can train 4 days: monday, tuesday, thursday, friday, about 60 "
    "min each. no injuries."
)


@pytest.fixture
def user(register, clock):
    clock.set(MONDAY)
    return register()


def chat(client, user, message: str) -> dict[str, Any]:
    response = client.post("/api/coach/chat", json={"message": message}, headers=user.headers)
    assert response.status_code == 200, response.text
    return response.json()


def memory(client, user) -> dict[str, Any]:
    """What is stored: `shown` is display text in the language of the latest message, so
    a question in Polish changes how a fact reads, never the fact."""
    response = client.get("/api/memory", headers=user.headers)
    assert response.status_code == 200
    return {
        tier: [{k: v for k, v in item.items() if k != "shown"} for item in items]
        for tier, items in response.json().items()
    }


def plan(client, user) -> dict[str, Any]:
    response = client.get("/api/plans/current", headers=user.headers)
    assert response.status_code == 200, response.text
    return response.json()


def onboarded(client, user) -> None:
    body = chat(client, user, ONBOARDING)
    assert body["proposal"]["type"] == "UPDATE_WEEK"
    accepted = client.post(
        f"/api/coach/proposals/{body['proposal']['id']}/accept", headers=user.headers
    )
    assert accepted.status_code == 200, accepted.text


@pytest.mark.parametrize(
    "question",
    [
        "is it bad to train 7 days a week? feel like 3 isnt enough",
        "am i actually getting stronger on bench or am i kidding myself",
        "will heavy legs wednesday hurt my saturday long run?",
        "ile białka dziennie powinnam jeść na redukcji?",
    ],
)
def test_a_question_changes_neither_plan_nor_memory(client, user, question):
    onboarded(client, user)
    before_memory, before_plan = memory(client, user), plan(client, user)
    body = chat(client, user, question)
    assert body["proposal"]["type"] == "NONE"
    assert body["memory_mutations"] == []
    assert memory(client, user) == before_memory
    assert plan(client, user) == before_plan


def test_follow_ups_edit_the_staged_day(client, user):
    onboarded(client, user)
    first = chat(client, user, "only have 40 min on tuesday")
    assert (first["proposal"]["type"], first["proposal"]["target_day"]) == ("UPDATE_DAY", "tuesday")
    shorter = chat(client, user, "actually make that 25 minutes")
    assert shorter["proposal"]["target_day"] == "tuesday"
    assert shorter["proposal"]["data"]["duration_minutes"] <= 25
    moved = chat(client, user, "hmm no, friday instead. tuesday ill have the full hour after all")
    assert (moved["proposal"]["type"], moved["proposal"]["target_day"]) == ("UPDATE_DAY", "friday")
    assert moved["proposal"]["data"]["duration_minutes"] <= 25


def test_a_red_flag_holds_until_a_professional_clears_it(client, user):
    onboarded(client, user)
    flagged = chat(client, user, "had chest pain and my left arm went numb during bench yesterday")
    assert flagged["proposal"]["type"] == "NONE"
    assert "doctor" in flagged["message"].lower()
    [hold] = flagged["memory_mutations"]
    assert (hold["operation"], hold["target_tier"]) == ("CREATE", "tier_2_physiological")

    held = memory(client, user)
    brushed = chat(client, user, "its fine now, probably nothing. can i train today?")
    assert brushed["proposal"]["type"] == "NONE"
    assert brushed["memory_mutations"] == []
    assert "doctor" in brushed["message"].lower()
    blocked = chat(client, user, "can you make thursday 30 minutes")
    assert blocked["proposal"]["type"] == "NONE"
    assert memory(client, user) == held

    cleared = chat(
        client, user, "saw a cardiologist today, ecg all clear, she said im good to train"
    )
    assert [m["operation"] for m in cleared["memory_mutations"]] == ["DELETE"]
    assert memory(client, user)["tier_2_physiological"] == []
    edit = chat(client, user, "can you make thursday 30 minutes")
    assert (edit["proposal"]["type"], edit["proposal"]["target_day"]) == ("UPDATE_DAY", "thursday")


def test_a_fever_gets_rest_and_logs_no_strain(client, user):
    onboarded(client, user)
    body = chat(client, user, "got a cold and a bit of fever, should i train today?")
    assert body["proposal"]["type"] == "NONE"
    assert body["memory_mutations"] == []
    assert "rest" in body["message"].lower()


def test_an_unclear_request_gets_options_and_changes_nothing(client, user):
    onboarded(client, user)
    before = memory(client, user)
    body = chat(client, user, "change things up a bit")
    assert body["proposal"]["type"] == "NONE"
    assert body["memory_mutations"] == []
    assert 2 <= len(body["suggestions"]) <= 3
    assert all(isinstance(s, str) and s for s in body["suggestions"])
    assert memory(client, user) == before
    # An ordinary turn carries no options.
    assert chat(client, user, "only have 40 min on tuesday")["suggestions"] == []


def test_an_unsupported_language_gets_an_english_answer_and_changes_nothing(client, user):
    onboarded(client, user)
    before_memory, before_plan = memory(client, user), plan(client, user)
    for message in (
        "hola! puedes cambiar mi entrenamiento del jueves a 30 minutos?",
        "me duele la rodilla cuando hago sentadillas profundas",
    ):
        body = chat(client, user, message)
        assert body["proposal"]["type"] == "NONE"
        assert body["memory_mutations"] == []
        assert "English" in body["message"] and "Polish" in body["message"]
    assert memory(client, user) == before_memory
    assert plan(client, user) == before_plan


def test_forgetting_gear_never_creates_it(client, user):
    onboarded(client, user)
    body = chat(client, user, "forget that I have dumbbells, they were my roommate's")
    created = [m for m in body["memory_mutations"] if m["operation"] == "CREATE"]
    assert not any("dumbbell" in str(m["entry"]).lower() for m in created)
