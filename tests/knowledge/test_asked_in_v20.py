"""Subjects real users asked about that the knowledge base lacked or answered with a
neighbour (running shoes got "I won't guess", a double-session hunger question the
seven-day-week card, face pulls in a swimmer's plan the technique card): each wording,
written fresh for this test, finds its own topic in the asker's language."""

from __future__ import annotations

import pytest

from fitcoach import knowledge


@pytest.mark.parametrize(
    ("lang", "question", "topic"),
    [
        ("en", "do cheap trainers work for running or do I need proper ones?", "running_shoes"),
        (
            "pl",
            "w czym biegać, wystarczą zwykłe adidasy czy kupić buty do biegania?",
            "running_shoes",
        ),
        ("ja", "ジョギング用にどんなランニングシューズを買えばいい？", "running_shoes"),
        (
            "en",
            "moved house and left the bench behind, how do I keep training chest?",
            "chest_without_bench",
        ),
        ("th", "ฟลอร์เพรสด้วยดัมเบลสร้างอกได้จริงไหม", "chest_without_bench"),
        ("pl", "jak ćwiczyć klatkę bez ławki w domu?", "chest_without_bench"),
        (
            "en",
            "I blacked out for a second at spin class, which doctor should I book?",
            "which_doctor",
        ),
        ("pl", "do jakiego lekarza się zapisać po tym zasłabnięciu?", "which_doctor"),
        ("ja", "トレーニング中にふらっと倒れた、何科に行けばいい？", "which_doctor"),
        (
            "en",
            "two-a-day practices this week and I'm always hungry, what should I eat?",
            "double_day_fuel",
        ),
        ("ja", "二部練の日、どれくらい食べればいいですか", "double_day_fuel"),
        ("th", "ช่วงนี้ซ้อมวันละสองรอบ ต้องกินเพิ่มแค่ไหน", "double_day_fuel"),
        (
            "en",
            "gardening all afternoon, does that count as exercise for today?",
            "daily_activity_counts",
        ),
        (
            "pl",
            "czy cały dzień na nogach na weselu liczy się jako trening?",
            "daily_activity_counts",
        ),
        ("ja", "引っ越しで一日中荷物を運んだけど運動したことになる？", "daily_activity_counts"),
        (
            "en",
            "I bench 80 kg for 3, is that any good for my bodyweight of 75?",
            "strength_standards",
        ),
        ("th", "สควอตได้ 90 กิโล ถือว่าแข็งแรงไหมเทียบกับน้ำหนักตัว 65", "strength_standards"),
        ("ja", "体重の割にデッドリフト120kgって強い方？", "strength_standards"),
        (
            "en",
            "for climbing, are dead hangs better than farmer walks for my grip?",
            "grip_training",
        ),
        ("pl", "spacer farmera czy zwis na ręczniku lepszy na chwyt do BJJ?", "grip_training"),
        ("th", "อยากเพิ่มแรงบีบมือสำหรับปีนผา ควรห้อยบาร์ไหม", "grip_training"),
        ("en", "what's the point of face pulls if I already row?", "face_pull_purpose"),
        ("pl", "po co są face pulle w moim planie?", "face_pull_purpose"),
        ("ja", "フェイスプルって意味あるの？ロウだけじゃダメ？", "face_pull_purpose"),
        (
            "en",
            "my physio gave me clamshells for knee pain, why the glutes for my knee?",
            "glutes_for_knees",
        ),
        ("th", "ปวดเข่าแต่ทำไมต้องฝึกก้น", "glutes_for_knees"),
        ("ja", "膝が悪いのになぜお尻を鍛えるんですか？", "glutes_for_knees"),
        ("en", "my knees cave in when I get tired on goblet squats, fix?", "knees_caving"),
        ("pl", "kolana uciekają mi do środka przy wstawaniu z przysiadu", "knees_caving"),
        ("th", "เข่าหุบเข้าตอนลุกจากสควอต แก้ยังไง", "knees_caving"),
        ("en", "with impingement, is overhead press off the table?", "overhead_press_shoulder"),
        ("pl", "mam konflikt podbarkowy, czy wyciskać nad głowę?", "overhead_press_shoulder"),
        ("ja", "ショルダープレスって肩に悪いんですか？", "overhead_press_shoulder"),
        ("en", "is a red bull before an evening session a bad idea?", "energy_drinks"),
        ("th", "ดื่มเครื่องดื่มชูกำลังทุกวันอันตรายไหม", "energy_drinks"),
        ("ja", "エナドリ毎日飲んでるけど大丈夫？", "energy_drinks"),
        ("en", "my upper back rounds on bent over rows, is that a problem?", "row_back_rounding"),
        ("pl", "czy zaokrąglone plecy przy wiosłowaniu w opadzie to błąd?", "row_back_rounding"),
        ("ja", "ダンベルロウで背中が丸まってしまう", "row_back_rounding"),
        ("en", "worth a workout on a travel day or not?", "travel_training"),
        ("ja", "ゴムバンドでやるスクワットって膝に悪いですか", "squat_depth"),
        ("pl", "czy przysiady z gumą szkodzą kolanom?", "squat_depth"),
        ("en", "are squats bad for my knees at 60?", "squat_depth"),
    ],
)
def test_the_question_finds_its_own_topic(lang: str, question: str, topic: str) -> None:
    found = knowledge.answer(question, lang)
    assert found is not None, question
    assert found.topic_id == topic, (question, found.topic_id)
    # The answer is in the asker's language, with its source (inside the last Japanese
    # sentence, before its full stop).
    text = knowledge.topic_text(knowledge.topics_by_id()[topic], lang)
    assert text.rstrip("。") in found.text


@pytest.mark.parametrize(
    ("lang", "question", "shown"),
    [
        ("en", "is squatting 100 kg for 5 decent? bodyweight 80", "100 kg for 5"),
        ("pl", "przysiad 90 kg na 5, ważę 75, czy to dobry wynik przy mojej wadze?", "1,4×"),
        ("ja", "体重70キロでデッドリフト130kgを3回、体重の割に強い？", "2.0倍"),
    ],
)
def test_a_stated_set_and_body_weight_give_the_ratio(lang: str, question: str, shown: str) -> None:
    found = knowledge.answer(question, lang)
    assert found is not None and found.topic_id == "strength_standards"
    assert shown in found.text


def test_the_second_part_is_the_better_covered_runner_up() -> None:
    # "Before the match" names the match-day meal too, but the question asks about the cut.
    found = knowledge.answer(
        "dead hangs or farmer's carries for grip, and should I do a water cut before the match?",
        "en",
    )
    assert found is not None and found.topic_id == "grip_training"
    assert "Reale" in found.text
