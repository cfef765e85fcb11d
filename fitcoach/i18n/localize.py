"""Replies in the user's language.

The brains compose replies in English from catalog messages. `localize` turns such a
reply into another language when the reply is made, end to end, of messages the coach
catalog translates (several sentences joined by spaces, as the voice composes them). A
reply with any part the catalog does not know is returned unchanged: one language per
reply, never a half-translated mix.
"""

from __future__ import annotations

import zlib
from functools import cache

from babel.messages.pofile import read_po

from fitcoach.i18n.catalogs import TRANSLATED, po_path

# Always English (the one language every user of another language is likeliest to read),
# so these are plain strings, not catalog messages.
_UNSUPPORTED = (
    (
        "Sorry, I don't speak {language} yet: I coach in English, Polish, Thai and Japanese. "
        "Write to me in one of those (piszę po polsku, ตอบภาษาไทยได้, 日本語でも大丈夫です) and "
        "I'll answer about your plan, your lifts or your recovery."
    ),
    (
        "I can't reply in {language}, only in English, Polish, Thai or Japanese "
        "(po polsku, ภาษาไทย, 日本語). Ask again in one of them and I'll help with your "
        "training, your progress or a change to your week."
    ),
)


@cache
def _translations(lang: str) -> dict[str, str]:
    """msgid -> msgstr of the coach catalog, translated and non-fuzzy entries only."""
    if lang not in TRANSLATED:
        return {}
    path = po_path(lang, "coach")
    if not path.exists():
        return {}
    with path.open("rb") as handle:
        catalog = read_po(handle, locale=lang)
    found: dict[str, str] = {}
    for message in catalog:
        if not message.id or message.fuzzy or message.context:
            continue
        if isinstance(message.id, str) and isinstance(message.string, str) and message.string:
            found[message.id] = message.string
    return found


@cache
def _by_length(lang: str) -> tuple[str, ...]:
    return tuple(sorted(_translations(lang), key=len, reverse=True))


def localize(text: str, lang: str) -> str:
    """`text` in `lang` when every part of it is a catalog message; else `text` as is."""
    table = _translations(lang)
    if not table:
        return text
    exact = table.get(text)
    if exact is not None:
        return exact
    parts: list[str] = []
    rest = text.strip()
    while rest:
        piece = next((m for m in _by_length(lang) if rest.startswith(m)), None)
        if piece is None:
            return text
        parts.append(table[piece])
        rest = rest[len(piece) :].lstrip()
    # Thai and Japanese do not put spaces between sentences.
    joiner = "" if lang == "ja" else " "
    return joiner.join(parts)


def unsupported_language_reply(language_name: str, seed: str = "") -> str:
    """The English reply to a message in a language the coach does not speak."""
    template = _UNSUPPORTED[zlib.crc32(seed.encode("utf-8")) % len(_UNSUPPORTED)]
    return template.format(language=language_name)
