"""Bot clients (``sgs.server.bots``) over a real server's WebSocket (uvicorn on a
loopback port, its clock fast): a whole game to the end, every seat a client of the
messages; a reconnection resumes from the client's cursor."""

from __future__ import annotations

import asyncio
from typing import Any

from client_support import live_server

from sgs.replay import loads, verify
from sgs.server.bots import BotStats, fill_room, play_seat
from sgs.server.client import Client, get_text

THINK = (0.0, 0.01)


async def _host_room(url: str, people: int, **settings: Any) -> tuple[Client, str]:
    host = await Client.join(url, "host")
    room = await host.create_room(**settings)
    return host, str(room["code"])


async def _start_when_ready(host: Client, people: int) -> None:
    while not host.everyone_ready(people):
        await host.recv(30)
    await host.start()


def test_bot_clients_play_a_whole_game_to_the_end_and_its_log_verifies() -> None:
    async def game(url: str) -> tuple[list[Any], BotStats, str]:
        host, code = await _host_room(url, 4, players=4, bots=["rule"], card_set="standard")
        others = asyncio.create_task(fill_room(url, code, 2, ["rule", "random"], THINK,
                                               say=lambda _: None))
        await _start_when_ready(host, 3)
        stats = BotStats()
        mine = await play_seat(host, "rule", 5, THINK, stats)
        assert host.game is not None
        game_id = host.game.game
        await host.close()
        return [mine, *await others], stats, game_id

    with live_server(speed=100) as url:
        results, stats, game_id = asyncio.run(game(url))
        log_text = get_text(f"{url}/games/{game_id}/log")
    assert results[0] is not None and results[0]["winners"]
    assert results == [results[0]] * 3  # every client saw the same end
    assert stats.answers > 0 and stats.gaps == 0
    assert len(stats.latencies) >= stats.answers - stats.refused - 1
    assert verify(loads(log_text)).finished


def test_a_client_that_reconnects_gets_the_records_from_its_cursor_on() -> None:
    async def game(url: str) -> tuple[int, int, int]:
        host, code = await _host_room(url, 3, players=3, bots=["rule"], card_set="standard",
                                      decision_seconds=600)
        others = asyncio.create_task(fill_room(url, code, 1, ["rule"], THINK,
                                               say=lambda _: None))
        await _start_when_ready(host, 2)
        while host.game is None or host.game.cursor == 0:
            await host.recv(30)
        had = host.game.cursor
        assert host.ws is not None
        await host.ws.close()  # the connection is lost (not left)
        await host.reconnect()
        msg = await host.until("game")
        view = msg["view"]
        first = view["cursor"] - len(view["events"])
        # play on to the end (the game stays the same one)
        result = await play_seat(host, "rule", 3, THINK)
        await others
        await host.close()
        assert result is not None
        return had, first, host.game.gaps

    with live_server(speed=100) as url:
        had, first, gaps = asyncio.run(game(url))
    assert first == had  # no record twice, none missing
    assert gaps == 0
