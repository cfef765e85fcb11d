"""Follow-ups a coach answers for what they are: a user over their fever gets how to come
back, a question asked while a red flag holds training gets its answer beside the hold,
a user in crisis who asks for no gym talk gets none, and small talk during a hold never
announces the next session. Replies stay in the user's language."""

from __future__ import annotations

from datetime import timedelta

from brain_support import NOW, FixedTools, item, make_context

from fitcoach.brains.local import LocalBrain, talk
from fitcoach.contracts.decision import Turn as PastTurn
from fitcoach.i18n import localize
from fitcoach.memory.models import Tier2Entry
from fitcoach.nlu.latch import RED_FLAG_PART
from fitcoach.nlu.understanding import Understanding
from fitcoach.programming.models import Week

brain = LocalBrain()

HOLD = item(
    "h1",
    Tier2Entry(
        body_part=RED_FLAG_PART,
        condition="minor_strain",
        fact="Medical red flag reported on 2026-09-13: no training changes until a doctor "
        "or other professional clears it.",
        effective_date=(NOW - timedelta(days=1)).date(),
        expires_at=NOW + timedelta(days=80),
    ),
)


def _said(user: str, coach: str) -> PastTurn:
    return PastTurn(user=user, coach=coach, route="NONE", at=NOW - timedelta(minutes=5))


def test_a_user_over_the_fever_gets_how_to_come_back_not_rest_while_feverish(
    plan: Week, tools: FixedTools
) -> None:
    for message, lang in (
        ("fever's been gone for 3 days, I feel ok. how heavy should I start?", "en"),
        ("หายไข้แล้วครับ พรุ่งนี้จะกลับไปเล่น ควรเริ่มหนักแค่ไหนดีครับ", "th"),
    ):
        decision = brain.respond(
            make_context(message, plan=plan), Understanding(intent="illness"), tools
        )
        assert decision.route == "NONE" and decision.memory_mutations == []
        assert localize(talk.ILLNESS, lang) not in decision.message
        assert "Schwellnus" in decision.message
    english = brain.respond(
        make_context("fever's gone since friday, how do I ease back in?", plan=plan),
        Understanding(intent="illness"),
        tools,
    )
    assert "half your usual volume" in english.message


def test_a_question_during_a_hold_is_answered_and_the_hold_stays(
    plan: Week, tools: FixedTools
) -> None:
    context = make_context("ugh ok. what should I eat before a session?", plan=plan, memory=[HOLD])
    context.recent_turns = [_said("I blacked out after swings", talk.RED_FLAG)]
    decision = brain.decide(context, tools)  # the router reads the hold itself
    assert decision.route == "NONE" and decision.plan_ops == []
    assert "2–3 hours before training" in decision.message  # the food question's answer
    assert "doctor" in decision.message  # and the hold is still named


def test_no_gym_talk_after_a_crisis_reply(plan: Week, tools: FixedTools) -> None:
    context = make_context(
        "idk. maybe. can we just not talk about the gym stuff right now",
        plan=plan,
        memory=[HOLD],
    )
    context.recent_turns = [_said("everyone would be better off without me", talk.CRISIS_RED_FLAG)]
    decision = brain.respond(context, Understanding(intent="small_talk"), tools)
    assert decision.message == talk.CRISIS_FOLLOW_UP
    assert "doctor before you train" not in decision.message


def test_small_talk_during_a_hold_never_announces_the_next_session(
    plan: Week, tools: FixedTools
) -> None:
    context = make_context(
        "ok it went away after I sat down. so wednesday as normal?", plan=plan, memory=[HOLD]
    )
    decision = brain.respond(context, Understanding(intent="small_talk"), tools)
    assert "Next up" not in decision.message
    assert "doctor" in decision.message


def test_a_pep_talk_in_thai_is_all_thai(plan: Week, tools: FixedTools) -> None:
    decision = brain.respond(
        make_context("วันนี้ขี้เกียจมากเลยครับ ช่วยปลุกใจหน่อย", plan=plan),
        Understanding(intent="motivation"),
        tools,
    )
    assert "Next up" not in decision.message and "Showing up" not in decision.message
    assert "นาที" in decision.message


def test_asking_which_exercise_speaks_the_users_language(tools: FixedTools) -> None:
    decision = brain.respond(
        make_context("腰に負担がかからない腹筋のやり方ってありますか？"),
        Understanding(intent="technique"),
        tools,
    )
    assert "Which exercise" not in decision.message


def test_a_cold_without_fever_gets_the_neck_check_not_the_fever_card(
    plan: Week, tools: FixedTools
) -> None:
    decision = brain.decide(
        make_context("I have a cold, can I still go to the gym?", plan=plan), tools
    )
    assert "above the neck" in decision.message
    assert "Rest while you have a fever" not in decision.message
    fever = brain.decide(make_context("I have a fever of 38, can I lift today?", plan=plan), tools)
    assert "Do not train with a fever" in fever.message


def test_someone_elses_illness_or_slang_never_gets_the_fever_card(
    plan: Week, tools: FixedTools
) -> None:
    for message in (
        "well I fell off the wagon. 3 weeks of nothing, sick kid and then a deadline from hell",
        "sick. wait can saturday be shorter, like 40 min?",
    ):
        decision = brain.decide(make_context(message, plan=plan), tools)
        assert "fever" not in decision.message.lower(), message


def test_healed_with_no_note_saved_is_glad_and_says_how_to_come_back(
    plan: Week, tools: FixedTools
) -> None:
    decision = brain.decide(make_context("肩もうすっかり治った！全然痛くない", plan=plan), tools)
    assert decision.memory_mutations == [] and decision.plan_ops == []
    assert "良くなってよかった" in decision.message and "肩" in decision.message
