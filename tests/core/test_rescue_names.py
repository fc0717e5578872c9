"""Shortcuts of the engine, fourth round: each gives what the long way gives."""

from __future__ import annotations

import copy
import importlib

import pytest
from core_support import bot_game_logs, checked_games

from sgs.core import Game, Player
from sgs.core.carddef import CardDef
from sgs.core.cards import CardFace
from sgs.modes import make_mode
from sgs.packs import ruleset

hp_module = importlib.import_module("sgs.core.ops.hp")


def _in_range_all(g: Game) -> dict[tuple[int, int, str], bool]:
    """in_range between all living players, ignoring nothing, their hand cards, their
    equipped cards (asked in one go: rows kept for one are not the others')."""
    out = {}
    for src in g.alive_seats():
        p = g.p(src)
        ignores = {"none": [], "hand": list(p.hand), "equip": list(p.areas.equip.values())}
        for dst in g.alive_seats():
            for of, ignore in ignores.items():
                out[src, dst, of] = g.in_range(src, dst, ignore)
    return out


def test_held_rows_ignoring_cards_when_nothing_is_equipped() -> None:
    """_held_row keys a row by the equipped cards among those ignored, found only when
    some are ignored and some equipped: held still, in_range ignoring hand cards or
    equipped ones answers as the long way, with and without equipment on the table."""
    seen = {"bare": 0, "equipped": 0}

    def check(g: Game) -> None:
        if g._memo is not None:
            return
        bare = not any(p.areas.equip for p in g.players)
        long_way = _in_range_all(g)
        with g.held_still():
            assert _in_range_all(g) == long_way
        seen["bare" if bare else "equipped"] += 1

    checked_games(check)
    assert seen["bare"] and seen["equipped"]


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
