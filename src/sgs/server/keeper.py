"""The app's rooms, players and accounts kept in the :class:`~.store.Store` (an adapter:
the lobby's rooms hold people and watchers in memory, the store holds what outlives
a restart: the settings, the seats, the host, the state)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .messages import RoomSettings
from .rooms import ChatLine, Room, Seat
from .store import Lease, Store, StoreConflict
from .store import Room as StoredRoom
from .store import Seat as StoredSeat

LEASE_SECONDS = 6.0  # how long a room's lease lasts unless renewed (docs/server.md)


@dataclass
class StoreKeeper:
    """Rooms in the store.  ``bots``: the bots of a playing room's seats, kept with it.
    ``owner``: this instance's lease owner id; a room is saved only while it holds the
    room's lease (a new room's lease is taken as it is made)."""

    store: Store
    owner: str | None = None
    lease_seconds: float = LEASE_SECONDS
    bots: dict[str, dict[int, str]] = field(default_factory=dict)
    tables: dict[str, dict[str, Any]] = field(default_factory=dict)  # a game's settings

    def new_room(self, settings: RoomSettings, host: str, seats: int,
                 now: float) -> tuple[str, str, int]:
        got = self.store.create_room(settings.model_dump(), host_id=host,
                                     seats=[StoredSeat() for _ in range(seats)],
                                     private=settings.private, now=now)
        if self.owner is not None:
            self.store.take_lease(got.id, self.owner, self.lease_seconds, now=now)
        return got.id, got.code, got.version

    def saved(self, room: Room) -> None:
        bots = self.bots.get(room.id, {}) if room.state == "playing" else {}
        seats = tuple(StoredSeat(s.player, bots.get(i) if s.player is None else None, s.ready)
                      for i, s in enumerate(room.seats))
        lease: Lease | None = None
        data = {**room.settings.model_dump(), "game": room.game}
        if room.state == "playing" and room.id in self.tables:
            data["table"] = self.tables[room.id]
        record = StoredRoom(room.id, room.code, data, room.host, seats,
                            room.state, room.settings.private, room.created, room.version,
                            lease)
        try:
            stored = self.store.save_room(record, holder=self.owner)
        except StoreConflict:
            # an expired lease nobody else took (a moved clock) is taken again; a room
            # another instance runs now is not written
            if self.owner is None or not self.store.take_lease(
                    room.id, self.owner, self.lease_seconds):
                raise
            stored = self.store.save_room(record, holder=self.owner)
        room.version = stored.version

    def playing(self, room: Room, bots: dict[int, str], table: dict[str, Any]) -> None:
        self.bots[room.id] = dict(bots)
        self.tables[room.id] = table

    def enter(self, room: Room, player_id: str) -> bool:
        return self.store.enter_room(room.id, player_id) is None

    def leave(self, room: Room, player_id: str) -> None:
        self.store.leave_room(room.id, player_id)

    def in_room(self, player_id: str) -> str | None:
        return self.store.room_of_player(player_id)

    def chatted(self, room: Room, line: ChatLine) -> None:
        self.store.add_chat(room.id, line.player.id, line.text, now=line.time)

    def account(self, name: str) -> tuple[str, str] | None:
        got = self.store.account(name)
        return None if got is None else (got.player_id, got.password_hash)

    def add_account(self, name: str, hashed: str) -> str | None:
        try:
            return self.store.create_account(name, hashed).player_id
        except StoreConflict:
            return None


def room_of(record: StoredRoom, names: dict[str, str], members: list[str] | None = None
            ) -> tuple[Room, dict[str, Any] | None]:
    """A stored room as the lobby holds it (after a restart or a takeover): its members
    (the stored ones, seated or watching; without them, its seated people) come back to
    it when they reconnect; and its game's table settings, if it plays."""
    from .auth import Player

    data = dict(record.settings)
    game = data.pop("game", None)
    table = data.pop("table", None)
    settings = RoomSettings.model_validate(data, strict=False)
    seats = [Seat(s.player_id, s.ready) for s in record.seats]
    room = Room(record.id, record.code, settings, record.host_id or "", record.created, seats,
                state=record.state, game=game, version=record.version)
    if members is None:
        members = [s.player_id for s in record.seats if s.player_id is not None]
    for pid in members:
        room.members[pid] = Player(pid, names.get(pid, "?"))
    if room.host not in room.members and room.members:
        room.host = next(iter(room.members))
    return room, table if room.state == "playing" and game else None
