"""The server's collector policy (sgs.server.heap): survivors of every collection are
frozen, a rescan frees the cycles that died frozen and comes by itself, and a finished
game leaves nothing for the collector."""

from __future__ import annotations

import gc
import time

from table_support import Person, play

from sgs.server.heap import Collector
from sgs.server.journal import MemoryJournal
from sgs.server.table import Table, TableSettings

GUARD_STEPS = 6000  # (60 s)


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


def test_survivors_of_every_collection_are_frozen() -> None:
    policy = Collector(rescan_seconds=3600.0)
    policy.install()
    try:
        for generation in (0, 1, 2):
            frozen = gc.get_freeze_count()
            kept = [[i] for i in range(1000)]  # new: in the youngest generation
            gc.collect(generation)
            assert gc.get_freeze_count() >= frozen + len(kept), generation
            del kept
    finally:
        policy.uninstall()
    assert gc.get_freeze_count() == 0 and policy._after not in gc.callbacks


def test_frozen_cycles_are_freed_by_the_rescan_and_its_survivors_frozen_again() -> None:
    policy = Collector(rescan_seconds=3600.0)
    policy.install()
    try:
        a: list[object] = []
        a.append(a)
        kept = [[i] for i in range(1000)]
        gc.collect()  # alive: frozen with the survivors
        del a
        assert gc.collect() == 0  # a frozen cycle is out of sight
        assert policy.rescan() >= 1 and policy.rescans == 1
        assert gc.get_freeze_count() >= len(kept)  # the survivors, frozen again
    finally:
        policy.uninstall()


def test_the_rescan_comes_by_itself() -> None:
    """CPython never runs a full collection of its own under this policy: the rescan
    is the policy's (a thread), every ``rescan_seconds``."""
    policy = Collector(rescan_seconds=0.01)
    policy.install()
    try:
        for _ in range(GUARD_STEPS):  # a liveness guard, not a timing
            if policy.rescans >= 2:
                break
            time.sleep(0.01)
        assert policy.rescans >= 2
    finally:
        policy.uninstall()
