"""Rooms and the lobby, transport-free: who is in a room, who sits where, who is ready,
who hosts; each action checks who asks and raises :class:`~.messages.Error` (nothing
changed) or changes the room.  The WebSocket layer (``ws.py``) sends the results.

A room is ``open`` (people join, sit, get ready), ``playing`` (its game runs: the seats
are fixed) or ``closed`` (nobody left).  A room whose host leaves gets the next person
(seated first, in seat order, then the others in the order they came) as host.
"""

from __future__ import annotations

import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from .auth import Player
from .messages import CODE_LEN, Error, RoomSettings

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud, typed
CHAT_KEPT = 50
ROOMS_MAX = 5000

State = Literal["open", "playing", "closed"]


@dataclass
class Seat:
    player: str | None = None  # player id
    ready: bool = False


@dataclass
class ChatLine:
    player: Player
    text: str
    time: float

    def json(self) -> dict[str, Any]:
        return {"from": self.player.json(), "text": self.text, "time": self.time}


@dataclass
class Room:
    id: str
    code: str
    settings: RoomSettings
    host: str
    created: float
    seats: list[Seat]
    members: dict[str, Player] = field(default_factory=dict)  # in the order they came
    state: State = "open"
    game: str | None = None  # the id of its game, once started
    version: int = 1  # the store's compare-and-set counter
    chat: deque[ChatLine] = field(default_factory=lambda: deque(maxlen=CHAT_KEPT))

    def seat_of(self, player_id: str) -> int | None:
        for i, s in enumerate(self.seats):
            if s.player == player_id:
                return i
        return None

    def people(self) -> int:
        return sum(s.player is not None for s in self.seats)

    def summary(self) -> dict[str, Any]:
        """What the lobby shows of it."""
        st = self.settings
        host = self.members.get(self.host)
        return {"id": self.id, "host": host.json() if host else None, "state": self.state,
                "mode": st.mode, "card_set": st.card_set, "players": st.players,
                "decision_seconds": st.decision_seconds, "window_seconds": st.window_seconds,
                "turn_seconds": st.turn_seconds, "bots": list(st.bots),
                "spectators": st.spectators, "seated": self.people(),
                "members": len(self.members)}

    def json(self) -> dict[str, Any]:
        """What its members see of it (the join code too)."""
        seats = []
        for i, s in enumerate(self.seats):
            who = self.members.get(s.player) if s.player else None
            seats.append({"seat": i, "player": who.json() if who else None, "ready": s.ready})
        seated = {s.player for s in self.seats if s.player}
        return {**self.summary(), "code": self.code, "private": self.settings.private,
                "face_down_view": self.settings.face_down_view, "seats": seats,
                "watchers": [p.json() for pid, p in self.members.items() if pid not in seated],
                "game": self.game, "chat": [c.json() for c in self.chat]}


class RoomKeeper(Protocol):
    """Where rooms are kept beyond memory (the store)."""

    def new_room(self, settings: RoomSettings, host: str, seats: int,
                 now: float) -> tuple[str, str, int]:
        """A new room's id, join code and version."""

    def saved(self, room: Room) -> None:
        """After every change (``room.version`` is brought up to date)."""

    def chatted(self, room: Room, line: ChatLine) -> None:
        """A chat line said in the room."""

    def playing(self, room: Room, bots: dict[int, str], table: dict[str, Any]) -> None:
        """The room's game starts (or is resumed): its bots' seats and the table's
        settings, kept with the room from its next save."""

    def enter(self, room: Room, player_id: str) -> bool:
        """The player becomes a member (kept): ``False`` if they are in another room
        (on another instance too), nothing changed."""

    def leave(self, room: Room, player_id: str) -> None:
        """The player is a member no longer."""

    def in_room(self, player_id: str) -> str | None:
        """The room (its id) the player is in, on any instance."""


class MemoryKeeper:
    """Rooms kept in memory only: ids and codes made here."""

    def __init__(self) -> None:
        self.codes: set[str] = set()

    def new_room(self, settings: RoomSettings, host: str, seats: int,
                 now: float) -> tuple[str, str, int]:
        while (code := "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LEN))) \
                in self.codes:
            pass
        self.codes.add(code)
        return secrets.token_urlsafe(12), code, 1

    def saved(self, room: Room) -> None:
        if room.state == "closed":
            self.codes.discard(room.code)

    def chatted(self, room: Room, line: ChatLine) -> None:
        pass

    def playing(self, room: Room, bots: dict[int, str], table: dict[str, Any]) -> None:
        pass

    def enter(self, room: Room, player_id: str) -> bool:
        return True  # one instance: the lobby's own check is the whole check

    def leave(self, room: Room, player_id: str) -> None:
        pass

    def in_room(self, player_id: str) -> str | None:
        return None


def check_settings(st: RoomSettings) -> None:
    """Refuse a mode, set, player count or bot the engine does not know."""
    from ..cli.agents import BOT_NAMES
    from ..modes import MODES, make_mode
    from ..packs import SETS

    if st.mode not in MODES:
        raise Error("settings.bad", {"why": f"mode: {', '.join(sorted(MODES))}"})
    if st.card_set not in SETS:
        raise Error("settings.bad", {"why": f"card_set: {', '.join(SETS)}"})
    mode = make_mode(st.mode)
    if not mode.min_players <= st.players <= mode.max_players:
        raise Error("settings.bad",
                    {"why": f"players: {mode.min_players}-{mode.max_players} in {st.mode}"})
    for bot in st.bots:
        if bot not in BOT_NAMES:
            raise Error("settings.bad", {"why": f"bots: {', '.join(BOT_NAMES)}"})


def room_choices() -> dict[str, Any]:
    """What :func:`check_settings` takes, for a client's form: the modes (their player
    counts and default set), the card sets and the bots."""
    from ..cli.agents import BOT_NAMES
    from ..cli.session import default_set
    from ..modes import MODES, make_mode
    from ..packs import SETS

    modes = []
    for mode_id in sorted(MODES):
        mode = make_mode(mode_id)
        modes.append({"id": mode_id, "min_players": mode.min_players,
                      "max_players": mode.max_players, "card_set": default_set(mode_id)})
    return {"modes": modes, "card_sets": list(SETS), "bots": list(BOT_NAMES)}


class Lobby:
    """Every room of this server, and which room each player is in."""

    def __init__(self, keeper: RoomKeeper | None = None,
                 clock: Callable[[], float] = time.time, rooms_max: int = ROOMS_MAX) -> None:
        self.keeper: RoomKeeper = keeper or MemoryKeeper()
        self.clock = clock
        self.rooms_max = rooms_max
        self.rooms: dict[str, Room] = {}
        self.by_code: dict[str, str] = {}
        self.where: dict[str, str] = {}  # player id -> room id
        # the public rooms other instances on the database run (the lobby is shared)
        self.elsewhere: Callable[[], list[dict[str, Any]]] | None = None

    # -- reading
    def listing(self) -> list[dict[str, Any]]:
        here = [r.summary() for r in self.rooms.values()
                if not r.settings.private and r.state != "closed"]
        return here + (self.elsewhere() if self.elsewhere is not None else [])

    def room_of(self, player_id: str) -> Room | None:
        rid = self.where.get(player_id)
        return self.rooms.get(rid) if rid else None

    def _mine(self, player: Player) -> Room:
        room = self.room_of(player.id)
        if room is None:
            raise Error("room.not_in")
        return room

    def _save(self, room: Room) -> Room:
        self.keeper.saved(room)
        return room

    # -- actions
    def create(self, player: Player, settings: RoomSettings) -> Room:
        if self.room_of(player.id) is not None or self.keeper.in_room(player.id) is not None:
            raise Error("room.in_one")
        if len(self.rooms) >= self.rooms_max:
            raise Error("room.too_many")
        check_settings(settings)
        now = self.clock()
        rid, code, version = self.keeper.new_room(settings, player.id, settings.players, now)
        room = Room(rid, code, settings, player.id, now,
                    [Seat() for _ in range(settings.players)], version=version)
        if not self.keeper.enter(room, player.id):  # in a room elsewhere since the check
            self.rooms[room.id] = room
            self.close(room)
            self._save(room)
            raise Error("room.in_one")
        self.rooms[room.id] = room
        self.by_code[room.code] = room.id
        room.members[player.id] = player
        room.seats[0].player = player.id
        self.where[player.id] = room.id
        return self._save(room)

    def add(self, room: Room) -> None:
        """A room brought back (from the store, after a restart)."""
        self.rooms[room.id] = room
        self.by_code[room.code] = room.id
        for pid in room.members:
            self.where[pid] = room.id

    def join(self, player: Player, room_id: str | None, code: str | None,
             watch: bool = False) -> Room:
        if code is not None:
            room = self.rooms.get(self.by_code.get(code.strip().upper(), ""))
        elif room_id is not None:
            room = self.rooms.get(room_id)
            if room is not None and room.settings.private:
                room = None  # a private room is joined by its code only
        else:
            room = None
        if room is None or room.state == "closed":
            raise Error("room.none")
        here = self.room_of(player.id)
        if here is room:
            return room
        if here is not None:
            raise Error("room.in_one")
        free = next((i for i, s in enumerate(room.seats) if s.player is None), None)
        sit = room.state == "open" and not watch and free is not None
        back = room.seat_of(player.id) is not None  # their seat in the game, kept
        if not sit and not back and not room.settings.spectators:
            raise Error("room.playing" if room.state == "playing" else "room.full")
        if not self.keeper.enter(room, player.id):  # a room on another instance
            raise Error("room.in_one")
        room.members[player.id] = player
        self.where[player.id] = room.id
        if sit and free is not None:
            room.seats[free].player = player.id
        return self._save(room)

    def leave(self, player: Player) -> Room:
        """Leave the room (a seat in a running game stays the player's: the bot plays it
        while they are away).  The host's going hands the room on; the last one's closes
        it."""
        room = self._mine(player)
        self.keeper.leave(room, player.id)
        del room.members[player.id]
        del self.where[player.id]
        if room.state == "open":
            seat = room.seat_of(player.id)
            if seat is not None:
                room.seats[seat] = Seat()
        if not room.members:
            self.close(room)
        elif room.host == player.id:
            seated = [s.player for s in room.seats if s.player and s.player in room.members]
            room.host = seated[0] if seated else next(iter(room.members))
        return self._save(room)

    def close(self, room: Room) -> None:
        room.state = "closed"
        for pid in list(room.members):
            self.where.pop(pid, None)
        room.members.clear()
        self.rooms.pop(room.id, None)
        self.by_code.pop(room.code, None)

    def take_seat(self, player: Player, seat: int | None) -> Room:
        room = self._mine(player)
        if room.state != "open":
            raise Error("room.playing")
        mine = room.seat_of(player.id)
        if seat is None:
            if mine is not None:
                if not room.settings.spectators:
                    raise Error("room.no_spectators")
                room.seats[mine] = Seat()
            return self._save(room)
        if seat >= len(room.seats):
            raise Error("seat.range", {"seat": seat})
        if room.seats[seat].player not in (None, player.id):
            raise Error("seat.taken", {"seat": seat})
        if mine is not None and mine != seat:
            room.seats[mine] = Seat()
        room.seats[seat] = Seat(player.id, False)
        return self._save(room)

    def ready(self, player: Player, ready: bool) -> Room:
        room = self._mine(player)
        if room.state != "open":
            raise Error("room.playing")
        seat = room.seat_of(player.id)
        if seat is None:
            raise Error("seat.none")
        room.seats[seat].ready = ready
        return self._save(room)

    def can_start(self, player: Player) -> Room:
        """The room ``player`` may start now (raise why not)."""
        room = self._mine(player)
        if room.state != "open":
            raise Error("room.playing")
        if room.host != player.id:
            raise Error("room.not_host")
        seated = [s for s in room.seats if s.player is not None]
        if not seated:
            raise Error("room.no_person")
        if any(not s.ready for s in seated if s.player != room.host):
            raise Error("room.not_ready")
        if len(seated) < len(room.seats) and not room.settings.bots:
            raise Error("room.no_bots")
        return room

    def started(self, room: Room, game_id: str) -> Room:
        room.state, room.game = "playing", game_id
        return self._save(room)

    def finished(self, room: Room) -> Room:
        """The game is over: the room is open again, nobody ready, for another game."""
        room.state = "open"
        for i, s in enumerate(room.seats):
            room.seats[i] = Seat(s.player if s.player in room.members else None, False)
        if not room.members:
            self.close(room)
        return self._save(room)

    def chat(self, player: Player, text: str) -> tuple[Room, ChatLine]:
        room = self._mine(player)
        line = ChatLine(player, text, round(self.clock(), 3))
        room.chat.append(line)
        self.keeper.chatted(room, line)
        return room, line

    def bots_for(self, room: Room) -> dict[int, str]:
        """The bots of the seats nobody took, in turn from the settings' list."""
        names = room.settings.bots
        empty = [i for i, s in enumerate(room.seats) if s.player is None]
        return {seat: names[k % len(names)] for k, seat in enumerate(empty)} if names else {}
