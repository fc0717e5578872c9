"""The server's storage: SQLAlchemy 2 on SQLite (the default file) or PostgreSQL, with
Alembic migrations run on start (docs/server.md "The database and its migrations").

``Store.open(url)`` is the one entry; records are frozen dataclasses (:mod:`.records`);
:class:`GameJournal` is a stored game's answers as the table's journal."""

from .errors import StoreConflict, StoreError
from .journal import GameJournal
from .records import (
    Account,
    Answer,
    ChatLine,
    Game,
    GameState,
    JsonObject,
    Lease,
    Player,
    Room,
    RoomState,
    Seat,
)
from .store import Store
from .urls import default_url, normalise_url, state_dir

__all__ = [
    "Account",
    "Answer",
    "ChatLine",
    "Game",
    "GameJournal",
    "GameState",
    "JsonObject",
    "Lease",
    "Player",
    "Room",
    "RoomState",
    "Seat",
    "Store",
    "StoreConflict",
    "StoreError",
    "default_url",
    "normalise_url",
    "state_dir",
]
