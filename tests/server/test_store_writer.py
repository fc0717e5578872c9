"""The answer writer (store/writer.py): answers are written in its thread, many to one
commit, and each one's callback says, in the order they were given, that it is
committed or why it was refused.  On SQLite and PostgreSQL."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from sqlalchemy import event

from sgs.server.store import Answer, Game, Seat, Store, StoreConflict
from sgs.server.store.writer import AnswerWriter


def new_game(store: Store) -> Game:
    room = store.create_room({}, host_id=None, seats=[Seat(), Seat()])
    return store.create_game(room.id, {"type": "header"})


def answer(game: Game, n: int) -> Answer:
    return Answer(game.id, n, n % 2, f'{{"n": {n}}}', float(n))


class Results:
    """The callbacks' results, in the order they came; ``wait(k)`` until k came."""

    def __init__(self) -> None:
        self.got: list[tuple[str, Exception | None]] = []
        self.cond = threading.Condition()

    def run(self, fn: Callable[[], None]) -> None:  # the writer's ``deliver``
        with self.cond:
            fn()
            self.cond.notify_all()

    def done(self, name: str) -> Callable[[Exception | None], None]:
        return lambda error: self.got.append((name, error))

    def wait(self, k: int) -> None:
        with self.cond:
            assert self.cond.wait_for(lambda: len(self.got) >= k, timeout=120)


@contextmanager
def write_lock(store: Store) -> Iterator[None]:
    """Hold the answers' write lock from another connection: a writer waits on it."""
    with store.engine.execution_options(sgs_write=True).begin() as connection:
        if store.backend != "sqlite":  # SQLite's BEGIN IMMEDIATE took it already
            connection.exec_driver_sql("LOCK TABLE answers IN EXCLUSIVE MODE")
        yield


def writer_commits(store: Store) -> list[int]:
    """A growing list: one item per commit made by the writer's thread."""
    counted: list[int] = []

    def commit(_: object) -> None:
        if threading.current_thread().name == "sgs-answer-writer":
            counted.append(1)

    event.listen(store.engine, "commit", commit)
    return counted


def test_answers_queued_while_one_is_written_share_one_commit(store: Store) -> None:
    games = [new_game(store) for _ in range(10)]
    results = Results()
    writer = AnswerWriter(store, results.run)
    counted = writer_commits(store)
    with write_lock(store):
        for i, game in enumerate(games):
            writer.put(answer(game, 0), results.done(f"g{i}"))
    results.wait(10)
    writer.close()
    assert results.got == [(f"g{i}", None) for i in range(10)]
    assert all(len(store.answers(g.id)) == 1 for g in games)
    # the first may have been taken alone before the rest came: two commits at most
    assert 1 <= len(counted) <= 2


def test_a_refused_answer_is_told_and_the_others_of_its_batch_are_written(
        store: Store) -> None:
    game, other = new_game(store), new_game(store)
    store.append_answer(game.id, 0, 0, '{"n": 0}')  # answer 0 of game is there already
    results = Results()
    writer = AnswerWriter(store, results.run)
    with write_lock(store):
        writer.put(answer(other, 0), results.done("other 0"))
        writer.put(answer(game, 0), results.done("game 0 again"))
        writer.put(answer(game, 1), results.done("game 1"))
        writer.put(answer(other, 1), results.done("other 1"))
    results.wait(4)
    writer.close()
    names = [name for name, _ in results.got]
    assert names == ["other 0", "game 0 again", "game 1", "other 1"]
    errors = dict(results.got)
    assert errors["other 0"] is None and errors["other 1"] is None
    assert isinstance(errors["game 0 again"], StoreConflict)
    # game 1 follows the stored answer 0: it is written (the writer does not judge games)
    assert errors["game 1"] is None
    assert [a.value_json for a in store.answers(other.id)] == ['{"n": 0}', '{"n": 1}']


def test_close_writes_what_is_queued(store: Store, db_url: str) -> None:
    game = new_game(store)
    results = Results()
    writer = AnswerWriter(store, results.run)
    with write_lock(store):
        for n in range(5):
            writer.put(answer(game, n), results.done(str(n)))
        closing = threading.Thread(target=writer.close)
        closing.start()
    closing.join()
    with Store.open(db_url) as again:  # its own connection: only what is committed
        assert [a.n for a in again.answers(game.id)] == [0, 1, 2, 3, 4]
    assert [error for _, error in results.got] == [None] * 5
