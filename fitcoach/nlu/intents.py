"""Intent routing: ordered rules over keyword cues and the extracted facts.

The first rule that fires wins; the order is the priority:

 1. medical_red_flag  chest pain, dizziness, fainting, numbness, shortness of breath ...
                      (always wins: safety first)
 2. injection         "ignore your rules", "you are now ...", "write this straight into
                      my calendar", "skip the accept step"
 3. memory_delete     something resolved or revoked: "my shoulder is fine now", "stop
                      being harsh", "the trip is cancelled"
 4. onboarding        two or more kinds of profile fact at once (gear, goal, days per
                      week, session minutes, age), one of them goal / days / age
 5. event             tournament / trip / travel / wedding / competition ... plus a time
                      reference (a date, a weekday, "this weekend", "next week")
 6. pain              acute complaint words (sharp, tweak, sore, hurts ...), or fatigue
                      that is not about motivation
 7. swap              substitution words ("instead of", "swap", "alternative") with an
                      exercise, or gear that is taken / busy
 8. week_overhaul     moving or re-theming training days: a session moved between two
                      days ("shift Friday workout to Saturday"), a change verb with two
                      or more weekdays, "make Saturday an arms day", "change my split",
                      a new day count on its own ("let's do a 3-day split")
 9. day_edit          work added to a day ("add an extra arm finisher on Thursday"), a
                      session length, or a trim/skip/rest request for one day
10. memory_update     "I bought ...", "my goal is now ..." with gear / goal / days in it
11. motivation        unmotivated, can't be bothered, want to quit (no exercise named)
12. progress          load increases, volume, PRs, plateaus, history
13. technique         form, cues, "how do I", feeling the target muscle, or a question
                      naming an exercise
14. preference        a coaching style asked for ("be tough on me", "I prefer ...")
15. memory_update     the update words alone, or one lone profile fact
16. preference        a coaching style named at all
17. event             an event word with no time reference
18. day_edit          a trim / rest / add request with a day reference, exercise named
19. swap              a substitution question
20. motivation        the same, when an exercise is named too
21. off_topic         weather, stocks, coding ... with nothing about training
22. small_talk        greetings and thanks (nothing about training)
23. fallback          coaching: a general coaching answer; off_topic needs a positive
                      off-topic signal and is never the fallback

Early overrides: an explicit rest-day instruction for a day ("make Friday a rest day, I
have a wedding") is a day edit before the event reading; pain restated as a standing
condition ("remember, heavy deadlifts hurt my lower back") is a memory update; pain with a
past cause ("sore after the hike") is pain, not an event; several weekdays named as a
schedule, or "rebuild my week", is a week overhaul.
"""

from __future__ import annotations

from dataclasses import dataclass

from fitcoach.nlu.text import Patterns
from fitcoach.nlu.understanding import Condition, Intent, Voice

RED_FLAG = Patterns(
    [
        "chest pains?",
        "pain in (?:my |the )?chest",
        "chest (?:tightness|pressure)",
        "tight(?:ness)? in (?:my |the )?chest",
        "pressure in (?:my |the )?chest",
        "dizz(?:y|iness)",
        "light ?headed(?:ness)?",
        "faint(?:ed|ing)?",
        "pass(?:ed)? out",
        "black(?:ed)? out",
        "numb(?:ness)?",
        "tingling",
        "pins and needles",
        "short(?:ness)? of breath",
        "can'?t (?:catch my )?breathe?",
        "trouble breathing",
        "heart (?:is )?(?:racing|pounding|fluttering)",
        "palpitations?",
        "irregular heart ?beat",
        "(?:coughing|vomiting) blood",
        "slurred speech",
        "ból (?:w )?klat[a-z]* piersiow[a-z]*",
        "ból w klatce",
        "zawrot[a-z]* głowy",
        "omdl[a-z]*",
        "zemdl[a-z]*",
        "drętw[a-z]*",
        "duszność",
        "duszno",
        "brak tchu",
        "kołatani[a-z]* serca",
        "เจ็บหน้าอก",
        "แน่นหน้าอก",
        "เวียนหัว",
        "เวียนศีรษะ",
        "หน้ามืด",
        "เป็นลม",
        "หมดสติ",
        "(?:มือ|เท้า|แขน|ขา)ชา",
        "อาการชา",
        "หายใจไม่ออก",
        "หายใจลำบาก",
        "ใจสั่น",
        "胸の痛み",
        "胸が(?:痛|苦し|締め付け)",
        "めまい",
        "失神",
        "気を失",
        "しびれ",
        "痺れ",
        "息切れ",
        "息苦し",
        "動悸",
    ]
)

INJECTION = Patterns(
    [
        "ignore (?:all |your |the |any |previous |prior |these |those )*"
        "(?:rules|instructions|guidelines|prompts?|constraints)",
        "disregard (?:all |your |the |any |previous |prior )*(?:rules|instructions|guidelines)",
        "forget (?:all |your |the |any |previous |prior )*(?:rules|instructions|guidelines)",
        "override (?:the |your )?(?:rules|validator|validation|safety|approval)",
        "bypass",
        "you are now",
        "from now on you are",
        "act as (?:a |an )?(?!my coach)",
        "pretend (?:to be|you are|you're)",
        "system prompt",
        "developer mode",
        "jailbreak",
        "dan mode",
        "(?:write|put|save|apply|commit|insert|push) (?:this|it|that|the plan|these changes) "
        "(?:straight|directly|right) (?:in)?to",
        "(?:write|save|apply|commit) (?:this|it|that) without "
        "(?:asking|approval|confirmation|me accepting)",
        "without (?:my )?(?:approval|accepting|confirmation)",
        "skip (?:the )?(?:accept|approval|confirmation)",
        "directly (?:to|into) (?:my |the )?(?:calendar|database|plan|schedule)",
        "(?:admin|root|sudo) (?:mode|access|override)",
        "reveal your (?:prompt|instructions)",
        "zignoruj",
        "ignoruj (?:zasady|instrukcje|reguły)",
        "jesteś teraz",
        "zapisz (?:to )?(?:bezpośrednio|od razu) (?:do|w)",
        "ไม่ต้องสนใจกฎ",
        "เพิกเฉยต่อ",
        "ละเว้นกฎ",
        "ルールを無視",
        "指示を無視",
        "あなたは今から",
        "直接(?:カレンダー|予定)に(?:書|入)",
    ]
)

RESOLVED = Patterns(
    [
        "(?:is|are|feels?|feeling|'s) (?:totally |completely |all |much |fully )?"
        "(?:fine|good|ok|okay|better|healed|normal|back to normal) (?:now|again)",
        "(?:100 ?%|100 percent|a hundred percent) (?:fine|healed|recovered|better|good|ok)",
        "no more (?:pain|soreness|twinges?)",
        "pain (?:is|has) gone",
        "(?:is|are|'s) fine now",
        "(?:has|have|is|are) (?:fully )?(?:healed|recovered)",
        "healed up",
        "no longer (?:hurts?|sore|painful|an issue|a problem|injured|bothering me|tweaked)",
        "doesn'?t hurt (?:any ?more|now)",
        "don'?t hurt (?:any ?more|now)",
        "not (?:sore|hurting|injured) any ?more",
        "all good now",
        "(?:doesn'?t|don'?t|does not|do not) bother(?:s)? me any ?more",
        "(?:isn'?t|aren'?t|is not|are not) (?:bothering|bugging) me any ?more",
        "no longer (?:bothers?|bugs?) me",
        "(?:physio|physiotherapist|physical therapist|doctor|doc|surgeon|pt) "
        "(?:has |just )?(?:cleared|signed off|given me the all clear)",
        "(?:got|been|was|am) (?:medically )?cleared (?:for|to)",
        "(?:forget|drop|scrap|ditch|lose) (?:about )?(?:the|that|all the|this) "
        "(?:tough love|harsh|strict|gentle|soft|nice|science|scientific|nerdy|nerd)"
        "(?: [a-z]+)?(?: (?:thing|stuff|style|approach|tone|mode|act|routine))",
        "(?:just )?coach me (?:normally|like normal|the normal way|like before|the usual way)",
        "(?:go|get|switch) back to (?:normal|your normal|the usual|regular|balanced) "
        "(?:coaching|style|tone|voice|mode)?",
        "back to (?:normal|balanced|regular) coaching",
        "stop being (?:so )?(?:harsh|tough|strict|mean|gentle|soft|nice|scientific|nerdy|blunt)",
        "don'?t be so (?:harsh|tough|strict|mean|gentle|soft|nerdy|scientific)",
        "no more (?:tough love|science|nerd|harsh)",
        "drop the (?:tough love|science|harsh|gentle)",
        "(?:tone|dial) (?:it )?down the (?:tough love|harshness|science)",
        "(?:trip|tournament|event|wedding|competition|race|match) (?:is|was|got|has been) "
        "(?:cancel+ed|called off|off|postponed)",
        "cancel+ed (?:my |the )?(?:trip|tournament|event|wedding|competition|race|match)",
        "(?:forget|delete|remove|clear) (?:that|the|my) "
        "(?:note|memory|injury|condition|preference|restriction)",
        "już nie boli",
        "nie boli już",
        "wyleczon[a-z]*",
        "w porządku już",
        "już w porządku",
        "przestań być",
        "ไม่เจ็บแล้ว",
        "ไม่ปวดแล้ว",
        "หายแล้ว",
        "หายดีแล้ว",
        "เลิกดุ",
        "もう痛くない",
        "治った",
        "治りました",
        "良くなった",
        "(?:厳しく|優しく)しないで",
    ]
)

EVENT = Patterns(
    [
        "tournaments?",
        "trips?",
        "travel(?:l?ing|s)?",
        "vacation",
        "holiday",
        "weddings?",
        "competitions?",
        "compete",
        "races?",
        "marathon",
        "half marathon",
        "triathlon",
        "(?:golf|tennis|football|soccer|basketball|hockey|rugby) (?:game|match|round)",
        "match",
        "meet",
        "hike",
        "hiking",
        "ski(?:ing)? trip",
        "business trip",
        "conference",
        "photo ?shoot",
        "night shifts?",
        "(?:busy|crazy|long) (?:work )?(?:week|schedule|shifts?)",
        "moving house",
        "turniej[a-z]*",
        "zawod[a-z]*",
        "wyjazd[a-z]*",
        "podróż[a-z]*",
        "wesel[a-z]*",
        "urlop[a-z]*",
        "wakacj[a-z]*",
        "mecz[a-z]*",
        "maraton[a-z]*",
        "delegacj[a-z]*",
        "การแข่งขัน",
        "แข่ง",
        "ทัวร์นาเมนต์",
        "ทริป",
        "เดินทาง",
        "งานแต่ง",
        "เที่ยว",
        "大会",
        "トーナメント",
        "試合",
        "旅行",
        "出張",
        "結婚式",
        "マラソン",
        "競技",
    ]
)

EVENT_TIME = Patterns(
    [
        "weekend",
        "next week",
        "this week",
        "tomorrow",
        "tonight",
        "weekendem",
        "weekend[a-z]*",
        "przyszłym tygodniu",
        "สุดสัปดาห์",
        "สัปดาห์หน้า",
        "週末",
        "来週",
        "今週",
    ]
)

SWAP = Patterns(
    [
        "instead(?: of)?",
        "alternatives?",
        "substitut(?:e|es|ion|ions)",
        "sub (?:out|in|for)",
        "replace(?:ment)?",
        "swap(?:s|ped)?",
        "switch (?:out|it for|to)",
        "other option",
        "something else",
        "different exercise",
        "zamiast",
        "zamień",
        "zamiennik[a-z]*",
        "zastąp[a-z]*",
        "wymień",
        "แทน",
        "ทดแทน",
        "เปลี่ยนท่า",
        "代わり",
        "代替",
        "差し替え",
        "替えて",
    ]
)

WEEK_CHANGE = Patterns(
    [
        "move (?:my |the )?(?:training |workout |gym )?(?:days?|sessions?|workouts?)",
        "move",
        "switch (?:things|it) up",
        "shuffle",
        "rearrange",
        "reschedule",
        "(?:change|switch|redo|rework|restructure) (?:my |the )?(?:whole )?"
        "(?:split|schedule|week|program|programme|routine|plan|training days)",
        "(?:new|different) (?:split|schedule|routine|program)",
        "train on",
        "(?:dedicated|focused)(?:[\\s\\-]+[a-z]+){0,4}[\\s\\-]+day",
        "make (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s? (?:a|an|my|the) ",
        "(?:arms?|legs?|chest|back|shoulders?|push|pull|upper|lower|glutes?)(?: and [a-z]+)? day",
        "przenieś",
        "przenies",
        "przeznacz",
        "zmień (?:plan|harmonogram|dni|rozkład)",
        "nowy plan",
        "เปลี่ยนวัน",
        "ย้ายวัน",
        "ย้าย",
        "โดยเฉพาะ",
        "เป็นวันฝึก",
        "トレーニング日",
        "スケジュール",
        "特化",
        "曜日に変更",
        "移動",
    ]
)

DAY_EDIT = Patterns(
    [
        "only have",
        "short(?:en|er)",
        "cut",
        "trim",
        "condense",
        "compress",
        "quick(?:er)?",
        "drop",
        "remove",
        "skip",
        "rest day",
        "day off",
        "take (?:today|tomorrow|it) off",
        "lighter",
        "easier",
        "harder",
        "add (?:an? |some |more )?",
        "more (?:volume|sets|work)",
        "less (?:volume|sets|work)",
        "extra",
        "finisher",
        "fluff",
        "keep the",
        "mam tylko",
        "tylko",
        "skróć",
        "usuń",
        "dodaj",
        "wolne",
        "odpoczynk[a-z]*",
        "แค่",
        "ตัด",
        "พัก",
        "เพิ่ม",
        "เหลือ",
        "しか",
        "だけ",
        "カット",
        "短く",
        "休み",
        "追加",
    ]
)

MEMORY_UPDATE = Patterns(
    [
        "i (?:just )?(?:bought|got|purchased|picked up|ordered|upgraded)",
        "i now have",
        "i have (?:a |some )?new",
        "now i have",
        "new (?:dumbbells|bench|barbell|rack|gym|equipment|home gym|cable)",
        "joined (?:a |the )?gym",
        "(?:my )?goal is now",
        "(?:changed|changing|switch(?:ed|ing)?|shift(?:ed|ing)?) my goal",
        "new goal",
        "i want to (?:focus on|switch to|go for) (?:strength|hypertrophy|muscle|general fitness)",
        "update my (?:profile|gear|equipment|goal)",
        "i moved",
        "kupiłem",
        "kupiłam",
        "mam teraz",
        "mój cel to teraz",
        "nowy cel",
        "ซื้อ",
        "ตอนนี้มี",
        "เป้าหมายใหม่",
        "買った",
        "買いました",
        "購入",
        "目標を変え",
    ]
)

PROGRESS = Patterns(
    [
        "increase (?:the |my )?(?:weight|load)",
        "(?:add|adding|put on|go up in) (?:more )?(?:weight|load)",
        "go (?:up|heavier)",
        "bump(?:ed|ing)? (?:it )?(?:up )?(?:the )?(?:weight|load|dumbbells?|kg|lbs?)",
        "bump (?:it )?up",
        "(?:up|raise|raising|upping) (?:the )?(?:weight|load)",
        "more weight",
        "move up in weight",
        "ready to (?:go up|move up|add weight|increase)",
        "heavier",
        "progress(?:ion|ing|ed)?",
        "progressive overload",
        "volume",
        "prs?",
        "personal (?:best|record)s?",
        "1 ?rm",
        "e1rm",
        "one rep max",
        "plateau(?:ed|ing)?",
        "stall(?:ed|ing)?",
        "stuck",
        "how am i doing",
        "trend(?:s|ing)?",
        "(?:last|past) \\d+ (?:weeks?|sessions?|workouts?)",
        "history",
        "logs?",
        "zwiększyć (?:obciążenie|ciężar)",
        "zwiększyć",
        "obciążeni[a-z]*",
        "głośność",
        "objętoś[a-z]*",
        "rekord[a-z]*",
        "postęp[a-z]*",
        "zastój",
        "ostatnich \\d+ tygodni",
        "เพิ่มน้ำหนัก",
        "ปริมาณ",
        "สถิติ",
        "ความก้าวหน้า",
        "ที่ผ่านมา",
        "重量を上げ",
        "重量",
        "音量",
        "ボリューム",
        "自己ベスト",
        "停滞",
        "過去 ?\\d+ ?週間",
    ]
)

TECHNIQUE = Patterns(
    [
        "how (?:do|should|can) i "
        "(?:do|perform|execute|set up|brace|grip|breathe|position|stop|avoid|fix|get)",
        "how to",
        "form",
        "technique",
        "cues?",
        "feel (?:my|it|the|them|this|that)",
        "struggle to feel",
        "mind ?muscle",
        "what should i change",
        "range of motion",
        "rom",
        "posture",
        "proper(?:ly)?",
        "correct(?:ly)?",
        "elbows? flar(?:e|ing)",
        "depth",
        "tempo",
        "grip",
        "brace",
        "bracing",
        "technik[a-z]*",
        "wyczuci[a-z]*",
        "wyczuć",
        "czuję to",
        "co mam zmienić",
        "jak (?:prawidłowo|poprawnie|robić|wykonywać)",
        "ท่าทาง",
        "เทคนิค",
        "ฟอร์ม",
        "ไม่ค่อยทำงาน",
        "ควรเปลี่ยนอะไร",
        "ทำอย่างไร",
        "フォーム",
        "効いて",
        "効か",
        "コツ",
        "やり方",
        "何を変更",
    ]
)

PREFERENCE_FRAME = Patterns(
    [
        "be (?:more )?",
        "talk",
        "coach me",
        "speak",
        "tone",
        "style",
        "from now on",
        "i (?:want|prefer|like|need|would like) (?:you|a|more|some|the)",
        "give me",
        "don'?t sugar ?coat",
        "tough love",
        "more (?:science|research|studies|detail)",
        "bądź",
        "mów",
        "ขอ",
        "พูด",
        "して",
        "話して",
    ]
)

MOTIVATION = Patterns(
    [
        "unmotivated",
        "motivat(?:e|ed|ion|ing)",
        "don'?t feel like",
        "can'?t be bothered",
        "lazy",
        "give up",
        "giving up",
        "quit(?:ting)?",
        "discouraged",
        "demotivated",
        "hate (?:the gym|training|working out)",
        "no (?:drive|motivation)",
        "struggling to (?:stay consistent|keep going|show up)",
        "what'?s the point",
        "skipped (?:my |a |the |today'?s |yesterday'?s |this morning'?s |last night'?s )?"
        "(?:workout|session|training|gym|lift|leg day)s?",
        "missed (?:my |a |the |a few |two |three |several |another |this week'?s )?"
        "(?:workouts?|sessions?|training|gym|lifts?)",
        "fell off (?:the wagon|track)",
        "pep talk",
        "(?:hype|pump|fire|psych) me up",
        "get me (?:going|fired up|hyped|pumped)",
        "need (?:a|some) (?:push|kick|boost)",
        "inspire me",
        "brak motywacji",
        "nie chce mi się",
        "motywacj[a-z]*",
        "ท้อ(?!ง)",
        "ขี้เกียจ",
        "หมดไฟ",
        "แรงจูงใจ",
        "やる気",
        "モチベ",
        "サボ",
    ]
)

OFF_TOPIC = Patterns(
    [
        "weather",
        "forecast",
        "stocks?",
        "stock market",
        "crypto",
        "bitcoin",
        "invest(?:ing|ment)?",
        "coding",
        "write (?:me )?(?:some )?code",
        "python",
        "javascript",
        "sql",
        "recipe",
        "movies?",
        "politic(?:s|al)",
        "election",
        "news",
        "capital of",
        "homework",
        "essay",
        "poem",
        "joke",
        "song",
        "lottery",
        "translate",
        "pogod[a-z]*",
        "giełd[a-z]*",
        "akcj[ie]",
        "przepis[a-z]*",
        "polityk[a-z]*",
        "สภาพอากาศ",
        "อากาศ",
        "หุ้น",
        "การเมือง",
        "天気",
        "株",
        "プログラミング",
        "レシピ",
        "政治",
    ]
)

SMALL_TALK = Patterns(
    [
        "hi",
        "hello",
        "hey",
        "yo",
        "thanks?",
        "thank you",
        "thx",
        "ty",
        "cheers",
        "good (?:morning|afternoon|evening|night)",
        "how are you",
        "what'?s up",
        "bye",
        "see you",
        "ok(?:ay)?",
        "cool",
        "great",
        "nice",
        "awesome",
        "cześć",
        "hej",
        "dzięki",
        "dziękuję",
        "dzień dobry",
        "สวัสดี",
        "ขอบคุณ",
        "こんにちは",
        "ありがとう",
        "おはよう",
        "こんばんは",
    ]
)

TRAINING = Patterns(
    [
        "workouts?",
        "train(?:ing)?",
        "exercises?",
        "gym",
        "lift(?:s|ing)?",
        "reps?",
        "sets?",
        "plan",
        "program(?:me)?",
        "warm ?up",
        "cool ?down",
        "stretch(?:ing)?",
        "cardio",
        "rest",
        "muscles?",
        "protein",
        "recovery",
        "trening[a-z]*",
        "ćwicz[a-z]*",
        "ออกกำลังกาย",
        "ฝึก",
        "トレーニング",
        "筋トレ",
        "ワークアウト",
    ]
)

_DAY = (
    "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight)"
    "(?:'?s)?(?: (?:session|workout|training|lift))?"
)
# An explicit instruction to rest a day beats every other reading of the message
# ("Make Friday a rest day, I have a wedding" edits Friday; the wedding is the reason).
REST_INSTRUCTION = Patterns(
    [
        f"(?:make|turn|mark|set) {_DAY} (?:into )?(?:a|an|my) (?:rest|off|recovery) day",
        f"(?:take|give me|have) {_DAY} off",
        f"(?:skip|cancel|drop|scrap) {_DAY}",
        f"{_DAY} (?:off|as a rest day|should be a rest day|needs to be a rest day)",
        f"rest (?:on )?{_DAY}",
    ]
)
# The same about the day on screen ("Make this a rest day" is a chip on a day's card).
REST_HERE = Patterns(
    [
        "(?:make|turn|mark|set) (?:this|it|this one|this day|the day|this session) "
        "(?:into )?(?:a|an) (?:rest|off|recovery) day",
        "(?:take|have) (?:this|this day|the day) off",
    ]
)
# Asking for the week itself to be rebuilt: an overhaul whatever else the message says.
REBUILD = Patterns(
    [
        "(?:rebuild|overhaul|redo|rework|regenerate|restructure|redesign|revamp|remake|"
        "re ?plan|re ?program|rewrite)(?: (?:my|the|this|our|whole|entire|full|weekly|week'?s))* "
        "(?:week|plan|program|programme|split|schedule|routine|training week)",
        "(?:new|fresh) (?:weekly )?(?:plan|week|program|programme) (?:around|with|for)",
        "(?:across|for|in|throughout) the (?:whole|entire) (?:week|plan|program)",
    ]
)
# A list of weekdays given as the new schedule ("switch me to Monday, Wednesday and Saturday").
SCHEDULE_SWITCH = Patterns(
    [
        "switch (?:me |it |things |us )?(?:over )?to",
        "(?:make|change) it",
        "go(?:ing)? (?:from|to|down to|up to)",
        "(?:change|move|switch) (?:to|over to)",
        "instead",
        "(?:i'?ll|i will|i can|i'?d like to|i want to|let'?s|i only|i'?d rather|i prefer to) "
        "(?:only )?(?:train|lift|work out|go|do|come in)",
        "(?:train|training|lift|lifting|work out|workouts?) (?:on|every)",
        "\\d day split",
        "(?:two|three|four|five|six) day split",
        "split",
        "from now on",
    ]
)
# Acute, today's news: a restated chronic condition has none of these.
_ACUTE = Patterns(
    [
        "today",
        "this morning",
        "tonight",
        "yesterday",
        "last night",
        "right now",
        "just now",
        "since",
        "sore(?:ness)?",
        "doms",
        "tweak(?:ed|y)?",
        "strain(?:ed)?",
        "sprain(?:ed)?",
        "pulled",
        "jammed",
        "sharp",
        "twinge",
        "dzisiaj",
        "dziś",
        "วันนี้",
        "今日",
        "今朝",
    ]
)
# Said as long-standing: "always", "every time", "remember ...", "heavy X hurts my Y".
_RESTATED_CHRONIC = Patterns(
    [
        "always",
        "every time",
        "whenever",
        "chronic(?:ally)?",
        "old injury",
        "for (?:years|ages|a long time)",
        "history of",
        "remember",
        "as you know",
        "as i (?:said|mentioned)",
        "(?:tends?|tend) to",
        "usually",
        "heavy [a-z]+ (?:hurts?|bothers?|kills?|aggravates?)",
        "impingement",
        "tendin?itis",
        "arthritis",
    ]
)
# Pain named with its cause in the past ("sore after the hike"): not a future event.
_PAST_CAUSE = Patterns(
    [
        "(?:after|from|since) (?:the|my|that|a|our|last|yesterday'?s|this weekend'?s|"
        "the weekend'?s)",
    ]
)


@dataclass(frozen=True, slots=True)
class Cues:
    """What the classifier looks at, already extracted from one message."""

    folded: str
    has_weekday_or_relative: bool
    weekday_count: int
    has_dates: bool
    minutes: int | None
    days_per_week: int | None
    age: int | None
    goal: str | None
    gear: frozenset[str]
    gear_unavailable: frozenset[str]
    body_parts: tuple[str, ...]
    condition: Condition | None
    exercises: tuple[str, ...]
    voice: Voice | None
    day_focus: bool
    pain_words: bool
    # Body parts whose pain is said as history ("deadlifts always hurt my back").
    chronic_parts: tuple[str, ...] = ()
    # A session moved between two named days ("Shift Friday workout to Saturday").
    day_move: bool = False
    # More work asked for on a day ("Add an extra arm finisher on Thursday").
    adds_work: bool = False


def classify(cues: Cues) -> Intent:
    text = cues.folded
    if RED_FLAG.search(text):
        return "medical_red_flag"
    if INJECTION.search(text):
        return "injection"
    if RESOLVED.search(text):
        return "memory_delete"
    if _is_onboarding(cues):
        return "onboarding"
    if REST_INSTRUCTION.search(text) and cues.has_weekday_or_relative:
        return "day_edit"
    if REST_HERE.search(text):
        return "day_edit"
    pained = cues.pain_words or cues.condition in ("soreness", "minor_strain")
    if pained and _restated_chronic(cues):
        return "memory_update"
    event = EVENT.search(text)
    past_cause = pained and bool(cues.body_parts) and _PAST_CAUSE.search(text)
    timed = cues.has_dates or cues.has_weekday_or_relative or EVENT_TIME.search(text)
    if event and timed and not past_cause:
        return "event"
    motivation = MOTIVATION.search(text)
    if pained:
        return "pain"
    if cues.condition == "fatigue" and not motivation:
        return "pain"
    swap = SWAP.search(text)
    if cues.gear_unavailable or (swap and cues.exercises):
        return "swap"
    if cues.day_move and not cues.day_focus:
        return "week_overhaul"
    week_change = WEEK_CHANGE.search(text)
    if cues.day_focus or (cues.weekday_count >= 2 and week_change):
        return "week_overhaul"
    if cues.weekday_count >= 2 and (SCHEDULE_SWITCH.search(text) or REBUILD.search(text)):
        return "week_overhaul"
    if cues.weekday_count >= 3 and cues.minutes is None:
        # Several weekdays named at once are a schedule, not one day to edit.
        return "week_overhaul"
    if REBUILD.search(text) and not (MEMORY_UPDATE.search(text) and (cues.gear or cues.goal)):
        return "week_overhaul"
    if week_change and not cues.minutes and _week_words(text):
        return "week_overhaul"
    if _new_day_count(cues, bool(week_change)):
        return "week_overhaul"
    if cues.adds_work and (cues.has_weekday_or_relative or _is_request(text)):
        return "day_edit"
    if cues.minutes is not None and not cues.days_per_week:
        return "day_edit"
    if DAY_EDIT.search(text) and cues.has_weekday_or_relative and not cues.exercises:
        return "day_edit"
    if MEMORY_UPDATE.search(text) and (cues.gear or cues.goal or cues.days_per_week):
        return "memory_update"
    if motivation and not cues.exercises:
        return "motivation"
    if PROGRESS.search(text):
        return "progress"
    if TECHNIQUE.search(text) or (cues.exercises and _is_question(text)):
        return "technique"
    if cues.voice and PREFERENCE_FRAME.search(text):
        return "preference"
    if MEMORY_UPDATE.search(text) or (_profile_kinds(cues) == 1 and not cues.exercises):
        return "memory_update"
    if cues.voice:
        return "preference"
    if event:
        return "event"
    if DAY_EDIT.search(text) and cues.has_weekday_or_relative:
        return "day_edit"
    if swap and _is_question(text):
        return "swap"
    if motivation:
        return "motivation"
    training = TRAINING.search(text) or cues.exercises or cues.body_parts
    if OFF_TOPIC.search(text) and not training:
        return "off_topic"
    if SMALL_TALK.search(text) and (not training or len(text.split()) <= 6):
        return "small_talk"
    # Off topic needs a positive signal; anything else gets a coaching answer.
    return "coaching"


def _new_day_count(cues: Cues, week_change: bool) -> bool:
    """ "Let's do a 3-day split", "Switch to 5 training days": a new number of training
    days and nothing else about the profile is a week overhaul, not a memory edit."""
    if cues.days_per_week is None or cues.goal is not None or cues.gear or cues.age:
        return False
    if MEMORY_UPDATE.search(cues.folded):
        return False
    return week_change or SCHEDULE_SWITCH.search(cues.folded) or _SPLIT_WORDS.search(cues.folded)


_SPLIT_WORDS = Patterns(
    ["week", "split", "schedule", "program(?:me)?", "routine", "plan", "tydzie[nń]"]
)


_ASKING = ("can you", "can we", "could you", "could we", "would you", "please", "let's", "lets")


def _is_request(text: str) -> bool:
    """An instruction, or a question that is really one ("can we add ...?")."""
    return not _is_question(text) or any(phrase in text for phrase in _ASKING)


def _restated_chronic(cues: Cues) -> bool:
    """Pain said as a standing fact about the user, with nothing acute about it."""
    if not cues.chronic_parts or _ACUTE.search(cues.folded):
        return False
    if not _RESTATED_CHRONIC.search(cues.folded):
        return False
    pained = [p for p in cues.body_parts if p in cues.chronic_parts]
    return bool(pained)


def _profile_kinds(cues: Cues) -> int:
    return sum(
        1
        for present in (
            bool(cues.gear),
            cues.goal is not None,
            cues.days_per_week is not None,
            cues.minutes is not None,
            cues.age is not None,
        )
        if present
    )


def _is_onboarding(cues: Cues) -> bool:
    anchors = cues.goal is not None or cues.days_per_week is not None or cues.age is not None
    return anchors and _profile_kinds(cues) >= 2


_WEEK_WORDS = Patterns(["week", "split", "schedule", "tydzień", "tygodni[a-z]*", "สัปดาห์", "週"])


def _week_words(text: str) -> bool:
    return _WEEK_WORDS.search(text)


def _is_question(text: str) -> bool:
    return "?" in text or any(
        text.lstrip().startswith(word) for word in ("what", "how", "can", "should", "which", "is")
    )
