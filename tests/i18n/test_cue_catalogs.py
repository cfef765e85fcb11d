"""Technique cards are catalog messages too: every cue of cues.yaml is required in each
language, a missing one fails the check, and a Polish, Thai or Japanese user gets the card
in their language."""

from __future__ import annotations

from io import BytesIO

from babel.messages.pofile import read_po
from catalog_check import problems, required

from fitcoach.brains.local.technique import breakdown, cues, targeted
from fitcoach.catalog import registry
from fitcoach.i18n import po_path


def test_every_cue_of_every_card_is_required() -> None:
    wanted = required("cues")
    assert len(cues()) >= 40
    for slug, card in cues().items():
        assert (slug, card["setup"]) in wanted
        assert all((slug, text) in wanted for text in card["faults"])


def test_the_check_fails_on_a_missing_cue() -> None:
    with po_path("th", "cues").open("rb") as handle:
        catalog = read_po(BytesIO(handle.read()), locale="th")
    wanted = required("cues")
    slug, victim = wanted[5]
    catalog.delete(victim, context=slug)
    assert problems(catalog, wanted) == [f"missing {slug}: {victim[:60]!r}"]


def test_a_card_speaks_the_users_language() -> None:
    squat = registry.CATALOG["goblet-squat"]
    english = breakdown(squat)
    polish = breakdown(squat, lang="pl")
    japanese = breakdown(squat, lang="ja")
    assert "Setup:" in english and "Ustawienie:" in polish and "セットアップ：" in japanese
    assert cues()["goblet-squat"]["setup"] not in polish
    assert "Trzymaj jeden hantel" in polish


def test_a_concern_gets_its_cues_in_the_users_language() -> None:
    press = registry.CATALOG["flat-bb-bench-press"]
    english = targeted(press, "keep my shoulders safe on bench", "en")
    thai = targeted(press, "keep my shoulders safe on bench", "th")
    assert english is not None and thai is not None
    assert "shoulder" in english.lower()
    assert "ไหล่" in thai
