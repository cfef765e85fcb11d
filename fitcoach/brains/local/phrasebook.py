"""The local brain's fixed replies that the coach catalog translates.

The brain composes replies in English from these sentences; `fitcoach.i18n.localize`
turns a reply made only of them into Polish, Thai or Japanese. The list is read from
the modules that own the sentences, so the catalog test (tests/i18n) fails the moment
one of them changes without its translations.
"""

from __future__ import annotations

from . import progress, talk, voice

MESSAGES: tuple[str, ...] = (
    talk.RED_FLAG,
    talk.PREGNANCY_RED_FLAG,
    talk.PREGNANCY_CLEARANCE,
    talk.OFF_TOPIC,
    talk.INJECTION,
    *talk._PUSH.values(),
    "Any time!",
    "Anything you want to adjust before your next session?",
    "Hey, good to see you!",
    "Ask me about your plan, your form or your progress.",
    "It is never too late: people who start lifting in their 60s and 70s gain strength and "
    "muscle at any age, and it protects bones and balance.",
    "We start light, keep 2–3 reps in reserve and build up week by week.",
    *(tip for _, tip in talk._TOPIC_TIPS),
    talk._GENERAL_TIP,
    talk._OFFER,
    progress.HOW_TO_LOG,
    "Which lift should I look at? Name it (for example Incline DB Bench Press) and "
    "I'll pull your last sessions.",
    *(line for lines in voice._OPENERS.values() for line in lines),
    *(line for lines in voice._CLOSERS.values() for line in lines),
)
