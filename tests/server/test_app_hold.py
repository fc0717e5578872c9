"""When the table holds (docs/server.md, "The waiting rule"): "a table holds unless at
most one person sits at it and it takes no spectators — then no one but bots, which
ignore time, could read the time".  Whether spectators may come is a public room
setting, as the seats are; ``window_seconds`` and ``turn_seconds`` are room settings,
bounded like the others."""

from __future__ import annotations

from typing import Any

import pytest
from app_support import Clock, connect, drain, send, server, settle, token, until

START = 1_000_000.0


def _start(c: Any, ws: Any, **settings: Any) -> None:
    send(ws, type="create_room", settings={"players": 3, "card_set": "standard",
                                           "bots": ["rule"], **settings})
    until(ws, "room")


def test_a_room_of_one_person_without_spectators_moves_at_once() -> None:
    """Under 托管 the one person's seat is a bot's too: with nobody to read the time the
    whole game is played without the clock moving."""
    clock = Clock(START)
    with server(clock=clock, seeds=lambda: 5) as c, connect(c, token(c, "A")) as ws:
        _start(c, ws, spectators=False)
        send(ws, type="start")
        until(ws, "game")
        table = next(iter(c.app.state.server.games.live.values())).table  # type: ignore[attr-defined]
        assert table.settings.hold is False
        send(ws, type="auto", on=True)
        over = until(ws, "game_over", limit=100_000)
        assert over["result"]["winners"] and clock.now == START


@pytest.mark.parametrize("who", ["spectators allowed", "a second person"])
def test_a_room_anyone_could_read_the_time_in_holds(who: str) -> None:
    """With spectators allowed, or a second person seated, the same game under 托管 is
    held at its first public stop until the clock moves."""
    clock = Clock(START)
    with server(clock=clock, seeds=lambda: 5) as c:
        ta, tb = token(c, "A"), token(c, "B")
        with connect(c, ta) as wa, connect(c, tb) as wb:
            _start(c, wa, spectators=who == "spectators allowed")
            if who == "a second person":
                rooms = c.app.state.server.lobby.rooms  # type: ignore[attr-defined]
                send(wb, type="join_room", code=next(iter(rooms.values())).code)
                until(wb, "room")
                send(wb, type="ready")
                until(wb, "room", where=lambda m: any(s["ready"] for s in m["room"]["seats"]))
            send(wa, type="start")
            until(wa, "game")
            table = next(iter(c.app.state.server.games.live.values())).table  # type: ignore[attr-defined]
            assert table.settings.hold is True
            send(wa, type="auto", on=True)
            if who == "a second person":
                send(wb, type="auto", on=True)
            settle(c)
            got = drain(wa)
            assert not any(m["type"] == "game_over" for m in got)
            assert table.holding and not table.game.over


def test_the_segments_are_room_settings() -> None:
    """``window_seconds`` and ``turn_seconds`` go from the room to its table."""
    clock = Clock(START)
    with server(clock=clock, seeds=lambda: 5) as c, connect(c, token(c, "A")) as ws:
        _start(c, ws, window_seconds=7, turn_seconds=42)
        send(ws, type="start")
        until(ws, "game")
        table = next(iter(c.app.state.server.games.live.values())).table  # type: ignore[attr-defined]
        assert (table.settings.window_seconds, table.settings.turn_seconds) == (7.0, 42.0)


@pytest.mark.parametrize(("field", "value"), [("window_seconds", 0), ("window_seconds", 121),
                                              ("turn_seconds", 0), ("turn_seconds", 601),
                                              ("window_seconds", 2.5)])
def test_segments_out_of_bounds_are_refused_in_one_line(field: str, value: Any) -> None:
    with server() as c, connect(c, token(c, "A")) as ws:
        until(ws, "lobby")
        send(ws, type="create_room", settings={field: value})
        err = until(ws, "error")
        assert err["code"] == "msg.invalid" and field in err["en"]
