"""Every message the coach can send exists, translated and not fuzzy, in Polish, Thai and
Japanese; the check itself catches a missing, fuzzy or broken translation."""

from __future__ import annotations

from io import BytesIO

import pytest
from babel.messages.pofile import read_po, write_po
from catalog_check import catalog_problems, marked_messages, problems, required

from fitcoach.i18n import TRANSLATED, gettext_for, localize, po_path, tr


@pytest.mark.parametrize("domain", ["coach", "knowledge", "cues"])
@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_missing_or_fuzzy_translations(lang, domain):
    assert catalog_problems(lang, domain) == []


def test_the_required_set_covers_the_code_and_the_brain():
    marked = marked_messages()
    assert "Source: {source}" in marked
    assert any(
        isinstance(m, str) and m.startswith("I don't have a solid, sourced answer") for m in marked
    )
    # Plural messages come as their (singular, plural) pair.
    assert ("{count} day a week", "{count} days a week") in marked
    coach = {msgid for _, msgid in required("coach")}
    assert any(
        isinstance(m, str) and m.startswith("Stop training now: what you describe") for m in coach
    )
    assert len(required("knowledge")) >= 150


def _catalog(lang: str, domain: str):
    with po_path(lang, domain).open("rb") as handle:
        return read_po(handle, locale=lang)


def test_the_check_fails_on_a_missing_translation():
    catalog = _catalog("pl", "coach")
    wanted = required("coach")
    victim = wanted[0][1]
    del catalog[victim]
    assert problems(catalog, wanted) == [f"missing {victim[:60]!r}"]


def test_the_check_fails_on_fuzzy_empty_and_broken_placeholders():
    catalog = _catalog("ja", "coach")
    wanted = [(None, "Source: {source}"), (None, "Any time!"), (None, "Listen up.")]
    catalog.get("Source: {source}").string = "出典"
    catalog.get("Any time!").flags.add("fuzzy")
    catalog.get("Listen up.").string = ""
    found = problems(catalog, wanted)
    assert found == [
        "placeholders differ 'Source: {source}'",
        "fuzzy 'Any time!'",
        "untranslated 'Listen up.'",
    ]


def test_the_check_fails_on_a_missing_polish_plural_form():
    catalog = _catalog("pl", "coach")
    pair = ("{count} day a week", "{count} days a week")
    message = catalog.get(pair[0])
    message.string = (message.string[0], message.string[1], "")
    assert problems(catalog, [(None, pair)]) == [f"untranslated {pair[0]!r}"]
    message.string = "{count} dni w tygodniu"
    assert problems(catalog, [(None, pair)]) == [f"plural forms missing or unexpected {pair[0]!r}"]


def test_fuzzy_entries_never_reach_a_user(tmp_path, monkeypatch):
    catalog = _catalog("pl", "coach")
    catalog.get("Any time!").flags.add("fuzzy")
    out = BytesIO()
    write_po(out, catalog)
    folder = tmp_path / "pl" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "coach.po").write_bytes(out.getvalue())
    monkeypatch.setattr("fitcoach.i18n.catalogs.po_path", lambda lang, domain: folder / "coach.po")
    gettext_for.cache_clear()
    try:
        assert gettext_for("pl").gettext("Any time!") == "Any time!"
        assert gettext_for("pl").gettext("Listen up.") == "Słuchaj uważnie."
    finally:
        gettext_for.cache_clear()


def test_templates_fill_placeholders_in_every_language():
    assert tr("pl", "Source: {source}", source="ACSM 2009") == "Źródło: ACSM 2009"
    assert tr("ja", "Source: {source}", source="ACSM 2009") == "出典：ACSM 2009"
    assert tr("en", "Source: {source}", source="ACSM 2009") == "Source: ACSM 2009"


def test_localize_translates_whole_replies_only():
    reply = "Hey, good to see you! Ask me about your plan, your form or your progress."
    assert localize(reply, "pl") == (
        "Cześć, dobrze cię widzieć! Pytaj mnie o plan, technikę albo postępy."
    )
    assert localize(reply, "en") == reply
    # One unknown part and the reply stays whole, in English, never a mix.
    mixed = "Hey, good to see you! Next up Friday: Pull, 45 minutes."
    assert localize(mixed, "ja") == mixed
