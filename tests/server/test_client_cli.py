"""``sgs bots --connect URL --room CODE --seats N`` as a real process: its bot clients
join the room by its code, sit, get ready and play the game to the end with the
room's maker (a client in the test) over a real server's WebSocket."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

from client_support import GUARD, live_server

from sgs.server.bots import play_seat
from sgs.server.client import Client

SRC = Path(__file__).resolve().parents[2] / "src"


def test_sgs_bots_fills_the_seats_of_a_room_and_plays_its_game_to_the_end() -> None:
    async def game(url: str) -> tuple[object, subprocess.CompletedProcess[str]]:
        host = await Client.join(url, "maker")
        room = await host.create_room(players=4, bots=["random"], card_set="standard")
        env = {**os.environ, "PYTHONPATH": str(SRC)}
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "sgs.cli.main", "bots", "--connect", url, "--room",
            str(room["code"]), "--seats", "2", "--think", "0-0.01", env=env,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        while not host.everyone_ready(3):
            await host.recv(GUARD)
        seated = [s["player"]["name"] for s in (host.room or {})["seats"] if s["player"]]
        await host.start()
        result = await play_seat(host, "rule", 1, (0.0, 0.01))
        await host.close()
        out, err = await asyncio.wait_for(proc.communicate(), GUARD)
        assert proc.returncode is not None
        done = subprocess.CompletedProcess([], proc.returncode, out.decode(), err.decode())
        assert seated[0] == "maker" and len(seated) == 3
        return result, done

    with live_server(speed=100) as url:
        result, done = asyncio.run(game(url))
    assert done.returncode == 0, done.stderr
    assert result is not None
    lines = done.stdout.splitlines()
    assert sum("seat" in line for line in lines) == 2
    assert sum(str(result) in line for line in lines) == 2  # each bot saw the same end
