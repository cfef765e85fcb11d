"""The coach's languages: message catalogs (gettext via Babel) and reply-language choice.

English is the source language of every message; Polish, Thai and Japanese translations
live in `fitcoach/locale/<lang>/LC_MESSAGES/<domain>.po`. The `.po` files are compiled in
memory the first time a language is used, so no build step and no binary `.mo` in git.
"""

from fitcoach.i18n.catalogs import (
    DOMAINS,
    N_,
    NP_,
    SUPPORTED,
    TRANSLATED,
    Lang,
    gettext_for,
    ntr,
    po_path,
    tr,
)
from fitcoach.i18n.detect import LANGUAGE_NAMES, reply_language, unsupported_language
from fitcoach.i18n.localize import localize, unsupported_language_reply

__all__ = [
    "DOMAINS",
    "LANGUAGE_NAMES",
    "NP_",
    "N_",
    "SUPPORTED",
    "TRANSLATED",
    "Lang",
    "gettext_for",
    "localize",
    "ntr",
    "po_path",
    "reply_language",
    "tr",
    "unsupported_language",
    "unsupported_language_reply",
]
