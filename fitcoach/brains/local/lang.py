"""The reply language of a turn and the catalog lookups every reply composer uses.

Handlers write `line(t, "Monday is a rest day now.")`-style calls with English msgids;
the catalog gives the user's language. Placeholder values that are weekdays or muscle
groups are translated too, so a Polish reply never carries an English day name.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from fitcoach.contracts.decision import TurnContext
from fitcoach.i18n import N_, tr
from fitcoach.i18n.catalogs import Lang
from fitcoach.i18n.changes import WEEKDAY_NAMES, placeholder
from fitcoach.i18n.conversation import conversation_language
from fitcoach.weekdays import WEEKDAYS, Weekday

_AND = N_("and")
_OR = N_("or")
# Thai and Japanese write sentences without a space between them.
_SENTENCE_JOINER: dict[str, str] = {"ja": "", "th": " "}


def language_of(context: TurnContext) -> Lang:
    return conversation_language(context.message, [turn.user for turn in context.recent_turns])


def day_name(lang: str, day: Weekday | str) -> str:
    english = WEEKDAY_NAMES.get(str(day).lower(), str(day).capitalize())
    return tr(lang, english)


def enumerate_items(lang: str, items: Sequence[str]) -> str:
    """Items of a list without a final "and": "A, B, C" / "A、B、C"."""
    return ("、" if lang == "ja" else " " if lang == "th" else ", ").join(i for i in items if i)


def join_list(lang: str, items: Sequence[str], *, choice: bool = False) -> str:
    """ "A, B and C" in the user's language; with `choice`, the options "A, B or C"."""
    words = [item for item in items if item]
    if len(words) <= 1:
        return "".join(words)
    if lang == "ja":
        return "、".join(words[:-1]) + f"{tr(lang, _OR)}{words[-1]}" if choice else "、".join(words)
    last = tr(lang, _OR if choice else _AND)
    if lang == "th":
        return f"{' '.join(words[:-1])} {last} {words[-1]}"
    return f"{', '.join(words[:-1])} {last} {words[-1]}"


def days_list(lang: str, days: Sequence[Weekday | str]) -> str:
    return join_list(lang, [day_name(lang, d) for d in days])


def sentences(lang: str, parts: Sequence[str]) -> str:
    joiner = _SENTENCE_JOINER.get(lang, " ")
    return joiner.join(p.strip() for p in parts if p and p.strip())


MUSCLE_NAMES: dict[str, str] = {
    "Chest": N_("chest"),
    "Back": N_("back"),
    "Shoulders": N_("shoulders"),
    "Biceps": N_("biceps"),
    "Triceps": N_("triceps"),
    "Forearms": N_("forearms"),
    "Quads": N_("quads"),
    "Hamstrings": N_("hamstrings"),
    "Glutes": N_("glutes"),
    "Calves": N_("calves"),
    "Core": N_("core"),
    "Lower Back": N_("lower back"),
    "shoulder": N_("shoulder"),
    "elbow": N_("elbow"),
    "wrist": N_("wrist"),
    "lower_back": N_("lower back"),
    "hip": N_("hip"),
    "knee": N_("knee"),
    "ankle": N_("ankle"),
    "neck": N_("neck"),
    "shin": N_("shin"),
    "foot": N_("foot"),
}


def part_name(lang: str, part: str) -> str:
    """A muscle group or joint in the user's words (unknown ones as written)."""
    english = MUSCLE_NAMES.get(part) or MUSCLE_NAMES.get(part.strip().replace(" ", "_").lower())
    if english is None:
        # A stored part with its side ("right knee") reads as the side and the part.
        side, _, rest = part.strip().partition(" ")
        if side.lower() in SIDES and rest:
            return sided(lang, rest, side.lower())
        return part.replace("_", " ").lower()
    return tr(lang, english)


# The user's aims (`nlu.traits.stated_aims`) as a reply names them.
AIM_NAMES: dict[str, str] = {
    "fat loss": N_("fat loss"),
    "strength": N_("strength"),
    "muscle": N_("muscle"),
    "toning": N_("toning"),
    "conditioning": N_("conditioning"),
    "everyday strength": N_("strength for everyday life"),
    "health": N_("health"),
}


def aims_list(lang: str, aims: Sequence[str]) -> str:
    return join_list(lang, [tr(lang, AIM_NAMES.get(aim, aim)) for aim in aims])


def parts_list(lang: str, parts: Sequence[str]) -> str:
    return join_list(lang, [part_name(lang, p) for p in parts])


def line(lang: str, message: str, /, **values: object) -> str:
    """`message` from the coach catalog in `lang`; weekday values become day names."""
    filled = {
        key: (day_name(lang, value) if isinstance(value, str) and value in WEEKDAY_NAMES else value)
        for key, value in values.items()
    }
    return _capitalized(tr(lang, message).format(**filled))


def piece(lang: str, message: str, /, **values: object) -> str:
    """A catalog fragment that goes inside a sentence (never capitalised)."""
    filled = {
        key: (day_name(lang, value) if isinstance(value, str) and value in WEEKDAY_NAMES else value)
        for key, value in values.items()
    }
    return tr(lang, message).format(**filled)


def _capitalized(text: str) -> str:
    """Polish day names are lower case; a sentence that starts with one still starts with
    a capital."""
    return text[:1].upper() + text[1:] if text[:1].islower() else text


STAGED = N_("Staged: {change}; tap **Accept Plan** to apply it.")
STAGED_WEEK = N_("Your new week is staged: {change}; tap **Accept Plan** to apply it.")


def staged(lang: str, *, week: bool = False) -> str:
    """The sentence that says a change is staged and waits for Accept; `{change:<lang>}`
    is filled by the pipeline from the staged data."""
    return tr(lang, STAGED_WEEK if week else STAGED, change=placeholder(lang))


GEAR_NAMES: dict[str, str] = {
    "dumbbells": N_("dumbbells"),
    "barbell": N_("a barbell"),
    "flat bench": N_("a bench"),
    "incline bench": N_("an incline bench"),
    "squat rack": N_("a squat rack"),
    "cable machine": N_("a cable machine"),
    "pull-up bar": N_("a pull-up bar"),
    "leg press machine": N_("a leg press"),
    "kettlebell": N_("kettlebells"),
    "resistance band": N_("resistance bands"),
    "dip station": N_("a dip station"),
    "trap bar": N_("a trap bar"),
    "chest press machine": N_("a chest press machine"),
    "shoulder press machine": N_("a shoulder press machine"),
    "seated row machine": N_("a seated row machine"),
    "lat pulldown machine": N_("a lat pulldown machine"),
    "treadmill": N_("a treadmill"),
}
DUMBBELLS_UP_TO = N_("dumbbells up to {load}")


def gear_phrase(lang: str, gear: Sequence[str], heaviest: str | None = None) -> str:
    """The gear the user named, in their language: "dumbbells up to 25 lb and a bench"."""
    items: list[str] = []
    for token in sorted(set(gear) - {"bodyweight"}, key=_gear_order):
        if token == "dumbbells" and heaviest:
            items.append(tr(lang, DUMBBELLS_UP_TO, load=heaviest))
        elif token in GEAR_NAMES:
            items.append(tr(lang, GEAR_NAMES[token]))
    return join_list(lang, items)


def _gear_order(token: str) -> int:
    order = list(GEAR_NAMES)
    return order.index(token) if token in order else len(order)


SIDES: dict[str, str] = {"left": N_("left"), "right": N_("right"), "both": N_("both sides")}


def sided(lang: str, part: str, side: str | None) -> str:
    """ "right shoulder" in the user's language (the side in brackets where word order
    differs)."""
    name = part_name(lang, part)
    if not side or side not in SIDES:
        return name
    word = tr(lang, SIDES[side])
    return f"{word} {name}" if lang == "en" else f"{name} ({word})"


def date_text(lang: str, day: date) -> str:
    """A short date a reader of `lang` writes: "Saturday 19 Sep", "sobota 19.09",
    "9月19日（土曜日）", "เสาร์ 19/9"."""
    weekday = day_name(lang, WEEKDAYS[day.weekday()])
    if lang == "ja":
        return f"{day.month}月{day.day}日（{weekday}）"
    if lang == "pl":
        # After "do"/"od" a weekday would need another case: the date leads, the day follows.
        return f"{day.day:02d}.{day.month:02d} ({weekday})"
    if lang == "th":
        return f"{weekday} {day.day}/{day.month}"
    return f"{weekday} {day.day} {day.strftime('%b')}"


def date_span(lang: str, first: date, last: date) -> str:
    if first == last:
        return date_text(lang, first)
    return f"{date_text(lang, first)} – {date_text(lang, last)}"
