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


@dataclass
class StoreKeeper:
    """Rooms in the store.  ``bots``: the bots of a playing room's seats, kept with it."""

    store: Store
    bots: dict[str, dict[int, str]] = field(default_factory=dict)
    tables: dict[str, dict[str, Any]] = field(default_factory=dict)  # a game's settings

    def new_room(self, settings: RoomSettings, host: str, seats: int,
                 now: float) -> tuple[str, str, int]:
        got = self.store.create_room(settings.model_dump(), host_id=host,
                                     seats=[StoredSeat() for _ in range(seats)],
                                     private=settings.private, now=now)
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
        stored = self.store.save_room(record)
        room.version = stored.version

    def playing(self, room: Room, bots: dict[int, str], table: dict[str, Any]) -> None:
        self.bots[room.id] = dict(bots)
        self.tables[room.id] = table

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


def room_of(record: StoredRoom, names: dict[str, str]) -> tuple[Room, dict[str, Any] | None]:
    """A stored room as the lobby holds it (after a restart): its seated people are its
    members again (they reconnect to it); and its game's table settings, if it plays."""
    from .auth import Player

    data = dict(record.settings)
    game = data.pop("game", None)
    table = data.pop("table", None)
    settings = RoomSettings.model_validate(data, strict=False)
    seats = [Seat(s.player_id, s.ready) for s in record.seats]
    room = Room(record.id, record.code, settings, record.host_id or "", record.created, seats,
                state=record.state, game=game, version=record.version)
    for s in record.seats:
        if s.player_id is not None:
            room.members[s.player_id] = Player(s.player_id, names.get(s.player_id, "?"))
    if room.host not in room.members and room.members:
        room.host = next(iter(room.members))
    return room, table if room.state == "playing" and game else None
