"""The knowledge suite of `fitcoach eval`: sourced answers, in four languages.

Every case is a question, its language, the topic it is about (or none: nothing in the
knowledge base fits and the coach must say so), and facts its answer must contain, in
that language. Two halves: `tune` (retrieval keys, stop words and the threshold were
chosen on it) and `heldout` (never tuned on). Each case is scored twice: straight from
`fitcoach.knowledge.answer` (retrieval), and as a chat turn through the API of a fresh
user (what a user reads).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

import yaml

from fitcoach import knowledge
from fitcoach.evals.client import CoachClient
from fitcoach.evals.runner import PASSWORD, Target
from fitcoach.i18n.catalogs import tr

PARTS = ("tune", "heldout")


@dataclass(frozen=True)
class KnowledgeCase:
    part: str
    lang: str
    question: str
    topic: str | None
    facts: tuple[str, ...]


def load_cases() -> list[KnowledgeCase]:
    folder = resources.files("fitcoach.evals").joinpath("knowledge")
    known = knowledge.topics_by_id()
    cases = []
    for part in PARTS:
        for raw in yaml.safe_load(folder.joinpath(f"{part}.yaml").read_text("utf-8")):
            topic = raw.get("topic")
            if topic is not None and topic not in known:
                raise ValueError(f"{part}: unknown topic {topic!r} for {raw['q']!r}")
            cases.append(
                KnowledgeCase(
                    part=part,
                    lang=raw["lang"],
                    question=raw["q"],
                    topic=topic,
                    facts=tuple(raw.get("facts") or ()),
                )
            )
    return cases


@dataclass
class Tally:
    total: int = 0
    passed: int = 0

    @property
    def accuracy(self) -> float:
        return self.passed / self.total if self.total else 0.0


@dataclass
class SuiteResult:
    mode: str
    parts: dict[str, Tally] = field(default_factory=dict)
    languages: dict[str, Tally] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)

    def add(self, case: KnowledgeCase, ok: bool, why: str) -> None:
        for bucket, key in ((self.parts, case.part), (self.languages, case.lang)):
            tally = bucket.setdefault(key, Tally())
            tally.total += 1
            tally.passed += ok
        if not ok:
            self.failures.append(f"[{self.mode}/{case.part}/{case.lang}] {case.question!r}: {why}")


def _missing(text: str, facts: Iterable[str]) -> list[str]:
    lowered = text.casefold()
    return [fact for fact in facts if fact.casefold() not in lowered]


def judge_answer(case: KnowledgeCase, found: knowledge.KnowledgeAnswer | None) -> tuple[bool, str]:
    if case.topic is None:
        if found is None:
            return True, ""
        return False, f"answered {found.topic_id} ({found.confidence}) where nothing fits"
    if found is None:
        hits = knowledge.best_hits(case.question, 1)
        near = f"{hits[0].topic.id} at {hits[0].score:.2f}" if hits else "nothing"
        return False, f"no answer (nearest {near}), wanted {case.topic}"
    if found.topic_id != case.topic:
        return False, f"answered {found.topic_id}, wanted {case.topic}"
    missing = _missing(found.text, case.facts)
    return (not missing), f"answer lacks {missing}" if missing else ""


def run_retrieval(cases: Iterable[KnowledgeCase]) -> SuiteResult:
    result = SuiteResult("retrieval")
    for case in cases:
        ok, why = judge_answer(case, knowledge.answer(case.question, case.lang))
        result.add(case, ok, why)
    return result


def judge_reply(case: KnowledgeCase, reply: str, route: Any) -> tuple[bool, str]:
    if route not in (None, "NONE"):
        return False, f"a question staged a {route} proposal"
    # The source label only appears on knowledge answers.
    label = tr(case.lang, "Source: {source}", source="").strip()
    if case.topic is None:
        if label in reply:
            return False, f"gave a knowledge answer where nothing fits: {reply[:80]!r}"
        return True, ""
    topic = knowledge.topics_by_id()[case.topic]
    if topic.refer and _safety_stop(reply, case.lang):
        # "Chest tightness when I run" stops the session and sends the user to a doctor
        # before any knowledge answer: the right reply for a case for a professional.
        return True, ""
    # Japanese carries the source inside the answer's last sentence, before its "。".
    if knowledge.topic_text(topic, case.lang).rstrip("。") not in reply:
        return False, f"reply is not the {case.topic} answer: {reply[:100]!r}"
    missing = _missing(reply, case.facts)
    return (not missing), f"reply lacks {missing}" if missing else ""


def _safety_stop(reply: str, lang: str) -> bool:
    from fitcoach.brains.local import talk
    from fitcoach.i18n import localize

    stops = (talk.RED_FLAG, talk.PREGNANCY_RED_FLAG, talk.PREGNANCY_CLEARANCE)
    return any(localize(stop, lang) in reply for stop in stops)


def run_chat(cases: Iterable[KnowledgeCase], target: Target) -> SuiteResult:
    """Each question as the first chat turn of a new user (no plan, no logs)."""
    result = SuiteResult("chat")
    for case in cases:
        client = CoachClient(target.http)
        registered = client.register(f"kn_{uuid.uuid4().hex[:12]}", PASSWORD, "kg", "UTC")
        if not registered.ok:
            result.add(case, False, f"register failed: {registered.status}")
            continue
        reply = client.chat(case.question)
        if not reply.ok:
            result.add(case, False, f"chat failed: {reply.status}")
            continue
        body = reply.body
        proposal = body.get("proposal") or {}
        ok, why = judge_reply(case, str(body.get("message", "")), proposal.get("type"))
        result.add(case, ok, why)
    return result


@dataclass(frozen=True)
class KnowledgeThresholds:
    """Floors per half. Retrieval is the knowledge base's own score; the chat score also
    depends on the NLU routing a question to a handler that answers it, so its floors are
    those of today's routing, to be raised as routing improves."""

    min_tune: float = 0.9
    min_heldout: float = 0.65
    min_chat_tune: float = 0.7
    min_chat_heldout: float = 0.4


def run_all(target: Target | None) -> list[SuiteResult]:
    """Retrieval always; the chat mode too when there is a target to talk to."""
    cases = load_cases()
    results = [run_retrieval(cases)]
    if target is not None:
        results.append(run_chat(cases, target))
    return results


def verdict(results: Iterable[SuiteResult], limits: KnowledgeThresholds) -> list[str]:
    failed = []
    for result in results:
        floors = (
            (("tune", limits.min_tune), ("heldout", limits.min_heldout))
            if result.mode == "retrieval"
            else (("tune", limits.min_chat_tune), ("heldout", limits.min_chat_heldout))
        )
        for part, floor in floors:
            tally = result.parts.get(part)
            if tally is not None and tally.accuracy < floor:
                failed.append(f"knowledge {result.mode}/{part} {tally.accuracy:.1%} < {floor:.0%}")
    return failed


def print_report(
    console: Any, results: Iterable[SuiteResult], max_failures: int = 40, heldout: bool = False
) -> None:
    """The table, then the tuning half's failures; the held-out half's only when asked
    (reading them invites tuning on them)."""
    from rich.table import Table

    results = list(results)
    table = Table(title="knowledge suite (facts in the answer, in the question's language)")
    table.add_column("mode")
    for column in (*PARTS, "en", "pl", "th", "ja"):
        table.add_column(column, justify="right")
    for result in results:
        cells = []
        for key in (*PARTS, "en", "pl", "th", "ja"):
            tally = result.parts.get(key) or result.languages.get(key) or Tally()
            cells.append(f"{tally.accuracy:.1%} ({tally.passed}/{tally.total})")
        table.add_row(result.mode, *cells)
    console.print(table)
    failures = [
        line for result in results for line in result.failures if heldout or "/heldout/" not in line
    ]
    for line in failures[:max_failures]:
        console.print(f"  [yellow]✗[/yellow] {line}", markup=True, highlight=False)
