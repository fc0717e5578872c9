"""The answer journal (issue 23 item 6: every answer is stored before it is acknowledged).
An answer is committed when ``append_answer`` returns: another store on the database, a
new process, reads it.  A number is written once: a second answer with it is refused."""

from __future__ import annotations

import json
import threading
from functools import partial

import pytest
from racing_support import race

from sgs.server.store import Game, GameJournal, Seat, Store, StoreConflict, StoreError


def new_game(store: Store) -> Game:
    room = store.create_room({}, host_id=None, seats=[Seat(), Seat()])
    return store.create_game(room.id, {"type": "header"})


def test_an_answer_is_committed_when_append_returns(store: Store, db_url: str) -> None:
    game = new_game(store)
    store.append_answer(game.id, 0, 1, '{"kind": "pass"}', now=3.5)
    with Store.open(db_url) as other:  # its own connection: sees only what is committed
        (answer,) = other.answers(game.id)
    assert (answer.n, answer.seat, answer.value_json, answer.time) == (
        0, 1, '{"kind": "pass"}', 3.5)


def test_the_value_is_kept_as_the_exact_json_text(store: Store) -> None:
    """A replay must see what the game saw: key order, spacing and unicode unchanged."""
    game = new_game(store)
    text = '{"z": 1,  "a": ["杀", 2.50]}'
    store.append_answer(game.id, 0, 0, text)
    assert store.answers(game.id)[0].value_json == text


def test_a_second_answer_with_the_same_number_is_refused(store: Store) -> None:
    game = new_game(store)
    store.append_answer(game.id, 0, 0, "1")
    with pytest.raises(StoreConflict):
        store.append_answer(game.id, 0, 1, "2")
    assert [(a.seat, a.value_json) for a in store.answers(game.id)] == [(0, "1")]


def test_answers_come_back_in_numeric_order(store: Store) -> None:
    game = new_game(store)
    for n in range(12):
        store.append_answer(game.id, n, n % 2, json.dumps(n))
    assert [a.n for a in store.answers(game.id)] == list(range(12))  # 10 after 9, not 1
    assert [a.n for a in store.answers(game.id, start=9)] == [9, 10, 11]
    assert store.answer_count(game.id) == 12


def test_an_answer_that_leaves_a_gap_is_refused(store: Store) -> None:
    """The journal is the sequence the game saw: answer n follows answer n - 1."""
    game = new_game(store)
    with pytest.raises(StoreConflict):
        store.append_answer(game.id, 1, 0, "1")
    store.append_answer(game.id, 0, 0, "0")
    with pytest.raises(StoreConflict):
        store.append_answer(game.id, 2, 0, "2")
    assert [a.n for a in store.answers(game.id)] == [0]


def test_games_do_not_share_answers(store: Store) -> None:
    one, two = new_game(store), new_game(store)
    store.append_answer(one.id, 0, 0, '"one"')
    store.append_answer(two.id, 0, 0, '"two"')
    assert [a.value_json for a in store.answers(one.id)] == ['"one"']
    assert [a.value_json for a in store.answers(two.id)] == ['"two"']


def test_an_answer_to_a_game_over_or_missing_or_not_json_is_refused(store: Store) -> None:
    game = new_game(store)
    with pytest.raises(StoreError):
        store.append_answer(game.id, 0, 0, "{not json")
    with pytest.raises(StoreError):
        store.append_answer(game.id, -1, 0, "1")
    with pytest.raises(StoreError):
        store.append_answer("no-such-game", 0, 0, "1")
    store.finish_game(game.id, {}, "")
    with pytest.raises(StoreError):
        store.append_answer(game.id, 0, 0, "1")
    assert store.answers(game.id) == []


def test_the_game_journal_appends_and_replays_seat_and_value(store: Store) -> None:
    game = new_game(store)
    journal = GameJournal(store, game.id)
    journal.append(0, 1, '{"choice": 0}')
    journal.append(1, 0, "null")
    assert journal.answers() == [(1, '{"choice": 0}'), (0, "null")]
    with pytest.raises(StoreConflict):
        journal.append(1, 1, "0")
    assert GameJournal(store, new_game(store).id).answers() == []


class TableConflict(Exception):
    """Stands for the table's own conflict exception (a real exception class)."""


def test_the_game_journal_raises_the_conflict_it_is_given(store: Store) -> None:
    journal = GameJournal(store, new_game(store).id, conflict=TableConflict)
    journal.append(0, 0, "0")
    with pytest.raises(TableConflict):
        journal.append(0, 1, "1")
    with pytest.raises(TableConflict):
        journal.append(5, 1, "1")
    assert journal.answers() == [(0, "0")]


def test_two_instances_writing_the_same_answer_one_wins(store: Store, db_url: str) -> None:
    """Two instances that both think they run a game: the database keeps one answer n."""
    with Store(db_url) as rival:
        game = new_game(store)
        for n in range(8):
            got = race([partial(store.append_answer, game.id, n, 0, '"a"'),
                        partial(rival.append_answer, game.id, n, 1, '"b"')])
            refused = [g for g in got if isinstance(g, StoreConflict)]
            assert len(refused) == 1 and got.count(None) == 1, got
            kept = store.answers(game.id, start=n)
            assert [a.value_json for a in kept] == ['"a"' if got[0] is None else '"b"']


def test_one_store_is_used_from_many_threads(store: Store) -> None:
    """A session per call on one engine: threads appending to their own games at once."""
    games = [new_game(store) for _ in range(4)]
    errors: list[BaseException] = []

    def play(game: Game) -> None:
        try:
            for n in range(25):
                store.append_answer(game.id, n, n % 2, json.dumps([game.id, n]))
                assert store.answer_count(game.id) == n + 1
        except BaseException as e:
            errors.append(e)

    threads = [threading.Thread(target=play, args=(g,)) for g in games]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    for game in games:
        assert [json.loads(a.value_json) for a in store.answers(game.id)] == [
            [game.id, n] for n in range(25)]
