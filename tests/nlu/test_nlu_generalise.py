"""Understanding that generalises: each rule is checked on several phrasings of its own,
written for these tests (none are copied from an evaluation corpus).

The clock is the spec's Monday 2026-09-14, so "tomorrow" is Tuesday 15 and "this
Saturday" the 19th.
"""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu import understand
from fitcoach.nlu.calendar import extract_weekdays, resolve_dates
from fitcoach.nlu.quantities import extract_age, extract_days_per_week, extract_minutes

TODAY = date(2026, 9, 14)
WORKWEEK = ("monday", "tuesday", "wednesday", "thursday", "friday")


# ---- weekdays: abbreviations, lists, ranges -----------------------------------------


@pytest.mark.parametrize(
    ("message", "days"),
    [
        ("I'm free mon, wed and fri", ("monday", "wednesday", "friday")),
        ("tue thu sat work best for me", ("tuesday", "thursday", "saturday")),
        ("mon/wed/fri, 40 min", ("monday", "wednesday", "friday")),
        ("weds and sat are my gym days", ("wednesday", "saturday")),
        ("tues + thurs please", ("tuesday", "thursday")),
        ("only on sat", ("saturday",)),
        ("this sun I can squeeze one in", ("sunday",)),
    ],
)
def test_lower_case_day_abbreviations_in_context(message: str, days: tuple[str, ...]) -> None:
    assert extract_weekdays(message) == days


@pytest.mark.parametrize(
    "message",
    [
        "I sat on the bench between sets",
        "trained outside in the sun",
        "we wed in June",
    ],
)
def test_ordinary_words_are_not_days(message: str) -> None:
    assert extract_weekdays(message) == ()


@pytest.mark.parametrize(
    ("message", "days"),
    [
        ("mon-fri, an hour each", WORKWEEK),
        ("I can lift Monday to Friday", WORKWEEK),
        ("monday through friday works", WORKWEEK),
        ("weekdays only", WORKWEEK),
        ("od poniedziałku do piątku", WORKWEEK),
        ("ฝึกได้จันทร์ถึงศุกร์", WORKWEEK),
        ("月曜から金曜まで", WORKWEEK),
        ("thu-sun", ("thursday", "friday", "saturday", "sunday")),
    ],
)
def test_day_ranges_expand(message: str, days: tuple[str, ...]) -> None:
    assert extract_weekdays(message) == days


@pytest.mark.parametrize(
    "message",
    [
        "I can train every day except Sunday",
        "every day but sunday, 20 min",
        "daily apart from Sundays",
        "codziennie oprócz niedzieli",
    ],
)
def test_every_day_except(message: str) -> None:
    assert extract_weekdays(message) == (*WORKWEEK, "saturday")


@pytest.mark.parametrize(
    "message", ["move monday to friday", "push Tuesday to Thursday", "switch wed to fri"]
)
def test_a_move_is_not_a_range(message: str) -> None:
    assert len(extract_weekdays(message)) == 2


@pytest.mark.parametrize(
    ("message", "count"),
    [
        ("5x a week", 5),
        ("twice a week is all I've got", 2),
        ("once per week", 1),
        ("every other day", 4),
        ("can we do ppl? still 4 days", 4),
        ("drop me to 3", 3),
    ],
)
def test_days_per_week_phrasings(message: str, count: int) -> None:
    assert extract_days_per_week(message) == count


# ---- durations and ages ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "minutes"),
    [
        ("Mam 27 lat, trenuję po godzinie", 60),
        ("an hour and a half on saturdays", 90),
        ("1h sessions please", 60),
        ("90 mins on saturday", 90),
        ("godzinka wystarczy", 60),
    ],
)
def test_durations(message: str, minutes: int) -> None:
    assert extract_minutes(message) == minutes


@pytest.mark.parametrize(
    ("message", "age"),
    [("Mam 27 lat", 27), ("I'm 27", 27), ("27yo, 3 days a week", 27), ("Hey, 52M here", 52)],
)
def test_an_age_is_never_minutes(message: str, age: int) -> None:
    u = understand(message, TODAY)
    assert u.age == age
    assert u.minutes is None
    assert "Back" not in u.body_parts


def test_lower_case_m_after_a_number_is_not_an_age() -> None:
    assert extract_age("45m sessions") is None


@pytest.mark.parametrize(
    "message", ["can i do this one in 30?", "could we get this session done in 30?"]
)
def test_the_day_on_screen_in_n(message: str) -> None:
    u = understand(message, TODAY, selected_day="thursday")
    assert u.intent == "day_edit"
    assert u.minutes == 30
    assert u.target_day == "thursday"


# ---- pain slang ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "part"),
    [
        ("shoulder's a bit cranky today", "shoulder"),
        ("pulled my hammy sprinting", "Hamstrings"),
        ("my calves are toast", "Calves"),
        ("quads are absolutely fried", "Quads"),
        ("lower back is killing me", "lower_back"),
        ("my knee feels a bit off", "knee"),
        ("tweaked my wrist on the last set", "wrist"),
        ("back is wrecked after deadlifts", "Back"),
        ("hammies are smashed", "Hamstrings"),
    ],
)
def test_pain_slang_is_pain_with_the_body_part(message: str, part: str) -> None:
    u = understand(message, TODAY)
    assert u.intent == "pain"
    assert part in u.body_parts
    assert u.condition in ("soreness", "minor_strain")


@pytest.mark.parametrize(
    "message",
    ["smashed legs today, felt great", "I destroyed that workout", "smashed a PR on bench"],
)
def test_gym_brag_is_not_pain(message: str) -> None:
    assert understand(message, TODAY).intent != "pain"


@pytest.mark.parametrize(
    "message",
    [
        "legs are wrecked from yesterday's hike, what about tomorrow?",
        "calves are toast after a trail run",
        "my quads are fried from the football match last night",
    ],
)
def test_soreness_from_a_past_activity_is_pain_not_an_event(message: str) -> None:
    u = understand(message, TODAY)
    assert u.intent == "pain"
    assert u.event is None


def test_pain_with_the_exercise_that_causes_it() -> None:
    u = understand("my left wrist hurts when I curl", TODAY)
    assert u.intent == "pain"
    assert u.body_parts == ("wrist",)
    assert "standing-db-bicep-curl" in u.exercises


def test_the_day_asked_about_beats_the_day_of_the_news() -> None:
    u = understand("shoulder's cranky today. can we go easy on friday?", TODAY)
    assert u.target_day == "friday"


# ---- events --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "when"),
    [
        ("5-a-side final in two days, want fresh legs", date(2026, 9, 16)),
        ("judo comp in 3 days", date(2026, 9, 17)),
        ("BJJ comp this sat", date(2026, 9, 19)),
        ("half marathon on Sunday", date(2026, 9, 20)),
        ("W niedzielę biegnę półmaraton", date(2026, 9, 20)),
        ("football match next friday", date(2026, 9, 25)),
        ("cup final the day after tomorrow", date(2026, 9, 16)),
    ],
)
def test_events_with_relative_dates(message: str, when: date) -> None:
    u = understand(message, TODAY)
    assert u.intent == "event"
    assert when in u.dates


@pytest.mark.parametrize(
    ("message", "first", "last"),
    [
        ("I'm in Porto Wednesday to Friday next week", date(2026, 9, 23), date(2026, 9, 25)),
        ("visiting my aunt Thursday to Sunday", date(2026, 9, 17), date(2026, 9, 20)),
        ("in Berlin until Wednesday", date(2026, 9, 14), date(2026, 9, 16)),
    ],
)
def test_multi_day_stays_give_every_date_and_the_end(message: str, first: date, last: date) -> None:
    u = understand(message, TODAY)
    assert u.intent == "event"
    assert u.dates[0] == first
    assert u.dates[-1] == last
    assert len(u.dates) == (last - first).days + 1
    assert u.event_end == last


def test_a_training_schedule_range_is_not_a_stretch_of_dates() -> None:
    assert resolve_dates("mon-fri, 45 min", TODAY, spans=False) == ()
    u = understand("switch me to mon-fri, 45 minutes", TODAY)
    assert u.intent == "week_overhaul"
    assert u.event_end is None


@pytest.mark.parametrize(
    "message",
    ["don't forget my race on saturday!", "remember my tournament this Sunday"],
)
def test_a_reminder_is_not_a_delete(message: str) -> None:
    u = understand(message, TODAY)
    assert u.intent == "event"
    assert u.reminder
    assert not u.resolved


@pytest.mark.parametrize(
    "message",
    ["trip's off, staying home", "the hike got rained off", "my match was called off"],
)
def test_a_called_off_event_is_a_delete(message: str) -> None:
    u = understand(message, TODAY)
    assert u.intent == "memory_delete"
    assert u.resolved


# ---- preferences ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "voice"),
    [
        ("be strict with me from now on", "tough_love"),
        ("これからは厳しめにお願いします", "tough_love"),
        ("甘やかさないでください", "tough_love"),
        ("talk to me like a hype man", "gentle"),
        ("I want lots of energy from you, be my cheerleader", "gentle"),
        ("I'd like you to explain the reasoning behind the plan", "scientific"),
        ("changed my mind, tell me the rationale for each choice", "scientific"),
    ],
)
def test_coaching_voice_preferences(message: str, voice: str) -> None:
    u = understand(message, TODAY)
    assert u.intent == "preference"
    assert u.voice == voice


@pytest.mark.parametrize(
    "message",
    [
        "keep it short with me",
        "short answers please, no essays",
        "Pisz krócej, bez lania wody.",
        "簡潔に答えてください",
        "ตอบสั้นๆ ก็พอ",
        "from now on just give me the short version",
        "just the key points from now on please",
        "od teraz w skrócie proszę",
        "ตอบแค่สรุปพอครับ",
        "これからは回答は要点だけでいいです",
        "返信は短めでお願いします",
    ],
)
def test_brevity_is_a_balanced_preference(message: str) -> None:
    u = understand(message, TODAY)
    assert u.intent == "preference"
    assert u.brevity
    assert u.voice == "balanced"


def test_keeping_a_session_short_is_still_a_day_edit() -> None:
    u = understand("keep it short today, 20 minutes", TODAY)
    assert u.intent == "day_edit"
    assert u.minutes == 20
    # A shorter session in Japanese says 短め of the day, not of the replies.
    from fitcoach.nlu.router import read

    assert read("今日は短めでお願い", TODAY).intent == "day_edit"


def test_revoking_strictness_in_japanese() -> None:
    u = understand("厳しいのはやめて、普通に指導してください。", TODAY)
    assert u.intent == "memory_delete"


# ---- memory updates ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "gone"),
    [
        ("sold my bench, it's just the dumbbells now", "flat bench"),
        ("got rid of the barbell to free up space", "barbell"),
        ("gave away my pull-up bar", "pull-up bar"),
    ],
)
def test_gear_removed(message: str, gone: str) -> None:
    u = understand(message, TODAY)
    assert u.intent == "memory_update"
    assert gone in u.gear_removed
    assert gone not in u.gear


@pytest.mark.parametrize(
    "message",
    [
        "fat loss is the priority now",
        "decided to cut for the summer",
        "I want to lean out before the holiday",
    ],
)
def test_a_fat_loss_goal(message: str) -> None:
    u = understand(message, TODAY)
    assert u.intent == "memory_update"
    assert u.goal == "general_fitness"


# ---- progress, technique, swaps ------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "slug"),
    [
        ("am i even getting stronger on goblet squats or nah", "goblet-squat"),
        ("what's the heaviest I've done on incline?", "incline-db-bench-press"),
        ("rows: 50s x10 every set. more weight?", "single-arm-db-row"),
        ("Czy mogę dołożyć ciężaru w wiosłowaniu hantlem?", "single-arm-db-row"),
        ("ควรเพิ่มน้ำหนักท่าเคิร์ลไหม", "standing-db-bicep-curl"),
    ],
)
def test_progress_questions(message: str, slug: str) -> None:
    u = understand(message, TODAY)
    assert u.intent == "progress"
    assert slug in u.exercises


@pytest.mark.parametrize(
    "message",
    [
        "RDLs, where am I supposed to feel them? my back gets tired first",
        "where should I feel hip thrusts?",
        "lat pulldowns: where do I feel it, arms or back?",
    ],
)
def test_where_to_feel_it_is_technique(message: str) -> None:
    u = understand(message, TODAY)
    assert u.intent == "technique"
    assert u.condition is None


@pytest.mark.parametrize(
    "message",
    [
        "the lat pulldown has an out of order sign on it",
        "leg press is broken today, what now?",
        "someone's on the cable machine, what can I do for face pulls?",
        "planks are so boring, give me a different core exercise",
    ],
)
def test_broken_or_busy_gear_is_a_swap(message: str) -> None:
    assert understand(message, TODAY).intent == "swap"


# ---- the day on screen, day edits and moves ---------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "drop the lunges from this one pls",
        "remove the lunges here",
        "cut the lunges from this session",
    ],
)
def test_this_one_is_the_selected_day(message: str) -> None:
    u = understand(message, TODAY, selected_day="friday")
    assert u.intent == "day_edit"
    assert u.target_day == "friday"
    assert "db-walking-lunge" in u.exercises


@pytest.mark.parametrize(
    "message",
    [
        "next friday is a write-off, stag do. just rest that day",
        "busy all day tomorrow, just rest that day",
    ],
)
def test_rest_that_day(message: str) -> None:
    assert understand(message, TODAY).intent == "day_edit"


@pytest.mark.parametrize(
    ("message", "move"),
    [
        (
            "can't make it today, could today's session happen on wednesday instead?",
            ("monday", "wednesday"),
        ),
        (
            "friday's no good this week but sunday is free, can the session go there instead?",
            ("friday", "sunday"),
        ),
        ("thursday doesn't work for me, saturday instead?", ("thursday", "saturday")),
    ],
)
def test_one_session_moves(message: str, move: tuple[str, str]) -> None:
    u = understand(message, TODAY)
    assert u.intent == "week_overhaul"
    assert u.day_move == move


def test_putting_an_exercise_on_a_day_adds_work() -> None:
    u = understand("put barbell back squats on tuesday", TODAY)
    assert u.intent == "day_edit"
    assert u.adds_work


# ---- medical red flags ---------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "my pee is really dark, like cola, after yesterday's session",
        "brown urine after a crazy leg day",
        "felt a pop in my ankle, it's swollen and I can't put weight on it",
        "sudden severe headache mid-set",
        "numbness down my right arm since bench",
        "short of breath at rest today",
        "ciemny mocz po treningu",
        "ปัสสาวะสีเข้มหลังฝึก",
        "コーラ色の尿が出ました",
        "激しい頭痛がします",
    ],
)
def test_red_flags(message: str) -> None:
    assert understand(message, TODAY).intent == "medical_red_flag"


# ---- schedule changes -----------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "can we switch to a push pull legs kind of thing? still 4 days",
        "I'd like an upper lower split now",
        "4 days is too much, drop me to 3: mon, wed, sat",
        "Przebuduj mi cały tydzień: poniedziałek, środa i piątek, po 60 minut.",
        "ขอเปลี่ยนเป็นฝึก 5 วัน จันทร์ถึงศุกร์ได้ไหม",
        "tue thu sat, 45 min",
    ],
)
def test_schedule_changes_are_week_overhauls(message: str) -> None:
    assert understand(message, TODAY).intent == "week_overhaul"


def test_named_machines_do_not_add_every_machine() -> None:
    u = understand(
        "gym with a leg press, leg extension + hamstring curl machines, 4 days a week", TODAY
    )
    assert "calf raise machine" not in u.gear


def test_a_negation_stops_at_apart_from() -> None:
    u = understand("I'm 45, no kit apart from a pull-up bar. 3 days a week", TODAY)
    assert "pull-up bar" in u.gear
