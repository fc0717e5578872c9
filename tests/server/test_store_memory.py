"""An in-memory SQLite store (``--db sqlite://``): one connection (SQLAlchemy's
StaticPool, ``check_same_thread=False``) for every thread.  Python's sqlite3 serialises
each call on it (``sqlite3.threadsafety == 3``), but a transaction belongs to the
connection, not to the thread: the answer writer's thread and the loop's lease surveys
would begin, commit and roll back each other's transactions.  The store serialises its
use of that connection, a whole transaction at a time (store/engine.py)."""

from __future__ import annotations

import threading
from dataclasses import replace

from sgs.server.store import Answer, Seat, Store

ROUNDS = 300


def test_answers_and_lease_surveys_at_once_on_a_memory_database() -> None:
    with Store.open("sqlite://") as store:
        player = store.create_player("甲")
        rooms = [store.create_room({}, host_id=player.id, seats=[Seat(), Seat()])
                 for _ in range(3)]
        game = store.create_game(rooms[0].id, {"t": "header"})
        errors: list[BaseException] = []

        def answers() -> None:  # the answer writer: batches of two, one commit each
            try:
                for n in range(0, 2 * ROUNDS, 2):
                    assert store.append_answers(
                        [Answer(game.id, k, k % 2, f'{{"n": {k}}}', float(k))
                         for k in (n, n + 1)])
            except BaseException as exc:
                errors.append(exc)

        def surveys() -> None:  # the loop: leases renewed, rooms read and saved
            try:
                for i in range(ROUNDS):
                    ids = [r.id for r in rooms]
                    for rid in ids:
                        assert store.take_lease(rid, "local#sqlite", 6.0, now=float(i))
                    assert store.renew_leases(ids, "local#sqlite", 6.0, now=float(i))
                    store.room_marks()
                    room = store.room(rooms[1].id)
                    assert room is not None
                    store.save_room(replace(room, private=not room.private))
            except BaseException as exc:
                errors.append(exc)

        threads = [threading.Thread(target=answers), threading.Thread(target=surveys)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
        assert not errors, errors[:3]
        assert [a.n for a in store.answers(game.id)] == list(range(2 * ROUNDS))
        kept = store.room(rooms[1].id)
        assert kept is not None and kept.version == 1 + ROUNDS
