"""Classes of onboarding words the chat path used to miss (issue 7, via chat): a body
weight said in the message, a little experience, a fixed dumbbell set, Thai "อาทิตย์" in a
list of days, Japanese gear and goal words, shape words beside "stronger", and a machines
word followed by its own list. Own wording throughout, never a review persona's message."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from fitcoach.agent.about import with_about_me
from fitcoach.agent.profile import build_profile
from fitcoach.catalog import CATALOG
from fitcoach.memory.about import bodyweight_of, experience_of
from fitcoach.memory.derive import dumbbell_pairs_of, equipment_payload, tier1_payload
from fitcoach.memory.models import MemoryItem, MemoryMutation, Tier1Entry
from fitcoach.memory.payloads import GoalPayload
from fitcoach.nlu.acts import dialogue_act
from fitcoach.nlu.calendar import extract_weekdays
from fitcoach.nlu.gear import extract_gear
from fitcoach.nlu.traits import extract_goal
from fitcoach.programming.models import TrainingProfile
from fitcoach.programming.starts import start_load

NOW = datetime(2026, 9, 14, 6, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "weight"),
    [
        ("I weigh 82 kg and can train Tuesdays", (82.0, "kg")),
        ("I'm 176 lbs, 5'9", (176.0, "lb")),
        ("bodyweight: 61 kg", (61.0, "kg")),
        ("around 90kg bodyweight", (90.0, "kg")),
        ("Ważę 74 kg", (74.0, "kg")),
        ("ผมน้ำหนัก 70 กิโล", (70.0, "kg")),
        ("体重は62kgです", (62.0, "kg")),
        # loads, gear and goals are not a body weight
        ("I squat at 100 kg for 5", None),
        ("dumbbells up to 32 kg", None),
        ("I want to lose 8 kg", None),
        ("体重を3kg落としたい", None),
        ("the bell weighs 16 kg", None),
        ("I'm 38", None),
    ],
)
def test_body_weight_is_read_only_where_words_make_it_one(text, weight) -> None:
    assert bodyweight_of(text) == weight


def test_a_body_weight_said_at_onboarding_reaches_the_profile_in_the_users_unit() -> None:
    message = "I'm 45, I weigh 200 lb, dumbbells to 50 lb, Mon and Thu, 40 minutes"
    goal = MemoryMutation.model_validate(
        {
            "operation": "CREATE",
            "target_tier": "tier_1_staples",
            "entry": {"category": "goal", "fact": "Trains 2 days/week (Monday, Thursday), 40 min."},
            "reason": "test",
        }
    )
    (written,) = with_about_me(message, [goal])
    assert "body weight 200 lb" in written.entry["fact"]
    payload = tier1_payload("goal", written.entry["fact"])
    assert isinstance(payload, GoalPayload)
    assert payload.bodyweight is not None and payload.bodyweight.value == 200
    entry = Tier1Entry(category="goal", fact=written.entry["fact"])  # payload derived
    item = MemoryItem(id="g", tier="tier_1_staples", entry=entry, created_at=NOW, updated_at=NOW)
    profile = build_profile([item], "kg", NOW)
    assert profile.bodyweight == pytest.approx(90.7, abs=0.1)


@pytest.mark.parametrize(
    "text",
    [
        "I have done a bit of lifting but nothing regular",
        "limited gym experience",
        "เคยเข้ายิมมาบ้างนิดหน่อย",
        "ジムはほぼ初めてです",
        "Trochę ćwiczyłem w domu",
    ],
)
def test_a_little_experience_is_a_beginner(text: str) -> None:
    assert experience_of(text) == "beginner"


def test_unknown_experience_starts_no_heavier_than_a_beginner() -> None:
    squat = CATALOG["barbell-back-squat"]
    gear = frozenset({"barbell", "squat rack"})
    unknown = start_load(squat, "barbell", "8-10", TrainingProfile(gear=gear, unit="kg"))
    beginner = start_load(
        squat, "barbell", "8-10", TrainingProfile(gear=gear, unit="kg", experience="beginner")
    )
    assert unknown is not None and beginner is not None and unknown <= beginner


def test_a_fixed_dumbbell_set_is_kept_pair_by_pair() -> None:
    assert dumbbell_pairs_of("a few dumbbells: 5, 10 and 15 lb dumbbells") == (
        [5.0, 10.0, 15.0],
        "lb",
    )
    assert dumbbell_pairs_of("dumbbells of 6, 10 and 14 kg and a mat") == ([6.0, 10.0, 14.0], "kg")
    assert dumbbell_pairs_of("adjustable dumbbells 2-20 kg") is None
    payload = equipment_payload("Trains with dumbbells of 6, 10 and 14 kg.")
    assert payload.dumbbells is not None and payload.dumbbells.pairs == [6.0, 10.0, 14.0]
    assert payload.dumbbells.max == 14.0


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("ว่างวันจันทร์ พุธ และอาทิตย์", ("monday", "wednesday", "sunday")),
        ("เล่นได้เสาร์อาทิตย์", ("saturday", "sunday")),
        ("อาทิตย์ละ 2 วัน", ()),
        ("วันอังคาร อาทิตย์หน้า", ("tuesday",)),
    ],
)
def test_thai_sunday_without_its_wan_counts_only_inside_a_list_of_days(text, days) -> None:
    assert extract_weekdays(text) == days


def test_japanese_gear_words() -> None:
    assert extract_gear("家には道具は何も持っていません") == frozenset({"bodyweight"})
    assert {"barbell", "leg press machine"} <= extract_gear("ジムはマシンが一通りそろってます")
    assert dialogue_act("道具は何も持っていません") == "statement"
    assert dialogue_act("何をすればいいですか") == "question"


def test_goal_words() -> None:
    assert extract_goal("痩せたいです") == "general_fitness"
    assert extract_goal("体重を10kgくらい減らしたい") == "general_fitness"
    assert extract_goal("I want stronger arms and a better physique") == "hypertrophy"
    assert extract_goal("I want to get stronger") == "strength"


def test_a_machines_word_followed_by_its_list_adds_only_the_listed_stations() -> None:
    gear = extract_gear("our gym has machines (leg press, chest press machine) and dumbbells")
    assert gear == frozenset({"leg press machine", "chest press machine", "dumbbells"})
    assert "leg extension machine" in extract_gear("a gym with machines and dumbbells")


# --- Weekday spans, several bells, a hotel's gym, pairs counted out (issue 7, via chat) ---

_WORKWEEK = ("monday", "tuesday", "wednesday", "thursday", "friday")


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("lifting Tue-Fri after work", ("tuesday", "wednesday", "thursday", "friday")),
        ("free Mon – Fri", _WORKWEEK),
        ("weekdays only", _WORKWEEK),
        ("treningi pn-pt rano", _WORKWEEK),
        ("mogę wt–czw", ("tuesday", "wednesday", "thursday")),
        ("od poniedziałku do piątku po pracy", _WORKWEEK),
        ("月〜金の朝", _WORKWEEK),
        ("月曜から金曜までジム", _WORKWEEK),
        ("ว่างจันทร์-ศุกร์", _WORKWEEK),
        # not a span: months, a list, a single day, a move
        ("1月〜3月は忙しい", ()),
        ("今日〜金曜は出張", ("friday",)),
        ("月・水・金", ("monday", "wednesday", "friday")),
        ("pon i pt", ("monday", "friday")),
        ("move Monday to Friday", ("monday", "friday")),
    ],
)
def test_a_span_of_weekdays_is_every_day_in_it(text, days) -> None:
    assert extract_weekdays(text) == days


def test_a_span_of_dates_still_reads_as_dates() -> None:
    from fitcoach.nlu.calendar import resolve_span

    span = resolve_span("away from thu sep 17 to sun sep 20", NOW.date())
    assert span is not None and span[0].day == 17 and span[1].day == 20


@pytest.mark.parametrize(
    ("text", "weights"),
    [
        ("got a 12 kg, two 20s and one 28 kg kettlebell; Mon Wed for 35 minutes", [12, 20, 28]),
        ("kettlebells 8, 12 and 20 kg, 30 min a day", [8, 12, 20]),
        ("kettlebells: 10kg, 14kg", [10, 14]),
        ("a 16 kg kettlebell, 40 minutes, three days", [16]),
        ("a pair of 24 kg kettlebells", [24]),
        # a count or minutes is not a bell
        ("kettlebells, 45 minutes", None),
        ("a kettlebell and dumbbells up to 30 kg", None),
        # a bell added to the fact later is owned too
        ("Home gym with a 10 kg kettlebell and a mat, plus a 14 kg kettlebell.", [10, 14]),
        ("Garage with kettlebells of 8 and 12 kg, a bench, plus a 20 kg kettlebell.", [8, 12, 20]),
        ("Trains with a 24 kg kettlebell and bands, and a 32 kg kettlebell.", [24, 32]),
    ],
)
def test_listed_kettlebells_are_each_owned_never_summed(text, weights) -> None:
    from fitcoach.memory.derive import kettlebells_of

    bells = kettlebells_of(text)
    if weights is None:
        assert bells is None
    else:
        assert bells is not None and bells.weights == [float(w) for w in weights]
        assert bells.unit == "kg"


@pytest.mark.parametrize(
    "text",
    [
        "staying at a hotel, I'll use the hotel gym",
        "ホテルのジムで週3回",
        "ฟิตเนสในโรงแรม",
        "tylko siłownia hotelowa",
    ],
)
def test_a_hotel_gym_alone_is_dumbbells_never_a_full_gym(text: str) -> None:
    gear = extract_gear(text)
    assert "dumbbells" in gear
    assert not gear & {"barbell", "squat rack", "trap bar"}


def test_a_hotel_gym_with_its_gear_named_is_that_gear_and_a_gym_is_still_full() -> None:
    assert extract_gear("the hotel gym has dumbbells up to 40 lb") == frozenset({"dumbbells"})
    assert {"barbell", "squat rack"} <= extract_gear("I train at a regular gym")


@pytest.mark.parametrize(
    ("text", "pairs"),
    [
        ("two pairs of dumbbells (10 and 20 lb)", ([10.0, 20.0], "lb")),
        ("a pair of 8s and a pair of 12s, in kg", ([8.0, 12.0], "kg")),
        ("a pair of 5 kg and a pair of 9 kg dumbbells", ([5.0, 9.0], "kg")),
        ("dumbbell pairs of 12 and 22 lb", ([12.0, 22.0], "lb")),
        # one pair, a range, a pair of something else: no fixed set
        ("a pair of 20 lb dumbbells", None),
        ("adjustable dumbbells 5-25 kg", None),
        ("a pair of shoes and a 10 kg plate", None),
    ],
)
def test_dumbbell_pairs_counted_out_are_a_fixed_set(text, pairs) -> None:
    assert dumbbell_pairs_of(text) == pairs


def test_pairs_counted_by_weight_alone_are_dumbbells() -> None:
    assert "dumbbells" in extract_gear("I have a pair of 10s and a pair of 20s")
    assert "dumbbells" not in extract_gear("a pair of running shoes")


def test_listed_bells_after_only_are_each_owned() -> None:
    from fitcoach.memory.derive import kettlebells_of

    bells = kettlebells_of("just kettlebells only - an 8, a 12 and a 20 kg, Mon Thu")
    assert bells is not None and bells.weights == [8.0, 12.0, 20.0]


def test_gear_left_at_home_is_not_gear_on_a_trip() -> None:
    away = "Away for work, hotel gym with dumbbells to 20 kg. I usually squat with a barbell."
    assert extract_gear(away) == frozenset({"dumbbells"})
    # at home, what they usually use is what they have
    assert "barbell" in extract_gear("I usually train with a barbell and a rack in my garage")


def test_a_travel_day_is_no_lifting_day() -> None:
    from fitcoach.nlu.lifting import lifting_schedule

    schedule = lifting_schedule("Tuesday to Friday, 30 min, then I fly home on Saturday")
    assert schedule.days == ("tuesday", "wednesday", "thursday", "friday")
    assert lifting_schedule("Mon Wed Fri, 45 min").days is None
