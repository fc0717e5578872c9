"""The games of a server's rooms: each room's running game (a ``Table``), its answers
journalled in the store before they are acknowledged, its messages pushed to the
seat's connection, its timers run on the event loop."""

from __future__ import annotations

from .auth import Player
from .messages import Error
from .rooms import Room


class Games:
    """The running games (none yet: the table is wired in next)."""

    def running(self) -> int:
        return 0

    def start(self, room: Room) -> None:
        raise Error("room.not_playing")

    def connected(self, player: Player, room: Room) -> None:
        pass

    def disconnected(self, player: Player) -> None:
        pass

    def left(self, player: Player, room: Room) -> None:
        pass

    def answer(self, player: Player, request_id: int, value: object) -> None:
        raise Error("room.not_playing")

    def auto(self, player: Player, on: bool) -> None:
        raise Error("room.not_playing")

    def resume(self, player: Player, cursor: int) -> None:
        raise Error("room.not_playing")

    def finished_log(self, game_id: str) -> str | None:
        return None
