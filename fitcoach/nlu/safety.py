"""Medical red flags that need two cues in one message.

A swollen calf alone is usually a strained muscle, a headache alone is usually nothing,
and pregnancy is not a problem; together with a second sign each can be an emergency
(a clot, a bleed in the brain, a threatened pregnancy). Single-cue red flags live in
`intents.RED_FLAG`; this module holds the pairs, and every pair must appear together
for the message to be routed to a professional before any training reading.
"""

from __future__ import annotations

from fitcoach.nlu.text import Patterns

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
        "胸が(?:ドキドキ|締め付けられ)",
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

_PAIRS: tuple[tuple[Patterns, Patterns], ...] = (
    (_CALF, _SWOLLEN),
    (_HEADACHE, _HEADACHE_SIGN),
    (_PREGNANT, _PREGNANCY_SIGN),
)


def compound_red_flag(folded: str) -> bool:
    """A red flag that takes more than one cue, or one phrased outside RED_FLAG's words.

    The calf pair needs a third cue too (warmth, redness or a long trip): a swollen calf
    after calf raises is ordinary soreness.
    """
    if ONE_CUE.search(folded):
        return True
    for anchor, sign in _PAIRS:
        if anchor.search(folded) and sign.search(folded):
            if anchor is _CALF and not _CLOT_SIGN.search(folded):
                continue
            return True
    return False
