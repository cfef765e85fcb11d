"""Inside one turn a question is ranked once and every narrower ask gets the same topics;
nothing is kept after the turn."""

from __future__ import annotations

from fitcoach import knowledge


def test_a_turn_sees_the_same_ranking_as_a_fresh_search() -> None:
    question = "how much protein should I eat while cutting?"
    fresh = knowledge.best_hits(question, 3)
    assert fresh, "the protein topics answer this"
    with knowledge.one_turn():
        narrow = knowledge.best_hits(question, 1)
        wide = knowledge.best_hits(question, 3)
        wider = knowledge.best_hits(question, 5)
    assert wide == fresh
    assert narrow == fresh[:1]
    assert wider[:3] == fresh


def test_nothing_is_kept_from_one_turn_to_the_next() -> None:
    with knowledge.one_turn():
        knowledge.best_hits("is creatine safe?", 1)
    assert knowledge._TURN_HITS.get() is None
