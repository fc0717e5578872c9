"""A stored game's answers as the table's journal (``sgs.server.table.Journal``)."""

from __future__ import annotations

from .store import Store


class GameJournal:
    """The journal of the game ``game_id`` in ``store``: ``append`` is durable when it
    returns (refused with :class:`~.errors.StoreConflict` when that number is taken, e.g.
    by another instance that took the room over); ``answers`` gives them back in order,
    which is what ``Table.resume`` replays.  The ``n`` of an answer is its place in the
    game's sequence, from 0."""

    def __init__(self, store: Store, game_id: str) -> None:
        self.store = store
        self.game_id = game_id

    def append(self, n: int, seat: int, value_json: str) -> None:
        self.store.append_answer(self.game_id, n, seat, value_json)

    def answers(self) -> list[tuple[int, str]]:
        """(seat, value_json) of every answer, in order."""
        return [(a.seat, a.value_json) for a in self.store.answers(self.game_id)]
