"""Age, experience, a condition's name and an endurance key session, read from a memory's
words in en/pl/th/ja (memory/about.py, through derive.py's payloads)."""

from __future__ import annotations

import pytest

from fitcoach.memory.about import age_of, condition_name_of, experience_of, key_session_of
from fitcoach.memory.derive import tier1_payload
from fitcoach.memory.payloads import ConditionPayload, GoalPayload, SchedulePayload


@pytest.mark.parametrize(
    ("text", "age"),
    [
        ("I'm 62 and want to stay strong", 62),
        ("62 years old, first time in a gym", 62),
        ("Mam 62 lata i chcę być silniejsza", 62),
        ("อายุ 62 ปี อยากแข็งแรง", 62),
        ("62歳です。筋トレを始めたい", 62),
        ("About me: 66 years old; new to lifting.", 66),
        # numbers that are not ages
        ("I'm 88 kg and train 4 days", None),
        ("I'm 45 minutes from the gym", None),
        ("3 years lifting, 75 min sessions", None),
    ],
)
def test_age_is_read_only_where_words_make_it_an_age(text: str, age: int | None) -> None:
    assert age_of(text) == age


@pytest.mark.parametrize(
    ("text", "experience"),
    [
        ("I'm 34, 88 kg, 3 years lifting", "intermediate"),
        ("total beginner", "beginner"),
        ("I've never lifted before", "beginner"),
        ("first time in a gym", "beginner"),
        ("8 years of training, competed twice", "advanced"),
        ("Jestem początkująca", "beginner"),
        ("มือใหม่ครับ", "beginner"),
        ("筋トレ初心者です", "beginner"),
        ("筋トレ歴3年", "intermediate"),
        ("I love heavy squats", None),
    ],
)
def test_experience(text: str, experience: str | None) -> None:
    assert experience_of(text) == experience


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Osteopenia: train around it and keep loads conservative.", "osteopenia"),
        ("I have osteoporosis", "osteoporosis"),
        ("high blood pressure, on medication", "hypertension"),
        ("Mam nadciśnienie", "hypertension"),
        ("I'm pregnant, second trimester", "pregnancy"),
        ("骨粗しょう症があります", "osteoporosis"),
        ("โรคกระดูกพรุน", "osteoporosis"),
        ("bad left knee", None),
    ],
)
def test_condition_name(text: str, name: str | None) -> None:
    assert condition_name_of(text) == name


@pytest.mark.parametrize(
    ("text", "days", "session"),
    [
        ("I'm a runner with a long run every Saturday.", ["saturday"], "long run"),
        ("Long run on Sundays, tempo on Tuesday", ["sunday"], "long run"),
        ("Saturday is my long run", ["saturday"], "long run"),
        ("Długie wybieganie w sobotę", ["saturday"], "long run"),
        ("土曜日はロング走", ["saturday"], "long run"),
        ("วิ่งยาววันเสาร์", ["saturday"], "long run"),
        ("I want bigger arms", [], None),
    ],
)
def test_key_session(text: str, days: list[str], session: str | None) -> None:
    assert key_session_of(text) == (days, session)


def test_goal_fact_carries_the_about_me_fields() -> None:
    payload = tier1_payload("goal", "About me: 66 years old; new to lifting.")
    assert isinstance(payload, GoalPayload)
    assert (payload.age, payload.experience, payload.kind) == (66, "beginner", None)

    runner = tier1_payload("goal", "Half-marathon runner, long run on Saturday, 3 days 45 min")
    assert isinstance(runner, GoalPayload)
    assert runner.kind == "endurance"
    assert (runner.key_days, runner.key_session) == (["saturday"], "long run")
    assert runner.schedule is not None and runner.schedule.minutes == 45


def test_a_plain_schedule_fact_stays_a_schedule_payload() -> None:
    payload = tier1_payload("goal", "Trains 3 days/week (Monday, Wednesday, Friday), 45 min.")
    assert isinstance(payload, SchedulePayload)


def test_condition_payload_names_the_condition() -> None:
    payload = tier1_payload("chronic_condition", "Osteopenia: keep loads conservative.")
    assert isinstance(payload, ConditionPayload)
    assert payload.name == "osteopenia"


def test_rows_written_before_the_new_fields_still_validate() -> None:
    old_goal = {"type": "goal", "kind": "strength", "words": "get strong", "emphasis": []}
    old_condition = {"type": "condition", "body_parts": ["knee"], "kind": "chronic"}
    goal = GoalPayload.model_validate(old_goal)
    assert (goal.age, goal.experience, goal.key_days, goal.key_session) == (None, None, [], None)
    assert ConditionPayload.model_validate(old_condition).name is None
    with pytest.raises(ValueError):
        GoalPayload.model_validate({**old_goal, "age": 7})
