"""Medical red flags that need two cues in one message.

A swollen calf alone is usually a strained muscle, a headache alone is usually nothing,
and pregnancy is not a problem; together with a second sign each can be an emergency
(a clot, a bleed in the brain, a threatened pregnancy). Single-cue red flags live in
`intents.RED_FLAG`; this module holds the pairs, and every pair must appear together
for the message to be routed to a professional before any training reading.
"""

from __future__ import annotations

import re

from fitcoach.nlu.red_flags import red_flag_kind
from fitcoach.nlu.text import Patterns
from fitcoach.units import convert

# Dizziness, vertigo and (near) falls or faints, said without the words of RED_FLAG.
ONE_CUE = Patterns(
    [
        "vertigo",
        "(?:everything|the room|room|the world|world) (?:is |was |keeps |starts |started )?"
        "(?:spins?|spinning|spun)",
        "(?:nearly|almost|about to) (?:fell|fall|falling)"
        "(?! (?:asleep|behind|apart|for|in love|off the wagon|out of))",
        "(?:nearly|almost|about to) (?:collapsed?|pass out|passed out|faint|fainted|"
        "black out|blacked out|keel(?:ed)? over)",
        "woozy",
        "wobbly and (?:nearly|almost)",
        "kręci mi się w głowie",
        "w głowie mi się kręci",
        "wszystko (?:się )?(?:kręci|wiruje)",
        "prawie (?:upadł[a-z]*|się przewrócił[a-z]*|zemdla[a-z]*|straci[a-z]* przytomno[a-z]*)",
        "บ้านหมุน",
        "หัวหมุน",
        "เกือบ(?:ล้ม|เป็นลม|หมดสติ)",
        "จะเป็นลม",
        "目が回",
        "ふらふら",
        "ふらつ",
        "倒れそう",
        "転びそう",
        "気が遠く",
        # One-sided weakness, a drooping face, slurred speech: a possible stroke.
        "(?:weak|weakness|numb|numbness|droop[a-z]*) (?:on|down) one side",
        "one side of my (?:body|face) (?:is |feels |went |goes )?"
        "(?:weak|numb|heavy|droop[a-z]*|dead)",
        "(?:face|mouth) (?:is |was )?droop[a-z]*",
        "(?:words|speech) (?:came out |are |were |is |was )?(?:slurr?ed|garbled|jumbled)",
        "slurr?ing (?:my )?words",
        "bełko[a-z]*",
        "niewyraźn[a-z]* mow[a-z]*",
        "osłabieni[a-z]* (?:jednej|lewej|prawej) stron[a-z]*",
        "opad[a-z]* kąci[a-z]* ust",
        "พูดไม่ชัด",
        "ปากเบี้ยว",
        "อ่อนแรงซีก",
        "แขนขาอ่อนแรง",
        "ろれつが回らない",
        "片側(?:の|が)(?:手足|顔|体)",
        "顔がゆがむ",
        "力が入(?:りにく|らな)",
        # Chest and heart, said in other words.
        "ściska mnie w klat[a-z]*",
        "kłuci[a-z]* w klat[a-z]*",
        "serce (?:mi )?(?:wali|kołacze)",
        "(?:urine|pee|piss|wee) (?:is |was |looks? |looked |came out )?(?:the |a )?"
        "(?:colou?r of|like|as dark as) (?:cola|coke|tea|coffee|black tea)",
        "heart (?:keeps |kept |is |was )?(?:fluttering|skipping|flipping|racing|pounding)",
        "skip(?:ping|ped|s)? (?:a )?beats?",
        "หัวใจเต้น(?:แรง|เร็ว|ผิดจังหวะ)",
        "胸が(?:ドキドキ|締め付けられ|締めつけられ|しめつけられ)",
    ]
)

_CALF = Patterns(["calf", "calves", "lower leg", "łyd[a-z]*", "น่อง", "ふくらはぎ"])
_SWOLLEN = Patterns(
    [
        "swollen",
        "swelling",
        "puffy",
        "spuchn[a-z]*",
        "opuch[a-z]*",
        "obrzęk[a-z]*",
        "บวม",
        "腫れ",
        "むくみ",
        "むくん",
    ]
)
_CLOT_SIGN = Patterns(
    [
        "warm",
        "hot",
        "red",
        "tender",
        "hurts? to (?:touch|walk)",
        "flight",
        "flew",
        "flying",
        "long drive",
        "ciepł[a-z]*",
        "gorąc[a-z]*",
        "czerwon[a-z]*",
        "samolot[a-z]*",
        "lot(?:u|em|cie)",
        "อุ่น",
        "ร้อน",
        "แดง",
        "เครื่องบิน",
        "熱",
        "赤",
        "飛行機",
        "フライト",
    ]
)
_HEADACHE = Patterns(
    ["headaches?", "ból[a-z]* głowy", "głowa mnie", "ปวดหัว", "ปวดศีรษะ", "頭痛", "頭が痛"]
)
_HEADACHE_SIGN = Patterns(
    [
        "stiff neck",
        "neck (?:is |feels |was |went )?stiff",
        "worst",
        "sudden(?:ly)?",
        "out of nowhere",
        "thunderclap",
        "exploding",
        "sztywn[a-z]* kark[a-z]*",
        "kark[a-z]* (?:jest )?sztywn[a-z]*",
        "najgorsz[a-z]*",
        "nagł[a-z]*",
        "nagle",
        "คอแข็ง",
        "ที่สุดในชีวิต",
        "ทันที",
        "เฉียบพลัน",
        "首が(?:硬|こわば|曲がらな)",
        "人生で一番",
        "今までで一番",
        "突然",
        "急に",
    ]
)
_PREGNANT = Patterns(
    [
        "pregnan[a-z]*",
        "expecting a baby",
        "weeks along",
        "trimester",
        "w ciąży",
        "ciąż[a-z]*",
        "ตั้งครรภ์",
        "ตั้งท้อง",
        "คนท้อง",
        "妊娠",
        "妊婦",
    ]
)
_PREGNANCY_SIGN = Patterns(
    [
        "bleed[a-z]*",
        "bled",
        "blood",
        "spotting",
        "cramp[a-z]*",
        "fluid",
        "leak[a-z]*",
        "waters? (?:broke|breaking)",
        "krwaw[a-z]*",
        "krew",
        "plamieni[a-z]*",
        "skurcz[a-z]*",
        "płyn[a-z]*",
        "sącz[a-z]*",
        "(?:odeszły|odchodzą|sączą się) wody",
        "wody (?:odeszły|odchodzą|się sączą)",
        "เลือด",
        "ตะคริว",
        "ปวดท้องน้อย",
        "น้ำเดิน",
        "น้ำคร่ำ",
        "出血",
        "血",
        "腹痛",
        "お腹が(?:張|痛)",
        "破水",
    ]
)

# Single cues added in round 4: dark urine said loosely (rhabdomyolysis), an Achilles
# "kick", vision lost in one eye, a splitting headache, and crash dieting.
ONE_CUE_MORE = Patterns(
    [
        # Urine the colour of cola / tea / dark brown, in any wording within a clause.
        "(?:urine|pee|piss|wee|wees|weeing|peeing)[^.!?\n]{0,40}"
        "(?:cola|coke|tea|coffee|dark brown|brown|black|rust|blood)",
        "(?:cola|coke|tea|coffee|dark brown|brown|black|dark)(?: |-)?(?:colou?red )?(?:wee|wees)",
        "(?:mocz|siki|sikam)[^.!?\n]{0,30}(?:col[ai]|herbat[a-z]*|brązow[a-z]*|ciemn[a-z]*)",
        "(?:ปัสสาวะ|ฉี่)[^.!?\n]{0,15}(?:โคล่า|โค้ก|ชา|น้ำตาลเข้ม|ดำ)",
        "(?:尿|おしっこ)[^。.!?！？\n]{0,10}(?:コーラ|紅茶|茶色|黒)",
        # The Achilles "kick": a blow to the back of the heel or calf when nobody was there.
        "(?:someone|somebody|something) (?:had )?(?:kicked|hit|shot) me "
        "(?:in|on) (?:the )?(?:back of )?(?:my |the )?(?:heel|calf|ankle|leg|achilles)",
        # Vision lost or blurred in one eye.
        "(?:lost|losing|loss of|lose) (?:the )?(?:my )?(?:vision|sight)(?! of)",
        "(?:can'?t|cannot|can not|couldn'?t) see (?:out of|with|from|through) "
        "(?:my |one |the )?(?:left |right )?eye",
        "(?:blurr?(?:y|ed)|dim|dark|grey|gray|double|no|patchy) (?:vision|sight) "
        "in (?:one|my left|my right|my|the left|the right|the) eye",
        "(?:one|left|right) eye (?:is |has |went |goes |suddenly |just )*"
        "(?:blurr?(?:y|ed)|dark|black|dim|grey|gray|blind|gone)",
        "(?:vision|sight) (?:in (?:one|my left|my right|my|the) eye )?"
        "(?:suddenly |just )?(?:went|goes|going|turned|is|was) "
        "(?:all )?(?:black|dark|grey|gray|blurr?y|fuzzy)(?: in (?:one|my left|my right) eye)",
        "(?:sudden(?:ly)?|out of nowhere) (?:blurr?(?:y|ed)|lost|loss of|dim|double) "
        "(?:vision|sight)",
        "(?:nie widzę|niewyraźnie widzę) na (?:jedno|lewe|prawe) oko",
        "utrat[a-z]* wzroku",
        "(?:ตา|มองเห็น)[^.!?\n]{0,6}(?:มัว|มองไม่เห็น|มืด)[^.!?\n]{0,6}ข้างเดียว",
        "ตาข้าง(?:เดียว|ซ้าย|ขวา)(?:มัว|มองไม่เห็น|มืด)",
        "(?:片目|右目|左目|片方の目)(?:が|で|は)?(?:急に)?"
        "(?:見えにく|見えな|見えづら|かす|ぼやけ|暗く)",
        "頭が割れる",
        # Crash dieting while training.
        "crash diet(?:s|ing)?",
        "starv(?:ing|e|ed) myself",
        "głodów[a-z]*",
        "drastyczn[a-z]* diet[a-z]*",
        "อดอาหาร",
        "断食",
        "極端な(?:食事制限|ダイエット|減量)",
    ]
)

# A tendon snapping: a pop or snap (or the sound of one) plus losing the push-off.
_POP = Patterns(
    [
        "(?:a|loud|big|audible|heard|felt|huge) (?:loud |big |audible |huge )?"
        "(?:pop|snap|crack|bang|twang)",
        "(?:something|it|tendon|achilles|calf|heel|knee|ankle|leg) (?:just |had )?"
        "(?:popped|snapped|went pop|went snap|ripped|tore)",
        "popped",
        "snapped",
        "trzas[a-z]*",
        "strzeli[a-z]*",
        "pękn[a-z]*",
        "เสียง(?:ดัง)?(?:ป๊อก|ป๊อป|เป๊าะ|แป๊ะ|ดัง)",
        "เอ็น(?:ร้อยหวาย)?ขาด",
        "ブチッ",
        "ブチッと",
        "プチッ",
        "パチン",
        "バチッ",
        "音がし",
        "音が鳴",
        "切れた",
    ]
)
_PUSH_OFF_LOST = Patterns(
    [
        "(?:can'?t|cannot|can not|couldn'?t|unable to|not able to) (?:even )?"
        "(?:push off|walk|stand on (?:my )?(?:toes|tip ?toes?|tippy ?toes)|"
        "go (?:up )?on(?:to)? (?:my )?(?:toes|tip ?toes?)|rise on (?:my )?toes|"
        "straighten (?:my |the )?(?:leg|knee)|lift (?:my |the )?leg|"
        "point (?:my |the )?(?:foot|toes)|"
        "put (?:any )?weight|bear weight|stand)",
        "(?:can )?barely (?:walk|stand)",
        "no push ?off",
        "nie (?:mogę|moge|mog[a-z]*) (?:chodzić|stanąć|się odbić|wspiąć się na palce)",
        "(?:เดิน|เขย่ง|ยืน)ไม่ได้",
        "(?:歩けな|歩けません|つま先(?:立ち|で立)|立てな|立てません|踏ん張れな|蹴れな)",
    ]
)

# Vision trouble of any kind, serious when it comes with a headache.
_VISION = Patterns(
    [
        "blurr?(?:y|ed) (?:vision|sight)",
        "(?:vision|sight|eyes?) (?:is |was |went |goes |going |got |gets )?"
        "(?:all )?(?:blurr?y|fuzzy|dark|black|weird|dim)",
        "double vision",
        "seeing double",
        "zamazan[a-z]* (?:widzeni[a-z]*|obraz[a-z]*)",
        "niewyraźn[a-z]* widz[a-z]*",
        "ตามัว",
        "มองไม่ชัด",
        "มองไม่เห็น",
        "目が(?:見えにく|見えな|見えづら|かす|ぼやけ)",
        "見えにく",
        "見えない",
        "視界が(?:ぼやけ|かす|暗く|欠け|狭)",
    ]
)

# Muscles hugely swollen and rock hard: with dark urine or alone after training, a
# sign of muscle breakdown (or a compartment syndrome).
_ROCK_HARD = Patterns(
    ["rock hard", "rock-hard", "hard as (?:a )?(?:rock|stone|brick)", "twarde jak kamień"]
)
_HUGELY_SWOLLEN = Patterns(
    [
        "(?:massively|hugely|extremely|insanely|crazy|super|really|very|so|badly|grossly) swollen",
        "swollen (?:up )?(?:like|to twice|massively|hugely)",
        "swell(?:ed|ing)? up (?:like|massively|hugely|badly)",
        "swollen",
        "bardzo spuchn[a-z]*",
        "spuchn[a-z]*",
        "บวมมาก",
        "パンパンに腫れ",
    ]
)

_PAIRS: tuple[tuple[Patterns, Patterns], ...] = (
    (_CALF, _SWOLLEN),
    (_HEADACHE, _HEADACHE_SIGN),
    (_PREGNANT, _PREGNANCY_SIGN),
    (_POP, _PUSH_OFF_LOST),
    (_HEADACHE, _VISION),
    (_ROCK_HARD, _HUGELY_SWOLLEN),
)

_NUMBER = r"(\d{1,2}(?:[.,]\d)?|a|one|two|three|four|jeden|dwa|trzy|1|2|3|4)"
_WORD_NUMBERS = {"a": 1.0, "one": 1.0, "jeden": 1.0, "two": 2.0, "dwa": 2.0}
_WORD_NUMBERS.update({"three": 3.0, "trzy": 3.0, "four": 4.0})

# Eating under ~1000 kcal a day: a number of calories said as intake, not as burnt.
_KCAL = re.compile(
    r"(?<![0-9.,])([1-9]\d{2})(?![0-9])\s?(?:k?cals?|calories|kalori[a-z]*|kcal|"
    r"แคล(?:อรี่)?|กิโลแคลอรี่|キロカロリー|カロリー)"
)
_UNDER_1000 = re.compile(
    r"(?:under|less than|below|fewer than|poniżej|mniej niż|ไม่ถึง|ต่ำกว่า)\s?"
    r"(?:1[ ,.]?000|1k|a thousand|tysiąca)\s?(?:k?cals?|calories|kalori[a-z]*|kcal|แคล)"
    r"|1[ ,.]?000\s?(?:kcal|キロカロリー|カロリー)(?:未満|以下)"
)
_INTAKE = re.compile(
    r"(?<![a-z])(?:intake|diet|dieting|living on|surviving on|a day|per day|daily|"
    r"dieta|diecie|dziennie)(?![a-z])|วันละ|摂取|1日|一日"
)
_PER_DAY = re.compile(
    r"(?<![a-z])(?:a|per|each|every) day|/ ?day|daily|dziennie|na dzień|ต่อวัน|วันละ|1日|一日"
)
_BURN = re.compile(
    r"(?<![a-z])(?:burn[a-z]*|spal[a-z]*|deficit|surplus|deficyt[a-z]*|nadwyż[a-z]*|"
    r"less|more|extra|fewer|over|above|under maintenance)(?![a-z])|เผาผลาญ|消費|赤字|ขาดดุล"
)

# Losing weight faster than about 1.5 kg a week: "lose 10 kg in 2 weeks".
_LOSS = re.compile(
    r"(?<![a-z])(?:lose|losing|lost|drop|dropped|dropping|shed|shedding|cut|cutting|melt|"
    r"schudn[a-z]*|zrzuci[a-z]*|zgubi[a-z]*)(?![a-z])|ลด(?:น้ำหนัก)?|痩せ|落と|減ら"
)
_RATE = re.compile(
    r"(\d{1,3}(?:[.,]\d)?)\s?(kg|kgs|kilos?|kilograms?|lbs?|pounds?|stone|กิโล|キロ)"
    r"(?![a-z])[^.!?\n]{0,20}?(?:in|within|w|ใน|で|ภายใน)\s?(?:the next |next |just |only )?"
    + _NUMBER
    + r"\s?(days?|weeks?|wks?|months?|dni|dzień|tydzień|tygodni[a-z]*|miesi[a-z]*|"
    r"วัน|สัปดาห์|อาทิตย์|เดือน|日|週間|週|ヶ月|か月|カ月)"
)

# A lift or its load is what went down ("bench dropped like 15 lbs in 3 weeks", "squat
# lost 10 kg in a month"): strength on a cut, no weight-loss rate.
_LIFT_AMOUNT = re.compile(
    r"(?<![a-z])(?:bench|squat|deadlift|dead|press|ohp|row|pull-?ups?|curl|lifts?|1rm|max|"
    r"e1rm|working (?:sets?|weights?)|top sets?|strength|wyciskani[a-z]*|przysiad[a-z]*|"
    r"martwy|ciąg[a-z]*)(?![a-z])[^.!?\n]{0,22}$|ベンチ|スクワット|デッドリフト|เบนช์|สควอท"
)


def _per_week(unit: str) -> float:
    if unit.startswith(("day", "dni", "dzień", "วัน", "日")):
        return 1 / 7
    if unit.startswith(("month", "miesi", "เดือน", "ヶ月", "か月", "カ月")):
        return 4.3
    return 1.0


def extreme_dieting(folded: str) -> bool:
    """Crash intake (under ~1000 kcal a day) or a weight-loss target over ~1.5 kg a week."""
    for match in _KCAL.finditer(folded):
        before = folded[max(0, match.start() - 30) : match.start()]
        after = folded[match.end() : match.end() + 25]
        if _BURN.search(before) or _BURN.search(after[:15]):
            continue
        if _INTAKE.search(before) or _PER_DAY.search(after):
            return True
    if _UNDER_1000.search(folded) and not _BURN.search(folded):
        return True
    if not _LOSS.search(folded):
        return False
    for match in _RATE.finditer(folded):
        if _LIFT_AMOUNT.search(folded[max(0, match.start() - 30) : match.start()]):
            continue  # "my bench dropped 15 lbs in 3 weeks": a lift's load, not body weight
        amount = float(match.group(1).replace(",", "."))
        unit = match.group(2)
        if unit.startswith(("lb", "pound")):
            amount = convert(amount, "lb", "kg")
        elif unit == "stone":
            amount *= 6.35
        count_text = match.group(3)
        count = _WORD_NUMBERS.get(count_text) or float(count_text.replace(",", "."))
        weeks = count * _per_week(match.group(4))
        if weeks > 0 and amount / weeks > 1.5:
            return True
    return False


def compound_red_flag(folded: str) -> bool:
    """A red flag that takes more than one cue, or one phrased outside RED_FLAG's words.

    The calf pair needs a third cue too (warmth, redness or a long trip): a swollen calf
    after calf raises is ordinary soreness.
    """
    if ONE_CUE.search(folded) or ONE_CUE_MORE.search(folded):
        return True
    if red_flag_kind(folded) is not None:
        return True
    if extreme_dieting(folded):
        return True
    for anchor, sign in _PAIRS:
        if anchor.search(folded) and sign.search(folded):
            if anchor is _CALF and not _CLOT_SIGN.search(folded):
                continue
            return True
    return False
