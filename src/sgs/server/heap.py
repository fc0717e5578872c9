"""Short collector pauses in a process that holds many games for a long time.

CPython's full collection looks at every object that can hold another.  A server with
hundreds of running games and their connections holds hundreds of thousands of them,
and its one event loop stopped for 0.2–1.5 s at each full collection, every few
seconds (benchmarks/README.md, "The server under load"): those pauses were the load
test's p99.

What a collection leaves alive is mostly running games and open connections, which
go by reference counting when they end: a finished game leaves no cycles behind
(tests/server/test_heap.py checks it for the table and its game, and for the server's
record of a running game).  So after every
collection the survivors are put out of the collector's sight (``gc.freeze``): each
object is looked at once, while it is young, and the pauses are those of the youngest
generation (20 ms at most in a 500-room run, where freezing only after full collections
still left middle collections of 50–70 ms and full ones of 200 ms).  The cycles that
die old (a closed connection's exception and its frames, say) would wait forever; so
every ``rescan_seconds`` the frozen objects are handed back (``gc.unfreeze``) and the
next full collection looks at everything, as CPython's would have each time.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from typing import Any

RESCAN_SECONDS = 600.0


class Collector:
    """The policy above, for one process (``install`` once, ``uninstall`` to stop)."""

    def __init__(self, rescan_seconds: float = RESCAN_SECONDS,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rescan_seconds = rescan_seconds
        self.clock = clock
        self.rescanned_at = clock()
        self.rescans = 0
        self.rescanning = False  # handed back: until the next full collection

    def install(self) -> None:
        gc.collect()
        gc.freeze()  # what is alive now (modules, packs) lives as long as the process
        gc.callbacks.append(self._after)

    def uninstall(self) -> None:
        if self._after in gc.callbacks:
            gc.callbacks.remove(self._after)
        gc.unfreeze()

    def _after(self, phase: str, info: dict[str, Any]) -> None:
        if phase != "stop":
            return
        full = info["generation"] == 2
        if self.rescanning and not full:
            return  # handed back: the full collection to come looks at everything
        self.rescanning = False
        now = self.clock()
        if full and now - self.rescanned_at >= self.rescan_seconds:
            # the next full collection (soon: CPython counts only the survivors of
            # this one as old) looks at everything once
            gc.unfreeze()
            self.rescanning = True
            self.rescanned_at = now
            self.rescans += 1
        else:
            gc.freeze()
