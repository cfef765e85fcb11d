"""Goal, coaching voice and acute condition, from keyword lexicons in four languages."""

from __future__ import annotations

import re
from typing import Literal

from fitcoach.nlu.text import Lexicon, Patterns, fold, mask
from fitcoach.nlu.understanding import Condition, Voice
from fitcoach.programming.models import Goal

_GOALS: list[tuple[str, Goal]] = [
    ("build (?:some )?muscle", "hypertrophy"),
    ("(?:gain|put on|add) (?:some )?(?:muscle|size|mass)", "hypertrophy"),
    ("muscle (?:gain|growth|building)", "hypertrophy"),
    ("hypertroph[a-z]*", "hypertrophy"),
    ("bulk(?:ing)?", "hypertrophy"),
    ("get (?:bigger|jacked|swole)", "hypertrophy"),
    ("bodybuilding", "hypertrophy"),
    ("aesthetics?", "hypertrophy"),
    ("rozbudow[a-z]* (?:mięś[a-z]*|masę)", "hypertrophy"),
    ("budow[a-z]* (?:mięś[a-z]*|masę|mase)", "hypertrophy"),
    ("mas[aęy] mięśniow[a-z]*", "hypertrophy"),
    ("hipertrofi[a-z]*", "hypertrophy"),
    ("สร้างกล้าม(?:เนื้อ)?", "hypertrophy"),
    ("เพิ่มกล้าม(?:เนื้อ)?", "hypertrophy"),
    ("筋肥大", "hypertrophy"),
    ("筋肉[^。.]{0,20}(?:をつけ|を付け|つけたい|増や|大きく)", "hypertrophy"),
    ("バルク", "hypertrophy"),
    # Bones kept strong is health, not a strength block; these start where "stronger"
    # would, or before it, and so win over it.
    ("(?:strong(?:er)?|strengthen(?:ing)?|healthy|healthier|dense(?:r)?) bones", "general_fitness"),
    ("bone (?:health|density|strength|loss)", "general_fitness"),
    ("(?:look after|protect|care for) my bones", "general_fitness"),
    ("(?:wzmocni[a-z]*|wzmacnia[a-z]*|zdrow[a-z]*|mocn[a-z]*) kości", "general_fitness"),
    ("gęstoś[a-z]* kości", "general_fitness"),
    ("กระดูก(?:แข็งแรง|ให้แข็งแรง)", "general_fitness"),
    ("骨(?:を強く|を丈夫|密度|の健康)", "general_fitness"),
    ("(?:get |getting |be )?strong(?:er)?", "strength"),
    # Strength said beside fitness, health or everyday life is general fitness, not a
    # strength block ("stronger and fitter", "stay strong", "feel stronger"); these start
    # where "stronger" would, or before it, and so win over it.
    (
        "(?:get |getting |be |feel |feeling )?(?:strong(?:er)?|fit(?:ter)?) and (?:a bit )?"
        "(?:fit(?:ter)?|strong(?:er)?|healthy|healthier|(?:well )?conditioned|mobile)",
        "general_fitness",
    ),
    ("(?:stay|staying|keep|keeping) strong", "general_fitness"),
    # Strength said with how the body looks ("stronger legs and a better shape", "stronger
    # and more toned") is about muscle, not a strength block.
    (
        "(?:get |getting |be )?strong(?:er)? (?:[a-z]+ )?(?:and|&) (?:a |to )?(?:better|nicer|"
        "more) (?:shape|look(?:ing)?|physique|defined|toned|muscular)",
        "hypertrophy",
    ),
    ("feel(?:ing)? strong(?:er)?", "general_fitness"),
    ("(?:build|gain|put on) (?:some )?muscle and get fit(?:ter)?", "general_fitness"),
    ("(?:to do|do|doing|start|starting) strength training", "general_fitness"),
    ("strength training matters", "general_fitness"),
    ("strength", "strength"),
    ("powerlifting", "strength"),
    ("powerlifter", "strength"),
    ("meet prep", "strength"),
    # a powerlifting total, not "a total beginner"
    (
        "(?:my|the|a|bigger|higher|raise my|increase my) total"
        "(?! beginner| newbie| novice| noob| newcomer| amateur)",
        "strength",
    ),
    ("squat,? bench,? (?:and |& |n )?deadlift", "strength"),
    ("trójbój[a-z]*", "strength"),
    ("パワーリフティング", "strength"),
    ("เพาเวอร์ลิฟติ้ง", "strength"),
    ("general muscle", "hypertrophy"),
    ("lose (?:some |the )?(?:weight|fat|baby weight|belly)", "general_fitness"),
    ("baby weight", "general_fitness"),
    ("tone(?:d)? up", "general_fitness"),
    ("get (?:toned|lean|fit)", "general_fitness"),
    ("(?:max|maximal) strength", "strength"),
    ("sił[aęy]", "strength"),
    ("silniejsz[a-z]*", "strength"),
    # "Chcę być po prostu silna": to be strong, said of oneself.
    (
        "(?:być|byc|stać się|stac sie) (?:po prostu |naprawdę |naprawde |bardziej )?siln[aey]",
        "strength",
    ),
    ("ความแข็งแรง", "strength"),
    ("แข็งแรงขึ้น", "strength"),
    ("筋力", "strength"),
    ("強くなりたい", "strength"),
    ("general fitness", "general_fitness"),
    ("(?:get|stay|keep) (?:fit|healthy|in shape|active)", "general_fitness"),
    ("lose (?:weight|fat)", "general_fitness"),
    ("fat loss", "general_fitness"),
    (
        "(?:lose|losing|drop|dropping|burn|burning|shed|shedding) (?:some |the )?(?:body ?)?fat",
        "general_fitness",
    ),
    (
        "(?:decided |want |going |planning )?to cut"
        "(?! (?:\\d|it|the|this|that|my|down|back|out|some|a|an))",
        "general_fitness",
    ),
    (
        "(?:a |my )?cut(?:ting)? (?:phase|season|for (?:the )?(?:summer|winter|holiday|wedding))",
        "general_fitness",
    ),
    ("(?:lean(?:ing)? out|get(?:ting)? lean(?:er)?|shred(?:ded|ding)?)", "general_fitness"),
    ("redukcj[a-z]*", "general_fitness"),
    ("spal[a-z]* tłuszcz[a-z]*", "general_fitness"),
    ("ลดไขมัน", "general_fitness"),
    ("減量", "general_fitness"),
    ("脂肪を(?:落と|減ら)", "general_fitness"),
    # "体重を5kgくらい落としたい", "痩せたい": losing weight
    ("体重を[^。.]{0,12}(?:落と|減ら)", "general_fitness"),
    ("痩せ(?:たい|る)", "general_fitness"),
    ("overall health", "general_fitness"),
    ("tone up", "general_fitness"),
    ("kondycj[a-z]*", "general_fitness"),
    ("schudn[a-z]*", "general_fitness"),
    ("zdrowi[a-z]*", "general_fitness"),
    ("sprawnoś[a-z]*", "general_fitness"),
    # "chcę być sprawniejsza", "być sprawniejszym": fitter, said as the adjective.
    ("sprawniejsz[a-z]*", "general_fitness"),
    ("(?:być|byc|czuć się|czuc sie) sprawn[a-z]*", "general_fitness"),
    ("สุขภาพ", "general_fitness"),
    ("ลดน้ำหนัก", "general_fitness"),
    ("ฟิตหุ่น", "general_fitness"),
    ("健康", "general_fitness"),
    ("痩せ", "general_fitness"),
    ("ダイエット", "general_fitness"),
    ("体力", "general_fitness"),
]
GOAL_LEXICON: Lexicon[Goal] = Lexicon(_GOALS)

_VOICES: list[tuple[str, Voice]] = [
    ("tough love", "tough_love"),
    ("(?:be |get )?(?:tough|hard|strict|harsh|brutal|blunt) (?:on|with) me", "tough_love"),
    ("be (?:tough|harsh|strict|brutal|blunt|hard|savage|mean)", "tough_love"),
    ("being (?:tough|harsh|strict|brutal|blunt|hard|savage|mean)", "tough_love"),
    ("harsh(?:er)?", "tough_love"),
    ("no nonsense", "tough_love"),
    ("drill sergeant", "tough_love"),
    ("don'?t sugar ?coat", "tough_love"),
    ("brutally honest", "tough_love"),
    ("kick my (?:butt|ass)", "tough_love"),
    ("kick in the (?:butt|ass|pants)", "tough_love"),
    ("kop(?:a|niak[a-z]*)? w (?:tyłek|dupę|dupe|cztery litery)", "tough_love"),
    ("nie głaszcz", "tough_love"),
    ("(?:mów|mow|gadaj|pisz|mów do mnie|mow do mnie) (?:do mnie )?(?:ostro|twardo)", "tough_love"),
    ("bez (?:głaskania|glaskania|owijania w bawełnę|owijania w bawelne|litości)", "tough_love"),
    ("potrzebuj[eę] kopa", "tough_love"),
    ("ビシビシ", "tough_love"),
    ("びしびし", "tough_love"),
    ("push me (?:hard|harder)", "tough_love"),
    ("surow[a-z]*", "tough_love"),
    ("bez litości", "tough_love"),
    ("twardą ręką", "tough_love"),
    ("โหด", "tough_love"),
    ("เข้มงวด", "tough_love"),
    ("厳しく", "tough_love"),
    ("厳しめ", "tough_love"),
    ("甘やかさないで", "tough_love"),
    ("ดุ ?ๆ", "tough_love"),
    ("ดุหน่อย", "tough_love"),
    ("(?:be |get )?strict(?:er)?", "tough_love"),
    ("hold me accountable", "tough_love"),
    ("call me out", "tough_love"),
    ("hype ?man", "gentle"),
    ("cheerleader", "gentle"),
    ("(?:lots of|high|more|full of) energy", "gentle"),
    ("energetic", "gentle"),
    ("(?:explain|tell me) (?:the |your )?(?:reasoning|rationale|why|reasons?)", "scientific"),
    ("(?:reasoning|rationale|logic) behind", "scientific"),
    ("(?:want|like|prefer|need) (?:you )?to explain", "scientific"),
    ("more (?:detail|depth|explanation)s?", "scientific"),
    ("wyjaśniaj[a-z]*", "scientific"),
    ("tłumacz (?:mi )?dlaczego", "scientific"),
    ("理由を(?:説明|教えて)", "scientific"),
    ("อธิบายเหตุผล", "scientific"),
    ("อธิบาย(?:ให้)?ละเอียด", "scientific"),
    ("พร้อมเหตุผล", "scientific"),
    ("(?:explain|go) (?:it |things )?in (?:more |full |great )?detail", "scientific"),
    ("詳しく説明", "scientific"),
    ("szczegółowo", "scientific"),
    ("スパルタ", "tough_love"),
    ("gentle", "gentle"),
    ("gently", "gentle"),
    ("encouraging", "gentle"),
    ("encouragement", "gentle"),
    ("supportive", "gentle"),
    ("(?:be )?(?:nice|kind|softer|soft) (?:to|on|with) me", "gentle"),
    ("be (?:nice|kind|softer|soft|nicer|kinder)", "gentle"),
    ("positive", "gentle"),
    ("łagodn[a-z]*", "gentle"),
    ("delikatn[a-z]*", "gentle"),
    ("wspierając[a-z]*", "gentle"),
    ("อ่อนโยน", "gentle"),
    ("ใจดี", "gentle"),
    # Speak softly, don't scold: "พูดนุ่มๆ หน่อย", "ไม่ต้องดุนะ", "穏やかに", "nie krzycz na mnie".
    ("(?:พูด)?นุ่ม(?:ๆ|นวล)", "gentle"),
    ("(?:ไม่ต้อง|อย่า)ดุ", "gentle"),
    ("穏やかに", "gentle"),
    ("(?:優しい|やさしい)(?:言い方|口調|感じ)", "gentle"),
    ("nie krzycz[a-z]*", "gentle"),
    ("ให้กำลังใจ", "gentle"),
    ("優しく", "gentle"),
    ("やさしく", "gentle"),
    ("励まして", "gentle"),
    ("scien(?:ce|tific|tifically)", "scientific"),
    ("stud(?:y|ies)", "scientific"),
    ("research", "scientific"),
    ("evidence(?: based)?", "scientific"),
    ("data driven", "scientific"),
    ("nerd out", "scientific"),
    ("deep dives?", "scientific"),
    ("the physiology", "scientific"),
    ("nauk[a-z]*", "scientific"),
    ("naukow[a-z]*", "scientific"),
    ("badani[a-z]*", "scientific"),
    ("วิทยาศาสตร์", "scientific"),
    ("งานวิจัย", "scientific"),
    ("科学", "scientific"),
    ("研究", "scientific"),
    ("エビデンス", "scientific"),
]
VOICE_LEXICON: Lexicon[Voice] = Lexicon(_VOICES)

# "pain" is a generic complaint: a strain unless the same message says it is soreness.
_CONDITIONS: list[tuple[str, Condition | Literal["pain"]]] = [
    ("sore(?:ness)?", "soreness"),
    ("doms", "soreness"),
    ("stiff(?:ness)?", "soreness"),
    ("achy", "soreness"),
    ("aching", "soreness"),
    ("zakwas[a-z]*", "soreness"),
    ("obolał[a-z]*", "soreness"),
    ("sztywn[a-z]*", "soreness"),
    ("ปวดเมื่อย", "soreness"),
    ("ระบม", "soreness"),
    ("เมื่อย", "soreness"),
    ("筋肉痛", "soreness"),
    ("張って", "soreness"),
    ("tightness", "soreness"),
    ("(?<!ดัง)ตึง", "soreness"),
    ("ciągnie", "soreness"),
    ("napięci[ea]", "soreness"),
    ("(?:つっぱ|突っ張)(?:る|って)", "soreness"),
    ("tired", "fatigue"),
    ("fatigued?", "fatigue"),
    ("exhausted", "fatigue"),
    ("drained", "fatigue"),
    ("worn out", "fatigue"),
    ("wiped(?: out)?", "fatigue"),
    ("burn(?:ed|t) out", "fatigue"),
    ("no energy", "fatigue"),
    ("slept (?:badly|poorly)", "fatigue"),
    # Short on sleep: a whole-body fatigue, not a time limit.
    ("up all night", "fatigue"),
    ("(?:barely|hardly|didn'?t|did not|couldn'?t) (?:get any )?sleep", "fatigue"),
    ("(?:no|zero|little|hardly any|barely any) sleep", "fatigue"),
    (
        "(?:running )?on (?:\\d|two|three|four|five)(?:\\.\\d)? ?(?:hrs?|hours?) (?:of )?sleep",
        "fatigue",
    ),
    ("sleep deprived", "fatigue"),
    ("nie spał[a-z]*", "fatigue"),
    ("nieprzespan[a-z]*", "fatigue"),
    ("นอนไม่พอ", "fatigue"),
    ("ไม่ได้นอน", "fatigue"),
    ("寝不足", "fatigue"),
    ("眠れなかった", "fatigue"),
    ("zmęcz[a-z]*", "fatigue"),
    ("wyczerpan[a-z]*", "fatigue"),
    # "ยังไม่เหนื่อยเลย" (not even tired yet): the session was too easy, not fatigue.
    ("(?<!ไม่)เหนื่อย", "fatigue"),
    ("(?<!ก)ล้า(?!ม)", "fatigue"),
    ("(?:อ่อน)?เพลีย", "fatigue"),
    ("疲れ", "fatigue"),
    ("疲労", "fatigue"),
    ("だるい", "fatigue"),
    ("strain(?:ed)?", "minor_strain"),
    ("sprain(?:ed)?", "minor_strain"),
    ("tweak(?:ed|y)?", "minor_strain"),
    ("pinch(?:y|ing|ed)?", "minor_strain"),
    ("sharp", "minor_strain"),
    ("irritated", "minor_strain"),
    ("irritation", "minor_strain"),
    ("joint pain", "minor_strain"),
    ("pulled", "minor_strain"),
    ("twinge", "minor_strain"),
    ("tweaky", "minor_strain"),
    ("pain(?:ful)?", "pain"),
    # Swollen or bruised: pain's signs, which a strain needs the care of.
    ("swollen|swelling|puffy|inflamed", "minor_strain"),
    ("bruised|bruising", "soreness"),
    ("spuch\\w*|opuch\\w*|stłuczon\\w*", "minor_strain"),
    ("บวม", "minor_strain"),
    ("ฟกช้ำ", "soreness"),
    ("腫れ|打撲", "minor_strain"),
    ("hurts?", "pain"),
    ("hurting", "pain"),
    ("injur(?:y|ed)", "minor_strain"),
    ("kłuc[a-z]*", "minor_strain"),
    ("kłuj[a-z]*", "minor_strain"),
    ("kłuł[a-z]*", "minor_strain"),
    ("klu(?:je|ło|lo|e)", "minor_strain"),
    ("podrażni[a-z]*", "minor_strain"),
    ("naciągn[a-z]*", "minor_strain"),
    # "coś mi strzeliło w lędźwiach": something popped, a tweak.
    ("(?:coś |cos )?(?:mi )?strzeliło", "minor_strain"),
    ("ból(?:u|em|e|ów|ami|ach)?", "pain"),
    ("boli", "pain"),
    ("pobolewa[a-z]*", "soreness"),
    ("bolą", "pain"),
    ("จี๊ด", "minor_strain"),
    ("ระคายเคือง", "minor_strain"),
    ("เคล็ด", "minor_strain"),
    ("ปวด", "pain"),
    ("เจ็บ", "pain"),
    ("痛", "pain"),
    ("違和感", "minor_strain"),
    ("ズキ[ッっン]?", "minor_strain"),
    ("ずきっ", "minor_strain"),
    ("ピキ[ッっ]", "minor_strain"),
    ("グキ[ッっ]", "minor_strain"),
    ("ギク[ッっ]", "minor_strain"),
    ("ひねった", "minor_strain"),
]
CONDITION_LEXICON: Lexicon[Condition | Literal["pain"]] = Lexicon(_CONDITIONS)
# When several are said, the one that needs the most care wins.
_SEVERITY: dict[str, int] = {"minor_strain": 4, "soreness": 3, "pain": 2, "fatigue": 1}


# A goal given up is no goal: "I don't want to lose weight anymore", "nie chcę już chudnąć",
# "ไม่อยากลดน้ำหนักแล้ว". The cue sits in the same clause, right before the goal words.
_GIVEN_UP = re.compile(
    r"(?:don'?t|do not|no longer|not) (?:want|trying|looking|going|planning)(?: to)?"
    r"(?: \w+){0,2}\s*$|"
    r"\bnie (?:chc[eę]|zamierzam|planuj[eę])(?: ju[żz])?\s*$|ไม่อยาก(?:จะ)?\s*$|"
    # "fat loss now, not strength", "redukcja zamiast siły": the goal set aside.
    r"\b(?:not|instead of|rather than|less about|no more|zamiast|a nie)\s*$|แทน\s*$"
)


def goal_given_up(text: str, start: int) -> bool:
    """Whether the goal words at `start` are given up ("don't want to lose weight anymore")."""
    before = re.split(r"[.,;!?]", text[max(0, start - 40) : start].lower())[-1]
    return bool(_GIVEN_UP.search(before))


def extract_goal(text: str) -> Goal | None:
    """The training goal stated first: build muscle -> hypertrophy, get stronger -> strength."""
    folded = fold(text)
    for hit in GOAL_LEXICON.hits(folded):
        if not goal_given_up(folded, hit.start):
            return hit.value
    return None


# A style the user turns away from ("stop being so nice to me", "don't be so gentle",
# "less science") is not the style asked for.
_TURNED_AWAY = re.compile(
    r"(?:stop|quit) being (?:so |that |this )?$|(?:don'?t|do not) be (?:so |that )?$|"
    r"\bless (?:of the )?$|\bno more $|enough (?:of the |with the )?$|"
    r"\b(?:drop|ditch|scrap|lose|forget|cut out|cut|tone down|dial down|dial back) (?:about )?"
    r"(?:the |that |this |all the |your |with the )?$|"
    r"przesta[nc] (?:byc )?(?:taki |tak )?$|nie badz (?:taki |tak )?$"
)


def voice_asked_for(text: str) -> Voice | None:
    """The style asked for, leaving out any the message turns away from."""
    folded = fold(text)
    hits = VOICE_LEXICON.hits(folded)
    asked = [hit.value for hit in hits if not _TURNED_AWAY.search(folded[: hit.start])]
    return asked[0] if asked else None


def turns_from_a_style(text: str) -> bool:
    """The message turns away from a coaching style ("stop being so nice to me")."""
    folded = fold(text)
    return any(_TURNED_AWAY.search(folded[: hit.start]) for hit in VOICE_LEXICON.hits(folded))


def extract_voice(text: str) -> Voice | None:
    """The coaching style asked for: tough love, gentle, or scientific ("stop being so
    nice, tough love pls" asks for tough love; "enough of the tough love" asks for none)."""
    return voice_asked_for(text)


# Staying unhurt is a goal, not a hurt: "want to prevent shoulder injuries", "żeby mnie
# kontuzje nie łapały", "ป้องกันการบาดเจ็บ", "体幹と肩の怪我予防". The parts named beside it
# are parts to strengthen, never standing conditions to program around.
_STAYING_UNHURT = Patterns(
    [
        "(?:prevent|preventing|avoid|avoiding|reduce|reducing|lower) (?:[a-z]+ ){0,3}"
        "(?:injury|injuries|injury risk)",
        "injury[- ]?(?:prevention|proof|proofing|free|resistant|resilien[a-z]+)",
        "(?:stay|staying|keep|keeping|be|being) (?:[a-z]+ ){0,2}(?:injury[- ]?free|healthy|unhurt)",
        "(?:so|so that) (?:i |they |it )?(?:don'?t|won'?t|do not|never) get (?:hurt|injured)",
        "without (?:getting )?(?:hurt|injured|injuries|an injury)",
        "(?:żeby|aby|by) (?:mnie |mi )?(?:kontuzj[a-z]*|urazy) (?:mnie |mi )?"
        "(?:nie [a-z]+|omijał[a-z]*)",
        "(?:żeby|aby|by) (?:nie )?(?:złapać|łapać|mieć|nabawić się) (?:żadn[a-z]* )?"
        "(?:kontuzj[a-z]*|urazów)",
        "(?:żeby|aby|by) nie (?:złapać|łapać|mieć|nabawić się) (?:żadn[a-z]* )?"
        "(?:kontuzj[a-z]*|urazów)",
        "(?:unik(?:ać|nąć)|zapobieg(?:ać|anie)|profilaktyk[a-z]*|prewencj[a-z]*) "
        "(?:[a-ząćęłńóśźż]+ ){0,2}(?:kontuzj[a-z]*|urazów|urazom)",
        "bez kontuzji",
        "ป้องกัน(?:การ|อาการ)?(?:บาดเจ็บ|เจ็บ)",
        "(?:ไม่ให้|ไม่อยาก|จะได้ไม่)(?:บาดเจ็บ|เจ็บ)",
        "(?:怪我|けが|ケガ|故障)(?:の)?(?:予防|防止|対策)",
        "(?:怪我|けが|ケガ|故障)(?:を|が)?(?:しない|しにくい|せず|なく)",
        # Fresh legs wanted, not tired legs had: "ไม่อยากให้ขาล้าก่อนขึ้นเวที", "don't want
        # my legs tired for the race", "żeby nogi nie były zmęczone", "疲れを残さないように".
        "(?:ไม่อยาก|ไม่)ให้[^ ]{0,8}(?:ล้า|เหนื่อย|เพลีย)",
        "(?:don'?t|do not|won'?t) want (?:my |the )?(?:[a-z]+ )?(?:to be |to feel |feeling )?"
        "(?:tired|fatigued|sore|dead|heavy|wrecked)",
        "(?:żeby|aby|by) (?:[a-z]+ )?nie (?:był[a-z]*|czuć) (?:[a-z]+ )?zmęczon[a-z]*",
        "疲れ(?:を)?(?:残さ|溜め)(?:ない|ず)",
    ]
)


def unhurt_masked(folded: str) -> str:
    """The folded text with every "stay unhurt" phrase blanked (offsets kept)."""
    return mask(folded, _STAYING_UNHURT.spans(folded))


def extract_condition(text: str) -> Condition | None:
    """Acute condition: sore/DOMS -> soreness, tired -> fatigue, sharp/tweak -> minor_strain."""
    values = CONDITION_LEXICON.values(unhurt_masked(fold(text)))
    if not values:
        return None
    worst = max(values, key=lambda condition: _SEVERITY[condition])
    return "minor_strain" if worst == "pain" else worst


# Gym slang for a body part that is sore or tweaked, said about a named body part
# ("calves are toast", "shoulder's a bit cranky", "pulled my hammy", "knee feels off").
# Alone ("smashed a PR", "destroyed that workout") they are not complaints, so callers use
# them only when a body part is named.
_SLANG: list[tuple[str, Condition]] = [
    ("toast", "soreness"),
    ("wrecked", "soreness"),
    ("destroyed", "soreness"),
    ("fried", "soreness"),
    ("smashed", "soreness"),
    ("cooked", "soreness"),
    ("trashed", "soreness"),
    ("beat up", "soreness"),
    ("banged up", "soreness"),
    ("zajechan[a-z]*", "soreness"),
    # "czworogłowe mam zabite": legs "killed" after a race, sore.
    ("zabit[a-z]*", "soreness"),
    ("padnięt[a-z]*", "soreness"),
    ("rozwalon[a-z]*", "soreness"),
    ("cranky", "minor_strain"),
    ("grumpy", "minor_strain"),
    ("angry", "minor_strain"),
    ("barking", "minor_strain"),
    ("acting up", "minor_strain"),
    ("playing up", "minor_strain"),
    ("killing me", "minor_strain"),
    (
        "(?:feels?|feeling) (?:a bit |kinda |kind of |slightly |a little )?"
        "(?:off|weird|funny|wrong|not right)",
        "minor_strain",
    ),
    ("not (?:feeling )?right", "minor_strain"),
    ("niggl(?:e|y|ing)", "minor_strain"),
    ("dodgy", "minor_strain"),
    ("wonky", "minor_strain"),
    ("tweaked", "minor_strain"),
    ("pulled", "minor_strain"),
    ("tore", "minor_strain"),
    ("torn", "minor_strain"),
    ("messed up", "minor_strain"),
    ("jacked up", "minor_strain"),
    ("screwed up", "minor_strain"),
    ("tweaky", "minor_strain"),
]
SLANG_LEXICON: Lexicon[Condition] = Lexicon(_SLANG)


def extract_slang_condition(text: str) -> Condition | None:
    """The condition a slang complaint implies; only meaningful with a body part named."""
    values = SLANG_LEXICON.values(fold(text))
    if not values:
        return None
    return max(values, key=lambda condition: _SEVERITY[condition])


# Long-standing medical conditions that shape programming without naming one joint
# ("I have osteoporosis"); the value is the condition's English name.
_CHRONIC_CONDITIONS: Lexicon[str] = Lexicon(
    [
        ("osteopor[a-z]*", "osteoporosis"),
        ("osteopeni[a-z]*", "osteopenia"),
        ("กระดูกพรุน", "osteoporosis"),
        ("骨粗(?:しょう|鬆)症", "osteoporosis"),
        ("(?:osteo ?|rheumatoid )?arthritis", "arthritis"),
        ("artretyzm[a-z]*", "arthritis"),
        ("zapaleni[a-z]* stawów", "arthritis"),
        ("reumatoidaln[a-z]*", "arthritis"),
        ("ข้ออักเสบ", "arthritis"),
        ("ข้อเสื่อม", "arthritis"),
        ("関節炎", "arthritis"),
        ("関節症", "arthritis"),
        ("(?:high blood pressure|hypertension)", "hypertension"),
        ("nadciśnieni[a-z]*", "hypertension"),
        ("ความดัน(?:โลหิต)?สูง", "hypertension"),
        ("高血圧", "hypertension"),
        ("(?:type (?:1|2|one|two) )?diabet(?:es|ic)", "diabetes"),
        ("cukrzyc[a-z]*", "diabetes"),
        ("เบาหวาน", "diabetes"),
        ("糖尿病", "diabetes"),
        ("asthma(?:tic)?", "asthma"),
        ("astm[a-z]*", "asthma"),
        ("หอบหืด", "asthma"),
        ("喘息", "asthma"),
        ("scoliosis", "scoliosis"),
        ("skolioz[a-z]*", "scoliosis"),
        ("側弯症", "scoliosis"),
    ]
)


def extract_chronic_conditions(text: str) -> tuple[str, ...]:
    """Standing medical conditions named in the message, in order of mention."""
    return tuple(_CHRONIC_CONDITIONS.values(fold(text)))


# What the user wants from training, beyond the programme's goal kind: "lose 8 kg and get
# strong again" is fat loss and strength, "pick up my grandkids" everyday strength. The
# stored goal keeps these (in English, the memory's language), so a "General fitness"
# label never hides the fat loss or the grandkids the user came for.
Aim = Literal[
    "fat loss", "strength", "muscle", "toning", "conditioning", "everyday strength", "health"
]
_AIMS: list[tuple[str, Aim]] = [
    ("fat loss", "fat loss"),
    ("weight loss", "fat loss"),
    (
        "(?:lose|losing|drop|dropping|shed|shedding|burn|burning|get rid of|cut) (?:about |around |"
        "roughly |some |the |~)?(?:\\d+(?:[.,]\\d+)? ?(?:kg|kgs|kilos?|lbs?|pounds)|"
        "(?:body ?|belly ?)?fat|"
        "weight|belly|the gut|my gut|baby weight)",
        "fat loss",
    ),
    ("(?:dad|beer|my|a) (?:gut|belly)|belly fat|spare tyre|love handles", "fat loss"),
    (
        "(?:lean(?:ing)? out|get(?:ting)? lean(?:er)?|slim(?:mer)? down|shred(?:ded|ding)?)",
        "fat loss",
    ),
    (
        "schud[a-ząćęłńóśźż]*|redukcj[a-z]*|zrzuci[a-ząćęłńóśźż]* (?:\\d+ ?kg|kilogram|brzuch|wag)|"
        "spali[a-ząćęłńóśźż]* tłuszcz|spalic tluszcz|odchudz[a-ząćęłńóśźż]*",
        "fat loss",
    ),
    ("ลดไขมัน|ลดน้ำหนัก|ลดพุง|ไขมันหน้าท้อง|พุง", "fat loss"),
    (
        "痩せ|やせ|減量|脂肪|体重を[^。.]{0,12}(?:落と|減ら)|ダイエット|お腹(?:周り)?を?(?:へこ|引っ込)",
        "fat loss",
    ),
    (
        "strength|strong(?:er)?|stronger|silniejsz[a-ząćęłńóśźż]*|mocniejsz[a-ząćęłńóśźż]*|wzmocni[a-ząćęłńóśźż]*|sił[aęy]|siln[aey]|"
        "แข็งแรง|筋力|強くな",
        "strength",
    ),
    (
        "(?:build|gain|put on|add) (?:some |more )?(?:muscle|size|mass)|bigger|hypertrophy|"
        "(?:about|for|on) (?:building )?(?:muscle|size)|"
        "muscle (?:gain|growth|mass)|bulk(?:ing)?|masa|mas[eę] mięśni|rozbudow[a-ząćęłńóśźż]*|"
        "(?:zbudować|zbudowac|nabrać|nabrac) mięśni|เพิ่มกล้าม|สร้างกล้าม|กล้ามใหญ่|筋肥大|"
        "筋肉を(?:つけ|増や|大きく)",
        "muscle",
    ),
    (
        "conditioning|endurance|stamina|kondycj[a-z]*|wytrzymało[a-ząćęłńóśźż]*|ความอึด|"
        "持久力|スタミナ",
        "conditioning",
    ),
    ("\\btone(?:d)?\\b|toning|ujędrni[a-ząćęłńóśźż]*|ujedrni[a-z]*|กระชับ|引き締め", "toning"),
    (
        "grand ?kids|grandchild(?:ren)?|grandson|granddaughter|(?:pick up|carry|lift|keep up "
        "with|play with|chase) (?:my |the )?(?:kids|children|son|daughter|toddler)|"
        "carry (?:the )?(?:groceries|"
        "shopping|bags)|daily life|everyday life|wnuk[a-ząćęłńóśźż]*|หลาน|孫",
        "everyday strength",
    ),
    (
        "(?:stay|staying|keep|keeping|get|getting) (?:fit|in shape)|być w formie|byc w formie|"
        "\\bhealth(?:y|ier)?\\b|zdrow[a-ząćęłńóśźż]*|สุขภาพ|健康",
        "health",
    ),
]
AIM_LEXICON: Lexicon[Aim] = Lexicon((f"(?:{pattern})", aim) for pattern, aim in _AIMS)


def stated_aims(text: str) -> tuple[Aim, ...]:
    """The aims a message states, in the order said, none given up ("no longer want to
    lose weight")."""
    folded = fold(text)
    out: list[Aim] = []
    for hit in AIM_LEXICON.hits(folded):
        if hit.value not in out and not goal_given_up(folded, hit.start):
            out.append(hit.value)
    return tuple(out)
