"""No leak, proven (issue 7, item 3): an observation does not change when anything its
seat cannot see changes.

At every decision of seeded random games of 2, 5 and 8 players, for every seat and the
spectator, the observation is taken, then the hidden state is changed in place —

- the draw pile permuted,
- hand cards the seat never saw swapped between two other players,
- the unrevealed roles re-dealt among the seats whose role it has not seen,
- a face-down card on a general the seat may not look at (seed 002, with the room
  setting that lets only the owner look) swapped with a card of the draw pile,
- in hegemony mode, the face-down general cards of two other players it has not
  seen traded between them (players whose cards are worth the same HP), and the
  remaining-generals pile permuted,
- a card under another player's equipment card (木牛流马: its holder alone sees them)
  that the seat never saw swapped with a card of the draw pile —

and the observation taken again must be byte-identical; then the state is put back.
Card ids are the deck's (public, each names a face), so a hidden card must never show
its id: a seat cannot follow a card it never saw.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from cover_support import cover_pack
from oxen_support import oxen

from sgs.agents import RandomBot
from sgs.core import Game, Place, Ruleset, Zone
from sgs.host import Seats
from sgs.modes.hegemony import HegemonyMode
from sgs.modes.identity import IdentityMode, state
from sgs.packs import ruleset, set_packs

SIZES = (2, 5, 8)
GAMES = 70  # per size: 210 games in all
CHUNK = 10

Undo = Callable[[], None]


def _card_ids(value: Any, out: set[int], key: str = "") -> None:
    """Card ids in an observation: numbers under the keys that name cards (not the
    header's card table, which names every card of the deck)."""
    if isinstance(value, dict):
        if value.get("t") == "header":
            return
        for k, v in value.items():
            _card_ids(v, out, k)
    elif isinstance(value, list):
        for v in value:
            _card_ids(v, out, key)
    elif isinstance(value, int) and not isinstance(value, bool) and \
            key in ("id", "cards", "card", "subcards"):
        out.add(value)


def _permute_draw_pile(g: Game, rng: random.Random) -> Undo:
    before, generals = list(g.draw_pile), list(g.general_pile)
    rng.shuffle(g.draw_pile)
    rng.shuffle(g.general_pile)

    def undo() -> None:
        g.draw_pile[:] = before
        g.general_pile[:] = generals
    return undo


def _swap_unseen_hands(g: Game, viewer: int | None, seen: set[int],
                       rng: random.Random) -> Undo:
    others = [p.seat for p in g.players if p.seat != viewer]
    hidden = {s: [c for c in g.p(s).hand if c not in seen and c not in g.shown]
              for s in others}
    holders = [s for s in others if hidden[s]]
    if len(holders) < 2:
        return lambda: None
    a, b = rng.sample(holders, 2)
    ca, cb = rng.choice(hidden[a]), rng.choice(hidden[b])
    ha, hb = g.p(a).hand, g.p(b).hand
    ia, ib = ha.index(ca), hb.index(cb)

    def put(x: int, y: int) -> None:
        ha[ia], hb[ib] = x, y
        g.place[x], g.place[y] = Place(Zone.HAND, a), Place(Zone.HAND, b)

    put(cb, ca)
    return lambda: put(ca, cb)


def _redeal_unseen_roles(g: Game, viewer: int | None, rng: random.Random) -> Undo:
    if g.mode.id != "identity":
        return lambda: None
    roles = state(g).roles
    unseen = [s for s in range(len(g.players))
              if g.mode.seat_view(g, viewer, s).get("role") is None]
    before = list(roles)
    dealt = [roles[s] for s in unseen]
    rng.shuffle(dealt)
    for s, r in zip(unseen, dealt, strict=True):
        roles[s] = r

    def undo() -> None:
        roles[:] = before
    return undo


def _swap_unseen_face_down(g: Game, viewer: int | None, seen: set[int],
                           rng: random.Random) -> Undo:
    """A face-down card on a general that ``viewer`` may not look at and never saw
    trades places with a draw-pile card it never saw either."""
    hidden = [pc for p in g.players for pile in p.areas.piles.values() for pc in pile
              if not pc.face_up and pc.id in g.hidden and viewer not in g.hidden[pc.id]
              and pc.id not in seen]
    deck = [c for c in g.draw_pile if c not in seen]
    if not hidden or not deck:
        return lambda: None
    pc, d = rng.choice(hidden), rng.choice(deck)
    c, i, where = pc.id, g.draw_pile.index(d), g.place[pc.id]

    def put(on_general: int, in_deck: int) -> None:
        pc.id, g.draw_pile[i] = on_general, in_deck
        g.place[on_general], g.place[in_deck] = where, Place(Zone.DRAW)
        g.hidden[on_general] = g.hidden.pop(in_deck)

    put(d, c)
    return lambda: put(c, d)


def _swap_unseen_under(g: Game, viewer: int | None, seen: set[int],
                       rng: random.Random) -> Undo:
    """A card under another player's equipment card (``Zone.UNDER``) that ``viewer``
    never saw trades places with a draw-pile card it never saw either."""
    hidden = [(cards, i) for p in g.players if p.seat != viewer
              for cards in p.areas.under.values() for i, c in enumerate(cards)
              if c not in seen]
    deck = [c for c in g.draw_pile if c not in seen]
    if not hidden or not deck:
        return lambda: None
    (cards, i), d = rng.choice(hidden), rng.choice(deck)
    c, j, where = cards[i], g.draw_pile.index(d), g.place[cards[i]]

    def put(under: int, in_deck: int) -> None:
        cards[i], g.draw_pile[j] = under, in_deck
        g.place[under], g.place[in_deck] = where, Place(Zone.DRAW)

    put(d, c)
    return lambda: put(c, d)


def _swap_unseen_generals(g: Game, viewer: int | None, rng: random.Random) -> Undo:
    """Hegemony: two other players whose general cards are all face down and unseen by
    ``viewer``, with the same max HP, trade their cards (and what the cards give)."""
    if g.mode.id != "hegemony":
        return lambda: None
    unseen = [p for p in g.players if p.seat != viewer and p.alive and not any(
        c.revealed or viewer in g.general_knowers.get((p.seat, c.position), ())
        for c in p.generals)]
    pairs = [(a, b) for i, a in enumerate(unseen) for b in unseen[i + 1:]
             if a.traits.max_hp == b.traits.max_hp]
    if not pairs:
        return lambda: None
    a, b = rng.choice(pairs)

    def trade() -> None:
        a.generals, b.generals = b.generals, a.generals
        a.traits, b.traits = b.traits, a.traits
        a.refresh_skills()
        b.refresh_skills()
        g.mark_skills_changed()

    trade()
    return trade


def _observation(g: Game, seat: int | None, since: int) -> str:
    return json.dumps(g.observe(seat, since=since), sort_keys=True)


def _honglou(players: int, seed: int) -> tuple[Game, list[Any]]:
    g = Game(ruleset("honglou"), IdentityMode(), players, seed)
    return g, [RandomBot(seed * 16 + s) for s in range(players)]


# generals that lay cards face down, place them 垂置, chain and flip (the test pack), and
# seed 002's 周泰, 邓艾, 曹仁; only a general's owner may look at its face-down cards
COVER_GENERALS = ("t_burier", "t_crosser", "t_burier", "zhou_tai", "deng_ai", "cao_ren")


def _covered(players: int, seed: int) -> tuple[Game, list[Any]]:
    rules = Ruleset(*set_packs("standard+wind_mountain"), cover_pack())
    generals = {s: COVER_GENERALS[(seed + s) % len(COVER_GENERALS)] for s in range(players)}
    g = Game(rules, IdentityMode(generals=generals), players, seed,
             {"face_down_view": "owner"})
    return g, [RandomBot(seed * 16 + s) for s in range(players)]


def _check_game(players: int, seed: int, make: Callable[[int, int], tuple[Game, list[Any]]]
                = _honglou) -> int:
    g, bots = make(players, seed)
    seats = Seats(g, bots)
    rng = random.Random(seed)
    viewers: list[int | None] = [None, *range(players)]
    cursors: dict[int | None, int] = dict.fromkeys(viewers, 0)
    seen: dict[int | None, set[int]] = {v: set() for v in viewers}
    checks = 0
    while g.open_requests():
        for viewer in viewers:
            obs = g.observe(viewer, since=cursors[viewer])
            _card_ids(obs, seen[viewer])
            before = json.dumps(obs, sort_keys=True)
            undos = [_permute_draw_pile(g, rng), _swap_unseen_hands(g, viewer, seen[viewer], rng),
                     _redeal_unseen_roles(g, viewer, rng),
                     _swap_unseen_face_down(g, viewer, seen[viewer], rng),
                     _swap_unseen_generals(g, viewer, rng),
                     _swap_unseen_under(g, viewer, seen[viewer], rng)]
            after = _observation(g, viewer, cursors[viewer])
            for undo in reversed(undos):
                undo()
            assert after == before, f"seat {viewer} sees a change it cannot see " \
                f"(game {players}p seed {seed}, decision {g.decisions})"
            cursors[viewer] = obs["cursor"]
            checks += 1
        seats.step()
    return checks


@pytest.mark.parametrize(("players", "first"),
                         [(n, k) for n in SIZES for k in range(0, GAMES, CHUNK)])
def test_observations_do_not_depend_on_what_a_seat_cannot_see(players: int, first: int) -> None:
    checks = sum(_check_game(players, seed) for seed in range(first, first + CHUNK))
    assert checks > CHUNK * players  # every game was checked at many decisions


@pytest.mark.parametrize("first", range(0, 30, CHUNK))
def test_face_down_cards_on_generals_stay_unseen(first: int) -> None:
    """Seed 002 (issue 9): a face-down card on a general is hidden from the seats the
    room setting does not let look at it; games of generals that cover, place 垂置,
    chain and flip, 5 players."""
    checks = sum(_check_game(5, seed, _covered) for seed in range(first, first + CHUNK))
    assert checks > CHUNK * 5


def _standard(players: int, seed: int) -> tuple[Game, list[Any]]:
    g = Game(ruleset("standard+maneuvering"), IdentityMode(), players, seed)
    return g, [RandomBot(seed * 16 + s) for s in range(players)]


@pytest.mark.parametrize("first", range(0, 30, CHUNK))
def test_the_standard_generals_and_maneuvering_cards_leak_nothing(first: int) -> None:
    """Issue 9's content: the 25 standard generals (观星 looks at the deck's top, 突袭
    and 反间 take hand cards, 遗计 and 仁德 give them) and the maneuvering cards (火攻
    shows one hand card) with the same check, 5 players."""
    checks = sum(_check_game(5, seed, _standard) for seed in range(first, first + CHUNK))
    assert checks > CHUNK * 5


def _hegemony(players: int, seed: int) -> tuple[Game, list[Any]]:
    g = Game(ruleset("hegemony"), HegemonyMode(), players, seed)
    return g, [RandomBot(seed * 16 + s) for s in range(players)]


@pytest.mark.parametrize(("players", "first"), [(n, k) for n in (4, 6, 8)
                                                for k in range(0, 30, CHUNK)])
def test_hidden_generals_stay_hidden(players: int, first: int) -> None:
    """Issue 10, item 4: nobody learns a face-down general but through an effect that
    shows it (知己知彼, a reveal); the spectator sees none.  Hegemony games of the
    standard roster, 4, 6 and 8 players."""
    checks = sum(_check_game(players, seed, _hegemony) for seed in range(first, first + CHUNK))
    assert checks > CHUNK * players


def _extended(players: int, seed: int) -> tuple[Game, list[Any]]:
    g = Game(ruleset("hegemony+expansions"), HegemonyMode(), players, seed)
    return g, [RandomBot(seed * 16 + s) for s in range(players)]


@pytest.mark.parametrize("first", range(0, 30, CHUNK))
def test_the_extended_roster_leaks_nothing(first: int) -> None:
    """Issue 11: the expansions' generals and cards (deputy changes and the remaining
    pile, events, 役鬼's 魂, 知己知彼, 玉玺) with the same check, 6 players."""
    checks = sum(_check_game(6, seed, _extended) for seed in range(first, first + CHUNK))
    assert checks > CHUNK * 6


@pytest.mark.parametrize("first", range(0, 20, CHUNK))
def test_the_cards_under_wooden_ox_stay_unseen(first: int) -> None:
    """木牛流马 (势备篇): the cards under it are seen by their holder alone — the others
    (and a spectator) see how many; its holder moves it, with them, and uses them as
    hand cards.  5 players."""
    checks = sum(_check_game(5, seed, oxen) for seed in range(first, first + CHUNK))
    assert checks > CHUNK * 5


def test_the_under_perturbation_happens() -> None:
    """The games above keep cards under 木牛流马 the others never saw, for many decisions,
    and move it to another player at times."""
    hidden_seen = moved = 0
    for seed in range(CHUNK):
        g, bots = oxen(5, seed)
        seats = Seats(g, bots)
        while g.open_requests():
            hidden_seen += any(p.areas.under for p in g.players)
            seats.step()
        moved += any(r["t"] == "move" and r["src"].get("zone") == "under"
                     and r["dst"].get("zone") == "under" for r in g.log)
    assert hidden_seen > 50 and moved > 0


def test_the_face_down_perturbation_happens() -> None:
    """The games above do lay face-down cards that some seats may not look at."""
    hidden_seen = 0
    for seed in range(CHUNK):
        g, bots = _covered(5, seed)
        seats = Seats(g, bots)
        while g.open_requests():
            hidden_seen += any(not pc.face_up and pc.id in g.hidden for p in g.players
                               for pile in p.areas.piles.values() for pc in pile)
            seats.step()
    assert hidden_seen > 50


_LEAKS: dict[str, Callable[[Game], Any]] = {
    "hands": lambda g: [list(p.hand) for p in g.players],
    "draw pile": lambda g: g.draw_pile[:1],
    "roles": lambda g: [r.value for r in state(g).roles],
    "face-down cards": lambda g: [pc.id for p in g.players for pile in p.areas.piles.values()
                                  for pc in pile if not pc.face_up],
    "hidden generals": lambda g: [[c.general for c in p.generals] for p in g.players],
    "remaining generals": lambda g: g.general_pile[:1],
    "cards under an equipment card": lambda g: [list(p.areas.under.values())
                                                for p in g.players],
}


@pytest.mark.parametrize("leak", sorted(_LEAKS))
def test_the_check_catches_a_leak(leak: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A view that showed other hands, the top of the draw pile or every role would be
    caught: each perturbation can fail."""
    import sgs.core.protocol as protocol

    real = protocol.view

    def leaky(g: Game, seat: int | None, with_request: bool = True,
              cache: Any = None) -> dict[str, Any]:
        v = real(g, seat, with_request, cache)
        v["leak"] = _LEAKS[leak](g)
        return v

    monkeypatch.setattr(protocol, "view", leaky)
    with pytest.raises(AssertionError, match="sees a change"):
        _check_game(5, 1, {"face-down cards": _covered,
                           "hidden generals": _hegemony,
                           "remaining generals": _hegemony,
                           "cards under an equipment card": oxen}.get(leak, _honglou))
