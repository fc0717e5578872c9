"""Properties over many seeded random-bot games: the Red Chamber set with 2, 5 and 8
players, and each other ``--deck`` choice (``standard``, ``standard+maneuvering``)
with 5 and 8.

Card conservation (every card in exactly one place, the whole deck: 108 cards, 160
with the maneuvering ones), HP within bounds, every bot answer legal, every game
ends, winners consistent with the roles; a chain transmission is fire or thunder
damage passing on the damage before it.
"""

from __future__ import annotations

from collections import Counter

import pytest

from sgs.agents import RandomBot
from sgs.core import Game, Zone
from sgs.host import Seats
from sgs.modes import make_mode
from sgs.modes.hegemony import CAREERIST
from sgs.modes.identity import role_of
from sgs.packs import ruleset

GAMES = 200  # per player count
CHUNK = 50  # games per test case, so that pytest-xdist can spread them
MAX_DECISIONS = 20_000


DECK_SIZES = {"honglou": 108, "standard": 108, "standard+maneuvering": 160, "hegemony": 108,
              "hegemony+expansions": 160}  # (势备篇 with 调虎离山 and 木牛流马)
# (deck, player counts) checked, each over GAMES games
DECKS = [("honglou", (2, 5, 8)), ("standard", (5, 8)), ("standard+maneuvering", (5, 8))]


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
        seen.update(c for under in a.under.values() for c in under)
    n = len(g.cards)
    assert n == len(g.ruleset.deck)
    assert sorted(seen) == list(range(n)), "a card is missing or in two places"
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


def check_chains(g: Game, start: int) -> None:
    """The records since ``start``: a chain transmission is fire or thunder damage, and
    passes on a damage of the same nature and source dealt before it this turn."""
    log = g.log
    for i in range(start, len(log)):
        r = log[i]
        if r["t"] == "damage" and r.get("chained"):
            assert r["nature"] in ("fire", "thunder"), r
            # the damage passed on: dealt earlier this turn, same source and nature
            turn = max(j for j in range(i) if log[j]["t"] == "turn")
            assert any(x["t"] == "damage" and not x.get("chained")
                       and (x["nature"], x["source"]) == (r["nature"], r["source"])
                       for x in log[turn:i]), r


def check_hegemony_winners(g: Game) -> None:
    """Winners consistent with the kingdoms and careerists the game ended with: a
    careerist wins alone as the last survivor; otherwise the winners are every player
    of one kingdom, dead or alive, and every survivor is one of them."""
    assert g.winners is not None
    if g.end_reason != "victory":
        assert g.winners == []
        return
    over = g.log[-1]
    sides = over["sides"]
    assert None not in sides  # every survivor was revealed at the end
    alive = {p.seat for p in g.alive()}
    if sides[g.winners[0]] == CAREERIST:
        assert g.winners == sorted(alive) and len(alive) == 1
        return
    (kingdom,) = {sides[s] for s in g.winners}
    assert set(g.winners) == {s for s, k in enumerate(sides) if k == kingdom}
    assert alive <= set(g.winners)
    revealed = {r["seat"] for r in g.log if r["t"] == "reveal_general"}
    dead = {r["seat"] for r in g.log if r["t"] == "death"}
    assert revealed | dead | alive == set(range(len(g.players)))


def play(n: int, seed: int, deck: str = "honglou", mode: str = "identity") -> Game:
    g = Game(ruleset(deck), make_mode(mode), n, seed)
    assert len(g.cards) == DECK_SIZES[deck]
    seats = Seats(g, [RandomBot(seed * 31 + i) for i in range(n)])
    seen = 0
    for _ in range(MAX_DECISIONS):
        req = g.pending
        if req is None:
            break
        seats.answer(req)  # raises IllegalAnswer if a bot is wrong
        check_cards(g)
        check_chains(g, seen)
        seen = len(g.log)
        for p in g.players:
            assert p.hp <= p.max_hp
    assert g.pending is None, f"game {deck} {n}p seed {seed} did not end"
    return g


@pytest.mark.parametrize(("deck", "n"), [(d, n) for d, counts in DECKS for n in counts])
@pytest.mark.parametrize("first", range(0, GAMES, CHUNK))
def test_random_games_keep_the_invariants(deck: str, n: int, first: int) -> None:
    for seed in range(first, first + CHUNK):
        g = play(n, seed, deck)
        check_winners(g)
        assert g.log[-1]["t"] == "game_over"


@pytest.mark.parametrize("n", (4, 6, 8))
@pytest.mark.parametrize("first", range(0, GAMES, CHUNK))
def test_random_hegemony_games_keep_the_invariants(n: int, first: int) -> None:
    """Issue 10: random hegemony games of the standard roster at 4, 6 and 8 players:
    cards conserved, HP within bounds, every answer legal, every game ends, and the
    winners are consistent with the kingdoms and careerists the log records."""
    for seed in range(first, first + CHUNK):
        g = play(n, seed, "hegemony", "hegemony")
        check_hegemony_winners(g)


EXTENDED_GAMES = 70  # per player count: 210 games


@pytest.mark.parametrize("n", (4, 6, 8))
@pytest.mark.parametrize("first", range(0, EXTENDED_GAMES, EXTENDED_GAMES // 2))
def test_random_games_of_the_extended_roster_keep_the_invariants(n: int, first: int) -> None:
    """Issue 11: the same over the extended roster and cards (阵, 势, 变, dual-kingdom and
    wild generals, 势备篇): deputy changes, events, alliances and 連橫 in play."""
    for seed in range(first, first + EXTENDED_GAMES // 2):
        g = play(n, seed, "hegemony+expansions", "hegemony")
        check_hegemony_winners(g)
