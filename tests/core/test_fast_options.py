"""The shortcuts of act requests' options give the answers the long way gives.

While a request's options and trees are made the table is held still
(``Game.held_still``): distances and attack ranges are found once per player and
per equipped cards ignored.  Checked here against the long way over seeded games
of the Red Chamber set, the maneuvering deck and hegemony, with rule bots (they
read every tree, so each option's tree is made at once).
"""

from __future__ import annotations

import importlib
import itertools
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from sgs.agents.rule import RuleBot
from sgs.core import Game
from sgs.host import drive
from sgs.modes import make_mode
from sgs.packs import ruleset

use_module = importlib.import_module("sgs.core.ops.use")

GAMES = [("honglou", "identity", 5, range(3)), ("standard+maneuvering", "identity", 5, range(2)),
         ("hegemony", "hegemony", 6, range(2))]


def games() -> Iterator[tuple[Game, list[Any]]]:
    for name, mode, players, seeds in GAMES:
        for seed in seeds:
            g = Game(ruleset(name), make_mode(mode), players, seed)
            yield g, [RuleBot(1000 * seed + i) for i in range(players)]


def _ignores(g: Game, src: int) -> list[tuple[int, ...]]:
    """Cards a use may ignore: none, a hand card, each equipped card, two at once."""
    equipped = [c for p in g.players for c in p.areas.equip.values()]
    hand = list(g.players[src].hand[:2])
    out: list[tuple[int, ...]] = [(), *((c,) for c in hand + equipped)]
    out += list(itertools.combinations(hand + equipped[:3], 2))
    return out


def _queries(g: Game) -> dict[Any, Any]:
    out: dict[Any, Any] = {}
    seats = range(len(g.players))
    for src in seats:
        for ignore in _ignores(g, src):
            out["range", src, ignore] = g.attack_range(src, ignore)
            for dst in seats:
                out["distance", src, dst, ignore] = g.distance(src, dst, ignore)
                out["in_range", src, dst, ignore] = g.in_range(src, dst, ignore)
    return out


def test_held_still_answers_as_the_long_way(monkeypatch: pytest.MonkeyPatch) -> None:
    """distance, in_range and attack_range give the same answers held still (asked
    twice: the kept answers too) as the long way, ignoring hand or equipped cards."""
    original = use_module._act_options
    checked = [0]

    def act_options(g: Game, *args: Any) -> Any:
        if checked[0] < 400:
            assert g._memo is None
            long_way = _queries(g)
            with g.held_still():
                assert _queries(g) == long_way
                assert _queries(g) == long_way
            assert g._memo is None
            checked[0] += 1
        return original(g, *args)

    monkeypatch.setattr(use_module, "_act_options", act_options)
    for g, bots in games():
        drive(g, bots)
    assert checked[0] >= 100


def test_options_held_still_are_the_options_of_the_long_way(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each request's options, and their trees made held still, are the same as those
    made without holding the table still; the trees made straight from the cards'
    rules (one seat at most: _face_option's ``eager``) are those the generic search
    (:meth:`ActOption.tree`) makes."""
    original = use_module._act_options
    compared, checked = [0], [0]

    def act_options(g: Game, seat: int, play: bool, *args: Any) -> Any:
        opts, why = original(g, seat, play, *args)
        with monkeypatch.context() as m:
            m.setattr(Game, "held_still", _not_held)
            slow, slow_why = original(g, seat, play, *args)
            slow_trees = [o.describe() for o in slow]
        with g.held_still():
            trees = [replace(o).describe() for o in opts]
        assert [o.key for o in opts] == [o.key for o in slow]
        assert trees == slow_trees
        assert why == slow_why
        seats = g.alive_seats()
        pattern, forced = (args[0] if args else None), (args[1] if len(args) > 1 else None)
        for o in opts if pattern is None or forced is not None else ():
            cid = o.fixed_cards[0] if o.key.startswith("card:") else None
            if cid is not None and o.label == g.face(cid).name:
                face = g.face(cid)
                quick = use_module._face_option(g, seat, o.key, o.label, face,
                                                g.cdef(face.name), (cid,), seats, forced,
                                                True)
                if quick.described is not None:
                    assert quick.described == replace(o, described=None).describe(), o.key
                    checked[0] += 1
        compared[0] += 1
        return opts, why

    monkeypatch.setattr(use_module, "_act_options", act_options)
    for g, bots in games():
        drive(g, bots)
    assert compared[0] >= 100 and checked[0] >= 300


class _NotHeld:
    def __enter__(self) -> None:
        pass

    def __exit__(self, *exc: object) -> None:
        pass


def _not_held(g: Game) -> _NotHeld:
    return _NotHeld()
