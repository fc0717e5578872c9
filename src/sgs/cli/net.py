"""The commands that play against a server (``sgs serve``): ``sgs play --connect URL``
(the full-screen table as a client of the server's messages) and ``sgs bots --connect``
(bot clients filling seats of a room).  They need the server extra (``websockets``);
``sgs.server`` is imported only when they run.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.markup import escape

EXTRA = "pip install 'sgs[server]' (or: make serve)"

WORDS: dict[str, dict[str, str]] = {
    "zh": {
        "made": "房间已开：加入码 {code}（他人：sgs play --connect {url} --room {code}；"
                "机器人：sgs bots --connect {url} --room {code} --seats N）",
        "joined": "已加入房间 {code}，{seat}号位。",
        "host": "你是房主：人齐并准备好后按回车开始（空位由机器人补上）。",
        "wait": "已准备：等房主开始……",
        "refused": "未能开始：{why}",
        "gone": "服务器关闭了连接：{why}",
        "no_game": "游戏没有开始。",
        "over": "游戏结束。",
        "saved": "记录已存：{path}",
    },
    "en": {
        "made": "Room open: join code {code} (others: sgs play --connect {url} --room {code};"
                " bots: sgs bots --connect {url} --room {code} --seats N)",
        "joined": "In room {code}, seat {seat}.",
        "host": "You host: press Enter to start once everyone is ready (bots take the "
                "empty seats).",
        "wait": "Ready: waiting for the host to start…",
        "refused": "Not started: {why}",
        "gone": "The server closed the connection: {why}",
        "no_game": "The game did not start.",
        "over": "The game is over.",
        "saved": "Log saved: {path}",
    },
}


def _extra_missing(console: Console) -> int | None:
    try:
        import websockets  # noqa: F401
    except ImportError as exc:
        console.print(f"error: playing against a server needs the server extra "
                      f"({exc.name} is missing): {EXTRA}", markup=False)
        return 1
    return None


def net_play(url: str, room: str | None, name: str, lang: str, pace: float,
             settings: dict[str, Any], command: str,
             ask: Callable[[str], str] = input) -> int:
    """``sgs play --connect``: make (or join) a room, wait for its game, play it at the
    table; the exit status."""
    console = Console(highlight=False, soft_wrap=True)
    if (missing := _extra_missing(console)) is not None:
        return missing
    from ..server.client import ClientError
    from ..server.net_host import NetHost
    from .session import log_dir

    w = WORDS[lang]
    try:
        host = NetHost(url, name, command, log_dir())
    except (ClientError, OSError, TimeoutError) as exc:
        console.print(f"error: {escape(str(exc))}")
        return 1
    try:
        try:
            joined = host.join_room(room) if room else host.create_room(**settings)
        except ClientError as exc:
            console.print(f"error: {escape(str(exc.message.get(lang) or exc))}")
            return 1
        code = joined.get("code", "?")
        if room is None:
            console.print(escape(w["made"].format(code=code, url=url)))
        console.print(escape(w["joined"].format(code=code, seat=_my_seat(host))))
        if not _until_started(host, ask, console, w, lang):
            return 1
        return _table(host, lang, pace, console, w)
    finally:
        host.close()


def _my_seat(host: Any) -> Any:
    for s in (host.room or {}).get("seats", []):
        if (s.get("player") or {}).get("id") == host.player.get("id"):
            return s["seat"]
    return "-"


def _until_started(host: Any, ask: Callable[[str], str], console: Console,
                   w: dict[str, str], lang: str) -> bool:
    hosting = ((host.room or {}).get("host") or {}).get("id") == host.player.get("id")
    if not hosting:
        host.send({"type": "ready", "ready": True})
        console.print(w["wait"])
        if not host.wait_for_game():
            console.print(w["gone"].format(why=escape(str((host.gone or {}).get(lang)))))
            return False
        return True
    console.print(w["host"])
    while True:
        try:
            ask("")
        except EOFError:  # no terminal to press Enter in: start when everyone is ready
            host.until(lambda: _all_ready(host), 3600.0)
        errors = _start(host)
        if host.state is not None:
            return True
        if host.gone is not None:
            console.print(w["gone"].format(why=escape(str(host.gone.get(lang)))))
            return False
        why = errors[0].get(lang) if errors else "?"
        console.print(w["refused"].format(why=escape(str(why))))


def _start(host: Any) -> list[Any]:
    """Ask the server to start: the errors it answered (none: the game began)."""
    errors: list[Any] = []
    host.send({"type": "start"})
    host.until(lambda: host.state is not None or bool(errors), 20.0,
               lambda m: errors.append(m) if m.get("type") == "error" else None)
    return errors


def _all_ready(host: Any) -> bool:
    room = host.room or {}
    hid = (room.get("host") or {}).get("id")
    return all(s.get("ready") or (s.get("player") or {}).get("id") == hid
               for s in room.get("seats", []) if s.get("player"))


def _table(host: Any, lang: str, pace: float, console: Console, w: dict[str, str]) -> int:
    from ..tui.app import TableApp
    from ..tui.autopass import Settings
    from ..tui.settings_file import load_settings, settings_path

    path = settings_path()
    settings, _ = load_settings(path, Settings(pace=pace))
    if pace != Settings().pace:
        settings.pace = pace
    TableApp(host, lang, settings, settings_file=path).run()
    ending = host.finish()
    if host.gone is not None and not (host.state and host.state.over):
        console.print(w["gone"].format(why=escape(str(host.gone.get(lang)))))
        return 1
    console.print(w["over"])
    if ending.log_path is not None:
        console.print(w["saved"].format(path=escape(ending.log_path)))
    return 0


def net_bots(url: str, room: str, seats: int, bots: list[str], think: str, seed: int) -> int:
    """``sgs bots --connect``: fill ``seats`` seats of the room with bot clients, play
    its game to the end; the exit status."""
    console = Console(highlight=False, soft_wrap=True)
    if (missing := _extra_missing(console)) is not None:
        return missing
    from ..server.bots import fill_room, parse_think
    from ..server.client import ClientError

    try:
        bounds = parse_think(think)
    except ValueError as exc:
        console.print(f"error: {escape(str(exc))}")
        return 2
    try:
        results = asyncio.run(fill_room(url, room, seats, bots, bounds, seed,
                                        say=lambda s: console.print(escape(s))))
    except (ClientError, OSError, TimeoutError) as exc:
        console.print(f"error: {escape(str(exc))}")
        return 1
    except KeyboardInterrupt:
        return 130
    for k, result in enumerate(results):
        console.print(escape(f"bot{k + 1}: {result}"))
    sys.stdout.flush()
    return 0 if all(r is not None for r in results) else 1
