"""The WebSocket: one connection per player (the newest wins), its limits, and the
dispatch of its messages to the lobby and the room's game.

Everything that changes state runs on the event loop without awaiting in between, so
no two messages interleave half-done.  A connection's messages go out through its own
bounded queue and writer task: a slow client never holds up another, and one that
does not read is closed.  Whatever a client sends, a failure is caught here and
answered with one ``error`` line; it never reaches another room or connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from starlette.websockets import WebSocket, WebSocketDisconnect

from .auth import Player, Tokens
from .messages import (
    Answer,
    Auto,
    Chat,
    CreateRoom,
    Error,
    JoinRoom,
    LeaveRoom,
    Ping,
    Ready,
    Resume,
    Start,
    TakeSeat,
    clean_chat,
    parse,
)
from .rooms import Lobby, Room

if TYPE_CHECKING:
    from .games import Games
    from .leases import Leases

log = logging.getLogger("sgs.server")

Json = dict[str, Any]

# close codes (4000-4999 are the application's)
CLOSE_REPLACED = 4000
CLOSE_TOKEN = 4001
CLOSE_ORIGIN = 4003
CLOSE_RATE = 4008
CLOSE_SIZE = 4009
CLOSE_SLOW = 4010


@dataclass(frozen=True)
class Limits:
    """Per-connection limits (docs/server.md, "Limits")."""

    message_bytes: int = 32 * 1024
    rate: float = 20.0  # messages a second, on average
    burst: int = 40  # messages at once
    queue: int = 2000  # messages waiting to go out to a client that does not read


class Bucket:
    """A token bucket: ``take()`` is False when the client sends faster than allowed."""

    def __init__(self, rate: float, burst: int, clock: Callable[[], float]) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = float(burst)
        self.at = clock()

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class Conn:
    """One open WebSocket of a player."""

    def __init__(self, ws: WebSocket, player: Player, limits: Limits,
                 clock: Callable[[], float]) -> None:
        self.ws, self.player = ws, player
        self.queue_max = limits.queue
        self.out: asyncio.Queue[str | None] = asyncio.Queue()
        self.bucket = Bucket(limits.rate, limits.burst, clock)
        self.closing: int | None = None  # the close code, once decided
        self.cursor = 0  # the game records the client has (``/ws?cursor=N``)
        self.words = False  # the game's story and prompts in words (``/ws?words=1``)

    def send(self, msg: Json) -> None:
        if self.closing is not None:
            return
        if self.out.qsize() >= self.queue_max:
            self.close(CLOSE_SLOW, Error("limit.slow").json())
            return
        self.out.put_nowait(json.dumps(msg, ensure_ascii=False, separators=(",", ":")))

    def close(self, code: int, why: Json) -> None:
        """Say why (after what is queued), then close."""
        if self.closing is not None:
            return
        self.closing = code
        self.out.put_nowait(json.dumps({**why, "type": "closed"}, ensure_ascii=False))
        self.out.put_nowait(None)

    def end(self) -> None:
        """The reader is done: let the writer finish what is queued and stop."""
        self.out.put_nowait(None)

    async def writer(self) -> None:
        try:
            while (text := await self.out.get()) is not None:
                await self.ws.send_text(text)
        except (WebSocketDisconnect, RuntimeError, OSError):
            pass
        finally:
            if self.closing is not None:
                with contextlib.suppress(Exception):
                    await self.ws.close(self.closing)


def origin_allowed(origin: str | None, host: str | None, allowed: frozenset[str]) -> bool:
    """No Origin (not a browser) is allowed; a browser's must be this server's own host
    or one of ``allowed`` (``--origin``; ``*`` allows any)."""
    if origin is None or "*" in allowed:
        return True
    if origin.rstrip("/") in allowed:
        return True
    return bool(host) and urlsplit(origin).netloc.lower() == (host or "").lower()


def token_of(ws: WebSocket) -> str | None:
    auth = ws.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip()
    return ws.cookies.get("sgs_token") or ws.query_params.get("token")


def cursor_of(ws: WebSocket) -> int:
    text = ws.query_params.get("cursor", "0")
    return int(text) if text.isdigit() and len(text) < 10 else 0


class Hub:
    """The connections, the lobby and the games of one server."""

    def __init__(self, lobby: Lobby, tokens: Tokens, limits: Limits,
                 clock: Callable[[], float], origins: frozenset[str],
                 version: str) -> None:
        self.lobby, self.tokens, self.limits = lobby, tokens, limits
        self.clock, self.origins, self.version = clock, origins, version
        self.conns: dict[str, Conn] = {}
        self.games: Games | None = None
        self.leases: Leases | None = None  # several instances on one database
        self._lobby_dirty = False

    # -- sending
    def to_player(self, player_id: str, msg: Json) -> None:
        conn = self.conns.get(player_id)
        if conn is not None:
            conn.send(msg)

    def room_changed(self, room: Room) -> None:
        """Tell the room's members its state, and the lobby (soon, once) its listing."""
        if room.state != "closed":
            msg = {"type": "room", "room": room.json()}
            for pid in room.members:
                self.to_player(pid, msg)
        self.lobby_changed()

    def lobby_changed(self) -> None:
        if not self._lobby_dirty:
            self._lobby_dirty = True
            asyncio.get_running_loop().call_soon(self._send_lobby)

    def _send_lobby(self) -> None:
        self._lobby_dirty = False
        msg = {"type": "lobby", "rooms": self.lobby.listing()}
        for pid, conn in self.conns.items():
            if pid not in self.lobby.where:
                conn.send(msg)

    # -- a connection's life
    async def serve(self, ws: WebSocket) -> None:
        if not origin_allowed(ws.headers.get("origin"), ws.headers.get("host"), self.origins):
            await ws.close(CLOSE_ORIGIN)  # before accepting: the handshake is refused
            return
        await ws.accept()
        player = self.tokens.check(token_of(ws))
        if player is None:
            await ws.send_text(json.dumps({**Error("conn.token").json(), "type": "closed"}))
            await ws.close(CLOSE_TOKEN)
            return
        conn = Conn(ws, player, self.limits, self.clock)
        conn.cursor = cursor_of(ws)
        conn.words = ws.query_params.get("words") == "1"
        old = self.conns.get(player.id)
        if old is not None:
            old.close(CLOSE_REPLACED, Error("conn.replaced").json())
        self.conns[player.id] = conn
        writer = asyncio.create_task(conn.writer())
        try:
            self._welcome(conn)
            await self._read(conn)
        finally:
            if self.conns.get(player.id) is conn:
                del self.conns[player.id]
                if self.games is not None:
                    games = self.games
                    self._safely(conn, lambda: games.disconnected(player))
            conn.end()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer, 5)
            writer.cancel()

    def _welcome(self, conn: Conn) -> None:
        from ..core.protocol import PROTOCOL_VERSION

        conn.send({"type": "welcome", "player": conn.player.json(), "version": self.version,
                   "protocol": PROTOCOL_VERSION, "limits": {
                       "message_bytes": self.limits.message_bytes, "rate": self.limits.rate,
                       "burst": self.limits.burst}})
        room = self.lobby.room_of(conn.player.id)
        if room is None and self.leases is not None:
            elsewhere = self.leases.find(conn.player.id)  # takes it over if it is free
            if elsewhere is not None:
                from .leases import CLOSE_ELSEWHERE

                conn.close(CLOSE_ELSEWHERE, elsewhere.json())
                return
            if self.lobby.room_of(conn.player.id) is not None:
                return  # taken over here: its members have been sent their room
        if room is None:
            conn.send({"type": "lobby", "rooms": self.lobby.listing()})
        else:
            conn.send({"type": "room", "room": room.json()})
            if self.games is not None:
                games = self.games
                self._safely(conn, lambda: games.connected(conn.player, room, conn.cursor))

    async def _read(self, conn: Conn) -> None:
        lim = self.limits
        while conn.closing is None:
            try:
                event = await conn.ws.receive()
            except (WebSocketDisconnect, RuntimeError):
                return
            if event["type"] == "websocket.disconnect":
                return
            text = event.get("text")
            raw = event.get("bytes") or b""
            size = len(raw) if text is None else len(text)
            if size > lim.message_bytes or (text is not None and size * 4 > lim.message_bytes
                                            and len(text.encode("utf-8")) > lim.message_bytes):
                conn.close(CLOSE_SIZE, Error("limit.size", {"max": lim.message_bytes}).json())
                return
            if not conn.bucket.take():  # every frame counts, binary ones too
                conn.close(CLOSE_RATE, Error("limit.rate", {"rate": f"{lim.rate:g}"}).json())
                return
            if text is None:
                conn.send(Error("msg.binary").json())
                continue
            self._safely(conn, lambda t=text: self.handle(conn, t))  # type: ignore[misc]

    def _safely(self, conn: Conn, action: Callable[[], None]) -> None:
        try:
            action()
        except Error as err:
            conn.send(err.json())
        except Exception:  # a bug must not reach other rooms: log it, tell the client
            log.exception("a message of %s failed", conn.player.id)
            conn.send(Error("server.internal").json())

    # -- the messages
    def handle(self, conn: Conn, text: str) -> None:
        msg = parse(text)
        player, lobby = conn.player, self.lobby
        match msg:
            case Ping():
                conn.send({"type": "pong"})
            case CreateRoom(settings=settings):
                self.room_changed(lobby.create(player, settings))
            case JoinRoom(room=rid, code=code, watch=watch):
                if self.leases is not None:
                    self.leases.bring(rid, code)
                room = lobby.join(player, rid, code, watch)
                self.room_changed(room)
                if self.games is not None:
                    self.games.connected(player, room)
            case LeaveRoom():
                room = lobby.leave(player)
                conn.send({"type": "left_room", "room": room.id})
                conn.send({"type": "lobby", "rooms": lobby.listing()})
                if self.games is not None:
                    self.games.left(player, room)
                self.room_changed(room)
            case TakeSeat(seat=seat):
                self.room_changed(lobby.take_seat(player, seat))
            case Ready(ready=ready):
                self.room_changed(lobby.ready(player, ready))
            case Start():
                room = lobby.can_start(player)
                if self.games is None:
                    raise Error("room.not_playing")
                self.games.start(room)
                self.room_changed(room)
            case Chat(text=text):
                room, line = lobby.chat(player, clean_chat(text))
                out = {"type": "chat", "room": room.id, **line.json()}
                for pid in room.members:
                    self.to_player(pid, out)
            case Answer(id=rid, value=value):
                self._games().answer(player, rid, value)
            case Auto(on=on):
                self._games().auto(player, on)
            case Resume(cursor=cursor):
                self._games().resume_view(player, cursor)

    def _games(self) -> Games:
        if self.games is None:
            raise Error("room.not_playing")
        return self.games
