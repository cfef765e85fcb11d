from __future__ import annotations

from fitcoach.catalog import CATALOG

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


def test_the_spec_slugs_lead_in_index_order_and_the_whole_library_follows(client, register):
    user = register()
    response = client.get("/api/exercises", headers=user.headers)
    assert response.status_code == 200
    body = response.json()
    assert len(SPEC_SLUGS) == 41
    slugs = [exercise["slug"] for exercise in body["exercises"]]
    assert slugs[:41] == SPEC_SLUGS
    # every entry of the library, once, in one unpaginated list
    assert body["count"] == len(slugs) == len(set(slugs)) == len(CATALOG) >= 120
    assert slugs == list(CATALOG)


def test_a_library_entry_serves_its_new_fields(client, register):
    user = register()
    body = client.get("/api/exercises/kb-swing", headers=user.headers).json()
    assert body["name"] == "Kettlebell Swing"
    assert body["gear_options"] == [["kettlebell"]]
    assert body["load_implement"] == "kettlebell"
    assert 2 <= len(body["cues"]) <= 3
    assert body["hold"] is False
    hold = client.get("/api/exercises/wall-sit", headers=user.headers).json()
    assert hold["hold"] is True and hold["joint_friendly"] == ["knee"]
    listed = client.get("/api/exercises", headers=user.headers).json()["exercises"]
    assert all(entry["cues"] for entry in listed)


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
