"""Which language to answer in, and which messages are in a language the coach lacks."""

from __future__ import annotations

import pytest

from fitcoach.i18n import reply_language, unsupported_language, unsupported_language_reply


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("¿Cuántas series debo hacer por semana?", "es"),
        ("Wie viel Protein soll ich essen?", "de"),
        ("Combien de protéines dois-je manger ?", "fr"),
        ("Quanto proteína devo comer por dia?", "pt"),
        ("Сколько белка нужно есть?", "ru"),
        ("단백질은 얼마나 먹어야 하나요?", "ko"),
        ("我应该吃多少蛋白质", "zh"),
        ("hola!", "es"),
    ],
)
def test_other_languages_are_named(text, code):
    assert unsupported_language(text) == code


@pytest.mark.parametrize(
    "text",
    [
        "how much protein should I eat",
        "ile białka powinienem jeść",
        "ile bialka powinienem jesc dziennie",
        "ควรกินโปรตีนเท่าไหร่",
        "プロテインはどれくらい飲むべき？",
        "筋肉痛",
        "should I deload this week?",
        "3x8 @ 60",
    ],
)
def test_supported_languages_are_not_flagged(text):
    assert unsupported_language(text) is None


def test_reply_language_follows_the_message_and_keeps_it_for_wordless_ones():
    assert reply_language("czy mogę trenować codziennie?") == "pl"
    assert reply_language("ok", previous="pl") == "pl"
    assert reply_language("3x8 @ 60kg?", previous="ja") == "ja"
    assert reply_language("how about tomorrow", previous="pl") == "en"


def test_the_unsupported_reply_is_english_and_lists_the_four_languages():
    reply = unsupported_language_reply("Spanish", seed="hola")
    assert "Spanish" in reply
    for name in ("English", "Polish", "Thai", "Japanese"):
        assert name in reply
    other = {unsupported_language_reply("German", seed=str(n)) for n in range(10)}
    assert len(other) == 2
