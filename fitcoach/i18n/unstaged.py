"""What the coach says when a staged change could not be built, in the user's language.

The programming engine's refusal reasons are internal ("avoid: nothing to change: Sat
already avoids Chest, ...") and English; they go to the log, never into a reply. The
user reads which day stays as it is and what to ask for instead.
"""

from __future__ import annotations

from fitcoach.i18n.catalogs import N_, tr
from fitcoach.i18n.changes import WEEKDAY_NAMES

NOT_STAGED_DAY = N_(
    "I couldn't find a safe way to change {day} like that, so it stays as it is for now. "
    "Tell me what matters most (shorter, lighter, fewer exercises for one muscle, or a "
    "rest day) and I'll stage that."
)
NOT_STAGED = N_(
    "I couldn't find a safe way to make that change, so your plan stays as it is for now. "
    "Tell me the day and what matters most (shorter, lighter or a rest day) and I'll "
    "stage that."
)
WHICH_DAY = N_("Which day should I change?")
ALREADY_FITS_DAY = N_("{day} already fits that, so there is nothing to change.")
ALREADY_FITS = N_("Your week already fits that, so there is nothing to change.")
UNSAFE = N_("I couldn't build a safe version of that, so your plan stays as it is.")


def _day(lang: str, day: str) -> str:
    return tr(lang, WEEKDAY_NAMES.get(day.lower(), day.capitalize()))


def not_staged(lang: str, day: str | None) -> str:
    if day:
        return tr(lang, NOT_STAGED_DAY, day=_day(lang, day))
    return tr(lang, NOT_STAGED)


def which_day(lang: str) -> str:
    return tr(lang, WHICH_DAY)


def already_fits(lang: str, day: str | None) -> str:
    if day:
        return tr(lang, ALREADY_FITS_DAY, day=_day(lang, day))
    return tr(lang, ALREADY_FITS)


def unsafe(lang: str) -> str:
    return tr(lang, UNSAFE)
