"""Several instances on one database: a room lives on the instance that holds its lease.

Each instance has an owner id, ``URL#suffix`` (the URL clients reach it at, so that an
instance can tell a client where a room lives; the suffix tells two processes apart).
An instance renews the leases of its rooms every ``survey_seconds``; a room whose lease
it cannot keep (another instance took it over) it drops at once — its members are told
``room.elsewhere`` and reconnect.  The same survey lists the other instances' rooms for
the shared lobby and takes over every room whose lease has expired (its instance died),
rebuilding its game from the stored answers (``Table.resume``).  The survey's database
calls run in a worker thread (on PostgreSQL); what it found is applied on the event loop.

A client whose room another instance runs is told so in one message (``room.elsewhere``
with that instance's URL and the lease's expiry); if the lease has expired, the instance
the client reached takes the room over and serves it at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from ..core import SgsError
from .auth import Player
from .games import settings_of
from .keeper import room_of
from .messages import Error
from .orphans import end_orphaned_games
from .rooms import CHAT_KEPT, ChatLine, Room
from .table import TableError

if TYPE_CHECKING:
    from .app import Server
    from .store import Room as StoredRoom
    from .store import Store

log = logging.getLogger("sgs.server")
CLOSE_ELSEWHERE = 4011


def owner_url(owner: str) -> str:
    """The URL part of a lease owner (``URL#suffix``)."""
    return owner.rsplit("#", 1)[0]


@dataclass
class Survey:
    """What one look at the database found (made in a worker thread)."""

    lost: list[str] = field(default_factory=list)  # our rooms whose lease we could not keep
    won: list[StoredRoom] = field(default_factory=list)  # expired rooms we took over
    others: list[StoredRoom] = field(default_factory=list)  # rooms other instances run
    names: dict[str, str] = field(default_factory=dict)  # player id -> name


class Leases:
    """The leases of one instance's rooms, and the others' rooms as the lobby lists them."""

    def __init__(self, server: Server, store: Store, owner: str, lease_seconds: float,
                 survey_seconds: float) -> None:
        self.server, self.store, self.owner = server, store, owner
        self.lease_seconds, self.survey_seconds = lease_seconds, survey_seconds
        self.others: dict[str, StoredRoom] = {}  # room id -> another instance's room
        self._names: dict[str, str] = {}  # the seated people of those rooms
        self._task: asyncio.Task[None] | None = None

    # -- taking and dropping rooms (on the event loop)
    def take(self, room_id: str) -> bool:
        return self.store.take_lease(room_id, self.owner, self.lease_seconds,
                                     now=self.server.config.clock())

    def holds(self, room_id: str) -> bool:
        """Whether this instance (still, or again) holds the room's lease."""
        return self.take(room_id)

    def adopt(self, record: StoredRoom, names: dict[str, str] | None = None) -> Room | None:
        """A stored room whose lease this instance holds, brought into the lobby with its
        game resumed from the stored answers; its connected members are served."""
        server, store = self.server, self.store
        names = dict(names or {})
        members = store.room_members(record.id)
        for pid in members:
            if pid not in names:
                p = store.player(pid)
                names[pid] = p.name if p is not None else "?"
        room, table = room_of(record, names, members)
        if not room.members:  # nobody to come back to it: closed, its game abandoned
            if table is not None and room.game is not None:
                self._abandon(room, table)
            room.state = "closed"
            server.lobby.keeper.saved(room)
            return None
        for line in store.chat(room.id, limit=CHAT_KEPT):
            pid = line.player_id or ""
            if pid not in names:
                known = store.player(pid) if pid else None
                names[pid] = known.name if known is not None else "?"
            room.chat.append(ChatLine(Player(pid, names[pid]), line.text, line.time))
        for pid in list(room.members):  # one in another room here stays there
            if server.lobby.room_of(pid) is not None:
                room.members.pop(pid)
        server.lobby.add(room)
        self.others.pop(room.id, None)
        if table is not None and room.game is not None:
            try:
                server.games.resume(room, settings_of(table), room.game)
            except (TableError, SgsError, ValueError, TypeError) as exc:
                log.error("room %s: its game %s cannot be resumed: %s", room.id,
                          room.game, exc)
                server.lobby.finished(room)
        hub = server.hub
        if any(pid in hub.conns for pid in room.members):
            hub.room_changed(room)
            for pid in room.members:
                conn = hub.conns.get(pid)
                if conn is not None:
                    server.games.connected(conn.player, room, conn.cursor)
        return room

    def _abandon(self, room: Room, table: dict[str, Any]) -> None:
        games = self.server.games
        assert room.game is not None
        try:
            games.resume(room, settings_of(table), room.game)
        except (TableError, SgsError, ValueError, TypeError) as exc:
            log.error("room %s: its game %s cannot be resumed: %s", room.id, room.game, exc)
            return
        games.abandon(games.live[room.id])

    def claim(self, room_id: str) -> Room | None:
        """Take a room whose lease is free or expired and run it here."""
        if not self.take(room_id):
            return None
        record = self.store.room(room_id)
        return None if record is None else self.adopt(record)

    def lost(self, room: Room) -> None:
        """Another instance runs the room now: stop its game here (never fork it) and
        send its members there."""
        server = self.server
        server.games.live.pop(room.id, None)
        lobby = server.lobby
        lobby.rooms.pop(room.id, None)
        lobby.by_code.pop(room.code, None)
        stored = self.store.room(room.id)
        why = self.elsewhere(stored) if stored is not None else Error("room.none")
        for pid in list(room.members):
            if lobby.where.get(pid) == room.id:
                del lobby.where[pid]
            conn = server.hub.conns.get(pid)
            if conn is not None:
                conn.close(CLOSE_ELSEWHERE, why.json())
        log.warning("room %s is run by another instance now", room.id)
        server.hub.lobby_changed()

    def elsewhere(self, record: StoredRoom) -> Error:
        lease = record.lease
        if lease is None:
            return Error("room.moving", {"room": record.id})
        return Error("room.elsewhere", {"room": record.id, "url": owner_url(lease.owner),
                                        "until": round(lease.expires, 3)})

    # -- finding a player's or a code's room on another instance
    def find(self, player_id: str) -> Error | None:
        """A player who connects and is in no room here: if they are a member of another
        instance's room (seated or watching: the database says), take it over if its
        lease is free (they are served by ``adopt``), else the error that says where it
        lives."""
        room_id = self.store.room_of_player(player_id)
        if room_id is None or room_id in self.server.lobby.rooms:
            return None
        if self.claim(room_id) is not None:
            return None
        fresh = self.store.room(room_id)
        return None if fresh is None or fresh.state == "closed" else self.elsewhere(fresh)

    def bring(self, room_id: str | None, code: str | None) -> None:
        """Before ``join_room``: a room another instance runs is taken over if its lease is
        free, else ``room.elsewhere`` is raised."""
        lobby = self.server.lobby
        if (code is not None and code.strip().upper() in lobby.by_code) or \
                (code is None and room_id in lobby.rooms):
            return
        record = None
        if code is not None:
            record = self.store.room_by_code(code.strip())
        elif room_id is not None:
            record = self.others.get(room_id)
        if record is None or record.state == "closed":
            return  # the lobby says room.none
        if self.claim(record.id) is None:
            fresh = self.store.room(record.id)
            if fresh is not None and fresh.state != "closed":
                raise self.elsewhere(fresh)

    def listing(self) -> list[dict[str, Any]]:
        """The other instances' public rooms, as the lobby lists them."""
        out = []
        for record in self.others.values():
            if record.private or record.id in self.server.lobby.rooms:
                continue
            room, _ = room_of(record, self._names)
            out.append(room.summary())
        return out

    # -- the survey
    def run(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._loop())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        for room_id in list(self.server.lobby.rooms):  # a clean stop: others take over now
            with contextlib.suppress(Exception):
                self.store.release_lease(room_id, self.owner)

    async def _loop(self) -> None:
        while True:
            try:
                await self.survey()
            except Exception:  # a database that is away for a while: try again
                log.exception("the lease survey failed")
            await asyncio.sleep(self.survey_seconds)

    async def survey(self) -> None:
        mine, known = list(self.server.lobby.rooms), dict(self.others)
        # in a thread: the loop never waits on the database's commit (nor its reads)
        found = await asyncio.to_thread(self._look, mine, known)
        self.apply(found)

    def _look(self, mine: list[str], known: dict[str, StoredRoom]) -> Survey:
        """Renew our leases, take the expired ones, list the others' rooms.  Every room's
        version and lease are read (a narrow query); a room's whole record only when it
        is new to this instance or has changed since the last look (with hundreds of
        rooms, reading them all at every look held the interpreter from the loop)."""
        store, now = self.store, self.server.config.clock()
        found = Survey()
        renewed = store.renew_leases(mine, self.owner, self.lease_seconds, now=now)
        for room_id in mine:
            if room_id not in renewed and not store.take_lease(
                    room_id, self.owner, self.lease_seconds, now=now):
                found.lost.append(room_id)
        end_orphaned_games(store, None, now)  # an instance killed as it closed a room
        held, changed = set(mine), []
        for room_id, (version, lease) in store.room_marks().items():
            if room_id in held:
                continue
            free = lease is None or lease.expires <= now or lease.owner == self.owner
            if free and store.take_lease(room_id, self.owner, self.lease_seconds, now=now):
                fresh = store.room(room_id)
                if fresh is not None:
                    found.won.append(fresh)
                continue
            seen = known.get(room_id)
            if seen is not None and seen.version == version and lease is not None:
                found.others.append(replace(seen, lease=lease))
            else:
                changed.append(room_id)
        for record in store.rooms_by_id(changed):
            if record.state == "closed":  # since its mark was read
                continue
            found.others.append(record)
            for s in record.seats:
                if s.player_id and s.player_id not in self._names:
                    p = store.player(s.player_id)
                    found.names[s.player_id] = p.name if p is not None else "?"
        found.others.sort(key=lambda r: (r.created, r.id))  # the lobby's order
        return found

    def apply(self, found: Survey) -> None:
        lobby = self.server.lobby
        for room_id in found.lost:
            room = lobby.rooms.get(room_id)
            if room is not None:
                self.lost(room)
        self._names = {**self._names, **found.names}
        before = self.listing()
        self.others = {r.id: r for r in found.others if r.id not in lobby.rooms}
        for record in found.won:
            if record.id not in lobby.rooms:
                log.warning("room %s: its lease expired; taken over here", record.id)
                self.adopt(record, self._names)
        if self.listing() != before or found.won:
            self.server.hub.lobby_changed()
