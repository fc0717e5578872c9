"""Short collector pauses in a process that holds many games for a long time.

CPython's full collection looks at every object that can hold another.  A server with
hundreds of running games and their connections holds millions of them, and its one
event loop stopped for 0.2–1.5 s at each full collection, every few seconds
(benchmarks/README.md, "The server under load"): those pauses were the load test's p99.

What a collection leaves alive is mostly running games and open connections, which
go by reference counting when they end: a finished game leaves no cycles behind
(tests/server/test_heap.py checks it for the table and its game, and
tests/server/test_games_scheduler.py for the server's record of a running game).  So
after every collection the survivors are put out of the collector's sight
(``gc.freeze``): each object is looked at once, while it is young, and the pauses are
those of the youngest generation (20 ms at most in a 500-room run, where freezing only
after full collections still left middle collections of 50–70 ms and full ones of
200 ms).  CPython then never collects an older generation.  The cycles that die old (a
closed connection's exception and its frames, say) would wait forever; so a thread
hands everything back every ``rescan_seconds`` for one full collection
(:meth:`Collector.rescan`) and freezes the survivors again.
"""

from __future__ import annotations

import gc
import threading
from typing import Any

RESCAN_SECONDS = 600.0


class Collector:
    """The policy above, for one process (``install`` once, ``uninstall`` to stop)."""

    def __init__(self, rescan_seconds: float = RESCAN_SECONDS) -> None:
        self.rescan_seconds = rescan_seconds
        self.rescans = 0
        self._rescanning = False
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def install(self) -> None:
        gc.collect()
        gc.freeze()  # what is alive now (modules, packs) lives as long as the process
        gc.callbacks.append(self._after)
        self._stop.clear()
        self._thread = threading.Thread(target=self._rescanner, name="sgs-gc-rescan",
                                        daemon=True)
        self._thread.start()

    def uninstall(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        if self._after in gc.callbacks:
            gc.callbacks.remove(self._after)
        gc.unfreeze()

    def rescan(self) -> int:
        """One full collection of everything (the frozen objects handed back first);
        its survivors frozen again.  Returns what it freed, as ``gc.collect``."""
        self._rescanning = True  # (a collection of another thread meanwhile: no freeze)
        try:
            gc.unfreeze()
            found = gc.collect()
        finally:
            self._rescanning = False
        gc.freeze()
        self.rescans += 1
        return found

    def _after(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "stop" and not self._rescanning:
            gc.freeze()

    def _rescanner(self) -> None:
        while not self._stop.wait(self.rescan_seconds):
            self.rescan()
