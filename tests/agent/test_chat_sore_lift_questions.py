"""Through POST /api/coach/chat: a yes/no question about a lift asked with a part said
sore in the same message gets the pain rule (mild discomfort at most, lighter, shorter
range, skip it if sharp or limping), never "fine as planned"; nothing is staged or stored
by the question."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from fitcoach.brains.local import technique
from fitcoach.i18n.catalogs import tr

MONDAY = datetime(2026, 9, 14, 10, 0, tzinfo=UTC)
ONBOARDING = (
    "I'm 38, home gym with dumbbells up to 25 kg, a bench and a pull-up bar. Goal: build "
    "muscle. Monday, Wednesday and Friday, 45 minutes."
)


@pytest.fixture
def user(register, clock, client):
    clock.set(MONDAY)
    person = register(units="kg")
    reply = client.post("/api/coach/chat", json={"message": ONBOARDING}, headers=person.headers)
    staged = reply.json()["proposal"]
    assert (
        client.post(
            f"/api/coach/proposals/{staged['id']}/accept", headers=person.headers
        ).status_code
        == 200
    )
    return person


def _ask(client, user, message):
    response = client.post("/api/coach/chat", json={"message": message}, headers=user.headers)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["proposal"]["type"] == "NONE", body["message"]
    assert body["memory_mutations"] == []
    return body["message"]


def _opening(lang: str, message: str) -> str:
    return tr(lang, message).split("{")[0]


@pytest.mark.parametrize(
    ("message", "lang"),
    [
        ("my knee is aching a bit today, are goblet squats still ok?", "en"),
        ("czy mogę dziś robić przysiady, jak kolano mnie pobolewa?", "pl"),
        ("ยังปวดเข่าอยู่เลย วันนี้ทำสควอตได้ไหมคะ", "th"),
        ("膝が少し痛いけど、スクワットしても大丈夫？", "ja"),
    ],
)
def test_a_lift_asked_about_with_a_sore_part_gets_the_pain_rule(client, user, message, lang):
    reply = _ask(client, user, message)
    assert "3" in reply and "10" in reply, reply
    assert not reply.startswith(_opening(lang, technique.AS_PLANNED)), reply


def test_a_sore_part_the_lift_barely_loads_is_named_as_spared(client, user):
    reply = _ask(client, user, "my calf is sore from running, can I still do push-ups today?")
    assert reply.startswith(_opening("en", technique.SPARES_IT)), reply


def test_without_pain_the_plan_stands(client, user):
    reply = _ask(client, user, "can I still do goblet squats today?")
    assert reply.startswith(_opening("en", technique.AS_PLANNED)), reply
