"""Labels inside a non-English reply are in that language: a stored body part with its
side, and the kind of event the user told the coach about."""

from __future__ import annotations

from fitcoach.brains.local.body import _event_label
from fitcoach.brains.local.lang import part_name


def test_a_sided_body_part_is_translated_with_its_side() -> None:
    assert part_name("pl", "right knee") == "kolano (po prawej)"
    assert "right" not in part_name("ja", "right knee")
    assert part_name("en", "right knee") == "right knee"


def test_an_event_is_named_in_the_users_language() -> None:
    assert _event_label("ja", "trip") == "出張・旅行"
    assert _event_label("pl", "delegacji") == "wyjazd"  # not the message's genitive
    assert _event_label("pl", "meet") == "zawody"
    assert _event_label("en", "trip to Denver") == "trip to Denver"
