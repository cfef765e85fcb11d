"""Events told beside a day's edit, gear named as machines, gear updates that keep the
rest, and onboarding goals said as a reason. The plan fixture trains Monday, Tuesday,
Thursday and Friday; today is Monday 14 September 2026."""

from __future__ import annotations

from datetime import date

import pytest
from brain_support import NOW, FixedTools, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.contracts.decision import Decision
from fitcoach.memory.derive import kettlebells_of
from fitcoach.programming.generator import generate_week
from fitcoach.programming.models import TrainingProfile, Week
from fitcoach.programming.ops import FitToTime, Lighten

brain = LocalBrain()
GYM = staple("m1", "equipment", "Home gym with dumbbells up to 50 lb and a flat bench.")


def _week(*days: str) -> Week:
    profile = TrainingProfile(
        gear=frozenset({"dumbbells", "flat bench"}),
        max_dumbbell=50,
        training_days=list(days),  # type: ignore[arg-type]
        session_minutes=45,
    )
    return generate_week(profile, NOW.date(), NOW)


def _decide(message: str, plan: Week | None, memory: list | None = None) -> Decision:  # type: ignore[type-arg]
    return brain.decide(make_context(message, plan=plan, memory=memory or [GYM]), FixedTools())


def _notes(decision: Decision) -> list[dict[str, object]]:
    return [
        m.entry
        for m in decision.memory_mutations
        if m.target_tier == "tier_3_situational" and m.operation == "CREATE" and m.entry
    ]


@pytest.mark.parametrize(
    ("message", "day", "minutes", "last"),
    [
        (
            "finals until thursday, can wednesday be just 25 min?",
            "wednesday",
            25,
            date(2026, 9, 17),
        ),
        ("mam egzaminy do piątku, skróć środę do 30 minut", "wednesday", 30, date(2026, 9, 18)),
        ("สัปดาห์นี้สอบไฟนอลถึงวันพฤหัส วันพุธขอ 20 นาทีพอ", "wednesday", 20, date(2026, 9, 17)),
        ("今週は中間テスト期間なので、土曜は25分にしてください", "saturday", 25, date(2026, 9, 20)),
    ],
)
def test_an_exam_stretch_is_kept_and_the_asked_day_is_shortened(
    message: str, day: str, minutes: int, last: date
) -> None:
    decision = _decide(message, _week("monday", "wednesday", "friday", "saturday"))
    assert decision.route == "UPDATE_DAY" and decision.target_day == day
    (op,) = decision.plan_ops
    assert isinstance(op, FitToTime) and op.minutes == minutes
    (note,) = _notes(decision)
    # The note lasts from today to the end of the stretch, not only the day edited.
    assert str(note["fact"]).endswith(f"Monday 14 Sep to {last.strftime('%A')} {last.day} Sep.")
    assert str(note["expires_at"]).startswith(date(2026, 9, last.day + 1).isoformat())


def test_a_one_day_exam_on_the_day_edited_is_only_the_reason() -> None:
    decision = _decide(
        "test on wednesday so only 30 minutes that day please", _week("monday", "wednesday")
    )
    assert decision.route == "UPDATE_DAY" and decision.target_day == "wednesday"
    assert _notes(decision) == []


@pytest.mark.parametrize(
    "message",
    [
        "gaming tournament on saturday, can sunday be an easy one?",
        "big family wedding saturday, can sunday be a light one",
    ],
)
def test_an_event_before_a_light_day_lightens_only_that_day(message: str) -> None:
    decision = _decide(message, _week("wednesday", "friday", "sunday"))
    assert decision.route == "UPDATE_DAY" and decision.target_day == "sunday"
    assert decision.plan_ops
    assert all(isinstance(op, Lighten) and op.day == "sunday" for op in decision.plan_ops)


@pytest.mark.parametrize(
    "message",
    [
        "Moi teściowie i goście zostają u nas w tym tygodniu, tylko dwa dni: wtorek i piątek",
        "義理の両親が泊まりに来るので、今週は火曜と金曜の2日だけでお願いします",
        "my in-laws are staying with us this week, just two days please, tuesday and friday",
    ],
)
def test_guests_this_week_are_noted_with_the_smaller_week(message: str) -> None:
    decision = _decide(message, _week("monday", "tuesday", "thursday", "friday"))
    assert decision.route == "UPDATE_WEEK"
    assert len(_notes(decision)) == 1


@pytest.mark.parametrize(
    "message",
    [
        "hi! my gym has a chest press, a lat pulldown and a leg press. mon wed fri, 40 min, "
        "want to get stronger",
        "beginner here, I use the machines at work: chest press, lat pull-down, pec deck. "
        "tuesday and thursday, 30 minutes, goal is to build muscle",
    ],
)
def test_machines_named_by_their_exercise_are_gear(message: str) -> None:
    decision = _decide(message, None, memory=[])
    (equipment,) = [
        m.entry for m in decision.memory_mutations if m.entry and m.entry["category"] == "equipment"
    ]
    fact = str(equipment["fact"])
    assert "chest press machine" in fact and "cable machine" in fact


@pytest.mark.parametrize(
    ("fact", "weights"),
    [
        ("Home gym with a barbell, dumbbells up to 50 lb and a 16 kg kettlebell.", [16.0]),
        ("Trains with dumbbells to 20 kg, a 12 and a 24 kg kettlebell.", [12.0, 24.0]),
        ("Home gym with hantle do 10 kg and a 8 kg kettlebell.", [8.0]),
    ],
)
def test_the_dumbbells_weight_is_never_read_as_a_kettlebell(
    fact: str, weights: list[float]
) -> None:
    bells = kettlebells_of(fact)
    assert bells is not None and bells.weights == weights


def test_selling_the_barbell_keeps_the_kettlebell_as_it_was() -> None:
    gym = staple(
        "m1", "equipment", "Home gym with a barbell, dumbbells up to 50 lb and a 16 kg kettlebell."
    )
    decision = _decide("sold my barbell last weekend", _week("monday", "thursday"), [gym])
    (update,) = [m for m in decision.memory_mutations if m.target_tier == "tier_1_staples"]
    fact = str(update.entry["fact"])  # type: ignore[index]
    assert "barbell" not in fact.replace("kettlebell", "")
    assert "16 kg kettlebell" in fact and "50 kg" not in fact


@pytest.mark.parametrize(
    ("message", "part"),
    [
        (
            "dumbbells to 15 kg and bands, mon wed fri 30 min, I want to lift my kids "
            "without my back screaming",
            "back",
        ),
        (
            "kettlebell 12 kg at home, tue and sat, 40 minutes, want to hike again so my "
            "knees stop complaining",
            "knee",
        ),
    ],
)
def test_a_part_that_should_stop_hurting_is_no_priority(message: str, part: str) -> None:
    decision = _decide(message, None, memory=[])
    (goal,) = [
        m.entry for m in decision.memory_mutations if m.entry and m.entry["category"] == "goal"
    ]
    assert "priority" not in str(goal["fact"]).lower()


@pytest.mark.parametrize(
    "message",
    [
        "hantle 8 kg i mata, chcę być sprawniejsza, poniedziałek i czwartek po 30 minut",
        "mam gumy i drążek, wtorki i soboty po 40 min, chciałbym być sprawniejszym tatą",
        "trenuję w domu z hantlami do 15 kg, środa i piątek 45 minut, cel: czuć się sprawna",
    ],
)
def test_fitter_said_in_polish_is_a_goal(message: str) -> None:
    decision = _decide(message, None, memory=[])
    (goal,) = [
        m.entry for m in decision.memory_mutations if m.entry and m.entry["category"] == "goal"
    ]
    assert "General fitness" in str(goal["fact"])


@pytest.mark.parametrize(
    ("message", "day", "kept"),
    [
        ("friday shoulders and arms only?", "friday", {"Shoulders", "Biceps", "Triceps"}),
        ("just legs saturday, concert next week", "saturday", {"Quads", "Glutes"}),
        ("w piątek tylko klatka i plecy", "friday", {"Chest", "Back"}),
        ("土曜は腕だけでお願い", "saturday", {"Biceps", "Triceps"}),
    ],
)
def test_a_day_given_only_some_muscles_is_that_days_edit(
    message: str, day: str, kept: set[str]
) -> None:
    decision = _decide(message, _week("monday", "wednesday", "friday", "saturday"))
    assert decision.route == "UPDATE_DAY" and decision.target_day == day
    assert not any(m.target_tier == "tier_3_situational" for m in decision.memory_mutations)
    avoided = {part for op in decision.plan_ops for part in getattr(op, "body_parts", [])}
    assert avoided and not avoided & kept


def _with_visit(name: str) -> list:  # type: ignore[type-arg]
    from datetime import timedelta

    from brain_support import item

    from fitcoach.memory.models import Tier3Entry

    note = Tier3Entry(
        event=name,
        fact=f"{name} this week, so 2 training days.",
        week_start_date=NOW.date(),
        expires_at=NOW + timedelta(days=6),
    )
    goal = staple("m2", "goal", "General fitness focus; 4 days/week, 40 min.")
    return [GYM, goal, item("e1", note)]


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("義父", "義父は結局来ないことになったので、いつも通りでお願いします"),
        ("goście", "goście jednak nie przyjadą, wracamy do normalnych 4 dni"),
    ],
)
def test_a_visit_called_off_goes_with_the_usual_week(name: str, message: str) -> None:
    decision = _decide(message, _week("wednesday", "saturday"), _with_visit(name))
    assert decision.route == "UPDATE_WEEK"
    assert [(m.operation, m.memory_id) for m in decision.memory_mutations] == [("DELETE", "e1")]


@pytest.mark.parametrize(
    "message",
    [
        "never lifted before lol. 30M, office job. am I too old to start? got 12kg dumbbells "
        "and a mat, can do mon thu sat for 40 min. want to look fitter",
        "hi!! 25F, is it weird to start at home? I have bands and a 8 kg kettlebell, free "
        "tuesday and friday, 30 min each, goal is to get stronger",
    ],
)
def test_a_newcomers_profile_with_a_question_in_passing_builds_the_week(message: str) -> None:
    decision = _decide(message, None, memory=[])
    assert decision.route == "UPDATE_WEEK"
    categories = {m.entry["category"] for m in decision.memory_mutations if m.entry}
    assert {"equipment", "goal"} <= categories


@pytest.mark.parametrize(
    "message",
    [
        "cześć, hantle do 10 kg i guma w domu, pon śr pt po 30 minut, chcę wzmocnić plecy i "
        "nogi, bo po pracy wszystko mnie boli",
        "nurse here, dumbbells to 15 kg, tue thu sat 40 min, want stronger legs and back "
        "because everything hurts after a shift",
    ],
)
def test_aching_all_over_is_no_condition_of_the_parts_trained(message: str) -> None:
    decision = _decide(message, None, memory=[])
    categories = [m.entry["category"] for m in decision.memory_mutations if m.entry]
    assert "chronic_condition" not in categories
    assert decision.route == "UPDATE_WEEK"


@pytest.mark.parametrize(
    ("message", "day", "minutes"),
    [
        ("friday has to be short, train home at 5. 25 min?", "friday", 25),
        ("wednesday needs to be quick, 30 min?", "wednesday", 30),
    ],
)
def test_a_day_that_needs_to_be_short_is_asked_for(message: str, day: str, minutes: int) -> None:
    decision = _decide(message, _week("monday", "wednesday", "friday"))
    assert decision.route == "UPDATE_DAY" and decision.target_day == day
    (op,) = decision.plan_ops
    assert isinstance(op, FitToTime) and op.minutes == minutes
