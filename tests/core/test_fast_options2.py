"""Act options made the short way read as the long way makes them (issue 7, item 5).

An active skill's option takes its bounds from the skill's own rules (no card for a
skill with Skill's own ``card_ok`` and no span, no seat for Skill's own
``target_ok``), and its tree shares the target subtree of every card selection when
the skill says its targets ignore the cards (``Skill.targets_ignore_cards``, checked here
against the code of every skill that says so).  Checked against the option the long
way (closures asked at every step, no bound, no sharing) over seeded games of the
Red Chamber set, the maneuvering deck and hegemony, with rule bots (they read every
tree) and random bots.
"""

from __future__ import annotations

import dis
import importlib
from dataclasses import replace
from inspect import CO_VARARGS, CO_VARKEYWORDS
from typing import Any

import pytest
from core_support import more_bot_games

from sgs.core import Game, Player, Skill
from sgs.core.requests import ActOption
from sgs.host import drive
from sgs.packs import ruleset

use_module = importlib.import_module("sgs.core.ops.use")

def long_way(g: Game, pl: Player, sk: Skill) -> ActOption:
    """An active skill's option as it was made before the shortcuts."""
    pool = sk.card_pool(g, pl)
    span = sk.card_span(g, pl)
    return ActOption(
        f"skill:{sk.id}", sk.id, card_pool=pool,
        card_ok=lambda chosen, cid: sk.card_ok(g, pl, chosen, cid),
        cards_done=lambda chosen: sk.cards_done(g, pl, chosen),
        target_ok=lambda cards, chosen, seat: sk.target_ok(g, pl, cards, chosen, seat),
        targets_done=lambda cards, chosen: sk.targets_done(g, pl, cards, chosen),
        seats=g.alive_seats(), max_cards=len(pool), max_targets=3,
        any_cards=None if span is None else (span[0], len(pool) if span[1] is None else span[1]))


def _selections(opt: ActOption) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Some complete selections and some wrong ones, to ask ``check`` about."""
    pool = list(opt.card_pool)
    out = [((), ()), (tuple(pool[:1]), ()), (tuple(pool[:2]), ()), (tuple(pool[1:3]), (0,))]
    for cards in opt.card_sets(limit=6):
        for targets in opt.target_sets(cards, limit=6):
            out += [(cards, targets), (cards, targets[:-1]), (cards, (*targets, 0))]
    return out


def test_active_options_read_as_the_long_way(monkeypatch: pytest.MonkeyPatch) -> None:
    original = use_module._active_option
    compared, shared, bounded = [0], [0], [0]

    def active_option(g: Game, pl: Player, sk: Skill, *args: Any) -> ActOption:
        opt = original(g, pl, sk, *args)
        assert opt.seats == g.alive_seats()
        slow = long_way(g, pl, sk)
        assert opt.feasible() == slow.feasible() == opt.feasible(False)
        fresh = replace(opt, described=None)
        assert fresh.describe() == slow.describe(), sk.id
        for cards, targets in _selections(slow):
            assert opt.check(cards, targets) == slow.check(cards, targets), (sk.id, cards)
        assert list(opt.card_sets()) == list(slow.card_sets())
        # a small budget cuts both trees at the same place
        for budget in (3, 7, 20):
            assert replace(opt, described=None).tree([budget]) == slow.tree([budget])
        compared[0] += 1
        shared[0] += opt.targets_free
        bounded[0] += opt.max_cards == 0 or opt.target_cap is not None
        return opt

    monkeypatch.setattr(use_module, "_active_option", active_option)
    for g, bots in more_bot_games():
        drive(g, bots)
    assert compared[0] > 300 and shared[0] > 100 and bounded[0] > 50


def test_a_shared_subtree_is_cut_where_the_long_way_is() -> None:
    """With little budget left, the shared target subtree is made afresh (and cut)."""
    seats = [0, 1, 2, 3, 4]

    def option(free: bool) -> ActOption:
        return ActOption("skill:x", "x", card_pool=[10, 11, 12, 13],
                         card_ok=lambda chosen, cid: len(chosen) < 2,
                         cards_done=lambda chosen: len(chosen) >= 1,
                         target_ok=lambda cards, chosen, seat: seat not in chosen,
                         targets_done=lambda cards, chosen: len(chosen) == 2,
                         seats=seats, max_targets=2, targets_free=free)

    for budget in range(1, 120, 3):
        slow, fast = [budget], [budget]
        assert option(True).tree(fast) == option(False).tree(slow), budget
        assert fast == slow


def _reads_cards(method: Any) -> bool:
    """Might a skill's ``method(self, g, owner, cards, ...)`` read its ``cards``?  No only
    when its code provably never touches that argument: no instruction names it, no
    nested function captures it, no frame is inspected, no ``*args`` holds it."""
    code = getattr(method, "__code__", None)
    if code is None:
        return True
    name = code.co_varnames[3] if code.co_argcount >= 4 else None
    frame_readers = {"locals", "vars", "_getframe", "currentframe", "exec", "eval"}
    return (name is None or bool(code.co_flags & (CO_VARARGS | CO_VARKEYWORDS))
            or name in code.co_cellvars or not frame_readers.isdisjoint(code.co_names)
            or any(ins.argval == name for ins in dis.get_instructions(code)))


def test_reading_the_cards_is_seen() -> None:
    class Reads(Skill):
        def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                      chosen: tuple[int, ...], seat: int) -> bool:
            return any(c > seat for c in cards)

        def targets_done(self, g: Game, owner: Player, cs: tuple[int, ...],
                         chosen: tuple[int, ...]) -> bool:
            return bool(locals())

    class Ignores(Skill):
        def target_ok(self, g: Game, owner: Player, cards: tuple[int, ...],
                      chosen: tuple[int, ...], seat: int) -> bool:
            return not chosen and seat > 0

    assert _reads_cards(Reads.target_ok) and _reads_cards(Reads.targets_done)
    assert not _reads_cards(Ignores.target_ok) and not _reads_cards(Skill.targets_done)
    assert _reads_cards(len)
    # a class defining its own target rules makes no promise until it says so
    assert Skill.targets_ignore_cards and not Ignores.targets_ignore_cards

    class Says(Ignores):
        targets_ignore_cards = True

    class Inherits(Says):
        pass

    assert Says.targets_ignore_cards and Inherits.targets_ignore_cards


@pytest.mark.parametrize("name", ["honglou", "standard+maneuvering", "hegemony"])
def test_skills_that_say_their_targets_ignore_the_cards_never_read_them(name: str) -> None:
    """``Skill.targets_ignore_cards`` is a promise the tree relies on: every skill of
    the set that makes it keeps it (its target rules' code never reads ``cards``), and
    the active skills whose rules provably ignore the cards make it."""
    declared = 0
    for sk in ruleset(name).skills.values():
        cls = type(sk)
        ignores = not (_reads_cards(cls.target_ok) or _reads_cards(cls.targets_done))
        if sk.targets_ignore_cards:
            declared += 1
            assert ignores, sk.id
        elif sk.active and cls.target_ok is not Skill.target_ok:
            assert not ignores, f"{sk.id}: its targets ignore the cards; say so"
    assert declared >= 3
