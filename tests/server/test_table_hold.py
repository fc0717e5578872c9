"""A table that does not hold (``TableSettings.hold = False``; docs/server.md, "The
waiting rule": "a table holds unless at most one person sits at it and it takes no
spectators"): each public stop is shown as soon as the game reaches it, and every
request, private ones too, has its whole ``decision_seconds``."""

from __future__ import annotations

import pytest
from table_support import Person, play

from sgs.server.journal import MemoryJournal
from sgs.server.table import Table, TableSettings


def _settings(hold: bool) -> TableSettings:
    return TableSettings(mode="identity", card_set="standard", players=4, seed=3,
                         bots={1: "random", 2: "random", 3: "random"},
                         decision_seconds=10.0, window_seconds=5.0, turn_seconds=20.0,
                         hold=hold)


@pytest.mark.parametrize("hold", [False, True])
def test_without_holding_every_request_has_its_whole_time(hold: bool) -> None:
    table = Table.start(_settings(hold), MemoryJournal(), 0.0)
    person = Person(0, think=4.0, seed=9)
    play(table, [person, Person(None)],
         until=lambda t: t.over or t.game.decisions > 400)
    times = [m["deadline"] - t for t, m in person.got if m["deadline"] is not None]
    assert times
    if hold:  # (the check can fail: private requests share their segment's time)
        assert min(times) < 10.0
    else:
        assert set(times) == {10.0}


def test_without_holding_bots_play_without_the_clock_moving() -> None:
    """Every seat a bot's (the person's under 托管): the whole game at one instant."""
    table = Table.start(_settings(False), MemoryJournal(), 0.0)
    table.set_auto(0, True, 0.0)
    table.advance(0.0)
    assert table.over and table.next_deadline() is None
    held = Table.start(_settings(True), MemoryJournal(), 0.0)
    held.set_auto(0, True, 0.0)
    held.advance(0.0)
    assert held.holding and not held.over
