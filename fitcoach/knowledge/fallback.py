"""What the coach says when no topic fits: that it does not know, and what it can do.

Several wordings per language, chosen by the message (the same message always gets the
same one), each naming concrete things the coach can do next, so a user who asks two
unanswerable questions never reads the same line twice in a row.
"""

from __future__ import annotations

import zlib

from fitcoach.i18n.catalogs import N_, tr

NOTHING_FITS: tuple[str, ...] = (
    N_(
        "I don't have a solid, sourced answer to that one, so I won't guess. I can change "
        "a day of your plan, swap an exercise, or check a lift's progress from your logs."
    ),
    N_(
        "That's beyond what I can answer reliably. What I can do: shorten or move a "
        "session, suggest a swap for gear you don't have, or explain rest times, RIR and "
        "deloads."
    ),
    N_(
        "I'm not confident I understood that question, and I'd rather not make something "
        "up. Try asking about sets, reps, recovery or protein, or tell me what to change "
        "in your week."
    ),
    N_(
        "I can't answer that well enough to be useful. I can read your logged lifts and "
        "tell you when to add weight, or adjust your plan around your time, gear or a sore "
        "spot."
    ),
)
# When there is a plan, one wording points at it.
WITH_PLAN = N_(
    "I don't know that one well enough to advise you. Want me to walk you through your "
    "next session, change a day, or look at how your lifts are moving?"
)


# When the user's next session is known, the reply points at it by name.
WITH_NEXT = N_(
    "I'm not sure I have that one right, so I won't guess. Your next session is {day}: "
    "want me to shorten it, swap something in it, or check a lift from your logs?"
)


def nothing_fits(
    question: str, lang: str, has_plan: bool = False, next_day: str | None = None
) -> str:
    """`next_day` is the user's next training day, already in `lang`."""
    options = (*NOTHING_FITS, WITH_PLAN) if has_plan else NOTHING_FITS
    if next_day:
        options = (*options, WITH_NEXT)
    choice = options[zlib.crc32(question.strip().casefold().encode("utf-8")) % len(options)]
    return tr(lang, choice).format(day=next_day) if choice is WITH_NEXT else tr(lang, choice)
