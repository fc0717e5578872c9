"""Filling in an option of an act request: its cheapest cards and its best targets.

An :class:`Option` reads one option of a play or respond request's JSON
(docs/protocol.md): its ``tree`` holds every legal card selection, then every
target selection, so the questions a plan asks (which cards may be added
now, which targets, is this selection complete) are walks of that tree.
Card costs are keep-values (``Sight.keep_values``); a card without one
counts as :data:`UNKNOWN_VALUE`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from typing import Any

from ..legal import card_node, target_node

Json = dict[str, Any]
Targets = tuple[int, ...]
Scored = tuple[float, Targets]  # a score and the targets that earn it
Answer = dict[str, Any]  # an act: {"option", "cards", "targets"}
Plan = tuple[float, Answer]  # a score and the whole answer
UNKNOWN_VALUE = 3.0


def act(key: str, cards: Targets, targets: Targets) -> Answer:
    """The JSON answer using option ``key`` with ``cards`` on ``targets``."""
    return {"option": key, "cards": list(cards), "targets": list(targets)}


class Option:
    """One option of an act request, read from its tree.

    ``fixed_cards`` are chosen already (a hand card used as itself, option key
    ``card:<id>``); otherwise cards are picked one by one, as a set, until the
    selection is complete, then targets in order.  ``card_pool`` is every card
    the tree holds, in the order of ``order`` (my hand, then my equipment).
    """

    __slots__ = ("_nodes", "_pool", "_rank", "fixed_cards", "key", "label", "tree")

    def __init__(self, j: Json, rank: dict[int, int]) -> None:
        self.key: str = j["key"]
        self.label: str = j["label"]
        self.tree: Json = j["tree"]
        self.fixed_cards: Targets = (int(self.key[5:]),) if self.key.startswith("card:") else ()
        self._rank = rank
        self._nodes: dict[frozenset[int], Json | None] = {}
        self._pool: list[int] | None = None

    # ------------------------------------------------------------ cards
    @property
    def card_pool(self) -> list[int]:
        if self._pool is None:
            seen: dict[int, None] = {}
            stack = [self.tree]
            while stack:
                node = stack.pop()
                for cid, sub in node.get("cards", {}).items():
                    seen.setdefault(int(cid), None)
                    stack.append(sub)
            first = {c: i for i, c in enumerate(seen)}
            big = len(self._rank)
            self._pool = sorted(seen, key=lambda c: (self._rank.get(c, big), first[c]))
        return self._pool

    def node(self, cards: Targets) -> Json | None:
        """The tree node reached by choosing the set ``cards`` (None: not a legal start)."""
        cards = self.fixed_cards or cards
        key = frozenset(cards)
        if key in self._nodes:
            return self._nodes[key]
        got = card_node(self.tree, cards)
        self._nodes[key] = got
        return got

    def selectable_cards(self, chosen: Targets) -> list[int]:
        """The cards that may be added to ``chosen`` on the way to a legal selection."""
        if not chosen and not self.fixed_cards:
            return [int(c) for c in self.tree.get("cards", {})]  # the tree's first step
        return [c for c in self.card_pool
                if c not in chosen and self.node((*chosen, c)) is not None]

    def cards_done(self, cards: Targets) -> bool:
        node = self.node(cards)
        return node is not None and "targets" in node

    def card_sets(self, limit: int = 64) -> Iterator[Targets]:
        """Complete card selections (at most ``limit``), smallest first, in pool order."""
        if self.fixed_cards:
            if self.cards_done(self.fixed_cards):
                yield self.fixed_cards
            return
        found: list[Targets] = []
        stack: list[tuple[Targets, Json]] = [((), self.tree)]
        while stack:
            chosen, node = stack.pop()
            if "targets" in node:
                found.append(chosen)
            for cid, sub in reversed(list(node.get("cards", {}).items())):
                stack.append(((*chosen, int(cid)), sub))
        big = len(self._rank)

        def order(sel: Targets) -> tuple[int, list[int]]:
            return len(sel), sorted(self._rank.get(c, big) for c in sel)

        found.sort(key=order)
        yield from found[:limit]

    # ------------------------------------------------------------ targets
    def _targets(self, cards: Targets) -> Json | None:
        node = self.node(cards)
        return None if node is None else node.get("targets")

    def selectable_targets(self, cards: Targets, chosen: Targets) -> list[int]:
        tnode = target_node(self._targets(cards), chosen)
        return [] if tnode is None else [int(s) for s in tnode["next"]]

    def targets_done(self, cards: Targets, chosen: Targets) -> bool:
        tnode = target_node(self._targets(cards), chosen)
        return tnode is not None and bool(tnode["done"])

    def target_sets(self, cards: Targets, limit: int = 64) -> Iterator[Targets]:
        """Complete, ordered target selections (at most ``limit``), fewest first."""
        root = self._targets(cards)
        if root is None:
            return
        found = 0
        queue: deque[tuple[Targets, Json]] = deque([((), root)])
        while queue:
            chosen, tnode = queue.popleft()
            if tnode["done"]:
                yield chosen
                found += 1
                if found >= limit:
                    return
            for s, sub in tnode["next"].items():
                queue.append(((*chosen, int(s)), sub))

    def legal(self, cards: Targets, targets: Targets) -> bool:
        """Is using ``cards`` on ``targets`` a complete, legal answer?"""
        return self.targets_done(cards, targets)


def options_of(request: Json, rank: dict[int, int]) -> list[Option]:
    return [Option(o, rank) for o in request["options"]]


def cost(values: dict[int, float], cards: Targets) -> float:
    """What giving up ``cards`` costs, by their keep-values."""
    return sum(values.get(c, UNKNOWN_VALUE) for c in cards)


def cheapest_cards(opt: Option, values: dict[int, float], limit: int = 40) -> Targets | None:
    """The complete card selection of least keep-value."""
    if opt.fixed_cards:
        return opt.fixed_cards
    best: tuple[float, Targets] | None = None
    for cards in opt.card_sets(limit=limit):
        total = cost(values, cards)
        if best is None or total < best[0]:
            best = (total, cards)
    return best[1] if best is not None else None


def cheapest_one_by_one(opt: Option, values: dict[int, float], n: int) -> Targets | None:
    """``n`` cards picked one at a time, each the least valuable the option still
    accepts; None when the option does not take them as complete."""
    chosen: Targets = ()
    for _ in range(n):
        cands = opt.selectable_cards(chosen)
        if not cands:
            return None
        c = min(cands, key=lambda x: values.get(x, UNKNOWN_VALUE))
        chosen = (*chosen, c)
    return chosen if opt.cards_done(chosen) else None


def pick_targets(opt: Option, cards: Targets, value: Callable[[int], float],
                 floor: float = 0.0) -> Scored | None:
    """Greedily add the best-valued legal target while it is worth more than ``floor``."""
    chosen: Targets = ()
    total = 0.0
    while True:
        cands = [(value(t), t) for t in opt.selectable_targets(cards, chosen)]
        cands = [c for c in cands if c[0] > floor]
        if not cands:
            break
        v, t = max(cands)
        chosen = (*chosen, t)
        total += v
    if chosen and opt.targets_done(cards, chosen):
        return total, chosen
    return None


def auto_ok(opt: Option, cards: Targets) -> bool:
    """An auto-targeted card (no targets to choose) can be used."""
    return opt.targets_done(cards, ())
