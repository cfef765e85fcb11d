"""What a user tells the coach mid-conversation lands in the right memory tier through
POST /api/coach/chat: a dated ride or race is kept (tier 3) and forgotten when it is
called off; a standing refusal of a lift, a plain-language wish and a chronic condition
said later are staples (tier 1)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from chat_support import chat, current, memory, onboard

MONDAY = datetime(2026, 9, 14, 10, 0, tzinfo=UTC)
ONBOARD = (
    "full gym with barbell, rack, dumbbells, cables and a pull up bar. goal strength. "
    "monday wednesday friday, 60 min. no injuries"
)


def tier(client: Any, user: Any, name: str) -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = memory(client, user)[name]
    return entries


def staples(client: Any, user: Any, category: str) -> list[dict[str, Any]]:
    return [e for e in tier(client, user, "tier_1_staples") if e["category"] == category]


@pytest.mark.parametrize(
    ("event", "called_off"),
    [
        (
            "got a 160km sportive on saturday the 19th, need fresh legs for it",
            "forget the sportive, it's been cancelled, roads are flooded",
        ),
        (
            "doing a gran fondo this saturday, keep my legs fresh",
            "the gran fondo got called off, gutted",
        ),
        (
            "hyrox is on saturday the 19th, don't want dead legs",
            "hyrox is cancelled, venue problems",
        ),
    ],
)
def test_a_dated_ride_is_kept_then_forgotten(client, user, event, called_off):
    onboard(client, user, ONBOARD)

    body = chat(client, user, event)

    assert body["proposal"]["type"] == "UPDATE_WEEK"
    assert len(tier(client, user, "tier_3_situational")) == 1

    body = chat(client, user, called_off)

    assert tier(client, user, "tier_3_situational") == []
    assert [m["operation"] for m in body["memory_mutations"]] == ["DELETE"]


@pytest.mark.parametrize(
    "wish",
    [
        "could you keep your explanations simple? I don't understand the gym words",
        "no fitness jargon please, the abbreviations lose me",
        "explain things in plain english please, I'm new to all of this",
    ],
)
def test_a_plain_words_wish_is_a_staple(client, user, wish):
    onboard(client, user, ONBOARD)
    before = current(client, user)

    body = chat(client, user, wish)

    prefs = staples(client, user, "preference")
    assert len(prefs) == 1 and "plain" in prefs[0]["fact"].lower()
    assert body["proposal"] is None or body["proposal"]["type"] == "NONE"
    assert "jargon" in body["message"]
    assert current(client, user)["version"] == before["version"]


def test_plain_words_stand_beside_the_coaching_voice(client, user):
    onboard(client, user, ONBOARD)
    chat(client, user, "give it to me straight, tough love please")

    chat(client, user, "and keep your explanations simple, no gym jargon")

    facts = sorted(e["fact"].lower() for e in staples(client, user, "preference"))
    assert len(facts) == 2
    assert any("plain" in f for f in facts) and any("tough" in f for f in facts)


@pytest.mark.parametrize(
    ("refusal", "name"),
    [
        ("pls stop putting pull ups on my gym days, I climb enough", "pull"),
        ("can you quit programming dips for me, I just hate them", "dip"),
        ("stop giving me burpees, they're miserable", "burpee"),
    ],
)
def test_stop_putting_a_lift_in_is_a_standing_refusal(client, user, refusal, name):
    onboard(client, user, ONBOARD)

    chat(client, user, refusal)

    prefs = staples(client, user, "preference")
    assert len(prefs) == 1 and name in prefs[0]["fact"].lower()


@pytest.mark.parametrize(
    "condition",
    [
        "oh and I've got arthritis at the base of both thumbs, gripping heavy dumbbells hurts. "
        "keep that in mind",
        "forgot to say, arthritis in my fingers, heavy grip gets painful after a while",
        "also I have osteoarthritis in my thumbs, please remember that",
    ],
)
def test_a_chronic_grip_condition_said_later_is_a_staple(client, user, condition):
    onboard(client, user, ONBOARD)

    body = chat(client, user, condition)

    chronic = staples(client, user, "chronic_condition")
    assert len(chronic) == 1, body["message"]
    fact = chronic[0]["fact"].lower()
    assert "thumb" in fact or "finger" in fact
    assert tier(client, user, "tier_2_physiological") == []


TUE_THU = (
    "gym with barbell, rack, leg press, cables and dumbbells. goal stronger legs for cycling. "
    "tuesday and thursday, 45 min"
)


@pytest.mark.parametrize(
    "event",
    [
        "I've got a 180km sportive on sunday the 20th, legs need to be fresh",
        "marathon this sunday! don't want tired legs",
        "doing a gran fondo on sunday the 20th, keep my legs fresh for it",
    ],
)
def test_a_long_event_keeps_thursday_legs_light(client, user, event):
    onboard(client, user, TUE_THU)
    before = current(client, user)["days"]["thursday"]

    body = chat(client, user, event)

    assert body["proposal"]["type"] == "UPDATE_WEEK", body["message"]
    assert "lighter" in body["message"]
    after = body["proposal"]["data"]["days"]["thursday"]
    assert after != before
    assert len(tier(client, user, "tier_3_situational")) == 1


ILL = "got the flu, 38.4 fever since last night and everything aches. skip wednesday please"


@pytest.mark.parametrize(
    ("better", "staged"),
    [
        ("fever's gone and I feel fine now", False),
        ("fever broke two days ago and I feel like myself again. can friday be an easy one", True),
        ("all over the flu now, could friday be lighter to ease back in?", True),
    ],
)
def test_well_again_clears_the_illness_note(client, user, better, staged):
    onboard(client, user, ONBOARD)
    chat(client, user, ILL)
    assert len(tier(client, user, "tier_2_physiological")) == 1

    body = chat(client, user, better)

    assert tier(client, user, "tier_2_physiological") == []
    if staged:
        assert body["proposal"]["type"] == "UPDATE_DAY"
        assert body["proposal"]["target_day"] == "friday"
    else:
        assert body["proposal"] is None or body["proposal"]["type"] == "NONE"
        assert "cleared the illness note" in body["message"]


def test_fever_free_but_not_well_keeps_the_note(client, user):
    onboard(client, user, ONBOARD)
    chat(client, user, ILL)

    chat(client, user, "fever's gone but I'm still wiped out, maybe 70%")

    assert len(tier(client, user, "tier_2_physiological")) == 1


@pytest.mark.parametrize(
    "detail",
    [
        "ugh my flight back friday is at 7am, just make friday a rest day",
        "flying home early friday morning so make friday a rest day",
        "the hotel checkout is friday at 6am, rest day friday please",
    ],
)
def test_a_detail_of_a_trip_on_file_is_no_second_trip(client, user, detail):
    onboard(client, user, ONBOARD)
    body = chat(client, user, "flying to Denver wed through fri for work, hotel gym is tiny")
    assert len(tier(client, user, "tier_3_situational")) == 1

    body = chat(client, user, detail)

    assert body["proposal"]["type"] == "UPDATE_DAY"
    assert body["proposal"]["target_day"] == "friday"
    assert all(m["target_tier"] != "tier_3_situational" for m in body["memory_mutations"])
    assert len(tier(client, user, "tier_3_situational")) == 1


MON_THU_SAT = "full gym. goal strength. monday thursday saturday, 50 min. no injuries"


@pytest.mark.parametrize(
    ("shifts", "days", "lasts"),
    [
        (
            "rota's out, they've put me on nights wed thu fri this week so thursday's out. "
            "move it to tuesday",
            "Wednesday, Thursday and Friday",
            "this week",
        ),
        (
            "new rota, I'm on nights mon-thu for the next month so I can only train fri sat sun",
            "Monday, Tuesday, Wednesday and Thursday",
            "for the next month",
        ),
        (
            "on earlies thu-fri for the next couple of weeks so move thursday to wednesday",
            "Thursday and Friday",
            "for the next 2 weeks",
        ),
    ],
)
def test_a_stretch_of_shifts_is_a_situation_not_the_schedule(client, user, shifts, days, lasts):
    onboard(client, user, MON_THU_SAT)
    goal_before = staples(client, user, "goal")

    body = chat(client, user, shifts)

    assert body["proposal"] is not None and body["proposal"]["type"] != "NONE"
    notes = tier(client, user, "tier_3_situational")
    assert len(notes) == 1
    assert days in notes[0]["fact"] and lasts in notes[0]["fact"]
    assert staples(client, user, "goal") == goal_before


@pytest.mark.parametrize(
    "message",
    [
        "coming off a night shift thursday morning, can thursday be an easy one?",
        "got a late shift on friday so can friday be 30 min",
        "double shift tuesday, make tuesday short please",
    ],
)
def test_one_shift_is_that_days_news_not_a_stretch(client, user, message):
    onboard(client, user, MON_THU_SAT)

    chat(client, user, message)

    assert tier(client, user, "tier_3_situational") == []


def test_saying_the_shift_days_again_adds_no_second_note(client, user):
    onboard(client, user, MON_THU_SAT)
    chat(client, user, "on nights wed thu fri this week, move thursday to tuesday")

    chat(client, user, "actually since I'm on nights wed thu fri, make it monday instead")

    assert len(tier(client, user, "tier_3_situational")) == 1


@pytest.fixture
def newcomer(register, clock):
    clock.set(MONDAY)
    return register(units="kg")


@pytest.mark.parametrize(
    ("first", "rest", "focus"),
    [
        (
            "hi, I'm 52 and I want to get stronger, never lifted before. how do I begin?",
            "I've got two 6 kg dumbbells and bands at home. tuesday thursday saturday, 30 min",
            "strength",
        ),
        (
            "want to build muscle, where do I even start",
            "gym membership with everything. mon wed fri 60 minutes",
            "hypertrophy",
        ),
        (
            "I'd like to lose some weight and get fitter, can you help me?",
            "just a yoga mat and a kettlebell, 16kg. weekday mornings mon tue thu, 25 min",
            "fitness",
        ),
    ],
)
def test_a_profile_told_in_two_messages_writes_its_goal_once(client, newcomer, first, rest, focus):
    body = chat(client, newcomer, first)
    assert body["proposal"] is None or body["proposal"]["type"] == "NONE"
    assert staples(client, newcomer, "goal") == []

    body = chat(client, newcomer, rest)

    assert body["proposal"]["type"] == "UPDATE_WEEK"
    goals = [
        m
        for m in body["memory_mutations"]
        if m.get("entry", {}) and m["entry"].get("category") == "goal"
    ]
    assert [m["operation"] for m in goals] == ["CREATE"]
    assert focus in goals[0]["entry"]["fact"].lower()


@pytest.mark.parametrize(
    ("changed", "end"),
    [
        ("flight got moved, I'm flying home thursday night now", "Thursday 17 Sep"),
        ("flying back early, thursday evening, so friday is normal", "Thursday 17 Sep"),
        ("they extended the trip, I'm staying till saturday now", "Saturday 19 Sep"),
    ],
)
def test_a_trip_whose_way_home_moved_is_updated(client, user, changed, end):
    onboard(client, user, ONBOARD)
    chat(client, user, "in Denver wed to fri this week for work, hotel gym has dumbbells only")
    before = tier(client, user, "tier_3_situational")
    assert len(before) == 1

    body = chat(client, user, changed)

    assert body["proposal"]["type"] == "UPDATE_WEEK"
    notes = tier(client, user, "tier_3_situational")
    assert len(notes) == 1 and notes[0]["id"] == before[0]["id"]
    assert end in notes[0]["fact"]
