"""One message in, one `Understanding` out: run every extractor, then route the intent."""

from __future__ import annotations

import re
from datetime import date

from fitcoach.catalog import CATALOG
from fitcoach.nlu.body import Part, body_hits, extract_side, resolve_part, slang_pain
from fitcoach.nlu.calendar import (
    extract_weekdays,
    relative_mentioned,
    resolve_dates,
    resolve_day,
    resolve_span,
    taken_weekdays,
    weekday_hits,
)
from fitcoach.nlu.edits import asks_move, asks_to_add, extract_day_move
from fitcoach.nlu.exercises import exercise_hits, extract_exercises
from fitcoach.nlu.gear import GEAR_LEXICON, gear_split, removed_gear
from fitcoach.nlu.intents import (
    BREVITY,
    EVENT,
    EVENT_TIME,
    HERE,
    OFF_TOPIC,
    REMINDER,
    REST_HERE,
    REST_INSTRUCTION,
    Cues,
)
from fitcoach.nlu.language import detect_language
from fitcoach.nlu.quantities import (
    extract_age,
    extract_days_per_week,
    extract_loads,
    extract_minutes,
)
from fitcoach.nlu.registry import classify
from fitcoach.nlu.text import Hit, Patterns, fold, sentences, span_index, unique
from fitcoach.nlu.traits import (
    extract_chronic_conditions,
    extract_condition,
    extract_goal,
    extract_slang_condition,
    extract_voice,
)
from fitcoach.nlu.typos import correct_typos
from fitcoach.nlu.understanding import Understanding
from fitcoach.weekdays import Weekday

_EXPLAIN = Patterns(
    [
        "why",
        "explain",
        "how come",
        "reason(?:ing)?",
        "break (?:it )?down",
        "dlaczego",
        "czemu",
        "wyjaśnij",
        "ทำไม",
        "อธิบาย",
        "なぜ",
        "どうして",
        "説明",
        "理由",
    ]
)
_FOCUS = Patterns(
    [
        "keep",
        "focus(?:ed|ing)?",
        "priorit[a-z]*",
        "emphasi[sz]e?",
        "especially",
        "mainly",
        "skup[a-z]*",
        "zwłaszcza",
        "szczególnie",
        "priorytet[a-z]*",
        "เน้น",
        "โดยเฉพาะ",
        "焦点",
        "重点",
        "集中",
        "特に",
        "優先",
    ]
)
_THEME = Patterns(
    [
        "dedicated",
        "make",
        "focus(?:ed)?",
        "day",
        "przeznacz",
        "poświęć",
        "dzień",
        "โดยเฉพาะ",
        "เป็นวัน",
        "เน้น",
        "特化",
        "の日",
        "専用",
        "中心",
        "集中",
        # "土曜は脚重点で", "水曜は上半身メインで", "w sobotę skup się na nogach".
        "重点",
        "メイン",
        "skup[a-z]*",
        # "Friday shoulders and arms only", "just legs thursday", "sobota tylko nogi".
        "only",
        "just",
        "tylko",
        "dniem",
        "เฉพาะ",
        "แค่",
        "ล้วน",
        "อย่างเดียว",
        "だけ",
        "のみ",
    ]
)
_CHRONIC = Patterns(
    [
        "when(?:ever)?",
        "if",
        "always",
        "chronic(?:ally)?",
        "old",
        "bad",
        "sensitive",
        "history",
        "tends? to",
        "every time",
        "heavy",
        "years?",
        "impingement",
        "tendin?itis",
        "tendinopathy",
        "arthritis",
        "bursitis",
        "flares? up",
        "remember",
        "przy",
        "zawsze",
        "przewlek[a-z]*",
        "ถ้า",
        "เวลา",
        "เรื้อรัง",
        "ทุกครั้ง",
        "すると",
        "いつも",
        "慢性",
        "古傷",
        "持ち",
    ]
)
# Clauses for day themes: sentence breaks plus commas, so "..., and make Saturday an arms
# day" stands apart from the list of training days before it.
_CLAUSE = re.compile(r"[,、，]")
# Words that end an event's name going back: "jadę na wesele" is "wesele".
_EVENT_STOP = frozenset(
    {"a", "an", "the", "my", "this", "next", "on", "have", "got", "i", "for", "at", "in", "our"}
    | {"na", "do", "w", "we", "z", "i", "jade", "jedziemy", "ide", "idziemy", "mamy"}
)


def understand(
    text: str,
    today: date,
    selected_day: Weekday | None = None,
    previous: str | None = None,
) -> Understanding:
    """Read one user message. Pure and deterministic; `today` is the user's local date.

    `previous` is the user's last message, for elliptical follow-ups: after "Wednesday I
    only have 40 minutes", "And Saturday only 30." means 30 minutes.
    """
    if detect_language(text) == "en":
        text = correct_typos(text)
    folded = fold(text)
    hits = body_hits(folded)
    parts = _parts(hits)
    gear, unavailable = gear_split(folded)
    removed = removed_gear(folded)
    gear = gear - removed
    weekdays = extract_weekdays(text)
    taken = taken_weekdays(text)
    left = [day for day in weekdays if day not in taken]
    if taken and len(set(left)) == 1 and asks_move(folded):
        # "On nights wed thu fri, thursday's a no go, move it to tuesday": the day ruled out
        # is the session moved, the shifts only its reason.
        taken = taken_weekdays(text, ruled_out=False)
    if taken and any(day not in taken for day in weekdays):
        weekdays = tuple(day for day in weekdays if day not in taken)
    dates = resolve_dates(text, today)
    here = HERE.search(folded)
    minutes = extract_minutes(text)
    if minutes is None and previous:
        named = bool(weekdays) or relative_mentioned(folded)
        minutes = _elliptical_minutes(folded, previous, named)
    if minutes is None and (here or bool(weekdays) or relative_mentioned(folded)):
        minutes = _minutes_in(folded)
    days_per_week = extract_days_per_week(text)
    goal = extract_goal(text)
    voice = extract_voice(text)
    exercises = extract_exercises(text)
    condition = extract_condition(text)
    if slang_pain(folded):
        slang = extract_slang_condition(text)
        if slang is not None and (condition is None or condition == "fatigue"):
            condition = slang
    span = resolve_span(text, today)
    place = _place(text, span is not None)
    day_focus, layout = _day_focus(text, folded, hits)
    body_parts = tuple(unique(name for _, name, _ in parts))
    pain_words = any(pain for _, _, pain in parts) or (
        condition in ("soreness", "minor_strain") and not parts
    )
    restated = _chronic(folded, parts, onboarding=False)
    # "Machines (leg press, chest press, ...)": a muscle named inside a machine's name is
    # gear, not a muscle the user wants to train more.
    machines = [
        (gear_hit.start, gear_hit.end)
        for gear_hit in GEAR_LEXICON.hits(folded)
        if any(token.endswith("machine") for token in gear_hit.value)
    ]
    muscles = tuple(
        unique(
            name
            for hit, pain in hits
            if hit.value.kind != "joint"
            and not pain
            and not any(start <= hit.start and hit.end <= end for start, end in machines)
            and not _complaint(folded, hit.end)
            for name in resolve_part(hit.value, False)
        )
    )
    day_move = extract_day_move(text, today)
    adds_work = asks_to_add(folded, bool(exercises or muscles))
    cues = Cues(
        folded=folded,
        has_weekday_or_relative=bool(weekdays) or relative_mentioned(folded) or here,
        weekday_count=len(weekdays),
        has_dates=bool(dates),
        minutes=minutes,
        days_per_week=days_per_week,
        age=extract_age(text),
        goal=goal,
        gear=gear,
        gear_unavailable=unavailable,
        body_parts=body_parts,
        condition=condition,
        exercises=exercises,
        voice=voice,
        day_focus=bool(day_focus),
        pain_words=pain_words,
        chronic_parts=restated,
        day_move=day_move is not None,
        adds_work=adds_work,
        gear_removed=removed,
        away=place is not None
        and (span is not None or bool(dates) or EVENT_TIME.search(folded))
        and not OFF_TOPIC.search(folded),
    )
    intent = classify(cues)
    if intent == "medical_red_flag":
        # "when I stand up from the bench everything spins": the bench is where it
        # happened, not gear to record.
        gear = frozenset()
    chronic = _chronic(folded, parts, onboarding=intent == "onboarding")
    lift_days = _lift_days(text, folded)
    if intent in ("onboarding", "week_overhaul") and lift_days:
        # "Monday squat day, Wednesday deadlift day": each day leads with that lift's
        # muscles.
        day_focus = _merged_focus(day_focus, lift_days)
    if intent in ("onboarding", "week_overhaul") and layout:
        # "Legs on monday and thursday" in a profile or a new week lays out the split:
        # those days are the leg days, and the legs are no priority. (In a day edit, "add
        # chest on monday and friday" stays work added.)
        day_focus = _merged_focus(day_focus, layout)
        laid_out = {name for _, names in layout for name in names}
        muscles = tuple(m for m in muscles if m not in laid_out or m in _themed(day_focus, layout))
        if _SPLIT_NAME.search(folded):
            # "push pull legs with legs on monday and thursday": the split's name is no
            # priority either.
            split = {
                n
                for h, _ in hits
                if _SPLIT_NAME.search(folded[max(0, h.start - 24) : h.start])
                for n in resolve_part(h.value, False)
            }
            muscles = tuple(m for m in muscles if m not in split)
    if span is not None and intent not in ("event", "pain", "day_edit"):
        # "mon-fri" in a schedule is a weekly pattern, not a stretch of dates.
        dates = resolve_dates(text, today, spans=False)
    brevity = BREVITY.search(folded)
    if intent == "preference" and voice is None and brevity:
        voice = "balanced"
    replacement = None
    if intent == "swap":
        exercises, replacement = _swap_sides(folded, exercises)
    event = _event_name(folded) if intent == "event" else None
    if intent == "event" and event is None and place is not None:
        event = f"trip to {place}"
    elif event is not None and place is not None and place.lower() not in event:
        # "flying to Denver thu-sat for a conference": the place belongs in the name.
        event = f"{event} {place}" if event.endswith(" to") else f"{event} in {place}"
    return Understanding(
        intent=intent,
        language=detect_language(text),
        weekdays=weekdays,
        target_day=resolve_day(text, today, selected_day),
        dates=dates,
        minutes=minutes,
        days_per_week=days_per_week,
        loads=extract_loads(text),
        gear=gear,
        gear_unavailable=unavailable,
        body_parts=body_parts,
        side=extract_side(text),
        condition=condition if intent == "pain" else None,
        chronic_body_parts=chronic,
        muscles=muscles,
        exercises=exercises,
        goal=goal,
        voice=voice,
        age=cues.age,
        event=event,
        wants_explanation=intent == "technique" or _EXPLAIN.search(folded),
        keep_focus=_keep_focus(folded, hits),
        resolved=intent == "memory_delete",
        day_focus=day_focus,
        day_move=day_move,
        adds_work=adds_work and intent == "day_edit",
        event_end=span[1] if span is not None and intent == "event" else None,
        gear_removed=removed,
        brevity=brevity,
        reminder=intent == "event" and REMINDER.search(folded),
        replacement=replacement,
        chronic_conditions=extract_chronic_conditions(text),
        rest_day=intent == "day_edit"
        and (REST_INSTRUCTION.search(folded) or REST_HERE.search(folded)),
    )


# "swap X for Y", "replace X with Y", "X -> Y"; "do Y instead of X" names them the other way.
_FOR_REPLACEMENT = re.compile(r"(?<![a-z])(?:for|with|to|into|by|na|เป็น)(?![a-z])|->|→|➔|に|へ")
_INSTEAD_OF = re.compile(r"(?<![a-z])(?:instead of|rather than|zamiast)(?![a-z])|แทน|の代わりに")
# "someone's doing curls in the rack, swap my squat": a swap verb between two lifts puts
# the first one in the story and the second one in the request ("bench, swap it for rows"
# still names the replacement after the verb).
_SWAP_VERB = re.compile(
    r"(?<![a-z])(?:swap|replace|switch|sub|change|zamie[nń]\w*|wymie[nń]\w*|podmie[nń]\w*)"
    r"(?![a-z])|เปลี่ยน|変えて|替えて|交換"
)


def _swap_sides(folded: str, exercises: tuple[str, ...]) -> tuple[tuple[str, ...], str | None]:
    """(exercises with the one to replace first and the replacement second, the
    replacement) when both are named; the mention order otherwise."""
    if len(exercises) != 2:
        return exercises, None
    found = {hit.value: hit for hit in exercise_hits(folded)}
    first, second = (found.get(slug) for slug in exercises)
    if first is None or second is None:
        return exercises, None
    between = folded[first.end : second.start]
    if _INSTEAD_OF.search(between):
        return (exercises[1], exercises[0]), exercises[0]
    verb = _SWAP_VERB.search(between)
    if verb and not _FOR_REPLACEMENT.search(between[verb.end() :]):
        return (exercises[1], exercises[0]), None
    if _FOR_REPLACEMENT.search(between):
        return exercises, exercises[1]
    return exercises, None


# "Can I do this one in 30?": a bare number after "in"/"under" is the session length when
# the message is about a day (it is never a weight, a count or an age).
_MINUTES_IN = re.compile(
    r"(?<![a-z])(?:in|under|within)\s+(?:about\s+|like\s+|~)?"
    r"(\d{2,3})(?=\s*(?:[?!.,]|$|instead|tops|max|or so|pls|please))"
)


def _minutes_in(folded: str) -> int | None:
    for match in _MINUTES_IN.finditer(folded):
        value = int(match.group(1))
        if 10 <= value <= 180:
            return value
    return None


# "I'm in Lisbon Wednesday to Friday", "in Madrid until Wednesday": a place named with a
# capital letter after "in/to/at" (never a day or a month name).
_PLACE = re.compile(
    r"(?<![A-Za-z])(?i:i'm|i am|im|i'll be|i will be|be|going|heading|flying|off|away|"
    r"travel(?:l?ing)?|staying|stuck|working|visiting)\s+(?i:(?:in|to|at|out to|over to)\s+)?"
    r"([A-Z][a-zà-ÿ]+(?:\s+[A-Z][a-zà-ÿ]+)?)"
)
# Without a verb, "in Madrid" is a stay only when a stretch of days goes with it.
_BARE_PLACE = re.compile(r"(?<![A-Za-z])(?i:in|at)\s+([A-Z][a-zà-ÿ]+(?:\s+[A-Z][a-zà-ÿ]+)?)")
_NOT_PLACES = frozenset(
    {
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
        "the",
        "my",
        "i",
        "rdl",
        "rdls",
    }
)


def _place(text: str, stretch: bool) -> str | None:
    matches = [*_PLACE.finditer(text), *(_BARE_PLACE.finditer(text) if stretch else ())]
    for match in matches:
        name = match.group(1)
        words = name.split()
        while words and words[-1].lower() in _NOT_PLACES:
            words.pop()
        if words and words[0].lower() not in _NOT_PLACES:
            return " ".join(words)
    return None


_BARE_NUMBER = re.compile(
    r"(?<![\d.,:])(\d{1,3})(?!\d|[.,:]\d|\s*(?:%|x\b|reps?|sets?|kg|lbs?|pounds?))"
)


def _elliptical_minutes(folded: str, previous: str, names_a_day: bool) -> int | None:
    """ "And Saturday only 30." after a message that set a session length: 30 minutes."""
    if not names_a_day or extract_minutes(previous) is None:
        return None
    numbers = [int(m.group(1)) for m in _BARE_NUMBER.finditer(folded)]
    fitting = [n for n in numbers if 10 <= n <= 240]
    return fitting[0] if len(fitting) == 1 else None


def _parts(hits: list[tuple[Hit[Part], bool]]) -> list[tuple[int, str, bool]]:
    """(position, body part, said with pain) for every body mention."""
    resolved = [(hit, pain, resolve_part(hit.value, pain)) for hit, pain in hits]
    named_alone = {names[0] for _, _, names in resolved if len(names) == 1}
    # "Leg day left my hamstrings wrecked": the muscle named, not every leg muscle.
    resolved = [
        (hit, pain, names)
        for hit, pain, names in resolved
        if len(names) == 1 or not named_alone & set(names)
    ]
    return [(hit.start, name, pain) for hit, pain, names in resolved for name in names]


def onboarding_chronic_parts(text: str) -> tuple[str, ...]:
    """The body parts an onboarding message names with pain or an old injury ("an old left
    shoulder injury", "เคยข้อเท้าพลิก", "昔、右足首を捻挫"): standing conditions, whatever
    else the message was first read as ("healed but ..." is no request to forget)."""
    folded = fold(text)
    return _chronic(folded, _parts(body_hits(folded)), onboarding=True)


def _chronic(
    folded: str, parts: list[tuple[int, str, bool]], *, onboarding: bool
) -> tuple[str, ...]:
    """Long-standing sensitivities: pain said as history ("deadlifts hurt my lower back")."""
    spans = sentences(folded)
    out: list[str] = []
    for position, name, pain in parts:
        if not pain:
            continue
        start, end = spans[span_index(spans, position)]
        if onboarding or _CHRONIC.search(folded[start:end]):
            out.append(name)
    return tuple(unique(out))


def _keep_focus(folded: str, hits: list[tuple[Hit[Part], bool]]) -> tuple[str, ...]:
    spans = sentences(folded)
    out: list[str] = []
    for hit, pain in hits:
        if pain or hit.value.kind == "joint":
            continue
        start, end = spans[span_index(spans, hit.start)]
        if _FOCUS.search(folded[start:end]):
            out.extend(resolve_part(hit.value, False))
    return tuple(unique(out))


DayFocus = tuple[tuple[Weekday, tuple[str, ...]], ...]


def _merged_focus(themed: DayFocus, layout: DayFocus) -> DayFocus:
    merged = {day: list(names) for day, names in themed}
    for day, names in layout:
        merged.setdefault(day, []).extend(n for n in names if n not in merged.get(day, []))
    return tuple((day, tuple(names)) for day, names in merged.items())


# A day named by its lift: "deadlift day", "squat-day", "bench day" ("bench" alone is gear).
_LIFT_DAY = re.compile(r"\s*-?\s*days?\b")
_BENCH_DAY = re.compile(r"\bbench(?:ing)?(?: press)?\s*-?\s*days?\b")


def _lift_days(text: str, folded: str) -> DayFocus:
    """Weekdays given a lift's day ("wednesday deadlift day", "saturday should be my
    deadlift day"): the lift's primary muscles, on the weekday of its clause."""
    days = weekday_hits(text, folded)
    if not days:
        return ()
    spans = [(hit.start, hit.end, CATALOG[hit.value].primary) for hit in exercise_hits(folded)]
    spans += [
        (m.start(), m.start() + 5, CATALOG["flat-bb-bench-press"].primary)
        for m in _BENCH_DAY.finditer(folded)
    ]
    clauses = _clauses(folded)
    focus: dict[Weekday, list[str]] = {}
    for start, end, primary in spans:
        if not _LIFT_DAY.match(folded, end) and not _BENCH_DAY.match(folded, start):
            continue
        first, last = clauses[span_index(clauses, start)]
        before = [day for day in days if first <= day.start < start]
        after = [day for day in days if end <= day.start < last]
        named = before[-1] if before else after[0] if after else None
        if named is not None:
            focus.setdefault(named.value, []).extend(primary)
    return tuple((day, tuple(unique(names))) for day, names in focus.items())


def _themed(day_focus: DayFocus, layout: DayFocus) -> set[str]:
    """Muscles a theme word gave a day ("arms day"), beside the layout's."""
    laid = {(day, name) for day, names in layout for name in names}
    return {name for day, names in day_focus for name in names if (day, name) not in laid}


def _day_focus(
    text: str, folded: str, hits: list[tuple[Hit[Part], bool]]
) -> tuple[DayFocus, DayFocus]:
    """Weekdays given a theme: muscles in a themed clause go to the weekday before them.
    Second, the split a layout gives without a theme word ("legs on monday and thursday",
    "月木が脚"): read only for a whole week, where it cannot be work added to a day."""
    days = weekday_hits(text, folded)
    if not days or not hits:
        return (), ()
    clauses = _clauses(folded)
    focus: dict[Weekday, list[str]] = {}
    laid: dict[Weekday, list[str]] = {}
    links = _layout_links(folded, days, hits)
    for (hit, pain), linked in zip(hits, links, strict=True):
        if pain or hit.value.kind == "joint":
            continue
        for day in linked:
            laid.setdefault(day, []).extend(resolve_part(hit.value, False))
        clause = span_index(clauses, hit.start)
        start, end = clauses[clause]
        if not _THEME.search(folded[start:end]):
            continue
        before = [day for day in days if start <= day.start < hit.start]
        # "just legs thursday": with no day before, the day after the muscles in the clause.
        after = [day for day in days if hit.end <= day.start < end]
        named = before[-1] if before else after[0] if after else None
        if named is not None:
            focus.setdefault(named.value, []).extend(resolve_part(hit.value, False))
    return (
        tuple((day, tuple(unique(names))) for day, names in focus.items()),
        tuple((day, tuple(unique(names))) for day, names in laid.items()),
    )


# A split layout binds muscles to days with no theme word: the muscles, then "on" and the
# days ("legs on monday and thursday", "nogi w pon i czw", "脚は月曜と木曜"), or the days,
# then a copula and the muscles ("月木が脚", "mon and thu are legs", "monday: legs").
# Days joined only by "and", "/", "+" or nothing form one group and share the muscles.
_DAY_JOIN = re.compile(r"\s*(?:and|&|/|\+|i|oraz|กับ|และ|と|・)?\s*")
_PART_THEN_DAYS = re.compile(
    r"\s*(?:days?\s+)?(?:on|every|each|w|we|ทุก|(?:曜日?)?(?:は|が))\s*(?:the\s+)?"
)
# "push pull legs" names a split; its legs are no priority either.
_SPLIT_NAME = re.compile(r"push\W*(?:and\W*)?pull\W*(?:and\W*)?(?:$|legs)")
_PART_JOIN = re.compile(r"\s*(?:,|and|&|/|\+|i|oraz|กับ|และ|と|・|、)?\s*")
_DAYS_THEN_PART = re.compile(
    r"(?:s|曜日?|曜)?\s*(?:[:=]|are|is|will be|for|(?:曜日?)?(?:が|は)|คือ|เป็น|เล่น|to|-)\s*"
)


def _layout_links(
    folded: str, days: list[Hit[Weekday]], hits: list[tuple[Hit[Part], bool]]
) -> list[list[Weekday]]:
    """Per body mention, the weekdays a layout binds it to; muscles joined by "and" share
    them ("tuesday: chest and back", "chest and back on tuesday")."""
    links = [_linked_days(folded, days, hit) for hit, _ in hits]
    for _ in range(2):
        for i in range(len(hits) - 1):
            a, b = hits[i][0], hits[i + 1][0]
            if _PART_JOIN.fullmatch(folded[a.end : b.start]):
                links[i] = links[i] or links[i + 1]
                links[i + 1] = links[i + 1] or links[i]
    return links


def _linked_days(folded: str, days: list[Hit[Weekday]], part: Hit[Part]) -> list[Weekday]:
    """The weekdays a muscle mention is bound to by a layout, or []."""

    def group(index: int, step: int) -> list[Hit[Weekday]]:
        out = [days[index]]
        while 0 <= index + step < len(days):
            a, b = (days[index], days[index + step])[::step]
            if not _DAY_JOIN.fullmatch(folded[a.end : b.start]):
                break
            index += step
            out.append(days[index])
        return out

    for index, day in enumerate(days):
        if day.start >= part.end and _PART_THEN_DAYS.fullmatch(folded[part.end : day.start]):
            # Two days or more: "chest on friday" alone is where work goes, not a split.
            after = unique(hit.value for hit in group(index, 1))
            return after if len(after) > 1 else []
    for index in range(len(days) - 1, -1, -1):
        day = days[index]
        if day.end <= part.start and _DAYS_THEN_PART.fullmatch(folded[day.end : part.start]):
            return unique(hit.value for hit in group(index, -1))
    return []


def _clauses(folded: str) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for start, end in sentences(folded):
        cursor = start
        for match in _CLAUSE.finditer(folded, start, end):
            out.append((cursor, match.start()))
            cursor = match.end()
        out.append((cursor, end))
    return [(start, end) for start, end in out if end > start]


# "without my back screaming", "so my knees stop complaining", "żeby plecy nie bolały":
# the part is the reason for training, not a muscle to prioritise.
_COMPLAINT_AFTER = re.compile(
    r"^s? (?:(?:is|are|stop|stops|don'?t|doesn'?t|won'?t|from|nie) )?(?:starting to |start to )?"
    r"(?:screaming|scream|killing|kill|complaining|complain|hurting|hurt|aching|ache|"
    r"giving out|give out|wrecked|falling apart|feel(?:s|ing)? it\b|bol[a-z]*)"
)


def _complaint(folded: str, end: int) -> bool:
    """A body part said as what should stop hurting, not as what to train more."""
    return bool(_COMPLAINT_AFTER.search(folded[end : end + 24]))


def event_name(folded: str) -> str | None:
    """The event a folded message names, if any ("grandkids are staying with us"), without
    the words of another clause before it ("tylko dwa dni, odwiedzaja")."""
    name = _event_name(folded)
    return re.split(r"[,;:]\s*", name)[-1].strip() or None if name else None


def _event_name(folded: str) -> str | None:
    """The event as said, with up to three describing words ("36-hole golf tournament")."""
    spans = EVENT.spans(folded)
    if not spans:
        return None
    start, end = spans[0]
    words = folded[:start].split()
    kept: list[str] = []
    for word in reversed(words[-3:]):
        bare = word.strip(".,!?")
        if bare in _EVENT_STOP or not bare or not bare.isascii() or _DAYISH.search(bare):
            break
        kept.insert(0, word)
    name = " ".join([*kept, folded[start:end]]).strip()
    if name.endswith((" with", " at")):
        # "the grandkids are staying with us": who they stay with ends the name.
        name = " ".join([name, *folded[end:].split()[:1]]).strip(" .,!?")
    if folded[start:end] == "visiting":
        # "visiting my parents": who is visited is the event.
        name = " ".join([name, *folded[end:].split()[:2]]).strip(" .,!?")
        name = _DAYISH.split(name)[0].strip()
    return name


_DAYISH = re.compile(
    r"(?<![a-z])(?:mon|tue|wed|thu|fri|sat|sun|today|tomorrow|tonight|next|this|"
    r"w|we|niedziel|sobot|piat|czwart|srod|wtor|poniedzial|biegne|jade|mam)[a-z']*"
)
