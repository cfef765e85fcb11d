"""Polish, Thai and Japanese readings met in the v22 batch, each written as a class with
wordings of our own: Thai day initials without their dots."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu import understand

TODAY = date(2026, 9, 14)  # a Monday


@pytest.mark.parametrize(
    ("message", "days"),
    [
        ("ว่าง จ พ ศ ช่วงเย็น ครั้งละ 40 นาที", ("monday", "wednesday", "friday")),
        ("เล่นได้ อ พฤ ส วันละชั่วโมง", ("tuesday", "thursday", "saturday")),
        ("ไปยิมได้ จ อ พฤ ศ ค่ะ", ("monday", "tuesday", "thursday", "friday")),
        ("สะดวก พ ส อา ครับ", ("wednesday", "saturday", "sunday")),
    ],
)
def test_thai_day_initials_without_dots_are_a_list_of_days(
    message: str, days: tuple[str, ...]
) -> None:
    assert understand(message, TODAY).weekdays == days


@pytest.mark.parametrize("message", ["ไปเที่ยว 15 ส ค นี้", "อ ก็ได้นะ", "ศ นี้ไม่ว่าง"])
def test_a_lone_thai_initial_is_no_day(message: str) -> None:
    assert understand(message, TODAY).weekdays == ()


@pytest.mark.parametrize(
    "message",
    [
        "วันเสาร์ที่ 19 ไปงานบวชหลานค่ะ",
        "อาทิตย์นี้มีงานรับปริญญาน้องสาว",
        "土曜は娘の運動会です",
        "日曜にピアノの発表会があります",
        "od 21.09 mam sesję poprawkową, będę miała mało czasu",
    ],
)
def test_family_and_school_days_are_events(message: str) -> None:
    assert understand(message, TODAY).intent == "event"


@pytest.mark.parametrize(
    "message",
    [
        "ขอบคุณมากครับ พรุ่งนี้เล่นเวทได้เลยไหม หรือควรพักก่อนกี่วัน",
        "ขอบใจนะ วันเสาร์ควรพักไหม",
        "ขอบคุณค่ะโค้ช ควรกินโปรตีนวันละเท่าไหร่คะ",
    ],
)
def test_thai_thanks_is_no_request(message: str) -> None:
    from fitcoach.nlu.acts import is_request

    assert not is_request(message)
