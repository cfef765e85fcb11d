"""Through POST /api/coach/chat on the real app: a question is answered as asked, and a
question changes nothing.

- a lift that went down on a diet is a strength question, never a medical hold, and the
  answer names the user's logged lift and numbers;
- a form fault on a named lift ("swingy half reps", "I shrug", "肩がすくむ") gets that
  lift's technique card, not the neighbouring plateau topic;
- a request to write something for the user (a toast, a speech) is declined honestly, not
  read as an event to plan around;
- thanks said as "appreciate it" is thanks, not "I won't guess";
- return to heavy floor pulls after a back tweak, training on a run of night shifts,
  creaky-but-painless knees at an older age and the leg press with weak bones get their
  own topics, not a neighbour's card."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from chat_support import chat, memory, onboard

MONDAY = datetime(2026, 9, 14, 10, 0, tzinfo=UTC)
GYM = (
    "Full gym: barbell, squat rack, bench, dumbbells, cables and a pull-up bar. Strength "
    "goal, Monday Wednesday Friday, 60 minutes."
)


@pytest.fixture
def user(client, register, clock):
    clock.set(MONDAY)
    user = register(units="lb")
    onboard(client, user, GYM)
    return user


def ask(client: Any, user: Any, message: str) -> str:
    """A question: nothing staged, nothing remembered."""
    body = chat(client, user, message)
    assert body["proposal"]["type"] == "NONE", body
    assert body["memory_mutations"] == [], body["memory_mutations"]
    reply: str = body["message"]
    return reply


def _log_bench(client: Any, user: Any, weights: tuple[int, ...]) -> None:
    for days_ago, weight in zip((15, 8, 1), weights, strict=True):
        response = client.post(
            "/api/workouts/log",
            headers=user.headers,
            json={
                "completed_at": (MONDAY - timedelta(days=days_ago)).isoformat(),
                "exercises_logged": [
                    {
                        "exercise_id": "flat-bb-bench-press",
                        "sets": [{"weight": weight, "reps": 5, "rir": 1}] * 3,
                    }
                ],
            },
        )
        assert response.status_code == 201, response.text


@pytest.mark.parametrize(
    "message",
    [
        "is it normal my bench dropped like 15 lbs in 3 weeks on a cut or am i losing muscle",
        "eating 1800 a day now and my bench went down 10 lbs in 2 weeks, am I losing muscle?",
        "since I started dieting my bench has gone down, is that muscle loss?",
    ],
)
def test_a_lift_that_dropped_on_a_cut_is_a_strength_question_with_the_logged_numbers(
    client, user, message
):
    _log_bench(client, user, (205, 195, 190))
    reply = ask(client, user, message)
    assert "doctor" not in reply and "emergency" not in reply
    assert "Barbell Bench Press" in reply  # their lift, from the logs
    assert "190" not in reply or "→" in reply  # numbers come as the logged trend
    assert "fatigue" in reply and "protein" in reply
    stored = memory(client, user)
    assert stored["tier_2_physiological"] == []  # no medical hold


def test_a_body_weight_crash_rate_still_raises_the_hold(client, user):
    body = chat(client, user, "I dropped 12 kg in 3 weeks by barely eating, is that ok?")
    assert "doctor" in body["message"] or "professional" in body["message"]


@pytest.mark.parametrize(
    ("message", "card", "fault"),
    [
        (
            "my pull ups are all swinging and half reps, how do I do a proper one",
            "**Pull-Up**",
            "full hang",
        ),
        ("i shrug my shoulders up on pull ups, how do i fix that", "Pull-Up", "shoulder blades"),
        ("懸垂で肩がすくむんですが、どう直せばいいですか？", "Pull-Up", "肩甲骨"),
    ],
)
def test_a_form_fault_on_a_named_lift_gets_its_technique_cues(client, user, message, card, fault):
    reply = ask(client, user, message)
    assert card in reply
    assert fault in reply
    assert "plateau" not in reply and "停滞" not in reply


@pytest.mark.parametrize(
    "message",
    [
        "random one but can you help me write a toast for my son's wedding next month?",
        "could you write me a best man speech, the wedding is on the 3rd",
        "pls draft a short email to my landlord about the boiler",
    ],
)
def test_a_writing_request_is_declined_not_planned_around(client, user, message):
    reply = ask(client, user, message)
    assert "coach" in reply and "training" in reply
    assert "Which day" not in reply and "wedding" not in reply.lower()


@pytest.mark.parametrize(
    "message", ["appreciate it bro 🙏", "really appreciated, coach", "appreciate that!"]
)
def test_appreciation_is_thanks(client, user, message):
    reply = ask(client, user, message)
    assert "won't guess" not in reply and "not sure" not in reply
    assert "**" not in reply  # no menu of intents


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "how long should I stay off heavy pulling from the floor after tweaking my back?",
            "deadlift",
        ),
        (
            "doing a run of nights this week: train before I sleep in the morning or after I "
            "wake up?",
            "night shift",
        ),
        (
            "my knees were creaky on the stairs today, no pain, just stiff. normal at my age?",
            "without pain",
        ),
        ("is the leg press ok for my spine with my bones being thin?", "leg press"),
        ("when I hip thrust the dumbbell digs into my hip bones, where should it sit?", "pad"),
    ],
)
def test_questions_get_their_own_topic_not_a_neighbour(client, user, message, expected):
    reply = ask(client, user, message)
    assert expected in reply.lower() or expected in reply
    assert "pelvic" not in reply.lower() and "caffeine" not in reply.lower()
    assert "2023 training study" not in reply  # no glute-exercise card tacked on


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("would it be stupid to still go climbing on saturday if I keep it easy?", "shoulder"),
        ("can I still do my easy swim on sunday?", "pain-free"),
        ("czy mogę nadal pójść pobiegać w sobotę, spokojnie?", "goi"),
    ],
)
def test_a_sport_asked_about_with_a_strain_on_file_is_answered_from_it(
    client, user, message, expected
):
    staged = chat(
        client,
        user,
        "tweaked my right shoulder yesterday, it pinches when I reach overhead. "
        "sort friday so it doesn't get worse",
    )
    assert staged["memory_mutations"], staged
    reply = ask(client, user, message)
    assert expected in reply
    assert "won't guess" not in reply and "nie chcę" not in reply.lower()


def test_without_a_strain_on_file_a_sport_question_gets_no_strain_advice(client, user):
    reply = ask(client, user, "can I still go for my easy swim on sunday?")
    assert "healing" not in reply


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("won by KO in the second round!! thanks for sorting my week coach", "Congratulations"),
        ("wygrałem walkę na punkty, dzięki trenerze!", "Gratulacje"),
        ("ชนะน็อคยก 2 ครับ ขอบคุณโค้ชมากครับ", "ยินดีด้วย"),
    ],
)
def test_thanks_told_with_a_win_congratulates_and_advises_rest(client, user, message, expected):
    reply = ask(client, user, message)
    assert expected in reply
    assert "today" not in reply and "dziś" not in reply  # no "next session today" after a fight


@pytest.mark.parametrize(
    ("message", "card"),
    [
        (
            "is it true I should max out deadlifts to get faster? also my pull ups swing a lot, "
            "how do I do a proper one",
            "**Pull-Up**",
        ),
        ("squats feel fine, but on rows my back rounds, how do I fix it", "Row"),
    ],
)
def test_a_form_question_naming_two_lifts_is_about_the_one_it_asks_of(client, user, message, card):
    reply = ask(client, user, message)
    assert card in reply
    assert "**Conventional Deadlift**" not in reply and "**Barbell Back Squat**" not in reply


def test_a_what_question_about_a_sport_is_no_strain_decision(client, user):
    chat(client, user, "rolled my left ankle yesterday, a bit sore. make friday easy on it")
    reply = ask(client, user, "what shoes should I even be running in? mine are old trainers")
    assert "healing" not in reply
