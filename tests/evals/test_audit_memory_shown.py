"""The eval's audit rebuilds the profile from GET /api/memory: the display-only `shown`
text beside each fact is not part of the stored entry."""

from __future__ import annotations

from fitcoach.evals.audit import memory_items


def test_the_shown_text_is_not_read_as_part_of_the_entry() -> None:
    groups = {
        "tier_1_staples": [
            {
                "id": "m1",
                "category": "goal",
                "fact": "Hypertrophy focus.",
                "shown": "cel: budowa mięśni",
                "created_at": "2026-09-14T10:00:00Z",
                "updated_at": "2026-09-14T10:00:00Z",
            }
        ]
    }
    [item] = memory_items(groups)
    assert item.entry.fact == "Hypertrophy focus."
