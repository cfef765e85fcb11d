"""Questions about the user's own week answered from the week itself: which days they
train, how many minutes it adds up to, what is on a given day. A question about their plan
is answered with their plan, not a general topic ("150–300 minutes a week for adults")."""

from __future__ import annotations

import re

from fitcoach.catalog import registry
from fitcoach.programming.models import Week
from fitcoach.weekdays import Weekday

from . import plan_view as pv
from .lang import N_, day_name, days_list, enumerate_items, join_list, language_of, line, piece
from .turn import Turn

# The question is about the user's own training: "my week", "am I", "do I".
_OWN = re.compile(
    r"\bmy\b|\bfor me\b|\bam i\b|\bdo i\b|\bi'?m\b|\bi am\b|\bi have\b|\bi got\b"
    r"|\bmój\b|\bmoj\b|\bmoje\b|\bmoja\b|\bmam\b|\brobię\b|\brobie\b|trenuję|trenuje"
    r"|ของ(?:ฉัน|ผม|หนู)|ฉัน|ผม|หนู|私|僕|俺|自分"
    # "This week" is the user's week.
    r"|this week|w tym tygodniu|ในสัปดาห์นี้|สัปดาห์นี้|今週",
    re.I,
)
# How much time: "how many minutes", "how long is my week", "ile minut", "กี่นาที", "何分".
_MINUTES = re.compile(
    r"how (?:many|much) (?:minutes|time|hours)|how long (?:is|are|will|do)"
    r"|ile (?:minut|czasu|godzin)|jak długo|jak dlugo|กี่นาที|กี่ชั่วโมง|นานแค่ไหน|何分|何時間",
    re.I,
)
# How many days: "how many days a week am I lifting", "ile dni", "กี่วัน", "週何日".
_DAYS = re.compile(
    r"how many (?:days|sessions|times|workouts)|which days|what days"
    r"|ile (?:dni|treningów|treningow|razy)|w które dni|kiedy trenuję"
    r"|กี่วัน|กี่ครั้ง|วันไหนบ้าง|週何(?:日|回)|何曜日|何日",
    re.I,
)
# What is on a day: "what am I doing on Thursday", "what's on Friday", "co mam w czwartek".
_ON_DAY = re.compile(
    r"what(?:'s| is| am i doing| do i (?:have|do)| have i got)\b(?:.*\b(?:on|for)\b)?"
    r"|co (?:mam|robię|robie)|ทำอะไร|เล่นอะไร|何(?:を|が)?(?:やる|する|ある)|メニューは",
    re.I,
)
# A question about the plan's structure, not about the user's body or the world.
_PLAN_WORDS = re.compile(
    r"week|plan|train|lift|work(?:ing)? out|gym|session|tydzie|plan|trenuj|trening|ćwicz"
    r"|สัปดาห์|แผน|ฝึก|เล่น|週|プラン|メニュー|トレーニング|筋トレ",
    re.I,
)

WEEK_DAYS = N_("This week you train on {days}.")
WEEK_MINUTES = N_("Your week adds up to about {total} minutes of training: {per_day}.")
DAY_MINUTES = N_("{day} {minutes} min")
DAY_SESSION = N_("{day}: {exercises}, about {minutes} min.")
REST_DAY = N_("{day} is a rest day in your plan.")


def plan_fact(t: Turn) -> str | None:
    """The answer from the user's week to a question about it, or None."""
    plan = t.ctx.plan
    message = t.ctx.message
    if plan is None:
        return None
    lang = language_of(t.ctx)
    # Thai and Japanese leave out "my": a question about a day of the week is theirs.
    if not _OWN.search(message) and lang not in ("th", "ja"):
        return None
    days = pv.training_weekdays(plan)
    asked_day = t.u.target_day or (t.u.weekdays[0] if len(t.u.weekdays) == 1 else None)
    if asked_day is not None and _ON_DAY.search(message) and not _MINUTES.search(message):
        return _day(plan, asked_day, lang)
    if not _PLAN_WORDS.search(message) or not days:
        return None
    if _MINUTES.search(message):
        return _minutes(plan, days, lang)
    if _DAYS.search(message):
        return line(lang, WEEK_DAYS, days=days_list(lang, days))
    return None


def _minutes(plan: Week, days: list[Weekday], lang: str) -> str:
    per_day = [
        piece(lang, DAY_MINUTES, day=day_name(lang, d), minutes=plan.days[d].duration_minutes)
        for d in days
    ]
    total = sum(plan.days[d].duration_minutes for d in days)
    return line(lang, WEEK_MINUTES, total=total, per_day=enumerate_items(lang, per_day))


def _day(plan: Week, weekday: Weekday, lang: str) -> str:
    day = plan.days.get(weekday)
    if day is None or not pv.is_training_day(day):
        return line(lang, REST_DAY, day=day_name(lang, weekday))
    names = [registry.CATALOG[s].name for s in pv.day_slugs(day) if s in registry.CATALOG]
    return line(
        lang,
        DAY_SESSION,
        day=day_name(lang, weekday),
        exercises=join_list(lang, names),
        minutes=day.duration_minutes,
    )
