"""Act options made the short way read as the long way makes them (third round).

* ``_legal_targets`` finds the seats a card may be aimed at in one call (what does not
  depend on the seat looked up once): checked against the rule asked seat by seat as
  it was written before, at every call of seeded bot games.
* An option's ``legal_targets`` (the tree's shortcut) lists what ``target_ok`` accepts.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Sequence
from typing import Any

import pytest
from core_support import more_bot_games

from sgs.core import Game
from sgs.core.carddef import CardDef
from sgs.core.cards import CardFace
from sgs.core.requests import ActOption
from sgs.host import drive

use_module = importlib.import_module("sgs.core.ops.use")
requests_module = importlib.import_module("sgs.core.requests")

def target_legal_long_way(g: Game, user: int, face: CardFace, cdef: CardDef,
                          chosen: tuple[int, ...], seat: int, distance_free: bool) -> bool:
    """The target rule seat by seat, as it was written before it was asked for all."""
    if not g.p(seat).alive:
        return False
    if g.prohibited(user, seat, face):
        return False
    if not cdef.target_ok(g, g.p(user), face, chosen, seat):
        return False
    secondary = cdef.secondary_target and len(chosen) >= 1
    if cdef.max_distance is None or distance_free or secondary:
        return True
    if any(sk.ignores_distance(g, o, user, face, seat)
           for o, sk in g.status("ignores_distance")):
        return True
    if face.skill and face.skill in g.p(user).latent_ids:
        sk = g.ruleset.skill(face.skill)
        if sk.ignores_distance(g, g.p(user), user, face, seat):
            return True
    return g.distance(user, seat, face.subcards) <= cdef.max_distance


def test_legal_targets_are_the_rule_seat_by_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    original = use_module._legal_targets
    calls, found = [0], [0]

    def legal_targets(g: Game, user: int, face: CardFace, cdef: CardDef,
                      chosen: tuple[int, ...], seats: Sequence[int],
                      distance_free: bool) -> list[int]:
        out = original(g, user, face, cdef, chosen, seats, distance_free)
        slow = [s for s in seats
                if target_legal_long_way(g, user, face, cdef, chosen, s, distance_free)]
        assert out == slow, (face.name, chosen)
        calls[0] += 1
        found[0] += len(out)
        return out

    monkeypatch.setattr(use_module, "_legal_targets", legal_targets)
    for g, agents in more_bot_games():
        drive(g, agents)
    assert calls[0] > 1000 and found[0] > 1000


def test_an_options_legal_targets_are_what_target_ok_accepts(
        monkeypatch: pytest.MonkeyPatch) -> None:
    original = ActOption.selectable_targets
    compared = [0]

    def selectable(self: ActOption, cards: tuple[int, ...],
                   chosen: tuple[int, ...]) -> list[int]:
        out = original(self, cards, chosen)
        if self.legal_targets is not None:
            cards = self.fixed_cards or cards
            slow = [s for s in self.seats if s not in chosen and self.target_ok(cards, chosen, s)]
            assert out == slow, (self.key, cards, chosen)
            compared[0] += 1
        return out

    monkeypatch.setattr(requests_module.ActOption, "selectable_targets", selectable)
    for g, agents in more_bot_games():
        drive(g, agents)
    assert compared[0] > 100


def _steps(ok: Any, pool: Sequence[Any], n: int, *args: Any) -> Iterator[tuple[Any, ...]]:
    """Every selection of ``n`` items of ``pool`` (in order, none twice) that ``ok``
    accepts step by step."""
    out: list[tuple[Any, ...]] = [()]
    for _ in range(n):
        out = [(*ch, x) for ch in out for x in pool if x not in ch and ok(*args, ch, x)]
    return iter(out)


def test_card_and_target_limits_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """A skill's ``card_limit`` and ``target_limit`` are promises: once that many cards
    (seats) are chosen, its rule refuses every other."""
    checked: dict[str, int] = {}

    def check(opt: ActOption, sk: Any) -> ActOption:
        pool = list(opt.card_pool)[:7]
        if sk.card_limit is not None:
            for chosen in _steps(opt.card_ok, pool, sk.card_limit):
                assert not any(opt.card_ok(chosen, c) for c in pool if c not in chosen), sk.id
                checked[sk.id] = checked.get(sk.id, 0) + 1
        if sk.target_limit is not None and sk.active:
            for cards in opt.card_sets(limit=4):
                for chosen in _steps(opt.target_ok, opt.seats, sk.target_limit, cards):
                    assert not any(opt.target_ok(cards, chosen, s) for s in opt.seats
                                   if s not in chosen), sk.id
                    checked[sk.id] = checked.get(sk.id, 0) + 1
        return opt

    active, view_as = use_module._active_option, use_module._view_as_option
    monkeypatch.setattr(use_module, "_active_option",
                        lambda g, pl, sk, *a: check(active(g, pl, sk, *a), sk))
    monkeypatch.setattr(use_module, "_view_as_option",
                        lambda g, seat, sk, *a: check(view_as(g, seat, sk, *a), sk))
    for g, agents in more_bot_games():
        drive(g, agents)
    assert {"zanghua", "lijian", "fanjian", "jieyin", "jijiu", "youling"} <= set(checked), \
        checked


def test_a_class_that_rewrites_a_rule_makes_no_promise() -> None:
    from sgs.core import Skill

    class One(Skill):
        card_limit = 1
        target_limit = 1

    class Again(One):
        def card_ok(self, g: Game, owner: Any, chosen: tuple[int, ...], cid: int) -> bool:
            return True

        def target_ok(self, g: Game, owner: Any, cards: tuple[int, ...],
                      chosen: tuple[int, ...], seat: int) -> bool:
            return True

    class Kept(One):
        pass

    assert (Again.card_limit, Again.target_limit) == (None, None)
    assert (Kept.card_limit, Kept.target_limit) == (1, 1)


def test_trees_made_at_once_are_the_trees(monkeypatch: pytest.MonkeyPatch) -> None:
    """A hand card's tree made at once for a client that reads every tree (one seat at
    most, or an answer aimed at one forced seat) is the tree the option makes."""
    from dataclasses import replace

    original = use_module._face_option
    compared = {"forced": 0, "free": 0}

    def face_option(g: Game, user: int, key: str, label: str, face: CardFace, cdef: CardDef,
                    fixed: tuple[int, ...], seats: list[int], forced: Sequence[int] | None,
                    eager: bool) -> ActOption:
        opt = original(g, user, key, label, face, cdef, fixed, seats, forced, eager)
        if opt.described is not None:
            assert replace(opt, described=None).describe() == opt.described, key
            compared["forced" if forced is not None else "free"] += 1
        return opt

    monkeypatch.setattr(use_module, "_face_option", face_option)
    for g, agents in more_bot_games():
        drive(g, agents)
    assert min(compared.values()) > 100, compared
