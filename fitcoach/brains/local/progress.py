"""Progress questions: ask the three analytics tools, cite the numbers, advise by double
progression at 1–3 RIR. Tool answers are read defensively: a missing key means "no data"."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date
from typing import Any

from fitcoach import knowledge
from fitcoach.catalog import registry
from fitcoach.catalog.model import Exercise
from fitcoach.contracts.decision import Decision
from fitcoach.knowledge.personal import family_slugs, stalled_family

from . import plan_view as pv
from .lang import N_, line, part_name, piece
from .text import number
from .turn import Turn, none

# Questions about a lift that the knowledge base answers in general when no logs exist.
_GENERAL_TOPICS = frozenset({"plateau", "pullup_progression"})

DEFAULT_RANGE = (8, 12)
DEFAULT_WEEKS = 4
HARD_SETS_LOW, HARD_SETS_HIGH = 10, 20

_WEEKS = re.compile(r"(\d{1,2})\s*(?:weeks?|wks?|tygod|สัปดาห์|週)", re.I)
_RANGE = re.compile(r"(\d+)\s*[-–]\s*(\d+)")

HOW_TO_LOG = (
    "Log every working set (weight, reps and reps in reserve) in the Workout tab after each "
    "session, and after two or three sessions I'll tell you exactly when to add weight."
)


def _num(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, dict):
        return _num(value.get("value", value.get("weight")))
    return None


def _list(data: Any, *keys: str) -> list[dict[str, Any]]:
    if not isinstance(data, dict):
        return []
    for key in keys:
        value = data.get(key)
        if isinstance(value, list):
            return [item for item in value if isinstance(item, dict)]
    return []


def _when(session: dict[str, Any], lang: str = "en") -> str:
    raw = str(session.get("date") or session.get("completed_at") or "")[:10]
    try:
        day = date.fromisoformat(raw)
    except ValueError:
        return ""
    if lang == "ja":
        return f"{day.month}/{day.day}"
    if lang != "en":
        return f"{day.day}.{day.month:02d}" if lang == "pl" else f"{day.day}/{day.month}"
    return f"{day.day} {day.strftime('%b')}"


def _working_sets(session: dict[str, Any]) -> list[tuple[float, int, float | None, str | None]]:
    sets = []
    for raw in _list(session, "sets"):
        weight, reps = _num(raw.get("weight")), _num(raw.get("reps"))
        if weight is None or reps is None or reps < 1:
            continue
        unit = raw.get("unit") or session.get("unit")
        sets.append((weight, int(reps), _num(raw.get("rir")), unit))
    return sets


def _session_text(session: dict[str, Any], unit: str, lang: str = "en") -> str | None:
    sets = _working_sets(session)
    if not sets:
        return None
    weights = {w for w, _, _, _ in sets}
    shown_unit = sets[0][3] or unit
    if len(weights) == 1:
        reps = "/".join(str(r) for _, r, _, _ in sets)
        text = f"{number(sets[0][0])} {shown_unit} × {reps}"
    else:
        text = ", ".join(f"{number(w)}×{r}" for w, r, _, _ in sets) + f" {shown_unit}"
    when = _when(session, lang)
    return f"{text} ({when})" if when else text


def _e1rm(session: dict[str, Any]) -> float | None:
    best = session.get("best_set")
    if isinstance(best, dict):
        return _num(best.get("estimated_1rm"))
    return None


def _rep_range(t: Turn, slug: str) -> tuple[int, int]:
    planned = pv.planned_reps(t.ctx.plan, slug)
    if planned:
        match = _RANGE.search(planned)
        if match:
            return int(match.group(1)), int(match.group(2))
        if planned.strip().isdigit():
            reps = int(planned.strip())
            return reps, reps
    return DEFAULT_RANGE


def _increment(exercise: Exercise, unit: str) -> float:
    if unit == "kg":
        return 2.0 if exercise.load_implement == "dumbbell" else 2.5
    return 5.0


OWN_RANGE = N_(
    "Own the range first: once every set hits {top} at 1–3 reps in reserve, slow the lowering "
    "to 3 seconds or add load."
)
GO_UP = N_(
    "Yes: every set hit {top} at {load}, so go to {step} next session and build back up from "
    "{low} reps at 1–3 RIR."
)
GRINDING = N_(
    "You're grinding to failure at {load} and the lift has stopped moving: keep the top sets "
    "at 1–2 reps in reserve, add a set or a paused variation, or drop about 10% to {deload} "
    "for a week and build back up."
)
HOLD_SHORT_OF_FAILURE = N_(
    "Not yet: hold {load}, stop 1–3 reps short of failure, and add a rep per set until all "
    "sets reach {top}; then move to {step}."
)
HOLD_ADD_REPS = N_(
    "Not yet: stay at {load} and add a rep per set each session until all sets hit {top} at "
    "1–3 RIR, then move up to {step}."
)
# The lift is clearly moving: say so with the next step ("is 60 to 80 kg good progress?").
KEEP_GOING = N_(
    "That is clear progress, your estimated 1RM up {pct}% over {count} sessions: stay at "
    "{load} and add a rep per set each session until all sets hit {top} at 1–3 RIR, then "
    "move up to {step}."
)
# Flat over three or more sessions without grinding: more reps alone will not break it.
PLATEAU_RESET = N_(
    "{load} hasn't moved in {count} sessions, so adding reps alone won't break it: take a "
    "lighter week at about {deload} with 2–3 reps in reserve, then build back with small "
    "jumps, or add a set or a paused variation."
)
VOLUME = N_("{muscle} hard sets per week over the last {weeks} weeks: {series} ({verdict}).")
VERDICTS = {
    "below": N_("this week below the 10–20 target"),
    "above": N_("this week above the 10–20 ceiling"),
    "inside": N_("this week inside the 10–20 target"),
}
SESSIONS = N_("Your last {name} sessions: {sessions}")
E1RM = N_("estimated 1RM {trend}")
BEST = N_("all-time best {best}")
WHICH_LIFT = (
    "Which lift should I look at? Name it (for example Incline DB Bench Press) and I'll pull "
    "your last sessions."
)
NO_MUSCLE_LOGS = N_("I don't see any logged {muscle} work yet.")
KEEP_SETS = N_("Keep each muscle at 10–20 hard sets a week at 1–3 RIR.")
NO_LIFT_LOGS = N_("I don't see any logged {name} sessions yet, so I can't judge the load.")


def _advice(
    t: Turn,
    exercise: Exercise,
    session: dict[str, Any],
    unit: str,
    stalled: bool = False,
    trend: list[float] | None = None,
) -> str:
    low, top = _rep_range(t, exercise.slug)
    sets = _working_sets(session)
    heaviest = max(w for w, _, _, _ in sets)
    at_top = [(r, rir) for w, r, rir, _ in sets if w == heaviest]
    unit = sets[0][3] or unit
    lang = t.lang
    if heaviest == 0:
        return line(lang, OWN_RANGE, top=top)
    step = f"{number(heaviest + _increment(exercise, unit))} {unit}"
    all_top = all(r >= top for r, _ in at_top)
    failed = any(rir is not None and rir < 1 for _, rir in at_top)
    w = f"{number(heaviest)} {unit}"
    if all_top and not failed:
        return line(lang, GO_UP, top=top, load=w, step=step, low=low)
    if failed and stalled:
        # Several sessions at the same load, sets taken to failure: grinding, not building.
        deload = f"{number(_rounded(heaviest * 0.9, exercise, unit))} {unit}"
        return line(lang, GRINDING, load=w, deload=deload)
    trend = trend or []
    if _flat(trend):
        deload = f"{number(_rounded(heaviest * 0.9, exercise, unit))} {unit}"
        return line(lang, PLATEAU_RESET, load=w, count=len(trend), deload=deload)
    if _rising(trend) and not failed:
        pct = round((trend[-1] / trend[0] - 1) * 100)
        return line(lang, KEEP_GOING, pct=pct, count=len(trend), load=w, top=top, step=step)
    if failed:
        return line(lang, HOLD_SHORT_OF_FAILURE, load=w, top=top, step=step)
    return line(lang, HOLD_ADD_REPS, load=w, top=top, step=step)


# Oldest first. Flat: three or more sessions, none more than 2% above the first.
_FLAT_MARGIN = 1.02
# Rising: the latest at least 10% above the first, a gain no day-to-day noise explains.
_RISING_MARGIN = 1.10


def _flat(trend: list[float]) -> bool:
    return len(trend) >= 3 and max(trend) <= trend[0] * _FLAT_MARGIN


def _rising(trend: list[float]) -> bool:
    return len(trend) >= 2 and trend[-1] >= trend[0] * _RISING_MARGIN


def _rounded(value: float, exercise: Exercise, unit: str) -> float:
    """A load the user can set up: to the plate or dumbbell step below."""
    step = _increment(exercise, unit)
    return max(step, step * int(value / step))


def _stalled(sessions: list[dict[str, Any]]) -> bool:
    """Three or more sessions whose estimated 1RM has not moved (within 1%)."""
    trend = [v for s in sessions if (v := _e1rm(s)) is not None]
    return len(trend) >= 3 and max(trend) - min(trend) <= 0.01 * max(trend)


def _volume_sentence(data: dict[str, Any], muscle: str, lang: str = "en") -> str | None:
    weeks = _list(data, "weeks", "trend", "weekly")
    counts = [_num(w.get("hard_sets")) for w in weeks]
    known = [int(c) for c in counts if c is not None]
    if not known or not any(known):
        return None
    latest = known[-1]
    if latest < HARD_SETS_LOW:
        verdict = VERDICTS["below"]
    elif latest > HARD_SETS_HIGH:
        verdict = VERDICTS["above"]
    else:
        verdict = VERDICTS["inside"]
    series = ", ".join(str(c) for c in known)
    return line(
        lang,
        VOLUME,
        muscle=part_name(lang, muscle),
        weeks=len(known),
        series=series,
        verdict=piece(lang, verdict),
    )


def _planned_by_name(t: Turn) -> str | None:
    """ "How is my bench going?": the planned lift whose name shares a word with the question."""
    if t.ctx.plan is None:
        return None
    return planned_lift_named(t)


def _stem(word: str) -> str:
    # "rows" is the "Row", "squats" the "Squat", "curls" the "Curl".
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


_GENERIC = frozenset({"press", "raise", "bench", "single", "standing", "seated", "arm"})
# Words that only qualify a lift: on their own they name none ("a single at 455" is no
# Single-Arm DB Row).
_QUALIFIERS = frozenset({"single", "standing", "seated", "arm"})


def planned_lift_named(t: Turn) -> str | None:
    """The planned lift a message names in plain words ("rows", "incline", "my bench")."""
    if t.ctx.plan is None:
        return None
    asked = {_stem(w) for w in re.findall(r"[a-z]+", t.ctx.message.lower()) if len(w) > 2}
    best: tuple[int, str] | None = None
    for day in t.ctx.plan.days.values():
        for slug in pv.day_slugs(day):
            ex = registry.CATALOG.get(slug)
            if ex is None:
                continue
            name = {_stem(w) for w in re.findall(r"[a-z]+", ex.name.lower()) if len(w) > 2}
            shared = asked & name
            if not shared - _QUALIFIERS:
                continue
            score = len(shared - _GENERIC) * 2 + len(shared & _GENERIC)
            if shared and (best is None or score > best[0]):
                best = (score, slug)
    return best[1] if best else None


PLANNED_SETS = N_("Your plan this week has {sets} hard sets where {muscle} lead.")


def planned_sets(t: Turn, muscle: str) -> int:
    """Sets in this week's plan of exercises whose primary muscles include `muscle`."""
    plan = t.ctx.plan
    if plan is None:
        return 0
    total = 0
    for day in plan.days.values():
        if day.is_rest_day:
            continue
        for block in day.blocks:
            for item in block.exercises:
                exercise = registry.CATALOG.get(item.exercise_id)
                if exercise is not None and muscle in exercise.primary:
                    total += item.target_sets
    return total


def muscle_volume(t: Turn, muscle: str, volume: str | None = None) -> Decision:
    """ "How many chest sets am I doing?": the logged weekly hard sets and this week's plan."""
    if volume is None:
        weeks = max(1, DEFAULT_WEEKS)
        volume = _volume_sentence(t.tools.get_volume_trends(muscle, weeks), muscle, t.lang)
    planned = planned_sets(t, muscle)
    in_plan = (
        [line(t.lang, PLANNED_SETS, sets=planned, muscle=part_name(t.lang, muscle))]
        if planned
        else []
    )
    if volume is None:
        said = [line(t.lang, NO_MUSCLE_LOGS, muscle=part_name(t.lang, muscle))]
        return none(" ".join([*said, *in_plan, line(t.lang, HOW_TO_LOG)]))
    return none(t.say([volume, *in_plan], optional=[line(t.lang, KEEP_SETS)]))


def _every_lift(t: Turn) -> Decision:
    """No lift named ("am I getting stronger?"): every logged lift's trend and a verdict,
    the way a coach reads a log book, rather than asking which lift to look at."""
    from fitcoach import knowledge

    from .knowing import user_context  # knowing imports this module

    topic = knowledge.topics_by_id().get("progress_check")
    if topic is not None:
        lines = knowledge.personal_lines(topic, t.ctx.message, t.lang, user_context(t.ctx, t.tools))
        if lines:
            return none(" ".join(lines))
    return none(WHICH_LIFT)


# A question about how a lift is moving, read from the logs: "squat going backwards?",
# "cable row progress?", "more than 140 on deadlift?", "ベンチ伸びてる？".
PROGRESS_Q = re.compile(
    r"progress|backwards|getting weaker|weaker|(?:gone|going|went|come|coming) up|improv"
    r"|\btrend|stuck|stall|plateau"
    r"|how(?:'s| is| are) (?:my |the )?[\w -]{2,30} (?:doing|going|coming)|more than \d"
    r"|heavier than \d|my logs|from (?:the |my )?logs?|\bpr\b|numbers"
    r"|postęp|postep|jak (?:mi )?idzie|więcej niż|wiecej niz|stoi w miejscu|słabn|cofa|zapis"
    r"|ขึ้นน้ำหนัก|เพิ่มต่อ|เพิ่มได้|ขึ้นมา|พัฒนา|ดีขึ้นไหม|จดไว้|บันทึก|ถอยหลัง|ไม่ขึ้น|แย่ลง"
    r"|伸びて|伸びな|ログ|記録|推移|落ちて|下がって|上がって|増やして"
    # "How much has it gone up": the change itself asked about.
    r"|伸びた|伸びる|上がった|増えた|wzrósł|wzrosł|wzrosła|poszł\w* w górę|เพิ่มขึ้น|ขึ้นไปเท่าไหร่",
    re.I,
)
# "Stuck", "not moving": the lift named just before it is the one asked about.
_STALLED = re.compile(
    r"\bstuck\b|stall|plateau|not (?:moving|going up)|stoi w miejscu|nie rośnie|ไม่ขึ้น|ติดอยู่"
    r"|伸びない|止まって",
    re.I,
)


def stalled_lift(t: Turn) -> str | None:
    """The user's variant of the lift a message says is stuck, when it names more than
    one ("bench stuck at 185 while squat keeps going up" is about the bench)."""
    found = _STALLED.search(t.ctx.message)
    if found is None:
        return None
    family = stalled_family(t.ctx.message, found.start())
    if not family:
        return None
    named = [s for s in t.u.exercises if s in family]
    if named:
        return named[0]  # "incline DB bench is stuck": the variant named
    planned = [s for d in (t.ctx.plan.days.values() if t.ctx.plan else ()) for s in pv.day_slugs(d)]
    ordered = list(dict.fromkeys((*[p for p in planned if p in family], *family)))
    for slug in ordered:
        if _sessions_of(t, slug):
            return slug
    return next((p for p in planned if p in family), None)


def _sessions_of(t: Turn, slug: str) -> list[dict[str, Any]]:
    history = t.tools.get_historical_exercise_logs(slug, 3)
    return [s for s in _list(history, "sessions", "logs", "history") if _working_sets(s)]


def logged_variant(t: Turn, slug: str | None) -> str | None:
    """The variant of a loosely named lift the user actually logs ("deadlift" for a trap-bar
    logger, "squat" for goblet squats): the named slug when it has logs, else the planned
    then any catalog variant of the same family with the newest sessions."""
    if slug is not None and _sessions_of(t, slug):
        return slug
    return _other_variant(t, slug)


def _other_variant(t: Turn, slug: str | None) -> str | None:
    """The logged variant of the lift's family other than `slug` (whose logs are empty)."""
    family = family_slugs(t.ctx.message)
    if slug is not None:
        family = (*family, *family_slugs(registry.CATALOG[slug].name))
    planned = [s for d in (t.ctx.plan.days.values() if t.ctx.plan else ()) for s in pv.day_slugs(d)]
    best: tuple[str, str] | None = None
    for candidate in dict.fromkeys((*[p for p in planned if p in family], *family)):
        if candidate == slug:
            continue
        sessions = _sessions_of(t, candidate)
        newest = str(sessions[0].get("date") or "") if sessions else None
        if newest is not None and (best is None or newest > best[0]):
            best = (newest, candidate)
    return best[1] if best else slug


def lift_progress(t: Turn) -> Decision | None:
    """A progress question about one named lift, from the variant the user logs."""
    if not PROGRESS_Q.search(t.ctx.message):
        return None
    named = next((s for s in t.u.exercises if s in registry.CATALOG), None)
    if named is None and not family_slugs(t.ctx.message):
        return None
    slug = named or logged_variant(t, None)
    if slug is None:
        return None
    return progress(replace(t, u=replace(t.u, exercises=(slug,))))


def progress(t: Turn) -> Decision:
    stuck = stalled_lift(t)
    if stuck is not None:
        t = replace(t, u=replace(t.u, exercises=(stuck,)))
    u, ctx = t.u, t.ctx
    slug = next((s for s in u.exercises if s in registry.CATALOG), None) or _planned_by_name(t)
    exercise = registry.CATALOG[slug] if slug else None
    muscle = u.muscles[0] if u.muscles else (exercise.primary[0] if exercise else None)
    if exercise is None and muscle is None:
        return _every_lift(t)
    match = _WEEKS.search(ctx.message)
    weeks_back = int(match.group(1)) if match else DEFAULT_WEEKS
    unit: str = ctx.units
    core: list[str] = []
    volume = None
    if muscle is not None:
        volume = _volume_sentence(
            t.tools.get_volume_trends(muscle, max(1, weeks_back)), muscle, t.lang
        )
    if exercise is None:
        assert muscle is not None
        return muscle_volume(t, muscle, volume)

    history = t.tools.get_historical_exercise_logs(exercise.slug, 3)
    sessions = [s for s in _list(history, "sessions", "logs", "history") if _working_sets(s)]
    if not sessions:
        # "Squat" said, goblet squats logged: the variant the user does.
        logged = _other_variant(t, exercise.slug)
        if logged is not None and logged != exercise.slug:
            exercise = registry.CATALOG[logged]
            history = t.tools.get_historical_exercise_logs(logged, 3)
            sessions = [
                s for s in _list(history, "sessions", "logs", "history") if _working_sets(s)
            ]
    unit = str(history.get("unit") or unit) if isinstance(history, dict) else unit
    if not sessions:
        general = knowledge.answer(ctx.message, t.lang)
        if general is not None and general.topic_id in _GENERAL_TOPICS:
            # "My squat is stuck": nothing logged to read, so the general fix, sourced.
            return none(general.text)
        core = [line(t.lang, NO_LIFT_LOGS, name=exercise.name)]
        if volume:
            core.append(volume)
        core.append(line(t.lang, HOW_TO_LOG))
        return none(t.say(core, budget=max(t.budget, len(core))))

    lang = t.lang
    texts = [text for s in sessions if (text := _session_text(s, unit, lang))]
    first = line(lang, SESSIONS, name=exercise.name, sessions="; ".join(texts))
    trend = [v for s in reversed(sessions) if (v := _e1rm(s)) is not None]
    if len(trend) >= 2:
        shown = " → ".join(number(round(v)) for v in trend)
        first += ", " + piece(lang, E1RM, trend=f"{shown} {unit}")
    records = t.tools.get_pr_records(exercise.slug)
    best = _num(records.get("estimated_1rm")) if isinstance(records, dict) else None
    if best is not None and (not trend or round(best) > round(max(trend))):
        first += " (" + piece(lang, BEST, best=f"{number(round(best))} {unit}") + ")"
    core.append(first + ("。" if lang == "ja" else "."))
    if volume:
        core.append(volume)
    core.append(_advice(t, exercise, sessions[0], unit, stalled=_stalled(sessions), trend=trend))
    return none(
        t.say(
            core,
            rationale="Rationale: double progression adds reps before load, so every jump "
            "starts from a rep range you already own at 1–3 RIR.",
        )
    )
