"""The package import graph has no cycle: every arrow between `fitcoach`'s packages points
one way. (`make lint` checks the full layer order of DESIGN.md with import-linter; this test
keeps the weaker, order-free property in the test suite too.)"""

from __future__ import annotations

from collections.abc import Mapping, Set

import grimp

# `fitcoach doctor` runs a whole in-process app through the eval client, so it sits above
# `api` although it lives in brains/; the same exception is in pyproject's import contract.
ALLOWED = {("fitcoach.brains.doctor", "fitcoach.evals.client")}


def package_graph() -> dict[str, set[str]]:
    """Top-level package -> the top-level packages it imports (at any depth, lazily too)."""
    graph = grimp.build_graph("fitcoach")
    for importer, imported in ALLOWED:
        graph.remove_import(importer=importer, imported=imported)
    packages = sorted({module.split(".")[1] for module in graph.modules if "." in module})
    return {
        a: {
            b
            for b in packages
            if a != b
            and graph.direct_import_exists(
                importer=f"fitcoach.{a}", imported=f"fitcoach.{b}", as_packages=True
            )
        }
        for a in packages
    }


def cycles(edges: Mapping[str, Set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one node (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in edges.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_cycles_finds_a_loop_through_three_packages_and_nothing_in_a_chain() -> None:
    loop = {"store": {"agent"}, "agent": {"brains"}, "brains": {"store"}, "api": {"agent"}}
    assert cycles(loop) == [["agent", "brains", "store"]]
    assert cycles({"api": {"agent"}, "agent": {"store"}, "store": set()}) == []


def test_the_graph_sees_the_known_arrows() -> None:
    graph = package_graph()
    assert {"agent", "store", "contracts"} <= graph["api"]
    assert "contracts" in graph["store"]


def test_no_package_level_cycle() -> None:
    assert cycles(package_graph()) == []
