"""Pairs of worlds for the non-interference checks of the server (the table's and the
wire's): each changes a game, at a stop before anyone is shown it, only in what some
seats — the *knowers* — cannot see, and says when the difference may show; the
knowers then do the least, so that nothing they do shows it."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sgs.core import Game, Place, Zone
from sgs.modes.hegemony import HegemonyMode
from sgs.testing import trade_with_pile

Json = dict[str, Any]
RESPONSES = ("jink", "peach", "nullification", "slash")


def least(req: Json, _answer: Any = None) -> Any:
    """The answer that does least: decline, pass, reveal nothing, else the default."""
    kind = req["kind"]
    if kind == "confirm":
        return False
    if kind == "option" and "none" in req["options"]:
        return "none"
    if kind in ("play", "respond") and req["can_pass"]:
        return None
    return req["default"]


@dataclass
class Pair:
    knowers: set[int] = field(default_factory=set)
    shows: Callable[[Game], bool] = lambda g: False
    secret: set[int] = field(default_factory=set)  # cards the knowers never name

    def policy(self, req: Json, _answer: Any = None) -> Any:
        """A knower's answer: the least, and cards to give up other than the secret."""
        if req["kind"] == "cards":
            free = [c for c in req["cards"] if c not in self.secret]
            if len(free) >= req["min"] and "sets" not in req:
                return free[:req["min"]]
        return least(req)


def swap_hand_cards(rng: random.Random, people: list[int]) -> Callable[[Game], Pair]:
    """A response card of one person traded with a card of another name in another
    person's hand (neither the current player)."""

    def make(g: Game) -> Pair:
        others = [s for s in people if s != g.current and g.p(s).alive]
        rng.shuffle(others)
        for q in others:
            for r in others:
                if q == r:
                    continue
                for x in [c for c in g.p(q).hand if g.cards[c].name in RESPONSES]:
                    ys = [c for c in g.p(r).hand if g.cards[c].name != g.cards[x].name]
                    if not ys:
                        continue
                    y = ys[0]
                    hq, hr = g.p(q).hand, g.p(r).hand
                    hq[hq.index(x)], hr[hr.index(y)] = y, x
                    g.place[y], g.place[x] = Place(Zone.HAND, q), Place(Zone.HAND, r)
                    g.mark_skills_changed()
                    return Pair({q, r}, _cards_show(x, y, q, r), {x, y})
        return Pair()
    return make


def _cards_show(x: int, y: int, q: int, r: int) -> Callable[[Game], bool]:
    """Whether a swapped card may show: ``x`` or ``y`` left the two hands."""
    hands = {Place(Zone.HAND, q), Place(Zone.HAND, r)}
    return lambda w: not {w.place[x], w.place[y]} <= hands


def _general_shows(seat: int, world_b: int, in_b: tuple[list[str], list[str]],
                   in_a: tuple[list[str], list[str]]) -> Callable[[Game], bool]:
    """Whether the swapped general may show: its owner dead, a card of theirs revealed
    or looked at, the remaining pile or their generals changed (each world's as they
    were at the swap: ``in_b`` for the game ``world_b``, ``in_a`` for the other)."""

    def shows(w: Game) -> bool:
        pile, mine = in_b if id(w) == world_b else in_a
        q = w.p(seat)
        return not q.alive or any(x.revealed for x in q.generals) or \
            any(s == seat for s, _ in w.general_knowers) or \
            w.general_pile != pile or [x.general for x in q.generals] != mine
    return shows


def _triggers(g: Game, gid: str) -> bool:
    return any(g.ruleset.skill(s).timings for s in g.ruleset.general(gid).skills)


def swap_hidden_general(people: list[int]) -> Callable[[Game], Pair]:
    """A person's face-down general with a trigger skill traded for one of the remaining
    pile of the same kingdom and 阴阳鱼 (one without a trigger skill if there is)."""

    def make(g: Game) -> Pair:
        assert isinstance(g.mode, HegemonyMode)
        for seat in people:
            p = g.p(seat)
            if seat == g.current:
                continue
            for i, c in enumerate(p.generals):
                if c.revealed or not _triggers(g, c.general):
                    continue
                other = trade_with_pile(g, seat, i, lambda h: _triggers(g, h))
                if other is None:
                    continue
                cards = list(p.generals)
                pile_b, mine_b = list(g.general_pile), [x.general for x in cards]
                pile_a = [other if x == c.general else x for x in pile_b]
                mine_a = [c.general if x == other else x for x in mine_b]
                return Pair({seat}, _general_shows(seat, id(g), (pile_b, mine_b),
                                                   (pile_a, mine_a)))
        return Pair()
    return make
