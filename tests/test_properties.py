"""Properties over many seeded random-bot games of 2, 5 and 8 players.

Card conservation (every card in exactly one place, 108 in all), HP within
bounds, every bot answer legal, every game ends, winners consistent with
the roles.
"""

from __future__ import annotations

from collections import Counter

import pytest

from sgs.agents import RandomBot
from sgs.core import Game, Zone
from sgs.host import Seats
from sgs.modes.identity import IdentityMode, role_of
from sgs.packs import ruleset

GAMES = 200  # per player count
CHUNK = 50  # games per test case, so that pytest-xdist can spread them
MAX_DECISIONS = 20_000


def check_cards(g: Game) -> None:
    seen: Counter[int] = Counter()
    seen.update(g.draw_pile)
    seen.update(g.discard_pile)
    seen.update(g.processing)
    seen.update(g.void)
    for p in g.players:
        a = p.areas
        seen.update(a.hand)
        seen.update(a.equip.values())
        seen.update(c for c, _ in a.judge)
        seen.update(pc.id for pile in a.piles.values() for pc in pile)
    assert len(g.cards) == 108
    assert sorted(seen) == list(range(108)), "a card is missing or in two places"
    for cid, place in g.place.items():
        z = place.zone
        if z is Zone.HAND:
            assert place.seat is not None and cid in g.p(place.seat).hand
        elif z is Zone.DRAW:
            assert cid in g.draw_pile



def check_winners(g: Game) -> None:
    assert g.winners is not None
    if g.end_reason != "victory":
        assert g.winners == []
        return
    roles = {p.seat: role_of(g, p.seat) for p in g.players}
    won = {roles[s] for s in g.winners}
    lord = next(p for p in g.players if roles[p.seat] == "lord")
    if lord.alive:
        assert won == {"lord", "loyalist"} or won == {"lord"}
        assert not any(p.alive and roles[p.seat] in ("rebel", "renegade") for p in g.players)
    elif won == {"renegade"}:
        assert len(g.winners) == 1 and [p.seat for p in g.alive()] == g.winners
    else:
        assert won == {"rebel"}
        assert set(g.winners) == {p.seat for p in g.players if roles[p.seat] == "rebel"}


def play(n: int, seed: int) -> Game:
    g = Game(ruleset("honglou"), IdentityMode(), n, seed)
    seats = Seats(g, [RandomBot(seed * 31 + i) for i in range(n)])
    for _ in range(MAX_DECISIONS):
        req = g.pending
        if req is None:
            break
        seats.answer(req)  # raises IllegalAnswer if a bot is wrong
        check_cards(g)
        for p in g.players:
            assert p.hp <= p.max_hp
    assert g.pending is None, f"game {n}p seed {seed} did not end"
    return g


@pytest.mark.parametrize("n", [2, 5, 8])
@pytest.mark.parametrize("first", range(0, GAMES, CHUNK))
def test_random_games_keep_the_invariants(n: int, first: int) -> None:
    for seed in range(first, first + CHUNK):
        g = play(n, seed)
        check_winners(g)
        assert g.log[-1]["t"] == "game_over"
