"""The user's own numbers for the topics about their training (plateau, progress).

Everything is read from history answers in the shape of
`fitcoach.analytics.history.exercise_history` (sessions newest first, each with its best
set and Epley e1RM): the brain gets them from its analytics tools, tests build them from
rows with the same function. A lift has stalled when its newest estimated 1RM is no more
than 1 % above the best of the sessions before it, over at least three sessions.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from fitcoach.analytics.history import MAX_SESSIONS, exercise_history
from fitcoach.analytics.rows import SessionRow
from fitcoach.catalog import CATALOG
from fitcoach.i18n.catalogs import N_, tr
from fitcoach.knowledge.topics import Topic

History = Mapping[str, Any]
STALL_SESSIONS = 3
STALL_GAIN = 0.01
DELOAD = 0.9
MAX_LIFTS = 4


@dataclass(frozen=True)
class UserContext:
    """What the knowledge base may read about one user, passed in by the caller."""

    units: str = "kg"
    # Slugs in the user's current plan, in plan order.
    plan_slugs: tuple[str, ...] = ()
    # slug -> history answer (exercise_history's shape); called only for personal topics.
    history: Callable[[str], History] | None = None
    # The slugs worth asking `history` about; by default the plan's, then the catalog's.
    candidates: tuple[str, ...] | None = None
    # From the user's stored goal: losing fat, and their age when they gave it. Generic
    # topics are fitted with them (protein on a cut, no "older adults" line at 19).
    cutting: bool = False
    age: int | None = None
    # A stored "plain words, no jargon" preference: everyday words, short sources.
    plain: bool = False

    @classmethod
    def from_rows(
        cls,
        sessions: Mapping[str, Sequence[SessionRow]],
        units: str = "kg",
        plan_slugs: tuple[str, ...] = (),
    ) -> UserContext:
        """From the store's session rows per exercise (newest first), through analytics."""
        histories = {
            slug: exercise_history(slug, list(rows)[:MAX_SESSIONS], units)
            for slug, rows in sessions.items()
        }
        return cls(
            units=units,
            plan_slugs=plan_slugs,
            history=lambda slug: histories.get(slug, {"sessions": []}),
            candidates=tuple(dict.fromkeys((*plan_slugs, *histories))),
        )


@dataclass(frozen=True)
class LiftTrend:
    slug: str
    name: str
    unit: str
    e1rms: tuple[float, ...]  # oldest first
    top_weight: float
    top_reps: int

    @property
    def stalled(self) -> bool:
        if len(self.e1rms) < STALL_SESSIONS:
            return False
        return self.e1rms[-1] <= max(self.e1rms[:-1]) * (1 + STALL_GAIN)

    @property
    def change(self) -> float:
        return (self.e1rms[-1] / self.e1rms[0] - 1) * 100 if self.e1rms[0] else 0.0


def _number(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _trend(slug: str, data: History, unit: str) -> LiftTrend | None:
    sessions = [s for s in data.get("sessions") or [] if isinstance(s, Mapping)]
    points: list[float] = []
    top: tuple[float, int] | None = None
    for session in sessions:  # newest first
        best = session.get("best_set")
        if not isinstance(best, Mapping) or not best.get("estimated_1rm"):
            continue
        points.append(float(best["estimated_1rm"]))
        if top is None:
            top = (float(best.get("weight") or 0), int(best.get("reps") or 0))
    if not points or top is None:
        return None
    exercise = CATALOG.get(slug)
    return LiftTrend(
        slug=slug,
        name=exercise.name if exercise else slug,
        unit=str(data.get("unit") or unit),
        e1rms=tuple(reversed(points)),
        top_weight=top[0],
        top_reps=top[1],
    )


# Words for the lifts people name loosely ("my bench", "wyciskanie", "ベンチ").
_LIFT_WORDS: dict[str, tuple[str, ...]] = {
    "bench": ("bench", "wyciskan", "ベンチ", "เบนช์", "เบนซ์", "ดันอก"),
    "squat": ("squat", "przysiad", "スクワット", "สควอท"),
    "deadlift": ("deadlift", "martwy", "デッドリフト", "デッド", "เดดลิฟท์", "เดดลิฟต์"),
    "rdl": ("rdl", "romanian", "rumuń", "ルーマニアン", "โรมาเนียน"),
    "row": ("row", "wiosłowan", "ロウ", "โรว์"),
    "press": ("overhead", "ohp", "military", "żołnierski", "ショルダープレス", "โอเวอร์เฮด"),
    "pull": ("pull-up", "pullup", "chin", "podciągan", "懸垂", "チンニング", "ดึงข้อ"),
    "curl": ("curl", "uginan", "カール", "เคิร์ล"),
    "lunge": ("lunge", "wykrok", "ランジ", "ลันจ์"),
}
_SLUG_HINTS: dict[str, tuple[str, ...]] = {
    "bench": ("bench-press",),
    "squat": ("squat",),
    "deadlift": ("deadlift",),
    "rdl": ("romanian", "rdl"),
    "row": ("row",),
    "press": ("overhead-press", "shoulder-press", "standing-press", "military"),
    "pull": ("pull-up", "chin-up", "pullup"),
    "curl": ("curl",),
    "lunge": ("lunge", "split-squat"),
}


def resolve_lift(
    text: str, plan_slugs: Sequence[str], logged_slugs: Sequence[str] = ()
) -> str | None:
    """The user's own variant of a lift they name loosely: "my bench" is the bench in their
    plan, else the one they log; never a variant they do not do."""
    lowered = text.casefold()
    for family, words in _LIFT_WORDS.items():
        if not any(word in lowered for word in words):
            continue
        hints = _SLUG_HINTS[family]
        for slug in (*plan_slugs, *logged_slugs):
            if any(hint in slug for hint in hints):
                return slug
    return None


def family_slugs(text: str) -> tuple[str, ...]:
    """Every catalog variant of the lift a message names loosely ("deadlift": conventional,
    trap-bar, Romanian...), to find the one the user logs."""
    lowered = text.casefold()
    found: list[str] = []
    for family, words in _LIFT_WORDS.items():
        if any(word in lowered for word in words):
            hints = _SLUG_HINTS[family]
            found += [slug for slug in CATALOG if any(hint in slug for hint in hints)]
    return tuple(dict.fromkeys(found))


def stalled_family(text: str, stall_at: int) -> tuple[str, ...]:
    """The catalog variants of the lift named nearest before a stall word at `stall_at`
    ("my bench is stuck while squat keeps going up": the bench), or none."""
    lowered = text.casefold()
    best: tuple[int, str] | None = None
    for family, words in _LIFT_WORDS.items():
        for word in words:
            at = lowered.rfind(word, 0, stall_at)
            if at >= 0 and (best is None or at > best[0]):
                best = (at, family)
    if best is None:
        return ()
    hints = _SLUG_HINTS[best[1]]
    return tuple(slug for slug in CATALOG if any(hint in slug for hint in hints))


def _trends(user: UserContext) -> list[LiftTrend]:
    if user.history is None:
        return []
    candidates = user.candidates or tuple(dict.fromkeys((*user.plan_slugs, *CATALOG)))
    found = []
    for slug in candidates:
        trend = _trend(slug, user.history(slug), user.units)
        if trend is not None:
            found.append(trend)
    # The lifts with the most sessions first, plan order breaking ties.
    return sorted(found, key=lambda t: -len(t.e1rms))


def _series(trend: LiftTrend) -> str:
    return " → ".join(_number(round(v)) for v in trend.e1rms)


def _step(trend: LiftTrend) -> float:
    exercise = CATALOG.get(trend.slug)
    dumbbell = exercise is not None and exercise.load_implement == "dumbbell"
    if trend.unit == "kg":
        return 2.0 if dumbbell else 2.5
    return 5.0


def _rounded(weight: float, step: float) -> float:
    return max(step, round(weight / step) * step)


def _fix(trend: LiftTrend, lang: str) -> str:
    step = _step(trend)
    lighter = _rounded(trend.top_weight * DELOAD, step)
    return tr(
        lang,
        N_(
            "Your {lift} has stalled: estimated 1RM {series} {unit} over the last {n} "
            "sessions. Fix: next session use {lighter} {unit} (about 10% lighter) for 3 sets "
            "of {reps} at 2–3 reps in reserve, then add {step} {unit} a session, and add one "
            "set per week if it stalls again."
        ),
        lift=trend.name,
        series=_series(trend),
        unit=trend.unit,
        n=len(trend.e1rms),
        lighter=_number(lighter),
        reps=max(trend.top_reps, 5) + 2,
        step=_number(step),
    )


def _moving(trend: LiftTrend, lang: str) -> str:
    return tr(
        lang,
        N_(
            "Your {lift} is still moving (estimated 1RM {series} {unit}), so it is not a "
            "plateau yet: keep adding reps, then {step} {unit}."
        ),
        lift=trend.name,
        series=_series(trend),
        unit=trend.unit,
        step=_number(_step(trend)),
    )


def _summary(trend: LiftTrend, lang: str) -> str:
    if len(trend.e1rms) == 1:
        return tr(
            lang,
            N_("{lift}: one session so far, estimated 1RM {value} {unit}."),
            lift=trend.name,
            value=_number(round(trend.e1rms[0])),
            unit=trend.unit,
        )
    return tr(
        lang,
        N_("{lift}: estimated 1RM {series} {unit} ({change}%) over {n} sessions."),
        lift=trend.name,
        series=_series(trend),
        unit=trend.unit,
        change=f"{trend.change:+.0f}",
        n=len(trend.e1rms),
    )


def personal_lines(topic: Topic, question: str, lang: str, user: UserContext) -> list[str]:
    """Sentences with the user's numbers for `topic`, or [] when it has none or no logs."""
    if topic.personal is None:
        return []
    trends = _trends(user)
    if not trends:
        return []
    logged = tuple(t.slug for t in trends)
    named = resolve_lift(question, user.plan_slugs, logged)
    if named is not None:
        trends = [t for t in trends if t.slug == named] or trends
    if topic.personal == "numbers":
        # Only the lift the question names: a general answer needs no unrelated numbers.
        return [_summary(trends[0], lang)] if named is not None and trends[0].slug == named else []
    if topic.personal == "deload":
        return _deload_call(trends, user, lang)
    if topic.personal == "plateau":
        stalled = [t for t in trends if t.stalled]
        if stalled:
            return [_fix(stalled[0], lang)]
        return [_moving(trends[0], lang)]
    lines = [_one_sentence([_summary(t, lang) for t in trends[:MAX_LIFTS]], lang)]
    stalled = [t for t in trends[:MAX_LIFTS] if t.stalled]
    if stalled:
        lines.append(_fix(stalled[0], lang))
    elif len(trends[0].e1rms) > 1:
        lines.append(_verdict(trends[0], lang))
    return lines


def _one_sentence(parts: list[str], lang: str) -> str:
    """Every lift's numbers in one sentence, so the reply stays within three sentences
    however many lifts were logged."""
    if len(parts) == 1:
        return parts[0]
    end = parts[0][-1] if parts[0][-1:] in (".", "。") else ""
    joiner = "；" if lang == "ja" else "; "
    return joiner.join(p.rstrip(".。") for p in parts) + end


def _verdict(trend: LiftTrend, lang: str) -> str:
    """A plain answer and the next step after the numbers, so a progress reply is never
    a bare series of estimates."""
    if trend.change > 0:
        return tr(
            lang,
            N_(
                "That is real progress: keep the same plan, add reps first, then "
                "{step} {unit} once you reach the top of your rep range."
            ),
            step=_number(_step(trend)),
            unit=trend.unit,
        )
    return tr(
        lang,
        N_(
            "That is holding steady rather than climbing: add a rep or {step} {unit} "
            "next session, stopping 1–2 reps short of failure."
        ),
        step=_number(_step(trend)),
        unit=trend.unit,
    )


# Sets in the newest sessions of a lift that say whether it is ground out: at 0 reps in
# reserve (or RPE 9.5 and over) on half of them or more, fatigue is masking strength.
GRIND_SESSIONS = 3
GRIND_SHARE = 0.5


def _ground_sets(data: History) -> tuple[int, int]:
    """(sets at failure, sets with an effort logged) over the lift's newest sessions."""
    sessions = [s for s in data.get("sessions") or [] if isinstance(s, Mapping)]
    failed = rated = 0
    for session in sessions[:GRIND_SESSIONS]:
        for one in session.get("sets") or []:
            if not isinstance(one, Mapping):
                continue
            rir, rpe = one.get("rir"), one.get("rpe")
            if rir is not None:
                rated += 1
                failed += int(float(rir) <= 0)
            elif rpe is not None:
                rated += 1
                failed += int(float(rpe) >= 9.5)
    return failed, rated


def _deload_call(trends: list[LiftTrend], user: UserContext, lang: str) -> list[str]:
    """Whether the user's own logs call for a deload now: a lift ground out at failure, or
    stalled, says yes; every lift still moving short of failure says not yet."""
    if user.history is None:
        return []
    for trend in trends[:MAX_LIFTS]:
        failed, rated = _ground_sets(user.history(trend.slug))
        if rated and failed / rated >= GRIND_SHARE:
            return [
                tr(
                    lang,
                    N_(
                        "Yes, in your case: {failed} of your last {rated} {lift} sets were "
                        "at 0 reps in reserve and its estimated 1RM is {series} {unit}, so "
                        "fatigue is hiding your strength."
                    ),
                    failed=failed,
                    rated=rated,
                    lift=trend.name,
                    series=_series(trend),
                    unit=trend.unit,
                )
            ]
    stalled = [t for t in trends[:MAX_LIFTS] if t.stalled]
    if stalled:
        return [
            tr(
                lang,
                N_(
                    "Yes, by your logs: your {lift} has stalled (estimated 1RM {series} "
                    "{unit}), and a lighter week usually lets it move again."
                ),
                lift=stalled[0].name,
                series=_series(stalled[0]),
                unit=stalled[0].unit,
            )
        ]
    moving = [t for t in trends[:MAX_LIFTS] if len(t.e1rms) > 1]
    if not moving:
        return []
    return [
        tr(
            lang,
            N_(
                "Not yet, by your logs: your {lift} is still climbing (estimated 1RM "
                "{series} {unit}), so keep going and deload when it stalls or your sets "
                "start grinding."
            ),
            lift=moving[0].name,
            series=_series(moving[0]),
            unit=moving[0].unit,
        )
    ]
