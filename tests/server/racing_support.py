"""Calls started at the same moment from several threads, each on its own store (its own
engine and connection): a real race on the database, no mock and no sleep."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence


def race(calls: Sequence[Callable[[], object]]) -> list[object]:
    """Run the calls at once (released together by a barrier): what each returned, or the
    exception it raised, in the order given."""
    barrier = threading.Barrier(len(calls))
    results: list[object] = [None] * len(calls)

    def run(i: int) -> None:
        barrier.wait()
        try:
            results[i] = calls[i]()
        except Exception as e:  # the test looks at it
            results[i] = e

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(calls))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results
