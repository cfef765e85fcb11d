"""Acute pain (tier 2) and life events (tier 3): remember them, then protect the week."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from fitcoach.catalog import registry
from fitcoach.catalog.model import JOINTS, MUSCLE_GROUPS
from fitcoach.contracts.decision import Decision
from fitcoach.i18n import tr
from fitcoach.memory.derive import trip_payload
from fitcoach.memory.models import MemoryItem, MemoryMutation, Tier2Entry, Tier3Entry
from fitcoach.memory.ttl import event_expiry, tier2_expiry
from fitcoach.nlu.body import named_area
from fitcoach.nlu.calendar import cause_days, day_mentions
from fitcoach.nlu.edits import asks_normal_week, rest_days_asked
from fitcoach.nlu.gear import GEAR_LEXICON
from fitcoach.nlu.signals import LIGHTER_DAY, asks_taper, is_cancelled, is_reminder, wants_tips
from fitcoach.nlu.text import fold
from fitcoach.nlu.understanding import Condition
from fitcoach.programming.models import Day, Week
from fitcoach.programming.ops import (
    Avoid,
    BuildWeek,
    FitToTime,
    Lighten,
    MoveDay,
    PlanOp,
    ReduceLoad,
    RestDay,
)
from fitcoach.weekdays import WEEKDAYS, Weekday, week_start, weekday_of

from . import plan_view as pv
from .facts import pain_fact, sided_part
from .lang import N_, date_span, date_text, days_list, line, parts_list, sided, staged
from .memory_ops import mentions_other_side, normalise, tier2_matching, tier3_items, words
from .plan_common import engine_stages, user_gear
from .plan_taper import is_strength_contest, taper_line, taper_ops
from .plan_week import week_overhaul
from .planning import day_edit, move_session
from .profile import matching_events, memory_delete
from .protect import gentler_swaps, loading
from .text import muscles_phrase, part_label, short_date
from .turn import Turn, none

WHOLE_BODY = "whole body"

_AVOID_WORDS: dict[str, str] = {
    "shoulder": "no overhead pressing or heavy incline work",
    "lower_back": "no heavy hinges or spinal loading",
    "knee": "no deep loaded knee bends",
    "elbow": "no heavy extensions or curls",
    "wrist": "no heavy pressing on bent wrists",
    "hip": "no deep loaded hinging or squatting",
    "ankle": "no jumping or deep loaded squats",
}

_LOGGED: dict[str, str] = {
    "soreness": N_("Noted your {part} soreness until {date}."),
    "minor_strain": N_(
        "Noted your {part} strain until {date}: stop any exercise that hurts, and see a "
        "physio if it isn't better in a week."
    ),
    "fatigue": N_("Noted your fatigue until {date}."),
}
WHERE_PAIN = N_("Sorry to hear it. Where exactly do you feel it: which joint or muscle?")
NOTHING_LOADS_IT = N_("No session left this week loads it, so your plan stays as it is.")
PROGRAM_AROUND = N_("I'll program around it when we build your week.")
COVERED = N_("{day}'s session already keeps load off it, so it stays as planned.")
ALSO_LOADS = N_("{days} also load it and stay protected while this is in memory.")
GOOD_LUCK = N_("Good luck, you've done the work!")
ON_RADAR = N_("Already on my radar: {event}. Your week is planned around it.")
WHICH_DAY_EVENT = N_("Good to know about the {name}. Which day is it?")
ALREADY_HAPPENED = N_("Sounds like the {name} has already happened. How did it go?")
NOTED_EVENT = N_("Noted: {name}, {when}.")
# What the reply calls an event outside English: the NLU's English kind ("trip") or a
# word lifted from the message in another case ("delegacji") reads wrong in a sentence.
TRIP = N_("trip")
COMPETITION = N_("competition")
_COMPETITION = re.compile(
    r"\b(?:meet|competition|comp|tournament|race|match)\b|zawod|turniej|試合|大会|การแข่ง", re.I
)


def _event_label(lang: str, name: str) -> str:
    if lang == "en":
        return name
    if _TRAVEL.search(name):
        return tr(lang, TRIP)
    if _COMPETITION.search(name):
        return tr(lang, COMPETITION)
    return name


FRESH_BEFORE = N_("Your {muscles} get nothing heavy in the 48 hours before it.")
FRESH_BEFORE_LONG = N_(
    "Your {muscles} get nothing heavy in the 48 hours before it, and the session 3–4 days "
    "out is lighter."
)
NONE_AWAY = N_("No sessions while you're away.")
GEAR_AWAY = N_("While you're away, sessions use only the gear there.")
PLAN_AROUND_LATER = N_("I'll plan around it when we build that week.")
NO_CLASH = N_("Nothing in this week's plan clashes with it.")


# A joint named for an event maps to the muscle groups that move it.
_JOINT_MUSCLES: dict[str, tuple[str, ...]] = {
    "shoulder": ("Shoulders",),
    "lower_back": ("Lower Back",),
    "wrist": ("Forearms",),
    "elbow": ("Biceps", "Triceps"),
    "hip": ("Glutes",),
    "knee": ("Quads", "Hamstrings"),
    "ankle": ("Calves",),
}

# What common events tax when the user names no muscles.
_EVENT_MUSCLES: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (re.compile(r"golf", re.I), ("Back", "Shoulders", "Forearms", "Core")),
    (
        re.compile(r"marathon|\brun\b|race|hik(?:e|ing)|trek|football|soccer|ski|cycl|bike", re.I),
        ("Quads", "Hamstrings", "Glutes", "Calves"),
    ),
    (re.compile(r"tennis|padel|squash|badminton", re.I), ("Shoulders", "Forearms", "Core")),
    (re.compile(r"climb|bouldering", re.I), ("Back", "Forearms", "Biceps")),
    (re.compile(r"swim", re.I), ("Back", "Shoulders")),
    # A lifting meet loads everything its lifts load: the big movers stay fresh for it.
    (
        re.compile(
            r"powerlift|deadlift|strongman|weightlifting|\bmeet\b|trójbój|trojboj|"
            r"パワーリフティング|เพาเวอร์ลิฟ",
            re.I,
        ),
        ("Quads", "Hamstrings", "Glutes", "Back", "Chest", "Shoulders"),
    ),
    (
        re.compile(
            r"judo|wrestl|bjj|jiu|karate|box|mma|grappl|\bfight\b|柔道|レスリング|空手|格闘|"
            r"มวย|ไฟต์|ชกมวย|ขึ้นชก",
            re.I,
        ),
        ("Back", "Shoulders", "Forearms", "Quads", "Hamstrings", "Glutes"),
    ),
)
# A long endurance event (a marathon, a 200 km sportive, a triathlon): heavy leg work stops
# 3-4 days out, not 2 (the taper the knowledge base's race-week answer gives).
_LONG_ENDURANCE = re.compile(
    r"marathon|ultra|sportive|gran ?fondo|century|triathlon|duathlon|ironman|"
    r"\b\d{2,3} ?(?:km|k|mile|mi)\b|półmaraton|polmaraton|maraton|มาราธอน|マラソン",
    re.I,
)
_LONG_TAPER_DAYS = (3, 4)


def _sessions_between(
    t: Turn, plan: Week, event_day: date, nearest: int, farthest: int, spared: list[str]
) -> list[Weekday]:
    """The plan's sessions `nearest`..`farthest` days before the event that train what it
    uses (today or later, in the plan's week)."""
    found: list[Weekday] = []
    for back in range(nearest, farthest + 1):
        day = event_day - timedelta(days=back)
        weekday = weekday_of(day)
        planned = plan.days.get(weekday)
        if day < t.ctx.today or week_start(day) != plan.week_start_date:
            continue
        if planned is None or not pv.is_training_day(planned):
            continue
        if set(pv.day_primary_muscles(planned)) & set(spared):
            found.append(weekday)
    return found


def _taper_days(t: Turn, plan: Week, event_day: date, spared: list[str]) -> list[PlanOp]:
    """Lighten the plan's sessions 3-4 days before a long event that train what it uses."""
    low, high = _LONG_TAPER_DAYS
    days = _sessions_between(t, plan, event_day, low, high, spared)
    return [Lighten(day=day) for day in days]


# "Go light on Thursday" before an event whose demands we cannot name: spare the big movers.
_LIGHTER = re.compile(
    r"\blight|\beas(?:y|ier|e off|e up)|take it easy|\bgentl|\bsofter|\bfresh|軽め|軽く|楽に|"
    r"優しめ|ゆるめ|lekk|lżej|lzej|łagodn|lagodn|luźn|śwież|swiez|เบา|สด|フレッシュ",
    re.I,
)
_WHOLE_BODY_SPARE = ("Quads", "Hamstrings", "Glutes", "Back", "Chest", "Shoulders")
# A change asked for the day said ("tomorrow's session, take ... out", "zmień coś",
# "明日のトレーニングどうしよう"): that day, even if another loads the sore part more.
_CHANGE_ASKED = re.compile(
    r"change|adjust|modify|\bfix\b|redo|sort out|take .{0,30}out|swap|"
    # "Sort friday so it doesn't make it worse", "skip the stuff where I'm on my feet".
    r"\bsort (?:out )?(?:mon|tue|wed|thu|fri|sat|sun|today|tomorrow)|\bskip the\b|"
    r"\bwork around\b|\b(?:doesn'?t|does not|won'?t|wont|doesnt) make it worse\b|"
    r"zmień|zmien|ogarnij|skróć|skroc|popraw|"
    r"เปลี่ยน|ปรับ|どうしよう|どうすれば|変え|調整|短く",
    re.I,
)
_SAID_DAY = re.compile(r"\btoday|\btomorrow|\btmrw|dzisiaj|dziś|jutro|วันนี้|พรุ่งนี้|今日|明日", re.I)
_TRAVEL = re.compile(
    r"travel|trip|flight|flying|vacation|holiday|business|conference|away|hotel"
    r"|wyjazd|wyjeżdż|lecę|lece|delegacj|urlop|wakacj|hotel"
    r"|เดินทาง|ไปต่างจังหวัด|ทริป|โรงแรม|บินไป|ลาพักร้อน"
    r"|出張|旅行|ホテル|へ行きます|に行きます|帰省",
    re.I,
)


# ---- pain --------------------------------------------------------------------------------


def _named_day(t: Turn) -> Weekday | None:
    """The day the user asked about in words ("adjust Wednesday"), not just the open tab.
    A weekday named beside pain is the day asked about ("hip's achy today, could Friday be
    gentler?"), unless it only says when it started ("sore since Saturday")."""
    day = t.u.target_day
    asked = [d for d in t.u.weekdays if d not in cause_days(t.ctx.message)]
    if asked and day not in asked:
        return asked[0]
    if day is None:
        return None
    named = list(dict.fromkeys(t.u.weekdays))
    if len(named) == 1 and day not in named and day in (t.ctx.selected_day, t.today):
        # "Achy today after the garden. Could Friday be a gentler one?": today is when it
        # hurts; the day asked about is the one named.
        return named[0]
    if day in t.u.weekdays or day not in (t.ctx.selected_day, t.today):
        return day
    return None


def _affected_day(t: Turn, part: str) -> Weekday | None:
    """The day the user names, else the target day if it loads the part, else today's
    session, else the next one that loads it."""
    plan = t.ctx.plan
    if plan is None:
        return None
    named = _named_day(t)
    said = _SAID_DAY.search(t.ctx.message) and (
        _LIGHTER.search(t.ctx.message) or _CHANGE_ASKED.search(t.ctx.message) or t.u.minutes
    )
    if named is None and t.u.target_day is not None and said:
        # "Lighten today's training": the day said in words, even if it is today
        # ("tight today" alone only says when it hurts).
        named = t.u.target_day
    if named is not None:
        day = plan.days.get(named)
        if day is not None and pv.is_training_day(day) and day.date >= t.ctx.today:
            return named
    if t.u.exercises:
        # "My wrist hurts when I do push-ups": the day that holds the push-ups, today's
        # session first, else the next one that has them.
        for name in (t.today, *pv.upcoming_days(plan, t.ctx.today)):
            day = plan.days.get(name)
            if (
                day is not None
                and pv.is_training_day(day)
                and day.date >= t.ctx.today
                and _hurting_exercises(t, day)
            ):
                return name
    moved = _movement_day(t, plan, part)
    if moved is not None:
        return moved
    for candidate in (t.u.target_day, t.today):
        if candidate is None:
            continue
        day = plan.days.get(candidate)
        if (
            day is not None
            and pv.is_training_day(day)
            and day.date >= t.ctx.today
            and _touches(day, part)
        ):
            return candidate
    for name in pv.upcoming_days(plan, t.ctx.today):
        day = plan.days[name]
        if pv.is_training_day(day) and _touches(day, part):
            return name
    return None


# The movement the user says hurts ("hurts when I pull or grip hard", "boli przy
# podciąganiu", "引くと痛い"): the lifts of those patterns are what the pain is about.
_MOVEMENTS: tuple[tuple[re.Pattern[str], frozenset[str]], ...] = (
    (
        re.compile(
            r"\bpull(?:s|ing)?\b|\bgrip(?:s|ping)?\b|\bhang(?:s|ing)?\b|\bchin[- ]?ups?\b|"
            r"\brow(?:s|ing)?\b|\bcurl(?:s|ing)?\b|podciąg|podciag|ciągn|ciagn|chwyt|"
            r"ดึง|โหน|กำ|引く|引っ張|懸垂|握",
            re.I,
        ),
        frozenset({"horizontal_pull", "vertical_pull", "elbow_flexion", "hang", "carry"}),
    ),
    (
        re.compile(
            r"\bpress(?:es|ing)?\b|\bpush(?:es|ing)?\b|\bbench(?:ing)?\b|wycisk|pompk|"
            r"ดัน|วิดพื้น|押す|押し|プレス",
            re.I,
        ),
        frozenset({"horizontal_push", "vertical_push", "elbow_extension", "dip"}),
    ),
)


def _movement_said(message: str) -> bool:
    return any(said.search(message) for said, _ in _MOVEMENTS)


def _movement_day(t: Turn, plan: Week, part: str) -> Weekday | None:
    """The first session from today on whose lifts of the movement said load the part."""
    if t.u.exercises:
        return None
    patterns: set[str] = set()
    for said, kinds in _MOVEMENTS:
        if said.search(t.ctx.message):
            patterns |= kinds
    if not patterns:
        return None
    for name in pv.upcoming_days(plan, t.ctx.today):
        day = plan.days[name]
        if not pv.is_training_day(day):
            continue
        for slug in pv.day_slugs(day):
            exercise = registry.CATALOG.get(slug)
            if (
                exercise is not None
                and exercise.pattern in patterns
                and pv.loads_part(exercise, part)
            ):
                return name
    return None


_KIND_WORDS = frozenset({"curl", "press", "row", "squat", "raise", "lunge", "deadlift", "fly"})


def _kind(slug: str) -> set[str]:
    """The movement words of an exercise's slug ("standing-db-bicep-curl" -> {"curl"})."""
    return {w.rstrip("s") for w in slug.split("-")} & _KIND_WORDS


def _hurting_exercises(t: Turn, day: Day) -> list[str]:
    """The exercises the user says hurt ("my wrist hurts when I curl"), as that day has
    them: the named slug, else the day's lifts of the same kind (another curl)."""
    named = list(t.u.exercises)
    if not named:
        return []
    planned = pv.day_slugs(day)
    found = [slug for slug in named if slug in planned]
    if found:
        return found
    # "When I curl" named one curl; the day may hold another one.
    kinds = set().union(*(_kind(slug) for slug in named))
    return [slug for slug in planned if _kind(slug) & kinds]


def _touches(day: Day, part: str) -> bool:
    return part == WHOLE_BODY or pv.day_needs_protection(day, part)


# Tendons users name that the body-part reader has no word for: the muscle group they
# belong to is what a session must spare.
_TENDONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"achill|ścięgn\w* achilles|เอ็นร้อยหวาย|アキレス", re.I), "Calves"),
    (re.compile(r"patellar tendon|jumper'?s knee|ścięgn\w* rzepki|膝蓋腱", re.I), "knee"),
)


def _tendon_part(message: str) -> str | None:
    return next((part for pattern, part in _TENDONS if pattern.search(message)), None)


def pain(t: Turn) -> Decision:
    u, ctx = t.u, t.ctx
    part = u.body_parts[0] if u.body_parts else _tendon_part(ctx.message)
    if part is None and u.condition != "fatigue":
        return none(line(t.lang, WHERE_PAIN))
    if part is None:
        part = WHOLE_BODY
    condition: Condition = u.condition or ("minor_strain" if part in JOINTS else "soreness")
    expires = tier2_expiry(condition, ctx.now)
    avoid = _AVOID_WORDS.get(part, f"keep heavy {part_label(part)} work out until it settles")
    if part == WHOLE_BODY:
        avoid = "keep sessions short and sub-maximal until it clears"
    # "My shins are sore" is remembered and answered as the shin; the ankle it loads
    # through is what the plan protects (the stored words read back to it).
    said = named_area(ctx.message, part) or part
    entry = {
        "body_part": sided_part(said, u.side),
        "condition": condition,
        "fact": pain_fact(said, condition, u.side, avoid),
        "effective_date": ctx.today.isoformat(),
        "expires_at": expires.isoformat(),
    }
    same = [
        item
        for item in tier2_matching(ctx.memory, part)
        if not mentions_other_side(item.entry.fact, u.side)
    ]
    mutation: MemoryMutation | None = (
        MemoryMutation(
            operation="UPDATE",
            target_tier="tier_2_physiological",
            memory_id=same[0].id,
            entry=entry,
            reason="Refreshed an acute state the user reported again.",
        )
        if same
        else MemoryMutation(
            operation="CREATE",
            target_tier="tier_2_physiological",
            entry=entry,
            reason="Logged an acute physical state with its default TTL.",
        )
    )
    if same and _unchanged(same[0], entry):
        # Said again with nothing new: an UPDATE would change nothing.
        mutation = None
    mutations = [mutation] if mutation is not None else []
    lang = t.lang
    until = date_text(lang, expires.astimezone(ZoneInfo(ctx.timezone)).date())
    what = sided(lang, said, u.side)
    logged = line(lang, _LOGGED[condition], part=what, date=until)
    if part == WHOLE_BODY:
        logged = line(lang, _LOGGED["fatigue"], part=what, date=until)

    day = _affected_day(t, part)
    if ctx.plan is None or day is None:
        tail = line(lang, NOTHING_LOADS_IT if ctx.plan is not None else PROGRAM_AROUND)
        return none(t.say([logged, tail]), mutations)
    planned = ctx.plan.days[day]
    hurting = _hurting_exercises(t, planned)
    lighten = part != WHOLE_BODY and not hurting and not pv.day_needs_protection(planned, part)
    covered: list[str] = []
    later = _next_day_loading(t, part, day, expires) if lighten else None
    # The weekday the user named and asked to be lighter stays the day changed, even if it
    # does not load the part: that is what they asked for.
    asked_lighter = _named_day(t) == day and bool(u.weekdays) and bool(_LIGHTER.search(ctx.message))
    # "Tweaked my shoulder, sort Friday so it doesn't make it worse": the day named is the
    # day changed; what on it still loads the part is traded even if no rule forbids it.
    said_day = (_named_day(t) == day and bool(u.weekdays)) or (
        u.target_day == day and bool(_SAID_DAY.search(ctx.message))
    )
    asked_change = said_day and bool(_CHANGE_ASKED.search(ctx.message)) and not u.exercises
    loaders = loading(planned, part) if lighten and asked_change else []
    if loaders:
        spared: list[PlanOp] = list(gentler_swaps(t, day, planned, part, loaders))
        lighter: list[PlanOp] = [Lighten(day=day)]
        for ops_tried in (spared, lighter):
            if ops_tried and engine_stages(t, ops_tried, mutations):
                return Decision(
                    message=t.say([logged, staged(lang)]),
                    route="UPDATE_DAY",
                    target_day=day,
                    plan_ops=ops_tried,
                    memory_mutations=mutations,
                )
    if (
        later is not None
        and (part in JOINTS or u.exercises)
        and not (asked_lighter and not u.exercises and not _movement_said(ctx.message))
        and not asked_change
    ):
        # "Shoulder twinges, lighten tomorrow's pushing" when tomorrow holds no pushing: the
        # day said stays as it is, and the change goes where the joint (or the lift named)
        # is loaded next. Shortening a day that never loads it only drops unrelated work.
        covered = [line(lang, COVERED, day=day)]
        day, planned = later, ctx.plan.days[later]
        hurting = _hurting_exercises(t, planned)
        lighten = False
    if lighten and u.exercises:
        # The lift named is not on that day and nothing later loads the part: nothing to
        # change, and the day keeps every exercise.
        return none(t.say([logged, line(lang, COVERED, day=day)]), mutations)
    # Asked to change today's or tomorrow's session while it still aches: a lighter one,
    # even if nothing there loads the part; a day further off needs nothing.
    soon = (planned.date - ctx.today).days <= 1 and bool(_CHANGE_ASKED.search(ctx.message))
    if lighten and (_LIGHTER.search(ctx.message) or soon) and planned.duration_minutes > 20:
        # Nothing there loads it, but they asked for a lighter session: a shorter one.
        minutes = max(20, round(planned.duration_minutes * 2 / 3 / 5) * 5)
        return Decision(
            message=t.say([logged, staged(lang)]),
            route="UPDATE_DAY",
            target_day=day,
            plan_ops=[FitToTime(day=day, minutes=minutes)],
            memory_mutations=mutations,
        )
    if lighten and u.minutes and 10 <= u.minutes < planned.duration_minutes:
        return Decision(
            message=t.say([logged, staged(lang)]),
            route="UPDATE_DAY",
            target_day=day,
            plan_ops=[FitToTime(day=day, minutes=u.minutes)],
            memory_mutations=mutations,
        )
    if lighten:
        # Nothing on that day loads it: no empty proposal, just say it is covered.
        return none(t.say([logged, line(lang, COVERED, day=day)]), mutations)

    ops: list[PlanOp]
    if part == WHOLE_BODY:
        planned = ctx.plan.days[day]
        minutes = max(20, round(planned.duration_minutes * 2 / 3 / 5) * 5)
        ops = [FitToTime(day=day, minutes=minutes)]
    else:
        named = [slug for slug in u.exercises if slug not in hurting]
        ops = [Avoid(days=[day], body_parts=[part], exercises=[*hurting, *named])]
    if u.minutes and 10 <= u.minutes < planned.duration_minutes:
        # "Sore calves, cut tomorrow to 25 minutes": the length asked for as well.
        ops.append(FitToTime(day=day, minutes=u.minutes))
    core = [logged, staged(lang)]
    # Why the change is on another day than the one said, when the budget has room.
    also: list[str] = list(covered)
    if part != WHOLE_BODY:
        others = [
            d
            for d in pv.sessions_loading(ctx.plan, [part], ctx.today, expires, ctx.timezone)
            # Only days the stored note will really change: the engine's own test.
            if d != day and pv.day_needs_protection(ctx.plan.days[d], part)
        ]
        if others:
            also.append(line(lang, ALSO_LOADS, days=days_list(lang, others)))
    return Decision(
        message=t.say(
            core,
            optional=also,
            rationale="Rationale: irritated tissue needs 48 hours to 5 days without heavy "
            "loading before it tolerates it again.",
        ),
        route="UPDATE_DAY",
        target_day=day,
        plan_ops=ops,
        memory_mutations=mutations,
    )


def _next_day_loading(t: Turn, part: str, after: Weekday, until: datetime) -> Weekday | None:
    """The first session after `after`, while the strain is on file, that loads the part."""
    plan = t.ctx.plan
    if plan is None:
        return None
    start = plan.days[after].date
    loading = pv.sessions_loading(plan, [part], t.ctx.today, until, t.ctx.timezone)
    return next(
        (
            d
            for d in loading
            if plan.days[d].date > start and pv.day_needs_protection(plan.days[d], part)
        ),
        None,
    )


def _unchanged(item: MemoryItem, entry: dict[str, str]) -> bool:
    stored = item.entry
    if not isinstance(stored, Tier2Entry):
        return False
    same_fact = normalise(stored.fact) == normalise(entry["fact"])
    return same_fact and stored.expires_at >= datetime.fromisoformat(entry["expires_at"])


# ---- events ------------------------------------------------------------------------------


# News that fills the week ("the grandkids are staying with us", "義母が泊まりに来る") with
# the week the user asks for around it ("just two days, Tuesday and Friday").
_THIS_WEEK = re.compile(
    r"this week|w tym tygodniu|ten tydzień|ten tydzien|อาทิตย์นี้|สัปดาห์นี้|今週", re.I
)


def _this_weeks_schedule(t: Turn, name: str) -> Decision | None:
    """A visit or a busy week, told with the days asked for this week: the week is rebuilt
    on those days, and the news is kept as a note that ends with the week."""
    u, plan = t.u, t.ctx.plan
    asked_days = len(set(u.weekdays)) >= 2 or u.days_per_week is not None
    # "Exam on the 25th, 2 days a week until then": the router gives the stretch its end.
    until = u.event_end if u.event_end is not None and u.event_end >= t.ctx.today else None
    travel = _TRAVEL.search(t.ctx.message) or _TRAVEL.search(name)
    if plan is None or not asked_days or travel:
        return None
    if u.dates and until is None:
        return None
    if until is None and not _THIS_WEEK.search(t.ctx.message):
        return None
    decision = week_overhaul(t)
    if decision.route == "NONE":
        return None
    last = until or plan.week_start_date + timedelta(days=6)
    label = f"{name[:1].upper()}{name[1:]}"
    if until is not None:
        fact = f"{label} on {short_date(last)}; lighter weeks until then."
    else:
        fact = f"{label} this week (until {short_date(last)})."
    note = MemoryMutation(
        operation="CREATE",
        target_tier="tier_3_situational",
        entry={
            "event": name,
            "fact": fact,
            "week_start_date": plan.week_start_date.isoformat(),
            "expires_at": event_expiry(last, t.ctx.timezone).isoformat(),
        },
        reason="Logged what shapes the weeks until it ends.",
    )
    # This week only: the goal's usual schedule stays as it is.
    kept = [m for m in decision.memory_mutations if m.target_tier != "tier_1_staples"]
    decision.memory_mutations = [note, *kept]
    return decision


def _event_dates(t: Turn) -> list[date]:
    u = t.u
    if u.dates:
        return sorted(u.dates)
    named = [pv.weekday_on_or_after(t.ctx.today, d) for d in u.weekdays]
    if not named and u.target_day:
        named = [pv.weekday_on_or_after(t.ctx.today, u.target_day)]
    return sorted(set(named))


def _spared_muscles(t: Turn, event: str) -> list[str]:
    spared = [m for m in t.u.muscles if m in MUSCLE_GROUPS]
    for part in t.u.body_parts:
        if part in MUSCLE_GROUPS:
            spared.append(part)
        spared += _JOINT_MUSCLES.get(part, ())
    if not spared and _light_day(t) is not None:
        # "Judo grading Saturday, can Thursday be light?": the day named light is how the
        # user spares themselves; the muscles the sport uses are not rested on top of it.
        return []
    if not spared:
        for pattern, muscles in _EVENT_MUSCLES:
            if pattern.search(event) or pattern.search(t.ctx.message):
                spared = list(muscles)
                break
    if not spared and _LIGHTER.search(t.ctx.message):
        # "Go light before the tournament": the big movers rest before it.
        spared = list(_WHOLE_BODY_SPARE)
    return list(dict.fromkeys(spared))


_EVENT_TIPS: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(r"race|run|marathon|10k|5k|half|bieg|วิ่ง|マラソン", re.I),
        "Keep the day before easy, eat a familiar carb-rich dinner, and start the race "
        "slower than feels right: negative splits win.",
    ),
    (
        re.compile(r"hike|trek|walk", re.I),
        "Break in nothing new: wear your usual boots, carry water and snacks, and keep the "
        "first hour conversational.",
    ),
)
_GENERIC_EVENT_TIP = (
    "Sleep well, eat a familiar meal a few hours before, warm up properly, and don't try "
    "anything new on the day."
)


def _about_known_event(t: Turn, item: MemoryItem) -> Decision:
    """A reminder or a question about an event already in memory: acknowledge, keep it."""
    entry = item.entry
    assert isinstance(entry, Tier3Entry)
    text = f"{entry.event} {t.ctx.message}"
    if wants_tips(t.ctx.message):
        tip = next((tip for p, tip in _EVENT_TIPS if p.search(text)), _GENERIC_EVENT_TIP)
        return none(t.say([tip, line(t.lang, GOOD_LUCK)], closing=False))
    return none(t.say([line(t.lang, ON_RADAR, event=entry.event)]))


# "the 26th" can read as a number of minutes; a time limit names its unit.
_MINUTES_WORD = re.compile(r"\bmin|\bhour|\bhr|godzin|minut|นาที|ชั่วโมง|分|時間", re.I)
_MOVED = re.compile(r"\bmoved\b|rescheduled|postponed|przeni|เลื่อน|延期", re.I)


_LIGHT_DAY = re.compile(
    r"\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*(?:'s)?\s+(?:session|workout|training|day\s+)?"
    r"\s*(?:is\s+|as\s+|be\s+)?(?:an?\s+)?(?:(?:super|really|very|extra|a bit|nice and)\s+)?"
    r"(?:light|easy|lighter|easier|short)|"
    r"\b(?:light|easy|lighter|easier)\s+on\s+(mon|tue|wed|thu|fri|sat|sun)[a-z]*",
    re.I,
)


# A turn to another clause between a day and "no lifting": "sobota odpada a czwartek zrób
# lżejszy", "no gym saturday but thursday lighter", "土曜はなしで、木曜も軽めに": the day
# after the turn is the other clause's (a list, "saturday and sunday", is one clause).
_TURN = re.compile(
    r"(?<![a-z])(?:a|but|ale|while|whereas|natomiast)(?![a-z])|แต่|ส่วน|けど|が、|[、。;]"
)


_CLAUSE_END = re.compile(r"[,;.!?。！？、\n]")


def _day_said_lighter(t: Turn) -> Weekday | None:
    """Polish, Thai, Japanese: the day named in the clause that asks for it lighter
    ("czwartek zrób lżejszy", "lżej w piątek", "金曜の脚の日は軽めに", "วันพฤหัสขอเบาๆ"),
    the nearest one when the clause names two."""
    folded = fold(t.ctx.message)
    mentions = day_mentions(t.ctx.message, t.ctx.today)
    best: tuple[int, Weekday] | None = None
    for found in LIGHTER_DAY.finditer(folded):
        for start, end, day in mentions:
            gap = (
                folded[end : found.start()] if end <= found.start() else folded[found.end() : start]
            )
            if start < found.end() and end > found.start():
                continue
            if _CLAUSE_END.search(gap) or _TURN.search(gap) or len(gap) > 24:
                continue
            if best is None or len(gap) < best[0]:
                best = (len(gap), day)
    return best[1] if best else None


def _light_day(t: Turn) -> Weekday | None:
    """The one training day the user asks to keep light ("keep sunday's session light")."""
    plan = t.ctx.plan
    if plan is None:
        return None
    found = _LIGHT_DAY.search(t.ctx.message)
    if found is not None:
        stem = (found.group(1) or found.group(2)).lower()
        day = next((d for d in t.u.weekdays if d.startswith(stem)), None)
    elif t.lang != "en":
        day = _day_said_lighter(t)
    else:
        return None
    planned = plan.days.get(day) if day is not None else None
    if day is None or planned is None or not pv.is_training_day(planned):
        return None
    if planned.duration_minutes <= 15:
        return None
    return day


def _time_limit_for_a_day(t: Turn) -> bool:
    u, plan = t.u, t.ctx.plan
    named = list(dict.fromkeys(u.weekdays))
    if plan is None or u.minutes is None or len(named) != 1:
        return False
    if not _MINUTES_WORD.search(t.ctx.message):
        return False
    return pv.is_training_day(plan.days.get(named[0]))


# No training on the event's day: "so no gym that day", "no lifting sunday", "nie dam rady
# na siłownię", "ジムに行けない", "ไม่ได้เข้ายิม".
_NO_TRAINING = re.compile(
    r"\bno (?:gym|lifting|lift|lifts|training|workout|session|weights)\b|"
    r"\b(?:can'?t|cannot|won'?t be able to|won'?t) (?:train|lift|make it|go to the gym|"
    r"get to the gym|work ?out)\b|\bskip(?:ping)? (?:the )?(?:gym|session|workout|training)\b|"
    r"nie dam rady|bez (?:treningu|siłowni|silowni)|nie (?:będę|bede|mogę|moge) "
    r"(?:ćwiczyć|cwiczyc|trenować|trenowac)|\b(?:nie (?:ćwiczę|cwicze|trenuję|trenuje)|odpada)\b|"
    # "งั้นเสาร์ไม่เล่นเวทนะ", "วันนั้นงดเวท": no weights that day, in Thai.
    r"ไม่(?:ได้)?(?:เข้า)?ยิม|ไม่ได้(?:เล่น|ซ้อม)|ไม่(?:เล่น|ยก|ฝึก)เวท|งด(?:เล่น)?เวท|งด(?:ฝึก|ซ้อม)|"
    r"ウエイト(?:は)?(?:なし|無理|休み|やらない)|"
    r"ジム(?:に|へ)?(?:は)?行けな|トレーニング(?:は|が)?(?:でき(?:な|ま)|無理)|筋トレ(?:は)?(?:なし|無理|休み)",
    re.I,
)


def _days_off(t: Turn, dates: list[date]) -> list[Weekday]:
    """Training days the user says the event takes: the days named next to "no lifting",
    else the event's own days ("wedding Saturday, so no gym that day")."""
    plan = t.ctx.plan
    text = t.ctx.message
    if plan is None:
        return []
    said = list(_NO_TRAINING.finditer(text))
    if not said:
        # "piątek zrób wolny, jadę na wesele", "วันอาทิตย์ขอเป็นวันพัก มีงานแต่ง": the day
        # the event takes, asked as a rest day.
        rested = rest_days_asked(text) or (
            tuple(dict.fromkeys(t.u.weekdays)) if t.u.rest_day else ()
        )
        return [
            d
            for d in rested
            if pv.is_training_day(plan.days.get(d)) and plan.days[d].date >= t.ctx.today
        ]
    mentions = day_mentions(text, t.ctx.today)
    folded = fold(text)
    near = [
        day
        for found in said
        for start, end, day in mentions
        if (-4 <= start - found.end() <= 16 and not _TURN.search(folded[found.end() : start]))
        or (0 <= found.start() - end <= 16 and not _TURN.search(folded[end : found.start()]))
    ]
    days = list(dict.fromkeys(near)) or [weekday_of(d) for d in dates]
    return [
        d for d in days if pv.is_training_day(plan.days.get(d)) and plan.days[d].date >= t.ctx.today
    ]


def _clash_edit(t: Turn, dates: list[date]) -> list[PlanOp]:
    """An event that takes a training day, with what the user asked for it: that session
    moved to the day named ("wedding Saturday, can we move it to Friday"), or dropped ("no
    lifting Sunday"), and a day named as light made shorter."""
    plan = t.ctx.plan
    if plan is None:
        return []
    move = t.u.day_move
    if move is not None and pv.is_training_day(plan.days.get(move[0])):
        return [MoveDay(from_day=move[0], to_day=move[1])]
    off = _days_off(t, dates)
    if not off and _GEAR_ONLY_DAY.search(t.ctx.message):
        # "Staying at my parents Thursday, can Thursday be just bodyweight stuff": the day
        # named is asked on that gear, whether or not the words say it is off.
        off = [
            d
            for d in dict.fromkeys(t.u.weekdays or tuple(weekday_of(d) for d in dates))
            if pv.is_training_day(plan.days.get(d)) and plan.days[d].date >= t.ctx.today
        ]
    missing = _gear_not_there(t, dates) if off else []
    if not missing and off and not _days_off(t, dates):
        return []
    ops: list[PlanOp] = (
        # "No gym at the hotel, make Friday bodyweight only": the session stays, with only
        # what there is; a day off is for "no training", not for "no gym but bands".
        [Avoid(days=off, gear=missing)] if missing else [RestDay(day=d) for d in off]
    )
    light = _light_day(t) if ops else None
    if light is not None and light not in off:
        ops.append(Lighten(day=light))
    return ops


# A day asked on the gear there: "bodyweight only", "just bands", "a bodyweight session".
_GEAR_ONLY_DAY = re.compile(
    r"\b(?:body ?weight|bands?|no[- ]equipment)[ -](?:only|stuff|session|workout|day|"
    r"exercises|moves|circuit)\b|\b(?:only|just) (?:(?:my|the|some|a) )?(?:body ?weight|bands?)\b",
    re.I,
)


def _gear_not_there(t: Turn, dates: list[date]) -> list[str]:
    """The user's gear that is not there on the event's days, when they say what they will
    train with there ("bodyweight only", "just my bands"); [] when they name nothing."""
    if not dates:
        return []
    message = t.ctx.message
    there = trip_payload("trip", "Trip.", dates[0], dates[-1], message).get("gear")
    have = {str(token) for token in there} if isinstance(there, list) else set()
    said_bodyweight = any("bodyweight" in hit.value for hit in GEAR_LEXICON.hits(fold(message)))
    if not (have - {"bodyweight"} or said_bodyweight):
        return []
    return sorted((user_gear(t) or frozenset()) - have - {"bodyweight"})


# The way home moved: "flight got moved, I'm flying home thursday night now", "coming back
# a day early, thursday", "staying till saturday now".
_RETURN_DAY = re.compile(
    r"\b(?:flying|fly|flight|coming|come|getting|get|heading|head|driving|back|home|staying|"
    r"stay|there)\b(?: \w+){0,3}? (?:home |back )?(?:on |till |until |to |through )?"
    r"(mon|tue|wed|thu|fri|sat|sun)[a-z]*",
    re.I,
)
_RETURN_CHANGED = re.compile(
    r"\b(?:moved|changed|rebooked|brought forward|pushed back|now|early|earlier|later|"
    r"extended|instead|after all)\b",
    re.I,
)


def _trip_return_changed(t: Turn) -> Decision | None:
    """A trip on file whose way home moved: its note ends on the new day (the gear there
    and its start stay) and the week is rebuilt, so the days after it are home days."""
    ctx = t.ctx
    if ctx.plan is None or not _RETURN_CHANGED.search(ctx.message):
        return None
    said = _RETURN_DAY.search(ctx.message)
    if said is None:
        return None
    trips = [
        item
        for item in tier3_items(ctx.memory)
        if isinstance(item.entry, Tier3Entry)
        and item.entry.payload is not None
        and item.entry.payload.kind == "trip"
        and item.entry.payload.start is not None
    ]
    if len(trips) != 1:
        return None
    item = trips[0]
    entry = item.entry
    assert isinstance(entry, Tier3Entry) and entry.payload is not None
    payload = entry.payload
    start = payload.start
    assert start is not None
    old_end = payload.end or start
    weekday = next(d for d in WEEKDAYS if d.startswith(said.group(1).lower()[:3]))
    new_end = start + timedelta(days=(WEEKDAYS.index(weekday) - start.weekday()) % 7)
    if new_end == old_end or new_end < ctx.today:
        return None
    old_when = f"{short_date(start)} to {short_date(old_end)}"
    new_when = (
        short_date(start) if new_end == start else f"{short_date(start)} to {short_date(new_end)}"
    )
    fact = entry.fact.replace(old_when, new_when)
    if fact == entry.fact:
        fact = f"{entry.event[:1].upper()}{entry.event[1:]} on {new_when}."
    updated: dict[str, object] = {
        "event": entry.event,
        "fact": fact,
        "week_start_date": entry.week_start_date.isoformat(),
        "expires_at": event_expiry(new_end, ctx.timezone).isoformat(),
        "payload": payload.model_copy(update={"end": new_end}).model_dump(mode="json"),
    }
    mutation = MemoryMutation(
        operation="UPDATE",
        target_tier="tier_3_situational",
        memory_id=item.id,
        entry=updated,
        reason="The trip's way home moved.",
    )
    noted = line(
        t.lang,
        NOTED_EVENT,
        name=_event_label(t.lang, entry.event),
        when=date_span(t.lang, start, new_end),
    )
    return Decision(
        message=t.say([noted, staged(t.lang, week=True)]),
        route="UPDATE_WEEK",
        plan_ops=[BuildWeek()],
        memory_mutations=[mutation],
    )


def _within_known_trip(t: Turn, first: date, last: date) -> MemoryItem | None:
    """A stored trip whose dates hold these dates (its flight home, its last day)."""
    for item in tier3_items(t.ctx.memory):
        entry = item.entry
        payload = entry.payload if isinstance(entry, Tier3Entry) else None
        if payload is None or payload.kind != "trip" or payload.start is None:
            continue
        end = payload.end or payload.start
        if payload.start <= first and last <= end:
            return item
    return None


def _stored_event(
    t: Turn, name: str, entry: dict[str, object], fact: str, first: date
) -> list[MemoryMutation]:
    """The tier-3 note of an event: created, or updated when its details changed."""
    existing = [
        item
        for item in tier3_items(t.ctx.memory)
        if isinstance(item.entry, Tier3Entry)
        and item.entry.week_start_date == week_start(first)
        and words(item.entry.event) & words(name)
    ]
    mutations: list[MemoryMutation] = []
    if not existing:
        mutations.append(
            MemoryMutation(
                operation="CREATE",
                target_tier="tier_3_situational",
                entry=entry,
                reason="Logged an upcoming event that expires when it ends.",
            )
        )
    elif normalise(existing[0].entry.fact) != normalise(fact):
        mutations.append(
            MemoryMutation(
                operation="UPDATE",
                target_tier="tier_3_situational",
                memory_id=existing[0].id,
                entry=entry,
                reason="The event's details changed.",
            )
        )
    return mutations


def _event_note(t: Turn, name: str, dates: list[date], spared: list[str]) -> list[MemoryMutation]:
    """The note of an event told as the reason for another day's edit."""
    first, last = dates[0], dates[-1]
    when = short_date(first) if first == last else f"{short_date(first)} to {short_date(last)}"
    fact = f"{name[:1].upper()}{name[1:]} on {when}"
    if spared:
        fact += f"; keep {muscles_phrase(spared)} fresh"
    fact += "."
    entry: dict[str, object] = {
        "event": name,
        "fact": fact,
        "week_start_date": week_start(first).isoformat(),
        "expires_at": event_expiry(last, t.ctx.timezone).isoformat(),
    }
    return _stored_event(t, name, entry, fact, first)


def event(t: Turn) -> Decision:
    u, ctx = t.u, t.ctx
    known = matching_events(ctx.memory, u.event, ctx.message)
    if is_cancelled(ctx.message) and known:
        if ctx.plan is not None and asks_normal_week(ctx.message):
            # "The in-laws aren't coming after all, the usual week please": the note goes
            # and the usual week comes back.
            back = week_overhaul(t)
            if back.route != "NONE":
                gone = {m.memory_id for m in back.memory_mutations if m.operation == "DELETE"}
                back.memory_mutations += [
                    MemoryMutation(
                        operation="DELETE",
                        target_tier=item.tier,
                        memory_id=item.id,
                        reason="The event is off, so it no longer shapes the plan.",
                    )
                    for item in known
                    if item.id not in gone
                ]
                return back
        # "Forget the golf tournament", "trip's off": the event is over before it began.
        return memory_delete(t)
    returning = _trip_return_changed(t)
    if returning is not None:
        return returning
    if _time_limit_for_a_day(t):
        # "Friday I only have 20 minutes, grandson's match": the event is the reason, the
        # request is a shorter (or, once it moves, a full) session on that one day.
        decision = day_edit(t)
        edited = decision.target_day
        dates = _event_dates(t)
        if decision.route != "NONE" and u.event and any(weekday_of(d) != edited for d in dates):
            # "Exams until Friday, Wednesday just 30 min", "LAN tournament Saturday, can
            # Sunday be light": the event lasts beyond the day edited, so it is kept too.
            name = u.event.strip()
            decision.memory_mutations += _event_note(t, name, dates, [])
        elif decision.route != "NONE" and (is_cancelled(ctx.message) or _MOVED.search(ctx.message)):
            decision.memory_mutations += [
                MemoryMutation(
                    operation="DELETE",
                    target_tier=item.tier,
                    memory_id=item.id,
                    reason="The event moved off this day, so it no longer shapes the plan.",
                )
                for item in known
            ]
        return decision
    name = (u.event or "event").strip()
    fewer = _this_weeks_schedule(t, name)
    if fewer is not None:
        return fewer
    dates = _event_dates(t)
    light = _light_day(t)
    if light is not None and len(dates) > 1 and not u.dates:
        # "Race week, no lifting Sunday, can Wednesday be super light": the light day is a
        # request, not a day of the event.
        dates = [d for d in dates if weekday_of(d) != light] or dates
    if known and (is_reminder(ctx.message) or wants_tips(ctx.message)):
        return _about_known_event(t, known[0])
    if not dates:
        # "How deep must a squat go to count at a meet?": a question that names a topic's
        # subject and no date is that topic's question, not news of an event.
        return _topic_answer(t) or none(line(t.lang, WHICH_DAY_EVENT, name=name))
    first, last = dates[0], dates[-1]
    if last < ctx.today:
        return none(line(t.lang, ALREADY_HAPPENED, name=name))
    # A new stay the router named ("trip", "trip to Prague") is planned as a stay, on the
    # gear there, whatever sport fills its days ("four rounds of golf"); a one-day outing
    # ("a 120 km ride trip on Sunday") is the sport's day and spares its muscles.
    sport = _spared_muscles(t, name)
    stay = bool(_TRAVEL.search(name)) and not known and (first != last or not sport)
    spared = [] if stay else sport
    travel = stay or (not spared and bool(_TRAVEL.search(ctx.message)))
    when = short_date(first) if first == last else f"{short_date(first)} to {short_date(last)}"
    fact = f"{name[:1].upper()}{name[1:]} on {when}"
    if spared:
        fact += f"; keep {muscles_phrase(spared)} fresh"
    fact += "."
    entry: dict[str, object] = {
        "event": name,
        "fact": fact,
        "week_start_date": week_start(first).isoformat(),
        "expires_at": event_expiry(last, ctx.timezone).isoformat(),
    }
    if travel:
        # The gear there is in the message ("hotel gym with dumbbells"), not in the fact.
        entry["payload"] = trip_payload(name, fact, first, last, ctx.message)
    within = _within_known_trip(t, first, last) if travel else None
    # "My flight back Friday is 7am, make Friday a rest day" during a trip on file: a detail
    # of that trip, not a second one.
    mutations = [] if within is not None else _stored_event(t, name, entry, fact, first)

    noted = line(
        t.lang, NOTED_EVENT, name=_event_label(t.lang, name), when=date_span(t.lang, first, last)
    )
    plan = ctx.plan
    clash = _clash_edit(t, dates)
    moved = bool(clash) and isinstance(clash[0], MoveDay)
    rested = bool(clash) and isinstance(clash[0], RestDay)
    if (
        (moved or rested)
        and plan is not None
        and spared
        and week_start(first) == plan.week_start_date
    ):
        # The moved session may now sit right before the event, and the sessions left before
        # a contest that took its day ("fight Saturday, no lifting that day") come close to
        # it: its muscles stay fresh.
        clash.append(ReduceLoad(muscles=spared, event_date=first))
    if clash:
        first_op = clash[0]
        kept_days = list(first_op.days or []) if isinstance(first_op, Avoid) else []
        kept = bool(kept_days)
        one_day = len(clash) == 1 and not moved and (not kept or len(kept_days) == 1)
        day: Weekday | None = None
        if one_day and isinstance(first_op, RestDay):
            day = first_op.day
        elif one_day and kept:
            day = kept_days[0]
        detail = line(t.lang, GEAR_AWAY) if kept else ""
        return Decision(
            message=t.say([noted, detail, staged(t.lang, week=not one_day)]),
            route="UPDATE_DAY" if one_day else "UPDATE_WEEK",
            target_day=day,
            plan_ops=clash,
            memory_mutations=mutations,
        )
    if plan is not None and u.day_move is not None:
        # "My sister's wedding is Saturday, can we move it to Friday?": the event is kept
        # and the session it displaces moves with it.
        session_moved = move_session(t)
        if session_moved is not None and session_moved.route != "NONE":
            session_moved.memory_mutations = [*mutations, *session_moved.memory_mutations]
            return session_moved
    if light is not None and plan is not None:
        # "Keep Sunday's session light": that one day done easier at about its length,
        # nothing else moves.
        return Decision(
            message=t.say([noted, staged(t.lang)]),
            route="UPDATE_DAY",
            target_day=light,
            plan_ops=[Lighten(day=light)],
            memory_mutations=mutations,
        )
    in_plan_week = plan is not None and week_start(first) == plan.week_start_date
    ops: list[PlanOp] = []
    detail = ""
    if in_plan_week and plan is not None and spared:
        long_event = bool(_LONG_ENDURANCE.search(name) or _LONG_ENDURANCE.search(ctx.message))
        taper = _taper_days(t, plan, first, spared) if long_event else []
        if taper:
            # The session 3-4 days out keeps its exercises, at fewer sets and more in reserve.
            near = _sessions_between(t, plan, first, 0, 2, spared)
            ops = [ReduceLoad(muscles=spared, event_date=first)] if near else []
            ops += taper
            detail = line(t.lang, FRESH_BEFORE_LONG, muscles=parts_list(t.lang, spared))
        else:
            ops = [ReduceLoad(muscles=spared, event_date=first)]
            detail = line(t.lang, FRESH_BEFORE, muscles=parts_list(t.lang, spared))
    elif in_plan_week and plan is not None and travel:
        # Only the trip's days in the plan's week: "back monday 21st" is next week's Monday.
        away = [
            weekday_of(d) for d in dates if d >= ctx.today and week_start(d) == plan.week_start_date
        ]
        sessions = [d for d in away if pv.is_training_day(plan.days.get(d))]
        missing = _gear_not_there(t, dates)
        if missing and sessions:
            # The trip's gear for the trip's days: sessions there use only what is there;
            # "no gym at the hotel, make Saturday bodyweight" keeps that session, on
            # bodyweight alone.
            ops = [Avoid(days=sessions, gear=missing)]
            detail = line(t.lang, GEAR_AWAY)
        else:
            ops = [RestDay(day=d) for d in sessions]
            detail = line(t.lang, NONE_AWAY)
        if len(dates) == 1 and len(sessions) == 1 and ops:
            return Decision(
                message=t.say([noted, detail, staged(t.lang)]),
                route="UPDATE_DAY",
                target_day=sessions[0],
                plan_ops=ops,
                memory_mutations=mutations,
            )
    if plan is not None and asks_taper(ctx.message):
        # "Race on Sunday, taper me": the sessions before it lose volume, not load.
        # The meet is the last date said ("taper me over the next 3 weeks, last heavy
        # singles this saturday, meet is october 3rd").
        tapered = taper_ops(t, last, is_strength_contest(name, ctx.message))
        if not tapered:
            return none(t.say([noted, taper_line(t, tapered, [])]), mutations)
        meet_week = bool(spared) and week_start(last) == plan.week_start_date
        fresh: list[PlanOp] = [ReduceLoad(muscles=spared, event_date=last)] if meet_week else []
        ops = [*fresh, *tapered]
        detail = taper_line(t, tapered, spared if fresh else [])
    if not ops:
        later = line(t.lang, PLAN_AROUND_LATER) if not in_plan_week else ""
        if in_plan_week and plan is not None:
            later = line(t.lang, NO_CLASH)
        return none(t.say([noted, later]), mutations)
    return Decision(
        message=t.say(
            [noted, detail, staged(t.lang, week=True)],
            rationale=(
                "Rationale: a lighter session 3-4 days out lets you start a long event fresh."
                if any(isinstance(op, Lighten) for op in ops)
                else "Rationale: 48 hours clears most of the fatigue from hard sets."
            ),
        ),
        route="UPDATE_WEEK",
        plan_ops=ops,
        memory_mutations=mutations,
    )


def _topic_answer(t: Turn) -> Decision | None:
    from fitcoach import knowledge

    from .knowing import brief_answer, user_context

    hits = knowledge.best_hits(t.ctx.message, 1)
    if not hits or not hits[0].named or hits[0].score < knowledge.THRESHOLD:
        return None
    found = knowledge.answer(t.ctx.message, t.lang, user_context(t.ctx, t.tools))
    if found is None:
        return None
    return none(brief_answer(found, t.lang) if t.brief else found.text)
