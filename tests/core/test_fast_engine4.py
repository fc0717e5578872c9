"""Shortcuts of the engine, fourth round: each gives what the long way gives."""

from __future__ import annotations

from core_support import checked_games

from sgs.core import Game


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
