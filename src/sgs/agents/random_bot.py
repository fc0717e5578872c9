"""A bot that answers uniformly at random among legal answers, seeded.

It reads only the request's JSON (docs/protocol.md).  Compound answers are
drawn step by step: an option (or passing) uniformly, then a complete card
selection of it, then a target selection.  So every option is as likely as
any other, however many card subsets it allows.
"""

from __future__ import annotations

import random
from typing import Any

from .legal import card_choices, player_choices, sample_cards, target_selections

Json = dict[str, Any]


class RandomBot:
    observes = frozenset({"request"})  # the only part of an observation it reads
    lazy_trees = True  # and of its options, only the tree of the one it picks

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def act(self, observation: Json, request: Json) -> Any:
        rng = self.rng
        kind = request["kind"]
        if kind in ("play", "respond"):
            options = request["options"]
            i = rng.randrange(len(options) + (1 if request["can_pass"] else 0))
            if i >= len(options):
                return None
            opt = options[i]
            cards, tnode = sample_cards(opt["tree"], rng)
            targets = rng.choice(list(target_selections(tnode)))
            return {"option": opt["key"], "cards": list(cards), "targets": list(targets)}
        if kind == "distribute":
            pool = list(request["cards"])
            rng.shuffle(pool)
            given = pool[: rng.randint(request["min_cards"], request["max_cards"])]
            plan: dict[int, list[int]] = {}
            for c in given:
                s = rng.choice(request["seats"]) if len(plan) < request["max_targets"] else \
                    rng.choice(list(plan))
                plan.setdefault(s, []).append(c)
            return plan
        if kind == "arrange":
            order = list(request["cards"])
            rng.shuffle(order)
            cut = rng.randint(0, len(order)) if request["bottom_allowed"] else len(order)
            return [order[:cut], order[cut:]]
        if kind == "cards":
            if "sets" in request or request["max"] <= 3 or len(request["cards"]) <= 8:
                return rng.choice(list(card_choices(request)))
            return request["default"]
        if kind == "players":
            return rng.choice(list(player_choices(request)))
        if kind == "card_of":
            return rng.choice((["hand"] if request["hand_count"] else []) + request["visible"])
        if kind == "option":
            return rng.choice(request["options"])
        if kind == "confirm":
            return rng.choice([False, True])
        return request["default"]
