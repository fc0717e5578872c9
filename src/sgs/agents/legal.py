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


# ---------------------------------------------------------------- checking an answer


def card_node(tree: Json, cards: tuple[int, ...] | list[int]) -> Json | None:
    """The node of an option's tree reached by choosing the set ``cards`` (in any
    order), or None when they are not a legal beginning of a selection."""
    if not cards:
        return tree
    nxt = tree.get("cards")
    if not nxt:
        return None
    for i, c in enumerate(cards):
        sub = nxt.get(str(c))
        if sub is not None:
            got = card_node(sub, (*cards[:i], *cards[i + 1:]))
            if got is not None:
                return got
    return None


def target_node(tnode: Json | None, targets: tuple[int, ...] | list[int]) -> Json | None:
    """The target node reached by choosing ``targets`` in this order, or None."""
    for t in targets:
        if tnode is None:
            return None
        tnode = tnode["next"].get(str(t))
    return tnode


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _int_list(v: Any) -> list[int] | None:
    if _is_int(v):
        return [v]
    if isinstance(v, list | tuple) and all(_is_int(x) for x in v):
        return list(v)
    return None


def _pick_problem(chosen: list[int] | None, offered: list[int], request: Json,
                  what: str) -> str | None:
    """A selection of ``min``..``max`` distinct items among ``offered``."""
    if chosen is None or len(set(chosen)) != len(chosen):
        return f"not a set of {what}s"
    if not set(chosen) <= set(offered):
        return f"a {what} not offered"
    if not request["min"] <= len(chosen) <= request["max"]:
        return f"wrong number of {what}s"
    return None


def problem(request: Json, answer: Any) -> str | None:
    """What is wrong with ``answer`` to ``request`` by the request's JSON alone, or None
    when it is legal (the same rules the engine checks; docs/protocol.md)."""
    kind = request["kind"]
    if kind in ("play", "respond"):
        return _act_problem(request, answer)
    if kind == "cards":
        chosen = _int_list(answer if answer is not None else [])
        why = _pick_problem(chosen, request["cards"], request, "card")
        if why is None and chosen is not None and "sets" in request \
                and sorted(chosen) not in [sorted(s) for s in request["sets"]]:
            return "not one of the legal sets"
        return why
    if kind == "players":
        return _pick_problem(_int_list(answer if answer is not None else []),
                             request["seats"], request, "seat")
    if kind == "card_of":
        if answer == "hand" and request["hand_count"] > 0:
            return None
        return None if _is_int(answer) and answer in request["visible"] else "not offered"
    if kind == "option":
        return None if isinstance(answer, str) and answer in request["options"] else \
            "not an option"
    if kind == "confirm":
        return None if isinstance(answer, bool) else "not yes or no"
    if kind == "arrange":
        if not isinstance(answer, list | tuple) or len(answer) != 2:
            return "not [top, bottom]"
        top, bottom = _int_list(answer[0]), _int_list(answer[1])
        if top is None or bottom is None or sorted(top + bottom) != sorted(request["cards"]):
            return "not every card once"
        return "no bottom allowed" if bottom and not request["bottom_allowed"] else None
    if kind == "distribute":
        return _distribute_problem(request, answer)
    return None  # a kind this helper does not know: the engine will tell


def _act_problem(request: Json, answer: Any) -> str | None:
    if answer is None:
        return None if request["can_pass"] else "cannot pass"
    if not isinstance(answer, dict) or not isinstance(answer.get("option"), str):
        return "not an act"
    opt = next((o for o in request["options"] if o["key"] == answer["option"]), None)
    if opt is None:
        return "no such option"
    cards = _int_list(answer.get("cards", []))
    targets = _int_list(answer.get("targets", []))
    if cards is None or targets is None:
        return "cards and targets are lists of numbers"
    if len(set(cards)) != len(cards) or len(set(targets)) != len(targets):
        return "a card or target twice"
    if not cards and opt["key"].startswith("card:"):
        cards = [int(opt["key"][5:])]
    node = card_node(opt["tree"], cards)
    if node is None or "targets" not in node:
        return "not a complete card selection"
    tnode = target_node(node["targets"], targets)
    if tnode is None or not tnode["done"]:
        return "not a complete target selection"
    return None


def _distribute_problem(request: Json, answer: Any) -> str | None:
    if not isinstance(answer, dict):
        return "not a mapping"
    seen: set[int] = set()
    seats: set[int] = set()
    for k, v in answer.items():
        seat = k if _is_int(k) else int(k) if isinstance(k, str) and k.isdigit() else None
        if seat is None or seat in seats or seat not in request["seats"]:
            return "a seat that cannot receive"
        seats.add(seat)
        given = _int_list(v)
        if not given:
            return "each receiver gets a card"
        for c in given:
            if c not in request["cards"] or c in seen:
                return "a card not offered, or twice"
            seen.add(c)
    if not request["min_cards"] <= len(seen) <= request["max_cards"]:
        return "wrong number of cards"
    return "too many receivers" if len(seats) > request["max_targets"] else None
