"""Body-part mentions -> catalog joints ("shoulder", "lower_back", ...) or muscle groups.

The same word can name a joint or a muscle group: "my right shoulder feels sharp" is the
shoulder joint, "keep my shoulders fresh for golf" the Shoulders muscle group. A shoulder
mention is the joint when its sentence talks about pain, else the muscle group. "Lower
back" is always the lower_back joint; "back" alone is the Back muscle group.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from fitcoach.nlu.exercises import exercise_hits
from fitcoach.nlu.text import Hit, Lexicon, Patterns, fold, mask, sentences, span_index, unique
from fitcoach.nlu.traits import unhurt_masked

# "area": a part of the body that is no joint or muscle group of the catalog (a shin, a
# foot). It counts only when its sentence talks about pain, and it is protected through
# the joint that carries its load; what the user said is kept as the area's name.
Kind = Literal["joint", "shoulder", "muscle", "group", "area"]

_ARMS = ("Biceps", "Triceps")
_LEGS = ("Quads", "Hamstrings", "Glutes", "Calves")


@dataclass(frozen=True, slots=True)
class Part:
    kind: Kind
    names: tuple[str, ...]
    area: str | None = None


def _joint(name: str) -> Part:
    return Part("joint", (name,))


def _muscle(name: str) -> Part:
    return Part("muscle", (name,))


_SHOULDER = Part("shoulder", ("shoulder",))


def _area(area: str, joint: str) -> Part:
    return Part("area", (joint,), area)


# Shins and feet take the load of running, jumping and standing: the ankle's protections
# (no jumping, no calf raises) are theirs.
_SHIN = _area("shin", "ankle")
_FOOT = _area("foot", "ankle")
# Thumbs and fingers take the load of gripping: the wrist's protections (no heavy grip,
# no loaded wrist extension) are theirs ("arthritis at the base of both thumbs").
_THUMB = _area("thumb", "wrist")
_FINGER = _area("finger", "wrist")

_BODY: list[tuple[str, Part]] = [
    # Joints
    ("lower back", _joint("lower_back")),
    ("low back", _joint("lower_back")),
    ("lumbar(?: spine)?", _joint("lower_back")),
    ("doln[a-z]* (?:odcin[a-z]* )?(?:kręgosłup[a-z]* )?plec[a-z]*", _joint("lower_back")),
    ("doln[a-z]* (?:odcin[a-z]* )?kręgosłup[a-z]*", _joint("lower_back")),
    # "dół pleców", "na dole pleców": the low back said as "the bottom of the back".
    ("(?:na )?d(?:ó|o)ł(?:u)? plec[a-z]*", _joint("lower_back")),
    ("lędźw[a-z]*", _joint("lower_back")),
    ("krzyż[a-z]*", _joint("lower_back")),
    ("หลังส่วนล่าง", _joint("lower_back")),
    ("หลังล่าง", _joint("lower_back")),
    ("เอว", _joint("lower_back")),
    ("腰", _joint("lower_back")),
    ("knees?", _joint("knee")),
    ("kolan[a-z]*", _joint("knee")),
    ("เข่า", _joint("knee")),
    ("膝", _joint("knee")),
    ("ひざ", _joint("knee")),
    # The kneecap and its tendon are the knee: "เอ็นสะบ้าอักเสบ" (patellar tendinitis),
    # "ból pod rzepką", "膝蓋腱炎".
    ("(?:เอ็น)?(?:ลูก)?สะบ้า", _joint("knee")),
    ("rzepk[a-z]*", _joint("knee")),
    ("膝蓋(?:腱)?", _joint("knee")),
    ("elbows?", _joint("elbow")),
    ("łok[cie][a-z]*", _joint("elbow")),
    ("ข้อศอก", _joint("elbow")),
    ("肘", _joint("elbow")),
    ("ひじ", _joint("elbow")),
    ("wrists?", _joint("wrist")),
    ("nadgarst[a-z]*", _joint("wrist")),
    ("ข้อมือ", _joint("wrist")),
    ("手首", _joint("wrist")),
    ("thumbs?", _THUMB),
    ("fingers?|knuckles?", _FINGER),
    ("hips?", _joint("hip")),
    ("bio(?:dr|der)[a-z]*", _joint("hip")),
    ("สะโพก", _joint("hip")),
    ("股関節", _joint("hip")),
    ("ankles?", _joint("ankle")),
    ("kost(?:ka|ki|ce|kę|ek)", _joint("ankle")),
    ("ข้อเท้า", _joint("ankle")),
    ("足首", _joint("ankle")),
    ("shins?|shin ?bones?|shin splints?", _SHIN),
    ("gole(?:ń|n)[a-z]*|goleni[a-z]*|piszczel[a-z]*", _SHIN),
    ("หน้าแข้ง", _SHIN),
    ("すね|スネ|脛", _SHIN),
    # "Six feet tall" is a height, not the feet.
    ("feet(?<!\\d\\x20feet)(?<!\\dfeet)|foot(?<!\\d\\x20foot)", _FOOT),
    ("heels?|arch(?:es)? of (?:my|the) foot|toes?", _FOOT),
    # Not "stóp": folded, it is the English "stop".
    ("stop(?:a|y|ie|ę|ą|ach|ami)|pi(?:ę|e)t(?:a|y|ę|ach)", _FOOT),
    ("ฝ่าเท้า|ส้นเท้า|เท้า(?!พลิก)", _FOOT),
    ("足の裏|かかと|踵|足の甲|つま先", _FOOT),
    # Shoulder: a joint in pain, else the muscle group
    ("shoulders?", _SHOULDER),
    ("rotator cuffs?", _joint("shoulder")),
    # "a disc problem years ago", "herniated disc": the lower back, named by its injury.
    ("(?:herniated|bulging|slipped|prolapsed) dis[ck]s?", _joint("lower_back")),
    (
        "dis[ck]s? (?:problem|issue|injury|trouble|bulge|herniation|prolapse)s?",
        _joint("lower_back"),
    ),
    # "hurt my back again": the back, not "I'm back again".
    ("(?:my|the|her|his) back(?= again)", _joint("lower_back")),
    ("bark[a-z]*", _SHOULDER),
    ("ramię", _SHOULDER),
    ("ramieni[a-z]*", _SHOULDER),
    ("ไหล่", _SHOULDER),
    ("肩", _SHOULDER),
    # Muscle groups
    ("delts?", _muscle("Shoulders")),
    ("deltoids?", _muscle("Shoulders")),
    ("naramienn[a-z]*", _muscle("Shoulders")),
    ("เดลท์", _muscle("Shoulders")),
    ("三角筋", _muscle("Shoulders")),
    ("chest", _muscle("Chest")),
    ("pecs?", _muscle("Chest")),
    ("pectorals?", _muscle("Chest")),
    ("klat[a-z]*(?: piersiow[a-z]*)?", _muscle("Chest")),
    ("piersiow[a-z]*", _muscle("Chest")),
    ("หน้าอก", _muscle("Chest")),
    # "อก" said short is the chest only where it stands as a word (ออก "out", บอก "tell",
    # ข้อศอก "elbow" and อกไก่ "chicken breast" hold the same letters): after a verb of
    # training or วัน, before another muscle, or on its own.
    ("(?<=เพิ่ม)อก(?!ไก่)", _muscle("Chest")),
    ("(?<=เน้น)อก(?!ไก่)", _muscle("Chest")),
    ("(?<=เล่น)อก(?!ไก่)", _muscle("Chest")),
    ("(?<=ฝึก)อก(?!ไก่)", _muscle("Chest")),
    ("(?<=วัน)อก(?!ไก่)", _muscle("Chest")),
    ("(?<![\u0e00-\u0e7f])อก(?=\\s|$|กับ|และ|ไหล่|หลัง|แขน|ขา|ให้)", _muscle("Chest")),
    ("胸", _muscle("Chest")),
    ("大胸筋", _muscle("Chest")),
    ("upper back", _muscle("Back")),
    # "back" as a direction ("come back", "back to the gym") is not the muscle group. The
    # look-behinds follow the literal so the engine only checks them where "back" is.
    (
        "back(?<!week\\x20back)(?<!weeks\\x20back)(?<!day\\x20back)(?<!days\\x20back)(?<!month\\x20back)(?<!years\\x20back)(?<!time\\x20back)(?<!money\\x20back)(?<!strength\\x20back)(?<!fitness\\x20back)(?<!am\\x20back)(?<!are\\x20back)(?<!be\\x20back)(?<!bring\\x20back)(?<!call\\x20back)(?<!came\\x20back)(?<!come\\x20back)(?<!cut\\x20back)(?<!dial\\x20back)(?<!fight\\x20back)(?<!get\\x20back)(?<!go\\x20back)(?<!going\\x20back)(?<!got\\x20back)(?<!hit\\x20back)(?<!i'll\\x20back)(?<!i'm\\x20back)(?<!ill\\x20back)(?<!im\\x20back)(?<!is\\x20back)(?<!it's\\x20back)(?<!its\\x20back)(?<!kick\\x20back)(?<!laid\\x20back)(?<!lay\\x20back)(?<!lie\\x20back)(?<!look\\x20back)(?<!looking\\x20back)(?<!move\\x20back)(?<!moved\\x20back)(?<!pull\\x20back)(?<!put\\x20back)(?<!scale\\x20back)(?<!set\\x20back)(?<!sit\\x20back)(?<!step\\x20back)(?<!turn\\x20back)(?<!was\\x20back)(?<!way\\x20back)(?<!welcome\\x20back)(?<!went\\x20back)(?<!were\\x20back)(?<!write\\x20back)"
        # "Back monday 21st", "back tomorrow": a return, said with its day.
        "(?! ?(?:to|at|in|into|from|on|off|home|then|again|later|now|up|down|and forth|\\)|"
        "(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|tomorrow|tonight|next|by|the \\d|\\d))",
        _muscle("Back"),
    ),
    # "mam 27 lat" is an age in Polish, not the lats.
    ("lats?(?<!\\d\\x20lat)(?<!\\dlat)", _muscle("Back")),
    ("latissimus(?: dorsi)?", _muscle("Back")),
    ("traps?", _muscle("Back")),
    ("rhomboids?", _muscle("Back")),
    ("plec[a-z]*", _muscle("Back")),
    ("grzbiet[a-z]*", _muscle("Back")),
    ("najszersz[a-z]*(?: grzbiet[a-z]*)?", _muscle("Back")),
    # หลัง is also "after": "ก่อนหรือหลังเวท" (before or after weights), "หลังกิน" (after
    # eating), "หลังเล่น" (after training) name no back.
    ("(?<!ก่อนหรือ)(?<!ก่อน)หลัง(?!จาก|เวท|เล่น|กิน|ซ้อม|ออกกำลัง|คาร์ดิโอ|วิ่ง|ตื่น|นอน|เลิก)", _muscle("Back")),
    ("กล้ามเนื้อปีก", _muscle("Back")),
    ("ปีก", _muscle("Back")),
    ("背中", _muscle("Back")),
    ("広背筋", _muscle("Back")),
    ("背筋", _muscle("Back")),
    ("biceps?", _muscle("Biceps")),
    ("bicepsi[a-z]*", _muscle("Biceps")),
    ("bicepsa", _muscle("Biceps")),
    ("bis", _muscle("Biceps")),
    ("ไบเซ(?:ป|ปส์|็ป)", _muscle("Biceps")),
    ("(?:上腕)?二頭筋", _muscle("Biceps")),
    ("triceps?", _muscle("Triceps")),
    ("tricepsy", _muscle("Triceps")),
    ("tris", _muscle("Triceps")),
    ("ไตรเซ(?:ป|ปส์|็ป)", _muscle("Triceps")),
    ("(?:上腕)?三頭筋", _muscle("Triceps")),
    ("forearms?", _muscle("Forearms")),
    ("grip", _muscle("Forearms")),
    ("przedrami[a-z]*", _muscle("Forearms")),
    ("ปลายแขน", _muscle("Forearms")),
    ("前腕", _muscle("Forearms")),
    ("quads?", _muscle("Quads")),
    ("quadriceps", _muscle("Quads")),
    ("thighs?", _muscle("Quads")),
    ("czworogłow[a-z]*", _muscle("Quads")),
    ("ต้นขาหน้า", _muscle("Quads")),
    ("大腿四頭筋", _muscle("Quads")),
    # The thigh said plainly ("太ももが筋肉痛", "ต้นขาปวด") is its front; the back of it is
    # named as such (longest match: "ต้นขาหลัง", "裏もも").
    ("太もも", _muscle("Quads")),
    ("太腿", _muscle("Quads")),
    ("前もも", _muscle("Quads")),
    ("裏もも|もも裏", _muscle("Hamstrings")),
    ("ต้นขา", _muscle("Quads")),
    ("hamstrings?", _muscle("Hamstrings")),
    ("hammies|hammy|hams", _muscle("Hamstrings")),
    # Posture work is upper-back work (rows, face pulls, rear delts).
    ("posture(?: work| stuff| exercises| drills)?", _muscle("Back")),
    ("postaw[a-z]*", _muscle("Back")),
    ("姿勢", _muscle("Back")),
    ("ハム(?!スト)", _muscle("Hamstrings")),
    ("(?:left |right )?achilles(?: tendon)?", _joint("ankle")),
    ("achillesa|ścięgn[a-z]* achillesa", _joint("ankle")),
    ("เอ็นร้อยหวาย", _joint("ankle")),
    ("アキレス腱?", _joint("ankle")),
    ("hamm(?:y|ies|ys|ie)", _muscle("Hamstrings")),
    ("hams", _muscle("Hamstrings")),
    ("dwugłow[a-z]* ud[a-z]*", _muscle("Hamstrings")),
    # Gym slang: "dwójka" (the biceps femoris, the hamstring's "two-head"), said of a leg.
    ("dwój(?:k[aęiey]|ek)(?= (?:w|z) (?:lew|praw)[a-z]* nod| nogi| z tyłu)", _muscle("Hamstrings")),
    ("ต้นขาหลัง", _muscle("Hamstrings")),
    ("ハムストリングス?", _muscle("Hamstrings")),
    ("glutes?", _muscle("Glutes")),
    ("butt", _muscle("Glutes")),
    ("pośladk[a-z]*", _muscle("Glutes")),
    ("ก้น", _muscle("Glutes")),
    ("お尻", _muscle("Glutes")),
    ("臀筋", _muscle("Glutes")),
    ("calf", _muscle("Calves")),
    ("calves", _muscle("Calves")),
    ("łyd(?:ki|ka|ek|kach|kami|kę)", _muscle("Calves")),
    ("น่อง", _muscle("Calves")),
    ("ふくらはぎ", _muscle("Calves")),
    ("core", _muscle("Core")),
    ("abs", _muscle("Core")),
    ("abdominals?", _muscle("Core")),
    ("obliques", _muscle("Core")),
    ("six ?pack", _muscle("Core")),
    ("brzuch[a-z]*", _muscle("Core")),
    ("แกนกลาง(?:ลำตัว)?", _muscle("Core")),
    ("หน้าท้อง", _muscle("Core")),
    ("体幹", _muscle("Core")),
    ("腹筋", _muscle("Core")),
    ("腹", _muscle("Core")),
    # Groups of groups
    ("arms?", Part("group", _ARMS)),
    ("ramion[a-z]*", Part("group", _ARMS)),
    ("ręce", Part("group", _ARMS)),
    ("แขน", Part("group", _ARMS)),
    ("腕(?!立て)", Part("group", _ARMS)),
    ("legs?", Part("group", _LEGS)),
    ("lower body", Part("group", _LEGS)),
    ("nogi", Part("group", _LEGS)),
    ("nóg", Part("group", _LEGS)),
    ("nog[a-z]+", Part("group", _LEGS)),
    ("ขา(?!ด|ย|ว|ยกขา)", Part("group", _LEGS)),
    ("脚", Part("group", _LEGS)),
    ("下半身", Part("group", _LEGS)),
]

BODY_LEXICON: Lexicon[Part] = Lexicon(_BODY)

PAIN_WORDS = Patterns(
    [
        "pain(?:s|ful)?",
        "hurts?",
        "hurting",
        "aches?",
        "aching",
        "achy",
        "sore(?:ness)?",
        "sharp",
        # verb forms too: "my shoulder pinches at the top", "it twinges", "stings"
        "pinch(?:es|y|ing|ed)?",
        "irritated",
        "irritation",
        "tweak(?:ed|y)?",
        "strain(?:ed)?",
        "sprain(?:ed)?",
        "injur(?:y|ed|ies)",
        "tender",
        # Swelling and bruising are pain's signs: "knees are puffy and swollen today".
        "swollen",
        "swelling",
        "puffy",
        "inflamed",
        "spuch\\w*",
        "opuch\\w*",
        "stłuczon[a-z]*",
        "บวม",
        "腫れ",
        "腫れて",
        "打撲",
        "twing(?:e|es|ed|ing|ey)",
        "sting(?:s|ing)",
        "pulled",
        "jammed",
        "impingement",
        "tendin?itis",
        "tendinopathy",
        "(?:osteo ?)?arthritis",
        "bursitis",
        "flare[sd]? up",
        "flares? (?:it|them) up",
        "flare ups?",
        # A history the user asks us to protect ("old rotator cuff thing, go easy there"):
        # said with a body part, it is a condition, not a muscle to prioritise.
        # The cuff hurt or repaired, not cuff work asked for ("keep doing rotator cuff stuff").
        "rotator cuffs? (?:injur|tear|thing|issue|problem|repair|surger|strain)[a-z]*",
        "(?:torn|injured|repaired|bad) (?:[a-z]+ )?rotator cuffs?",
        "dis[ck]s? (?:problem|issue|injury|trouble)s?",
        "(?:herniated|bulging|slipped|prolapsed) dis[ck]s?",
        "(?:old|previous|past|former) (?:[a-z]+ ){0,3}(?:injury|problem|issue|thing)",
        "go easy (?:on (?:it|them|my|the|that)|there|with (?:it|them|my|the))",
        "take it easy (?:on|with) (?:it|them|my|the|that)",
        "bad (?:left |right )?"
        "(?:knees?|back|lower back|shoulders?|hips?|elbows?|wrists?|ankles?|neck)",
        "surger(?:y|ies)",
        "operat(?:ed|ion) on",
        "meniscus",
        "acl",
        "mcl",
        "torn",
        "tears?(?= in| to)",
        "dodgy",
        "wonky",
        "cranky",
        "niggl(?:e|y|ing)",
        "bothers?",
        "ból(?:u|em|e|ów|ami|ach)?",
        "boli",
        "bolą",
        "pobolewa[a-z]*",
        "boląc[a-z]*",
        "kłuc[a-z]*",
        "kłuj[a-z]*",
        # An old injury, sprain or break named with its joint: history to program around.
        "uraz[a-z]*",
        "skręcon[a-z]*",
        "skręci[lł][a-z]*",
        "zwichn[a-z]*",
        "fractur(?:e|ed)",
        "dislocat(?:ed|ion)",
        "broke (?:my|the|his|her)",
        "เท้า(?:ซ้าย|ขวา|ข้างซ้าย|ข้างขวา)?พลิก",
        "พลิก(?:ข้อ)?เท้า",
        "捻挫",
        "骨折",
        "脱臼",
        "kłuł[a-z]*",
        "klu(?:je|ło|lo|e)",
        "podrażni[a-z]*",
        "naciągn[a-z]*",
        "kontuzj[a-z]*",
        # An operation or a torn meniscus / ligament, with or without Polish letters.
        "operacj[a-z]*",
        "operowan[a-z]*",
        "łąkotk[a-z]*",
        "lakotk[a-z]*",
        "więzad[a-z]*",
        "wiezadl[a-z]*",
        "ผ่าตัด",
        "หมอนรองเข่า",
        "เอ็นไขว้",
        "手術",
        "半月板",
        "靭帯",
        # A dull ache ("kolano mnie ćmi") and a bruise ("หน้าแข้งช้ำ") are pain words too.
        "ćmi",
        "pobolewa",
        "bruis(?:e|ed|es|ing)",
        "ช้ำ",
        "ระบม",
        "ปวด",
        "เจ็บ",
        # Inflamed: a tendinitis or arthritis said plainly ("เอ็นอักเสบ", "zapalenie
        # ścięgna", "腱炎", "関節炎").
        "อักเสบ",
        # A muscle that feels tight or pulls: "calves feel tight", "น่องตึงมาก", "dwugłowy
        # mnie ciągnie, takie napięcie", "ふくらはぎが張ってる". Not a thud ("ดังตึงๆ"),
        # not eagerness ("張り切って").
        # A muscle said tight, not a schedule ("my week is tight").
        "(?:feels?|feeling|felt) (?:really |super |very |so |a bit |a little |kinda |pretty )?"
        "tight",
        "(?:calf|calves|hamstrings?|hams|hammy|quads?|hips?|back|neck|traps?|glutes?|"
        "shoulders?|chest|lats?|groin|adductors?|achilles)(?:'s|'re| is| are| got| gets)? "
        "(?:really |super |very |so |a bit |a little |kinda |pretty |still )?tight",
        "tightness",
        "(?<!ดัง)ตึง",
        "ciągnie",
        "ciagnie",
        "napięci[ea]",
        "spięt[a-z]*",
        "張(?:って|ってる|りが|りがある)",
        "(?:つっぱ|突っ張)(?:る|って)",
        "zapaleni[a-z]* (?:ścięgn|staw|kaletk|rozcięgn)[a-z]*",
        "(?:腱|関節|腱鞘|滑液包)炎",
        "炎症",
        "จี๊ด",
        "ระคายเคือง",
        "เคล็ด",
        "บาดเจ็บ",
        "痛",
        "違和感",
        # The sharp-pain onomatopoeia: "右肩の前がズキッとした", "腰がピキッときた".
        "ズキ[ッっン]?",
        "ずきっ",
        "ピキ[ッっ]",
        "グキ[ッっ]",
        "ギク[ッっ]",
        "怪我",
        "けが",
        "ケガ",
    ]
)

_SIDE = re.compile(
    r"(?<![a-z])(left|right|lew(?:y|a|e|ym|ej|ego|a)|praw(?:y|a|e|ym|ej|ego|a))(?![a-z])|"
    r"(ซ้าย|ขวา|左|右)"
)
_SIDE_VALUE = {
    "left": "left",
    "right": "right",
    "ซ้าย": "left",
    "ขวา": "right",
    "左": "left",
    "右": "right",
}


def _body_text(folded: str) -> str:
    """The message with exercise names blanked: "hamstring curl" is not a hamstring mention."""
    return mask(folded, [(hit.start, hit.end) for hit in exercise_hits(folded)])


# "chce wzmocnić plecy i nogi, bo wieczorem wszystko mnie boli": everything aching after
# work is the reason to train, not pain in the parts named beside it.
_EVERYTHING_HURTS = re.compile(
    r"(?:mnie\s+)?(?:wszystko|everything|all of me)\s+(?:mnie\s+)?(?:boli|bola|hurts|aches)|"
    r"(?:boli|bola)\s+mnie\s+wszystko"
)


def everything_hurts(folded: str) -> bool:
    """The only ache said is all over ("wieczorem wszystko mnie boli"), not in one part."""
    return bool(_EVERYTHING_HURTS.search(folded)) and not PAIN_WORDS.search(
        _EVERYTHING_HURTS.sub(" ", folded)
    )


# A hurt that is over is still about the hurt: "my shin is back to its old self", "foot
# feels fine again" name the part a stored strain is about.
_MENDED = re.compile(
    r"(?<![a-z])(?:heal(?:ed|ing)|recovered|back to (?:its|their|my|his|her) (?:old|usual|normal) "
    r"sel(?:f|ves)|(?:fine|good|better|normal|ok|okay) (?:now|again))(?![a-z])"
)


def body_hits(folded: str) -> list[tuple[Hit[Part], bool]]:
    """Body mentions with whether their sentence talks about pain (or its end)."""
    text = _body_text(folded)
    spans = sentences(text)
    painful = {
        index
        for index, (s, e) in enumerate(spans)
        if PAIN_WORDS.search(_EVERYTHING_HURTS.sub(" ", unhurt_masked(text[s:e])))
        or _MENDED.search(text[s:e])
    }
    hits = BODY_LEXICON.hits(text)
    painful |= {span_index(spans, hit.start) for hit in hits if _slang_about(text, hit)}
    return [(hit, span_index(spans, hit.start) in painful) for hit in hits]


# Slang complaints bind to the body part they describe: after it ("calves are toast",
# "shoulder's a bit cranky", "knee feels off") or as "<verb> my <part>" ("pulled my
# hammy", "wrecked my back"). "Smashed legs today" (a hard session) binds to neither.
_LINK = (
    r"(?:\s*(?:'s|'re|'m|s|is|are|r|am|was|were|been|be|feels?|feeling|felt|got|getting|"
    r"gets|seems?|a|bit|bit of|little|kinda|kind of|pretty|so|super|totally|absolutely|"
    r"completely|still|really|properly|proper|well|and|just|lowkey|abit|jest|sa|mam|mialem|"
    r"totalnie|calkiem|kompletnie)\b)*\s*"
)
_SLANG_AFTER = re.compile(
    r"^(?:'s|s)?" + _LINK + r"(?:toast|wrecked|destroyed|fried|smashed|cooked|trashed|beat up|"
    r"banged up|cranky|grumpy|angry|barking|acting up|playing up|killing me|off|weird|funny|"
    r"wrong|not right|niggly|dodgy|wonky|tweaky|tweaked|zajechan[a-z]*|padniet[a-z]*|"
    r"rozwalon[a-z]*|zabit[a-z]*|zmasakrowan[a-z]*|zarzniet[a-z]*|zajeban[a-z]*)(?![a-z])"
)
_SLANG_BEFORE = re.compile(
    r"(?<![a-z])(?:pulled|tweaked|tore|torn|wrecked|destroyed|fried|smashed|trashed|"
    r"messed up|screwed up|jacked up|banged up|killed|hurt|strained|sprained|twisted|rolled|"
    r"jammed|niggled)\s+(?:my|the|me|his|her|a)\s+(?:left\s+|right\s+|bad\s+)?$"
)


def _slang_about(text: str, hit: Hit[Part]) -> bool:
    after = text[hit.end : hit.end + 48]
    before = text[max(0, hit.start - 32) : hit.start]
    return bool(_SLANG_AFTER.match(after) or _SLANG_BEFORE.search(before))


def slang_pain(folded: str) -> bool:
    """Whether a slang complaint is said about a named body part."""
    text = _body_text(folded)
    return any(_slang_about(text, hit) for hit in BODY_LEXICON.hits(text))


def resolve_part(part: Part, in_pain: bool) -> tuple[str, ...]:
    if part.kind == "shoulder":
        return ("shoulder",) if in_pain else ("Shoulders",)
    if part.kind == "area":
        return part.names if in_pain else ()
    return part.names


def named_area(text: str, part: str) -> str | None:
    """The area the user named for a protected part, when it is not the part itself:
    "my shins are sore" protects the ankle and is remembered as the shin."""
    folded = fold(text)
    for hit, pain in body_hits(folded):
        if hit.value.area and pain and part in hit.value.names:
            return hit.value.area
    return None


def extract_body_parts(text: str) -> tuple[str, ...]:
    """Canonical joints and muscle groups mentioned, in order: "lower back" -> lower_back."""
    folded = fold(text)
    # Stored words about the body ("left shin") are about a hurt even without a pain word.
    names = [
        name
        for hit, pain in body_hits(folded)
        for name in resolve_part(hit.value, pain or hit.value.kind == "area")
    ]
    return tuple(unique(names))


def extract_muscles(text: str) -> tuple[str, ...]:
    """Muscle groups mentioned (emphasis, focus): "arms" -> Biceps, Triceps; joints skipped."""
    folded = fold(text)
    names = [
        name
        for hit, _ in body_hits(folded)
        if hit.value.kind != "joint"
        for name in resolve_part(hit.value, False)
    ]
    return tuple(unique(names))


_CORRECTED_SIDE = re.compile(
    r"(?<![a-z])(right|left|prawe|prawy|praw[a-z]*|lewe|lewy|lew[a-z]*)(?: one| side)?,? "
    r"(?:not|nie) (?:the |my )?(?:left|right|lew[a-z]*|praw[a-z]*)(?![a-z])"
)


def extract_side(text: str) -> Literal["left", "right"] | None:
    """Left or right, when said next to a body part ("right shoulder", "ไหล่ขวา", "右肩")."""
    folded = fold(text)
    corrected = _CORRECTED_SIDE.search(folded)
    if corrected:
        # "The bad knee is my RIGHT one, not the left": the side kept, not the one denied.
        return "right" if corrected.group(1).startswith(("right", "praw")) else "left"
    hits = [hit for hit, _ in body_hits(folded)]
    for match in _SIDE.finditer(folded):
        word = match.group(0)
        near = any(
            -4 <= hit.start - match.end() <= 24 or 0 <= match.start() - hit.end <= 4 for hit in hits
        )
        if not near:
            continue
        if word.startswith("lew"):
            return "left"
        if word.startswith("praw"):
            return "right"
        side = _SIDE_VALUE.get(word)
        if side == "left":
            return "left"
        if side == "right":
            return "right"
    return None
