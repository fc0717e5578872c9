"""A client of ``sgs serve``'s messages (docs/server.md, "Messages"), on asyncio and the
``websockets`` package: a session token (``POST /session``), the WebSocket, a room made
or joined by its code, a seat, ready and start, then the game — its seat's observations
and requests in, answers out — and a reconnection that resumes from the cursor, on the
instance that runs the room (docs/server.md, "A client on the wrong instance").

The bots over the network (:mod:`.bots`), the load test (``benchmarks/serve_load.py``)
and the terminal table's network host (:mod:`.net_host`) are all made of this.  It is a
client of the wire only: it imports nothing of the server.

A :class:`Client` has one reader: call :meth:`Client.recv` (or the helpers that wait for
a message, :meth:`Client.until`) from one task.  Every message read updates what the
client knows (its room, its game: :class:`SeatState`) before it is returned.
"""

from __future__ import annotations

import asyncio
import http.client
import json
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

Json = dict[str, Any]

OPEN_TIMEOUT = 20.0
# the server closes these for good (a newer connection, a bad token, a limit): no retry
# (not 4011, ``room.elsewhere``: the room runs on another instance, reconnect there)
FINAL_CLOSES = frozenset({4000, 4001, 4003, 4008, 4009, 4010})
ELSEWHERE = "room.elsewhere"
LEASE_WAIT_MOST = 30.0  # seconds: a dead instance's lease is waited out, on our clock
LOBBY_PREFIX = '{"type":"lobby"'
RECONNECT_TRIES = 40  # with the back-off: about 75 s of a server away


class ClientError(Exception):
    """The server refused something (its ``code``, ``zh``, ``en``) or went away."""

    def __init__(self, message: Json | str) -> None:
        self.message: Json = message if isinstance(message, dict) else {
            "type": "error", "code": "client", "zh": message, "en": message}
        super().__init__(f"{self.message.get('code')}: {self.message.get('en')}")

    @property
    def code(self) -> str:
        return str(self.message.get("code"))


def http_base(url: str) -> str:
    """``http(s)://host:port[/path]`` of a server address given as http(s)://… or
    ws(s)://… (a path: an instance behind a proxy; a last ``/ws`` is the WebSocket's)."""
    parts = urlsplit(url if "//" in url else f"http://{url}")
    scheme = {"ws": "http", "wss": "https"}.get(parts.scheme, parts.scheme or "http")
    path = parts.path.rstrip("/")
    path = path[:-3] if path.endswith("/ws") else path
    return urlunsplit((scheme, parts.netloc, path, "", ""))


def ws_url(url: str, cursor: int = 0) -> str:
    """The WebSocket's address (``/ws``), with the cursor to resume from."""
    base = http_base(url)
    scheme = "wss" if base.startswith("https") else "ws"
    query = f"?cursor={cursor}" if cursor else ""
    return f"{scheme}{base[base.index(':'):]}/ws{query}"


def _post(url: str, body: Json, source: str | None = None) -> Json:
    """POST ``body`` as JSON; ``source``: the local address to send from (the load test
    stands for many machines: the server limits new sessions per address)."""
    parts = urlsplit(url)
    conn_type = http.client.HTTPSConnection if parts.scheme == "https" else \
        http.client.HTTPConnection
    conn = conn_type(parts.hostname or "127.0.0.1", parts.port, timeout=OPEN_TIMEOUT,
                     source_address=(source, 0) if source else None)
    try:
        conn.request("POST", parts.path or "/", body=json.dumps(body).encode(),
                     headers={"content-type": "application/json"})
        got = conn.getresponse()
        text = got.read()
    except OSError as exc:
        raise ClientError(f"cannot reach {url}: {exc}") from None
    finally:
        conn.close()
    try:
        data: Json = json.loads(text)
    except ValueError:
        raise ClientError(f"HTTP {got.status} from {url}") from None
    if got.status != 200:
        raise ClientError(data)  # the server's one-line error
    return data


def get_text(url: str) -> str:
    try:
        with urllib.request.urlopen(url, timeout=OPEN_TIMEOUT) as got:
            return str(got.read().decode("utf-8"))
    except (urllib.error.URLError, OSError) as exc:
        raise ClientError(f"cannot get {url}: {exc}") from None


@dataclass(frozen=True)
class Moved:
    """Where the server said this client's room lives (``room.elsewhere``): the instance's
    ``url``, and ``until`` (epoch seconds) its lease runs, after which any instance takes
    the room over."""

    url: str
    until: float

    @classmethod
    def of(cls, msg: Json) -> Moved | None:
        """The ``room.elsewhere`` message's place, if its URL is one to follow (http or
        https, a host): a server is not trusted to send a client anywhere else."""
        params = msg.get("params") or {}
        url, until = params.get("url"), params.get("until")
        if not isinstance(url, str):
            return None
        try:
            parts = urlsplit(url)
            ok = parts.scheme in ("http", "https") and bool(parts.hostname)
            _ = parts.port  # a port that is not a number raises
        except ValueError:
            return None
        if not ok:
            return None
        if isinstance(until, bool) or not isinstance(until, int | float):
            until = 0.0  # no lease's end: the next try is not put off
        return cls(url, float(until))


async def new_session(url: str, name: str, source: str | None = None) -> tuple[str, Json]:
    """A session token for ``name`` (``POST /session``) and the player it names."""
    got = await asyncio.to_thread(_post, http_base(url) + "/session", {"name": name},
                                  source)
    return str(got["token"]), dict(got["player"])


@dataclass
class SeatState:
    """One game as this client has been shown it (``game`` messages, merged).

    ``events`` gathers the records not yet taken (:meth:`take`): what the seat has seen
    since it last looked, as an observation of the seat protocol carries them.
    """

    game: str
    protocol: int | None = None
    seat: int | None = None
    cursor: int = 0
    catalogue: Json | None = None
    table: Json | None = None
    you: Json | None = None
    request: Json | None = None
    request_id: int | None = None
    deadline: float | None = None
    auto: bool = False
    over: bool = False
    result: Json | None = None
    events: list[Json] = field(default_factory=list)
    gaps: int = 0  # views whose records did not follow on from the cursor (never, we hope)
    fresh: bool = True  # the catalogue not given out yet
    answered: int | None = None  # the request id last answered here

    def merge(self, view: Json) -> None:
        events = view.get("events") or []
        if view.get("cursor", 0) - len(events) != self.cursor:
            if view.get("cursor", 0) - len(events) == 0:  # a view from the start: afresh
                self.events, self.fresh = [], True
            else:
                self.gaps += 1
        self.cursor = int(view.get("cursor", 0))
        self.events.extend(events)
        if view.get("catalogue") is not None:
            self.catalogue = view["catalogue"]
        self.protocol = view.get("protocol", self.protocol)
        self.seat = view.get("seat")
        self.table, self.you = view.get("table"), view.get("you")
        self.request, self.request_id = view.get("request"), view.get("request_id")
        self.deadline = view.get("deadline")
        self.auto = bool(view.get("auto", False))
        self.over = bool(view.get("over", False))

    @property
    def asked(self) -> bool:
        """An open request not answered from here yet."""
        return self.request is not None and self.request_id != self.answered

    def take(self) -> Json:
        """The seat protocol's observation of what is new since the last ``take``: the
        records, the table, ``you``, the request (and the catalogue the first time)."""
        obs: Json = {"protocol": self.protocol, "seat": self.seat, "cursor": self.cursor,
                     "events": self.events, "table": self.table, "you": self.you,
                     "request": self.request}
        if self.fresh and self.catalogue is not None:
            obs["catalogue"] = self.catalogue
            self.fresh = False
        self.events = []
        return obs


class Client:
    """One player's connection to a server (module docstring)."""

    def __init__(self, url: str, token: str, player: Json,
                 clock: Callable[[], float] = time.monotonic,
                 follow_lobby: bool = True) -> None:
        self.url, self.token, self.player = url, token, player
        self.home = url  # the address given (any instance): where a lost room is sought
        self.moved: Moved | None = None  # the last ``room.elsewhere``, until followed
        self.hops = 0  # follows since a room was last served (two instances in a race
        # may send a client back and forth for a moment: the second hop waits)
        self.follow_lobby = follow_lobby  # False: ``lobby`` messages are skipped unread
        self.clock = clock
        self.ws: ClientConnection | None = None
        self.room: Json | None = None
        self.lobby: list[Json] = []
        self.game: SeatState | None = None
        self.closed: Json | None = None  # the server's reason, when it closed for good
        self.received = 0
        self.last_game_at = 0.0  # when the last ``game`` message came (``clock``)

    @classmethod
    async def join(cls, url: str, name: str, source: str | None = None,
                   follow_lobby: bool = True) -> Client:
        """A new player ``name`` on the server at ``url``, connected (``source``: the
        local address its session is asked from)."""
        token, player = await new_session(url, name, source)
        client = cls(url, token, player, follow_lobby=follow_lobby)
        await client.connect()
        return client

    # -- the connection
    async def connect(self, url: str | None = None) -> None:
        """(Re)open the WebSocket (at ``url``, then this client's address; the session
        token is every instance's); in a game, from the cursor this client has."""
        url = url or self.url
        cursor = self.game.cursor if self.game is not None else 0
        self.ws = await connect(ws_url(url, cursor), open_timeout=OPEN_TIMEOUT,
                                additional_headers={"Authorization": f"Bearer {self.token}"},
                                max_size=1 << 24, compression=None)
        await self.until("welcome")
        self.url = url

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()

    async def send(self, msg: Json) -> None:
        if self.ws is None:
            raise ClientError("not connected")
        await self.ws.send(json.dumps(msg, ensure_ascii=False, separators=(",", ":")))

    async def recv(self, timeout: float | None = None) -> Json:
        """The next message (known state updated); ``ClientError`` when the server has
        closed for good, ``ConnectionClosed`` when the connection was lost (or the room
        runs on another instance: ``room.elsewhere`` is not returned, it says where
        :meth:`reconnect` goes), ``TimeoutError`` after ``timeout`` seconds."""
        if self.ws is None:
            raise ClientError("not connected")
        while True:
            got = await (self.ws.recv() if timeout is None else
                         asyncio.wait_for(self.ws.recv(), timeout))
            text = got.decode("utf-8") if isinstance(got, bytes) else got
            # the lobby's listing goes to everyone outside a room at each change:
            # a client that does not follow it need not read it (the server writes
            # a message's type first)
            if not self.follow_lobby and text.startswith(LOBBY_PREFIX):
                continue
            msg: Json = json.loads(text)
            self.received += 1
            if msg.get("type") == "closed" and msg.get("code") == ELSEWHERE:
                self.moved = Moved.of(msg)  # the close follows: ConnectionClosed
                continue
            self._take(msg)
            return msg

    def _take(self, msg: Json) -> None:
        kind = msg.get("type")
        if kind == "room":
            self.room, self.hops = msg["room"], 0
        elif kind == "lobby":
            self.lobby = list(msg.get("rooms") or [])
        elif kind == "left_room":
            self.room = None
        elif kind == "game":
            self.last_game_at = self.clock()
            if self.game is None or self.game.game != msg.get("game"):
                self.game = SeatState(str(msg.get("game")))
            self.game.merge(msg["view"])
        elif kind == "game_over":
            if self.game is not None and self.game.game == msg.get("game"):
                self.game.over, self.game.result = True, msg.get("result")
        elif kind == "closed":
            self.closed = msg

    async def until(self, kind: str, where: Callable[[Json], bool] = lambda _: True,
                    timeout: float | None = None) -> Json:
        """Read until a message of type ``kind`` (for which ``where`` holds); an
        ``error`` or ``closed`` on the way raises :class:`ClientError`."""
        while True:
            try:
                msg = await self.recv(timeout)
            except ConnectionClosed:
                raise ClientError(self.closed or "the server closed the connection") from None
            if msg.get("type") == kind and where(msg):
                return msg
            if msg.get("type") in ("error", "closed") and kind not in ("error", "closed"):
                raise ClientError(msg)

    async def reconnect(self, tries: int = RECONNECT_TRIES, pause: float = 0.25,
                        most: float = 2.0,
                        on_try: Callable[[int], None] = lambda _: None) -> None:
        """After a lost connection: open it again (the cursor says what we have),
        waiting ``pause`` seconds after a failed try, twice as long after each next
        one, ``most`` at most (a restarting server is not hammered); ``on_try(n)``
        before the n-th try (from 1).

        The first try goes where the room is (the instance ``room.elsewhere`` named, or
        the one last connected to); when that one does not answer (it died), the next
        go to the address this client was given, after the dead instance's lease (any
        instance takes the room over then)."""
        if self.closed is not None and self.ws is not None and \
                self.ws.close_code in FINAL_CLOSES:
            raise ClientError(self.closed)
        self.closed = None  # a close that was not final (a restart): try again
        moved, self.moved = self.moved, None
        url = moved.url if moved is not None else self.url
        if moved is not None:
            if self.hops:
                await asyncio.sleep(min(pause * 2 ** (self.hops - 1), most))
            self.hops += 1
        for attempt in range(tries):
            on_try(attempt + 1)
            try:
                await self.connect(url)
                return
            # (a server starting again may take the connection and drop it before
            # its HTTP answer: InvalidHandshake)
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError, ClientError):
                if attempt == tries - 1:
                    raise
                wait = min(pause * 2 ** attempt, most)
                if url != self.home:
                    if moved is not None:
                        wait = max(wait, min(moved.until - time.time(), LEASE_WAIT_MOST))
                    url = self.home
                await asyncio.sleep(wait)

    # -- the lobby and the room
    async def create_room(self, **settings: Any) -> Json:
        """Make a room (its settings: mode, card_set, players, decision_seconds, bots,
        spectators, private …); the room's JSON, with its join ``code``."""
        await self.send({"type": "create_room", "settings": settings})
        return dict((await self.until("room"))["room"])

    async def join_room(self, code: str, watch: bool = False) -> Json:
        """Join the room of ``code`` (a free seat is taken, unless ``watch``)."""
        await self.send({"type": "join_room", "code": code, "watch": watch})
        return dict((await self.until("room"))["room"])

    async def take_seat(self, seat: int | None) -> Json:
        await self.send({"type": "take_seat", "seat": seat})
        return dict((await self.until("room", lambda m: self.seat_in_room() == seat))["room"])

    async def ready(self, on: bool = True) -> None:
        await self.send({"type": "ready", "ready": on})

    async def start(self) -> None:
        await self.send({"type": "start"})

    def seat_in_room(self) -> int | None:
        """My seat in the room, as its last ``room`` message says."""
        for s in (self.room or {}).get("seats", []):
            if (s.get("player") or {}).get("id") == self.player.get("id"):
                return int(s["seat"])
        return None

    def everyone_ready(self, people: int | None = None) -> bool:
        """Every seated person but the host is ready (and, given ``people``, that many
        are seated): the host may start."""
        room = self.room or {}
        seated = [s for s in room.get("seats", []) if s.get("player") is not None]
        host = (room.get("host") or {}).get("id")
        return (people is None or len(seated) == people) and all(
            s.get("ready") or s["player"]["id"] == host for s in seated)

    # -- the game
    async def answer(self, value: Any) -> None:
        """Answer the open request (the server acknowledges or refuses: ``ack`` /
        ``refused``, read by :meth:`recv`)."""
        game = self.game
        if game is None or game.request_id is None:
            raise ClientError("no open request")
        game.answered = game.request_id
        await self.send({"type": "answer", "id": game.request_id, "value": value})

    async def auto(self, on: bool) -> None:
        await self.send({"type": "auto", "on": on})

    async def resume(self) -> None:
        """Ask for what is new from this client's cursor (also after a reconnection)."""
        cursor = self.game.cursor if self.game is not None else 0
        await self.send({"type": "resume", "cursor": cursor})
