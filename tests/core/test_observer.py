"""The seat protocol's Observer (docs/protocol.md, "Stops"): a seat is shown the game at
the stops visible to it — public ones and its own — and nothing new elsewhere.

The game of the issue's reproduction (issue 22, item 6): hegemony, 4 players, seed
39, random bots seeded ``seed*16+seat``; 刘禅 (seat 3, face down) is asked
``skill.reveal`` for 享乐 while a 杀 at him is resolved, a stop the others must not see.
"""

from __future__ import annotations

from typing import Any

from sgs.agents import RandomBot
from sgs.core import Game
from sgs.core.protocol import Observer
from sgs.host import Seats
from sgs.modes.hegemony import HegemonyMode
from sgs.packs import ruleset

Json = dict[str, Any]
SEED = 39


def _game() -> tuple[Game, Seats]:
    g = Game(ruleset("hegemony"), HegemonyMode(), 4, SEED)
    return g, Seats(g, [RandomBot(SEED * 16 + s) for s in range(4)])


def _at_xiangle(g: Game) -> bool:
    return any(r.prompt == "skill.reveal" and r.reason == "xiangle"
               for r in g.open_requests())


def _step(g: Game, seats: Seats) -> None:
    seats.answer(g.open_requests()[0])


def test_a_follower_that_did_not_look_gets_the_last_public_stop_at_a_private_one() -> None:
    """A spectator that looks only at 享乐's question (a private stop) gets every record
    up to the stop before it (the attacker's play request, public) and that stop's
    table — what one that looked at every stop last got — and nothing after."""
    g, seats = _game()
    every, seldom = Observer(g, None, follow=True), Observer(g, None, follow=True)
    seen: list[Json] = []
    last: Json = {}
    while not _at_xiangle(g):
        obs = every.observe()
        seen.extend(obs["events"])
        if obs["events"]:
            last = obs
        _step(g, seats)
    now = every.observe()
    assert now["events"] == [] and now["table"] == last["table"]
    got = seldom.observe()
    assert got["events"] == seen
    assert got["table"] == last["table"] and got["cursor"] == last["cursor"]
    assert "catalogue" in got  # its first observation
    assert not any(e["t"] == "use" and e["current"] is None
                   for e in got["table"]["resolving"])


def test_an_observer_that_does_not_follow_shows_what_it_last_read() -> None:
    """A bot's observer (it does not follow) read at the game's first stop shows, at
    another seat's private stop, that same state: no record, the same table."""
    g, seats = _game()
    ob = Observer(g, 1)
    first = ob.observe()
    assert first["events"] and first["table"] is not None
    while not _at_xiangle(g):
        _step(g, seats)
    again = ob.observe()
    assert again["events"] == [] and again["request"] is None
    assert again["table"] == first["table"] and again["cursor"] == first["cursor"]
    assert g.observe(1, since=first["cursor"])["events"]  # the live state is newer


def test_an_observation_repeated_at_a_private_stop_is_a_copy() -> None:
    """What a consumer does to one observation does not change the next."""
    g, seats = _game()
    ob = Observer(g, None, follow=True)
    while not _at_xiangle(g):
        ob.observe()
        _step(g, seats)
    one = ob.observe()
    players = len(one["table"]["players"])
    one["table"]["players"].clear()
    one["you"] = {"spoilt": True}
    two = ob.observe()
    assert len(two["table"]["players"]) == players


def test_the_seat_asked_privately_sees_its_own_request_and_the_live_state() -> None:
    """刘禅's own seat is shown its question with the 杀 being resolved."""
    g, seats = _game()
    ob = seats.observer(3)
    while not _at_xiangle(g):
        _step(g, seats)
    full = Observer(g, 3)
    obs = full.observe()
    assert obs["request"]["prompt"] == "skill.reveal"
    assert any(e["t"] == "use" and e["current"] is None
               for e in obs["table"]["resolving"])
    assert ob.observe()["request"]["prompt"] == "skill.reveal"  # (the bot reads only that)


def test_the_stops_are_counted_and_the_play_requests_are_public() -> None:
    """Every play-phase request is a public stop; 享乐's question is not."""
    g, seats = _game()
    public = private = 0
    while g.open_requests():
        req = g.open_requests()[0]
        if req.kind == "play":
            assert g.at_public_stop
            public += 1
        elif req.reason != "setup":
            assert not g.at_public_stop
            private += 1
        _step(g, seats)
    assert g.at_public_stop  # the end
    assert public > 10 and private > 10
