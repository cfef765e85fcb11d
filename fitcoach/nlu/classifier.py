"""The statistical half of intent and dialogue-act reading: TF-IDF + logistic regression.

Trained from the labelled utterances in `data/*.jsonl` (English, Polish, Thai, Japanese;
fields text, lang, intent, act). Character n-grams (1–4, within word boundaries) need no
word segmentation, so Thai and Japanese work as they are; word 1–2-grams help English and
Polish. The split is fixed by a hash of the normalised text: about a fifth is held out,
never trained on and never used to tune patterns, and its accuracy is what `fitcoach eval`
reports.

Training is reproducible (fixed solver, no randomness that matters) and happens at first
use; the fitted models are cached on disk under a key made from the data's hash and the
library version, so a process loads them once and never retrains per request. Nothing
pickled goes into git.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import threading
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).with_name("data")
HELD_OUT_SHARE = 5  # one in five, by hash


def normalise(text: str) -> str:
    """NFKC (full-width Japanese to plain), Thai digits to ASCII, lower case."""
    text = unicodedata.normalize("NFKC", text)
    text = text.translate(str.maketrans("๐๑๒๓๔๕๖๗๘๙", "0123456789"))
    return " ".join(text.lower().split())


def is_held_out(text: str) -> bool:
    digest = hashlib.sha1(normalise(text).encode("utf-8")).digest()
    return digest[0] % HELD_OUT_SHARE == 0


@dataclass(frozen=True)
class Example:
    text: str
    lang: str
    intent: str
    act: str


def load_examples(data_dir: Path = DATA_DIR) -> list[Example]:
    out: list[Example] = []
    for path in sorted(data_dir.glob("*.jsonl")):
        for line in path.read_text("utf-8").splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            out.append(Example(row["text"], row["lang"], row["intent"], row["act"]))
    return out


def split(examples: list[Example]) -> tuple[list[Example], list[Example]]:
    """(train, held-out): fixed by the text's hash, the same on every machine."""
    train = [e for e in examples if not is_held_out(e.text)]
    held = [e for e in examples if is_held_out(e.text)]
    return train, held


def data_hash(data_dir: Path = DATA_DIR) -> str:
    digest = hashlib.sha256()
    for path in sorted(data_dir.glob("*.jsonl")):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


# Words for the word n-grams. Latin-script words are split at spaces and punctuation as
# usual. Japanese writes no spaces, so a whole clause would be one "word" seen once: it is
# split where the script changes (kanji, hiragana, katakana runs), which roughly separates
# content words from particles and verb endings ("金曜 は 休 みにできる"). A Thai run is
# cut at its vowel and tone marks into syllable-like pieces, as before; the character
# n-grams carry the rest.
_WORDS = re.compile(
    r"[\u4e00-\u9fff\u3005]+|[\u3040-\u309f]+|[\u30a0-\u30ff\u30fc]+|"
    r"[\u0e00-\u0e7f]+|[^\W\u3040-\u30ff\u4e00-\u9fff\u0e00-\u0e7f]+"
)


def words(text: str) -> list[str]:
    """The tokens of a normalised message (see `_WORDS`)."""
    out: list[str] = []
    for run in _WORDS.findall(text):
        if "\u0e00" <= run[0] <= "\u0e7f":
            out += _THAI_PIECE.findall(run)
        else:
            out.append(run)
    return out


_THAI_PIECE = re.compile(r"\w+")


def _features() -> Any:
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.pipeline import FeatureUnion

    return FeatureUnion(
        [
            (
                "chars",
                TfidfVectorizer(
                    analyzer="char_wb",
                    ngram_range=(1, 4),
                    min_df=2,
                    sublinear_tf=True,
                    preprocessor=normalise,
                ),
            ),
            (
                "words",
                TfidfVectorizer(
                    analyzer="word",
                    ngram_range=(1, 2),
                    min_df=1,
                    sublinear_tf=True,
                    preprocessor=normalise,
                    tokenizer=words,
                    token_pattern=None,
                ),
            ),
        ]
    )


def _model() -> Any:
    from sklearn.linear_model import LogisticRegression

    return LogisticRegression(C=8.0, class_weight="balanced", max_iter=2000, solver="lbfgs")


@dataclass
class Models:
    """One shared feature space; one classifier for the intent, one for the act."""

    features: Any
    intent: Any
    act: Any
    key: str


def _cache_dir() -> Path:
    root = os.environ.get("FITCOACH_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "fitcoach"
    )
    return Path(root) / "nlu"


def train(examples: list[Example]) -> Models:
    features = _features()
    matrix = features.fit_transform([e.text for e in examples])
    intent = _model().fit(matrix, [e.intent for e in examples])
    act = _model().fit(matrix, [e.act for e in examples])
    return Models(features, intent, act, "")


_LOCK = threading.Lock()


@lru_cache(maxsize=1)
def models() -> Models | None:
    """The fitted models (train split only), from the disk cache or trained now; None
    when there is no data or scikit-learn is missing (the rules still work)."""
    try:
        import joblib
        import sklearn
    except ImportError:  # pragma: no cover - a broken install; the rules still answer
        return None
    if not any(DATA_DIR.glob("*.jsonl")):
        return None
    key = f"{data_hash()}-{sklearn.__version__}"
    path = _cache_dir() / f"models-{key}.joblib"
    with _LOCK:
        if path.exists():
            try:
                features, intent, act = joblib.load(path)
                return Models(features, intent, act, key)
            except Exception:  # a torn or stale cache file: retrain below
                path.unlink(missing_ok=True)
        train_set, _ = split(load_examples())
        fitted = train(train_set)
        fitted.key = key
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            joblib.dump((fitted.features, fitted.intent, fitted.act), tmp)
            tmp.replace(path)
        except OSError:  # a read-only home: keep the models in memory only
            pass
        return fitted


@dataclass(frozen=True)
class Prediction:
    intents: tuple[tuple[str, float], ...]  # best first
    acts: tuple[tuple[str, float], ...]

    @property
    def intent(self) -> str:
        return self.intents[0][0]

    @property
    def confidence(self) -> float:
        return self.intents[0][1]

    @property
    def margin(self) -> float:
        second = self.intents[1][1] if len(self.intents) > 1 else 0.0
        return self.intents[0][1] - second

    @property
    def act(self) -> str:
        return self.acts[0][0]


def _ranked(model: Any, matrix: Any) -> tuple[tuple[str, float], ...]:
    probabilities = model.predict_proba(matrix)[0]
    pairs = sorted(zip(model.classes_, probabilities, strict=True), key=lambda p: -p[1])
    return tuple((str(label), float(p)) for label, p in pairs)


def predict(text: str) -> Prediction | None:
    fitted = models()
    if fitted is None:
        return None
    matrix = fitted.features.transform([text])
    return Prediction(_ranked(fitted.intent, matrix), _ranked(fitted.act, matrix))


@dataclass(frozen=True)
class HeldOutScore:
    examples: int
    intent_accuracy: float
    act_accuracy: float
    by_language: dict[str, tuple[int, float, float]]


def held_out_score() -> HeldOutScore | None:
    """Accuracy on the held-out split, overall and per language."""
    fitted = models()
    if fitted is None:
        return None
    _, held = split(load_examples())
    if not held:
        return None
    matrix = fitted.features.transform([e.text for e in held])
    intents = fitted.intent.predict(matrix)
    acts = fitted.act.predict(matrix)
    per: dict[str, list[tuple[bool, bool]]] = {}
    for example, intent, act in zip(held, intents, acts, strict=True):
        per.setdefault(example.lang, []).append((intent == example.intent, act == example.act))
    right_intent = sum(ok for rows in per.values() for ok, _ in rows)
    right_act = sum(ok for rows in per.values() for _, ok in rows)
    by_language = {
        lang: (len(rows), sum(i for i, _ in rows) / len(rows), sum(a for _, a in rows) / len(rows))
        for lang, rows in sorted(per.items())
    }
    return HeldOutScore(len(held), right_intent / len(held), right_act / len(held), by_language)
