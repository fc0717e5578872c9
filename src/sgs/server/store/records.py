"""What the store hands out: frozen records, never ORM objects (no session leaks out).

Times are seconds since the epoch (float), as the table's injected clock gives them.
JSON values are plain ``dict``/``list`` trees; an answer's value stays the JSON *text* it
was given, byte for byte, because a replay must see exactly what the game saw.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

JsonObject = dict[str, Any]
RoomState = Literal["open", "playing", "closed"]
GameState = Literal["running", "over"]
ROOM_STATES: tuple[RoomState, ...] = ("open", "playing", "closed")
GAME_STATES: tuple[GameState, ...] = ("running", "over")


@dataclass(frozen=True)
class Player:
    """Someone who picked a name (and, with ``--accounts``, logged in)."""

    id: str
    name: str
    created: float


@dataclass(frozen=True)
class Account:
    """A registered name with its password hash (argon2, made by the app), and its player."""

    name: str
    player_id: str
    password_hash: str
    created: float


@dataclass(frozen=True)
class Seat:
    """One seat of a room: a person (``player_id``), a bot (``bot``, its name) or empty
    (both ``None``); ``ready`` is the person's 准备."""

    player_id: str | None = None
    bot: str | None = None
    ready: bool = False

    @property
    def empty(self) -> bool:
        return self.player_id is None and self.bot is None


@dataclass(frozen=True)
class Lease:
    """Which server instance runs a room, until when (renewed before ``expires``)."""

    owner: str
    expires: float


@dataclass(frozen=True)
class Room:
    """A room.  ``version`` grows by one at every :meth:`Store.save_room`: a save made from
    an older read is refused (:class:`StoreConflict`), so two writers never mix."""

    id: str
    code: str
    settings: JsonObject
    host_id: str | None
    seats: tuple[Seat, ...]
    state: RoomState
    private: bool
    created: float
    version: int
    lease: Lease | None


@dataclass(frozen=True)
class Game:
    """A game of a room: its log header (the log's first record), its result when over."""

    id: str
    room_id: str
    header: JsonObject
    state: GameState
    result: JsonObject | None
    created: float
    finished: float | None


@dataclass(frozen=True)
class Answer:
    """The ``n``-th answer of a game (a person's or a bot's), as JSON text."""

    game_id: str
    n: int
    seat: int
    value_json: str
    time: float


@dataclass(frozen=True)
class ChatLine:
    """One line of a room's chat (plain text; ``player_id`` ``None`` for the server's own)."""

    id: int
    room_id: str
    player_id: str | None
    text: str
    time: float
