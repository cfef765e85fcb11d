"""Thanks, a remark with the thanks, a result won and chat about the coach get a human
reply in the user's language, changing nothing: thanks point at what is waiting (the
next session by name), not one fixed line; "cheers, I'll heat it tonight" is thanks, not
an ice-or-heat card; a medal told with a question is congratulated before the answer."""

from __future__ import annotations

from brain_support import FixedTools, make_context

from fitcoach.brains.local import LocalBrain
from fitcoach.contracts.decision import Decision
from fitcoach.programming.models import Week

brain = LocalBrain()


def _unchanged(decision: Decision) -> None:
    assert decision.route == "NONE"
    assert not decision.plan_ops and not decision.memory_mutations
    assert "guess" not in decision.message and "Which one" not in decision.message


def test_thanks_name_the_next_session_and_vary(plan: Week, tools: FixedTools) -> None:
    replies = set()
    for message in ("thanks so much coach!", "cheers mate, legend", "thank you, that helps a lot"):
        decision = brain.decide(make_context(message, plan=plan, units="kg"), tools)
        _unchanged(decision)
        assert "minutes" in decision.message, message
        replies.add(decision.message)
    assert len(replies) >= 2


def test_thanks_in_other_languages_stay_in_them(plan: Week, tools: FixedTools) -> None:
    for message, word in (
        ("dzięki wielkie, jesteś super", "minut"),
        ("ขอบคุณมากค่ะโค้ช", "นาที"),
        ("ありがとうございます、助かりました", "分"),
    ):
        decision = brain.decide(make_context(message, plan=plan, units="kg"), tools)
        _unchanged(decision)
        assert word in decision.message, message


def test_a_remark_with_thanks_gets_no_card(plan: Week, tools: FixedTools) -> None:
    for message in (
        "cheers, gonna put some heat on it tonight",
        "thanks! gonna ice it after dinner",
        "dzięki, przyłożę lód wieczorem",
        "ありがとう！明日から頑張る、妻も応援してくれてる",
    ):
        decision = brain.decide(make_context(message, plan=plan, units="kg"), tools)
        _unchanged(decision)
        assert "Source" not in decision.message and "Źródło" not in decision.message, message


def test_a_medal_told_with_a_question_is_congratulated_first(plan: Week, tools: FixedTools) -> None:
    for message, word in (
        (
            "took bronze at the judo open! how soon can I go heavy again after a tournament?",
            "Congratulations",
        ),
        ("wygrałem turniej! ile dni przerwy od ciężkiego treningu po turnieju?", "Gratulacje"),
        ("優勝しました！大会の後いつから重いトレーニングに戻れる？", "おめでとう"),
    ):
        decision = brain.decide(make_context(message, plan=plan, units="kg"), tools)
        _unchanged(decision)
        assert decision.message.startswith(word), decision.message


def test_chat_about_the_coach_gets_a_short_human_answer(plan: Week, tools: FixedTools) -> None:
    for message, word in (
        ("do you support a football team, coach?", "team"),
        ("a ty oglądasz sport w telewizji?", "drużyn"),
        ("โค้ชเชียร์ทีมไหนครับ", "ทีม"),
    ):
        decision = brain.decide(make_context(message, plan=plan, units="kg"), tools)
        _unchanged(decision)
        assert word in decision.message, message
