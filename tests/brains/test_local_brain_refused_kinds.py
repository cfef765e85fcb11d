"""A refusal of a whole kind of exercise ("no lunges of any kind", "nothing on the floor",
"no jumping") is stored as the kind, every variant of it leaves the staged week, the reply
names the kind, and taking it back lifts all of it (issue 8, memory written too narrowly).
A pain note with a weekday asked to be lighter changes that day; a forget naming a note
that is not on file changes nothing.

The week is a leg-heavy full-gym week with lunges, split squats and floor core work; the
clock is Monday 14 Sep 2026.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from brain_support import NOW, FixedTools, item, make_context

from fitcoach.brains.local import LocalBrain
from fitcoach.catalog import CATALOG
from fitcoach.catalog.kinds import kind_members
from fitcoach.contracts.decision import Decision
from fitcoach.memory.models import MemoryItem, Tier1Entry, Tier3Entry
from fitcoach.memory.payloads import PreferencePayload
from fitcoach.programming.engine import apply_ops
from fitcoach.programming.models import TrainingProfile, Week
from fitcoach.programming.repair import blocks_of, with_blocks

brain = LocalBrain()
PROFILE = TrainingProfile(
    gear=frozenset(
        {"barbell", "squat rack", "dumbbells", "flat bench", "cable machine", "leg press"}
    ),
    max_dumbbell=80,
    training_days=["monday", "wednesday", "friday"],
    session_minutes=60,
)


def _week() -> Week:
    """A generated week with two lunge variants and floor work put into Monday."""
    from fitcoach.programming.generator import generate_week

    week = generate_week(PROFILE, NOW.date(), NOW)
    monday = week.days["monday"]
    blocks = blocks_of(monday)
    first = blocks[0][0]
    extra = [
        first.model_copy(update={"exercise_id": slug})
        for slug in ("bulgarian-split-squat", "db-reverse-lunge", "dead-bug", "glute-bridge")
    ]
    fresh = with_blocks(monday, [*blocks, extra], PROFILE)
    return week.model_copy(update={"days": {**week.days, "monday": fresh}})


WEEK = _week()


def _slugs(week: Week) -> set[str]:
    return {i.exercise_id for day in week.days.values() for b in day.blocks for i in b.exercises}


def _decide(message: str, memory: list[MemoryItem] | None = None) -> Decision:
    context = make_context(message, plan=WEEK, memory=memory or [])
    return brain.decide(context, FixedTools())  # type: ignore[arg-type]


def _staged(decision: Decision) -> Week:
    result = apply_ops(WEEK, decision.plan_ops, PROFILE, WEEK.week_start_date, NOW)
    return result.week


def _payload(decision: Decision) -> PreferencePayload:
    (mutation,) = decision.memory_mutations
    assert (mutation.operation, mutation.target_tier) == ("CREATE", "tier_1_staples")
    return PreferencePayload.model_validate((mutation.entry or {})["payload"])


def test_the_week_holds_the_variants() -> None:
    assert {"bulgarian-split-squat", "db-reverse-lunge", "dead-bug"} <= _slugs(WEEK)


@pytest.mark.parametrize(
    ("message", "kind_word"),
    [
        ("please don't ever give me any lunges, whatever the variant", "lunges"),
        ("never program lunges again, my knees can't take them", "lunges"),
        ("nie dawaj mi nigdy żadnych wykroków", "wykroków"),
        ("ไม่เอาลันจ์ทุกแบบเลยนะ ทรงตัวไม่ค่อยได้", "ลันจ์"),
        ("ランジ系は全部やめてください、バランスが苦手なので", "ランジ"),
    ],
)
def test_a_refused_lunge_kind_keeps_every_variant_out(message: str, kind_word: str) -> None:
    decision = _decide(message)
    payload = _payload(decision)
    assert payload.excluded_patterns == ["lunge"]
    assert kind_word in decision.message
    assert "DB Reverse Lunge" not in decision.message  # the kind, not one exercise
    assert decision.route == "UPDATE_WEEK"
    assert not _slugs(_staged(decision)) & kind_members("lunge")


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        ("nothing where I have to lie down on the floor please", "floor"),
        ("bez ćwiczeń na podłodze, proszę", "floor"),
        ("no jumping please, my pelvic floor isn't ready", "jumping"),
        ("ジャンプ系はなしでお願いします", "jumping"),
    ],
)
def test_a_refused_way_of_exercising_is_stored_as_its_exercises(message: str, kind: str) -> None:
    decision = _decide(message)
    payload = _payload(decision)
    assert set(payload.excluded_exercises) == set(kind_members(kind))
    if kind == "floor":
        assert decision.route == "UPDATE_WEEK"
        assert not _slugs(_staged(decision)) & kind_members("floor")


def _refusal(payload: PreferencePayload, fact: str) -> MemoryItem:
    return item(
        "p1",
        Tier1Entry(category="preference", fact=fact, payload=payload),
    )


LUNGES_OUT = _refusal(
    PreferencePayload(excluded_patterns=["lunge"]),
    "Never program lunges, split squats and step-ups (the user dislikes them).",
)
JUMPS_OUT = _refusal(
    PreferencePayload(excluded_exercises=sorted(kind_members("jumping"))),
    "Never program jumping exercises (the user dislikes them).",
)


@pytest.mark.parametrize(
    ("message", "memory"),
    [
        ("lunges are fine again, my balance is much better", LUNGES_OUT),
        ("ok you can put lunges back in, changed my mind", LUNGES_OUT),
        ("jednak chcę robić wykroki, zmieniłam zdanie", LUNGES_OUT),
        ("jumping is ok again, physio says go", JUMPS_OUT),
    ],
)
def test_taking_a_kind_back_deletes_the_refusal(message: str, memory: MemoryItem) -> None:
    decision = _decide(message, [memory])
    assert [(m.operation, m.memory_id) for m in decision.memory_mutations] == [("DELETE", "p1")]
    assert decision.route == "NONE"


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("my hip is achy after the garden today, could friday be a gentler one?", "friday"),
        ("shoulder's a bit tweaked, go easy on wednesday", "wednesday"),
        ("biodro mnie pobolewa, czy piątek może być lżejszy?", "friday"),
        ("股関節が少し痛いので、金曜日は軽めにできますか", "friday"),
        # Thai "หลัง" is the back here, not "after": Wednesday is the day asked about.
        ("วันนี้หลังเคล็ดนิดหน่อย วันพุธขอท่าที่ไม่ลงหลังได้ไหม", "wednesday"),
    ],
)
def test_pain_with_a_day_asked_lighter_changes_that_day(message: str, day: str) -> None:
    decision = _decide(message)
    assert (decision.route, decision.target_day) == ("UPDATE_DAY", day)
    assert [m.target_tier for m in decision.memory_mutations] == ["tier_2_physiological"]


HIKE = item(
    "t1",
    Tier3Entry(
        event="hike",
        fact="Hike on Saturday 19 Sep; keep quads and hamstrings fresh.",
        week_start_date=NOW.date(),
        expires_at=NOW + timedelta(days=6),
    ),
)


@pytest.mark.parametrize(
    "message",
    [
        "forget the knee thing, it's fine",
        "usuń notatkę o kolanie",
        "ลบเรื่องเข่าออก",
        "膝のメモ消して",
    ],
)
def test_forgetting_a_note_not_on_file_changes_nothing(message: str) -> None:
    decision = _decide(message, [HIKE])
    assert decision.memory_mutations == []
    assert decision.route == "NONE"


def test_kinds_name_catalog_exercises() -> None:
    for kind in ("floor", "jumping", "lunge"):
        assert kind_members(kind) and kind_members(kind) <= set(CATALOG)


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("fever since last night, wednesday's out", "wednesday"),
        ("gorączka od wczoraj, w piątek nie dam rady", "friday"),
        ("mam gorączkę od rana, środa odpada", "wednesday"),
        ("มีไข้ค่ะ วันศุกร์ไม่ไหวนะ", "friday"),
        ("熱が出たので金曜は無理です", "friday"),
    ],
)
def test_ill_with_a_day_ruled_out_rests_that_day(message: str, day: str) -> None:
    decision = _decide(message)
    assert (decision.route, decision.target_day) == ("UPDATE_DAY", day)
    # Illness is no strain of a body part: the day rested for it is noted as a whole-body
    # illness for a few days (the next sessions start easy; "I'm better" clears it).
    noted = [
        (m.operation, m.target_tier, dict(m.entry or {}).get("body_part"))
        for m in decision.memory_mutations
    ]
    assert noted == [("CREATE", "tier_2_physiological", "whole body")]


@pytest.mark.parametrize(
    "message",
    [
        "I've got a cold, can I still lift?",
        "czy mogę trenować z katarem?",
        "風邪気味だけど筋トレしていい？",
    ],
)
def test_a_question_about_training_ill_changes_nothing(message: str) -> None:
    decision = _decide(message)
    assert decision.route == "NONE"
    assert decision.memory_mutations == []
