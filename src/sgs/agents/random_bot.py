"""A bot that answers uniformly at random among legal answers, seeded.

Compound answers are drawn step by step: an option (or passing) uniformly,
then a complete card selection of it, then a target selection.  So every
option is as likely as any other, however many card subsets it allows.
"""

from __future__ import annotations

import random
from typing import Any

from ..core import Act, Game, Request
from ..core.requests import ActRequest, ArrangeRequest, DistributeRequest


class RandomBot:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def act(self, g: Game, req: Request) -> Any:
        rng = self.rng
        if isinstance(req, ActRequest):
            n = len(req.options) + (1 if req.can_pass else 0)
            i = rng.randrange(n)
            if i >= len(req.options):
                return None
            opt = req.options[i]
            card_sets = list(opt.card_sets(limit=32))
            rng.shuffle(card_sets)
            for cards in card_sets:
                targets = list(opt.target_sets(cards, limit=32))
                if targets:
                    return Act(opt.key, cards, rng.choice(targets))
            return req.default()
        if isinstance(req, DistributeRequest):
            pool = list(req.cards)
            rng.shuffle(pool)
            given = pool[: rng.randint(req.min_cards, req.max_cards)]
            plan: dict[int, list[int]] = {}
            for c in given:
                s = rng.choice(req.seats) if len(plan) < req.max_targets else \
                    rng.choice(list(plan))
                plan.setdefault(s, []).append(c)
            return {s: tuple(cs) for s, cs in plan.items()}
        if isinstance(req, ArrangeRequest):
            order = list(req.cards)
            rng.shuffle(order)
            cut = rng.randint(0, len(order)) if req.bottom_allowed else len(order)
            return (tuple(order[:cut]), tuple(order[cut:]))
        choices = req.choices()
        if choices:
            return rng.choice(choices)
        return req.default()
