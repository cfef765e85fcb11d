"""Issue 8: the act of a message that weighs options, or asks with no question mark after
the news, is a question (it changes nothing); a change asked as a question is a request,
in every language."""

from __future__ import annotations

import pytest

from fitcoach.nlu.acts import dialogue_act


@pytest.mark.parametrize(
    "message",
    [
        # Two options weighed, with or without a question mark, anywhere in the message.
        "bench hasn't budged in five weeks. am I stuck or just not eating enough",
        "long drive back sunday night, is a full session monday wise or silly",
        "hip feels tight on the left, should I still run the 10k saturday or sit it out?",
        "is it worth swapping my split to upper lower?",
        "would it be smarter to deload now or push one more week?",
        # The question after the news, with no question mark.
        "slept four hours after the night shift. should I still lift this evening",
        "rowing volume is way up this month. is that why my squat feels heavy",
        # Polish, Thai, Japanese: which is better.
        "nie spałem pół nocy. lepiej dziś pobiegać czy dać sobie spokój?",
        "czy mam robić cardio przed siłownią czy po?",
        "เมื่อคืนนอนน้อย วันนี้ควรเล่นต่อหรือพักดีครับ",
        "วิ่งก่อนหรือยกเวทก่อนดีกว่าคะ",
        "今日は走るか筋トレするか、どっちがいいですか？",
        "疲れてるけど、今日は休んだほうがいいですか",
    ],
)
def test_weighing_options_is_a_question(message):
    assert dialogue_act(message) == "question"


@pytest.mark.parametrize(
    "message",
    [
        "can you make thursday lighter?",
        "could saturday be an easy one?",
        "możesz przerzucić środę na czwartek?",
        "zrobisz mi lżejszy poniedziałek?",
        "ย้ายวันพุธไปวันพฤหัสได้ไหมคะ",
        "木曜を金曜にずらせる？",
        "月曜は軽めにしてもらえますか？",
        # The length asked as a bare number, a day asked for in Polish, a day added.
        "tuesday has to be quick, dentist at 6. 25 min?",
        "można w czwartek zrobić tylko 30 minut?",
        "could we add sunday as a fourth day?",
        # A change with two options stays a change.
        "could friday be 30 or 40 min?",
        "move wednesday to thursday or friday, whichever fits",
    ],
)
def test_a_change_asked_as_a_question_is_a_request(message):
    assert dialogue_act(message) == "request"


@pytest.mark.parametrize(
    "message",
    [
        "legs are sore, did squats yesterday",
        "wedding on saturday, it is what it is",
        "pulled 140 today, what a day",
    ],
)
def test_news_with_no_question_stays_a_statement(message):
    assert dialogue_act(message) == "statement"
