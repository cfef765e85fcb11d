from datetime import UTC, date, datetime, timedelta

from fitcoach.memory.models import MemoryItem, MemoryMutation, Tier1Entry, Tier2Entry
from fitcoach.memory.rules import active_items, check_mutations, preview
from fitcoach.memory.ttl import event_expiry

NOW = datetime(2026, 9, 14, 10, 0, tzinfo=UTC)
TODAY = date(2026, 9, 14)


def _item(id_: str, entry, tier="tier_1_staples") -> MemoryItem:
    return MemoryItem(id=id_, tier=tier, entry=entry, created_at=NOW, updated_at=NOW)


EQUIPMENT = _item(
    "mem_eq",
    Tier1Entry(
        category="equipment", fact="Home gym with dumbbells up to 50 lb and adjustable bench."
    ),
)
SORE = _item(
    "mem_sore",
    Tier2Entry(
        body_part="hamstrings",
        condition="soreness",
        fact="Hamstrings sore after squats.",
        effective_date=date(2026, 9, 13),
        expires_at=datetime(2026, 9, 16, tzinfo=UTC),
    ),
    tier="tier_2_physiological",
)


def check(mutations, held=(EQUIPMENT, SORE), now=NOW):
    return check_mutations(mutations, list(held), now=now, today=now.date(), timezone="UTC")


def test_soreness_gets_72_hours_and_strain_five_days_by_default():
    result = check(
        [
            MemoryMutation(
                operation="CREATE",
                target_tier="tier_2_physiological",
                entry={"body_part": "quads", "condition": "soreness", "fact": "Quads sore."},
                reason="reported",
            ),
            MemoryMutation(
                operation="CREATE",
                target_tier="tier_2_physiological",
                entry={"body_part": "shoulder", "condition": "minor_strain", "fact": "Pinchy."},
                reason="reported",
            ),
        ]
    )
    assert [c.entry.expires_at for c in result.changes] == [
        NOW + timedelta(hours=72),
        NOW + timedelta(days=5),
    ]
    assert all(c.entry.effective_date == TODAY for c in result.changes)
    assert result.dropped == []


def test_the_same_fact_said_again_creates_nothing():
    result = check(
        [
            MemoryMutation(
                operation="CREATE",
                target_tier="tier_1_staples",
                entry={
                    "category": "equipment",
                    "fact": "home gym with Dumbbells up to 50 lb, and adjustable bench",
                },
                reason="again",
            )
        ]
    )
    assert result.changes == []
    assert result.dropped[0][1] == "already in memory"


def test_a_second_soreness_of_the_same_part_is_a_duplicate_but_a_new_part_is_not():
    same = MemoryMutation(
        operation="CREATE",
        target_tier="tier_2_physiological",
        entry={"body_part": "Hamstrings", "condition": "soreness", "fact": "Legs sore"},
    )
    other = same.model_copy(
        update={"entry": {"body_part": "calves", "condition": "soreness", "fact": "Calves sore"}}
    )
    result = check([same, other])
    assert [c.entry.body_part for c in result.changes] == ["calves"]


def test_update_and_delete_must_name_a_live_memory_in_the_right_tier():
    result = check(
        [
            MemoryMutation(
                operation="DELETE", target_tier="tier_2_physiological", memory_id="nope"
            ),
            MemoryMutation(operation="DELETE", target_tier="tier_1_staples", memory_id="mem_sore"),
            MemoryMutation(
                operation="UPDATE",
                target_tier="tier_1_staples",
                memory_id="mem_eq",
                entry={"category": "equipment", "fact": "Dumbbells up to 80 lb and a bench."},
            ),
            MemoryMutation(
                operation="DELETE", target_tier="tier_2_physiological", memory_id="mem_sore"
            ),
        ]
    )
    assert [(c.operation, c.memory_id) for c in result.changes] == [
        ("UPDATE", "mem_eq"),
        ("DELETE", "mem_sore"),
    ]
    assert len(result.dropped) == 2


def test_expired_memory_cannot_be_targeted_and_is_not_active():
    later = NOW + timedelta(days=3)
    assert [i.id for i in active_items([EQUIPMENT, SORE], later)] == ["mem_eq"]
    result = check(
        [
            MemoryMutation(
                operation="DELETE", target_tier="tier_2_physiological", memory_id="mem_sore"
            )
        ],
        now=later,
    )
    assert result.changes == []


def test_invalid_entries_are_dropped_with_a_reason():
    result = check(
        [
            MemoryMutation(
                operation="CREATE",
                target_tier="tier_1_staples",
                entry={"category": "mood", "fact": "happy"},
            ),
            MemoryMutation(operation="CREATE", target_tier="tier_1_staples"),
        ]
    )
    assert result.changes == []
    assert "category" in result.dropped[0][1]
    assert "needs an entry" in result.dropped[1][1]


def test_event_defaults_and_preview():
    result = check(
        [
            MemoryMutation(
                operation="CREATE",
                target_tier="tier_3_situational",
                entry={
                    "event": "36-hole golf tournament",
                    "fact": "Golf tournament Saturday; keep back, forearms, shoulders fresh.",
                    "expires_at": event_expiry(date(2026, 9, 19), "Europe/Warsaw").isoformat(),
                },
            )
        ]
    )
    (change,) = result.changes
    assert change.entry.week_start_date == date(2026, 9, 14)
    assert change.entry.expires_at == datetime(2026, 9, 19, 22, 0, tzinfo=UTC)
    after = preview([EQUIPMENT, SORE], result.changes, NOW)
    assert {i.tier for i in after} == {
        "tier_1_staples",
        "tier_2_physiological",
        "tier_3_situational",
    }
