"""The dialogue act of a message: what the user is doing with it, whatever it is about.

A question ("is it bad to train 7 days a week?") asks for an answer and changes nothing;
a request ("can you move Friday?", "skrócisz?", "短くしてください") asks for a change; a
statement tells a fact. The act decides whether a turn may touch the plan or memory at
all, so the cues here are for the act only, never for the topic.
"""

from __future__ import annotations

import re
from typing import Literal

Act = Literal[
    "request",
    "question",
    "statement",
    "reaction_yes",
    "reaction_no",
    "reaction_adjust",
    "small_talk",
    "out_of_scope",
]

# A request in any form: imperatives, "can you ...", "please", and the polite request
# forms of Polish, Thai and Japanese. A question that carries one of these is a request.
# A day of the plan, as a whole word ("mon" is no "month").
_DAY = (
    r"(?:today|tomorrow|tonight|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?)"
    r"(?:'?s)?\b"
)
_REQUEST = re.compile(
    r"(?<![a-z'])(?:can|could|would|will) (?:you|u|ya)\b|\bplease\b|\bpls\b|\bplz\b|"
    r"^\s*(?:(?:ok(?:ay)?|so|then|and|but|now|actually|hmm|alright|right|ok so)[,!.]?\s+)*"
    r"(?:make|swap|replace|move|shift|push|add|drop|remove|cut|shorten|redo|rebuild|give|put|"
    r"change|switch|take|skip|build|plan|set|start|lighten|trim|bump|program|include|"
    r"throw|slot|let'?s|keep|turn|lose|ditch|scrap|never|don'?t|stop|use|go|do)\b|"
    # "friday needs to be short", "tomorrow's lift has to be 45 min tops": the day's new
    # shape, asked for even with a "30 min?" after it.
    r"\b(?:needs|has|have|got) to be (?:(?:a |an |really |super |very )?(?:short|shorter|"
    r"light|lighter|easy|easier|quick|quicker|brief|\d+))|"
    r"\b(?:i(?:'d| would) like|i want you to|i need you to|i'?d prefer|can i get|"
    r"could i get|can we|could we|let'?s|lets)\b|"
    r"\b(?:can|could) i (?:ease|swap|switch|change|move|shorten|get|have|make|skip|do (?:a|an|"
    r"just|only)|do (?:\w+ )?instead)\b|"
    # "Could I add Saturday as a 4th day?": a day or a session asked for, not advice.
    r"\b(?:can|could) (?:i|we) add\b(?=[^.?!]*\b(?:days?|sessions?|workouts?|mon|tue|wed|thu|"
    r"fri|sat|sun))|"
    r"\bi(?:'ll| will)? (?:only )?have (?:only )?\d+|\bonly (?:have|got) \d+|"
    r"\bi'?ve (?:only )?got (?:only )?\d+|\bgot (?:only )?\d+ ?min|"
    r"what should i do (?:about|on|for) (?:today|tomorrow|this|next|mon|tue|wed|thu|fri|sat|sun)|"
    # "What do we do about Friday?", "how should I handle tomorrow's session", "today's the
    # heavy day i think, what do we do": a day of the plan handed to the coach to sort out.
    r"\bwhat (?:do|should|shall|can) (?:we|i) do (?:about|on|for|with) (?:the |my )?" + _DAY + "|"
    r"\bhow (?:do|should|shall|can) (?:we|i) (?:handle|play|approach|manage|deal with) "
    r"(?:the |my )?" + _DAY + "|"
    r"\b" + _DAY + r"[^.?!]{0,40}?[,;]?\s*(?:so )?what (?:do|should|shall) we do\b"
    r"(?! (?:about|with|for) (?!(?:the |my )?" + _DAY + "))|"
    # "What about tomorrow's session?" in any language: asks the coach to sort out a day.
    r"\bco (?:mam (?:zrobić|robić) )?z (?:jutrzejsz|dzisiejsz|poniedziałkow|wtorkow|środow|"
    r"czwartkow|piątkow|sobotn|niedzieln|poniedziałkiem|wtorkiem|środą|czwartkiem|piątkiem|"
    r"sobotą|niedzielą|jutrem)|"
    r"(?:今日|明日|曜|日)\S{0,12}どう(?:したら|すれば)(?:いい|良い)|"
    r"(?:วันนี้|พรุ่งนี้|วัน\S{1,8})\S{0,12}(?:ทำ)?ยังไงดี|"
    # "Co z tym robimy?", "ogarniesz mi ten tydzień?": what do we do about it, will you sort
    # it out - the second person future asks the coach to act.
    r"\bco (?:z tym |teraz |w takim razie )?(?:robimy|zrobimy|proponujesz)\b|"
    r"\b(?:ogarni(?:esz|j)|ułożysz|ulozysz|rozpiszesz|przerobisz|zmienisz|przesuniesz|"
    r"poprawisz|dostosujesz|dopasujesz|zrobisz)\b|"
    r"(?:zrób|zrob|daj|skróć|skroc|skrócisz|przesuń|przesun|zamień|zamien|dodaj|usuń|usun|"
    r"wyrzuć|możesz|mozesz|proszę|prosze|ułóż|uloz|przebuduj|niech|nie dawaj|dawaj|"
    r"przerzuć|przerzuc|przenieś|przenies|przełóż|przeloz|wrzuć|wrzuc|odwołaj|odwolaj|anuluj|skasuj|odpuść|odpusc)|"
    # "เพิ่มท่าก้นอีกสักท่าได้มั้ยคะ": a change verb asked with ได้ไหม is a request.
    r"(?:เพิ่ม|ลด|เปลี่ยน|ย้าย|ตัด|สลับ|ปรับ|ใส่|เลื่อน|ยกเลิก|จัด)\S{0,40}ได้(?:ไหม|มั้ย|มั๊ย|ป่าว|"
    r"หรือเปล่า|รึเปล่า)|ยกเลิก|"
    # "ขอ" (may I have) is never the start of "ของ" (thing, of), nor of "ขอบคุณ" / "ขอบใจ"
    # (thank you).
    r"ขอ(?!ง|บคุณ|บใจ)|ช่วย|หน่อย|ให้หน่อย|"
    r"てください|して(?:ほしい|下さい|くれ)|にして|替えて|変えて|入れないで|減らして|増やして|"
    r"短くして|作って|お願い|"
    # "トラップバーに変えたいです", "今日のトレーニングどうしよう": a wish to change, or what to do
    # about a day, is asked of the coach.
    r"(?:変え|替え|換え|減らし|増やし|軽くし|短くし)たい|どうしよう|"
    # "35分にできますか", "組み直してもらえますか": the polite Japanese ask is a request.
    r"に(?:でき|出来)(?:ます|ません)か|(?:て|で)(?:もらえ|いただけ|くれ)(?:ます|ません)か|"
    # The casual ask: "木曜にずらしてもらえる？", "軽くしてくれない？".
    r"(?:て|で)(?:もらえ|くれ)(?:る|ない)(?:かな)?\s*[?？]|"
    # The potential of a change verb, asked: "日曜にずらせる？", "休みにできる？", "変えられる？".
    r"(?:ずらせ|移せ|動かせ|変えられ|替えられ|換えられ|減らせ|増やせ|(?:に|く)(?:でき|出来))"
    r"(?:る|ない|ます|ません)?(?:かな|か)?\s*[?？]",
    re.I,
)
_QUESTION_WORD = re.compile(
    r"^\s*(?:(?:ok(?:ay)?|so|and|hmm|also|btw|but|well|lol|ok ok|wait|quick one|honestly|"
    r"real talk|serious question|random (?:q|question))[,!.:]*\s+)*"
    r"(?:what|whats|what's|why|how|hows|how's|when|where|which|who|is|isnt|isn't|are|am|"
    # "Do that for Friday too" tells the coach to act; "do I ...", "do you ..." ask.
    r"do(?! (?:that|this|it|the same|same)\b)|does|did|should|shall|would|will|was|were|"
    r"have i|has|can i|could i|may i|any (?:tips|"
    r"advice|idea)|czy|jak|jaki|jaka|jakie|ile|co|dlaczego|kiedy|gdzie|po co)\b",
    re.I,
)
_QUESTION_MARKS = re.compile(
    # "何も" / "何でも", "ไม่มีอะไร" / "อะไรก็ได้" are "nothing" / "anything", not "what"
    r"[?？]|ไหม|มั้ย|หรือเปล่า|รึเปล่า|ได้(?:หรือ|รึ)ยัง|ควร\S{0,20}หรือ|ยังไง|อย่างไร|เท่าไ|กี่|(?<!ไม่มี)อะไร(?!ก็)|ทำไม|"
    # Chat Thai: "ทำสควอทได้ปะครับ", "โอเคป่ะ", "...หรือควรพัก" (or should I rest).
    r"ได้(?:ปะ|ป่ะ|ป้ะ|ป่าว|เปล่า)|(?:ปะ|ป่ะ|ป้ะ)(?:ครับ|คับ|คะ|ค่ะ)?(?=\s|$)|หรือควร|"
    # "かな" wonders ("大丈夫かな"); "しかない" (there is only) and "行かない" deny, and
    # "かなり" is "quite".
    r"ですか|ますか|でしょうか|ますかね|のか|(?<!し)かな(?![いくけかきらりわ])|何(?!も|でも)|"
    r"どれくらい|どのくらい|なぜ|どうして|"
    # Which one: "อันไหนดีกว่า", "どっちがいい", "która lepsza".
    r"อันไหน|แบบไหน|ตัวไหน|ท่าไหน|ไหนดี|どっち|どちら|\bktór[yaeą]\b|\bco lepsze\b",
)
# A question asked after the news, with no question mark: "squat's stalled for a month. am
# I just tired", "long flight thursday night. should I still train friday".
_INNER_QUESTION = re.compile(
    r"[.!;,\n]\s*(?:(?:so|and|but|ok|well|honestly)[,]?\s+)?(?:(?:am|is|are|was|should|shall|would|"
    r"do|does|did|will) (?:i|it|that|this|we|there)\b|(?:what|why|how|when|which) (?:is|are|do|"
    r"does|should|would|about)\b)",
    re.I,
)
_YES = re.compile(
    r"^\s*(?:yes|yep|yeah|yup|sure|ok(?:ay)?|sounds good|perfect|great|do it|go for it|"
    r"deal|tak|jasne|ok|ใช่|ได้|はい|お願いします|いいね)\s*[.!👍]*\s*$",
    re.I,
)
_NO = re.compile(
    r"^\s*(?:no|nope|nah|not really|don'?t|nie|ไม่|いいえ|いや)\s*[.!]*\s*$",
    re.I,
)
_ADJUST = re.compile(
    r"^\s*(?:(?:hmm|uh|um|oh|sorry|wait)[,.!]*\s*)*(?:actually|no,|nah,|instead|make (?:that|it)|"
    r"i meant|sorry,? i meant|jednak|niech to|ale |すみません|じゃなくて|แทน)",
    re.I,
)


# A question that asks for a change is a request: "switch out back squats?", "trim it?",
# "can sunday's workout be 15 min?", "what can I do instead of the bench press?".
_CHANGE_ASK = re.compile(
    r"instead|\bswap|\bswitch|replac|\btrim|shorten|shorter|squeeze|lighter|go easy|"
    r"easier one|\bskip|rest day|\bday off\b|take \w+ off|\bmove\b|something else|"
    r"what now|what do i do|sort (?:\w+ )*out|\bbe \d+|\bin \d+\s*\??$|into \d+|"
    r"mo[żz]e by[cć] (?:tylko |krótszy )?\d+|"
    # "Może w czwartek bez wyciskania?": a day without a lift, suggested, is asked for.
    r"\bmo[żz]e (?:w |we )?\w+ bez\b|"
    # "A środę można krócej?", "lżej w piątek?": shorter or lighter, asked in Polish.
    r"\bkr[óo]cej\b|\bl[żz]ej\b|\bkr[óo]tsz[ya]\b|\bl[żz]ejsz|\b[łl]agodniejsz|"
    # "Czy można zmienić środowy trening?": whether a change can be made asks for it.
    # "Da się przełożyć wtorek na środę?": the "czy" is often left out.
    r"(?:\bczy )?\b(?:mo[żz]na|da si[eę]|da[łl]oby si[eę]) (?:\w+ ){0,2}?(?:zmieni|skr[óo]ci|"
    r"przesun|prze[łl]o[żz]|przenie|zamieni|odpu[śs]ci|"
    r"oszcz[eę]dzi|dostosowa)|"
    # "Friday needs to be short, flight at 4. 30 min?": a day's length asked for, the
    # number alone as the question.
    r"\b(?:needs?|has|have) to be (?:short|shorter|quick|quicker|light|lighter|\d+)\b|"
    r"(?:^|[.!,;]\s*)\d{2,3}\s*(?:min(?:ute)?s?)?\s*[?？]\s*$|"
    # "Można w niedzielę nadrobić 30 min?": can it be done on a day, asked of the coach.
    r"\bmo[żz]na (?:w |we )?(?:pon|wt|[śs]r|czw|pi[ąa]t|sob|niedz|jutro|dzi)\w*|"
    r"dasz radę|skróć|skrocic|skrócić|zastąp|zamiast|แทน|เปลี่ยน|代わり|替え|短く|"
    # "日曜にずらせる？", "金曜に移せますか": can it be moved, asked with the potential form.
    r"(?:ずらせ|ずらし(?:て)?もらえ|移せ|うつせ|動かせ)(?:る|ます|ない)|"
    # "Can saturday be shorter?", "can fridays workout go to saturday?", "could tomorrow's
    # session be upper body only?": asking whether a day can be changed asks to change it.
    r"\b(?:can|could) (?:my |the |this |next |this week'?s )?(?:today|tonight|tomorrow|"
    r"(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)(?:'?s)?(?: (?:workout|session|training|one|"
    r"day|lift|gym session|class))? (?:be|go|move|get|become|turn into|start|shift|switch|"
    r"happen|just be)\b",
    re.I,
)


# A question about training in general, whatever its wording: "can you actually build
# muscle with just bodyweight or is that a myth", "if I train 7 days instead of 3 will I
# lose fat faster??", "is 1-3 RIR enough or should I go to failure". It asks for an answer;
# "you" here is anyone, not the coach.
_KNOWLEDGE_QUESTION = re.compile(
    r"\b(?:can|could|will|would) (?:you|u|one|people|a person) (?:actually |really |even |"
    r"still |realistically )?(?:build|gain|lose|burn|grow|tone|get (?:strong|big|fit|lean|"
    r"abs|results)|get (?:strong|bigg|fitt|lean)er|make (?:gains|progress)|put on|spot[- ]?reduce|"
    r"overtrain)\b(?! me\b)|"
    r"\bor is (?:that|it|this) (?:a )?(?:myth|true|bs|bro ?science|nonsense|dumb|stupid|silly|"
    r"crazy|overkill|(?:a )?(?:bad|good|terrible) idea)|"
    r"\bor should i\b|\bor do i\b|\bor is it better\b|[,;]\s*(?:should|do|am|is) i\b|"
    # Weighing two options: "or am I better off sleeping", "is a 20 min session even worth
    # doing", "czy w ogóle warto".
    r"\bor (?:am i|would i be|are you|is one) better off\b|\bam i better off\b|"
    r"^\s*(?:\w+[,!.]?\s+){0,2}(?:is|are) (?:a |an |the )?[\w -]{2,30}? "
    r"(?:even |really |actually )?worth (?:it|doing|the time|bothering)\b|"
    r"czy (?:w ogole |wogole )?(?:jest )?warto\b|"
    # Asking permission or advice: "is it ok to just do pushups instead of bench while I'm
    # there?", "would it be bad if I skipped legs?" - an answer, never a change.
    r"^\s*(?:\w+[,!.]?\s+){0,2}(?:is it|would it be|will it be|is that|would that be|"
    r"is it really)\s+(?:\w+ )?(?:ok|okay|fine|alright|all right|bad|safe|smart|better|worse|"
    r"good|a problem|a bad idea|enough|too much)\s+(?:to|if|for me to)\b|"
    # "Why do you only give me 3 sets of rows instead of 5?": asks the coach to explain a
    # choice; "why not just swap it?" and "why don't you..." still suggest a change.
    r"^\s*(?:\w+[,!.]?\s+){0,2}(?:why|dlaczego|czemu)\s+(?!not\b|don'?t (?:you|we)\b|nie\b)|"
    # Asking when, not for a change now: "when can I start going heavier, like sets of 5
    # instead of 8s?", "is it time to move up to 28 kg?", "kiedy mogę przejść na piątki?".
    r"^\s*(?:\w+[,!.]?\s+){0,2}(?:when (?:can|could|should|do|would) (?:i|we)|"
    r"is it time (?:to|for)|kiedy (?:mogę|moge|powinienem|powinnam|mam))\b|"
    # "Do ice baths after a long ride kill strength gains?", "does walking count for my
    # bones?": a yes/no question about what something does, not "do legs on Friday".
    r"^\s*(?:\w+[,!.]?\s+){0,2}(?:do|does) (?!you\b|u\b)[\w' -]{2,40}? (?:kill|ruin|hurt|help|"
    r"work|matter|affect|blunt|cause|burn|count|reduce|increase|improve|slow|stunt)s?\b[^.!]*[?？]|"
    r"^\s*(?:\w+[,!.]?\s+){0,2}if (?:i|you|we)\b[^.!]*\b(?:will|would|should|could|can|do|does|"
    r"is|am) (?:i|it|that)\b[^.!]*[?？]|"
    # Weighing two options, anywhere in the message: "deadlift's stuck. am I plateaued or
    # just tired", "should I push through it or skip the game", "is a long session after a
    # night flight smart or dumb", "is it worth swapping to dips".
    r"(?:^|[.!?;,\n])\s*(?:\w+[,!.]?\s+){0,2}(?:should|shall|am|is|are|would|do|does) "
    r"(?:i|we|it|that|this|a|an|my|the)\b(?<!\bdo my)(?<!\bdoes my)[^.!?\n]*\bor\b|"
    r"\b(?:is|are|would) (?:it|that|this|they)(?: even| really| actually)? (?:be )?worth\b|"
    # "Lepiej dziś odpuścić czy zrobić coś lekkiego?", "co daje więcej", "czy lepiej
    # biegać": which is better, asked in Polish.
    r"\blepiej\b[^.!?\n]*\bczy\b|\bczy (?:jednak )?lepiej\b|"
    r"\bco (?:da|daje) (?:wi[ęe]cej|lepsze)\b|"
    r"\bczy (?:powinienem|powinnam|mam)\b[^.!?\n]*\bczy\b|"
    # "ควรพักหรือเล่นต่อ", "พักดีกว่าหรือเล่นเบาๆ ดี": which is better, asked in Thai.
    r"ควร[^?？\n]{0,40}หรือ|ดีกว่า[^?？\n]{0,20}หรือ|หรือ[^?？\n]{0,30}ดี(?:กว่า)?(?:ครับ|ค่ะ|คะ|นะ)?\s*[?？]?\s*$|"
    # "休むか軽くやるか、どっちがいい？", "やったほうがいいですか", "休むべき？": which is better,
    # or what one ought to do, asked in Japanese.
    r"か[^?？\n]{0,20}か[、,\s]*(?:どっち|どちら|迷|悩)|(?:どっち|どちら)が(?:いい|良い)|"
    r"(?:た|る)(?:方|ほう)が(?:いい|良い)(?:ですか|かな|の|か)|べき(?:ですか|かな|か|\s*[?？])",
    re.I,
)
# The coach asked to act, which a general question never includes.
_EXPLICIT_ASK = re.compile(
    r"\bplease\b|\bpls\b|\bplz\b|\blet'?s\b|\bcan (?:you|u) (?:please |just )?(?:make|move|"
    r"change|add|swap|give|put|rebuild|build me|shorten|switch|drop|remove|set)\b"
    # "Can you make progress on 6 hours of sleep": "you" is anyone; nothing is asked of the
    # coach.
    r"(?! (?:progress|gains|any progress|real progress)\b)",
    re.I,
)


def asks_permission(text: str) -> bool:
    """ "Is it ok to do goblets instead, or should I skip legs?": asks for an answer about
    training, not for a change."""
    return bool(_KNOWLEDGE_QUESTION.search(text)) and not _EXPLICIT_ASK.search(text)


def opens_as_question(text: str) -> bool:
    """The message starts with a question word ("when should I deload?", "kiedy zrobić
    deload?"), whatever request-like verb follows."""
    return bool(_QUESTION_WORD.match(text))


def is_question(text: str) -> bool:
    return bool(_QUESTION_MARKS.search(text) or _QUESTION_WORD.match(text))


def is_request(text: str) -> bool:
    return bool(_REQUEST.search(text) or _CHANGE_ASK.search(text))


def dialogue_act(text: str, *, pending: bool = False) -> Act:
    """The act by high-precision cues; `pending` says a proposal or question awaits an
    answer, so "yes" / "no" / "actually ..." are reactions to it."""
    if pending:
        if _YES.match(text):
            return "reaction_yes"
        if _NO.match(text):
            return "reaction_no"
    if _ADJUST.match(text) and pending:
        return "reaction_adjust"
    if _KNOWLEDGE_QUESTION.search(text) and not _EXPLICIT_ASK.search(text):
        return "question"
    if is_request(text):
        return "request"
    if is_question(text) or _INNER_QUESTION.search(text):
        return "question"
    return "statement"
