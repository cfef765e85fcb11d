from __future__ import annotations

# The spec's compact index (section 3.2 of the digest), in its order.
SPEC_SLUGS = [
    "flat-bb-bench-press",
    "incline-db-bench-press",
    "flat-db-bench-press",
    "push-up",
    "cable-chest-flye",
    "db-chest-flye",
    "conventional-deadlift",
    "pull-up",
    "lat-pulldown",
    "barbell-bent-over-row",
    "single-arm-db-row",
    "seated-cable-row",
    "chest-supported-db-row",
    "standing-overhead-press",
    "seated-db-shoulder-press",
    "arnold-press",
    "db-lateral-raise",
    "cable-lateral-raise",
    "rear-delt-db-flye",
    "face-pull",
    "barbell-back-squat",
    "goblet-squat",
    "db-walking-lunge",
    "bulgarian-split-squat",
    "leg-press",
    "leg-extension",
    "romanian-deadlift",
    "db-romanian-deadlift",
    "lying-hamstring-curl",
    "seated-hamstring-curl",
    "standing-calf-raise",
    "standing-db-bicep-curl",
    "incline-db-curl",
    "barbell-curl",
    "cable-rope-tricep-pushdown",
    "skull-crusher",
    "overhead-db-tricep-extension",
    "hanging-leg-raise",
    "cable-woodchopper",
    "plank",
    "ab-wheel-rollout",
]


def test_exactly_the_spec_slugs_in_index_order(client, register):
    user = register()
    response = client.get("/api/exercises", headers=user.headers)
    assert response.status_code == 200
    body = response.json()
    assert len(SPEC_SLUGS) == 41
    assert body["count"] == 41
    assert [exercise["slug"] for exercise in body["exercises"]] == SPEC_SLUGS


def test_one_exercise_has_its_metadata(client, register):
    user = register()
    body = client.get("/api/exercises/incline-db-bench-press", headers=user.headers).json()
    assert body["name"] == "Incline DB Bench Press"
    assert body["primary_muscles"] == ["Chest"]
    assert body["priority"] == 1
    assert ["dumbbells", "incline bench"] in body["gear_options"]


def test_unknown_slug_is_404_with_the_error_shape(client, register):
    user = register()
    response = client.get("/api/exercises/bench-press-deluxe", headers=user.headers)
    assert response.status_code == 404
    assert response.json()["code"] == "unknown_exercise"


def test_the_encyclopedia_needs_a_token(client):
    assert client.get("/api/exercises").status_code == 401
    assert client.get("/api/exercises/push-up").status_code == 401
