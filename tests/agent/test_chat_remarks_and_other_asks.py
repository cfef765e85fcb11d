"""Through POST /api/coach/chat: thanks or praise that carries a remark gets the remark
picked up before the sign-off (not a menu of intents or the bare template), a task no
training coach does ("write my email") is declined plainly, a question about the coach's
own sleep gets a human line, and a question asked with thanks is answered, not thanked.
None of them stages a change or writes memory."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from fitcoach import knowledge
from fitcoach.brains.local import chat as local_chat
from fitcoach.brains.local import talk
from fitcoach.i18n.catalogs import tr

MONDAY = datetime(2026, 9, 14, 10, 0, tzinfo=UTC)
ONBOARDING = (
    "I'm 40, I train at home with dumbbells up to 20 kg and a bench. I want to get stronger. "
    "Monday, Wednesday and Friday, 40 minutes."
)


@pytest.fixture
def user(register, clock, client):
    clock.set(MONDAY)
    person = register(units="kg")
    staged = _chat(client, person, ONBOARDING, quiet=False)["proposal"]
    accepted = client.post(f"/api/coach/proposals/{staged['id']}/accept", headers=person.headers)
    assert accepted.status_code == 200
    return person


def _chat(client, user, message: str, *, quiet: bool = True) -> dict[str, Any]:
    response = client.post("/api/coach/chat", json={"message": message}, headers=user.headers)
    assert response.status_code == 200, response.text
    body = response.json()
    if quiet:
        assert body["proposal"]["type"] == "NONE", body["message"]
        assert body["memory_mutations"] == []
    return body


@pytest.mark.parametrize(
    ("message", "lang", "ack"),
    [
        (
            "cheers coach, my partner says I'm much calmer since I started lifting",
            "en",
            talk.ACK_GOOD_EFFECT,
        ),
        ("Dzięki! Mąż mówi, że odkąd trenuję, jestem mniej nerwowa 🙂", "pl", talk.ACK_GOOD_EFFECT),
        ("ありがとう！運動を始めてから妻に機嫌がいいって言われる", "ja", talk.ACK_GOOD_EFFECT),
        ("honestly you're a legend, thank you", "en", talk.ACK_COMPLIMENT),
        ("ขอบคุณนะคะ โค้ชใจเย็นมากเลย", "th", talk.ACK_COMPLIMENT),
        ("ta very much. do you ever sleep haha", "en", talk.ACK_ABOUT_ME),
    ],
)
def test_a_remark_with_thanks_is_picked_up(client, user, message, lang, ack) -> None:
    body = _chat(client, user, message)
    assert body["message"].startswith(tr(lang, ack)), body["message"]
    # Then the usual sign-off, not the menu of intents.
    assert tr(lang, talk.CLARIFY).split("{")[0] not in body["message"]


@pytest.mark.parametrize(
    ("message", "lang"),
    [
        ("could you draft a quick email to my boss saying I'm off on Friday?", "en"),
        ("napisz mi proszę maila do kierownika, że w piątek mnie nie będzie", "pl"),
        ("ช่วยเขียนอีเมลลางานวันศุกร์ให้หน่อยได้ไหม", "th"),
        ("金曜に休むって上司へのメールを書いてくれない？", "ja"),
    ],
)
def test_a_task_outside_training_is_declined_plainly(client, user, message, lang) -> None:
    body = _chat(client, user, message)
    assert body["message"] == tr(lang, local_chat.OTHER_TASK)


@pytest.mark.parametrize(
    "message",
    [
        "any good podcast recommendations for long treadmill walks?",
        "what music should I put on for the bike?",
        "polecisz jakiś podcast na rowerek?",
    ],
)
def test_something_to_listen_to_gets_a_tip_not_a_title(client, user, message) -> None:
    body = _chat(client, user, message)
    lang = "pl" if "polecisz" in message else "en"
    assert body["message"] == tr(lang, local_chat.SOMETHING_TO_HEAR)


@pytest.mark.parametrize(
    ("message", "lang", "topic"),
    [
        ("thanks! and are energy drinks fine before an evening session?", "en", "energy_drinks"),
        ("dziękuję! a jakie buty do biegania kupić na start?", "pl", "running_shoes"),
        ("ありがとうございます。ところでフロアプレスって効果ある？", "ja", "chest_without_bench"),
    ],
)
def test_a_question_asked_with_thanks_gets_its_answer(client, user, message, lang, topic) -> None:
    body = _chat(client, user, message)
    text = knowledge.topic_text(knowledge.topics_by_id()[topic], lang)
    assert text.rstrip("。") in body["message"]


@pytest.mark.parametrize(
    "message",
    [
        "you're a legend, can you make friday 30 minutes?",
        "thanks coach, I've got way more energy lately. make wednesday 25 minutes please",
    ],
)
def test_praise_never_swallows_a_request(client, user, message) -> None:
    body = _chat(client, user, message, quiet=False)
    assert body["proposal"]["type"] == "UPDATE_DAY", body["message"]
