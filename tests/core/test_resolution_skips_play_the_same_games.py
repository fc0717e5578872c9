"""What the engine's resolution (between an answer and the next request) skips, the
triggers no rule or skill answers and the seats with nothing to answer, changes no
game; its bound lookups (a seat's player, a name's card) find what the long way finds.

Each test plays seeded games of the Red Chamber set, the maneuvering deck and
hegemony, with random and rule bots, once with a shortcut and once with the
computation it replaces (or checks the shortcut against it as the games run).
"""

from __future__ import annotations

import importlib
import sys
from typing import Any

import pytest
from core_support import bot_game_logs, bot_games

from sgs.core import Game
from sgs.core.errors import UnknownName
from sgs.host import drive

trigger_module = importlib.import_module("sgs.core.ops.trigger")  # (ops.trigger: the function)
use_module = importlib.import_module("sgs.core.ops.use")


def patch_everywhere(monkeypatch: pytest.MonkeyPatch, name: str, original: Any,
                     replacement: Any) -> None:
    """Replace ``original`` in every sgs module that imported it as ``name``."""
    for mod in list(sys.modules.values()):
        if mod is not None and mod.__name__.startswith("sgs.") and \
                getattr(mod, name, None) is original:
            monkeypatch.setattr(mod, name, replacement)


def test_triggers_looked_for_at_once_change_no_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """``trigger`` looks for the rules and skills that would trigger before making a
    flow (none: no flow); the long way (``_trigger``, every timing a flow that looks
    as it runs) plays the same games."""
    quick = bot_game_logs()
    made = [0]

    def long_way(g: Game, timing: Any, ev: Any) -> Any:
        made[0] += 1
        return trigger_module._trigger(g, timing, ev)

    patch_everywhere(monkeypatch, "trigger", trigger_module.trigger, long_way)
    assert bot_game_logs() == quick
    assert made[0] > 10000


def test_a_seat_whose_skills_make_no_asked_card_is_not_asked(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``_may_answer`` passes by a seat whose view-as skills make none of the asked
    names now: act_options finds it no option, and asking every seat the long way
    (the options of each made) plays the same games."""
    quick = bot_game_logs()
    original = use_module._may_answer
    refused = [0]

    def may_answer(g: Game, seat: int, pattern: Any) -> bool:
        if not original(g, seat, pattern):
            assert use_module.act_options(g, seat, False, pattern) == []
            refused[0] += 1
        return True

    monkeypatch.setattr(use_module, "_may_answer", may_answer)
    assert bot_game_logs() == quick
    assert refused[0] > 1000


def test_player_and_card_lookups_find_the_seat_and_the_definition() -> None:
    """``Game.p`` and ``Game.cdef`` (bound lookups, no Python frame) give the player of
    a seat and the set's definition of a name; an unknown name raises UnknownName."""
    for _, g, bots in bot_games():
        drive(g, bots)
        assert [g.p(s) for s in range(len(g.players))] == g.players
        for name in g.ruleset.cards:
            assert g.cdef(name) is g.ruleset.card(name)
        with pytest.raises(UnknownName):
            g.cdef("no such card")
