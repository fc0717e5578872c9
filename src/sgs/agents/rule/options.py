"""Filling in an option of an act request: its cheapest cards and its best targets.

Card costs are keep-values (``Sight.keep_values``); a card without one
counts as :data:`UNKNOWN_VALUE`.
"""

from __future__ import annotations

from collections.abc import Callable

from ...core import Act
from ...core.requests import ActOption

Targets = tuple[int, ...]
Scored = tuple[float, Targets]  # a score and the targets that earn it
Plan = tuple[float, Act]  # a score and the whole answer
UNKNOWN_VALUE = 3.0


def cost(values: dict[int, float], cards: Targets) -> float:
    """What giving up ``cards`` costs, by their keep-values."""
    return sum(values.get(c, UNKNOWN_VALUE) for c in cards)


def cheapest_cards(opt: ActOption, values: dict[int, float], limit: int = 40) -> Targets | None:
    """The complete card selection of least keep-value."""
    if opt.fixed_cards:
        return opt.fixed_cards
    best: tuple[float, Targets] | None = None
    for cards in opt.card_sets(limit=limit):
        total = cost(values, cards)
        if best is None or total < best[0]:
            best = (total, cards)
    return best[1] if best is not None else None


def cheapest_one_by_one(opt: ActOption, values: dict[int, float], n: int) -> Targets | None:
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


def pick_targets(opt: ActOption, cards: Targets, value: Callable[[int], float],
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


def auto_ok(opt: ActOption, cards: Targets) -> bool:
    """An auto-targeted card (no targets to choose) can be used."""
    return opt.targets_done(cards, ())
