"""Extractor unit tests: dates, loads and units, minutes, weekdays, gear, body, voice."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.catalog import GEAR_TOKENS
from fitcoach.nlu import (
    Load,
    detect_language,
    extract_body_parts,
    extract_condition,
    extract_days_per_week,
    extract_exercises,
    extract_gear,
    extract_goal,
    extract_loads,
    extract_max_dumbbell,
    extract_minutes,
    extract_muscles,
    extract_unavailable_gear,
    extract_voice,
    extract_weekdays,
    resolve_dates,
    resolve_day,
)

MONDAY = date(2026, 9, 14)
SATURDAY = date(2026, 9, 19)
SUNDAY = date(2026, 9, 20)


# Dates and days ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "today", "expected"),
    [
        ("this Saturday", MONDAY, date(2026, 9, 19)),
        ("next Saturday", MONDAY, date(2026, 9, 26)),
        ("this Saturday", SATURDAY, date(2026, 9, 19)),
        ("next Saturday", SATURDAY, date(2026, 9, 26)),
        # Saturday has passed on Sunday: "this Saturday" is the coming one.
        ("this Saturday", SUNDAY, date(2026, 9, 26)),
        ("next Saturday", SUNDAY, date(2026, 9, 26)),
        ("this Monday", SUNDAY, date(2026, 9, 21)),
        ("tomorrow", SUNDAY, date(2026, 9, 21)),
        ("tomorrow", date(2026, 12, 31), date(2027, 1, 1)),
        ("on 2026-10-03", MONDAY, date(2026, 10, 3)),
        ("on the 19th", MONDAY, date(2026, 9, 19)),
        ("on the 2nd", MONDAY, date(2026, 10, 2)),
        ("September 30th", MONDAY, date(2026, 9, 30)),
        ("w tę sobotę", MONDAY, date(2026, 9, 19)),
        ("w przyszłą sobotę", MONDAY, date(2026, 9, 26)),
        ("วันเสาร์นี้", MONDAY, date(2026, 9, 19)),
        ("วันเสาร์หน้า", MONDAY, date(2026, 9, 26)),
        ("今週の土曜日", MONDAY, date(2026, 9, 19)),
        ("来週の土曜日", MONDAY, date(2026, 9, 26)),
    ],
)
def test_resolve_dates(text: str, today: date, expected: date) -> None:
    assert resolve_dates(text, today) == (expected,)


def test_a_list_of_training_days_is_not_a_list_of_dates() -> None:
    assert resolve_dates("Train Monday, Wednesday and Friday", MONDAY) == ()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Monday's workout", "monday"),
        ("today", "monday"),
        ("tonight's session", "monday"),
        ("tomorrow", "tuesday"),
        ("this Saturday", "saturday"),
        ("next fri", "friday"),
        ("w poniedziałek", "monday"),
        ("jutro", "tuesday"),
        ("พรุ่งนี้", "tuesday"),
        ("明日", "tuesday"),
    ],
)
def test_resolve_day(text: str, expected: str) -> None:
    assert resolve_day(text, MONDAY) == expected


def test_resolve_day_falls_back_to_the_selected_day() -> None:
    assert resolve_day("make it shorter", MONDAY, "thursday") == "thursday"
    assert resolve_day("make it shorter", MONDAY) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("poniedziałek", "monday"),
        ("w poniedziałki", "monday"),
        ("od poniedziałku", "monday"),
        ("we wtorek", "tuesday"),
        ("we wtorki", "tuesday"),
        ("w środę", "wednesday"),
        ("w srode", "wednesday"),
        ("do środy", "wednesday"),
        ("w czwartek", "thursday"),
        ("w czwartki", "thursday"),
        ("w piątek", "friday"),
        ("piątku", "friday"),
        ("w sobotę", "saturday"),
        ("w sobocie", "saturday"),
        ("soboty", "saturday"),
        ("w niedzielę", "sunday"),
        ("niedzieli", "sunday"),
    ],
)
def test_polish_weekday_inflections(text: str, expected: str) -> None:
    assert extract_weekdays(text) == (expected,)


def test_weekdays_in_order_without_repeats() -> None:
    assert extract_weekdays("Mon, Wed, Fri and Sat, then Sat again") == (
        "monday",
        "wednesday",
        "friday",
        "saturday",
    )
    assert extract_weekdays("วันจันทร์ พุธ ศุกร์") == ("monday", "wednesday", "friday")
    assert extract_weekdays("月曜と木曜") == ("monday", "thursday")


def test_lowercase_english_words_are_not_weekdays() -> None:
    assert extract_weekdays("I sat down in the sun and we wed") == ()


# Loads and units ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("50 lb", Load(50, "lb")),
        ("50 lbs", Load(50, "lb")),
        ("50lbs", Load(50, "lb")),
        ("50 pounds", Load(50, "lb")),
        ("22 kg", Load(22, "kg")),
        ("22kg", Load(22, "kg")),
        ("22,5 kg", Load(22.5, "kg")),
        ("50 ปอนด์", Load(50, "lb")),
        ("20 กิโล", Load(20, "kg")),
        ("50 ポンド", Load(50, "lb")),
        ("20 キロ", Load(20, "kg")),
    ],
)
def test_loads_keep_their_unit(text: str, expected: Load) -> None:
    assert extract_loads(text) == (expected,)


def test_max_dumbbell_reads_a_memory_fact() -> None:
    fact = "Home gym with dumbbells up to 50 lbs and adjustable bench."
    assert extract_max_dumbbell(fact) == Load(50, "lb")
    assert extract_max_dumbbell("Mam hantle do 22 kg") == Load(22, "kg")
    assert extract_max_dumbbell("dumbbells 5-80 lb") == Load(80, "lb")
    assert extract_max_dumbbell("I bench 100 kg with a barbell") is None


# Minutes and days per week ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("30 minutes", 30),
        ("45 min", 30 + 15),
        ("a 45-minute session", 45),
        ("30 นาที", 30),
        ("30 分", 30),
        ("pół godziny", 30),
        ("an hour", 60),
        ("1.5 hours", 90),
        ("half an hour", 30),
        ("30 minutes instead of 45", 30),
        ("instead of 45 minutes, I have 30 minutes", 30),
        ("45 分ではなく 30 分", 30),
        ("no time", None),
    ],
)
def test_minutes(text: str, expected: int | None) -> None:
    assert extract_minutes(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("4 days a week", 4),
        ("three days per week", 3),
        ("5x/week", 5),
        ("4 dni w tygodniu", 4),
        ("trzy razy w tygodniu", 3),
        ("4 วันต่อสัปดาห์", 4),
        ("週に 4 日", 4),
        ("週3回", 3),
        ("for 3 weeks", None),
    ],
)
def test_days_per_week(text: str, expected: int | None) -> None:
    assert extract_days_per_week(text) == expected


# Gear ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Home gym with dumbbells up to 50 lbs and adjustable bench.",
            {"dumbbells", "flat bench", "incline bench"},
        ),
        ("home gym with dumbbells", {"dumbbells"}),
        ("a flat bench and a barbell", {"flat bench", "barbell"}),
        ("cables and a rope attachment", {"cable machine", "rope"}),
        ("pull-up bar", {"pull-up bar"}),
        ("drążek w drzwiach", {"pull-up bar"}),
        ("บาร์โหน", {"pull-up bar"}),
        ("懸垂バー", {"pull-up bar"}),
        ("squat rack and leg press", {"squat rack", "leg press machine"}),
        ("bodyweight only", {"bodyweight"}),
        ("regulowane hantle i regulowaną ławkę", {"dumbbells", "flat bench", "incline bench"}),
    ],
)
def test_gear(text: str, expected: set[str]) -> None:
    assert extract_gear(text) == expected


@pytest.mark.parametrize("text", ["I train in a full gym", "commercial gym member"])
def test_a_full_gym_has_every_gear_token(text: str) -> None:
    assert extract_gear(text) == set(GEAR_TOKENS)


def test_exercise_names_do_not_claim_gear() -> None:
    assert extract_gear("What can I do instead of the Incline DB Bench Press?") == frozenset()


def test_busy_and_missing_gear() -> None:
    assert extract_unavailable_gear("The squat rack is taken") == {"squat rack"}
    text = "I have dumbbells but no barbell"
    assert extract_gear(text) == {"dumbbells"}
    assert extract_unavailable_gear(text) == {"barbell"}


# Body, muscles, exercises ----------------------------------------------------------------


def test_body_parts() -> None:
    assert extract_body_parts("my lower back hurts") == ("lower_back",)
    assert extract_body_parts("keep my back fresh") == ("Back",)
    assert extract_body_parts("my left knee and right elbow ache") == ("knee", "elbow")
    assert extract_body_parts("ból w dolnym odcinku pleców") == ("lower_back",)
    assert extract_body_parts("腰が痛い") == ("lower_back",)
    assert extract_body_parts("hamstring curls make my hamstrings cramp") == ("Hamstrings",)


def test_muscles_expand_groups() -> None:
    assert extract_muscles("chest and delts") == ("Chest", "Shoulders")
    assert extract_muscles("arms") == ("Biceps", "Triceps")
    assert extract_muscles("legs") == ("Quads", "Hamstrings", "Glutes", "Calves")
    assert extract_muscles("forearms") == ("Forearms",)
    assert extract_muscles("trening ramion i barków") == ("Biceps", "Triceps", "Shoulders")


@pytest.mark.parametrize(
    ("text", "slug"),
    [
        ("Incline DB Bench Press", "incline-db-bench-press"),
        ("incline dumbbell press", "incline-db-bench-press"),
        ("wyciskania hantli na ławce skośnej", "incline-db-bench-press"),
        ("インクライン ダンベル ベンチプレス", "incline-db-bench-press"),
        ("dumbbell rows", "single-arm-db-row"),
        ("deadlifts", "conventional-deadlift"),
        ("RDLs", "romanian-deadlift"),
        ("dumbbell RDL", "db-romanian-deadlift"),
        ("chest-supported rows", "chest-supported-db-row"),
        ("pull-ups", "pull-up"),
        ("pompki", "push-up"),
        ("martwy ciąg", "conventional-deadlift"),
        ("przysiady bułgarskie", "bulgarian-split-squat"),
        ("スクワット", "barbell-back-squat"),
        ("วิดพื้น", "push-up"),
        ("face pulls", "face-pull"),
        ("skull crushers", "skull-crusher"),
        ("Standing Barbell OHP", "standing-overhead-press"),
        ("45-Degree Leg Press", "leg-press"),
    ],
)
def test_exercises(text: str, slug: str) -> None:
    assert extract_exercises(text) == (slug,)


# Goal, voice, condition, language ---------------------------------------------------------


def test_goal() -> None:
    assert extract_goal("I want to build muscle") == "hypertrophy"
    assert extract_goal("get stronger") == "strength"
    assert extract_goal("stay healthy") == "general_fitness"
    assert extract_goal("Hypertrophy focus with priority on chest and delts") == "hypertrophy"


def test_voice() -> None:
    assert extract_voice("tough love please") == "tough_love"
    assert extract_voice("no nonsense") == "tough_love"
    assert extract_voice("be harsh") == "tough_love"
    assert extract_voice("be gentle") == "gentle"
    assert extract_voice("encouraging") == "gentle"
    assert extract_voice("explain the research") == "scientific"
    assert extract_voice("cite studies") == "scientific"


def test_condition() -> None:
    assert extract_condition("I'm sore") == "soreness"
    assert extract_condition("DOMS everywhere") == "soreness"
    assert extract_condition("so tired") == "fatigue"
    assert extract_condition("fatigued") == "fatigue"
    assert extract_condition("I tweaked my back") == "minor_strain"
    assert extract_condition("sharp pinch in my shoulder") == "minor_strain"
    assert extract_condition("joint pain") == "minor_strain"
    # "กล้ามเนื้อ" (muscle) contains "ล้า" (tired) but is not fatigue.
    assert extract_condition("กล้ามเนื้อ") is None


def test_language() -> None:
    assert detect_language("Hello there") == "en"
    assert detect_language("Mam tylko 30 minut") == "pl"
    assert detect_language("Ławka jest zajęta") == "pl"
    assert detect_language("สวัสดี") == "th"
    assert detect_language("こんにちは") == "ja"


@pytest.mark.parametrize(
    ("message", "minutes"),
    [
        ("clocked the 10k in 48 minutes today", None),
        ("I ran it in about 50 minutes, legs are fine", None),
        ("finished the half in 95 minutes, can friday be 40 min", 40),
        ("pr by 3 minutes at parkrun!", None),
    ],
)
def test_a_time_run_in_a_race_is_no_session_length(message: str, minutes: int | None) -> None:
    # The words before the number ("clocked ... in", "pr by") mark a race result; the
    # session length asked in the same message still counts.
    assert extract_minutes(message) == minutes
