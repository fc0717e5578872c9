"""Act options made the short way read as the long way makes them (fourth round).

* A view-as option's card selections whose faces are alike but for their hand subcards
  (丈八蛇矛's pairs) share one target subtree (``ActOption.targets_key``), when the card's
  rules and every status skill a target step asks promise it
  (``hand_subcards_alike``): checked against the tree made selection by selection, at
  every such option of seeded bot games, with a full budget and with one that cuts it.
"""

from __future__ import annotations

import importlib
import itertools
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from core_support import bot_games

from sgs.core import Game, Skill
from sgs.core.carddef import CardDef, DelayedDef, EquipDef
from sgs.core.requests import TREE_BUDGET, ActOption, ActRequest
from sgs.host import drive
from sgs.testing import Table

use_module = importlib.import_module("sgs.core.ops.use")

GAMES = [("honglou", "identity", 5, range(6)), ("standard+maneuvering", "identity", 5, range(3)),
         ("hegemony", "hegemony", 6, range(2))]


def _tree(opt: ActOption, budget: int) -> tuple[dict[str, Any], int]:
    left = [budget]
    return opt.tree(left), left[0]


def test_selections_alike_share_their_target_subtree(monkeypatch: pytest.MonkeyPatch) -> None:
    original = use_module.card_targets_option
    counts = {"options": 0, "shared": 0, "cut": 0}

    def card_targets_option(g: Game, user: int, key: str, label: str, face_of: Any,
                            *args: Any, **kw: Any) -> ActOption:
        opt = original(g, user, key, label, face_of, *args, **kw)
        if opt.targets_key is None:
            return opt
        keys = [opt.targets_key(cards) for cards in opt.card_sets(limit=200)]
        known = [k for k in keys if k is not None]
        counts["shared"] += len(known) - len(set(known))
        counts["options"] += 1
        long_way = replace(opt, targets_key=None)
        for budget in (TREE_BUDGET, 40):
            short, left = _tree(opt, budget)
            assert (short, left) == _tree(long_way, budget), (key, budget)
            counts["cut"] += left < 0
        return opt

    monkeypatch.setattr(use_module, "card_targets_option", card_targets_option)
    for _, g, agents in bot_games(GAMES):
        drive(g, agents)
    assert counts["options"] > 20 and counts["shared"] > 50 and counts["cut"] > 0, counts


def test_a_class_that_defines_a_face_rule_makes_no_promise() -> None:
    from sgs.packs.standard.basic import Slash
    from sgs.packs.standard.weapons import HalberdSkill, SpearSkill

    class Reads(Skill):
        def prohibits(self, g: Game, owner: Any, user: int, target: int, face: Any) -> bool:
            return bool(face.subcards)

    class Says(Reads):
        hand_subcards_alike = True

    class Card(CardDef):
        def target_ok(self, g: Game, user: Any, face: Any, chosen: tuple[int, ...],
                      seat: int) -> bool:
            return bool(face.subcards)

    class Kept(Slash):
        pass

    assert not Reads.hand_subcards_alike and Says.hand_subcards_alike
    assert not Card.hand_subcards_alike and Kept.hand_subcards_alike
    assert Skill.hand_subcards_alike and CardDef.hand_subcards_alike
    assert EquipDef.hand_subcards_alike and DelayedDef.hand_subcards_alike
    # 方天画戟 asks whether the 杀 is the whole hand: for hand subcards, their number
    assert SpearSkill.hand_subcards_alike and HalberdSkill.hand_subcards_alike


class _OddOnly(Skill):
    """Reads the subcards themselves: a 杀 of an even card cannot aim at its owner."""

    id = "odd_only"

    def prohibits(self, g: Game, owner: Any, user: int, target: int, face: Any) -> bool:
        return target == owner.seat and any(c % 2 == 0 for c in face.subcards)


def _spear_table(*extra: str) -> tuple[Table, ActOption]:
    t = Table("blank", "blank", "blank", "blank")
    t.set_equip(0, "spear").set_equip(2, "halberd")
    t.set_hand(0, "peach ♥3", "jink ♦3", "dismantlement ♣3", "slash ♠7", "jink ♦5")
    g = t.start()
    assert isinstance(g.request_for(0), ActRequest)
    for seat, _ in enumerate(extra):  # (as if seat 1 had the skill: the status table)
        g._status.setdefault("prohibits", []).append((g.players[seat + 1], _OddOnly(), None))
    (opt,) = [o for o in use_module.act_options(g, 0, play=True) if o.key == "skill:spear:slash"]
    return t, opt


def test_spear_pairs_share_a_subtree_unless_a_rule_reads_them() -> None:
    _, opt = _spear_table()
    keys = [opt.targets_key(cards) for cards in opt.card_sets()] if opt.targets_key else []
    assert len(keys) == 10 and None not in keys and len(set(keys)) == 3  # red, black, none
    assert _tree(opt, TREE_BUDGET) == _tree(replace(opt, targets_key=None), TREE_BUDGET)
    _, opt = _spear_table("odd_only")
    assert opt.targets_key is not None and opt.targets_key(next(opt.card_sets())) is None
    tree = opt.describe()
    # a pair holding an even card cannot aim at seat 1, an odd pair can
    assert any("1" not in node["targets"]["next"] for node in _pairs(tree))
    assert any("1" in node["targets"]["next"] for node in _pairs(tree))


def _pairs(tree: Any) -> Iterator[Any]:
    for first in tree["cards"].values():
        yield from first.get("cards", {}).values()


def _one_seat_long_way(fixed: tuple[int, ...], done: Any, alone: list[int]) -> dict[str, Any]:
    """The tree of fixed cards taking at most one seat, built from plain dicts."""
    if alone:
        node: dict[str, Any] = {"targets": {"done": done, "next": {
            str(s): {"done": True, "next": {}} for s in alone}}}
    elif done:
        node = {"targets": {"done": True, "next": {}}}
    else:
        return {}
    for cid in reversed(fixed):
        node = {"cards": {str(cid): node}}
    return node


@pytest.mark.parametrize("done", [False, True, 1, (3,)])
def test_one_seat_trees_share_their_complete_node(done: Any) -> None:
    from sgs.core.frozen import FrozenDict
    from sgs.core.requests import one_seat_tree

    for fixed in [(7,), (7, 9), ()]:
        for alone in [[], [1], [1, 3, 4], [4, 1]]:
            first, again = one_seat_tree(fixed, done, alone), one_seat_tree(fixed, done, alone)
            assert first == again == _one_seat_long_way(fixed, done, alone), (fixed, alone)
            if alone:  # (the value of done as it was given, not an equal bool)
                node = first
                for cid in fixed:
                    node = node["cards"][str(cid)]
                assert type(node["targets"]["done"]) is type(done)
            assert isinstance(first, FrozenDict) or first == {}
            with pytest.raises(TypeError):
                first["x"] = 1  # type: ignore[index]


def test_a_hand_cards_tree_made_at_once_is_never_cut(monkeypatch: pytest.MonkeyPatch) -> None:
    """_collect_options reads such a tree's feasibility as its being non-empty."""
    original = use_module._face_option
    seen = [0]

    def face_option(*args: Any) -> ActOption:
        opt = original(*args)
        if opt.described is not None:
            assert "truncated" not in opt.described
            assert opt.feasible() == bool(opt.described) == any(
                True for cards in opt.card_sets(limit=1) for _ in opt.target_sets(cards, 1))
            seen[0] += 1
        return opt

    monkeypatch.setattr(use_module, "_face_option", face_option)
    for _, g, agents in itertools.islice(bot_games(GAMES), 4):
        drive(g, agents)
    assert seen[0] > 100, seen
