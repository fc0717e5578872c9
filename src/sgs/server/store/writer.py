"""The answers of every game written in a thread of their own, many to a commit.

An answer must be durable before it is acknowledged, and a commit waits for the disk
(SQLite's ``synchronous=FULL`` syncs its log at each one; PostgreSQL its WAL).  Done on
the server's event loop, every room would wait behind each sync.  Here the loop only
queues an answer (:meth:`AnswerWriter.put`); a thread writes whatever has been queued
meanwhile in one transaction — one sync for all of them (group commit) — and then hands
each answer's callback, with ``None`` or the error that refused it, back to the loop, in
the order the answers were put.  The server acknowledges and shows nothing of an answer
before its callback (games.py).
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable, Sequence
from functools import partial

from .records import Answer
from .store import Store

log = logging.getLogger("sgs.server")

Done = Callable[[Exception | None], None]
BATCH = 256  # answers in one transaction at most


def _call(batch: Sequence[tuple[Answer, Done]], results: Sequence[Exception | None]) -> None:
    for (_, done), error in zip(batch, results, strict=True):
        done(error)


class AnswerWriter:
    """Writes the answers given to :meth:`put` to ``store``; ``deliver`` runs a callback
    where it belongs (the event loop's ``call_soon_threadsafe``)."""

    def __init__(self, store: Store, deliver: Callable[[Callable[[], None]], object]) -> None:
        self._store, self._deliver = store, deliver
        self._queue: queue.SimpleQueue[tuple[Answer, Done] | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="sgs-answer-writer",
                                        daemon=True)
        self._thread.start()

    def put(self, answer: Answer, done: Done) -> None:
        """Write ``answer`` soon; ``done(None)`` once it is committed, ``done(error)`` if
        it is refused (nothing of it written)."""
        self._queue.put((answer, done))

    def close(self) -> None:
        """Write what is queued, then stop the thread (it blocks until then)."""
        self._queue.put(None)
        self._thread.join()

    def _run(self) -> None:
        stopping = False
        while not stopping:
            item = self._queue.get()
            if item is None:
                return
            batch = [item]
            while len(batch) < BATCH:
                try:
                    more = self._queue.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    stopping = True
                    break
                batch.append(more)
            results = self._write([answer for answer, _ in batch])
            try:
                self._deliver(partial(_call, batch, results))
            except RuntimeError:  # the loop is closed: the server is stopping
                log.warning("%d answers written after the server stopped", len(batch))

    def _write(self, answers: list[Answer]) -> list[Exception | None]:
        try:
            if self._store.append_answers(answers):
                return [None] * len(answers)
        except Exception:  # e.g. the database unreachable: each answer says so below
            log.exception("a batch of %d answers failed; writing them one by one",
                          len(answers))
        results: list[Exception | None] = []
        for a in answers:  # one is refused: learn which, and why; the rest are written
            try:
                self._store.append_answer(a.game_id, a.n, a.seat, a.value_json, now=a.time)
                results.append(None)
            except Exception as exc:
                results.append(exc)
        return results
