"""The network client (``sgs.server.client.Client``, under ``sgs play --connect`` and
``sgs bots --connect``) between two instances on one database (docs/server.md, "A client
on the wrong instance"): "A client reconnects to ``url`` — or, if that one does not
answer (it died), to any instance after ``until``: that one takes the room over."."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path
from typing import Any

import pytest
from app_support import connect, send, server, token, until
from client_support import live_server
from database_support import sqlite_url
from websockets.exceptions import ConnectionClosed

from sgs.server.client import Client, Moved, http_base, ws_url

GAME: dict[str, Any] = {"players": 3, "card_set": "standard", "bots": ["rule"],
                        "decision_seconds": 600}


async def _told_elsewhere(client: Client) -> None:
    """Read until the connection ends (the server said where the room is and closed)."""
    with pytest.raises(ConnectionClosed):
        for _ in range(100):
            await client.recv(30)


def test_a_client_on_the_wrong_instance_follows_to_the_one_that_runs_its_room(
        tmp_path: Path) -> None:
    """甲's room runs on A; 甲's client, connected to B, is told so and reconnects to A,
    which serves it the same game."""
    common: dict[str, Any] = {"memory": False, "db": sqlite_url(tmp_path)}

    async def play(a: str, b: str) -> None:
        first = await Client.join(a, "甲")
        await first.create_room(**GAME)
        await first.start()
        game = (await first.until("game"))["game"]
        await first.close()

        client = Client(b, first.token, first.player)
        await client.connect()
        await _told_elsewhere(client)
        assert client.moved is not None and client.moved.url == a + "/"
        assert client.closed is None  # not a close for good
        await client.reconnect()
        assert client.url == a + "/"
        view = await client.until("game")
        assert view["game"] == game and "catalogue" in view["view"]
        await client.close()

    with live_server(name="a", **common) as a, live_server(name="b", **common) as b:
        asyncio.run(play(a, b))


def _dead_url() -> str:
    """The address of a port nobody listens at (bound, then let go)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{sock.getsockname()[1]}/"


def test_a_client_sent_to_a_dead_instance_gets_its_game_from_its_own_once_the_lease_ends(
        tmp_path: Path) -> None:
    """A runs 甲's room and dies (its lease is left to run out, unreleased); its URL does
    not answer. 甲's client on B is sent there, finds nobody, and tries B again after
    ``until``: B takes the room over and serves the game."""
    db = sqlite_url(tmp_path)
    dead = _dead_url()
    common: dict[str, Any] = {"memory": False, "db": db, "lease_seconds": 3.0,
                              "survey_seconds": 3600.0}  # B takes over as 甲 comes
    with server(instance=dead + "#a", **common) as a:
        tok = token(a, "甲")
        with connect(a, tok) as ws:
            until(ws, "lobby")
            send(ws, type="create_room", settings=GAME)
            room = until(ws, "room")["room"]
            send(ws, type="start")
            game = until(ws, "game")["game"]
        a_server = a.app.state.server  # type: ignore[attr-defined]
        a_server.store.release_lease = lambda *_args, **_kw: None  # dies: no release

    async def play(b: str) -> tuple[Moved | None, str, Any, Any]:
        client = Client(b, tok, {})  # A's token: the database's, every instance's
        await client.connect()
        await _told_elsewhere(client)
        moved = client.moved
        tries: list[int] = []
        await client.reconnect(pause=0.05, on_try=tries.append)
        assert len(tries) >= 2  # A's URL first: nobody answers there
        got = await client.until("room")
        view = await client.until("game")
        await client.close()
        return moved, client.url, got["room"], view

    with live_server(**common) as b:
        moved, url, got, view = asyncio.run(play(b))
    assert moved is not None and moved.url == dead
    assert url == b  # back on its own instance, which took the room over
    assert got["id"] == room["id"] and got["game"] == game
    assert view["game"] == game and "catalogue" in view["view"]


def test_only_an_http_or_https_url_with_a_host_is_followed() -> None:
    """"(validated: http or https scheme, a host; a bad one is ignored and the client
    keeps its own URL)" — the issue's words; ``until`` that is not a number is none."""
    def told(url: Any, until: Any = 5.0) -> Moved | None:
        return Moved.of({"type": "closed", "code": "room.elsewhere",
                         "params": {"room": "r", "url": url, "until": until}})

    assert told("https://play.example/a/") == Moved("https://play.example/a/", 5.0)
    assert told("http://10.0.0.2:8765/", "soon") == Moved("http://10.0.0.2:8765/", 0.0)
    for bad in ("javascript:alert(1)", "ftp://play.example/", "http:///a/", "play.example",
                "http://play.example:port/", 7, None):
        assert told(bad) is None, bad


def test_an_instance_behind_a_proxy_path_is_reached_at_its_path() -> None:
    """``--public-url https://play.example/a/`` (docs/server.md's proxy): the session and
    the WebSocket of that instance are under ``/a/``."""
    assert http_base("https://play.example/a/") == "https://play.example/a"
    assert ws_url("https://play.example/a/", 7) == "wss://play.example/a/ws?cursor=7"
    assert ws_url("http://127.0.0.1:8765/") == "ws://127.0.0.1:8765/ws"
    assert http_base("ws://127.0.0.1:8765/ws") == "http://127.0.0.1:8765"
