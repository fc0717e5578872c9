"""What one viewer of a game was last shown, kept by the protocol layer (not the game).

An observation is a pure function of the game and the viewer: the caches here only
spare the work of making again what has not changed since the viewer's last one —
the records it does not see (its cursor's index), the players' table entries, the
public piles' JSON, the distances' JSON.  The engine holds none of them: whoever
observes holds its own (a host's or a server's :class:`~sgs.core.protocol.Observer`,
one per seat and spectator); :func:`kept_cache` keeps one per game and seat for the
callers that hold none (the module-level ``observe``).
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import Game


class SeatLog:
    """What one seat has read of the game's log: the log's records it does not see.

    Most records every seat sees as they are; the game keeps the positions of the
    others (``Game.restricted``: answers, views, hidden moves, ...), and only those
    are looked at for each seat: the records between two of them are handed out as a
    slice of the log.  Whether a seat sees a record is fixed when it is written."""

    __slots__ = ("done", "hidden", "scanned")

    def __init__(self) -> None:
        self.scanned = 0  # the log's length when last read
        self.done = 0  # how many of the game's restricted records were looked at then
        self.hidden: list[int] = []  # the positions of the records the seat does not see

    def catch_up(self, g: Game, seat: int | None) -> int:
        """Look at the restricted records written since the last read; the seat's
        cursor (how many records it sees)."""
        log, restricted, hidden = g.log, g.restricted, self.hidden
        for at in restricted[self.done:]:
            if not _seen(log[at], seat):
                hidden.append(at)
        self.done = len(restricted)
        self.scanned = n = len(log)
        return n - len(hidden)

    def start(self, since: int) -> int:
        """The position in the log of the seat's ``since``-th record (the log's length
        when there is none), the log read to its end."""
        at = max(0, since)
        for h in self.hidden:  # (sorted) each unseen record before it moves it one on
            if h > at:
                break
            at += 1
        return min(at, self.scanned)


def _seen(record: dict[str, Any], seat: int | None) -> bool:
    """Whether ``seat`` sees anything of ``record`` (see :func:`~sgs.core.view.
    visible_record`)."""
    t = record.get("t")
    if t == "answer":
        return seat is not None and record.get("seat") == seat
    if t == "view":
        return seat is not None and seat in record.get("visible", ())
    return True


class ViewCache:
    """One viewer's (``seat``; None: a spectator's) last observation of one game, in
    the parts worth keeping: each holds what it was made from, and is handed out
    again (or copied) only while that is the same, so a cache never changes what an
    observation says — a fresh one gives the same JSON, made the long way.

    It belongs to one viewer of one game: the entries are made as ``seat`` sees them
    and the seat log indexes that game's log."""

    __slots__ = ("entries", "log", "piles", "seat", "you")

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.log = SeatLog()  # the records of the log the seat does not see (its cursor)
        # each player's table entry as last made for the viewer, with what it was made
        # from, by seat (sgs.core.view.view)
        self.entries: dict[int, tuple[Any, ...]] = {}
        # a public pile's cards and their JSON, as last listed (sgs.core.view)
        self.piles: dict[str, tuple[list[int], list[dict[str, Any]]]] = {}
        # the seat's distances and reach as last shown to it, and their JSON (protocol)
        self.you: tuple[Any, ...] | None = None


# the caches of the callers that hold none, by game and seat
_KEPT: weakref.WeakKeyDictionary[Game, dict[int | None, ViewCache]] = \
    weakref.WeakKeyDictionary()


def kept_cache(g: Game, seat: int | None) -> ViewCache:
    """The cache of ``seat``'s observations of ``g`` made without one of their own:
    ``observe(g, seat, since)`` is called with a cursor alone (by ``Game.observe``,
    tests, tools), and without a cache kept between the calls each would scan the
    game's hidden records from the start and make every entry again.  It is kept
    beside the game, not in it (the engine holds no viewer's state), by weak
    reference to the game: it goes with the game, and holds no reference to it (the
    registry's values must not keep their keys alive)."""
    by_seat = _KEPT.get(g)
    if by_seat is None:
        by_seat = _KEPT[g] = {}
    got = by_seat.get(seat)
    if got is None:
        got = by_seat[seat] = ViewCache(seat)
    return got
