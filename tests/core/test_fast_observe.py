"""The observation's shortcuts give what the long way gives (sgs.core.view,
sgs.core.protocol): checked at every decision of seeded games."""

from __future__ import annotations

import pytest
from core_support import decisions, full_game

from sgs.core import Game
from sgs.core.generals import GeneralCard, Position
from sgs.core.view import view


def _generals_the_long_way(g: Game, viewer: int | None, seat: int) -> list[dict[str, object]]:
    p = g.players[seat]
    knowers = g.general_knowers
    return [c.to_json(viewer == seat or viewer in knowers.get((seat, c.position), ()))
            for c in p.generals]


@pytest.mark.parametrize("seed", [1, 2])
def test_the_generals_shown_are_the_players_cards_now(seed: int) -> None:
    """The general cards' JSON is kept by the cards' identity (view._GENERALS): at
    every decision each seat's view shows the cards each player holds now."""
    g = full_game(5, seed)
    for _ in decisions(g, seed):
        for viewer in (None, *range(5)):
            for e in view(g, viewer)["players"]:
                assert e["generals"] == _generals_the_long_way(g, viewer, e["seat"])
                assert e["general"] == g.players[e["seat"]].general


def test_new_cards_equal_to_the_old_are_shown_as_they_are_now() -> None:
    """A player given new cards (a new tuple) is shown by them, not by what was kept
    for the old tuple, even one equal to it."""
    g = full_game(4, 3)
    before = view(g, 1)["players"][0]["generals"]
    g.set_generals(0, [GeneralCard("xue_baochai", Position.MAIN, True)])
    after = view(g, 1)["players"][0]
    assert after["general"] == "xue_baochai" and before != after["generals"]
    assert after["generals"] == [GeneralCard("xue_baochai").to_json()]
    g.set_generals(0, [GeneralCard("xue_baochai", Position.MAIN, True)])
    assert view(g, 1)["players"][0]["generals"] == after["generals"]
