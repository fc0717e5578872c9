"""The full-screen table (``sgs.tui``) against a real server: ``NetHost`` is its host,
a client of the server's messages, and a player pressing keys at the table answers
several decisions, each taken by the server (``ack``), while the server's bots play
the other seats."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from client_support import live_server

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))
from tui_support import KeyPlayer, until_asked

from sgs.server.net_host import NetHost
from sgs.tui.app import TableApp
from sgs.tui.autopass import Settings

DECISIONS = 4


@pytest.mark.asyncio
async def test_the_table_plays_decisions_against_a_server_through_the_network_host() -> None:
    with live_server(speed=10) as url:
        host = NetHost(url, "玩家")
        try:
            room = host.create_room(players=3, bots=["rule"], card_set="standard",
                                    decision_seconds=600)
            assert room["code"]
            host.send({"type": "start"})
            assert host.wait_for_game(60)
            assert host.seat == 0  # the maker sits first
            app = TableApp(host, "en", Settings(pace=0))
            async with app.run_test(size=(120, 40)) as pilot:
                player = KeyPlayer(pilot, app)
                for _ in range(400):
                    if host.acked >= DECISIONS or app.state == "over":
                        break
                    await until_asked(pilot, app)
                    if app.state == "over":
                        break
                    await player.step()
                # what the table shows came over the wire: the seats of the server's game
                shown = app.view.table
                assert shown is not None and len(shown["players"]) == 3
                assert app.view.seat == 0
                # leave the table mid-game: its drive stops before the screen goes
                app.workers.cancel_all()
                await pilot.pause()
            assert host.acked >= DECISIONS or (host.state is not None and host.state.over)
            assert host.state is not None and host.state.gaps == 0
        finally:
            host.close()
