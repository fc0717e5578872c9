"""Playing leaves no reference cycle behind a request: what a request made (its options,
their trees and the closures that searched them) dies by reference counting when the
request is answered, not at the cycle collector's next pass.  The collector's passes
over such leftovers took ~7% of a rule-bot game's time (benchmarks/README.md)."""

from __future__ import annotations

import gc

from core_support import bot_games

from sgs.host import Seats


def _unreachable_after(seats: Seats, decisions: int) -> int:
    """The objects only a cycle keeps alive after ``decisions`` answered requests."""
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        for _ in range(decisions):
            if not seats.step():
                break
        return gc.collect()
    finally:
        if was:
            gc.enable()


def test_requests_leave_no_cycles() -> None:
    checked = 0
    for name, g, agents in bot_games():
        seats = Seats(g, agents)
        for _ in range(3):  # a few stretches of play, each checked on its own
            assert _unreachable_after(seats, 40) == 0, name
        checked += 1
    assert checked >= 4


def test_a_cycle_is_seen() -> None:
    """The check finds a cycle when one is left (so a pass above means something)."""
    gc.collect()
    gc.disable()
    try:
        loop: list[object] = []
        loop.append(loop)
        del loop
        assert gc.collect() >= 1
    finally:
        gc.enable()
