"""Classes of misreadings found on the v12 batches, each tested with fresh wordings (not the
batches' sentences): a question about when to progress changes nothing, Thai "ชม." hours
and Japanese day pairs complete an onboarding, the asking sentence's day beats a shift
named as the reason, "and saturday too" repeats the last day edit, one day said to stay
and another given a length, recovery told before a question, gear received as a present,
a session moved by naming two days, Polish "krócej", a back tweak said as a twinge, a day
named as the cause of soreness, and a goal the user gives up."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.nlu.acts import dialogue_act
from fitcoach.nlu.calendar import extract_weekdays
from fitcoach.nlu.quantities import extract_minutes
from fitcoach.nlu.router import DialogueState, read
from fitcoach.nlu.traits import extract_goal

TODAY = date(2026, 9, 14)  # a Monday
PLAN = DialogueState(has_plan=True, training_days=("monday", "wednesday", "friday", "saturday"))
NEW = DialogueState()


@pytest.mark.parametrize(
    "message",
    [
        "when should I switch to triples instead of fives on deadlift?",
        "when could we go to 4 sets instead of 3 on rows?",
        "is it time to do 6s instead of 10s on incline press?",
        "kiedy mogę przejść na serie po 5 zamiast po 8?",
    ],
)
def test_asking_when_to_progress_changes_nothing(message: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert dialogue_act(message) == "question"
    assert reading.read_only
    assert reading.understanding.intent not in ("day_edit", "week_overhaul", "swap")


def test_counts_of_sets_or_reps_are_no_session_length() -> None:
    assert extract_minutes("sets of 5 instead of 8s") is None
    assert extract_minutes("3x5 instead of 3x8") is None
    assert extract_minutes("do 30 instead of 45") == 30


@pytest.mark.parametrize(
    ("message", "minutes"),
    [("ครั้งละ 2 ชม.", 120), ("เล่นได้วันละ 1.5 ชม", 90), ("ได้ประมาณ 1 ชม. ต่อครั้ง", 60)],
)
def test_thai_abbreviated_hours(message: str, minutes: int) -> None:
    assert extract_minutes(message) == minutes


@pytest.mark.parametrize(
    ("message", "days"),
    [
        ("火金が上半身、月木が下半身です", ("tuesday", "friday", "monday", "thursday")),
        ("水土で", ("wednesday", "saturday")),
        ("土木が専門です", ()),
        ("月日が経つのは早い", ()),
    ],
)
def test_japanese_day_pairs_with_a_particle(message: str, days: tuple[str, ...]) -> None:
    assert extract_weekdays(message) == days


def test_a_japanese_onboarding_with_day_pairs_is_complete() -> None:
    message = (
        "30歳です。ジムにバーベルとダンベルとマシンがあります。筋肥大が目標。"
        "火金が上半身、月木が脚で、1回45分くらい"
    )
    reading = read(message, TODAY, state=NEW)
    u = reading.understanding
    assert u.intent == "onboarding"
    assert set(u.weekdays) == {"monday", "tuesday", "thursday", "friday"}
    assert u.minutes == 45


def test_a_thai_onboarding_with_short_days_and_hours_is_complete() -> None:
    message = "หวัดดีค่ะ ยิมมีดัมเบล บาร์เบล เครื่องครบ อยากลดไขมัน เล่น จ. พ. ศ. ครั้งละ 1 ชม. ค่ะ"
    u = read(message, TODAY, state=NEW).understanding
    assert u.intent == "onboarding"
    assert set(u.weekdays) == {"monday", "wednesday", "friday"}
    assert u.minutes == 60


@pytest.mark.parametrize(
    ("message", "day", "minutes"),
    [
        ("on call sat into sun this week. could friday be 40 min instead of an hour", "friday", 40),
        ("late meeting tuesday, can wednesday be 35 minutes?", "wednesday", 35),
        ("mam dyżur we wtorek, czy środa może być 30 minut?", "wednesday", 30),
    ],
)
def test_the_asking_sentence_names_the_day(message: str, day: str, minutes: int) -> None:
    reading = read(message, TODAY, state=PLAN)
    u = reading.understanding
    assert (u.intent, u.target_day, u.minutes, u.day_move) == ("day_edit", day, minutes, None)
    assert reading.action != "move_session"


@pytest.mark.parametrize(
    ("previous", "message", "day"),
    [
        ("can you cut wednesday to 30 min", "same for friday", "friday"),
        ("wednesday 35 min please", "i w sobotę też", "saturday"),
        ("水曜を30分にしてください", "土曜もお願い", "saturday"),
    ],
)
def test_and_that_day_too_repeats_the_last_length(previous: str, message: str, day: str) -> None:
    state = DialogueState(
        has_plan=True,
        training_days=PLAN.training_days,
        previous=previous,
        pending_type="UPDATE_DAY",
        pending_day="wednesday",
        pending_minutes=31,
    )
    u = read(message, TODAY, state=state).understanding
    assert (u.intent, u.target_day) == ("day_edit", day)
    assert u.minutes in (30, 35)


def test_and_that_day_too_repeats_added_work() -> None:
    state = DialogueState(
        has_plan=True,
        training_days=PLAN.training_days,
        previous="can you add some core work to monday",
        pending_type="UPDATE_DAY",
        pending_day="monday",
    )
    u = read("saturday as well", TODAY, state=state).understanding
    assert (u.intent, u.target_day, u.adds_work) == ("day_edit", "saturday", True)


def test_asking_whether_another_day_too_repeats_nothing() -> None:
    state = DialogueState(
        has_plan=True,
        training_days=PLAN.training_days,
        previous="can you cut wednesday to 30 min",
        pending_type="UPDATE_DAY",
        pending_day="wednesday",
    )
    reading = read("do I lift on friday too?", TODAY, state=state)
    assert reading.read_only


@pytest.mark.parametrize(
    ("message", "day", "minutes"),
    [
        ("monday is fine as is but friday I only have 25", "friday", 25),
        ("środa zostaje, ale w sobotę mam tylko 35 minut", "saturday", 35),
    ],
)
def test_one_day_stays_and_the_other_changes(message: str, day: str, minutes: int) -> None:
    u = read(message, TODAY, state=PLAN).understanding
    assert (u.intent, u.target_day, u.minutes) == ("day_edit", day, minutes)


@pytest.mark.parametrize(
    "message",
    [
        "knee is healed, no pain on stairs anymore. can I run tomorrow?",
        "kolano już nie boli. mogę wrócić do biegania?",
        "肩はもう全然痛くないです。重いのに戻していい？",
    ],
)
def test_recovery_told_before_a_question_ends_the_strain(message: str) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.understanding.intent == "memory_delete"
    assert not reading.read_only


def test_asking_whether_it_healed_tells_nothing() -> None:
    reading = read("is my knee healed by now?", TODAY, state=PLAN)
    assert reading.understanding.intent != "memory_delete"


@pytest.mark.parametrize(
    "message",
    [
        "my daughter gave me a pair of 10 lb dumbbells!",
        "got a 12 kg kettlebell for my birthday",
        "mąż kupił mi na urodziny hantle do 15 kg",
        "誕生日にケトルベル16kgをもらいました",
    ],
)
def test_gear_received_as_a_present_is_news_to_remember(message: str) -> None:
    assert read(message, TODAY, state=PLAN).understanding.intent == "memory_update"


@pytest.mark.parametrize(
    ("message", "move"),
    [
        ("could you change thursday to sunday?", ("thursday", "sunday")),
        ("zmień środę na czwartek proszę", ("wednesday", "thursday")),
        ("水曜って残業多いので木曜に変えてもらえますか", ("wednesday", "thursday")),
    ],
)
def test_two_days_and_a_change_move_the_session(message: str, move: tuple[str, str]) -> None:
    reading = read(message, TODAY, state=PLAN)
    assert reading.understanding.day_move == move


def test_polish_shorter_asked_as_a_question_is_a_request() -> None:
    reading = read("a piątek da się krócej? góra 30 min", TODAY, state=PLAN)
    assert reading.act == "request"
    assert (reading.understanding.target_day, reading.understanding.minutes) == ("friday", 30)


def test_a_back_tweak_said_as_a_twinge_is_a_strain() -> None:
    u = read("さっき荷物持ったら腰がグキッとなった", TODAY, state=PLAN).understanding
    assert (u.intent, u.body_parts) == ("pain", ("lower_back",))


@pytest.mark.parametrize(
    "message",
    [
        "calves still wrecked from saturday's run, can today be easy?",
        "od niedzieli bolą mnie nogi, dzisiaj lżej proszę",
    ],
)
def test_a_day_named_as_the_cause_leaves_today_the_day(message: str) -> None:
    assert read(message, TODAY, state=PLAN).understanding.target_day == "monday"


@pytest.mark.parametrize(
    ("message", "goal"),
    [
        ("I'm not trying to lose fat anymore, I want to build muscle", "hypertrophy"),
        ("nie chcę już chudnąć, chcę być silny", "strength"),
        ("no longer trying to lose weight", None),
        ("lose fat and get stronger", "general_fitness"),
    ],
)
def test_a_goal_given_up_is_no_goal(message: str, goal: str | None) -> None:
    assert extract_goal(message) == goal


@pytest.mark.parametrize(
    ("message", "days"),
    [
        (
            "swim squad is now mon, wed and fri. can we put lifting on tue and sun instead?",
            ("tuesday", "sunday"),
        ),
        (
            "league games moved to tue and thu. can you move my lifting to mon, wed and sat?",
            ("monday", "wednesday", "saturday"),
        ),
    ],
)
def test_another_sports_days_are_the_reason_not_the_training_days(
    message: str, days: tuple[str, ...]
) -> None:
    u = read(message, TODAY, state=PLAN).understanding
    assert (u.intent, u.weekdays) == ("week_overhaul", days)


@pytest.mark.parametrize(
    "message",
    [
        "bench has been stuck at 70 for a month now, any ideas?",
        "lying back on the bench makes me dizzy lately, can we change monday's pressing?",
        "เบนช์ค้างอยู่ที่ 50 มาเดือนนึงแล้ว ทำยังไงดีครับ",
    ],
)
def test_the_bench_named_as_a_lift_is_no_gear_news(message: str) -> None:
    assert read(message, TODAY, state=PLAN).understanding.intent != "memory_update"


def test_owning_a_bench_is_still_gear_news() -> None:
    u = read("I have a flat bench at home now", TODAY, state=PLAN).understanding
    assert u.intent == "memory_update"


def test_a_length_for_there_after_a_trip_edits_the_trip_day() -> None:
    state = DialogueState(
        has_plan=True,
        training_days=("monday", "thursday", "saturday"),
        previous="off to Denver wed to fri for a conference, hotel has a small gym",
        pending_type="UPDATE_WEEK",
    )
    u = read("I'll realistically get 25 min there", TODAY, state=state).understanding
    assert (u.intent, u.target_day, u.minutes) == ("day_edit", "thursday", 25)


def test_one_days_focus_is_not_the_goals_emphasis() -> None:
    u = read("วันศุกร์ขอเน้นหลังกับไหล่ล้วนๆ ได้ไหม", TODAY, state=PLAN).understanding
    assert u.intent != "memory_update"
    assert u.day_focus and u.day_focus[0][0] == "friday"


@pytest.mark.parametrize(
    "message",
    [
        "cousin's wedding in Porto on saturday, flying out friday and back sunday",
        "ślub brata w sobotę, wyjeżdżam w piątek, wracam w niedzielę",
        "土曜に結婚式があって、金曜に出発して日曜に戻ります",
    ],
)
def test_an_event_travelled_to_spans_leaving_to_coming_back(message: str) -> None:
    wednesday = date(2026, 9, 16)
    u = read(message, wednesday, state=PLAN).understanding
    assert u.intent == "event"
    assert u.dates == (date(2026, 9, 18), date(2026, 9, 19), date(2026, 9, 20))
    assert u.event_end == date(2026, 9, 20)


@pytest.mark.parametrize(
    "message",
    [
        "3 lata temu miałam operację więzadła w lewym kolanie",
        "4 lata temu mialem operacje lakotki w kolanie",
        "5年前に右膝の半月板を手術しました",
    ],
)
def test_an_old_operation_on_a_joint_is_a_standing_condition(message: str) -> None:
    u = read(message, TODAY, state=PLAN).understanding
    assert u.intent == "memory_update"
    assert u.chronic_body_parts == ("knee",)
