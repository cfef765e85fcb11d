"""A stored memory fact shown in the user's language.

Facts are stored once, in English, beside their typed payload (`memory/payloads.py`): the
profile is built from the payload, LLM brains read the English fact, and a user who
switches language keeps one consistent memory. What the user reads is rendered here from
the payload in their language; a payload with nothing renderable shows the stored words.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from fitcoach.catalog import registry
from fitcoach.i18n import tr

from .lang import N_, date_span, date_text, days_list, gear_phrase, join_list, piece, sided

GEAR = N_("gear: {gear}")
GOALS = {
    "hypertrophy": N_("goal: muscle growth"),
    "strength": N_("goal: strength"),
    "general_fitness": N_("goal: general fitness"),
    "endurance": N_("goal: endurance"),
}
SCHEDULE = N_("schedule: {days}, {minutes} min a session")
SCHEDULE_DAYS = N_("schedule: {days}")
CONDITIONS = {
    "chronic": N_("{part}: long-standing condition"),
    "soreness": N_("{part}: soreness"),
    "fatigue": N_("{part}: fatigue"),
    "minor_strain": N_("{part}: minor strain"),
}
UNTIL = N_("{what}, until {date}")
NEVER = N_("never program: {exercises}")
BRIEF = N_("short replies")
EVENTS = {
    "trip": N_("trip: {dates}"),
    "competition": N_("competition: {dates}"),
    "outing": N_("outing: {dates}"),
    "busy": N_("busy: {dates}"),
    "other": N_("event: {dates}"),
}


def fact_in(lang: str, entry: Any) -> str:
    """The entry as the user reads it in `lang` (the stored English fact for English)."""
    fact = str(getattr(entry, "fact", "")).rstrip(".")
    payload = getattr(entry, "payload", None)
    if lang == "en" or payload is None:
        return fact
    shown = _rendered(lang, payload, getattr(entry, "expires_at", None))
    return shown or fact


def _rendered(lang: str, payload: Any, expires: Any) -> str | None:
    kind = payload.type
    if kind == "equipment":
        bells = payload.dumbbells
        heaviest = f"{bells.max:g} {bells.unit}" if bells is not None else None
        gear = gear_phrase(lang, payload.gear, heaviest)
        return piece(lang, GEAR, gear=gear) if gear else None
    if kind == "goal" and payload.kind in GOALS:
        return piece(lang, GOALS[payload.kind])
    if kind == "schedule" and payload.days:
        if payload.minutes:
            return piece(
                lang, SCHEDULE, days=days_list(lang, payload.days), minutes=payload.minutes
            )
        return piece(lang, SCHEDULE_DAYS, days=days_list(lang, payload.days))
    if kind == "condition" and payload.body_parts and payload.kind in CONDITIONS:
        part = join_list(lang, [sided(lang, p, payload.side) for p in payload.body_parts])
        what = piece(lang, CONDITIONS[payload.kind], part=part)
        if expires is not None and payload.kind != "chronic":
            return piece(lang, UNTIL, what=what, date=date_text(lang, _day(expires)))
        return what
    if kind == "preference":
        if payload.excluded_exercises:
            names = [registry.CATALOG[s].name for s in payload.excluded_exercises]
            return piece(lang, NEVER, exercises=join_list(lang, names))
        if payload.brief:
            return tr(lang, BRIEF)
        return None
    if kind == "event" and payload.start is not None:
        dates = date_span(lang, payload.start, payload.end or payload.start)
        return piece(lang, EVENTS.get(payload.kind, EVENTS["other"]), dates=dates)
    return None


def _day(moment: Any) -> date:
    return moment.date() if hasattr(moment, "date") else moment
