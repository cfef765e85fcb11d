"""The spec's example inputs for its eight intents, copied from the digest and the seeds."""

from __future__ import annotations

ONBOARDING = {
    "en": (
        "Hi! I'm 32 and train at home. I have adjustable dumbbells up to 50 lb and an "
        "adjustable bench. I want to build muscle, especially chest and delts, but heavy "
        "deadlifts hurt my lower back. I can train 4 days a week, about 45 minutes per session."
    ),
    "pl": (
        "Cześć! Mam 32 lata, trenuję w domu. Mam regulowane hantle do 22 kg i regulowaną ławkę. "
        "Chcę rozbudować mięśnie, zwłaszcza klatki piersiowej i naramienne, ale przy ciężkich "
        "martwych ciągach odczuwam ból w dolnym odcinku pleców. Mogę trenować 4 dni w tygodniu "
        "przez około 45 minut"
    ),
    "th": (
        "สวัสดี ฉันอายุ 32 ปี ฝึกที่บ้าน ฉันมีดัมเบลแบบปรับได้สูงสุด 50 ปอนด์และม้านั่งแบบปรับได้ "
        "อยากสร้างกล้ามเนื้อ โดยเฉพาะหน้าอกและไหล่ แต่หลังส่วนล่างจะปวดถ้าทำเดดลิฟต์หนักๆ "
        "ฉันฝึกได้ 4 วันต่อสัปดาห์ ครั้งละประมาณ 45 นาที"
    ),
    "ja": (
        "こんにちは。32 歳で、自宅でトレーニングしています。最大 50 ポンドの可変式ダンベルと"
        "可変式ベンチがあります。筋肉（特に胸と三角筋）をつけたいのですが、重いデッドリフトを"
        "すると腰が痛くなります。週に 4 日、1 回あたり 45 分ほどトレーニングできます。"
    ),
}

DAY_EDIT = {
    "en": (
        "I only have 30 minutes for Monday's workout instead of 45. Keep the chest focus but "
        "cut the unnecessary stuff (the fluff)."
    ),
    "pl": (
        "W poniedziałek mam tylko 30 minut na trening zamiast 45. Skup się na klatce "
        "piersiowej, ale usuń zbędne informacje"
    ),
    "th": (
        "ฉันมีเวลาออกกำลังกายในวันจันทร์แค่ 30 นาทีแทนที่จะเป็น 45 นาที เน้นที่หน้าอกเหมือนเดิม แต่ตัดส่วนที่ไม่จำเป็นออก"
    ),
    "ja": (
        "月曜日のワークアウトは 45 分ではなく 30 分しか時間がありません。胸に焦点を当てたまま、"
        "余計な部分をカットして。"
    ),
}

WEEK_OVERHAUL = {
    "en": (
        "I want to switch things up. Move my training days to Monday, Wednesday, Friday and "
        "Saturday, and make Saturday a dedicated arms-and-shoulders day."
    ),
    "pl": (
        "Chcę coś zmienić. Przenieś moje dni treningowe na poniedziałek, środę, piątek i sobotę, "
        "a sobotę przeznacz na trening ramion i barków"
    ),
    "th": (
        "ฉันอยากเปลี่ยนบรรยากาศ เปลี่ยนวันฝึกเป็นวันจันทร์ พุธ ศุกร์ และเสาร์ โดยให้วันเสาร์เป็นวันฝึกแขนและไหล่โดยเฉพาะ"
    ),
    "ja": (
        "気分を変えたい。トレーニング日を月曜日、水曜日、金曜日、土曜日に変更して、土曜日は腕と肩に"
        "特化した日にして。"
    ),
}

SWAP = {
    "en": "The bench is taken. What can I do right now instead of the Incline DB Bench Press?",
    "pl": "Ławka jest zajęta. Co mogę teraz zrobić zamiast wyciskania hantli na ławce skośnej?",
    "th": "มีคนนั่งม้านั่งอยู่ ตอนนี้ฉันทำอะไรแทนท่า Incline DB Bench Press ได้บ้าง",
    "ja": "ベンチが使われています。インクライン ダンベル ベンチプレスの代わりに今すぐできることは何ですか？",  # noqa: E501 (verbatim spec text)
}

PAIN = {
    "en": (
        "My right shoulder feels sharp/pinchy and irritated today. I don't think I should do "
        "overhead lifting or heavy incline-bench work."
    ),
    "pl": (
        "Dzisiaj czuję kłucie i podrażnienie w prawym ramieniu. Nie sądzę, żebym mogła podnosić "
        "ciężary nad głowę lub ćwiczyć na ławce skośnej"
    ),
    "th": (
        "วันนี้ฉันรู้สึกปวดไหล่ขวาจี๊ดๆ และระคายเคืองมาก "
        "ฉันไม่คิดว่าฉันควรจะยกน้ำหนักเหนือศีรษะหรือยกน้ำหนักบนม้านั่งแบบปรับเอียง"
    ),
    "ja": "今日は右肩がとても痛くて、イライラしています。オーバーヘッド プレスや重いインクラインは避けた方がいいと思う。",  # noqa: E501 (verbatim spec text)
}

EVENT = {
    "en": (
        "I have a 36-hole golf tournament this Saturday. Make sure my back, forearms and "
        "shoulders aren't too fatigued going into the weekend."
    ),
    "pl": (
        "W tę sobotę mam turniej golfowy na 36 dołkach. Zadbaj o to, żeby moje plecy, "
        "przedramiona i barki nie były zbyt zmęczone przed weekendem"
    ),
    "th": (
        "ฉันมีการแข่งขันกอล์ฟ 36 หลุมในวันเสาร์นี้ ช่วยดูให้หน่อยว่าหลัง ปลายแขน และไหล่ของฉันจะไม่ล้าเกินไปก่อนถึงสุดสัปดาห์"
    ),
    "ja": (
        "今週の土曜日に 36 ホールのゴルフ トーナメントがあります。週末に向けて、背中、前腕、肩に"
        "過度な負担がかからないようにして。"
    ),
}

PROGRESS = {
    "en": (
        "Should I increase the weight on my Incline DB Bench Press? What has my volume looked "
        "like over the last 3 weeks?"
    ),
    "pl": (
        "Czy powinienem zwiększyć obciążenie przy wyciskaniu hantli na ławce skośnej? Jak "
        "wyglądała moja głośność w ciągu ostatnich 3 tygodni?"
    ),
    "th": (
        "ฉันควรเพิ่มน้ำหนักในการเล่นท่า Incline DB Bench Press ไหม "
        "ปริมาณของฉันเป็นอย่างไรบ้างในช่วง 3 สัปดาห์ที่ผ่านมา"
    ),
    "ja": "インクライン ダンベル ベンチプレスの重量を上げるべきですか？過去 3 週間の音量はどうだった？",  # noqa: E501 (verbatim spec text)
}

TECHNIQUE = {
    "en": (
        "I struggle to feel my lats during dumbbell rows. I feel it mostly in my biceps and "
        "forearms. What should I change?"
    ),
    "pl": (
        "Mam problem z wyczuciem mięśni najszerszych grzbietu podczas wiosłowania hantlami. "
        "Czuję to głównie w bicepsie i przedramieniu. Co mam zmienić?"
    ),
    "th": (
        "ฉันรู้สึกว่ากล้ามเนื้อปีกไม่ค่อยทำงานเวลาเล่นท่าดัมเบลล์โรว์ "
        "ฉันรู้สึกได้ที่กล้ามเนื้อไบเซปส์และปลายแขนเป็นส่วนใหญ่ ฉันควรเปลี่ยนอะไร"
    ),
    "ja": (
        "ダンベルローイングで広背筋に効いている感じがしません。主に上腕二頭筋と前腕に効いている"
        "感じがします。何を変更すればよいですか？"
    ),
}
