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


def _allies_the_long_way(g: Game, seat: int) -> list[int]:
    """IdentityMode.known_allies by its rule: the living others whose role ``seat``
    sees (seat_view) and whose side is its side."""
    roles = [r["role"] for r in (g.mode.seat_view(g, seat, s) for s in range(len(g.players)))]
    own = g.mode.seat_view(g, seat, seat)["role"]
    sides = {"lord": "lord", "loyalist": "lord", "rebel": "rebel"}
    side = sides.get(own)
    return [] if side is None else [
        p.seat for p in g.players if p.alive and p.seat != seat
        and roles[p.seat] is not None and sides.get(roles[p.seat]) == side]


@pytest.mark.parametrize("seed", [1, 4])
def test_you_part_is_its_rule(seed: int) -> None:
    """The observation's ``you`` (its seat keys made once, identity's allies found by
    a loop) says what Game and the mode say, at every decision, for every seat."""
    g = full_game(5, seed)
    for _ in decisions(g, seed):
        for seat in range(5):
            you = g.observe(seat, parts=("you",))["you"]
            distance = g.distances(seat)
            assert you["distance"] == {str(s): d for s, d in distance.items()}
            assert list(you["distance"]) == [str(s) for s in distance]
            assert you["in_range"] == [s for s in distance if g.in_range(seat, s)]
            assert you["allies"] == _allies_the_long_way(g, seat)


@pytest.mark.parametrize("seed", [2, 5])
def test_public_piles_are_listed_as_they_are_now(seed: int) -> None:
    """The discard pile's and the void's JSON is made again only when the pile differs
    from the copy kept (view._pile): at every decision it lists the pile's cards now,
    and every request's data is a copy equal to the request's."""
    g = full_game(5, seed)
    for _ in decisions(g, seed):
        table = view(g, 0)
        assert table["discard"] == [g.card_json[c] for c in g.discard_pile]
        assert table["void"] == [g.card_json[c] for c in g.void]
        req = g.pending
        assert req is not None
        got = req.to_json()
        assert got["data"] == req.data and (got["data"] is not req.data or not req.data)


def test_a_pile_changed_in_place_is_listed_again() -> None:
    g = full_game(4, 1)
    g.discard_pile[:] = [1, 2, 3]
    assert [c["id"] for c in view(g, 0)["discard"]] == [1, 2, 3]
    g.discard_pile[1] = 4
    assert [c["id"] for c in view(g, 0)["discard"]] == [1, 4, 3]
