"""What the full-screen table shows and does at a server that a local table does not
need (issue 23 item 10): the time left on the seat's decision (the ``game`` message's
``deadline`` and ``now``), F3 for 托管 and taking the seat back (the ``auto`` message),
and the room's chat both ways, shown as text — never as Textual markup.  Each against a
real server in this process (uvicorn on a loopback port) through ``NetHost``."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from client_support import GUARD, live_server
from textual.pilot import Pilot

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))
from tui_support import until_asked

from sgs.server.client import Client
from sgs.server.net_host import NetHost
from sgs.tui.app import TableApp
from sgs.tui.autopass import Settings
from sgs.tui.screens import GeneralScreen

SIZE = (120, 40)


def _start(host: NetHost, **settings: Any) -> None:
    host.create_room(**{"players": 3, "bots": ["rule"], "card_set": "standard",
                        **settings})
    host.send({"type": "start"})
    assert host.wait_for_game(GUARD)


async def _until(pilot: Pilot[None], done: Callable[[], bool], what: str) -> None:
    """Let the table run until ``done()`` (a generous guard, not a timing)."""
    for _ in range(int(GUARD * 10)):
        if done():
            return
        await pilot.pause(0.1)
    raise AssertionError(f"never: {what}")


def _prompt(app: TableApp) -> str:
    return str(app.screen_stack[0].query_one("#prompt").render())


@pytest.mark.asyncio
async def test_the_table_shows_the_seconds_left_on_the_decision_the_server_waits_for(
) -> None:
    with live_server(speed=1) as url:
        host = NetHost(url, "玩家")
        try:
            _start(host, decision_seconds=40)
            app = TableApp(host, "en", Settings(pace=0))
            async with app.run_test(size=SIZE) as pilot:
                await until_asked(pilot, app)  # the lord's pick of a general
                await _until(pilot, lambda: app.net_status is not None and
                             app.net_status.seconds_left is not None, "a deadline")
                await _until(pilot, lambda: "s left" in _prompt(app), "the time shown")
                left = re.search(r"⏱ (\d+) s left", _prompt(app))
                assert left is not None, _prompt(app)
                assert 0 < int(left.group(1)) <= 40
                app.workers.cancel_all()
                await pilot.pause()
        finally:
            host.close()


@pytest.mark.asyncio
async def test_f3_hands_the_seat_to_the_servers_bot_and_f3_again_takes_it_back() -> None:
    with live_server(speed=10) as url:
        host = NetHost(url, "玩家")
        try:
            _start(host, decision_seconds=600)
            app = TableApp(host, "zh", Settings(pace=0))
            async with app.run_test(size=SIZE) as pilot:
                await until_asked(pilot, app)
                assert isinstance(app.screen, GeneralScreen)  # asked: choose a general
                await pilot.press("f3")
                # the server's bot answers for the seat: the question goes away
                await _until(pilot, lambda: host.state is not None and host.state.auto,
                             "托管 on at the server")
                await _until(pilot, lambda: not isinstance(app.screen, GeneralScreen),
                             "the pick dropped")
                await _until(pilot, lambda: bool(app.view.me.get("general")),
                             "the bot's pick")
                await _until(pilot, lambda: "托管中" in _prompt(app), "托管 shown")
                assert app.state != "asking"
                await pilot.press("f3")  # take the seat back
                await _until(pilot, lambda: host.state is not None and
                             not host.state.auto, "托管 off at the server")
                await _until(pilot, lambda: app.state in ("asking", "over"),
                             "asked again")
                assert "托管中" not in _prompt(app)
                app.workers.cancel_all()
                await pilot.pause()
        finally:
            host.close()


@pytest.mark.asyncio
async def test_room_chat_goes_both_ways_and_markup_in_a_line_is_shown_as_typed() -> None:
    with live_server(speed=10) as url:
        host = NetHost(url, "玩家")
        friend = None
        try:
            room = host.create_room(players=3, bots=["rule"], card_set="standard",
                                    decision_seconds=600)
            friend = await Client.join(url, "乙")
            await friend.join_room(str(room["code"]), watch=True)
            host.send({"type": "start"})
            assert host.wait_for_game(GUARD)
            app = TableApp(host, "en", Settings(pace=0))
            async with app.run_test(size=SIZE) as pilot:
                # the friend's line, with what Textual would take for markup
                said = "[bold red]hi[/bold red] [@click=app.quit]x[/] [b"
                await friend.send({"type": "chat", "text": said})
                await _until(pilot, lambda: any(said in line for line in app.story.plain()),
                             "the friend's line in the story")
                line = next(t for t in app.story.entries if said in t.plain)
                assert line.plain.endswith(f"乙: {said}")  # every character kept
                assert not any(span.style and "red" in str(span.style) for span in line.spans)
                # the player's line: / opens the chat, Enter sends it
                await pilot.press("/")
                await pilot.press(*"[i]ok/[/i]")
                await pilot.press("enter")
                got = await friend.until("chat", lambda m: m.get("text") == "[i]ok/[/i]", GUARD)
                assert got["from"]["name"] == "玩家"
                await _until(pilot, lambda: any(t.plain.endswith("you: [i]ok/[/i]")
                                                for t in app.story.entries), "own line")
                assert app.is_running  # the markup in the lines did nothing
                app.workers.cancel_all()
                await pilot.pause()
        finally:
            if friend is not None:
                await friend.close()
            host.close()
