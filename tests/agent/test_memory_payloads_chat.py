"""Through the API with the embedded brain: a trip is a dated event whose gear holds on the
trip's days only, and the permanent equipment survives it."""

from __future__ import annotations

from fitcoach.catalog import CATALOG

ONBOARD = (
    "I train in my garage gym: a barbell, a squat rack, a flat bench and dumbbells up to "
    "60 lb. I want to get stronger. I can train Monday, Wednesday, Friday and Saturday, "
    "60 minutes."
)
TRIP = "I'm in Berlin from Friday to Sunday for work, only a hotel gym with dumbbells up to 25 kg"


def _chat(client, user, message):
    reply = client.post("/api/coach/chat", headers=user.headers, json={"message": message})
    assert reply.status_code == 200, reply.text
    return reply.json()


def test_a_trip_changes_the_gear_on_its_days_only(client, register):
    user = register()
    first = _chat(client, user, ONBOARD)
    accepted = client.post(
        f"/api/coach/proposals/{first['proposal']['id']}/accept", headers=user.headers
    )
    assert accepted.status_code == 200, accepted.text

    _chat(client, user, TRIP)
    memory = client.get("/api/memory", headers=user.headers).json()
    (equipment,) = [e for e in memory["tier_1_staples"] if e["category"] == "equipment"]
    assert {"barbell", "squat rack"} <= set(equipment["payload"]["gear"])  # not overwritten
    (trip,) = memory["tier_3_situational"]
    assert trip["payload"]["kind"] == "trip"
    assert (trip["payload"]["start"], trip["payload"]["end"]) == ("2026-09-18", "2026-09-20")
    assert set(trip["payload"]["gear"]) == {"dumbbells", "bodyweight"}
    assert trip["payload"]["dumbbells"] == {"min": None, "max": 25.0, "unit": "kg"}

    rebuilt = _chat(client, user, "Please rebuild my whole week")
    days = rebuilt["proposal"]["data"]["days"]

    def needs_more_than_dumbbells(day: str) -> list[str]:
        return [
            item["exercise_id"]
            for block in days[day]["blocks"]
            for item in block["exercises"]
            if not CATALOG[item["exercise_id"]].available_with({"dumbbells"})
        ]

    for away in ("friday", "saturday"):
        assert days[away]["blocks"], f"{away} is a training day"
        assert needs_more_than_dumbbells(away) == [], away
    assert needs_more_than_dumbbells("wednesday") or needs_more_than_dumbbells("monday")
