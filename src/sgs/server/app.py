"""The server's HTTP side: ``create_app(config)`` → the FastAPI application.

Routes: ``GET /health``; ``POST /session`` (a name → a session token; not with
accounts), ``POST /register`` and ``POST /login`` (with ``--accounts``), ``GET /me``,
``GET /rooms`` (the lobby's listing), ``GET /choices`` (the modes, sets and bots a
room may have), ``GET /games/{id}/log`` (a finished game's log,
JSON Lines), ``GET /games/{id}/replay`` (its steps as a seat saw them, for the replay
page), the WebSocket ``/ws`` (``ws.py``) and the web pages at ``/`` (``pages.py``).
Errors are the one-line JSON of ``messages.Error``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

from fastapi import FastAPI, Request, Response, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, PlainTextResponse
from pydantic import BaseModel, ConfigDict, Field

from .. import __version__
from .auth import Accounts, LoginLimit, MemoryAccounts, Player, Tokens, new_player_id
from .games import Games
from .instance_ids import new_owner
from .keeper import StoreKeeper
from .leases import Leases
from .messages import Error, clean_name
from .pages import Pages
from .replay_steps import seat_steps
from .rooms import Lobby, room_choices
from .table import Table
from .ws import Hub, Limits

if TYPE_CHECKING:
    from .store import Store

COOKIE = "sgs_token"
SESSIONS_PER_MINUTE = 30  # new sessions (players) per address
log = logging.getLogger("sgs.server")


@dataclass(frozen=True)
class ServerConfig:
    """How a server runs.  ``db``: a database URL (None: SQLite in ``data``);
    ``data``: the folder of the default database (None: ``$XDG_STATE_HOME/sgs``);
    ``origins``: browser origins allowed besides the server's own; ``clock``: the time
    (tests inject one); ``secret``: the token key (None: the database's, the same for
    every instance on it)."""

    db: str | None = None
    data: Path | None = None
    accounts: bool = False
    origins: frozenset[str] = frozenset()
    limits: Limits = field(default_factory=Limits)
    clock: Callable[[], float] = time.time
    secret: bytes | None = None
    memory: bool = False  # keep nothing: no database (tests of the lobby alone)
    grace_seconds: float = 30.0  # a disconnected person's seat, before the bot plays it
    seeds: Callable[[], int] | None = None  # the games' seeds (None: random)
    # test only (never set by ``sgs serve``): called with a game's Table after each
    # thing it does (its start, an answer, a tick …) before anything is pushed, to
    # edit its world (the non-interference tests change what a seat cannot see)
    table_hook: Callable[[Table], None] | None = None
    # several instances on one database (docs/server.md, "Several instances"): this
    # instance's lease owner id, ``URL#suffix`` (None: ``local#sqlite`` on SQLite, one
    # instance; ``public_url#random`` on PostgreSQL)
    instance: str | None = None
    public_url: str = "local"
    lease_seconds: float = 6.0
    survey_seconds: float = 1.5  # how often leases are renewed and the others' rooms read
    # the waiting rule's segments of every game, when set: they win over the room's
    window_seconds: float | None = None
    turn_seconds: float | None = None


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class SessionIn(_Body):
    name: Annotated[str, Field(max_length=200)]


class AccountIn(_Body):
    name: Annotated[str, Field(max_length=200)]
    password: Annotated[str, Field(max_length=1000)]


def _error(err: Error, status: int = 400) -> JSONResponse:
    return JSONResponse(err.json(), status_code=status)


_STATUS = {"account.bad": 401, "account.slow_down": 429, "session.slow_down": 429,
           "account.required": 403, "account.off": 403, "conn.token": 401, "name.taken": 409,
           "room.none": 404, "game.none": 404}


class Server:
    """What one running server holds: the lobby, the hub of connections, the games,
    and the store when there is one."""

    def __init__(self, config: ServerConfig) -> None:
        self.config = config
        self.store: Store | None = None
        keeper: StoreKeeper | None = None
        self.leases: Leases | None = None
        if config.memory:
            # in memory, tokens die with the server: a fresh key each time
            secret = config.secret or secrets.token_bytes(32)
        else:
            from .store import Store, default_url

            self.store = Store.open(config.db or default_url(config.data), clock=config.clock)
            owner = config.instance or (
                "local#sqlite" if self.store.backend == "sqlite"
                else new_owner(config.public_url))
            keeper = StoreKeeper(self.store, owner, config.lease_seconds)
            secret = config.secret or self.store.secret()
        self.keeper = keeper
        self.tokens = Tokens(secret)
        self.lobby = Lobby(keeper, clock=config.clock)
        self.sessions = LoginLimit(config.clock, failures=SESSIONS_PER_MINUTE,
                                   code="session.slow_down")
        self.accounts = Accounts(keeper or MemoryAccounts(), LoginLimit(config.clock)) \
            if config.accounts else None
        self.hub = Hub(self.lobby, self.tokens, config.limits, config.clock,
                       config.origins, __version__)
        self.games = self.hub.games = Games(self.hub, self.lobby, self.store, config.clock,
                                            config.grace_seconds, config.seeds,
                                            config.table_hook)
        self.games.window_seconds = config.window_seconds
        self.games.turn_seconds = config.turn_seconds
        if self.store is not None and keeper is not None and keeper.owner is not None:
            from .orphans import end_orphaned_games

            end_orphaned_games(self.store, keeper.owner, config.clock())
            self.leases = Leases(self, self.store, keeper.owner, config.lease_seconds,
                                 config.survey_seconds)
            self.hub.leases = self.games.leases = self.leases
            self.lobby.elsewhere = self.leases.listing
            self._restore(self.leases)

    def _restore(self, leases: Leases) -> None:
        """The rooms of the database whose leases are free (or this instance's), back in
        the lobby (a restart); the others' rooms are another instance's."""
        for record in leases.store.rooms():
            if leases.take(record.id):
                leases.adopt(record)

    def new_player(self, name: str) -> Player:
        if self.store is None:
            return Player(new_player_id(), name)
        got = self.store.create_player(name)
        return Player(got.id, got.name)

    def player_of(self, request: Request) -> Player | None:
        auth = request.headers.get("authorization", "")
        token = auth[7:].strip() if auth.lower().startswith("bearer ") else \
            request.cookies.get(COOKIE)
        return self.tokens.check(token)

    def session(self, player: Player, response: Response) -> dict[str, Any]:
        token = self.tokens.issue(player)
        response.set_cookie(COOKIE, token, httponly=True, samesite="lax",
                            max_age=365 * 24 * 3600)
        return {"token": token, "player": player.json()}

    async def start(self) -> None:
        self.games.run()
        if self.leases is not None:
            self.leases.run()

    async def stop(self) -> None:
        await self.games.stop()
        if self.leases is not None:
            await self.leases.stop()
        if self.store is not None:
            self.store.close()


def seat_view(text: str, seat: int) -> str:
    """A finished log's records as ``seat`` was shown them (the game re-run)."""
    from ..core.log import dumps
    from ..replay import ReplayError, loads, verify

    try:
        log = loads(text)
        if not 0 <= seat < int(log.header["players"]):
            raise Error("seat.range", {"seat": seat})
        seen = verify(log, watch=seat).seen
    except ReplayError as exc:
        raise Error("game.none") from exc
    return "".join(dumps(r) + "\n" for r in seen)


def create_app(config: ServerConfig | None = None) -> FastAPI:
    """The application of one server (``sgs serve`` runs it under uvicorn)."""
    config = config or ServerConfig()
    server = Server(config)

    @contextlib.asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        await server.start()
        try:
            yield
        finally:
            await server.stop()

    app = FastAPI(title="sgs", version=__version__, lifespan=lifespan,
                  docs_url=None, redoc_url=None, openapi_url=None)
    app.state.server = server

    @app.exception_handler(RequestValidationError)
    async def _invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
        first = exc.errors()[0] if exc.errors() else {"loc": (), "msg": ""}
        loc = ".".join(str(p) for p in first.get("loc", ())[1:]) or "body"
        return _error(Error("msg.invalid", {"type": "request", "field": loc,
                                            "why": str(first.get("msg", ""))[:120]}))

    @app.exception_handler(Error)
    async def _refused(_: Request, exc: Error) -> JSONResponse:
        return _error(exc, _STATUS.get(exc.code, 400))

    @app.get("/health")
    async def health() -> dict[str, Any]:
        return {"status": "ok", "version": __version__, "rooms": len(server.lobby.rooms),
                "games": server.games.running()}

    @app.post("/session")
    async def session(body: SessionIn, request: Request,
                      response: Response) -> dict[str, Any]:
        if server.accounts is not None:
            raise Error("account.required")
        name = clean_name(body.name)
        address = f"addr:{request.client.host if request.client else '?'}"
        server.sessions.check(address)  # each makes a player: a flood is held back
        server.sessions.failed(address)
        return server.session(server.new_player(name), response)

    @app.post("/register")
    async def register(body: AccountIn, response: Response) -> dict[str, Any]:
        if server.accounts is None:
            raise Error("account.off")
        name = clean_name(body.name)
        # argon2 takes a while on purpose: off the event loop
        player = await asyncio.to_thread(server.accounts.register, name, body.password)
        return server.session(player, response)

    @app.post("/login")
    async def login(body: AccountIn, request: Request, response: Response) -> dict[str, Any]:
        if server.accounts is None:
            raise Error("account.off")
        name = clean_name(body.name)
        address = request.client.host if request.client else "?"
        server.accounts.limit.check(f"name:{name.casefold()}", f"addr:{address}")
        player = await asyncio.to_thread(server.accounts.login, name, body.password, address)
        return server.session(player, response)

    @app.get("/me")
    async def me(request: Request) -> dict[str, Any]:
        player = server.player_of(request)
        if player is None:
            raise Error("conn.token")
        return {"player": player.json(), "room": (
            r.id if (r := server.lobby.room_of(player.id)) else None)}

    @app.get("/rooms")
    async def rooms() -> dict[str, Any]:
        return {"rooms": server.lobby.listing()}

    @app.get("/choices")
    async def choices() -> dict[str, Any]:
        """What a room may be made of (the lobby's form): the modes with their player
        counts and default set, the card sets, the bots."""
        return room_choices()

    @app.get("/games/{game_id}/log")
    async def game_log(game_id: str, seat: int | None = None) -> Response:
        """The finished game's log; with ``seat``, the records as that seat saw them
        (to watch the replay from its point of view)."""
        text = server.games.finished_log(game_id)
        if text is None:
            raise Error("game.none")
        name = f"sgs-{game_id}.jsonl"
        if seat is not None:
            text = await asyncio.to_thread(seat_view, text, seat)
            name = f"sgs-{game_id}-seat{seat}.jsonl"
        return PlainTextResponse(text, media_type="application/x-ndjson", headers={
            "content-disposition": f'attachment; filename="{name}"'})

    @app.get("/games/{game_id}/replay")
    async def game_replay(game_id: str, seat: int | None = None) -> dict[str, Any]:
        """The finished game step by step as ``seat`` saw it (none: a spectator), each
        step told in words and with that seat's table (the replay page)."""
        text = server.games.finished_log(game_id)
        if text is None:
            raise Error("game.none")
        return {"game": game_id, **await asyncio.to_thread(seat_steps, text, seat)}

    @app.websocket("/ws")
    async def ws(websocket: WebSocket) -> None:
        await server.hub.serve(websocket)

    app.mount("/", Pages(), name="pages")  # last: every route above wins over a file

    return app
