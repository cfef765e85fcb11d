"""Loading the gettext catalogs: `.po` sources compiled in memory at first use."""

from __future__ import annotations

import gettext
from functools import cache
from importlib import resources
from io import BytesIO
from pathlib import Path
from typing import Literal, cast

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

Lang = Literal["en", "pl", "th", "ja"]
SUPPORTED: tuple[Lang, ...] = ("en", "pl", "th", "ja")
# English is the msgid itself; these three have catalogs.
TRANSLATED: tuple[Lang, ...] = ("pl", "th", "ja")
# "coach": reply templates of the brains; "knowledge": the knowledge base's answers
# (msgctxt = topic id, msgid = the English answer); "cues": the technique cards
# (`brains/local/cues.yaml`; msgctxt = exercise slug, msgid = the English cue).
DOMAINS: tuple[str, ...] = ("coach", "knowledge", "cues")


def N_(message: str) -> str:
    """Marks a string as a catalog message without translating it (gettext's N_)."""
    return message


# A message whose words follow a number: its English singular and plural. The catalog
# gives each language its own forms (Polish has three: 1 ćwiczenie, 2 ćwiczenia,
# 5 ćwiczeń), chosen by the catalog's Plural-Forms.
Plural = tuple[str, str]


def NP_(singular: str, plural: str) -> Plural:
    """Marks a plural catalog message without translating it (gettext's N_ for ngettext)."""
    return (singular, plural)


def po_path(lang: str, domain: str) -> Path:
    root = resources.files("fitcoach").joinpath("locale", lang, "LC_MESSAGES", f"{domain}.po")
    return Path(str(root))


@cache
def gettext_for(lang: str, domain: str = "coach") -> gettext.NullTranslations:
    """The translations of one language and domain; English (and anything unknown) gets
    the identity. Fuzzy entries are left out, as msgfmt does, so they never reach a user."""
    if lang not in TRANSLATED:
        return gettext.NullTranslations()
    path = po_path(lang, domain)
    if not path.exists():
        return gettext.NullTranslations()
    with path.open("rb") as handle:
        catalog = read_po(handle, locale=lang)
    compiled = BytesIO()
    write_mo(compiled, catalog, use_fuzzy=False)
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


def tr(lang: str, message: str, /, context: str | None = None, **values: object) -> str:
    """`message` in `lang` (coach domain), with `{name}` placeholders filled."""
    catalog = gettext_for(lang, "coach")
    text = catalog.pgettext(context, message) if context else catalog.gettext(message)
    return text.format(**values) if values else text


def ntr(lang: str, message: Plural, count: int, /, **values: object) -> str:
    """`message` in `lang` in the form `count` takes, with `{count}` and the other
    placeholders filled."""
    text = gettext_for(lang, "coach").ngettext(message[0], message[1], count)
    return text.format(count=count, **values)


def as_lang(value: str | None) -> Lang:
    return cast(Lang, value) if value in SUPPORTED else "en"
