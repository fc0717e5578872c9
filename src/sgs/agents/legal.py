"""Legal answers read from a request's JSON alone (docs/protocol.md), for any client.

An act request's option carries a tree: card steps (in the pool's order),
then target steps.  These helpers walk it; nothing here needs the game.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

Json = dict[str, Any]


def card_selections(tree: Json) -> Iterator[tuple[tuple[int, ...], Json]]:
    """Every complete card selection of an option's tree, with its target tree."""
    stack: list[tuple[tuple[int, ...], Json]] = [((), tree)]
    while stack:
        chosen, node = stack.pop()
        if "targets" in node:
            yield chosen, node["targets"]
        for cid, sub in reversed(list(node.get("cards", {}).items())):
            stack.append(((*chosen, int(cid)), sub))


def target_selections(node: Json) -> Iterator[tuple[int, ...]]:
    """Every complete target selection of a target tree, in order of choosing."""
    stack: list[tuple[tuple[int, ...], Json]] = [((), node)]
    while stack:
        chosen, n = stack.pop()
        if n["done"]:
            yield chosen
        for seat, sub in reversed(list(n["next"].items())):
            stack.append(((*chosen, int(seat)), sub))


def act_answers(request: Json) -> Iterator[Json | None]:
    """Every legal answer to a play or respond request (passing, None, first if allowed)."""
    if request["can_pass"]:
        yield None
    for opt in request["options"]:
        for cards, tnode in card_selections(opt["tree"]):
            for targets in target_selections(tnode):
                yield {"option": opt["key"], "cards": list(cards), "targets": list(targets)}


def card_choices(request: Json) -> Iterator[list[int]]:
    """Every legal selection of a ``cards`` request."""
    if "sets" in request:
        yield from request["sets"]
        return
    cards = request["cards"]
    for n in range(request["min"], min(request["max"], len(cards)) + 1):
        for combo in itertools.combinations(cards, n):
            yield list(combo)


def player_choices(request: Json) -> Iterator[list[int]]:
    """Every legal selection of a ``players`` request (as sets, in the offered order)."""
    seats = request["seats"]
    for n in range(request["min"], min(request["max"], len(seats)) + 1):
        for combo in itertools.combinations(seats, n):
            yield list(combo)
