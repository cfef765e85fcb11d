from __future__ import annotations

from datetime import UTC, datetime

import pytest

from fitcoach.analytics.prs import epley, label, public_records, update_records
from fitcoach.analytics.rows import SetRow
from fitcoach.units import KG_PER_LB, from_lbs, to_lbs

AT = datetime(2026, 9, 14, 10, tzinfo=UTC)


def row(weight: float, reps: int, unit: str = "lb", log_id: str = "log_a") -> SetRow:
    return SetRow(
        log_id, "flat-bb-bench-press", 0, weight, unit, to_lbs(weight, unit), reps, None, None, AT
    )


def test_kilograms_convert_exactly_by_the_international_pound():
    assert KG_PER_LB == 0.45359237
    assert to_lbs(100, "kg") == pytest.approx(220.46226218487757, abs=1e-12)
    assert from_lbs(to_lbs(82.5, "kg"), "kg") == pytest.approx(82.5, abs=1e-12)
    assert to_lbs(135, "lb") == 135


def test_epley_and_a_single_is_its_own_max():
    assert epley(200, 5) == pytest.approx(200 * (1 + 5 / 30))
    assert epley(315, 1) == 315


def test_first_sets_set_every_record_with_no_previous():
    record, improved = update_records(None, [row(200, 5), row(185, 8), row(135, 15)])
    names = {imp.record: imp for imp in improved}
    # e1RM: max(200·(1+5/30)=233.33, 185·(1+8/30)=234.33); the 15-rep set is past Epley's range.
    assert names["estimated_1rm"].value_lbs == pytest.approx(185 * (1 + 8 / 30))
    assert names["max_weight_set"].value_lbs == 200
    assert names["5RM"].value_lbs == 200
    assert names["8RM"].value_lbs == 185
    assert names["15RM"].value_lbs == 135  # labelled by the reps actually done
    assert {"1RM", "3RM", "12RM"}.isdisjoint(names)  # never a record for reps not done
    assert all(imp.previous_lbs is None for imp in improved)
    assert list(record["rep_records"]) == ["5", "8", "15"]


def test_only_real_improvements_are_reported_once_against_the_old_value():
    record, _ = update_records(None, [row(200, 5)])
    record, improved = update_records(record, [row(190, 5), row(205, 3), row(220, 3)])
    assert {imp.record: (imp.value_lbs, imp.previous_lbs) for imp in improved} == {
        "estimated_1rm": (pytest.approx(220 * 1.1), pytest.approx(200 * (1 + 5 / 30))),
        "max_weight_set": (220, 200),
        "3RM": (220, None),  # the first 3-rep set: no 3-rep record before
    }


def test_labels_say_what_was_lifted_in_the_users_unit():
    record, improved = update_records(None, [row(100, 5, unit="kg"), row(20, 10, unit="kg")])
    public = public_records("flat-bb-bench-press", record, "kg")
    assert public["rep_records"]["5"]["label"] == "best 5-rep: 100 kg × 5"
    assert public["rep_records"]["10"]["label"] == "best 10-rep: 20 kg × 10"
    assert "1" not in public["rep_records"]  # 20 kg x 10 is no "1RM" of 20 kg
    assert public["max_weight_set"]["label"] == "heaviest set: 100 kg × 5"
    # Epley: 100·(1+5/30) = 116.67
    assert public["estimated_1rm"]["label"] == ("estimated 1RM: 116.67 kg (Epley, from 100 kg × 5)")
    by_name = {imp.record: imp for imp in improved}
    assert label("10RM", by_name["10RM"].value_lbs, by_name["10RM"].weight_lbs, 10, "lb") == (
        "best 10-rep: 44.09 lb × 10"
    )


def test_records_stored_under_at_least_n_labels_are_rekeyed_by_reps_done():
    # Before the reps-done rule a 135 x 10 set was stored under "1", "3", ... "10".
    entry = {
        "value_lbs": 135.0, "weight": 135.0, "unit": "lb", "weight_lbs": 135.0, "reps": 10,
        "log_id": "log_a", "at": AT.isoformat(),
    }  # fmt: skip
    legacy = {
        "estimated_1rm": {**entry, "value_lbs": 180.0},
        "max_weight_set": entry,
        "rep_records": {n: entry for n in ("1", "3", "5", "8", "10")},
    }
    assert list(public_records("flat-bb-bench-press", legacy, "lb")["rep_records"]) == ["10"]
    record, improved = update_records(legacy, [row(140, 1)])
    assert list(record["rep_records"]) == ["1", "10"]
    assert {imp.record: imp.previous_lbs for imp in improved}["1RM"] is None


def test_bodyweight_sets_set_no_weight_records():
    record, improved = update_records(None, [row(0, 20)])
    assert improved == []
    assert public_records("push-up", record, "lb")["has_records"] is False


def test_records_are_reported_in_the_users_unit():
    record, _ = update_records(None, [row(100, 1, unit="kg")])
    public = public_records("flat-bb-bench-press", record, "kg")
    assert public["max_weight_set"]["value"] == 100.0
    assert public_records("flat-bb-bench-press", record, "lb")["max_weight_set"]["value"] == (
        pytest.approx(220.46, abs=0.005)
    )
