from __future__ import annotations

from datetime import date, timedelta

from fitcoach.memory.models import MemoryChange, Tier1Entry, Tier2Entry


def _remember(repository, user, now):
    changes = [
        MemoryChange(
            operation="CREATE",
            tier="tier_1_staples",
            entry=Tier1Entry(category="goal", fact="Hypertrophy, chest priority"),
        ),
        MemoryChange(
            operation="CREATE",
            tier="tier_2_physiological",
            entry=Tier2Entry(
                body_part="Hamstrings",
                condition="soreness",
                fact="Sore hamstrings after deadlifts",
                effective_date=date(2026, 9, 16),
                expires_at=now + timedelta(hours=48),
            ),
        ),
    ]
    return repository.apply_memory_changes(user.user_id, changes, now)


def test_memory_lists_unexpired_items_with_ids(client, register, repository, clock):
    user = register()
    staple, soreness = _remember(repository, user, clock.now())
    body = client.get("/api/memory", headers=user.headers).json()
    assert set(body) == {"tier_1_staples", "tier_2_physiological", "tier_3_situational"}
    assert body["tier_1_staples"][0]["id"] == staple.id
    assert body["tier_1_staples"][0]["category"] == "goal"
    assert body["tier_2_physiological"][0]["id"] == soreness.id
    assert body["tier_2_physiological"][0]["condition"] == "soreness"
    clock.set(clock.now() + timedelta(hours=48, seconds=1))
    later = client.get("/api/memory", headers=user.headers).json()
    assert [item["id"] for item in later["tier_1_staples"]] == [staple.id]
    assert later["tier_2_physiological"] == []


def test_the_user_can_make_the_coach_forget(client, register, repository, clock):
    user = register()
    staple, _ = _remember(repository, user, clock.now())
    response = client.delete(f"/api/memory/{staple.id}", headers=user.headers)
    assert response.status_code == 204
    assert client.get("/api/memory", headers=user.headers).json()["tier_1_staples"] == []
    again = client.delete(f"/api/memory/{staple.id}", headers=user.headers)
    assert again.status_code == 404
    assert again.json()["code"] == "memory_not_found"
    history = repository.memory_history(user.user_id, staple.id)
    assert [(h["operation"], h["actor"]) for h in history] == [
        ("CREATE", "chat"),
        ("DELETE", "user"),
    ]


def test_the_panel_shows_facts_in_the_language_the_user_chats_in(client, register):
    user = register()
    said = client.post(
        "/api/coach/chat",
        json={"message": "Mam w domu hantle do 20 kg i ławkę, trenuję w pon, śr i pt po 45 minut"},
        headers=user.headers,
    )
    assert said.status_code == 200
    body = client.get("/api/memory", headers=user.headers).json()
    staples = body["tier_1_staples"]
    assert staples, "the onboarding message wrote the user's gear and schedule"
    for item in staples:
        assert item["shown"]  # every entry carries its shown text
    gear = next(i for i in staples if i["category"] == "equipment")
    assert gear["shown"] != gear["fact"]  # Polish, rendered from the payload
    assert "hantle" in gear["shown"].lower()


def test_an_english_user_reads_the_stored_fact(client, register, repository, clock):
    user = register()
    _remember(repository, user, clock.now())
    body = client.get("/api/memory", headers=user.headers).json()
    staple = body["tier_1_staples"][0]
    assert staple["shown"] == staple["fact"].rstrip(".")
