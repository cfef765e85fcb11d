"""GET /api/coach/history: the conversation and pending proposals, restorable anywhere.

Runs on SQLite, and on PostgreSQL with FITCOACH_TEST_DATABASE_URL set (see conftest).
"""

from __future__ import annotations

from datetime import timedelta

ONBOARD = (
    "I train at home with dumbbells up to 50 lb and a bench. I want to build muscle, "
    "4 days a week, 45 minutes."
)


def _say(client, user, clock, message):
    clock.set(clock.now() + timedelta(seconds=30))  # turns a real user makes are apart in time
    response = client.post("/api/coach/chat", json={"message": message}, headers=user.headers)
    assert response.status_code == 200, response.text
    return response.json()


def _history(client, user, **params):
    response = client.get("/api/coach/history", params=params, headers=user.headers)
    assert response.status_code == 200, response.text
    return response.json()


def test_a_new_user_has_an_empty_history(client, register):
    body = _history(client, register())
    assert body == {"turns": [], "pending_proposals": [], "next_before": None}


def test_the_conversation_comes_back_newest_first_with_its_pending_proposal(
    client, register, clock
):
    user = register()
    first = _say(client, user, clock, "hi")
    second = _say(client, user, clock, ONBOARD)
    assert second["proposal"]["type"] == "UPDATE_WEEK"

    body = _history(client, user)
    assert [t["message"] for t in body["turns"]] == [ONBOARD, "hi"]
    assert [t["reply"] for t in body["turns"]] == [second["message"], first["message"]]
    newest, oldest = body["turns"]
    assert oldest["proposal"] is None and oldest["route"] == "NONE"
    staged = newest["proposal"]
    assert staged["id"] == second["proposal"]["id"]
    assert staged["status"] == "pending"
    assert staged["data"] == second["proposal"]["data"]
    assert staged["summary_diff"] == second["proposal"]["summary_diff"]
    assert [p["id"] for p in body["pending_proposals"]] == [staged["id"]]
    assert body["next_before"] is None


def test_a_decided_proposal_shows_its_status_and_leaves_the_pending_list(client, register, clock):
    user = register()
    reply = _say(client, user, clock, ONBOARD)
    proposal_id = reply["proposal"]["id"]
    accepted = client.post(f"/api/coach/proposals/{proposal_id}/accept", headers=user.headers)
    assert accepted.status_code == 200

    body = _history(client, user)
    assert body["turns"][0]["proposal"]["status"] == "accepted"
    assert body["pending_proposals"] == []


def test_pages_walk_back_through_every_turn_once(client, register, clock):
    user = register()
    said = [f"question number {i}: how many sets should I do?" for i in range(5)]
    for message in said:
        _say(client, user, clock, message)

    seen: list[str] = []
    before = None
    pages = 0
    while True:
        params = {"limit": 2} if before is None else {"limit": 2, "before": before}
        body = _history(client, user, **params)
        pages += 1
        seen += [t["message"] for t in body["turns"]]
        before = body["next_before"]
        if before is None:
            break
    assert pages == 3
    assert seen == list(reversed(said))


def test_turns_of_the_same_instant_still_page_without_gaps(client, register):
    """A frozen clock (FITCOACH_NOW) gives every turn one timestamp; ids break the tie."""
    user = register()
    for i in range(4):
        response = client.post(
            "/api/coach/chat", json={"message": f"tip {i} on sleep?"}, headers=user.headers
        )
        assert response.status_code == 200
    first = _history(client, user, limit=3)
    rest = _history(client, user, limit=3, before=first["next_before"])
    ids = [t["id"] for t in first["turns"] + rest["turns"]]
    assert len(ids) == 4 and len(set(ids)) == 4
    assert rest["next_before"] is None


def test_another_users_history_is_invisible_and_their_cursor_refused(client, register, clock):
    alice, bob = register(), register()
    _say(client, alice, clock, ONBOARD)
    _say(client, alice, clock, "hi")
    assert _history(client, bob)["turns"] == []
    assert _history(client, bob)["pending_proposals"] == []

    alice_turn = _history(client, alice)["turns"][0]["id"]
    response = client.get("/api/coach/history", params={"before": alice_turn}, headers=bob.headers)
    assert response.status_code == 404
    assert response.json()["code"] == "unknown_cursor"


def test_bad_parameters_are_4xx_and_auth_is_required(client, register):
    user = register()
    for params in ({"limit": 0}, {"limit": 101}, {"limit": "ten"}, {"before": "x" * 41}):
        response = client.get("/api/coach/history", params=params, headers=user.headers)
        assert response.status_code == 422, params
        assert set(response.json()) == {"detail", "code", "request_id"}
    assert client.get("/api/coach/history").status_code == 401


def test_the_route_is_documented_with_its_response_model(client):
    schema = client.get("/openapi.json").json()
    operation = schema["paths"]["/api/coach/history"]["get"]
    ref = operation["responses"]["200"]["content"]["application/json"]["schema"]["$ref"]
    model = schema["components"]["schemas"][ref.rsplit("/", 1)[1]]
    assert set(model["properties"]) == {"turns", "pending_proposals", "next_before"}
    assert {p["name"] for p in operation["parameters"]} == {"before", "limit"}
