"""Finding the topic a question is about, with a confidence.

TF-IDF (scikit-learn) over two views of the text: character n-grams within words, which
need no word segmentation, so Thai and Japanese work as they are and Polish inflections
share their stems; and whole words (with word pairs), which sharpen English and Polish.
Every retrieval key is its own document; a topic scores the best cosine similarity of
any of its keys. A question that names a topic's own subject ("ice bath", "アイスバス",
"kąpiel lodowa": the topic's terms in `terms.yaml`) lifts that topic above topics that only
share its wording, so "what about ice baths after a long run?" is not answered about long
runs. The confidence is that score, capped at 1.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

import numpy as np
import yaml
from sklearn.feature_extraction.text import TfidfVectorizer

from fitcoach.knowledge.coverage import Coverage
from fitcoach.knowledge.topics import Topic, load_topics

_POLISH = str.maketrans("ąćęłńóśźż", "acelnoszz")
# Weight of the character view; the word view gets the rest.
CHAR_WEIGHT = 0.6
# Longest character n-gram (2–4 scored best on the tuning half; 5 did not help).
CHAR_MAX = 4


# Question words and particles that say nothing about the topic: left in, "what is the
# capital of France" would match "what is RIR". English and Polish by word; Thai and
# Japanese (no spaces) by substring, longest first.
_STOP_WORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "i",
        "me",
        "my",
        "mine",
        "im",
        "i'm",
        "is",
        "are",
        "am",
        "was",
        "be",
        "been",
        "do",
        "does",
        "did",
        "doing",
        "how",
        "what",
        "which",
        "when",
        "why",
        "who",
        "should",
        "could",
        "would",
        "can",
        "will",
        "shall",
        "to",
        "of",
        "for",
        "and",
        "or",
        "in",
        "on",
        "at",
        "with",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "you",
        "your",
        "about",
        "any",
        "some",
        "much",
        "many",
        "often",
        "there",
        "get",
        "got",
        "have",
        "has",
        "really",
        "ok",
        "okay",
        "please",
        "tell",
        "me",
        "know",
        "want",
        "need",
        "yes",
        "no",
        "not",
        "good",
        "bad",
        "fine",
        "thing",
        "things",
        "recommend",
        "suggest",
        "thoughts",
        "think",
        "opinion",
        "coach",
        # Chatter: rare in the topics' text, so left in it would weigh as a subject
        # ("how's your day going" matched "how are my lifts going").
        "going",
        "actually",
        "make",
        "made",
        "just",
        "like",
        "tho",
        "lol",
        "haha",
        "dumb",
        "stupid",
        "kinda",
        "gonna",
        "wanna",
        "honestly",
        "literally",
        "btw",
        "anyway",
        "nah",
        "right",
        "training",
        "train",
        "workout",
        "workouts",
        "exercise",
        "exercises",
        "czy",
        "jak",
        "co",
        "to",
        "jest",
        "sie",
        "się",
        "mam",
        "mi",
        "mnie",
        "moj",
        "moje",
        "moja",
        "ile",
        "kiedy",
        "dlaczego",
        "powinienem",
        "potrzebuję",
        "potrzebuje",
        "potrzebna",
        "potrzebny",
        "powinnam",
        "mogę",
        "moge",
        "można",
        "mozna",
        "trzeba",
        "jaki",
        "jaka",
        "jakie",
        "i",
        "a",
        "w",
        "z",
        "na",
        "do",
        "o",
        "po",
        "od",
        "za",
    ]
)
_STOP_STRINGS = tuple(
    sorted(
        [
            "ไหม",
            # Spoken Thai question endings and softeners ("มั้ย" is the everyday "ไหม").
            "มั้ย",
            "ยังไงดี",
            "ดีกว่า",
            "หน่อย",
            "ป่าว",
            "ยังไง",
            "อย่างไร",
            "อะไร",
            "ควร",
            "ได้ไหม",
            "หรือเปล่า",
            "หรือ",
            "ครับ",
            "ค่ะ",
            "คะ",
            "นะ",
            "ฉัน",
            "ผม",
            "เท่าไหร่",
            "เท่าไร",
            "แค่ไหน",
            "ดีไหม",
            "บ้าง",
            "って",
            "は",
            "が",
            "を",
            "に",
            "の",
            "で",
            "も",
            "か",
            "ですか",
            "ますか",
            "ます",
            "です",
            "べき",
            "いい",
            "？",
            "何",
            "どう",
            "どの",
            "私",
            "僕",
            "どれくらい",
            "どのくらい",
            "すれば",
            "ればいい",
            "たほうが",
            "ありますか",
            "でしょうか",
            "ください",
            "教えて",
        ],
        key=len,
        reverse=True,
    )
)


def _unpunctuated(text: str) -> str:
    """Punctuation and symbols become spaces; letters and their combining marks stay
    (a Thai vowel or tone mark is a mark, not a word character: `\\W` would split
    "นอน" from its vowels and leave the retrieval fragments)."""
    return "".join(" " if unicodedata.category(ch)[0] in "PS" else ch for ch in text)


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold()
    for particle in _STOP_STRINGS:
        text = text.replace(particle, " ")
    text = _unpunctuated(text.translate(_POLISH))
    folded = _STOP_WORDS | {w.translate(_POLISH) for w in _STOP_WORDS}
    return " ".join(w for w in text.split() if w not in folded)


# What naming a topic's subject adds to its score: enough to beat a neighbour that only
# shares the question's wording, and to pass the answer threshold on its own.
TERM_BONUS = 0.22


@lru_cache(maxsize=1)
def topic_terms() -> dict[str, tuple[str, ...]]:
    """Each topic's subject words in every language, normalised like a question."""
    raw = yaml.safe_load(
        resources.files("fitcoach.knowledge").joinpath("terms.yaml").read_text("utf-8")
    )
    terms: dict[str, tuple[str, ...]] = {}
    for topic_id, words in (raw or {}).items():
        folded = (unicodedata.normalize("NFKC", w).casefold().translate(_POLISH) for w in words)
        terms[str(topic_id)] = tuple(w for w in folded if w.strip())
    return terms


def _folded(question: str) -> str:
    return unicodedata.normalize("NFKC", question).casefold().translate(_POLISH)


def folded(question: str) -> str:
    """The question as topic terms are matched against it (NFKC, casefold, Polish folded)."""
    return _folded(question)


def _named(folded: str, terms: tuple[str, ...]) -> tuple[str, ...]:
    """The topic's terms the question (folded by `_folded`) names."""
    return tuple(term for term in terms if term in folded)


@dataclass(frozen=True)
class Hit:
    topic: Topic
    score: float
    # The best single key's similarity (the score blends it with the topic's whole text).
    key_score: float = 0.0
    # The topic's subject words the question names (empty when it names none).
    named: tuple[str, ...] = ()
    # Share of the question's known words the topic's text contains (coverage.py).
    coverage: float = 1.0
    # How many of the question's known words the topic's text contains.
    shared: int = 2


# Weight of a topic's whole text (every key and the answer in every language) against its
# best single key: the whole text catches questions worded unlike any key.
TOPIC_WEIGHT = 0.4
# What a topic's coverage of the question (coverage.py) adds to its rank.
COVERAGE_WEIGHT = 0.02


def _answers(topic: Topic) -> list[str]:
    from fitcoach.i18n.catalogs import TRANSLATED, gettext_for

    texts = [topic.answer]
    texts += [
        gettext_for(lang, "knowledge").pgettext(topic.id, topic.answer) for lang in TRANSLATED
    ]
    return texts


class Index:
    def __init__(self, topics: tuple[Topic, ...]) -> None:
        self.topics = topics
        documents: list[str] = []
        owners: list[int] = []
        for number, topic in enumerate(topics):
            for keys in topic.keys.values():
                for key in keys:
                    documents.append(normalise(key))
                    owners.append(number)
        self.key_count = len(documents)
        for topic in topics:
            every = [key for keys in topic.keys.values() for key in keys]
            documents.append(normalise(" ".join([*every, *_answers(topic)])))
        self.coverage = Coverage(documents[self.key_count :])
        self.owners = np.asarray(owners)
        self.chars = TfidfVectorizer(
            analyzer="char_wb", ngram_range=(2, CHAR_MAX), sublinear_tf=True, min_df=1
        )
        self.words = TfidfVectorizer(
            analyzer="word", token_pattern=r"(?u)\b\w+\b", ngram_range=(1, 2), sublinear_tf=True
        )
        # Stored feature-major: a question's few n-grams then pick their own rows, where
        # documents @ question.T walks every document's row (about 15x slower here).
        self.char_columns = self.chars.fit_transform(documents).T.tocsr()
        self.word_columns = self.words.fit_transform(documents).T.tocsr()

    def search(self, question: str, limit: int = 3) -> list[Hit]:
        text = normalise(question)
        if not text:
            return []
        chars = (self.chars.transform([text]) @ self.char_columns).toarray().ravel()
        words = (self.words.transform([text]) @ self.word_columns).toarray().ravel()
        scores = CHAR_WEIGHT * chars + (1 - CHAR_WEIGHT) * words
        keys = np.zeros(len(self.topics))
        np.maximum.at(keys, self.owners, scores[: self.key_count])
        whole = scores[self.key_count :]
        best = (1 - TOPIC_WEIGHT) * keys + TOPIC_WEIGHT * whole
        terms = topic_terms()
        named: dict[int, tuple[str, ...]] = {}
        folded = _folded(question)
        for number, topic in enumerate(self.topics):
            found = _named(folded, terms.get(topic.id, ()))
            if found:
                named[number] = found
                best[number] = min(1.0, best[number] + TERM_BONUS)
        covered = np.array(self.coverage.of_all(text))
        # Between two topics that score alike, the one whose text holds more of the
        # question's words is the one it is about.
        # The confidence stays the similarity; coverage only orders the topics.
        order = np.argsort(-(best + COVERAGE_WEIGHT * covered))[:limit]
        return [
            Hit(
                self.topics[i],
                float(best[i]),
                float(keys[i]),
                named.get(int(i), ()),
                float(covered[i]),
                self.coverage.shared(text, int(i)),
            )
            for i in order
            if best[i] > 0
        ]


@lru_cache(maxsize=1)
def default_index() -> Index:
    return Index(load_topics())
