"""Filling in an option of an act request: its cheapest cards and its best targets.

An :class:`Option` reads one option of a play or respond request's JSON
(docs/protocol.md): its ``tree`` holds every legal card selection, then every
target selection, so the questions a plan asks (which cards may be added
now, which targets, is this selection complete) are walks of that tree.
Card costs are keep-values (``Sight.keep_values``); a card without one
counts as :data:`UNKNOWN_VALUE`.
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from ..legal import OptionTree, card_selections

Json = dict[str, Any]
Targets = tuple[int, ...]
Scored = tuple[float, Targets]  # a score and the targets that earn it
Answer = dict[str, Any]  # an act: {"option", "cards", "targets"}
Plan = tuple[float, Answer]  # a score and the whole answer
UNKNOWN_VALUE = 3.0


def act(key: str, cards: Targets, targets: Targets) -> Answer:
    """The JSON answer using option ``key`` with ``cards`` on ``targets``."""
    return {"option": key, "cards": list(cards), "targets": list(targets)}


class Option(OptionTree):
    """One option of an act request, read from its tree (:class:`OptionTree`), with
    the cards it holds ranked by ``rank`` (my hand, then my equipment)."""

    __slots__ = ("_rank", "_ranked")

    def __init__(self, j: Json, rank: dict[int, int]) -> None:
        OptionTree.__init__(self, j)  # (named: no super() made for each option)
        self._rank = rank
        self._ranked: list[int] | None = None  # card_pool, once asked

    @property
    def card_pool(self) -> list[int]:
        if self._ranked is None:
            first = {c: i for i, c in enumerate(self.pool)}
            big = len(self._rank)
            self._ranked = sorted(first, key=lambda c: (self._rank.get(c, big), first[c]))
        return self._ranked

    def selectable_cards(self, chosen: Sequence[int]) -> list[int]:
        """The cards that may be added to ``chosen`` on the way to a legal selection."""
        tree = self.tree
        if not self.fixed_cards:
            if "any" in tree:
                # any card of the pool not chosen yet, while the chosen are a set of
                # the pool's cards with room for one more (card_node's test of each)
                pool = self.card_pool
                if len(set(chosen)) != len(chosen) or not set(chosen) <= set(pool) \
                        or len(chosen) >= tree["max"]:
                    return []
                return [c for c in pool if c not in chosen]
            if not chosen:
                return [int(c) for c in tree.get("cards", {})]  # the tree's first step
        return [c for c in self.card_pool
                if c not in chosen and self.node((*chosen, c)) is not None]

    def card_sets(self, limit: int = 64) -> Iterator[Targets]:
        """Complete card selections (at most ``limit``), smallest first, in rank order."""
        if self.fixed_cards:
            if self.cards_done(self.fixed_cards):
                yield self.fixed_cards
            return
        if "any" in self.tree:
            sizes = range(self.tree["min"], self.tree["max"] + 1)
            combos = (c for n in sizes for c in itertools.combinations(self.card_pool, n))
            yield from itertools.islice(combos, limit)
            return
        big = len(self._rank)

        def order(sel: Targets) -> tuple[int, list[int]]:
            return len(sel), sorted(self._rank.get(c, big) for c in sel)

        found = sorted((cards for cards, _ in card_selections(self.tree)), key=order)
        yield from found[:limit]

    def target_sets(self, cards: Targets, limit: int = 64) -> Iterator[Targets]:
        """Complete, ordered target selections (at most ``limit``), fewest first."""
        root = self.targets_of(cards)
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
    out: list[Option] = []
    for j in request["options"]:  # (Option(j, rank) written out: one call an option)
        opt = Option.__new__(Option)
        OptionTree.__init__(opt, j)
        opt._rank = rank
        opt._ranked = None
        out.append(opt)
    return out


def cost(values: dict[int, float], cards: Targets) -> float:
    """What giving up ``cards`` costs, by their keep-values."""
    # (sum(values.get(c, UNKNOWN_VALUE) for c in cards), without a generator)
    return sum(map(values.get, cards, itertools.repeat(UNKNOWN_VALUE)))


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
                 floor: float = 0.0, memo: dict[int, float] | None = None) -> Scored | None:
    """Greedily add the best-valued legal target while it is worth more than ``floor``.

    ``memo``: the values found so far, by target, kept for the caller's next options
    (``value`` must then be the same function of the target for all of them)."""
    # (a walk down the target tree, docs/protocol.md: what selectable_targets and
    # targets_done would find from the root again at each step)
    tnode = opt.targets_of(cards)
    chosen: Targets = ()
    total = 0.0
    while tnode is not None:
        # the max of the (value, target) pairs worth more than floor (one loop)
        best: tuple[float, int] | None = None
        for key in tnode["next"]:
            t = int(key)
            if memo is None:
                scored = (value(t), t)
            else:
                v = memo.get(t)
                if v is None:
                    v = memo[t] = value(t)
                scored = (v, t)
            if scored[0] > floor and (best is None or scored > best):
                best = scored
        if best is None:
            break
        v, t = best
        chosen = (*chosen, t)
        total += v
        tnode = tnode["next"][str(t)]
    if chosen and tnode is not None and tnode["done"]:
        return total, chosen
    return None


def auto_ok(opt: Option, cards: Targets) -> bool:
    """An auto-targeted card (no targets to choose) can be used."""
    return opt.targets_done(cards, ())
