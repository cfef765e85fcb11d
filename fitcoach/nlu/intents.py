"""Intent routing's high-precision patterns and the cues they are read against.

The patterns below, and the `Cues` extracted from a message, feed the rules of the intent
registry (`registry.py`), where each intent is defined once with its rules and their
explicit ranks. Nothing here decides an intent by where it sits in a file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from fitcoach.nlu.text import Patterns, fold
from fitcoach.nlu.understanding import Condition, Voice

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
        "(?:dark|brown|black|cola|coke|tea|red)(?: |-)?(?:colou?red )?(?:urine|pee|piss)",
        "(?:urine|pee) (?:is |was |looks? |looked |that'?s |that was )?(?:really |very |super )?"
        "(?:dark|brown|black|cola|tea)",
        "pee(?:d|ing)? (?:out )?(?:dark|brown|black|cola|coke|tea)",
        "rhabdo(?:myolysis)?",
        "can'?t (?:put|bear|take) (?:any )?weight on",
        "(?:unable|not able) to (?:put|bear) weight",
        "(?:heard|felt) (?:a |this )?(?:loud )?(?:pop|snap)"
        "(?=.*(?:swell|swollen|balloon|can'?t (?:walk|put|bear)))",
        "(?:sudden|severe|worst|thunderclap|crushing) (?:severe )?headache",
        "headache (?:out of nowhere|came on suddenly)",
        "worst headache",
        "numb(?:ness)? (?:down|in) (?:my )?(?:left |right )?arm",
        "(?:breathless|out of breath|short of breath|can'?t breathe) "
        "(?:at|while|when) (?:rest|resting|sitting|lying)",
        "chest (?:feels )?(?:heavy|tight|squeez)",
        "chest (?:hurts?|hurting|ache[sd]?|aching|is killing me)",
        "(?:pain|ache|aching) (?:in|down) (?:my )?left arm",
        "(?:left )?arm and jaw",
        "boli mnie (?:w )?klat[a-z]*",
        "klatka (?:piersiowa )?(?:mnie )?boli",
        "(?:ジムで|走って|トレーニング中に?)倒れ",
        "ciemn[a-z]* mocz",
        "mocz (?:koloru |w kolorze )?(?:coli|ciemn[a-z]*|brązow[a-z]*)",
        "nie mog[a-z]* stan[a-z]* na (?:nodze|nodzę|kolanie)",
        "nagły (?:silny )?ból głowy",
        "silny ból głowy",
        "ucisk w klat[a-z]*",
        "mrowieni[a-z]*",
        "ปัสสาวะสี(?:เข้ม|โคล่า|น้ำตาล|ดำ)",
        "ฉี่สี(?:เข้ม|โคล่า|น้ำตาล|ดำ)",
        "ปวดหัวรุนแรง",
        "ปวดหัวอย่างรุนแรง",
        "ลงน้ำหนักไม่ได้",
        "(?:コーラ|茶|黒)色の尿",
        "尿が(?:黒|茶|濃)",
        "激しい頭痛",
        "突然の頭痛",
        "体重をかけられない",
        "胸が圧迫",
        "胸の圧迫感",
        "ból (?:w )?klat[a-z]* piersiow[a-z]*",
        "ból w klatce",
        "zawrot[a-z]* głowy",
        "omdl[a-z]*",
        "zemdl[a-z]*",
        "z?drętw[a-z]*",
        "(?:za)?kłu[a-z]* (?:mnie )?w klat[a-z]*",
        "kłuci[a-z]* w klat[a-z]*",
        "ścisk[a-z]* w klat[a-z]*",
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
        "胸が(?:痛|苦し|締め付け|締めつけ|しめつけ)",
        # "Everything went black for a moment": near-fainting, as "หน้ามืด" says in Thai.
        "目の前が(?:真っ暗|まっくら|暗く|真っ白)",
        "めまい",
        "失神",
        "気を失",
        "しびれ",
        "痺れ",
        "息切れ",
        "息苦し",
        "動悸",
        # Fainting and near-fainting said without "faint": the vision going black, a
        # collapse, lost consciousness. A knee or an arch that collapses is technique.
        "(?:everything|it all|the world|my vision|vision|my sight|the room) "
        "(?:went|goes|going|turned|turning|started going) (?:all )?(?:black|dark|grey|gray|white)",
        "lost consciousness",
        "(?:was|went|been|got) (?:briefly )?(?:unconscious|out cold|knocked out)",
        "(?:i|and) (?:just )?collapsed(?! (?:inward|in|on my knee))",
        "collapsed (?:at|in|on|during|after|mid) (?:the )?(?:gym|floor|training|workout|set|run|"
        "session|class|track)",
        "woke up on the floor",
        "(?:was )?out for (?:a |like a |about a )?(?:few |couple (?:of )?|several )?seconds",
        # A chest that tightens or squeezes, in more words than RED_FLAG's first ones.
        "chest (?:gets|got|goes|went|is getting|keeps getting) (?:really |so |very |all )?"
        "(?:tight|heavy|squeez[a-z]*)",
        "(?:tightening|squeezing|crushing|heaviness|burning) (?:in|across|on) (?:my |the )?chest",
        "chest (?:tightening|squeezing)",
        # "A crushing tightness across my chest", "a tight, crushing feeling in my chest":
        # the squeeze said with a word or two between it and the chest.
        "(?:crushing|squeezing|tightening|tight|heavy|pressing|vice-like|vise-like)"
        "(?:,? (?:tightness|pressure|heaviness|feeling|sensation|squeeze|ache|pain|"
        "weight|crushing|tight|band)){1,2} (?:in|across|on|around|over) (?:my |the )?chest",
        # An arm, hand or jaw gone tingly (as "tingling" and "numb" already say).
        "(?:arms?|hands?|fingers|jaw|face|lips?) (?:\\w+ )?(?:went|go|goes|going|got|gets|was|is|"
        "felt|feels|feeling|turned|all) (?:all |kinda |kind of |a bit |a little |really |so )?"
        "tingly",
        "tingly (?:left |right )?(?:arm|hand|fingers|jaw|face)",
        "straci[a-z]* przytomno[a-z]*",
        "(?:ciemno|ciemność|czarno|mroczki) przed oczami",
        "osun[a-z]* się (?:na (?:podłogę|ziemię|ziemie|podloge)|bez)",
        "odlecia[a-z]* na (?:chwil[a-z]*|moment|sekund[a-z]*)",
        "(?:ściska|ucisk|uciska|kłuje|pieczenie|ból|boli)[a-z]* (?:mnie )?(?:coś )?"
        "(?:w )?piersi[a-z]*",
        "w piersiach (?:mnie )?(?:ściska|boli|kłuje|piecze|uciska)",
        "วูบ(?:ไป|หมดสติ|ล้ม|จะเป็นลม)",
        "(?:หน้ามืด|ตา(?:ลาย)?มืด)",
        "(?:บีบ|รัด)(?:ๆ)?(?:ที่|ตรง)?หน้าอก",
        "หน้าอก(?:ถูก)?(?:บีบ|รัด)",
        "胸(?:が|の)?(?:ぎゅっと|ギュッと|ぎゅーっと)?(?:締め付け|締めつけ|しめつけ|圧迫|苦しく)",
        "目の前が(?:真っ暗|まっくら|真っ白|まっしろ|暗く|白く|チカチカ)",
        "意識(?:が|を)(?:飛|遠の|なくな|失)",
        "気絶",
        "ブラックアウト",
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
        # A fake role or authority inside the message.
        "(?:^|\\n|\\. )\\s*\\[?(?:system|assistant|developer|admin)\\]?\\s*:",
        "user is (?:a |an )?(?:verified |authori[sz]ed )?(?:admin|administrator|"
        "developer|moderator|superuser)",
        "i am (?:a |an |the )?(?:verified|authori[sz]ed) (?:admin|administrator|developer|user)",
        "(?:delete|wipe|erase|clear|drop) (?:all|every|the whole|your entire|the entire) "
        "(?:memory|memories|database|data|profile|history)",
        "(?:new|updated|real) (?:instructions|rules|system prompt)\\s*:",
        "(?:jestem|użytkownik jest) (?:zweryfikowanym )?administrator[a-z]*",
        "(?:usuń|skasuj|wyczyść) (?:całą |wszystkie |całą swoją )?(?:pamięć|dane|wspomnienia)",
        "ระบบ\\s*:",
        "ลบ(?:ความจำ|ข้อมูล)ทั้งหมด",
        "(?:システム|管理者)\\s*:",
        "管理者(?:です|として)",
        "(?:記憶|メモリ|データ)を(?:全部|すべて)(?:消|削除)",
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
        "już (?:w ogóle |wcale |zupełnie |nic )?nie boli",
        "nie boli (?:mnie )?już",
        "przestał[a-z]* boleć",
        "już (?:zupełnie |całkiem |w pełni |całkowicie )?"
        "(?:dobrze|ok|okej|w porządku|sprawn[a-z]*)",
        "nic (?:mnie )?(?:już )?nie boli",
        "(?:หาย|ดีขึ้น)(?:ดี)?แล้ว",
        "もう(?:すっかり)?(?:大丈夫|平気|治)",
        "(?:หาย(?:ปวด|เจ็บ)?แล้ว|ไม่(?:ปวด|เจ็บ)แล้ว)",
        "もう痛くな",
        "痛くなくなった",
        "痛みが(?:消え|なくな|引い)",
        "(?:feels?|feeling|is|'s|are) (?:like |back to )?(?:100 ?%|100 percent|a hundred percent|"
        "brand new|good as new)",
        "no more (?:pain|soreness|twinges?)",
        # "Knees feel back to their usual selves", "the swelling has gone right down".
        "back to (?:their|my|its|his|her|our) (?:usual|normal|old) sel(?:f|ves)",
        "(?:swelling|soreness|bruising|stiffness|puffiness) (?:has |is |'s )?(?:all |mostly )?"
        "(?:gone|went|come|settled|subsided|eased)(?: (?:right |all the way )?down| away)?",
        "pain (?:is|has) gone",
        "(?:is|are|'s) fine now",
        "(?:has|have|is|are) (?:fully )?(?:healed|recovered)",
        "healed up",
        "no longer (?:hurts?|sore|painful|an issue|a problem|injured|bothering me|tweaked)",
        "doesn'?t hurt (?:any ?more|now)",
        "don'?t hurt (?:any ?more|now)",
        "not (?:sore|hurting|injured) any ?more",
        "all good now",
        "no (?:more )?restrictions(?: (?:now|any ?more|from now on))?",
        "[a-z]+'s (?:totally |completely |all |much |fully )?(?:fine|good|ok|okay|better|healed) "
        "(?:now|again)",
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
        "(?:trip|tournament|event|wedding|competition|race|match|hike|game|comp|final|visit|"
        "holiday|vacation|conference|meet|fight|party|plans?|tour|gig|show|camp|retreat)"
        "(?:'s| is| was| got| has been| have been|s are| are)? (?:(?:now|all|been|just) )?"
        "(?:cancel+ed|called off|off|postponed|scrapped|rained off|rained out|not happening|"
        "fell through|fallen through|binned|axed|canned|dropped|shelved|pulled|nixed)",
        "(?:called|calling) off (?:the |my |our )?"
        "(?:trip|tour|event|wedding|competition|race|match|hike|holiday|vacation|gig|show)",
        "(?:not|no longer) (?:going|travel+ing|away|visiting)(?: any ?more| after all)?",
        "home all week",
        "(?:厳し|優し|きつ)[いくめ]*(?:の|言い方)?(?:は|を)?やめて",
        "普通に(?:指導|して|話して|教えて)",
        "(?:przestań|nie bądź) (?:już )?(?:taki )?(?:surowy|ostry|łagodny)",
        "เลิก(?:โหด|ดุ|เข้มงวด)",
        "cancel+ed (?:my |the )?(?:trip|tournament|event|wedding|competition|race|match)",
        # "Forget the sportive, it's been cancelled", "the gran fondo got called off".
        "(?:sportive|gran ?fondo|ride|triathlon|marathon|duathlon|hyrox|time trial|meetup)"
        "(?:'s| is| was| got| has been)? (?:(?:now|all|been|just) )?"
        "(?:cancel+ed|called off|postponed|scrapped|not happening)",
        "(?:it'?s|it is|it was|it has|it got|its) (?:(?:now|all|been|just) ){0,2}"
        "(?:cancel+ed|called off|postponed|scrapped|rained off)",
        # A trip or event called off in PL/TH/JA: "出張、キャンセルになって", "wyjazd odwołany".
        "(?:出張|旅行|試合|大会|遠征|予定).{0,12}(?:キャンセル|中止|なくなり|なくなっ|取りやめ)",
        "(?:wyjazd|delegacja|zawody|mecz|wycieczka|urlop) (?:zosta[lł][a-z]* )?"
        "(?:odwo[lł]an|anulowan)[a-z]*",
        "(?:ทริป|เดินทาง|แข่ง|งาน).{0,12}ยกเลิก",
        # Forget it, it is off: "zapomnij o tym Londynie, szkolenie odwołali", "odwołali
        # wyjazd, zapomnij o nim".
        "zapomnij o\\b.{0,40}"
        "(?:odwol|anulow|nie lece|nie jade|nie bedzie|przeniesi|przelozy)[a-z]*",
        "(?:odwol|anulow)[a-z]*\\b.{0,40}zapomni[a-z]*",
        # "ไม่ต้องจำเรื่องนั้นแล้วนะ" (no need to remember that any more); "เลื่อนบวชไปปีหน้า"
        # (put off to next year).
        "ไม่ต้องจำ",
        "เลื่อน\\S{0,16}ไป(?:ปีหน้า|เดือนหน้า)",
        # "大会が延期になった", "旅行は来年に延期".
        "(?:出張|旅行|試合|大会|遠征|予定|祭り)\\S{0,12}延期",
        "(?:forget|delete|remove|clear) (?:that|the|my) "
        "(?:note|memory|injury|condition|preference|restriction)",
        # A note asked to go in PL/TH/JA: "usuń notatkę o kolanie", "ลบบันทึกเรื่องเข่า",
        # "腰痛のメモ消しといて".
        "(?:usuń|usun|skasuj|wykreśl|wykresl) (?:t[eęą] |to |moj[aąe] )?"
        "(?:notatk[a-z]*|informacj[a-z]*|wpis[a-z]*|kontuzj[a-z]*)",
        "zapomnij o (?:tym |tej |mojej |moim |moich )?(?:kolan|bark|plec|kregosl|kręgosł|"
        "łokci|lokci|biodr|kontuzj|ur[aą]z|kostk|kostc|nadgarst|szyi|szyj|kark|łydk|łydc|"
        "ścięgn|achilles)[a-ząćęłńóśźż]*",
        # The part first, the verb after: "o tej kostce zapomnij", "o kolanie możesz zapomnieć".
        "o (?:tym |tej |tych |mojej |moim |moich )?(?:kolan|bark|plec|kręgosł|łokci|biodr|"
        "kontuzj|ur[aą]z|kostk|kostc|nadgarst|szyi|szyj|kark|łydk|łydc|ścięgn|achilles)"
        "[a-ząćęłńóśźż]* (?:[a-ząćęłńóśźż]+ )?(?:zapomnij|zapomnieć)",
        "ลบ(?:ข้อมูล|บันทึก|โน้ต)",
        "(?:メモ|記録|情報|メモリ)(?:を|は|も)?(?:消して|消しといて|消しておいて|削除)",
        # "forget the knee thing", "you can drop the shoulder stuff": a named note.
        "(?:forget|delete|remove|clear|drop|scrap) (?:about )?(?:that|the|my) "
        # "drop the last thing on friday" is a day's work, not a note.
        "(?!(?:last|first|next|other|whole|extra) )"
        "(?:[a-z]+ ){1,2}(?:thing|stuff|note|issue|injury|restriction|memory)",
        "już nie boli",
        "nie boli już",
        "wyleczon[a-z]*",
        "w porządku już",
        "już w porządku",
        "przestań być",
        "ไม่เจ็บแล้ว",
        "ไม่ปวดแล้ว",
        # "the leg's pain is gone": หาย (gone) + ปวด/เจ็บ (ache/hurt) + แล้ว (already).
        "หาย(?:ปวด|เจ็บ)(?:หมด|ดี)?(?:แล้ว)?",
        "ไม่(?:ค่อย)?(?:ปวด|เจ็บ)(?:อีก|เลย)?แล้ว",
        "หายแล้ว",
        "หายดีแล้ว",
        "เลิกดุ",
        "もう痛くない",
        "治った",
        "治りました",
        "良くなった",
        # Polite and kana spellings: "膝はもうすっかり良くなりました", "腰よくなったよ".
        "(?:良く|よく)なりました",
        "よくなった",
        "治ってます",
        "痛みは?(?:もう)?(?:なくなり|消え)",
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
        "5 a side",
        "five a side",
        "(?:cup |league |the |a |5 a side |five a side )?finals?(?! (?:set|sets|rep|reps|exercise|"
        "round|push|stretch|week of|block))",
        "judo",
        "bjj",
        "jiu ?jitsu",
        "(?:judo|bjj|grappling|boxing|mma|kickboxing|muay thai|wrestling) "
        "(?:comp|bout|fight|grading|match|tournament|session)",
        "comps?",
        "bout",
        "grading",
        "tourney",
        "fight night",
        "(?:fun|park|charity) ?run",
        "(?:5|10|15|21) ?k(?: run| race)?",
        "ultra(?:marathon)?",
        # Rides and multisport days: "200km sportive on Sunday", "gran fondo in May".
        "sportives?",
        "gran ?fondo",
        "century ride",
        "(?:bike|cycling|road|crit) races?",
        "time trial",
        "duathlon",
        "hyrox",
        "(?:spartan|obstacle) races?",
        "tough mudder",
        "visiting",
        "staying (?:with|at)",
        "out of town",
        "abroad",
        "away (?:for|on|from)",
        "flying (?:to|out)",
        "stag (?:do|party|weekend)",
        "hen (?:do|party)",
        "festival",
        # "Some guy has been camping the cable station": hogging gear, not a trip.
        "camping(?! (?:the|on|out on|at the) (?:\\w+ )?(?:cable|rack|bench|station|machine|"
        "dumbbells|squat|platform|smith|leg press))",
        "gig",
        "półmaraton[a-z]*",
        "(?:idę|idziemy|jadę|jedziemy|wybieram się) w góry",
        "wędrówk[a-z]*",
        "wycieczk[a-z]*",
        "bieg (?:na )?\\d+ ?km",
        "มินิมาราธอน",
        "มาราธอน",
        "วิ่ง ?\\d+ ?(?:กิโล|กม)",
        "เดินป่า",
        "ขึ้นเขา",
        "登山",
        "ハイキング",
        "マラソン",
        "wyścig[a-z]*",
        "odwiedz[a-z]*",
        "ซ้อมมวย",
        "ชกมวย",
        # A bout: "มีไฟต์เสาร์นี้", "ขึ้นชกวันเสาร์".
        "ไฟต์",
        "ขึ้นชก",
        "วิ่งมาราธอน",
        "ฮาล์ฟมาราธอน",
        "ไปต่างจังหวัด",
        "柔道",
        "ハーフマラソン",
        "レース",
        "帰省",
        "遠征",
        "合宿",
        "(?:busy|crazy|long) (?:work )?(?:week|schedule|shifts?)",
        "moving house",
        "turniej[a-z]*",
        "zawod[a-z]*",
        "wyjazd[a-z]*",
        "podróż[a-z]*",
        "wesel[a-z]*",
        # Family days: a christening, a first communion, a birthday party.
        "chrzcin[a-z]*",
        "komuni(?:a|e|i|ii)",
        "urodzin[a-z]*",
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
        # Exams, guests and festivals: a stretch of days that shapes the week, in every
        # language ("midterms all week", "mam gości", "แขกมาพัก", "義母が来る").
        "exams?",
        "exam week",
        # A thesis defence, a viva, a deadline: the same stretch of hard weeks before a date.
        "(?:thesis|phd|dissertation) defen[cs]e",
        "viva",
        "deadlines?",
        "midterms?",
        "mid terms?",
        "finals week",
        "guests?",
        "in-laws?",
        "(?:mother|father|sister|brother)(?: |-)in(?: |-)law",
        "(?:my )?(?:parents|folks|family|relatives) (?:are |is )?(?:coming|visiting|staying|"
        "in town|over)",
        "egzamin[a-z]*",
        "kolokwi[a-z]*",
        "sesj[a-z]* (?:egzaminacyjn[a-z]*|poprawkow[a-z]*|na studiach|na uczelni)",
        "gosc(?:i|ie|mi)",
        "festiwal[a-z]*",
        "festyn[a-z]*",
        "odpust[a-z]*",
        # An exam, not the letters inside กระสอบ (a heavy bag), ทดสอบ (a test) or
        # ตรวจสอบ (a check).
        "(?<!กระ)(?<!ทด)(?<!ตรวจ)สอบ(?!ถาม)",
        "มิดเทอม",
        "ไฟนอล",
        "แขก",
        "ญาติ(?:ๆ)?(?:จะ)?มา",
        "เทศกาล",
        "งานวัด",
        # An ordination ("ลูกชายบวช", "งานบวชน้อง"), a funeral, a graduation: family days.
        "(?:งาน)?บวช",
        "งานศพ",
        "(?:งาน)?รับปริญญา",
        "สงกรานต์",
        "ลอยกระทง",
        "試験",
        "期末",
        "中間テスト",
        "テスト期間",
        "義母",
        "義父",
        "義理の(?:母|父|両親)",
        "(?:両親|親|母|父|家族|親戚)が(?:来|泊まり)",
        "泊まりに来",
        "来客",
        "お客(?:さん)?が来",
        "祭り",
        "まつり",
        "文化祭",
        "学園祭",
        # School and club days: "新人戦", "運動会", "発表会", "記録会".
        "新人戦",
        "運動会",
        "発表会",
        "記録会",
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
        "อาทิตย์หน้า",
        "เสาร์อาทิตย์",
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
        "different (?:[a-z]+ ){1,2}(?:exercise|movement|move|variation|one)",
        "something (?:different|new|easier|lighter|simpler|gentler|safer|other)",
        "(?:switch|change) (?:out )?(?:the|my|this|that|those|these) ",
        "(?:boring|hate|can'?t stand|sick of|tired of)"
        "(?=.*(?:give me|another|different|else|swap|replace))",
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
        # "金曜のデッドリフト、トラップバーに変えたいです", "zmień przysiad na wykroki".
        "に(?:変え|替え|換え)(?:て|たい)",
        "に変更",
        "zmień (?:\\w+ )?na",
        "zmien (?:\\w+ )?na",
        "ขอท่าอื่น",
        "เปลี่ยนเป็น",
        # "เปลี่ยน lat pulldown เป็น pull-up": change one lift into another (not a day).
        "เปลี่ยน(?!วัน)[^?!.]{1,40}?เป็น",
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
        "push ?pull ?legs?",
        "ppl",
        "upper ?lower(?: split)?",
        "bro split",
        "full ?body (?:routine|split|program(?:me)?|plan|days?|sessions?|workouts?)",
        "przenieś",
        "przenies",
        "prze[łl][oó][żz][a-z]*",
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
        # "Take the squats off tomorrow's session", "take out the curls".
        r"take (?:the |my |all |those |these )?\w+(?: \w+)? (?:off|out)",
        "take out",
        "lighter",
        "easier",
        "(?:an? )?(?:easy|light|gentle|recovery) (?:day|session|workout|one)",
        "harder",
        "gentler",
        "tougher",
        "more challenging",
        "too easy",
        "(?:re)?do (?:today'?s|tomorrow'?s|the) (?:workout|session)",
        "redo",
        "take (?:the )?[a-z ]{1,30} out of",
        "add (?:an? |some |more )?",
        "more (?:volume|sets|work)",
        "less (?:volume|sets|work)",
        "extra",
        "finisher",
        "fluff",
        "keep the",
        "give (?:[a-z]+ )?(?:its|it'?s|their|the|my|me) (?:[a-z]+ ){0,3}"
        "(?:session|workout|day|training) back",
        "(?:put|bring) (?:it|them|the [a-z ]{1,30}) back",
        "restore",
        "mam tylko",
        "lżejsz[a-z]*",
        "łagodniej",
        "trudniej",
        "cięższ[a-z]*",
        # "Zrób mi czwartek trochę ciężej", "mniej barków w środę".
        "ciężej",
        "mocniej",
        "lżej",
        "łatwiej",
        "więcej (?:serii|powtórzeń|ćwiczeń|objętości)",
        "mniej (?:serii|powtórzeń|ćwiczeń|[a-ząćęłńóśźż]+ów)",
        "เบาลง",
        "ง่ายไป",
        "ยากขึ้น",
        "ลด",
        "หนักขึ้น",
        "軽め",
        "軽く",
        "キツく",
        "ハードに",
        # "水曜も肩使う種目減らしてほしい", "肩に優しい感じにして", "脚は軽めにして".
        "減らし",
        "増やし",
        "優し(?:い|め)",
        "終わらせたい",
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
        "(?:got|bought|picked up|upgraded to) (?:me |myself )?(?:some |a |a pair of |a set of )?"
        "(?:heavier|lighter|bigger|new|adjustable|more) (?:dumbbells|db|dbs|kettlebells?|"
        "plates|weights|barbell|bench|bands)",
        "now (?:go |goes |going )?(?:up to|all the way to) \\d",
        "i have (?:a |some )?new",
        "now i have",
        "new (?:dumbbells|bench|barbell|rack|gym|equipment|home gym|cable)",
        "joined (?:a |the )?gym",
        "(?:swap(?:ped)?|trade[d]?|exchanged|replaced) (?:out )?(?:my |the )?(?:old )?"
        "(?:set|dumbbells|weights|gear|bench|equipment) (?:out )?(?:for|with)",
        "upgraded (?:my |the )?(?:dumbbells|weights|set|gear|bench|equipment)",
        "ジムに入会",
        "入会した",
        "(?:my )?goal is now",
        "(?:changed|changing|switch(?:ed|ing)?|shift(?:ed|ing)?) my goal",
        "new goal",
        # "my goal's kinda changed", "zmieniam cel", "目標変更", "เปลี่ยนเป้าหมาย".
        "goal(?:'s| has| is)? (?:kinda |kind of |sort of |a bit |totally )?"
        "(?:changed|changing|shifted|different now)",
        "(?:zmieniam|zmieniłem|zmienilem|zmieniłam|zmienilam) (?:swój |swoj |mój |moj )?cel",
        "(?:nowy cel|zmiana celu|cel si[eę] zmieni[lł])",
        "目標(?:を|が|は)?(?:変更|変え|変わ)",
        "เปลี่ยนเป้าหมาย|เป้าหมายใหม่",
        "i want to (?:focus on|switch to|go for) (?:strength|hypertrophy|muscle|general fitness)",
        "update my (?:profile|gear|equipment|goal)",
        "i moved",
        "sold",
        "got rid of",
        "gave away",
        "no longer have",
        "(?:it'?s|it is) just (?:the )?[a-z ]{1,20} now",
        "(?:is|are) (?:the|my) (?:main )?(?:priority|focus|goal) now",
        "(?:my |the )?(?:priority|focus) (?:is|has) now",
        "(?:priority|focus) (?:is )?now",
        "sprzedał[a-z]*",
        "pozbył[a-z]*",
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
        "getting (?:any )?(?:stronger|better|weaker)",
        "(?:am i|are we|have i been) (?:actually |even |really )?(?:getting|improving|progressing)",
        "improv(?:e|ed|ing|ement)",
        "heaviest",
        "best (?:set|lift|effort|weight|ever)",
        "most (?:i'?ve|i have) (?:ever )?(?:done|lifted|hit)",
        "(?:all time|all-time) (?:best|high)",
        "\\d+(?:[.,]\\d+)?s? ?x ?\\d+",
        "(?:more|add|adding) weight",
        "dołoż[a-z]* (?:ciężar[a-z]*|obciążeni[a-z]*|kilo[a-z]*|kg)",
        "więcej ciężar[a-z]*",
        "cięższ[a-z]*",
        "najwięcej",
        "najcięższ[a-z]*",
        "เพิ่มน้ำหนัก",
        "หนักขึ้น",
        "แข็งแรงขึ้น",
        "重く",
        "重量を増や",
        "強くなって",
        "最高(?:重量|記録)",
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
        # "why do I need to rest 90 seconds": the reason behind a training rule.
        "why (?:do|should|must) (?:i|we) (?:need to |have to )?"
        "(?:rest|warm ?up|stretch|cool ?down|stop|leave|keep|do|go)",
        "how (?:should|do|can) i warm ?up",
        "(?:what|which) (?:kind of |sort of )?warm ?up",
        "jak (?:się )?rozgrz[a-z]*",
        "rozgrzewk[a-z]*",
        "วอร์ม ?อัพ",
        "อบอุ่นร่างกาย",
        "ที่ถูกต้อง",
        "ทำยังไง",
        "ウォーミング ?アップ",
        "ウォームアップ",
        "正しい(?:フォーム|やり方)",
        "how (?:do|should|can) i "
        "(?:do|perform|execute|set up|brace|grip|breathe|position|stop|avoid|fix|get)",
        "how to",
        "form",
        "technique",
        "cues?",
        "feel (?:my|it|the|them|this|that)",
        "struggle to feel",
        "where (?:am i|should i|do i|are you|is it|should it|should they|do you) "
        "(?:supposed to |meant to |going to )?(?:feel|be feeling|feeling)",
        "where should (?:i|it|this|that|they) (?:be )?(?:feel|felt)",
        "(?:supposed|meant) to feel (?:it|them|this|that)",
        "gdzie (?:powinienem|powinnam|mam) (?:to )?(?:czuć|poczuć)",
        "ควรรู้สึก(?:ที่|ตรง)ไหน",
        "どこに効",
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
        "too late (?:for me )?(?:to|at)",
        "too old (?:to|for)",
        "(?:am i|i'?m|is it) (?:too old|too late)",
        "za późno",
        "za stary",
        "za stara",
        "สายเกินไป",
        "แก่เกินไป",
        "遅すぎ",
        "年だから",
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
        "visas?",
        "passports?",
        "immigration",
        "wiz[aęy]",
        "paszport[a-z]*",
        "วีซ่า",
        "หนังสือเดินทาง",
        "ビザ",
        "パスポート",
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
# Writing for the user ("help me write a toast for my daughter's wedding", "a best man
# speech"): off topic even when an event is named in it.
WRITE_FOR_ME = Patterns(
    [
        "(?:write|draft)(?: me)? (?:a|an|my)(?: [a-z']+){0,3} (?:toast|speech|cover letter|"
        "email|story|cv|resume|bio)",
        "help (?:me )?(?:write|with) (?:a|an|my)(?: [a-z']+){0,3} (?:toast|speech|cover letter|"
        "email|story|cv|resume|bio)",
        "(?:wedding|best man'?s?|maid of honou?r) (?:toast|speech)",
        "napisa[ćc] (?:mi )?(?:toast|przemówienie|mowę|wiersz|list)",
        "สุนทรพจน์",
        "スピーチ(?:を|の)?(?:考え|書い|書く)",
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

_WEEKDAY_NAME = "(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:[a-z]*day)?s?"
_PL_WEEKDAY = (
    "(?:poniedzia[a-z]*|wtor[a-z]*|środ[a-z]*|czwart[a-z]*|piąt[a-z]*|sobot[a-z]*|niedziel[a-z]*)"
)
_DAY = (
    "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight)"
    "(?:'?s)?(?: (?:session|workout|training|lift))?"
)
_PL_DAY = (
    "(?:poniedziałek|poniedziałkowy|wtorek|wtorkowy|środę|środa|środowy|czwartek|czwartkowy|"
    "piątek|piątkowy|sobotę|sobota|sobotni|niedzielę|niedziela|niedzielny|dzisiaj|dziś|jutro)"
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
        "(?:just )?rest (?:that|this|the) day",
        "(?:make|take) (?:that|this|the) day (?:a rest day|off)",
        "(?:that|this) day off",
        "(?:zrób|zróbmy|ustaw|daj mi) (?:z |ze |w |we )?[a-z]+ (?:jako )?"
        "(?:dzień wolny|dniem wolnym|wolne|dzień odpoczynku|dniem odpoczynku)",
        "(?:daj mi|weź|wezmę|biorę) wolne (?:w|we|na) ",
        "(?:[a-z]+ )?niech (?:będzie|bedzie) (?:dniem wolnym|wolne|wolny)",
        "(?:ให้|ขอ)(?:วัน)?[ก-๙]{2,12}(?:นี้)?เป็นวันพัก",
        "(?:休み|休養日|レスト日|オフ)に(?:して|する|したい)",
        # "Sobotę w tym tygodniu odwołaj", "odwołaj środę", "ยกเลิกวันเสาร์", "土曜はキャンセルで".
        f"(?:odwołaj|odwoluj|anuluj|skasuj|odpuść) (?:mi )?(?:trening )?(?:w |we )?{_PL_DAY}",
        f"{_PL_DAY}(?: [a-ząćęłńóśźż]+){{0,4}} (?:odwołaj|anuluj|skasuj|odpuść|odpuszczam)",
        "ยกเลิก(?:การ)?(?:เล่น|ซ้อม|เทรน)?(?:ของ)?วัน",
        "(?:曜|曜日)(?:日)?(?:の(?:トレーニング|練習|メニュー))?(?:は|を)?キャンセル",
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
        "przebuduj[a-z]*",
        "przebudow[a-z]*",
        "(?:ułóż|zrób|rozpisz|zaplanuj) (?:mi )?(?:nowy|cały|od nowa) (?:plan|tydzień|trening)",
        "(?:cały|nowy) (?:tydzień|plan) od nowa",
        "จัด(?:ตาราง|โปรแกรม)ใหม่",
        "ขอเปลี่ยนเป็นฝึก",
        "เปลี่ยนเป็น(?:ฝึก|เล่น) ?\\d",
        "(?:組み|作り)直",
        "スケジュールを(?:変え|変更)",
        "週\\d日に(?:変更|変え|して)",
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
        # "can we do just tuesday and friday": a restricted list of days is a schedule.
        f"(?:just|only) (?:on )?{_WEEKDAY_NAME} (?:and|&|,|\\+|or) (?:on )?{_WEEKDAY_NAME}",
        f"tylko (?:w |we )?{_PL_WEEKDAY} (?:i|oraz|,) (?:w |we )?{_PL_WEEKDAY}",
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
        "just so you know",
        "for the record",
        "念のため",
        "持ち",
        "เผื่อ",
        "dla przypomnienia",
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


# Asking for shorter replies: a preference about how the coach talks, not a session edit.
BREVITY = Patterns(
    [
        "keep it (?:short|brief|snappy|tight)(?: with me| please| pls)?",
        "keep (?:your |the |ur )?(?:answers|replies|responses|messages|texts) "
        "(?:short|brief|snappy|tight)",
        "(?:short|shorter|brief|briefer|concise|quick) "
        "(?:answers|replies|responses|messages|texts)",
        "(?:be|get) (?:more )?(?:brief|concise|succinct)",
        "less (?:text|talk|waffle|waffling|rambling|yapping)",
        "(?:no|skip the|without the|don'?t need the) "
        "(?:essays?|waffle|rambling|walls? of text|fluff)",
        "tl ?;? ?dr",
        "straight to the point",
        "pisz(?:cie)? krócej",
        "krócej",
        "krótsze odpowiedzi",
        "krótko i na temat",
        "bez lania wody",
        "ตอบสั้น ?ๆ",
        "ตอบให้สั้น",
        "พิมพ์สั้น",
        "簡潔に",
        "手短に",
        "短く(?:答え|返事|話し|書い)",
        "(?:返事|返信|回答|説明|メッセージ)(?:は|が)?.{0,12}(?:長|短く|短め)",
        "要点だけ",
        "(?:just |only )?the short version",
        "(?:just|only) the (?:key|main) points",
        "w skrócie",
        "ตอบ(?:แค่)?(?:สรุป|ใจความ)",
        "(?:answers|replies|responses|messages|texts) (?:are |is )?(?:way |a bit |too |so )*"
        "(?:long|wordy)",
        "(?:odpowiedzi|wiadomości) (?:są )?(?:za |zbyt |trochę )?długie",
        "ตอบยาว(?:ไป|เกิน)",
        "ข้อความยาว(?:ไป|เกิน)",
    ]
)
# Asking for plain words: a preference about how the coach explains, kept as a staple.
# "keep your explanations simple", "no gym jargon", "I don't understand the gym words".
PLAIN_WORDS = Patterns(
    [
        "(?:keep|make) (?:it|things|everything|your (?:explanations?|answers|replies|language|"
        "words|instructions)|the (?:explanations?|language|instructions)) "
        "(?:simple|plain|basic|easy to (?:follow|understand))",
        "(?:in |use |using |with )(?:simple|plain|everyday|normal|easy) "
        "(?:words|language|english|terms)",
        "(?:simple|plain|easy) (?:explanations|instructions)",
        "(?:no|without|skip|less|cut|drop|avoid) (?:the |all the |your )?"
        "(?:gym |fitness |technical )?(?:jargon|lingo|abbreviations|acronyms)",
        "(?:don'?t|do not|can'?t|cannot) (?:really )?(?:understand|follow|get) (?:all )?"
        "(?:the |your |those |these )?(?:gym|fitness|technical|fancy|sciency|science) "
        "(?:words|terms|jargon|lingo|talk|speak)",
        "(?:abbreviations|acronyms|jargon) (?:confuse|lose|are confusing|is confusing|"
        "go over my head)",
        "explain (?:it |things |everything )?like i'?m (?:five|5|a beginner|a child|new)",
        "(?:in )?lay ?man'?s terms",
    ]
)
# A reminder of something already noted ("don't forget my race on Saturday!").
REMINDER = Patterns(
    [
        "don'?t forget",
        "do not forget",
        "remember (?:my|the|that i have|i have|i'?ve got)",
        "just a reminder",
        "reminder",
        "nie zapomnij",
        "pamiętaj o",
        "อย่าลืม",
        "忘れないで",
    ]
)
# The day on screen ("this one", "this session", "here"): a day reference like a weekday.
HERE = Patterns(
    [
        "this one",
        "this session",
        "this workout",
        "this day",
        "today'?s (?:session|workout|training|plan|lift)",
        "here(?!'s| is| are| we| you| goes)",
        "ten trening",
        "tym treningu",
        "tego treningu",
        "วันนี้",
        "เซสชั่นนี้",
        "このセッション",
        "このメニュー",
    ]
)
# Gear or a station that is broken or occupied right now.
BUSY = Patterns(
    [
        "out of (?:order|service)",
        "broken",
        "busted",
        "not working",
        "(?:isn'?t|is not|aren'?t) working",
        "someone'?s (?:on|using) (?:it|that|the)",
        "someone is (?:on|using)",
        "(?:taken|occupied|in use|being used|hogging|hogged)",
        "zepsut[a-z]*",
        "zajęt[a-z]*",
        "nie działa",
        "เสีย(?!ง)",
        "มีคนใช้",
        "壊れ",
        "故障",
        "使用中",
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
    # Gear the user no longer owns ("sold my bench").
    gear_removed: frozenset[str] = frozenset()
    # Away somewhere named for a stretch of days ("in Madrid until Wednesday").
    away: bool = False


def _new_day_count(cues: Cues, week_change: bool) -> bool:
    """ "Let's do a 3-day split", "Switch to 5 training days": a new number of training
    days and nothing else about the profile is a week overhaul, not a memory edit."""
    if cues.days_per_week is None or cues.goal is not None or cues.gear or cues.age:
        return False
    if MEMORY_UPDATE.search(cues.folded):
        return False
    return week_change or SCHEDULE_SWITCH.search(cues.folded) or _SPLIT_WORDS.search(cues.folded)


_FINE_NOW = Patterns(
    [
        "(?:feel|feels|feeling|felt) (?:totally |completely |100 ?% |perfectly )?"
        "(?:fine|good|great|ok|okay|normal|strong) (?:today|now|again)",
        "all good",
        "(?:czuj[a-z]*|jest) (?:się )?(?:już )?(?:dobrze|ok|w porządku) (?:dzisiaj|dziś|teraz)",
        "วันนี้(?:ปกติ|โอเค|ดีขึ้น)แล้ว",
        "今日は(?:大丈夫|平気|問題ない)",
    ]
)
_FEEL_WHERE = Patterns(
    [
        "where (?:am i|should i|do i|are you|is it|should it|should they|do you) "
        "(?:supposed to |meant to |going to )?(?:feel|be feeling|feeling)",
        "where should (?:i|it|this|that|they) (?:be )?(?:feel|felt)",
        "(?:supposed|meant) to feel (?:it|them|this|that)",
        "gdzie (?:powinienem|powinnam|mam) (?:to )?(?:czuć|poczuć)",
        "ควรรู้สึก(?:ที่|ตรง)ไหน",
        "どこに効",
    ]
)
_SPLIT_NAME = Patterns(
    [
        "push ?pull ?legs?",
        "ppl",
        "upper ?lower(?: split)?",
        "bro split",
        "full ?body (?:routine|split|program(?:me)?|plan)",
        "(?:\\d|two|three|four|five|six) ?(?:day|dniowy|วัน) split",
    ]
)
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


# Said of owning or getting gear: "I have", "got", "bought", "mam", "มี", "ある", "買った".
_OWNS = re.compile(
    r"\b(?:have|has|got|own|bought|buy|ordered|new|sold|no longer|don'?t have)\b|"
    r"\bmam\b|\bmamy\b|kupi|sprzeda|nie mam|มี|ซื้อ|ขาย|ある|買|売っ|ない"
)


def bench_named_as_lift(cues: Cues, text: str) -> bool:
    """ "Bench hasn't moved from 60 in weeks", "lying flat on my back on the bench feels
    uncomfortable": the bench as a lift or a position, not news about owning one."""
    if cues.gear != frozenset({"flat bench"}) or _OWNS.search(fold(text)):
        return False
    # "A flat bench" alone answers what gear there is.
    return len(text.split()) > 4 or (not text.isascii() and len(text) > 20)


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
