"""A Polish, Thai or Japanese user is coached in their language end to end: the staged
plan change, its one-sentence summary (true to the staged data), pain notes, the red-flag
hold; a short "ok" does not flip the conversation into English."""

from __future__ import annotations

from typing import Any

from chat_support import chat

from fitcoach.brains.local import talk
from fitcoach.i18n import tr

ONBOARD_PL = (
    "Cześć, mam hantle do 20 kg i ławkę w domu. Chcę zbudować mięśnie. "
    "Mogę trenować w poniedziałek, środę i piątek po 45 minut."
)
ENGLISH_MARKERS = ("Done", "Staged", "Tap", "Noted", "Logged", "Welcome", "session", "week")


def accept(client, user, body: dict[str, Any]) -> None:
    response = client.post(
        f"/api/coach/proposals/{body['proposal']['id']}/accept", headers=user.headers
    )
    assert response.status_code == 200, response.text


def _onboarded(client, user) -> dict[str, Any]:
    body = chat(client, user, ONBOARD_PL)
    assert body["proposal"]["type"] == "UPDATE_WEEK"
    accept(client, user, body)
    return body


def test_polish_onboarding_reply_is_polish_and_summarises_the_staged_week(client, user):
    body = chat(client, user, ONBOARD_PL)
    message = body["message"]
    assert message.startswith("Witaj na pokładzie!")
    assert "{change" not in message and "{summary}" not in message
    days = [d for d, day in body["proposal"]["data"]["days"].items() if not day["is_rest_day"]]
    assert days == ["monday", "wednesday", "friday"]
    # The summary names the staged days, in Polish.
    assert "3 dni treningowe (poniedziałek, środa i piątek)" in message
    assert not any(word in message for word in ENGLISH_MARKERS)


def test_a_polish_day_edit_is_staged_in_polish_with_true_minutes(client, user):
    _onboarded(client, user)
    body = chat(client, user, "Skróć dzisiejszy trening do 20 minut")
    assert body["proposal"]["type"] == "UPDATE_DAY"
    staged_minutes = body["proposal"]["data"]["duration_minutes"]
    message = body["message"]
    assert message.startswith("Przygotowane: Poniedziałek:")
    assert f"około {staged_minutes} min" in message
    assert "**Accept Plan**" in message
    assert not any(word in message for word in ENGLISH_MARKERS)


def test_a_short_ok_keeps_the_conversation_in_polish(client, user):
    _onboarded(client, user)
    chat(client, user, "Skróć dzisiejszy trening do 20 minut")
    body = chat(client, user, "ok")
    assert not any(word in body["message"] for word in ENGLISH_MARKERS), body["message"]


def test_japanese_pain_note_is_logged_in_japanese(client, user):
    body = chat(client, user, "ダンベル20kgまで、ベンチあり。月水金で45分、筋肥大したい")
    accept(client, user, body)
    body = chat(client, user, "昨日から右肩が痛い")
    assert "右" in body["message"] and "肩" in body["message"]
    assert "記録しました" in body["message"]
    assert "Logged" not in body["message"] and "Noted" not in body["message"]


def test_the_red_flag_hold_is_explained_once_then_kept_briefly(client, user):
    first = chat(client, user, "I got chest pain and went dizzy during my last set")
    assert first["message"] == talk.RED_FLAG
    second = chat(client, user, "it's fine now, can I train tomorrow?")
    assert second["message"] == talk.STILL_LATCHED
    third = chat(client, user, "I really feel fine, can I do my session today?")
    assert third["message"] == tr("en", talk.STILL_HOLDING)
    for body in (second, third):
        assert body["proposal"]["type"] == "NONE"
        assert body["memory_mutations"] == []
