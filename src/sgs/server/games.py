"""The games of a server's rooms: each room's running game is a :class:`~.table.Table`;
its answers are journalled (in the store) before they are acknowledged, what is new for
a viewer is pushed to that viewer's connection, and one scheduler task on the event
loop calls ``advance`` when a table's ``next_deadline()`` comes.

A person's connection is a viewer of their seat; anyone else in the room (a watcher)
is the spectator (``None``).  Each connection has its cursor: what it is pushed is
``Table.view(viewer, cursor)`` whenever the viewer's ``stamp`` changes, so nothing is
sent twice and nothing is missed, also across reconnections (``/ws?cursor=N``).
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import logging
import secrets
import time
import weakref
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

from ..core import ConfigError, SgsError
from ..core.log import dumps
from .auth import Player
from .journal import JournalConflict, MemoryJournal
from .messages import Error, RoomSettings
from .rooms import Lobby, Room
from .story import Story, words_of
from .table import Table, TableError, TableSettings

if TYPE_CHECKING:
    from .leases import Leases
    from .store import Store
    from .store.writer import AnswerWriter
    from .ws import Hub

log = logging.getLogger("sgs.server")
Json = dict[str, Any]
GRACE_SECONDS = 30.0
ABANDONED: Json = {"winners": [], "reason": "abandoned"}  # a game everyone left
TICK_SECONDS = 0.25  # the scheduler looks again at least this often (a moved clock)


class StoreJournal:
    """A game's answers in the store, as the table's :class:`~.journal.Journal`.

    Until the game has its id (it is made once the table has its log header) the answers
    wait here.  With an :class:`~.store.writer.AnswerWriter` an answer is written by its
    thread and ``pending`` until then: whoever shows or acknowledges anything of the game
    waits for :meth:`when_durable`; without one it is written before ``append`` returns.
    A write refused (another instance wrote that answer, say) calls ``on_failure`` and
    every later ``append`` raises: the game must be resumed from what is stored."""

    def __init__(self, store: Store | None, writer: AnswerWriter | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        self.store, self.writer, self.clock = store, writer, clock
        self.game_id: str | None = None
        self.memory = MemoryJournal()
        self.pending = 0  # answers given to the writer, not yet committed
        self.failed: Exception | None = None
        self.on_failure: Callable[[Exception], None] = lambda _: None
        self._waiting: list[Callable[[], None]] = []

    def bind(self, game_id: str) -> None:
        self.game_id = game_id
        if self.store is not None:
            for n, (seat, text) in enumerate(self.memory.answers()):
                self._write(n, seat, text)

    def _write(self, n: int, seat: int, value_json: str) -> None:
        from .store import StoreConflict

        assert self.store is not None and self.game_id is not None
        try:
            self.store.append_answer(self.game_id, n, seat, value_json)
        except StoreConflict as exc:
            raise JournalConflict(str(exc)) from exc

    def append(self, n: int, seat: int, value_json: str) -> None:
        if self.failed is not None:
            raise JournalConflict(f"an earlier answer was refused: {self.failed}")
        stored = self.store is not None and self.game_id is not None
        if stored and self.writer is None:
            self._write(n, seat, value_json)  # durable now
        self.memory.append(n, seat, value_json)
        if stored and self.writer is not None:
            from .store import Answer

            assert self.game_id is not None
            self.pending += 1
            self.writer.put(Answer(self.game_id, n, seat, value_json, self.clock()),
                            self._written)

    def _written(self, error: Exception | None) -> None:
        self.pending -= 1
        if error is not None and self.failed is None:
            self.failed = error
            self._waiting.clear()  # nothing of what followed may be shown
            self.on_failure(error)
        if self.pending == 0 and self.failed is None:
            waiting, self._waiting = self._waiting, []
            for fn in waiting:
                fn()

    def when_durable(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` once every answer given so far is committed (now, if they are);
        never, if one is refused."""
        if self.failed is not None:
            return
        if self.pending == 0:
            fn()
        else:
            self._waiting.append(fn)

    def answers(self) -> list[tuple[int, str]]:
        return self.memory.answers()


@dataclass
class Watch:
    """What one player's connection has been pushed of a game."""

    viewer: int | None
    cursor: int = 0
    stamp: int = -1


@dataclass
class LiveGame:
    id: str
    room: Room
    table: Table
    journal: StoreJournal
    seats: dict[int, str]  # person's seat -> player id
    watches: dict[str, Watch] = field(default_factory=dict)
    stories: dict[int | None, Story] = field(default_factory=dict)  # by viewer
    push_waits: bool = False  # a push waits for the journal to be durable

    def viewer_of(self, player_id: str) -> int | None:
        for seat, pid in self.seats.items():
            if pid == player_id:
                return seat
        return None


def settings_json(settings: TableSettings) -> Json:
    out = asdict(settings)
    out["bots"] = {str(k): v for k, v in settings.bots.items()}
    return out


def settings_of(data: Json) -> TableSettings:
    data = dict(data)
    data["bots"] = {int(k): v for k, v in data.get("bots", {}).items()}
    return TableSettings(**data)


def holds(settings: RoomSettings, persons: int) -> bool:
    """The waiting rule's holding (docs/server.md): needed unless at most one person
    sits at the table and it takes no spectators — then nobody but bots, which ignore
    time, could read it."""
    return persons > 1 or settings.spectators


def _advance(table: Table, now: float) -> Callable[[], None]:
    return lambda: table.advance(now)


def _first(server: float | None, room: float) -> float:
    """A segment's seconds: the server's when it sets them, else the room's."""
    return float(room) if server is None else server


class Games:
    """Every running game of this server, by room."""

    def __init__(self, hub: Hub, lobby: Lobby, store: Store | None,
                 clock: Callable[[], float], grace_seconds: float = GRACE_SECONDS,
                 seeds: Callable[[], int] | None = None,
                 table_hook: Callable[[Table], None] | None = None) -> None:
        self.hub, self.lobby, self.store, self.clock = hub, lobby, store, clock
        self.table_hook = table_hook  # test only (ServerConfig.table_hook)
        self.grace_seconds = grace_seconds
        self.seeds = seeds or (lambda: secrets.randbelow(2**31))
        self.live: dict[str, LiveGame] = {}  # room id -> its game
        self.logs: dict[str, str] = {}  # finished games' logs (no store: kept here)
        self._wake = asyncio.Event()
        # the tables' next deadlines: a heap of (due, room id), stale entries left in it
        # until they come up; ``_planned`` holds each room's live one
        self._deadlines: list[tuple[float, str]] = []
        self._planned: dict[str, float] = {}
        self._task: asyncio.Task[None] | None = None
        self.writer: AnswerWriter | None = None  # made by run(): it needs the loop
        self.leases: Leases | None = None  # several instances: who runs which room
        # the server's --window-seconds / --turn-seconds, when given
        self.window_seconds: float | None = None
        self.turn_seconds: float | None = None

    # -- the scheduler
    def run(self) -> None:
        loop = asyncio.get_running_loop()
        if self.store is not None:
            from .store.writer import AnswerWriter

            self.writer = AnswerWriter(self.store, loop.call_soon_threadsafe)
        self._task = loop.create_task(self._scheduler())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        if self.writer is not None:
            await asyncio.to_thread(self.writer.close)

    def tick(self) -> float | None:
        """Advance every table whose deadline has come; the soonest deadline left."""
        now = self.clock()
        due_rooms: list[str] = []
        while self._deadlines and self._deadlines[0][0] <= now:
            due, room_id = heapq.heappop(self._deadlines)
            if self._planned.get(room_id) == due:  # else a deadline since moved
                del self._planned[room_id]
                due_rooms.append(room_id)
        for room_id in due_rooms:
            game = self.live.get(room_id)
            if game is None:
                continue
            try:
                self._guarded(game, _advance(game.table, now))
            except Exception:  # not even resumed: the others' timers go on
                log.exception("the timer of room %s failed", room_id)
                self.live.pop(room_id, None)
        return self._soonest()

    def _soonest(self) -> float | None:
        heap = self._deadlines
        while heap and self._planned.get(heap[0][1]) != heap[0][0]:
            heapq.heappop(heap)  # moved or gone: only the live plan counts
        return heap[0][0] if heap else None

    def _plan(self, game: LiveGame) -> None:
        """Put the game's table in the scheduler's heap at its next deadline (a table
        changes only by the calls this class makes, each followed by this)."""
        room_id = game.room.id
        due = game.table.next_deadline() if self.live.get(room_id) is game else None
        if due is None:
            self._planned.pop(room_id, None)
        elif self._planned.get(room_id) != due:
            self._planned[room_id] = due
            heapq.heappush(self._deadlines, (due, room_id))
            if self._deadlines[0] == (due, room_id):
                self._wake.set()  # sooner than the scheduler waits for

    async def _scheduler(self) -> None:
        while True:
            soonest = self.tick()
            wait = TICK_SECONDS if soonest is None else min(TICK_SECONDS,
                                                            max(0.01, soonest - self.clock()))
            self._wake.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), wait)

    def _guarded(self, game: LiveGame, action: Callable[[], None],
                 then: Callable[[], None] | None = None) -> None:
        """Run a table call; once what it journalled is durable, ``then``, then push.  A
        failure stops that game alone (it is resumed from its journal), never the
        scheduler or another room."""
        try:
            action()
            if self.table_hook is not None:
                self.table_hook(game.table)
            if then is not None:
                game.journal.when_durable(then)
            self.push(game)
            self._plan(game)
        except Exception:
            log.exception("the game of room %s failed; resuming it from its journal",
                          game.room.id)
            self._resume_after_failure(game)

    def running(self) -> int:
        return len(self.live)

    # -- starting and resuming
    def start(self, room: Room) -> None:
        st = room.settings
        persons = {i: s.player for i, s in enumerate(room.seats) if s.player is not None}
        settings = TableSettings(
            mode=st.mode, card_set=st.card_set, players=st.players,
            seed=self.seeds(), bots=self.lobby.bots_for(room),
            decision_seconds=float(st.decision_seconds), grace_seconds=self.grace_seconds,
            window_seconds=_first(self.window_seconds, st.window_seconds),
            turn_seconds=_first(self.turn_seconds, st.turn_seconds),
            face_down_view=st.face_down_view, hold=holds(st, len(persons)))
        journal = StoreJournal(self.store, self.writer, self.clock)
        now = self.clock()
        try:
            table = Table.start(settings, journal, now)
        except (ConfigError, SgsError, ValueError) as exc:
            raise Error("settings.bad", {"why": str(exc)[:200]}) from None
        if self.store is not None:
            game_id = self.store.create_game(room.id, table.log[0], now=now).id
        else:
            game_id = secrets.token_urlsafe(12)
        journal.bind(game_id)
        self.lobby.keeper.playing(room, dict(settings.bots), settings_json(settings))
        game = self._live(room, table, journal, game_id, persons)
        self.lobby.started(room, game_id)
        for pid in room.members:
            self._watch(game, pid, 0)
        if self.table_hook is not None:
            self.table_hook(table)
        self.push(game)
        self._plan(game)

    def resume(self, room: Room, settings: TableSettings, game_id: str) -> None:
        """A playing room of the database, its game rebuilt from its journal."""
        assert self.store is not None
        journal = StoreJournal(self.store, self.writer, self.clock)
        for a in self.store.answers(game_id):
            journal.memory.append(a.n, a.seat, a.value_json)
        journal.game_id = game_id  # those are stored: the next ones go straight there
        now = self.clock()
        table = Table.resume(settings, journal, now)
        persons = {i: s.player for i, s in enumerate(room.seats) if s.player is not None}
        self.lobby.keeper.playing(room, dict(settings.bots), settings_json(settings))
        game = self._live(room, table, journal, game_id, persons)
        for seat, pid in persons.items():  # away until they reconnect: the grace runs
            if pid not in self.hub.conns:
                table.disconnect(seat, now)
        self._plan(game)

    def _live(self, room: Room, table: Table, journal: StoreJournal, game_id: str,
              persons: dict[int, str]) -> LiveGame:
        game = self.live[room.id] = LiveGame(game_id, room, table, journal, persons)
        # (by weak reference: a game that held itself through its journal would be a
        # cycle, left for the collector when it ends: sgs.server.heap)
        journal.on_failure = partial(self._refused, weakref.ref(game))
        return game

    def _refused(self, ref: weakref.ref[LiveGame], error: Exception) -> None:
        game = ref()
        if game is None:
            return
        log.error("an answer of room %s was refused by the store (%s); resuming its "
                  "game from its journal", game.room.id, error)
        self._resume_after_failure(game)

    def _resume_after_failure(self, game: LiveGame) -> None:
        if self.live.get(game.room.id) is not game:
            return  # resumed already, or ended
        self.live.pop(game.room.id, None)
        if self.store is None:
            return
        if self.leases is not None and not self.leases.holds(game.room.id):
            self.leases.lost(game.room)  # another instance runs it: never fork the game
            return
        try:
            self.resume(game.room, game.table.settings, game.id)
        except (TableError, SgsError, ValueError):
            log.exception("the game of room %s cannot be resumed", game.room.id)

    # -- pushing
    def _watch(self, game: LiveGame, player_id: str, cursor: int) -> None:
        game.watches[player_id] = Watch(game.viewer_of(player_id), cursor)

    def push(self, game: LiveGame) -> None:
        """Send each connected watcher what is new for its viewer, once every answer
        behind it is durable; end a game that is over."""
        if game.journal.pending:
            if not game.push_waits:
                game.push_waits = True
                game.journal.when_durable(lambda: self._push_durable(game))
            return
        table = game.table
        for pid, w in game.watches.items():
            conn = self.hub.conns.get(pid)
            if conn is None:
                continue
            stamp = table.stamp(w.viewer)
            if stamp == w.stamp:
                continue
            view = table.view(w.viewer, w.cursor)
            msg = {"type": "game", "game": game.id, "room": game.room.id,
                   "now": self.clock(), "view": view}
            if conn.words:  # narrated only for a client that shows it (the web table)
                msg |= words_of(game.stories, w.viewer, view, partial(table.view, w.viewer))
            w.cursor, w.stamp = view["cursor"], stamp
            self.hub.to_player(pid, msg)  # (every message to a player goes this way)
        if table.over:
            self._finish(game)

    def _push_durable(self, game: LiveGame) -> None:
        game.push_waits = False
        if self.live.get(game.room.id) is game:
            self.push(game)

    def _finish(self, game: LiveGame) -> None:
        table, room = game.table, game.room
        text = "".join(dumps(r) + "\n" for r in table.log)
        result = table.result or {}
        if self.store is not None:
            self.store.finish_game(game.id, result, text, now=self.clock())
        else:
            self.logs[game.id] = text
        del self.live[room.id]
        msg = {"type": "game_over", "game": game.id, "room": room.id, "result": result,
               "log": f"/games/{game.id}/log"}
        for pid in room.members:
            self.hub.to_player(pid, msg)
        self.lobby.finished(room)
        self.hub.room_changed(room)

    # -- what players do
    def _game_of(self, player: Player) -> LiveGame:
        room = self.lobby.room_of(player.id)
        game = self.live.get(room.id) if room is not None else None
        if game is None:
            raise Error("room.not_playing")
        return game

    def _seat_of(self, game: LiveGame, player: Player) -> int:
        seat = game.viewer_of(player.id)
        if seat is None:
            raise Error("game.not_yours")
        return seat

    def connected(self, player: Player, room: Room, cursor: int = 0) -> None:
        game = self.live.get(room.id)
        if game is None:
            return
        self._watch(game, player.id, cursor)
        seat = game.viewer_of(player.id)
        if seat is not None:
            self._guarded(game, lambda: game.table.connect(seat, self.clock()))
        else:
            self.push(game)

    def disconnected(self, player: Player) -> None:
        room = self.lobby.room_of(player.id)
        game = self.live.get(room.id) if room is not None else None
        if game is None:
            return
        seat = game.viewer_of(player.id)
        if seat is not None:
            self._guarded(game, lambda: game.table.disconnect(seat, self.clock()))

    def left(self, player: Player, room: Room) -> None:
        game = self.live.get(room.id)
        if game is None:
            return
        game.watches.pop(player.id, None)
        seat = game.viewer_of(player.id)
        if seat is not None:  # gone for good: the bot plays the seat after the grace
            self._guarded(game, lambda: game.table.disconnect(seat, self.clock()))
        if room.state == "closed":  # nobody left to play or watch
            self.abandon(game)

    def abandon(self, game: LiveGame) -> None:
        """Everyone left the room mid-game: the game ends as abandoned (its log so far
        kept and downloadable; nothing to resume on a restart)."""
        text = "".join(dumps(r) + "\n" for r in game.table.log)
        self.live.pop(game.room.id, None)
        if self.store is None:
            self.logs[game.id] = text
            return
        store = self.store

        def finish() -> None:  # once its last answers are written (else: "game over")
            from .store import StoreConflict

            with contextlib.suppress(StoreConflict):  # an instance starting ended it
                store.finish_game(game.id, ABANDONED, text, now=self.clock())

        game.journal.when_durable(finish)

    def answer(self, player: Player, request_id: int, value: object) -> None:
        game = self._game_of(player)
        seat = self._seat_of(game, player)
        got: list[Json | None] = []

        def reply() -> None:  # the answer is journalled (or refused) by now
            if got[0] is not None:
                self.hub.to_player(player.id, {"type": "refused", "id": request_id,
                                               "refusal": got[0]})
            else:
                self.hub.to_player(player.id, {"type": "ack", "id": request_id})

        self._guarded(game, lambda: got.append(
            game.table.answer(seat, request_id, value, self.clock())), reply)

    def auto(self, player: Player, on: bool) -> None:
        game = self._game_of(player)
        seat = self._seat_of(game, player)
        self._guarded(game, lambda: game.table.set_auto(seat, on, self.clock()))

    def resume_view(self, player: Player, cursor: int) -> None:
        game = self._game_of(player)
        w = game.watches.get(player.id)
        if w is None:
            self._watch(game, player.id, cursor)
        else:
            w.cursor, w.stamp = cursor, -1
        self.push(game)

    def finished_log(self, game_id: str) -> str | None:
        if self.store is not None:
            return self.store.game_log(game_id)
        return self.logs.get(game_id)
