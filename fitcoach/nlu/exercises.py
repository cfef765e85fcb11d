"""Exercise mentions -> catalog slugs, from names and everyday phrasings in four languages.

Every catalog display name matches as written; on top of that each slug lists the ways
people actually say it ("db rows", "wiosłowanie hantlami", "ダンベルローイング"). A generic
phrasing maps to the catalog's default variant: "bench press" is the barbell bench press,
"curls" the standing dumbbell curl, "squats" the barbell back squat.
"""

from __future__ import annotations

from fitcoach.catalog import CATALOG
from fitcoach.nlu.text import Hit, Lexicon, fold, unique

_DB = "(?:db|dumbbells?|dumbell)"
_FLY = "(?:fly|flye|flys|flyes|flies)"

_PHRASES: dict[str, tuple[str, ...]] = {
    "flat-bb-bench-press": (
        "(?:barbell|bb) bench(?: press(?:es|ing)?)?",
        "flat bench press(?:es|ing)?",
        "bench press(?:es|ing)?",
        "benching",
        "wyciskani[a-z]* sztang[a-z]*(?: leżąc)?",
        "wyciskani[a-z]* (?:na ławce|na lawce) płaskiej",
        "wyciskani[a-z]* leżąc",
        "บาร์เบลเบนช์เพรส",
        "เบนช์เพรส",
        "เบนเพรส",
        "バーベルベンチプレス",
        "ベンチプレス",
    ),
    "incline-db-bench-press": (
        f"incline (?:{_DB} )?(?:bench )?press(?:es|ing)?",
        f"incline {_DB} bench",
        "incline(?: bench)? work",
        "incline pressing",
        f"incline {_DB}",
        # "the heaviest I've done on incline": the lift, unless a bench or another incline
        # exercise follows (then it is gear, or that exercise).
        "(?:on |my |the )incline(?! ?(?:bench|db|dumbbell|curl|row|walk|treadmill|press|fly|flye))",
        "wyciskani[a-z]* hantli na ławce skośnej",
        "wyciskani[a-z]* hantli na skosie",
        "wyciskani[a-z]* na ławce skośnej",
        "wyciskani[a-z]* na skosie",
        "(?:na )?ławce skośnej",
        "ม้านั่ง(?:แบบ)?ปรับเอียง",
        "อินคลายน์(?:ดัมเบล)?(?:เบนช์)?เพรส",
        "インクライン ダンベル ベンチ ?プレス",
        "インクライン ダンベル ?プレス",
        "インクライン ベンチ ?プレス",
        "インクライン ?プレス",
        "インクライン(?! ?(?:ベンチ(?! ?プレス)|カール|ロー|ダンベル ?カール|ダンベル ?ロー))",
    ),
    "flat-db-bench-press": (
        f"(?:flat )?{_DB} bench(?: press(?:es|ing)?)?",
        f"(?:flat )?{_DB} press(?:es|ing)?",
        "wyciskani[a-z]* hantli(?: na ławce płaskiej)?",
        "wyciskani[a-z]* hantlami",
        "ดัมเบลเบนช์เพรส",
        "ดัมเบลเพรส",
        "ダンベル ?ベンチ ?プレス",
        "ダンベル ?プレス",
    ),
    "push-up": (
        "push ?ups?",
        "press ?ups?",
        "pompk[a-z]*",
        "วิดพื้น",
        "腕立て(?:伏せ)?",
        "プッシュ ?アップ",
    ),
    "cable-chest-flye": (
        f"cable (?:chest )?{_FLY}",
        "cable crossovers?",
        "crossovers?",
        "rozpiętk[a-z]* (?:na wyciągu|linkami|na bramie)",
        "เคเบิล ?ฟลาย",
        "เคเบิลครอสโอเวอร์",
        "ケーブル ?フライ",
        "ケーブル ?クロスオーバー",
    ),
    "db-chest-flye": (
        f"(?:flat )?(?:{_DB} )?(?:chest )?{_FLY}",
        "rozpiętk[a-z]*(?: z hantlami)?",
        "ดัมเบลฟลาย",
        "ฟลาย",
        "ダンベル ?フライ",
        "(?<!ケーブル)(?<!リアデルト)(?<!リバース)フライ",
    ),
    "conventional-deadlift": (
        "(?:conventional |barbell |heavy )?dead ?lifts?",
        "deadlifting",
        "martw[a-z]* ciąg[a-z]*",
        "เดดลิฟ(?:ต์|ท์|ท|ต)",
        "デッド ?リフト",
    ),
    "pull-up": (
        "pull ?ups?(?! ?bars?)",
        "chin ?ups?(?! ?bars?)",
        "podciągani[a-z]*(?! drążk)",
        "podciąg[a-z]* się",
        "ดึงข้อ",
        "พูล ?อัพ",
        "懸垂(?!バー| バー|器)",
        "チンニング(?! ?バー)",
        "プル ?アップ",
    ),
    "lat-pulldown": (
        "lat pull ?downs?",
        "pull ?downs?",
        "ściągani[a-z]* drążk[a-z]*",
        "wyciąg górny",
        "ลาต ?พูล ?ดาวน์",
        "พูล ?ดาวน์",
        "ラット ?プル ?ダウン",
        "ラット ?プル",
    ),
    "barbell-bent-over-row": (
        "(?:barbell|bb) (?:bent ?over )?rows?",
        "bent ?over (?:barbell )?rows?",
        "pendlay rows?",
        "wiosłowani[a-z]* sztang[a-z]*",
        "บาร์เบล ?โรว์",
        "เบนท์โอเวอร์โรว์",
        "ベント ?オーバー ?ロー(?:イング)?",
        "バーベル ?ロー(?:イング)?",
    ),
    "single-arm-db-row": (
        f"(?:single|one) ?arm (?:{_DB} )?rows?",
        f"{_DB} rows?",
        f"{_DB} rowing",
        "wiosłowani[a-z]* (?:hantl[a-z]*|jednorącz)",
        "wiosłowani[a-z]* jedną ręką",
        "ดัมเบลล?์? ?โรว์",
        "ワン ?(?:ハンド|アーム) ?(?:ダンベル ?)?ロー(?:イング)?",
        "ダンベル ?ロー(?:イング)?",
        # A bare "rows" is the catalog's default row, the one-arm dumbbell row.
        "rows?(?! ?machine)",
        "rowing",
        "wiosłowani[a-z]*",
    ),
    "seated-cable-row": (
        "(?:seated )?cable rows?",
        "seated rows?",
        "low rows?",
        "wiosłowani[a-z]* (?:na wyciągu|siedząc)",
        "เคเบิล ?โรว์",
        "ซีท(?:เต็ด|ติ้ง) ?โรว์",
        "シーテッド ?(?:ケーブル ?)?ロー(?:イング)?",
        "ケーブル ?ロー(?:イング)?",
    ),
    "chest-supported-db-row": (
        f"chest ?supported (?:{_DB} )?rows?",
        f"{_DB} chest ?supported rows?",
        f"incline (?:{_DB} )?rows?",
        "seal rows?",
        "wiosłowani[a-z]* (?:hantl[a-z]* )?(?:w podporze|na ławce)",
        "เชสต์ ?ซัพพอร์ต",
        "チェスト ?サポー?ト(?:ダンベル)? ?ロー(?:イング)?",
        "インクライン ?(?:ダンベル ?)?ロー(?:イング)?",
    ),
    "standing-overhead-press": (
        "(?:standing )?(?:barbell |bb )?overhead press(?:es|ing)?",
        "standing (?:barbell |bb )?press(?:es)?",
        "standing barbell ohp",
        "ohp",
        "military press(?:es)?",
        "wyciskani[a-z]* (?:sztangi )?(?:nad głowę|nad głowe)",
        "wyciskani[a-z]* żołniersk[a-z]*",
        "โอเวอร์เฮด ?เพรส",
        "ミリタリー ?プレス",
        "オーバー ?ヘッド ?プレス",
    ),
    "seated-db-shoulder-press": (
        f"(?:seated )?{_DB} (?:shoulder|overhead) press(?:es)?",
        "(?:seated )?shoulder press(?:es)?",
        "wyciskani[a-z]* hantli (?:nad głowę|nad głowe|siedząc)",
        "ชอล์?เดอร์ ?เพรส",
        "(?:ダンベル ?)?ショルダー ?プレス",
    ),
    "arnold-press": ("arnold(?: press(?:es)?)?", "arnoldk[a-z]*", "อาร์โนลด์", "アーノルド ?プレス"),
    "db-lateral-raise": (
        f"(?:{_DB} )?lateral raises?",
        "side (?:lateral )?raises?",
        "lat raises?",
        "laterals",
        "wznos[a-z]* (?:hantli )?bokiem",
        "unoszeni[a-z]* (?:hantli |ramion )?bokiem",
        "ยกดัมเบลด้านข้าง",
        "แลท(?:เทอรัล|เทอรอล) ?เรส",
        "ลาเทอรัล",
        "(?:ダンベル ?)?(?:サイド|ラテラル) ?レイズ",
    ),
    "cable-lateral-raise": (
        "cable (?:lateral|side) raises?",
        "cable laterals",
        "wznos[a-z]* bokiem (?:na wyciągu|linką)",
        "เคเบิล ?(?:แลทเทอรัล|ลาเทอรัล)",
        "ケーブル ?(?:サイド|ラテラル) ?レイズ",
    ),
    "rear-delt-db-flye": (
        f"rear ?delt (?:{_DB} )?{_FLY}",
        "rear ?delt raises?",
        f"reverse {_FLY}",
        "odwrotn[a-z]* rozpiętk[a-z]*",
        "rozpiętk[a-z]* w opadzie",
        "รีเวิร์ส ?ฟลาย",
        "เรียร์ ?เดลท์",
        "リア ?デルト ?(?:フライ|レイズ)",
        "リア ?レイズ",
        "リバース ?フライ",
    ),
    "face-pull": ("face ?pulls?", "face ?pull[a-z]*", "เฟ(?:ซ|ส) ?พูล", "フェイス ?プル"),
    "barbell-back-squat": (
        "(?:barbell |bb |back )squats?(?! ?(?:racks?|stands?))",
        "squat(?:s|ting)?(?! ?(?:racks?|stands?))",
        "przysiad[a-z]*(?: ze sztangą)?(?! do)",
        "(?:บาร์เบล ?)?สคว(?:อท|อต|็อต)",
        "(?:バーベル ?|バック ?)?スクワット",
    ),
    "goblet-squat": (
        f"(?:{_DB} )?goblet(?: squats?)?",
        f"{_DB} squats?",
        "przysiad[a-z]* (?:goblet|z hantlem|z hantlami)",
        "กอบเล(?:็ท|ท) ?(?:สควอท|สควอต)?",
        "ゴブレット ?スクワット",
    ),
    "db-walking-lunge": (
        f"(?:{_DB} )?(?:walking )?lunges?",
        "lunging",
        "wykrok[a-z]*",
        "zakrok[a-z]*",
        "ลันจ์?",
        "(?:ウォーキング ?)?ランジ",
    ),
    "bulgarian-split-squat": (
        "bulgarian(?: split)?(?: squats?)?",
        "split squats?",
        "bss",
        "przysiad[a-z]* bułgarsk[a-z]*",
        "bułgarsk[a-z]*",
        "บัลแกเรียน",
        "ブルガリアン(?: ?スプリット)?(?: ?スクワット)?",
        "スプリット ?スクワット",
    ),
    "leg-press": (
        "(?:45 ?(?:degree|°) )?leg press(?:es)?(?: machine)?",
        "suwnic[a-z]*",
        "wypychani[a-z]* nóg",
        "prasa nożna",
        "เล(?:ก|ค|็ก) ?เพรส",
        "レッグ ?プレス",
    ),
    "leg-extension": (
        "leg extensions?(?: machine)?",
        "quad extensions?",
        "prostowani[a-z]* nóg",
        "wyprost[a-z]* nóg",
        "เล(?:ก|ค|็ก) ?เอ็กซ์?เทนชั่?น",
        "レッグ ?エクステンション",
    ),
    "romanian-deadlift": (
        "(?:barbell |bb )?romanian dead ?lifts?",
        "(?:barbell |bb )?rdls?",
        "stiff ?legg?ed dead ?lifts?",
        "rumuńsk[a-z]* martw[a-z]* ciąg[a-z]*",
        "martw[a-z]* ciąg[a-z]* na prostych nogach",
        "โรมาเนียน ?เดดลิฟ(?:ต์|ท์)?",
        "ルーマニアン ?デッド ?リフト",
        "rdl",
    ),
    "db-romanian-deadlift": (
        f"{_DB} (?:romanian dead ?lifts?|rdls?)",
        "rumuńsk[a-z]* martw[a-z]* ciąg[a-z]* z hantlami",
        "ดัมเบล ?โรมาเนียน",
        "ダンベル ?(?:ルーマニアン ?デッド ?リフト|rdl)",
    ),
    "lying-hamstring-curl": (
        "lying (?:hamstring |leg )?curls?",
        "hamstring curls?(?: machine)?",
        "leg curls?(?: machine)?",
        "uginani[a-z]* nóg(?: leżąc)?",
        "ไล(?:อิ้ง)? ?เล(?:ก|ค) ?เคิร์ล",
        "เล(?:ก|ค) ?เคิร์ล",
        "(?:ライイング ?)?レッグ ?カール",
    ),
    "seated-hamstring-curl": (
        "seated (?:hamstring |leg )?curls?",
        "uginani[a-z]* nóg siedząc",
        "ซีท(?:เต็ด)? ?เล(?:ก|ค) ?เคิร์ล",
        "シーテッド ?レッグ ?カール",
    ),
    "standing-calf-raise": (
        "(?:standing )?calf raises?",
        "calves raises?",
        "wspięci[a-z]* na palc[a-z]*",
        "เขย่งน่อง",
        "คาล์?ฟ ?เรส",
        "カーフ ?レイズ",
    ),
    "standing-db-bicep-curl": (
        f"(?:standing )?(?:{_DB} )?(?:bicep |biceps )?curls?",
        "hammer curls?",
        "uginani[a-z]* ramion(?: z hantlami)?",
        "uginani[a-z]* przedramion",
        "ดัมเบล ?เคิร์ล",
        "(?:ท่า)?เคิร์ล ?(?:ดัมเบล)?",
        "ไบเซ(?:ป|ปส์) ?เคิร์ล",
        "(?:ダンベル ?|アーム ?|バイセップ ?)カール",
        "ハンマー ?カール",
    ),
    "incline-db-curl": (
        f"incline (?:{_DB} )?curls?",
        "uginani[a-z]* (?:ramion )?(?:na ławce skośnej|na skosie)",
        "อินคลายน์ ?เคิร์ล",
        "インクライン ?(?:ダンベル ?)?カール",
    ),
    "barbell-curl": (
        "(?:barbell|bb|ez ?bar) curls?",
        "uginani[a-z]* (?:ramion )?ze sztangą",
        "บาร์เบล ?เคิร์ล",
        "(?:バーベル|ez ?バー) ?カール",
    ),
    "cable-rope-tricep-pushdown": (
        "(?:cable )?(?:rope )?(?:tricep |triceps )?push ?downs?",
        "(?:tricep |triceps )?press ?downs?",
        "prostowani[a-z]* ramion (?:na wyciągu|linką)",
        "(?:ไตรเซ(?:ป|ปส์) ?)?พุช ?ดาวน์",
        "(?:ケーブル ?)?(?:プッシュ|プレス) ?ダウン",
    ),
    "skull-crusher": (
        "skull ?crushers?",
        "lying tricep(?:s)? extensions?",
        "french press(?:es)?",
        "francusk[a-z]* wyciskani[a-z]*",
        "wyciskani[a-z]* francusk[a-z]*",
        "łamańc[a-z]*",
        "สกัล ?ครัช(?:เชอร์)?",
        "スカル ?クラッシャー",
        "ライイング ?トライセプス ?エクステンション",
        "フレンチ ?プレス",
    ),
    "overhead-db-tricep-extension": (
        f"overhead (?:{_DB} )?tricep(?:s)? extensions?",
        "overhead extensions?",
        "tricep(?:s)? extensions?",
        "prostowani[a-z]* ramion (?:z hantlem |hantlem )?(?:nad głową|nad glowa)",
        "โอเวอร์เฮด ?ไตรเซ(?:ป|ปส์)",
        "(?:オーバー ?ヘッド ?)?(?:ダンベル ?)?トライセプス ?エクステンション",
        "オーバー ?ヘッド ?エクステンション",
    ),
    "hanging-leg-raise": (
        "hanging (?:leg|knee) raises?",
        "leg raises?",
        "knee raises?",
        "unoszeni[a-z]* nóg(?: w zwisie)?",
        "wznos[a-z]* nóg",
        "แขวนยกขา",
        "ยกขา",
        "(?:ハンギング ?)?レッグ ?レイズ",
    ),
    "cable-woodchopper": (
        "(?:cable )?wood ?chop(?:per|pers|s)?",
        "drwal[a-z]*",
        "rąbani[a-z]* drewna",
        "วู้?ด ?ชอป",
        "ウッド ?チョップ",
    ),
    "plank": (
        "(?:forearm )?planks?",
        "planking",
        "desk(?:a|ę|i|ach|ą)",
        "plank[a-z]*",
        "แพลง(?:ก์|ค์|ก|ค)",
        "プランク",
    ),
    "ab-wheel-rollout": (
        "ab ?wheel(?: rollouts?)?",
        "(?:ab )?roll ?outs?",
        "ab roller",
        "kółk[a-z]* (?:do ćwiczeń|ab)",
        "ล้อ(?:ออกกำลังกาย|บริหารหน้าท้อง)",
        "腹筋ローラー",
        "アブ ?(?:ローラー|ホイール)",
    ),
}


def _name_pattern(name: str) -> str:
    """A catalog display name as a pattern: punctuation loose, letters literal."""
    words = [part for part in fold(name).replace("/", " ").replace("-", " ").split() if part]
    return " ".join(word.replace(".", r"\.") for word in words)


def _entries() -> list[tuple[str, str]]:
    entries = [(pattern, slug) for slug, patterns in _PHRASES.items() for pattern in patterns]
    # "(?! ?bars?)": "pull-up bar" is gear, not the exercise.
    entries.extend(
        (_name_pattern(exercise.name) + "(?! ?bars?)", slug) for slug, exercise in CATALOG.items()
    )
    entries.extend((slug.replace("-", " ") + "(?! ?bars?)", slug) for slug in CATALOG)
    return entries


EXERCISE_LEXICON: Lexicon[str] = Lexicon(_entries())

# Machine exercises whose name is also the machine's name: "I have a leg press" is gear.
NAMES_A_MACHINE = frozenset(
    {
        "leg-press",
        "leg-extension",
        "lying-hamstring-curl",
        "seated-hamstring-curl",
        "ab-wheel-rollout",
    }
)


def exercise_hits(folded: str) -> list[Hit[str]]:
    return list(EXERCISE_LEXICON.hits(folded))


def extract_exercises(text: str) -> tuple[str, ...]:
    """Catalog slugs mentioned, in order of first mention."""
    return tuple(unique(hit.value for hit in exercise_hits(fold(text))))
