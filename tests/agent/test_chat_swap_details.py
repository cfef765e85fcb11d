"""The right action with the right detail, through POST /api/coach/chat (issue 8):

- a lift that hurts, with a request to swap it, is swapped for one that spares the joint,
  never just dropped;
- gear with a queue for it is busy, and the substitute needs none of it;
- "the leg press is free, can I use that instead" puts the named lift in place of the
  day's lift doing the same job;
- a refused exercise's variants stay out of the plan too;
- a swap asked "everywhere" is made on every day that holds the lift.

The user trains Mon/Wed/Fri for 60 min in a full gym: Monday holds the back squat and the
barbell bench, Wednesday the barbell bench and a seated DB press, Friday the back squat
and the overhead press. The clock is Monday 14 Sep 2026.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from chat_support import chat

from fitcoach.catalog import CATALOG

MONDAY = datetime(2026, 9, 14, 10, 0, tzinfo=UTC)
ONBOARD = (
    "hey, 30, commercial gym with racks, barbells, dumbbells to 40 kg, cables, leg press and "
    "other machines. goal: strength. mon wed fri, 60 min"
)


def days_of(proposal: dict[str, Any]) -> dict[str, dict[str, Any]]:
    data = proposal["data"]
    return data["days"] if "days" in data else {proposal["target_day"]: data}


def slugs(day: dict[str, Any]) -> list[str]:
    return [e["exercise_id"] for b in day.get("blocks", []) for e in b["exercises"]]


@pytest.fixture
def gym_user(client, register, clock):
    clock.set(MONDAY)
    user = register(units="kg")
    body = chat(client, user, ONBOARD)
    week = body["proposal"]["data"]["days"]
    assert "barbell-back-squat" in slugs(week["monday"])
    assert "standing-overhead-press" in slugs(week["friday"])
    accepted = client.post(
        f"/api/coach/proposals/{body['proposal']['id']}/accept", headers=user.headers
    )
    assert accepted.status_code == 200
    return user, week


@pytest.mark.parametrize(
    "message",
    [
        "every time I press overhead my right shoulder pinches, swap those presses out for "
        "something that won't bug it",
        "swap the OHP, my shoulder is killing me",
        "shoulder twinges whenever I do overhead pressing, swap it for something else please",
        "bark mnie kłuje za każdym razem przy wyciskaniu nad głową, zamień to na coś innego",
    ],
)
def test_a_lift_that_hurts_is_swapped_for_one_that_spares_the_joint(
    client, gym_user, message
) -> None:
    user, week = gym_user
    body = chat(client, user, message)

    proposal = body["proposal"]
    assert proposal["type"] in ("UPDATE_DAY", "UPDATE_WEEK")
    staged = days_of(proposal)
    assert "friday" in staged
    for name, day in staged.items():
        after = slugs(day)
        assert "standing-overhead-press" not in after
        # Swapped, not dropped: the day keeps as many exercises as it had.
        assert len(after) == len(slugs(week[name]))
        assert all(CATALOG[s].joint_stress.get("shoulder") != "high" for s in after)


@pytest.mark.parametrize(
    "message",
    [
        "at the gym rn and theres a line of 4 people for the squat rack, what instead of "
        "back squats today",
        "waiting on the squat rack with 3 guys ahead of me, what do I do instead of back squats",
        "kolejka do stojaka na dziś, co zamiast przysiadów ze sztangą?",
    ],
)
def test_a_queue_for_the_rack_gets_a_substitute_that_needs_no_rack(
    client, gym_user, message
) -> None:
    user, _ = gym_user
    body = chat(client, user, message)

    proposal = body["proposal"]
    assert (proposal["type"], proposal["target_day"]) == ("UPDATE_DAY", "monday")
    after = slugs(proposal["data"])
    assert "barbell-back-squat" not in after
    racked = [s for s in after if all("squat rack" in o for o in CATALOG[s].gear_options)]
    assert racked == []


@pytest.mark.parametrize(
    "message",
    [
        "ok leg press just opened up, can i use that instead",
        "the leg press is free now, could I do that instead today?",
        "レッグプレスが空いたから代わりにそれやっていい？",
    ],
)
def test_the_lift_named_to_use_instead_replaces_the_days_lift_for_that_job(
    client, gym_user, message
) -> None:
    user, week = gym_user
    body = chat(client, user, message)

    proposal = body["proposal"]
    assert (proposal["type"], proposal["target_day"]) == ("UPDATE_DAY", "monday")
    after = slugs(proposal["data"])
    assert "leg-press" in after and "barbell-back-squat" not in after
    assert len(after) == len(slugs(week["monday"]))


@pytest.mark.parametrize(
    "message",
    [
        "swap the barbell bench for dumbbell bench everywhere in my plan",
        "replace barbell bench press with flat dumbbell bench press on every day it's on",
        "zamień wyciskanie sztangi na ławce na wyciskanie hantli wszędzie w planie",
    ],
)
def test_a_swap_asked_everywhere_is_made_on_every_day(client, gym_user, message) -> None:
    user, week = gym_user
    holding = [name for name, day in week.items() if "flat-bb-bench-press" in slugs(day)]
    assert len(holding) >= 2
    body = chat(client, user, message)

    proposal = body["proposal"]
    assert proposal["type"] == "UPDATE_WEEK"
    staged = days_of(proposal)
    for name in holding:
        assert "flat-bb-bench-press" not in slugs(staged[name])
        assert "flat-db-bench-press" in slugs(staged[name])


@pytest.mark.parametrize(
    "message",
    [
        "the leg press machine freaks me out, never put it in my plan",
        "please never give me leg press again",
        "nigdy więcej suwnicy w planie, proszę",
    ],
)
def test_a_refused_exercise_is_not_replaced_by_its_own_variant(client, register, clock, message):
    clock.set(MONDAY)
    user = register(units="kg")
    body = chat(
        client,
        user,
        "41, beginner, cheap gym with lots of machines, leg press and dumbbells up to 25 kg. "
        "monday and thursday, 30 minutes max. want to feel stronger",
    )
    week = body["proposal"]["data"]["days"]
    assert any("leg-press" in slugs(day) for day in week.values())
    accepted = client.post(
        f"/api/coach/proposals/{body['proposal']['id']}/accept", headers=user.headers
    )
    assert accepted.status_code == 200
    body = chat(client, user, message)

    presses = {"leg-press", "short-range-leg-press", "single-leg-press"}
    proposal = body["proposal"]
    assert proposal is not None and proposal["type"] in ("UPDATE_DAY", "UPDATE_WEEK")
    for day in days_of(proposal).values():
        assert not presses & set(slugs(day))


def _needs(slug: str, gear: str) -> bool:
    return all(gear in option for option in CATALOG[slug].gear_options)


@pytest.mark.parametrize(
    "message",
    [
        "every bench in the gym is taken rn, what can I do instead of bench press",
        "ม้านั่งเต็มอีกแล้ว ตอนนี้ยืนรออยู่เลย ทำอะไรแทนเบนช์เพรสได้บ้าง",
        "ベンチが全部埋まってる。ベンチプレスの代わりに何やればいい？",
    ],
)
def test_a_busy_bench_takes_out_a_lift_that_needs_it(client, gym_user, message) -> None:
    user, week = gym_user
    body = chat(client, user, message)

    proposal = body["proposal"]
    assert (proposal["type"], proposal["target_day"]) == ("UPDATE_DAY", "monday")
    before = [s for s in slugs(week["monday"]) if _needs(s, "flat bench")]
    after = [s for s in slugs(proposal["data"]) if _needs(s, "flat bench")]
    assert len(after) < len(before)
