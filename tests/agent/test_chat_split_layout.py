"""Issue 8 through POST /api/coach/chat: a split laid out at onboarding ("legs on tuesday
and friday", "nogi w poniedziałek i czwartek", "火金が脚") puts the leg work, squat
included, on the days named and keeps it off the others; it is a layout, not a priority,
so the goal on file claims no leg emphasis."""

from __future__ import annotations

from typing import Any

import pytest
from chat_support import chat

from fitcoach.catalog import CATALOG

LEGS = {"Quads", "Hamstrings", "Glutes"}


def leg_compounds(day: dict[str, Any]) -> list[str]:
    slugs = [item["exercise_id"] for block in day["blocks"] for item in block["exercises"]]
    return [s for s in slugs if CATALOG[s].is_compound and LEGS & set(CATALOG[s].primary)]


@pytest.mark.parametrize(
    ("message", "leg_days", "other_days"),
    [
        (
            "32, gym with everything, want to build muscle. 4 days: tuesday and friday are "
            "legs, wednesday and saturday upper, 60 min",
            ["tuesday", "friday"],
            ["wednesday", "saturday"],
        ),
        (
            "siłownia z pełnym sprzętem, chcę masę. trenuję pon wt czw pt po 50 minut, "
            "nogi w poniedziałek i czwartek",
            ["monday", "thursday"],
            ["tuesday", "friday"],
        ),
        (
            "ジムにバーベル、ダンベル、マシンがあります。週4回、月火木金、1回50分。火金が脚です。筋肥大したい",
            ["tuesday", "friday"],
            ["monday", "thursday"],
        ),
        (
            "full gym, 6 days mon-sat, 70 min, push pull legs with legs on wednesday and "
            "saturday, goal is size",
            ["wednesday", "saturday"],
            ["monday", "tuesday", "thursday", "friday"],
        ),
    ],
)
def test_a_laid_out_split_puts_the_legs_on_the_days_named(
    client, user, message, leg_days, other_days
):
    body = chat(client, user, message)

    assert body["proposal"]["type"] == "UPDATE_WEEK", body["message"]
    days = body["proposal"]["data"]["days"]
    by_name = {day["day_of_week"].lower(): day for day in days} if isinstance(days, list) else days
    for name in leg_days:
        assert leg_compounds(by_name[name]), (name, by_name[name]["title"])
        assert any(
            "Quads" in CATALOG[item["exercise_id"]].primary
            for block in by_name[name]["blocks"]
            for item in block["exercises"]
        ), name
    for name in other_days:
        assert not by_name[name]["is_rest_day"], name
        assert leg_compounds(by_name[name]) == [], (name, by_name[name]["title"])
    goals = [
        m["entry"]["fact"] for m in body["memory_mutations"] if m["entry"].get("category") == "goal"
    ]
    assert goals and not any("priority on quads" in fact.lower() for fact in goals), goals
