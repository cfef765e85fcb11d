"""Which catalog messages lack a usable translation: the check behind tests/i18n.

A message is required when the code marks it with `N_(...)` (found by Babel's extractor
over the package) or the local brain lists it in its phrasebook, and for the knowledge
domain when it is a topic's answer. It is usable when the catalog has it, translated,
not fuzzy, and with the same `{placeholders}` as the English.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from importlib import resources
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from fitcoach.i18n.catalogs import po_path

_PLACEHOLDER = re.compile(r"\{(\w+)\}")

# (msgctxt, msgid); a plural message's msgid is its (singular, plural) pair.
Required = tuple[str | None, str | tuple[str, str]]


def marked_messages() -> list[str | tuple[str, str]]:
    """Every string the package marks with N_(...), and every NP_(singular, plural) pair."""
    root = Path(str(resources.files("fitcoach")))
    found = extract_from_dir(
        str(root), method_map=[("**.py", "python")], keywords={"N_": None, "NP_": (1, 2)}
    )
    messages: set[str | tuple[str, str]] = set()
    for _, _, message, _, _ in found:
        if isinstance(message, str):
            messages.add(message)
        elif isinstance(message, tuple) and len(message) == 2 and all(message):
            messages.add((str(message[0]), str(message[1])))
    return sorted(messages, key=lambda m: m if isinstance(m, str) else m[0])


def required(domain: str) -> list[Required]:
    if domain == "knowledge":
        from fitcoach.knowledge.topics import load_topics

        return [(topic.id, topic.answer) for topic in load_topics()]
    if domain == "cues":
        from fitcoach.brains.local.technique import cues

        return [
            (slug, text)
            for slug, card in cues().items()
            for text in [
                card["setup"],
                *card["execution"],
                *card["faults"],
                card["feel"],
                card["fix"],
            ]
        ]
    from fitcoach.brains.local.phrasebook import MESSAGES

    return [(None, message) for message in dict.fromkeys([*marked_messages(), *MESSAGES])]


def problems(catalog: Catalog, wanted: Iterable[Required]) -> list[str]:
    found = []
    for context, wanted_id in wanted:
        msgid = wanted_id if isinstance(wanted_id, str) else wanted_id[0]
        message = catalog.get(msgid, context=context)
        label = f"{context}: {msgid[:60]!r}" if context else repr(msgid[:60])
        english = " ".join(wanted_id) if isinstance(wanted_id, tuple) else msgid
        if message is None:
            found.append(f"missing {label}")
            continue
        forms = list(message.string) if isinstance(message.string, tuple | list) else None
        if isinstance(wanted_id, tuple) != (forms is not None):
            found.append(f"plural forms missing or unexpected {label}")
        elif not message.string or (forms is not None and not all(forms)):
            found.append(f"untranslated {label}")
        elif message.fuzzy:
            found.append(f"fuzzy {label}")
        elif forms is not None and len(forms) != catalog.num_plurals:
            found.append(
                f"{len(forms)} plural forms, the language has {catalog.num_plurals} {label}"
            )
        elif any(
            set(_PLACEHOLDER.findall(english)) != set(_PLACEHOLDER.findall(str(text)))
            for text in (forms if forms is not None else [message.string])
        ):
            found.append(f"placeholders differ {label}")
    return found


def catalog_problems(lang: str, domain: str) -> list[str]:
    with po_path(lang, domain).open("rb") as handle:
        catalog = read_po(handle, locale=lang)
    return problems(catalog, required(domain))
