"""Act requests checked the short way read as the long way checks them (fifth round).

* ``ActRequest.validate`` takes the common answer (a mapping of an option and short
  lists of plain ints) in one pass, without ``plain``'s copy: checked against
  ``_check(plain(answer))`` at every act request of seeded bot games, for the bot's
  answer and variants of it (keys left out or added, other options, bad seats, bools,
  tuples, long lists), the same answer or the same refusal.
* ``_legal_targets`` finds the prohibiting skills once for all seats, and held still
  reads the distances from the user's row: checked against the seats it would take one
  by one (``g.prohibited``, the card's ``target_ok``, ``g.distance``) at every call.
* ``ActOption.tree`` makes a selection of the most cards (a leaf of the card steps)
  without a call of its own, one frozen leaf node per target subtree: checked against
  the card steps made call by call, at every active and view-as option of seeded bot
  games, with a full budget and budgets that cut the tree.
* ``copy_json`` copies plain dicts and lists of scalars without a call per scalar:
  checked against the copy made call by call, for every request's data of seeded games.
* ``one_seat_tree`` hands out the tree it made before for the same cards, ``done`` and
  seats (frozen, so shared): checked against the tree made anew at every call.
"""

from __future__ import annotations

import importlib
from collections.abc import Hashable, Sequence
from typing import Any

import pytest
from core_support import bot_games

from sgs.core import Game
from sgs.core.carddef import CardDef
from sgs.core.cards import CardFace
from sgs.core.errors import IllegalAnswer
from sgs.core.frozen import FrozenDict, FrozenList
from sgs.core.requests import TREE_BUDGET, ActOption, ActRequest, Request, copy_json, plain
from sgs.core.requests import one_seat_tree as one_seat_tree_kept
from sgs.host import drive

use_module = importlib.import_module("sgs.core.ops.use")

GAMES = [("honglou", "identity", 5, range(6)), ("standard+maneuvering", "identity", 5, range(4)),
         ("hegemony", "hegemony", 6, range(3))]


def _outcome(check: Any, answer: Any) -> Any:
    try:
        return "ok", check(answer)
    except IllegalAnswer as e:
        return "refused", e.refusal, e.message


def _variants(req: ActRequest, answer: Any) -> list[Any]:
    out: list[Any] = [answer, None, 5, "x", [], {}, {"option": 5}, {"option": "nope"}]
    for o in req.options[:6]:
        out += [{"option": o.key}, {"option": o.key, "cards": list(o.fixed_cards)},
                {"option": o.key, "cards": list(o.fixed_cards), "targets": [req.seat]},
                {"option": o.key, "targets": [0, 0]}]
    out += [{"option": k} for k in list(req.blocked)[:3]]
    if isinstance(answer, dict):
        cards, targets = answer.get("cards", []), answer.get("targets", [])
        out += [
            {k: v for k, v in answer.items() if k != "cards"},
            {k: v for k, v in answer.items() if k != "targets"},
            {**answer, "extra": 1},
            {**answer, "targets": tuple(targets)},
            {**answer, "cards": tuple(cards)},
            {**answer, "cards": [*cards, *cards]},
            {**answer, "cards": [True, *cards]},
            {**answer, "targets": [*targets, 0]},
            {**answer, "targets": [*targets, 99]},
            {**answer, "targets": targets[:1] if len(targets) > 1 else []},
            {**answer, "targets": targets[0] if targets else 0},
            {**answer, "targets": [*targets] * 40},
            {**answer, "cards": [*range(70)]},
            {**answer, "option": [answer.get("option")]},
            {1: 2, **answer},
        ]
    return out


def test_the_short_answer_check_reads_as_the_long_way(monkeypatch: pytest.MonkeyPatch) -> None:
    original = ActRequest.validate
    counts = {"requests": 0, "answers": 0, "refused": 0}

    def validate(self: ActRequest, answer: Any) -> Any:
        counts["requests"] += 1
        for variant in _variants(self, answer):
            short = _outcome(lambda a: original(self, a), variant)
            assert short == _outcome(lambda a: self._check(plain(a)), variant), \
                (self.kind, variant)
            counts["answers"] += 1
            counts["refused"] += short[0] == "refused"
        return original(self, answer)

    monkeypatch.setattr(ActRequest, "validate", validate)
    for _, g, agents in bot_games():
        drive(g, agents)
    assert counts["requests"] > 1000 and counts["refused"] > 10_000, counts


def test_plain_lists_of_ints_are_copied_as_walking_them_makes() -> None:
    for value in ([1, 2], (3,), [], [True, 1], list(range(64)), list(range(65)), [1, [2]]):
        assert plain(value) == [*value] and type(plain(value)) is list
        assert plain(value) is not value


def _seat_by_seat(g: Game, user: int, face: CardFace, cdef: CardDef, chosen: tuple[int, ...],
                  seats: Sequence[int], distance_free: bool) -> list[int]:
    """_legal_targets the long way: every rule asked again for every seat."""
    pl = g.players[user]
    reach = None if distance_free or (cdef.secondary_target and chosen) else cdef.max_distance
    own = g.ruleset.skill(face.skill) if face.skill and face.skill in pl.latent_ids else None
    out = []
    for seat in seats:
        if not g.players[seat].alive or g.prohibited(user, seat, face) \
                or not cdef.target_ok(g, pl, face, chosen, seat):
            continue
        if reach is None or any(sk.ignores_distance(g, o, user, face, seat)
                                for o, sk in g.status("ignores_distance")) or (
                own is not None and own.ignores_distance(g, pl, user, face, seat)) or \
                g.distance(user, seat, face.subcards) <= reach:
            out.append(seat)
    return out


def test_legal_targets_are_the_seats_taken_one_by_one(monkeypatch: pytest.MonkeyPatch) -> None:
    original = use_module._legal_targets
    counts = {"calls": 0, "prohibiting": 0, "barred": 0, "reach": 0, "held": 0}

    def legal_targets(g: Game, user: int, face: CardFace, cdef: CardDef, *args: Any) -> Any:
        out = original(g, user, face, cdef, *args)
        long_way = _seat_by_seat(g, user, face, cdef, *args)
        assert out == long_way, (face, args)
        counts["calls"] += 1
        if g.status("prohibits"):
            counts["prohibiting"] += 1
            counts["barred"] += any(g.prohibited(user, s, face) for s in args[1])
        counts["reach"] += cdef.max_distance is not None
        counts["held"] += cdef.max_distance is not None and g._memo is not None
        return out

    monkeypatch.setattr(use_module, "_legal_targets", legal_targets)
    for _, g, agents in bot_games(GAMES):
        drive(g, agents)
    assert counts["calls"] > 2000 and counts["barred"] >= 3 and counts["held"] > 100, counts


def _tree_call_by_call(opt: ActOption, budget: list[int]) -> dict[str, Any]:
    """ActOption.tree of a card pool (no fixed cards, no ``any``) the long way: every
    card step a call of its own, every node made anew."""
    done_node = FrozenDict(done=True, next=FrozenDict())

    def targets(cards: tuple[int, ...], chosen: tuple[int, ...], top: int = -1) -> Any:
        budget[0] -= 1
        if top < 0:
            top = opt._most_targets(cards)
        done = opt.targets_done(cards, chosen)
        nxt: dict[str, Any] = {}
        if len(chosen) < top and budget[0] > 0:
            for s in opt.selectable_targets(cards, chosen):
                if len(chosen) + 1 < top:
                    sub = targets(cards, (*chosen, s), top)
                else:
                    budget[0] -= 1
                    sub = done_node if opt.targets_done(cards, (*chosen, s)) else None
                if sub is not None:
                    nxt[str(s)] = sub
        if not nxt:
            return done_node if done else None
        return FrozenDict(done=done, next=FrozenDict(nxt))

    pool = list(opt.card_pool)
    top_cards = len(pool) if opt.max_cards is None else opt.max_cards
    shared: dict[Hashable, tuple[Any, int]] = {}

    def cards_targets(chosen: tuple[int, ...]) -> Any:
        key = () if opt.targets_free else \
            opt.targets_key(chosen) if opt.targets_key is not None else None
        if key is None:
            return targets(chosen, ())
        known = shared.get(key)
        if known is not None and budget[0] > known[1]:
            budget[0] -= known[1]
            return known[0]
        before = budget[0]
        t = targets(chosen, ())
        if known is None and budget[0] > 0:
            shared[key] = (t, before - budget[0])
        return t

    def cards(chosen: tuple[int, ...], start: int) -> Any:
        budget[0] -= 1
        out: dict[str, Any] = {}
        if opt.cards_done(chosen):
            t = cards_targets(chosen)
            if t is not None:
                out["targets"] = t
        if len(chosen) < top_cards:
            nxt: dict[str, Any] = {}
            for i in range(start, len(pool)):
                if budget[0] <= 0:
                    break
                if opt.card_ok(chosen, pool[i]):
                    sub = cards((*chosen, pool[i]), i + 1)
                    if sub is not None:
                        nxt[str(pool[i])] = sub
            if nxt:
                out["cards"] = FrozenDict(nxt)
        return FrozenDict(out) if out else None

    return cards((), 0) or FrozenDict()


def test_leaves_of_the_card_steps_read_as_made_call_by_call(
        monkeypatch: pytest.MonkeyPatch) -> None:
    counts = {"options": 0, "cut": 0, "leaves": 0}

    def check(opt: ActOption) -> ActOption:
        if opt.fixed_cards or opt.any_cards is not None:
            return opt
        for budget in (TREE_BUDGET, 40, 20, 7, 3):
            short, long_way = [budget], [budget]
            tree = opt.tree(short)
            assert (tree, short) == (_tree_call_by_call(opt, long_way), long_way), \
                (opt.key, budget)
            counts["cut"] += short[0] < 0
        counts["options"] += 1
        counts["leaves"] += opt.max_cards is not None and opt.max_cards <= len(opt.card_pool)
        return opt

    active, view_as = use_module._active_option, use_module._view_as_option
    monkeypatch.setattr(use_module, "_active_option", lambda *a: check(active(*a)))
    monkeypatch.setattr(use_module, "_view_as_option", lambda *a: check(view_as(*a)))
    for _, g, agents in bot_games(GAMES):
        drive(g, agents)
    assert counts["options"] > 300 and counts["cut"] > 100 and counts["leaves"] > 100, counts


def _one_seat_tree_anew(fixed: tuple[int, ...], done: Any, alone: list[int]) -> Any:
    if not (alone or done):
        return FrozenDict()
    node: Any = FrozenDict(targets=FrozenDict(
        done=done, next=FrozenDict({str(s): FrozenDict(done=True, next=FrozenDict())
                                    for s in alone})) if alone else
        FrozenDict(done=True, next=FrozenDict()))
    for cid in reversed(fixed):
        node = FrozenDict(cards=FrozenDict({str(cid): node}))
    return node


def test_one_seat_trees_kept_are_the_trees_made_anew(monkeypatch: pytest.MonkeyPatch) -> None:
    requests_module = importlib.import_module("sgs.core.requests")
    counts = {"calls": 0, "kept": 0}

    def one_seat_tree(fixed: tuple[int, ...], done: Any, alone: list[int]) -> Any:
        kept = type(done) is bool and (fixed, done, *alone) in requests_module._FIXED_TREES
        tree = one_seat_tree_kept(fixed, done, alone)
        anew = _one_seat_tree_anew(fixed, done, alone)
        assert tree == anew and type(tree) is type(anew), (fixed, done, alone)
        assert [type(n) for n in _nodes(tree)] == [type(n) for n in _nodes(anew)]
        counts["calls"] += 1
        counts["kept"] += kept
        return tree

    monkeypatch.setattr(requests_module, "one_seat_tree", one_seat_tree)
    monkeypatch.setattr(use_module, "one_seat_tree", one_seat_tree)
    for _, g, agents in bot_games(GAMES):
        drive(g, agents)
    assert counts["calls"] > 2000 and counts["kept"] > 1000, counts


def _nodes(tree: Any) -> list[Any]:
    out = [tree]
    for v in tree.values():
        if isinstance(v, dict):
            out += _nodes(v)
    return out


def test_one_seat_trees_kept_by_cards_done_and_seats() -> None:
    for fixed, done, alone in [((7,), True, [1, 2]), ((7,), False, [1, 2]), ((7,), True, []),
                               ((7,), False, [2]), ((7, 8), False, [2]), ((8,), False, [2]),
                               ((7,), 1, [2])]:
        for _ in range(2):
            assert one_seat_tree_kept(fixed, done, alone) == \
                _one_seat_tree_anew(fixed, done, alone)


def _copy_call_by_call(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy_call_by_call(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_copy_call_by_call(v) for v in value]
    return value


def _shape(value: Any) -> Any:
    """A value with the types of its containers (== alone does not tell a tuple)."""
    if isinstance(value, dict):
        return type(value), {k: _shape(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return type(value), [_shape(v) for v in value]
    return type(value), value


def test_copy_json_copies_as_call_by_call(monkeypatch: pytest.MonkeyPatch) -> None:
    original = Request.to_json
    seen = [0]

    def to_json(self: Request, *args: Any) -> Any:
        copy = copy_json(self.data)
        assert _shape(copy) == _shape(_copy_call_by_call(self.data))
        assert copy is not self.data or not self.data
        seen[0] += bool(self.data)
        return original(self, *args)

    monkeypatch.setattr(Request, "to_json", to_json)
    for _, g, agents in bot_games():
        drive(g, agents)
    assert seen[0] > 500
    data = {"a": [1, (2, 3), {"b": None}], "c": FrozenList([1.5, "x", True]),
            "d": FrozenDict(e=[1]), "f": (4,)}
    for value in (data, [data, [data]], (1, [2]), 3, "s", None):
        assert _shape(copy_json(value)) == _shape(_copy_call_by_call(value))
    inner: list[Any] = [1]
    assert copy_json({"x": inner})["x"] is not inner
