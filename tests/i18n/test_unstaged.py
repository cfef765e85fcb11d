"""A change the engine could not stage is explained in the user's language, naming the
day, and never shows the engine's internal reason."""

from __future__ import annotations

import pytest

from fitcoach.i18n import unstaged
from fitcoach.i18n.conversation import conversation_language


@pytest.mark.parametrize(
    ("lang", "day_word"), [("en", "Wednesday"), ("pl", "środ"), ("th", "พุธ"), ("ja", "水曜")]
)
def test_nothing_staged_names_the_day_in_the_users_language(lang: str, day_word: str) -> None:
    text = unstaged.not_staged(lang, "wednesday")
    assert day_word in text.lower() or day_word in text
    assert "can't stage" not in text and "avoid:" not in text


def test_the_reply_language_follows_the_conversation() -> None:
    assert conversation_language("水曜は45分で終わらせたい", []) == "ja"
    assert conversation_language("ok", ["dzisiaj mam tylko pół godziny"]) == "pl"
