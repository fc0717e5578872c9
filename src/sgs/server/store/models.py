"""The tables, as typed SQLAlchemy 2 models.  Only :mod:`.store` uses them; the schema
they describe is made by the migrations (``migrations/versions``), which must agree with
this file (tests/server/test_store_migrations.py compares the two)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Double,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

ID = 32  # the length of the ids the store makes (secrets.token_urlsafe(16) is 22)
NAME = 64
CODE = 16
OWNER = 64


class Base(DeclarativeBase):
    pass


class PlayerRow(Base):
    __tablename__ = "players"
    id: Mapped[str] = mapped_column(String(ID), primary_key=True)
    name: Mapped[str] = mapped_column(String(NAME))
    created: Mapped[float] = mapped_column(Double)


class AccountRow(Base):
    __tablename__ = "accounts"
    name: Mapped[str] = mapped_column(String(NAME), primary_key=True)
    player_id: Mapped[str] = mapped_column(String(ID), ForeignKey("players.id"), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))
    created: Mapped[float] = mapped_column(Double)


class RoomRow(Base):
    __tablename__ = "rooms"
    id: Mapped[str] = mapped_column(String(ID), primary_key=True)
    code: Mapped[str] = mapped_column(String(CODE), unique=True)
    settings: Mapped[dict[str, Any]] = mapped_column(JSON)
    host_id: Mapped[str | None] = mapped_column(String(ID), ForeignKey("players.id"))
    seats: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    state: Mapped[str] = mapped_column(String(16))
    private: Mapped[bool] = mapped_column(Boolean)
    created: Mapped[float] = mapped_column(Double)
    version: Mapped[int] = mapped_column(Integer)
    lease_owner: Mapped[str | None] = mapped_column(String(OWNER))
    lease_expires: Mapped[float | None] = mapped_column(Double)
    # the lobby lists rooms by state; a taking-over instance looks for expired leases
    __table_args__ = (Index("ix_rooms_state_lease_expires", "state", "lease_expires"),)


class MemberRow(Base):
    """Who is in which room: keyed by the player, so one room per player on the database."""

    __tablename__ = "room_members"
    player_id: Mapped[str] = mapped_column(String(ID), ForeignKey("players.id"),
                                           primary_key=True)
    room_id: Mapped[str] = mapped_column(String(ID), ForeignKey("rooms.id"))
    joined: Mapped[float] = mapped_column(Double)
    __table_args__ = (Index("ix_room_members_room_id_joined", "room_id", "joined"),)


class GameRow(Base):
    __tablename__ = "games"
    id: Mapped[str] = mapped_column(String(ID), primary_key=True)
    room_id: Mapped[str] = mapped_column(String(ID), ForeignKey("rooms.id"))
    header: Mapped[dict[str, Any]] = mapped_column(JSON)
    state: Mapped[str] = mapped_column(String(16))
    result: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    created: Mapped[float] = mapped_column(Double)
    finished: Mapped[float | None] = mapped_column(Double)
    __table_args__ = (
        Index("ix_games_room_id_created", "room_id", "created"),
        Index("ix_games_state", "state"),
    )


class GameLogRow(Base):
    """A finished game's log (JSON Lines), apart so listing games never reads it."""

    __tablename__ = "game_logs"
    game_id: Mapped[str] = mapped_column(String(ID), ForeignKey("games.id"), primary_key=True)
    text: Mapped[str] = mapped_column(Text)


class AnswerRow(Base):
    """The journal: millions of rows; read only by (game_id, n), which the key indexes."""

    __tablename__ = "answers"
    game_id: Mapped[str] = mapped_column(String(ID), ForeignKey("games.id"), primary_key=True)
    n: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    seat: Mapped[int] = mapped_column(Integer)
    value: Mapped[str] = mapped_column(Text)
    time: Mapped[float] = mapped_column(Double)


class ChatRow(Base):
    __tablename__ = "chat_lines"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    room_id: Mapped[str] = mapped_column(String(ID), ForeignKey("rooms.id"))
    player_id: Mapped[str | None] = mapped_column(String(ID), ForeignKey("players.id"))
    text: Mapped[str] = mapped_column(String(1000))
    time: Mapped[float] = mapped_column(Double)
    __table_args__ = (Index("ix_chat_lines_room_id_id", "room_id", "id"),)


class SecretRow(Base):
    """Server secrets (the session-token key), shared by every instance on the database."""

    __tablename__ = "secrets"
    name: Mapped[str] = mapped_column(String(NAME), primary_key=True)
    value: Mapped[str] = mapped_column(String(255))
