"""The server's scheduler (``Games.tick``): each table is advanced when its own next
deadline comes — one moved by an answer included — and one table's failure stops
neither the timers nor the other rooms."""

from __future__ import annotations

import gc
import weakref
from types import SimpleNamespace
from typing import Any

from sgs.server.games import Games, LiveGame, StoreJournal


class Timed:
    """A table as the scheduler sees it: a next deadline, and ``advance``."""

    def __init__(self, due: float | None, fails: bool = False) -> None:
        self.due, self.fails = due, fails
        self.advanced: list[float] = []
        self.over = False
        self.settings = None

    def next_deadline(self) -> float | None:
        return self.due

    def advance(self, now: float) -> None:
        if self.fails:
            raise KeyError("a rule's bug")
        self.advanced.append(now)
        self.due = None

    def stamp(self, viewer: Any) -> int:
        return 0


class Refusing:
    """A store whose answers cannot be read back: a failed game cannot be resumed."""

    def answers(self, game_id: str) -> list[Any]:
        raise KeyError(game_id)


def _games(store: Any = None) -> tuple[Games, list[float]]:
    clock = [0.0]
    games = Games(SimpleNamespace(conns={}), SimpleNamespace(), store,  # type: ignore[arg-type]
                  lambda: clock[0])
    return games, clock


def _room(games: Games, name: str, table: Timed) -> LiveGame:
    room = SimpleNamespace(id=name)
    game = games._live(room, table, StoreJournal(None), f"game-{name}", {})  # type: ignore[arg-type]
    games._plan(game)
    return game


def test_only_the_tables_whose_deadline_came_are_advanced() -> None:
    games, clock = _games()
    a, b = Timed(10.0), Timed(20.0)
    _room(games, "a", a), _room(games, "b", b)
    clock[0] = 15.0
    assert games.tick() == 20.0
    assert a.advanced == [15.0] and b.advanced == []
    clock[0] = 25.0
    assert games.tick() is None
    assert b.advanced == [25.0]


def test_a_deadline_moved_by_an_answer_is_kept_and_the_old_one_forgotten() -> None:
    games, clock = _games()
    a = Timed(30.0)
    game = _room(games, "a", a)

    def answered() -> None:  # an answer shows the next request: a nearer deadline
        a.due = 12.0

    games._guarded(game, answered)
    assert games.tick() == 12.0
    clock[0] = 12.0
    games.tick()
    assert a.advanced == [12.0]
    a.due = 40.0
    games._guarded(game, lambda: None)
    clock[0] = 30.0  # the first deadline, since moved: nothing is due then
    assert games.tick() == 40.0 and a.advanced == [12.0]


def test_a_table_that_fails_and_cannot_be_resumed_stops_neither_the_timers_nor_others() -> None:
    games, clock = _games(Refusing())
    broken, fine = Timed(10.0, fails=True), Timed(10.0)
    _room(games, "broken", broken), _room(games, "fine", fine)
    clock[0] = 10.0
    assert games.tick() is None  # (raised nothing)
    assert fine.advanced == [10.0]
    assert "broken" not in games.live and "fine" in games.live


def test_a_game_let_go_is_freed_without_the_collector() -> None:
    """With the survivors of every collection frozen (sgs.server.heap), a running
    game's record must not hold itself: it would be kept until the rescan."""
    games, _ = _games()
    ref = weakref.ref(_room(games, "a", Timed(None)))
    gc.disable()
    try:
        del games.live["a"]
        assert ref() is None
    finally:
        gc.enable()
