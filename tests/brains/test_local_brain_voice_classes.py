"""What a user notices from the voice classes (issue 9, rated v11/v12): an injury history
said at onboarding is a protected condition with its side, never a muscle to prioritise;
the goal keeps the user's own aims; a hello is the only thing answered with a hello; a
coaching style asked while the old one is revoked is stored; "forget the <part> thing"
deletes every note on that part; sold gear leaves the equipment fact. Own wordings in
English, Polish, Thai and Japanese, never a rated persona's message."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from brain_support import NOW, FixedTools, item, make_context, staple

from fitcoach.brains.local import LocalBrain
from fitcoach.contracts.decision import Turn
from fitcoach.memory.models import MemoryMutation, Tier2Entry
from fitcoach.programming.models import Week

brain = LocalBrain()
GYM = staple("m1", "equipment", "Home gym with a barbell, a squat rack, dumbbells up to 30 kg.")


def _created(mutations: list[MemoryMutation], category: str) -> list[str]:
    return [
        str(m.entry["fact"])
        for m in mutations
        if m.entry is not None and m.entry.get("category") == category
    ]


@pytest.mark.parametrize(
    ("message", "part", "side"),
    [
        (
            "Hi! 45, home gym with dumbbells to 25 kg and a bench. Want to lose 6 kg. Tue, Thu "
            "and Sat, 50 min. Old rotator cuff problem in my right shoulder, so go easy there.",
            "Shoulder",
            "Right",
        ),
        (
            "hello, I've got two kettlebells (12 and 16 kg) and bands. I had a disc problem a "
            "few years back. mon wed fri, 30 minutes please",
            "Lower back",
            None,
        ),
    ],
)
def test_an_injury_history_at_onboarding_is_a_condition_not_a_priority(
    message: str, part: str, side: str | None, tools: FixedTools
) -> None:
    decision = brain.decide(make_context(message, units="kg"), tools)
    assert decision.route == "UPDATE_WEEK"
    (condition,) = _created(decision.memory_mutations, "chronic_condition")
    assert part.lower() in condition.lower()
    if side:
        assert condition.startswith(side)
    (goal,) = _created(decision.memory_mutations, "goal")
    assert "priority on shoulders" not in goal.lower()
    assert "priority on shoulders" not in decision.message.lower()


@pytest.mark.parametrize(
    ("message", "aims"),
    [
        (
            "dumbbells up to 20 kg at home, mon wed fri 40 min. I want to drop about 7 kg "
            "and get stronger",
            ("fat loss",),
        ),
        (
            "Mam kettlebell 16 kg i gumy. Chcę schudnąć 5 kg i być silniejsza. Wtorek i "
            "czwartek po 35 minut.",
            ("fat loss",),
        ),
        (
            "I'm 66, I have bands and a 10 kg kettlebell. I want to keep up with my "
            "grandchildren. Tuesdays and Fridays, 30 minutes.",
            ("everyday strength",),
        ),
        ("ダンベル10kgとバンドがあります。体重を4kg落としたい。月水金、30分", ("fat loss",)),
    ],
)
def test_the_goal_keeps_the_users_own_aims(
    message: str, aims: tuple[str, ...], tools: FixedTools
) -> None:
    decision = brain.decide(make_context(message, units="kg"), tools)
    (goal,) = _created(decision.memory_mutations, "goal")
    for aim in aims:
        assert aim in goal


def test_the_welcome_is_said_once_while_the_first_week_waits(tools: FixedTools) -> None:
    first = "home gym, dumbbells to 20 kg and a bench, want to build muscle, mon wed fri 45 min"
    context = make_context(first, units="kg")
    welcomed = brain.decide(context, tools)
    assert welcomed.message.startswith("Welcome aboard!")
    later = make_context("actually make it tue thu sat instead, 45 min", units="kg", memory=[GYM])
    later.recent_turns.append(
        Turn(user=first, coach=welcomed.message, route="UPDATE_WEEK", at=NOW - timedelta(minutes=2))
    )
    again = brain.decide(later, tools)
    assert "Welcome aboard" not in again.message


@pytest.mark.parametrize(
    "message",
    [
        "hey, is it fine to lift right after a big lunch?",
        "what's a good birthday present for my wife?",
        "czy mogę ćwiczyć zaraz po obiedzie, jak myślisz?",
    ],
)
def test_only_a_hello_gets_the_hello(message: str, plan: Week, tools: FixedTools) -> None:
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM]), tools)
    assert "good to see you" not in decision.message
    assert "dobrze cię widzieć" not in decision.message


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("hey coach!", "Hey, good to see you!"),
        ("Dzień dobry trenerze", "Cześć, dobrze cię widzieć!"),
    ],
)
def test_a_hello_is_answered_in_the_users_language(
    message: str, expected: str, plan: Week, tools: FixedTools
) -> None:
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM]), tools)
    assert decision.message.startswith(expected)


@pytest.mark.parametrize(
    "message",
    [
        "quit being so soft with me, I want it blunt from now on",
        "stop being so nice, I need tough love",
    ],
)
def test_a_new_style_asked_while_revoking_the_old_is_stored(
    message: str, plan: Week, tools: FixedTools
) -> None:
    gentle = staple("p1", "preference", "Prefers gentle, encouraging coaching.")
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM, gentle]), tools)
    (mutation,) = decision.memory_mutations
    assert mutation.operation in ("CREATE", "UPDATE")
    assert mutation.entry is not None and "tough-love" in str(mutation.entry["fact"])


def _knee_strain() -> object:
    return item(
        "t2",
        Tier2Entry(
            body_part="left knee",
            condition="minor_strain",
            fact="Left knee is tweaked (minor strain); no deep loaded knee bends.",
            effective_date=date(2026, 9, 12),
            expires_at=NOW + timedelta(days=3),
        ),
    )


@pytest.mark.parametrize(
    "message",
    ["you can forget the knee thing now, all sorted", "drop the knee stuff please, it's fine"],
)
def test_forget_the_part_thing_deletes_every_note_on_it(
    message: str, plan: Week, tools: FixedTools
) -> None:
    chronic = staple(
        "c1", "chronic_condition", "Knee sensitivity on deep, heavily loaded knee bends."
    )
    memory = [GYM, _knee_strain(), chronic]
    decision = brain.decide(make_context(message, plan=plan, memory=memory), tools)  # type: ignore[list-item]
    deleted = {m.memory_id for m in decision.memory_mutations if m.operation == "DELETE"}
    assert deleted == {"t2", "c1"}
    assert not decision.plan_ops


@pytest.mark.parametrize(
    ("message", "gone", "kept"),
    [
        ("sold the barbell and rack last weekend, I still have the dumbbells", "rack", "dumbbells"),
        ("ขายบาร์เบลไปแล้วครับ", "barbell", "dumbbells"),
        ("バーベルは売りました", "barbell", "dumbbells"),
    ],
)
def test_sold_gear_leaves_the_equipment_fact(
    message: str, gone: str, kept: str, plan: Week, tools: FixedTools
) -> None:
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM], units="kg"), tools)
    (mutation,) = [m for m in decision.memory_mutations if m.memory_id == "m1"]
    assert mutation.operation == "UPDATE" and mutation.entry is not None
    fact = str(mutation.entry["fact"]).lower()
    assert gone not in fact and kept in fact


def test_a_goal_change_updates_the_goal_with_the_new_aim(plan: Week, tools: FixedTools) -> None:
    goal = staple(
        "g1", "goal", "Strength focus; 4 days/week (Monday, Tuesday, Thursday, Friday), 45 min."
    )
    message = "change of plan: from now on I want to lean out, not strength"
    decision = brain.decide(make_context(message, plan=plan, memory=[GYM, goal]), tools)
    (mutation,) = [m for m in decision.memory_mutations if m.memory_id == "g1"]
    assert mutation.operation == "UPDATE" and mutation.entry is not None
    fact = str(mutation.entry["fact"])
    assert "fat loss" in fact and "change of plan" not in fact
    assert "45 min" in fact  # the schedule part stays
