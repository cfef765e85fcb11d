"""Through the real pipeline on SQLite: what a Polish, Thai or Japanese user reads is in
their language, the proposal card's summary included; Polish counts take the catalog's
plural forms; a Polish question without its letters is still answered in Polish; a hello
is answered with a hello and nothing else is. Own wordings (issue 9)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from fitcoach.i18n import NP_, ntr
from fitcoach.i18n.changes import WEEK

MONDAY = datetime(2026, 9, 14, 10, 0, tzinfo=UTC)
ONBOARD = {
    "pl": "Cześć, w domu mam hantle do 24 kg i drążek. Chcę zrzucić 4 kg. Ćwiczę we wtorek "
    "i w sobotę po 40 minut.",
    "th": "สวัสดีค่ะ มีดัมเบลถึง 12 โลกับยางยืดที่บ้าน อยากลดไขมัน ว่าง จ. พ. ศ. ครั้งละ 40 นาทีค่ะ",
    "ja": "自宅にダンベル(20kgまで)と懸垂バーがあります。筋肉をつけたいです。火木土、1回40分",
}
ENGLISH_WORDS = ("Built", "week", "sessions", "min sessions", "Compressed", "Swapped")


@pytest.fixture
def user(register, clock):
    clock.set(MONDAY)
    return register(units="kg")


def chat(client, user, message: str) -> dict[str, Any]:
    response = client.post("/api/coach/chat", json={"message": message}, headers=user.headers)
    assert response.status_code == 200, response.text
    return response.json()


@pytest.mark.parametrize("lang", ["pl", "th", "ja"])
def test_the_proposal_summary_is_in_the_users_language(client, user, lang):
    body = chat(client, user, ONBOARD[lang])
    assert body["proposal"]["type"] == "UPDATE_WEEK"
    summary = body["proposal"]["summary_diff"]
    assert summary and not any(word in summary for word in ENGLISH_WORDS)


def test_a_polish_two_day_week_is_grammatical_in_the_reply_and_the_card(client, user):
    body = chat(client, user, ONBOARD["pl"])
    assert "2 dni treningowe (wtorek i sobota)" in body["proposal"]["summary_diff"]
    assert "2 dni w tygodniu" in body["message"]
    assert "redukcja tkanki tłuszczowej" in body["message"]  # the aim said, in Polish


@pytest.mark.parametrize(
    ("count", "polish"),
    [(1, "1 dzień treningowy"), (3, "3 dni treningowe"), (5, "5 dni treningowych")],
)
def test_polish_counts_take_the_catalogs_plural_forms(count, polish):
    assert ntr("pl", WEEK, count, days="-", minutes=30).startswith(polish)


def test_english_counts_are_singular_for_one():
    assert ntr("en", WEEK, 1, days="Monday", minutes=30) == "1 training day (Monday), 30 min"
    day = NP_("{count} day a week", "{count} days a week")
    assert ntr("en", day, 4) == "4 days a week"
    assert ntr("ja", day, 4) == "週4日"


def test_polish_without_its_letters_is_answered_in_polish(client, user):
    chat(client, user, ONBOARD["pl"])
    body = chat(client, user, "a jak spie tylko 5h to mi to psuje wyniki czy nie?")
    message = body["message"]
    assert not any(word in message for word in ("I don't", "I can", "your", "the "))


def test_only_a_hello_gets_the_polish_hello(client, user):
    chat(client, user, ONBOARD["pl"])
    hello = chat(client, user, "Siema trenerze!")
    assert hello["message"].startswith("Cześć, dobrze cię widzieć!")
    asked = chat(client, user, "hej, a czy po treningu mogę iść na saunę?")
    assert "dobrze cię widzieć" not in asked["message"]


def test_a_sold_bench_is_said_as_one_bench_in_polish(client, user):
    body = chat(
        client,
        user,
        "Cześć, mam hantle do 20 kg i ławkę skośną w domu. Chcę "
        "zbudować mięśnie. Poniedziałek, środa, piątek po 45 minut.",
    )
    client.post(f"/api/coach/proposals/{body['proposal']['id']}/accept", headers=user.headers)
    sold = chat(client, user, "sprzedałem ławkę, zostały same hantle")
    assert "ławka i ławka skośna" not in sold["message"]
    assert "ławka" in sold["message"]


def test_a_japanese_answer_keeps_its_source_inside_the_last_sentence():
    from fitcoach import knowledge
    from fitcoach.brains.local.text import count_sentences

    found = knowledge.answer("筋トレ前のウォームアップは何をすればいい？", "ja")
    assert found is not None
    assert found.text.endswith("）。") and "出典" in found.text
    assert count_sentences(found.text) <= 3


def test_a_japanese_sale_is_three_sentences(client, user):
    body = chat(client, user, ONBOARD["ja"])
    client.post(f"/api/coach/proposals/{body['proposal']['id']}/accept", headers=user.headers)
    sold = chat(client, user, "懸垂バーは捨てました。もうないです")
    from fitcoach.brains.local.text import count_sentences

    assert "懸垂バー" in sold["message"]
    assert count_sentences(sold["message"]) <= 3
    (mutation,) = sold["memory_mutations"]
    assert "pull-up bar" not in mutation["entry"]["fact"]
