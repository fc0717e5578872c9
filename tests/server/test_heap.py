"""The server's collector policy (sgs.server.heap): survivors of every collection are
frozen, handed back on time, and a finished game leaves nothing for the collector."""

from __future__ import annotations

import gc

from table_support import Person, play

from sgs.server.heap import Collector
from sgs.server.journal import MemoryJournal
from sgs.server.table import Table, TableSettings


def _played_table() -> None:
    settings = TableSettings(mode="identity", card_set="standard", players=5, seed=11,
                             bots={1: "rule", 3: "random", 4: "rule"})
    table = Table.start(settings, MemoryJournal(), now=0.0)
    play(table, [Person(0, seed=1), Person(2, seed=2), Person(None)])
    assert table.over


def test_a_finished_table_and_its_game_leave_no_cycles_behind() -> None:
    """What the policy stands on: once a game is over and let go, reference counting
    frees all of it, so freezing a running game hides no garbage from the collector."""
    _played_table()  # (the first game fills the module-level caches)
    gc.collect()
    gc.freeze()
    gc.disable()
    try:
        _played_table()
        assert gc.collect() == 0
    finally:
        gc.enable()
        gc.unfreeze()


def test_survivors_of_a_full_collection_are_frozen_until_the_rescan_is_due() -> None:
    now = [0.0]
    policy = Collector(rescan_seconds=60.0, clock=lambda: now[0])
    policy.install()
    try:
        frozen = gc.get_freeze_count()
        kept = [[i] for i in range(1000)]  # alive across the collections
        gc.collect()
        assert gc.get_freeze_count() >= frozen + len(kept)
        now[0] = 59.0
        gc.collect()
        assert gc.get_freeze_count() >= frozen + len(kept) and policy.rescans == 0
        now[0] = 61.0
        gc.collect()  # the rescan: everything is the collector's again
        assert gc.get_freeze_count() == 0 and policy.rescans == 1
        gc.collect()
        assert gc.get_freeze_count() >= frozen + len(kept)
    finally:
        policy.uninstall()
    assert gc.get_freeze_count() == 0 and policy._after not in gc.callbacks


def test_survivors_of_a_young_collection_are_frozen_but_not_while_a_rescan_waits() -> None:
    now = [0.0]
    policy = Collector(rescan_seconds=60.0, clock=lambda: now[0])
    policy.install()
    try:
        gc.collect()
        frozen = gc.get_freeze_count()
        kept = [[i] for i in range(1000)]  # new: in the youngest generation
        gc.collect(0)
        assert gc.get_freeze_count() >= frozen + len(kept)
        now[0] = 61.0
        gc.collect()  # due: everything is handed back …
        more = [[i] for i in range(1000)]
        gc.collect(0)  # … and stays the collector's until the next full collection
        assert gc.get_freeze_count() == 0 and policy.rescanning
        gc.collect()
        assert gc.get_freeze_count() >= frozen + len(kept) + len(more)
        assert not policy.rescanning
    finally:
        policy.uninstall()


def test_frozen_cycles_are_collected_at_the_rescan() -> None:
    now = [0.0]
    policy = Collector(rescan_seconds=60.0, clock=lambda: now[0])
    policy.install()
    try:
        a: list[object] = []
        a.append(a)
        gc.collect()  # alive: frozen with the survivors
        del a
        assert gc.collect() == 0  # a frozen cycle is out of sight
        now[0] = 61.0
        gc.collect()  # the rescan hands it back …
        assert gc.collect() >= 1  # … and the next full collection frees it
    finally:
        policy.uninstall()
