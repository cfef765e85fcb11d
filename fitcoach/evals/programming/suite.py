"""Runs the programming review: every persona's week through every coaching check.

A persona passes when every check that applies to it passes. The tuned and held-out
personas are reported apart: the held-out ones were never looked at while the generator
was changed, so they say how well the principles generalise.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path

from fitcoach.evals.programming.checks import Context, run_checks
from fitcoach.evals.programming.personas import Persona, load_personas, to_profile
from fitcoach.programming import generate_week

# A fixed Monday and the morning of it: the suite's weeks are deterministic.
WEEK_START = date(2026, 9, 14)
NOW = datetime(2026, 9, 14, 6, tzinfo=UTC)


@dataclass(frozen=True)
class PersonaResult:
    persona: Persona
    findings: dict[str, list[str]]  # check -> what it objected to (empty: passed)
    error: str | None = None

    @property
    def passed(self) -> bool:
        return self.error is None and all(not found for found in self.findings.values())


@dataclass(frozen=True)
class Tally:
    personas: int
    personas_passed: int
    checks: int
    checks_passed: int

    def line(self, label: str) -> str:
        return (
            f"{label}: {self.personas_passed}/{self.personas} personas fully pass, "
            f"{self.checks_passed}/{self.checks} checks pass"
        )


def review(persona: Persona) -> PersonaResult:
    profile = to_profile(persona)
    try:
        week = generate_week(profile, WEEK_START, NOW)
    except Exception as exc:  # a crash is a finding for this persona, not the end of the run
        return PersonaResult(persona, {}, error=f"{type(exc).__name__}: {exc}")
    return PersonaResult(persona, run_checks(Context(persona, profile, week, NOW)))


def run_review(path: Path | None = None) -> list[PersonaResult]:
    return [review(persona) for persona in load_personas(path)]


def tally(results: Sequence[PersonaResult], split: str | None = None) -> Tally:
    chosen = [r for r in results if split is None or r.persona.split == split]
    checks = sum(max(1, len(r.findings)) for r in chosen)
    passed = sum(sum(1 for f in r.findings.values() if not f) for r in chosen if not r.error)
    return Tally(len(chosen), sum(r.passed for r in chosen), checks, passed)


def chat_tally_line(results: Sequence[PersonaResult]) -> str:
    """The chat mode's headline: "via chat: X/48 personas, Y/Z checks" (tuned | held-out)."""
    every, tuned, held = tally(results), tally(results, "tuned"), tally(results, "heldout")
    return (
        f"via chat: {every.personas_passed}/{every.personas} personas, "
        f"{every.checks_passed}/{every.checks} checks (tuned {tuned.personas_passed}/"
        f"{tuned.personas}, {tuned.checks_passed}/{tuned.checks}; held-out "
        f"{held.personas_passed}/{held.personas}, {held.checks_passed}/{held.checks})"
    )


def known_failures(path: Path | None = None, *, chat: bool = False) -> set[tuple[str, str]]:
    """(persona id, check) pairs known to fail today, each with a reason in the file; the
    CI gate accepts these and nothing else, so the suite can only ratchet forward. `chat`
    reads the chat mode's own list (known_failures_chat.yaml)."""
    from importlib import resources

    import yaml

    if path is None:
        name = "known_failures_chat.yaml" if chat else "known_failures.yaml"
        text = resources.files("fitcoach.evals.programming").joinpath(name)
        raw = yaml.safe_load(text.read_text("utf-8")) or []
    else:
        raw = yaml.safe_load(path.read_text("utf-8")) or []
    return {(str(entry["persona"]), str(entry["check"])) for entry in raw}


def gate(
    results: Sequence[PersonaResult], known: set[tuple[str, str]]
) -> tuple[list[str], list[str]]:
    """(new failures that fail CI, known failures that now pass and should leave the list)."""
    failing = {(r.persona.id, name) for r in results for name, found in r.findings.items() if found}
    failing |= {(r.persona.id, "crash") for r in results if r.error}
    new = sorted(f"{pid}: {check}" for pid, check in failing - known)
    fixed = sorted(f"{pid}: {check}" for pid, check in known - failing)
    return new, fixed


def format_report(results: Sequence[PersonaResult], *, max_lines: int = 400) -> list[str]:
    lines = [
        tally(results, "tuned").line("tuned"),
        tally(results, "heldout").line("held-out"),
    ]
    by_check: dict[str, list[int]] = {}
    for result in results:
        for name, found in result.findings.items():
            counts = by_check.setdefault(name, [0, 0])
            counts[0] += not found
            counts[1] += 1
    lines += [f"  {name:<22} {ok}/{n}" for name, (ok, n) in sorted(by_check.items())]
    detail: list[str] = []
    for result in results:
        if result.passed:
            continue
        tag = "" if result.persona.split == "tuned" else " [held-out]"
        if result.error:
            detail.append(f"{result.persona.id}{tag}: crashed: {result.error}")
        for name, found in result.findings.items():
            for message in found[:4]:
                detail.append(f"{result.persona.id}{tag}: {name}: {message}")
            if len(found) > 4:
                detail.append(f"{result.persona.id}{tag}: {name}: … {len(found) - 4} more")
    return lines + detail[:max_lines]
