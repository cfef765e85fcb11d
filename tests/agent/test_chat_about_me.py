"""Through POST /api/coach/chat with the embedded brain: who the user says they are at
onboarding (age, experience, a bone condition, a runner's long run) reaches memory and
shapes the staged week."""

from __future__ import annotations

import json

from fitcoach.catalog import CATALOG

LEGS = {"Quads", "Hamstrings", "Glutes"}


def _chat(client, user, message):
    reply = client.post("/api/coach/chat", headers=user.headers, json={"message": message})
    assert reply.status_code == 200, reply.text
    return reply.json()


def _staged(reply):
    assert reply["proposal"]["type"] != "NONE", reply["message"]
    return reply["proposal"]["data"]["days"]


def _items(day):
    return [item for block in day["blocks"] for item in block["exercises"]]


def _goal_payloads(client, user):
    memory = client.get("/api/memory", headers=user.headers).json()
    return [e["payload"] for e in memory["tier_1_staples"] if e["payload"]["type"] == "goal"]


def test_an_older_first_timer_with_osteopenia_gets_the_careful_week(client, register):
    user = register()
    reply = _chat(
        client,
        user,
        "I'm 66, never lifted before, I have osteopenia. I have machines and dumbbells "
        "at my gym. Mon/Wed/Fri 45 min.",
    )
    days = _staged(reply)

    memory = client.get("/api/memory", headers=user.headers).json()
    conditions = [
        e["payload"] for e in memory["tier_1_staples"] if e["category"] == "chronic_condition"
    ]
    assert [c["name"] for c in conditions] == ["osteopenia"]
    (about,) = [p for p in _goal_payloads(client, user) if p["age"] is not None]
    assert (about["age"], about["experience"]) == (66, "beginner")

    trained = [name for name, day in days.items() if day["blocks"]]
    assert trained == ["monday", "wednesday", "friday"]
    leg_days = 0
    for name in trained:
        items = _items(days[name])
        for item in items:
            exercise = CATALOG[item["exercise_id"]]
            assert exercise.load_implement != "barbell", (name, item["exercise_id"])
            if exercise.hold:
                continue
            low = int(item["target_reps"].split("-")[0])
            assert low >= 8, (name, item["exercise_id"], item["target_reps"])  # no 1-5 rep work
        if any(
            CATALOG[i["exercise_id"]].is_compound and set(CATALOG[i["exercise_id"]].primary) & LEGS
            for i in items
        ):
            leg_days += 1
    assert leg_days >= 2  # loaded lower body at least twice a week, not deleted


def test_a_runner_gets_no_heavy_legs_in_the_two_days_before_the_long_run(client, register):
    user = register()
    reply = _chat(
        client,
        user,
        "I'm a runner with a long run every Saturday. Full gym. "
        "I can lift Monday, Wednesday and Thursday for 45 minutes.",
    )
    days = _staged(reply)
    (about,) = [p for p in _goal_payloads(client, user) if p["key_days"]]
    assert (about["key_days"], about["key_session"], about["kind"]) == (
        ["saturday"],
        "long run",
        "endurance",
    )

    def heavy_legs(day):
        return [
            item["exercise_id"]
            for item in _items(days[day])
            if CATALOG[item["exercise_id"]].is_compound
            and set(CATALOG[item["exercise_id"]].primary) & LEGS
            and (
                CATALOG[item["exercise_id"]].spinal_loading == "high"
                or CATALOG[item["exercise_id"]].load_implement == "barbell"
            )
        ]

    assert days["thursday"]["blocks"], "Thursday is a lifting day"
    assert heavy_legs("thursday") == []
    assert heavy_legs("friday") == []
    # the legs still train, earlier in the week
    assert heavy_legs("monday") + heavy_legs("wednesday")
    assert "long run" in json.dumps(reply["proposal"]["data"]).lower()  # the notes say how it fits


def test_a_question_or_a_one_off_race_leaves_the_about_me_fields_alone(client, register):
    user = register()
    _chat(client, user, "I'm 40, 3 years lifting. Full gym, Mon/Wed/Fri 60 min, hypertrophy.")
    _chat(client, user, "Could I still lift if I'm 41 next week?")
    _chat(client, user, "I have a race on Saturday")
    about = [p for p in _goal_payloads(client, user) if p["age"] is not None]
    assert [(p["age"], p["experience"], p["key_days"]) for p in about] == [(40, "intermediate", [])]


def test_the_goal_fact_says_in_words_what_its_payload_holds(client, register):
    user = register()
    reply = _chat(
        client, user, "I'm 66, never lifted before. Dumbbells at home, Mon/Wed/Fri 45 min."
    )
    memory = client.get("/api/memory", headers=user.headers).json()
    (goal,) = [e for e in memory["tier_1_staples"] if e["category"] == "goal"]
    assert "66 years old" in goal["fact"] and "new to lifting" in goal["fact"]
    assert (goal["payload"]["age"], goal["payload"]["experience"]) == (66, "beginner")
    # the brain's own memory operations, no more: the words ride on its goal write
    ops = [(m["operation"], m["target_tier"]) for m in reply["memory_mutations"]]
    assert ops.count(("CREATE", "tier_1_staples")) == len(memory["tier_1_staples"])


def test_onboarding_twice_writes_nothing_new(client, register):
    user = register()
    message = "I'm 66, never lifted before. Dumbbells at home, Mon/Wed/Fri 45 min."
    _chat(client, user, message)
    before = client.get("/api/memory", headers=user.headers).json()
    again = _chat(client, user, message)
    assert [m for m in again["memory_mutations"] if m["target_tier"] == "tier_1_staples"] == []
    assert client.get("/api/memory", headers=user.headers).json() == before
