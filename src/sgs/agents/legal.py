"""Legal answers read from a request's JSON alone (docs/protocol.md), for any client.

An act request's option carries a tree: card steps (in the pool's order),
then target steps; or, for "any lo..hi of these cards", one ``any`` node for
the whole card step.  These helpers walk both forms; nothing here needs the game.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator, Sequence
from typing import Any

Json = dict[str, Any]


def card_selections(tree: Json) -> Iterator[tuple[tuple[int, ...], Json]]:
    """Every complete card selection of an option's tree, with its target tree (an
    ``any`` node has exponentially many: prefer :func:`sample_cards` there)."""
    if "any" in tree:
        pool = [int(c) for c in tree["any"]]
        for n in range(tree["min"], tree["max"] + 1):
            for combo in itertools.combinations(pool, n):
                yield combo, tree["targets"]
        return
    stack: list[tuple[tuple[int, ...], Json]] = [((), tree)]
    while stack:
        chosen, node = stack.pop()
        if "targets" in node:
            yield chosen, node["targets"]
        for cid, sub in reversed(list(node.get("cards", {}).items())):
            stack.append(((*chosen, int(cid)), sub))


def sample_cards(tree: Json, rng: random.Random) -> tuple[tuple[int, ...], Json]:
    """A complete card selection drawn uniformly, with its target tree."""
    if "any" not in tree:
        node = tree.get("cards")
        if node is not None and len(node) == 1 and "targets" not in tree:
            # one card step with one card (a hand card used as itself): when it is the
            # last step, that selection is the only one (drawn all the same, so that the
            # random stream goes on as it would)
            ((cid, sub),) = node.items()
            if "cards" not in sub:
                return rng.choice((((int(cid),), sub["targets"]),))
        return rng.choice(list(card_selections(tree)))
    pool = [int(c) for c in tree["any"]]
    sizes = range(tree["min"], tree["max"] + 1)
    (n,) = rng.choices(sizes, weights=[math.comb(len(pool), k) for k in sizes])
    picked = set(rng.sample(pool, n))
    return tuple(c for c in pool if c in picked), tree["targets"]


def target_selections(node: Json) -> Iterator[tuple[int, ...]]:
    """Every complete target selection of a target tree, in order of choosing."""
    stack: list[tuple[tuple[int, ...], Json]] = [((), node)]
    while stack:
        chosen, n = stack.pop()
        if n["done"]:
            yield chosen
        for seat, sub in reversed(list(n["next"].items())):
            stack.append(((*chosen, int(seat)), sub))


def card_node(tree: Json, cards: Sequence[int]) -> Json | None:
    """The node of an option's tree reached by choosing the set ``cards`` (in any
    order), or None when they are not a legal beginning of a selection.  In an
    ``any`` tree it is the ``any`` node of what may still be added."""
    if not cards:
        return tree
    if "any" in tree:
        pool = [int(c) for c in tree["any"]]
        if len(set(cards)) != len(cards) or not set(cards) <= set(pool) \
                or len(cards) > tree["max"]:
            return None
        return {"any": [c for c in pool if c not in cards],
                "min": max(0, tree["min"] - len(cards)), "max": tree["max"] - len(cards),
                "targets": tree["targets"]}
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


def node_targets(node: Json | None) -> Json | None:
    """The target tree at a card node when the cards chosen to reach it are a complete
    selection, else None."""
    if node is None or ("any" in node and node["min"] > 0):
        return None
    return node.get("targets")


def target_node(tnode: Json | None, targets: Sequence[int]) -> Json | None:
    """The target node reached by choosing ``targets`` in this order, or None."""
    for t in targets:
        if tnode is None:
            return None
        tnode = tnode["next"].get(str(t))
    return tnode


def _one_card_node(tree: Json, cid: int) -> Json | None:
    """``card_node(tree, (cid,))``, without its two calls (most options are one hand
    card used as itself): the card's own step below the root of a card tree."""
    if "any" in tree:
        return card_node(tree, (cid,))
    nxt = tree.get("cards")
    return nxt.get(str(cid)) if nxt else None


# a cache's mark for a value not yet worked out (None is a value: no target tree)
_UNSEEN: Json = {}


class OptionTree:
    """One option of an act request, walked a step at a time from its tree.

    Cards are chosen as a set, in any order: a card may be added when the cards
    chosen with it begin some complete selection.  Targets are chosen in order.
    ``fixed_cards`` are the cards an option comes with (a hand card used as itself,
    a card to recast): chosen already, an answer may leave them out.
    """

    __slots__ = (
        "_fixed_targets",
        "_nodes",
        "_pool",
        "_targets",
        "fixed_cards",
        "key",
        "label",
        "tree",
    )

    def __init__(self, option: Json) -> None:
        self.key: str = option["key"]
        self.label: str = option["label"]
        self.tree: Json = option["tree"]
        fixed = option.get("fixed_cards")
        self.fixed_cards: tuple[int, ...] = tuple(fixed) if fixed else ()
        # (node's cache and targets_of's by card set, made when first asked: an option
        # of a fixed card asks neither)
        self._nodes: dict[frozenset[int], Json | None] | None = None
        self._targets: dict[frozenset[int], Json | None] | None = None
        # found when first asked
        self._pool: list[int] | None = None
        # an option with fixed cards has one card selection, whatever is asked: its
        # target tree, once found (_UNSEEN: not yet)
        self._fixed_targets: Json | None = _UNSEEN

    @property
    def pool(self) -> list[int]:
        """Every card the tree holds, level by level (the pool's order)."""
        if self._pool is None:
            if "any" in self.tree:
                self._pool = [int(c) for c in self.tree["any"]]
            else:
                seen: dict[int, None] = {}
                level = [self.tree]
                while level:
                    below: list[Json] = []
                    for node in level:
                        for cid, sub in node.get("cards", {}).items():
                            seen.setdefault(int(cid), None)
                            below.append(sub)
                    level = below
                self._pool = list(seen)
        return self._pool

    def node(self, cards: Sequence[int]) -> Json | None:
        """The card node reached by choosing the set ``cards`` (None: not a legal start)."""
        cards = self.fixed_cards or tuple(cards)
        key = frozenset(cards)
        nodes = self._nodes
        if nodes is None:
            nodes = self._nodes = {}
        if key not in nodes:
            nodes[key] = card_node(self.tree, cards)
        return nodes[key]

    def selectable_cards(self, chosen: Sequence[int]) -> list[int]:
        """The cards that may be added to ``chosen`` on the way to a legal selection."""
        return [c for c in self.pool
                if c not in chosen and self.node((*chosen, c)) is not None]

    def cards_done(self, cards: Sequence[int]) -> bool:
        return self.targets_of(cards) is not None

    def targets_of(self, cards: Sequence[int]) -> Json | None:
        """The target tree once ``cards`` are a complete selection, else None."""
        fixed = self.fixed_cards
        if fixed:  # (node reads the fixed cards alone)
            got = self._fixed_targets
            if got is _UNSEEN:
                got = self._fixed_targets = node_targets(
                    _one_card_node(self.tree, fixed[0]) if len(fixed) == 1
                    else self.node(fixed))
            return got
        key = frozenset(cards)  # (node's key)
        targets = self._targets
        if targets is None:
            targets = self._targets = {}
        elif key in targets:
            return targets[key]
        got = targets[key] = node_targets(self.node(cards))
        return got

    def selectable_targets(self, cards: Sequence[int], chosen: Sequence[int]) -> list[int]:
        tnode = target_node(self.targets_of(cards), chosen)
        return [] if tnode is None else list(map(int, tnode["next"]))

    def targets_done(self, cards: Sequence[int], chosen: Sequence[int]) -> bool:
        tnode = target_node(self.targets_of(cards), chosen)
        return tnode is not None and bool(tnode["done"])


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


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


_INTS = frozenset({int})  # the type of an exact int (not a bool)


def _int_list(v: Any) -> list[int] | None:
    if _is_int(v):
        return [v]
    if not isinstance(v, list | tuple):
        return None
    for x in v:  # (a loop, not all() of a generator: an answer is checked each decision)
        if not isinstance(x, int) or isinstance(x, bool):  # (not _is_int(x), no call)
            return None
    return list(v)


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


def problem(request: Json, answer: Any,
            trees: Sequence[OptionTree] | None = None) -> str | None:
    """What is wrong with ``answer`` to ``request`` by the request's JSON alone, or None
    when it is legal (the same rules the engine checks; docs/protocol.md).

    ``trees``: an act request's options already read (one per option, in order), whose
    card nodes found so far are reused."""
    kind = request["kind"]
    if kind in ("play", "respond"):
        return _act_problem(request, answer, trees)
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


def _act_problem(request: Json, answer: Any,
                 trees: Sequence[OptionTree] | None = None) -> str | None:
    if answer is None:
        return None if request["can_pass"] else "cannot pass"
    if not isinstance(answer, dict) or not isinstance(answer.get("option"), str):
        return "not an act"
    key = answer["option"]
    i = 0  # (the option's place: its tree among ``trees``)
    for opt in request["options"]:
        if opt["key"] == key:
            break
        i += 1
    else:
        return "no such option"
    cards, targets = answer.get("cards", []), answer.get("targets", [])
    # (lists of plain ints, an act's common case, told in C and read as they are: what
    # follows only reads them)
    if type(cards) is not list or type(targets) is not list \
            or not _INTS.issuperset(map(type, cards)) or not _INTS.issuperset(map(type, targets)):
        cards, targets = _int_list(cards), _int_list(targets)
    if cards is None or targets is None:
        return "cards and targets are lists of numbers"
    # (no set made for a list of one, an act's common case)
    if (len(cards) > 1 and len(set(cards)) != len(cards)) \
            or (len(targets) > 1 and len(set(targets)) != len(targets)):
        return "a card or target twice"
    tree = trees[i] if trees is not None else None
    if tree is not None and (not cards or tuple(cards) == tree.fixed_cards):
        # the option's own walk (it reads the fixed cards when there are some, as
        # below): its nodes are kept by card set, and the engine's trees hold each
        # set once (card steps in the pool's order), so the order chosen is no matter
        tnode = tree.targets_of(cards)
    else:
        if not cards:
            cards = list(opt.get("fixed_cards") or ())
        tnode = node_targets(card_node(opt["tree"], cards))
    if tnode is None:
        return "not a complete card selection"
    tnode = target_node(tnode, targets)
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
