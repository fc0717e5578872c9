"""The cards that may save a dying player (``ops.hp.rescue_names``, kept once a game)
are those that asking every card of the set finds."""

from __future__ import annotations

import copy
import importlib

import pytest
from core_support import bot_game_logs

from sgs.core import Game, Player
from sgs.core.carddef import CardDef
from sgs.core.cards import CardFace
from sgs.modes import make_mode
from sgs.packs import ruleset

hp_module = importlib.import_module("sgs.core.ops.hp")


def _rescue_names_long_way(g: Game, saver: int, dying_seat: int) -> frozenset[str]:
    return frozenset(n for n, d in g.ruleset.cards.items()
                     if d.can_save(g, g.p(saver), dying_seat)
                     and not g.prohibited(saver, dying_seat, CardFace.virtual(n)))


def test_rescue_names_are_the_long_way(monkeypatch: pytest.MonkeyPatch) -> None:
    """The saving cards kept once a game give the names that asking every card of the
    set gives, for every saver of every dying player."""
    kept = hp_module.rescue_names
    asked = []

    def checked(g: Game, saver: int, dying_seat: int) -> frozenset[str]:
        names = kept(g, saver, dying_seat)
        assert names == _rescue_names_long_way(g, saver, dying_seat)
        asked.append(names)
        return names

    monkeypatch.setattr(hp_module, "rescue_names", checked)
    bot_game_logs()
    assert asked and any(asked)


def test_rescue_names_find_a_card_added_to_the_set() -> None:
    """A saving card added to the set after the savers were kept is found."""
    g = Game(ruleset("standard"), make_mode("identity"), 5, 0)
    before = hp_module.rescue_names(g, 0, 1)
    assert "peach" in before

    class Saver(CardDef):
        name = "test_saver"

        def can_save(self, g: Game, user: Player, dying: int) -> bool:
            return True

    g.ruleset = copy.copy(g.ruleset)
    g.ruleset.cards = {**g.ruleset.cards, "test_saver": Saver()}
    assert hp_module.rescue_names(g, 0, 1) == before | {"test_saver"}
