"""A stored game's answers as the table's journal (``sgs.server.table``'s ``Journal``)."""

from __future__ import annotations

from .errors import StoreConflict
from .store import Store


class GameJournal:
    """The journal of the game ``game_id`` in ``store``.  ``append`` is durable when it
    returns; an ``n`` already taken (e.g. by another instance that took the room over) or
    one that leaves a gap raises ``conflict`` (:class:`~.errors.StoreConflict` unless the
    caller names the table's own exception, e.g. ``conflict=JournalConflict``), and
    nothing is written.  ``answers`` gives them back in order, which is what the table
    replays to resume.  ``n`` is the answer's place in the game, from 0."""

    def __init__(self, store: Store, game_id: str, *,
                 conflict: type[Exception] = StoreConflict) -> None:
        self.store = store
        self.game_id = game_id
        self.conflict = conflict

    def append(self, n: int, seat: int, value_json: str) -> None:
        try:
            self.store.append_answer(self.game_id, n, seat, value_json)
        except StoreConflict as e:
            if self.conflict is StoreConflict:
                raise
            raise self.conflict(str(e)) from e

    def answers(self) -> list[tuple[int, str]]:
        """(seat, value_json) of every answer, in order."""
        return [(a.seat, a.value_json) for a in self.store.answers(self.game_id)]
