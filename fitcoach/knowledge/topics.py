"""The knowledge base as data: one YAML file per area under `data/`, loaded once.

A topic holds its English answer (the gettext msgid; the translations are in the
`knowledge` catalogs with the topic id as msgctxt), the named source it rests on, and
retrieval keys: questions people ask about it, in every supported language.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any, Literal

import yaml

from fitcoach.i18n.catalogs import SUPPORTED

# libyaml's loader when it is there: the pure-Python one takes seconds on this data.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

# plateau: a fix from the stalled lift; progress: every lift's trend and a verdict;
# numbers: the named lift's logged trend before the general answer ("my bench dropped on
# a cut": the drop in their numbers, then why); deload: whether their logs call for one
# now (sets ground out at failure, a stalled lift), then what a deload is.
Personal = Literal["plateau", "progress", "numbers", "deload"]
_PERSONAL = ("plateau", "progress", "numbers", "deload")


@dataclass(frozen=True)
class Topic:
    id: str
    area: str
    answer: str
    source: str
    keys: dict[str, tuple[str, ...]]
    # Topics answered with the user's own numbers when their logs are given.
    personal: Personal | None = None
    # A case for a doctor, physio or dietitian: the answer says so first.
    refer: bool = False


class KnowledgeDataError(ValueError):
    """A topic file that breaks the format (caught by the tests and at first use)."""


def _topic(raw: dict[str, Any], area: str) -> Topic:
    topic_id = raw.get("id")
    if not isinstance(topic_id, str) or not topic_id:
        raise KnowledgeDataError(f"{area}: a topic without an id")
    answer, source = raw.get("answer"), raw.get("source")
    if not isinstance(answer, str) or not answer.strip():
        raise KnowledgeDataError(f"{topic_id}: no answer")
    if not isinstance(source, str) or not source.strip():
        raise KnowledgeDataError(f"{topic_id}: no source")
    keys_raw = raw.get("keys") or {}
    keys: dict[str, tuple[str, ...]] = {}
    for lang in SUPPORTED:
        found = keys_raw.get(lang)
        if not found or not all(isinstance(k, str) and k.strip() for k in found):
            raise KnowledgeDataError(f"{topic_id}: no retrieval keys in {lang}")
        keys[lang] = tuple(found)
    personal = raw.get("personal")
    if personal is not None and personal not in _PERSONAL:
        raise KnowledgeDataError(f"{topic_id}: unknown personal hook {personal}")
    return Topic(
        id=topic_id,
        area=area,
        answer=" ".join(answer.split()),
        source=" ".join(source.split()),
        keys=keys,
        personal=personal,
        refer=bool(raw.get("refer", False)),
    )


@lru_cache(maxsize=1)
def load_topics() -> tuple[Topic, ...]:
    folder = resources.files("fitcoach.knowledge").joinpath("data")
    topics: list[Topic] = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(".yaml"):
            continue
        area = entry.name.removesuffix(".yaml")
        for raw in yaml.load(entry.read_text("utf-8"), Loader=_LOADER) or []:
            topics.append(_topic(raw, area))
    ids = [t.id for t in topics]
    duplicated = sorted({i for i in ids if ids.count(i) > 1})
    if duplicated:
        raise KnowledgeDataError(f"duplicate topic ids: {duplicated}")
    return tuple(topics)


def topics_by_id() -> dict[str, Topic]:
    return {topic.id: topic for topic in load_topics()}
